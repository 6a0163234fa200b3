import FSTelStorage
import FSTelIO
import FSTelModel

/// Sessions: a line's session id resolved to its `session_key` (cached for the batch, from
/// the rows waiting to be inserted, or by `id_hash`), new sessions waiting in
/// ``PendingSessions`` and inserted in groups, and the session lines themselves.
extension EventWriter {
    // MARK: Session lines

    /// Stores a `session_start`: a duplicate when its session started already; else its
    /// facts go into the session's waiting row (a new session, or a stub of this batch) or
    /// complete its stored stub.
    func writeSessionStart(
        _ event: EventHeader, _ f: SessionStartFields, sessionID: UnsafeRawBufferPointer, hash sessionHash: UInt64,
        text: UnsafeRawBufferPointer, sourceID: Int64, line: Int
    ) throws {
        // Its transitions must be in the table when the session-update trigger runs.
        if pendingGroupHolds(sessionID) { try flush() }
        let known = try existingSession(sessionID, hash: sessionHash)
        // Started already: a duplicate. Else new, or a stub completed in place.
        if let known, known.facts != RollupDeltas.unknownFacts {
            tally.duplicates += 1
            return
        }
        let facts = deltas.intern(
            osName: slice(text, f.osName), osVersion: slice(text, f.osVersion),
            deviceModel: slice(text, f.deviceModel), appVersion: slice(text, f.appVersion),
            osMajor: Int64(f.osMajor), osMinor: f.osMinor.map(Int64.init))
        let key: Int64
        if let known {
            key = known.key
            if let i = waiting.index(ofKey: key) {
                // A stub of this batch, not inserted yet: its start goes into its row,
                // and the counts of its transitions stored so far move to its facts
                // here, as the update's triggers would move them in the tables.
                for row in stubRows.removeValue(forKey: key) ?? [] {
                    deltas.move(row.key, outcome: row.outcome, extras: row.extras, to: facts)
                }
                fillStart(i, event, f, facts: facts, text: text, sourceID: sourceID, line: line)
            } else {
                try bindStart(completeSessionStub, event, f, text: text, sourceID: sourceID, line: line)
                try completeSessionStub.bind(key, at: Int32(LogFields.sessionStart.count) + 3)
                try completeSessionStub.execute()
            }
        } else {
            key = nextSessionKey
            nextSessionKey += 1
            fillStart(waiting.add(key: key, hash: sessionHash, id: sessionID), event, f, facts: facts, text: text, sourceID: sourceID, line: line)
        }
        cache.insert(sessionID, hash: sessionHash, entry: SessionKeyCache.Entry(key: key, facts: facts))
        tally.stored += 1
        if waiting.count >= PendingSessions.limit { try writeWaitingSessions() }
    }

    /// Binds a session start to parameters 1...n + 2 of ``completeSessionStub``: its
    /// values (``LogFields/sessionStart``), then `start_source_id` and `start_line`. Read
    /// through the table: a stub completed after its insert is rare.
    private func bindStart(
        _ s: Statement, _ event: EventHeader, _ f: SessionStartFields, text: UnsafeRawBufferPointer, sourceID: Int64, line: Int
    ) throws {
        var index: Int32 = 1
        try LogFields.forEachValue(of: .sessionStart(event, f)) { value in
            try bind(s, value, text: text, at: index)
            index += 1
        }
        try s.bind(sourceID, at: index)
        try s.bind(line, at: index + 1)
    }

    /// Binds a decoded value (text without a copy: `text` outlives the step).
    func bind(_ s: Statement, _ value: LogValue, text: UnsafeRawBufferPointer, at index: Int32) throws {
        switch value {
        case .null: try s.bindNull(index)
        case .text(let ref): try s.bindTextNoCopy(slice(text, ref), at: index)
        case .name(let name): try s.bind(name, at: index)
        case .integer(let v): try s.bind(v, at: index)
        case .real(let v): try s.bind(v, at: index)
        case .boolean(let v): try s.bind(v, at: index)
        }
    }

    /// Puts a session start into the waiting row at `i`, its text copied.
    private func fillStart(
        _ i: Int, _ event: EventHeader, _ f: SessionStartFields, facts: Int32, text: UnsafeRawBufferPointer,
        sourceID: Int64, line: Int
    ) {
        let kept = PendingSessions.Kept(header: event, fields: f, text: waiting.copy(text))
        var w = waiting[i]
        w.start = kept
        w.startSourceID = sourceID
        w.startLine = Int64(line)
        w.facts = facts
        waiting[i] = w
    }

    /// Stores a `session_end`: folded into the session's waiting row, or an update of its
    /// stored row; the first end wins.
    func writeSessionEnd(
        _ event: EventHeader, _ f: SessionEndFields, sessionID: UnsafeRawBufferPointer, hash sessionHash: UInt64,
        text: UnsafeRawBufferPointer
    ) throws {
        let session = try self.session(for: sessionID, hash: sessionHash)
        if let i = waiting.index(ofKey: session.key) {
            // Folded into the row still waiting to be inserted; the first end wins.
            guard waiting[i].end == nil else {
                tally.duplicates += 1
                return
            }
            waiting[i].end = PendingSessions.Kept(header: event, fields: f, text: waiting.copy(text))
            tally.stored += 1
            return
        }
        let s = updateSessionEnd
        try s.bind(session.key, at: 1)
        var index: Int32 = 2
        try LogFields.forEachValue(of: .sessionEnd(event, f)) { value in
            try bind(s, value, text: text, at: index)
            index += 1
        }
        try s.execute()
        countLastStatement()
    }

    // MARK: Session keys

    /// The session of `id`, created as a stub (no facts yet) when it is new.
    func session(for id: UnsafeRawBufferPointer, hash: UInt64) throws -> SessionKeyCache.Entry {
        if let entry = try existingSession(id, hash: hash) { return entry }
        let entry = SessionKeyCache.Entry(key: nextSessionKey, facts: RollupDeltas.unknownFacts)
        nextSessionKey += 1
        _ = waiting.add(key: entry.key, hash: hash, id: id)
        cache.insert(id, hash: hash, entry: entry)
        if waiting.count >= PendingSessions.limit { try writeWaitingSessions() }
        return entry
    }

    /// The stored session of `id` (its facts ``RollupDeltas/unknownFacts`` while it has
    /// not started), from the cache or by `id_hash`, comparing the id on a hash match.
    func existingSession(_ id: UnsafeRawBufferPointer, hash: UInt64) throws -> SessionKeyCache.Entry? {
        if let entry = cache.lookup(id, hash: hash) { return entry }
        if let i = waiting.index(of: id, hash: hash) {
            let entry = SessionKeyCache.Entry(key: waiting[i].key, facts: waiting[i].facts)
            cache.insert(id, hash: hash, entry: entry)
            return entry
        }
        // Another waiting session has this hash: write it, so the table answers for both.
        if waiting.hashTaken(hash) { try writeWaitingSessions() }
        if let storedSessions, !storedSessions.mayContain(hash) { return nil }
        defer { sessionMisses += 1 }
        let f = findSession
        try f.bind(Int64(bitPattern: hash), at: 1)
        defer { f.reset() }
        while try f.step() {
            guard f.textEquals(1, id) else { continue }
            let facts = f.int64(2) == 1
                ? deltas.intern(RollupDeltas.Facts(
                    osName: f.string(3) ?? "", osVersion: f.string(4) ?? "", deviceModel: f.string(5) ?? "",
                    appVersion: f.string(6) ?? "", osMajor: f.isNull(7) ? nil : f.int64(7),
                    osMinor: f.isNull(8) ? nil : f.int64(8)))
                : RollupDeltas.unknownFacts
            let entry = SessionKeyCache.Entry(key: f.int64(0), facts: facts)
            cache.insert(id, hash: hash, entry: entry)
            return entry
        }
        f.reset()
        try loadStoredSessionsIfWorthIt()
        return nil
    }

    /// Loads ``storedSessions`` once the index searches since it was last dropped (in this
    /// batch and the ones before) have cost about as much as reading every stored `id_hash`
    /// (a search ~3k instructions, a hash read ~100). Sized for twice the stored sessions,
    /// so that it lasts while the ingest adds as many, up to its most bits; not loaded
    /// for more sessions than it takes.
    func loadStoredSessionsIfWorthIt() throws {
        guard storedSessions == nil, sessionMisses >= 256, Int64(sessionMisses) * 32 >= nextSessionKey,
            nextSessionKey < Int64(StoredSessionFilter.maxCapacity)
        else { return }
        sessionMisses = 0
        var filter = StoredSessionFilter(capacity: Int(nextSessionKey) * 2 + 65_536)
        let s = storedSessionHashes
        defer { s.reset() }
        while try s.step() { filter.insert(UInt64(bitPattern: s.int64(0))) }
        storedSessions = filter
        filterDataVersion = batchDataVersion
    }

    /// SQLite's count of commits by other connections (it changes only when one commits).
    func readDataVersion() throws -> Int64 {
        defer { dataVersion.reset() }
        return try dataVersion.step() ? dataVersion.int64(0) : -1
    }

    /// Inserts the sessions waiting in ``waiting``, ``PendingSessions/groupSize`` per statement.
    func writeWaitingSessions() throws {
        guard !waiting.isEmpty else { return }
        let s = insertSessionGroup
        let columns = PendingSessions.columns
        try waiting.bytes.withUnsafeBytes { bytes in
            var start = 0
            while start < waiting.count {
                let end = min(start + PendingSessions.groupSize, waiting.count)
                for index in start..<end { try bindWaiting(s, waiting[index], bytes: bytes, at: Int32(index - start) * columns) }
                for row in (end - start)..<PendingSessions.groupSize {
                    try bindWaiting(s, waiting[start], bytes: bytes, at: Int32(row) * columns)
                }
                try s.execute()
                if db.changes != end - start {
                    // Keys are taken under the write lock from max(session_key) + 1: a
                    // conflict means another writer broke that rule; store nothing.
                    throw SQLiteError(
                        extendedCode: 2, message: "session key \(waiting[start].key) is taken: the batch is rolled back")
                }
                for index in start..<end { storedSessions?.insert(waiting[index].hash) }
                sessionsInserted += end - start
                start = end
            }
        }
        waiting.removeAll()
        // Inserted: a stub's start now completes its row by the update, whose triggers move
        // the counts of its transitions.
        stubRows.removeAll(keepingCapacity: true)
    }

    /// Binds a waiting session to parameters p+1...p+``PendingSessions/columns`` of a
    /// session insert, in the order of ``PendingSessions/insertSQL``:
    /// ``PendingSessions/head``, the values of ``LogFields/sessionStart``, then those of
    /// ``LogFields/sessionEnd`` (NULL where the session has none), read through the table.
    func bindWaiting(_ s: Statement, _ w: PendingSessions.Session, bytes: UnsafeRawBufferPointer, at p: Int32) throws {
        func text(_ span: PendingSessions.Span) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(rebasing: bytes[Int(span.lowerBound)..<Int(span.upperBound)])
        }
        try s.bind(w.key, at: p + 1)
        try s.bindTextNoCopy(text(w.id), at: p + 2)
        try s.bind(Int64(bitPattern: w.hash), at: p + 3)
        try bindInt(s, w.startSourceID, p + 4)
        try bindInt(s, w.startLine, p + 5)
        var index = p + 6
        try bindKept(s, w.start, LogFields.startReaders, bytes: bytes, at: &index)
        try bindKept(s, w.end, LogFields.endReaders, bytes: bytes, at: &index)
    }

    /// Binds a kept line's values through the table's `readers`, from `index` on (NULL for
    /// each when the session has no such line).
    private func bindKept<Fields>(
        _ s: Statement, _ kept: PendingSessions.Kept<Fields>?, _ readers: [@Sendable (EventHeader, Fields) -> LogValue],
        bytes: UnsafeRawBufferPointer, at index: inout Int32
    ) throws {
        guard let kept else {
            for _ in readers.indices {
                try s.bindNull(index)
                index += 1
            }
            return
        }
        let line = UnsafeRawBufferPointer(rebasing: bytes[Int(kept.text.lowerBound)..<Int(kept.text.upperBound)])
        try readers.withUnsafeBufferPointer { readers in
            for read in readers {
                try bind(s, read(kept.header, kept.fields), text: line, at: index)
                index += 1
            }
        }
    }
}
