#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FSTelIO
import FSTelModel

/// Stored and duplicate events, counted as their rows are written.
struct WriteTally: Equatable {
    var stored = 0
    var duplicates = 0
}

/// Writes decoded events with prepared statements, inside a transaction opened by the
/// caller (``Ingestor``), which also owns the checkpoint.
///
/// Transitions are written in groups of ``groupSize`` rows per `INSERT` (one statement
/// for many rows measured about 15% fewer instructions per row in SQLite); their text
/// is copied into a fixed arena that lives until the group is flushed. Session lines are
/// written at once. A group's statement reports how many rows it inserted; when some
/// were duplicates, each row's provenance (run, file, line) tells which ones. The counts of stored transitions are gathered per rollup key and
/// added to `transition_rollup` by ``finishBatch()``, which must run before the
/// transaction commits; ``beginBatch()`` runs after it begins.
final class EventWriter {
    static let groupSize = 16
    private static let transitionColumns: Int32 = 32
    private static let arenaCapacity = 4 << 20

    private let db: Database
    private let findSession: Statement
    private let insertSession: Statement
    private let insertTransitionGroup: Statement
    private let insertSessionStart: Statement
    private let completeSessionStub: Statement
    private let updateSessionEnd: Statement
    private let insertReject: Statement
    private let addToRollup: Statement
    private let addToFailureRollup: Statement
    private let findProvenance: Statement
    private var cache = SessionKeyCache()
    private var deltas = RollupDeltas()

    private let arena: UnsafeMutableRawBufferPointer
    private var arenaUsed = 0
    /// The rows bound into the current group, not yet inserted.
    private var pendingRows: [PendingRow] = []

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

    /// Events resolved (written or found duplicate) since the last ``takeTally()``.
    private var tally = WriteTally()

    init(database: Database) throws {
        db = database
        findSession = try db.makeStatement(sql: """
            SELECT session_key, started_at IS NOT NULL, coalesce(os_name, ''), coalesce(os_version, ''),
                   coalesce(device_model, ''), coalesce(app_version, ''), os_major, os_minor
            FROM sessions WHERE session_id = ?
            """)
        insertSession = try db.makeStatement(sql: "INSERT INTO sessions (session_id) VALUES (?)")
        insertTransitionGroup = try db.makeStatement(sql: Self.insertTransitionsSQL(rows: Self.groupSize))
        // A new session (the common case) costs one insert; a session first seen through
        // its transitions (a stub) gets its facts by an update, which fires the trigger
        // that moves its transitions' rollup counts. (An upsert with RETURNING measured
        // twice the instructions of this insert.)
        insertSessionStart = try db.makeStatement(sql: """
            INSERT INTO sessions (
                session_id, started_at, device_model, os_name, os_version, os_major, os_minor, os_patch,
                app_version, app_build, player_version, screen_width, screen_height, screen_scale,
                start_extra, start_source_id, start_line)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
            ON CONFLICT (session_id) DO NOTHING
            """)
        completeSessionStub = try db.makeStatement(sql: """
            UPDATE sessions SET
                started_at = ?2, device_model = ?3, os_name = ?4, os_version = ?5, os_major = ?6,
                os_minor = ?7, os_patch = ?8, app_version = ?9, app_build = ?10, player_version = ?11,
                screen_width = ?12, screen_height = ?13, screen_scale = ?14, start_extra = ?15,
                start_source_id = ?16, start_line = ?17
            WHERE session_id = ?1 AND started_at IS NULL
            RETURNING session_key
            """)
        updateSessionEnd = try db.makeStatement(sql: """
            UPDATE sessions SET ended_at = ?2, end_reason = ?3, end_extra = ?4
            WHERE session_key = ?1 AND ended_at IS NULL
            """)
        // The same bytes at the same place of a source's content are kept once, however
        // often they are read (an alias, an overlapping run, a stream fed twice).
        insertReject = try db.makeStatement(sql: """
            INSERT INTO rejected_lines (source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (source_id, byte_offset, raw_hash) DO NOTHING
            """)
        addToRollup = try db.makeStatement(sql: Self.upsertSQL(
            table: "transition_rollup", rows: Self.groupSize,
            columns: Self.rollupKeyColumns + ["ok", "failed", "cancelled", "ignored", "restores", "mismatches", "durations"],
            sums: ["ok", "failed", "cancelled", "ignored", "restores", "mismatches", "durations"]))
        addToFailureRollup = try db.makeStatement(sql: Self.upsertSQL(
            table: "failure_rollup", rows: Self.groupSize,
            columns: ["day", "strategy", "direction", "started", "os_version", "app_version", "failure", "os_major", "os_minor", "failures"],
            sums: ["failures"]))
        findProvenance = try db.makeStatement(
            sql: "SELECT run_id, source_id, line FROM transitions WHERE session_key = ? AND seq = ?")
        arena = .allocate(byteCount: Self.arenaCapacity, alignment: 16)
    }

    deinit {
        arena.deallocate()
    }

    /// Parameters 1...10 of a rollup row (``bindRollupKey(_:_:at:)``).
    private static let rollupKeyColumns = [
        "day", "strategy", "direction", "started", "os_name", "os_version", "device_model", "app_version", "os_major", "os_minor",
    ]

    /// An upsert of `rows` rows that adds `sums` on conflict. Like the transition groups,
    /// one statement for many rows costs fewer instructions than one per row.
    private static func upsertSQL(table: String, rows: Int, columns: [String], sums: [String]) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return """
            INSERT INTO \(table) (\(columns.joined(separator: ", ")))
            VALUES \(Array(repeating: row, count: rows).joined(separator: ",\n"))
            ON CONFLICT DO UPDATE SET \(sums.map { "\($0) = \($0) + excluded.\($0)" }.joined(separator: ", "))
            """
    }

    private static func insertTransitionsSQL(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: Int(transitionColumns)).joined(separator: ", ") + ")"
        return """
            INSERT INTO transitions (
                session_key, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger,
                from_orientation, to_orientation, app_state, status_bar_orientation, status_bar_hidden,
                screen_width, screen_height, window_width, window_height, bounds_swapped,
                restore_method, restore_container, restore_list, restore_section, restore_item,
                restored_section, restored_item, cell_reused, restore_mismatch, extra, source_id, line, run_id)
            VALUES \(Array(repeating: row, count: rows).joined(separator: ",\n"))
            ON CONFLICT (session_key, seq) DO NOTHING
            """
    }

    /// The counts of events resolved since the last call. Call after ``flush()``.
    func takeTally() -> WriteTally {
        defer { tally = WriteTally() }
        return tally
    }

    /// Starts a transaction's work: what the cache knew may have changed under other
    /// writers since the last transaction.
    func beginBatch() {
        cache.removeAll()
    }

    /// Forgets cached session keys, pending rows and counts (after a rollback).
    func discardAfterRollback() {
        cache.removeAll()
        pendingRows.removeAll(keepingCapacity: true)
        arenaUsed = 0
        tally = WriteTally()
        deltas.removeAll()
    }

    /// Writes the pending group and adds the batch's counts to `transition_rollup` and
    /// `failure_rollup`, ``groupSize`` keys per statement. Runs inside the transaction,
    /// just before it commits.
    func finishBatch() throws {
        try flush()
        guard !deltas.isEmpty else { return }
        try upsert(addToRollup, Array(deltas.counts), width: 17) { s, entry, p in
            try self.bindRollupKey(s, entry.key, at: p)
            let c = entry.value
            for (offset, value) in [c.ok, c.failed, c.cancelled, c.ignored, c.restores, c.mismatches, c.durations].enumerated() {
                try s.bind(value, at: p + 10 + Int32(offset))
            }
        } padding: { s, entry, p in
            try self.bindRollupKey(s, entry.key, at: p)
            for offset in Int32(0)..<7 { try s.bind(0, at: p + 10 + offset) }
        }
        func bindFailure(_ s: Statement, _ row: RollupDeltas.FailureRow, count: Int, at p: Int32) throws {
            try s.bind(row.day, at: p)
            try s.bind(deltas.strategies[Int(row.strategy)], at: p + 1)
            try s.bind(row.enter ? "enter" as StaticString : "exit", at: p + 2)
            try s.bind(row.started, at: p + 3)
            try s.bind(row.osVersion, at: p + 4)
            try s.bind(row.appVersion, at: p + 5)
            try s.bind(row.failure < 0 ? "" : deltas.failures.values[Int(row.failure)], at: p + 6)
            try bindInt(s, row.osMajor, p + 7)
            try bindInt(s, row.osMinor, p + 8)
            try s.bind(count, at: p + 9)
        }
        try upsert(addToFailureRollup, Array(deltas.failureRows()), width: 10) { s, entry, p in
            try bindFailure(s, entry.key, count: entry.value, at: p)
        } padding: { s, entry, p in
            try bindFailure(s, entry.key, count: 0, at: p)
        }
        deltas.removeAll()
    }

    /// Runs `statement` (``groupSize`` rows of `width` parameters) over `entries` in
    /// chunks. A last, partial chunk is padded with its first entry bound with zero counts:
    /// that row conflicts with the first one, just inserted, and adds nothing.
    private func upsert<Entry>(
        _ statement: Statement, _ entries: [Entry], width: Int32,
        bind: (Statement, Entry, Int32) throws -> Void, padding: (Statement, Entry, Int32) throws -> Void
    ) throws {
        var start = 0
        while start < entries.count {
            let chunk = entries[start..<min(start + Self.groupSize, entries.count)]
            for (row, entry) in chunk.enumerated() { try bind(statement, entry, Int32(row) * width + 1) }
            for row in chunk.count..<Self.groupSize { try padding(statement, chunk.first!, Int32(row) * width + 1) }
            try statement.execute()
            start += Self.groupSize
        }
    }

    /// Binds a rollup key to parameters p...p+9 (day ... os_minor).
    private func bindRollupKey(_ s: Statement, _ key: RollupDeltas.Key, at p: Int32) throws {
        try s.bind(key.day, at: p)
        try s.bind(deltas.strategies[Int(key.strategy)], at: p + 1)
        try s.bind(key.enter ? "enter" as StaticString : "exit", at: p + 2)
        if key.facts == RollupDeltas.unknownFacts {
            try s.bind(false, at: p + 3)
            for index in Int32(4)...7 { try s.bind("" as StaticString, at: p + index) }
            try s.bindNull(p + 8)
            try s.bindNull(p + 9)
        } else {
            let facts = deltas.facts[Int(key.facts)]
            try s.bind(true, at: p + 3)
            try s.bind(facts.osName, at: p + 4)
            try s.bind(facts.osVersion, at: p + 5)
            try s.bind(facts.deviceModel, at: p + 6)
            try s.bind(facts.appVersion, at: p + 7)
            try bindInt(s, facts.osMajor, p + 8)
            try bindInt(s, facts.osMinor, p + 9)
        }
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
            try s.bind(first.sessionKey, at: p + 1)
            try s.bind(first.seq, at: p + 2)
            try s.bind(Int64(0), at: p + 3)
            try s.bind("enter" as StaticString, at: p + 4)
            try s.bind("" as StaticString, at: p + 5)
            try s.bind("ok" as StaticString, at: p + 6)
            for column in Int32(7)...29 { try s.bindNull(p + column) }
            try s.bind(first.sourceID, at: p + 30)
            try s.bind(Int64(0), at: p + 31)
            try s.bind(first.runID, at: p + 32)
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
        }
        tally.stored += inserted
        tally.duplicates += pendingRows.count - inserted
        pendingRows.removeAll(keepingCapacity: true)
        arenaUsed = 0
    }

    /// Counts the last statement's event as stored when it changed a row, else as a duplicate.
    private func countLastStatement() {
        if db.changes == 1 { tally.stored += 1 } else { tally.duplicates += 1 }
    }

    /// True when a row of the pending group belongs to this session id.
    private func pendingGroupHolds(_ sessionID: UnsafeRawBufferPointer) -> Bool {
        let arenaBase = UnsafeRawPointer(arena.baseAddress!)
        for row in pendingRows where row.sessionIDCount == sessionID.count {
            if sessionID.count == 0 || memcmp(arenaBase + row.sessionIDOffset, sessionID.baseAddress!, sessionID.count) == 0 {
                return true
            }
        }
        return false
    }

    /// Stores one decoded event (a transition may wait in the current group).
    func write(_ event: DecodedEvent, text: UnsafeRawBufferPointer, sourceID: Int64, line: Int, runID: Int64) throws {
        let sessionID = slice(text, event.sessionID)
        switch event {
        case .transition(let header, let t):
            let session = try self.session(for: sessionID)
            try writeTransition(t, event: header, text: text, session: session, sourceID: sourceID, line: line, runID: runID)
        case .sessionStart(let event, let f):
            // Its transitions must be in the table when the session-update trigger runs.
            if pendingGroupHolds(sessionID) { try flush() }
            func bindStart(_ s: Statement) throws {
                try s.bindTextNoCopy(sessionID, at: 1)
                try s.bind(event.timestampMillis, at: 2)
                try bindText(s, text, f.deviceModel, 3)
                try bindText(s, text, f.osName, 4)
                try bindText(s, text, f.osVersion, 5)
                try s.bind(f.osMajor, at: 6)
                try bindInt(s, f.osMinor.map(Int64.init), 7)
                try bindInt(s, f.osPatch.map(Int64.init), 8)
                try bindText(s, text, f.appVersion, 9)
                try bindText(s, text, f.appBuild, 10)
                try bindText(s, text, f.playerVersion, 11)
                try bindDouble(s, f.screenWidth, 12)
                try bindDouble(s, f.screenHeight, 13)
                try bindDouble(s, f.screenScale, 14)
                try bindText(s, text, event.extra, 15)
                try s.bind(sourceID, at: 16)
                try s.bind(line, at: 17)
            }
            try bindStart(insertSessionStart)
            try insertSessionStart.execute()
            var key: Int64? = nil
            if db.changes == 1 {
                key = db.lastInsertRowID
            } else {
                try bindStart(completeSessionStub)
                defer { completeSessionStub.reset() }
                if try completeSessionStub.step() { key = completeSessionStub.int64(0) }
            }
            guard let key else {
                tally.duplicates += 1
                return
            }
            let facts = deltas.intern(RollupDeltas.Facts(
                osName: string(text, f.osName), osVersion: string(text, f.osVersion),
                deviceModel: string(text, f.deviceModel), appVersion: string(text, f.appVersion),
                osMajor: Int64(f.osMajor), osMinor: f.osMinor.map(Int64.init)))
            cache.insert(
                sessionID, hash: SessionKeyCache.hash(sessionID), entry: SessionKeyCache.Entry(key: key, facts: facts))
            tally.stored += 1
        case .sessionEnd(let event, let f):
            let session = try self.session(for: sessionID)
            let s = updateSessionEnd
            try s.bind(session.key, at: 1)
            try s.bind(event.timestampMillis, at: 2)
            try bindText(s, text, f.reason, 3)
            try bindText(s, text, event.extra, 4)
            try s.execute()
            countLastStatement()
        }
    }

    private func writeTransition(
        _ t: TransitionFields, event: EventHeader, text source: UnsafeRawBufferPointer,
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

        let s = insertTransitionGroup
        let p = Int32(pendingRows.count) * Self.transitionColumns
        try s.bind(sessionKey, at: p + 1)
        try s.bind(t.seq, at: p + 2)
        try s.bind(event.timestampMillis, at: p + 3)
        try s.bind(t.direction == .enter ? "enter" as StaticString : "exit", at: p + 4)
        try bindText(s, text, t.strategy, p + 5)
        try s.bind(Self.outcomeText(t.outcome), at: p + 6)
        try bindText(s, text, t.failure, p + 7)
        try bindDouble(s, t.durationMs, p + 8)
        try bindText(s, text, t.trigger, p + 9)
        try bindText(s, text, t.fromOrientation, p + 10)
        try bindText(s, text, t.toOrientation, p + 11)
        try bindText(s, text, t.appState, p + 12)
        try bindText(s, text, t.statusBarOrientation, p + 13)
        try bindBool(s, t.statusBarHidden, p + 14)
        try bindDouble(s, t.screenBounds?.width, p + 15)
        try bindDouble(s, t.screenBounds?.height, p + 16)
        try bindDouble(s, t.windowBounds?.width, p + 17)
        try bindDouble(s, t.windowBounds?.height, p + 18)
        try bindBool(s, t.boundsSwapped, p + 19)
        let r = t.restore
        switch r?.method {
        case .indexPath?: try s.bind("index_path" as StaticString, at: p + 20)
        case .superview?: try s.bind("superview" as StaticString, at: p + 20)
        case nil: try s.bindNull(p + 20)
        }
        try bindText(s, text, r?.container, p + 21)
        try bindText(s, text, r?.list, p + 22)
        try bindInt(s, r?.section, p + 23)
        try bindInt(s, r?.item, p + 24)
        try bindInt(s, r?.restoredSection, p + 25)
        try bindInt(s, r?.restoredItem, p + 26)
        try bindBool(s, r?.cellReused, p + 27)
        try bindBool(s, r?.mismatch, p + 28)
        try bindText(s, text, event.extra, p + 29)
        try s.bind(sourceID, at: p + 30)
        try s.bind(line, at: p + 31)
        try s.bind(runID, at: p + 32)
        let day = event.timestampMillis >= 0
            ? event.timestampMillis / 86_400_000 : (event.timestampMillis - 86_399_999) / 86_400_000
        pendingRows.append(PendingRow(
            sessionKey: sessionKey, seq: t.seq, sourceID: sourceID, line: line, runID: runID,
            rollupKey: RollupDeltas.Key(
                facts: session.facts, day: day, enter: t.direction == .enter,
                strategy: deltas.strategy(slice(text, t.strategy))),
            outcome: Self.outcomeCode(t.outcome),
            extras: RollupDeltas.Extras(
                restore: r?.mismatch.map { $0 ? 2 : 1 } ?? 0, hasDuration: t.durationMs != nil,
                failure: t.outcome == .failed ? t.failure.map { deltas.failure(slice(text, $0)) } ?? -1 : -1),
            sessionIDOffset: offset + Int(event.sessionID.start), sessionIDCount: Int(event.sessionID.count)))
        if pendingRows.count == Self.groupSize { try flush() }
    }

    /// Keeps a rejected line with its place, reason and raw bytes.
    func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64
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
        try s.execute()
    }

    private func session(for id: UnsafeRawBufferPointer) throws -> SessionKeyCache.Entry {
        let hash = SessionKeyCache.hash(id)
        if let entry = cache.lookup(id, hash: hash) { return entry }
        try findSession.bindText(id, at: 1)
        defer { findSession.reset() }
        let entry: SessionKeyCache.Entry
        if try findSession.step() {
            let f = findSession
            let facts = f.int64(1) == 1
                ? deltas.intern(RollupDeltas.Facts(
                    osName: f.string(2) ?? "", osVersion: f.string(3) ?? "", deviceModel: f.string(4) ?? "",
                    appVersion: f.string(5) ?? "", osMajor: f.isNull(6) ? nil : f.int64(6),
                    osMinor: f.isNull(7) ? nil : f.int64(7)))
                : RollupDeltas.unknownFacts
            entry = SessionKeyCache.Entry(key: f.int64(0), facts: facts)
        } else {
            try insertSession.bindText(id, at: 1)
            try insertSession.execute()
            entry = SessionKeyCache.Entry(key: db.lastInsertRowID, facts: RollupDeltas.unknownFacts)
        }
        cache.insert(id, hash: hash, entry: entry)
        return entry
    }

    // MARK: Binding helpers

    private func string(_ text: UnsafeRawBufferPointer, _ ref: TextRef) -> String {
        String(decoding: slice(text, ref), as: UTF8.self)
    }

    private func slice(_ text: UnsafeRawBufferPointer, _ ref: TextRef) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)])
    }

    /// Binds without copying: `text` outlives the step (the decoder's buffer for
    /// session lines, the arena for grouped transitions).
    private func bindText(_ statement: Statement, _ text: UnsafeRawBufferPointer, _ ref: TextRef?, _ index: Int32) throws {
        if let ref { try statement.bindTextNoCopy(slice(text, ref), at: index) } else { try statement.bindNull(index) }
    }

    private func bindDouble(_ statement: Statement, _ value: Double?, _ index: Int32) throws {
        if let value { try statement.bind(value, at: index) } else { try statement.bindNull(index) }
    }

    private func bindInt(_ statement: Statement, _ value: Int64?, _ index: Int32) throws {
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

    private static func outcomeText(_ outcome: Outcome) -> StaticString {
        switch outcome {
        case .ok: return "ok"
        case .failed: return "failed"
        case .cancelled: return "cancelled"
        case .ignored: return "ignored"
        }
    }
}
