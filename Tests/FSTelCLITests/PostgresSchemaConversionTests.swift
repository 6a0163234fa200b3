import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// A PostgreSQL store written before migration 0011 (schema version 10: transitions
/// partitioned by `ts`, `transition_keys`, rollups kept by triggers) converts in place and
/// reads the same afterwards.
///
/// The fixture Tests/FSTelStoreTests/Fixtures/postgres-0010 holds such a store as `pg_dump
/// --inserts` wrote it (`store.sql`), made by the fstel of schema version 10 from the
/// three logs beside it (`fstel-0003.ndjson` first, then the two others; batches of 250 and
/// 300 lines, so that sessions were first stored as stubs and completed later), and the
/// JSON that fstel printed for reports on it (`reports.txt`: `### arguments`, then the output).
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresSchemaConversionNeedsServerTests {
    static let fixtures = packageRoot + "/Tests/FSTelStoreTests/Fixtures/postgres-0010"

    /// The reports of the fixture: arguments and the output fstel printed before the conversion.
    static func expectedReports() throws -> [(arguments: [String], output: String)] {
        let text = try String(contentsOfFile: fixtures + "/reports.txt", encoding: .utf8)
        var reports: [(arguments: [String], output: String)] = []
        for block in text.components(separatedBy: "### ").dropFirst() {
            let newline = block.firstIndex(of: "\n")!
            let arguments = block[..<newline].split(separator: " ").map(String.init)
            reports.append((arguments, String(block[block.index(after: newline)...])))
        }
        return reports
    }

    /// A fresh database holding the fixture's store, at schema version 10.
    static func restoreFixture() throws -> TestDatabase {
        let database = try TestPostgres.makeEmptyDatabase()
        let dump = try String(contentsOfFile: fixtures + "/store.sql", encoding: .utf8)
        // psql's own commands (`\restrict`) are not SQL.
        let sql = dump.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("\\") }.joined(separator: "\n")
        try PostgresConnection(url: database.url).execute(sql: sql)
        return database
    }

    @Test func aStoreWrittenBeforeTheSessionDaySchemaConvertsInPlaceAndReportsTheSame() throws {
        let reports = try Self.expectedReports()
        try #require(reports.count >= 5)
        let database = try Self.restoreFixture()
        defer { database.drop() }
        let url = database.url
        let before = try PostgresConnection(url: url)
        #expect(try before.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(10))
        let transitions = try before.scalar(sql: "SELECT count(*) FROM transitions")
        let sessions = try before.scalar(sql: "SELECT count(*) FROM sessions")
        let rollups = try RollupComparison.postgresTables(before)
        // Stubs completed by a later batch moved their counts by the old triggers.
        #expect(try before.scalar(sql: "SELECT count(*) > 0 FROM sessions WHERE start_line IS NOT NULL AND session_key > 1") == .integer(1))

        // Not migrated unless asked.
        let refused = runInProcess(reports[0].arguments + ["--db", url])
        #expect(refused.status != 0 && refused.stderr.contains("11"), "\(refused.stderr)")
        let migrated = runInProcess(["migrate", "--db", url])
        try #require(migrated.status == 0, "\(migrated.stderr)")

        let db = try PostgresConnection(url: url)
        #expect(try db.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(Int64(PostgresMigrator().latestVersion)))
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == transitions)
        #expect(try db.scalar(sql: "SELECT count(*) FROM sessions") == sessions)
        #expect(try RollupComparison.postgresTables(db) == rollups)
        // The new layout: no trigger, no transition_keys, each session's rows in its day's
        // partition, every key holding the distribution column.
        #expect(try db.scalar(sql: """
            SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN ('sessions'::regclass, 'transitions'::regclass)
            """) == .integer(0))
        #expect(try db.scalar(sql: "SELECT to_regclass('transition_keys') IS NULL") == .integer(1))
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions_default") == .integer(0))
        #expect(try db.scalar(sql: """
            SELECT count(*) FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
            WHERE t.session_hash <> s.session_hash OR t.session_day <> s.session_day
               OR t.tableoid::regclass::text <> 'transitions_' || to_char(date '1970-01-01' + s.session_day, 'YYYYMMDD')
            """) == .integer(0))
        #expect(try db.scalar(sql: "SELECT count(*) FROM sessions WHERE session_hash <> session_hash(session_id)") == .integer(0))
        #expect(try CitusLayout.store.violations(in: db) == [])

        // The same JSON as before the conversion, and as SQLite's from the same logs.
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = ["fstel-0003.ndjson", "fstel-0001.ndjson", "fstel-0002.ndjson"].map { Self.fixtures + "/" + $0 }
        let sqlite = dir.file("store.sqlite")
        let ingested = runInProcess(["ingest", "--quiet", "--db", sqlite] + logs)
        try #require(ingested.status == 0, "\(ingested.stderr)")
        for report in reports {
            let after = runInProcess(report.arguments + ["--db", url])
            #expect(after.status == 0, "\(report.arguments): \(after.stderr)")
            #expect(after.stdout == report.output, "\(report.arguments): differs from before the conversion\n\(after.stdout.prefix(2000))")
            let onSQLite = runInProcess(report.arguments + ["--db", sqlite])
            #expect(onSQLite.stdout == after.stdout, "\(report.arguments): differs from SQLite's\n\(onSQLite.stdout.prefix(2000))")
        }

        // The same lines again, as a file not read before, store nothing new: each key is
        // still kept once, whatever partition it went to.
        var lines: [UInt8] = []
        for log in logs.reversed() { lines += try Data(contentsOf: URL(fileURLWithPath: log)) }
        let resent = try dir.write("resent.ndjson", bytes: lines)
        let again = runInProcess(["ingest", "--db", url, resent])
        #expect(again.status == 0 || again.status == 3, "\(again.stderr)")
        #expect(again.stderr.contains("lines: 0 stored,"), "\(again.stderr)")
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions") == transitions)
        #expect(try RollupComparison.postgresTables(db) == rollups)
    }
}
