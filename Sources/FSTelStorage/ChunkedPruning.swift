import FSTelModel

/// A store that prunes in committed chunks with a bounded write-ahead log, resumable after
/// a kill (``OpenedStore/chunkedPrune``): an SQLite store. A store whose prune drops whole
/// partitions in one transaction (PostgreSQL) has no such capability.
public protocol ChunkedPruning: AnyObject {
    /// ``OpenedStore/prune(keepFrom:sessionGraceDays:dryRun:now:)`` with the same rules and
    /// counts, in many short transactions instead of one, so that the write-ahead log stays
    /// under `chunking.maxWALBytes` and other writers (ingest) go on between chunks; a prune
    /// a run left unfinished is finished first. The store must be opened with `.write`.
    func pruneInChunks(
        keepFrom: UTCDay, sessionGraceDays: Int, now: Int64, chunking: PruneChunking,
        afterChunk: ((PruneChunkProgress) throws -> Void)?
    ) throws -> ChunkedPruneResult
    /// The cut of a chunked prune that a run left unfinished (killed, or stopped waiting
    /// for readers), which the next prune finishes first; nil when there is none.
    func unfinishedPruneCut() throws -> UTCDay?
}

/// How a prune in chunks sizes its chunks and treats the write-ahead log
/// (``ChunkedPruning/pruneInChunks(keepFrom:sessionGraceDays:now:chunking:afterChunk:)``).
public struct PruneChunking: Equatable, Sendable {
    /// The most the write-ahead log (`-wal`) may hold between chunks, in bytes. Chunks
    /// are sized to write about a quarter of it, and the log is checkpointed and emptied
    /// after each one.
    public var maxWALBytes: Int64
    /// The most rows (transitions or sessions) one chunk deletes, whatever the log allows.
    public var maxChunkRows: Int
    /// How long to wait, in all, for readers whose snapshots keep the log from being
    /// emptied when it is full, before stopping (``PruneStopped``); the prune resumes
    /// from there when run again.
    public var readerWaitMilliseconds: Int64
    /// After the prune, give the freed pages back to the file system (incremental vacuum,
    /// in chunks under the same log bound). Without it, later ingests reuse them.
    public var vacuum: Bool

    /// The defaults of `fstel prune`: a 64 MiB log, chunks of up to 1,048,576 rows, 60 s
    /// of waiting for readers, freed pages kept for reuse.
    public init(maxWALBytes: Int64 = 64 << 20, maxChunkRows: Int = 1 << 20, readerWaitMilliseconds: Int64 = 60_000, vacuum: Bool = false) {
        self.maxWALBytes = maxWALBytes
        self.maxChunkRows = maxChunkRows
        self.readerWaitMilliseconds = readerWaitMilliseconds
        self.vacuum = vacuum
    }
}

/// What a prune in chunks did.
public struct ChunkedPruneResult: Equatable, Sendable {
    /// The prune asked for: its cut and what it deleted (a prune of the same cut that an
    /// earlier run left unfinished included).
    public var report: PruneReport
    /// A prune with another cut that an earlier run left unfinished, finished first.
    public var finishedEarlier: PruneReport?
    /// Chunks committed by this run.
    public var chunks: Int
    /// The largest write-ahead log measured after a chunk, before its checkpoint, in bytes.
    public var largestWALBytes: Int64
    /// Pages given back to the file system by the vacuum (0 without it).
    public var vacuumedPages: Int
    /// True when the vacuum first had to rewrite the whole store once, to switch it to
    /// incremental vacuum.
    public var convertedToIncrementalVacuum: Bool

    package init(report: PruneReport, finishedEarlier: PruneReport? = nil, chunks: Int, largestWALBytes: Int64, vacuumedPages: Int, convertedToIncrementalVacuum: Bool) {
        self.report = report
        self.finishedEarlier = finishedEarlier
        self.chunks = chunks
        self.largestWALBytes = largestWALBytes
        self.vacuumedPages = vacuumedPages
        self.convertedToIncrementalVacuum = convertedToIncrementalVacuum
    }
}

/// Where a prune in chunks stands after a chunk committed (for progress and tests).
public struct PruneChunkProgress: Sendable {
    /// 1 while deleting transitions, 2 while deleting sessions, 3 while vacuuming.
    public var phase: Int
    /// Rows the chunk deleted (pages freed, when vacuuming).
    public var deleted: Int
    /// The write-ahead log's size after the chunk committed, before its checkpoint, in bytes.
    public var walBytes: Int64
    /// The log's size after the checkpoint (0 when it could be emptied).
    public var walBytesAfterCheckpoint: Int64

    package init(phase: Int, deleted: Int, walBytes: Int64, walBytesAfterCheckpoint: Int64) {
        self.phase = phase
        self.deleted = deleted
        self.walBytes = walBytes
        self.walBytesAfterCheckpoint = walBytesAfterCheckpoint
    }
}

/// A prune in chunks stopped before its end; what it committed stays, and running it
/// again resumes it.
public struct PruneStopped: Error, CustomStringConvertible {
    /// The store's write-ahead log, at its bound, could not be checkpointed for this long.
    public var waitedMilliseconds: Int64
    /// The log's size when it stopped, in bytes.
    public var walBytes: Int64

    public var description: String {
        "prune stopped after waiting \(waitedMilliseconds / 1000) s for readers: a reader's snapshot kept the write-ahead log "
            + "(\(walBytes / 1_048_576) MiB) from being checkpointed; what was deleted is committed and counted, "
            + "and running the same prune again resumes it"
    }

    package init(waitedMilliseconds: Int64, walBytes: Int64) {
        self.waitedMilliseconds = waitedMilliseconds
        self.walBytes = walBytes
    }
}

