import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Running a shared PostgreSQL store: `--db` in libpq's keyword and service forms, migrations
/// only when asked, the ingest's own time limits, least-privilege roles, and `fstel sql`'s
/// refusal of superusers.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresOperationsNeedsServerTests {
    func withDatabase(_ body: (TestDatabase) throws -> Void) throws {
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try body(database)
    }

    /// The parts of the test server's URL (`postgresql://user@/db?host=DIR&port=N`, or a
    /// cluster's `postgresql://user@HOST:PORT/db`).
    func parts(of url: String) throws -> (host: String, port: String, user: String) {
        let components = try #require(URLComponents(string: url))
        let items = components.queryItems ?? []
        let host = try #require(items.first { $0.name == "host" }?.value ?? components.host)
        let port = items.first { $0.name == "port" }?.value ?? components.port.map(String.init) ?? "5432"
        return (host, port, components.user ?? "fstel")
    }

    /// `url` logging in as `role` instead of its user.
    func url(_ url: String, as role: String) -> String {
        url.replacingOccurrences(of: "://fstel@", with: "://\(role)@")
    }

    func logs(_ dir: TemporaryDirectory, sessions: Int = 60, days: Int = 3) throws -> [String] {
        var options = GeneratorOptions(sessions: sessions, seed: 11, files: 1)
        options.days = days
        return try generateLogs(options, into: dir.file("logs")).files
    }

    func transitions(_ database: TestDatabase) throws -> Int64 {
        try PostgresConnection(url: database.url).scalar(sql: "SELECT count(*) FROM transitions").int64 ?? -1
    }

    @Test func theKeywordAndServiceFormsOfDbReachTheSameStoreAsItsURL() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir)
        // An empty database, made a store by the first command.
        let database = try TestPostgres.makeEmptyDatabase()
        defer { database.drop() }
        do {
            let (host, port, user) = try parts(of: database.url)
            let keywords = "host=\(host) port=\(port) dbname=\(database.name) user=\(user)"
            let migrate = runInProcess(["migrate", "--db", keywords])
            #expect(migrate.status == 0, "\(migrate.stderr)")
            #expect(migrate.stderr.contains("\(keywords): applied 0001_initial"))
            let ingest = runInProcess(["ingest", "--db", keywords, "--quiet"] + files)
            #expect(ingest.status == 0, "\(ingest.stderr)")
            #expect(try transitions(database) > 0)
            let service = dir.file("pg_service.conf")
            try "[fstel_store]\nhost=\(host)\nport=\(port)\ndbname=\(database.name)\nuser=\(user)\n".write(toFile: service, atomically: true, encoding: .utf8)
            var environment = ProcessInfo.processInfo.environment
            environment["PGSERVICEFILE"] = service
            environment["FSTEL_DB"] = nil
            let byService = try runExecutable(["report", "failure-rates", "--format", "json", "--db", "service=fstel_store"], environment: environment)
            let byURL = runInProcess(["report", "failure-rates", "--format", "json", "--db", database.url])
            #expect(byService.status == 0, "\(byService.stderr)")
            #expect(byService.stdout == byURL.stdout && byURL.stdout.contains("attempts"))
            // A wrong password is not printed.
            let wrong = runInProcess(["schema", "--db", "host=/nonexistent-fstel-dir port=1 dbname=x password=s3cret"])
            #expect(wrong.status == 66)
            #expect(wrong.stderr.contains("password=***") && !wrong.stderr.contains("s3cret"), "\(wrong.stderr)")
        }
    }

    @Test func ingestAndReportsRefuseAStoreWithPendingMigrationsWithExit80UntilAsked() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir)
        // A store of version 7 (never distributed: its schema breaks Citus's rules).
        let database = try TestPostgres.makeEmptyDatabase()
        defer { database.drop() }
        do {
            let db = try PostgresConnection(url: database.url)
            try PostgresMigrator(migrations: Migration.embeddedPostgreSQL.filter { $0.version <= 7 }).migrate(db)
            let latest = PostgresMigrator().latestVersion
            for arguments in [["ingest"] + files, ["report", "failure-rates"], ["nightly", "--date", "2026-11-28"], ["prune", "--keep-days", "3"], ["schema"]] {
                let result = runInProcess(arguments + ["--db", database.url])
                #expect(result.status == 80, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("needs migrations 8 (0008_summary_views), 9 ("), "\(result.stderr)")
                #expect(result.stderr.contains("fstel migrate") && result.stderr.contains("--migrate"))
            }
            #expect(try db.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(7))
            #expect(try transitions(database) == 0)
            let report = runInProcess(["report", "failure-rates", "--migrate", "--db", database.url])
            #expect(report.status == 0, "\(report.stderr)")
            #expect(try db.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(Int64(latest)))
            #expect(runInProcess(["ingest", "--quiet", "--db", database.url] + files).status == 0)
            #expect(try transitions(database) > 0)
        }
        // An empty database is not made a store by ingest unless asked (on a cluster, one
        // with the citus extension, whose views sit in public).
        do {
            let database = try TestPostgres.makeEmptyDatabase()
            defer { database.drop() }
            let refused = runInProcess(["ingest", "--db", database.url] + files)
            #expect(refused.status == 66, "\(refused.stderr)")
            #expect(refused.stderr.contains("no store at") && refused.stderr.contains("fstel migrate"))
            let db = try PostgresConnection(url: database.url)
            #expect(try db.scalar(sql: TestPostgres.relationsInPublic(ofExtensions: false)) == .integer(0))
            #expect(try db.scalar(sql: TestPostgres.relationsInPublic(ofExtensions: true)) == .integer(TestPostgres.isCitus ? 2 : 0))
            #expect(runInProcess(["ingest", "--migrate", "--quiet", "--db", database.url] + files).status == 0)
            #expect(try transitions(database) > 0)
        }
        // An SQLite store is still made and migrated by ingest.
        let sqlite = dir.file("s.sqlite")
        #expect(runInProcess(["ingest", "--quiet", "--db", sqlite] + files).status == 0)
    }

    @Test func aTinyDatabaseStatementTimeoutDoesNotStopAnIngest() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 400, days: 4)
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: """
                ALTER DATABASE \(database.name) SET statement_timeout = '1ms';
                ALTER DATABASE \(database.name) SET lock_timeout = '1ms';
                ALTER DATABASE \(database.name) SET idle_in_transaction_session_timeout = '50ms'
                """)
            // The setting bites any other session.
            #expect(throws: PostgresError.self) { try PostgresConnection(url: database.url).execute(sql: "SELECT pg_sleep(0.05)") }
            let sqlite = dir.file("reference.sqlite")
            #expect(try runExecutable(["ingest", "--db", sqlite] + files).status == 0)
            let ingest = try runExecutable(["ingest", "--db", database.url, "--batch-lines", "700"] + files)
            #expect(ingest.status == 0, "\(ingest.stderr)")
            try db.execute(sql: "ALTER DATABASE \(database.name) RESET ALL")
            let reference = try Store(path: sqlite, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions")
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == reference)
            #expect(try postgresStoreInconsistencies(database.url) == [])
        }
    }

    @Test func setupRolesGivesAnIngestRoleThatWritesRowsAndAnAnalystRoleThatOnlyReads() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 80, days: 3)
        let suffix = UUID().uuidString.prefix(8).lowercased()
        let (owner, ingest, analyst) = ("o_\(suffix)", "i_\(suffix)", "a_\(suffix)")
        let (ingester, reader) = ("web_\(suffix)", "alice_\(suffix)")
        let admin = try PostgresConnection(url: try TestPostgres.serverURL())
        defer {
            for role in [ingester, reader, owner, ingest, analyst] { try? admin.execute(sql: "DROP ROLE IF EXISTS \(role)") }
        }
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let setup = runInProcess(["setup-roles", "--db", database.url, "--owner", owner, "--ingest", ingest, "--analyst", analyst, "--format", "csv"])
            #expect(setup.status == 0, "\(setup.stderr)")
            #expect(setup.stdout.contains("\(owner),1,") && setup.stdout.contains("\(analyst),1,"), "\(setup.stdout)")
            // Again: nothing to create, still fine.
            let again = runInProcess(["setup-roles", "--db", database.url, "--owner", owner, "--ingest", ingest, "--analyst", analyst, "--format", "csv"])
            #expect(again.status == 0 && again.stdout.contains("\(owner),0,"), "\(again.stderr)")
            // Group roles on one server; on a cluster roles that may log in, since Citus
            // connects to the workers as them (the owner inside transitions_partition).
            let logins = try admin.scalar(sql: """
                SELECT count(*) FROM pg_roles WHERE rolcanlogin AND rolname IN ('\(owner)', '\(ingest)', '\(analyst)')
                """)
            #expect(logins == .integer(TestPostgres.isCitus ? 3 : 0))
            #expect(setup.stderr.contains("citus: the three roles may log in") == TestPostgres.isCitus, "\(setup.stderr)")
            try admin.execute(sql: "CREATE ROLE \(ingester) LOGIN IN ROLE \(ingest); CREATE ROLE \(reader) LOGIN IN ROLE \(analyst)")
            defer { database.drop() }

            // The ingest role stores rows, new days included: with no day partition yet (only
            // the default one), they wait in the default partition.
            let db = try PostgresConnection(url: database.url)
            #expect(try db.scalar(sql: "SELECT count(*) FROM pg_inherits WHERE inhparent = 'transitions'::regclass") == .integer(1))
            let stored = try runExecutable(["ingest", "--db", url(database.url, as: ingester)] + files)
            #expect(stored.status == 0, "\(stored.stderr)")
            #expect(try transitions(database) > 0)
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_default").int64 == (try transitions(database)))
            // Maintain, run as the ingest role, makes the days' partitions (with the owner's
            // rights) and moves the waiting rows into them.
            let first = try db.scalar(sql: "SELECT to_char(date '1970-01-01' + min(session_day), 'YYYY-MM-DD') FROM sessions").string ?? ""
            let span = try db.scalar(sql: "SELECT max(session_day) - min(session_day) FROM sessions").int64 ?? 0
            let days = runInProcess(["maintain", "--db", url(database.url, as: ingester), "--as-of", first, "--days-ahead", String(span)])
            #expect(days.status == 0, "\(days.stderr)")
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_default") == .integer(0))
            #expect(try db.scalar(sql: """
                SELECT count(*) FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
                WHERE i.inhparent = 'transitions'::regclass AND pg_get_userbyid(c.relowner) = '\(owner)' AND c.relname <> 'transitions_default'
                """).int64 ?? 0 >= 3)
            // It may run maintain for the partitions, and analyzes nothing it does not own.
            let ahead = runInProcess(["maintain", "--db", url(database.url, as: ingester), "--as-of", "2026-12-01", "--days-ahead", "1"])
            #expect(ahead.status == 0 && ahead.stderr.contains("2 made") && ahead.stderr.contains("0 tables analyzed"), "\(ahead.stderr)")
            // ... but changes no schema.
            let ingestConnection = try PostgresConnection(url: url(database.url, as: ingester))
            for statement in ["CREATE TABLE extra (x int)", "DROP TABLE device_names", "ALTER TABLE sessions ADD COLUMN x int",
                              "DELETE FROM schema_migrations", "TRUNCATE transitions"] {
                #expect(throws: PostgresError.self, "\(statement)") { try ingestConnection.execute(sql: statement) }
            }

            // The analyst reads through fstel sql and reports, and cannot write.
            let count = runInProcess(["sql", "--db", url(database.url, as: reader), "--format", "csv", "SELECT count(*) AS n FROM transitions"])
            #expect(count.status == 0, "\(count.stderr)")
            #expect(count.stdout == "n\r\n\(try transitions(database))\r\n")
            let asAnalyst = runInProcess(["report", "failure-rates", "--format", "json", "--db", url(database.url, as: reader)])
            let asOwner = runInProcess(["report", "failure-rates", "--format", "json", "--db", database.url])
            #expect(asAnalyst.status == 0 && asAnalyst.stdout == asOwner.stdout, "\(asAnalyst.stderr)")
            let analystConnection = try PostgresConnection(url: url(database.url, as: reader))
            for statement in ["DELETE FROM device_names", "INSERT INTO device_names (model, name) VALUES ('x', 'y')",
                              "UPDATE sessions SET device_model = 'x'", "SELECT transitions_partition(1)", "CREATE TABLE extra (x int)"] {
                do {
                    try analystConnection.execute(sql: statement)
                    Issue.record("the analyst could run \(statement)")
                } catch let error as PostgresError {
                    #expect(error.isInsufficientPrivilege, "\(statement): \(error)")
                }
            }
            let ingestAsAnalyst = try runExecutable(["ingest", "--db", url(database.url, as: reader)] + files)
            #expect(ingestAsAnalyst.status != 0)
            #expect(ingestAsAnalyst.stderr.contains("permission denied"), "\(ingestAsAnalyst.stderr)")

            // fstel sql refuses the superuser, and a role that may read the server's files.
            let superuser = runInProcess(["sql", "--db", database.url, "SELECT 1"])
            #expect(superuser.status == 77, "\(superuser.stderr)")
            #expect(superuser.stderr.contains("is a superuser") && superuser.stderr.contains("--allow-superuser"))
            #expect(runInProcess(["sql", "--allow-superuser", "--db", database.url, "SELECT 1"]).status == 0)
            try admin.execute(sql: "GRANT pg_read_server_files TO \(reader)")
            let fileReader = runInProcess(["sql", "--db", url(database.url, as: reader), "SELECT pg_read_file('/etc/hostname')"])
            #expect(fileReader.status == 77, "\(fileReader.stderr)")
            #expect(fileReader.stderr.contains("pg_read_server_files"))
            // ... and one that may become a superuser (SET ROLE; the attribute is not inherited).
            try admin.execute(sql: "REVOKE pg_read_server_files FROM \(reader); CREATE ROLE su_\(suffix) SUPERUSER NOLOGIN; GRANT su_\(suffix) TO \(reader)")
            defer { try? admin.execute(sql: "DROP ROLE IF EXISTS su_\(suffix)") }
            let climber = runInProcess(["sql", "--db", url(database.url, as: reader), "SELECT set_config('role', 'su_\(suffix)', true)"])
            #expect(climber.status == 77, "\(climber.stderr)")
            #expect(climber.stderr.contains("may become the superuser su_\(suffix)"), "\(climber.stderr)")
            try admin.execute(sql: "REVOKE su_\(suffix) FROM \(reader)")
            #expect(runInProcess(["sql", "--db", url(database.url, as: reader), "SELECT 1"]).status == 0)
            // A superuser session that only switched to the analyst role is refused too.
            let switched = runInProcess(["sql", "--db", database.url + "&options=-crole%3D\(analyst)", "SELECT 1"])
            #expect(switched.status == 77, "\(switched.stderr)")
        }
    }

    @Test func setupRolesWorksForAStoreInASchemaOfItsOwnAndOnlyOnPostgreSQL() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 40, days: 2)
        let suffix = UUID().uuidString.prefix(8).lowercased()
        let (owner, ingest, analyst, login) = ("O \(suffix)", "i\"\(suffix)", "a_\(suffix)", "h_\(suffix)")
        let admin = try PostgresConnection(url: try TestPostgres.serverURL())
        defer {
            for role in [login, owner, ingest, analyst] {
                try? admin.execute(sql: "DROP ROLE IF EXISTS \"" + role.replacingOccurrences(of: "\"", with: "\"\"") + "\"")
            }
        }
        try withDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE SCHEMA tel; CREATE TABLE public.customers (id integer)")
            let inSchema = database.url + "&options=-csearch_path%3Dtel"
            #expect(runInProcess(["migrate", "--db", inSchema]).status == 0)
            let setup = runInProcess(["setup-roles", "--db", inSchema, "--owner", owner, "--ingest", ingest, "--analyst", analyst])
            #expect(setup.status == 0, "\(setup.stderr)")
            #expect(setup.stderr.contains("schema tel"))
            try admin.execute(sql: "CREATE ROLE \(login) LOGIN IN ROLE \"i\"\"\(suffix)\"")
            let ingested = try runExecutable(["ingest", "--db", url(inSchema, as: login)] + files)
            #expect(ingested.status == 0, "\(ingested.stderr)")
            #expect(try db.scalar(sql: "SELECT count(*) > 0 FROM tel.transitions") == .integer(1))
            #expect(try db.scalar(sql: "SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = 'tel.sessions'::regclass") == .text(owner))
            #expect(try db.scalar(sql: "SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = 'public.customers'::regclass") == .text("fstel"))
        }
        let sqlite = runInProcess(["setup-roles", "--db", dir.file("s.sqlite")])
        #expect(sqlite.status == 64 && sqlite.stderr.contains("PostgreSQL store"), "\(sqlite.stderr)")
        let sameNames = runInProcess(["setup-roles", "--db", "service=x", "--owner", "r", "--ingest", "r"])
        #expect(sameNames.status == 64)
    }

    @Test func anIngestRoleWithTableRightsOnlyIngestsDaysThatHaveNoPartitionYet() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let files = try logs(dir, sessions: 30, days: 2)
        let role = "bare_\(UUID().uuidString.prefix(8).lowercased())"
        let admin = try PostgresConnection(url: try TestPostgres.serverURL())
        defer { try? admin.execute(sql: "DROP ROLE IF EXISTS \(role)") }
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            // Table rights only, as a DBA might grant them by hand.
            try db.execute(sql: """
                CREATE ROLE \(role) LOGIN;
                GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO \(role);
                GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO \(role)
                """)
            defer { try? db.execute(sql: "DROP OWNED BY \(role)") }
            // An ingest makes no partition: the rows of days without one wait in the default
            // partition.
            let result = try runExecutable(["ingest", "--db", url(database.url, as: role)] + files)
            #expect(result.status == 0, "\(result.stderr)")
            let stored = try transitions(database)
            #expect(stored > 0)
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_default") == .integer(stored))
            // The owner's maintain makes the days and moves the rows into them; the same
            // lines again store nothing.
            let maintain = runInProcess(["maintain", "--db", database.url, "--as-of", "2026-11-25", "--days-ahead", "5"])
            #expect(maintain.status == 0, "\(maintain.stderr)")
            #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_default") == .integer(0))
            #expect(try transitions(database) == stored)
            var copies: [String] = []
            for (index, file) in files.enumerated() {
                let copy = dir.file("again-\(index).ndjson")
                try "\n".write(toFile: copy, atomically: true, encoding: .utf8)
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: copy))
                handle.seekToEndOfFile()
                handle.write(try Data(contentsOf: URL(fileURLWithPath: file)))
                try handle.close()
                copies.append(copy)
            }
            let retried = try runExecutable(["ingest", "--db", url(database.url, as: role)] + copies)
            #expect(retried.status == 0, "\(retried.stderr)")
            #expect(retried.stderr.contains("lines: 0 stored,") || retried.stderr.contains(" 0 stored"), "\(retried.stderr)")
            #expect(try transitions(database) == stored)
        }
    }
}
