import FSTelQuery

/// `fstel report best-strategy --by os_major`
struct ReportBestStrategyCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "best-strategy",
            abstract: "Per group, strategies ranked by the upper bound of their failure-rate interval, with a verdict.",
            discussion: """
                Columns: the --by dimensions, rank, strategy, attempts, failures, failure_rate, ci_low, ci_high,
                verdict. Strategies with fewer than --min-attempts attempts (default \(BestStrategyReport.defaultMinAttempts))
                are listed last as "not enough data".
                """,
            options: ReportOptions.options(defaultBy: "os_major"))
    }

    let options: ReportOptions

    init(_ arguments: ParsedArguments) throws {
        options = try ReportOptions(arguments, defaultBy: ["os_major"])
    }

    func run(_ console: Console) throws -> ExitCode {
        try options.run(console) { try BestStrategyReport.run($0, in: $1) }
    }
}
