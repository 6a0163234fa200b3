/// The subcommands of `fstel`, in the order `--help` lists them.
enum CommandRegistry {
    static var all: [any Command.Type] {
        [
            DemoCommand.self,
            IngestCommand.self,
            ReportCommand.self,
            SQLCommand.self,
            NightlyCommand.self,
            BackfillCommand.self,
            RejectsCommand.self,
            SchemaCommand.self,
            PruneCommand.self,
            MigrateCommand.self,
            CopyCommand.self,
            GenerateCommand.self,
            CompletionsCommand.self,
            VersionCommand.self,
        ]
    }

    /// Every command that runs (not only groups), with its path: `["report", "failures"]`.
    static func leaves(_ command: any Command.Type = RootCommand.self, path: [String] = []) -> [(path: [String], command: any Command.Type)] {
        let subcommands = command.configuration.subcommands
        if subcommands.isEmpty { return [(path, command)] }
        return subcommands.flatMap { leaves($0, path: path + [$0.configuration.name]) }
    }
}
