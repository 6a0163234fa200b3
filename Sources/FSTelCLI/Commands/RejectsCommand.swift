import CommandLineKit
import Foundation
import FSTelModel
import FSTelQuery
import FSTelStore

/// `fstel rejects [--reason CODE] [--file PATH] [--replay]`
struct RejectsCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "rejects",
            abstract: "List rejected lines with their place and reason, count them, or replay them.",
            discussion: """
                Each rejected line is kept with its file, line number, byte offset, reason code and
                raw bytes. --file matches a stored path as given, by its basename, or by a suffix
                (logs/a.ndjson). --summary counts the lines per reason and file. --replay decodes
                the kept lines again (after a fix) and stores those that now pass, with the same
                accounting as ingest.
                """,
            examples: ["rejects --reason invalid_json --file a.ndjson", "rejects --summary --format json"])
    }

    var store = StoreOptions()
    var output = FormatOptions()

    @Option(name: "reason", valueName: "CODE[,CODE...]", help: "Only these reason codes.")
    var reasons: [RejectReason] = []

    @Option(name: "file", valueName: "PATH", help: "Only lines of input files matching PATH (as given, basename or suffix).", split: false, completion: .file)
    var files: [String] = []

    @Option(name: "limit", valueName: "N", help: "At most N lines.", check: .range(1...Int.max))
    var limit: Int?

    @Flag(name: "raw", help: "Add the raw line (as text) to each row.")
    var includeRaw: Bool

    @Flag(name: "summary", help: "Count the rejected lines per reason and file instead of listing them.")
    var summary: Bool

    @Flag(name: "replay", help: "Decode the listed lines again; store those that now pass.")
    var replay: Bool

    func validate() throws {
        if replay && summary { throw UsageError("--replay and --summary cannot be combined") }
        if summary && includeRaw { throw UsageError("--raw lists lines; it cannot be combined with --summary") }
    }

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.openStore(console, access: replay ? .write : .read)
        let paths = try matchingPaths(in: opened.queryConnection, console: console)
        // Nothing matched: an empty result, not every file.
        if !files.isEmpty && paths.isEmpty { return try list(nil, paths: paths, console: console) }
        guard replay else { return try list(opened.queryConnection, paths: paths, console: console) }
        let report = try opened.makeIngestor(host: nil, options: IngestOptions())
            .replayRejects(RejectFilter(reasons: reasons, paths: paths, limit: limit))
        console.note(
            "replayed \(report.lines) rejected lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) still rejected\n")
        return .success
    }

    /// Lists (or counts) the rejected lines of `paths` (every file when none was asked
    /// for); with no store, only the header (nothing matched).
    private func list(_ db: (any SQLQuerying)?, paths: [String], console: Console) throws -> ExitCode {
        let columns = (summary ? RejectedLines.countColumns : RejectedLines.lineColumns(includeRaw: includeRaw)).map { ResultColumn($0) }
        let writer = makeResultWriter(format: output.format, columns: columns, width: console.width) { console.out.write($0) }
        defer { writer.finish() }
        guard let db else { return .success }
        let filter = RejectFilter(reasons: reasons, paths: paths, limit: limit)
        if summary {
            try RejectedLines.counts(db, filter: filter) { writer.write(row: $0.cells) }
        } else {
            try RejectedLines.list(db, filter: filter, includeRaw: includeRaw) { writer.write(row: $0.cells) }
        }
        return .success
    }

    /// The stored source paths that `--file` values name: a path as given (made absolute,
    /// as ingest stores it), a basename, or a suffix after a `/`. A value that matches
    /// nothing is warned about, with the closest stored paths.
    func matchingPaths(in db: any SQLQuerying, console: Console) throws -> [String] {
        guard !files.isEmpty else { return [] }
        let stored = try RejectedLines.sourcePaths(db)
        var matched: [String] = []
        let cwd = FileManager.default.currentDirectoryPath
        for file in files {
            let absolute = file == "-" || file.hasPrefix("/") ? file : cwd + "/" + file
            let hits = stored.filter { path in
                path == file || path == absolute || path.hasSuffix("/" + file)
            }
            if hits.isEmpty {
                var text = "--file \(TerminalText.escaped(file)) matches no file with rejected lines"
                let names = stored.map { ($0 as NSString).lastPathComponent }
                let close = Suggestions.closest(to: (file as NSString).lastPathComponent, among: names, limit: 3)
                if !close.isEmpty { text += "; closest: " + close.map { TerminalText.escaped($0) }.joined(separator: ", ") }
                console.warn(text)
            }
            for hit in hits where !matched.contains(hit) { matched.append(hit) }
        }
        return matched
    }
}

/// `--reason invalid_json` and the other documented codes; any other value is a usage
/// error listing them.
extension RejectReason: ArgumentValue {}
