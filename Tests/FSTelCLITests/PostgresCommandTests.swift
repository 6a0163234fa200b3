import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// `--db postgresql://...`: which commands run on a PostgreSQL store, and how the others
/// refuse. These need no server: the refusal comes before any connection.
@Suite struct PostgresCommandTests {
    /// A URL where no server listens: a command that tried to connect would fail otherwise.
    static let nowhere = "postgresql://fstel:secret@/fstel?host=/nonexistent-fstel-socket-dir&port=5999"

    @Test func aPathThatOnlyLooksLikeAURLIsAnSQLiteFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let result = runInProcess(["migrate", "--db", dir.file("postgresql:store.sqlite")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(dir.names().contains("postgresql:store.sqlite"))
    }

    @Test func aServerThatCannotBeReachedExits66WithTheURLButNotItsPassword() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = try dir.write("a.ndjson", "{\"type\":\"session_end\",\"ts\":1,\"session_id\":\"s\"}\n")
        for arguments in [
            ["ingest", log], ["ingest", "-"], ["rejects", "--replay"], ["demo", "--dir", dir.file("demo"), "--sessions", "10"],
            ["migrate"], ["schema"], ["sql", "SELECT 1"], ["report", "failure-rates"], ["report", "durations", "--exact"],
            ["nightly", "--date", "2026-11-28"], ["backfill", "--from", "2026-11-01", "--to", "2026-11-02"],
            ["prune", "--keep-days", "3"], ["rejects"],
        ] {
            let result = runInProcess(arguments + ["--db", Self.nowhere])
            #expect(result.status == 66, "\(arguments): \(result.stderr)")
            // demo says what it generated before it connects.
            let error = result.stderr.split(separator: "\n").last { $0.hasPrefix("Error: ") }.map(String.init) ?? ""
            #expect(error.hasPrefix("Error: cannot connect to postgresql://fstel:***@/fstel?host=/nonexistent-fstel-socket-dir&port=5999"), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("secret"))
        }
    }

    @Test func theExitCodeForPostgreSQLIsInTheHelpOfTheManPage() {
        let man = runInProcess(["help", "--man"])
        #expect(man.stdout.contains("69"))
        #expect(man.stdout.contains("the PostgreSQL server lacks what the command needs"))
    }
}

/// `migrate`, `schema` and `sql` on a real PostgreSQL server.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresCommandNeedsServerTests {
    func withDatabase(_ body: (TestDatabase) throws -> Void) throws {
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try body(database)
    }

    /// An empty database (on a cluster, with the citus extension and its views in public).
    func withEmptyDatabase(_ body: (TestDatabase) throws -> Void) throws {
        let database = try TestPostgres.makeEmptyDatabase()
        defer { database.drop() }
        try body(database)
    }

    @Test func migrateCreatesTheStoreAndARerunSaysItIsUpToDate() throws {
        try withEmptyDatabase { database in
            let first = runInProcess(["migrate", "--db", database.url])
            #expect(first.status == 0, "\(first.stderr)")
            let migrations = Migration.embeddedPostgreSQL
            let applied = migrations.map(\.name).joined(separator: ", ")
            #expect(first.stderr.contains("applied \(applied); now at schema version \(migrations.last!.version)"), "\(first.stderr)")
            let again = runInProcess(["migrate"], environment: ["FSTEL_DB": database.url])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stderr.contains("up to date at schema version \(migrations.last!.version)"))
        }
    }

    @Test func aNewerStoreIsRefusedWithExit78ByEveryCommandThatRunsOnPostgreSQL() throws {
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "INSERT INTO schema_migrations VALUES (9999, '9999_future', 'abc', 0)")
            for arguments in [
            ["migrate"], ["schema"], ["sql", "SELECT 1"], ["report", "failure-rates"], ["report", "durations", "--exact"],
            ["nightly", "--date", "2026-11-28"], ["backfill", "--from", "2026-11-01", "--to", "2026-11-02"],
            ["prune", "--keep-days", "3"], ["rejects"],
        ] {
                let result = runInProcess(arguments + ["--db", database.url])
                #expect(result.status == 78, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("newer fstel"))
            }
        }
    }

    @Test func readingCommandsOnAnEmptyDatabaseSayThereIsNoStore() throws {
        try withEmptyDatabase { database in
            for arguments in [["schema"], ["sql", "SELECT 1"]] {
                let result = runInProcess(arguments + ["--db", database.url])
                #expect(result.status == 66, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("no store at"))
            }
            let db = try PostgresConnection(url: database.url)
            #expect(try db.scalar(sql: TestPostgres.relationsInPublic(ofExtensions: false)) == .integer(0))
            #expect(try db.scalar(sql: TestPostgres.relationsInPublic(ofExtensions: true)) == .integer(TestPostgres.isCitus ? 2 : 0))
        }
    }

    @Test func schemaListsTheViewsFirstThenTheTablesWithoutTheirDayPartitions() throws {
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            _ = try db.scalar(sql: "SELECT transitions_partition(20420)")
            let result = runInProcess(["schema", "--db", database.url, "--format", "csv"])
            #expect(result.status == 0, "\(result.stderr)")
            let rows = result.stdout.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            #expect(rows.first == ["object", "kind", "column", "type", "not_null", "primary_key"])
            let objects = rows.dropFirst().map { $0[0] }
            #expect(!objects.contains("transitions_20251128"))
            let kinds = rows.dropFirst().map { $0[1] }
            #expect(kinds.firstIndex(of: "table")! > kinds.lastIndex(of: "view")!)
            let transitionFacts = rows.filter { $0[0] == "transition_facts" }.map { $0[2] }
            #expect(transitionFacts.prefix(4) == ["session_id", "seq", "ts", "day"])
            #expect(rows.contains(["transitions", "table", "session_key", "bigint", "1", "1"]))
            #expect(rows.contains(["transitions", "table", "session_day", "integer", "1", "3"]))
            #expect(rows.contains(["transitions", "table", "ts", "bigint", "1", "0"]))
            #expect(!objects.contains("transitions_default"))
            #expect(rows.contains(["sessions", "table", "session_id", "text", "1", "0"]))
        }
    }

    @Test func sqlPrintsTheSameRowsAsOnSQLiteInEveryFormat() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let sqlite = dir.file("s.sqlite")
        #expect(runInProcess(["migrate", "--db", sqlite]).status == 0)
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let query = "SELECT model, name, length(name) AS letters, 1.5 AS half, NULL AS absent FROM device_names WHERE model LIKE :prefix ORDER BY model"
            for format in ["table", "csv", "json", "markdown"] {
                let arguments = ["sql", "--allow-superuser", "--format", format, "--param", "prefix=iPhone1%", query]
                let onSQLite = runInProcess(arguments + ["--db", sqlite])
                let onPostgres = runInProcess(arguments + ["--db", database.url])
                #expect(onPostgres.status == 0, "\(onPostgres.stderr)")
                #expect(onPostgres.stdout == onSQLite.stdout, "\(format)")
                #expect(onPostgres.stdout.contains("iPhone 11"))
            }
            let unset = runInProcess(["sql", "--allow-superuser", "--db", database.url, "SELECT :missing::text IS NULL AS unset"])
            #expect(unset.stdout.contains("1"))
            #expect(unset.stderr.contains("no --param for :missing: bound to NULL"))
        }
    }

    @Test func sqlRefusesWritesAndSchemaChangesAndChangesNothing() throws {
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            let before = try db.scalar(sql: "SELECT count(*) FROM device_names")
            let statements = [
                "DELETE FROM device_names",
                "UPDATE device_names SET name = 'x'",
                "INSERT INTO device_names VALUES ('a', 'b')",
                "DROP TABLE device_names",
                "CREATE TABLE x (y integer)",
                "TRUNCATE device_names",
                "WITH gone AS (DELETE FROM device_names RETURNING *) SELECT count(*) FROM gone",
                "SELECT nextval('sessions_session_key_seq')",
                "SELECT * FROM device_names FOR UPDATE",
                "EXPLAIN ANALYZE DELETE FROM device_names",
                "COPY device_names TO STDOUT",
                "SET statement_timeout = 0",
                "DO $$ BEGIN DELETE FROM device_names; END $$",
                "COMMIT",
                "  -- a comment first\n/* and another */ DELETE FROM device_names",
            ]
            for statement in statements {
                let result = runInProcess(["sql", "--allow-superuser", "--db", database.url, statement])
                #expect(result.status == 65, "\(statement): \(result.stderr)")
                #expect(result.stderr.hasPrefix("Error: refused:"), "\(statement): \(result.stderr)")
                #expect(result.stderr.contains("nothing was changed"))
            }
            #expect(try db.scalar(sql: "SELECT count(*) FROM device_names") == before)
            #expect(try db.scalar(sql: "SELECT to_regclass('x') IS NULL") == .integer(1))
            #expect(try db.scalar(sql: "SELECT last_value FROM sessions_session_key_seq") == .integer(1))
            #expect(try db.scalar(sql: "SELECT is_called FROM sessions_session_key_seq") == .integer(0))
        }
    }

    @Test func sqlStopsAQueryAtItsTimeoutWithExit75() throws {
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let clock = ContinuousClock()
            let start = clock.now
            let result = runInProcess(["sql", "--allow-superuser", "--db", database.url, "--timeout", "0.3", "SELECT pg_sleep(20)"])
            let elapsed = clock.now - start
            #expect(result.status == 75, "\(result.stderr)")
            #expect(result.stderr.contains("ran past its time limit (0.3 s)"))
            #expect(elapsed < .seconds(10))
            // The default limit does not stop a quick query; 0 means no limit.
            #expect(runInProcess(["sql", "--allow-superuser", "--db", database.url, "SELECT pg_sleep(0.1)"]).status == 0)
            #expect(runInProcess(["sql", "--allow-superuser", "--db", database.url, "--timeout", "0", "SELECT pg_sleep(0.1)"]).status == 0)
        }
    }

    @Test func sqlRefusesASecondStatementAndPositionalParametersAndPointsAtSyntaxErrors() throws {
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let two = runInProcess(["sql", "--allow-superuser", "--db", database.url, "SELECT 1; DELETE FROM device_names"])
            #expect(two.status == 65)
            #expect(two.stderr.contains("only one statement may be run; found more after the first: `DELETE FROM device_names`"))
            let trailingSemicolon = runInProcess(["sql", "--allow-superuser", "--db", database.url, "SELECT 1 AS one; -- done\n"])
            #expect(trailingSemicolon.status == 0, "\(trailingSemicolon.stderr)")
            let positional = runInProcess(["sql", "--allow-superuser", "--db", database.url, "SELECT $1"])
            #expect(positional.status == 65)
            #expect(positional.stderr.contains("use named ones (:name)"))
            // The caret points into what was written, before the parameter became $1.
            let syntax = runInProcess(["sql", "--allow-superuser", "--db", database.url, "--param", "m=x", "SELECT model FROM device_names WHERE model = :m ORDER BYY 1"])
            #expect(syntax.status == 65)
            #expect(syntax.stderr.contains("syntax error at or near \"BYY\""))
            let lines = syntax.stderr.split(separator: "\n").map(String.init)
            let statementLine = try #require(lines.first { $0.contains("ORDER BYY") })
            let caretLine = try #require(lines.last)
            let caretColumn = caretLine.firstIndex(of: "^").map { caretLine.distance(from: caretLine.startIndex, to: $0) }
            let byyColumn = statementLine.range(of: "BYY").map { statementLine.distance(from: statementLine.startIndex, to: $0.lowerBound) }
            #expect(caretColumn == byyColumn, "\(syntax.stderr)")
        }
    }

    /// The first ```sql block after the heading `### An analysts' role` of docs/postgresql.md.
    static func documentedGrants() throws -> String {
        let text = try String(contentsOfFile: packageRoot + "/docs/postgresql.md", encoding: .utf8)
        let section = try #require(text.range(of: "### An analysts' role"))
        let rest = text[section.upperBound...]
        let start = try #require(rest.range(of: "```sql\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    /// The first ```sql block after the heading `### Analysts on a cluster` of docs/scale-out.md.
    static func documentedClusterGrants() throws -> String {
        let text = try String(contentsOfFile: packageRoot + "/docs/scale-out.md", encoding: .utf8)
        let section = try #require(text.range(of: "### Analysts on a cluster"))
        let rest = text[section.upperBound...]
        let start = try #require(rest.range(of: "```sql\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    @Test func theDocumentedAnalystGrantsReadTheViewsAndNothingElse() throws {
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let db = try PostgresConnection(url: database.url)
            let role = "fstel_analysts_" + UUID().uuidString.prefix(8).lowercased()
            let grants = try Self.documentedGrants()
                .replacingOccurrences(of: "analysts", with: role)
                .replacingOccurrences(of: "telemetry", with: database.name)
            try db.execute(sql: grants)
            defer { try? db.execute(sql: "DROP OWNED BY \(role); DROP ROLE \(role)") }
            // Logged in as the analysts' role (the test server trusts local logins).
            try db.execute(sql: "ALTER ROLE \(role) LOGIN")
            let url = database.url.replacingOccurrences(of: "://fstel@", with: "://\(role)@")
            if TestPostgres.isCitus {
                // Citus runs a view's query on the shards as the role that asked, not as the
                // view's owner: the view alone reads nothing, and says why.
                let refused = runInProcess(["sql", "--db", url, "SELECT count(*) AS n FROM transition_facts"])
                #expect(refused.status == 65)
                #expect(refused.stderr.contains("permission denied for table transitions_") || refused.stderr.contains("permission denied for table sessions_"), "\(refused.stderr)")
                // With docs/scale-out.md's grants of the two distributed tables, it does.
                try db.execute(sql: try Self.documentedClusterGrants().replacingOccurrences(of: "analysts", with: role))
            }
            let views = runInProcess(["sql", "--db", url, "--format", "csv", "SELECT count(*) AS n FROM transition_facts"])
            #expect(views.status == 0, "\(views.stderr)")
            #expect(views.stdout == "n\r\n0\r\n")
            #expect(runInProcess(["sql", "--db", url, "SELECT name FROM device_names WHERE model = 'iPhone12,1'"]).stdout.contains("iPhone 11"))
            #expect(runInProcess(["schema", "--db", url]).status == 0)
            let table = runInProcess(["sql", "--db", url, "SELECT count(*) FROM transitions"])
            if TestPostgres.isCitus {
                // The raw rows are readable there, and only those two tables.
                #expect(table.status == 0, "\(table.stderr)")
                let local = runInProcess(["sql", "--db", url, "SELECT count(*) FROM sources"])
                #expect(local.status == 65 && local.stderr.contains("permission denied for table sources"), "\(local.stderr)")
            } else {
                #expect(table.status == 65)
                #expect(table.stderr.contains("permission denied for table transitions"))
            }
            // Even outside fstel, the role cannot write.
            let direct = try PostgresConnection(url: url)
            #expect(throws: PostgresError.self) { try direct.execute(sql: "DELETE FROM device_names") }
        }
    }
}
