import Foundation
import FSTelModel
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// Sessions are found by the hash of their id in `recent_session_ids` and `session_ids`
/// (migration 0015); the ingest moves slices of the first into the second.
@Suite struct SessionIDLevelsTests {
    /// Every session with a hash is in exactly one of the two tables, under its own key.
    static func expectEachSessionInOneLevel(_ db: Database, _ comment: Comment? = nil) throws {
        let sessions = try db.int("SELECT count(*) FROM sessions WHERE id_hash IS NOT NULL")
        let recent = try db.int("SELECT count(*) FROM recent_session_ids")
        let large = try db.int("SELECT count(*) FROM session_ids")
        #expect(recent + large == sessions, comment)
        #expect(try db.int("""
            SELECT count(*) FROM sessions AS s WHERE s.id_hash IS NOT NULL
            AND (SELECT count(*) FROM recent_session_ids AS r WHERE r.id_hash = s.id_hash AND r.session_key = s.session_key)
              + (SELECT count(*) FROM session_ids AS l WHERE l.id_hash = s.id_hash AND l.session_key = s.session_key) <> 1
            """) == 0, comment)
    }

    /// Lines of `sessions` sessions, each a start, two transitions and an end, the
    /// sessions' lines one after another.
    static func log(sessions: Range<Int>, prefix: String = "s", day: String = "2026-11-28") -> String {
        sessions.map { i in
            let id = "\(prefix)\(i)"
            return [
                Lines.start(id, ts: "\(day)T10:00:00Z"),
                Lines.transition(id, seq: 0, ts: "\(day)T10:01:00Z"),
                Lines.transition(id, seq: 1, direction: "exit", ts: "\(day)T10:02:00Z"),
                Lines.end(id, ts: "\(day)T10:03:00Z"),
            ].joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    @Test func sessionsMovedToTheLargeTableAreFoundAgainAndNeverStoredTwice() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var options = IngestOptions()
        options.batchLines = 40  // 10 sessions a batch
        options.recentSessionIDLimit = 16
        let first = try dir.write("a.ndjson", Self.log(sessions: 0..<300))
        let report = try Ingestor(store: store, options: options).ingest(paths: [first])
        #expect(report.stored == 1_200)
        let db = store.database
        try Self.expectEachSessionInOneLevel(db)
        #expect(try db.int("SELECT count(*) FROM recent_session_ids") <= 16)
        #expect(try db.int("SELECT count(*) FROM session_ids") >= 284)

        // The same lines in another order (another file): every one a duplicate, whichever
        // table holds its session; and transitions of stored sessions join them.
        let again = try dir.write("b.ndjson", Self.log(sessions: 0..<300).split(separator: "\n").reversed().joined(separator: "\n") + "\n")
        let repeated = try Ingestor(store: store, options: options).ingest(paths: [again])
        #expect(repeated.duplicates == 1_200)
        #expect(repeated.stored == 0)
        let late = try dir.write("c.ndjson", (0..<300).map { Lines.transition("s\($0)", seq: 2, ts: "2026-11-28T10:02:30Z") }.joined(separator: "\n") + "\n")
        let lateReport = try Ingestor(store: store, options: options).ingest(paths: [late])
        #expect(lateReport.stored == 300)
        #expect(try db.int("SELECT count(*) FROM sessions") == 300)
        #expect(try db.int("SELECT count(DISTINCT session_id) FROM sessions") == 300)
        #expect(try db.int("SELECT count(*) FROM session_facts WHERE transitions = 3 AND os_version = '13.4.1'") == 300)
        try Self.expectEachSessionInOneLevel(db)
    }

    @Test func theStoreIsTheSameWhateverTheRecentTablesLimit() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let file = try dir.write("a.ndjson", Self.log(sessions: 0..<200) + Self.log(sessions: 100..<250))
        var contents: [[[DatabaseValue]]] = []
        for limit in [1, 7, 1 << 20] {
            let store = try Store(path: dir.file("s\(limit).sqlite"), access: .write)
            var options = IngestOptions()
            options.batchLines = 37
            options.recentSessionIDLimit = limit
            let report = try Ingestor(store: store, options: options).ingest(paths: [file])
            #expect(report.stored == 1_000)
            #expect(report.duplicates == 400)
            try Self.expectEachSessionInOneLevel(store.database, "limit \(limit)")
            #expect(try store.database.int("SELECT count(*) FROM recent_session_ids") <= max(limit, 0))
            contents.append(try store.database.rows(sql: """
                SELECT s.session_key, s.session_id, s.id_hash, s.started_at, s.ended_at, t.seq, t.ts
                FROM sessions AS s LEFT JOIN transition_rows AS t USING (session_key) ORDER BY 1, 6
                """))
        }
        #expect(contents[0] == contents[1])
        #expect(contents[0] == contents[2])
    }

    @Test func prunedAndHandInsertedSessionsLeaveAndEnterTheTables() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var options = IngestOptions()
        options.batchLines = 20
        options.recentSessionIDLimit = 4
        let old = try dir.write("old.ndjson", Self.log(sessions: 0..<50, prefix: "old", day: "2026-11-20"))
        let new = try dir.write("new.ndjson", Self.log(sessions: 0..<50, prefix: "new"))
        _ = try Ingestor(store: store, options: options).ingest(paths: [old, new])
        let db = store.database
        _ = try store.pruneInChunks(keepFrom: UTCDay("2026-11-27")!, sessionGraceDays: 0, now: 0)
        #expect(try db.int("SELECT count(*) FROM sessions") == 50)
        try Self.expectEachSessionInOneLevel(db)
        #expect(try db.int("""
            SELECT count(*) FROM (SELECT session_key FROM session_ids UNION ALL SELECT session_key FROM recent_session_ids)
            WHERE session_key NOT IN (SELECT session_key FROM sessions)
            """) == 0)

        // A session inserted by hand with its hash, and one whose hash is changed by hand:
        // the ingest finds both.
        try db.execute(sql: "INSERT INTO sessions (session_id, id_hash) VALUES ('by-hand', fstel_id_hash('by-hand'))")
        try db.execute(sql: "UPDATE sessions SET session_id = 'renamed', id_hash = fstel_id_hash('renamed') WHERE session_id = 'new0'")
        try Self.expectEachSessionInOneLevel(db)
        let more = try dir.write("more.ndjson", [
            Lines.transition("by-hand", seq: 0), Lines.transition("renamed", seq: 5), Lines.transition("new0", seq: 9),
        ].joined(separator: "\n") + "\n")
        let report = try Ingestor(store: store, options: options).ingest(paths: [more])
        #expect(report.stored == 3)
        #expect(try db.int("SELECT count(*) FROM sessions WHERE session_id IN ('by-hand', 'renamed')") == 2)
        #expect(try db.int("SELECT count(*) FROM sessions WHERE session_id = 'new0'") == 1)
        #expect(try db.int("SELECT count(*) FROM transition_rows JOIN sessions USING (session_key) WHERE session_id = 'renamed'") == 3)
        try Self.expectEachSessionInOneLevel(db)
    }

    @Test func aStoreOfSchema11HasEverySessionInTheLargeTableAfterMigrating() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("converted.sqlite")
        try FileManager.default.copyItem(atPath: packageRoot + "/Tests/FSTelStoreTests/Fixtures/schema-11/store.sqlite", toPath: path)
        let store = try Store(path: path, access: .write)
        let db = store.database
        let sessions = try db.int("SELECT count(*) FROM sessions")
        #expect(sessions > 0)
        #expect(try db.int("SELECT count(*) FROM session_ids") == sessions)
        #expect(try db.int("SELECT count(*) FROM recent_session_ids") == 0)
        #expect(try db.int("SELECT count(*) FROM sqlite_schema WHERE name = 'sessions_by_id_hash'") == 0)
        try Self.expectEachSessionInOneLevel(db)
        // New transitions of twenty stored sessions join them: no session is stored twice.
        let ids = try db.rows(sql: "SELECT session_id FROM sessions ORDER BY session_key LIMIT 20").compactMap { $0[0].string }
        let more = try dir.write("more.ndjson", ids.map { Lines.transition($0, seq: 1_000_000) }.joined(separator: "\n") + "\n")
        let report = try Ingestor(store: store).ingest(paths: [more])
        #expect(report.stored == 20)
        #expect(try db.int("SELECT count(*) FROM sessions") == sessions)
        try Self.expectEachSessionInOneLevel(db)
    }

    @Test func theSlicesCoverTheHashRangeWithoutOverlap() {
        var next = Int64.min
        for i in 0..<SessionIDLevels.slices {
            let (low, high) = SessionIDLevels.range(ofSlice: i)
            #expect(low == next)
            #expect(high > low)
            if i < SessionIDLevels.slices - 1 { next = high + 1 } else { #expect(high == Int64.max) }
        }
    }
}
