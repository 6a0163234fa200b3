import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// `fstel copy --merge` of a pruned SQLite store into a PostgreSQL store holding rollup rows
/// of the same keys: the pruned days' counts are added to those rows.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct CopyMergePrunedCountsNeedsServerTests {
    /// The first day `prune --keep-days 4 --as-of 2026-11-28` keeps (2026-11-25).
    static let firstKeptDay: Int64 = 20782

    /// Hand-written sessions of `prefix` with the same rollup keys whatever the prefix: on
    /// the pruned day 2026-11-22 a session whose `session_start` never comes (started 0, no
    /// OS: NULL `os_major` and `os_minor`) and one on "17" (NULL `os_minor`); on the kept day
    /// 2026-11-26 one more on "17", with two durations in one sketch bucket and a restore.
    static func handLines(_ prefix: String) -> [String] {
        let pruned: Int64 = 1_795_341_600_000, kept: Int64 = 1_795_687_200_000
        let start = { (id: String, ts: Int64) in
            #"{"type":"session_start","ts":\#(ts),"session_id":"\#(id)","device":{"model":"iPhone15,2","os":"iOS","os_version":"17"},"app":{"version":"9.9","build":"1"}}"#
        }
        let transition = { (id: String, ts: Int64, seq: Int, rest: String) in
            #"{"type":"transition","ts":\#(ts + Int64(seq) * 1000),"session_id":"\#(id)","seq":\#(seq),"strategy":"window_transform",\#(rest)}"#
        }
        let exitFailed = #""direction":"exit","outcome":"failed","failure":"half_black_screen","duration_ms":0,"restore":{"method":"index_path","container":"table_view","section":0,"item":12,"restored_section":0,"restored_item":13,"cell_reused":true}"#
        return [
            transition("\(prefix)-nostart", pruned, 0, #""direction":"enter","outcome":"ok","duration_ms":120"#),
            transition("\(prefix)-nostart", pruned, 1, exitFailed),
            start("\(prefix)-17", pruned - 1000),
            transition("\(prefix)-17", pruned, 0, #""direction":"enter","outcome":"ok","duration_ms":250"#),
            transition("\(prefix)-17", pruned, 1, exitFailed),
            start("\(prefix)-kept", kept - 1000),
            transition("\(prefix)-kept", kept, 0, #""direction":"enter","outcome":"ok","duration_ms":500"#),
            transition("\(prefix)-kept", kept, 1, #""direction":"enter","outcome":"ok","duration_ms":500"#),
            transition("\(prefix)-kept", kept, 2, exitFailed),
        ]
    }

    /// Generated logs of `seed` over 2026-11-21..28, and the hand-written lines of `prefix`.
    static func logs(in dir: TemporaryDirectory, seed: UInt64, prefix: String) throws -> [String] {
        var options = GeneratorOptions(sessions: 120, seed: seed, files: 2)
        options.days = 8
        options.endDay = "2026-11-28"
        options.badRate = 0.03
        options.dupRate = 0.03
        options.appVersions = 1
        let hand = dir.file("\(prefix).ndjson")
        try handLines(prefix).joined(separator: "\n").appending("\n").write(toFile: hand, atomically: true, encoding: .utf8)
        return try generateLogs(options, into: dir.file("logs-\(seed)")).files + [hand]
    }

    /// Hand edits of the rollups, made alike to the pruned store and to the store of both:
    /// the kept day's key of "17" counts fewer than its raw rows hold (the merge's counts of
    /// it come out negative); the pruned day's key of sessions without `session_start`
    /// (NULL `os_major` and `os_minor`, its raw rows kept by prune) counts more than its raw
    /// rows; and a key of a day no log has, of no session, counts what no raw row holds.
    static func editRollups(_ path: String) throws {
        let db = try Store(path: path, access: .write).database
        let kept = "day = \(firstKeptDay + 1) AND strategy = 'window_transform' AND started = 1 AND os_version = '17' AND app_version = '9.9'"
        let unstarted = "day = \(firstKeptDay - 3) AND strategy = 'window_transform' AND started = 0 AND os_version = ''"
        let sketchChange = "INSERT INTO duration_sketch_changes (day, strategy, direction, started, os_version, app_version, os_major, os_minor, duration_ms, weight) VALUES"
        try db.execute(sql: """
            UPDATE transition_rollup SET ok = ok - 1 WHERE \(kept) AND direction = 'enter';
            UPDATE failure_rollup SET failures = failures - 1 WHERE \(kept) AND failure = 'half_black_screen';
            UPDATE restore_rollup SET restores = restores - 1, mismatches = mismatches - 1, cell_reused = cell_reused - 1
            WHERE \(kept) AND method = 'index_path' AND container = 'table_view';
            \(sketchChange) (\(firstKeptDay + 1), 'window_transform', 'enter', 1, '17', '9.9', 17, NULL, 500, -1);
            UPDATE transition_rollup SET ok = ok + 1, durations = durations + 1 WHERE \(unstarted) AND direction = 'enter';
            UPDATE failure_rollup SET failures = failures + 2 WHERE \(unstarted) AND failure = 'half_black_screen';
            UPDATE restore_rollup SET restores = restores + 1, cell_reused = cell_reused + 1
            WHERE \(unstarted) AND method = 'index_path' AND container = 'table_view';
            \(sketchChange) (\(firstKeptDay - 3), 'window_transform', 'enter', 0, '', '', NULL, NULL, 121, 1);
            INSERT INTO transition_rollup (day, strategy, direction, started, os_name, os_version, device_model, app_version,
                os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
            VALUES (\(firstKeptDay - 6), 'window_transform', 'exit', 0, '', '', '', '', NULL, NULL, 2, 1, 0, 0, 3, 1, 3);
            INSERT INTO failure_rollup (day, strategy, direction, started, os_version, app_version, failure, os_major, os_minor, failures)
            VALUES (\(firstKeptDay - 6), 'window_transform', 'exit', 0, '', '', 'half_black_screen', NULL, NULL, 1);
            INSERT INTO restore_rollup (day, strategy, started, os_version, app_version, method, container, os_major, os_minor,
                restores, mismatches, cell_reused)
            VALUES (\(firstKeptDay - 6), 'window_transform', 0, '', '', 'index_path', 'table_view', NULL, NULL, 3, 1, 2);
            \(sketchChange) (\(firstKeptDay - 6), 'window_transform', 'exit', 0, '', '', NULL, NULL, 42, 2),
                (\(firstKeptDay - 6), 'window_transform', 'exit', 0, '', '', NULL, NULL, 0, 1)
            """)
    }

    /// The rollup keys (of the rows on the pruned days) of a table's rows.
    static func prunedDayKeys(_ rows: [[DatabaseValue]]) -> Set<String> {
        Set(rows.filter { ($0[0].int64 ?? .max) < firstKeptDay }.map { $0.prefix(8).map { "\($0)" }.joined(separator: "|") })
    }

    static let keyQuery = "SELECT day, strategy, direction, started, os_name, os_version, device_model, app_version, os_major, os_minor FROM transition_rollup"

    @Test func prunedDaysCountsAddedToRowsOfTheSameKeysGiveTheRollupsOfOneStoreOfBoth() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let ours = try Self.logs(in: dir, seed: 11, prefix: "a"), theirs = try Self.logs(in: dir, seed: 12, prefix: "t")
        let a = CopyMergeNeedsServerTests.store(dir.file("a.sqlite"), ours, prune: true)
        let union = CopyMergeNeedsServerTests.store(dir.file("union.sqlite"), ours + theirs)
        for store in [a, union] { try Self.editRollups(store) }
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
        let ingest = runInProcess(["ingest", "--db", database.url, "--quiet"] + theirs, environment: ["FSTEL_SOURCE_HOST": "collector-2"])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let postgres = try PostgresConnection(url: database.url)

        // The pruned days' keys of the SQLite store are mostly rows the target holds,
        // among them the hand-written ones with NULL os_major or os_minor.
        let sqlite = try Store(path: a, access: .read).database
        let prunedKeys = Self.prunedDayKeys(try sqlite.rows(sql: Self.keyQuery))
        let shared = prunedKeys.intersection(Self.prunedDayKeys(try postgres.rows(sql: Self.keyQuery)))
        #expect(shared.count >= 10, "\(shared.count) of \(prunedKeys.count) keys shared")
        let hand = "\(Self.keyQuery) WHERE day = \(Self.firstKeptDay - 3) AND strategy = 'window_transform'"
        let noOS = try sqlite.rows(sql: "\(hand) AND started = 0 AND os_major IS NULL AND os_minor IS NULL")
        let noMinor = try sqlite.rows(sql: "\(hand) AND os_version = '17' AND os_major = 17 AND os_minor IS NULL")
        #expect(noOS.count == 2 && noMinor.count == 2)
        for key in noOS + noMinor {
            #expect(shared.contains(key.prefix(8).map { "\($0)" }.joined(separator: "|")), "\(key)")
        }
        // Prune kept only the raw rows of sessions without session_start on the pruned days.
        #expect(try sqlite.scalar(sql: """
            SELECT count(*) FROM transitions AS t JOIN sessions AS s USING (session_key)
            WHERE t.ts < \(Self.firstKeptDay) * 86400000 AND s.started_at IS NOT NULL
            """) == .integer(0))
        let merged = CopyMergeNeedsServerTests.merge(a, into: database.url)
        try CopyMergeNeedsServerTests.expectWhole(merged)
        let expected = try RollupComparison.sqliteTables(try Store(path: union, access: .read).database)
        let got = try RollupComparison.postgresTables(postgres)
        for table in expected.keys.sorted() {
            let missing = Set(expected[table] ?? []).subtracting(got[table] ?? [])
            let extra = Set(got[table] ?? []).subtracting(expected[table] ?? [])
            #expect(missing.isEmpty && extra.isEmpty, "\(table): missing \(missing.sorted()), extra \(extra.sorted())")
        }
        #expect(got.keys.sorted() == expected.keys.sorted())
        // The edited counts arrived: the kept day's key one less than its rows hold, the
        // key of no session as it was written.
        #expect(try postgres.scalar(sql: """
            SELECT sum(ok) FROM transition_rollup WHERE day = \(Self.firstKeptDay + 1) AND os_version = '17' AND direction = 'enter'
            """) == .integer(3))
        #expect(try postgres.scalar(sql: """
            SELECT sum(durations) FROM duration_sketch WHERE day = \(Self.firstKeptDay + 1) AND os_version = '17' AND direction = 'enter'
            """) == .integer(3))
        #expect(try postgres.rows(sql: """
            SELECT os_major, os_minor, ok, failed, restores, mismatches, durations FROM transition_rollup WHERE day = \(Self.firstKeptDay - 6)
            """) == [[.null, .null, .integer(2), .integer(1), .integer(3), .integer(1), .integer(3)]])
    }
}
