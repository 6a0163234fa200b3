import CSQLite
import FSTelStorage
import FSTelIO
import FSTelModel
import Foundation

extension Retention {
    /// ``prune(_:keepFrom:sessionGraceDays:dryRun:now:)`` with the same rules and counts,
    /// in many short transactions instead of one, so that the write-ahead log stays under
    /// `chunking.maxWALBytes` and other writers (ingest) go on between chunks:
    ///
    /// 1. the cut is recorded in `pruned_ranges` and the prune in `prune_progress`, in one
    ///    transaction; from then on the delete triggers leave rows older than the cut
    ///    counted, so the summaries, and every report read from them, are exact at every
    ///    chunk boundary;
    /// 2. transitions older than the cut are deleted in chunks in rowid order, up to the
    ///    largest rowid stored when the prune began, each chunk adding what it deleted to
    ///    the `pruned_ranges` row in the same transaction;
    /// 3. sessions with no transition left that started before the grace period (or never
    ///    logged a start) are deleted in chunks in session-key order; the last chunk
    ///    removes the `prune_progress` row.
    ///
    /// After each chunk the log is checkpointed and truncated. A prune killed at any point
    /// resumes from its last committed chunk the next time this runs (any cut): the prune
    /// under way is finished first. A late transition stored while the prune runs, older
    /// than the cut, gets a rowid past the prune's end and stays (counted) until the next prune.
    package static func pruneInChunks(
        _ db: Database, keepFrom: UTCDay, sessionGraceDays: Int = defaultSessionGraceDays, now: Int64,
        chunking: PruneChunking = PruneChunking(), afterChunk: ((PruneChunkProgress) throws -> Void)? = nil
    ) throws -> ChunkedPruneResult {
        var runner = try ChunkRunner(db: db, chunking: chunking, afterChunk: afterChunk)
        let cut = keepFrom.startMs
        let sessionsFrom = keepFrom.adding(days: -sessionGraceDays)
        var earlier: PruneReport?
        var transitions = 0
        var sessions = 0
        func add(_ finished: FinishedPrune) {
            if finished.cut == cut && finished.sessionsBefore == sessionsFrom.startMs {
                transitions += finished.transitions
                sessions += finished.sessions
            } else {
                earlier = finished.report
            }
        }
        while true {
            // A prune left unfinished (killed, or stopped waiting for readers) goes first.
            while let pending = try runner.pendingPrune() {
                add(try runner.finish(pending))
            }
            switch try runner.begin(cut: cut, keepFrom: keepFrom, sessionsFrom: sessionsFrom, now: now) {
            case .nothingToDelete: break
            case .started(let prune): add(try runner.finish(prune))
            case .anotherRunStartedOne: continue
            }
            break
        }
        var vacuumed = 0
        var converted = false
        if chunking.vacuum { (vacuumed, converted) = try runner.vacuum() }
        _ = try? runner.checkpoint(waitForReaders: false)
        return ChunkedPruneResult(
            report: PruneReport(
                beforeMs: cut, beforeDay: keepFrom, transitions: transitions, sessions: sessions,
                sessionsKeptFrom: sessionsFrom, dryRun: false),
            finishedEarlier: earlier, chunks: runner.chunks, largestWALBytes: runner.largestWAL,
            vacuumedPages: vacuumed, convertedToIncrementalVacuum: converted)
    }

    /// The prune that a run stopped before its end left in `prune_progress`, if any: its
    /// cut (epoch ms) and the session cut of its grace period.
    fileprivate static func unfinishedPrune(_ db: any SQLQuerying) throws -> (beforeTs: Int64, sessionsBefore: Int64)? {
        guard let row = try db.fetchRows(sql: "SELECT before_ts, sessions_before FROM prune_progress ORDER BY prune_id LIMIT 1", arguments: []).first,
            let cut = row[0].int64, let sessions = row[1].int64
        else { return nil }
        return (cut, sessions)
    }
}

extension Store: ChunkedPruning {
    /// The store itself: an SQLite store prunes in chunks.
    package var chunkedPrune: (any ChunkedPruning)? { self }

    package func unfinishedPruneCut() throws -> UTCDay? {
        try Retention.unfinishedPrune(database).map { UTCDay(containing: $0.beforeTs) }
    }

    /// Prunes raw rows before `keepFrom` in chunks
    /// (``Retention/pruneInChunks(_:keepFrom:sessionGraceDays:now:chunking:afterChunk:)``);
    /// the store must be opened with `.write`.
    package func pruneInChunks(
        keepFrom: UTCDay, sessionGraceDays: Int = Retention.defaultSessionGraceDays, now: Int64,
        chunking: PruneChunking = PruneChunking(), afterChunk: ((PruneChunkProgress) throws -> Void)? = nil
    ) throws -> ChunkedPruneResult {
        try Retention.pruneInChunks(
            database, keepFrom: keepFrom, sessionGraceDays: sessionGraceDays, now: now, chunking: chunking, afterChunk: afterChunk)
    }
}

/// A prune recorded in `prune_progress`.
private struct PendingPrune {
    var id: Int64
    var cut: Int64
    var sessionsBefore: Int64
}

/// What finishing one prune deleted.
private struct FinishedPrune {
    var cut: Int64
    var sessionsBefore: Int64
    var transitions: Int
    var sessions: Int

    var report: PruneReport {
        let day = UTCDay(containing: cut)
        return PruneReport(
            beforeMs: cut, beforeDay: day, transitions: transitions, sessions: sessions,
            sessionsKeptFrom: UTCDay(containing: sessionsBefore), dryRun: false)
    }
}

/// Runs the chunks of prunes on one connection and keeps the log under its bound.
private struct ChunkRunner {
    let db: Database
    let chunking: PruneChunking
    let afterChunk: ((PruneChunkProgress) throws -> Void)?
    /// Bytes per log frame: a page and its 24-byte header.
    let frameBytes: Int64
    /// Frames a chunk aims to write: a quarter of the bound.
    let targetFrames: Double
    var chunks = 0
    var largestWAL: Int64 = 0
    /// Log frames written per deleted row, as measured (pessimistic until measured).
    var framesPerRow: [Int: Double] = [1: 2, 2: 2]
    var rowsPerChunk: [Int: Int] = [:]

    init(db: Database, chunking: PruneChunking, afterChunk: ((PruneChunkProgress) throws -> Void)?) throws {
        self.db = db
        self.chunking = chunking
        self.afterChunk = afterChunk
        let pageSize = try db.scalar(sql: "PRAGMA page_size").int64 ?? 4096
        frameBytes = pageSize + 24
        targetFrames = max(16, Double(chunking.maxWALBytes) / 4 / Double(pageSize + 24))
    }

    func pendingPrune() throws -> PendingPrune? {
        guard let row = try db.rows(sql: "SELECT prune_id, before_ts, sessions_before FROM prune_progress ORDER BY prune_id LIMIT 1").first,
            let id = row[0].int64, let cut = row[1].int64, let sessions = row[2].int64
        else { return nil }
        return PendingPrune(id: id, cut: cut, sessionsBefore: sessions)
    }

    enum Begun {
        case nothingToDelete
        case started(PendingPrune)
        case anotherRunStartedOne
    }

    /// Records a new prune; records nothing when it has nothing to delete (as the
    /// one-transaction prune) or when another run recorded one first.
    func begin(cut: Int64, keepFrom: UTCDay, sessionsFrom: UTCDay, now: Int64) throws -> Begun {
        // Read outside the write transaction: the scan may be long, and ingest goes on.
        var worthIt = try db.scalar(
            sql: "SELECT EXISTS (SELECT 1 FROM transition_rows WHERE ts < ? AND " + Self.sessionStarted + ")", arguments: [cut]).int64 == 1
        if !worthIt {
            worthIt = try db.scalar(
                sql: """
                    SELECT EXISTS (SELECT 1 FROM sessions AS s
                        WHERE coalesce(s.started_at, -9223372036854775807) < ?2
                          AND NOT EXISTS (SELECT 1 FROM transition_rows AS t WHERE t.session_key = s.session_key
                                          AND (t.ts >= ?1 OR s.started_at IS NULL)))
                    """,
                arguments: [cut, sessionsFrom.startMs]).int64 == 1
        }
        guard worthIt else { return .nothingToDelete }
        return try db.inTransaction { () throws -> Begun in
            if try db.scalar(sql: "SELECT count(*) FROM prune_progress").int64 != 0 { return .anotherRunStartedOne }
            try db.execute(
                sql: """
                    INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions, first_day)
                    VALUES (?, ?, ?, 0, 0, NULL)
                    """,
                arguments: [now, cut, keepFrom.description])
            let id = db.lastInsertRowID
            try db.execute(
                sql: """
                    INSERT INTO prune_progress (prune_id, before_ts, sessions_before, phase, last_rowid, end_rowid, last_session, end_session)
                    VALUES (?, ?, ?, 1, -9223372036854775808, (SELECT coalesce(max(rowid), -9223372036854775808) FROM transition_rows),
                            -9223372036854775808, (SELECT coalesce(max(session_key), -9223372036854775808) FROM sessions))
                    """,
                arguments: [id, cut, sessionsFrom.startMs])
            return .started(PendingPrune(id: id, cut: cut, sessionsBefore: sessionsFrom.startMs))
        }
    }

    /// Runs the chunks of `prune` until its progress row is gone; returns its totals.
    mutating func finish(_ prune: PendingPrune) throws -> FinishedPrune {
        while let done = try chunk(prune) {
            chunks += 1
            try afterCommit(phase: done.phase, deleted: done.deleted)
        }
        let row = try db.rows(sql: "SELECT transitions, sessions FROM pruned_ranges WHERE prune_id = ?", arguments: [prune.id]).first
        return FinishedPrune(
            cut: prune.cut, sessionsBefore: prune.sessionsBefore,
            transitions: Int(row?[0].int64 ?? 0), sessions: Int(row?[1].int64 ?? 0))
    }

    /// Where a prune stands (`prune_progress`), nil once it is over.
    func progress(_ id: Int64) throws -> (phase: Int, last: Int64, end: Int64, minTs: Int64?)? {
        guard let p = try db.rows(
            sql: "SELECT phase, last_rowid, end_rowid, last_session, end_session, min_ts FROM prune_progress WHERE prune_id = ?",
            arguments: [id]).first
        else { return nil }
        let phase = Int(p[0].int64 ?? 1)
        return phase == 1
            ? (1, p[1].int64 ?? .min, p[2].int64 ?? .min, p[5].int64)
            : (2, p[3].int64 ?? .min, p[4].int64 ?? .min, p[5].int64)
    }

    /// Transitions whose session has logged its start. A session still waiting for its
    /// `session_start` keeps its transitions (and itself): their counts sit under an unknown
    /// OS until the start arrives and moves them, which needs the rows (docs/ingest.md,
    /// "Late session starts and prune"); the next prune after the start removes them.
    static let sessionStarted = """
        EXISTS (SELECT 1 FROM sessions AS s WHERE s.session_key = transition_rows.session_key AND s.started_at IS NOT NULL)
        """

    /// Sessions the prune deletes: no transition left at all (rather than none at or after
    /// the cut: a late one older than the cut, stored during the prune, keeps its
    /// session's facts), started before the grace period or never.
    static let orphanSessions = """
        coalesce(started_at, -9223372036854775807) < ?3
        AND NOT EXISTS (SELECT 1 FROM transition_rows AS t WHERE t.session_key = sessions.session_key)
        """

    /// One chunk: (phase, rows deleted), or nil when the prune is over. The chunk's end is
    /// found first by reading (no write lock held while it scans past rows that stay): the
    /// key of the chunk's last row to delete, so that each chunk deletes as many rows as
    /// its size. Then the rows up to it are deleted in one write transaction, with the
    /// counts and the progress.
    func chunk(_ prune: PendingPrune) throws -> (phase: Int, deleted: Int)? {
        guard let p = try progress(prune.id) else { return nil }
        let limit = rowsPerChunk[p.phase] ?? initialRows(p.phase)
        let upper = p.phase == 1
            ? try db.scalar(
                sql: "SELECT rowid FROM transition_rows WHERE rowid > ?1 AND rowid <= ?2 AND ts < ?3 AND "
                    + Self.sessionStarted + " ORDER BY rowid LIMIT 1 OFFSET ?4",
                arguments: [p.last, p.end, prune.cut, limit - 1]).int64 ?? p.end
            : try db.scalar(
                sql: "SELECT session_key FROM sessions WHERE session_key > ?1 AND session_key <= ?2 AND "
                    + Self.orphanSessions + " ORDER BY session_key LIMIT 1 OFFSET ?4",
                arguments: [p.last, p.end, prune.sessionsBefore, limit - 1]).int64 ?? p.end
        return try db.inTransaction { () throws -> (phase: Int, deleted: Int)? in
            guard let q = try progress(prune.id) else { return nil }
            // Another run of the same prune moved it on meanwhile: look again.
            guard q.phase == p.phase, q.last == p.last else { return (q.phase, 0) }
            if p.phase == 1 {
                // With their keys, so that their lines read again are duplicates (PrunedKeys).
                let rows = try PrunedKeys.delete(
                    db, rowsWhere: "rowid > ? AND rowid <= ? AND ts < ? AND " + Self.sessionStarted,
                    arguments: [p.last, upper, prune.cut])
                let deleted = rows.count
                var minTs = p.minTs
                for row in rows where minTs.map({ row.ts < $0 }) ?? true { minTs = row.ts }
                try db.execute(
                    sql: "UPDATE pruned_ranges SET transitions = transitions + ? WHERE prune_id = ?", arguments: [deleted, prune.id])
                if upper >= p.end {
                    // Every transition older than the cut is gone: the oldest day deleted is known.
                    try db.execute(
                        sql: "UPDATE pruned_ranges SET first_day = ? WHERE prune_id = ?",
                        arguments: [minTs.map { UTCDay(containing: $0).description }, prune.id])
                    try db.execute(
                        sql: "UPDATE prune_progress SET phase = 2, last_rowid = ?, min_ts = ? WHERE prune_id = ?",
                        arguments: [upper, minTs, prune.id])
                } else {
                    try db.execute(
                        sql: "UPDATE prune_progress SET last_rowid = ?, min_ts = ? WHERE prune_id = ?", arguments: [upper, minTs, prune.id])
                }
                return (1, deleted)
            }
            try db.execute(
                sql: "DELETE FROM sessions WHERE session_key > ?1 AND session_key <= ?2 AND " + Self.orphanSessions,
                arguments: [p.last, upper, prune.sessionsBefore])
            let deleted = db.changes
            try db.execute(sql: "UPDATE pruned_ranges SET sessions = sessions + ? WHERE prune_id = ?", arguments: [deleted, prune.id])
            if upper >= p.end {
                try db.execute(sql: "DELETE FROM prune_progress WHERE prune_id = ?", arguments: [prune.id])
            } else {
                try db.execute(sql: "UPDATE prune_progress SET last_session = ? WHERE prune_id = ?", arguments: [upper, prune.id])
            }
            return (2, deleted)
        }
    }

    func initialRows(_ phase: Int) -> Int {
        max(1, min(chunking.maxChunkRows, Int(targetFrames / (framesPerRow[phase] ?? 2))))
    }

    /// Checkpoints after a chunk, and sizes the next chunk of the same phase from the
    /// frames this one wrote.
    mutating func afterCommit(phase: Int, deleted: Int) throws {
        let (before, after) = try checkpoint(waitForReaders: true)
        largestWAL = max(largestWAL, before)
        try afterChunk?(PruneChunkProgress(phase: phase, deleted: deleted, walBytes: before, walBytesAfterCheckpoint: after))
        guard phase != 3 else { return }
        let frames = Double(max(0, before - 32)) / Double(frameBytes)
        let current = rowsPerChunk[phase] ?? initialRows(phase)
        if deleted >= 64 {
            framesPerRow[phase] = max(0.01, frames / Double(deleted))
        }
        // A chunk deletes this many rows; at most 4 times the last.
        let wanted = Int(targetFrames / (framesPerRow[phase] ?? 2))
        rowsPerChunk[phase] = max(1, min(chunking.maxChunkRows, current * 4, wanted))
    }

    /// `wal_checkpoint(TRUNCATE)`: the log's size before and after, in bytes. When readers
    /// block it and the log has no room for another chunk, waits for them (with
    /// `waitForReaders`) up to the chunking's limit, then throws ``PruneStopped``.
    func checkpoint(waitForReaders: Bool) throws -> (Int64, Int64) {
        let saved = try db.scalar(sql: "PRAGMA busy_timeout").int64 ?? 30_000
        try db.execute(sql: "PRAGMA busy_timeout = 50")
        defer { try? db.execute(sql: "PRAGMA busy_timeout = \(saved)") }
        let started = Clocks.unixMilliseconds()
        // A passive checkpoint copies what it can and says how many frames the log holds
        // (a truncating one that succeeds reports 0).
        let passive = try db.rows(sql: "PRAGMA wal_checkpoint(PASSIVE)")[0]
        let first = walBytes(frames: passive[1].int64)
        while true {
            let row = try db.rows(sql: "PRAGMA wal_checkpoint(TRUNCATE)")[0]
            if row[0].int64 ?? 0 == 0 { return (first, 0) }
            let bytes = max(first, walBytes(frames: row[1].int64))
            // Blocked: go on while one more chunk fits under the bound.
            if !waitForReaders || Double(bytes) + targetFrames * Double(frameBytes) <= Double(chunking.maxWALBytes) {
                return (first, bytes)
            }
            let waited = Clocks.unixMilliseconds() - started
            if waited >= chunking.readerWaitMilliseconds { throw PruneStopped(waitedMilliseconds: waited, walBytes: bytes) }
            usleep(50_000)
        }
    }

    /// The size of a log of `frames` frames (its 32-byte header and the frames).
    func walBytes(frames: Int64?) -> Int64 {
        guard let frames, frames > 0 else { return 0 }
        return 32 + frames * frameBytes
    }

    /// Gives free pages back to the file system, in chunks; returns the pages freed and
    /// whether the store first had to be switched to incremental vacuum (a full `VACUUM`).
    mutating func vacuum() throws -> (Int, Bool) {
        var converted = false
        let pagesBefore = Int(try db.scalar(sql: "PRAGMA page_count").int64 ?? 0)
        if try db.scalar(sql: "PRAGMA auto_vacuum").int64 != 2 {
            try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
            try db.execute(sql: "VACUUM")
            converted = true
            _ = try checkpoint(waitForReaders: false)
        }
        let step = max(16, Int(targetFrames / 2))
        while true {
            let free = Int(try db.scalar(sql: "PRAGMA freelist_count").int64 ?? 0)
            if free == 0 { break }
            let pages = min(free, step)
            try db.execute(sql: "PRAGMA incremental_vacuum(\(pages))")
            let left = Int(try db.scalar(sql: "PRAGMA freelist_count").int64 ?? 0)
            chunks += 1
            try afterCommit(phase: 3, deleted: free - left)
            if left >= free { break }
        }
        let pagesAfter = Int(try db.scalar(sql: "PRAGMA page_count").int64 ?? 0)
        return (max(0, pagesBefore - pagesAfter), converted)
    }
}
