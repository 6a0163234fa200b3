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
            SetupRolesCommand.self,
            MaintainCommand.self,
            CopyCommand.self,
            GenerateCommand.self,
            CompletionsCommand.self,
            VersionCommand.self,
        ]
    }
}
