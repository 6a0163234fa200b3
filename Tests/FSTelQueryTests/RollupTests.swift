import Foundation
import Testing
@testable import FSTelQuery
import FSTelStore
import FSTelTestSupport

/// `transition_rollup` (kept by triggers) gives the same failure-rate counts as a scan of
/// `transitions JOIN sessions`, including when transitions arrive before their session.
@Suite struct RollupTests {
    func both(_ request: ReportRequest, _ db: Database) throws -> (rollup: ResultTable, scan: ResultTable) {
        var scan = request
        scan.useRollup = false
        let query = FailureRatesReport.query(request).sql
        #expect(query.contains("transition_rollup"), "\(query)")
        return (try FailureRatesReport.run(request, in: db), try FailureRatesReport.run(scan, in: db))
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
        filter.directions = ["enter"]
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
        filter.directions = ["enter"]
        for (dimensions, filter) in [
            (["strategy", "os_major"], ReportFilter()), (["os_minor", "direction"], ReportFilter()), (["day"], ReportFilter()),
            (["os_version", "app_version"], ReportFilter()), ([], ReportFilter()), (["strategy", "day"], filter),
        ] {
            var request = try ReportRequest(by: dimensions, filter: filter, minAttempts: 100)
            #expect(!FailuresReport.readsRawRows(request), "\(dimensions)")
            let rollup = try FailuresReport.run(request, in: db)
            request.useRollup = false
            #expect(FailuresReport.readsRawRows(request))
            #expect(rollup == (try FailuresReport.run(request, in: db)), "\(dimensions)")
            #expect(!rollup.rows.isEmpty)
        }
        // Device models and OS names are not kept with failure kinds: those scan.
        #expect(FailuresReport.readsRawRows(try ReportRequest(by: ["device_model"])))
        var devices = ReportFilter()
        devices.devices = ["iPhone 11"]
        #expect(FailuresReport.readsRawRows(try ReportRequest(by: ["strategy"], filter: devices)))
    }

    @Test func reportsThatTheRollupCannotAnswerScanTransitions() throws {
        var filter = ReportFilter()
        filter.since = 1_795_824_000_001   // not a UTC midnight
        #expect(!FailureRatesReport.query(try ReportRequest(by: ["strategy"], filter: filter)).sql.contains("rollup"))
        #expect(!FailureRatesReport.query(try ReportRequest(by: ["trigger"])).sql.contains("rollup"))
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
        let table = try FailureRatesReport.run(try ReportRequest(by: ["os_version"]), in: store.database)
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
