import Foundation
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// Runs `body` with a new database of its own on the test server, dropped afterwards (on a
/// Citus cluster, holding a distributed store: ``TestPostgres/makeDatabase()``).
func withPostgresDatabase(_ body: (TestDatabase) throws -> Void) throws {
    let database = try TestPostgres.makeDatabase()
    defer { database.drop() }
    try body(database)
}

/// Runs `body` with a new, empty database of its own (no store, also on a Citus cluster).
func withEmptyPostgresDatabase(_ body: (TestDatabase) throws -> Void) throws {
    let database = try TestPostgres.makeEmptyDatabase()
    defer { database.drop() }
    try body(database)
}

/// The PostgreSQL layer against a real server (TestPostgres: FSTEL_TEST_POSTGRES_URL, or a
/// throwaway server started for the test process).
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresConnectionNeedsServerTests {
    @Test func parametersBindAndValuesReadBackWithTheirTypes() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (i bigint, r double precision, s text, b bytea, n integer)")
            let changed = try db.execute(
                sql: "INSERT INTO t VALUES ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10)",
                arguments: [
                    Int64.max, 2.5, "é'\"\\ x", DatabaseValue.blob([0, 1, 255]), DatabaseValue.null,
                    -1, -0.125, "", DatabaseValue.blob([]), 7,
                ])
            #expect(changed == 2)
            let rows = try db.rows(sql: "SELECT i, r, s, b, n FROM t ORDER BY i DESC")
            #expect(rows[0] == [.integer(Int64.max), .real(2.5), .text("é'\"\\ x"), .blob([0, 1, 255]), .null])
            #expect(rows[1] == [.integer(-1), .real(-0.125), .text(""), .blob([]), .integer(7)])
            // Booleans read as 1/0 (as on SQLite); numeric as an integer when whole, else a real.
            let mixed = try db.rows(sql: "SELECT true, false, 12::numeric, 1.5::numeric, sum(i) FROM t WHERE i < 0")
            #expect(mixed == [[.integer(1), .integer(0), .integer(12), .real(1.5), .integer(-1)]])
        }
    }

    @Test func errorCarriesSQLStateMessageAndSQLButNotTheBoundValues() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (name text PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO t VALUES ($1)", arguments: ["secret-value"])
            do {
                try db.execute(sql: "INSERT INTO t VALUES ($1)", arguments: ["secret-value"])
                Issue.record("the primary key was not enforced")
            } catch let error as PostgresError {
                #expect(error.sqlState == "23505")
                #expect(error.isUniqueViolation)
                #expect(error.sql == "INSERT INTO t VALUES ($1)")
                #expect(error.description.hasPrefix("PostgreSQL error 23505: duplicate key value violates unique constraint"))
                #expect(!error.message.contains("secret-value"))
            }
            do {
                _ = try db.rows(sql: "SELECT nope FROM t")
                Issue.record("an unknown column was accepted")
            } catch let error as PostgresError {
                #expect(error.sqlState == "42703")
                #expect(error.position == 8)
                #expect(error.byteOffset == 7)
            }
            // The connection is still usable after errors.
            #expect(try db.scalar(sql: "SELECT count(*) FROM t") == .integer(1))
        }
    }

    @Test func rowsStreamOneAtATimeAndAStopFromTheReaderLeavesTheConnectionUsable() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            var columns: [String] = []
            var seen: [Int64] = []
            try db.forEachRow(sql: "SELECT g AS n, g * 2 AS twice FROM generate_series(1, $1::int) AS g", arguments: [.integer(5)],
                              columns: { columns = $0.map(\.name) }, row: { seen.append($0[1].int64 ?? -1) })
            #expect(columns == ["n", "twice"])
            #expect(seen == [2, 4, 6, 8, 10])

            struct Enough: Error {}
            var read = 0
            #expect(throws: Enough.self) {
                try db.forEachRow(sql: "SELECT g FROM generate_series(1, 10000000) AS g", columns: { _ in }, row: { _ in
                    read += 1
                    if read == 3 { throw Enough() }
                })
            }
            #expect(read == 3)
            #expect(try db.scalar(sql: "SELECT 41 + 1") == .integer(42))

            var emptyColumns: [String] = ["unset"]
            try db.forEachRow(sql: "SELECT 1 AS one WHERE false", columns: { emptyColumns = $0.map(\.name) }, row: { _ in })
            #expect(emptyColumns == ["one"])
        }
    }

    @Test func aTransactionRollsBackWhenItsBodyThrows() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (x integer)")
            struct Stop: Error {}
            #expect(throws: Stop.self) {
                try db.inTransaction {
                    try db.execute(sql: "INSERT INTO t VALUES (1)")
                    throw Stop()
                }
            }
            #expect(!db.isInTransaction)
            #expect(try db.scalar(sql: "SELECT count(*) FROM t") == .integer(0))
        }
    }
}

@Suite struct PostgresConnectionTests {
    @Test func aServerThatCannotBeReachedIsAnErrorNamingTheURLWithoutItsPassword() throws {
        let url = "postgresql://someone:hunter2@/fstel?host=/nonexistent-fstel-socket-dir&port=5999&password=hunter3"
        do {
            _ = try PostgresConnection(url: url)
            Issue.record("connected to nothing")
        } catch {
            #expect(error.isConnectionFailure)
            #expect(error.sqlState == nil)
            #expect(error.message.hasPrefix("cannot connect to postgresql://someone:***@/fstel?host=/nonexistent-fstel-socket-dir&port=5999&password=***"))
            #expect(!error.message.contains("hunter"))
            #expect(!error.message.contains("\t"))
        }
    }

    @Test func postgresURLsAreRecognizedByTheirSchemeAndRedacted() {
        #expect(PostgresURL.isPostgresURL("postgresql://u@h/db"))
        #expect(PostgresURL.isPostgresURL("postgres://h"))
        #expect(PostgresURL.isPostgresURL("PostgreSQL://h/db"))
        #expect(!PostgresURL.isPostgresURL("postgresql:relative/file.sqlite"))
        #expect(!PostgresURL.isPostgresURL("./postgresql://x"))
        #expect(!PostgresURL.isPostgresURL("telemetry.sqlite"))
        #expect(PostgresURL.redacted("postgresql://u:p%40ss@h:5432/db?sslmode=require") == "postgresql://u:***@h:5432/db?sslmode=require")
        #expect(PostgresURL.redacted("postgresql://u@h/db?password=x&sslmode=require") == "postgresql://u@h/db?password=***&sslmode=require")
        #expect(PostgresURL.redacted("postgresql:///db") == "postgresql:///db")
        #expect(PostgresURL.redacted("postgresql://h") == "postgresql://h")
    }

    @Test func embeddedPostgresMigrationsEqualTheFilesInTheirFolder() throws {
        let folder = packageRoot + "/Migrations/postgresql"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(!names.isEmpty)
        #expect(names.count == Migration.embeddedPostgreSQL.count)
        for (name, migration) in zip(names, Migration.embeddedPostgreSQL) {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(migration.name + ".sql" == name)
            #expect(migration.sql == text, "run scripts/embed-migrations.sh after editing \(name)")
            #expect(Int(name.prefix(4)) == migration.version)
        }
    }

    @Test func eachBackendNumbersItsMigrationsFromOneWithoutGaps() {
        // PostgreSQL's 0001_initial creates what SQLite's 0001 to 0007 create (docs/postgresql.md).
        #expect(Migration.embeddedPostgreSQL.map(\.version) == Array(1...Migration.embeddedPostgreSQL.count))
        #expect(Migration.embedded.map(\.version) == Array(1...Migration.embedded.count))
    }
}
