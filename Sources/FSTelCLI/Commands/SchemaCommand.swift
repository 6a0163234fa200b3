import CommandLineKit
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
        let table = try SchemaCatalog.describe(try store.openStore(console, access: .read))
        console.out.write(table.rendered(as: output.format, width: console.width))
        return .success
    }
}
