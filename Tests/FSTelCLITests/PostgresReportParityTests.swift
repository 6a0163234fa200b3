import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// `report`, `nightly`, `backfill`, `prune` and `rejects` on PostgreSQL give what they give
/// on SQLite for the same stored rows: generated logs (bad lines, duplicates, late session
/// starts, several files and days) are ingested into SQLite, and its rows copied into
/// PostgreSQL in ingest's order (``PostgresRowCopy``), so that the rollups PostgreSQL's
/// triggers keep are compared too.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresReportParityNeedsServerTests {
    static let endDay = "2026-11-28"

    /// An SQLite store and a PostgreSQL store holding the same rows.
    static func withBothStores(sessions: Int = 400, _ body: (_ sqlite: String, _ postgres: String) throws -> Void) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = dir.file("logs")
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        _ = try generateLogs(GeneratorOptions(
            sessions: sessions, seed: 1313, files: 3, days: 5, endDay: endDay, gzip: false, badRate: 0.02, dupRate: 0.05,
            regression: PlantedRegression(strategy: "native_rotation", addedFailureRate: 0.3)), into: logs)
        let paths = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
        let sqlite = dir.file("store.sqlite")
        let ingest = runInProcess(["ingest", "--db", sqlite] + paths)
        try #require(ingest.status == 0, "\(ingest.stderr)")
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        let store = try PostgresStore(url: database.url, access: .write)
        try PostgresRowCopy.copy(from: try Store(path: sqlite, access: .read).database, to: store.connection)
        try body(sqlite, database.url)
    }

    /// Runs `arguments` on both stores; expects the same status, output and notes.
    static func expectSame(_ arguments: [String], _ sqlite: String, _ postgres: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = runInProcess(arguments + ["--db", sqlite])
        let b = runInProcess(arguments + ["--db", postgres])
        #expect(a.status == b.status, "\(arguments): SQLite \(a.status) \(a.stderr) / PostgreSQL \(b.status) \(b.stderr)", sourceLocation: sourceLocation)
        #expect(a.stdout == b.stdout, "\(arguments): outputs differ\nSQLite:\n\(a.stdout.prefix(3000))\nPostgreSQL:\n\(b.stdout.prefix(3000))", sourceLocation: sourceLocation)
        #expect(a.stderr.replacingOccurrences(of: sqlite, with: "DB") == b.stderr.replacingOccurrences(of: postgres, with: "DB"),
                "\(arguments): notes differ", sourceLocation: sourceLocation)
        #expect(a.status == 0 || a.status == 3, "\(arguments): \(a.stderr)", sourceLocation: sourceLocation)
        #expect(a.stdout.count > 10, "\(arguments): nothing printed", sourceLocation: sourceLocation)
    }

    /// Every report with groupings and filters that go to the rollups, to the summaries and
    /// to the raw rows, exact and not.
    static let reports: [[String]] = {
        var all: [[String]] = []
        let variants: [[String]] = [
            [], ["--exact"], ["--by", "strategy,os_major"], ["--by", "day,direction", "--exact"], ["--by", "day,direction"],
            ["--by", "os_name,device_model"], ["--by", "app_version,os_minor", "--min-attempts", "40"],
            ["--by", "os_version", "--strategy", "native_rotation,window_transform", "--direction", "exit"],
            ["--by", "strategy", "--since", "2026-11-26", "--until", "2026-11-27"],
            ["--by", "strategy", "--since", "2026-11-26T06:30:00Z"], ["--by", "trigger,app_state"],
            ["--by", "strategy", "--device", "iPhone 11"], ["--by", "strategy", "--os-major", "17", "--sort", "-strategy"],
        ]
        for report in ["failure-rates", "failures", "restore", "durations"] {
            for variant in variants { all.append(["report", report, "--format", "json"] + variant) }
        }
        for report in ["restore", "failures"] {
            all.append(["report", report, "--format", "json", "--by", "method,container,day"])
            all.append(["report", report, "--format", "json", "--by", "container", "--exact"])
        }
        all.append(["report", "durations", "--format", "csv", "--by", "direction,os_minor,app_version"])
        all.append(["report", "failure-rates", "--format", "markdown", "--by", "strategy,day"])
        all.append(["report", "best-strategy", "--format", "json"])
        all.append(["report", "best-strategy", "--format", "json", "--by", "app_version", "--min-attempts", "20"])
        all.append(["report", "best-strategy", "--format", "table", "--by", "device_model"])
        return all
    }()

    static let nights: [[String]] = [
        ["nightly", "--date", endDay, "--format", "json", "--min-attempts", "20"],
        ["nightly", "--date", "2026-11-26", "--format", "json"],
        ["nightly", "--date", endDay, "--format", "markdown", "--min-attempts", "20"],
    ]

    static let rejects: [[String]] = [
        ["rejects", "--format", "json"], ["rejects", "--summary", "--format", "json"],
        ["rejects", "--reason", "invalid_json,missing_field", "--raw", "--format", "csv"], ["rejects", "--file", "fstel-0002.ndjson", "--limit", "5"],
    ]

    @Test func everyReportNightlyAndRejectsGiveTheSameOutputOnBothBackends() throws {
        try Self.withBothStores { sqlite, postgres in
            for arguments in Self.reports + Self.nights + Self.rejects { Self.expectSame(arguments, sqlite, postgres) }
            // Nightly wrote the same duration percentiles on both.
            let keep = try Store(path: sqlite, access: .read).database
            let pg = try PostgresConnection(url: postgres)
            let query = """
                SELECT day, strategy, os_major, os_minor, app_version, direction, durations, duration_p50_ms, duration_p95_ms
                FROM daily_durations ORDER BY 1, 2, 3, 4, 5, 6
                """
            let written = try keep.rows(sql: query)
            #expect(written.count > 10)
            #expect(try pg.rows(sql: query) == written)
            Self.expectSame(["backfill", "--from", "2026-11-24", "--to", Self.endDay], sqlite, postgres)
            #expect(try pg.rows(sql: query) == keep.rows(sql: query))
        }
    }

    @Test func pruneDropsWholeDayPartitionsAndLeavesTheSameReportsAsOnSQLite() throws {
        try Self.withBothStores(sessions: 250) { sqlite, postgres in
            let pg = try PostgresConnection(url: postgres)
            let partitions = "SELECT c.relname::text FROM pg_inherits AS i JOIN pg_class AS c ON c.oid = i.inhrelid WHERE i.inhparent = 'transitions'::regclass ORDER BY 1"
            let before = try pg.rows(sql: partitions).compactMap { $0[0].string }
            try #require(before.contains("transitions_20261124") && before.contains("transitions_20261125"), "\(before)")
            Self.expectSame(["prune", "--keep-days", "3", "--as-of", Self.endDay, "--dry-run", "--format", "json"], sqlite, postgres)
            #expect(try pg.rows(sql: partitions).count == before.count, "a dry run dropped nothing")
            Self.expectSame(["prune", "--keep-days", "3", "--as-of", Self.endDay, "--session-grace-days", "1", "--format", "json"], sqlite, postgres)
            let after = try pg.rows(sql: partitions).compactMap { $0[0].string }
            #expect(after == before.filter { $0 >= "transitions_20261126" }, "\(after)")
            for gone in before where gone < "transitions_20261126" {
                #expect(try pg.scalar(sql: "SELECT to_regclass($1)::text", arguments: [gone]) == .null, "\(gone) still exists")
            }
            #expect(try pg.scalar(sql: "SELECT count(*) FROM transitions_default") == .integer(0))
            #expect(try pg.scalar(sql: "SELECT count(*) FROM transitions WHERE ts < 1795651200000 /* 2026-11-26 */") == .integer(0))
            let keep = try Store(path: sqlite, access: .read).database
            for table in ["sessions", "transitions"] {
                #expect(try pg.scalar(sql: "SELECT count(*) FROM \(table)") == keep.scalar(sql: "SELECT count(*) FROM \(table)"), "\(table)")
            }
            #expect(try pg.rows(sql: "SELECT before_ts, before_day, transitions, sessions, first_day, before_summaries FROM pruned_ranges")
                == keep.rows(sql: "SELECT before_ts, before_day, transitions, sessions, first_day, before_summaries FROM pruned_ranges"))
            for arguments in Self.reports + Self.nights { Self.expectSame(arguments, sqlite, postgres) }
            // A second prune finds nothing more to delete on either.
            Self.expectSame(["prune", "--keep-days", "3", "--as-of", Self.endDay, "--format", "json"], sqlite, postgres)
        }
    }
}
