import CommandLineKit
import FSTelModel
import FSTelQuery
import FSTelStore

/// `fstel report compare --a COHORT --b COHORT`: did a release (or a week) change the
/// failure rate, per strategy x iOS major.
struct CompareCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: CompareReport.name, abstract: CompareReport.abstract, discussion: CompareReport.discussion,
            examples: ["report compare --a 8.5.0 --b 8.6.0", "report compare --a 2026-11-01..2026-11-07 --b 2026-11-08..2026-11-14 --format markdown"])
    }

    var store = StoreOptions()

    @Option(name: "a", valueName: "COHORT", help: "The cohort compared against: app versions (4.0 or 4.0,4.0.1) or days (D or D1..D2).")
    var a: String?

    @Option(name: "b", valueName: "COHORT", help: "The cohort judged: app versions or days, of the same kind as --a.")
    var b: String?

    var days = DayRangeOptions(scope: "With app versions: only")

    var strategyAndOS = StrategyAndOSOptions()

    @Option(name: "alpha", valueName: "A", help: "Family-wise error: the chance that any interval of the family misses (Bonferroni).", check: .range(1e-12...0.5))
    var alpha = NightlyThresholds().alpha

    @Option(name: "min-attempts", valueName: "N", help: "Attempts each side needs for a group to be tested.", check: .range(1...Int.max))
    var minAttempts = NightlyThresholds().minAttempts

    @Option(name: "min-change", valueName: "R", help: "Smallest change of the failure rate called better or worse, and the margin of no change (0.02 = 2 points).", check: .range(0...1))
    var minChange = NightlyThresholds().minRise

    var output = FormatOptions()

    var thresholds: NightlyThresholds {
        var t = NightlyThresholds()
        t.alpha = alpha
        t.minAttempts = minAttempts
        t.minRise = minChange
        return t
    }

    func cohorts() throws -> (Cohort, Cohort) {
        guard let a, let b else { throw UsageError("give both --a and --b (app versions, or days)") }
        do {
            let ca = try Cohort(parsing: a), cb = try Cohort(parsing: b)
            switch (ca, cb) {
            case (.appVersions, .appVersions):
                break
            case (.days, .days):
                if days.isGiven { throw UsageError("--since and --until go with app-version cohorts; day cohorts give their own days") }
            default:
                throw UsageError("--a and --b must be of one kind: both app versions or both days")
            }
            if ca == cb { throw UsageError("--a and --b are the same cohort") }
            try days.check()
            return (ca, cb)
        } catch let error as ReportRequestError {
            throw UsageError(error.description)
        }
    }

    func validate() throws {
        _ = try cohorts()
    }

    func run(_ console: Console) throws -> ExitCode {
        let (ca, cb) = try cohorts()
        let db = try store.openStore(console, access: .read).queryConnection
        try Self.requireStored(option: "a", given: a ?? "", ca, in: db, console: console)
        try Self.requireStored(option: "b", given: b ?? "", cb, in: db, console: console)
        let rows = try CompareReport.run(db, a: ca, b: cb, since: days.since, until: days.until, thresholds: thresholds, strategies: strategyAndOS.strategies, osMajors: strategyAndOS.osMajors)
        let table = CompareReport.table(rows)
        console.out.write(table.rendered(as: output.format, width: console.width))
        let filtered = !strategyAndOS.strategies.isEmpty || !strategyAndOS.osMajors.isEmpty
        let summary = CompareReport.summary(rows, a: ca, b: cb, thresholds: thresholds, filtered: filtered)
        switch output.format.prose {
        case .terminal:
            console.out.write("\n" + (console.width.map { Prose.wrapped(summary, width: $0) } ?? summary) + "\n")
        case .markdown:
            console.out.write("\n" + summary.replacingOccurrences(of: "docs/metrics.md", with: "[docs/metrics.md](docs/metrics.md#compare)") + "\n")
        case nil:
            break
        }
        return rows.contains { $0.verdict == .worse } ? .regressions : .success
    }

    /// A cohort that matches nothing stored is an input that is not there: exit 66,
    /// naming the closest stored values (app versions by spelling, else by version order;
    /// days before and after). Versions of a list that match nothing are warned about.
    static func requireStored(option: String, given: String, _ cohort: Cohort, in db: any SQLQuerying, console: Console) throws {
        switch cohort {
        case .appVersions(let versions):
            let known = try StoredFilterValues.values(of: .appVersion, in: db)
            if versions.contains(where: Set(known).contains) {
                try UnmatchedValues.warn(option: option, versions, field: .appVersion, in: db, console: console)
                return
            }
            guard !known.isEmpty else {
                throw PlainError("--\(option) \(TerminalText.escaped(given)) matches nothing stored: the store holds no app versions", exitCode: .unreadableInput)
            }
            var closest = versions.flatMap { Suggestions.closest(to: $0, among: known.sorted(), limit: 3) }
            if closest.isEmpty {
                // Neighbours in version order.
                let ordered = known.sorted { naturalCompare($0, $1) < 0 }
                let at = ordered.firstIndex { naturalCompare($0, versions[0]) > 0 } ?? ordered.count
                closest = Array(ordered[max(0, at - 2)..<min(ordered.count, at + 1)]).reversed()
            }
            var seen: Set<String> = []
            let names = closest.filter { seen.insert($0).inserted }.prefix(3).map { TerminalText.escaped($0) }
            throw PlainError(
                "--\(option) \(TerminalText.escaped(given)) matches no app version stored; closest stored: \(names.joined(separator: ", "))",
                exitCode: .unreadableInput)
        case .days(let range):
            let days = try CompareReport.storedDays(db, around: range)
            guard days.inside == nil else { return }
            let near = [days.before.map { "\($0) (before)" }, days.after.map { "\($0) (after)" }].compactMap { $0 }
            throw PlainError(
                "--\(option) \(given) matches no stored day with transitions; "
                    + (near.isEmpty ? "the store holds none" : "closest stored: " + near.joined(separator: ", ")),
                exitCode: .unreadableInput)
        }
    }
}
