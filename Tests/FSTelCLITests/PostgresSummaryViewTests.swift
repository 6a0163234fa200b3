import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// The summary views give the same rows on PostgreSQL as on SQLite, before and after a
/// prune, and `fstel sql` on PostgreSQL notes pruned days when its plan reads raw rows.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresSummaryViewNeedsServerTests {
    /// The data lines of a CSV result, sorted (the backends order text and NULLs apart).
    func sortedLines(_ arguments: [String], db: String) -> [String] {
        let result = runInProcess(arguments + ["--db", db])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout.split(separator: "\r\n").dropFirst().map(String.init).sorted()
    }

    static let queries = [
        "SELECT day, strategy, os_name, os_major, os_minor, os_version, device_model, app_version, direction, attempts, ok, failures, cancelled, ignored, restores, mismatches, durations FROM daily_transition_counts",
        "SELECT day, strategy, os_major, os_minor, os_version, app_version, direction, failure, failures FROM daily_failure_kinds",
        "SELECT day, strategy, os_major, os_minor, os_version, app_version, method, container, restores, mismatches, cell_reused FROM daily_restore_counts",
        "SELECT strategy, os_major, sum(attempts), sum(failures), sum(cancelled), sum(ignored) FROM daily_transition_counts GROUP BY strategy, os_major",
        "SELECT day, in_restores_and_durations FROM pruned_days",
    ]

    @Test func theSummaryViewsHoldTheSameRowsOnBothBackendsBeforeAndAfterAPrune() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = dir.file("logs")
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        _ = try generateLogs(GeneratorOptions(
            sessions: 200, seed: 77, files: 2, days: 5, endDay: "2026-11-28", gzip: false, badRate: 0.01, dupRate: 0.02,
            regression: nil), into: logs)
        let paths = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
        let sqlite = dir.file("store.sqlite")
        try #require(runInProcess(["ingest", "--db", sqlite, "--quiet"] + paths).status == 0)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        let store = try PostgresStore(url: database.url, access: .write)
        try PostgresRowCopy.copy(from: try Store(path: sqlite, access: .read).database, to: store.connection)

        for phase in ["before", "after"] {
            if phase == "after" {
                for db in [sqlite, database.url] {
                    let prune = runInProcess(["prune", "--db", db, "--keep-days", "3", "--as-of", "2026-11-28", "--quiet"])
                    #expect(prune.status == 0, "\(prune.stderr)")
                }
            }
            for sql in Self.queries {
                let a = sortedLines(["sql", "--allow-superuser", "--format", "csv", sql], db: sqlite)
                let b = sortedLines(["sql", "--allow-superuser", "--format", "csv", sql], db: database.url)
                #expect(a == b, "\(phase) prune: \(sql)\nSQLite \(a.prefix(5))\nPostgreSQL \(b.prefix(5))")
                #expect(!a.isEmpty || sql.contains("pruned_days") && phase == "before", "\(phase): \(sql) gave no rows")
            }
            // Durations: the buckets count what the sketches count.
            let sketches = sortedLines(["sql", "--allow-superuser", "--format", "csv",
                "SELECT strategy, fstel_sketch_count(fstel_sketch_sum(sketch)) FROM daily_duration_sketches GROUP BY strategy"], db: sqlite)
            let buckets = sortedLines(["sql", "--allow-superuser", "--format", "csv",
                "SELECT strategy, sum(durations) FROM daily_duration_buckets GROUP BY strategy"], db: database.url)
            #expect(sketches == buckets && !sketches.isEmpty, "\(sketches) vs \(buckets)")
        }
        #expect(sortedLines(["sql", "--allow-superuser", "--format", "csv", "SELECT day FROM pruned_days"], db: database.url) == ["2026-11-24", "2026-11-25"])

        // The note names the pruned days when the plan reads raw rows, on both backends.
        for db in [sqlite, database.url] {
            let raw = runInProcess(["sql", "--allow-superuser", "--db", db, "SELECT count(*) FROM transition_facts WHERE strategy <> ''"])
            #expect(raw.status == 0 && raw.stderr.contains("2026-11-24 to 2026-11-25"), "\(raw.stderr)")
            let counted = runInProcess(["sql", "--allow-superuser", "--db", db, "SELECT sum(attempts) FROM daily_transition_counts"])
            #expect(counted.status == 0 && !counted.stderr.contains("prune"), "\(counted.stderr)")
        }
        // --max-memory is the transaction's work_mem (a quarter of it).
        let memory = runInProcess(["sql", "--allow-superuser", "--db", database.url, "--max-memory", "64M", "--format", "csv", "SHOW work_mem"])
        #expect(memory.status == 0 && memory.stdout.contains("16MB"), "\(memory.stdout) \(memory.stderr)")
    }
}
