import Foundation
import FSTelQuery
import FSTelStore

/// `fstel nightly [--date D] [--baseline-days N] [--format markdown|json|html] [--out FILE]`
/// `fstel nightly --from D1 --to D2` (backfill rollups only)
struct NightlyCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "nightly",
            abstract: "Compute a day's rollups, flag regressions against the baseline, and write a summary.",
            discussion: """
                Recomputes the rollups of --date (replacing that day's rows in one transaction), computes
                those of baseline days that have none, then compares each strategy x iOS major group of the
                day with the same group over the baseline days (Fisher's exact test, one-sided, Holm's
                correction). Also flags failure kinds new to a strategy and volume drops.
                --from/--to only (re)computes the rollups of a range of days.
                Exit status: 0 nothing flagged, 3 regressions flagged, 64 bad usage, 75 store busy,
                74 I/O error, 78 not a store, 1 any other error. See docs/nightly.md.
                """,
            options: [
                StoreOptions.option,
                .value("date", "YYYY-MM-DD", help: "The UTC day to check.", default: "yesterday, UTC"),
                .value("baseline-days", "N", help: "Days before --date that form the baseline.", default: "7"),
                .value("format", "FORMAT", help: "Summary format: markdown, json or html.", default: "markdown"),
                .value("out", "FILE", help: "Write the summary to FILE (atomically) instead of stdout."),
                .value("from", "YYYY-MM-DD", help: "Backfill: first day to (re)compute rollups for (with --to)."),
                .value("to", "YYYY-MM-DD", help: "Backfill: last day (with --from)."),
                .value("alpha", "A", help: "Significance level after Holm's correction.", default: "0.01"),
                .value("min-attempts", "N", help: "Attempts a group needs on the day and in the baseline to be tested.", default: "200"),
                .value("min-rise", "R", help: "Smallest absolute failure-rate rise that is flagged (0.02 = 2 points).", default: "0.02"),
                .value("min-new-kind", "N", help: "Failures of a kind new to a strategy needed to flag it.", default: "10"),
                .value("volume-ratio", "R", help: "Flag a day whose volume is under R x the baseline's daily median.", default: "0.5"),
            ])
    }

    let store: StoreOptions
    let date: UTCDay
    let baselineDays: Int
    let format: NightlyFormat
    let out: String?
    let backfill: (UTCDay, UTCDay)?
    let thresholds: NightlyThresholds

    static func day(_ arguments: ParsedArguments, _ name: String) throws -> UTCDay? {
        guard let text = arguments.value(name) else { return nil }
        guard let day = UTCDay(text) else { throw UsageError("--\(name) expects a date YYYY-MM-DD, got '\(text)'") }
        return day
    }

    init(_ arguments: ParsedArguments) throws {
        store = StoreOptions(arguments)
        date = try Self.day(arguments, "date") ?? UTCDay.today().adding(days: -1)
        baselineDays = try arguments.int("baseline-days", default: 7, range: 1...365)!
        format = try arguments.choice("format", default: NightlyFormat.markdown)
        out = arguments.value("out")
        let from = try Self.day(arguments, "from")
        let to = try Self.day(arguments, "to")
        switch (from, to) {
        case (nil, nil): backfill = nil
        case let (from?, to?):
            guard from <= to else { throw UsageError("--from \(from) is after --to \(to)") }
            guard to.daysSinceEpoch - from.daysSinceEpoch < 3660 else { throw UsageError("--from/--to spans more than ten years") }
            guard arguments.value("date") == nil else { throw UsageError("--date cannot be combined with --from/--to") }
            backfill = (from, to)
        default: throw UsageError("--from and --to go together")
        }
        var t = NightlyThresholds()
        t.alpha = try arguments.double("alpha", default: t.alpha, range: 1e-12...0.5)!
        t.minAttempts = try arguments.int("min-attempts", default: t.minAttempts, range: 1...Int.max)!
        t.minRise = try arguments.double("min-rise", default: t.minRise, range: 0...1)!
        t.minNewKindCount = try arguments.int("min-new-kind", default: t.minNewKindCount, range: 1...Int.max)!
        t.volumeRatio = try arguments.double("volume-ratio", default: t.volumeRatio, range: 0...1)!
        thresholds = t
    }

    static func nowMs() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.open(console, access: .write)
        if let (from, to) = backfill {
            let result = try Nightly.backfill(opened.database, from: from, to: to, now: Self.nowMs())
            let days = result.computed.keys.sorted()
            let total = result.computed.values.reduce(0, +)
            console.out.write("backfilled rollups for \(days.count) day\(days.count == 1 ? "" : "s") (\(from) to \(to)): \(total) transitions\n")
            if !result.skippedPruned.isEmpty {
                console.err.write("skipped \(result.skippedPruned.count) day(s) whose raw transitions were pruned (their kept rollups are unchanged): \(result.skippedPruned.map(\.description).joined(separator: ", "))\n")
            }
            return .success
        }
        var options = NightlyOptions(date: date)
        options.baselineDays = baselineDays
        options.thresholds = thresholds
        let report = try Nightly.run(opened.database, options: options, now: Self.nowMs())
        let text = report.rendered(as: format)
        if let out {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
            } catch {
                throw NightlyOutputError(path: out, message: error.localizedDescription)
            }
            console.err.write("\(report.flagged ? "\(report.regressions.count) regression(s) flagged" : "nothing flagged"); summary written to \(out)\n")
        } else {
            console.out.write(text)
        }
        return report.flagged ? .regressions : .success
    }
}

struct NightlyOutputError: Error, CustomStringConvertible {
    var path: String
    var message: String
    var description: String { "cannot write \(path): \(message)" }
}
