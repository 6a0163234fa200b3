import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
@testable import FSTelQuery
import FSTelTestSupport

private let day1 = UTCDay("2026-11-26")!
private let day2 = UTCDay("2026-11-27")!
private let day3 = UTCDay("2026-11-28")!

private func smallStore() throws -> NightlyFixture {
    let f = try NightlyFixture()
    try f.session("a", os: (17, 4), app: "8.6.0")
    try f.session("b", os: (13, 7), app: "8.5.0")
    try f.session("c", os: nil, app: nil)
    for (i, day) in [day1, day2, day3].enumerated() {
        let t = day.startMs
        try f.transition("a", ts: t + 1, outcome: "ok", duration: 300)
        try f.transition("a", ts: t + 2, outcome: "failed", failure: "alert_wrong_orientation", duration: 500)
        try f.transition("a", ts: t + 3, direction: "exit", outcome: "ok", duration: 100, mismatch: 0)
        try f.transition("a", ts: t + 4, direction: "exit", outcome: "failed", failure: "restore_mismatch", mismatch: 1)
        try f.transition("b", ts: t + 5, strategy: "present_landscape_vc", outcome: "cancelled", duration: Double(200 + i))
        try f.transition("b", ts: t + 6, strategy: "present_landscape_vc", outcome: "ignored")
        try f.transition("c", ts: t + 86_399_999, strategy: "native_rotation", outcome: "failed", failure: "black_edges", duration: 900)
    }
    return f
}

@Suite struct NightlyRollupTests {
    @Test func rollupsEqualTheSameAggregatesComputedFromRawRows() throws {
        let f = try smallStore()
        _ = try Nightly.backfill(f.db, from: day1, to: day3, now: 1)
        let args: [any DatabaseValueConvertible] = [day1.description, day3.description]
        let raw = normalized(try f.db.rows(sql: rawAggregateSQL, arguments: args))
        let stored = normalized(try f.db.rows(sql: storedRollupSQL, arguments: args))
        #expect(raw.count == 12)
        #expect(equalWithinSketchError(stored, raw), "\(stored) vs \(raw)")
        #expect(try f.db.rows(sql: storedFailureKindsSQL, arguments: args) == (try f.db.rows(sql: rawFailureKindsSQL, arguments: args)))
        // The transition at 23:59:59.999 belongs to its own day.
        let late = try f.db.rows(sql: "SELECT day, failure, failures FROM daily_rollup_failures WHERE strategy = 'native_rotation' ORDER BY day")
        #expect(late == [day1, day2, day3].map { [.text($0.description), .text("black_edges"), .integer(1)] })
    }

    @Test func rollupsOfAGeneratedMultiDayStoreEqualRawAggregates() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-nightly-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try generateLogs(GeneratorOptions(sessions: 600, seed: 11, files: 2, days: 3, endDay: day3.description), into: dir)
        let store = try Store(path: dir + "/store.sqlite", access: .write)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".ndjson") }.sorted().map { dir + "/" + $0 }
        _ = try Ingestor(store: store).ingest(paths: files)
        let from = day1.adding(days: -1), to = day3.adding(days: 1)
        _ = try Nightly.backfill(store.database, from: from, to: to, now: 1)
        let args: [any DatabaseValueConvertible] = [from.description, to.description]
        let raw = normalized(try store.database.rows(sql: rawAggregateSQL, arguments: args))
        #expect(raw.count > 100)
        #expect(equalWithinSketchError(try store.database.rows(sql: storedRollupSQL, arguments: args), raw))
        #expect(try store.database.rows(sql: storedFailureKindsSQL, arguments: args) == (try store.database.rows(sql: rawFailureKindsSQL, arguments: args)))
    }

    /// Nightly reads no raw row: its day and baseline counts (from the rollups) equal those
    /// counted from the raw transitions, and its duration percentiles (from the sketches) are
    /// within 1% of the nearest-rank percentiles of the raw durations.
    @Test func nightlyCountsEqualRawRowsAndItsPercentilesAreWithinOnePercent() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-nightly-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try generateLogs(GeneratorOptions(sessions: 1_500, seed: 5, files: 3, days: 9, endDay: day3.description), into: dir)
        let store = try Store(path: dir + "/store.sqlite", access: .write)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".ndjson") }.sorted().map { dir + "/" + $0 }
        _ = try Ingestor(store: store, options: { var o = IngestOptions(); o.batchLines = 500; return o }()).ingest(paths: files.reversed())
        let db = store.database
        let report = try Nightly.run(db, options: NightlyOptions(date: day2), now: 1)
        func raw(_ from: UTCDay, _ to: UTCDay) throws -> [String: (Int, Int)] {
            var counts: [String: (Int, Int)] = [:]
            for row in try db.rows(sql: """
                SELECT t.strategy, s.os_major, sum(t.outcome IN ('ok', 'failed')), sum(t.outcome = 'failed')
                FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
                WHERE t.ts >= ? AND t.ts < ? GROUP BY 1, 2
                """, arguments: [from.startMs, to.endMs]) {
                counts["\(row[0])|\(row[1])"] = (Int(row[2].int64!), Int(row[3].int64!))
            }
            return counts
        }
        let day = try raw(day2, day2), baseline = try raw(day2.adding(days: -7), day2.adding(days: -1))
        #expect(report.comparisons.count > 20)
        for c in report.comparisons {
            let key = "\(c.strategy)|\(c.osMajor.map(String.init) ?? "NULL")"
            #expect(c.dayAttempts == day[key]?.0 ?? 0 && c.dayFailures == day[key]?.1 ?? 0, "\(key)")
            #expect(c.baselineAttempts == baseline[key]?.0 ?? 0 && c.baselineFailures == baseline[key]?.1 ?? 0, "\(key)")
        }
        #expect(report.comparisons.reduce(0) { $0 + $1.dayAttempts } == day.values.reduce(0) { $0 + $1.0 })
        // Percentiles: the sketches against every raw duration of the day.
        let exact = try DailyRollups.computeDurations(db, days: day2...day2)[day2] ?? []
        let sketched = try DailyRollups.sketchedDurations(db, days: day2...day2)[day2] ?? []
        #expect(exact.count > 50 && sketched.map(\.key) == exact.map(\.key))
        for (s, e) in zip(sketched, exact) {
            #expect(s.durations == e.durations)
            for (a, b) in [(s.durationP50!, e.durationP50!), (s.durationP95!, e.durationP95!)] {
                #expect(abs(a - b) <= 0.01 * b * (1 + 1e-9), "\(s.key): \(a) vs \(b)")
            }
        }
        // What nightly stored for the day is what the sketches say.
        let stored = try DailyRollups.load(db, days: day2...day2)[day2] ?? []
        #expect(stored.filter { $0.durations > 0 }.map(\.durationP50) == sketched.map(\.durationP50))
    }

    @Test func rerunningANightChangesNothingAndLeavesOtherDaysUntouched() throws {
        let f = try smallStore()
        var options = NightlyOptions(date: day3)
        options.baselineDays = 2
        _ = try Nightly.run(f.db, options: options, now: 1)
        let everything = "SELECT * FROM daily_rollups ORDER BY day, strategy, os_major, os_minor, app_version, direction"
        let first = try f.db.rows(sql: everything)
        let firstKinds = try f.db.rows(sql: "SELECT * FROM daily_rollup_failures ORDER BY 1, 2, 3, 4, 5, 6, 7")
        _ = try Nightly.run(f.db, options: options, now: 2)
        #expect(try f.db.rows(sql: everything) == first)
        #expect(try f.db.rows(sql: "SELECT * FROM daily_rollup_failures ORDER BY 1, 2, 3, 4, 5, 6, 7") == firstKinds)
        // A late row for day 2 (a baseline day) counts in day 2's rollups as soon as it is
        // stored, without re-running any night; other days are untouched.
        try f.transition("a", ts: day2.startMs + 500, outcome: "failed", failure: "window_flash")
        let after = try f.db.rows(sql: everything)
        #expect(after.filter { $0[0] != .text(day2.description) } == first.filter { $0[0] != .text(day2.description) })
        #expect(after.filter { $0[0] == .text(day2.description) } != first.filter { $0[0] == .text(day2.description) })
        let report = try Nightly.run(f.db, options: options, now: 3)
        #expect(report.comparisons.reduce(0) { $0 + $1.baselineFailures } == 3 + 3 + 1)
    }

    @Test func backfillOfARangeEqualsRunningEachNight() throws {
        let a = try smallStore()
        let b = try smallStore()
        _ = try Nightly.backfill(a.db, from: day1, to: day3, now: 1)
        for day in [day1, day2, day3] {
            var options = NightlyOptions(date: day)
            options.baselineDays = 1
            _ = try Nightly.run(b.db, options: options, now: 1)
        }
        let sql = "SELECT * FROM daily_rollups ORDER BY day, strategy, os_major, os_minor, app_version, direction"
        #expect(try a.db.rows(sql: sql) == (try b.db.rows(sql: sql)))
        #expect(try a.db.rows(sql: "SELECT day, transitions FROM daily_rollup_days ORDER BY day")
            == (try b.db.rows(sql: "SELECT day, transitions FROM daily_rollup_days WHERE day >= '2026-11-26' ORDER BY day")))
    }

    @Test func pruneKeepsCountsRecordsTheCutAndNightlySaysTheDayWasPruned() throws {
        let f = try smallStore()
        _ = try Nightly.backfill(f.db, from: day2, to: day2, now: 1)
        let everything = "SELECT * FROM daily_rollups ORDER BY day, strategy, os_major, os_minor, app_version, direction"
        let before = try f.db.rows(sql: everything)
        let dry = try Retention.prune(f.db, keepFrom: day3, dryRun: true, now: 5)
        // Session "c" never logged its start: its two transitions before the cut stay, for
        // the start to move their counts when it arrives.
        #expect(dry.transitions == 12)
        #expect(try f.db.scalar(sql: "SELECT count(*) FROM transitions") == .integer(21))
        let done = try Retention.prune(f.db, keepFrom: day3, dryRun: false, now: 5)
        #expect(done.transitions == 12 && done.sessions == 0)
        #expect(try f.db.scalar(sql: "SELECT count(*) FROM transitions") == .integer(9))
        // Every day keeps its counts (5 attempts a day: ok or failed), and its percentiles.
        #expect(try f.db.rows(sql: everything) == before)
        #expect(try f.db.scalar(sql: "SELECT sum(attempts) FROM daily_rollups WHERE day IN ('2026-11-26', '2026-11-27')") == .integer(10))
        #expect(try Retention.prunedDays(f.db, fromMs: day1.startMs, toMs: day3.endMs) == PrunedDays(first: day1, last: day2))
        #expect(try Retention.prunedDays(f.db, fromMs: nil, toMs: day1.endMs) == PrunedDays(first: day1, last: day1))
        #expect(try Retention.prunedDays(f.db, fromMs: day3.startMs, toMs: day3.endMs) == nil)
        var options = NightlyOptions(date: day2)
        options.baselineDays = 1
        let report = try Nightly.run(f.db, options: options, now: 6)
        #expect(report.groups.reduce(0) { $0 + $1.attempts } == 5)
        #expect(report.groups.reduce(0) { $0 + $1.transitions } == 7)
        #expect(report.notes.contains { $0.contains("pruned") })
        // Sessions with no transitions left go once they started before the grace period.
        try f.session("old", startedAt: day1.startMs)
        #expect(try Retention.prune(f.db, keepFrom: day3, dryRun: false, now: 7).sessions == 0)
        #expect(try Retention.prune(f.db, keepFrom: day3, sessionGraceDays: 0, dryRun: false, now: 7).sessions == 1)
    }
}

@Suite struct NightlyHTMLTests {
    @Test func rateAxesEndOnARoundTickAndLabelEveryTickExactly() throws {
        let f = try NightlyFixture()
        try f.session("a")
        try f.transition("a", ts: day3.startMs + 1)
        let page = NightlyHTML(report: try Nightly.run(f.db, options: NightlyOptions(date: day3), now: 1))
        for value in [0.0004, 0.004, 0.013, 0.037, 0.15, 0.42, 0.9, 1.0] {
            let axis = page.rateAxis(value, maxTicks: 5)
            let ticks = (axis.max / axis.step).rounded()
            #expect(axis.max >= value, "\(value)")
            #expect(abs(ticks * axis.step - axis.max) < 1e-12, "\(value): \(axis)")
            #expect(ticks >= 1 && ticks <= 5, "\(value): \(axis)")
            #expect([0.001, 0.002, 0.0025, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25].contains(axis.step))
        }
        #expect(page.tickLabel(0.075, step: 0.025) == "7.5%")
        #expect(page.tickLabel(0.0075, step: 0.0025) == "0.75%")
        #expect(page.tickLabel(0.2, step: 0.05) == "20%")
    }

    @Test func barsOfSmallSamplesAreMarkedAndTheChartHasEveryDayWithData() throws {
        let f = try NightlyFixture()
        try f.session("a")
        try f.session("b", os: (16, 1))
        try f.bulk("a", day: day3, strategy: "window_transform", attempts: 300, failures: 9)
        try f.bulk("b", day: day3, strategy: "window_transform", attempts: 20, failures: 1)
        // Day 1 was never "computed" by a night: the chart still has it (counts come from ingest).
        try f.bulk("a", day: day1, strategy: "window_transform", attempts: 50, failures: 1)
        let report = try Nightly.run(f.db, options: NightlyOptions(date: day3), now: 1)
        #expect(report.history[day1]?["window_transform"]?.attempts == 50)
        let html = report.rendered(as: .html)
        #expect(html.contains("n=20"))
        #expect(!html.contains("n=300"))
        #expect(html.contains("(small sample)"))
    }
}

@Suite struct NightlyHistoryTests {
    /// Nightly reads whole rows only for the night and its baseline; the chart's earlier
    /// days come from a per-strategy sum. Both must show what whole rows would.
    @Test func theChartsDaysBeforeTheBaselineEqualTheWholeRowsSummedPerStrategy() throws {
        let f = try NightlyFixture()
        let night = UTCDay("2026-11-28")!
        try f.session("a")
        try f.session("b", os: (16, 1), app: "9.0.0")
        try f.session("c", os: nil)
        for back in [1, 3, 8, 9, 15, 29, 30, 31] {
            let day = night.adding(days: -back)
            try f.bulk("a", day: day, strategy: "window_transform", attempts: 10 + back, failures: back % 4)
            try f.bulk("b", day: day, strategy: "present_landscape_vc", attempts: back, failures: back % 3, failure: "status_bar_stuck")
            try f.transition("c", ts: day.startMs + 5, strategy: "native_rotation", outcome: back % 2 == 0 ? "cancelled" : "ignored")
        }
        try f.bulk("a", day: night, strategy: "window_transform", attempts: 40, failures: 2)
        var options = NightlyOptions(date: night)
        options.baselineDays = 3
        let report = try Nightly.run(try f.db, options: options, now: 1)
        let whole = try DailyRollups.load(try f.db, days: night.adding(days: -29)...night)
        #expect(report.history.count == 30)
        for (day, rows) in whole {
            var expected: [String: (attempts: Int, failures: Int)] = [:]
            for row in rows {
                expected[row.key.strategy, default: (0, 0)].attempts += row.attempts
                expected[row.key.strategy, default: (0, 0)].failures += row.failures
            }
            let shown = try #require(report.history[day], "\(day)")
            #expect(shown.keys.sorted() == expected.keys.sorted(), "\(day)")
            for (strategy, counts) in expected {
                #expect(shown[strategy]?.attempts == counts.attempts && shown[strategy]?.failures == counts.failures, "\(day) \(strategy)")
            }
        }
        // A day with only cancelled or ignored transitions shows its strategy with 0 attempts.
        #expect(report.history[night.adding(days: -9)]?["native_rotation"]?.attempts == 0)
        #expect(report.history[night.adding(days: -2)]?.isEmpty == true)
        #expect(report.history[night.adding(days: -15)]?["window_transform"]?.attempts == 25)
        #expect(report.history[night.adding(days: -15)]?["present_landscape_vc"]?.failures == 0)
        #expect(report.history[night.adding(days: -29)]?["window_transform"]?.failures == 1)
        #expect(report.history[night.adding(days: -31)] == nil)
    }
}

@Suite struct NightlySummaryTests {
    func report(flaggedMajors: [Int], tested: [Int], dataAlert: Bool) -> NightlyReport {
        func regression(_ major: Int) -> Regression {
            Regression(
                kind: .rateIncrease, strategy: "s", osMajor: major, failure: nil, baselineRate: 0.03, dayRate: 0.1,
                attempts: 500, baselineAttempts: 3000, pValue: 1e-9, adjustedPValue: 1e-8, baselineDailyMedian: nil,
                sentence: "s on iOS \(major): failure rate rose.")
        }
        var regressions = flaggedMajors.map(regression)
        if dataAlert {
            regressions.append(Regression(
                kind: .volumeDrop, strategy: nil, osMajor: nil, failure: nil, baselineRate: nil, dayRate: nil, attempts: 0,
                baselineAttempts: 7000, pValue: nil, adjustedPValue: nil, baselineDailyMedian: 1000, missingDays: 1,
                sentence: "No transitions were stored for 2026-11-28: logs missing for 1 day."))
        }
        let comparisons = tested.map { major in
            GroupComparison(
                strategy: "s", osMajor: major, dayAttempts: 500, dayFailures: 50, baselineAttempts: 3000, baselineFailures: 90,
                pValue: 0.001, adjustedPValue: 0.01, flagged: flaggedMajors.contains(major))
        }
        return NightlyReport(
            date: day3, baselineFrom: day1, baselineTo: day2, baselineDaysUsed: [day1, day2], thresholds: NightlyThresholds(),
            groups: [], comparisons: comparisons, regressions: regressions, history: [:], notes: [], generatedAt: 0)
    }

    @Test func regressionsAndDataAlertsAreCountedApart() {
        let both = report(flaggedMajors: [17], tested: [15, 16, 17], dataAlert: true)
        #expect(both.flaggedSummary == "1 regression, 1 data alert")
        #expect(both.markdown().contains("**ALERT: 1 regression, 1 data alert**"))
        #expect(report(flaggedMajors: [], tested: [17], dataAlert: true).markdown().contains("**ALERT: 1 data alert**"))
        let json = both.json()
        #expect(json.contains("\"regression_count\": 1") && json.contains("\"data_alert_count\": 1"))
    }

    @Test func aStrategyRisingOnMostIOSVersionsLeadsTheSummaryWithOneLine() {
        let wide = report(flaggedMajors: [15, 16, 17], tested: [14, 15, 16, 17], dataAlert: false)
        #expect(wide.strategyWideRises.map(\.strategy) == ["s"])
        let items = wide.markdown().split(separator: "\n").filter { $0.hasPrefix("- ") || $0.hasPrefix("  - ") }
        #expect(items.first?.hasPrefix("- **s**: failure rate rose on 3 of the 4 iOS versions tested at once") == true, "\(items)")
        #expect(items.dropFirst().allSatisfy { $0.hasPrefix("  - **rate_increase**") })
        // Two of five is not most: no leading line.
        #expect(report(flaggedMajors: [15, 16], tested: [13, 14, 15, 16, 17], dataAlert: false).strategyWideRises.isEmpty)
    }
}

/// One text column, for feeding ``ColumnTexts`` without a database.
private struct TextRow: SQLRow {
    var text: String?
    func isNull(_ index: Int) -> Bool { text == nil }
    func isText(_ index: Int) -> Bool { text != nil }
    func int64(_ index: Int) -> Int64 { 0 }
    func int(_ index: Int) -> Int { 0 }
    func double(_ index: Int) -> Double { 0 }
    func string(_ index: Int) -> String? { text }
    func value(_ index: Int) -> DatabaseValue { text.map { .text($0) } ?? .null }
    func withText<T>(_ index: Int, _ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard var text else { return try body(nil) }
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
    func withBlob<T>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try withText(index) { try body($0 ?? UnsafeRawBufferPointer(start: nil, count: 0)) }
    }
}

@Suite struct NightlyRollupLoadingTests {
    @Test func columnTextsGiveEachDistinctValueOneIndexWhateverTheirNumberAndOrder() {
        let texts = ColumnTexts()
        // Prefixes of one another, the empty string, non-ASCII, and enough values to grow the table several times.
        let values = [""] + (0..<1500).map { "8.\($0 % 37).\($0)" } + ["8", "8.", "é", "e\u{301}"]
        // Matched by bytes, as SQLite groups them: "é" and "e\u{301}" are two values.
        var first: [[UInt8]: Int32] = [:]
        for value in values { first[Array(value.utf8)] = texts.index(TextRow(text: value), 0) }
        #expect(Set(first.values).count == values.count)
        for value in values.shuffled() + values.reversed() {
            let index = texts.index(TextRow(text: value), 0)
            #expect(index == first[Array(value.utf8)])
            #expect(Array(texts.values[Int(index)].utf8) == Array(value.utf8))
        }
        #expect(texts.index(TextRow(text: nil), 0) == -1)
        #expect(texts.values.count == values.count)
    }

    /// `DailyRollups.load` sums the fine rollups to nightly's grain in Swift; the same sums
    /// in SQL (grouped by the grain) must agree, with hundreds of app versions and sessions
    /// whose start is missing (their OS and app facts do not count).
    @Test func loadedRollupsEqualTheRollupTablesSummedInSQLAtNightlysGrain() throws {
        let f = try NightlyFixture()
        let strategies = ["window_transform", "present_landscape_vc", "native_rotation"]
        let outcomes = ["ok", "failed", "cancelled", "ignored"]
        for s in 0..<300 {
            let id = "s\(s)"
            try f.session(id, os: s % 7 == 0 ? nil : (12 + s % 6, s % 5), app: "7.\(s % 150).0")
            for t in 0..<6 {
                let day = [day1, day2, day3][(s + t) % 3]
                let outcome = outcomes[(s * 3 + t) % 4]
                try f.transition(
                    id, ts: day.startMs + Int64(s * 100 + t), strategy: strategies[(s + t) % 3], direction: t % 2 == 0 ? "enter" : "exit",
                    outcome: outcome, failure: outcome == "failed" ? ["black_edges", "window_flash"][s % 2] : nil,
                    duration: t % 3 == 0 ? nil : Double(100 + s), mismatch: t % 2 == 1 ? s % 2 : nil)
            }
        }
        let db = try f.db
        let loaded = try DailyRollups.load(db, days: day1...day3)
        func text(_ v: DatabaseValue) -> String { v == .null ? "nil" : v.description }
        var fromSQL: [String] = []
        for row in try db.rows(sql: """
            SELECT day, strategy, CASE WHEN started THEN os_major END, CASE WHEN started THEN os_minor END,
                   CASE WHEN started THEN app_version END, direction,
                   sum(ok), sum(failed), sum(cancelled), sum(ignored), sum(restores), sum(mismatches), sum(durations)
            FROM transition_rollup GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(ok + failed + cancelled + ignored) > 0
            """) {
            let day = UTCDay(daysSinceEpoch: Int(row[0].int64!))
            let kinds = try db.rows(sql: """
                SELECT failure, sum(failures) FROM failure_rollup
                WHERE day = ? AND strategy = ? AND direction = ? AND (CASE WHEN started THEN os_major END) IS ?
                  AND (CASE WHEN started THEN os_minor END) IS ? AND (CASE WHEN started THEN app_version END) IS ?
                GROUP BY failure HAVING sum(failures) <> 0 ORDER BY failure
                """, arguments: [row[0].int64!, row[1].string!, row[5].string!, row[2], row[3], row[4]])
            fromSQL.append(([day.description] + row[1...].map(text) + kinds.map { "\($0[0].string!)=\($0[1].int64!)" }).joined(separator: " "))
        }
        var fromLoad: [String] = []
        for (day, rows) in loaded {
            for r in rows {
                let k = r.key
                fromLoad.append(([day.description, k.strategy, k.osMajor.map { "\($0)" } ?? "nil", k.osMinor.map { "\($0)" } ?? "nil",
                                  k.appVersion ?? "nil", k.direction] + [r.ok, r.failures, r.cancelled, r.ignored, r.restores, r.mismatches, r.durations].map { "\($0)" }
                                 + r.failureKinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " "))
                #expect(r.attempts == r.ok + r.failures)
            }
            #expect(rows.map(\.key) == rows.map(\.key).sorted())
        }
        #expect(fromSQL.count > 400)
        #expect(Set(loaded.values.flatMap { $0.compactMap(\.key.appVersion) }).count == 150)
        #expect(fromLoad.sorted() == fromSQL.sorted())
    }

    @Test func twoSpellingsOfOneAppVersionMakeOneNightlyGroup() throws {
        let f = try NightlyFixture()
        try f.session("composed", app: "8.\u{E9}")
        try f.session("decomposed", app: "8.e\u{301}")
        try f.transition("composed", ts: day2.startMs + 1, outcome: "failed", failure: "black_edges")
        try f.transition("decomposed", ts: day2.startMs + 2, outcome: "ok")
        try f.transition("decomposed", ts: day2.startMs + 3, outcome: "failed", failure: "black_edges")
        let rows = try #require(try DailyRollups.load(try f.db, days: day2...day2)[day2])
        #expect(rows.count == 1)
        #expect(rows.first.map { [$0.attempts, $0.ok, $0.failures, $0.failureKinds["black_edges"] ?? 0] } == [3, 1, 2, 2])
    }
}
