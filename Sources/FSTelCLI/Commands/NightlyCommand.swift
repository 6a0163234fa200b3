import CommandLineKit
import Foundation
import FSTelIO
import FSTelQuery
import FSTelStore

/// `fstel nightly [--date D] [--baseline-days N] [--format markdown|json|html] [--out FILE]`
struct NightlyCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "nightly",
            abstract: "Flag regressions and missing logs of a day against the baseline, and write a summary.",
            discussion: """
                Compares each strategy x iOS major group of the day with the same group over the baseline
                days (Fisher's exact test, one-sided, Holm's correction), from the counts ingest keeps (late
                rows and pruned days included; an attempt is ok or failed). Also flags failure kinds new to
                a strategy, and as data alerts a day whose volume is far below the norm of recent days with
                logs (every night until logs return). Reads the day's duration percentiles from the duration
                sketches ingest keeps (within 1%). To compute the duration percentiles of a range of days only, use 'fstel backfill'.
                Exit status: 0 nothing flagged, 3 regressions or data alerts flagged, 64 bad usage, 66 no store,
                75 store busy, 74 I/O error, 78 not a store, 1 any other error. See docs/nightly.md.
                """,
            examples: ["nightly --db telemetry.sqlite", "nightly --date 2026-11-28 --format html --out nightly.html --docs-url https://example.org/fstel/docs/"])
    }

    var store = StoreOptions()

    @Option(name: "date", valueName: "YYYY-MM-DD", help: "The UTC day to check.", defaultText: "yesterday, UTC")
    var date: UTCDay?

    @Option(name: "baseline-days", valueName: "N", help: "Days before --date that form the baseline.", check: .range(1...365))
    var baselineDays = 7

    @Option(name: "format", valueName: "FORMAT", help: "Summary format: text (fitted to the terminal), markdown (chat, files), json or html.",
            defaultText: "text when stdout is a terminal, else markdown")
    var format: NightlyFormat?

    @Option(name: "docs-url", valueName: "URL", help: "Absolute base URL (http, https or file) of the docs the HTML page links its method notes to.",
            defaultText: "the notes are carried in the page")
    var docsURL: String?

    @Option(name: "out", valueName: "FILE", help: "Write the summary to FILE (atomically) instead of stdout.", completion: .file)
    var out: String?

    @Option(name: "alpha", valueName: "A", help: "Significance level after Holm's correction.", check: .range(1e-12...0.5))
    var alpha = NightlyThresholds().alpha

    @Option(name: "min-attempts", valueName: "N", help: "Attempts a group needs on the day and in the baseline to be tested.", check: .range(1...Int.max))
    var minAttempts = NightlyThresholds().minAttempts

    @Option(name: "min-rise", valueName: "R", help: "Smallest absolute failure-rate rise that is flagged (0.02 = 2 points).", check: .range(0...1))
    var minRise = NightlyThresholds().minRise

    @Option(name: "min-new-kind", valueName: "N", help: "Failures of a kind new to a strategy needed to flag it.", check: .range(1...Int.max))
    var minNewKind = NightlyThresholds().minNewKindCount

    @Option(name: "volume-ratio", valueName: "R", help: "Flag a day whose volume is under R x the median of recent days with logs.", check: .range(0...1))
    var volumeRatio = NightlyThresholds().volumeRatio

    @Flag(name: "since-release", help: "Lead with the newest app release against the one before it (as 'fstel report compare', last 30 days); the default whenever the store holds two releases.")
    var sinceRelease: Bool

    var thresholds: NightlyThresholds {
        var t = NightlyThresholds()
        t.alpha = alpha
        t.minAttempts = minAttempts
        t.minRise = minRise
        t.minNewKindCount = minNewKind
        t.volumeRatio = volumeRatio
        return t
    }

    static func nowMs() -> Int64 { Clocks.unixMilliseconds() }

    func validate() throws {
        if let docsURL {
            guard let url = URL(string: docsURL), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme), url.host != nil || scheme == "file" else {
                throw UsageError("--docs-url \(docsURL) is not an absolute http(s) or file URL")
            }
        }
    }

    func run(_ console: Console) throws -> ExitCode {
        let db = try store.openStore(console, access: .write).queryConnection
        var options = NightlyOptions(date: date ?? UTCDay(containing: Clocks.unixMilliseconds()).adding(days: -1))
        options.baselineDays = baselineDays
        options.thresholds = thresholds
        options.sinceLastRelease = true
        let report = try Nightly.run(db, options: options, now: Self.nowMs())
        let chosen = format ?? (out == nil && console.outIsTerminal ? .text : .markdown)
        let text = report.rendered(as: chosen, width: out == nil ? console.width : nil, docsURL: docsURL)
        if let out {
            try OutputFile.write(text, to: out)
            console.note("\(report.flaggedSummary)\(report.flagged ? " flagged" : ""); summary written to \(out)\n")
        } else {
            console.out.write(text)
        }
        return report.flagged ? .regressions : .success
    }
}

/// `fstel backfill --from D1 --to D2`: the duration percentiles of a range of days (counts
/// need no backfill: ingest keeps them).
struct BackfillCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "backfill",
            abstract: "(Re)compute the duration percentiles of a range of days, as nightly does for one day, without checking.",
            discussion: """
                Counts need no backfill: ingest keeps them, late rows and pruned days included. This
                computes the duration percentiles (daily_durations) of each day from the duration sketches
                ingest keeps (within 1%), in one transaction. Days pruned before migration 0009 have no
                sketch and keep the percentiles computed before.
                """,
            examples: ["backfill --db telemetry.sqlite --from 2026-11-01 --to 2026-11-27"])
    }

    var store = StoreOptions()

    @Option(name: "from", valueName: "YYYY-MM-DD", help: "First day to (re)compute; required.")
    var from: UTCDay?

    @Option(name: "to", valueName: "YYYY-MM-DD", help: "Last day, included; required.")
    var to: UTCDay?

    func validate() throws {
        _ = try range()
    }

    func range() throws -> (UTCDay, UTCDay) {
        guard let from, let to else { throw UsageError("--from and --to are both required") }
        guard from <= to else { throw UsageError("--from \(from) is after --to \(to)") }
        guard to.daysSinceEpoch - from.daysSinceEpoch < 3660 else { throw UsageError("--from/--to spans more than ten years") }
        return (from, to)
    }

    func run(_ console: Console) throws -> ExitCode {
        let (from, to) = try range()
        let db = try store.openStore(console, access: .write).queryConnection
        let result = try Nightly.backfill(db, from: from, to: to, now: NightlyCommand.nowMs())
        let days = result.computed.keys.sorted()
        let total = result.computed.values.reduce(0, +)
        let percentiles = days.count - result.pruned.count
        console.out.write("\(days.count) day\(days.count == 1 ? "" : "s") (\(from) to \(to)): \(total) transitions counted by ingest; "
            + "duration percentiles computed for \(percentiles) day\(percentiles == 1 ? "" : "s")\n")
        if !result.pruned.isEmpty {
            console.out.write("raw rows of \(result.pruned.count) day\(result.pruned.count == 1 ? "" : "s") were pruned before duration sketches "
                + "were kept (their counts are kept; their percentiles stay as computed before): "
                + "\(result.pruned.map(\.description).joined(separator: ", "))\n")
        }
        return .success
    }
}

extension UTCDay: ArgumentValue {
    /// The day `YYYY-MM-DD`, or nil.
    public init?(argument: String) { self.init(argument) }
    /// What `--help` and errors say a day looks like.
    public static var expectation: String { "a date YYYY-MM-DD" }
}

extension NightlyFormat: ArgumentValue {}
