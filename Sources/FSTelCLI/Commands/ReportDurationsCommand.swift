import FSTelQuery

/// `fstel report durations --by strategy`
struct ReportDurationsCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "durations",
            abstract: "Animation time per group: count, p50, p90, p99 and max of duration_ms (nearest rank).",
            discussion: "Counts every transition that carries duration_ms, whatever its outcome. --min-attempts counts durations.",
            options: ReportOptions.options(defaultBy: "strategy"))
    }

    let options: ReportOptions

    init(_ arguments: ParsedArguments) throws {
        options = try ReportOptions(arguments, defaultBy: ["strategy"])
    }

    func run(_ console: Console) throws -> ExitCode {
        try options.run(console) { try DurationsReport.run($0, in: $1) }
    }
}
