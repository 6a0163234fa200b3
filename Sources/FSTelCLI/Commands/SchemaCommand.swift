import FSTelQuery
import FSTelStore

/// `fstel schema`
struct SchemaCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "schema",
            abstract: "Print the store's tables and views, one line per column.",
            discussion: "The views transition_facts and session_facts are the stable interface for ad-hoc SQL (docs/schema.md).")
    }

    var store = StoreOptions()
    var output = FormatOptions()

    func run(_ console: Console) throws -> ExitCode {
        let table: ResultTable
        switch store.location(console) {
        case .sqlite:
            table = try SchemaCatalog.describe(try store.open(console, access: .read).database)
        case .postgresql(let url):
            table = try SchemaCatalog.describe(try StoreOptions.openPostgres(url: url, access: .read).connection)
        }
        console.out.write(table.rendered(as: output.format, width: console.width))
        return .success
    }
}
