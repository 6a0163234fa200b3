import Foundation
import Testing
@testable import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport

/// `transition_rollup` (kept by triggers) gives the same failure-rate counts as a scan of
/// `transitions JOIN sessions`, including when transitions arrive before their session.
@Suite struct RollupTests {
    func both(_ request: ReportRequest, _ db: Database) throws -> (rollup: ResultTable, scan: ResultTable) {
        var scan = request
        scan.useRollup = false
        let query = FailureRatesReport.query(request).rendered(for: .sqlite).sql
        #expect(query.contains("transition_rollup"), "\(query)")
        return (try FailureRatesReport.table(request, in: db), try FailureRatesReport.table(scan, in: db))
    }

    @Test func rollupAndScanAgreeForEveryRollupDimensionAndFilter() throws {
        let db = try Corpus.shared.open()
        for dimensions in [["strategy", "os_major"], ["os_minor", "direction"], ["day"], ["os_name", "os_version"],
                           ["device_model", "app_version"], []] {
            let (rollup, scan) = try both(try ReportRequest(by: dimensions), db)
            #expect(rollup == scan, "\(dimensions)")
            #expect(!rollup.rows.isEmpty)
        }
        var filter = ReportFilter()
        filter.since = try ReportFilter.sinceBound("2026-11-26")
        filter.until = try ReportFilter.untilBound("2026-11-27")
        filter.devices = ["iPhone 11", "iPhone13,2"]
        filter.osMajors = [16, 17, 18]
        filter.directions = [.enter]
        let (rollup, scan) = try both(try ReportRequest(by: ["strategy", "day"], filter: filter), db)
        #expect(rollup == scan)
        #expect(!rollup.rows.isEmpty)
    }

    @Test func failuresFromTheRollupsEqualTheScanForEveryDimensionTheyKeep() throws {
        let db = try Corpus.shared.open()
        var filter = ReportFilter()
        filter.since = try ReportFilter.sinceBound("2026-11-26")
        filter.until = try ReportFilter.untilBound("2026-11-27")
        filter.osMajors = [16, 17, 18]
        filter.directions = [.enter]
        for (dimensions, filter) in [
            (["strategy", "os_major"], ReportFilter()), (["os_minor", "direction"], ReportFilter()), (["day"], ReportFilter()),
            (["os_version", "app_version"], ReportFilter()), ([], ReportFilter()), (["strategy", "day"], filter),
        ] {
            var request = try ReportRequest(by: dimensions, filter: filter, minAttempts: 100)
            #expect(!(FailuresReport.source(request) == .rawRows), "\(dimensions)")
            let rollup = try FailuresReport.table(request, in: db)
            request.useRollup = false
            #expect((FailuresReport.source(request)) == .rawRows)
            #expect(rollup == (try FailuresReport.table(request, in: db)), "\(dimensions)")
            #expect(!rollup.rows.isEmpty)
        }
        // Device models and OS names are not kept with failure kinds: those scan.
        #expect((FailuresReport.source(try ReportRequest(by: ["device_model"]))) == .rawRows)
        var devices = ReportFilter()
        devices.devices = ["iPhone 11"]
        #expect((FailuresReport.source(try ReportRequest(by: ["strategy"], filter: devices))) == .rawRows)
    }

    /// Every grouping and filter `restore_rollup` keeps, against the scan of `transitions`.
    static let summaryCases: [([String], ReportFilter)] = {
        var filter = ReportFilter()
        filter.since = try! ReportFilter.sinceBound("2026-11-26")
        filter.until = try! ReportFilter.untilBound("2026-11-27")
        filter.osMajors = [16, 17, 18]
        var versions = ReportFilter()
        versions.osVersions = ["15.7", "16.7.2", "18.1"]
        versions.appVersions = ["8.6.0"]
        versions.strategies = ["window_transform", "present_landscape_vc"]
        var enters = ReportFilter()
        enters.directions = [.enter]
        return [
            (["method"], ReportFilter()), (["method", "container"], ReportFilter()), (["strategy", "os_major"], ReportFilter()),
            (["os_minor", "direction"], ReportFilter()), (["day"], ReportFilter()), (["os_version"], ReportFilter()),
            (["app_version", "method"], ReportFilter()), ([], ReportFilter()), (["strategy", "day"], filter),
            (["container"], versions), ([], enters), (["method"], enters),
        ]
    }()

    @Test func restoresFromTheRollupEqualTheScanForEveryDimensionAndFilterItKeeps() throws {
        let db = try Corpus.shared.open()
        for (dimensions, filter) in Self.summaryCases {
            var request = try ReportRequest(by: dimensions, filter: filter, minAttempts: 20)
            #expect(!(RestoreReport.source(request) == .rawRows), "\(dimensions)")
            #expect(RestoreReport.query(request).rendered(for: .sqlite).sql.contains("restore_rollup"))
            let rollup = try RestoreReport.table(request, in: db)
            request.useRollup = false
            #expect(rollup == (try RestoreReport.table(request, in: db)), "\(dimensions) \(filter)")
            if filter.directions != [.enter] { #expect(!rollup.rows.isEmpty, "\(dimensions)") }
        }
        // Not kept: trigger, app state, OS name, device model (no --device either).
        for dimensions in [["trigger"], ["app_state", "method"], ["os_name"], ["device_model", "method"]] {
            #expect((RestoreReport.source(try ReportRequest(by: dimensions)) == .rawRows), "\(dimensions)")
        }
        var devices = ReportFilter()
        devices.devices = ["iPhone 11"]
        #expect((RestoreReport.source(try ReportRequest(by: ["method"], filter: devices))) == .rawRows)
    }

    @Test func durationsFromTheSketchesAreWithinOnePercentOfTheScanForEveryDimensionAndFilter() throws {
        let db = try Corpus.shared.open()
        for (dimensions, filter) in Self.summaryCases where !dimensions.contains("method") && !dimensions.contains("container") {
            var request = try ReportRequest(by: dimensions, filter: filter, minAttempts: 20)
            #expect(!(DurationsReport.source(request) == .rawRows), "\(dimensions)")
            let sketched = try DurationsReport.rows(request, in: db)
            request.useRollup = false
            let exact = try DurationsReport.rows(request, in: db)
            #expect(sketched.map(\.group) == exact.map(\.group), "\(dimensions)")
            #expect(!sketched.isEmpty)
            for (s, e) in zip(sketched, exact) {
                #expect(s.count == e.count && s.insufficient == e.insufficient)
                #expect(s.relativeError == 0.01 && e.relativeError == 0)
                for (a, b) in [(s.p50, e.p50), (s.p90, e.p90), (s.p99, e.p99), (s.max, e.max)] {
                    #expect(abs(a - b) <= 0.01 * b * (1 + 1e-9), "\(dimensions) \(s.group.values): \(a) vs \(b)")
                }
            }
        }
        for dimensions in [["method"], ["device_model"], ["os_name"], ["trigger"]] {
            #expect((DurationsReport.source(try ReportRequest(by: dimensions)) == .rawRows), "\(dimensions)")
        }
        var devices = ReportFilter()
        devices.devices = ["iPhone 11"]
        #expect((DurationsReport.source(try ReportRequest(by: ["strategy"], filter: devices))) == .rawRows)
        var partDay = ReportFilter()
        partDay.since = 1_795_824_000_001
        #expect((DurationsReport.source(try ReportRequest(by: ["strategy"], filter: partDay))) == .rawRows)
    }

    @Test func reportsThatTheRollupCannotAnswerScanTransitions() throws {
        var filter = ReportFilter()
        filter.since = 1_795_824_000_001   // not a UTC midnight
        #expect(!FailureRatesReport.query(try ReportRequest(by: ["strategy"], filter: filter)).rendered(for: .sqlite).sql.contains("rollup"))
        #expect(!FailureRatesReport.query(try ReportRequest(by: ["trigger"])).rendered(for: .sqlite).sql.contains("rollup"))
    }

    @Test func rollupFollowsSessionsWhoseStartArrivesAfterTheirTransitionsAndIgnoresDuplicates() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        func line(_ session: String, _ seq: Int, _ outcome: String, ts: String = "2026-11-28T10:01:00Z") -> String {
            let failure = outcome == "failed" ? #","failure":"window_flash""# : ""
            return #"{"type":"transition","ts":"\#(ts)","session_id":"\#(session)","seq":\#(seq),"direction":"enter","strategy":"native_rotation","outcome":"\#(outcome)"\#(failure)}"#
        }
        let start = #"{"type":"session_start","ts":"2026-11-28T10:00:00Z","session_id":"a","device":{"model":"iPhone12,1","os":"iOS","os_version":"17.10"},"app":{"version":"1.0","build":"1"}}"#
        let first = dir.file("1.ndjson"), second = dir.file("2.ndjson")
        try ([line("a", 0, "ok"), line("a", 1, "failed"), line("b", 0, "ignored", ts: "2026-11-27T23:59:59.999Z")].joined(separator: "\n") + "\n")
            .write(toFile: first, atomically: true, encoding: .utf8)
        try ([start, line("a", 1, "failed"), line("a", 2, "cancelled")].joined(separator: "\n") + "\n")
            .write(toFile: second, atomically: true, encoding: .utf8)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Ingestor(store: store).ingest(paths: [first])
        let before = try both(try ReportRequest(by: ["os_version", "day"]), store.database)
        #expect(before.rollup == before.scan)
        _ = try Ingestor(store: store).ingest(paths: [second])
        for dimensions in [["os_version", "day"], ["os_minor", "device_model"], ["strategy"]] {
            let (rollup, scan) = try both(try ReportRequest(by: dimensions), store.database)
            #expect(rollup == scan, "\(dimensions)")
        }
        let table = try FailureRatesReport.table(try ReportRequest(by: ["os_version"]), in: store.database)
        #expect(table.rows.count == 2)   // 17.10 and unknown (b has no session_start); no all-zero group
        #expect(table.value("os_version", row: 0) == .text("17.10"))
        #expect(table.value("attempts", row: 0) == .integer(2))
        #expect(table.value("cancelled", row: 0) == .integer(1))
        #expect(table.value("os_version", row: 1) == .null)
        #expect(table.value("ignored", row: 1) == .integer(1))
        try store.database.execute(sql: "DELETE FROM transitions WHERE session_key = (SELECT session_key FROM sessions WHERE session_id = 'b')")
        let after = try both(try ReportRequest(by: ["os_version"]), store.database)
        #expect(after.rollup == after.scan)
        #expect(after.rollup.rows.count == 1)
    }
}
