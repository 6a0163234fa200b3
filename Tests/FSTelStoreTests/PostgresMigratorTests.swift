import Foundation
import Synchronization
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// Migrations on a real PostgreSQL server: the rules of the SQLite migrator, and the
/// schema they make.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresMigratorNeedsServerTests {
    @Test func freshDatabaseGetsEveryMigrationRecordedWithItsChecksum() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            let applied = try PostgresMigrator().migrate(db)
            #expect(applied == Migration.embeddedPostgreSQL.map(\.version))
            let rows = try db.rows(sql: "SELECT version, name, checksum FROM schema_migrations ORDER BY version")
            #expect(rows.map { $0[0].int64 } == Migration.embeddedPostgreSQL.map { Int64($0.version) })
            #expect(rows.map { $0[1].string } == Migration.embeddedPostgreSQL.map(\.name))
            #expect(rows.map { $0[2].string } == Migration.embeddedPostgreSQL.map(\.checksum))
            let tables = try db.rows(sql: """
                SELECT relname::text FROM pg_class WHERE relnamespace = current_schema()::regnamespace
                AND relkind IN ('r', 'p', 'v') AND (NOT relispartition OR relname = 'transitions_default') ORDER BY 1
                """).compactMap { $0[0].string }
            #expect(!tables.contains("transition_keys"), "the primary key of transitions keeps each key once")
            for name in ["sessions", "transitions", "transitions_default", "sources", "ingest_runs", "ingest_files", "rejected_lines",
                         "device_names", "transition_rollup", "failure_rollup", "daily_durations", "daily_rollup_days",
                         "pruned_ranges", "restore_rollup", "duration_sketch", "transition_facts", "session_facts", "daily_rollups", "daily_rollup_failures"] {
                #expect(tables.contains(name), "\(name) missing")
            }
            #expect(try PostgresStore(url: database.url, access: .read).schemaVersion() == PostgresMigrator().latestVersion)
        }
    }

    @Test func runningAgainAppliesNothing() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try PostgresMigrator().migrate(db)
            #expect(try PostgresMigrator().migrate(db).isEmpty)
            #expect(try PostgresMigrator().pendingVersions(in: db).isEmpty)
            #expect(try PostgresStore(url: database.url, access: .write).appliedMigrations.isEmpty)
        }
    }

    @Test func aStoreFromANewerBinaryIsRefusedAndLeftAsItIs() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try PostgresMigrator().migrate(db)
            try db.execute(sql: "INSERT INTO schema_migrations VALUES (9999, '9999_future', 'abc', 0)")
            for access in [Store.Access.write, .read] {
                do {
                    _ = try PostgresStore(url: database.url, access: access)
                    Issue.record("a newer store was accepted for \(access)")
                } catch let error as StoreCompatibilityError {
                    guard case .unknownMigration(let version, _, let newest) = error else {
                        Issue.record("expected unknownMigration, got \(error)")
                        return
                    }
                    #expect(version == 9999)
                    #expect(newest == PostgresMigrator().latestVersion)
                }
            }
            #expect(try db.scalar(sql: "SELECT count(*) FROM schema_migrations") == .integer(Int64(Migration.embeddedPostgreSQL.count + 1)))
        }
    }

    @Test func anAlteredMigrationIsRefusedByChecksum() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try PostgresMigrator().migrate(db)
            try db.execute(sql: "UPDATE schema_migrations SET checksum = '0000000000000000' WHERE version = 1")
            do {
                try PostgresMigrator().migrate(db)
                Issue.record("an altered migration was accepted")
            } catch let error as StoreCompatibilityError {
                guard case .checksumMismatch(let version, _, let recorded, _) = error else {
                    Issue.record("expected checksumMismatch, got \(error)")
                    return
                }
                #expect(version == 1)
                #expect(recorded == "0000000000000000")
            }
        }
    }

    /// Relations an extension owns in the schema (Citus's `citus_tables` and
    /// `citus_schemas` views in `public`; here pg_stat_statements' views) do not make it a
    /// foreign schema: the store is made beside them. A table of anyone else's still does.
    @Test func viewsOfAnExtensionInTheSchemaDoNotKeepTheStoreOut() throws {
        let database = try TestPostgres.makeEmptyDatabase()
        defer { database.drop() }
        let db = try PostgresConnection(url: database.url)
        try db.execute(sql: "CREATE EXTENSION pg_stat_statements SCHEMA public")
        #expect(try db.scalar(sql: "SELECT count(*) FROM pg_views WHERE schemaname = 'public' AND viewname LIKE 'pg_stat_statements%'").int64 == 2)
        let store = try PostgresStore(url: database.url, access: .write)
        #expect(store.appliedMigrations == Migration.embeddedPostgreSQL.map(\.version))
        let other = try TestPostgres.makeEmptyDatabase()
        defer { other.drop() }
        let otherDB = try PostgresConnection(url: other.url)
        try otherDB.execute(sql: "CREATE EXTENSION pg_stat_statements SCHEMA public; CREATE TABLE customers (id integer)")
        #expect(throws: StoreCompatibilityError.self) { try PostgresStore(url: other.url, access: .write) }
    }

    @Test func aSchemaWithOtherTablesIsNotAStoreAndIsNotModified() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE customers (id integer)")
            do {
                _ = try PostgresStore(url: database.url, access: .write)
                Issue.record("a foreign schema was taken")
            } catch let error as StoreCompatibilityError {
                guard case .notAPostgresStore(_, let schema) = error else {
                    Issue.record("expected notAPostgresStore, got \(error)")
                    return
                }
                #expect(schema == "public")
            }
            let tables = try db.rows(sql: "SELECT relname::text FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'")
            #expect(tables == [[.text("customers")]])
        }
    }

    @Test func aStoreCanLiveInASchemaOfItsOwnNamedByTheURL() throws {
        try withEmptyPostgresDatabase { database in
            let admin = try PostgresConnection(url: database.url)
            try admin.execute(sql: "CREATE TABLE customers (id integer); CREATE SCHEMA fstel")
            let url = database.url + "&options=-csearch_path%3Dfstel"
            let store = try PostgresStore(url: url, access: .write)
            #expect(store.appliedMigrations == Migration.embeddedPostgreSQL.map(\.version))
            #expect(try admin.scalar(sql: "SELECT count(*) FROM fstel.schema_migrations") == .integer(Int64(Migration.embeddedPostgreSQL.count)))
            #expect(try admin.scalar(sql: "SELECT to_regclass('public.sessions') IS NULL") == .integer(1))
        }
    }

    @Test func readingAnEmptyDatabaseSaysThereIsNoStore() throws {
        try withEmptyPostgresDatabase { database in
            do {
                _ = try PostgresStore(url: database.url, access: .read)
                Issue.record("an empty database was read as a store")
            } catch let error as StoreCompatibilityError {
                guard case .noPostgresStore = error else {
                    Issue.record("expected noPostgresStore, got \(error)")
                    return
                }
            }
        }
    }

    @Test func twoMigrationsAtOnceApplyEachVersionOnce() throws {
        try withEmptyPostgresDatabase { database in
            let results = Mutex<[Result<[Int], any Error>]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let result = Result { try PostgresMigrator().migrate(try PostgresConnection(url: database.url)) }
                results.withLock { $0.append(result) }
            }
            let all = results.withLock { $0 }
            var applied: [Int] = []
            for result in all {
                switch result {
                case .success(let versions): applied += versions
                case .failure(let error): Issue.record("a concurrent migration failed: \(error)")
                }
            }
            #expect(applied.sorted() == Migration.embeddedPostgreSQL.map(\.version))
        }
    }

    @Test func theStableViewsHaveSQLitesColumnsInOrderWithComparableTypes() throws {
        let sqlite = try Database.inMemory()
        try Migrator().migrate(sqlite)
        try withEmptyPostgresDatabase { database in
            let store = try PostgresStore(url: database.url, access: .write)
            for view in ["transition_facts", "session_facts", "daily_rollups", "daily_rollup_failures"] {
                let sqliteColumns = try sqlite.rows(sql: "SELECT name, type FROM pragma_table_info(?)", arguments: [view])
                let postgresColumns = try store.connection.rows(sql: """
                    SELECT column_name::text, data_type::text FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position
                    """, arguments: [view])
                #expect(postgresColumns.map { $0[0] } == sqliteColumns.map { $0[0] }, "\(view)")
                // The documented interface: types too (the rollup views' SQLite columns are untyped).
                guard view == "transition_facts" || view == "session_facts" else { continue }
                for (s, p) in zip(sqliteColumns, postgresColumns) {
                    let name = s[0].string ?? ""
                    let postgresType = p[1].string ?? ""
                    #expect(Self.comparable(sqliteType: s[1].string ?? "", postgresType: postgresType, column: name),
                            "\(view).\(name): SQLite \(s[1]) vs PostgreSQL \(postgresType)")
                }
            }
        }
    }

    /// SQLite's declared type against PostgreSQL's: integers with integers, reals with
    /// double precision, text with text. A column SQLite computes has no declared type
    /// there: `viewsGiveSQLitesValuesForTheSameRows` compares its values, types included.
    static func comparable(sqliteType: String, postgresType: String, column: String) -> Bool {
        switch sqliteType.uppercased() {
        case "INTEGER": return ["bigint", "integer", "smallint"].contains(postgresType)
        case "REAL": return postgresType == "double precision"
        case "TEXT": return postgresType == "text"
        case "": return true
        default: return false
        }
    }

    @Test func viewsGiveSQLitesValuesForTheSameRows() throws {
        let sqlite = try Database.inMemory()
        try Migrator().migrate(sqlite)
        try withEmptyPostgresDatabase { database in
            let store = try PostgresStore(url: database.url, access: .write)
            let db = store.connection
            // The same rows on both backends; the views must read them the same way.
            let ts: [Int64] = [1_764_320_297_987, 1_764_288_000_000, 1_764_374_399_999, 1_000]
            try sqlite.execute(sql: "INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('a', 0, 0)")
            try db.execute(sql: "INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('a', 0, 0)")
            for (index, time) in ts.enumerated() {
                // Session 0 has no session_start; the others have every fact.
                let started: DatabaseValue = index == 0 ? .null : .integer(time - 5)
                let fact: (String) -> DatabaseValue = { index == 0 ? .null : .text($0) }
                let arguments: [any DatabaseValueConvertible] = [
                    "s\(index)", started, index == 0 ? DatabaseValue.null : .integer(time + 60_000), fact("iPhone12,1"), fact("iOS"),
                    index == 1 ? "13" : "17.4.1", index == 1 ? 13 : 17, index == 1 ? 0 : 4, fact("2.0"),
                ]
                let columns = "session_id, started_at, ended_at, device_model, os_name, os_version, os_major, os_minor, app_version"
                try sqlite.execute(sql: "INSERT INTO sessions (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", arguments: arguments)
                try db.execute(
                    sql: """
                        INSERT INTO sessions (\(columns), session_hash, session_day)
                        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, session_hash($1), \(time / 86_400_000))
                        """,
                    arguments: arguments)
                let key = try db.scalar(sql: "SELECT session_key FROM sessions WHERE session_id = $1", arguments: ["s\(index)"])
                _ = try db.scalar(sql: "SELECT transitions_partition(utc_day_number($1))", arguments: [time])
                // Transition 1 has every column of transition_facts; the others leave some NULL.
                let full = index == 1
                let row: [any DatabaseValueConvertible] = [
                    key, time, full ? "failed" : "ok", full ? DatabaseValue.text("window_flash") : .null,
                    full ? DatabaseValue.text("rotation") : .null, full ? DatabaseValue.text("background") : .null,
                    full ? DatabaseValue.integer(1) : .null, full ? DatabaseValue.text("index_path") : .null,
                    full ? DatabaseValue.text("table_view") : .null, index % 2 == 0 ? 1 : 0,
                ]
                let transitionColumns = "session_key, seq, ts, direction, strategy, outcome, failure, trigger, app_state, bounds_swapped, restore_method, restore_container, restore_mismatch, source_id, line, duration_ms"
                try sqlite.execute(sql: """
                    INSERT INTO transitions (\(transitionColumns))
                    VALUES (?, 0, ?, 'enter', 'window_transform', ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 12.5)
                    """, arguments: row)
                try db.execute(sql: """
                    INSERT INTO transitions (\(transitionColumns), session_hash, session_day)
                    SELECT $1, 0, $2, 'enter', 'window_transform', $3, $4, $5, $6, $7, $8, $9, $10, 1, 1, 12.5, session_hash, session_day
                    FROM sessions WHERE session_key = $1
                    """, arguments: row)
            }
            for query in ["SELECT * FROM transition_facts ORDER BY session_id", "SELECT * FROM session_facts ORDER BY session_id"] {
                let rows = try db.rows(sql: query)
                #expect(rows == (try sqlite.rows(sql: query)), "\(query)")
                #expect(rows.count == ts.count)
                #expect(!rows[1].contains(.null), "every column of the full row has a value: \(rows[1])")
            }
        }
    }

    @Test func eachSessionDayGetsOnePartitionAndAKeyIsStoredOnceWhateverItsTime() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            let day = 20_420
            #expect(try db.scalar(sql: "SELECT transitions_partition($1)", arguments: [day]) == .text("transitions_20251128"))
            #expect(try db.scalar(sql: "SELECT transitions_partition($1)", arguments: [day]) == .text("transitions_20251128"))
            #expect(try db.scalar(sql: "SELECT count(*) FROM pg_inherits WHERE inhparent = 'transitions'::regclass") == .integer(2))
            try db.execute(sql: """
                INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('a', 0, 0);
                INSERT INTO sessions (session_id, session_hash, session_day) VALUES ('s', session_hash('s'), \(day));
                INSERT INTO sessions (session_id, session_hash, session_day) VALUES ('t', session_hash('t'), \(day + 1))
                """)
            let insert = """
                INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, source_id, line, session_hash, session_day)
                SELECT session_key, 0, $2, 'enter', 'x', 'ok', 1, 1, session_hash, session_day FROM sessions WHERE session_id = $1
                """
            // A session's rows all go to its day's partition, whatever their time: a key
            // sent again with another time is the same key.
            #expect(try db.execute(sql: insert, arguments: ["s", Int64(day) * 86_400_000 + 5]) == 1)
            #expect(throws: PostgresError.self) { try db.execute(sql: insert, arguments: ["s", Int64(day + 3) * 86_400_000]) }
            #expect(try db.execute(sql: insert + " ON CONFLICT DO NOTHING", arguments: ["s", Int64(day + 3) * 86_400_000]) == 0)
            #expect(try db.scalar(sql: "SELECT tableoid::regclass::text FROM transitions WHERE session_key = 1") == .text("transitions_20251128"))
            // A day without its partition: the row waits in the default partition, and moves
            // into the day's partition when it is made.
            #expect(try db.execute(sql: insert, arguments: ["t", Int64(day + 1) * 86_400_000]) == 1)
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_default") == .integer(1))
            #expect(try db.scalar(sql: "SELECT transitions_partition($1)", arguments: [day + 1]) == .text("transitions_20251129"))
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_default") == .integer(0))
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_20251129") == .integer(1))
            #expect(try db.execute(sql: insert + " ON CONFLICT DO NOTHING", arguments: ["t", 0]) == 0)
            // A session's hash is its id's.
            do {
                try db.execute(sql: "INSERT INTO sessions (session_id, session_hash, session_day) VALUES ('u', 1, 0)")
                Issue.record("a session with another id's hash was stored")
            } catch let error as PostgresError {
                #expect(error.sqlState == "23514")
            }
        }
    }

    @Test func noTriggerKeepsTheRollupsAndTheWriterMovesLateSessionFactsToARecount() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            let ts: Int64 = 1_764_320_297_987
            #expect(try db.scalar(sql: """
                SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN ('sessions'::regclass, 'transitions'::regclass)
                """) == .integer(0))
            let writer = PostgresRollupWriter(connection: db)
            try writer.prepare()
            try db.execute(sql: """
                INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('a', 0, 0);
                INSERT INTO sessions (session_id, session_hash, session_day) VALUES ('s1', session_hash('s1'), utc_day_number(\(ts)));
                INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, failure, source_id, line, restore_mismatch,
                    duration_ms, session_hash, session_day)
                SELECT 1, seq, \(ts) + seq, direction, 'window_transform', outcome, failure, 1, seq + 1, mismatch, duration,
                       session_hash, session_day
                FROM sessions CROSS JOIN (VALUES (0, 'exit', 'failed', 'window_flash', 1, 10.0), (1, 'enter', 'ok', NULL, NULL, NULL),
                                                 (2, 'exit', 'cancelled', NULL, 0, 5.0)) AS v(seq, direction, outcome, failure, mismatch, duration)
                """)
            // Plain SQL counts nothing by itself.
            #expect(try db.scalar(sql: "SELECT count(*) FROM transition_rollup") == .integer(0))
            try db.inTransaction {
                try writer.addCountsOfStoredTransitions("SELECT session_key, session_day, seq FROM transitions")
            }
            try #require(try Self.rollupsEqualRecount(db))

            // The session_start arrives after its transitions: its counts move to its facts.
            try db.inTransaction {
                try db.execute(sql: """
                    UPDATE sessions SET started_at = \(ts - 10), os_name = 'iOS', os_version = '17.4.1', os_major = 17, os_minor = 4,
                        device_model = 'iPhone12,1', app_version = '2.0' WHERE session_key = 1
                    """)
                try writer.moveCountsToStartedFacts(sessions: "SELECT session_key, session_day FROM sessions WHERE session_key = 1")
            }
            #expect(try Self.rollupsEqualRecount(db))
            #expect(try db.scalar(sql: "SELECT sum(ok + failed + cancelled + ignored) FROM transition_rollup WHERE started = 0") == .integer(0))
            #expect(try db.scalar(sql: "SELECT sum(ok + failed + cancelled + ignored) FROM transition_rollup WHERE started = 1") == .integer(3))
            #expect(try db.scalar(sql: "SELECT sum(restores) FROM restore_rollup WHERE started = 1 AND os_version = '17.4.1'") == .integer(2))
            #expect(try db.scalar(sql: "SELECT count(*) FROM duration_sketch WHERE started = 1 AND os_major = 17") == .integer(2))
            #expect(try db.scalar(sql: "SELECT count(*) FROM duration_sketch WHERE started = 0") == .integer(0))

            // A plain delete (a prune removes only rows older than its cut, which stay
            // counted) changes no rollup.
            let before = try db.rows(sql: "SELECT * FROM transition_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7, 8")
            try db.execute(sql: "DELETE FROM transitions WHERE seq = 0")
            #expect(try db.rows(sql: "SELECT * FROM transition_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7, 8") == before)
        }
    }

    static let recount = """
        utc_day_number(t.ts), t.strategy, t.direction, (s.started_at IS NOT NULL)::integer, coalesce(s.os_name, ''),
        coalesce(s.os_version, ''), coalesce(s.device_model, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor,
        count(*) FILTER (WHERE t.outcome = 'ok'), count(*) FILTER (WHERE t.outcome = 'failed'),
        count(*) FILTER (WHERE t.outcome = 'cancelled'), count(*) FILTER (WHERE t.outcome = 'ignored'),
        count(t.restore_mismatch), count(*) FILTER (WHERE t.restore_mismatch = 1), count(t.duration_ms)
        FROM transitions AS t JOIN sessions AS s USING (session_key)
        """

    static let failureRecount = """
        utc_day_number(t.ts), t.strategy, t.direction, (s.started_at IS NOT NULL)::integer, coalesce(s.os_version, ''),
        coalesce(s.app_version, ''), coalesce(t.failure, ''), s.os_major, s.os_minor, count(*)
        FROM transitions AS t JOIN sessions AS s USING (session_key) WHERE t.outcome = 'failed'
        """

    /// The rollups' non-zero rows equal the counts recomputed from the raw rows.
    static func rollupsEqualRecount(_ db: PostgresConnection) throws -> Bool {
        let kept = try db.rows(sql: """
            SELECT * FROM transition_rollup WHERE ok + failed + cancelled + ignored + restores + mismatches + durations <> 0
            ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
            """)
        let counted = try db.rows(sql: "SELECT \(recount) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8")
        let keptFailures = try db.rows(sql: "SELECT * FROM failure_rollup WHERE failures <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7")
        let countedFailures = try db.rows(sql: "SELECT \(failureRecount) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7")
        return kept == counted && keptFailures == countedFailures && !counted.isEmpty
    }
}
