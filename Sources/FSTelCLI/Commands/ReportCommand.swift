import CommandLineKit
import FSTelModel
import FSTelQuery
import FSTelStore

/// `fstel report <report>`: the reports of the query module, one generic command each.
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
            subcommands: [
                ReportSubcommand<FailureRatesReport>.self, ReportSubcommand<FailuresReport>.self,
                ReportSubcommand<RestoreReport>.self, ReportSubcommand<DurationsReport>.self,
                ReportSubcommand<BestStrategyReport>.self, CompareCommand.self, CausesCommand.self,
            ],
            examples: [
                "report failure-rates --by strategy,os_major --min-attempts 100", "report best-strategy --matrix",
                "report compare --a 8.5.0 --b 8.6.0", "report causes --by-kind",
            ])
    }
}

/// What distinguishes one report subcommand from another: its name, its text, its
/// default grouping (``ReportDescription``) and the query that answers it.
protocol ReportKind {
    /// Options only this report takes (`best-strategy --matrix`).
    associatedtype Extras: ReportExtras = NoReportExtras
    static var description: ReportDescription { get }
    static func run(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable
    /// True when the report scans raw transitions for `request` (so pruned days are
    /// missing from it); false when the rollups, which count pruned days too, answer.
    static func readsRawRows(_ request: ReportRequest) -> Bool
    /// Where the numbers come from, which says which pruned days they miss.
    static func source(_ request: ReportRequest) -> ReportSource
    /// Lines the CLI prints on stderr after a table or Markdown (what JSON and CSV say in a column).
    static func notes(_ request: ReportRequest) -> [String]
}

/// Options only some reports take.
protocol ReportExtras: ArgumentGroup {
    init()
    /// `--matrix`: the ship matrix instead of the list.
    var wantsMatrix: Bool { get }
}

/// No options of its own.
struct NoReportExtras: ReportExtras {
    var wantsMatrix: Bool { false }
}

/// `best-strategy --matrix`.
struct BestStrategyExtras: ReportExtras {
    @Flag(name: "matrix", help: "One row per group, one column per strategy: the failure rate with its interval, the recommended cell marked (>).")
    var matrix: Bool

    var wantsMatrix: Bool { matrix }
}

/// Where a report's numbers come from.
enum ReportSource {
    /// A scan of raw transitions: misses every pruned day.
    case rawRows
    /// `transition_rollup` and `failure_rollup`: count every day, pruned or not.
    case rollups
    /// `restore_rollup` and `duration_sketch` (migration 0009): miss only the days pruned
    /// before that migration.
    case summaries
}

extension ReportKind {
    static func readsRawRows(_ request: ReportRequest) -> Bool { true }
    static func source(_ request: ReportRequest) -> ReportSource { readsRawRows(request) ? .rawRows : .rollups }
    static func notes(_ request: ReportRequest) -> [String] { [] }
}

struct ReportDescription {
    var name: String
    var abstract: String
    var discussion: String
    var defaultBy: [String]
}

extension FailureRatesReport: ReportKind {
    static let description = ReportDescription(
        name: "failure-rates", abstract: "Attempts, failures and the failure rate with its 95% interval per group.",
        discussion: "Columns: the --by dimensions, attempts, failures, failure_rate, ci_low, ci_high, cancelled, ignored.",
        defaultBy: ["strategy"])
}

extension FailuresReport: ReportKind {
    static let description = ReportDescription(
        name: "failures", abstract: "Failure kinds per group: count and share of the group's failures.",
        discussion: "Columns: the --by dimensions, failure, count, share.", defaultBy: ["strategy"])
}

extension RestoreReport: ReportKind {
    static let description = ReportDescription(
        name: "restore", abstract: "Restores (exits with a target and a restored index path), mismatches and the mismatch rate.",
        discussion: "Columns: the --by dimensions, exits, mismatches, mismatch_rate, ci_low, ci_high, cell_reused. --min-attempts counts exits.",
        defaultBy: defaultDimensions)

    static func source(_ request: ReportRequest) -> ReportSource { readsRawRows(request) ? .rawRows : .summaries }
}

extension DurationsReport: ReportKind {
    static let description = ReportDescription(
        name: "durations", abstract: "Animation time per group: count, p50_ms, p90_ms, p99_ms and max_ms of duration_ms (nearest rank).",
        discussion: """
            Counts every transition that carries duration_ms, whatever its outcome. --min-attempts counts durations.
            Percentiles and max_ms come from the duration sketches ingest keeps, each within 1% of the exact
            value (column relative_error in CSV and JSON); --exact reads every duration instead.
            """,
        defaultBy: ["strategy"])

    static func source(_ request: ReportRequest) -> ReportSource { readsRawRows(request) ? .rawRows : .summaries }

    static func notes(_ request: ReportRequest) -> [String] {
        guard !readsRawRows(request) else { return [] }
        return ["note: p50_ms, p90_ms, p99_ms and max_ms come from the duration sketches kept at ingest: each is within "
            + "\(Int(sketchRelativeError * 100))% of the exact value (count is exact); --exact reads every duration"]
    }
}

extension BestStrategyReport: ReportKind {
    typealias Extras = BestStrategyExtras
    static let description = ReportDescription(
        name: "best-strategy", abstract: "Per group, strategies ranked by the upper bound of their failure-rate interval, with a verdict.",
        discussion: """
            Columns: the --by dimensions, rank, strategy, attempts, failures, failure_rate, ci_low, ci_high,
            verdict. Strategies with fewer than --min-attempts attempts (default \(defaultMinAttempts))
            are listed last as "not enough data". With --matrix: one row per group (iOS major by default)
            and one column per strategy, each cell the failure rate with its 95% interval; the recommended
            cell starts with >, a cell with too few attempts ends with (n=N); CSV and JSON give each
            strategy's rate, ci_low, ci_high and attempts, then recommended, choice and runner_up.
            """,
        defaultBy: ["os_major"])
}

/// `fstel report <name>`: one command for every report.
struct ReportSubcommand<Kind: ReportKind>: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(name: Kind.description.name, abstract: Kind.description.abstract, discussion: Kind.description.discussion)
    }

    var store = StoreOptions()

    @Option(name: "by", valueName: "DIM[,DIM...]", help: "Group by these dimensions.", allowed: Dimension.names)
    var by: [String] = Kind.description.defaultBy

    var filters = ReportFilterOptions()
    var output = FormatOptions()

    @Flag(name: "exact", help: "Scan raw transitions instead of the summaries kept at ingest (exact percentiles; pruned days cannot be counted).")
    var exact: Bool

    var extras = Kind.Extras()

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
        let render: (OutputFormat) -> String
        do {
            if extras.wantsMatrix {
                let matrix = try ShipMatrix.build(request, in: db)
                render = { matrix.rendered(as: $0, width: console.width) }
            } else {
                let table = try Kind.run(request, in: db)
                render = { table.rendered(as: $0, width: console.width) }
            }
        } catch ReportRequestError.unknownSortColumn(let name, let known) {
            throw UsageError(Suggestions.unknown("column '\(name)' for --sort", name, among: known, listing: true))
        } catch let error as ReportRequestError {
            throw UsageError(error.description)
        }
        if output.format == .table || output.format == .markdown {
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

/// `--strategy` and `--os-major`: the filters every report takes, `compare` included.
struct StrategyAndOSOptions: ArgumentGroup {
    @Option(name: "strategy", valueName: "NAME[,NAME...]", help: "Only these strategies.", completion: .words(DomainStrategies.names))
    var strategies: [String] = []

    @Option(name: "os-major", valueName: "N[,N...]", help: "Only these iOS major versions.")
    var osMajors: [Int] = []
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
