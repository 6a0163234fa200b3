import FSTelQuery
import FSTelStore

/// `fstel report <subcommand>`: the failure-rate reports of the query module.
struct ReportCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "report",
            abstract: "Failure rates, failure kinds, restore mismatches and durations, grouped as asked.",
            discussion: """
                Every report groups by --by DIM[,DIM...] and takes the same filters. Definitions of every
                metric are in docs/metrics.md. An attempt is a transition whose outcome is ok or failed;
                rates come with a Wilson 95% interval.
                """,
            subcommands: [
                ReportFailureRatesCommand.self, ReportFailuresCommand.self, ReportRestoreCommand.self,
                ReportDurationsCommand.self, ReportBestStrategyCommand.self,
            ])
    }

    init(_ arguments: ParsedArguments) throws {}

    func run(_ console: Console) throws -> ExitCode { .success }
}

/// The options every report takes, read into a ``ReportRequest``.
struct ReportOptions {
    static func options(defaultBy: String) -> [OptionSpec] {
        [
            StoreOptions.option,
            .value("by", "DIM[,DIM...]", help: "Group by these dimensions: \(Dimension.names.joined(separator: ", ")).", repeatable: true, default: defaultBy),
            .value("since", "TIME", help: "Only transitions at or after TIME: a date (its UTC midnight) or RFC 3339."),
            .value("until", "TIME", help: "Only transitions up to TIME: a date includes that whole UTC day; RFC 3339 is inclusive."),
            .value("strategy", "NAME[,NAME...]", help: "Only these strategies.", repeatable: true),
            .value("os-major", "N[,N...]", help: "Only these iOS major versions.", repeatable: true),
            .value("os-version", "V[,V...]", help: "Only these OS versions, as logged (13.4.1).", repeatable: true),
            .value("app-version", "V[,V...]", help: "Only these app versions.", repeatable: true),
            .value("device", "MODEL", help: "Only this device model (iPhone12,1) or name (iPhone 11); not comma-split.", repeatable: true),
            .value("direction", "enter|exit", help: "Only this direction.", repeatable: true),
            .value("min-attempts", "N", help: "Flag groups with fewer attempts as insufficient; they are listed last, unranked."),
            .value("sort", "COL[,COL...]", help: "Order by these result columns; -COL or COL:desc for descending.", repeatable: true),
            FormatOptions.option,
        ]
    }

    let store: StoreOptions
    let format: OutputFormat
    let request: ReportRequest

    init(_ arguments: ParsedArguments, defaultBy: [String]) throws {
        store = StoreOptions(arguments)
        format = try FormatOptions(arguments).format
        var filter = ReportFilter()
        do {
            if let since = arguments.value("since") { filter.since = try ReportFilter.sinceBound(since) }
            if let until = arguments.value("until") { filter.until = try ReportFilter.untilBound(until) }
        } catch {
            throw UsageError(error.description)
        }
        filter.strategies = arguments.list("strategy")
        filter.osMajors = try arguments.list("os-major").map { text in
            guard let major = Int(text) else { throw UsageError("--os-major expects whole numbers, got '\(text)'") }
            return major
        }
        filter.osVersions = arguments.list("os-version")
        filter.appVersions = arguments.list("app-version")
        filter.devices = arguments.all("device").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        filter.directions = arguments.list("direction")
        for direction in filter.directions where direction != "enter" && direction != "exit" {
            throw UsageError("--direction must be enter or exit, got '\(direction)'")
        }
        let by = arguments.all("by").isEmpty ? defaultBy : arguments.list("by")
        do {
            request = try ReportRequest(
                by: by, filter: filter, minAttempts: try arguments.int("min-attempts", range: 0...Int.max),
                sort: arguments.list("sort").map(SortKey.init(parsing:)))
        } catch let error as ReportRequestError {
            throw UsageError(error.description)
        }
    }

    /// Opens the store read-only, runs the report, prints it.
    func run(_ console: Console, _ report: (ReportRequest, Database) throws -> ResultTable) throws -> ExitCode {
        let opened = try store.open(console, access: .read)
        let table: ResultTable
        do {
            table = try report(request, opened.database)
        } catch let error as ReportRequestError {
            throw UsageError(error.description)
        }
        console.out.write(table.rendered(as: format))
        return .success
    }
}
