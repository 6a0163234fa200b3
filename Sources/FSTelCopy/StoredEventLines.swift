import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelModel

/// A stored event written back as its log line (format v1), for `fstel copy --merge`,
/// which feeds an SQLite store's sessions and transitions to the target's ingest.
///
/// The columns read and the line's members come from the field table (``LogFields``): a
/// value's member is written where ``LogFields/shape(_:)`` puts it. The line holds every
/// value the store kept: `ts` as epoch milliseconds, numbers in Swift's shortest form that
/// reads back to the same `Double`, and the members of the stored `extra` object (fields
/// the format does not define, nested ones named by their path such as `"device.carrier"`)
/// appended verbatim, so that the decoder gathers the same `extra` text again.
/// ``StoredEventLines/check(_:_:decoded:)`` compares every value the decoder reads from the
/// line with the stored one: a line that would not give back the stored values is never
/// written.
enum StoredEventLines {
    /// The columns of a session row before its values: its key, id, and where its start was read.
    static let sessionHead = ["session_key", "session_id", "start_source_id", "start_line"]
    /// The columns read from `sessions`, in order: ``sessionHead``, then the start's values
    /// (``startValues``), then the end's (``endValues``).
    static let sessionColumns = (sessionHead + (LogFields.sessionStart + LogFields.sessionEnd).map(\.column))
        .joined(separator: ", ")

    /// The columns read from `transitions` (SQLite's view), in order: the key, the
    /// values a line carries (``transitionValues``), then where it was read.
    static let transitionColumns = TransitionColumns.list

    /// Where a session row's start values are.
    static let startValues = sessionHead.count..<(sessionHead.count + LogFields.sessionStart.count)
    /// Where a session row's end values are.
    static let endValues = startValues.upperBound..<(startValues.upperBound + LogFields.sessionEnd.count)
    /// Where a transition row's line values are.
    static let transitionValues = 1...LogFields.transition.count
    /// Where a transition row's `source_id`, `line` and `run_id` are.
    static let transitionSource = transitionValues.upperBound + 1

    private static let startShape = LogFields.shape(LogFields.sessionStart)
    private static let endShape = LogFields.shape(LogFields.sessionEnd)
    private static let transitionShape = LogFields.shape(LogFields.transition)

    // MARK: Lines

    /// The `session_start` line of a session row (which has `started_at`).
    static func startLine(_ s: [DatabaseValue], into out: inout JSONLine) {
        line("session_start", LogFields.sessionStart, startShape, s[startValues], sessionID: s[1], into: &out)
    }

    /// The `session_end` line of a session row (which has `ended_at`).
    static func endLine(_ s: [DatabaseValue], into out: inout JSONLine) {
        line("session_end", LogFields.sessionEnd, endShape, s[endValues], sessionID: s[1], into: &out)
    }

    /// The `transition` line of a transition row, for the session id `sessionID`.
    static func transitionLine(_ t: [DatabaseValue], sessionID: DatabaseValue, into out: inout JSONLine) {
        line("transition", LogFields.transition, transitionShape, t[transitionValues], sessionID: sessionID, into: &out)
    }

    /// The line of an event of `type` whose stored values (in the order of `fields`) are `values`.
    private static func line(
        _ type: String, _ fields: [LogField], _ shape: [LogFields.Member], _ values: ArraySlice<DatabaseValue>,
        sessionID: DatabaseValue, into out: inout JSONLine
    ) {
        let v = Array(values)
        let ts = fields.firstIndex { $0.rule == .timestamp }!
        let extra = fields.firstIndex { $0.rule == .extra }!
        out.head(type, ts: v[ts], sessionID: sessionID)
        out.members(shape, fields, v, first: false)
        out.end(extra: v[extra])
    }

    // MARK: The check

    /// Throws unless `decoded` (the values the decoder read from the line written for the
    /// stored event) are exactly the stored values `values`.
    static func check(_ values: ArraySlice<DatabaseValue>, _ what: @autoclosure () -> String, decoded: [DatabaseValue]) throws {
        guard Array(values) != decoded else { return }
        let index = zip(values, decoded).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
        throw StoreCopyError(
            .notRepresentable,
            "\(what()) does not read back from its log line as it is stored (value \(index + 1): stored \(values[values.startIndex + index]), read back \(index < decoded.count ? decoded[index].description : "nothing")); nothing of it was written")
    }

    /// The values of a decoded event as a store holds them, in the order of its fields
    /// (``LogFields/of(_:)``): a transition's `seq` ... `extra`; a start's or an end's values.
    static func values(of event: DecodedEvent, text: UnsafeRawBufferPointer) -> [DatabaseValue] {
        LogFields.values(of: event).map { value in
            switch value {
            case .null: return .null
            case .text(let ref):
                return .text(String(decoding: UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)]), as: UTF8.self))
            case .name(let name): return .text(name)
            case .integer(let i): return .integer(i)
            case .real(let d): return .real(d)
            case .boolean(let b): return .integer(b ? 1 : 0)
            }
        }
    }
}

/// One JSON line being written: members appended in order, strings escaped as JSON requires.
struct JSONLine {
    var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// `{"v":1,"type":"...","ts":<ms>,"session_id":"..."`
    mutating func head(_ type: String, ts: DatabaseValue, sessionID: DatabaseValue) {
        bytes.removeAll(keepingCapacity: true)
        raw("{\"v\":1,\"type\":\"\(type)\",\"ts\":")
        value(ts)
        raw(",\"session_id\":")
        string(sessionID)
    }

    /// `,"name":value` for each member of `shape` that holds a value that is not NULL (an
    /// object when one of its members does, a pair when one of its elements does);
    /// `first`: no comma before the first. Returns whether it wrote a member.
    @discardableResult
    mutating func members(_ shape: [LogFields.Member], _ fields: [LogField], _ values: [DatabaseValue], first: Bool) -> Bool {
        var wrote = false
        for member in shape where Self.holdsValue(member, values) {
            if wrote || !first { raw(",") }
            wrote = true
            raw("\"\(member.key)\":")
            switch member {
            case .value(_, let index):
                if fields[index].rule == .boolean, case .integer(let flag) = values[index] {
                    raw(flag == 0 ? "false" : "true")
                } else {
                    value(values[index])
                }
            case .pair(_, let indexes):
                raw("[")
                for (n, index) in indexes.enumerated() {
                    if n > 0 { raw(",") }
                    value(values[index])
                }
                raw("]")
            case .object(_, let inner):
                raw("{")
                members(inner, fields, values, first: true)
                raw("}")
            }
        }
        return wrote
    }

    /// True when a value of `member` (or of one of its members) is not NULL.
    static func holdsValue(_ member: LogFields.Member, _ values: [DatabaseValue]) -> Bool {
        switch member {
        case .value(_, let index): return values[index] != .null
        case .pair(_, let indexes): return indexes.contains { values[$0] != .null }
        case .object(_, let inner): return inner.contains { holdsValue($0, values) }
        }
    }

    /// The stored `extra` object's members (when any), then `}`. Text that is not a JSON
    /// object is left out (the check then finds the difference).
    mutating func end(extra: DatabaseValue) {
        if case .text(let object) = extra {
            let inner = Array(object.utf8)
            if inner.count > 2 && inner.first == 0x7B && inner.last == 0x7D {
                bytes.append(0x2C)
                bytes.append(contentsOf: inner[1..<(inner.count - 1)])
            }
        }
        bytes.append(0x7D)
    }

    /// A value: integers as they are, doubles in their shortest exact form, text as a
    /// JSON string.
    mutating func value(_ v: DatabaseValue) {
        switch v {
        case .null, .blob: raw("null")
        case .integer(let i): raw(String(i))
        case .real(let d): raw(d.isFinite ? d.description : "null")
        case .text: string(v)
        }
    }

    mutating func string(_ v: DatabaseValue) {
        guard case .text(let text) = v else { return value(v) }
        bytes.append(0x22)
        let hex = Array("0123456789abcdef".utf8)
        for b in text.utf8 {
            switch b {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(hex[Int(b >> 4)])
                bytes.append(hex[Int(b & 0xF)])
            default: bytes.append(b)
            }
        }
        bytes.append(0x22)
    }
}
