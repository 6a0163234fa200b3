import FSTelStorage
import Dispatch

/// A batch committed on a thread of its own while the ingest writes the next batch's lines
/// (docs/postgresql.md, "Ingest"): the server moves one batch while the client decodes and
/// encodes the next.
///
/// The batch's rows go to a spare backend on the same connection (``spare``), which moves
/// them, runs the caller's checkpoint and accounting, commits, and opens the next batch
/// under the same source lock; this backend's next batch is written into empty rows
/// meanwhile. Every call that uses the connection waits for that commit first, and fails
/// with its error when it failed.
extension PostgresIngestBackend: IngestBackgroundBatches {
    /// One batch's commit on the commit thread.
    final class BackgroundCommit: @unchecked Sendable {
        let done = DispatchGroup()
        /// The backend holding the batch (``PostgresIngestBackend/spare`` again afterwards).
        let holder: PostgresIngestBackend
        /// The batch's stored and duplicate events, once it committed.
        var tally: WriteTally?
        /// What failed: the batch's move or commit (then nothing of it is stored), or the
        /// opening of the next batch after its commit.
        var error: PostgresError?

        init(holder: PostgresIngestBackend) {
            self.holder = holder
        }
    }

    /// A value handed to the commit thread as it is: only that thread touches it until the
    /// commit is waited for.
    struct HandedOver<Value>: @unchecked Sendable {
        let value: Value
    }

    package func commitBatchInBackground(lock: UInt64?, _ finish: @escaping (WriteTally, PostgresIngestBackend) throws -> Void) throws -> WriteTally? {
        guard background == nil else {
            throw PostgresError(sqlState: nil, message: "a batch was committed before the one committing in the background was finished")
        }
        let holder = spare ?? PostgresIngestBackend(sharingConnectionOf: self)
        spare = nil
        exchangeBatch(with: holder)
        let job = BackgroundCommit(holder: holder)
        let key = lock.map(lockKey)
        let handed = HandedOver(value: finish)
        background = job
        commitQueue.async(group: job.done) {
            job.holder.commitAndReopen(handed.value, lockKey: key, job: job)
        }
        return nil
    }

    package func finishBackgroundCommit() -> (tally: WriteTally?, error: PostgresError?) {
        try? waitForBackground()
        guard let job = background else { return (nil, nil) }
        background = nil
        return (job.tally, job.error)
    }

    /// Waits for the batch committing in the background, if any; throws what failed there
    /// (on every call, until ``finishBackgroundCommit()`` takes it).
    func waitForBackground() throws {
        guard let job = background else { return }
        job.done.wait()
        if spare == nil {
            spare = job.holder
        }
        if let error = job.error { throw error }
    }

    /// On the commit thread, with the batch to commit: moves it, runs `finish`, commits, and
    /// opens the next batch under the source lock `lockKey`. The lock passes from one batch
    /// to the next without a gap: a session-level lock on the same key is taken before the
    /// commit and released once the next batch holds its own.
    func commitAndReopen(_ finish: (WriteTally, PostgresIngestBackend) throws -> Void, lockKey: Int64?, job: BackgroundCommit) {
        var bridged = false
        do {
            let written = try flushTally(final: true)
            try finish(written, self)
            if let lockKey {
                try connection.execute(sql: "SELECT pg_advisory_lock($1)", arguments: [lockKey])
                bridged = true
            }
            try connection.execute(sql: "COMMIT")
            moveLock = .none
            job.tally = written
            try connection.begin()
            if let lockKey {
                try connection.execute(sql: "SELECT pg_advisory_xact_lock($1)", arguments: [lockKey])
                try connection.execute(sql: "SELECT pg_advisory_unlock($1)", arguments: [lockKey])
                bridged = false
            }
            try prunedKeys.refresh(connection)
        } catch {
            if connection.isInTransaction { try? connection.execute(sql: "ROLLBACK") }
            if bridged, let lockKey {
                _ = try? connection.execute(sql: "SELECT pg_advisory_unlock($1)", arguments: [lockKey])
            }
            rollbackBatch()
            job.error = error as? PostgresError ?? PostgresError(sqlState: nil, message: String(describing: error))
        }
    }

    /// Trades the open batch's rows, counts and move lock with `other`'s.
    func exchangeBatch(with other: PostgresIngestBackend) {
        swap(&rows, &other.rows)
        swap(&rejects, &other.rejects)
        swap(&staged, &other.staged)
        swap(&tally, &other.tally)
        swap(&bodies, &other.bodies)
        swap(&sessionBodies, &other.sessionBodies)
        swap(&sessionStarts, &other.sessionStarts)
        swap(&sessionEnds, &other.sessionEnds)
        swap(&sessionDays, &other.sessionDays)
        swap(&sessionFacts, &other.sessionFacts)
        swap(&sessionHashes, &other.sessionHashes)
        swap(&firstKeys, &other.firstKeys)
        swap(&transitions, &other.transitions)
        swap(&sessionIDs, &other.sessionIDs)
        swap(&deltas, &other.deltas)
        swap(&moveLock, &other.moveLock)
        if other.sessionKeySequenceName == nil { other.sessionKeySequenceName = sessionKeySequenceName }
    }
}
