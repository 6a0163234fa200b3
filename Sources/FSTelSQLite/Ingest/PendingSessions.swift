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
struct PendingSessions {
    static let groupSize = 16
    /// The columns of a session row before its start's and end's values (``LogFields``).
    static let head = ["session_key", "session_id", "id_hash", "start_source_id", "start_line"]
    static let columns = Int32(head.count + LogFields.sessionStart.count + LogFields.sessionEnd.count)
    /// Written when this many wait (and at every commit).
    static let limit = 2048

    /// A span of ``bytes``.
    typealias Span = Range<Int32>

    /// A value of a start or an end waiting to be bound, its text in ``bytes``.
    enum Value {
        case null
        case integer(Int64)
        case real(Double)
        case text(Span)
        case name(String)
    }

    struct Session {
        var key: Int64
        var hash: UInt64
        var id: Span
        /// Its facts in ``RollupDeltas`` once started, else ``RollupDeltas/unknownFacts``.
        var facts = RollupDeltas.unknownFacts
        /// Where its start's values (``LogFields/sessionStart``) begin in ``values``; nil
        /// while it has not started.
        var start: Int? = nil
        var startSourceID: Int64? = nil
        var startLine: Int64? = nil
        /// Where its end's values (``LogFields/sessionEnd``) begin in ``values``; nil while
        /// it has not ended.
        var end: Int? = nil
    }

    /// The values of the waiting starts and ends, each a run of its table's length.
    private(set) var values: [Value] = []

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

    /// Copies the values of `event` (its fields in ``LogFields``' order, text copied into
    /// ``bytes``) to the end of ``values``; returns where they begin.
    mutating func append(_ event: DecodedEvent, text: UnsafeRawBufferPointer) -> Int {
        let first = values.count
        LogFields.forEachValue(of: event) { value in
            switch value {
            case .null: values.append(.null)
            case .text(let ref):
                values.append(.text(copy(UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)]))))
            case .name(let name): values.append(.name(name))
            case .integer(let v): values.append(.integer(v))
            case .real(let v): values.append(.real(v))
            case .boolean(let v): values.append(.integer(v ? 1 : 0))
            }
        }
        return first
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
        values.removeAll(keepingCapacity: true)
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
