import CommandLineKit
import Foundation
import FSTelGenerator
import FSTelQuery
import FSTelStore

/// `fstel demo`: sample logs, ingested, and the first reports a player team reads.
struct DemoCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "demo",
            abstract: "Make sample logs, ingest them, and print the first reports.",
            discussion: """
                Writes deterministic sample logs under DIR/logs, ingests them into DIR/demo.sqlite (or
                --db), and prints the answer first (the strategy to ship per iOS major version), then the
                dominant failure kinds and restore accuracy by method. Running it again re-uses the logs
                and stores nothing twice.
                """)
    }

    var store = StoreOptions()

    @Option(name: "dir", valueName: "DIR", help: "Where the sample logs and the store go.", completion: .directory)
    var directory = "./fstel-demo"

    @Option(name: "sessions", valueName: "N", help: "Sessions to generate.", check: .range(1...10_000_000))
    var sessions = 20_000

    @Option(name: "seed", valueName: "S", help: "Random seed.", check: .range(0...Int.max))
    var seed = 1

    var output = FormatOptions()

    func run(_ console: Console) throws -> ExitCode {
        let format = output.format
        let logs = directory + "/logs"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        var options = GeneratorOptions(sessions: sessions, seed: UInt64(seed), files: 4, days: 14)
        options.badRate = 0.005
        options.dupRate = 0.01
        // Generated into a fresh folder, then compared with the logs already there: the
        // same --sessions and --seed give the same bytes, and the logs are reused.
        let fresh = logs + "/.fstel-demo-new"
        try? FileManager.default.removeItem(atPath: fresh)
        try FileManager.default.createDirectory(atPath: fresh, withIntermediateDirectories: true)
        var summary = try generateLogs(options, into: fresh)
        let names = summary.files.map { ($0 as NSString).lastPathComponent }
        let reused = names.allSatisfy { name in
            FileManager.default.contentsEqual(atPath: fresh + "/" + name, andPath: logs + "/" + name)
        }
        for name in names {
            if !reused {
                try? FileManager.default.removeItem(atPath: logs + "/" + name)
                try FileManager.default.moveItem(atPath: fresh + "/" + name, toPath: logs + "/" + name)
            }
        }
        try? FileManager.default.removeItem(atPath: fresh)
        summary.files = names.map { logs + "/" + $0 }
        console.wrappedNote("\(reused ? "reused" : "generated") \(summary.totalLines) lines for \(summary.sessions) sessions in \(summary.files.count) files under \(logs)"
            + (reused ? " (the same --sessions and --seed as before)" : ""))

        let path = store.path ?? directory + "/demo.sqlite"
        let opened = try StoreOptions.openStore(path, access: .write, creating: true, migrating: true)
        let report = try opened.makeIngestor(host: nil, options: IngestOptions()).ingest(paths: summary.files, progress: nil)
        let db = opened.queryConnection
        let quotedPath = ShellWord.quoted(opened.displayName)
        console.wrappedNote(
            "ingested into \(opened.displayName): \(report.lines) lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) rejected (see: \(console.invocation) rejects --db \(quotedPath))")

        // The answer first: the strategy to ship per iOS major version.
        section("The strategy to ship per iOS major version (lowest upper bound of the 95% interval of the failure rate; margin: clear, or the runner-up whose interval overlaps)", format, console)
        let best = try BestStrategyReport.table(try ReportRequest(by: ["os_major"]), in: db)
        console.out.write(Self.winners(best).rendered(as: format, width: console.width))

        section("The most frequent failure kinds per strategy", format, console)
        var failures = try ReportRequest(by: ["strategy"])
        failures.sort = [SortKey(column: "count", descending: true)]
        console.out.write(Self.top(try FailuresReport.table(failures, in: db), rows: 8).rendered(as: format, width: console.width))

        section("Restore into the right cell: index path vs superview", format, console)
        console.out.write(try RestoreReport.table(try ReportRequest(by: ["method"]), in: db).rendered(as: format, width: console.width))

        console.out.flush()
        let executable = console.invocation
        let more: [(String, String?)] = [
            ("\(executable) report best-strategy --db \(quotedPath) --matrix", "what to ship per iOS version, every strategy"),
            ("\(executable) report failure-rates --db \(quotedPath) --by strategy,os_major", nil),
            ("\(executable) sql --db \(quotedPath) \"SELECT count(*) FROM transition_facts\"", nil),
            ("\(executable) nightly --db \(quotedPath) --date \(options.endDay)", nil),
            ("\(executable) help report", nil),
        ]
        var text = "\nMore:\n"
        for (command, comment) in more {
            let line = "  " + command + (comment.map { "   (\($0))" } ?? "")
            guard let width = console.errWidth, line.count > width else {
                text += line + "\n"
                continue
            }
            // Too wide: the command alone, broken so that it still runs as printed.
            for piece in Prose.commandLines(command, width: max(20, width - 2)) { text += "  " + piece + "\n" }
            if let comment { text += "    (\(comment))\n" }
        }
        console.note(text + "\n")
        return .success
    }

    /// The rank-1 row of each group (the strategy to ship), without the rank column and
    /// with the verdict cut to how clear the choice is: `clear`, or which runner-up's
    /// interval overlaps.
    static func winners(_ table: ResultTable) -> ResultTable {
        guard let rank = table.columns.firstIndex(where: { $0.name == "rank" }),
            let verdict = table.columns.firstIndex(where: { $0.name == "verdict" })
        else { return table }
        var columns = table.columns
        columns[verdict] = ResultColumn("margin", isSentence: true)
        columns.remove(at: rank)
        let rows = table.rows.filter { $0[rank] == .integer(1) }.map { row in
            var row = row
            let text = row[verdict].string ?? ""
            if let open = text.range(of: "(interval overlaps "), text.hasSuffix(")") {
                row[verdict] = .text("overlaps " + text[open.upperBound...].dropLast())
            } else {
                row[verdict] = .text("clear")
            }
            row.remove(at: rank)
            return row
        }
        return ResultTable(columns: columns, rows: rows)
    }

    /// The first `rows` rows.
    static func top(_ table: ResultTable, rows: Int) -> ResultTable {
        ResultTable(columns: table.columns, rows: Array(table.rows.prefix(rows)))
    }

    private func section(_ title: String, _ format: OutputFormat, _ console: Console) {
        switch format.prose {
        case .markdown: console.out.write("\n## \(title)\n\n")
        case .terminal: console.out.write("\n\(console.width.map { Prose.wrapped(title, width: $0) } ?? title)\n\n")
        case nil: console.note("\n\(title)\n")
        }
    }
}
