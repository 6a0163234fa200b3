import Foundation
import Testing
import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport

/// The typed answers of `Store`: the same numbers as the independent counts, and row for
/// row the same as the tables the CLI renders.
@Suite struct TypedReportTests {
    let corpus = Corpus.shared

    func store() throws -> Store { try Store(path: corpus.storePath, access: .read) }

    /// The named columns of every row of `table`.
    func columns(_ table: ResultTable, _ names: [String]) -> [[DatabaseValue?]] {
        table.rows.indices.map { row in names.map { table.value($0, row: row) } }
    }

    @Test func failureRatesCountWhatTheLogsSay() throws {
        let rates = try store().failureRates(by: [.strategy, .osMajor])
        var expected: [[String]: (attempts: Int, failures: Int, cancelled: Int, ignored: Int)] = [:]
        for fact in corpus.facts {
            var counts = expected[fact.key(["strategy", "os_major"])] ?? (0, 0, 0, 0)
            switch fact.outcome {
            case "ok": counts.attempts += 1
            case "failed": counts.attempts += 1; counts.failures += 1
            case "cancelled": counts.cancelled += 1
            default: counts.ignored += 1
            }
            expected[fact.key(["strategy", "os_major"])] = counts
        }
        #expect(rates.count == expected.count)
        for rate in rates {
            let key = [text(rate.group[.strategy]), text(rate.group[.osMajor])]
            let counts = try #require(expected[key], "\(key)")
            #expect(rate.attempts == counts.attempts && rate.failures == counts.failures, "\(key)")
            #expect(rate.cancelled == counts.cancelled && rate.ignored == counts.ignored, "\(key)")
            #expect(rate.rate == (counts.attempts > 0 ? Double(counts.failures) / Double(counts.attempts) : nil))
            #expect(rate.interval == WilsonInterval(successes: counts.failures, trials: counts.attempts))
            #expect(rate.group[.day] == nil)
        }
    }

    @Test func typedRowsAreTheRowsOfTheRenderedTable() throws {
        let db = try store().database
        var filter = ReportFilter()
        filter.directions = [.exit]
        for (by, minimum) in [([Dimension.strategy, .deviceModel], Optional(25)), ([.osMinor], nil), ([], nil)] {
            let request = ReportRequest(dimensions: by, filter: filter, minAttempts: minimum)
            let names = by.flatMap { $0 == .deviceModel ? [$0.name, "device_name"] : [$0.name] }
            func groupCells(_ group: ReportGroup) -> [DatabaseValue?] {
                by.flatMap { $0 == .deviceModel ? [group[$0], group.deviceName.map(DatabaseValue.text) ?? .null] : [group[$0]] }
            }
            func flag(_ insufficient: Bool) -> [DatabaseValue?] { minimum == nil ? [] : [.integer(insufficient ? 1 : 0)] }
            let flagName = minimum == nil ? [] : ["insufficient"]

            let rates = try FailureRatesReport.rows(request, in: db)
            #expect(!rates.isEmpty)
            #expect(rates.map { groupCells($0.group) + [.integer(Int64($0.attempts)), .integer(Int64($0.failures)), $0.rate.map(DatabaseValue.real) ?? .null,
                                                          $0.interval.map { .real($0.high) } ?? .null, .integer(Int64($0.cancelled))] + flag($0.insufficient) }
                == columns(try FailureRatesReport.table(request, in: db), names + ["attempts", "failures", "failure_rate", "ci_high", "cancelled"] + flagName))

            let kinds = try FailuresReport.rows(request, in: db)
            #expect(!kinds.isEmpty)
            #expect(kinds.map { groupCells($0.group) + [.text($0.failure), .integer(Int64($0.count)), .real($0.share)] + flag($0.insufficient) }
                == columns(try FailuresReport.table(request, in: db), names + ["failure", "count", "share"] + flagName))

            let restores = try RestoreReport.rows(request, in: db)
            #expect(!restores.isEmpty)
            #expect(restores.map { groupCells($0.group) + [.integer(Int64($0.exits)), .integer(Int64($0.mismatches)), $0.interval.map { .real($0.low) } ?? .null,
                                                             .integer(Int64($0.cellReused))] + flag($0.insufficient) }
                == columns(try RestoreReport.table(request, in: db), names + ["exits", "mismatches", "ci_low", "cell_reused"] + flagName))

            let durations = try DurationsReport.rows(request, in: db)
            #expect(!durations.isEmpty)
            #expect(durations.map { groupCells($0.group) + [.integer(Int64($0.count)), .real($0.p50), .real($0.p90), .real($0.p99), .real($0.max)] + flag($0.insufficient) }
                == columns(try DurationsReport.table(request, in: db), names + ["count", "p50_ms", "p90_ms", "p99_ms", "max_ms"] + flagName))
        }
    }

    @Test func bestStrategiesComposeTheTypedFailureRates() throws {
        let store = try store()
        let rankings = try store.bestStrategies(by: [.osMajor], minAttempts: 40)
        let rates = try store.failureRates(by: [.osMajor, .strategy], minAttempts: 40)
        #expect(rankings.count == rates.count)
        let table = try BestStrategyReport.table(ReportRequest(dimensions: [.osMajor], minAttempts: 40), in: store.database)
        #expect(rankings.map { [$0.group[.osMajor], $0.rank.map { .integer(Int64($0)) } ?? .null, $0.strategy.map(DatabaseValue.text), .text($0.verdictText)] }
            == columns(table, ["os_major", "rank", "strategy", "verdict"]))
        for ranking in rankings {
            #expect(ranking.group.dimensions == [.osMajor])
            #expect(rates.contains(ranking.failureRate))
            #expect((ranking.rank == nil) == ranking.failureRate.insufficient)
            #expect((ranking.rank == 1) == (ranking.verdict != .overlapsTheBest && ranking.verdict != .worse && ranking.verdict != .notEnoughData))
        }
        #expect(rankings.contains { $0.rank == 1 })
        #expect(throws: ReportRequestError.self) { try store.bestStrategies(by: [.strategy]) }
        #expect(throws: ReportRequestError.repeatedDimension("os_major")) { try store.failureRates(by: [.osMajor, .osMajor]) }
    }

    @Test func sortedRequestsOrderTypedRowsAsTheTable() throws {
        let db = try store().database
        let request = ReportRequest(dimensions: [.strategy, .osVersion], minAttempts: 60, sort: [SortKey(parsing: "-failure_rate")])
        let rates = try FailureRatesReport.rows(request, in: db)
        let sufficient = rates.filter { !$0.insufficient }.map { $0.rate ?? -1 }
        #expect(sufficient == sufficient.sorted(by: >))
        #expect(rates.map(\.insufficient) == rates.map(\.insufficient).sorted { !$0 && $1 })
        #expect(rates.map { [$0.group[.strategy], $0.group[.osVersion]] }
            == columns(try FailureRatesReport.table(request, in: db), ["strategy", "os_version"]))
    }

    @Test func nightlyFromTheStoreIsTheNightlyRun() throws {
        // Nightly keeps the night's duration percentiles: a store of its own, writable.
        let own = try Corpus(sessions: 80, seed: 11)
        defer { own.directory.cleanUp() }
        let store = try Store(path: own.storePath, access: .write)
        let day = try #require(Set(own.facts.map(\.day)).sorted().last)
        let options = NightlyOptions(date: try #require(UTCDay(day)))
        let report = try store.nightly(options, now: 0)
        let direct = try Nightly.run(store.database, options: options, now: 0)
        #expect(report.date == options.date)
        #expect(!report.groups.isEmpty)
        #expect(report.groups.count == direct.groups.count)
        #expect(report.regressions.count == direct.regressions.count)
        #expect(report.baselineDaysUsed == direct.baselineDaysUsed)
    }

    @Test func theStorePrunesAndTheRatesStayTheSame() throws {
        let own = try Corpus(sessions: 80, seed: 12)
        defer { own.directory.cleanUp() }
        let store = try Store(path: own.storePath, access: .write)
        let days = Set(own.facts.map(\.day)).sorted()
        let lastDay = try #require(days.last)
        let keepFrom = try #require(UTCDay(lastDay))
        let before = try store.failureRates(by: [.strategy, .day])
        let dry = try store.prune(keepFrom: keepFrom, dryRun: true, now: 1)
        #expect(dry == (try Retention.prune(store.database, keepFrom: keepFrom, dryRun: true, now: 1)))
        #expect(dry.transitions == own.facts.filter { $0.day < keepFrom.description }.count)
        let done = try store.prune(keepFrom: keepFrom, dryRun: false, now: 2)
        #expect(done.transitions == dry.transitions && !done.dryRun)
        #expect(try store.failureRates(by: [.strategy, .day]) == before)
        #expect(try Retention.prunedDays(store.database, fromMs: nil, toMs: nil)?.last == keepFrom.adding(days: -1))
    }
}
