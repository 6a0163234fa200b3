/// Field identifiers: top-level members and members of the known nested objects.
/// A key token's `aux` holds its identifier (0 for a member the format does not define).
enum Field {
    static let v: UInt8 = 1, type: UInt8 = 2, ts: UInt8 = 3, sessionID: UInt8 = 4
    static let device: UInt8 = 5, app: UInt8 = 6, player: UInt8 = 7
    static let reason: UInt8 = 8
    static let seq: UInt8 = 9, direction: UInt8 = 10, strategy: UInt8 = 11, outcome: UInt8 = 12
    static let failure: UInt8 = 13, durationMs: UInt8 = 14, trigger: UInt8 = 15
    static let fromOrientation: UInt8 = 16, toOrientation: UInt8 = 17, appState: UInt8 = 18
    static let statusBar: UInt8 = 19, screenBounds: UInt8 = 20, windowBounds: UInt8 = 21
    static let restore: UInt8 = 22
    // device.*
    static let deviceModel: UInt8 = 23, deviceOS: UInt8 = 24, deviceOSVersion: UInt8 = 25
    static let deviceScreen: UInt8 = 26
    // device.screen.*
    static let screenW: UInt8 = 27, screenH: UInt8 = 28, screenScale: UInt8 = 29
    // app.*, player.*
    static let appVersion: UInt8 = 30, appBuild: UInt8 = 31, playerVersion: UInt8 = 32
    // status_bar.*
    static let statusBarOrientation: UInt8 = 33, statusBarHidden: UInt8 = 34
    // restore.*
    static let restoreMethod: UInt8 = 35, restoreContainer: UInt8 = 36, restoreList: UInt8 = 37
    static let restoreSection: UInt8 = 38, restoreItem: UInt8 = 39
    static let restoredSection: UInt8 = 40, restoredItem: UInt8 = 41, cellReused: UInt8 = 42
    static let count = 43

    /// True when the top-level field belongs to the schema of `kind`.
    @inline(__always)
    static func belongs(_ f: UInt8, to kind: EventKind) -> Bool {
        if f == 0 { return false }
        if f <= sessionID { return true }
        switch kind {
        case .sessionStart: return f >= device && f <= player
        case .sessionEnd: return f == reason
        case .transition: return f >= seq && f <= restore
        }
    }
}

extension LineDecoder {
    /// The identifier the decoder gives the member at `key` (a path such as
    /// `device.screen.scale`), nil for a member it does not know. Tests compare the keys
    /// of ``LogFields`` with what the decoder knows through it.
    package static func memberIdentifier(_ key: String) -> Int? {
        // The matchers are called by name, not passed as values: a function value of them
        // here would be shared with the decoder's and cost it a call per object.
        var id: UInt8 = 0
        for (n, part) in key.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            let bytes = Array(part.utf8)
            guard !bytes.isEmpty else { return nil }
            let object = n == 0 ? 0 : id
            id = bytes.withUnsafeBufferPointer { b -> UInt8 in
                let k = b.baseAddress!
                switch object {
                case 0: return Names.top(k, b.count)
                case Field.device: return Names.device(k, b.count)
                case Field.deviceScreen: return Names.screen(k, b.count)
                case Field.app: return Names.app(k, b.count)
                case Field.player: return Names.player(k, b.count)
                case Field.statusBar: return Names.statusBar(k, b.count)
                case Field.restore: return Names.restore(k, b.count)
                default: return 0
                }
            }
            if id == 0 { return nil }
        }
        return Int(id)
    }

    /// Every identifier the decoder gives a member (``memberIdentifier(_:)``).
    package static let memberIdentifiers = 1..<Field.count
}

/// Member-name matchers, one per object of the format. Keys are unescaped UTF-8.
enum Names {
    @inline(__always)
    static func eq(_ k: UnsafePointer<UInt8>, _ n: Int, _ s: StaticString) -> Bool {
        n == s.utf8CodeUnitCount && JSONScanner.memEqual(k, s.utf8Start, n)
    }

    static func top(_ k: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
        switch n {
        case 1: return k[0] == 0x76 ? Field.v : 0
        case 2: return eq(k, n, "ts") ? Field.ts : 0
        case 3:
            if eq(k, n, "seq") { return Field.seq }
            if eq(k, n, "app") { return Field.app }
        case 4: return eq(k, n, "type") ? Field.type : 0
        case 6:
            if eq(k, n, "device") { return Field.device }
            if eq(k, n, "player") { return Field.player }
            if eq(k, n, "reason") { return Field.reason }
        case 7:
            switch k[0] {
            case 0x6F: return eq(k, n, "outcome") ? Field.outcome : 0
            case 0x66: return eq(k, n, "failure") ? Field.failure : 0
            case 0x74: return eq(k, n, "trigger") ? Field.trigger : 0
            case 0x72: return eq(k, n, "restore") ? Field.restore : 0
            default: return 0
            }
        case 8: return eq(k, n, "strategy") ? Field.strategy : 0
        case 9:
            if eq(k, n, "direction") { return Field.direction }
            if eq(k, n, "app_state") { return Field.appState }
        case 10:
            if eq(k, n, "session_id") { return Field.sessionID }
            if eq(k, n, "status_bar") { return Field.statusBar }
        case 11: return eq(k, n, "duration_ms") ? Field.durationMs : 0
        case 13:
            if eq(k, n, "screen_bounds") { return Field.screenBounds }
            if eq(k, n, "window_bounds") { return Field.windowBounds }
        case 14: return eq(k, n, "to_orientation") ? Field.toOrientation : 0
        case 16: return eq(k, n, "from_orientation") ? Field.fromOrientation : 0
        default: return 0
        }
        return 0
    }

    static func device(_ k: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
        if eq(k, n, "model") { return Field.deviceModel }
        if eq(k, n, "os") { return Field.deviceOS }
        if eq(k, n, "os_version") { return Field.deviceOSVersion }
        if eq(k, n, "screen") { return Field.deviceScreen }
        return 0
    }

    static func screen(_ k: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
        if eq(k, n, "w") { return Field.screenW }
        if eq(k, n, "h") { return Field.screenH }
        if eq(k, n, "scale") { return Field.screenScale }
        return 0
    }

    static func app(_ k: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
        if eq(k, n, "version") { return Field.appVersion }
        if eq(k, n, "build") { return Field.appBuild }
        return 0
    }

    static func player(_ k: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
        eq(k, n, "version") ? Field.playerVersion : 0
    }

    static func statusBar(_ k: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
        if eq(k, n, "orientation") { return Field.statusBarOrientation }
        if eq(k, n, "hidden") { return Field.statusBarHidden }
        return 0
    }

    static func restore(_ k: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
        if eq(k, n, "method") { return Field.restoreMethod }
        if eq(k, n, "container") { return Field.restoreContainer }
        if eq(k, n, "list") { return Field.restoreList }
        if eq(k, n, "section") { return Field.restoreSection }
        if eq(k, n, "item") { return Field.restoreItem }
        if eq(k, n, "restored_section") { return Field.restoredSection }
        if eq(k, n, "restored_item") { return Field.restoredItem }
        if eq(k, n, "cell_reused") { return Field.cellReused }
        return 0
    }
}

/// Decodes one log line of format v1 into a ``DecodedEvent``.
///
/// A decoder is reused line after line: the JSON tape and the ``text`` buffer keep their
/// capacity, so decoding a line allocates nothing once they have grown. Every ``TextRef``
/// of a returned event points into ``text`` and is valid until the next `decode` call.
///
/// Checks, in order: UTF-8 and JSON validity of the whole line (and nesting depth), the
/// top-level value is an object, no duplicate key, `v`, `type`, then the fields
/// (`ts`, `session_id`, then those of the type).
public struct LineDecoder: Sendable {
    /// Decoded text of the last line; every ``TextRef`` points into it.
    public private(set) var text: [UInt8] = []
    var scanner: JSONScanner
    var slots: [Int32] = Array(repeating: -1, count: Field.count)
    /// Scratch buffer for the `extra` object, kept for its capacity.
    var extraScratch: [UInt8] = []

    /// A decoder that accepts JSON nesting up to `maxDepth`.
    public init(maxDepth: Int = 64) {
        scanner = JSONScanner(maxDepth: maxDepth)
        text.reserveCapacity(1024)
    }

    /// The text of `ref` as a `String` (allocates: not for the hot path).
    public func string(_ ref: TextRef) -> String {
        let s = Int(ref.start)
        return String(decoding: text[s..<(s + Int(ref.count))], as: UTF8.self)
    }

    /// Calls `body` with the bytes of `ref` (no copy).
    public func withBytes<R>(_ ref: TextRef, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try text.withUnsafeBytes { all in
            let s = Int(ref.start)
            return try body(UnsafeRawBufferPointer(rebasing: all[s..<(s + Int(ref.count))]))
        }
    }

    /// Decodes a line given as a `String` (convenience for tests and tools).
    public mutating func decode(_ line: String) throws(Rejection) -> DecodedEvent {
        let bytes = Array(line.utf8)
        var result: Result<DecodedEvent, Rejection>? = nil
        bytes.withUnsafeBytes { buf in
            result = Result { () throws(Rejection) -> DecodedEvent in try self.decode(buf) }
        }
        return try result!.get()
    }

    /// Decodes one line, without its line ending.
    public mutating func decode(_ line: UnsafeRawBufferPointer) throws(Rejection) -> DecodedEvent {
        try scanner.scan(line)
        var ctx = DecodeContext(p: line.baseAddress!.assumingMemoryBound(to: UInt8.self))
        swap(&ctx.extra, &extraScratch)  // move, so that the buffer stays uniquely referenced
        // Unescaped strings never outgrow the line: make `text` at least as long as the
        // line (the filler bytes do not matter) and let the context write through a
        // pointer, then trim to what it wrote.
        if text.count < line.count {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: line.assumingMemoryBound(to: UInt8.self)[text.count...]))
        }
        defer {
            if text.count > ctx.textCount { text.removeLast(text.count - ctx.textCount) }
            if !ctx.extra.isEmpty {
                // The header's `extra` already points here: right after the decoded text.
                text.append(contentsOf: ctx.extra)
                ctx.extra.removeAll(keepingCapacity: true)
            }
            swap(&ctx.extra, &extraScratch)
        }
        return try scanner.tape.withUnsafeMutableBufferPointer { tp throws(Rejection) in
            try slots.withUnsafeMutableBufferPointer { sp throws(Rejection) in
                try text.withUnsafeMutableBufferPointer { xp throws(Rejection) in
                    ctx.tape = tp.baseAddress!
                    ctx.slots = sp.baseAddress!
                    ctx.text = xp.baseAddress!
                    return try ctx.decode()
                }
            }
        }
    }
}

/// The state of one `decode` call: raw pointers to the line, the tape, the field slots
/// and the text buffer (at least as long as the line), and the `extra` object under
/// construction (moved in from the decoder for the call).
struct DecodeContext {
    let p: UnsafePointer<UInt8>
    var tape: UnsafeMutablePointer<JSONToken>
    var slots: UnsafeMutablePointer<Int32>
    var text: UnsafeMutablePointer<UInt8>
    /// Bytes written to `text`.
    var textCount = 0
    /// The `extra` JSON object, or empty when there is none.
    var extra: [UInt8] = []
    var needsExtra = false

    init(p: UnsafePointer<UInt8>) {
        self.p = p
        tape = UnsafeMutablePointer(bitPattern: 8)!
        slots = UnsafeMutablePointer(bitPattern: 8)!
        text = UnsafeMutablePointer(bitPattern: 8)!
    }

    /// Decodes the line whose tape the scanner left; fills ``text`` and ``extra``.
    mutating func decode() throws(Rejection) -> DecodedEvent {
        let p = self.p
        for k in 0..<Field.count { slots[k] = -1 }
        needsExtra = false
        walk(p, 0, Names.top)

        // v
        let vi = slots[Int(Field.v)]
        if vi >= 0 {
            let t = tok(vi)
            if t.kind != .null {
                guard t.kind == .number else {
                    throw Rejection(.invalidField, "field `v`: expected the integer 1")
                }
                guard NumberParsing.integralValue(p, Int(t.start), Int(t.end)) == 1 else {
                    throw Rejection(.unsupportedVersion, "format version \(raw(p, t)) is not supported (expected 1)")
                }
            }
        }

        // type
        let ti = slots[Int(Field.type)]
        guard ti >= 0, tok(ti).kind != .null else {
            throw Rejection(.missingField, "field `type`: required")
        }
        guard tok(ti).kind == .string else {
            throw Rejection(.invalidField, "field `type`: expected a string")
        }
        let kind: EventKind
        if stringEquals(p, ti, "transition") {
            kind = .transition
        } else if stringEquals(p, ti, "session_start") {
            kind = .sessionStart
        } else if stringEquals(p, ti, "session_end") {
            kind = .sessionEnd
        } else {
            throw Rejection(.unknownType, "field `type`: unknown type \(raw(p, tok(ti)))")
        }

        // ts
        let tsi = slots[Int(Field.ts)]
        guard tsi >= 0, tok(tsi).kind != .null else {
            throw Rejection(.missingField, "field `ts`: required")
        }
        let timestampMillis = try timestamp(p, tsi)

        // session_id
        let sessionID = try requiredString(p, slots[Int(Field.sessionID)], "session_id")
        let scalars = scalarCount(sessionID)
        guard FormatLimits.sessionIDCharacters.contains(scalars) else {
            let limits = FormatLimits.sessionIDCharacters
            throw Rejection(.invalidField, "field `session_id`: expected \(limits.lowerBound) to \(limits.upperBound) characters, got \(scalars)")
        }

        switch kind {
        case .sessionStart:
            let fields = try sessionStart(p)
            return .sessionStart(header(sessionID, timestampMillis, kind), fields)
        case .sessionEnd:
            var fields = SessionEndFields()
            fields.reason = try optionalString(p, slots[Int(Field.reason)], "reason")
            return .sessionEnd(header(sessionID, timestampMillis, kind), fields)
        case .transition:
            let fields = try transition(p)
            return .transition(header(sessionID, timestampMillis, kind), fields)
        }
    }

    /// The header of a line whose fields are decoded: builds ``extra`` when the line has
    /// members its type does not define, to be appended to ``text`` after what was stored.
    @inline(__always)
    mutating func header(_ sessionID: TextRef, _ timestampMillis: Int64, _ kind: EventKind) -> EventHeader {
        if !needsExtra {
            for f in Field.device...Field.restore where slots[Int(f)] >= 0 && !Field.belongs(f, to: kind) {
                needsExtra = true
                break
            }
        }
        if needsExtra {
            buildExtra(p, kind)
        }
        let extraRef = extra.isEmpty ? nil : TextRef(start: Int32(textCount), count: Int32(extra.count))
        return EventHeader(sessionID: sessionID, timestampMillis: timestampMillis, extra: extraRef)
    }

    // MARK: - Tape access

    @inline(__always)
    func tok(_ i: Int32) -> JSONToken { tape[Int(i)] }

    /// Records the value index of every member of the object at `obj` whose name `match`
    /// knows, and marks its key; members it does not know make the line need `extra`.
    @inline(__always)
    mutating func walk(_ p: UnsafePointer<UInt8>, _ obj: Int, _ match: (UnsafePointer<UInt8>, Int) -> UInt8) {
        let endIndex = Int(tape[obj].link)
        var i = obj + 1
        while i < endIndex {
            let key = tape[i]
            let f: UInt8
            if key.flags & JSONToken.escapedFlag == 0 {
                f = match(p + Int(key.start) + 1, Int(key.end - key.start) - 2)
            } else {
                var bytes: [UInt8] = []
                JSONScanner.appendUnescaped(UnsafeRawBufferPointer(start: p, count: Int(key.end)), key, to: &bytes)
                f = bytes.withUnsafeBufferPointer { b in
                    b.count == 0 ? 0 : match(b.baseAddress!, b.count)
                }
            }
            if f == 0 {
                needsExtra = true
            } else {
                slots[Int(f)] = Int32(i + 1)
                tape[i].aux = f
            }
            i = tape[i + 1].next(i + 1)
        }
    }

    func raw(_ p: UnsafePointer<UInt8>, _ t: JSONToken) -> String {
        let count = Int(t.end - t.start)
        let shown = min(count, 64)
        let s = String(decoding: UnsafeBufferPointer(start: p + Int(t.start), count: shown), as: UTF8.self)
        return count > shown ? s + "..." : s
    }

    // MARK: - Strings

    /// True when the string token at `i` holds exactly `s` (after unescaping).
    @inline(__always)
    func stringEquals(_ p: UnsafePointer<UInt8>, _ i: Int32, _ s: StaticString) -> Bool {
        let t = tok(i)
        if t.flags & JSONToken.escapedFlag == 0 {
            return Names.eq(p + Int(t.start) + 1, Int(t.end - t.start) - 2, s)
        }
        var bytes: [UInt8] = []
        JSONScanner.appendUnescaped(UnsafeRawBufferPointer(start: p, count: Int(t.end)), t, to: &bytes)
        return bytes.withUnsafeBufferPointer { b in
            b.count == s.utf8CodeUnitCount && (b.count == 0 || JSONScanner.memEqual(b.baseAddress!, s.utf8Start, b.count))
        }
    }

    /// Copies the unescaped string at `i` into ``text``.
    @inline(__always)
    mutating func store(_ p: UnsafePointer<UInt8>, _ i: Int32) -> TextRef {
        let t = tok(i)
        let start = textCount
        if t.flags & JSONToken.escapedFlag == 0 {
            let count = Int(t.end - t.start) - 2
            copyBytes(from: p + Int(t.start) + 1, to: text + start, count: count)
            textCount += count
        } else {
            storeEscaped(p, t)
        }
        return TextRef(start: Int32(start), count: Int32(textCount - start))
    }

    @inline(never)
    mutating func storeEscaped(_ p: UnsafePointer<UInt8>, _ t: JSONToken) {
        var bytes: [UInt8] = []
        JSONScanner.appendUnescaped(UnsafeRawBufferPointer(start: p, count: Int(t.end)), t, to: &bytes)
        for b in bytes {
            text[textCount] = b
            textCount += 1
        }
    }

    /// Copies a short run of bytes with a few word-sized moves (no call to `memcpy`).
    @inline(__always)
    func copyBytes(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            var k = 0
            while k + 8 < count {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
                k += 8
            }
            // The last 8 bytes, overlapping the previous move.
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count > 0 {
            let head = from.load(as: UInt8.self)
            let middle = from.load(fromByteOffset: count >> 1, as: UInt8.self)
            let last = from.load(fromByteOffset: count - 1, as: UInt8.self)
            to.storeBytes(of: head, as: UInt8.self)
            to.storeBytes(of: middle, toByteOffset: count >> 1, as: UInt8.self)
            to.storeBytes(of: last, toByteOffset: count - 1, as: UInt8.self)
        }
    }

    func scalarCount(_ ref: TextRef) -> Int {
        let base = text + Int(ref.start)
        let count = Int(ref.count)
        var k = 0
        var continuation = 0
        while k + 8 <= count {
            let w = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            // A continuation byte is 10xxxxxx: bit 7 set and bit 6 clear.
            continuation += (w & ~(w << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            k += 8
        }
        while k < count {
            if base[k] & 0xC0 == 0x80 { continuation += 1 }
            k += 1
        }
        return count - continuation
    }

    @inline(__always)
    func present(_ i: Int32) -> Bool { i >= 0 && tok(i).kind != .null }

    mutating func requiredString(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString, nonEmpty: Bool = false) throws(Rejection) -> TextRef {
        guard present(i) else { throw Rejection(.missingField, "field `\(name)`: required") }
        guard tok(i).kind == .string else {
            throw Rejection(.invalidField, "field `\(name)`: expected a string")
        }
        let ref = store(p, i)
        if nonEmpty && ref.count == 0 {
            throw Rejection(.invalidField, "field `\(name)`: expected a non-empty string")
        }
        try rejectControlCharacters(ref, name)
        return ref
    }

    /// Names (ids, strategies, failure kinds, devices, versions, ...) may not hold control
    /// characters: C0 (U+0000-U+001F, which JSON admits only escaped), DEL (U+007F) and C1
    /// (U+0080-U+009F). They would be cut by C string handling, or act on a terminal.
    @inline(__always)
    func rejectControlCharacters(_ ref: TextRef, _ name: StaticString) throws(Rejection) {
        if let scalar = firstControlCharacter(ref) {
            let hex = String(scalar, radix: 16, uppercase: true)
            throw Rejection(
                .invalidField,
                "field `\(name)`: contains the control character U+\(String(repeating: "0", count: 4 - hex.count) + hex)")
        }
    }

    /// The first character of a stored string that ``FormatLimits/isControlCharacter(_:)``
    /// forbids (C0, DEL, C1), or nil. Eight bytes at a time: a word with no byte below 0x20,
    /// equal to 0x7F or equal to 0xC2 (the lead byte of U+0080-U+00BF) holds none; the
    /// bytes from the first such word on are decoded and asked one by one.
    @inline(__always)
    func firstControlCharacter(_ ref: TextRef) -> UInt32? {
        let base = text + Int(ref.start)
        let count = Int(ref.count)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var k = 0
        while k + 8 <= count {
            let w = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            let below = (w &- ones &* 0x20) & ~w & highs
            let del = w ^ (ones &* 0x7F)
            let lead = w ^ (ones &* 0xC2)
            let hits = below | ((del &- ones) & ~del & highs) | ((lead &- ones) & ~lead & highs)
            if hits != 0 { break }
            k += 8
        }
        while k < count {
            let b = base[k]
            if b < 0x80, FormatLimits.isControlCharacter(UInt32(b)) { return UInt32(b) }
            if b == 0xC2, k + 1 < count, FormatLimits.isControlCharacter(UInt32(base[k + 1])) { return UInt32(base[k + 1]) }
            k += 1
        }
        return nil
    }

    mutating func optionalString(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString) throws(Rejection) -> TextRef? {
        guard present(i) else { return nil }
        guard tok(i).kind == .string else {
            throw Rejection(.invalidField, "field `\(name)`: expected a string")
        }
        let ref = store(p, i)
        try rejectControlCharacters(ref, name)
        return ref
    }

    /// An optional string that must be one of the names `isAllowed` accepts; stored in ``text``.
    @inline(__always)
    mutating func optionalChoice(_ i: Int32, _ name: StaticString, _ expected: StaticString, _ isAllowed: (UnsafePointer<UInt8>, Int) -> Bool) throws(Rejection) -> TextRef? {
        guard present(i) else { return nil }
        if tok(i).kind == .string {
            let ref = store(p, i)
            let ok = ref.count > 0 && isAllowed(text + Int(ref.start), Int(ref.count))
            if ok { return ref }
        }
        throw Rejection(.invalidField, "field `\(name)`: expected one of \(expected)")
    }

    static func isOrientation(_ k: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        Names.eq(k, n, "portrait") || Names.eq(k, n, "landscape_left") || Names.eq(k, n, "landscape_right")
            || Names.eq(k, n, "portrait_upside_down")
    }

    static func isAppState(_ k: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        Names.eq(k, n, "active") || Names.eq(k, n, "inactive") || Names.eq(k, n, "background")
    }

    static func isContainer(_ k: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        Names.eq(k, n, "table_view") || Names.eq(k, n, "collection_view") || Names.eq(k, n, "scroll_view")
            || Names.eq(k, n, "view")
    }

    mutating func optionalOrientation(_ i: Int32, _ name: StaticString) throws(Rejection) -> TextRef? {
        try optionalChoice(i, name, "`portrait`, `landscape_left`, `landscape_right`, `portrait_upside_down`", Self.isOrientation)
    }

    // MARK: - Numbers and booleans

    func requiredInt(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString, _ range: ClosedRange<Int64>) throws(Rejection) -> Int64 {
        guard present(i) else { throw Rejection(.missingField, "field `\(name)`: required") }
        return try intValue(p, i, name, range)
    }

    func optionalInt(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString, _ range: ClosedRange<Int64>) throws(Rejection) -> Int64? {
        guard present(i) else { return nil }
        return try intValue(p, i, name, range)
    }

    /// An integer within `range` (``ValueRanges``).
    @inline(__always)
    func intValue(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString, _ range: ClosedRange<Int64>) throws(Rejection) -> Int64 {
        let t = tok(i)
        if t.kind == .number, t.flags & JSONToken.negativeFlag == 0,
            let v = NumberParsing.integralValue(p, Int(t.start), Int(t.end)), range.contains(v)
        {
            return v
        }
        throw Rejection(.invalidField, ValueRanges.integerDetail(name, range))
    }

    /// A number within `range` (``ValueRanges``).
    @inline(__always)
    func boundedDouble(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString, _ range: ClosedRange<Double>) throws(Rejection) -> Double {
        let t = tok(i)
        if t.kind == .number {
            let d = NumberParsing.doubleValue(p, Int(t.start), Int(t.end))
            if range.contains(d) { return d }
        }
        throw Rejection(.invalidField, ValueRanges.numberDetail(name, range))
    }

    func optionalDouble(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString, _ range: ClosedRange<Double>) throws(Rejection) -> Double? {
        guard present(i) else { return nil }
        return try boundedDouble(p, i, name, range)
    }

    func optionalBool(_ i: Int32, _ name: StaticString) throws(Rejection) -> Bool? {
        guard present(i) else { return nil }
        switch tok(i).kind {
        case .trueValue: return true
        case .falseValue: return false
        default: throw Rejection(.invalidField, "field `\(name)`: expected a boolean")
        }
    }

    func optionalPair(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString) throws(Rejection) -> (width: Double, height: Double)? {
        guard present(i) else { return nil }
        let t = tok(i)
        guard t.kind == .arrayStart, t.link == i + 3 else {
            throw Rejection(.invalidField, ValueRanges.pairDetail(name))
        }
        guard tok(i + 1).kind == .number, tok(i + 2).kind == .number else {
            throw Rejection(.invalidField, ValueRanges.pairDetail(name))
        }
        let range = ValueRanges.points
        guard let width = try? boundedDouble(p, i + 1, name, range), let height = try? boundedDouble(p, i + 2, name, range) else {
            throw Rejection(.invalidField, ValueRanges.pairDetail(name))
        }
        return (width, height)
    }

    /// Walks the optional object at `i` (JSON null counts as absent); throws when it is
    /// present and not an object.
    mutating func optionalObject(_ p: UnsafePointer<UInt8>, _ i: Int32, _ name: StaticString, _ match: (UnsafePointer<UInt8>, Int) -> UInt8) throws(Rejection) -> Bool {
        guard present(i) else { return false }
        guard tok(i).kind == .objectStart else {
            throw Rejection(.invalidField, "field `\(name)`: expected an object")
        }
        walk(p, Int(i), match)
        return true
    }

    // MARK: - Fields

    func timestamp(_ p: UnsafePointer<UInt8>, _ i: Int32) throws(Rejection) -> Int64 {
        let t = tok(i)
        if t.kind == .number {
            if let v = NumberParsing.integralValue(p, Int(t.start), Int(t.end)), FormatLimits.timestampMillis.contains(v) {
                return v
            }
            throw Rejection(.invalidField, "field `ts`: expected epoch milliseconds from \(Timestamp.minMillis) to \(Timestamp.maxMillis) (0000-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z)")
        }
        if t.kind == .string {
            let ms: Int64?
            if t.flags & JSONToken.escapedFlag == 0 {
                ms = Timestamp.parseRFC3339(p + Int(t.start) + 1, Int(t.end - t.start) - 2)
            } else {
                var bytes: [UInt8] = []
                JSONScanner.appendUnescaped(UnsafeRawBufferPointer(start: p, count: Int(t.end)), t, to: &bytes)
                ms = bytes.withUnsafeBytes { Timestamp.parseRFC3339($0) }
            }
            if let ms {
                if FormatLimits.timestampMillis.contains(ms) { return ms }
                throw Rejection(.invalidField, "field `ts`: \(raw(p, t)) is outside 0000-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z in UTC")
            }
            throw Rejection(.invalidField, "field `ts`: \(raw(p, t)) is not an RFC 3339 date-time with a time zone")
        }
        throw Rejection(.invalidField, "field `ts`: expected an RFC 3339 string or epoch milliseconds")
    }

    mutating func sessionStart(_ p: UnsafePointer<UInt8>) throws(Rejection) -> SessionStartFields {
        var s = SessionStartFields()
        _ = try optionalObject(p, slots[Int(Field.device)], "device", Names.device)
        _ = try optionalObject(p, slots[Int(Field.app)], "app", Names.app)
        _ = try optionalObject(p, slots[Int(Field.player)], "player", Names.player)
        s.deviceModel = try requiredString(p, slots[Int(Field.deviceModel)], "device.model", nonEmpty: true)
        s.osName = try requiredString(p, slots[Int(Field.deviceOS)], "device.os", nonEmpty: true)
        s.osVersion = try requiredString(p, slots[Int(Field.deviceOSVersion)], "device.os_version", nonEmpty: true)
        let version = OSVersion(bytes: UnsafeRawBufferPointer(start: text + Int(s.osVersion.start), count: Int(s.osVersion.count)))
        guard let version else {
            throw Rejection(.invalidField, "field `device.os_version`: expected a version such as `13`, `13.4` or `13.4.1`, got \(raw(p, tok(slots[Int(Field.deviceOSVersion)])))")
        }
        s.osMajor = version.major
        s.osMinor = version.minor
        s.osPatch = version.patch
        if try optionalObject(p, slots[Int(Field.deviceScreen)], "device.screen", Names.screen) {
            s.screenWidth = try optionalDouble(p, slots[Int(Field.screenW)], "device.screen.w", ValueRanges.points)
            s.screenHeight = try optionalDouble(p, slots[Int(Field.screenH)], "device.screen.h", ValueRanges.points)
            s.screenScale = try optionalDouble(p, slots[Int(Field.screenScale)], "device.screen.scale", ValueRanges.screenScale)
        }
        s.appVersion = try requiredString(p, slots[Int(Field.appVersion)], "app.version", nonEmpty: true)
        s.appBuild = try requiredString(p, slots[Int(Field.appBuild)], "app.build", nonEmpty: true)
        s.playerVersion = try optionalString(p, slots[Int(Field.playerVersion)], "player.version")
        return s
    }

    mutating func transition(_ p: UnsafePointer<UInt8>) throws(Rejection) -> TransitionFields {
        var t = TransitionFields()
        t.seq = try requiredInt(p, slots[Int(Field.seq)], "seq", ValueRanges.seq)

        let di = slots[Int(Field.direction)]
        guard present(di) else { throw Rejection(.missingField, "field `direction`: required") }
        if tok(di).kind == .string && stringEquals(p, di, "enter") {
            t.direction = .enter
        } else if tok(di).kind == .string && stringEquals(p, di, "exit") {
            t.direction = .exit
        } else {
            throw Rejection(.invalidField, "field `direction`: expected `enter` or `exit`")
        }

        t.strategy = try requiredString(p, slots[Int(Field.strategy)], "strategy", nonEmpty: true)

        let oi = slots[Int(Field.outcome)]
        guard present(oi) else { throw Rejection(.missingField, "field `outcome`: required") }
        if tok(oi).kind == .string && stringEquals(p, oi, "ok") {
            t.outcome = .ok
        } else if tok(oi).kind == .string && stringEquals(p, oi, "failed") {
            t.outcome = .failed
        } else if tok(oi).kind == .string && stringEquals(p, oi, "cancelled") {
            t.outcome = .cancelled
        } else if tok(oi).kind == .string && stringEquals(p, oi, "ignored") {
            t.outcome = .ignored
        } else {
            throw Rejection(.invalidField, "field `outcome`: expected `ok`, `failed`, `cancelled` or `ignored`")
        }

        let fi = slots[Int(Field.failure)]
        if t.outcome == .failed {
            t.failure = try requiredString(p, fi, "failure", nonEmpty: true)
        } else if present(fi) {
            throw Rejection(.invalidField, "field `failure`: only allowed when `outcome` is `failed`")
        }

        t.durationMs = try optionalDouble(p, slots[Int(Field.durationMs)], "duration_ms", ValueRanges.durationMs)
        t.trigger = try optionalString(p, slots[Int(Field.trigger)], "trigger")
        t.fromOrientation = try optionalOrientation(slots[Int(Field.fromOrientation)], "from_orientation")
        t.toOrientation = try optionalOrientation(slots[Int(Field.toOrientation)], "to_orientation")
        t.appState = try optionalChoice(slots[Int(Field.appState)], "app_state", "`active`, `inactive`, `background`", Self.isAppState)

        if try optionalObject(p, slots[Int(Field.statusBar)], "status_bar", Names.statusBar) {
            t.statusBarOrientation = try optionalOrientation(slots[Int(Field.statusBarOrientation)], "status_bar.orientation")
            t.statusBarHidden = try optionalBool(slots[Int(Field.statusBarHidden)], "status_bar.hidden")
        }
        t.screenBounds = try optionalPair(p, slots[Int(Field.screenBounds)], "screen_bounds")
        t.windowBounds = try optionalPair(p, slots[Int(Field.windowBounds)], "window_bounds")

        if try optionalObject(p, slots[Int(Field.restore)], "restore", Names.restore) {
            var r = RestoreFields()
            let mi = slots[Int(Field.restoreMethod)]
            if present(mi) {
                if tok(mi).kind == .string && stringEquals(p, mi, "index_path") {
                    r.method = .indexPath
                } else if tok(mi).kind == .string && stringEquals(p, mi, "superview") {
                    r.method = .superview
                } else {
                    throw Rejection(.invalidField, "field `restore.method`: expected `index_path` or `superview`")
                }
            }
            r.container = try optionalChoice(slots[Int(Field.restoreContainer)], "restore.container", "`table_view`, `collection_view`, `scroll_view`, `view`", Self.isContainer)
            r.list = try optionalString(p, slots[Int(Field.restoreList)], "restore.list")
            r.section = try optionalInt(p, slots[Int(Field.restoreSection)], "restore.section", ValueRanges.indexPath)
            r.item = try optionalInt(p, slots[Int(Field.restoreItem)], "restore.item", ValueRanges.indexPath)
            r.restoredSection = try optionalInt(p, slots[Int(Field.restoredSection)], "restore.restored_section", ValueRanges.indexPath)
            r.restoredItem = try optionalInt(p, slots[Int(Field.restoredItem)], "restore.restored_item", ValueRanges.indexPath)
            r.cellReused = try optionalBool(slots[Int(Field.cellReused)], "restore.cell_reused")
            t.restore = r
        }
        return t
    }

    // MARK: - Extra

    /// Writes the JSON object of every member the format does not define into ``extra``.
    mutating func buildExtra(_ p: UnsafePointer<UInt8>, _ kind: EventKind) {
        let start = extra.count
        extra.append(0x7B)
        let endIndex = Int(tok(0).link)
        var i = 1
        while i < endIndex {
            let key = tok(Int32(i))
            let value = tok(Int32(i + 1))
            let f = key.aux
            if !Field.belongs(f, to: kind) {
                appendMember(p, prefix: nil, key: key, value: value, start: start)
            } else if value.kind == .objectStart {
                switch f {
                case Field.device: appendNested(p, "device", i + 1, start)
                case Field.app: appendNested(p, "app", i + 1, start)
                case Field.player: appendNested(p, "player", i + 1, start)
                case Field.statusBar: appendNested(p, "status_bar", i + 1, start)
                case Field.restore: appendNested(p, "restore", i + 1, start)
                default: break
                }
            }
            i = value.next(i + 1)
        }
        if extra.count == start + 1 {
            extra.removeLast()
            return
        }
        extra.append(0x7D)
    }

    mutating func appendNested(_ p: UnsafePointer<UInt8>, _ prefix: StaticString, _ obj: Int, _ start: Int) {
        let endIndex = Int(tok(Int32(obj)).link)
        var i = obj + 1
        while i < endIndex {
            let key = tok(Int32(i))
            let value = tok(Int32(i + 1))
            if key.aux == 0 {
                appendMember(p, prefix: prefix, key: key, value: value, start: start)
            } else if key.aux == Field.deviceScreen && value.kind == .objectStart {
                appendNested(p, "device.screen", i + 1, start)
            }
            i = value.next(i + 1)
        }
    }

    mutating func appendMember(_ p: UnsafePointer<UInt8>, prefix: StaticString?, key: JSONToken, value: JSONToken, start: Int) {
        if extra.count > start + 1 { extra.append(0x2C) }
        if let prefix {
            extra.append(0x22)
            extra.append(contentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
            extra.append(0x2E)
            extra.append(contentsOf: UnsafeBufferPointer(start: p + Int(key.start) + 1, count: Int(key.end - key.start) - 1))
        } else {
            extra.append(contentsOf: UnsafeBufferPointer(start: p + Int(key.start), count: Int(key.end - key.start)))
        }
        extra.append(0x3A)
        extra.append(contentsOf: UnsafeBufferPointer(start: p + Int(value.start), count: Int(value.end - value.start)))
    }
}
