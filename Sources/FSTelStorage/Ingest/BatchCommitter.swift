import FSTelIO
import FSTelModel

/// How the batches of a regular file read on the decoding thread commit: the strategy the
/// file reader (``IngestEngine/FileIngest``) is handed, chosen by the backend
/// (``IngestBackend/Committer``). ``InlineCommitter`` commits each batch before the next
/// one's lines are written (SQLite); ``BackgroundCommitter`` commits it on another thread
/// while they are (PostgreSQL). The reader calls the same four steps with either.
///
/// One committer serves one file; it holds what it commits meanwhile, if anything.
package protocol BatchCommitter: AnyObject {
    associatedtype Backend: IngestBackend
    init()

    /// Where the first batch of `file` ends at the latest, by offset; nil to end it by
    /// lines only.
    func firstBatchEnd(of file: IngestEngine<Backend>.FileIngest) -> Int64?

    /// Ends a batch in the middle of the file, the open batch's lines written up to
    /// ``IngestEngine/FileIngest/position``; `skipTo` is where lines another ingest stored
    /// end, when the reader is skipping them.
    func endBatch(
        _ file: inout IngestEngine<Backend>.FileIngest, skipTo: Int64?, run: inout IngestEngine<Backend>.RunState
    ) throws -> BatchEnd

    /// Commits the batch holding the file's last lines read (to its end, or to a line that
    /// failed to read); false when the file is to be handed over instead (another ingest
    /// stored lines of it meanwhile), nothing of the open batch committed.
    func commitLast(
        _ file: inout IngestEngine<Backend>.FileIngest, readToEnd: Bool, run: inout IngestEngine<Backend>.RunState
    ) throws -> Bool

    /// After a failure of the store: takes into `file`'s report what committed before it.
    func takeCommitted(_ file: inout IngestEngine<Backend>.FileIngest, run: inout IngestEngine<Backend>.RunState)
}

/// What the file reader does after ``BatchCommitter/endBatch(_:skipTo:run:)``.
package enum BatchEnd: Equatable {
    /// The next batch is open and nothing is to be skipped: its lines are written while
    /// the last one commits.
    case writingNext
    /// The batch committed and the next one is open; lines up to `skipTo` (if any) are
    /// skipped, another ingest stored them.
    case reopened(skipTo: Int64?)
    /// The file is handed over to another ingest of it.
    case handOver
    /// A stop was requested: the batch committed, none is open.
    case stopped
}

/// Batches that commit one after another: the commit, then the next batch opens and the
/// reader looks at what other ingests stored meanwhile.
package final class InlineCommitter<Backend: IngestBackend>: BatchCommitter {
    package typealias File = IngestEngine<Backend>.FileIngest
    package typealias Run = IngestEngine<Backend>.RunState

    package init() {}

    package func firstBatchEnd(of file: File) -> Int64? { nil }

    package func endBatch(_ file: inout File, skipTo: Int64?, run: inout Run) throws -> BatchEnd {
        guard try file.commitAndBegin(run: &run) else { return .stopped }
        return try file.lookAgain(skipTo: skipTo, copyAhead: nil)
    }

    package func commitLast(_ file: inout File, readToEnd: Bool, run: inout Run) throws -> Bool {
        try file.commit(readToEnd: readToEnd, run: &run)
        return true
    }

    package func takeCommitted(_ file: inout File, run: inout Run) {}
}

/// Batches that commit on the backend's commit thread (``IngestBackgroundBatches``) while
/// the reader writes the next batch's lines; the backend opens the next batch under the
/// file's lock as the last one commits, so no other ingest of the file comes between.
/// A batch is waited for (settled) before the next one ends, and before the last.
package final class BackgroundCommitter<Backend: IngestBackend & IngestBackgroundBatches>: BatchCommitter {
    package typealias File = IngestEngine<Backend>.FileIngest
    package typealias Run = IngestEngine<Backend>.RunState

    /// The batch committing: the file's report as of its last line (before its tally),
    /// where it ends, and its tally when it committed before the call returned.
    private var committing: (report: FileIngestReport, at: DecodePipeline.Position, tally: WriteTally?)?

    package init() {}

    /// A quarter of the way through the unread part of a plain file of at least
    /// ``IngestOptions/splitFileBytes``: the server starts on the file sooner and the
    /// rest is read while that batch commits. Nil otherwise (the batch ends by lines).
    package func firstBatchEnd(of file: File) -> Int64? {
        guard !file.reader.isCompressed else { return nil }
        let unread = file.status.size - file.reader.offset
        guard unread >= file.engine.options.splitFileBytes else { return nil }
        return file.reader.offset + unread / 4
    }

    /// Settles the batch committing, then starts this one's commit and goes on, unless
    /// lines are to be skipped (another ingest stored them, or a copy of them) or a stop
    /// was requested: then the batch commits here, as ``InlineCommitter`` does.
    package func endBatch(_ file: inout File, skipTo: Int64?, run: inout Run) throws -> BatchEnd {
        guard try settle(&file, run: &run) else { return .handOver }
        var copyAhead: Int64?
        if skipTo == nil, !file.engine.stopRequested {
            copyAhead = try file.furthestRelative(beyond: file.position.offset)
            if copyAhead == nil {
                try commitInBackground(&file, run: run)
                return .writingNext
            }
        }
        guard try file.commitAndBegin(run: &run) else { return .stopped }
        return try file.lookAgain(skipTo: skipTo, copyAhead: copyAhead)
    }

    package func commitLast(_ file: inout File, readToEnd: Bool, run: inout Run) throws -> Bool {
        guard try settle(&file, run: &run) else { return false }
        try file.commit(readToEnd: readToEnd, run: &run)
        return true
    }

    package func takeCommitted(_ file: inout File, run: inout Run) {
        _ = take(&file, run: &run)
    }

    /// Starts the batch's commit (with the file's checkpoint and accounting) on the
    /// backend's commit thread, which then opens the next batch under the file's lock;
    /// ``settle(_:run:)`` takes its result.
    private func commitInBackground(_ file: inout File, run: Run) throws {
        let at = file.position, snapshot = file.report, base = file.base, sourceID = file.source.id, runID = run.id
        let checkpoint = file.checkpoint(at: at)
        let written = try file.engine.backend.commitBatchInBackground(lock: file.first.fingerprint) { tally, store in
            var done = snapshot
            IngestEngine<Backend>.count(tally, through: at, in: &done)
            try store.saveCheckpoint(checkpoint)
            try store.recordFile(runID: runID, sourceID: sourceID, report: IngestEngine<Backend>.merged(done, base: base))
        }
        committing = (snapshot, at, written)
        file.batch = IngestEngine<Backend>.Batch()
    }

    /// Waits for the batch committing in the background and takes its accounting (as its
    /// commit recorded it); then, in the batch opened after it, checks that no other
    /// ingest stored lines of this file since. None can (the file's lock passed from that
    /// batch to this one without a gap); if one did, false: the lines written since are
    /// dropped from the report, and the caller hands the file over.
    private func settle(_ file: inout File, run: inout Run) throws -> Bool {
        guard let end = committing?.at.offset else { return true }
        if let error = take(&file, run: &run) { throw error }
        file.engine.options.batchCommitted?()
        guard let stored = try file.engine.backend.checkpoint(sourceID: file.source.id),
              stored.generation == file.source.generation, stored.offset == end
        else {
            file.report = file.committed.report
            return false
        }
        return true
    }

    /// Waits for the batch committing in the background, if any, and takes its result: if
    /// it committed, its snapshot (the report as of its last line) with its counts is what
    /// was committed, and the report gets its counts. Returns what failed.
    private func take(_ file: inout File, run: inout Run) -> Backend.StoreError? {
        guard let pending = committing else { return nil }
        committing = nil
        let (tally, error) = pending.tally.map { ($0, nil) } ?? file.engine.backend.finishBackgroundCommit()
        if let tally {
            var done = pending.report
            IngestEngine<Backend>.count(tally, through: pending.at, in: &done)
            file.markCommitted(done, line: pending.at.line)
            run.recorded[file.source.id] = IngestEngine<Backend>.merged(done, base: file.base)
            IngestEngine<Backend>.count(tally, through: pending.at, in: &file.report)
        }
        return error
    }
}
