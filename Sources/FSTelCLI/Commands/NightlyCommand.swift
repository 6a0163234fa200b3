import Foundation
import FSTelQuery
import FSTelStore

/// `fstel nightly [--date D] [--baseline-days N] [--format markdown|json|html] [--out FILE]`
struct NightlyCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "nightly",
            abstract: "Compute a day's rollups, flag regressions against the baseline, and write a summary.",
            discussion: """
                Recomputes the rollups of --date (replacing that day's rows in one transaction), computes
                those of baseline days that have none, then compares each strategy x iOS major group of the
                day with the same group over the baseline days (Fisher's exact test, one-sided, Holm's
                correction). Also flags failure kinds new to a strategy and volume drops.
                To (re)compute the rollups of a range of days only, use 'fstel backfill'.
                Exit status: 0 nothing flagged, 3 regressions flagged, 64 bad usage, 66 no store,
                75 store busy, 74 I/O error, 78 not a store, 1 any other error. See docs/nightly.md.
                """,
            examples: ["nightly --db telemetry.sqlite", "nightly --date 2026-11-28 --format html --out nightly.html"])
    }

    var store = StoreOptions()

    @Option(name: "date", valueName: "YYYY-MM-DD", help: "The UTC day to check.", defaultText: "yesterday, UTC")
    var date: UTCDay?

    @Option(name: "baseline-days", valueName: "N", help: "Days before --date that form the baseline.", check: .range(1...365))
    var baselineDays = 7

    @Option(name: "format", valueName: "FORMAT", help: "Summary format.")
    var format: NightlyFormat = .markdown

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

    @Option(name: "volume-ratio", valueName: "R", help: "Flag a day whose volume is under R x the baseline's daily median.", check: .range(0...1))
    var volumeRatio = NightlyThresholds().volumeRatio

    var thresholds: NightlyThresholds {
        var t = NightlyThresholds()
        t.alpha = alpha
        t.minAttempts = minAttempts
        t.minRise = minRise
        t.minNewKindCount = minNewKind
        t.volumeRatio = volumeRatio
        return t
    }

    static func nowMs() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.open(console, access: .write)
        var options = NightlyOptions(date: date ?? UTCDay.today().adding(days: -1))
        options.baselineDays = baselineDays
        options.thresholds = thresholds
        let report = try Nightly.run(opened.database, options: options, now: Self.nowMs())
        let text = report.rendered(as: format)
        if let out {
            try OutputFile.write(text, to: out)
            console.note("\(report.flagged ? "\(report.regressions.count) regression(s) flagged" : "nothing flagged"); summary written to \(out)\n")
        } else {
            console.out.write(text)
        }
        return report.flagged ? .regressions : .success
    }
}

/// `fstel backfill --from D1 --to D2`: the rollups of a range of days, without the check.
struct BackfillCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "backfill",
            abstract: "(Re)compute the daily rollups of a range of days, as nightly does for one day, without checking.",
            discussion: """
                Each day's rollups are replaced in one transaction. Days whose raw transitions were pruned
                keep their rollups unchanged and are listed on stderr.
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
        let opened = try store.open(console, access: .write)
        let result = try Nightly.backfill(opened.database, from: from, to: to, now: NightlyCommand.nowMs())
        let days = result.computed.keys.sorted()
        let total = result.computed.values.reduce(0, +)
        console.out.write("backfilled rollups for \(days.count) day\(days.count == 1 ? "" : "s") (\(from) to \(to)): \(total) transitions\n")
        if !result.skippedPruned.isEmpty {
            console.note("skipped \(result.skippedPruned.count) day(s) whose raw transitions were pruned (their kept rollups are unchanged): \(result.skippedPruned.map(\.description).joined(separator: ", "))\n")
        }
        return .success
    }
}

extension UTCDay: ArgumentValue {
    public init?(argument: String) { self.init(argument) }
    public static var expectation: String { "a date YYYY-MM-DD" }
}

extension NightlyFormat: ArgumentValue {}
