import Foundation
import FSTelGenerator
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// The narrow store of migration 0008 (dictionary codes, packed flags, sessions found by
/// the hash of their id) and the decoding pipeline (a second thread) keep every guarantee.
@Suite struct NarrowStoreTests {
    /// Everything stored, through the views and tables users read (run ids aside).
    static let contentQueries = [
        "SELECT s.session_id, t.* FROM transitions AS t JOIN sessions AS s USING (session_key) ORDER BY 1, t.seq",
        "SELECT * FROM transition_facts ORDER BY session_id, seq",
        "SELECT session_id, id_hash, started_at, ended_at, device_model, os_version, app_version FROM sessions ORDER BY 1",
        "SELECT source_id, generation, line, byte_offset, reason, detail, raw FROM rejected_lines ORDER BY 1, 3",
        "SELECT * FROM transition_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
        "SELECT * FROM failure_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7",
        "SELECT source_id, lines, stored, duplicates, rejected, blank, bytes FROM ingest_files ORDER BY 1",
        "SELECT source_id, checkpoint_offset, checkpoint_line, tail_length, tail_hash FROM sources ORDER BY 1",
    ]

    static func contents(_ store: Store) throws -> [[[DatabaseValue]]] {
        try contentQueries.map { try store.database.rows(sql: $0) }
    }

    /// Plain and gzip files with bad, repeated and blank-free lines, sessions spread
    /// across files (so transitions often arrive before their session's start).
    static func mixedLogs(in dir: TemporaryDirectory) throws -> [String] {
        var plain = GeneratorOptions(sessions: 700, seed: 41, files: 3)
        plain.badRate = 0.03
        plain.dupRate = 0.03
        var packed = GeneratorOptions(sessions: 300, seed: 42, files: 1)
        packed.gzip = true
        packed.badRate = 0.03
        packed.dupRate = 0.03
        return try generateLogs(plain, into: dir.file("plain")).files + generateLogs(packed, into: dir.file("gzip")).files
    }

    @Test(arguments: [1, 37, 255, 256, 257, 100_000])
    func decodingOnASecondThreadStoresExactlyWhatOneThreadStores(batchLines: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.mixedLogs(in: dir)
        var results: [[[[DatabaseValue]]]] = []
        var reports: [IngestReport] = []
        for pipelined in [false, true] {
            let store = try Store(path: dir.file("store-\(pipelined).sqlite"), access: .write)
            var options = IngestOptions()
            options.batchLines = batchLines
            options.decodeOnSecondThread = pipelined
            reports.append(try Ingestor(store: store, options: options).ingest(paths: logs))
            results.append(try Self.contents(store))
        }
        #expect(reports[0].stored > 5000)
        #expect(reports[0].rejected > 100)
        #expect(reports[0].duplicates > 100)
        #expect(reports[1].lines == reports[0].lines)
        #expect(reports[1].stored == reports[0].stored)
        #expect(reports[1].duplicates == reports[0].duplicates)
        #expect(reports[1].rejected == reports[0].rejected)
        #expect(reports[1].blank == reports[0].blank)
        for (index, query) in Self.contentQueries.enumerated() {
            #expect(results[0][index] == results[1][index], "\(query)")
        }
    }

    /// The decoding thread looks codes up in what the writer learned (``DictionaryCodeBook``):
    /// values first seen deep in a file, in every column, and codes another writer added
    /// between two ingests get the codes one thread gives them.
    @Test func codesLookedUpOnTheDecodingThreadAreTheCodesOneThreadAssigns() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        func lines(_ file: Int) -> String {
            (0..<2_000).map { i in
                // A new value every 97 lines (so in later blocks of 256 lines), used again after.
                let k = (i / 97) % 9
                let failure = i % 5 == 0 ? "kind_\(file)_\(k)" : nil
                // Orientations, app states and containers are closed sets: their values come late too.
                let orientations = ["portrait", "landscape_left", "landscape_right", "portrait_upside_down"]
                let states = ["active", "inactive", "background"], containers = ["table_view", "collection_view", "scroll_view", "view"]
                let extra = #","trigger":"t\#(file)_\#(k)","from_orientation":"\#(orientations[k % 4])","to_orientation":"\#(orientations[(k + 1) % 4])","app_state":"\#(states[k % 3])","status_bar":{"orientation":"\#(orientations[(k + 2) % 4])"},"restore":{"method":"superview","container":"\#(containers[(k + file) % 4])","section":0,"item":1,"restored_section":0,"restored_item":1}"#
                return Lines.transition(
                    "s\(file)_\(i / 4)", seq: i % 4, direction: i % 2 == 0 ? "enter" : "exit",
                    strategy: "strategy_\(file)_\(k)", outcome: failure == nil ? "ok" : "failed", failure: failure, extra: extra)
            }.joined(separator: "\n") + "\n"
        }
        let first = try dir.write("a.ndjson", lines(1))
        let second = try dir.write("b.ndjson", lines(2))
        var results: [[[[DatabaseValue]]]] = []
        for pipelined in [false, true] {
            let store = try Store(path: dir.file("store-\(pipelined).sqlite"), access: .write)
            var options = IngestOptions()
            options.batchLines = 700
            options.decodeOnSecondThread = pipelined
            let ingestor = try Ingestor(store: store, options: options)
            #expect(try ingestor.ingest(paths: [first]).stored == 2_000)
            // Another writer codes values the second file brings, in an order of its own.
            let other = try Store(path: dir.file("store-\(pipelined).sqlite"), access: .write).database
            try other.execute(sql: "INSERT INTO dictionary (value) VALUES ('t2_5'), ('strategy_2_3'), ('kind_2_1')")
            #expect(try ingestor.ingest(paths: [second]).stored == 2_000)
            results.append(try Self.contents(store) + [store.database.rows(sql: "SELECT code, value FROM dictionary ORDER BY code")])
        }
        #expect(results[1].last!.count == 9 * 6 + 4 + 3 + 4)
        #expect(results[0] == results[1])
    }

    /// The ingest connection does not enforce foreign keys while an ``Ingestor`` holds it
    /// (so the row inserts cannot abort half done and need no statement journal), yet every
    /// reference it writes resolves, and enforcement (and `secure_delete`) is back as it was
    /// once the ingestor is gone.
    @Test func ingestWritesOnlyResolvableReferencesAndRestoresForeignKeyEnforcement() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.mixedLogs(in: dir)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let db = store.database
        #expect(try db.scalar(sql: "PRAGMA foreign_keys").int64 == 1)
        // This build's default (Debian's turns it on), as it must be again after the ingest.
        let secureDeleteBefore = try db.scalar(sql: "PRAGMA secure_delete").int64
        var options = IngestOptions()
        options.batchLines = 3_000
        var ingestor: Ingestor? = try Ingestor(store: store, options: options)
        #expect(try db.scalar(sql: "PRAGMA foreign_keys").int64 == 0)
        let report = try ingestor!.ingest(paths: logs)
        #expect(report.stored > 5_000)
        #expect(report.rejected > 100)
        #expect(try db.int("SELECT count(*) FROM sessions WHERE start_source_id IS NOT NULL") > 500)
        #expect(try db.rows(sql: "PRAGMA foreign_key_check").isEmpty)
        #expect(try db.scalar(sql: "PRAGMA secure_delete").int64 == 0)
        ingestor = nil
        #expect(try db.scalar(sql: "PRAGMA foreign_keys").int64 == 1)
        #expect(try db.scalar(sql: "PRAGMA secure_delete").int64 == secureDeleteBefore)
        // Enforced again: a session naming a source that does not exist is refused.
        #expect(throws: SQLiteError.self) {
            try db.execute(sql: "INSERT INTO sessions (session_key, session_id, start_source_id) VALUES (-1, 'x', 987654)")
        }
    }

    /// The grouped row inserts of the ingest (transitions, sessions) compile without any
    /// instruction that aborts the statement (`OR FAIL`, foreign keys off), so SQLite opens
    /// no statement journal for them.
    @Test func groupedRowInsertsCompileWithoutAbortingInstructions() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let db = store.database
        let abort: Int64 = 2  // SQLite's OE_Abort, as P2 of Halt and HaltIfNull
        for sql in [EventWriter.insertTransitionsSQL(rows: EventWriter.groupSize), PendingSessions.insertSQL] {
            for foreignKeys in [false, true] {
                try db.execute(sql: "PRAGMA foreign_keys = \(foreignKeys ? "ON" : "OFF")")
                let program = try db.rows(sql: "EXPLAIN " + sql)
                let aborting = program.filter { op in
                    let name = op[1].string ?? ""
                    return ((name == "Halt" || name == "HaltIfNull") && op[3].int64 == abort && op[2].int64 != 0)
                        || (name == "FkCounter" && op[2].int64 == 0)
                }
                #expect(program.contains { $0[1].string == "HaltIfNull" })
                // Enforced foreign keys (the sessions' start source) are what would abort.
                #expect(aborting.isEmpty == (!foreignKeys || sql != PendingSessions.insertSQL), "\(sql.prefix(40))")
            }
        }
    }

    /// The filter of stored sessions' hashes the writer loads once new sessions cost enough
    /// searches is kept from batch to batch, but not across another connection's commit:
    /// sessions another ingest stores between two batches are found, not stored twice.
    @Test(arguments: [true, false])
    func sessionsAnotherIngestStoresBetweenTwoBatchesAreFoundNotDuplicated(pipelined: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // 600 new sessions first (enough searches to load the filter), then transitions of
        // sessions that the other ingest stores after this one's first batch, and more new ones.
        var lines = (0..<600).map { Lines.start("a\($0)") }
        lines += (0..<50).map { Lines.transition("x\($0)", seq: 0) }
        lines += (600..<900).map { Lines.start("a\($0)") }
        lines += (0..<50).map { Lines.transition("x\($0)", seq: 1, direction: "exit") }
        let first = try dir.write("a.ndjson", lines.joined(separator: "\n") + "\n")
        let second = try dir.write("x.ndjson", (0..<50).map { Lines.start("x\($0)", os: "17.2") }.joined(separator: "\n") + "\n")
        let storePath = dir.file("s.sqlite")
        let store = try Store(path: storePath, access: .write)
        let otherDone = Box(false)
        var options = IngestOptions()
        options.batchLines = 600
        options.decodeOnSecondThread = pipelined
        options.batchCommitted = {
            guard !otherDone.value else { return }
            otherDone.value = true
            _ = try? Ingestor(store: Store(path: storePath, access: .write)).ingest(paths: [second])
        }
        let report = try Ingestor(store: store, options: options).ingest(paths: [first])
        #expect(otherDone.value)
        #expect(report.stored == 1_000)
        let db = store.database
        #expect(try db.int("SELECT count(*) FROM sessions") == 950)
        #expect(try db.int("SELECT count(DISTINCT session_id) FROM sessions") == 950)
        #expect(try db.int("""
            SELECT count(*) FROM transitions AS t JOIN sessions AS s USING (session_key)
            WHERE s.session_id LIKE 'x%' AND s.os_version = '17.2'
            """) == 100)
        // The late starts moved their sessions' counts: everything under 17.2 in the rollup.
        #expect(try db.int("SELECT coalesce(sum(ok), 0) FROM transition_rollup WHERE os_version = '17.2'") == 100)
    }

    @Test func enumLikeValuesAreStoredOnceAsCodesAndReadBackAsText() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let restore = #","trigger":"rotation","from_orientation":"portrait","to_orientation":"landscape_left","app_state":"active","status_bar":{"orientation":"portrait","hidden":true},"screen_bounds":[667,375],"window_bounds":[375,667],"restore":{"method":"superview","container":"table_view","list":"feed","section":0,"item":7,"restored_section":0,"restored_item":9,"cell_reused":true}"#
        let file = try dir.write("a.ndjson", [
            Lines.start("s1"),
            Lines.transition("s1", seq: 0, strategy: "native_rotation", outcome: "cancelled", extra: restore),
            Lines.transition("s1", seq: 1, direction: "exit", strategy: "native_rotation", outcome: "failed", failure: "portrait", extra: restore),
            Lines.transition("s1", seq: 2, strategy: "window_transform", outcome: "ignored"),
        ].joined(separator: "\n") + "\n")
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Ingestor(store: store).ingest(paths: [file])
        let db = store.database
        // One code per distinct value, whatever column it came in (a failure kind that
        // reads like an orientation shares its code).
        #expect(try db.rows(sql: "SELECT value FROM dictionary ORDER BY value").map { $0[0].string ?? "" } == [
            "active", "landscape_left", "native_rotation", "portrait", "rotation", "table_view", "window_transform",
        ])
        let rows = try db.rows(sql: """
            SELECT direction, strategy, outcome, failure, trigger, from_orientation, to_orientation, app_state,
                   status_bar_orientation, status_bar_hidden, bounds_swapped, restore_method, restore_container,
                   restore_list, cell_reused, restore_mismatch
            FROM transitions ORDER BY seq
            """)
        #expect(rows[0] == [
            .text("enter"), .text("native_rotation"), .text("cancelled"), .null, .text("rotation"), .text("portrait"),
            .text("landscape_left"), .text("active"), .text("portrait"), .integer(1), .integer(1), .text("superview"),
            .text("table_view"), .text("feed"), .integer(1), .integer(1),
        ])
        #expect(rows[1][0] == .text("exit"))
        #expect(rows[1][2] == .text("failed"))
        #expect(rows[1][3] == .text("portrait"))
        #expect(rows[2] == [
            .text("enter"), .text("window_transform"), .text("ignored"), .null, .null, .null, .null, .null, .null, .null,
            .null, .null, .null, .null, .null, .null,
        ])
        // The raw table holds integers only for those columns.
        #expect(try db.int("SELECT count(*) FROM transition_rows WHERE typeof(strategy) <> 'integer'") == 0)
        #expect(try db.int("SELECT count(*) FROM transition_rows WHERE typeof(flags) <> 'integer'") == 0)
    }

    @Test func sessionsAreFoundByTheHashOfTheirIdEvenWhenTwoIdsShareAHash() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let db = store.database
        // A stored session whose id_hash collides with the hash of "s2" (forged: FNV-1a
        // collisions of real ids are too rare to find in a test).
        try db.execute(
            sql: "INSERT INTO sessions (session_id, id_hash) VALUES ('forged', ?)", arguments: [SessionIDHash.of("s2")])
        #expect(try db.int("SELECT id_hash FROM sessions WHERE session_id = 'forged'") == Int(SessionIDHash.of("s2")))
        let file = try dir.write("a.ndjson", [
            Lines.transition("s2", seq: 0),
            Lines.start("s2", os: "16.1"),
            Lines.transition("s2", seq: 1),
            Lines.transition("s2", seq: 1),
            Lines.start("s2", os: "16.1"),
        ].joined(separator: "\n") + "\n")
        let report = try Ingestor(store: store).ingest(paths: [file])
        #expect(report.stored == 3)
        #expect(report.duplicates == 2)
        #expect(try db.int("SELECT count(*) FROM sessions WHERE session_id = 's2'") == 1)
        #expect(try db.int("SELECT count(*) FROM sessions WHERE session_id = 'forged' AND started_at IS NULL") == 1)
        #expect(try db.rows(sql: "SELECT os_version, transitions FROM session_facts WHERE session_id = 's2'")
            == [[.text("16.1"), .integer(2)]])
        // A session inserted with SQL sets its hash with fstel_id_hash, and ingest finds it.
        try db.execute(sql: "INSERT INTO sessions (session_id, id_hash) VALUES ('by-sql', fstel_id_hash('by-sql'))")
        #expect(try db.int("SELECT id_hash FROM sessions WHERE session_id = 'by-sql'") == Int(SessionIDHash.of("by-sql")))
        let more = try dir.write("b.ndjson", Lines.transition("by-sql", seq: 0) + "\n")
        _ = try Ingestor(store: store).ingest(paths: [more])
        #expect(try db.int("SELECT count(*) FROM sessions WHERE session_id = 'by-sql'") == 1)
    }

    @Test func codesOfABatchThatRolledBackAreNotUsedAgain() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let db = store.database
        // The first batch stores a new strategy, then the disk fills: the batch rolls back.
        let file = try dir.write("a.ndjson", (0..<400).map {
            Lines.transition("s\($0)", seq: 0, strategy: "first_\($0 % 3)", extra: #","extra_payload":"\#(String(repeating: "x", count: 900))""#)
        }.joined(separator: "\n") + "\n")
        let pages = try db.int("PRAGMA page_count")
        try db.execute(sql: "PRAGMA max_page_count = \(pages + 40)")
        var options = IngestOptions()
        options.batchLines = 1000
        let ingestor = try Ingestor(store: store, options: options)
        #expect(throws: IngestFailure.self) { try ingestor.ingest(paths: [file]) }
        #expect(try db.int("SELECT count(*) FROM dictionary") == 0)
        // With room again, the same writer must not reuse codes of the rolled-back batch.
        try db.execute(sql: "PRAGMA max_page_count = 1073741823")
        _ = try ingestor.ingest(paths: [file])
        #expect(try db.int("SELECT count(*) FROM transitions") == 400)
        #expect(try db.rows(sql: "SELECT strategy, count(*) FROM transitions GROUP BY 1 ORDER BY 1").map { $0[0].string ?? "" }
            == ["first_0", "first_1", "first_2"])
        #expect(try db.int("SELECT count(*) FROM transition_rows WHERE strategy NOT IN (SELECT code FROM dictionary)") == 0)
    }
}

/// A value shared with a closure that runs on the same thread.
private final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
