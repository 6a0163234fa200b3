import Synchronization
import Foundation
import FSTelGenerator
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// What must be equal between two stores that ingested the same input, on either backend:
/// rows, rejects, checkpoints, rollups and the per-file accounting.
let ingestComparisonQueries = [
    "SELECT session_id, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger, app_state, bounds_swapped, device_model, os_name, os_version, os_major, os_minor, app_version, restore_method, restore_container, restore_mismatch FROM transition_facts ORDER BY 1, 2",
    "SELECT session_id, started_at, ended_at, device_model, os_name, os_version, os_major, app_version, transitions FROM session_facts ORDER BY 1",
    "SELECT se.session_id, t.seq, s.path, t.line, t.extra, t.from_orientation, t.to_orientation, t.status_bar_orientation, t.status_bar_hidden, t.screen_width, t.screen_height, t.window_width, t.window_height, t.restore_list, t.restore_section, t.restore_item, t.restored_section, t.restored_item, t.cell_reused FROM transitions t JOIN sources s USING (source_id) JOIN sessions se USING (session_key) ORDER BY 1, 2",
    "SELECT se.session_id, se.end_reason, se.os_minor, se.os_patch, se.app_build, se.player_version, se.screen_width, se.screen_height, se.screen_scale, se.start_extra, se.end_extra, s.path, se.start_line FROM sessions se LEFT JOIN sources s ON s.source_id = se.start_source_id ORDER BY 1",
    "SELECT s.path, r.generation, r.line, r.byte_offset, r.reason, r.detail, r.raw, r.raw_length, r.raw_hash FROM rejected_lines r JOIN sources s USING (source_id) ORDER BY 1, 4",
    "SELECT path, kind, fingerprint, generation, checkpoint_offset, checkpoint_line, tail_length, tail_hash, file_size, compressed, read_to_end FROM sources ORDER BY 1",
    "SELECT * FROM transition_rollup WHERE ok <> 0 OR failed <> 0 OR cancelled <> 0 OR ignored <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
    "SELECT * FROM failure_rollup WHERE failures <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7",
    "SELECT s.path, sum(f.lines), sum(f.stored), sum(f.duplicates), sum(f.rejected), sum(f.blank), sum(f.bytes), min(f.start_offset), max(f.end_offset) FROM ingest_files f JOIN sources s USING (source_id) GROUP BY 1 ORDER BY 1",
]

/// The queries whose results differ between an SQLite store and a PostgreSQL one.
func differences(_ sqlite: Database, _ postgres: PostgresConnection, queries: [String] = ingestComparisonQueries) throws -> [String] {
    var differing: [String] = []
    for query in queries {
        let a = try sqlite.rows(sql: query), b = try postgres.rows(sql: TestPostgres.joinsOnSessionHash(query))
        if a != b {
            let firstDifferent = zip(a, b).first { $0 != $1 }.map { "\($0.0) vs \($0.1)" } ?? "\(a.count) vs \(b.count) rows"
            differing.append("\(query): \(firstDifferent)")
        }
    }
    return differing
}

/// The totals of a report that must match across backends.
func totals(_ report: IngestReport) -> [Int] {
    [report.lines, report.stored, report.duplicates, report.rejected, report.blank, report.pendingLines]
}

func fileTotals(_ report: IngestReport) -> [[Int]] {
    report.files.map { [$0.lines, $0.stored, $0.duplicates, $0.rejected, $0.blank, $0.pendingLines, Int($0.bytes)] }
}

/// A PostgreSQL store in a database of its own, migrated, with an ingestor for `host`.
struct PostgresIngestFixture {
    let database: TestDatabase
    let store: PostgresStore

    init(_ database: TestDatabase) throws {
        self.database = database
        store = try PostgresStore(url: database.url, access: .write)
    }

    func ingest(_ paths: [String], host: String = "host-a", options: IngestOptions = IngestOptions()) throws -> IngestReport {
        try PostgresIngestor(store: store, host: host, options: options).ingest(paths: paths)
    }

    func int(_ sql: String) throws -> Int { Int(try store.connection.scalar(sql: sql).int64 ?? -1) }
}

/// Logs with everything the accounting must survive: a session whose transitions come
/// before its `session_start` (in one file, and across files), duplicate starts, ends and
/// transitions (also a key repeated with another day's time), bad, blank and over-long lines, a
/// gzip file.
func trickyLogs(_ dir: TemporaryDirectory) throws -> [String] {
    let a = [
        Lines.transition("late", seq: 0, extra: #","screen_bounds":[390,844],"window_bounds":[844,390.5],"duration_ms":12.25,"status_bar":{"orientation":"portrait","hidden":true},"app_state":"active","from_orientation":"portrait","to_orientation":"landscape_left","carrier":{"x":[1,2]}"#),
        Lines.transition("late", seq: 1, direction: "exit", outcome: "failed", failure: "layout_timeout"),
        "{not json",
        "",
        Lines.transition("late", seq: 1, direction: "exit", outcome: "failed", failure: "layout_timeout"),
        Lines.transition("late", seq: 1, ts: "2026-11-27T23:59:59Z"),
        Lines.start("early", os: "17.1", model: "iPhone15,2"),
        Lines.transition("early", seq: 0, direction: "exit", strategy: "container_swap", extra: #","trigger":"rotation","restore":{"method":"index_path","section":0,"item":3,"restored_section":0,"restored_item":4,"container":"feed","list":"home","cell_reused":false}"#),
        Lines.start("early", os: "17.2", model: "iPhone15,3"),
        Lines.end("early"),
        Lines.end("early", ts: "2026-11-28T11:00:00Z"),
        Lines.end("nostart"),
        #"{"type":"transition","ts":"2026-11-28T10:00:00Z","session_id":"x","seq":"one"}"#,
        "{\"type\":\"transition\",\"ts\":\"2026-11-28T10:00:00Z\",\"session_id\":\"tab\\there\",\"seq\":1,\"direction\":\"enter\",\"strategy\":\"s\",\"outcome\":\"ok\",\"note\":\"a\\\\b\\u0001\"}",
        String(repeating: "x", count: 300),
    ].joined(separator: "\n") + "\n"
    let b = [
        Lines.transition("late", seq: 2, strategy: "container_swap"),
        Lines.start("late", os: "16.7.2", model: "iPhone14,2"),
        Lines.start("nostart", os: "15.0"),
        Lines.transition("early", seq: 0),
        Lines.transition("late", seq: 0),
    ].joined(separator: "\n") + "\n"
    let plainA = try dir.write("a.ndjson", a)
    let plainB = try dir.write("b.ndjson", b)
    var options = GeneratorOptions(sessions: 60, seed: 5, files: 1)
    options.gzip = true
    options.badRate = 0.05
    options.dupRate = 0.05
    let packed = try generateLogs(options, into: dir.file("gz"))
    return [plainA, plainB] + packed.files
}

/// PostgreSQL ingest against a real server: the same accounting and rows as SQLite for the
/// same input, exactly once across runs and hosts.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresIngestNeedsServerTests {
    @Test func accountingAndRowsEqualSQLitesForLateStartsDuplicatesBadLinesAndGzip() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try trickyLogs(dir)
        for batchLines in [2, 500_000] {
            var options = IngestOptions()
            options.batchLines = batchLines
            options.maxLineBytes = 256
            try withPostgresDatabase { database in
                let postgres = try PostgresIngestFixture(database)
                let sqlite = try Store(path: dir.file("s-\(batchLines).sqlite"), access: .write)
                let a = try Ingestor(store: sqlite, options: options).ingest(paths: files)
                let b = try postgres.ingest(files, options: options)
                #expect(fileTotals(a) == fileTotals(b), "batch \(batchLines)")
                #expect(a.rejected >= 4 && a.duplicates >= 5 && a.blank == 1)
                #expect(try differences(sqlite.database, postgres.store.connection) == [], "batch \(batchLines)")
                // The late start moved the session's facts onto its earlier transitions.
                #expect(try postgres.int("SELECT count(*) FROM transition_facts WHERE session_id = 'late' AND os_version = '16.7.2'") == 3)
            }
        }
    }

    @Test func batchesMovedInManyPartsStoreAndCountWhatOneMoveDoes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try trickyLogs(dir)
        let options = IngestOptions()
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let a = try Ingestor(store: sqlite, options: options).ingest(paths: files)
            // A move every few transitions, inside one batch: sessions, stubs, in-batch
            // duplicates and late starts fall on both sides of a move.
            let ingestor = try PostgresIngestor(store: postgres.store, host: "host-a", options: options)
            ingestor.engine.backend.holdBytes = 600
            let b = try ingestor.ingest(paths: files)
            #expect(fileTotals(a) == fileTotals(b))
            #expect(a.duplicates >= 5 && a.stored > 300, "\(a.stored) stored")
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
            #expect(try postgres.int("SELECT count(*) FROM transition_facts WHERE session_id = 'late' AND os_version = '16.7.2'") == 3)
        }
    }

    /// How often each host's batches move their rows: every few rows (each such batch
    /// holds the move lock exclusively), once per batch (shared), or one host each way.
    static let moveSizes: [(hostA: Int?, hostB: Int?)] = [(4_000, 4_000), (nil, nil), (4_000, nil)]

    @Test(arguments: moveSizes)
    func twoIngestersAtOnceOnSharedSessionsStoreEachKeyOnceAndCountItOnce(hostA: Int?, hostB: Int?) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // Three files whose sessions are spread over all of them (starts after their
        // transitions, in other files): host a reads 0 and 1, host b 1 and 2, at once, in
        // small batches: both hosts insert, complete, end and add to the same sessions and
        // rollup rows while the other's batch is open.
        var generator = GeneratorOptions(sessions: 160, seed: 17, files: 3)
        generator.days = 2
        generator.dupRate = 0.05
        let files = try generateLogs(generator, into: dir.file("logs")).files
        var smallBatches = IngestOptions()
        smallBatches.batchLines = 400
        let options = smallBatches
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            _ = try Ingestor(store: sqlite, options: options).ingest(paths: files)
            let failures = Mutex<[String]>([])
            let retries = Mutex(0)
            // On Citus the batch's later multi-shard updates can meet the other host's in a
            // distributed deadlock, which Citus ends by cancelling one transaction: that
            // ingest reads the file again from its last commit by itself (docs/scale-out.md).
            DispatchQueue.concurrentPerform(iterations: 2) { host in
                do {
                    let store = try PostgresStore(url: database.url, access: .write)
                    let ingestor = try PostgresIngestor(store: store, host: host == 0 ? "host-a" : "host-b", options: options)
                    if let holdBytes = host == 0 ? hostA : hostB { ingestor.engine.backend.holdBytes = holdBytes }
                    let report = try ingestor.ingest(paths: host == 0 ? [files[0], files[1]] : [files[1], files[2]])
                    retries.withLock { $0 += report.files.reduce(0) { $0 + $1.conflictRetries } }
                    // Each file's lines are counted once, retried or not.
                    let lines = try (host == 0 ? [files[0], files[1]] : [files[1], files[2]]).map { path in
                        try Data(contentsOf: URL(fileURLWithPath: path)).filter { $0 == 0x0A }.count
                    }
                    if report.files.map({ $0.lines + $0.blank }) != lines {
                        failures.withLock { $0.append("host \(host): counted \(report.files.map { $0.lines + $0.blank }), files hold \(lines)") }
                    }
                } catch {
                    failures.withLock { $0.append("host \(host): \(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
            // On one server the batches lock shared rows in one order and never deadlock.
            if !TestPostgres.isCitus { #expect(retries.withLock { $0 } == 0) }
            let db = postgres.store.connection
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == sqlite.database.scalar(sql: "SELECT count(*) FROM transitions"))
            #expect(try db.scalar(sql: "SELECT count(*) FROM sessions") == sqlite.database.scalar(sql: "SELECT count(*) FROM sessions"))
            #expect(try RollupComparison.postgresTables(db) == RollupComparison.sqliteTables(sqlite.database))
            // No move lock is left behind.
            #expect(try db.scalar(sql: """
                SELECT count(*) FROM pg_locks
                WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                """) == .integer(0))
        }
    }

    /// The server rolls back the batches of the 2nd and 3rd checkpoint moves in a
    /// conflict (SQLSTATE 40P01, as Citus cancels an ingester in a distributed deadlock;
    /// injected by a trigger whose count a sequence keeps outside the transactions): the
    /// ingest reads the file again from its last commit by itself, and the store, the
    /// rollups and the accounting equal one ingest's; the report says it retried twice.
    @Test func aBatchRolledBackInAConflictIsReadAgainFromItsLastCommitAndCountedOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var generator = GeneratorOptions(sessions: 120, seed: 23, files: 1)
        generator.badRate = 0.02
        generator.dupRate = 0.03
        let files = try generateLogs(generator, into: dir.file("logs")).files
        var options = IngestOptions()
        options.batchLines = 150
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let expected = try Ingestor(store: sqlite, options: options).ingest(paths: files)
            try Self.injectConflicts(postgres.store.connection, atUpdates: "2, 3")
            let report = try PostgresIngestor(store: postgres.store, host: "host-a", options: options).ingest(paths: files)
            #expect(report.files.map(\.conflictRetries) == [2])
            #expect(totals(report) == totals(expected))
            #expect(report.files.map { [$0.startOffset, $0.endOffset, $0.bytes] } == expected.files.map { [$0.startOffset, $0.endOffset, $0.bytes] })
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
            // The run's accounting row holds each line once.
            #expect(try postgres.int("SELECT sum(lines) FROM ingest_files") == expected.lines)
            #expect(try postgres.int("SELECT sum(rejected) FROM ingest_files") == expected.rejected)
        }
    }

    /// A conflict that does not go away: the ingest gives up after its retries with the
    /// store's error (a transaction conflict, which the CLI exits 75 for), keeping what it
    /// committed, and the next ingest resumes there to the same store as one ingest.
    @Test func aConflictThatPersistsFailsAfterItsRetriesAndTheRerunResumesExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try generateLogs(GeneratorOptions(sessions: 80, seed: 29, files: 1), into: dir.file("logs")).files
        var options = IngestOptions()
        options.batchLines = 100
        options.conflictRetries = 2
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let expected = try Ingestor(store: sqlite, options: options).ingest(paths: files)
            try Self.injectConflicts(postgres.store.connection, atUpdates: "2, 3, 4, 5")
            let ingestor = try PostgresIngestor(store: postgres.store, host: "host-a", options: options)
            let failure = try #require(throws: IngestFailure.self) { try ingestor.ingest(paths: files) }
            #expect(failure.isTransientConflict)
            #expect(failure.partialReport.files.map(\.conflictRetries) == [2])
            // One batch committed before the conflicts: its lines are stored and counted.
            #expect(failure.committedOffset > 0 && failure.partialReport.lines == failure.committedLine)
            #expect(try postgres.int("SELECT sum(lines) FROM ingest_files") == failure.committedLine)
            try postgres.store.connection.execute(sql: "DROP TRIGGER fstel_test_conflict ON sources")
            let rest = try PostgresIngestor(store: postgres.store, host: "host-a", options: options).ingest(paths: files)
            #expect(rest.lines + failure.partialReport.lines == expected.lines)
            #expect(rest.files.map(\.resumed) == [true])
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
        }
    }

    /// A trigger that fails the `n`th move forward of a checkpoint with SQLSTATE 40P01, `n`
    /// in `atUpdates` (an SQL list); a sequence counts them outside the transactions that
    /// roll back.
    static func injectConflicts(_ db: PostgresConnection, atUpdates: String) throws {
        try db.execute(sql: """
            CREATE SEQUENCE fstel_test_updates;
            CREATE FUNCTION fstel_test_conflict() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF nextval('fstel_test_updates') IN (\(atUpdates)) THEN
                    RAISE EXCEPTION 'injected deadlock' USING ERRCODE = '40P01';
                END IF;
                RETURN NEW;
            END $$;
            CREATE TRIGGER fstel_test_conflict BEFORE UPDATE OF checkpoint_offset ON sources
                FOR EACH ROW WHEN (NEW.checkpoint_offset > OLD.checkpoint_offset)
                EXECUTE FUNCTION fstel_test_conflict()
            """)
    }

    /// A session another ingester inserts (not committed yet) while the batch copies its new
    /// sessions: the `COPY` waits for that ingester. When it commits, the batch inserts its
    /// new sessions by the statement that skips stored ones and treats that session as
    /// stored (its stub gets the facts, its transitions are added); when it rolls back, the
    /// `COPY` goes on. Either way the store equals SQLite's of the same lines.
    @Test(arguments: [true, false])
    func aSessionInsertedByAnotherIngesterDuringTheCopyOfNewSessionsIsStoredOnce(otherCommits: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let ids = ["s-a", "s-b", "s-c"]
        let lines = ids.flatMap {
            [Lines.start($0, os: "17.4"), Lines.transition($0, seq: 0),
             Lines.transition($0, seq: 1, direction: "exit", outcome: "failed", failure: "black_screen"), Lines.end($0)]
        }
        let file = try dir.write("a.ndjson", lines.joined(separator: "\n") + "\n")
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let expected = try Ingestor(store: sqlite).ingest(paths: [file])
            let outcome = Mutex<Result<IngestReport, any Error>?>(nil)
            let waiting = Mutex("")
            let failure = Mutex<String?>(nil)
            let url = database.url
            let inserted = DispatchSemaphore(value: 0)
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 {
                    inserted.wait()
                    let result = Result { try PostgresIngestor(store: PostgresStore(url: url, access: .write), host: "host-a").ingest(paths: [file]) }
                    outcome.withLock { $0 = result }
                    return
                }
                // The batch's COPY into sessions waits for the other ingester's row; then
                // that ingester commits or rolls back.
                var other: PostgresStore?
                do {
                    // Another ingester's insert of s-b as a stub, not committed.
                    other = try PostgresStore(url: url, access: .write)
                    try other?.connection.execute(sql: "BEGIN")
                    try other?.connection.execute(sql: """
                        INSERT INTO sessions (session_id, session_hash, session_day)
                        VALUES ('s-b', session_hash('s-b'), date '2026-11-28' - date '1970-01-01')
                        """)
                    inserted.signal()
                    let watcher = try PostgresStore(url: url, access: .read)
                    // On a cluster the COPY waits on the worker of s-b's shard: Citus's view of
                    // the lock waits of every node names it, and the insert it waits for.
                    let waits = TestPostgres.isCitus
                        ? """
                            SELECT blocked_statement FROM citus_lock_waits
                            WHERE current_statement_in_blocking_process LIKE '%''s-b''%'
                            """
                        : """
                            SELECT query FROM pg_stat_activity
                            WHERE datname = current_database() AND wait_event_type = 'Lock'
                            """
                    for _ in 0..<600 where waiting.withLock({ $0.isEmpty }) {
                        let query = try watcher.connection.rows(sql: waits).first?.first?.string ?? ""
                        waiting.withLock { $0 = query }
                        if query.isEmpty { usleep(50_000) }
                    }
                    try other?.connection.execute(sql: otherCommits ? "COMMIT" : "ROLLBACK")
                } catch {
                    failure.withLock { $0 = "\(error)" }
                    try? other?.connection.execute(sql: "ROLLBACK")
                    inserted.signal()
                }
            }
            #expect(failure.withLock { $0 } == nil)
            if TestPostgres.isCitus {
                // Citus names the statement of the coordinator's session that waits, which is
                // the last one it was sent as text, not the COPY its workers run: that a wait
                // for the insert of s-b was seen is what holds on every layout.
                #expect(!waiting.withLock { $0 }.isEmpty, "no wait for the insert of s-b was seen")
            } else {
                #expect(waiting.withLock { $0 }.hasPrefix("COPY sessions"), "waiting: \(waiting.withLock { $0 })")
            }
            let report = try #require(try outcome.withLock { $0 }?.get())
            #expect(totals(report) == totals(expected))
            #expect(report.stored == 12 && report.duplicates == 0)
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
            #expect(try postgres.int("SELECT count(*) FROM sessions") == 3)
            #expect(try postgres.int("SELECT count(*) FROM sessions WHERE started_at IS NOT NULL AND ended_at IS NOT NULL") == 3)
            #expect(try postgres.int("SELECT count(*) FROM transitions") == 6)
        }
    }

    /// The lookup and the lock of a batch's stored sessions probe the unique index once per
    /// id, whatever the number of ids: given 5,000 ids as one array value, PostgreSQL plans
    /// `session_id = ANY(...)` as a scan of every session, whose cost grows with the store.
    @Test func storedSessionsAreFoundAndLockedByIndexProbesNeverAScan() throws {
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let db = postgres.store.connection
            try db.execute(sql: """
                INSERT INTO sessions (session_id, session_hash, session_day)
                SELECT 's-' || i, session_hash('s-' || i), 20000 FROM generate_series(1, 20000) AS i;
                ANALYZE sessions
                """)
            var chosen = (1...5000).map { "s-\($0 * 4)" }
            let hash = { (id: String) -> Int64 in var id = id; return id.withUTF8 { SessionHash.of(UnsafeRawBufferPointer($0)) } }
            let shapes = PostgresStatementShapes.of(postgres.store)
            if TestPostgres.isCitus {
                // On a cluster the statements run once per shard, with that shard's ids: those
                // of the first shard here, sent whole to its worker (one task).
                #expect(shapes.groupsByShard)
                chosen = try db.rows(sql: """
                    SELECT u.id FROM unnest($1::text[]) WITH ORDINALITY AS u(id, n)
                    WHERE get_shard_id_for_distribution_column('sessions', session_hash(u.id))
                        = get_shard_id_for_distribution_column('sessions', session_hash($2))
                    ORDER BY u.n
                    """, arguments: [PostgresIngestBackend.textArray(chosen), chosen[0]]).compactMap { $0[0].string }
                #expect(chosen.count > 500)
            } else {
                #expect(!shapes.groupsByShard)
            }
            let ids = PostgresIngestBackend.textArray(chosen)
            let hashes = PostgresIngestBackend.int64ArrayLiteral(chosen.map(hash))
            let plan = { (sql: String) throws -> String in
                try db.rows(sql: "EXPLAIN " + sql, arguments: [ids, hashes]).compactMap { $0.first?.string }.joined(separator: "\n")
            }
            for sql in [shapes.storedSessions, shapes.lockStoredSessions] {
                let text = try plan(sql)
                #expect(text.contains("sessions_session_id_key"), "\(text)")
                #expect(!text.contains("Seq Scan on sessions"), "\(text)")
                if TestPostgres.isCitus { #expect(text.contains("Task Count: 1"), "\(text)") }
            }
            // The plain form scans: what the probes are there to avoid.
            #expect(try plan("SELECT session_id FROM sessions WHERE session_id = ANY($1::text[]) AND $2::bigint[] IS NOT NULL").contains("Seq Scan on sessions"))
            #expect(try db.rows(sql: shapes.storedSessions, arguments: [ids, hashes]).count == chosen.count)
            let locked = try db.inTransaction { try db.rows(sql: shapes.lockStoredSessions, arguments: [ids, hashes]) }
            #expect(locked.map { $0[0].string ?? "" } == chosen, "in the order of the ids given")
        }
    }

    @Test func sessionIDsWithArraySyntaxAreFoundAgainInLaterBatches() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // Ids as they appear in JSON: a quote, a backslash, a comma, braces, the word NULL,
        // spaces, non-ASCII. The first file leaves them stubs; the second completes and ends
        // them and adds a duplicate and a new transition each, so the second batch finds
        // them among the stored sessions (by id, in an array literal).
        let ids = [#"q\"uote"#, #"back\\slash"#, "com,ma", "{brace}", "NULL", " sp ace ", "é-ünï", "plain"]
        let first = ids.flatMap { [Lines.transition($0, seq: 0), Lines.transition($0, seq: 1, direction: "exit", outcome: "failed", failure: "black_screen")] }
        let second = ids.flatMap {
            [Lines.start($0, os: "17.4"), Lines.end($0), Lines.transition($0, seq: 1), Lines.transition($0, seq: 2, direction: "exit")]
        }
        let files = [
            try dir.write("a.ndjson", first.joined(separator: "\n") + "\n"),
            try dir.write("b.ndjson", second.joined(separator: "\n") + "\n"),
        ]
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let a = try Ingestor(store: sqlite).ingest(paths: files)
            let b = try postgres.ingest(files)
            #expect(fileTotals(a) == fileTotals(b))
            #expect(b.stored == 8 * 2 + 8 * 3 && b.duplicates == 8)
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
            #expect(try postgres.int("SELECT count(*) FROM sessions WHERE started_at IS NOT NULL AND ended_at IS NOT NULL") == 8)
            #expect(try postgres.int(#"SELECT count(*) FROM transition_facts WHERE session_id = 'q"uote' AND os_version = '17.4'"#) == 3)
        }
    }

    @Test func ingestingAgainStoresNothingNewAndCountsNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try trickyLogs(dir)
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let first = try postgres.ingest(files)
            let counts = "SELECT (SELECT count(*) FROM transitions) * 1000000 + (SELECT count(*) FROM sessions) * 1000 + (SELECT count(*) FROM rejected_lines)"
            let before = try postgres.int(counts)
            let again = try postgres.ingest(files)
            #expect(first.stored > 0)
            #expect(totals(again) == [0, 0, 0, 0, 0, 0])
            #expect(try postgres.int(counts) == before)
            // Renamed and compressed copies are the same sources: still nothing new.
            let renamed = dir.file("renamed.ndjson")
            try FileManager.default.copyItem(atPath: files[0], toPath: renamed)
            #expect(totals(try postgres.ingest([renamed])) == [0, 0, 0, 0, 0, 0])
            #expect(try postgres.int(counts) == before)
        }
    }

    @Test func anUnterminatedLastLineIsPendingUntilCompletedOrFinal() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("p.ndjson", Lines.transition("p", seq: 0) + "\n" + Lines.transition("p", seq: 1))
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let first = try postgres.ingest([path])
            #expect([first.stored, first.pendingLines] as [Int] == [1, 1])
            let handle = try #require(FileHandle(forWritingAtPath: path))
            handle.seekToEndOfFile()
            handle.write(Data(("\n" + Lines.transition("p", seq: 2)).utf8))
            try handle.close()
            let second = try postgres.ingest([path])
            #expect([second.lines, second.stored, second.pendingLines] as [Int] == [1, 1, 1])
            var final = IngestOptions()
            final.final = true
            let third = try postgres.ingest([path], options: final)
            #expect([third.lines, third.stored, third.pendingLines] as [Int] == [1, 1, 0])
            #expect(try postgres.int("SELECT count(*) FROM transitions") == 3)
            #expect(try postgres.int("SELECT checkpoint_line FROM sources") == 3)
        }
    }

    @Test func theSameFileReadOnTwoHostsIsTwoSourcesWhoseRowsAreStoredOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try trickyLogs(dir)
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let a = try postgres.ingest(files, host: "host-a")
            let rows = try postgres.int("SELECT count(*) FROM transitions")
            let b = try postgres.ingest(files, host: "host-b")
            // Host b reads every line again (its own checkpoints), and finds every event stored.
            #expect(b.lines == a.lines && b.rejected == a.rejected)
            #expect(b.stored == 0 && b.duplicates == a.stored + a.duplicates)
            #expect(try postgres.int("SELECT count(*) FROM transitions") == rows)
            #expect(try postgres.int("SELECT count(DISTINCT host) FROM sources") == 2)
            #expect(try postgres.int("SELECT count(*) FROM sources") == 2 * files.count)
            // Rejected lines are kept per source, so once per host.
            #expect(try postgres.int("SELECT count(*) FROM rejected_lines") == 2 * a.rejected)
            // Each host goes on from its own checkpoint.
            #expect(totals(try postgres.ingest(files, host: "host-b")) == [0, 0, 0, 0, 0, 0])
        }
    }

    @Test func replayStoresRejectedLinesThatNowPassAndKeepsTheRest() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("r.ndjson", "{not json\n" + Lines.transition("p1", seq: 0) + "\n[]\n")
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            _ = try postgres.ingest([path])
            // A line that a newer decoder accepts: its raw bytes fixed in place.
            try postgres.store.connection.execute(
                sql: "UPDATE rejected_lines SET raw = convert_to($1, 'UTF8') WHERE line = 1",
                arguments: [Lines.transition("p1", seq: 1)])
            let replay = try PostgresIngestor(store: postgres.store, host: "h").replayRejects(RejectFilter())
            #expect([replay.lines, replay.stored, replay.rejected] as [Int] == [2, 1, 1])
            #expect(try postgres.int("SELECT count(*) FROM rejected_lines") == 1)
            #expect(try postgres.int("SELECT count(*) FROM transitions") == 2)
            #expect(try postgres.int("SELECT count(*) FROM ingest_runs WHERE command = 'replay' AND finished_at IS NOT NULL") == 1)
        }
    }
}
