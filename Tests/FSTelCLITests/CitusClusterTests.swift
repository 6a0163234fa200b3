import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// What only a Citus cluster has (docs/scale-out.md): rows spread over the workers, a
/// session's rows on one worker, a worker added and shards moved under the reports, a worker
/// that is down during an ingest, and a migration applied to a distributed store. Runs with
/// `FSTEL_TEST_CITUS_URL` and `FSTEL_TEST_CITUS_DIR` (`scripts/citus-cluster.sh start DIR`).
@Suite(.enabled(if: TestCitus.isAvailable, Comment(rawValue: TestCitus.unavailableReason)))
struct CitusClusterNeedsServerTests {
    /// The JSON of every report that reads the rollups or the raw rows, and of rejects and
    /// nightly, in one string per command.
    static let reportCommands: [[String]] = [
        ["report", "failure-rates", "--by", "strategy,os_major"],
        ["report", "failure-rates", "--by", "day,strategy,app_version"],
        ["report", "failures", "--by", "strategy"],
        ["report", "restore", "--by", "method"],
        ["report", "durations", "--by", "strategy"],
        ["report", "durations", "--by", "device_model"],
        ["report", "best-strategy", "--matrix"],
        ["rejects", "--summary"],
        ["nightly", "--date", "2026-11-28", "--min-attempts", "5"],
    ]

    func reports(_ db: String) throws -> [String] {
        try Self.reportCommands.map { command in
            let result = try runExecutable(command + ["--format", "json", "--db", db])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            return result.stdout
        }
    }

    func logs(_ dir: TemporaryDirectory, sessions: Int, seed: UInt64 = 11, files: Int = 3) throws -> [String] {
        var options = GeneratorOptions(sessions: sessions, seed: seed, files: files)
        options.days = 3
        options.badRate = 0.02
        options.dupRate = 0.03
        return try generateLogs(options, into: dir.file("logs-\(seed)")).files
    }

    /// Rows per worker port of a distributed table, counted on each shard.
    func rowsPerWorker(_ db: PostgresConnection, _ table: String) throws -> [Int64: Int64] {
        var counts: [Int64: Int64] = [:]
        for row in try db.rows(sql: """
            SELECT s.nodeport, r.result::bigint
            FROM run_command_on_shards($1, 'SELECT count(*) FROM %s') AS r JOIN citus_shards AS s USING (shardid)
            """, arguments: [table]) {
            counts[row[0].int64 ?? 0, default: 0] += row[1].int64 ?? 0
        }
        return counts
    }

    @Test func anIngestSpreadsTheRowsOverEveryWorkerAndReportsAsOnSQLite() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 300)
        let database = try TestPostgres.makeDatabase(referenceJoins: false)
        defer { database.drop() }
        let sqlite = dir.file("reference.sqlite")
        let a = try runExecutable(["ingest", "--format", "json", "--db", sqlite] + files)
        let b = try runExecutable(["ingest", "--format", "json", "--db", database.url] + files)
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\n\(b.stderr)")
        let db = try PostgresConnection(url: database.url)
        let workers = try CitusDistribution.workers(db)
        #expect(workers.count >= 2)
        for table in ["sessions", "transitions"] {
            let perWorker = try rowsPerWorker(db, table)
            let total = try db.scalar(sql: "SELECT count(*) FROM \(table)").int64 ?? 0
            #expect(total > 0)
            #expect(perWorker.values.reduce(0, +) == total, "\(table): \(perWorker) vs \(total)")
            #expect(perWorker.count == workers.count && perWorker.values.allSatisfy { $0 > 0 }, "\(table): \(perWorker)")
        }
        // Nothing of the grown tables stays on the coordinator.
        let local = try db.scalar(sql: """
            SELECT count(*) FROM citus_shards WHERE table_name IN ('sessions'::regclass, 'transitions'::regclass)
                AND nodeport = (SELECT nodeport FROM pg_dist_node WHERE groupid = 0)
            """).int64
        #expect(local == 0)
        #expect(try postgresStoreDifferences(database.url, reference: sqlite) == [])
        #expect(try reports(database.url) == reports(sqlite))
    }

    @Test func everyTransitionLiesOnTheWorkerOfItsSession() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 200, seed: 12)
        let database = try TestPostgres.makeDatabase(referenceJoins: false)
        defer { database.drop() }
        // Days with a partition and a day without (rows in transitions_default).
        #expect(try runExecutable(["maintain", "--as-of", "2026-11-27", "--days-ahead", "0", "--db", database.url]).status == 0)
        let result = try runExecutable(["ingest", "--db", database.url] + files)
        #expect(result.status == 0, "\(result.stderr)")
        let db = try PostgresConnection(url: database.url)
        // One co-location group for sessions, transitions and each of its day partitions.
        let groups = try db.rows(sql: """
            SELECT count(DISTINCT colocationid), count(*) FROM pg_dist_partition
            WHERE logicalrelid = 'sessions'::regclass OR logicalrelid = 'transitions'::regclass
               OR logicalrelid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'transitions'::regclass)
            """)[0]
        #expect(groups[0].int64 == 1 && (groups[1].int64 ?? 0) >= 4, "\(groups)")
        // On each worker, every transition shard's rows find their session in that worker's
        // own session shards.
        let shards = try db.rows(sql: """
            SELECT nodeport, table_name::text, shard_name FROM citus_shards
            WHERE table_name = 'sessions'::regclass OR table_name IN (
                SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'transitions'::regclass)
            """)
        var checked: Int64 = 0
        for port in Set(shards.compactMap { $0[0].int64 }) {
            let here = shards.filter { $0[0].int64 == port }
            let sessionShards = here.filter { $0[1].string == "sessions" }.compactMap { $0[2].string }
            let transitionShards = here.filter { $0[1].string != "sessions" }.compactMap { $0[2].string }
            let worker = try PostgresConnection(url: TestPostgres.replacingDatabase(
                in: TestPostgres.replacingHost(in: database.url, host: "127.0.0.1", port: Int(port)), with: database.name))
            let sessions = sessionShards.map { "SELECT session_key, session_hash FROM \($0)" }.joined(separator: " UNION ALL ")
            for shard in transitionShards {
                let row = try worker.rows(sql: """
                    SELECT count(*), count(*) FILTER (WHERE NOT EXISTS (
                        SELECT 1 FROM (\(sessions)) AS s WHERE s.session_key = t.session_key AND s.session_hash = t.session_hash))
                    FROM \(shard) AS t
                    """)[0]
                checked += row[0].int64 ?? 0
                #expect(row[1].int64 == 0, "\(shard) on \(port): \(row[1]) transitions without their session")
            }
        }
        #expect(checked == (try db.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? -1))
    }

    @Test(.timeLimit(.minutes(5)))
    func aThirdWorkerAndARebalanceLeaveEveryReportAsItWas() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 300, seed: 13)
        let database = try TestPostgres.makeDatabase(referenceJoins: false)
        defer { database.drop() }
        let sqlite = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--db", sqlite] + files).status == 0)
        #expect(try runExecutable(["ingest", "--db", database.url] + files).status == 0)
        let before = try reports(database.url)
        #expect(before == (try reports(sqlite)))
        let node = try TestCitus.addWorker()
        defer { TestCitus.remove(node) }
        try TestCitus.register(node, in: database)
        let db = try PostgresConnection(url: database.url)
        _ = try db.rows(sql: "SELECT citus_rebalance_start(shard_transfer_mode => 'block_writes')")
        _ = try db.rows(sql: "SELECT citus_rebalance_wait()")
        let moved = try rowsPerWorker(db, "sessions")
        #expect((moved[Int64(node.port)] ?? 0) > 0, "\(moved)")
        #expect(try reports(database.url) == before)
        #expect(try postgresStoreDifferences(database.url, reference: sqlite) == [])
        // The store goes on taking rows on three workers.
        let more = try logs(dir, sessions: 100, seed: 14, files: 1)
        #expect(try runExecutable(["ingest", "--db", sqlite] + more).status == 0)
        #expect(try runExecutable(["ingest", "--db", database.url] + more).status == 0)
        #expect(try reports(database.url) == reports(sqlite))
    }

    @Test(.timeLimit(.minutes(5)))
    func aStoppedWorkerFailsTheIngestNamingItAndTheRerunResumesExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let first = try logs(dir, sessions: 150, seed: 15, files: 1)
        let second = try logs(dir, sessions: 150, seed: 16, files: 2)
        let node = try TestCitus.addWorker()
        defer { TestCitus.remove(node) }
        let database = try TestPostgres.makeEmptyDatabase(referenceJoins: false)
        defer { database.drop() }
        try TestCitus.register(node, in: database)
        let store = try PostgresStore(url: database.url, access: .write)
        _ = try CitusDistribution.distribute(store.connection, shardCount: TestPostgres.testShardCount)
        let sqlite = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--db", sqlite] + first + second).status == 0)
        #expect(try runExecutable(["ingest", "--db", database.url] + first).status == 0)
        let rollups = "SELECT coalesce(sum(ok + failed + cancelled + ignored), 0) FROM transition_rollup"
        let counted = try store.connection.scalar(sql: rollups).int64
        let files = try store.connection.scalar(sql: "SELECT count(*), coalesce(sum(stored), 0) FROM ingest_files").int64
        try TestCitus.stop(node)
        let failed = try runExecutable(["ingest", "--db", database.url] + second)
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("127.0.0.1:\(node.port)"), "\(failed.stderr)")
        // Nothing of the failed batch was kept: the coordinator's counts and checkpoints are
        // as before.
        let after = try PostgresConnection(url: database.url)
        #expect(try after.scalar(sql: rollups).int64 == counted)
        #expect(try after.scalar(sql: "SELECT count(*), coalesce(sum(stored), 0) FROM ingest_files").int64 == files)
        try TestCitus.start(node)
        let rerun = try runExecutable(["ingest", "--db", database.url] + second)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(try postgresStoreDifferences(database.url, reference: sqlite) == [])
        #expect(try postgresStoreInconsistencies(database.url) == [])
        #expect(try reports(database.url) == reports(sqlite))
    }

    @Test func theNextMigrationAppliesToADistributedStore() throws {
        let database = try TestPostgres.makeEmptyDatabase(referenceJoins: false)
        defer { database.drop() }
        let all = Migration.embeddedPostgreSQL
        let connection = try PostgresConnection(url: database.url)
        _ = try PostgresMigrator(migrations: Array(all.dropLast())).migrate(connection)
        _ = try CitusDistribution.distribute(connection, shardCount: TestPostgres.testShardCount)
        #expect(try CitusDistribution.isDistributed(connection))
        let store = try PostgresStore(url: database.url, access: .write)
        #expect(store.appliedMigrations == [all.last!.version])
        #expect(try store.schemaVersion() == all.last!.version)
        #expect(store.isDistributed)
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 60, seed: 17, files: 1)
        let sqlite = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--db", sqlite] + files).status == 0)
        #expect(try runExecutable(["ingest", "--db", database.url] + files).status == 0)
        #expect(try reports(database.url) == reports(sqlite))
    }

    @Test func distributeSaysWhatItDidAndASecondRunChangesNothing() throws {
        let database = try TestPostgres.makeEmptyDatabase(referenceJoins: false)
        defer { database.drop() }
        #expect(try runExecutable(["migrate", "--db", database.url]).status == 0)
        let first = try runExecutable(["maintain", "--distribute", "--shard-count", "6", "--db", database.url])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("distributed by session_hash, co-located with sessions"), "\(first.stdout)")
        #expect(first.stdout.contains("reference table (a copy on every node)"))
        #expect(first.stderr.contains("6 shards per distributed table; distributed"), "\(first.stderr)")
        let second = try runExecutable(["maintain", "--distribute", "--db", database.url])
        #expect(second.status == 0)
        #expect(second.stdout.components(separatedBy: "already").count - 1 == 4, "\(second.stdout)")
        #expect(second.stderr.contains("nothing changed"))
        let other = try runExecutable(["maintain", "--distribute", "--shard-count", "8", "--db", database.url])
        #expect(other.status == 78)
        #expect(other.stderr.contains("6 shards, not 8"), "\(other.stderr)")
        let db = try PostgresConnection(url: database.url)
        #expect(try db.scalar(sql: "SELECT count(*) FROM pg_dist_shard WHERE logicalrelid = 'transitions'::regclass").int64 == 6)
    }

    @Test func anIngestRunsNoDDLOutsideItsOwnTemporaryTables() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 120, seed: 18, files: 2)
        let database = try TestPostgres.makeDatabase(referenceJoins: false)
        defer { database.drop() }
        let db = try PostgresConnection(url: database.url)
        try db.execute(sql: """
            CREATE TABLE ddl_seen (tag text, object text);
            CREATE FUNCTION note_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO ddl_seen SELECT command_tag, object_identity FROM pg_event_trigger_ddl_commands()
                WHERE schema_name IS NULL OR schema_name NOT LIKE 'pg_temp%';
            END $$;
            CREATE EVENT TRIGGER note_ddl ON ddl_command_end EXECUTE FUNCTION note_ddl();
            """)
        defer { try? db.execute(sql: "DROP EVENT TRIGGER note_ddl") }
        let result = try runExecutable(["ingest", "--db", database.url] + files)
        #expect(result.status == 0, "\(result.stderr)")
        let seen = try db.rows(sql: "SELECT tag, object FROM ddl_seen")
        #expect(seen.isEmpty, "\(seen)")
    }
}
