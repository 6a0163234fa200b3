import FSTelQuery

/// `fstel report restore --by method,container`
struct ReportRestoreCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "restore",
            abstract: "Restores (exits with a target and a restored index path), mismatches and the mismatch rate.",
            discussion: "Columns: the --by dimensions, exits, mismatches, mismatch_rate, ci_low, ci_high, cell_reused. --min-attempts counts exits.",
            options: ReportOptions.options(defaultBy: "method"))
    }

    let options: ReportOptions

    init(_ arguments: ParsedArguments) throws {
        options = try ReportOptions(arguments, defaultBy: RestoreReport.defaultDimensions)
    }

    func run(_ console: Console) throws -> ExitCode {
        try options.run(console) { try RestoreReport.run($0, in: $1) }
    }
}
