import Foundation
import Testing
@testable import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport

/// The reports' numbers against counts made in Swift from the generated files.
@Suite struct ReportTests {
    let corpus = Corpus.shared

    /// Rows of a report keyed by their dimension values (as text).
    func keyed(_ table: ResultTable, _ dimensions: [String]) -> [[String]: [String: DatabaseValue]] {
        var result: [[String]: [String: DatabaseValue]] = [:]
        for (index, row) in table.rows.enumerated() {
            let key = dimensions.map { text(table.value($0, row: index)) }
            #expect(result[key] == nil, "duplicate group \(key)")
            result[key] = Dictionary(uniqueKeysWithValues: zip(table.columns.map(\.name), row))
        }
        return result
    }

    func expectFailureRates(by dimensions: [String], filter: ReportFilter = ReportFilter(), where include: (Fact) -> Bool = { _ in true }) throws {
        let table = try FailureRatesReport.table(try ReportRequest(by: dimensions, filter: filter), in: try corpus.open())
        var expected: [[String]: (attempts: Int, failures: Int, cancelled: Int, ignored: Int)] = [:]
        for fact in corpus.facts where include(fact) {
            var counts = expected[fact.key(dimensions)] ?? (0, 0, 0, 0)
            switch fact.outcome {
            case "ok": counts.attempts += 1
            case "failed": counts.attempts += 1; counts.failures += 1
            case "cancelled": counts.cancelled += 1
            default: counts.ignored += 1
            }
            expected[fact.key(dimensions)] = counts
        }
        let actual = keyed(table, dimensions)
        #expect(Set(actual.keys) == Set(expected.keys), "groups by \(dimensions)")
        for (key, counts) in expected {
            guard let row = actual[key] else { continue }
            #expect(row["attempts"] == .integer(Int64(counts.attempts)), "\(key)")
            #expect(row["failures"] == .integer(Int64(counts.failures)), "\(key)")
            #expect(row["cancelled"] == .integer(Int64(counts.cancelled)), "\(key)")
            #expect(row["ignored"] == .integer(Int64(counts.ignored)), "\(key)")
            if counts.attempts == 0 {
                #expect(row["failure_rate"] == .null)
                #expect(row["ci_low"] == .null)
            } else {
                #expect(row["failure_rate"] == .real(Double(counts.failures) / Double(counts.attempts)))
                let interval = WilsonInterval(successes: counts.failures, trials: counts.attempts)!
                #expect(row["ci_low"] == .real(interval.low))
                #expect(row["ci_high"] == .real(interval.high))
            }
        }
    }

    @Test func failureRatesMatchIndependentCountsForSeveralGroupings() throws {
        #expect(corpus.facts.count > 2000)
        for dimensions in [["strategy", "os_major"], ["os_minor"], ["os_version", "os_name"], ["device_model", "app_version"],
                           ["direction", "trigger", "app_state"], ["day", "strategy"], ["method", "container"], []] {
            try expectFailureRates(by: dimensions)
        }
    }

    @Test func failureRatesMatchIndependentCountsUnderFilters() throws {
        var filter = ReportFilter()
        filter.strategies = ["native_rotation", "present_landscape_vc"]
        filter.osMajors = [13, 17]
        try expectFailureRates(by: ["strategy", "os_minor"], filter: filter) {
            ["native_rotation", "present_landscape_vc"].contains($0.strategy) && [13, 17].contains($0.osMajor ?? -1)
        }

        let days = Set(corpus.facts.map(\.day)).sorted()
        var byTime = ReportFilter()
        byTime.since = try ReportFilter.sinceBound(days[1])
        byTime.until = try ReportFilter.untilBound(days[2])   // a date includes its whole day
        byTime.directions = [.exit]
        try expectFailureRates(by: ["day"], filter: byTime) { [days[1], days[2]].contains($0.day) && $0.direction == "exit" }

        var byDevice = ReportFilter()
        byDevice.devices = ["iPhone 11", "iPhone9,1"]       // a readable name or a model
        byDevice.appVersions = ["8.6.0", "8.6.1"]
        byDevice.osVersions = ["17.10", "17.9", "16.7.2"]
        try expectFailureRates(by: ["device_model", "os_version"], filter: byDevice) {
            ["iPhone12,1", "iPhone9,1"].contains($0.device ?? "") && ["8.6.0", "8.6.1"].contains($0.appVersion ?? "")
                && ["17.10", "17.9", "16.7.2"].contains($0.osVersion ?? "")
        }

        let instant = corpus.facts.map(\.ts).sorted()[corpus.facts.count / 2]
        var exact = ReportFilter()
        exact.since = instant
        exact.until = try ReportFilter.untilBound(rfc3339(instant))   // inclusive of that millisecond
        try expectFailureRates(by: ["strategy"], filter: exact) { $0.ts == instant }
    }

    @Test func failuresReportGivesEachKindsCountAndShareOfItsGroup() throws {
        for dimensions in [["strategy", "os_major"], ["os_minor"], []] {
            let table = try FailuresReport.table(try ReportRequest(by: dimensions), in: try corpus.open())
            var expected: [[String]: Int] = [:]
            var totals: [[String]: Int] = [:]
            for fact in corpus.facts where fact.outcome == "failed" {
                expected[fact.key(dimensions) + [fact.failure!], default: 0] += 1
                totals[fact.key(dimensions), default: 0] += 1
            }
            let actual = keyed(table, dimensions + ["failure"])
            #expect(Set(actual.keys) == Set(expected.keys))
            for (key, count) in expected {
                #expect(actual[key]?["count"] == .integer(Int64(count)), "\(key)")
                #expect(actual[key]?["share"] == .real(Double(count) / Double(totals[Array(key.dropLast())]!)), "\(key)")
            }
            // Within a group, the most frequent kind comes first.
            for i in table.rows.indices.dropFirst() where table.rows[i].prefix(dimensions.count) == table.rows[i - 1].prefix(dimensions.count) {
                #expect((table.value("count", row: i)?.int64 ?? 0) <= (table.value("count", row: i - 1)?.int64 ?? 0))
            }
        }
    }

    /// The same counts from `restore_rollup` (kept at ingest) and from the scan (`--exact`,
    /// or a dimension the rollup does not keep).
    @Test(arguments: [false, true])
    func restoreReportCountsExitsWithBothIndexPathsAndTheirMismatches(exact: Bool) throws {
        for dimensions in [["method"], ["method", "container"], ["method", "os_major"], ["app_version", "day", "strategy"], ["trigger"], ["device_model"]] {
            var request = try ReportRequest(by: dimensions)
            request.useRollup = !exact
            #expect((RestoreReport.source(request) == .rawRows) == (exact || dimensions == ["trigger"] || dimensions == ["device_model"]))
            let table = try RestoreReport.table(request, in: try corpus.open())
            var expected: [[String]: (exits: Int, mismatches: Int, reused: Int)] = [:]
            for fact in corpus.facts where fact.isRestore {
                var counts = expected[fact.key(dimensions)] ?? (0, 0, 0)
                counts.exits += 1
                if fact.restoredSection != fact.section || fact.restoredItem != fact.item { counts.mismatches += 1 }
                if fact.cellReused == true { counts.reused += 1 }
                expected[fact.key(dimensions)] = counts
            }
            #expect(expected.values.contains { $0.mismatches > 0 })
            let actual = keyed(table, dimensions)
            #expect(Set(actual.keys) == Set(expected.keys))
            for (key, counts) in expected {
                #expect(actual[key]?["exits"] == .integer(Int64(counts.exits)), "\(key)")
                #expect(actual[key]?["mismatches"] == .integer(Int64(counts.mismatches)), "\(key)")
                #expect(actual[key]?["cell_reused"] == .integer(Int64(counts.reused)), "\(key)")
                #expect(actual[key]?["mismatch_rate"] == .real(Double(counts.mismatches) / Double(counts.exits)), "\(key)")
                #expect(actual[key]?["ci_high"] == .real(WilsonInterval(successes: counts.mismatches, trials: counts.exits)!.high))
            }
        }
    }

    /// The durations of the logs, sorted per group: exact nearest-rank percentiles with
    /// `--exact`, within 1% (relative) of them from the sketches ingest keeps.
    @Test(arguments: [false, true])
    func durationsReportGivesNearestRankPercentilesPerGroup(exact: Bool) throws {
        for dimensions in [["strategy"], ["strategy", "direction"], ["os_version", "day"]] {
            var filter = ReportFilter()
            filter.osMajors = [15, 16, 17, 18]
            var request = try ReportRequest(by: dimensions, filter: filter)
            request.useRollup = !exact
            #expect((DurationsReport.source(request) == .rawRows) == exact)
            let table = try DurationsReport.table(request, in: try corpus.open())
            var expected: [[String]: [Double]] = [:]
            for fact in corpus.facts where fact.duration != nil && (15...18).contains(fact.osMajor ?? 0) {
                expected[fact.key(dimensions), default: []].append(fact.duration!)
            }
            let actual = keyed(table, dimensions)
            #expect(Set(actual.keys) == Set(expected.keys))
            let error = exact ? 0 : 0.01
            func close(_ value: DatabaseValue?, _ exact: Double) -> Bool {
                guard let value = value?.double else { return false }
                return abs(value - exact) <= error * exact * (1 + 1e-9)
            }
            for (key, values) in expected {
                let sorted = values.sorted()
                func rank(_ p: Double) -> Double { sorted[Int((p * Double(sorted.count)).rounded(.up)) - 1] }
                #expect(actual[key]?["count"] == .integer(Int64(sorted.count)))
                #expect(close(actual[key]?["p50_ms"], rank(0.5)), "\(key): \(String(describing: actual[key]?["p50_ms"])) vs \(rank(0.5))")
                #expect(close(actual[key]?["p90_ms"], rank(0.9)), "\(key)")
                #expect(close(actual[key]?["p99_ms"], rank(0.99)), "\(key)")
                #expect(close(actual[key]?["max_ms"], sorted.last!), "\(key)")
                #expect(actual[key]?["relative_error"] == .real(error))
            }
        }
    }

    @Test func bestStrategyRanksByTheUpperBoundAndSaysWhenDataIsShort() throws {
        let table = try BestStrategyReport.table(try ReportRequest(by: ["os_major"], minAttempts: 40), in: try corpus.open())
        var groups: [String: [(rank: Int64?, high: Double, attempts: Int64, verdict: String, strategy: String)]] = [:]
        for i in table.rows.indices {
            groups[text(table.value("os_major", row: i)), default: []].append((
                table.value("rank", row: i)?.int64, table.value("ci_high", row: i)?.double ?? 1,
                table.value("attempts", row: i)?.int64 ?? 0, table.value("verdict", row: i)?.string ?? "",
                table.value("strategy", row: i)?.string ?? ""))
        }
        #expect(!groups.isEmpty)
        for (_, rows) in groups {
            let ranked = rows.filter { $0.rank != nil }
            #expect(ranked.map(\.rank!) == Array(1...Int64(max(ranked.count, 1))).prefix(ranked.count).map { $0 })
            #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.high <= $1.high })
            #expect(rows.filter { $0.rank == nil }.allSatisfy { $0.attempts < 40 && $0.verdict == "not enough data" })
            #expect(ranked.allSatisfy { $0.attempts >= 40 })
            if let best = ranked.first { #expect(best.verdict.hasPrefix("ship \(best.strategy)")) }
            // Ranked rows come before the unranked ones.
            #expect(rows.prefix(ranked.count).allSatisfy { $0.rank != nil })
        }
        #expect(throws: ReportRequestError.self) {
            try BestStrategyReport.table(try ReportRequest(by: ["strategy"]), in: try corpus.open())
        }
    }

    @Test func minAttemptsFlagsSmallGroupsAndListsThemLastUnranked() throws {
        let request = try ReportRequest(by: ["strategy", "os_version"], minAttempts: 60, sort: [SortKey(parsing: "-failure_rate")])
        let table = try FailureRatesReport.table(request, in: try corpus.open())
        let flags = table.rows.indices.map { table.value("insufficient", row: $0) == .integer(1) }
        #expect(flags.contains(true) && flags.contains(false))
        #expect(flags == flags.sorted { !$0 && $1 })   // every sufficient row before every insufficient one
        let rates = table.rows.indices.filter { !flags[$0] }.map { table.value("failure_rate", row: $0)?.double ?? -1 }
        #expect(rates == rates.sorted(by: >))
        for i in table.rows.indices {
            #expect(flags[i] == ((table.value("attempts", row: i)?.int64 ?? 0) < 60))
        }
    }

    @Test func defaultOrderIsNumericForVersions() throws {
        let table = try FailureRatesReport.table(try ReportRequest(by: ["os_minor"]), in: try corpus.open())
        let minors = table.rows.indices.compactMap { table.value("os_minor", row: $0)?.string }
        #expect(minors.firstIndex(of: "17.9")! < minors.firstIndex(of: "17.10")!)
        #expect(minors.firstIndex(of: "9.3")! < minors.firstIndex(of: "10.3")!)
        #expect(naturalCompare("iPhone9,1", "iPhone12,1") < 0)
        #expect(naturalCompare("8.10.0", "8.9.1") > 0)
        #expect(naturalCompare(.null, .integer(1)) > 0)
    }

    @Test func deviceModelsGetTheirReadableNames() throws {
        let table = try FailureRatesReport.table(try ReportRequest(by: ["device_model"]), in: try corpus.open())
        #expect(table.columns.map(\.name).prefix(2) == ["device_model", "device_name"])
        let names = Dictionary(uniqueKeysWithValues: table.rows.indices.map {
            (text(table.value("device_model", row: $0)), text(table.value("device_name", row: $0)))
        })
        #expect(names["iPhone12,1"] == "iPhone 11")
        #expect(names["iPhone10,3"] == "iPhone X")
    }

    @Test func anInjectionAttemptInAFilterMatchesNothingAndChangesNothing() throws {
        let db = try corpus.open()
        let before = try db.scalar(sql: "SELECT count(*) FROM transitions")
        var filter = ReportFilter()
        filter.strategies = ["x' OR '1'='1", "window_transform'); DROP TABLE transitions; --"]
        filter.devices = ["' OR 1=1 --"]
        for report in [FailureRatesReport.table, FailuresReport.table, RestoreReport.table, DurationsReport.table] {
            let table = try report(try ReportRequest(by: ["strategy"], filter: filter), db)
            #expect(table.rows.isEmpty)
        }
        let (sql, arguments) = FailureRatesReport.query(try ReportRequest(by: ["strategy"], filter: filter)).rendered(for: .sqlite)
        #expect(!sql.contains("DROP") && !sql.contains("'1'='1"))
        #expect(arguments.contains(.text("x' OR '1'='1")))
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == before)
    }

    @Test func unknownDimensionsAndSortColumnsAreRefusedWithTheValidNames() throws {
        #expect(throws: ReportRequestError.unknownDimension("os", known: Dimension.names)) { try ReportRequest(by: ["os"]) }
        #expect(throws: ReportRequestError.repeatedDimension("day")) { try ReportRequest(by: ["day", "day"]) }
        let request = try ReportRequest(by: ["strategy"], sort: [SortKey(column: "nope")])
        #expect(throws: ReportRequestError.self) { try FailureRatesReport.table(request, in: try corpus.open()) }
        #expect(throws: ReportRequestError.invalidTime("yesterday")) { try ReportFilter.sinceBound("yesterday") }
        #expect(try ReportFilter.sinceBound("2026-11-28") == 1_795_824_000_000)
        #expect(try ReportFilter.untilBound("2026-11-28") == 1_795_824_000_000 + 86_400_000)
        #expect(try ReportFilter.sinceBound("2026-11-28T08:00:00+08:00") == 1_795_824_000_000)
    }
}

func rfc3339(_ millis: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: Date(timeIntervalSince1970: Double(millis) / 1000))
}
