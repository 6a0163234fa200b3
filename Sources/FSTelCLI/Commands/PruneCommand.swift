import Foundation
import FSTelQuery
import FSTelStore

/// `fstel prune --keep-days N [--dry-run] [--as-of YYYY-MM-DD]`
struct PruneCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "prune",
            abstract: "Delete raw transitions and sessions older than N days; daily rollups are kept.",
            discussion: """
                Keeps the last N UTC days up to --as-of (today by default): transitions with ts before
                midnight UTC of (as-of - N + 1) go, and so do sessions left without transitions that
                started before it. Days about to lose their raw rows get their rollups computed first if
                they have none. Everything happens in one transaction, and the cut is recorded so reports
                can say the range was pruned. --dry-run only counts.
                """,
            examples: ["prune --keep-days 90 --dry-run", "prune --keep-days 90 --format json"])
    }

    var store = StoreOptions()

    @Option(name: "keep-days", valueName: "N", help: "Days of raw rows to keep, today included; required.", check: .range(1...100_000))
    var keepDays: Int?

    @Flag(name: "dry-run", help: "Show what would be deleted; change nothing.")
    var dryRun: Bool

    @Option(name: "as-of", valueName: "YYYY-MM-DD", help: "The day counted as today.", defaultText: "today, UTC")
    var asOf: UTCDay?

    @Option(name: "format", valueName: "FORMAT", help: "Output format: text, or one JSON object.")
    var format: TextOrJSON = .text

    func validate() throws {
        if keepDays == nil { throw UsageError("--keep-days N is required") }
    }

    func run(_ console: Console) throws -> ExitCode {
        guard let keepDays else { throw UsageError("--keep-days N is required") }
        let asOf = self.asOf ?? UTCDay.today()
        let opened = try store.open(console, access: .write)
        let keepFrom = asOf.adding(days: -(keepDays - 1))
        let report = try Retention.prune(opened.database, keepFrom: keepFrom, dryRun: dryRun, now: NightlyCommand.nowMs())
        if format == .json {
            let fields: [(String, String)] = [
                ("dry_run", dryRun ? "true" : "false"), ("before_day", jsonQuoted(report.beforeDay.description)),
                ("keep_days", String(keepDays)), ("as_of", jsonQuoted(asOf.description)),
                ("transitions", String(report.transitions)), ("sessions", String(report.sessions)),
                ("rolled_up_days", "[" + report.rolledUpDays.map { jsonQuoted($0.description) }.joined(separator: ", ") + "]"),
            ]
            console.out.write("{" + fields.map { jsonQuoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}\n")
            return .success
        }
        let verb = dryRun ? "would delete" : "deleted"
        console.out.write("\(verb) \(report.transitions) transitions and \(report.sessions) sessions before \(report.beforeDay) (keeping \(keepDays) days up to \(asOf)); daily rollups are kept\n")
        if !report.rolledUpDays.isEmpty {
            let days = report.rolledUpDays
            let range = days.count == 1 ? days[0].description : "\(days[0]) to \(days[days.count - 1]) (\(days.count) days)"
            console.out.write("\(dryRun ? "would compute" : "computed") rollups first for days without them: \(range)\n")
        }
        return .success
    }
}
