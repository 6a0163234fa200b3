import FSTelStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FSTelModel

/// Sessions first seen in the open batch, not yet inserted. The writer gives each its
/// `session_key` (the batch holds the write lock, so the next key is known) and inserts
/// them ``groupSize`` rows per statement; a `session_end` that arrives while its session
/// waits here is folded into the row instead of costing an `UPDATE`.
///
/// A waiting row keeps its lines' decoded fields as the decoder gave them, with a copy of
/// each line's text, and is bound through the field table (``LogFields``): a field added to
/// the table needs nothing here. `LogFieldStoreTests` checks that every value arrives in its
/// column.
struct PendingSessions {
    static let groupSize = 16
    /// The columns of a session row before its start's and end's values (``LogFields``).
    static let head = ["session_key", "session_id", "id_hash", "start_source_id", "start_line"]
    static let columns = Int32(head.count + LogFields.sessionStart.count + LogFields.sessionEnd.count)
    /// Written when this many wait (and at every commit).
    static let limit = 2048

    /// A span of ``bytes``.
    typealias Span = Range<Int32>

    /// A decoded line kept for its row: its fields' text references point into `text`.
    struct Kept<Fields> {
        var header: EventHeader
        var fields: Fields
        /// The line's decoded text, copied into ``bytes``.
        var text: Span
    }

    struct Session {
        var key: Int64
        var hash: UInt64
        var id: Span
        /// Its facts in ``RollupDeltas`` once started, else ``RollupDeltas/unknownFacts``.
        var facts = RollupDeltas.unknownFacts
        /// Its `session_start`, once read.
        var start: Kept<SessionStartFields>? = nil
        var startSourceID: Int64? = nil
        var startLine: Int64? = nil
        /// Its first `session_end`, once read.
        var end: Kept<SessionEndFields>? = nil
    }

    private(set) var sessions: [Session] = []
    private var byKey: [Int64: Int] = [:]
    private var byHash: [UInt64: Int] = [:]
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { sessions.isEmpty }
    var count: Int { sessions.count }

    /// The waiting session of `id`, if any.
    func index(of id: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        guard let index = byHash[hash] else { return nil }
        return equals(sessions[index].id, id) ? index : nil
    }

    /// True when a waiting session has this hash but another id (the caller writes the
    /// waiting sessions first, so that one is found in the table instead).
    func hashTaken(_ hash: UInt64) -> Bool { byHash[hash] != nil }

    func index(ofKey key: Int64) -> Int? { byKey[key] }

    subscript(index: Int) -> Session {
        get { sessions[index] }
        set { sessions[index] = newValue }
    }

    /// Adds a session (its id copied) and returns its index.
    mutating func add(key: Int64, hash: UInt64, id: UnsafeRawBufferPointer) -> Int {
        let session = Session(key: key, hash: hash, id: copy(id))
        sessions.append(session)
        byKey[key] = sessions.count - 1
        byHash[hash] = sessions.count - 1
        return sessions.count - 1
    }

    /// Copies text into ``bytes``.
    mutating func copy(_ text: UnsafeRawBufferPointer) -> Span {
        let start = Int32(bytes.count)
        bytes.append(contentsOf: text)
        return start..<Int32(bytes.count)
    }

    mutating func removeAll() {
        sessions.removeAll(keepingCapacity: true)
        byKey.removeAll(keepingCapacity: true)
        byHash.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    private func equals(_ span: Span, _ id: UnsafeRawBufferPointer) -> Bool {
        guard span.count == id.count else { return false }
        if id.count == 0 { return true }
        return bytes.withUnsafeBytes { memcmp($0.baseAddress! + Int(span.lowerBound), id.baseAddress!, id.count) == 0 }
    }

    /// The `INSERT` of ``groupSize`` sessions with their keys. Padding rows repeat the
    /// first row's key, so the conflict clause makes them no-ops.
    static let insertSQL: String = {
        let row = "(" + Array(repeating: "?", count: Int(columns)).joined(separator: ", ") + ")"
        return """
            INSERT OR FAIL INTO sessions (
                \((head + (LogFields.sessionStart + LogFields.sessionEnd).map(\.column)).joined(separator: ", ")))
            VALUES \(Array(repeating: row, count: groupSize).joined(separator: ",\n"))
            ON CONFLICT DO NOTHING
            """
    }()
}
