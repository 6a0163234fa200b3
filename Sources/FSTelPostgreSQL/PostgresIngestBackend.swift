import FSTelStorage
import Dispatch
import FSTelIO
import FSTelModel

/// The ingest's writes into a PostgreSQL store (docs/postgresql.md, "Ingest").
///
/// A batch is one transaction that first takes a transaction-scoped advisory lock on its
/// source (host and content fingerprint), so two ingests of one source wait for each
/// other's batches and re-read the checkpoint under it, as SQLite's write lock makes them.
/// Lines are encoded in COPY's binary format as they come; what each transition adds to
/// the rollups is kept in the client. At the commit, set-based statements move the rows
/// (``move(final:)``, in `PostgresIngestBackend+Move.swift`), locking the rows they share
/// with other ingesters in one order (sessions by id, transition keys, rollup rows by
/// table and key) so that batches of several ingesters move at once without deadlocks:
/// new sessions, the batch's stored sessions and their updates, the rows of stored
/// sessions through a staging table, the rows of the sessions the batch inserted by `COPY`
/// straight into `transitions`, then the counts of the rows stored
/// (``PostgresRollupWriter``, gathered in ``RollupDeltas`` as on SQLite); then the caller's
/// checkpoint and accounting, and `COMMIT`.
package final class PostgresIngestBackend: IngestBackend {
    package typealias StoreError = PostgresError
    /// Each batch commits on the commit thread while the next one's lines are written
    /// (PostgresIngestBackend+Background.swift).
    package typealias Committer = BackgroundCommitter<PostgresIngestBackend>

    let connection: PostgresConnection
    /// The host a source is read on (part of its identity).
    let host: String
    let hostHash: UInt64

    // The batch's state below is touched by one thread at a time (the ingest's writing
    // thread), once or more per line: its accesses are not checked at run time.

    /// Staged transitions (``stageColumns``), in COPY's binary format.
    @exclusivity(unchecked) var rows = PostgresBinaryRows()
    @exclusivity(unchecked) var rejects = PostgresCopyBuffer()
    /// Rows staged since the last move, by kind.
    @exclusivity(unchecked) var staged = Staged()
    @exclusivity(unchecked) var ord: Int64 = 0
    @exclusivity(unchecked) var tally = WriteTally()
    /// The columns of the batch's transitions (the first line of each key), one row each
    /// without its session: sent at the move into `transitions` or the staging table.
    @exclusivity(unchecked) var bodies = PostgresBinaryRows()
    /// The columns of the batch's first `session_start` (`started_at` ... `start_line` of
    /// `fstel_stage_sessions`) and first `session_end` (`ended_at` ... `end_extra`) of each
    /// session, one row each; their places by index in ``sessionIDs``.
    @exclusivity(unchecked) var sessionBodies = PostgresCopyBuffer()
    @exclusivity(unchecked) var sessionStarts: [Range<Int>?] = []
    @exclusivity(unchecked) var sessionEnds: [Range<Int>?] = []
    /// The UTC day of each session's earliest line in the batch: its `session_day` if the
    /// batch inserts it.
    @exclusivity(unchecked) var sessionDays: [Int64] = []
    /// The rollup facts of each session's first `session_start` in the batch (interned in
    /// ``deltas``), ``RollupDeltas/unknownFacts`` where it has none: its facts if the batch
    /// inserts it.
    @exclusivity(unchecked) var sessionFacts: [Int32] = []
    /// ``SessionHash`` of each session's id (the distribution column), computed as the
    /// session is first seen in the batch.
    @exclusivity(unchecked) var sessionHashes: [Int64] = []
    /// The keys of ``bodies``' rows.
    @exclusivity(unchecked) var firstKeys = TransitionKeySet()
    /// What each of ``bodies``' rows adds to the rollups once stored, in the batch's order.
    @exclusivity(unchecked) var transitions: [StagedTransition] = []
    /// The session ids of the staged transitions (``StagedTransition/session`` indexes them).
    @exclusivity(unchecked) var sessionIDs = Interned()
    /// The key and session day of each session of ``sessionIDs`` stored before the move and
    /// locked by it (nil for the others), set by the move.
    @exclusivity(unchecked) var lockedSessions: [(key: Int64, day: Int64)?] = []
    /// The counts of the stored transitions, written by ``rollupWriter`` at each move.
    @exclusivity(unchecked) var deltas = RollupDeltas()
    let rollupWriter: PostgresRollupWriter
    /// The statements whose form depends on the store's layout.
    let shapes: PostgresStatementShapes
    /// The keys of pruned transitions (shared with the backend that holds a batch while it
    /// commits in the background).
    let prunedKeys: PrunedKeyLookup

    struct Staged {
        var transitions = 0
        var starts = 0
        var ends = 0
        var rejects = 0
        var isEmpty: Bool { transitions == 0 && starts == 0 && ends == 0 && rejects == 0 }
    }

    /// Bytes of encoded rows held before they are sent to the staging table.
    static let sendBytes = 8 << 20
    /// Bytes of transitions' columns held before they are moved, in the batch's transaction
    /// (a batch of 500,000 lines holds about 100 MB in COPY's binary format): each move
    /// upserts the rollups again, so a batch is moved once unless it is larger.
    var holdBytes = 160 << 20

    /// The advisory lock (two-key form, transaction level) every move takes: shared by a
    /// batch that moves once, exclusive for one that moves more than once (``move(final:)``).
    static let moveLockKey = "hashtext('fstel.ingest.move'), 0"
    /// How this batch holds the move lock (`none` until its first move).
    var moveLock = MoveLock.none
    /// The sequence of `sessions.session_key` (``PostgresIngestBackend/move(final:)`` takes
    /// new sessions' keys from it), once looked up.
    var sessionKeySequenceName: String?

    enum MoveLock { case none, shared, exclusive }

    /// The batch committing on the commit thread (``commitBatchInBackground(lock:_:)``),
    /// until a call waits for it; then, until ``finishBackgroundCommit()`` takes it, the
    /// finished one.
    var background: BackgroundCommit?
    /// Holds a batch while it commits in the background (sharing this backend's connection),
    /// and the empty rows the next batch is written into after it.
    var spare: PostgresIngestBackend?
    /// The thread this backend's batches commit on, one at a time. One per backend: two
    /// ingests in one process must not wait for each other's commits in one queue, where a
    /// commit waiting for the other ingest's locks would stand before the commit that
    /// releases them.
    let commitQueue = DispatchQueue(label: "fstel.postgres.commit", qos: .userInitiated)

    package init(store: PostgresStore, host: String) throws {
        connection = store.connection
        rollupWriter = PostgresRollupWriter(store: store)
        shapes = .of(store)
        prunedKeys = PrunedKeyLookup()
        // Room for a batch's rows up front (address space only until written): grown by
        // doubling, the buffer cost a copy and fresh pages at every step, a tenth of the
        // client's CPU at 1M lines.
        bodies.reserveCapacity(holdBytes + (1 << 20))
        transitions.reserveCapacity(1 << 19)
        self.host = host
        var h = host
        hostHash = h.withUTF8 { FileFingerprint.hash(UnsafeRawBufferPointer($0)) }
        // A batch's sorts and hashes (hundreds of MB at 500,000 lines) stay in memory; its
        // statements are planned without JIT, whose compile time they would not win back.
        // The ingest sets its own limits for its session, whatever the role's or database's
        // (set for analysts' queries, say): a batch's statements may run for minutes, its
        // transaction stays open while a stream waits for input, and it waits for other
        // ingesters' advisory locks.
        try connection.execute(sql: "SET work_mem = '256MB'; SET jit = off")
        try connection.execute(sql: "SET statement_timeout = 0; SET lock_timeout = 0; SET idle_in_transaction_session_timeout = 0")
        if store.isDistributed {
            // The same on the workers' side of each batch (PostgresStore's transactionSettings).
            connection.transactionSettings = "SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0"
        }
        try connection.execute(sql: Self.stagingSQL)
        try rollupWriter.prepare()
    }

    /// A backend on `other`'s connection, session settings, staging tables and rollup
    /// writer, that holds a batch while it commits in the background.
    init(sharingConnectionOf other: PostgresIngestBackend) {
        connection = other.connection
        rollupWriter = other.rollupWriter
        shapes = other.shapes
        prunedKeys = other.prunedKeys
        host = other.host
        hostHash = other.hostHash
        holdBytes = other.holdBytes
        sessionKeySequenceName = other.sessionKeySequenceName
        bodies.reserveCapacity(holdBytes + (1 << 20))
        transitions.reserveCapacity(1 << 19)
    }

    static let stageColumns = "ord, session_id, " + TransitionColumns.list(qualifiedBy: "", withKey: false)

    static let rejectColumns =
        "ord, source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash, place_hash"

    /// The staging tables: the transitions of sessions stored before their batch
    /// (`fstel_stage`: the staging `ord` and `session_id`, then the columns of
    /// `transitions` after `session_key`), the first `session_start` and `session_end` of
    /// each session of the batch (`fstel_stage_sessions`, one row per session), and the
    /// rejected lines. Emptied at each commit.
    private static let stagingSQL = """
        CREATE TEMP TABLE IF NOT EXISTS fstel_stage (
            ord bigint NOT NULL, session_id text NOT NULL, \(LogFields.definitions(LogFields.transition, notNull: true)),
            source_id bigint NOT NULL, line bigint NOT NULL, run_id bigint
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_stage_sessions (
            session_id text NOT NULL, \(LogFields.definitions(LogFields.sessionStart)), start_source_id bigint, start_line bigint,
            \(LogFields.definitions(LogFields.sessionEnd)), session_day integer NOT NULL, session_hash bigint NOT NULL
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_stage_rejects (
            ord bigint NOT NULL, source_id bigint NOT NULL, generation bigint NOT NULL, run_id bigint NOT NULL,
            line bigint NOT NULL, byte_offset bigint NOT NULL, reason text NOT NULL, detail text NOT NULL,
            raw bytea NOT NULL, raw_length bigint NOT NULL, raw_hash bigint, place_hash bigint
        ) ON COMMIT DELETE ROWS
        """

    // MARK: Batches

    package func beginBatch(lock: UInt64?) throws {
        try waitForBackground()
        try connection.begin()
        do {
            if let key = lock.map(lockKey) {
                try connection.execute(sql: "SELECT pg_advisory_xact_lock($1)", arguments: [key])
            }
            try prunedKeys.refresh(connection)
        } catch {
            rollbackBatch()
            throw error
        }
    }

    /// The advisory lock key of a source's content `fingerprint` on this host.
    func lockKey(_ fingerprint: UInt64) -> Int64 {
        var key = hostHash ^ (fingerprint &* 0x9E37_79B9_7F4A_7C15)
        key ^= key >> 29
        return Int64(bitPattern: key)
    }

    package var isInBatch: Bool {
        try? waitForBackground()
        return connection.isInTransaction
    }

    package func commitBatch(_ finish: (WriteTally) throws -> Void) throws {
        try waitForBackground()
        let written = try flushTally(final: true)
        try finish(written)
        try connection.execute(sql: "COMMIT")
        moveLock = .none
    }

    package func rollbackBatch() {
        try? waitForBackground()
        if connection.isInTransaction { try? connection.execute(sql: "ROLLBACK") }
        moveLock = .none
        rows.removeAll()
        rejects.removeAll()
        tally = WriteTally()
        forgetMovedRows()
        deltas.removeAll()
    }

    package func flushTally() throws -> WriteTally {
        try waitForBackground()
        return try flushTally(final: false)
    }

    /// Moves what is staged (`final`: the batch's last move, before its commit).
    func flushTally(final: Bool) throws -> WriteTally {
        if !staged.isEmpty { try move(final: final) }
        defer { tally = WriteTally() }
        return tally
    }

    /// Takes the move lock for the rest of the batch's transaction, shared or exclusive.
    func takeMoveLock(exclusive: Bool) throws {
        switch (moveLock, exclusive) {
        case (.exclusive, _), (.shared, false): return
        default: break
        }
        let function = exclusive ? "pg_advisory_xact_lock" : "pg_advisory_xact_lock_shared"
        try connection.execute(sql: "SELECT \(function)(\(Self.moveLockKey))")
        moveLock = exclusive ? .exclusive : .shared
    }

    /// Sends the encoded rows to the staging tables.
    func send() throws {
        try waitForBackground()
        if !rows.isEmpty {
            try connection.copy("COPY fstel_stage (\(Self.stageColumns)) FROM STDIN (FORMAT binary)", binary: rows)
            rows.removeAll()
        }
        if !rejects.isEmpty {
            try connection.copy("COPY fstel_stage_rejects (\(Self.rejectColumns)) FROM STDIN", encoded: rejects)
            rejects.removeAll()
        }
    }

    // MARK: Runs and accounting

    package func beginRun(command: String) throws -> Int64 {
        try waitForBackground()
        return try Self.insertRun(connection, startedAt: Clocks.unixMilliseconds(), finishedAt: nil, command: command)
    }

    /// Adds an `ingest_runs` row to a PostgreSQL store; returns its `run_id`.
    package static func insertRun(_ connection: PostgresConnection, startedAt: Int64, finishedAt: Int64?, command: String?) throws -> Int64 {
        try connection.scalar(
            sql: "INSERT INTO ingest_runs (started_at, finished_at, command) VALUES ($1, $2, $3) RETURNING run_id",
            arguments: [startedAt, finishedAt, command]
        ).int64 ?? 0
    }

    package func finishRun(_ runID: Int64) throws {
        try waitForBackground()
        try connection.execute(
            sql: "UPDATE ingest_runs SET finished_at = $1 WHERE run_id = $2", arguments: [Clocks.unixMilliseconds(), runID])
    }

    package func recordFile(runID: Int64, sourceID: Int64, report: FileIngestReport) throws {
        try waitForBackground()
        try Self.recordFile(
            connection, runID: runID, sourceID: sourceID,
            accounting: [
                report.startOffset, report.endOffset, report.lines, report.stored,
                report.duplicates, report.rejected, report.blank, report.bytes, report.error,
            ])
    }

    /// Adds or replaces a run's `ingest_files` row for a source in a PostgreSQL store:
    /// `accounting` holds `start_offset` ... `error` in the table's order.
    package static func recordFile(
        _ connection: PostgresConnection, runID: Int64, sourceID: Int64, accounting: [any DatabaseValueConvertible]
    ) throws {
        precondition(accounting.count == 9)
        try connection.execute(
            sql: """
                INSERT INTO ingest_files (run_id, source_id, start_offset, end_offset, lines, stored, duplicates, rejected, blank, bytes, error)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                ON CONFLICT (run_id, source_id) DO UPDATE SET
                    start_offset = excluded.start_offset, end_offset = excluded.end_offset, lines = excluded.lines,
                    stored = excluded.stored, duplicates = excluded.duplicates, rejected = excluded.rejected,
                    blank = excluded.blank, bytes = excluded.bytes, error = excluded.error
                """,
            arguments: [runID, sourceID] + accounting)
    }

    package func recordFileAlone(runID: Int64, sourceID: Int64, report: FileIngestReport) throws {
        try waitForBackground()
        if connection.isInTransaction {
            try recordFile(runID: runID, sourceID: sourceID, report: report)
        } else {
            try connection.inTransaction { try recordFile(runID: runID, sourceID: sourceID, report: report) }
        }
    }

    // MARK: Sources

    package func fileSources(fingerprint: UInt64) throws -> [StoredSource] {
        try waitForBackground()
        return try connection.rows(
            sql: "SELECT \(StoredSource.columnsWithStreams) FROM sources WHERE fingerprint = $1 AND \(StoredSource.fileOrRecordedStream) AND host = $2",
            arguments: [Int64(bitPattern: fingerprint), host]
        ).map(StoredSource.init)
    }

    package func legacySource(path: String) throws -> StoredSource? {
        try waitForBackground()
        return try connection.rows(
            sql: "SELECT \(StoredSource.columns) FROM sources WHERE fingerprint IS NULL AND kind = 'file' AND path = $1 AND host = $2",
            arguments: [path, host]
        ).first.map(StoredSource.init)
    }

    package func setFingerprint(_ fingerprint: UInt64, sourceID: Int64) throws {
        try waitForBackground()
        try connection.execute(
            sql: "UPDATE sources SET fingerprint = $1 WHERE source_id = $2",
            arguments: [Int64(bitPattern: fingerprint), sourceID])
    }

    package func hasFileSource(path: String) throws -> Bool {
        try waitForBackground()
        return try connection.scalar(
            sql: "SELECT count(*) FROM sources WHERE path = $1 AND kind = 'file' AND host = $2", arguments: [path, host]
        ).int64 ?? 0 > 0
    }

    package func insertFileSource(
        status: FileStatus, fingerprint: UInt64, compressed: Bool, start: DecodePipeline.Position, now: Int64
    ) throws -> Int64 {
        try waitForBackground()
        // The file's size and change time are left out until its first checkpoint: a record
        // is trusted without reading its prefix only once that prefix was stored.
        return try connection.scalar(
            sql: """
                INSERT INTO sources (path, kind, host, fingerprint, device, inode, compressed,
                    checkpoint_offset, checkpoint_line, tail_length, tail_hash, first_ingested_at, last_ingested_at)
                VALUES ($1, 'file', $2, $3, $4, $5, $6, $7, $8, $7, $9, $10, $10)
                RETURNING source_id
                """,
            arguments: [
                status.canonicalPath, host, Int64(bitPattern: fingerprint), Int64(bitPattern: status.device),
                Int64(bitPattern: status.inode), compressed ? 1 : 0, start.offset, Int64(start.line),
                Int64(bitPattern: start.prefixHash), now,
            ]
        ).int64 ?? 0
    }

    package func checkpoint(sourceID: Int64) throws -> (generation: Int64, offset: Int64)? {
        try waitForBackground()
        let row = try connection.rows(
            sql: "SELECT generation, checkpoint_offset FROM sources WHERE source_id = $1", arguments: [sourceID])
        guard let row = row.first else { return nil }
        return (row[0].int64 ?? 0, row[1].int64 ?? 0)
    }

    package func saveCheckpoint(_ c: Checkpoint) throws {
        try waitForBackground()
        try connection.execute(
            sql: """
                UPDATE sources SET checkpoint_offset = $1, checkpoint_line = $2, tail_length = $3, tail_hash = $4,
                    path = $5, device = $6, inode = $7, modified_ns = $8, file_size = $9, compressed = $10,
                    last_ingested_at = $11, read_to_end = $12
                WHERE source_id = $13 AND generation = $14 AND checkpoint_offset <= $1
                """,
            arguments: [
                c.offset, c.line, c.tailLength, Int64(bitPattern: c.tailHash),
                c.status.canonicalPath, Int64(bitPattern: c.status.device), Int64(bitPattern: c.status.inode),
                c.status.changedNanoseconds, c.status.size, c.compressed ? 1 : 0, c.now, c.readToEnd ? 1 : 0,
                c.sourceID, c.generation,
            ])
    }

    package func rewindCheckpoint(sourceID: Int64, generation: Int64, from: Int64, to p: DecodePipeline.Position) throws {
        try waitForBackground()
        try connection.execute(
            sql: """
                UPDATE sources SET checkpoint_offset = $1, checkpoint_line = $2, tail_length = $1, tail_hash = $3, read_to_end = 0
                WHERE source_id = $4 AND generation = $5 AND checkpoint_offset = $6
                """,
            arguments: [p.offset, p.line, Int64(bitPattern: p.prefixHash), sourceID, generation, from])
    }

    package func recordStreamContent(sourceID: Int64, end: DecodePipeline.Position) throws {
        try waitForBackground()
        try connection.execute(
            sql: """
                UPDATE sources SET tail_length = $1, tail_hash = $2, checkpoint_line = $3
                WHERE source_id = $4 AND kind = 'stream' AND coalesce(tail_length, 0) < $1
                """,
            arguments: [end.offset, Int64(bitPattern: end.prefixHash), end.line, sourceID])
    }

    package func touchStream(sourceID: Int64, compressed: Bool, now: Int64) throws {
        try waitForBackground()
        try connection.execute(
            sql: "UPDATE sources SET last_ingested_at = $1, compressed = $2 WHERE source_id = $3",
            arguments: [now, compressed ? 1 : 0, sourceID])
    }

    package func streamSource(fingerprint: UInt64) throws -> (id: Int64, generation: Int64)? {
        try waitForBackground()
        let rows = try connection.rows(
            sql: """
                SELECT source_id, generation FROM sources WHERE fingerprint = $1 AND host = $2
                ORDER BY kind = 'stream' DESC, source_id LIMIT 1
                """,
            arguments: [Int64(bitPattern: fingerprint), host])
        return rows.first.map { ($0[0].int64 ?? 0, $0[1].int64 ?? 1) }
    }

    package func insertStreamSource(name: String, fingerprint: UInt64, now: Int64) throws -> Int64 {
        try waitForBackground()
        return try connection.scalar(
            sql: """
                INSERT INTO sources (path, kind, host, fingerprint, first_ingested_at, last_ingested_at)
                VALUES ($1, 'stream', $2, $3, $4, $4) RETURNING source_id
                """,
            arguments: [name, host, Int64(bitPattern: fingerprint), now]
        ).int64 ?? 0
    }

    // MARK: Replay

    package func rejectedLines(_ filter: RejectFilter, after: Int64, limit: Int) throws -> [StoredReject] {
        try waitForBackground()
        var conditions = ["r.reject_id > $1"]
        var arguments: [any DatabaseValueConvertible] = [after]
        if !filter.reasons.isEmpty {
            conditions.append("r.reason = ANY($\(arguments.count + 1)::text[])")
            arguments.append(Self.textArray(filter.reasons.map(\.rawValue)))
        }
        if !filter.paths.isEmpty {
            conditions.append("s.path = ANY($\(arguments.count + 1)::text[])")
            arguments.append(Self.textArray(filter.paths))
        }
        arguments.append(limit)
        return try connection.rows(
            sql: """
                SELECT r.reject_id, r.source_id, s.path, r.line, r.raw, r.raw_length
                FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
                WHERE \(conditions.joined(separator: " AND ")) ORDER BY r.reject_id LIMIT $\(arguments.count)
                """,
            arguments: arguments
        ).map(StoredReject.init)
    }

    /// A PostgreSQL array literal of texts.
    static func textArray(_ values: [String]) -> String {
        // Byte by byte: a quote and a backslash are single bytes in UTF-8, never part of
        // another character.
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var literal: [UInt8] = [UInt8(ascii: "{")]
        literal.reserveCapacity(values.reduce(2) { $0 + $1.utf8.count + 3 })
        for (index, value) in values.enumerated() {
            if index > 0 { literal.append(UInt8(ascii: ",")) }
            literal.append(quote)
            for byte in value.utf8 {
                if byte == backslash || byte == quote { literal.append(backslash) }
                literal.append(byte)
            }
            literal.append(quote)
        }
        literal.append(UInt8(ascii: "}"))
        return String(decoding: literal, as: UTF8.self)
    }

    package func deleteReject(_ rejectID: Int64) throws {
        try waitForBackground()
        try connection.execute(sql: "DELETE FROM rejected_lines WHERE reject_id = $1", arguments: [rejectID])
    }

    package func updateReject(_ rejectID: Int64, reason: String, detail: String, runID: Int64) throws {
        try waitForBackground()
        try connection.execute(
            sql: "UPDATE rejected_lines SET reason = $1, detail = $2, run_id = $3 WHERE reject_id = $4",
            arguments: [reason, detail, runID, rejectID])
    }
}
