import Foundation
import FSTelGenerator
import FSTelQuery
import FSTelStore

/// `fstel demo`: sample logs, ingested, and the first reports a player team reads.
struct DemoCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "demo",
            abstract: "Make sample logs, ingest them, and print the first reports.",
            discussion: """
                Writes deterministic sample logs under DIR/logs, ingests them into DIR/demo.sqlite (or
                --db), and prints failure rates per strategy and iOS major version, the strategy to ship
                per iOS major, the dominant failure kinds, and restore accuracy by method. Running it
                again re-uses the logs and stores nothing twice.
                """,
            options: [
                StoreOptions.option,
                .value("dir", "DIR", help: "Where the sample logs and the store go.", default: "./fstel-demo"),
                .value("sessions", "N", help: "Sessions to generate.", default: "20000"),
                .value("seed", "S", help: "Random seed.", default: "1"),
                .value("format", "FORMAT", help: "Report format: table, csv, json or markdown.", default: "table"),
            ])
    }

    let directory: String
    let databasePath: String?
    let sessions: Int
    let seed: UInt64
    let format: OutputFormat

    init(_ arguments: ParsedArguments) throws {
        directory = arguments.value("dir") ?? "./fstel-demo"
        databasePath = arguments.value("db")
        sessions = try arguments.int("sessions", default: 20_000, range: 1...10_000_000)!
        seed = UInt64(try arguments.int("seed", default: 1, range: 0...Int.max)!)
        format = try FormatOptions(arguments).format
    }

    func run(_ console: Console) throws -> ExitCode {
        let logs = directory + "/logs"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        var options = GeneratorOptions(sessions: sessions, seed: seed, files: 4, days: 14)
        options.badRate = 0.005
        options.dupRate = 0.01
        let summary = try generateLogs(options, into: logs)
        console.err.write("generated \(summary.totalLines) lines for \(summary.sessions) sessions in \(summary.files.count) files under \(logs)\n")

        let path = databasePath ?? directory + "/demo.sqlite"
        let store = try Store(path: path, access: .write)
        let report = try Ingestor(store: store).ingest(paths: summary.files)
        console.err.write(
            "ingested into \(path): \(report.lines) lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) rejected (see: fstel rejects --db \(path))\n\n")

        let db = store.database
        section("Failure rate per strategy and iOS major version (attempts = ok + failed; 95% Wilson interval)", console)
        var rates = try ReportRequest(by: ["strategy", "os_major"], minAttempts: 30)
        rates.sort = [SortKey(column: "strategy"), SortKey(column: "os_major")]
        console.out.write(try FailureRatesReport.run(rates, in: db).rendered(as: format))

        section("Which strategy to ship per iOS major version", console)
        console.out.write(try BestStrategyReport.run(try ReportRequest(by: ["os_major"]), in: db).rendered(as: format))

        section("Failure kinds per strategy", console)
        console.out.write(try FailuresReport.run(try ReportRequest(by: ["strategy"]), in: db).rendered(as: format))

        section("Restore into the right cell: index path vs superview", console)
        console.out.write(try RestoreReport.run(try ReportRequest(by: ["method", "container"]), in: db).rendered(as: format))

        console.out.flush()
        console.err.write("""

            Next: fstel report --help, fstel sql --db \(path) "SELECT ... FROM transition_facts",
            fstel nightly --db \(path) --date \(options.endDay), or open \(path) in sqlite3.

            """)
        return .success
    }

    private func section(_ title: String, _ console: Console) {
        switch format {
        case .markdown: console.out.write("\n## \(title)\n\n")
        case .table: console.out.write("\n\(title)\n\n")
        case .csv, .json: console.err.write("\n\(title)\n")
        }
    }
}
