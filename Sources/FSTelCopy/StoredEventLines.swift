import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelModel

/// A stored event written back as its log line (format v1), for `fstel copy --merge`,
/// which feeds an SQLite store's sessions and transitions to the target's ingest.
///
/// The line holds every value the store kept: `ts` as epoch milliseconds, numbers in
/// Swift's shortest form that reads back to the same `Double`, and the members of the
/// stored `extra` object (fields the format does not define, nested ones named by their
/// path such as `"device.carrier"`) appended verbatim, so that the decoder gathers the
/// same `extra` text again. ``StoredEventLines/check(_:_:decoded:text:)`` decodes the line
/// and compares every value with the stored one: a line that would not give back the
/// stored values is never written.
enum StoredEventLines {
    /// The columns read from `sessions`, in order.
    static let sessionColumns = """
        session_key, session_id, started_at, ended_at, end_reason, device_model, os_name, os_version, os_major,
        os_minor, os_patch, app_version, app_build, player_version, screen_width, screen_height, screen_scale,
        start_extra, end_extra, start_source_id, start_line
        """

    /// The columns read from `transitions` (SQLite's view), in order: the key, the
    /// values a line carries (`seq` ... `extra`, indexes 1 to 28), then where it was read.
    static let transitionColumns = TransitionColumns.list

    /// Indexes of a session row's start values (`started_at`, device, OS, app, screen, `start_extra`).
    static let startValues = [2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
    /// Indexes of a session row's end values (`ended_at`, `end_reason`, `end_extra`).
    static let endValues = [3, 4, 18]
    /// The range of a transition row's line values.
    static let transitionValues = 1...28

    // MARK: Lines

    /// The `session_start` line of a session row (which has `started_at`).
    static func startLine(_ s: [DatabaseValue], into out: inout JSONLine) {
        out.head("session_start", ts: s[2], sessionID: s[1])
        out.raw(",\"device\":{\"model\":")
        out.string(s[5])
        out.raw(",\"os\":")
        out.string(s[6])
        out.raw(",\"os_version\":")
        out.string(s[7])
        if s[14] != .null || s[15] != .null || s[16] != .null {
            out.raw(",\"screen\":{")
            out.members([("w", s[14]), ("h", s[15]), ("scale", s[16])])
            out.raw("}")
        }
        out.raw("},\"app\":{\"version\":")
        out.string(s[11])
        out.raw(",\"build\":")
        out.string(s[12])
        out.raw("}")
        if s[13] != .null {
            out.raw(",\"player\":{\"version\":")
            out.string(s[13])
            out.raw("}")
        }
        out.end(extra: s[17])
    }

    /// The `session_end` line of a session row (which has `ended_at`).
    static func endLine(_ s: [DatabaseValue], into out: inout JSONLine) {
        out.head("session_end", ts: s[3], sessionID: s[1])
        if s[4] != .null { out.raw(","); out.members([("reason", s[4])]) }
        out.end(extra: s[18])
    }

    /// The `transition` line of a transition row, for the session id `sessionID`.
    static func transitionLine(_ t: [DatabaseValue], sessionID: DatabaseValue, into out: inout JSONLine) {
        out.head("transition", ts: t[2], sessionID: sessionID)
        out.raw(",")
        out.members([
            ("seq", t[1]), ("direction", t[3]), ("strategy", t[4]), ("outcome", t[5]), ("failure", t[6]),
            ("duration_ms", t[7]), ("trigger", t[8]), ("from_orientation", t[9]), ("to_orientation", t[10]),
            ("app_state", t[11]),
        ])
        if t[12] != .null || t[13] != .null {
            out.raw(",\"status_bar\":{")
            out.members([("orientation", t[12]), ("hidden", t[13])], booleans: ["hidden"])
            out.raw("}")
        }
        for (name, w, h) in [("screen_bounds", t[14], t[15]), ("window_bounds", t[16], t[17])] where w != .null || h != .null {
            out.raw(",\"\(name)\":[")
            out.value(w)
            out.raw(",")
            out.value(h)
            out.raw("]")
        }
        let restore: [(String, DatabaseValue)] = [
            ("method", t[19]), ("container", t[20]), ("list", t[21]), ("section", t[22]), ("item", t[23]),
            ("restored_section", t[24]), ("restored_item", t[25]), ("cell_reused", t[26]),
        ]
        if restore.contains(where: { $0.1 != .null }) {
            out.raw(",\"restore\":{")
            out.members(restore, booleans: ["cell_reused"])
            out.raw("}")
        }
        out.end(extra: t[28])
    }

    // MARK: The check

    /// Throws unless `decoded` (the event the decoder read from the line written for
    /// `stored`, with its text in `text`) holds exactly the stored values `values`.
    static func check(_ values: ArraySlice<DatabaseValue>, _ what: @autoclosure () -> String, decoded: [DatabaseValue]) throws {
        guard Array(values) != decoded else { return }
        let index = zip(values, decoded).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
        throw StoreCopyError(
            .notRepresentable,
            "\(what()) does not read back from its log line as it is stored (value \(index + 1): stored \(values[values.startIndex + index]), read back \(index < decoded.count ? decoded[index].description : "nothing")); nothing of it was written")
    }

    /// The values of a decoded event in the order of the stored row's values it must
    /// equal: a transition's `seq` ... `extra`; a start's or an end's values.
    static func values(of event: DecodedEvent, text: UnsafeRawBufferPointer) -> [DatabaseValue] {
        func s(_ ref: TextRef?) -> DatabaseValue {
            guard let ref else { return .null }
            return .text(String(decoding: UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)]), as: UTF8.self))
        }
        func i(_ v: Int64?) -> DatabaseValue { v.map { .integer($0) } ?? .null }
        func d(_ v: Double?) -> DatabaseValue { v.map { .real($0) } ?? .null }
        func b(_ v: Bool?) -> DatabaseValue { v.map { .integer($0 ? 1 : 0) } ?? .null }
        let ts = DatabaseValue.integer(event.timestampMillis)
        switch event {
        case .sessionStart(let h, let f):
            return [
                ts, s(f.deviceModel), s(f.osName), s(f.osVersion), .integer(Int64(f.osMajor)), i(f.osMinor.map(Int64.init)),
                i(f.osPatch.map(Int64.init)), s(f.appVersion), s(f.appBuild), s(f.playerVersion), d(f.screenWidth),
                d(f.screenHeight), d(f.screenScale), s(h.extra),
            ]
        case .sessionEnd(let h, let f):
            return [ts, s(f.reason), s(h.extra)]
        case .transition(let h, let t):
            let r = t.restore
            return [
                .integer(t.seq), ts, .text(t.direction.rawValue), s(t.strategy), .text(t.outcome.rawValue), s(t.failure),
                d(t.durationMs), s(t.trigger), s(t.fromOrientation), s(t.toOrientation), s(t.appState),
                s(t.statusBarOrientation), b(t.statusBarHidden), d(t.screenBounds?.width), d(t.screenBounds?.height),
                d(t.windowBounds?.width), d(t.windowBounds?.height), b(t.boundsSwapped),
                r?.method.map { .text($0.rawValue) } ?? .null, s(r?.container), s(r?.list), i(r?.section), i(r?.item),
                i(r?.restoredSection), i(r?.restoredItem), b(r?.cellReused), b(r?.mismatch), s(h.extra),
            ]
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

    /// `"name":value` for each member whose value is not NULL, comma-separated (the
    /// caller writes the comma before the first); the members named in `booleans` hold
    /// 0/1 flags, written as `false`/`true`.
    mutating func members(_ members: [(String, DatabaseValue)], booleans: Set<String> = []) {
        var first = true
        for (name, v) in members where v != .null {
            if !first { raw(",") }
            first = false
            raw("\"\(name)\":")
            if booleans.contains(name), case .integer(let flag) = v {
                raw(flag == 0 ? "false" : "true")
            } else {
                value(v)
            }
        }
        if first, bytes.last == 0x2C { bytes.removeLast() }
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
