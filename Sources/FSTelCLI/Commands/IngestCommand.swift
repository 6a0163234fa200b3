import Foundation
import FSTelStore

/// `fstel ingest FILE... | -`
struct IngestCommand: Command {
    enum SummaryFormat: String, CaseIterable {
        case text, json
    }

    static var spec: CommandSpec {
        CommandSpec(
            name: "ingest",
            abstract: "Read log files (format v1, plain or gzip) into the store, exactly once.",
            discussion: """
                Each file is read from where the last ingest of it stopped; a file replaced under
                the same path is read from its start. '-' reads standard input. Every line is
                counted: lines = stored + duplicates + rejected (blank lines apart). Rejected
                lines are kept with their place and reason: see 'fstel rejects'.
                """,
            options: [
                StoreOptions.option,
                .value("format", "FORMAT", help: "Summary format: text (on stderr) or json (on stdout).", default: "text"),
                .flag("strict", help: "Exit 65 when any line was rejected."),
                .value("batch-lines", "N", help: "Lines per transaction.", default: "100000"),
                .value("max-line-bytes", "N", help: "Longer lines are rejected as line_too_long.", default: "1048576"),
                .value("progress-every", "N", help: "Lines between progress updates (shown only when stderr is a terminal).", default: "200000"),
            ],
            positionals: PositionalSpec(name: "FILE...", help: "Log files; '-' for standard input.", minimum: 1))
    }

    let store: StoreOptions
    let format: SummaryFormat
    let strict: Bool
    let paths: [String]
    let options: IngestOptions

    init(_ arguments: ParsedArguments) throws {
        store = StoreOptions(arguments)
        format = try arguments.choice("format", default: .text)
        strict = arguments.flag("strict")
        paths = arguments.positionals
        if paths.filter({ $0 == "-" }).count > 1 { throw UsageError("'-' (standard input) can be given only once") }
        var options = IngestOptions()
        options.batchLines = try arguments.int("batch-lines", default: options.batchLines, range: 1...10_000_000)!
        options.maxLineBytes = try arguments.int("max-line-bytes", default: options.maxLineBytes, range: 64...(256 << 20))!
        options.progressEveryLines = try arguments.int("progress-every", default: options.progressEveryLines, range: 1...Int.max)!
        self.options = options
    }

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.open(console, access: .write, creating: true)
        let ingestor = try Ingestor(store: opened, options: options)
        let progress = console.errIsTerminal ? ProgressLine(console: console) : nil
        let report: IngestReport
        do {
            report = try ingestor.ingest(paths: paths, progress: progress.map { line in { line.show($0) } })
        } catch let failure as IngestFailure {
            progress?.clear()
            printSummary(failure.partialReport, console: console)
            throw failure
        }
        progress?.clear()
        printSummary(report, console: console)
        if !report.failedFiles.isEmpty { return .unreadableInput }
        if strict && report.rejected > 0 { return .rejectedLines }
        return .success
    }

    private func printSummary(_ report: IngestReport, console: Console) {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let data = try? encoder.encode(report) {
                console.out.write(String(decoding: data, as: UTF8.self) + "\n")
            }
        case .text:
            for file in report.files {
                if let error = file.error {
                    console.err.write("error: \(error)\n")
                }
                var note = ""
                if file.replaced { note = " (replaced: read from the start)" }
                else if file.resumed { note = " (resumed at byte \(file.startOffset))" }
                console.err.write(
                    "\(file.path): \(file.lines) lines: \(file.stored) stored, \(file.duplicates) duplicates, \(file.rejected) rejected; \(file.blank) blank\(note)\n")
            }
            let rate = report.seconds > 0 ? Double(report.lines + report.blank) / report.seconds : 0
            console.err.write(
                "total: \(report.lines) lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) rejected; \(report.blank) blank; \(report.bytes) bytes in \(String(format: "%.2f", report.seconds)) s (\(Int(rate)) lines/s)\n")
            if report.rejected > 0 {
                console.err.write("see rejected lines with: fstel rejects --db \(store.resolvedPath(console))\n")
            }
        }
    }
}

/// A progress line on stderr, redrawn in place (only used when stderr is a terminal).
final class ProgressLine {
    private let console: Console

    init(console: Console) {
        self.console = console
    }

    func show(_ progress: IngestProgress) {
        let rate = progress.seconds > 0 ? Double(progress.lines) / progress.seconds : 0
        let megabytes = Double(progress.bytes) / 1_048_576
        console.err.write(
            "\r\u{1B}[K\(progress.path): \(progress.lines) lines, \(String(format: "%.1f", megabytes)) MiB, \(Int(rate)) lines/s")
        console.err.flush()
    }

    func clear() {
        console.err.write("\r\u{1B}[K")
    }
}
