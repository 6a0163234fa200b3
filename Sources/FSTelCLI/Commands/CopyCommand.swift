import CommandLineKit
import Foundation
import FSTelQuery
import FSTelStore
import FSTelCopy

/// `fstel copy --from SQLITE --to POSTGRESQL-URL`
struct CopyCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "copy",
            abstract: "Move an SQLite store into a PostgreSQL store, or merge it into one that holds data; resumable, exactly once.",
            discussion: """
                Copies every table of the SQLite store (read in one snapshot; never written unless
                --migrate-source is given and it needs migrating) into the PostgreSQL store at --to,
                which is created and migrated first. Keys are kept. Rows go over in chunks by COPY, each
                chunk committed with its progress: killed at any moment, the same command goes on where
                it stopped, and the result equals an uninterrupted copy. The last transaction replaces
                the rollups and summaries with the SQLite store's (they also count pruned days) and
                checks every table's row count. Run again after it finished, it copies nothing and says so.
                A target holding anything else (ingested rows, a copy of another store or of this one
                before it changed) is refused with exit 78 and left as it is; so is an SQLite store that
                needs migrating without --migrate-source. Stop ingests into the SQLite store while it
                copies.

                With --merge, the SQLite store's rows are added to a target that may already hold data
                (other hosts' ingests, other merged stores), while those hosts go on ingesting: its
                sessions and transitions go through the target's ingest, so each is stored once (one the
                target holds stays, counted as already there) and the rollups count each once; its
                sources (with their checkpoints, under --source-host), ingest runs and accounting,
                rejected lines, device names and the counts of days it pruned are added once. New keys
                are given. Also resumable: killed, the same command goes on after the last committed
                batch; run again, it adds nothing. A store that grew since is merged again for its new
                rows. Refused with exit 78: a store pruned on days whose raw rows the target holds for
                its sessions (their counts could be added twice), or pruned again since it was merged.

                Prints rows per table (copied, already_there, source_rows); progress goes to stderr on a
                terminal (docs/postgresql.md).
                """,
            examples: [
                "copy --from telemetry.sqlite --to postgresql://fstel@db.internal/telemetry",
                "copy --from telemetry.sqlite --to postgresql://fstel@/telemetry?host=/run/postgresql --format json",
                "copy --from web-3.sqlite --to postgresql://fstel@db.internal/telemetry --merge --source-host web-3",
            ])
    }

    @Option(name: "from", valueName: "PATH", help: "The SQLite store to copy; required.", completion: .file)
    var from: String?

    @Option(name: "to", valueName: "URL", help: "The PostgreSQL store (postgresql://...) to copy into; required.")
    var to: String?

    @Flag(name: "migrate-source", help: "Apply the SQLite store's pending migrations first (this writes it).")
    var migrateSource: Bool

    @Flag(
        name: "merge",
        help: "Add the SQLite store's rows to a PostgreSQL store that may already hold data (ingested there, or merged from other SQLite stores): each session and transition once, the first stored kept.")
    var merge: Bool

    @Option(
        name: "chunk-rows", valueName: "N", help: "Rows per transaction; with --merge, events per transaction.",
        defaultText: "50000; with --merge 500000, as ingest's batches", check: .range(1...10_000_000))
    var chunkRows: Int?

    @Option(
        name: "source-host", valueName: "NAME",
        help: "The host the SQLite store's logs were read on, recorded with the copied sources so that ingest there goes on from their checkpoints.",
        defaultText: "$FSTEL_SOURCE_HOST, else this machine's name")
    var sourceHost: String?

    var output = FormatOptions()

    func validate() throws {
        guard let from else { throw UsageError("--from PATH (the SQLite store) is required") }
        guard let to else { throw UsageError("--to URL (the PostgreSQL store) is required") }
        do {
            try StoreCopy.checkEndpoints(from: from, to: to)
        } catch .sourceIsNotSQLite(let shown) {
            throw UsageError("--from is an SQLite store's path; \(shown) is a PostgreSQL URL")
        } catch .targetIsNotPostgreSQL(let given) {
            throw UsageError("--to must be a PostgreSQL URL (postgresql://... or postgres://...), not \(given)")
        }
    }

    func run(_ console: Console) throws -> ExitCode {
        guard let from, let to else { throw UsageError("--from and --to are required") }
        let source = try openSource(from, console: console)
        let progress = console.errIsTerminal && !console.quiet ? CopyProgressLine(console: console) : nil
        let report: StoreCopy.Report
        do {
            report = try StoreCopy.run(
                source: source, sourcePath: from, to: to, chunkRows: chunkRows,
                sourceHost: sourceHost ?? console.environment["FSTEL_SOURCE_HOST"].flatMap { $0.isEmpty ? nil : $0 },
                merge: merge, progress: progress.map { line in { line.show($0) } })
        } catch let error as StoreCopyError {
            progress?.clear()
            throw CopyFailure(error)
        } catch {
            progress?.clear()
            throw error
        }
        progress?.clear()
        let table = ResultTable(
            columns: [ResultColumn("table"), ResultColumn("copied"), ResultColumn("already_there"), ResultColumn("source_rows")],
            rows: report.tables.map { [.text($0.table), .integer(Int64($0.copied)), .integer(Int64($0.alreadyThere)), .integer(Int64($0.sourceRows))] })
        console.out.write(table.rendered(as: output.format, width: console.width))
        let target = StoreLocation(to).displayName
        if report.merged {
            console.note(Self.mergeNote(report, from: from, target: target))
        } else if report.wasAlreadyComplete {
            console.note("nothing to copy: \(target) already holds a complete copy of \(from)\n")
        } else {
            let copied = report.tables.reduce(0) { $0 + $1.copied }
            let earlier = report.tables.reduce(0) { $0 + $1.alreadyThere }
            var text = "copied \(copied) rows from \(from) into \(target)"
            if report.resumed { text += " (\(earlier) were already there from an earlier run)" }
            console.note(text + "; the copy is complete\n")
        }
        return .success
    }

    /// What a merge did, in one line for stderr.
    static func mergeNote(_ report: StoreCopy.Report, from: String, target: String) -> String {
        if report.wasAlreadyComplete {
            return "nothing to merge: \(target) already holds everything of \(from) (merged before)\n"
        }
        let events = report.tables.first { $0.table == "events" }
        var text = "merged \(from) into \(target): \(events?.copied ?? 0) events stored"
        text += ", \(events?.alreadyThere ?? 0) already there"
        if report.resumed { text += " (or stored by an earlier, interrupted run)" }
        return text + "; the merge is complete\n"
    }

    /// The SQLite store, fully migrated: as it is, or migrated first when it needs it and
    /// --migrate-source allows writing it.
    private func openSource(_ path: String, console: Console) throws -> StoreCopy.Source {
        guard FileManager.default.fileExists(atPath: path) else {
            throw PlainError("no SQLite store at \(path)", exitCode: .unreadableInput)
        }
        do {
            return try StoreCopy.Source(path: path, access: .read)
        } catch StoreCompatibilityError.needsMigration(let pending) {
            let versions = pending.map(String.init).joined(separator: ", ")
            guard migrateSource else {
                throw PlainError(
                    "\(path) needs SQLite migrations \(versions) before it can be copied, and copy does not write its source unless told to: add --migrate-source (or run `fstel migrate --db \(path)`); nothing was done",
                    exitCode: .incompatibleStore)
            }
            let directory = (path as NSString).deletingLastPathComponent
            guard FileManager.default.isWritableFile(atPath: path), FileManager.default.isWritableFile(atPath: directory.isEmpty ? "." : directory) else {
                throw PlainError(
                    "\(path) needs SQLite migrations \(versions) before it can be copied, but this user cannot write it (or its folder); copy the file somewhere writable and copy from there; nothing was done",
                    exitCode: .incompatibleStore)
            }
            let store = try StoreCopy.Source(path: path, access: .write)
            console.note("\(path): applied SQLite migrations \(versions) first; now at schema version \(try store.schemaVersion())\n")
            return store
        }
    }
}

/// A ``StoreCopyError`` with its exit status: 78 for a target that holds other data or a
/// schema that does not fit, 75 for a copy already running, 1 for a count that differs.
struct CopyFailure: ExitCodeProviding {
    var error: StoreCopyError

    init(_ error: StoreCopyError) { self.error = error }

    var description: String { error.description }

    var exitCode: ExitCode {
        switch error.kind {
        case .targetNotEmpty, .schemaMismatch, .notRepresentable, .prunedSinceMerge, .prunedDaysHeld: return .incompatibleStore
        case .busy: return .storeBusy
        case .countMismatch: return .failure
        }
    }
}

/// `transitions: 120000 of 1000000 rows (12%)` on stderr, redrawn in place (only on a terminal).
final class CopyProgressLine {
    private let console: Console

    init(console: Console) { self.console = console }

    func show(_ progress: StoreCopy.Progress) {
        var text = "\(progress.table): \(progress.rows) of \(progress.total) rows"
        if progress.total > 0 { text += " (\(min(100, progress.rows * 100 / progress.total))%)" }
        console.err.write("\r\u{1B}[K" + text)
        console.err.flush()
    }

    func clear() {
        console.err.write("\r\u{1B}[K")
    }
}
