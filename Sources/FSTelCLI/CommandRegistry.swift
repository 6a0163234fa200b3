/// The subcommands of `fstel`, in the order `--help` lists them.
enum CommandRegistry {
    static var all: [any Command.Type] {
        [
            DemoCommand.self,
            IngestCommand.self,
            ReportCommand.self,
            SQLCommand.self,
            NightlyCommand.self,
            RejectsCommand.self,
            SchemaCommand.self,
            PruneCommand.self,
            MigrateCommand.self,
            GenerateCommand.self,
        ]
    }
}
