/// Writes log lines of format v1: the inverse of ``LineDecoder``.
///
/// Each `append` checks the record against the rules ingest applies and, only when it
/// passes, appends one whole line (a JSON object and its `\n`) to a caller's buffer, so
/// a buffer reused line after line costs no allocation once it has grown. A record ingest
/// would reject is refused with the ``Rejection`` ingest would give it, and the buffer is
/// left unchanged: whatever this encoder writes, ``LineDecoder`` accepts. The limits
/// (line length, `session_id` length, control characters, `ts` and integer ranges) are
/// read from ``FormatLimits``, as the decoder reads them; a line longer than
/// ``FormatLimits/maxLineBytes`` is refused as `line_too_long`.
///
/// Lines start with `"v":1,"type":...,"ts":...,"session_id":...`; `ts` is written as
/// RFC 3339 UTC text with milliseconds (`"2026-11-28T08:58:17.987Z"`); optional fields
/// that are nil are left out. Strings are escaped as JSON requires (`"`, `\` and the
/// control characters); other characters are written as UTF-8.
public enum LineEncoder {
    /// Appends a `session_start` line.
    public static func append(_ record: SessionStartRecord, to out: inout [UInt8]) throws(Rejection) {
        try check(record)
        let bound = 512 + 6 * (record.sessionID.utf8.count + textBytes(LogFields.sessionStart) { $0.recordStart?(record) })
        try withSpace(&out, bound) { write(record, &$0) }
    }

    /// Checks a `session_start` record against every rule of ingest except the line's
    /// length (which needs the encoded line): throws what ingest would reject it for.
    public static func validate(_ record: SessionStartRecord) throws(Rejection) { try check(record) }

    /// Checks a `session_end` record against every rule of ingest except the line's length.
    public static func validate(_ record: SessionEndRecord) throws(Rejection) {
        try checkCommon(record.sessionID, record.timestampMillis)
        try checkMembers(sessionEndShape, LogFields.sessionEnd) { $0.recordEnd?(record) }
    }

    /// Checks a `transition` record against every rule of ingest except the line's length.
    public static func validate(_ record: TransitionRecord) throws(Rejection) { try check(record) }

    static func check(_ record: SessionStartRecord) throws(Rejection) {
        try checkCommon(record.sessionID, record.timestampMillis)
        try checkMembers(sessionStartShape, LogFields.sessionStart) { $0.recordStart?(record) }
    }

    static func write(_ record: SessionStartRecord, _ out: inout LineBytes) {
        appendHead(&out, type: "session_start", record.timestampMillis, record.sessionID)
        appendMembers(&out, sessionStartShape, LogFields.sessionStart) { $0.recordStart?(record) }
        appendRaw(&out, "}\n")
    }

    /// Appends a `session_end` line.
    public static func append(_ record: SessionEndRecord, to out: inout [UInt8]) throws(Rejection) {
        try validate(record)
        let bound = 256 + 6 * (record.sessionID.utf8.count + textBytes(LogFields.sessionEnd) { $0.recordEnd?(record) })
        try withSpace(&out, bound) { write(record, &$0) }
    }

    static func write(_ record: SessionEndRecord, _ out: inout LineBytes) {
        appendHead(&out, type: "session_end", record.timestampMillis, record.sessionID)
        appendMembers(&out, sessionEndShape, LogFields.sessionEnd) { $0.recordEnd?(record) }
        appendRaw(&out, "}\n")
    }

    /// Appends a `transition` line.
    public static func append(_ record: TransitionRecord, to out: inout [UInt8]) throws(Rejection) {
        try check(record)
        var strings = record.sessionID.utf8.count + record.strategy.utf8.count + (record.failure?.utf8.count ?? 0)
        strings += (record.trigger?.utf8.count ?? 0) + (record.fromOrientation?.utf8.count ?? 0)
        strings += (record.toOrientation?.utf8.count ?? 0) + (record.appState?.utf8.count ?? 0)
        strings += (record.statusBarOrientation?.utf8.count ?? 0)
        strings += (record.restore?.container?.utf8.count ?? 0) + (record.restore?.list?.utf8.count ?? 0)
        try withSpace(&out, 1024 + 6 * strings) { write(record, &$0) }
    }

    static func write(_ record: TransitionRecord, _ out: inout LineBytes) {
        appendHead(&out, type: "transition", record.timestampMillis, record.sessionID)
        appendRaw(&out, ",\"seq\":")
        appendInt(&out, record.seq)
        appendRaw(&out, record.direction == .enter ? ",\"direction\":\"enter\",\"strategy\":" : ",\"direction\":\"exit\",\"strategy\":")
        appendString(&out, record.strategy)
        switch record.outcome {
        case .ok: appendRaw(&out, ",\"outcome\":\"ok\"")
        case .failed: appendRaw(&out, ",\"outcome\":\"failed\"")
        case .cancelled: appendRaw(&out, ",\"outcome\":\"cancelled\"")
        case .ignored: appendRaw(&out, ",\"outcome\":\"ignored\"")
        }
        if let failure = record.failure {
            appendRaw(&out, ",\"failure\":")
            appendString(&out, failure)
        }
        if let duration = record.durationMs {
            appendRaw(&out, ",\"duration_ms\":")
            appendNumber(&out, duration)
        }
        if let trigger = record.trigger {
            appendRaw(&out, ",\"trigger\":")
            appendString(&out, trigger)
        }
        if let from = record.fromOrientation {
            appendRaw(&out, ",\"from_orientation\":")
            appendString(&out, from)
        }
        if let to = record.toOrientation {
            appendRaw(&out, ",\"to_orientation\":")
            appendString(&out, to)
        }
        if let state = record.appState {
            appendRaw(&out, ",\"app_state\":")
            appendString(&out, state)
        }
        if record.statusBarOrientation != nil || record.statusBarHidden != nil {
            appendRaw(&out, ",\"status_bar\":{")
            if let orientation = record.statusBarOrientation {
                appendRaw(&out, "\"orientation\":")
                appendString(&out, orientation)
                if record.statusBarHidden != nil { out.append(0x2C) }
            }
            if let hidden = record.statusBarHidden {
                appendRaw(&out, hidden ? "\"hidden\":true" : "\"hidden\":false")
            }
            out.append(0x7D)
        }
        if let size = record.screenBounds {
            appendRaw(&out, ",\"screen_bounds\":")
            appendPair(&out, size)
        }
        if let size = record.windowBounds {
            appendRaw(&out, ",\"window_bounds\":")
            appendPair(&out, size)
        }
        if let restore = record.restore {
            appendRaw(&out, ",\"restore\":{")
            var first = true
            func key(_ name: StaticString) {
                if !first { out.append(0x2C) }
                first = false
                appendRaw(&out, name)
            }
            if let method = restore.method {
                key(method == .indexPath ? "\"method\":\"index_path\"" : "\"method\":\"superview\"")
            }
            if let container = restore.container {
                key("\"container\":")
                appendString(&out, container)
            }
            if let list = restore.list {
                key("\"list\":")
                appendString(&out, list)
            }
            if let v = restore.section { key("\"section\":"); appendInt(&out, v) }
            if let v = restore.item { key("\"item\":"); appendInt(&out, v) }
            if let v = restore.restoredSection { key("\"restored_section\":"); appendInt(&out, v) }
            if let v = restore.restoredItem { key("\"restored_item\":"); appendInt(&out, v) }
            if let reused = restore.cellReused { key(reused ? "\"cell_reused\":true" : "\"cell_reused\":false") }
            out.append(0x7D)
        }
        appendRaw(&out, "}\n")
    }

    /// The line of a record as text (with its `\n`); for tests and tools.
    public static func line(_ record: TransitionRecord) throws(Rejection) -> String {
        var out: [UInt8] = []
        try append(record, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The line of a record as text (with its `\n`); for tests and tools.
    public static func line(_ record: SessionStartRecord) throws(Rejection) -> String {
        var out: [UInt8] = []
        try append(record, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The line of a record as text (with its `\n`); for tests and tools.
    public static func line(_ record: SessionEndRecord) throws(Rejection) -> String {
        var out: [UInt8] = []
        try append(record, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Rules (the decoder's, in its order)

    /// True for the names `from_orientation`, `to_orientation` and `status_bar.orientation` accept.
    public static func isOrientation(_ name: String) -> Bool {
        switch name {
        case "portrait", "landscape_left", "landscape_right", "portrait_upside_down": return true
        default: return false
        }
    }

    /// True for the names `app_state` accepts.
    public static func isAppState(_ name: String) -> Bool {
        switch name {
        case "active", "inactive", "background": return true
        default: return false
        }
    }

    /// True for the names `restore.container` accepts.
    public static func isContainer(_ name: String) -> Bool {
        switch name {
        case "table_view", "collection_view", "scroll_view", "view": return true
        default: return false
        }
    }

    static func checkCommon(_ sessionID: String, _ millis: Int64) throws(Rejection) {
        let times = FormatLimits.timestampMillis
        guard times.contains(millis) else {
            throw Rejection(.invalidField, "field `ts`: expected epoch milliseconds from \(times.lowerBound) to \(times.upperBound)")
        }
        let limits = FormatLimits.sessionIDCharacters
        let bytes = sessionID.utf8.count
        // A string has at most as many scalars as bytes: count them only when it matters.
        let scalars = bytes <= limits.upperBound ? bytes : sessionID.unicodeScalars.count
        guard bytes >= limits.lowerBound && scalars <= limits.upperBound else {
            throw Rejection(
                .invalidField,
                "field `session_id`: expected \(limits.lowerBound) to \(limits.upperBound) characters, got \(sessionID.unicodeScalars.count)")
        }
        try checkName(sessionID, "session_id")
    }

    /// Names may not hold control characters (C0, DEL, C1), as ingest requires.
    static func checkName(_ text: String?, _ name: String) throws(Rejection) {
        guard let text else { return }
        if let scalar = FormatLimits.firstControlCharacter(text) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            throw Rejection(
                .invalidField,
                "field `\(name)`: contains the control character U+\(String(repeating: "0", count: 4 - hex.count) + hex)")
        }
    }

    static func check(_ r: TransitionRecord) throws(Rejection) {
        try checkCommon(r.sessionID, r.timestampMillis)
        guard ValueRanges.seq.contains(r.seq) else { throw Rejection(.invalidField, ValueRanges.integerDetail("seq", ValueRanges.seq)) }
        try checkNonEmpty(r.strategy, "strategy")
        if r.outcome == .failed {
            guard let failure = r.failure else { throw Rejection(.missingField, "field `failure`: required") }
            try checkNonEmpty(failure, "failure")
        } else if r.failure != nil {
            throw Rejection(.invalidField, "field `failure`: only allowed when `outcome` is `failed`")
        }
        if let d = r.durationMs { try checkNumber(d, "duration_ms", ValueRanges.durationMs) }
        try checkName(r.trigger, "trigger")
        try checkName(r.restore?.list, "restore.list")
        try checkChoice(r.fromOrientation, isOrientation, "from_orientation", "`portrait`, `landscape_left`, `landscape_right`, `portrait_upside_down`")
        try checkChoice(r.toOrientation, isOrientation, "to_orientation", "`portrait`, `landscape_left`, `landscape_right`, `portrait_upside_down`")
        try checkChoice(r.appState, isAppState, "app_state", "`active`, `inactive`, `background`")
        try checkChoice(r.statusBarOrientation, isOrientation, "status_bar.orientation", "`portrait`, `landscape_left`, `landscape_right`, `portrait_upside_down`")
        try checkPair(r.screenBounds, "screen_bounds")
        try checkPair(r.windowBounds, "window_bounds")
        if let restore = r.restore {
            try checkChoice(restore.container, isContainer, "restore.container", "`table_view`, `collection_view`, `scroll_view`, `view`")
            try checkIndex(restore.section, "restore.section")
            try checkIndex(restore.item, "restore.item")
            try checkIndex(restore.restoredSection, "restore.restored_section")
            try checkIndex(restore.restoredItem, "restore.restored_item")
        }
    }

    static func checkPair(_ size: TransitionRecord.Size?, _ name: StaticString) throws(Rejection) {
        if let size, !(ValueRanges.points.contains(size.width) && ValueRanges.points.contains(size.height)) {
            throw Rejection(.invalidField, ValueRanges.pairDetail(name))
        }
    }

    static func checkIndex(_ value: Int64?, _ name: StaticString) throws(Rejection) {
        if let value, !ValueRanges.indexPath.contains(value) {
            throw Rejection(.invalidField, ValueRanges.integerDetail(name, ValueRanges.indexPath))
        }
    }

    static func checkNonEmpty(_ text: String, _ name: String) throws(Rejection) {
        if text.isEmpty { throw Rejection(.invalidField, "field `\(name)`: expected a non-empty string") }
        try checkName(text, name)
    }

    @inline(__always)
    static func isValidNumber(_ value: Double) -> Bool { value.isFinite && value >= 0 }

    static func checkNumber(_ value: Double, _ name: String, _ range: ClosedRange<Double>) throws(Rejection) {
        guard range.contains(value) else { throw Rejection(.invalidField, ValueRanges.numberDetail(name, range)) }
    }

    static func checkChoice(_ value: String?, _ isAllowed: (String) -> Bool, _ name: StaticString, _ expected: StaticString) throws(Rejection) {
        if let value, !isAllowed(value) {
            throw Rejection(.invalidField, "field `\(name)`: expected one of \(expected)")
        }
    }

    // MARK: - Bytes

    /// Runs `body` on `bound` bytes of room at the end of `out`, keeping what it wrote;
    /// takes it back and throws `line_too_long` when the line (without its `\n`) is
    /// longer than ``FormatLimits/maxLineBytes``.
    @inline(__always)
    static func withSpace(_ out: inout [UInt8], _ bound: Int, _ body: (inout LineBytes) -> Void) throws(Rejection) {
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: bound))
        let written = out.withUnsafeMutableBufferPointer { buffer in
            var bytes = LineBytes(p: buffer.baseAddress! + start)
            body(&bytes)
            return bytes.count
        }
        guard written - 1 <= FormatLimits.maxLineBytes else {
            out.removeLast(bound)
            throw Rejection(.lineTooLong, "line of \(written - 1) bytes exceeds the limit of \(FormatLimits.maxLineBytes) bytes")
        }
        out.removeLast(bound - written)
    }

    /// Bytes written at a raw pointer whose room the caller guarantees.
    struct LineBytes {
        let p: UnsafeMutablePointer<UInt8>
        var count = 0

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            p[count] = byte
            count += 1
        }

        @inline(__always)
        mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            (p + count).update(from: base, count: bytes.count)
            count += bytes.count
        }
    }

    @inline(__always)
    static func appendRaw(_ out: inout LineBytes, _ s: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    static func appendHead(_ out: inout LineBytes, type: StaticString, _ millis: Int64, _ sessionID: String) {
        appendRaw(&out, "{\"v\":1,\"type\":\"")
        appendRaw(&out, type)
        appendRaw(&out, "\",\"ts\":")
        appendTimestamp(&out, millis)
        appendRaw(&out, ",\"session_id\":")
        appendString(&out, sessionID)
    }

    /// A JSON string: `"`, `\` and control characters escaped, everything else as UTF-8.
    static func appendString(_ out: inout LineBytes, _ text: String) {
        out.append(0x22)
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for b in bytes where b < 0x20 || b == 0x22 || b == 0x5C { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if done != true { appendEscaped(&out, text) }
        out.append(0x22)
    }

    /// The escaping path of ``appendString(_:_:)``.
    static func appendEscaped(_ out: inout LineBytes, _ text: String) {
        let hex: StaticString = "0123456789abcdef"
        for b in text.utf8 {
            switch b {
            case 0x22: appendRaw(&out, "\\\"")
            case 0x5C: appendRaw(&out, "\\\\")
            case 0x0A: appendRaw(&out, "\\n")
            case 0x0D: appendRaw(&out, "\\r")
            case 0x09: appendRaw(&out, "\\t")
            case 0x08: appendRaw(&out, "\\b")
            case 0x0C: appendRaw(&out, "\\f")
            case 0..<0x20:
                appendRaw(&out, "\\u00")
                out.append(hex.utf8Start[Int(b >> 4)])
                out.append(hex.utf8Start[Int(b & 0xF)])
            default: out.append(b)
            }
        }
    }

    /// A decimal integer.
    static func appendInt(_ out: inout LineBytes, _ value: Int64) {
        var v = value.magnitude
        if value < 0 { out.append(0x2D) }
        if v < 10 {
            out.append(UInt8(48 + v))
            return
        }
        var digits = 0
        var rest = v
        repeat { digits += 1; rest /= 10 } while rest > 0
        let end = out.count + digits
        var i = end
        repeat {
            i -= 1
            out.p[i] = UInt8(truncatingIfNeeded: 48 &+ v % 10)
            v /= 10
        } while v > 0
        out.count = end
    }

    /// A finite number: integral values as integers, values with at most three decimals
    /// (milliseconds of a duration) in fixed notation, anything else as Swift's shortest
    /// representation that reads back to the same `Double`.
    static func appendNumber(_ out: inout LineBytes, _ value: Double) {
        if value.magnitude < 1e15 {
            if value == value.rounded(.towardZero) {
                appendInt(&out, Int64(value))
                return
            }
            let thousandths = (value * 1000).rounded()
            if thousandths.magnitude < 1e15, thousandths / 1000 == value {
                let k = Int64(thousandths)
                if k < 0 { out.append(0x2D) }
                let m = k.magnitude
                appendInt(&out, Int64(m / 1000))
                out.append(0x2E)
                var frac = m % 1000
                var digits = 3
                while frac != 0 && frac % 10 == 0 { frac /= 10; digits -= 1 }
                let width = digits
                var divisor: UInt64 = 1
                for _ in 1..<max(width, 1) { divisor *= 10 }
                while divisor > 0 {
                    out.append(UInt8(truncatingIfNeeded: 48 &+ (frac / divisor) % 10))
                    divisor /= 10
                }
                return
            }
        }
        for b in value.description.utf8 { out.append(b) }
    }

    static func appendPair(_ out: inout LineBytes, _ size: TransitionRecord.Size) {
        out.append(0x5B)
        appendNumber(&out, size.width)
        out.append(0x2C)
        appendNumber(&out, size.height)
        out.append(0x5D)
    }

    /// `"YYYY-MM-DDTHH:MM:SS.mmmZ"` of epoch milliseconds (``Timestamp/minMillis`` ...
    /// ``Timestamp/maxMillis``; days before 1970 round down).
    static func appendTimestamp(_ out: inout LineBytes, _ millis: Int64) {
        let days = Int(millis >= 0 ? millis / 86_400_000 : (millis - 86_399_999) / 86_400_000)
        let ms = Int(millis - Int64(days) * 86_400_000)
        let (y, mo, d) = Timestamp.civilFromDays(days)
        @inline(__always) func digits(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                out.append(UInt8(truncatingIfNeeded: 48 + (value / divisor) % 10))
                divisor /= 10
            }
        }
        out.append(0x22)
        digits(y, 4)
        out.append(0x2D)
        digits(mo, 2)
        out.append(0x2D)
        digits(d, 2)
        out.append(0x54)
        digits(ms / 3_600_000, 2)
        out.append(0x3A)
        digits((ms / 60_000) % 60, 2)
        out.append(0x3A)
        digits((ms / 1000) % 60, 2)
        out.append(0x2E)
        digits(ms % 1000, 3)
        appendRaw(&out, "Z\"")
    }
}
