/// The subcommands of `fstel`, in the order `--help` lists them.
enum CommandRegistry {
    static var all: [any Command.Type] {
        [
            IngestCommand.self,
            RejectsCommand.self,
            GenerateCommand.self,
            MigrateCommand.self,
            SchemaCommand.self,
            ReportCommand.self,
            SQLCommand.self,
        ]
    }
}
