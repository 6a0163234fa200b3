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
                stored it, and prune leaves them as they are. The cut is recorded first, so reports that
                read raw rows can say which days they could not count. --dry-run only counts.

                On an SQLite store, prune deletes in short transactions (chunks) and empties the
                write-ahead log after each, so the log stays under --max-wal-mb and ingest goes on between
                chunks; a prune killed or stopped resumes where it stopped at the next `fstel prune`.
                Freed pages are reused by later ingests; --vacuum gives them back to the file system.
                On PostgreSQL, prune runs in one transaction and drops whole day partitions.
                """,
            examples: ["prune --keep-days 90 --dry-run", "prune --keep-days 90 --format json", "prune --keep-days 90 --vacuum"])
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

    @Option(name: "max-wal-mb", valueName: "N", help: "SQLite: the most the write-ahead log may hold between chunks, in MiB.", check: .range(1...1_000_000))
    var maxWALMegabytes = 64

    @Option(name: "chunk-rows", valueName: "N", help: "SQLite: the most rows one chunk deletes.", check: .range(1...100_000_000))
    var chunkRows = PruneChunking().maxChunkRows

    @Option(name: "wait-for-readers", valueName: "SECONDS", help: "SQLite: how long to wait for readers that keep a full log from being emptied; then stop (exit 75) and resume later.", check: .range(0...86_400))
    var waitForReaders = 60

    @Flag(name: "show-chunks", help: "SQLite: say on stderr how many chunks it took and the largest write-ahead log between them.")
    var showChunks: Bool

    @Flag(name: "vacuum", help: "SQLite: give the freed pages back to the file system (the first time, rewrites the store once).")
    var vacuum: Bool

    func validate() throws {
        if keepDays == nil { throw UsageError("--keep-days N is required") }
    }

    func run(_ console: Console) throws -> ExitCode {
        guard let keepDays else { throw UsageError("--keep-days N is required") }
        let asOf = self.asOf ?? UTCDay(containing: Clocks.unixMilliseconds())
        let keepFrom = asOf.adding(days: -(keepDays - 1))
        let opened = try store.openStore(console, access: .write)
        let report: PruneReport
        var vacuumedPages: Int?
        let chunking = PruneChunking(
            maxWALBytes: Int64(maxWALMegabytes) << 20, maxChunkRows: chunkRows,
            readerWaitMilliseconds: Int64(waitForReaders) * 1000, vacuum: vacuum)
        if !dryRun, let chunked = opened.chunkedPrune {
            let result = try chunked.pruneInChunks(
                keepFrom: keepFrom, sessionGraceDays: sessionGraceDays, now: NightlyCommand.nowMs(), chunking: chunking,
                afterChunk: nil)
            if let earlier = result.finishedEarlier {
                console.err.write(
                    "note: first finished a prune before \(earlier.beforeDay) that an earlier run left unfinished "
                        + "(\(earlier.transitions) transitions and \(earlier.sessions) sessions deleted in all)\n")
            }
            if vacuum {
                vacuumedPages = result.vacuumedPages
                if result.convertedToIncrementalVacuum {
                    console.err.write("note: switched the store to incremental vacuum (rewrote it once); later --vacuum runs go in chunks\n")
                }
            }
            report = result.report
            if showChunks {
                console.err.write(
                    "\(result.chunks) chunks; the largest write-ahead log between chunks: "
                        + String(format: "%.1f MiB", Double(result.largestWALBytes) / 1_048_576) + " (bound: \(maxWALMegabytes) MiB)\n")
            }
        } else {
            report = try opened.prune(
                keepFrom: keepFrom, sessionGraceDays: sessionGraceDays, dryRun: dryRun, now: NightlyCommand.nowMs())
            if let pending = try opened.chunkedPrune?.unfinishedPruneCut() {
                console.err.write(
                    "note: a prune before \(pending) is under way or stopped before its end; "
                        + "the next prune finishes it first\n")
            }
        }
        if format == .json {
            let fields: [(String, String)] = [
                ("dry_run", dryRun ? "true" : "false"), ("before_day", jsonQuoted(report.beforeDay.description)),
                ("keep_days", String(keepDays)), ("as_of", jsonQuoted(asOf.description)),
                ("transitions", String(report.transitions)), ("sessions", String(report.sessions)),
                ("sessions_kept_from", jsonQuoted(report.sessionsKeptFrom.description)),
            ] + (vacuumedPages.map { [("vacuumed_pages", String($0))] } ?? [])
            console.out.write("{" + fields.map { jsonQuoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}\n")
            return .success
        }
        let verb = dryRun ? "would delete" : "deleted"
        let text = "\(verb) \(report.transitions) transitions before \(report.beforeDay) (keeping \(keepDays) days up to \(asOf)) "
            + "and \(report.sessions) sessions without transitions that started before \(report.sessionsKeptFrom); "
            + "their counts stay in the rollups"
            + (vacuumedPages.map { "; gave \($0) free pages back to the file system" } ?? "")
        console.out.write((console.width.map { Prose.wrapped(text, width: $0) } ?? text) + "\n")
        return .success
    }
}

/// A prune that stopped waiting for readers is a temporary failure: it resumes when run again.
extension PruneStopped: ExitCodeProviding {
    var exitCode: ExitCode { .storeBusy }
}
