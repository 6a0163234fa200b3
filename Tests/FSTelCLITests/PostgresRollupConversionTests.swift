import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// A PostgreSQL store whose rollups the insert trigger kept (a store written before the
/// ingest added them itself, PostgreSQL migration 0010) converts in place: the same rollups
/// and reports after `fstel migrate`, and ingest goes on exactly from there.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresRollupConversionNeedsServerTests {
    static let reports: [[String]] = [
        ["report", "failure-rates", "--format", "json", "--by", "strategy,os_major"],
        ["report", "failure-rates", "--format", "json", "--by", "day,direction"],
        ["report", "failures", "--format", "json"],
        ["report", "restore", "--format", "json", "--by", "method,container,day"],
        ["report", "durations", "--format", "json", "--by", "direction,os_minor,app_version"],
        ["report", "best-strategy", "--format", "json"],
        ["nightly", "--date", PostgresReportParityNeedsServerTests.endDay, "--format", "json", "--min-attempts", "20"],
    ]

    @Test func aStoreWhoseTriggerKeptTheRollupsReportsTheSameAfterMigratingAndIngestsOnExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = dir.file("logs")
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        _ = try generateLogs(GeneratorOptions(
            sessions: 500, seed: 3030, files: 3, days: 5, endDay: PostgresReportParityNeedsServerTests.endDay, gzip: false,
            badRate: 0.02, dupRate: 0.05), into: logs)
        let paths = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
        let sqlite = dir.file("store.sqlite")
        try #require(runInProcess(["ingest", "--db", sqlite] + paths.prefix(2)).status == 0)
        let database = try TestPostgres.makeEmptyDatabase()
        defer { database.drop() }
        // The store as it was before 0010: rows written through the insert trigger.
        let connection = try PostgresConnection(url: database.url)
        _ = try PostgresMigrator(migrations: Array(Migration.embeddedPostgreSQL.prefix(9))).migrate(connection)
        let copied = try PostgresRowCopy.copy(from: try Store(path: sqlite, access: .read).database, to: connection)
        try #require(copied.transitions > 1000 && copied.lateStarts > 0 && copied.resent > 0)
        let before = try RollupComparison.postgresTables(connection)
        try #require(before == RollupComparison.sqliteTables(try Store(path: sqlite, access: .read).database))

        let migrated = runInProcess(["migrate", "--db", database.url])
        #expect(migrated.status == 0, "\(migrated.stderr)")
        #expect(try connection.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(Int64(Migration.embeddedPostgreSQL.last!.version)))
        #expect(try RollupComparison.postgresTables(connection) == before)
        for report in Self.reports { PostgresReportParityNeedsServerTests.expectSame(report, sqlite, database.url) }

        // All three files again: the first two's lines are duplicates of the converted rows
        // (not counted again), the third brings new rows and the starts of stubs.
        #expect(runInProcess(["ingest", "--db", sqlite] + paths).status == 0)
        let ingest = runInProcess(["ingest", "--db", database.url] + paths)
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let reference = try Store(path: sqlite, access: .read).database
        #expect(try RollupComparison.postgresTables(connection) == RollupComparison.sqliteTables(reference))
        #expect(try connection.scalar(sql: "SELECT count(*) FROM transitions") == reference.scalar(sql: "SELECT count(*) FROM transitions"))
        for report in Self.reports { PostgresReportParityNeedsServerTests.expectSame(report, sqlite, database.url) }
    }
}
