import Foundation
import FSTelGenerator
import FSTelIO
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

private func openStore(_ dir: TemporaryDirectory) throws -> Store {
    try Store(path: dir.file("store.sqlite"), access: .write)
}

private func ingest(_ store: Store, _ paths: [String], options: IngestOptions = IngestOptions()) throws -> IngestReport {
    try Ingestor(store: store, options: options).ingest(paths: paths)
}

private func expectBalanced(_ report: IngestReport) {
    #expect(report.lines == report.stored + report.duplicates + report.rejected)
    for file in report.files {
        #expect(file.lines == file.stored + file.duplicates + file.rejected, "\(file.path)")
    }
}

@Suite struct IngestTests {
    @Test func storesSessionsTransitionsAndDerivedFacts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let restore = #","restore":{"method":"superview","container":"table_view","list":"feed","section":0,"item":7,"restored_section":0,"restored_item":9,"cell_reused":true},"screen_bounds":[667,375],"window_bounds":[375,667]"#
        let file = try dir.write("a.ndjson", [
            Lines.start("s1", os: "17.10.1"),
            Lines.transition("s1", seq: 0, ts: "2026-11-28T18:01:02.345+08:00"),
            Lines.transition("s1", seq: 1, direction: "exit", strategy: "present_landscape_vc", outcome: "failed", failure: "restore_mismatch", extra: restore),
            Lines.end("s1"),
        ].joined(separator: "\n") + "\n")
        let store = try openStore(dir)
        let report = try ingest(store, [file])
        #expect(report.lines == 4)
        #expect(report.stored == 4)
        let db = store.database
        let rows = try db.rows(sql: """
            SELECT session_id, seq, ts, day, direction, strategy, outcome, failure, bounds_swapped,
                   device_model, os_version, os_major, os_minor, restore_method, restore_mismatch
            FROM transition_facts ORDER BY seq
            """)
        #expect(rows.count == 2)
        #expect(rows[0][2] == .text("2026-11-28T10:01:02.345Z"))
        #expect(rows[0][3] == .text("2026-11-28"))
        #expect(rows[0][10] == .text("17.10.1"))
        #expect(rows[0][11] == .integer(17))
        #expect(rows[0][12] == .text("17.10"))
        #expect(rows[0][13] == .null)
        #expect(rows[1][7] == .text("restore_mismatch"))
        #expect(rows[1][8] == .integer(1))
        #expect(rows[1][13] == .text("superview"))
        #expect(rows[1][14] == .integer(1))
        let session = try db.rows(sql: "SELECT started_at, ended_at, transitions, app_version FROM session_facts")
        #expect(session == [[.text("2026-11-28T10:00:00.000Z"), .text("2026-11-28T10:30:00.000Z"), .integer(2), .text("5.2.0")]])
    }

    @Test func everyReasonCodeIsRejectedWithItsPlaceAndTheRunGoesOn() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try openStore(dir)
        var options = IngestOptions()
        options.maxLineBytes = 2048
        let path = fixturesPath + "/every-reason.ndjson"
        let report = try ingest(store, [path], options: options)
        #expect(report.lines == 13)
        #expect(report.blank == 1)
        #expect(report.stored == 1)
        #expect(report.rejected == 12)
        expectBalanced(report)
        let rows = try store.database.rows(sql: "SELECT line, reason FROM rejected_lines ORDER BY line")
        #expect(rows.map { $0[1].string ?? "" } == [
            "invalid_json", "invalid_utf8", "not_an_object", "duplicate_key", "unsupported_version",
            "unknown_type", "missing_field", "invalid_field", "missing_field", "invalid_field",
            "nesting_too_deep", "line_too_long",
        ])
        #expect(rows.map { $0[0].int64 ?? 0 } == Array(1...12))
        let offsets = try store.database.rows(sql: "SELECT byte_offset, raw_length, length(raw) FROM rejected_lines WHERE line IN (1, 2, 12) ORDER BY line")
        #expect(offsets[0][0] == .integer(0))
        let fixture = try Data(contentsOf: URL(fileURLWithPath: path))
        let firstNewline = fixture.firstIndex(of: 0x0A)!
        #expect(offsets[1][0] == .integer(Int64(firstNewline + 1)))
        #expect(offsets[2][1].int64! > 2048)
        #expect(offsets[2][2].int64! < offsets[2][1].int64!)
    }

    @Test func accountingBalancesOnGeneratedLogsWithBadAndDuplicateLines() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 300, seed: 7, files: 3, days: 2)
        options.badRate = 0.05
        options.dupRate = 0.05
        let summary = try generateLogs(options, into: dir.path)
        let store = try openStore(dir)
        let report = try ingest(store, summary.files)
        expectBalanced(report)
        #expect(report.lines + report.blank == summary.totalLines)
        #expect(report.rejected == summary.badLines)
        #expect(report.stored == summary.validLines)
        #expect(report.duplicates == summary.duplicateLines)
        let db = store.database
        #expect(try db.int("SELECT count(*) FROM transitions") == summary.transitions)
        #expect(try db.int("SELECT count(*) FROM sessions WHERE started_at IS NOT NULL") == summary.sessionStarts)
        #expect(try db.int("SELECT count(*) FROM rejected_lines") == summary.badLines)
        let recorded = try db.rows(sql: "SELECT sum(lines), sum(stored), sum(duplicates), sum(rejected) FROM ingest_files")
        #expect(recorded[0] == [.integer(Int64(report.lines)), .integer(Int64(report.stored)), .integer(Int64(report.duplicates)), .integer(Int64(report.rejected))])
    }

    @Test func ingestingTheSameFilesAgainStoresNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let summary = try generateLogs(GeneratorOptions(sessions: 50, seed: 3, files: 2), into: dir.path)
        let store = try openStore(dir)
        let first = try ingest(store, summary.files)
        let before = try store.database.int("SELECT count(*) FROM transitions")
        let second = try ingest(store, summary.files)
        #expect(first.stored > 0)
        #expect(second.lines == 0)
        #expect(second.stored == 0)
        #expect(try store.database.int("SELECT count(*) FROM transitions") == before)
    }

    @Test func grownFileIsReadFromItsCheckpoint() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("grow.ndjson", Lines.start("g1") + "\n" + Lines.transition("g1", seq: 0) + "\n")
        let store = try openStore(dir)
        let first = try ingest(store, [path])
        #expect(first.stored == 2)
        try dir.append("grow.ndjson", Lines.transition("g1", seq: 1) + "\n" + Lines.end("g1") + "\n")
        let second = try ingest(store, [path])
        #expect(second.files[0].resumed)
        #expect(second.lines == 2)
        #expect(second.stored == 2)
        #expect(second.duplicates == 0)
        #expect(second.files[0].startOffset == first.files[0].endOffset)
        #expect(try store.database.int("SELECT count(*) FROM transitions") == 2)
    }

    @Test func replacedFileIsReadFromItsStart() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("rot.ndjson", Lines.start("r1") + "\n" + Lines.transition("r1", seq: 0) + "\n")
        let store = try openStore(dir)
        _ = try ingest(store, [path])
        try dir.write("rot.ndjson", Lines.start("r2") + "\n")
        let second = try ingest(store, [path])
        #expect(second.files[0].replaced)
        #expect(second.lines == 1)
        #expect(second.stored == 1)
        // Other content under the same path is another source.
        #expect(try store.database.int("SELECT count(*) FROM sources WHERE path = ?", [path]) == 2)
    }

    @Test func gzipFileGivesTheSameRowsAsItsPlainCopy() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let plain = try generateLogs(GeneratorOptions(sessions: 40, seed: 11), into: dir.file("plain"))
        var zipped = GeneratorOptions(sessions: 40, seed: 11)
        zipped.gzip = true
        let gz = try generateLogs(zipped, into: dir.file("gz"))
        let a = try Store(path: dir.file("a.sqlite"), access: .write)
        let b = try Store(path: dir.file("b.sqlite"), access: .write)
        let ra = try ingest(a, plain.files)
        let rb = try ingest(b, gz.files)
        #expect(rb.files[0].compressed)
        #expect(ra.stored == rb.stored)
        #expect(ra.bytes == rb.bytes)
        let query = "SELECT session_id, seq, ts, strategy, outcome, failure FROM transition_facts ORDER BY session_id, seq"
        #expect(try a.database.rows(sql: query) == b.database.rows(sql: query))
    }

    @Test func transitionBeforeItsSessionStartPicksUpDeviceFactsLater() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let early = try dir.write("1.ndjson", Lines.transition("late", seq: 0) + "\n")
        let later = try dir.write("2.ndjson", Lines.start("late", os: "16.7.2", model: "iPhone14,2") + "\n")
        let store = try openStore(dir)
        _ = try ingest(store, [early])
        #expect(try store.database.rows(sql: "SELECT device_model, os_major FROM transition_facts") == [[.null, .null]])
        #expect(try store.database.int("SELECT count(*) FROM session_facts WHERE session_id = 'late' AND started_at IS NULL") == 1)
        _ = try ingest(store, [later])
        #expect(try store.database.rows(sql: "SELECT device_model, os_major FROM transition_facts") == [[.text("iPhone14,2"), .integer(16)]])
    }

    @Test func duplicateTransitionAndSessionLinesAreCountedNotStoredTwice() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("d.ndjson", [
            Lines.start("d1"), Lines.start("d1"), Lines.transition("d1", seq: 0), Lines.transition("d1", seq: 0, outcome: "cancelled"),
            Lines.end("d1"), Lines.end("d1"),
        ].joined(separator: "\n") + "\n")
        let store = try openStore(dir)
        let report = try ingest(store, [path])
        #expect(report.stored == 3)
        #expect(report.duplicates == 3)
        #expect(try store.database.rows(sql: "SELECT outcome FROM transitions") == [[.text("ok")]])
    }

    @Test func unknownFieldsAreKeptAsJSON() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("x.ndjson", Lines.transition("x1", seq: 0, extra: #","net":"wifi","battery":0.5"#) + "\n")
        let store = try openStore(dir)
        _ = try ingest(store, [path])
        #expect(try store.database.rows(sql: "SELECT json_extract(extra, '$.net'), json_extract(extra, '$.battery') FROM transitions") == [[.text("wifi"), .real(0.5)]])
    }

    @Test func unreadableFileIsReportedAndTheOthersAreStillIngested() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let good = try dir.write("good.ndjson", Lines.transition("u1", seq: 0) + "\n")
        let store = try openStore(dir)
        let report = try ingest(store, [dir.file("missing.ndjson"), dir.path, good])
        #expect(report.files.map(\.errorKind) == ["not_found", "is_directory", nil])
        #expect(report.stored == 1)
        #expect(report.failedFiles.count == 2)
    }

    @Test func emptyFileIngestsNothingWithoutError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("empty.ndjson", "")
        let report = try ingest(try openStore(dir), [path])
        #expect(report.lines == 0)
        #expect(report.files[0].error == nil)
    }

    @Test func smallBatchesGiveTheSameResultAsOneBatch() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 60, seed: 5, files: 2)
        options.badRate = 0.03
        options.dupRate = 0.03
        let summary = try generateLogs(options, into: dir.path)
        var tiny = IngestOptions()
        tiny.batchLines = 7
        let a = try Store(path: dir.file("a.sqlite"), access: .write)
        let b = try Store(path: dir.file("b.sqlite"), access: .write)
        let ra = try ingest(a, summary.files, options: tiny)
        let rb = try ingest(b, summary.files)
        #expect(ra.stored == rb.stored && ra.duplicates == rb.duplicates && ra.rejected == rb.rejected)
        let query = "SELECT session_id, seq, outcome FROM transition_facts ORDER BY 1, 2"
        #expect(try a.database.rows(sql: query) == b.database.rows(sql: query))
    }

    @Test func replayStoresRejectedLinesThatNowPassAndKeepsTheRest() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("r.ndjson", "{not json\n" + Lines.transition("p1", seq: 0) + "\n")
        let store = try openStore(dir)
        _ = try ingest(store, [path])
        // Simulate a line that a newer decoder accepts: fix its raw bytes in place.
        try store.database.execute(
            sql: "UPDATE rejected_lines SET raw = CAST(? AS BLOB)", arguments: [Lines.transition("p1", seq: 1)])
        let replay = try Ingestor(store: store).replayRejects(RejectFilter())
        #expect(replay.lines == 1)
        #expect(replay.stored == 1)
        #expect(try store.database.int("SELECT count(*) FROM rejected_lines") == 0)
        #expect(try store.database.int("SELECT count(*) FROM transitions") == 2)
        let again = try Ingestor(store: store).replayRejects(RejectFilter())
        #expect(again.lines == 0)
    }

    @Test func storeFullStopsWithTheCommittedOffsetAndResumesExactlyAfterRoomIsMade() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let summary = try generateLogs(GeneratorOptions(sessions: 2000, seed: 9), into: dir.path)
        let store = try openStore(dir)
        let pages = try store.database.int("PRAGMA page_count")
        try store.database.execute(sql: "PRAGMA max_page_count = \(pages + 40)")
        var small = IngestOptions()
        small.batchLines = 500
        do {
            _ = try ingest(store, summary.files, options: small)
            Issue.record("the store did not fill up")
        } catch let failure as IngestFailure {
            #expect((failure.underlying as? SQLiteError)?.isFull == true)
            #expect(failure.committedOffset > 0)
            let checkpoint = try store.database.int("SELECT checkpoint_offset FROM sources")
            #expect(Int64(checkpoint) == failure.committedOffset)
        }
        try store.database.execute(sql: "PRAGMA max_page_count = 1073741823")
        let rest = try ingest(store, summary.files, options: small)
        #expect(rest.files[0].resumed)
        let reference = try Store(path: dir.file("reference.sqlite"), access: .write)
        _ = try ingest(reference, summary.files)
        let query = "SELECT session_id, seq, outcome FROM transition_facts ORDER BY 1, 2"
        #expect(try store.database.int("SELECT count(*) FROM transitions") == reference.database.int("SELECT count(*) FROM transitions"))
        #expect(try store.database.int("SELECT count(*) FROM sessions") == reference.database.int("SELECT count(*) FROM sessions"))
        #expect(try store.database.int("SELECT count(*) FROM sessions WHERE started_at IS NOT NULL") == reference.database.int("SELECT count(*) FROM sessions WHERE started_at IS NOT NULL"))
        #expect(rest.stored + 0 > 0)
        #expect(try store.database.rows(sql: query) == reference.database.rows(sql: query))
        #expect(try store.database.int("SELECT count(*) FROM rejected_lines") == reference.database.int("SELECT count(*) FROM rejected_lines"))
    }
}

@Suite struct IngestProgressTests {
    @Test func progressIsReportedEveryNLinesWithGrowingCounts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let lines = (0..<250).map { Lines.transition("p", seq: $0) }.joined(separator: "\n") + "\n"
        let path = try dir.write("p.ndjson", lines)
        var options = IngestOptions()
        options.progressEveryLines = 100
        var seen: [Int] = []
        var bytes: [Int64] = []
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Ingestor(store: store, options: options).ingest(paths: [path]) { progress in
            seen.append(progress.lines)
            bytes.append(progress.bytes)
        }
        #expect(seen == [100, 200])
        #expect(bytes.count == 2 && bytes[0] > 0 && bytes[1] > bytes[0])
    }
}
