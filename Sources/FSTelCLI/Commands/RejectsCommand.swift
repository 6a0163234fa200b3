import Foundation
import FSTelQuery
import FSTelStore

/// `fstel rejects [--reason CODE] [--file PATH] [--replay]`
struct RejectsCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "rejects",
            abstract: "List rejected lines with their place and reason, or replay them.",
            discussion: """
                Each rejected line is kept with its file, line number, byte offset, reason code and
                raw bytes. --replay decodes the kept lines again (after a fix) and stores those that
                now pass, with the same accounting as ingest.
                """,
            options: [
                StoreOptions.option,
                FormatOptions.option,
                .value("reason", "CODE", help: "Only this reason code (invalid_json, missing_field, ...).", repeatable: true),
                .value("file", "PATH", help: "Only lines of this input file.", repeatable: true),
                .value("limit", "N", help: "At most N lines."),
                .flag("raw", help: "Add the raw line (as text) to each row."),
                .flag("replay", help: "Decode the listed lines again; store those that now pass."),
            ])
    }

    let store: StoreOptions
    let format: OutputFormat
    let filter: RejectFilter
    let includeRaw: Bool
    let replay: Bool

    init(_ arguments: ParsedArguments) throws {
        store = StoreOptions(arguments)
        format = try FormatOptions(arguments).format
        filter = RejectFilter(
            reasons: arguments.list("reason"),
            paths: arguments.all("file").map { path in
                path == "-" || path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            },
            limit: try arguments.int("limit", range: 1...Int.max))
        includeRaw = arguments.flag("raw")
        replay = arguments.flag("replay")
    }

    func run(_ console: Console) throws -> ExitCode {
        if replay {
            let opened = try store.open(console, access: .write)
            let report = try Ingestor(store: opened).replayRejects(filter)
            console.err.write(
                "replayed \(report.lines) rejected lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) still rejected\n")
            return .success
        }
        let opened = try store.open(console, access: .read)
        let (whereSQL, arguments) = filter.whereClause()
        let statement = try opened.database.makeStatement(sql: """
            SELECT s.path AS file, r.line AS line, r.byte_offset AS offset, r.reason AS reason, r.detail AS detail,
                   r.raw_length AS length\(includeRaw ? ", CAST(r.raw AS TEXT) AS raw" : "")
            FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
            \(whereSQL) ORDER BY s.path, r.generation, r.line \(filter.limit.map { "LIMIT \($0)" } ?? "")
            """)
        try statement.bind(arguments)
        let columns = statement.columnNames.map { ResultColumn($0) }
        let writer = makeResultWriter(format: format, columns: columns) { console.out.write($0) }
        while try statement.step() {
            writer.write(row: (0..<columns.count).map(statement.value))
        }
        writer.finish()
        return .success
    }
}
