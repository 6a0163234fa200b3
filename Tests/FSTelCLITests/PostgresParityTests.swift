import Foundation
import FSTelGenerator
import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Parity of the backends: the same logs ingested into SQLite and into PostgreSQL give the same
/// accounting, the same JSON from every report and from `nightly --format json`, and the
/// same again after `prune`.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresParityNeedsServerTests {
    /// Generated logs over twelve days (three plain files and a gzip file, with bad and
    /// duplicate lines, sessions spread across files out of order), and two small files
    /// whose session's transitions come before its `session_start`, read in that order.
    static func logs(_ dir: TemporaryDirectory) throws -> (files: [String], endDay: String) {
        var plain = GeneratorOptions(sessions: 700, seed: 13, files: 3, days: 12)
        plain.badRate = 0.02
        plain.dupRate = 0.03
        plain.regression = PlantedRegression(strategy: "window_transform", addedFailureRate: 0.3)
        let a = try generateLogs(plain, into: dir.file("plain"))
        var packed = GeneratorOptions(sessions: 300, seed: 14, files: 1, days: 12)
        packed.gzip = true
        packed.badRate = 0.02
        packed.dupRate = 0.03
        let b = try generateLogs(packed, into: dir.file("gzip"))
        let day = plain.endDay
        let early = try dir.write("late-1.ndjson", [
            #"{"type":"transition","ts":"\#(day)T10:01:00Z","session_id":"late-start","seq":0,"direction":"enter","strategy":"window_transform","outcome":"failed","failure":"layout_timeout","duration_ms":310}"#,
            #"{"type":"transition","ts":"\#(day)T10:02:00Z","session_id":"late-start","seq":1,"direction":"exit","strategy":"window_transform","outcome":"ok","duration_ms":120,"restore":{"method":"superview","section":1,"item":2,"restored_section":1,"restored_item":3}}"#,
        ].joined(separator: "\n") + "\n")
        let late = try dir.write("late-2.ndjson", [
            #"{"type":"session_start","ts":"\#(day)T10:00:00Z","session_id":"late-start","device":{"model":"iPhone14,2","os":"iOS","os_version":"16.7.2"},"app":{"version":"5.2.0","build":"100"}}"#,
            #"{"type":"transition","ts":"\#(day)T10:01:00Z","session_id":"late-start","seq":0,"direction":"enter","strategy":"window_transform","outcome":"ok"}"#,
        ].joined(separator: "\n") + "\n")
        return (a.files + b.files + [early, late], day)
    }

    /// Every report, grouped a few ways (and `--exact` where it changes the source of the
    /// numbers), and the nightly summary of the last day, as JSON.
    static func everyOutput(_ db: String, endDay: String) -> [String: String] {
        var outputs: [String: String] = [:]
        // Every report of the registry that takes --by: a new one is compared here unasked.
        let reports = ReportRegistry.grouped.map { $0.name }
        let groupings = [[], ["--by", "strategy,os_major"], ["--by", "app_version,direction,day"], ["--by", "os_minor,device_model,method"]]
        for report in reports {
            for grouping in groupings where report != "best-strategy" || !grouping.contains(where: { $0.contains("strategy") }) {
                for exact in [[], ["--exact"]] where exact.isEmpty || report == "durations" || report == "failure-rates" {
                    let arguments = ["report", report, "--db", db, "--format", "json"] + grouping + exact
                    let result = runInProcess(arguments)
                    outputs[arguments.dropFirst(4).joined(separator: " ").replacingOccurrences(of: db, with: "DB")] =
                        "\(result.status)\n\(result.stdout)\(result.stderr)"
                }
            }
        }
        // Where failures concentrate, and the ship matrix with what switching would save.
        for arguments in [["report", "causes", "--by-kind", "--all"], ["report", "causes", "--since", endDay, "--until", endDay],
                          ["report", "best-strategy", "--matrix"]] {
            let result = runInProcess(arguments + ["--db", db, "--format", "json"])
            outputs[arguments.joined(separator: " ")] = "\(result.status)\n\(result.stdout)\(result.stderr)"
        }
        let nightly = runInProcess(["nightly", "--db", db, "--date", endDay, "--format", "json"])
        outputs["nightly"] = "\(nightly.status)\n\(nightly.stdout)"
        return outputs
    }

    @Test(.timeLimit(.minutes(10)))
    func theSameLogsGiveTheSameAccountingReportsAndNightlyOnBothBackendsAlsoAfterPrune() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (files, endDay) = try Self.logs(dir)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        let sqlite = dir.file("parity.sqlite")
        let stores = [sqlite, database.url]

        var accounting: [[FileIngestReport]] = []
        for store in stores {
            let result = runInProcess(["ingest", "--migrate", "--db", store, "--format", "json", "--batch-lines", "700"] + files)
            #expect(result.status == 0, "\(result.stderr)")
            var report = try JSONDecoder().decode(IngestReport.self, from: Data(result.stdout.utf8))
            for index in report.files.indices { report.files[index].path = (report.files[index].path as NSString).lastPathComponent }
            accounting.append(report.files)
        }
        #expect(accounting[0] == accounting[1])
        #expect(accounting[0].reduce(0) { $0 + $1.rejected } > 0 && accounting[0].reduce(0) { $0 + $1.duplicates } > 0)

        let before = stores.map { Self.everyOutput($0, endDay: endDay) }
        #expect(before[0].count == before[1].count)
        for (name, output) in before[0].sorted(by: { $0.key < $1.key }) {
            #expect(output.hasPrefix("0\n"), "\(name) on SQLite: \(output.prefix(300))")
            #expect(before[1][name] == output, "\(name)")
        }
        #expect(before[0]["nightly"]?.contains("window_transform") == true)

        // Prune keeps the last 5 days of raw rows; reports read the summaries for the rest.
        var pruned: [String] = []
        for store in stores {
            let result = runInProcess(["prune", "--db", store, "--keep-days", "5", "--as-of", endDay, "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            pruned.append(result.stdout)
        }
        #expect(pruned[0] == pruned[1])
        let after = stores.map { Self.everyOutput($0, endDay: endDay) }
        for (name, output) in after[0].sorted(by: { $0.key < $1.key }) {
            #expect(after[1][name] == output, "after prune: \(name)")
        }
        #expect(after[0] != before[0], "prune changed what --exact reports can count")

        // Ingesting the same logs again stores nothing and counts the same on both.
        var again: [[FileIngestReport]] = []
        for store in stores {
            let result = runInProcess(["ingest", "--migrate", "--db", store, "--format", "json"] + files)
            #expect(result.status == 0, "\(result.stderr)")
            var report = try JSONDecoder().decode(IngestReport.self, from: Data(result.stdout.utf8))
            for index in report.files.indices { report.files[index].path = (report.files[index].path as NSString).lastPathComponent }
            #expect(report.stored == 0)
            again.append(report.files)
        }
        #expect(again[0] == again[1])
    }
}
