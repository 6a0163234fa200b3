import Foundation
import FSTelGenerator
import FSTelModel
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// `fstel maintain`: day partitions ahead of ingests, ANALYZE of what changed, the bloat
/// report, and the check of the rules Citus imposes on the schema.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresMaintainNeedsServerTests {
    func withDatabase(_ body: (TestDatabase) throws -> Void) throws {
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try body(database)
    }

    @Test func maintainMakesTheComingDaysPartitionsOnceAndAnalyzesWhatChanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 120, seed: 5, files: 1)
        options.days = 2
        options.endDay = "2026-11-28"
        let files = try generateLogs(options, into: dir.file("logs")).files
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            let first = runInProcess(["maintain", "--db", database.url, "--as-of", "2026-11-26", "--days-ahead", "3", "--format", "csv"])
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stderr.contains("day partitions 2026-11-26 to 2026-11-29: 4 made, 0 already there"), "\(first.stderr)")
            let day = { (text: String) in UTCDay(text)!.daysSinceEpoch }
            #expect(try PostgresMaintenance.existingPartitionDays(db) == Set([day("2026-11-26"), day("2026-11-27"), day("2026-11-28"), day("2026-11-29")]))
            let again = runInProcess(["maintain", "--db", database.url, "--as-of", "2026-11-26", "--days-ahead", "3"])
            #expect(again.status == 0 && again.stderr.contains("0 made, 4 already there"), "\(again.stderr)")

            // Autovacuum would analyze a changed partition of its own accord (on a loaded
            // machine, before the loop below runs maintain), leaving maintain nothing to do.
            try db.execute(sql: """
                DO $$ DECLARE t regclass; BEGIN
                    FOR t IN SELECT c.oid FROM pg_catalog.pg_class AS c
                             WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' LOOP
                        EXECUTE format('ALTER TABLE %s SET (autovacuum_enabled = off)', t);
                    END LOOP;
                END $$
                """)
            #expect(runInProcess(["ingest", "--quiet", "--db", database.url] + files).status == 0)
            // The ingest needed no partition of its own.
            #expect(try PostgresMaintenance.existingPartitionDays(db).count == 4)
            // Statistics reach the collector when the ingest's session ends, after the process
            // exits: wait for the day's, or maintain's ANALYZE of the parent (which never
            // had statistics) would analyze the partition first and forget its changes.
            // On a Citus coordinator the rows and their statistics are the shards'.
            for _ in 0..<300 {
                let pending = TestPostgres.isCitus
                    ? try PostgresMaintenance.shardStatistics(db)["transitions_20261127"]?.modifiedSinceAnalyze ?? 0
                    : try db.scalar(sql: """
                        SELECT coalesce(sum(n_mod_since_analyze), 0) FROM pg_catalog.pg_stat_user_tables
                        WHERE relname = 'transitions_20261127'
                        """).int64 ?? 0
                if pending > 0 { break }
                usleep(100_000)
            }
            // Statistics reach the collector when the ingest's session ends; run until they did.
            var everAnalyzed: Set<String> = []
            var byTable: [String: [String: Any]] = [:]
            for _ in 0..<50 {
                let run = runInProcess(["maintain", "--db", database.url, "--as-of", "2026-11-26", "--days-ahead", "0", "--format", "json"])
                #expect(run.status == 0, "\(run.stderr)")
                let rows = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
                byTable = Dictionary(rows.compactMap { row in (row["table"] as? String).map { ($0, row) } }, uniquingKeysWith: { a, _ in a })
                everAnalyzed.formUnion(rows.filter { ($0["analyzed"] as? Int) == 1 }.compactMap { $0["table"] as? String })
                if everAnalyzed.isSuperset(of: ["sessions", "transitions", "transitions_20261127"]) { break }
                usleep(100_000)
            }
            #expect(everAnalyzed.isSuperset(of: ["sessions", "transitions", "transitions_20261127"]), "\(everAnalyzed)")
            #expect(byTable["sessions"]?["live_rows"] as? Int == 120, "\(byTable["sessions"] ?? [:])")
            #expect((byTable["transitions_20261127"]?["bytes"] as? Int ?? 0) > 0)
            if TestPostgres.isCitus {
                // The coordinator's tables of those names are empty; their shards were analyzed.
                let shards = try PostgresMaintenance.shardStatistics(db)
                #expect((shards["transitions"]?.statisticsColumns ?? 0) > 0, "\(shards)")
                #expect(shards["sessions"]?.neverAnalyzed == false, "\(shards)")
                #expect(shards["sessions"]?.liveRows == 120)
                #expect(try db.scalar(sql: "SELECT n_live_tup FROM pg_stat_user_tables WHERE relid = 'sessions'::regclass") == .integer(0))
            } else {
                #expect(try db.scalar(sql: "SELECT count(*) > 0 FROM pg_stats WHERE tablename = 'transitions'") == .integer(1))
                #expect(try db.scalar(sql: "SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relname = 'sessions'") == .integer(1))
            }
            // Nothing changed since: nothing analyzed again.
            let quiet = runInProcess(["maintain", "--db", database.url, "--as-of", "2026-11-26", "--days-ahead", "0"])
            #expect(quiet.stderr.contains("0 tables analyzed"), "\(quiet.stderr)")
            // Dead rows are reported as bloat.
            try db.execute(sql: "UPDATE sessions SET device_model = device_model")
            try db.execute(sql: "SELECT pg_stat_force_next_flush()")
            var dead = 0
            // A worker's statistics reach its collector when its session idles (up to 10 s).
            for _ in 0..<(TestPostgres.isCitus ? 300 : 50) {
                let run = runInProcess(["maintain", "--db", database.url, "--no-analyze", "--days-ahead", "0", "--as-of", "2026-11-26", "--format", "json"])
                let rows = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
                dead = rows.first { $0["table"] as? String == "sessions" }?["dead_rows"] as? Int ?? 0
                if dead >= 120 { break }
                usleep(100_000)
            }
            #expect(dead == 120)
        }
        let sqlite = runInProcess(["maintain", "--db", dir.file("s.sqlite")])
        #expect(sqlite.status == 64 && sqlite.stderr.contains("PostgreSQL store"))
    }

    @Test func theStoresSchemaKeepsEveryCitusRuleAndThePreviousOneBrokeTwo() throws {
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let connection = try PostgresConnection(url: database.url)
            #expect(try CitusLayout.store.violations(in: connection) == [])
            let printed = runInProcess(["maintain", "--check-citus", "--db", database.url, "--format", "csv"])
            #expect(printed.status == 0)
            #expect(printed.stdout == "rule,table,object,problem\r\n" || printed.stdout == "rule,table,object,problem\n", "\(printed.stdout)")
            #expect(printed.stderr.contains("keeps every rule"), "\(printed.stderr)")
            // The same check on the schema before: the unique session id without the
            // distribution column, and the five triggers.
            let old = try TestPostgres.makeEmptyDatabase()
            defer { old.drop() }
            let before = try PostgresConnection(url: old.url)
            _ = try PostgresMigrator(migrations: Migration.embeddedPostgreSQL.filter { $0.version <= 10 }).migrate(before)
            let layout = CitusLayout(distributed: ["sessions": "session_key", "transitions": "session_key", "transition_keys": "session_key"],
                                     reference: ["sources", "ingest_runs", "ingest_files", "device_names"])
            #expect(try layout.violations(in: before).map { "\($0.rule.rawValue) \($0.table).\($0.object)" } == [
                "unique-key-holds-distribution-column sessions.sessions_session_id_key",
                "no-trigger-on-distributed-table sessions.sessions_after_facts_update",
                "no-trigger-on-distributed-table sessions.summaries_after_session_update",
                "no-trigger-on-distributed-table transitions.summaries_after_delete",
                "no-trigger-on-distributed-table transitions.transitions_after_delete",
                "no-trigger-on-distributed-table transitions.transitions_after_insert",
            ])
            // Under the store's layout, each distributed table's keys hold session_hash.
            let keys = try connection.rows(sql: """
                SELECT conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint
                WHERE conrelid IN ('sessions'::regclass, 'transitions'::regclass) AND contype IN ('p', 'u') ORDER BY 1, 2
                """).map { "\($0[0].string ?? ""): \($0[1].string ?? "")" }
            #expect(keys == [
                "sessions: PRIMARY KEY (session_key, session_hash)",
                "sessions: UNIQUE (session_id, session_hash)",
                "transitions: PRIMARY KEY (session_key, seq, session_day, session_hash)",
            ])
            // The check changes nothing: no partition made.
            #expect(try PostgresMaintenance.existingPartitionDays(try PostgresConnection(url: database.url)).isEmpty)
        }
    }

    @Test func theCitusCheckFindsEveryRuleBrokenInAPlantedSchemaAndNoneInACleanOne() throws {
        try withDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: """
                CREATE TABLE ref (id bigint PRIMARY KEY);
                CREATE TABLE loc (id bigint PRIMARY KEY);
                CREATE TABLE a (k bigint PRIMARY KEY, ref_id bigint REFERENCES ref (id));
                CREATE TABLE b (k bigint NOT NULL REFERENCES a (k), y bigint NOT NULL, PRIMARY KEY (k, y));
                CREATE TABLE c (k bigint NOT NULL, v text, UNIQUE (k, v));
                CREATE TABLE local_notes (id bigint PRIMARY KEY, ref_id bigint REFERENCES ref (id), a_k bigint REFERENCES a (k))
                """)
            let layout = CitusLayout(distributed: ["a": "k", "b": "k", "c": "k"], reference: ["ref"])
            #expect(try layout.violations(in: db) == [])
            try db.execute(sql: """
                CREATE UNIQUE INDEX a_ref_once ON a (ref_id);
                CREATE FUNCTION noop() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
                CREATE TRIGGER b_noop AFTER INSERT ON b FOR EACH STATEMENT EXECUTE FUNCTION noop();
                ALTER TABLE b ADD CONSTRAINT b_to_local FOREIGN KEY (y) REFERENCES loc (id);
                ALTER TABLE b ADD CONSTRAINT b_y_to_a FOREIGN KEY (y) REFERENCES a (k);
                ALTER TABLE ref ADD COLUMN a_k bigint CONSTRAINT ref_to_a REFERENCES a (k);
                ALTER TABLE c DROP CONSTRAINT c_k_v_key, ALTER COLUMN k DROP NOT NULL, ALTER COLUMN k TYPE integer
                """)
            let found = try layout.violations(in: db).map(\.description)
            #expect(found == [
                "unique-key-holds-distribution-column: a.a_ref_once: unique on (ref_id) without k",
                "no-trigger-on-distributed-table: b.b_noop: a trigger on a distributed table",
                "foreign-key-from-distributed-table: b.b_to_local: references loc, a coordinator-local table",
                "foreign-key-from-distributed-table: b.b_y_to_a: references distributed a without pairing k with k",
                "foreign-key-from-reference-table: ref.ref_to_a: references distributed a",
                "distribution-column: a.k: type bigint where the co-located tables use bigint, integer",
                "distribution-column: b.k: type bigint where the co-located tables use bigint, integer",
                "distribution-column: c.k: may be NULL",
                "distribution-column: c.k: type integer where the co-located tables use bigint, integer",
            ], "\(found)")
        }
    }

    /// On a server without Citus (or a database without the extension: on a cluster, one
    /// made on the coordinator alone) `--distribute` refuses with exit 69, says what to do,
    /// and changes nothing.
    @Test func distributeRefusesADatabaseWithoutCitusAndChangesNothing() throws {
        let database = try TestPostgres.makeEmptyDatabase(withCitus: false)
        defer { database.drop() }
        do {
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            let tables = "SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class WHERE relnamespace = 'public'::regnamespace"
            let before = try db.scalar(sql: tables)
            let result = runInProcess(["maintain", "--distribute", "--shard-count", "4", "--db", database.url])
            #expect(result.status == 69, "\(result.stderr)")
            #expect(result.stderr.contains("citus"), "\(result.stderr)")
            // On a cluster the server has Citus: the message says to create the extension here.
            if TestPostgres.isCitus { #expect(result.stderr.contains("CREATE EXTENSION citus"), "\(result.stderr)") }
            #expect(result.stderr.contains("docs/scale-out.md"))
            #expect(result.stdout.isEmpty)
            #expect(try db.scalar(sql: tables) == before)
            #expect(try db.scalar(sql: "SELECT count(*) FROM pg_extension WHERE extname = 'citus'").int64 == 0)
        }
    }

    @Test func shardCountWithoutDistributeIsAUsageError() throws {
        let result = runInProcess(["maintain", "--shard-count", "4", "--db", "postgresql://nobody@/none"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--shard-count needs --distribute"), "\(result.stderr)")
    }
}
