import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// `fstel copy --merge` into PostgreSQL stores that already hold data.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct CopyMergeNeedsServerTests {
    static let host = "collector-1"

    /// Two log sets (days 2026-11-21..24 and 2026-11-25..28) with bad, duplicate and extra
    /// fields, sessions spread over files out of order (late session starts).
    struct Logs {
        var early: [String]
        var late: [String]
    }

    static func makeLogs(in dir: TemporaryDirectory, sessions: Int = 300) throws -> Logs {
        func logs(_ seed: UInt64, files: Int, end: String) throws -> [String] {
            var options = GeneratorOptions(sessions: sessions, seed: seed, files: files)
            options.days = 4
            options.endDay = end
            options.badRate = 0.03
            options.dupRate = 0.03
            options.extraFieldRate = 0.05
            return try generateLogs(options, into: dir.file("logs-\(seed)")).files
        }
        return Logs(early: try logs(1, files: 2, end: "2026-11-24"), late: try logs(2, files: 3, end: "2026-11-28"))
    }

    /// An SQLite store of `files`, ingested one file per run in reverse order, pruned to the
    /// last four days of 2026-11-28 when `prune`.
    static func store(_ path: String, _ files: [String], prune: Bool = false) -> String {
        for file in files.reversed() {
            let ingest = runInProcess(["ingest", "--db", path, "--quiet", file])
            #expect(ingest.status == 0, "\(ingest.stderr)")
        }
        if prune {
            let pruned = runInProcess(["prune", "--db", path, "--keep-days", "4", "--as-of", "2026-11-28"])
            #expect(pruned.status == 0, "\(pruned.stderr)")
        }
        return path
    }

    static func merge(_ store: String, into url: String, chunkRows: Int = 200, host: String = host) -> RunResult {
        runInProcess(["copy", "--from", store, "--to", url, "--merge", "--source-host", host, "--chunk-rows", String(chunkRows), "--format", "json"])
    }

    /// Every report, rejects and nightly of the parity suite give the same output on both.
    static func expectSameReports(_ sqlite: String, _ url: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parity = PostgresReportParityNeedsServerTests.self
        let rejects = parity.rejects.filter { !$0.contains("--file") }
        for arguments in parity.reports + rejects + parity.nights {
            parity.expectSame(arguments, sqlite, url, sourceLocation: sourceLocation)
        }
    }

    /// Every row of `json` (a copy's table): this run's rows and those already there make the source's.
    static func expectWhole(_ result: RunResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        for row in try #require(try result.json() as? [[String: Any]], sourceLocation: sourceLocation) {
            let copied = row["copied"] as? Int ?? -1, there = row["already_there"] as? Int ?? -1
            #expect(copied + there == row["source_rows"] as? Int, "\(row)", sourceLocation: sourceLocation)
        }
    }

    static func events(_ result: RunResult) throws -> (copied: Int, there: Int) {
        let rows = try #require(try result.json() as? [[String: Any]])
        let row = try #require(rows.first { $0["table"] as? String == "events" })
        return (row["copied"] as? Int ?? -1, row["already_there"] as? Int ?? -1)
    }

    @Test func twoOverlappingStoresMergedReportLikeOneStoreThatIngestedTheirUnion() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir)
        // Some files in both stores; one store pruned (its early days are rollups only).
        let a = Self.store(dir.file("a.sqlite"), logs.early + [logs.late[0]], prune: true)
        let b = Self.store(dir.file("b.sqlite"), logs.late)
        let union = Self.store(dir.file("union.sqlite"), logs.early + logs.late, prune: true)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        let first = Self.merge(a, into: database.url)
        try Self.expectWhole(first)
        #expect(try Self.events(first).there == 0)
        let second = Self.merge(b, into: database.url)
        try Self.expectWhole(second)
        // The shared file's sessions and transitions were there already.
        #expect(try Self.events(second).there > 100)
        #expect(second.stderr.contains("the merge is complete"), "\(second.stderr)")
        Self.expectSameReports(union, database.url)
        // Run again: nothing is added, and it says so.
        let postgres = try PostgresConnection(url: database.url)
        let before = try CopyComparison.snapshot(postgres)
        for store in [a, b] {
            let again = Self.merge(store, into: database.url)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stderr.contains("nothing to merge"), "\(again.stderr)")
        }
        #expect(try CopyComparison.snapshot(postgres) == before)
    }

    /// A target an ingest on the same host wrote: the merge stores only what is new, and an
    /// ingest there afterwards goes on from the checkpoints (nothing read twice).
    @Test func aTargetAnIngestWroteGetsOnlyWhatIsNewAndIngestGoesOnFromTheCheckpoints() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir, sessions: 200)
        let all = logs.early + logs.late
        let a = Self.store(dir.file("a.sqlite"), Array(all.prefix(3)))
        let union = Self.store(dir.file("union.sqlite"), all)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        let environment = ["FSTEL_SOURCE_HOST": Self.host]
        #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
        let ingest = runInProcess(["ingest", "--db", database.url, "--quiet"] + Array(all.suffix(3)), environment: environment)
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let merged = Self.merge(a, into: database.url)
        try Self.expectWhole(merged)
        #expect(try Self.events(merged).there > 0, "the file both read was not found there")
        // The file both read is one source of the host, with the ingest's checkpoint.
        let postgres = try PostgresConnection(url: database.url)
        #expect(try postgres.scalar(sql: "SELECT count(*) FROM sources WHERE host = $1 AND kind = 'file'", arguments: [Self.host]) == .integer(5))
        #expect(try postgres.scalar(
            sql: "SELECT count(*) FROM (SELECT 1 FROM sources GROUP BY host, kind, path, fingerprint HAVING count(*) > 1) AS twice") == .integer(0))
        Self.expectSameReports(union, database.url)
        let again = runInProcess(["ingest", "--db", database.url, "--format", "json"] + all, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        let report = try #require(try again.json() as? [String: Any])
        #expect(report["lines"] as? Int == 0, "\(again.stdout)")
        #expect(report["stored"] as? Int == 0)
    }

    /// Killed at random moments and run again until it finishes: the target holds what an
    /// uninterrupted merge gives, and every kill left a store whose counts agree.
    @Test(.timeLimit(.minutes(8)))
    func sigkillAtRandomMomentsThenRerunEqualsAnUninterruptedMerge() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir, sessions: 600)
        let a = Self.store(dir.file("a.sqlite"), logs.early + [logs.late[0]], prune: true)
        let b = Self.store(dir.file("b.sqlite"), logs.late)
        let reference = try TestPostgres.makeDatabase()
        defer { reference.drop() }
        try Self.expectWhole(Self.merge(b, into: reference.url))
        try Self.expectWhole(Self.merge(a, into: reference.url, chunkRows: 50))
        let expected = try MergeComparison.content(try PostgresConnection(url: reference.url))
        var random = SeededRandom(seed: 0x5EED_C0DE)
        var kills = 0
        for sequence in 0..<4 {
            let victim = try TestPostgres.makeDatabase()
            defer { victim.drop() }
            try Self.expectWhole(Self.merge(b, into: victim.url))
            for _ in 0..<5 {
                let process = try startExecutable(
                    ["copy", "--from", a, "--to", victim.url, "--merge", "--source-host", Self.host, "--chunk-rows", "50"])
                usleep(useconds_t(Double.random(in: 0.05...1.2, using: &random) * 1_000_000))
                let killed = process.isRunning
                if killed { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                guard killed, process.terminationReason == .uncaughtSignal else { break }
                kills += 1
                let problems = try MergeComparison.problems(try PostgresConnection(url: victim.url))
                #expect(problems.isEmpty, "sequence \(sequence): \(problems)")
            }
            try Self.expectWhole(Self.merge(a, into: victim.url, chunkRows: 50))
            #expect(try MergeComparison.content(try PostgresConnection(url: victim.url)) == expected, "sequence \(sequence)")
        }
        #expect(kills >= 3, "only \(kills) merges were still running when killed")
    }

    /// The target rolls back the merge's 2nd and 3rd chunks in a conflict with another
    /// writer (SQLSTATE 40P01, as Citus cancels one side of a distributed deadlock; injected
    /// by a trigger on the merge's progress, counted by a sequence outside the transactions):
    /// the merge runs its steps again by itself and the target reports as the store does.
    @Test func chunksTheTargetRollsBackInAConflictAreMergedAgainOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir, sessions: 120)
        let a = Self.store(dir.file("a.sqlite"), logs.early + logs.late)
        let reference = try TestPostgres.makeDatabase()
        defer { reference.drop() }
        try Self.expectWhole(Self.merge(a, into: reference.url, chunkRows: 50))
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
        let postgres = try PostgresConnection(url: database.url)
        try postgres.execute(sql: """
            CREATE SEQUENCE fstel_test_updates;
            CREATE FUNCTION fstel_test_conflict() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF nextval('fstel_test_updates') IN (2, 3) THEN
                    RAISE EXCEPTION 'injected deadlock' USING ERRCODE = '40P01';
                END IF;
                RETURN NEW;
            END $$;
            CREATE TRIGGER fstel_test_conflict BEFORE UPDATE OF rows_copied ON store_copy_tables
                FOR EACH ROW WHEN (NEW.rows_copied > OLD.rows_copied) EXECUTE FUNCTION fstel_test_conflict()
            """)
        try Self.expectWhole(Self.merge(a, into: database.url, chunkRows: 50))
        #expect(try postgres.scalar(sql: "SELECT nextval('fstel_test_updates') > 4") == .integer(1))
        #expect(try MergeComparison.problems(postgres) == [])
        #expect(try MergeComparison.content(postgres) == MergeComparison.content(try PostgresConnection(url: reference.url)))
        Self.expectSameReports(a, database.url)
    }

    /// The same store under two paths is merged once; a store that grew is merged again
    /// for its new rows only; pruned after its rows were merged, it is refused.
    @Test func theSameStoreUnderAnotherPathAddsNothingAndAStoreThatGrewAddsOnlyItsNewRows() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir, sessions: 150)
        let a = Self.store(dir.file("a.sqlite"), logs.early)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try Self.expectWhole(Self.merge(a, into: database.url))
        let postgres = try PostgresConnection(url: database.url)
        let before = try CopyComparison.snapshot(postgres)
        let moved = dir.file("moved.sqlite")
        try FileManager.default.copyItem(atPath: a, toPath: moved)
        let twin = Self.merge(moved, into: database.url)
        #expect(twin.status == 0 && twin.stderr.contains("nothing to merge"), "\(twin.stderr)")
        #expect(try CopyComparison.snapshot(postgres) == before)
        // The store grows: its new rows arrive, once.
        _ = Self.store(a, logs.late)
        let grown = Self.merge(a, into: database.url)
        try Self.expectWhole(grown)
        #expect(try Self.events(grown).there > 0)
        let union = Self.store(dir.file("union.sqlite"), logs.early + logs.late)
        Self.expectSameReports(union, database.url)
        // Pruned after its rows were merged: the target holds raw rows of the pruned days,
        // whose counts would be added twice; refused, the target left as it is.
        let pruned = runInProcess(["prune", "--db", a, "--keep-days", "4", "--as-of", "2026-11-28"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        let kept = try CopyComparison.snapshot(postgres)
        let refused = Self.merge(a, into: database.url)
        #expect(refused.status == 78, "\(refused.stderr)")
        #expect(refused.stderr.contains("pruned, of sessions"), "\(refused.stderr)")
        #expect(try CopyComparison.snapshot(postgres) == kept)
    }

    /// Pruned again after its pruned days' counts were merged: refused with 78, the target
    /// left as it is (the newly pruned days' counts cannot be told from those added).
    @Test func aStorePrunedAgainSinceItsPrunedDaysWereMergedIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir, sessions: 100)
        let a = Self.store(dir.file("a.sqlite"), logs.early + logs.late, prune: true)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try Self.expectWhole(Self.merge(a, into: database.url))
        let again = runInProcess(["prune", "--db", a, "--keep-days", "2", "--as-of", "2026-11-28"])
        #expect(again.status == 0, "\(again.stderr)")
        let postgres = try PostgresConnection(url: database.url)
        let before = try CopyComparison.snapshot(postgres)
        let refused = Self.merge(a, into: database.url)
        #expect(refused.status == 78, "\(refused.stderr)")
        #expect(refused.stderr.contains("was pruned again since an earlier merge"), "\(refused.stderr)")
        #expect(try CopyComparison.snapshot(postgres) == before)
    }

    /// Other hosts ingest into the target while the merge runs, and an ingest writes the
    /// SQLite store during it: the target ends as one store of all of it.
    @Test(.timeLimit(.minutes(6)))
    func ingestsIntoTheTargetAndIntoTheSQLiteStoreDuringTheMergeLoseAndDoubleNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir, sessions: 500)
        let a = Self.store(dir.file("a.sqlite"), Array(logs.early.prefix(1)) + [logs.late[0]])
        let union = Self.store(dir.file("union.sqlite"), logs.early + logs.late)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
        let merge = try startExecutable(
            ["copy", "--from", a, "--to", database.url, "--merge", "--source-host", Self.host, "--chunk-rows", "20"], environment: [:],
            stderrPath: dir.file("merge.err"))
        let other = try startExecutable(
            ["ingest", "--db", database.url, "--quiet"] + Array(logs.late.suffix(2)), environment: ["FSTEL_SOURCE_HOST": "collector-2"],
            stderrPath: dir.file("other.err"))
        let grow = runInProcess(["ingest", "--db", a, "--quiet", logs.early[1]])
        #expect(grow.status == 0, "\(grow.stderr)")
        merge.waitUntilExit()
        other.waitUntilExit()
        let errors = try ["merge.err", "other.err"].map { try String(contentsOfFile: dir.file($0), encoding: .utf8) }
        #expect(merge.terminationStatus == 0 && other.terminationStatus == 0, "\(errors)")
        // What the SQLite store got during the merge arrives with the next one.
        try Self.expectWhole(Self.merge(a, into: database.url))
        let parity = PostgresReportParityNeedsServerTests.self
        for arguments in parity.reports + parity.nights {
            parity.expectSame(arguments, union, database.url)
        }
    }

    /// Refused with 78, the target left as it is: a target of a newer schema; and, without
    /// --merge, any target holding other rows (the message names --merge).
    @Test func aNewerTargetIsRefusedAndWithoutMergeANonEmptyTargetIsRefusedNamingMerge() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try Self.makeLogs(in: dir, sessions: 40)
        let a = Self.store(dir.file("a.sqlite"), logs.early)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
        let ingest = runInProcess(["ingest", "--db", database.url, "--quiet", logs.late[0]])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let postgres = try PostgresConnection(url: database.url)
        let before = try CopyComparison.snapshot(postgres)
        let plain = runInProcess(["copy", "--from", a, "--to", database.url])
        #expect(plain.status == 78, "\(plain.stderr)")
        #expect(plain.stderr.contains("add --merge"), "\(plain.stderr)")
        #expect(try CopyComparison.snapshot(postgres) == before)
        try postgres.execute(sql: "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (999, 'from a newer fstel', 'x', 0)")
        let newer = Self.merge(a, into: database.url)
        #expect(newer.status == 78, "\(newer.stderr)")
        #expect(newer.stdout.isEmpty)
        #expect(try CopyComparison.snapshot(postgres) == before)
    }

    /// Stored values that lines carry in unusual forms (extra fields, nested unknown members,
    /// escapes, doubles, partial screens, index paths) arrive unchanged.
    @Test func unusualStoredValuesArriveExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = dir.file("odd.ndjson")
        try Self.oddLines.joined(separator: "\n").appending("\n").write(toFile: log, atomically: true, encoding: .utf8)
        let a = Self.store(dir.file("a.sqlite"), [log])
        let sqlite = try Store(path: a, access: .read).database
        #expect(try sqlite.scalar(sql: "SELECT count(*) FROM rejected_lines") == .integer(0))
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try Self.expectWhole(Self.merge(a, into: database.url))
        let postgres = try PostgresConnection(url: database.url)
        for query in [
            "SELECT \(MergeComparison.sessionValues) FROM sessions ORDER BY session_id",
            "SELECT s.session_id, \(MergeComparison.transitionValues) FROM transitions AS t JOIN sessions AS s USING (session_key) ORDER BY 1, 2",
        ] {
            let stored = try sqlite.rows(sql: query)
            #expect(stored.count >= 2)
            #expect(try postgres.rows(sql: TestPostgres.joinsOnSessionHash(query)) == stored, "\(query)")
        }
    }

    /// A stored value no log line gives back (a hand-edited store) stops the merge with 78
    /// at that session: it is never written in another form.
    @Test func aStoredValueThatNoLineGivesBackIsRefusedNotChanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = dir.file("odd.ndjson")
        try Self.oddLines.joined(separator: "\n").appending("\n").write(toFile: log, atomically: true, encoding: .utf8)
        let edits = [
            ("UPDATE sessions SET os_major = 99 WHERE session_id = 'late'", "does not read back from its log line"),
            ("UPDATE sessions SET start_extra = '{\"a\":1' WHERE session_id = 'late'", "does not read back from its log line"),
            ("UPDATE sessions SET start_extra = '{\"a\":}' WHERE session_id = 'late'", "cannot be written back as a log line"),
        ]
        for (index, (edit, message)) in edits.enumerated() {
            let a = Self.store(dir.file("a\(index).sqlite"), [log])
            try Store(path: a, access: .write).database.execute(sql: edit)
            let database = try TestPostgres.makeDatabase()
            defer { database.drop() }
            let result = Self.merge(a, into: database.url)
            #expect(result.status == 78, "\(edit): \(result.stderr)")
            #expect(result.stderr.contains(message) && result.stderr.contains("session late"), "\(result.stderr)")
            let postgres = try PostgresConnection(url: database.url)
            #expect(try postgres.scalar(sql: "SELECT count(*) FROM sessions WHERE session_id = 'late'") == .integer(0))
        }
    }

    static let oddLines = [
        #"{"type":"session_start","ts":"2026-11-27T10:00:00.123+02:00","session_id":"s\"1\\é","device":{"model":"iPhone12,1","os":"iOS","os_version":"17.0","screen":{"w":390.5},"carrier":{"name":"x"}},"app":{"version":"1.0","build":"7","channel":"beta"},"zz":[1,2.50,{"a":null}],"n":1e-7}"#,
        #"{"type":"transition","ts":1796378400456,"session_id":"s\"1\\é","seq":0,"direction":"enter","strategy":"window_transform","outcome":"ok","duration_ms":0.1,"screen_bounds":[390.25,844],"window_bounds":[844,390.25],"status_bar":{"hidden":true},"restore":{"method":"index_path","section":0,"item":12,"extra_key":"kept"},"note":"\u00e9\t"}"#,
        #"{"type":"transition","ts":1796378400999,"session_id":"s\"1\\é","seq":1,"direction":"exit","strategy":"window_transform","outcome":"failed","failure":"half_black_screen","duration_ms":333.3333333333333,"restore":{"method":"index_path","container":"table_view","list":"feed","section":0,"item":12,"restored_section":0,"restored_item":13,"cell_reused":false}}"#,
        #"{"type":"transition","ts":1796378401000,"session_id":"late","seq":7,"direction":"enter","strategy":"native_rotation","outcome":"cancelled","duration_ms":86400000,"trigger":"button","from_orientation":"portrait","to_orientation":"landscape_left","app_state":"active","status_bar":{"orientation":"portrait"}}"#,
        #"{"type":"session_end","ts":1796378402000,"session_id":"late","reason":"user_closed","flag":true}"#,
        #"{"type":"session_start","ts":1796378403000,"session_id":"late","device":{"model":"iPad8,1","os":"iPadOS","os_version":"16.4.1","screen":{"w":1024,"h":1366,"scale":2}},"app":{"version":"2.0","build":"9"},"player":{"version":"3.1"}}"#,
    ]
}

/// What a merged store holds, by value rather than by key (keys and the merge's own runs
/// depend on how often it was interrupted).
enum MergeComparison {
    static let sessionValues = """
        session_id, started_at, ended_at, end_reason, device_model, os_name, os_version, os_major, os_minor, os_patch,
        app_version, app_build, player_version, screen_width, screen_height, screen_scale, start_extra, end_extra, start_line
        """
    static let transitionValues = """
        t.seq, t.ts, t.direction, t.strategy, t.outcome, t.failure, t.duration_ms, t.trigger, t.from_orientation,
        t.to_orientation, t.app_state, t.status_bar_orientation, t.status_bar_hidden, t.screen_width, t.screen_height,
        t.window_width, t.window_height, t.bounds_swapped, t.restore_method, t.restore_container, t.restore_list,
        t.restore_section, t.restore_item, t.restored_section, t.restored_item, t.cell_reused, t.restore_mismatch, t.extra, t.line
        """

    static func content(_ db: PostgresConnection) throws -> [String: [String]] {
        let run = "CASE WHEN r.command = 'copy' THEN 'copy' ELSE r.command || r.started_at END"
        let queries = [
            "sessions": "SELECT \(sessionValues), p.host, p.path FROM sessions LEFT JOIN sources AS p ON p.source_id = start_source_id",
            "transitions": """
                SELECT s.session_id, \(transitionValues), p.host, p.path, \(run)
                FROM transitions AS t JOIN sessions AS s USING (session_key, session_hash) JOIN sources AS p USING (source_id)
                LEFT JOIN ingest_runs AS r ON r.run_id = t.run_id
                """,
            "sources": """
                SELECT host, kind, path, fingerprint, generation, checkpoint_offset, checkpoint_line, tail_length, tail_hash,
                       file_size, read_to_end, CASE WHEN path LIKE 'copy:%' THEN 0 ELSE last_ingested_at END FROM sources
                """,
            "rejected_lines": """
                SELECT p.path, x.generation, x.line, x.byte_offset, x.reason, x.detail, x.raw, x.raw_length, x.raw_hash, \(run)
                FROM rejected_lines AS x JOIN sources AS p USING (source_id) JOIN ingest_runs AS r USING (run_id)
                """,
            "ingest_files": """
                SELECT r.command, r.started_at, r.finished_at, p.path, f.start_offset, f.end_offset, f.lines, f.stored,
                       f.duplicates, f.rejected, f.blank, f.bytes, f.error
                FROM ingest_files AS f JOIN ingest_runs AS r USING (run_id) JOIN sources AS p USING (source_id) WHERE r.command <> 'copy'
                """,
            "transition_rollup": "SELECT * FROM transition_rollup WHERE ok <> 0 OR failed <> 0 OR cancelled <> 0 OR ignored <> 0",
            "failure_rollup": "SELECT * FROM failure_rollup WHERE failures <> 0",
            "restore_rollup": "SELECT * FROM restore_rollup WHERE restores <> 0",
            "duration_sketch": "SELECT * FROM duration_sketch",
            "pruned_ranges": "SELECT pruned_at, before_ts, before_day, transitions, sessions, first_day FROM pruned_ranges",
            "device_names": "SELECT * FROM device_names",
        ]
        var result: [String: [String]] = [:]
        for (name, sql) in queries {
            result[name] = try db.rows(sql: sql).map(CopyComparison.render).sorted()
        }
        return result
    }

    /// What is wrong with a store a merge was killed in: a session or transition stored
    /// twice, an accounting row whose lines are not its stored, duplicate and rejected lines.
    static func problems(_ db: PostgresConnection) throws -> [String] {
        var problems: [String] = []
        if try db.scalar(sql: "SELECT count(*) - count(DISTINCT (session_key, seq)) FROM transitions") != .integer(0) {
            problems.append("a transition stored twice")
        }
        if try db.scalar(sql: "SELECT count(*) FROM ingest_files WHERE lines <> stored + duplicates + rejected") != .integer(0) {
            problems.append("ingest_files: lines <> stored + duplicates + rejected")
        }
        let rollup = try db.scalar(sql: "SELECT coalesce(sum(ok + failed + cancelled + ignored), 0) FROM transition_rollup WHERE day >= 20782").int64
        let raw = try db.scalar(sql: "SELECT count(*) FROM transitions WHERE ts >= 20782::bigint * 86400000").int64
        if rollup != raw { problems.append("rollups of the days kept count \(rollup ?? -1), raw rows \(raw ?? -1)") }
        return problems
    }
}
