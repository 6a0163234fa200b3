import Foundation
import FSTelQuery
import FSTelStore

/// `fstel sql [--param NAME=VALUE ...] "SQL" | --file F.sql`
struct SQLCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "sql",
            abstract: "Run one read-only SQL query on the store and print its rows.",
            discussion: """
                The store is opened read-only and the query runs under an authorizer: writes, schema
                changes, ATTACH and writing pragmas are refused and change nothing. Exactly one statement
                is allowed. Named parameters (:name, @name, $name) take --param name=value (numbers bind
                as numbers); parameters without a value are NULL, as in sqlite3. Rows stream in every format.
                Saved queries: reports/*.sql (docs/sql.md).
                """,
            options: [
                StoreOptions.option,
                FormatOptions.option,
                .value("param", "NAME=VALUE", help: "Bind a named parameter.", repeatable: true),
                .value("file", "F.sql", help: "Read the query from a file instead of the argument."),
            ],
            positionals: PositionalSpec(name: "SQL", help: "The query (or use --file).", minimum: 0, maximum: 1))
    }

    let store: StoreOptions
    let format: OutputFormat
    let sql: String
    let parameters: [AdHocQuery.Parameter]

    init(_ arguments: ParsedArguments) throws {
        store = StoreOptions(arguments)
        format = try FormatOptions(arguments).format
        switch (arguments.positionals.first, arguments.value("file")) {
        case (let text?, nil):
            sql = text
        case (nil, let path?):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw UsageError("cannot read --file \(path)")
            }
            sql = String(decoding: data, as: UTF8.self)
        case (nil, nil):
            throw UsageError("give the query as an argument or with --file")
        case (_?, _?):
            throw UsageError("give the query either as an argument or with --file, not both")
        }
        parameters = try arguments.all("param").map { text in
            guard let parameter = AdHocQuery.Parameter(parsing: text) else {
                throw UsageError("--param expects NAME=VALUE, got '\(text)'")
            }
            return parameter
        }
    }

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.open(console, access: .read)
        let outcome = try AdHocQuery.run(sql: sql, parameters: parameters, in: opened.database, format: format) { console.out.write($0) }
        if !outcome.unsetParameters.isEmpty {
            console.err.write("note: no --param for \(outcome.unsetParameters.joined(separator: ", ")): bound to NULL\n")
        }
        return .success
    }
}
