import CommandLineKit
import FSTelModel
import FSTelQuery
import FSTelStore

/// `fstel report <report>`: the reports of ``ReportRegistry``, one subcommand each.
struct ReportCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "report",
            abstract: "Failure rates, failure kinds, restore mismatches and durations, grouped as asked.",
            discussion: """
                Every report groups by --by DIM[,DIM...] and takes the same filters. Definitions of every
                metric are in docs/metrics.md. An attempt is a transition whose outcome is ok or failed;
                rates come with a Wilson 95% interval.
                """,
            subcommands: ReportRegistry.grouped.map { subcommand(for: $0) } + [CompareCommand.self, CausesCommand.self],
            examples: [
                "report failure-rates --by strategy,os_major --min-attempts 100", "report best-strategy --matrix",
                "report compare --a 8.5.0 --b 8.6.0", "report causes --by-kind",
            ])
    }

    /// The command that runs `report`.
    static func subcommand<Report: GroupedReport>(for report: Report.Type) -> any Command.Type {
        ReportSubcommand<Report>.self
    }
}

/// `fstel report <name>`: one command for every ``GroupedReport``, its name, help, default
/// grouping and layouts taken from the report's declaration.
struct ReportSubcommand<Kind: GroupedReport>: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(name: Kind.name, abstract: Kind.abstract, discussion: Kind.discussion)
    }

    var store = StoreOptions()

    @Option(name: "by", valueName: "DIM[,DIM...]", help: "Group by these dimensions.", allowed: Kind.dimensions.map(\.name))
    var by: [String] = Kind.defaultDimensions.map(\.name)

    var filters = ReportFilterOptions()
    var output = FormatOptions()

    @Flag(name: "exact", help: "Scan raw transitions instead of the summaries kept at ingest (exact percentiles; pruned days cannot be counted).")
    var exact: Bool

    /// The flag of the report's other layout (`--matrix`), when it has one.
    let layoutFlag: Flag? = Kind.layout.map { Flag(name: $0.flag, help: $0.help) }

    func validate() throws {
        _ = try request()
    }

    func request() throws -> ReportRequest {
        do {
            var request = try ReportRequest(by: by, filter: try filters.filter(), minAttempts: filters.minAttempts, sort: filters.sort.map(SortKey.init(parsing:)))
            request.useRollup = !exact
            return request
        } catch let error as ReportRequestError {
            throw UsageError(error.description)
        }
    }

    func run(_ console: Console) throws -> ExitCode {
        let request = try request()
        let db = try store.openStore(console, access: .read).queryConnection
        try filters.warnAboutUnmatchedValues(request.filter, in: db, console: console)
        let answer: any RenderedReport
        do {
            if let layout = Kind.layout, layoutFlag?.wrappedValue == true {
                answer = try layout.build(request, db)
            } else {
                answer = try Kind.table(request, in: db)
            }
        } catch ReportRequestError.unknownSortColumn(let name, let known) {
            throw UsageError(Suggestions.unknown("column '\(name)' for --sort", name, among: known, listing: true))
        } catch let error as ReportRequestError {
            throw UsageError(error.description)
        }
        let render = { (format: OutputFormat) in answer.rendered(as: format, width: console.width) }
        if output.format.prose != nil {
            for note in Kind.notes(request) { console.err.write((console.errWidth.map { Prose.wrapped(note, width: $0) } ?? note) + "\n") }
        }
        // A report that reads raw rows over a range with pruned days says which days it could
        // not count: one line on stderr, and in JSON an object instead of the bare array.
        let source = Kind.source(request)
        let pruned: PrunedDays?
        switch source {
        case .rawRows:
            pruned = try Retention.prunedDays(db, fromMs: request.filter.since, toMs: request.filter.until)
        case .summaries:
            pruned = try Retention.prunedDays(
                db, fromMs: request.filter.since, toMs: request.filter.until, beforeSummaries: true)
        case .rollups:
            pruned = nil
        }
        guard let pruned else {
            console.out.write(render(output.format))
            return .success
        }
        let notice = source == .summaries ? Retention.unsummarizedNotice(pruned) : Retention.uncountedNotice(pruned)
        console.err.write((console.errWidth.map { Prose.wrapped(notice, width: $0) } ?? notice) + "\n")
        if output.format == .json {
            var rows = render(.json)
            while rows.hasSuffix("\n") { rows.removeLast() }
            console.out.write("{\"rows\": \(rows),\n\"pruned_days\": {\"from\": \(pruned.first.map { jsonQuoted($0.description) } ?? "null"), "
                + "\"to\": \(jsonQuoted(pruned.last.description))},\n\"notice\": \(jsonQuoted(notice))}\n")
        } else {
            console.out.write(render(output.format))
        }
        return .success
    }
}

/// The filters every report takes.
struct ReportFilterOptions: ArgumentGroup {
    @Option(name: "since", valueName: "TIME", help: "Only transitions at or after TIME: a date (its UTC midnight) or RFC 3339.")
    var since: String?

    @Option(name: "until", valueName: "TIME", help: "Only transitions up to TIME: a date includes that whole UTC day; RFC 3339 is inclusive.")
    var until: String?

    var strategyAndOS = StrategyAndOSOptions()

    @Option(name: "os-version", valueName: "V[,V...]", help: "Only these OS versions, as logged (13.4.1).")
    var osVersions: [String] = []

    @Option(name: "app-version", valueName: "V[,V...]", help: "Only these app versions.")
    var appVersions: [String] = []

    @Option(name: "device", valueName: "MODEL", help: "Only this device model (iPhone12,1) or name (iPhone 11); not comma-split.", split: false)
    var devices: [String] = []

    @Option(name: "direction", valueName: "DIRECTION", help: "Only this direction.")
    var directions: [Direction] = []

    @Option(name: "min-attempts", valueName: "N", help: "Flag groups with fewer attempts as insufficient; they are listed last, unranked.", check: .range(0...Int.max))
    var minAttempts: Int?

    @Option(name: "sort", valueName: "COL[,COL...]", help: "Order by these result columns; -COL or COL:desc for descending.")
    var sort: [String] = []

    /// The filter these options describe (pure: reads nothing).
    func filter() throws -> ReportFilter {
        var filter = ReportFilter()
        if let since { filter.since = try ReportFilter.sinceBound(since) }
        if let until { filter.until = try ReportFilter.untilBound(until) }
        filter.strategies = strategyAndOS.strategies
        filter.osMajors = strategyAndOS.osMajors
        filter.osVersions = osVersions
        filter.appVersions = appVersions
        filter.devices = devices
        filter.directions = directions
        return filter
    }

    /// A warning on stderr for each value of an open set (strategies, OS and app versions,
    /// devices) that matches nothing stored, with the closest stored values.
    func warnAboutUnmatchedValues(_ filter: ReportFilter, in db: any SQLQuerying, console: Console) throws {
        try UnmatchedValues.warn(option: "strategy", filter.strategies, field: .strategy, in: db, console: console)
        try UnmatchedValues.warn(option: "os-major", filter.osMajors.map(String.init), field: .osMajor, in: db, console: console)
        try UnmatchedValues.warn(option: "os-version", filter.osVersions, field: .osVersion, in: db, console: console)
        try UnmatchedValues.warn(option: "app-version", filter.appVersions, field: .appVersion, in: db, console: console)
        try UnmatchedValues.warn(option: "device", filter.devices, field: .device, in: db, console: console)
    }
}

/// `--strategy`: the filter every report takes, `compare` and `causes` included.
struct StrategyOptions: ArgumentGroup {
    @Option(name: "strategy", valueName: "NAME[,NAME...]", help: "Only these strategies.", completion: .words(DomainStrategies.names))
    var strategies: [String] = []
}

/// `--strategy` and `--os-major`: the filters every report takes, `compare` included.
struct StrategyAndOSOptions: ArgumentGroup {
    var strategy = StrategyOptions()

    @Option(name: "os-major", valueName: "N[,N...]", help: "Only these iOS major versions.")
    var osMajors: [Int] = []

    /// `--strategy`'s values.
    var strategies: [String] { strategy.strategies }
}

/// Values of open sets that match nothing stored.
enum UnmatchedValues {
    static func warn(
        option: String, _ values: [String], field: StoredFilterValues.Field, in db: any SQLQuerying, console: Console
    ) throws {
        guard !values.isEmpty else { return }
        let known = try StoredFilterValues.values(of: field, in: db)
        let knownSet = Set(known)
        for value in values where !knownSet.contains(value) {
            var text = "--\(option) \(TerminalText.escaped(value)) matches nothing stored"
            let close = Suggestions.closest(to: value, among: known.sorted(), limit: 3)
            if !close.isEmpty { text += "; closest stored: " + close.map { TerminalText.escaped($0) }.joined(separator: ", ") }
            console.warn(text)
        }
    }
}

/// `--direction enter` or `exit`; any other value is a usage error naming both.
extension Direction: ArgumentValue {
    static let all: [Direction] = [.enter, .exit]

    public init?(argument: String) { self.init(rawValue: argument) }
    public static var expectation: String { "one of " + all.map(\.rawValue).joined(separator: ", ") }
    public static var allowedValues: [String]? { all.map(\.rawValue) }
    public var argumentText: String { rawValue }
}
