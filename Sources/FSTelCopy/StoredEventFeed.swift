import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelModel

/// Feeds a store's sessions and transitions to an ingest backend as the log lines they
/// were read from, session by session in key order: a session's `session_start` (when
/// stored), its transitions by `seq`, then its `session_end` (when stored). Each line is
/// written by ``StoredEventLines``, decoded by the ingest's decoder and checked to give
/// back exactly the stored values before the backend stores it (or counts it a duplicate).
/// Written once for every backend: the caller's `commit` saves its progress in the batch.
final class StoredEventFeed<Backend: IngestBatches & IngestLineWriter> {
    let backend: Backend
    private var decoder = LineDecoder()
    private var line = JSONLine()

    init(backend: Backend) {
        self.backend = backend
    }

    /// Feeds the sessions of `db` whose key is above `after`, committing after a session
    /// once at least `batchEvents` events are in the batch; `commit` runs inside each
    /// commit with the last session key, the events and the backend's tally of the batch.
    func feed(
        from db: Database, after: Int64, batchEvents: Int, ids: MergeIDs,
        commit: (_ lastKey: Int64, _ events: Int, _ tally: WriteTally) throws -> Void
    ) throws {
        let sessions = try db.makeStatement(
            sql: "SELECT \(StoredEventLines.sessionColumns) FROM sessions WHERE session_key > ? ORDER BY session_key")
        try sessions.bind([after])
        let transitions = try db.makeStatement(
            sql: "SELECT \(StoredEventLines.transitionColumns) FROM transitions WHERE session_key > ? ORDER BY session_key, seq")
        try transitions.bind([after])
        var pending = try transitions.step()
        var events = 0
        var lastKey = after
        do {
            while try sessions.step() {
                let session = (0..<StoredEventLines.endValues.upperBound).map(sessions.value)
                lastKey = session[0].int64 ?? lastKey
                if !backend.isInBatch { try backend.beginBatch(lock: nil) }
                events += try feedSession(session, transitions: transitions, pending: &pending, ids: ids)
                if events >= batchEvents {
                    let (key, count) = (lastKey, events)
                    try backend.commitBatch { try commit(key, count, $0) }
                    events = 0
                }
            }
            if backend.isInBatch {
                let (key, count) = (lastKey, events)
                try backend.commitBatch { try commit(key, count, $0) }
            }
        } catch {
            backend.rollbackBatch()
            throw error
        }
    }

    /// Feeds one session's lines; returns how many.
    private func feedSession(_ s: [DatabaseValue], transitions: Statement, pending: inout Bool, ids: MergeIDs) throws -> Int {
        guard let key = s[0].int64 else { return 0 }
        let id = s[1].string ?? ""
        var events = 0
        let startSource = s[2].int64.flatMap { ids.sources[$0] } ?? ids.copySource
        // The first value of a start and of an end is its `ts`: NULL when the session has none.
        if s[StoredEventLines.startValues.lowerBound] != .null {
            StoredEventLines.startLine(s, into: &line)
            try write(s[StoredEventLines.startValues], "the session_start of session \(id)",
                      sourceID: startSource, line: Int(s[3].int64 ?? 0), runID: ids.copyRun)
            events += 1
        }
        // Transitions of a session key that no session row has cannot be written as lines.
        while pending && transitions.int64(0) < key { pending = try transitions.step() }
        while pending && transitions.int64(0) == key {
            let source = StoredEventLines.transitionSource
            let t = (0..<(source + 3)).map(transitions.value)
            StoredEventLines.transitionLine(t, sessionID: s[1], into: &line)
            try write(t[StoredEventLines.transitionValues], "the transition \(t[1]) of session \(id)",
                      sourceID: t[source].int64.flatMap { ids.sources[$0] } ?? ids.copySource, line: Int(t[source + 1].int64 ?? 0),
                      runID: t[source + 2].int64.flatMap { ids.runs[$0] } ?? ids.copyRun)
            events += 1
            pending = try transitions.step()
        }
        if s[StoredEventLines.endValues.lowerBound] != .null {
            StoredEventLines.endLine(s, into: &line)
            try write(s[StoredEventLines.endValues], "the session_end of session \(id)",
                      sourceID: startSource, line: 0, runID: ids.copyRun)
            events += 1
        }
        return events
    }

    /// Decodes the line in ``line``, checks it against `values` and hands it to the backend.
    private func write(
        _ values: ArraySlice<DatabaseValue>, _ what: @autoclosure () -> String, sourceID: Int64, line number: Int, runID: Int64
    ) throws {
        var decoded: Result<DecodedEvent, Rejection>? = nil
        line.bytes.withUnsafeBytes { bytes in
            decoded = Result { () throws(Rejection) -> DecodedEvent in try self.decoder.decode(bytes) }
        }
        let event: DecodedEvent
        switch decoded! {
        case .success(let read): event = read
        case .failure(let error):
            throw StoreCopyError(
                .notRepresentable, "\(what()) cannot be written back as a log line that ingest accepts (\(error)); nothing of it was written")
        }
        try decoder.text.withUnsafeBytes { text in
            try StoredEventLines.check(values, what(), decoded: StoredEventLines.values(of: event, text: text))
            try backend.write(event, text: text, codes: .none, sourceID: sourceID, line: number, runID: runID)
        }
    }
}
