import FSTelQuery

/// `fstel report failures --by strategy,os_major`
struct ReportFailuresCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "failures",
            abstract: "Failure kinds per group: count and share of the group's failures.",
            discussion: "Columns: the --by dimensions, failure, count, share.",
            options: ReportOptions.options(defaultBy: "strategy"))
    }

    let options: ReportOptions

    init(_ arguments: ParsedArguments) throws {
        options = try ReportOptions(arguments, defaultBy: ["strategy"])
    }

    func run(_ console: Console) throws -> ExitCode {
        try options.run(console) { try FailuresReport.run($0, in: $1) }
    }
}
