import FSTelIO
import FSTelModel

/// What the ingest logic (``IngestEngine``: reading, decoding, checkpoints, pending lines,
/// streams, stops, accounting) asks of a store; one implementation per backend
/// (``SQLiteIngestBackend``, ``PostgresIngestBackend``).
///
/// A batch is one write transaction: ``beginBatch(lock:)`` opens it, the lines of one
/// source are written into it (``write(_:text:sourceID:line:runID:)``,
/// ``reject(_:raw:rawLength:sourceID:generation:runID:line:offset:)``), and
/// ``commitBatch(_:)`` writes what is pending, runs the caller's checkpoint and accounting
/// in the same transaction, and commits. Source lookups and changes run inside the batch,
/// under its lock, so that two ingests of one source at once never both read a line.
///
/// The engine is generic over its backend, so the per-line calls are direct calls.
package protocol IngestBackend: AnyObject {
    /// The backend's own error type: a store failure (as opposed to an unreadable input).
    associatedtype StoreError: Error & Sendable

    // MARK: Batches

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

    // MARK: Batches committed while the next one is written

    /// True when ``commitBatchInBackground(lock:_:)`` commits on another thread, so that the
    /// caller writes the next batch's lines while the store takes the last one's (false,
    /// the default: batches commit one after another).
    var commitsInBackground: Bool { get }
    /// Commits the open batch as ``commitBatch(_:)`` does (`finish` gets the batch's tally
    /// and the backend to write its checkpoint and accounting with), then opens the next
    /// batch under `lock`, so that no other ingest of the source can take the lock between
    /// the two. Where the backend ``commitsInBackground``, returns at once (nil) and the
    /// lines written next go to the next batch; ``finishBackgroundCommit()`` waits for the
    /// commit. Else returns the batch's tally once it committed.
    func commitBatchInBackground(lock: UInt64?, _ finish: @escaping (WriteTally, Self) throws -> Void) throws -> WriteTally?
    /// Waits for the batch ``commitBatchInBackground(lock:_:)`` commits: its tally once it
    /// committed (nil if it did not), and what failed (its commit, and nothing of it is
    /// stored; or the opening of the next batch after it). Nil and nil when none was started.
    func finishBackgroundCommit() -> (tally: WriteTally?, error: StoreError?)

    // MARK: Lines

    /// Stores one decoded event (it may wait for the batch's commit). `codes` are the
    /// transition's dictionary codes the decoding thread found in ``codeBook``'s codes
    /// (``TransitionCodes/none`` where it found none, or the backend has no code book).
    func write(
        _ event: DecodedEvent, text: UnsafeRawBufferPointer, codes: TransitionCodes, sourceID: Int64, line: Int, runID: Int64
    ) throws
    /// Where the decoding thread learns `dictionary` codes; nil (the default) when the
    /// backend stores no codes.
    var codeBook: DictionaryCodeBook? { get }
    /// The distinct summary keys and session facts the open batch holds in memory until
    /// its commit (0, the default, for a backend that holds none): the engine commits a
    /// batch early once they reach ``IngestOptions/maxBatchSummaryKeys``.
    var heldSummaryKeys: Int { get }
    /// Keeps a rejected line once per place in its source's content, and once per `place`:
    /// the ``PrefixHash`` of the content up to the line's end (its line feed included), the
    /// same for the same line of the same content under any source.
    func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64, place: UInt64) throws

    // MARK: Runs and accounting

    func beginRun(command: String) throws -> Int64
    func finishRun(_ runID: Int64) throws
    /// Writes (or replaces) the `ingest_files` row of a run and source.
    func recordFile(runID: Int64, sourceID: Int64, report: FileIngestReport) throws
    /// Records a source's accounting in a transaction of its own, outside any batch.
    func recordFileAlone(runID: Int64, sourceID: Int64, report: FileIngestReport) throws

    // MARK: Sources (inside a batch)

    /// The file sources whose content began as `fingerprint` (on this host, for a backend
    /// shared by hosts).
    func fileSources(fingerprint: UInt64) throws -> [StoredSource]
    /// A source recorded before sources had fingerprints, under `path`.
    func legacySource(path: String) throws -> StoredSource?
    func setFingerprint(_ fingerprint: UInt64, sourceID: Int64) throws
    /// True when a file source was recorded under `path`.
    func hasFileSource(path: String) throws -> Bool
    /// A new source record of a regular file, its content stored up to `start` (0, or a
    /// prefix another record holds).
    func insertFileSource(
        status: FileStatus, fingerprint: UInt64, compressed: Bool, start: DecodePipeline.Position, now: Int64
    ) throws -> Int64
    /// The source's generation and checkpoint offset as stored now, nil when it is gone.
    func checkpoint(sourceID: Int64) throws -> (generation: Int64, offset: Int64)?
    func saveCheckpoint(_ checkpoint: Checkpoint) throws
    /// Moves a file source's checkpoint back from `from` to `to`, the start of its last
    /// line (one without a line feed that `--final` read whole, since completed by the
    /// writer): the only move back a checkpoint makes. Nothing when it is no longer at `from`.
    func rewindCheckpoint(sourceID: Int64, generation: Int64, from: Int64, to: DecodePipeline.Position) throws
    func touchStream(sourceID: Int64, compressed: Bool, now: Int64) throws
    /// Records the content a stream source's stream held when read to its end (`end`: its
    /// length, lines and ``PrefixHash``) as the stream's record, when longer than the one
    /// recorded: a file with that content continues it (``fileSources(fingerprint:)``)
    /// instead of reading its lines again. Nothing for a file source; no checkpoint moves.
    func recordStreamContent(sourceID: Int64, end: DecodePipeline.Position) throws
    /// A source whose content began as `fingerprint`, streams first.
    func streamSource(fingerprint: UInt64) throws -> (id: Int64, generation: Int64)?
    func insertStreamSource(name: String, fingerprint: UInt64, now: Int64) throws -> Int64

    // MARK: Replay (inside a batch)

    /// Up to `limit` rejected lines matching `filter` with `reject_id > after`, in order.
    func rejectedLines(_ filter: RejectFilter, after: Int64, limit: Int) throws -> [StoredReject]
    func deleteReject(_ rejectID: Int64) throws
    func updateReject(_ rejectID: Int64, reason: String, detail: String, runID: Int64) throws
}

/// A `sources` row as the ingest logic reads it.
package struct StoredSource {
    package var id: Int64
    package var generation: Int64
    package var offset: Int64
    package var line: Int
    package var tailLength: Int?
    package var tailHash: UInt64?
    package var device: UInt64?
    package var inode: UInt64?
    package var modified: Int64?
    package var size: Int64?
    package var readToEnd: Bool
    package var compressed: Bool
    package var path: String
    package var prefixLength: Int?
    package var prefixHash: UInt64?
    /// The checkpoint this record was moved back from, to the start of its last line
    /// (``IngestEngine/locateFile(_:first:status:run:report:)``); nil as stored.
    package var rewoundFrom: Int64?

    /// True when ``tailHash`` is the ``PrefixHash`` of the whole content before the
    /// checkpoint (older records hash only the bytes just before it).
    package var hasFullPrefix: Bool { tailHash != nil && tailLength.map(Int64.init) == offset }

    package init(_ row: [DatabaseValue]) {
        id = row[0].int64 ?? 0
        generation = row[1].int64 ?? 1
        offset = row[2].int64 ?? 0
        line = Int(row[3].int64 ?? 0)
        tailLength = row[4].int64.map { Int($0) }
        tailHash = row[5].int64.map { UInt64(bitPattern: $0) }
        device = row[6].int64.map { UInt64(bitPattern: $0) }
        inode = row[7].int64.map { UInt64(bitPattern: $0) }
        modified = row[8].int64
        size = row[9].int64
        readToEnd = row[10].int64 == 1
        compressed = row[11].int64 == 1
        path = row[12].string ?? ""
        prefixLength = row[13].int64.map { Int($0) }
        prefixHash = row[14].int64.map { UInt64(bitPattern: $0) }
    }

    /// The columns ``init(_:)`` reads, in order.
    package static let columns = """
        source_id, generation, checkpoint_offset, checkpoint_line, tail_length, tail_hash, device, inode,
        modified_ns, file_size, read_to_end, compressed, path, prefix_length, prefix_hash
        """

    /// ``columns`` where a stream's record (its content's length, ``IngestBackend/recordStreamContent(sourceID:end:)``)
    /// stands for the checkpoint a stream never has.
    package static let columnsWithStreams = columns.replacingOccurrences(
        of: "checkpoint_offset", with: "CASE WHEN kind = 'stream' THEN coalesce(tail_length, 0) ELSE checkpoint_offset END")

    /// The sources ``IngestBackend/fileSources(fingerprint:)`` finds: files, and streams
    /// whose content is recorded.
    package static let fileOrRecordedStream = "(kind = 'file' OR (kind = 'stream' AND tail_hash IS NOT NULL))"
}

/// Where a regular file's lines are stored up to, saved with the batch that stored them.
package struct Checkpoint {
    package var sourceID: Int64
    package var generation: Int64
    package var offset: Int64
    package var line: Int
    package var tailLength: Int
    package var tailHash: UInt64
    package var status: FileStatus
    package var compressed: Bool
    package var readToEnd: Bool
    package var now: Int64
}

/// A rejected line read back for a replay.
package struct StoredReject {
    package var rejectID: Int64
    package var sourceID: Int64
    package var path: String
    package var line: Int
    package var raw: [UInt8]
    package var rawLength: Int

    package init(rejectID: Int64, sourceID: Int64, path: String, line: Int, raw: [UInt8], rawLength: Int) {
        self.rejectID = rejectID
        self.sourceID = sourceID
        self.path = path
        self.line = line
        self.raw = raw
        self.rawLength = rawLength
    }
}

extension StoredReject {
    /// From `reject_id, source_id, path, line, raw, raw_length`.
    package init(_ row: [DatabaseValue]) {
        let raw: [UInt8]
        switch row[4] {
        case .blob(let bytes): raw = bytes
        case .text(let text): raw = Array(text.utf8)
        default: raw = []
        }
        self.init(
            rejectID: row[0].int64 ?? 0, sourceID: row[1].int64 ?? 0, path: row[2].string ?? "", line: Int(row[3].int64 ?? 0),
            raw: raw, rawLength: Int(row[5].int64 ?? 0))
    }
}

extension IngestBackend {
    package var codeBook: DictionaryCodeBook? { nil }
    package var heldSummaryKeys: Int { 0 }

    package var commitsInBackground: Bool { false }

    /// Commits the batch, then opens the next one, on the caller's thread.
    package func commitBatchInBackground(lock: UInt64?, _ finish: @escaping (WriteTally, Self) throws -> Void) throws -> WriteTally? {
        var written = WriteTally()
        try commitBatch { tally in
            written = tally
            try finish(tally, self)
        }
        try beginBatch(lock: lock)
        return written
    }

    package func finishBackgroundCommit() -> (tally: WriteTally?, error: StoreError?) { (nil, nil) }
}
