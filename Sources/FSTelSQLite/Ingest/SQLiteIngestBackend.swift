import FSTelStorage
import FSTelIO
import FSTelModel

/// The ingest's writes into an SQLite store: rows through ``EventWriter`` (prepared
/// statements, one `BEGIN IMMEDIATE` transaction per batch, whose write lock is the lock of
/// every source), sources, runs and accounting by the statements below.
final class SQLiteIngestBackend: IngestBackend {
    typealias StoreError = SQLiteError
    /// Each batch commits before the next one's lines are written.
    typealias Committer = InlineCommitter<SQLiteIngestBackend>

    let db: Database
    let writer: EventWriter

    init(database: Database, cacheMegabytes: Int, recentSessionIDLimit: Int = SessionIDLevels.defaultLimit) throws {
        db = database
        // The ingest only writes references it has just read under the write lock (a
        // session's start source, a rejected line's source and run; nothing deletes
        // sources or runs), so foreign keys are not enforced while the backend holds the
        // connection. Enforced, every multi-row insert could abort half done, and SQLite
        // would copy each page it touches to a statement journal first: a temporary file
        // once past 64 KiB, ~600k writes (1.2 GB) per 1M lines. The inserts say `OR FAIL`
        // for the same reason; a failed statement rolls back its whole batch anyway.
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        do {
            writer = try EventWriter(database: database, recentSessionIDLimit: recentSessionIDLimit)
        } catch {
            try? db.execute(sql: "PRAGMA foreign_keys = ON")
            throw error
        }
        try db.execute(sql: "PRAGMA cache_size = -\(cacheMegabytes * 1024)")
        // Some builds (Debian's among them) turn secure_delete on by default: every cell an
        // ingest moves or rewrites (page splits, rollup upserts) would have its old bytes
        // zeroed. The ingest deletes nothing, so it is off while the backend holds the
        // connection (about 1% of the replayed ingest's instructions at 100k lines), and
        // back as it was after, for whatever deletes through the connection then (a prune).
        secureDelete = try db.scalar(sql: "PRAGMA secure_delete").int64 ?? 0
        try db.execute(sql: "PRAGMA secure_delete = OFF")
    }

    /// `PRAGMA secure_delete` as it was before the backend turned it off.
    private var secureDelete: Int64 = 0

    deinit {
        try? db.execute(sql: "PRAGMA foreign_keys = ON")
        try? db.execute(sql: "PRAGMA secure_delete = \(secureDelete)")
    }

    // MARK: Batches

    func beginBatch(lock: UInt64?) throws { try writer.beginBatch() }
    var isInBatch: Bool { db.isInTransaction }
    func commitBatch(_ finish: (WriteTally) throws -> Void) throws { try writer.commitBatch(finish) }
    func rollbackBatch() { writer.rollbackBatch() }
    func flushTally() throws -> WriteTally { try writer.flushTally() }

    // MARK: Lines

    @inline(__always)
    func write(
        _ event: DecodedEvent, text: UnsafeRawBufferPointer, codes: TransitionCodes, sourceID: Int64, line: Int, runID: Int64
    ) throws {
        try writer.write(event, text: text, codes: codes, sourceID: sourceID, line: line, runID: runID)
    }

    /// The engine's block loop, compiled here for this backend (direct calls of `write`).
    func writeLines(
        of block: DecodePipeline.Block, from first: Int, to end: Int, sourceID: Int64, generation: Int64, runID: Int64,
        maxLineBytes: Int, report: inout FileIngestReport
    ) throws {
        try storeLines(
            of: block, from: first, to: end, sourceID: sourceID, generation: generation, runID: runID,
            maxLineBytes: maxLineBytes, report: &report)
    }

    var codeBook: DictionaryCodeBook? { writer.codeBook }

    var heldSummaryKeys: Int { writer.deltas.heldKeys }

    @inline(__always)
    func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64, place: UInt64
    ) throws {
        try writer.reject(
            rejection, raw: raw, rawLength: rawLength, sourceID: sourceID, generation: generation, runID: runID,
            line: line, offset: offset, place: place)
    }

    // MARK: Runs and accounting

    func beginRun(command: String) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO ingest_runs (started_at, command) VALUES (?, ?)",
            arguments: [Clocks.unixMilliseconds(), command])
        return db.lastInsertRowID
    }

    func finishRun(_ runID: Int64) throws {
        try db.execute(sql: "UPDATE ingest_runs SET finished_at = ? WHERE run_id = ?", arguments: [Clocks.unixMilliseconds(), runID])
    }

    func recordFile(runID: Int64, sourceID: Int64, report: FileIngestReport) throws {
        try db.execute(
            sql: """
                INSERT INTO ingest_files (run_id, source_id, start_offset, end_offset, lines, stored, duplicates, rejected, blank, bytes, error)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (run_id, source_id) DO UPDATE SET
                    start_offset = excluded.start_offset, end_offset = excluded.end_offset, lines = excluded.lines,
                    stored = excluded.stored, duplicates = excluded.duplicates, rejected = excluded.rejected,
                    blank = excluded.blank, bytes = excluded.bytes, error = excluded.error
                """,
            arguments: [
                runID, sourceID, report.startOffset, report.endOffset, report.lines, report.stored,
                report.duplicates, report.rejected, report.blank, report.bytes, report.error,
            ])
    }

    func recordFileAlone(runID: Int64, sourceID: Int64, report: FileIngestReport) throws {
        try db.inTransaction { try recordFile(runID: runID, sourceID: sourceID, report: report) }
    }

    // MARK: Sources

    func fileSources(fingerprint: UInt64) throws -> [StoredSource] {
        try db.rows(
            sql: "SELECT \(StoredSource.columnsWithStreams) FROM sources WHERE fingerprint = ? AND \(StoredSource.fileOrRecordedStream)",
            arguments: [Int64(bitPattern: fingerprint)]
        ).map(StoredSource.init)
    }

    func legacySource(path: String) throws -> StoredSource? {
        try db.rows(
            sql: "SELECT \(StoredSource.columns) FROM sources WHERE fingerprint IS NULL AND kind = 'file' AND path = ?",
            arguments: [path]
        ).first.map(StoredSource.init)
    }

    func setFingerprint(_ fingerprint: UInt64, sourceID: Int64) throws {
        try db.execute(
            sql: "UPDATE sources SET fingerprint = ? WHERE source_id = ?",
            arguments: [Int64(bitPattern: fingerprint), sourceID])
    }

    func hasFileSource(path: String) throws -> Bool {
        try db.scalar(
            sql: "SELECT count(*) FROM sources WHERE path = ? AND kind = 'file'", arguments: [path]
        ).int64 ?? 0 > 0
    }

    func insertFileSource(
        status: FileStatus, fingerprint: UInt64, compressed: Bool, start: DecodePipeline.Position, now: Int64
    ) throws -> Int64 {
        // The file's size and change time are left out until its first checkpoint: a record
        // is trusted without reading its prefix only once that prefix was stored.
        try db.execute(
            sql: """
                INSERT INTO sources (path, kind, fingerprint, device, inode, compressed, checkpoint_offset,
                    checkpoint_line, tail_length, tail_hash, first_ingested_at, last_ingested_at)
                VALUES (?, 'file', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                status.canonicalPath, Int64(bitPattern: fingerprint), Int64(bitPattern: status.device),
                Int64(bitPattern: status.inode), compressed, start.offset, Int64(start.line), start.offset,
                Int64(bitPattern: start.prefixHash), now, now,
            ])
        return db.lastInsertRowID
    }

    func checkpoint(sourceID: Int64) throws -> (generation: Int64, offset: Int64)? {
        let row = try db.rows(
            sql: "SELECT generation, checkpoint_offset FROM sources WHERE source_id = ?", arguments: [sourceID])
        guard let row = row.first else { return nil }
        return (row[0].int64 ?? 0, row[1].int64 ?? 0)
    }

    func saveCheckpoint(_ c: Checkpoint) throws {
        try db.execute(
            sql: """
                UPDATE sources SET checkpoint_offset = ?, checkpoint_line = ?, tail_length = ?, tail_hash = ?,
                    path = ?, device = ?, inode = ?, modified_ns = ?, file_size = ?, compressed = ?,
                    last_ingested_at = ?, read_to_end = ?
                WHERE source_id = ? AND generation = ? AND checkpoint_offset <= ?
                """,
            arguments: [
                c.offset, c.line, c.tailLength, Int64(bitPattern: c.tailHash),
                c.status.canonicalPath, Int64(bitPattern: c.status.device), Int64(bitPattern: c.status.inode),
                c.status.changedNanoseconds, c.status.size, c.compressed, c.now, c.readToEnd,
                c.sourceID, c.generation, c.offset,
            ])
    }

    func rewindCheckpoint(sourceID: Int64, generation: Int64, from: Int64, to p: DecodePipeline.Position) throws {
        try db.execute(
            sql: """
                UPDATE sources SET checkpoint_offset = ?, checkpoint_line = ?, tail_length = ?, tail_hash = ?, read_to_end = 0
                WHERE source_id = ? AND generation = ? AND checkpoint_offset = ?
                """,
            arguments: [p.offset, p.line, p.offset, Int64(bitPattern: p.prefixHash), sourceID, generation, from])
    }

    func recordStreamContent(sourceID: Int64, end: DecodePipeline.Position) throws {
        try db.execute(
            sql: """
                UPDATE sources SET tail_length = ?, tail_hash = ?, checkpoint_line = ?
                WHERE source_id = ? AND kind = 'stream' AND coalesce(tail_length, 0) < ?
                """,
            arguments: [end.offset, Int64(bitPattern: end.prefixHash), end.line, sourceID, end.offset])
    }

    func touchStream(sourceID: Int64, compressed: Bool, now: Int64) throws {
        try db.execute(
            sql: "UPDATE sources SET last_ingested_at = ?, compressed = ? WHERE source_id = ?",
            arguments: [now, compressed, sourceID])
    }

    func streamSource(fingerprint: UInt64) throws -> (id: Int64, generation: Int64)? {
        let rows = try db.rows(
            sql: "SELECT source_id, generation FROM sources WHERE fingerprint = ? ORDER BY kind = 'stream' DESC, source_id LIMIT 1",
            arguments: [Int64(bitPattern: fingerprint)])
        return rows.first.map { ($0[0].int64 ?? 0, $0[1].int64 ?? 1) }
    }

    func insertStreamSource(name: String, fingerprint: UInt64, now: Int64) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO sources (path, kind, fingerprint, first_ingested_at, last_ingested_at) VALUES (?, 'stream', ?, ?, ?)",
            arguments: [name, Int64(bitPattern: fingerprint), now, now])
        return db.lastInsertRowID
    }

    // MARK: Replay

    func rejectedLines(_ filter: RejectFilter, after: Int64, limit: Int) throws -> [StoredReject] {
        var (whereSQL, arguments) = filter.whereClause()
        whereSQL += whereSQL.isEmpty ? "WHERE r.reject_id > ?" : " AND r.reject_id > ?"
        arguments.append(after)
        arguments.append(limit)
        return try db.rows(
            sql: """
                SELECT r.reject_id, r.source_id, s.path, r.line, r.raw, r.raw_length
                FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
                \(whereSQL) ORDER BY r.reject_id LIMIT ?
                """,
            arguments: arguments
        ).map(StoredReject.init)
    }

    func deleteReject(_ rejectID: Int64) throws {
        try db.execute(sql: "DELETE FROM rejected_lines WHERE reject_id = ?", arguments: [rejectID])
    }

    func updateReject(_ rejectID: Int64, reason: String, detail: String, runID: Int64) throws {
        try db.execute(
            sql: "UPDATE rejected_lines SET reason = ?, detail = ?, run_id = ? WHERE reject_id = ?",
            arguments: [reason, detail, runID, rejectID])
    }
}
