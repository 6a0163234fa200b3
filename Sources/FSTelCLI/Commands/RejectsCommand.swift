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

    @Option(name: "reason", valueName: "CODE[,CODE...]", help: "Only these reason codes.", allowed: RejectReason.allCases.map(\.rawValue))
    var reasons: [String] = []

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
        if replay {
            if case .postgresql(let url) = store.location(console) { return try replayOnPostgreSQL(url: url, console: console) }
            let opened = try store.open(console, access: .write)
            let paths = try matchingPaths(in: opened.database, console: console)
            if !files.isEmpty && paths.isEmpty { return try list(nil, paths: paths, console: console) }
            let report = try Ingestor(store: opened).replayRejects(RejectFilter(reasons: reasons, paths: paths, limit: limit))
            console.note(
                "replayed \(report.lines) rejected lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) still rejected\n")
            return .success
        }
        let db = try store.openEither(console, access: .read).connection
        return try list(db, paths: try matchingPaths(in: db, console: console), console: console)
    }

    /// Lists (or counts) the rejected lines of `paths` (every file when none was asked
    /// for); nothing when `--file` matched no file.
    private func list(_ db: (any SQLQuerying)?, paths: [String], console: Console) throws -> ExitCode {
        let columns = columns(summary: summary)
        let writer = makeResultWriter(format: output.format, columns: columns, width: console.width) { console.out.write($0) }
        defer { writer.finish() }
        // Nothing matched: an empty result, not every file.
        guard let db, files.isEmpty || !paths.isEmpty else { return .success }
        let filter = RejectFilter(reasons: reasons, paths: paths, limit: limit)
        let (whereSQL, arguments) = filter.whereClause()
        // Paths sort by their bytes on both backends; PostgreSQL's raw bytes become text here.
        let postgres = db.backend == .postgresql
        let bytewise = postgres ? " COLLATE \"C\"" : ""
        let sql = summary
            ? """
                SELECT r.reason AS reason, s.path AS file, count(*) AS lines
                FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
                \(whereSQL) GROUP BY r.reason, s.path ORDER BY r.reason\(bytewise), s.path\(bytewise) \(limit.map { "LIMIT \($0)" } ?? "")
                """
            : """
                SELECT s.path AS file, r.line AS line, r.byte_offset AS offset, r.reason AS reason, r.detail AS detail,
                       r.raw_length AS length\(includeRaw ? (postgres ? ", r.raw AS raw" : ", CAST(r.raw AS TEXT) AS raw") : "")
                FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
                \(whereSQL) ORDER BY s.path\(bytewise), r.generation, r.line \(limit.map { "LIMIT \($0)" } ?? "")
                """
        try db.forEachRow(sql: SQLDialect(backend: db.backend).statement(sql), arguments: arguments.map(\.databaseValue)) { row in
            writer.write(row: (0..<columns.count).map { index in
                if case .blob(let bytes) = row.value(index) { return .text(String(decoding: bytes, as: UTF8.self)) }
                return row.value(index)
            })
        }
        return .success
    }

    private func columns(summary: Bool) -> [ResultColumn] {
        (summary ? ["reason", "file", "lines"] : ["file", "line", "offset", "reason", "detail", "length"] + (includeRaw ? ["raw"] : []))
            .map { ResultColumn($0) }
    }

    /// The stored source paths that `--file` values name: a path as given (made absolute,
    /// as ingest stores it), a basename, or a suffix after a `/`. A value that matches
    /// nothing is warned about, with the closest stored paths.
    func matchingPaths(in db: any SQLQuerying, console: Console) throws -> [String] {
        guard !files.isEmpty else { return [] }
        let stored = try db.fetchRows(sql: "SELECT DISTINCT path FROM sources JOIN rejected_lines USING (source_id)", arguments: [])
            .compactMap { $0[0].string }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
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

extension RejectsCommand {
    /// `--replay` on a PostgreSQL store: the same rules, through ``PostgresIngestor``.
    func replayOnPostgreSQL(url: String, console: Console) throws -> ExitCode {
        let opened = try StoreOptions.openPostgres(url: url, access: .write)
        let paths = try matchingPaths(in: opened.connection, console: console)
        if !files.isEmpty && paths.isEmpty { return try list(nil, paths: paths, console: console) }
        let filter = RejectFilter(reasons: reasons, paths: paths, limit: limit)
        let report = try PostgresIngestor(store: opened).replayRejects(filter)
        console.note(
            "replayed \(report.lines) rejected lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) still rejected\n")
        return .success
    }
}
