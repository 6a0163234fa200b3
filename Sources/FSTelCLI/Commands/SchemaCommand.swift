import FSTelQuery
import FSTelStore

/// `fstel schema`
struct SchemaCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "schema",
            abstract: "Print the store's tables and views, one line per column.",
            discussion: "The views transition_facts and session_facts are the stable interface for ad-hoc SQL (docs/schema.md).",
            options: [StoreOptions.option, FormatOptions.option])
    }

    let store: StoreOptions
    let format: OutputFormat

    init(_ arguments: ParsedArguments) throws {
        store = StoreOptions(arguments)
        format = try FormatOptions(arguments).format
    }

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.open(console, access: .read)
        let table = try SchemaCatalog.describe(opened.database)
        console.out.write(table.rendered(as: format))
        return .success
    }
}
