import FSTelStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FSTelIO
import FSTelModel

/// Writes decoded events with prepared statements, one batch (one write transaction)
/// at a time: ``beginBatch()`` opens it, ``commitBatch(_:)`` writes what is pending and the
/// batch's rollup counts, runs the caller's checkpoint and accounting, and commits;
/// ``rollbackBatch()`` abandons it. The caller (``Ingestor``) owns the checkpoint.
///
/// Enum-like text is stored as `dictionary` codes (``DictionaryCodes`` remembers them)
/// and sessions are found by `id_hash` in `recent_session_ids` and `session_ids`
/// (``SessionIDLevels``, migration 0015).
///
/// Transitions are written in groups of ``groupSize`` rows per `INSERT` (one statement
/// for many rows measured about 15% fewer instructions per row in SQLite); their text
/// is copied into a fixed arena that lives until the group is flushed. Session lines are
/// written at once. A group's statement reports how many rows it inserted; when some
/// were duplicates, each row's provenance (run, file, line) tells which ones. The counts of stored transitions are gathered per rollup key and
/// added to `transition_rollup` when the batch commits (restores and durations to
/// `restore_rollup` and `duration_sketch`), by ``RollupWriter``.
///
/// The grouped inserts say `OR FAIL`: a statement that cannot abort half done needs no
/// statement journal (see ``SQLiteIngestBackend``), and any failed statement rolls back
/// its whole batch.
final class EventWriter {
    static let groupSize = 16
    private static let transitionColumns: Int32 = 16
    private static let arenaCapacity = 4 << 20

    let db: Database
    let findSession: Statement
    let storedSessionHashes: Statement
    /// The stored sessions' hashes, loaded under a batch's write lock once lookups of new
    /// sessions have cost enough, and kept for the next batches while no other connection
    /// commits (``beginBatch()``); nil until then.
    @exclusivity(unchecked) var storedSessions: StoredSessionFilter?
    /// Index searches for a session since ``storedSessions`` was last loaded.
    @exclusivity(unchecked) var sessionMisses = 0
    /// `PRAGMA data_version` when the batch began, and when ``storedSessions`` was loaded.
    @exclusivity(unchecked) var batchDataVersion: Int64 = -1
    @exclusivity(unchecked) var filterDataVersion: Int64 = -2
    let dataVersion: Statement
    /// Where new sessions' hashes go, and when they move to the large table.
    let sessionIDs: SessionIDLevels
    /// Sessions this batch inserted.
    @exclusivity(unchecked) var sessionsInserted = 0
    let insertSessionGroup: Statement
    private let firstFreeSessionKey: Statement
    private let insertTransitionGroup: Statement
    /// The exact values of a transition whose packed columns do not fit (migration 0012).
    private let insertOverflow: Statement
    let completeSessionStub: Statement
    let updateSessionEnd: Statement
    private let insertReject: Statement
    private let findProvenance: Statement
    private let findCode: Statement
    /// Whether a pruned transition had a key (``PrunedKeys``).
    private let findPrunedKey: Statement
    /// The newest prune cut when the batch began (``PrunedKeys/cut(_:)``): only a
    /// transition older than it is looked up in `pruned_keys`.
    @exclusivity(unchecked) private var prunedCut: Int64 = .min
    private let insertCode: Statement
    private let begin: Statement
    private let commit: Statement
    @exclusivity(unchecked) private var codes = DictionaryCodes()
    /// The codes this writer learns, passed on to the decoding thread (``DecodePipeline``).
    let codeBook = DictionaryCodeBook()
    /// Sessions new in this batch, inserted in groups (``PendingSessions``).
    @exclusivity(unchecked) var waiting = PendingSessions()
    /// The key the next new session gets (read at each batch's start, under the write lock).
    @exclusivity(unchecked) var nextSessionKey: Int64 = 1
    @exclusivity(unchecked) var cache = SessionKeyCache()
    @exclusivity(unchecked) var deltas = RollupDeltas()
    /// Writes the counts of ``deltas`` to the rollup tables.
    private let rollups: RollupWriter

    /// What the parameters of ``insertTransitionGroup`` hold.
    private let groupValues = BoundValues(parameters: Int32(groupSize) * transitionColumns)

    private let arena: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var arenaUsed = 0
    /// The rows bound into the current group, not yet inserted.
    @exclusivity(unchecked) private var pendingRows: [PendingRow] = []

    private struct PendingRow {
        var sessionKey: Int64
        var seq: Int64
        var sourceID: Int64
        var line: Int
        var runID: Int64
        var rollupKey: RollupDeltas.Key
        var outcome: UInt8
        var extras: RollupDeltas.Extras
        /// The session id's bytes in the arena.
        var sessionIDOffset: Int
        var sessionIDCount: Int
        var inserted = false
    }

    /// What the stored transitions of each stub still waiting in ``waiting`` (a session first
    /// seen through its transitions in this batch) were counted as, so that they move to
    /// its facts when its `session_start` arrives before the stub is inserted.
    @exclusivity(unchecked) var stubRows: [Int64: [StubRow]] = [:]

    struct StubRow {
        var key: RollupDeltas.Key
        var outcome: UInt8
        var extras: RollupDeltas.Extras
    }

    /// Events resolved (written or found duplicate) since the last ``takeTally()``.
    @exclusivity(unchecked) var tally = WriteTally()

    init(database: Database, recentSessionIDLimit: Int = SessionIDLevels.defaultLimit) throws {
        db = database
        let sessionColumns = """
            s.session_key, s.session_id, s.started_at IS NOT NULL, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
            coalesce(s.device_model, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor
            """
        findSession = try db.makeStatement(sql: """
            SELECT \(sessionColumns) FROM recent_session_ids AS r JOIN sessions AS s ON s.session_key = r.session_key
            WHERE r.id_hash = ?1
            UNION ALL
            SELECT \(sessionColumns) FROM session_ids AS r JOIN sessions AS s ON s.session_key = r.session_key
            WHERE r.id_hash = ?1
            """)
        storedSessionHashes = try db.makeStatement(
            sql: "SELECT id_hash FROM session_ids UNION ALL SELECT id_hash FROM recent_session_ids")
        sessionIDs = try SessionIDLevels(database: database, limit: recentSessionIDLimit)
        dataVersion = try db.makeStatement(sql: "PRAGMA data_version")
        insertSessionGroup = try db.makeStatement(sql: PendingSessions.insertSQL)
        firstFreeSessionKey = try db.makeStatement(sql: "SELECT coalesce(max(session_key), 0) + 1 FROM sessions")
        insertTransitionGroup = try db.makeStatement(sql: Self.insertTransitionsSQL(rows: Self.groupSize))
        insertOverflow = try db.makeStatement(sql: """
            INSERT OR REPLACE INTO transition_overflow (session_key, seq, trigger, from_orientation, to_orientation,
                status_bar_orientation, app_state, screen_width, screen_height, window_width, window_height,
                restore_section, restore_item, restored_section, restored_item)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        // A new session (the common case) waits in `waiting` and is inserted with others;
        // a session first seen through its transitions (a stub) gets its facts in its
        // waiting row, or, once inserted, by an update, which fires the trigger that moves
        // its transitions' rollup counts.
        completeSessionStub = try db.makeStatement(sql: Self.completeStubSQL)
        updateSessionEnd = try db.makeStatement(sql: Self.updateEndSQL)
        // The same bytes at the same place of a source's content are kept once, however
        // often they are read (an alias, an overlapping run, a stream fed twice); and so
        // are those at the same place of the same content read under another source (a
        // stream of a file's content, a copy read from its start): `place_hash`.
        insertReject = try db.makeStatement(sql: """
            INSERT INTO rejected_lines (source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash, place_hash)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING
            """)
        findProvenance = try db.makeStatement(
            sql: "SELECT run_id, source_id, line FROM transition_rows WHERE session_key = ? AND seq = ?")
        findCode = try db.makeStatement(sql: "SELECT code FROM dictionary WHERE value = ?")
        findPrunedKey = try db.makeStatement(sql: "SELECT 1 FROM pruned_keys WHERE day = ? AND key = ?")
        insertCode = try db.makeStatement(sql: "INSERT INTO dictionary (value) VALUES (?)")
        begin = try db.makeStatement(sql: "BEGIN IMMEDIATE")
        commit = try db.makeStatement(sql: "COMMIT")
        rollups = try RollupWriter(database: db)
        arena = .allocate(byteCount: Self.arenaCapacity, alignment: 16)
    }

    deinit {
        arena.deallocate()
        groupValues.deallocate()
    }

    /// Gives a stub (a session first seen through its transitions) its start: the values
    /// of ``LogFields/sessionStart`` at ?1...?n, `start_source_id` and `start_line` at
    /// ?n+1 and ?n+2, its key at ?n+3.
    static let completeStubSQL: String = {
        let fields = LogFields.sessionStart
        let values = fields.enumerated().map { "\($0.element.column) = ?\($0.offset + 1)" }.joined(separator: ", ")
        let started = fields.first { $0.rule == .timestamp }!.column
        return """
            UPDATE sessions SET \(values), start_source_id = ?\(fields.count + 1), start_line = ?\(fields.count + 2)
            WHERE session_key = ?\(fields.count + 3) AND \(started) IS NULL
            """
    }()

    /// Gives a stored session its first end: its key at ?1, the values of
    /// ``LogFields/sessionEnd`` from ?2 on.
    static let updateEndSQL: String = {
        let fields = LogFields.sessionEnd
        let values = fields.enumerated().map { "\($0.element.column) = ?\($0.offset + 2)" }.joined(separator: ", ")
        let ended = fields.first { $0.rule == .timestamp }!.column
        return "UPDATE sessions SET \(values) WHERE session_key = ?1 AND \(ended) IS NULL"
    }()

    static func insertTransitionsSQL(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: Int(transitionColumns)).joined(separator: ", ") + ")"
        return """
            INSERT OR FAIL INTO transition_rows (
                session_key, seq, ts, strategy, flags, failure, duration_ms, codes, bounds, places,
                restore_container, restore_list, extra, source_id, line, run_id)
            VALUES \(Array(repeating: row, count: rows).joined(separator: ",\n"))
            ON CONFLICT (session_key, seq) DO NOTHING
            """
    }

    /// Opens a batch: a write transaction (`BEGIN IMMEDIATE`, which waits for other
    /// writers). Session keys cached earlier are forgotten: other writers may have
    /// changed sessions since. The filter of stored sessions is kept while no other
    /// connection has committed since it was loaded (and it is not overfull).
    func beginBatch() throws {
        try begin.execute()
        cache.removeAll()
        batchDataVersion = try readDataVersion()
        sessionIDs.batchBegan(dataVersion: batchDataVersion)
        sessionsInserted = 0
        if batchDataVersion != filterDataVersion || storedSessions?.isOverfull == true { storedSessions = nil }
        prunedCut = try PrunedKeys.cut(db)
        defer { firstFreeSessionKey.reset() }
        nextSessionKey = try firstFreeSessionKey.step() ? firstFreeSessionKey.int64(0) : 1
    }

    /// Ends the batch: writes the pending rows and the batch's rollup counts, then runs
    /// `finish` with what the batch stored (the caller's checkpoint and accounting, in
    /// the same transaction), then commits. Returns that tally.
    @discardableResult
    func commitBatch(_ finish: (WriteTally) throws -> Void) throws -> WriteTally {
        try writeWaitingSessions()
        try sessionIDs.moveIfDue(inserted: sessionsInserted, dataVersion: batchDataVersion)
        try writeRollups()
        let written = try flushTally()
        try finish(written)
        try commit.execute()
        return written
    }

    /// Abandons the batch: rolls its transaction back (when one is open) and forgets the
    /// pending rows, counts, cached session keys and dictionary codes it had.
    func rollbackBatch() {
        db.rollback()
        cache.removeAll()
        storedSessions = nil
        sessionIDs.batchRolledBack()
        codes.removeAll()
        codeBook.forgetAll()
        deltas.forgetCodes()
        waiting.removeAll()
        stubRows.removeAll()
        pendingRows.removeAll(keepingCapacity: true)
        arenaUsed = 0
        tally = WriteTally()
        deltas.removeAll()
    }

    /// The counts of events resolved since the last call. Writes the pending group first,
    /// so each event written so far is counted (``Ingestor/replayRejects(_:)`` asks per event).
    func flushTally() throws -> WriteTally {
        try flush()
        defer { tally = WriteTally() }
        return tally
    }

    /// Writes the pending group and adds the batch's counts to the rollup tables
    /// (``RollupWriter``).
    private func writeRollups() throws {
        try flush()
        try rollups.write(&deltas)
    }

    /// Writes the transitions still waiting in the current group.
    ///
    /// A partial group is padded with copies of its first row's key: the conflict clause
    /// turns them into no-ops, so one statement serves every group size. The statement
    /// returns the keys it inserted; only those rows count as stored.
    func flush() throws {
        guard let first = pendingRows.first else { return }
        let s = insertTransitionGroup
        for row in pendingRows.count..<Self.groupSize {
            let p = Int32(row) * Self.transitionColumns
            try groupValues.bind(first.sessionKey, s, p + 1)
            try groupValues.bind(first.seq, s, p + 2)
            try groupValues.bind(Int64(0), s, p + 3)
            try groupValues.bind(Int64(0), s, p + 4)
            try groupValues.bind(Int64(0), s, p + 5)
            try groupValues.bindNull(s, p + 6)
            try groupValues.bindNull(s, p + 7)
            for column in Int32(8)...10 { try groupValues.bind(Int64(0), s, p + column) }
            for column in Int32(11)...13 { try groupValues.bindNull(s, p + column) }
            try groupValues.bind(first.sourceID, s, p + 14)
            try groupValues.bind(Int64(0), s, p + 15)
            try groupValues.bind(first.runID, s, p + 16)
        }
        try s.execute()
        let inserted = db.changes
        if inserted == pendingRows.count {
            for index in pendingRows.indices { pendingRows[index].inserted = true }
        } else if inserted > 0 {
            // Some rows were duplicates: a row was stored by this statement when the
            // stored row of its key carries this row's provenance (run, file, line).
            for index in pendingRows.indices {
                let row = pendingRows[index]
                try findProvenance.bind(row.sessionKey, at: 1)
                try findProvenance.bind(row.seq, at: 2)
                defer { findProvenance.reset() }
                if try findProvenance.step() {
                    pendingRows[index].inserted = findProvenance.int64(0) == row.runID
                        && findProvenance.int64(1) == row.sourceID && findProvenance.int(2) == row.line
                }
            }
        }
        for row in pendingRows where row.inserted {
            deltas.add(row.rollupKey, outcome: row.outcome, extras: row.extras)
            if row.rollupKey.facts == RollupDeltas.unknownFacts && waiting.index(ofKey: row.sessionKey) != nil {
                stubRows[row.sessionKey, default: []].append(
                    StubRow(key: row.rollupKey, outcome: row.outcome, extras: row.extras))
            }
        }
        tally.stored += inserted
        tally.duplicates += pendingRows.count - inserted
        pendingRows.removeAll(keepingCapacity: true)
        arenaUsed = 0
    }

    /// Counts the last statement's event as stored when it changed a row, else as a duplicate.
    func countLastStatement() {
        if db.changes == 1 { tally.stored += 1 } else { tally.duplicates += 1 }
    }

    /// True when a row of the pending group belongs to this session id.
    func pendingGroupHolds(_ sessionID: UnsafeRawBufferPointer) -> Bool {
        let arenaBase = UnsafeRawPointer(arena.baseAddress!)
        for row in pendingRows where row.sessionIDCount == sessionID.count {
            if sessionID.count == 0 || memcmp(arenaBase + row.sessionIDOffset, sessionID.baseAddress!, sessionID.count) == 0 {
                return true
            }
        }
        return false
    }

    /// Stores one decoded event (a transition may wait in the current group). `codes` are
    /// the transition's dictionary codes known already (0: not known, looked up here).
    func write(
        _ event: DecodedEvent, text: UnsafeRawBufferPointer, codes known: TransitionCodes = .none,
        sourceID: Int64, line: Int, runID: Int64
    ) throws {
        let sessionID = slice(text, event.sessionID)
        let sessionHash = known.sessionIDHash ?? SessionKeyCache.hash(sessionID)
        switch event {
        case .transition(let header, let t):
            // A transition a prune deleted is a duplicate, as its row was.
            if header.timestampMillis < prunedCut, try wasPruned(sessionID, seq: t.seq, ts: header.timestampMillis) {
                tally.duplicates += 1
                return
            }
            let session = try self.session(for: sessionID, hash: sessionHash)
            try writeTransition(
                t, event: header, text: text, codes: known, session: session, sourceID: sourceID, line: line, runID: runID)
        case .sessionStart(let event, let f):
            try writeSessionStart(event, f, sessionID: sessionID, hash: sessionHash, text: text, sourceID: sourceID, line: line)
        case .sessionEnd(let event, let f):
            try writeSessionEnd(event, f, sessionID: sessionID, hash: sessionHash, text: text)
        }
    }

    /// True when a prune deleted the transition `(sessionID, seq)` of `ts`'s day.
    private func wasPruned(_ sessionID: UnsafeRawBufferPointer, seq: Int64, ts: Int64) throws -> Bool {
        try findPrunedKey.bind(PrunedKeys.day(ts), at: 1)
        try findPrunedKey.bind(PrunedKeys.key(sessionID: sessionID, seq: seq), at: 2)
        defer { findPrunedKey.reset() }
        return try findPrunedKey.step()
    }

    // Over 80 lines: one transition's codes, flags and packed values bound column by column
    // in parameter order, on the path every transition takes.
    private func writeTransition(
        _ t: TransitionFields, event: EventHeader, text source: UnsafeRawBufferPointer, codes known: TransitionCodes,
        session: SessionKeyCache.Entry, sourceID: Int64, line: Int, runID: Int64
    ) throws {
        let sessionKey = session.key
        if arenaUsed + source.count > arena.count { try flush() }
        // The decoder's text buffer is reused for the next line: keep this row's copy.
        let offset = arenaUsed
        if source.count > 0 {
            (arena.baseAddress! + offset).copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
        arenaUsed += source.count
        let text = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(arena)[offset..<(offset + source.count)])

        let r = t.restore
        // Codes first: a new dictionary value is inserted by a statement of its own.
        let strategy = try code(text, t.strategy, known: known.strategy)
        let failure = try code(text, t.failure, known: known.failure)
        let trigger = try code(text, t.trigger, known: known.trigger)
        let fromOrientation = try code(text, t.fromOrientation, known: known.fromOrientation)
        let toOrientation = try code(text, t.toOrientation, known: known.toOrientation)
        let appState = try code(text, t.appState, known: known.appState)
        let statusBarOrientation = try code(text, t.statusBarOrientation, known: known.statusBarOrientation)
        let container = try code(text, r?.container, known: known.container)
        var flags = Self.flags(of: t)
        // Thirteen values packed into three integers (migration 0012); when one does not
        // fit, the row sets flags bit 13 and its exact values go to `transition_overflow`.
        var codes: Int64 = 0, bounds: Int64 = 0, places: Int64 = 0
        let fits = Self.pack(code: trigger, 0, into: &codes) && Self.pack(code: fromOrientation, 10, into: &codes)
            && Self.pack(code: toOrientation, 20, into: &codes) && Self.pack(code: statusBarOrientation, 30, into: &codes)
            && Self.pack(code: appState, 40, into: &codes)
            && Self.pack(size: t.screenBounds?.width, 0, into: &bounds) && Self.pack(size: t.screenBounds?.height, 15, into: &bounds)
            && Self.pack(size: t.windowBounds?.width, 30, into: &bounds) && Self.pack(size: t.windowBounds?.height, 45, into: &bounds)
            && Self.pack(place: r?.section, 0, into: &places) && Self.pack(place: r?.item, 15, into: &places)
            && Self.pack(place: r?.restoredSection, 30, into: &places) && Self.pack(place: r?.restoredItem, 45, into: &places)
        if !fits {
            codes = 0
            bounds = 0
            places = 0
            flags |= Self.overflowFlag
            // The row goes alone in a group of its own, so that its overflow row is written
            // only when it is stored. The pending rows' text is no longer needed after their
            // flush, and nothing is copied into the arena before this row's own flush.
            if !pendingRows.isEmpty { try flush() }
        }

        let s = insertTransitionGroup
        let p = Int32(pendingRows.count) * Self.transitionColumns
        // A parameter that holds the value already (often NULL) is left as it is.
        try groupValues.bind(sessionKey, s, p + 1)
        try groupValues.bind(t.seq, s, p + 2)
        try groupValues.bind(event.timestampMillis, s, p + 3)
        try groupValues.bind(strategy ?? 0, s, p + 4)
        try groupValues.bind(flags, s, p + 5)
        try groupValues.bind(failure, s, p + 6)
        try groupValues.bind(t.durationMs, s, p + 7)
        try groupValues.bind(codes, s, p + 8)
        try groupValues.bind(bounds, s, p + 9)
        try groupValues.bind(places, s, p + 10)
        try groupValues.bind(container, s, p + 11)
        try groupValues.bindText(r?.list.map { slice(text, $0) }, s, p + 12)
        try groupValues.bindText(event.extra.map { slice(text, $0) }, s, p + 13)
        try groupValues.bind(sourceID, s, p + 14)
        try groupValues.bind(Int64(line), s, p + 15)
        try groupValues.bind(runID, s, p + 16)
        let day = event.timestampMillis >= 0
            ? event.timestampMillis / 86_400_000 : (event.timestampMillis - 86_399_999) / 86_400_000
        pendingRows.append(PendingRow(
            sessionKey: sessionKey, seq: t.seq, sourceID: sourceID, line: line, runID: runID,
            rollupKey: RollupDeltas.Key(
                facts: session.facts, day: day, enter: t.direction == .enter,
                strategy: deltas.strategy(slice(text, t.strategy), code: strategy)),
            outcome: Self.outcomeCode(t.outcome),
            extras: RollupDeltas.Extras(
                restore: r?.mismatch.map { $0 ? 2 : 1 } ?? 0, hasDuration: t.durationMs != nil,
                failure: t.outcome == .failed ? t.failure.map { deltas.failure(slice(text, $0)) } ?? -1 : -1,
                duration: t.durationMs ?? 0, method: r?.method.map { $0 == .indexPath ? 1 : 2 } ?? 0,
                container: t.direction == .exit && r?.mismatch != nil ? r?.container.map { deltas.container(slice(text, $0), code: container) } ?? -1 : -1,
                cellReused: r?.cellReused == true,
                dimensions: RollupDeltas.DimensionValues(
                    appState: deltas.dimensionValue(t.appState.map { slice(text, $0) }, code: appState),
                    trigger: deltas.dimensionValue(t.trigger.map { slice(text, $0) }, code: trigger),
                    fromOrientation: deltas.dimensionValue(t.fromOrientation.map { slice(text, $0) }, code: fromOrientation),
                    toOrientation: deltas.dimensionValue(t.toOrientation.map { slice(text, $0) }, code: toOrientation),
                    container: deltas.dimensionValue(r?.container.map { slice(text, $0) }, code: container))),
            sessionIDOffset: offset + Int(event.sessionID.start), sessionIDCount: Int(event.sessionID.count)))
        if fits {
            if pendingRows.count == Self.groupSize { try flush() }
            return
        }
        let storedBefore = tally.stored
        try flush()
        guard tally.stored > storedBefore else { return }
        try writeOverflow(t, sessionKey: sessionKey, codes: [trigger, fromOrientation, toOrientation, statusBarOrientation, appState])
    }

    /// Writes the exact values of a stored transition whose packed columns do not fit;
    /// `codes` are its trigger, orientations, status bar orientation and app state.
    private func writeOverflow(_ t: TransitionFields, sessionKey: Int64, codes: [Int64?]) throws {
        let r = t.restore
        let o = insertOverflow
        try o.bind(sessionKey, at: 1)
        try o.bind(t.seq, at: 2)
        for (offset, value) in codes.enumerated() {
            try bindInt(o, value, 3 + Int32(offset))
        }
        let sizes = [t.screenBounds?.width, t.screenBounds?.height, t.windowBounds?.width, t.windowBounds?.height]
        for (offset, value) in sizes.enumerated() { try bindDouble(o, value, 8 + Int32(offset)) }
        for (offset, value) in [r?.section, r?.item, r?.restoredSection, r?.restoredItem].enumerated() {
            try bindInt(o, value, 12 + Int32(offset))
        }
        try o.execute()
    }

    /// A transition's `flags` bits 0...12 (migration 0008): direction, outcome, status bar
    /// hidden, bounds swapped, restore method, cell reused and mismatch.
    private static func flags(of t: TransitionFields) -> Int64 {
        let r = t.restore
        var flags: Int64 = t.direction == .enter ? 0 : 1
        flags |= Int64(outcomeCode(t.outcome)) << 1
        flags |= tristate(t.statusBarHidden) << 3
        flags |= tristate(t.boundsSwapped) << 5
        switch r?.method {
        case .indexPath?: flags |= 1 << 7
        case .superview?: flags |= 2 << 7
        case nil: break
        }
        flags |= tristate(r?.cellReused) << 9
        flags |= tristate(r?.mismatch) << 11
        return flags
    }

    /// `flags` bit 13: the row's packed values are in `transition_overflow` (migration 0012).
    private static let overflowFlag: Int64 = 1 << 13

    /// Adds a dictionary code (1...1023; nil is 0) as 10 bits at `shift`; false when it does not fit.
    @inline(__always)
    private static func pack(code: Int64?, _ shift: Int64, into packed: inout Int64) -> Bool {
        guard let code else { return true }
        guard code >= 1 && code <= 1023 else { return false }
        packed |= code << shift
        return true
    }

    /// Adds a whole size 0...32766 as 15 bits (the size + 1; nil is 0) at `shift`; false when it does not fit.
    @inline(__always)
    private static func pack(size: Double?, _ shift: Int64, into packed: inout Int64) -> Bool {
        guard let size else { return true }
        guard size >= 0 && size <= 32766 && size == size.rounded(.towardZero) else { return false }
        packed |= (Int64(size) + 1) << shift
        return true
    }

    /// Adds a list position 0...32766 as 15 bits (the position + 1; nil is 0) at `shift`; false when it does not fit.
    @inline(__always)
    private static func pack(place: Int64?, _ shift: Int64, into packed: inout Int64) -> Bool {
        guard let place else { return true }
        guard place >= 0 && place <= 32766 else { return false }
        packed |= (place + 1) << shift
        return true
    }

    /// Keeps a rejected line with its place, reason and raw bytes.
    func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64, place: UInt64
    ) throws {
        let s = insertReject
        try s.bind(sourceID, at: 1)
        try s.bind(generation, at: 2)
        try s.bind(runID, at: 3)
        try s.bind(line, at: 4)
        try s.bind(offset, at: 5)
        try s.bind(rejection.reason.rawValue, at: 6)
        try s.bind(rejection.detail, at: 7)
        try s.bindBlob(raw, at: 8)
        try s.bind(rawLength, at: 9)
        var hash = FileFingerprint.hash(raw)
        hash ^= UInt64(rawLength) &* 0x9E37_79B9_7F4A_7C15
        try s.bind(Int64(bitPattern: hash), at: 10)
        try s.bind(Int64(bitPattern: place), at: 11)
        try s.execute()
    }

    /// The `dictionary` code of a value, inserted on first sight; nil for nil. `known` is
    /// its code when the decoding thread knew it (else 0).
    @inline(__always)
    private func code(_ text: UnsafeRawBufferPointer, _ ref: TextRef?, known: Int64) throws -> Int64? {
        guard let ref else { return nil }
        if known != 0 { return known }
        return try lookUpCode(slice(text, ref))
    }

    private func lookUpCode(_ value: UnsafeRawBufferPointer) throws -> Int64 {
        let hash = DictionaryCodes.hash(value)
        if let known = codes.lookup(value, hash: hash) { return known }
        try findCode.bindTextNoCopy(value, at: 1)
        let found: Int64?
        do {
            defer { findCode.reset() }
            found = try findCode.step() ? findCode.int64(0) : nil
        }
        let code: Int64
        if let found {
            code = found
        } else {
            try insertCode.bindTextNoCopy(value, at: 1)
            try insertCode.execute()
            code = db.lastInsertRowID
        }
        codes.insert(value, hash: hash, code: code)
        codeBook.learn(value, hash: hash, code: code)
        return code
    }

    /// 0 for unknown, 1 for false, 2 for true (the `flags` encoding of migration 0008).
    private static func tristate(_ value: Bool?) -> Int64 {
        switch value {
        case nil: return 0
        case false?: return 1
        case true?: return 2
        }
    }

    // MARK: Binding helpers

    /// The bytes a decoded event's reference names (the decoder keeps every reference
    /// inside its text).
    func slice(_ text: UnsafeRawBufferPointer, _ ref: TextRef) -> UnsafeRawBufferPointer {
        assert(ref.start >= 0 && Int(ref.start) + Int(ref.count) <= text.count, "a reference outside its text")
        return UnsafeRawBufferPointer(start: text.baseAddress.map { $0 + Int(ref.start) }, count: Int(ref.count))
    }

    /// Binds without copying: `text` outlives the step (the decoder's buffer for
    /// session lines, the arena for grouped transitions).
    func bindText(_ statement: Statement, _ text: UnsafeRawBufferPointer, _ ref: TextRef?, _ index: Int32) throws {
        if let ref { try statement.bindTextNoCopy(slice(text, ref), at: index) } else { try statement.bindNull(index) }
    }

    func bindDouble(_ statement: Statement, _ value: Double?, _ index: Int32) throws {
        if let value { try statement.bind(value, at: index) } else { try statement.bindNull(index) }
    }

    func bindInt(_ statement: Statement, _ value: Int64?, _ index: Int32) throws {
        if let value { try statement.bind(value, at: index) } else { try statement.bindNull(index) }
    }

    private func bindBool(_ statement: Statement, _ value: Bool?, _ index: Int32) throws {
        if let value { try statement.bind(value, at: index) } else { try statement.bindNull(index) }
    }

    private static func outcomeCode(_ outcome: Outcome) -> UInt8 {
        switch outcome {
        case .ok: return 0
        case .failed: return 1
        case .cancelled: return 2
        case .ignored: return 3
        }
    }

}
