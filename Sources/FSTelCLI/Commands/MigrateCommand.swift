import FSTelStore

/// `fstel migrate`
struct MigrateCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "migrate",
            abstract: "Create the store or apply its pending schema migrations.",
            discussion: "Every writing command does this first; this command does only this.",
            options: [StoreOptions.option])
    }

    let store: StoreOptions

    init(_ arguments: ParsedArguments) throws {
        store = StoreOptions(arguments)
    }

    func run(_ console: Console) throws -> ExitCode {
        let path = store.resolvedPath(console)
        let database = try Database(path: path)
        let migrator = Migrator()
        let pending = try migrator.pendingVersions(in: database)
        _ = try Store(path: path, access: .write, migrator: migrator)
        if pending.isEmpty {
            console.err.write("\(path): up to date at schema version \(migrator.latestVersion)\n")
        } else {
            let names = migrator.migrations.filter { pending.contains($0.version) }.map(\.name)
            console.err.write("\(path): applied \(names.joined(separator: ", ")); now at schema version \(migrator.latestVersion)\n")
        }
        return .success
    }
}
