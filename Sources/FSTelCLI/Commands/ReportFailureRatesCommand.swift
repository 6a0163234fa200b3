import FSTelQuery

/// `fstel report failure-rates --by strategy,os_major`
struct ReportFailureRatesCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "failure-rates",
            abstract: "Attempts, failures and the failure rate with its 95% interval per group.",
            discussion: "Columns: the --by dimensions, attempts, failures, failure_rate, ci_low, ci_high, cancelled, ignored.",
            options: ReportOptions.options(defaultBy: "strategy"))
    }

    let options: ReportOptions

    init(_ arguments: ParsedArguments) throws {
        options = try ReportOptions(arguments, defaultBy: ["strategy"])
    }

    func run(_ console: Console) throws -> ExitCode {
        try options.run(console) { try FailureRatesReport.run($0, in: $1) }
    }
}
