import CommandLineKit
import FSTelModel
import FSTelQuery
import FSTelStore

/// `fstel report causes`: where each strategy's failures concentrate.
struct CausesCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: CausesReport.name, abstract: CausesReport.abstract, discussion: CausesReport.discussion,
            examples: ["report causes", "report causes --strategy present_landscape_vc --by-kind", "report causes --since 2026-11-01 --format json"])
    }

    var store = StoreOptions()

    var days = DayRangeOptions()

    var strategy = StrategyOptions()

    @Flag(name: "by-kind", help: "Also test each failure kind apart (device_model is tested for all kinds only).")
    var byKind: Bool

    @Flag(name: "all", help: "Print every value, tested or not, not only the concentrated ones.")
    var all: Bool

    @Option(name: "min-attempts", valueName: "N", help: "Attempts a value, and the rest of its strategy, need to be tested.", check: .range(1...Int.max))
    var minAttempts = CausesRequest().minAttempts

    @Option(name: "min-failures", valueName: "N", help: "Failures a value needs to be called concentrated.", check: .range(1...Int.max))
    var minFailures = CausesRequest().minFailures

    @Option(name: "fdr", valueName: "Q", help: "False discovery rate of the Benjamini-Hochberg rule.", check: .range(1e-12...0.5))
    var fdr = CausesRequest().falseDiscoveryRate

    var output = FormatOptions()

    func request() throws -> CausesRequest {
        try days.check()
        var request = CausesRequest()
        request.filter.since = days.since?.startMs
        request.filter.until = days.until?.endMs
        request.filter.strategies = strategy.strategies
        request.byKind = byKind
        request.minAttempts = minAttempts
        request.minFailures = minFailures
        request.falseDiscoveryRate = fdr
        return request
    }

    func validate() throws {
        _ = try request()
    }

    func run(_ console: Console) throws -> ExitCode {
        let request = try request()
        let db = try store.openStore(console, access: .read).queryConnection
        try UnmatchedValues.warn(option: "strategy", strategy.strategies, field: .strategy, in: db, console: console)
        let rows = try CausesReport.rows(request, in: db)
        console.out.write(CausesReport.table(rows, all: all).rendered(as: output.format, width: console.width))
        if let prose = output.format.prose {
            let summary = CausesReport.summary(rows, request: request)
            console.out.write("\n" + (prose == .terminal ? (console.width.map { Prose.wrapped(summary, width: $0) } ?? summary) : summary) + "\n")
        }
        return .success
    }
}
