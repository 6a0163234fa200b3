import FSTelIO
import FSTelModel

/// Batches: one write transaction each, the lock of the sources read in it.
///
/// ``beginBatch(lock:)`` opens a batch, the lines of one source are written into it
/// (``IngestLineWriter``), and ``commitBatch(_:)`` writes what is pending, runs the caller's
/// checkpoint and accounting in the same transaction, and commits. Source lookups and
/// changes (``IngestFileSources``, ``IngestStreamSources``) run inside the batch, under its
/// lock, so that two ingests of one source at once never both read a line.
package protocol IngestBatches: AnyObject {
    /// The backend's own error type: a store failure (as opposed to an unreadable input).
    associatedtype StoreError: Error & Sendable

    /// Opens a batch. `lock` is the fingerprint of the content about to be read (nil for a
    /// replay): ingests of the same source wait for each other's batches.
    func beginBatch(lock: UInt64?) throws
    /// True while a batch is open.
    var isInBatch: Bool { get }
    /// Writes what is pending, runs `finish` with the batch's stored and duplicate events
    /// (the checkpoint and the accounting, in the same transaction) and commits.
    func commitBatch(_ finish: (WriteTally) throws -> Void) throws
    /// Abandons the open batch (if any) and everything pending.
    func rollbackBatch()
    /// The events resolved since the last call, everything pending written first.
    func flushTally() throws -> WriteTally
    /// The distinct summary keys and session facts the open batch holds in memory until
    /// its commit (0, the default, for a backend that holds none): the engine commits a
    /// batch early once they reach ``IngestOptions/maxBatchSummaryKeys``.
    var heldSummaryKeys: Int { get }
}

extension IngestBatches {
    package var heldSummaryKeys: Int { 0 }
}

/// Batches committed on another thread while the caller writes the next batch's lines
/// (PostgreSQL's backend; the engine uses them through ``BackgroundCommitter``).
package protocol IngestBackgroundBatches: IngestBatches {
    /// Commits the open batch as ``IngestBatches/commitBatch(_:)`` does (`finish` gets the
    /// batch's tally and the backend to write its checkpoint and accounting with), then
    /// opens the next batch under `lock`, so that no other ingest of the source can take
    /// the lock between the two. Returns at once (nil) when the commit runs on another
    /// thread, and the lines written next go to the next batch; ``finishBackgroundCommit()``
    /// waits for the commit. Else returns the batch's tally once it committed.
    func commitBatchInBackground(lock: UInt64?, _ finish: @escaping (WriteTally, Self) throws -> Void) throws -> WriteTally?
    /// Waits for the batch ``commitBatchInBackground(lock:_:)`` commits: its tally once it
    /// committed (nil if it did not), and what failed (its commit, and nothing of it is
    /// stored; or the opening of the next batch after it). Nil and nil when none was started.
    func finishBackgroundCommit() -> (tally: WriteTally?, error: StoreError?)
}
