import FSTelModel

/// What became of one valid line.
public enum WriteOutcome: Sendable {
    case stored
    case duplicate
}

/// Writes decoded events with prepared statements. It must be used inside a
/// transaction opened by the caller (``Ingestor``), which also owns the checkpoint.
final class EventWriter {
    private let db: Database
    private let findSession: Statement
    private let insertSession: Statement
    private let insertTransition: Statement
    private let updateSessionStart: Statement
    private let updateSessionEnd: Statement
    private let insertReject: Statement
    private var cache = SessionKeyCache()

    init(database: Database) throws {
        db = database
        findSession = try db.makeStatement(sql: "SELECT session_key FROM sessions WHERE session_id = ?")
        insertSession = try db.makeStatement(sql: "INSERT INTO sessions (session_id) VALUES (?)")
        insertTransition = try db.makeStatement(sql: """
            INSERT INTO transitions (
                session_key, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger,
                from_orientation, to_orientation, app_state, status_bar_orientation, status_bar_hidden,
                screen_width, screen_height, window_width, window_height, bounds_swapped,
                restore_method, restore_container, restore_list, restore_section, restore_item,
                restored_section, restored_item, cell_reused, restore_mismatch, extra, source_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (session_key, seq) DO NOTHING
            """)
        updateSessionStart = try db.makeStatement(sql: """
            UPDATE sessions SET
                started_at = ?2, device_model = ?3, os_name = ?4, os_version = ?5, os_major = ?6,
                os_minor = ?7, os_patch = ?8, app_version = ?9, app_build = ?10, player_version = ?11,
                screen_width = ?12, screen_height = ?13, screen_scale = ?14, start_extra = ?15,
                start_source_id = ?16, start_line = ?17
            WHERE session_key = ?1 AND started_at IS NULL
            """)
        updateSessionEnd = try db.makeStatement(sql: """
            UPDATE sessions SET ended_at = ?2, end_reason = ?3, end_extra = ?4
            WHERE session_key = ?1 AND ended_at IS NULL
            """)
        insertReject = try db.makeStatement(sql: """
            INSERT INTO rejected_lines (source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// Forgets cached session keys (after a rollback, when they may be gone).
    func forgetCachedKeys() {
        cache.removeAll()
    }

    /// Stores one decoded event, or reports it as a duplicate of a stored one.
    func write(_ event: DecodedEvent, text: UnsafeRawBufferPointer, sourceID: Int64, line: Int) throws -> WriteOutcome {
        func slice(_ ref: TextRef) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)])
        }
        // `text` outlives every step below, and every parameter is rebound on each call.
        func bindText(_ statement: Statement, _ ref: TextRef?, _ index: Int32) throws {
            if let ref { try statement.bindTextNoCopy(slice(ref), at: index) } else { try statement.bindNull(index) }
        }
        func bindDouble(_ statement: Statement, _ value: Double?, _ index: Int32) throws {
            if let value { try statement.bind(value, at: index) } else { try statement.bindNull(index) }
        }
        func bindInt(_ statement: Statement, _ value: Int64?, _ index: Int32) throws {
            if let value { try statement.bind(value, at: index) } else { try statement.bindNull(index) }
        }
        func bindBool(_ statement: Statement, _ value: Bool?, _ index: Int32) throws {
            if let value { try statement.bind(value, at: index) } else { try statement.bindNull(index) }
        }

        let sessionKey = try self.sessionKey(for: slice(event.sessionID))
        switch event.kind {
        case .transition:
            guard let t = event.transition else { return .duplicate }
            let s = insertTransition
            try s.bind(sessionKey, at: 1)
            try s.bind(t.seq, at: 2)
            try s.bind(event.timestampMillis, at: 3)
            try s.bind(t.direction == .enter ? "enter" as StaticString : "exit", at: 4)
            try bindText(s, t.strategy, 5)
            try s.bind(Self.outcomeText(t.outcome), at: 6)
            try bindText(s, t.failure, 7)
            try bindDouble(s, t.durationMs, 8)
            try bindText(s, t.trigger, 9)
            try bindText(s, t.fromOrientation, 10)
            try bindText(s, t.toOrientation, 11)
            try bindText(s, t.appState, 12)
            try bindText(s, t.statusBarOrientation, 13)
            try bindBool(s, t.statusBarHidden, 14)
            try bindDouble(s, t.screenBounds?.width, 15)
            try bindDouble(s, t.screenBounds?.height, 16)
            try bindDouble(s, t.windowBounds?.width, 17)
            try bindDouble(s, t.windowBounds?.height, 18)
            try bindBool(s, t.boundsSwapped, 19)
            let r = t.restore
            switch r?.method {
            case .indexPath?: try s.bind("index_path" as StaticString, at: 20)
            case .superview?: try s.bind("superview" as StaticString, at: 20)
            case nil: try s.bindNull(20)
            }
            try bindText(s, r?.container, 21)
            try bindText(s, r?.list, 22)
            try bindInt(s, r?.section, 23)
            try bindInt(s, r?.item, 24)
            try bindInt(s, r?.restoredSection, 25)
            try bindInt(s, r?.restoredItem, 26)
            try bindBool(s, r?.cellReused, 27)
            try bindBool(s, r?.mismatch, 28)
            try bindText(s, event.extra, 29)
            try s.bind(sourceID, at: 30)
            try s.bind(line, at: 31)
            try s.execute()
        case .sessionStart:
            guard let f = event.start else { return .duplicate }
            let s = updateSessionStart
            try s.bind(sessionKey, at: 1)
            try s.bind(event.timestampMillis, at: 2)
            try bindText(s, f.deviceModel, 3)
            try bindText(s, f.osName, 4)
            try bindText(s, f.osVersion, 5)
            try s.bind(f.osMajor, at: 6)
            try bindInt(s, f.osMinor.map(Int64.init), 7)
            try bindInt(s, f.osPatch.map(Int64.init), 8)
            try bindText(s, f.appVersion, 9)
            try bindText(s, f.appBuild, 10)
            try bindText(s, f.playerVersion, 11)
            try bindDouble(s, f.screenWidth, 12)
            try bindDouble(s, f.screenHeight, 13)
            try bindDouble(s, f.screenScale, 14)
            try bindText(s, event.extra, 15)
            try s.bind(sourceID, at: 16)
            try s.bind(line, at: 17)
            try s.execute()
        case .sessionEnd:
            let s = updateSessionEnd
            try s.bind(sessionKey, at: 1)
            try s.bind(event.timestampMillis, at: 2)
            try bindText(s, event.end?.reason, 3)
            try bindText(s, event.extra, 4)
            try s.execute()
        }
        return db.changes == 1 ? .stored : .duplicate
    }

    private static func outcomeText(_ outcome: Outcome) -> StaticString {
        switch outcome {
        case .ok: return "ok"
        case .failed: return "failed"
        case .cancelled: return "cancelled"
        case .ignored: return "ignored"
        }
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
        try s.execute()
    }

    private func sessionKey(for id: UnsafeRawBufferPointer) throws -> Int64 {
        let hash = SessionKeyCache.hash(id)
        if let key = cache.lookup(id, hash: hash) { return key }
        try findSession.bindText(id, at: 1)
        defer { findSession.reset() }
        let key: Int64
        if try findSession.step() {
            key = findSession.int64(0)
        } else {
            try insertSession.bindText(id, at: 1)
            try insertSession.execute()
            key = db.lastInsertRowID
        }
        cache.insert(id, hash: hash, key: key)
        return key
    }
}
