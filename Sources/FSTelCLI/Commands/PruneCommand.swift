import Foundation
import FSTelQuery
import FSTelStore

/// `fstel prune --keep-days N [--dry-run] [--as-of YYYY-MM-DD]`
struct PruneCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "prune",
            abstract: "Delete raw transitions and sessions older than N days; daily rollups are kept.",
            discussion: """
                Keeps the last N UTC days up to --as-of (today by default): transitions with ts before
                midnight UTC of (as-of - N + 1) go, and so do sessions left without transitions that
                started before it. Days about to lose their raw rows get their rollups computed first if
                they have none. Everything happens in one transaction, and the cut is recorded so reports
                can say the range was pruned. --dry-run only counts.
                """,
            options: [
                StoreOptions.option,
                .value("keep-days", "N", help: "Days of raw rows to keep, today included."),
                .flag("dry-run", help: "Show what would be deleted; change nothing."),
                .value("as-of", "YYYY-MM-DD", help: "The day counted as today.", default: "today, UTC"),
            ])
    }

    let store: StoreOptions
    let keepDays: Int
    let dryRun: Bool
    let asOf: UTCDay

    init(_ arguments: ParsedArguments) throws {
        store = StoreOptions(arguments)
        guard let keep = try arguments.int("keep-days", range: 1...100_000) else { throw UsageError("--keep-days N is required") }
        keepDays = keep
        dryRun = arguments.flag("dry-run")
        asOf = try NightlyCommand.day(arguments, "as-of") ?? UTCDay.today()
    }

    func run(_ console: Console) throws -> ExitCode {
        let opened = try store.open(console, access: .write)
        let keepFrom = asOf.adding(days: -(keepDays - 1))
        let report = try Retention.prune(opened.database, keepFrom: keepFrom, dryRun: dryRun, now: NightlyCommand.nowMs())
        let verb = dryRun ? "would delete" : "deleted"
        console.out.write("\(verb) \(report.transitions) transitions and \(report.sessions) sessions before \(report.beforeDay) (keeping \(keepDays) days up to \(asOf)); daily rollups are kept\n")
        if !report.rolledUpDays.isEmpty {
            let days = report.rolledUpDays
            let range = days.count == 1 ? days[0].description : "\(days.first!) to \(days.last!) (\(days.count) days)"
            console.out.write("\(dryRun ? "would compute" : "computed") rollups first for days without them: \(range)\n")
        }
        return .success
    }
}
