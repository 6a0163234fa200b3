import CommandLineKit
import Foundation
import FSTelIO
import FSTelQuery
import FSTelStore

/// `fstel prune --keep-days N [--session-grace-days N] [--dry-run] [--as-of YYYY-MM-DD]`
struct PruneCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "prune",
            abstract: "Delete raw transitions and sessions older than N days; their counts stay in the rollups.",
            discussion: """
                Keeps the last N UTC days up to --as-of (today by default): transitions with ts before
                midnight UTC of (as-of - N + 1) go, and so do sessions left without transitions that
                started more than --session-grace-days before that cut (their facts stay for transitions
                that arrive late). Counts are never lost: ingest counted every row into the rollups when it
                stored it, and prune leaves them as they are. One transaction; the cut is recorded so
                reports that read raw rows can say which days they could not count. --dry-run only counts.
                """,
            examples: ["prune --keep-days 90 --dry-run", "prune --keep-days 90 --format json"])
    }

    var store = StoreOptions()

    @Option(name: "keep-days", valueName: "N", help: "Days of raw rows to keep, today included; required.", check: .range(1...100_000))
    var keepDays: Int?

    @Option(name: "session-grace-days", valueName: "N", help: "Keep sessions that started up to N days before the cut.", check: .range(0...100_000))
    var sessionGraceDays = Retention.defaultSessionGraceDays

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
        let asOf = self.asOf ?? UTCDay(containing: Clocks.unixMilliseconds())
        let keepFrom = asOf.adding(days: -(keepDays - 1))
        let report = try store.openStore(console, access: .write).prune(
            keepFrom: keepFrom, sessionGraceDays: sessionGraceDays, dryRun: dryRun, now: NightlyCommand.nowMs())
        if format == .json {
            let fields: [(String, String)] = [
                ("dry_run", dryRun ? "true" : "false"), ("before_day", jsonQuoted(report.beforeDay.description)),
                ("keep_days", String(keepDays)), ("as_of", jsonQuoted(asOf.description)),
                ("transitions", String(report.transitions)), ("sessions", String(report.sessions)),
                ("sessions_kept_from", jsonQuoted(report.sessionsKeptFrom.description)),
            ]
            console.out.write("{" + fields.map { jsonQuoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}\n")
            return .success
        }
        let verb = dryRun ? "would delete" : "deleted"
        let text = "\(verb) \(report.transitions) transitions before \(report.beforeDay) (keeping \(keepDays) days up to \(asOf)) "
            + "and \(report.sessions) sessions without transitions that started before \(report.sessionsKeptFrom); "
            + "their counts stay in the rollups"
        console.out.write((console.width.map { Prose.wrapped(text, width: $0) } ?? text) + "\n")
        return .success
    }
}
