/// One token of a scanned JSON text: a value, or the start or end of an array or object.
///
/// An object appears on the tape as `objectStart`, then for each member a `string` key
/// token followed by the tokens of its value, then `objectEnd`. Offsets are byte offsets
/// into the scanned line.
public struct JSONToken: Equatable, Sendable {
    /// What a token is.
    public enum Kind: UInt8, Sendable {
        /// `{`.
        case objectStart
        /// `}`.
        case objectEnd
        /// `[`.
        case arrayStart
        /// `]`.
        case arrayEnd
        /// A string, quotes included.
        case string
        /// A number.
        case number
        /// `true`.
        case trueValue
        /// `false`.
        case falseValue
        /// `null`.
        case null
    }

    /// What the token is.
    public var kind: Kind
    /// For a `string`: ``escapedFlag`` when it holds a backslash escape. For a `number`:
    /// ``nonIntegerFlag`` when it has a fraction or an exponent, ``negativeFlag`` when
    /// it starts with `-`.
    public var flags: UInt8
    /// Free for the consumer of the tape (the line decoder marks known keys here).
    public var aux: UInt8
    /// Offset of the first byte (the opening quote of a string, the bracket of a container).
    public var start: Int32
    /// Offset just past the last byte (past the closing quote of a string).
    public var end: Int32
    /// For `objectStart`/`arrayStart`: index of the matching end token; for
    /// `objectEnd`/`arrayEnd`: index of the matching start token; else 0.
    public var link: Int32

    /// ``flags`` of a string that holds a backslash escape.
    public static let escapedFlag: UInt8 = 1
    /// ``flags`` of a number with a fraction or an exponent.
    public static let nonIntegerFlag: UInt8 = 1
    /// ``flags`` of a number that starts with `-`.
    public static let negativeFlag: UInt8 = 2

    /// A token of `kind` from `start` to `end`.
    public init(kind: Kind, flags: UInt8 = 0, start: Int32, end: Int32, link: Int32 = 0) {
        self.kind = kind
        self.flags = flags
        self.aux = 0
        self.start = start
        self.end = end
        self.link = link
    }

    /// Index of the token following this value on the tape (skips a whole container).
    @inline(__always)
    func next(_ index: Int) -> Int {
        kind == .objectStart || kind == .arrayStart ? Int(link) + 1 : index + 1
    }
}

/// A byte-level RFC 8259 JSON validator that records the line as a tape of ``JSONToken``s.
///
/// One scanner is reused line after line: its buffers keep their capacity, so scanning
/// allocates nothing once they have grown to the longest line. It validates the grammar,
/// UTF-8 (no overlongs, no encoded surrogates, nothing above U+10FFFF, no truncated
/// sequences, no NUL byte), escapes (lone surrogate `\uD800` is rejected), bounds the
/// nesting depth without recursion, and detects duplicate keys (compared after
/// unescaping) in every object.
///
/// Precedence of rejections: a line that is not valid UTF-8 is `invalid_utf8` wherever the
/// breakage is; otherwise a grammar error is `invalid_json` (or `nesting_too_deep` when
/// the depth limit is hit first); only a valid JSON text can be `not_an_object`, and only
/// then `duplicate_key`.
public struct JSONScanner: Sendable {
    /// The deepest nesting accepted (deeper is `nesting_too_deep`).
    public let maxDepth: Int
    /// The tape; only the first ``tokenCount`` entries belong to the last scanned line.
    public internal(set) var tape: [JSONToken] = []
    /// Tokens of the last scanned line.
    public private(set) var tokenCount = 0
    @usableFromInline var frames: [Frame] = []
    @usableFromInline var keys: [KeyEntry] = []

    @usableFromInline struct Frame: Sendable {
        var token: Int32
        var keyBase: Int32
        /// One bit per key signature seen in this object: a key whose bit is clear is new.
        var bloom: UInt64
        var isObject: Bool
        init() { token = 0; keyBase = 0; bloom = 0; isObject = false }
        init(token: Int32, keyBase: Int32, isObject: Bool) {
            self.token = token; self.keyBase = keyBase; self.bloom = 0; self.isObject = isObject
        }
    }

    @usableFromInline struct KeyEntry: Sendable {
        var token: Int32
        /// Length, first and last byte of an unescaped key; `UInt32.max` for escaped keys.
        var signature: UInt32
        init() { token = 0; signature = 0 }
        init(token: Int32, signature: UInt32) { self.token = token; self.signature = signature }
    }

    /// A scanner that accepts nesting up to `maxDepth`.
    public init(maxDepth: Int = 64) {
        self.maxDepth = max(1, maxDepth)
    }

    /// Scans one line (without its line ending) and fills the tape.
    public mutating func scan(_ line: UnsafeRawBufferPointer) throws(Rejection) {
        let n = line.count
        tokenCount = 0
        guard n > 0, let raw = line.baseAddress else {
            throw Rejection(.invalidJSON, "unexpected end of line at column 1")
        }
        guard n < Int(Int32.max) else {
            throw Rejection(.invalidJSON, "line longer than \(Int32.max) bytes")
        }
        let p = raw.assumingMemoryBound(to: UInt8.self)
        if tape.count < n + 1 {
            tape = Array(repeating: JSONToken(kind: .null, start: 0, end: 0), count: max(n + 1, 2 * tape.count))
            keys = Array(repeating: KeyEntry(), count: tape.count)
        }
        if frames.count < maxDepth + 1 {
            frames = Array(repeating: Frame(), count: maxDepth + 1)
        }
        var state = ScanState()
        let depthLimit = maxDepth
        tape.withUnsafeMutableBufferPointer { tp in
            frames.withUnsafeMutableBufferPointer { fp in
                keys.withUnsafeMutableBufferPointer { kp in
                    JSONScanner.scanCore(
                        p, n, tp.baseAddress!, fp.baseAddress!, kp.baseAddress!, depthLimit, &state)
                }
            }
        }
        if let failure = state.failure {
            throw JSONScanner.rejection(for: failure, at: state.failureOffset, p, n, maxDepth)
        }
        tokenCount = state.tokenCount
        if tape[0].kind != .objectStart {
            throw Rejection(.notAnObject, "the line is a JSON \(JSONScanner.describe(tape[0].kind)), not an object")
        }
        if state.duplicateKeyToken >= 0 {
            throw duplicateRejection(line, Int(state.duplicateKeyToken))
        }
        if state.sawEscapedKey, let dup = slowDuplicateKey(p) {
            throw duplicateRejection(line, dup)
        }
    }

    // MARK: - Core

    @usableFromInline enum Failure: UInt8, Sendable {
        case unexpectedByte, unexpectedEnd, badEscape, loneSurrogate, controlChar, invalidUTF8, tooDeep, bom
    }

    @usableFromInline struct ScanState {
        var failure: Failure? = nil
        var failureOffset = 0
        var tokenCount = 0
        var duplicateKeyToken: Int32 = -1
        var sawEscapedKey = false

        @inline(__always) mutating func fail(_ f: Failure, _ offset: Int) {
            failure = f
            failureOffset = offset
        }

        /// Records a failure packed by ``JSONScanner/stringEnd(_:_:_:)``.
        @inline(__always) mutating func fail(_ packed: Int) {
            let code = ~packed
            failure = Failure(rawValue: UInt8(truncatingIfNeeded: code & 15))
            failureOffset = code >> 4
        }
    }

    @inline(__always)
    static func isWS(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09
    }

    /// The scanning state machine. All state lives in locals (the innermost container
    /// too; `frames` holds the enclosing ones) so that it stays in registers.
    static func scanCore(
        _ p: UnsafePointer<UInt8>, _ n: Int, _ tape: UnsafeMutablePointer<JSONToken>,
        _ frames: UnsafeMutablePointer<Frame>, _ keys: UnsafeMutablePointer<KeyEntry>,
        _ maxDepth: Int, _ st: inout ScanState
    ) {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            st.failure = .bom
            return
        }
        var i = 0
        var t = 0
        var depth = 0
        var keyTop: Int32 = 0
        // The innermost open container (meaningful when depth > 0).
        var container = Frame()
        // Each turn of the outer loop reads an optional key, a value, then the separators
        // and closing brackets that follow it.
        var needsKey = false
        valueLoop: while true {
            if needsKey {
                if i < n && p[i] <= 0x20 { while i < n && isWS(p[i]) { i += 1 } }
                if i >= n { st.fail(.unexpectedEnd, i); return }
                if p[i] != 0x22 { st.fail(.unexpectedByte, i); return }
                let s = i
                let packed = stringEnd(p, n, i)
                if packed < 0 { st.fail(packed); return }
                let e = packed >> 1
                let escaped = packed & 1 != 0
                i = e
                tape[t] = JSONToken(kind: .string, flags: escaped ? JSONToken.escapedFlag : 0, start: Int32(truncatingIfNeeded: s), end: Int32(truncatingIfNeeded: e))
                let len = e - s - 2
                let sig: UInt32
                if escaped {
                    sig = UInt32.max
                    st.sawEscapedKey = true
                } else if len == 0 {
                    sig = 0
                } else {
                    sig = UInt32(truncatingIfNeeded: len) << 16 | UInt32(truncatingIfNeeded: p[s + 1]) << 8 | UInt32(truncatingIfNeeded: p[e - 2])
                }
                let bit: UInt64 = 1 << ((UInt64(sig) &* 0x9E37_79B9_7F4A_7C15) >> 58)
                if container.bloom & bit != 0 && st.duplicateKeyToken < 0 && sig != UInt32.max {
                    var k = container.keyBase
                    while k < keyTop {
                        if keys[Int(k)].signature == sig {
                            let other = tape[Int(keys[Int(k)].token)]
                            if len <= 2 || memEqual(p + s + 1, p + Int(other.start) + 1, len) {
                                st.duplicateKeyToken = Int32(truncatingIfNeeded: t)
                                break
                            }
                        }
                        k += 1
                    }
                }
                container.bloom |= bit
                keys[Int(keyTop)] = KeyEntry(token: Int32(truncatingIfNeeded: t), signature: sig)
                keyTop += 1
                t += 1
                if i < n && p[i] <= 0x20 { while i < n && isWS(p[i]) { i += 1 } }
                if i >= n { st.fail(.unexpectedEnd, i); return }
                if p[i] != 0x3A { st.fail(.unexpectedByte, i); return }
                i += 1
            }
            if i < n && p[i] <= 0x20 { while i < n && isWS(p[i]) { i += 1 } }
            if i >= n { st.fail(.unexpectedEnd, i); return }
            let c = p[i]
            switch c {
            case 0x22:
                let packed = stringEnd(p, n, i)
                if packed < 0 { st.fail(packed); return }
                let e = packed >> 1
                tape[t] = JSONToken(kind: .string, flags: UInt8(truncatingIfNeeded: packed & 1), start: Int32(truncatingIfNeeded: i), end: Int32(truncatingIfNeeded: e))
                t += 1
                i = e
            case 0x7B, 0x5B:  // { [
                if depth >= maxDepth { st.fail(.tooDeep, i); return }
                let isObject = c == 0x7B
                tape[t] = JSONToken(kind: isObject ? .objectStart : .arrayStart, start: Int32(truncatingIfNeeded: i), end: Int32(truncatingIfNeeded: i + 1))
                if depth > 0 { frames[depth] = container }
                container = Frame(token: Int32(truncatingIfNeeded: t), keyBase: keyTop, isObject: isObject)
                depth += 1
                t += 1
                i += 1
                if i < n && p[i] <= 0x20 { while i < n && isWS(p[i]) { i += 1 } }
                // An empty container is closed by the separator loop below.
                if i >= n || p[i] != (isObject ? 0x7D : 0x5D) {
                    needsKey = isObject
                    continue valueLoop
                }
            case 0x2D, 0x30...0x39:
                let s = i
                var flags: UInt8 = 0
                if c == 0x2D {
                    flags |= JSONToken.negativeFlag
                    i += 1
                    if i >= n { st.fail(.unexpectedEnd, i); return }
                }
                let d = p[i]
                if d == 0x30 {
                    i += 1
                } else if d >= 0x31 && d <= 0x39 {
                    i += 1
                    while i < n && p[i] &- 0x30 < 10 { i += 1 }
                } else {
                    st.fail(.unexpectedByte, i); return
                }
                if i < n && p[i] == 0x2E {
                    flags |= JSONToken.nonIntegerFlag
                    i += 1
                    if i >= n { st.fail(.unexpectedEnd, i); return }
                    if p[i] &- 0x30 >= 10 { st.fail(.unexpectedByte, i); return }
                    while i < n && p[i] &- 0x30 < 10 { i += 1 }
                }
                if i < n && (p[i] | 0x20) == 0x65 {
                    flags |= JSONToken.nonIntegerFlag
                    i += 1
                    if i < n && (p[i] == 0x2B || p[i] == 0x2D) { i += 1 }
                    if i >= n { st.fail(.unexpectedEnd, i); return }
                    if p[i] &- 0x30 >= 10 { st.fail(.unexpectedByte, i); return }
                    while i < n && p[i] &- 0x30 < 10 { i += 1 }
                }
                tape[t] = JSONToken(kind: .number, flags: flags, start: Int32(truncatingIfNeeded: s), end: Int32(truncatingIfNeeded: i))
                t += 1
            case 0x74, 0x66, 0x6E:  // t f n
                let kind: JSONToken.Kind
                let word: StaticString
                if c == 0x74 { kind = .trueValue; word = "true" }
                else if c == 0x66 { kind = .falseValue; word = "false" }
                else { kind = .null; word = "null" }
                let w = word.utf8Start
                let len = word.utf8CodeUnitCount
                for k in 1..<len {
                    if i + k >= n { st.fail(.unexpectedEnd, i + k); return }
                    if p[i + k] != w[k] { st.fail(.unexpectedByte, i + k); return }
                }
                tape[t] = JSONToken(kind: kind, start: Int32(truncatingIfNeeded: i), end: Int32(truncatingIfNeeded: i + len))
                t += 1
                i += len
            default:
                st.fail(.unexpectedByte, i)
                return
            }

            while true {
                if i < n && p[i] <= 0x20 { while i < n && isWS(p[i]) { i += 1 } }
                if depth == 0 {
                    if i != n { st.fail(.unexpectedByte, i); return }
                    st.tokenCount = t
                    return
                }
                if i >= n { st.fail(.unexpectedEnd, i); return }
                let c = p[i]
                if c == 0x2C {
                    i += 1
                    needsKey = container.isObject
                    continue valueLoop
                } else if c == (container.isObject ? 0x7D : 0x5D) {
                    let open = Int(container.token)
                    tape[open].link = Int32(truncatingIfNeeded: t)
                    tape[open].end = Int32(truncatingIfNeeded: i + 1)
                    tape[t] = JSONToken(kind: container.isObject ? .objectEnd : .arrayEnd, start: Int32(truncatingIfNeeded: i), end: Int32(truncatingIfNeeded: i + 1), link: container.token)
                    t += 1
                    i += 1
                    keyTop = container.keyBase
                    depth -= 1
                    if depth > 0 { container = frames[depth] }
                } else {
                    st.fail(.unexpectedByte, i)
                    return
                }
            }
        }
    }

    /// Bits of `w` (one 0x80 per byte) flagging the bytes that end the plain run of a
    /// string: `"`, `\\`, a control character or a byte >= 0x80. The lowest flagged byte
    /// is exact (a borrow only flags bytes above it).
    @inline(__always)
    static func stringStopMask(_ w: UInt64) -> UInt64 {
        let q = w ^ 0x2222_2222_2222_2222
        let b = w ^ 0x5C5C_5C5C_5C5C_5C5C
        let hasQuote = (q &- 0x0101_0101_0101_0101) & ~q
        let hasBackslash = (b &- 0x0101_0101_0101_0101) & ~b
        let hasControl = (w &- 0x2020_2020_2020_2020) & ~w
        return (hasQuote | hasBackslash | hasControl | w) & 0x8080_8080_8080_8080
    }

    /// Scans the string whose opening quote is at `i`. Returns `end << 1 | escaped` (`end`
    /// is the offset past the closing quote), or `~(offset << 4 | failure)` when the
    /// string is malformed. The plain-ASCII case stays inline; anything else (escapes,
    /// multi-byte UTF-8, errors, the last bytes of the line) goes to ``stringEndSlow``.
    @inline(__always)
    static func stringEnd(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int) -> Int {
        var j = i + 1
        while j + 8 <= n {
            let mask = stringStopMask(UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
            if mask != 0 {
                j += mask.trailingZeroBitCount >> 3
                if p[j] == 0x22 { return (j + 1) << 1 }
                return stringEndSlow(p, n, j, escaped: false)
            }
            j += 8
        }
        return stringEndSlow(p, n, j, escaped: false)
    }

    @inline(__always)
    static func packedFailure(_ f: Failure, _ offset: Int) -> Int {
        ~(offset << 4 | Int(f.rawValue))
    }

    /// The general string scanner, resumed at `j` inside the string; same result as ``stringEnd``.
    @inline(never)
    static func stringEndSlow(_ p: UnsafePointer<UInt8>, _ n: Int, _ start: Int, escaped startEscaped: Bool) -> Int {
        var j = start
        var escaped = startEscaped
        var st = ScanState()
        while true {
            while j + 8 <= n {
                let mask = stringStopMask(UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
                if mask != 0 {
                    j += mask.trailingZeroBitCount >> 3
                    break
                }
                j += 8
            }
            if j >= n { return packedFailure(.unexpectedEnd, n) }
            let c = p[j]
            if c == 0x22 { return (j + 1) << 1 | (escaped ? 1 : 0) }
            if c == 0x5C {
                escaped = true
                if j + 1 >= n { return packedFailure(.unexpectedEnd, n) }
                switch p[j + 1] {
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
                    j += 2
                case 0x75:
                    guard let u = readU4(p, n, j, &st) else { return packedFailure(st.failure!, st.failureOffset) }
                    if u >= 0xD800 && u <= 0xDBFF {
                        // Must be followed by a \u low surrogate.
                        if j + 7 < n && p[j + 6] == 0x5C && p[j + 7] == 0x75 {
                            guard let low = readU4(p, n, j + 6, &st) else {
                                return packedFailure(st.failure!, st.failureOffset)
                            }
                            if low < 0xDC00 || low > 0xDFFF { return packedFailure(.loneSurrogate, j) }
                            j += 12
                        } else {
                            return packedFailure(.loneSurrogate, j)
                        }
                    } else if u >= 0xDC00 && u <= 0xDFFF {
                        return packedFailure(.loneSurrogate, j)
                    } else {
                        j += 6
                    }
                default:
                    return packedFailure(.badEscape, j + 1)
                }
                continue
            }
            if c < 0x20 { return packedFailure(c == 0 ? .invalidUTF8 : .controlChar, j) }
            if c < 0x80 {
                j += 1
                continue
            }
            let len = utf8SequenceLength(p, n, j)
            if len == 0 { return packedFailure(.invalidUTF8, j) }
            j += len
        }
    }

    /// True when the `n` bytes at `a` and `b` are equal; compares whole words, the last
    /// ones overlapping, and never reads outside the two ranges.
    @inline(__always)
    static func memEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        if n >= 8 {
            var k = 0
            while k + 8 < n {
                if x.loadUnaligned(fromByteOffset: k, as: UInt64.self) != y.loadUnaligned(fromByteOffset: k, as: UInt64.self) {
                    return false
                }
                k += 8
            }
            return x.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        }
        if n >= 4 {
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self) == y.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
        }
        if n >= 2 {
            return x.loadUnaligned(as: UInt16.self) == y.loadUnaligned(as: UInt16.self)
                && x.loadUnaligned(fromByteOffset: n - 2, as: UInt16.self) == y.loadUnaligned(fromByteOffset: n - 2, as: UInt16.self)
        }
        return n == 0 || a[0] == b[0]
    }

    @inline(__always)
    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }

    /// Reads the 4 hex digits of a `\u` escape whose backslash is at `i`.
    @inline(__always)
    static func readU4(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int, _ st: inout ScanState) -> UInt32? {
        var v: UInt32 = 0
        for k in 2..<6 {
            if i + k >= n { st.failure = .unexpectedEnd; st.failureOffset = i + k; return nil }
            guard let h = hexValue(p[i + k]) else {
                st.failure = .badEscape; st.failureOffset = i + k; return nil
            }
            v = v << 4 | h
        }
        return v
    }

    /// Length of the well-formed UTF-8 sequence starting at `j` (lead byte >= 0x80), or 0.
    @inline(__always)
    static func utf8SequenceLength(_ p: UnsafePointer<UInt8>, _ n: Int, _ j: Int) -> Int {
        let c = p[j]
        @inline(__always) func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            k < n && p[k] >= lo && p[k] <= hi
        }
        switch c {
        case 0xC2...0xDF:
            return cont(j + 1) ? 2 : 0
        case 0xE0:
            return cont(j + 1, 0xA0) && cont(j + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE, 0xEF:
            return cont(j + 1) && cont(j + 2) ? 3 : 0
        case 0xED:
            return cont(j + 1, 0x80, 0x9F) && cont(j + 2) ? 3 : 0
        case 0xF0:
            return cont(j + 1, 0x90) && cont(j + 2) && cont(j + 3) ? 4 : 0
        case 0xF1...0xF3:
            return cont(j + 1) && cont(j + 2) && cont(j + 3) ? 4 : 0
        case 0xF4:
            return cont(j + 1, 0x80, 0x8F) && cont(j + 2) && cont(j + 3) ? 4 : 0
        default:
            return 0
        }
    }

    /// True when the bytes are well-formed UTF-8 without a NUL byte.
    public static func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let raw = bytes.baseAddress else { return true }
        return firstInvalidUTF8(raw.assumingMemoryBound(to: UInt8.self), bytes.count) == nil
    }

    static func firstInvalidUTF8(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int? {
        var j = 0
        while j < n {
            let c = p[j]
            if c == 0 { return j }
            if c < 0x80 { j += 1; continue }
            let len = utf8SequenceLength(p, n, j)
            if len == 0 { return j }
            j += len
        }
        return nil
    }

    // MARK: - Errors (slow path)

    static func describe(_ kind: JSONToken.Kind) -> String {
        switch kind {
        case .arrayStart, .arrayEnd: return "array"
        case .objectStart, .objectEnd: return "object"
        case .string: return "string"
        case .number: return "number"
        case .trueValue, .falseValue: return "boolean"
        case .null: return "null"
        }
    }

    static func hex(_ b: UInt8) -> String {
        let digits: [Character] = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)])
    }

    static func rejection(for failure: Failure, at offset: Int, _ p: UnsafePointer<UInt8>, _ n: Int, _ maxDepth: Int) -> Rejection {
        // A line that is not UTF-8 is `invalid_utf8`, wherever the breakage is.
        if let bad = firstInvalidUTF8(p, n) {
            if p[bad] == 0 { return Rejection(.invalidUTF8, "NUL byte at column \(bad + 1)") }
            return Rejection(.invalidUTF8, "invalid UTF-8 byte \(hex(p[bad])) at column \(bad + 1)")
        }
        let column = offset + 1
        switch failure {
        case .bom:
            return Rejection(.invalidJSON, "byte-order mark at the start of the line")
        case .unexpectedEnd:
            return Rejection(.invalidJSON, "unexpected end of line at column \(column)")
        case .unexpectedByte:
            return Rejection(.invalidJSON, "unexpected byte \(hex(p[offset])) at column \(column)")
        case .badEscape:
            return Rejection(.invalidJSON, "invalid escape: unexpected byte \(hex(p[offset])) at column \(column)")
        case .loneSurrogate:
            return Rejection(.invalidJSON, "lone surrogate escape at column \(column)")
        case .controlChar:
            return Rejection(.invalidJSON, "unescaped control character \(hex(p[offset])) in a string at column \(column)")
        case .invalidUTF8:
            return Rejection(.invalidUTF8, "invalid UTF-8 byte \(hex(p[offset])) at column \(column)")
        case .tooDeep:
            return Rejection(.nestingTooDeep, "arrays and objects nested deeper than \(maxDepth) at column \(column)")
        }
    }

    func duplicateRejection(_ line: UnsafeRawBufferPointer, _ token: Int) -> Rejection {
        let k = tape[token]
        let name = JSONScanner.unescapedString(line, k)
        return Rejection(.duplicateKey, "duplicate key `\(name)` at column \(Int(k.start) + 1)")
    }

    /// Unescaped content of a string token (slow path: allocates).
    public static func unescapedString(_ line: UnsafeRawBufferPointer, _ token: JSONToken) -> String {
        var out: [UInt8] = []
        appendUnescaped(line, token, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the unescaped UTF-8 content of a (validated) string token.
    @inline(__always)
    public static func appendUnescaped(_ line: UnsafeRawBufferPointer, _ token: JSONToken, to out: inout [UInt8]) {
        let p = line.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let s = Int(token.start) + 1
        let e = Int(token.end) - 1
        if token.flags & JSONToken.escapedFlag == 0 {
            out.append(contentsOf: UnsafeBufferPointer(start: p + s, count: e - s))
            return
        }
        var j = s
        var run = s
        while j < e {
            if p[j] != 0x5C { j += 1; continue }
            if run < j { out.append(contentsOf: UnsafeBufferPointer(start: p + run, count: j - run)) }
            let c = p[j + 1]
            switch c {
            case 0x62: out.append(0x08); j += 2
            case 0x66: out.append(0x0C); j += 2
            case 0x6E: out.append(0x0A); j += 2
            case 0x72: out.append(0x0D); j += 2
            case 0x74: out.append(0x09); j += 2
            case 0x75:
                var u: UInt32 = 0
                for k in 2..<6 { u = u << 4 | (hexValue(p[j + k]) ?? 0) }
                j += 6
                if u >= 0xD800 && u <= 0xDBFF {
                    var low: UInt32 = 0
                    for k in 2..<6 { low = low << 4 | (hexValue(p[j + k]) ?? 0) }
                    j += 6
                    u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
                }
                appendScalar(u, to: &out)
            default:  // " \ /
                out.append(c); j += 2
            }
            run = j
        }
        if run < e { out.append(contentsOf: UnsafeBufferPointer(start: p + run, count: e - run)) }
    }

    static func appendScalar(_ u: UInt32, to out: inout [UInt8]) {
        if u < 0x80 {
            out.append(UInt8(u))
        } else if u < 0x800 {
            out.append(UInt8(0xC0 | (u >> 6)))
            out.append(UInt8(0x80 | (u & 0x3F)))
        } else if u < 0x10000 {
            out.append(UInt8(0xE0 | (u >> 12)))
            out.append(UInt8(0x80 | ((u >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (u & 0x3F)))
        } else {
            out.append(UInt8(0xF0 | (u >> 18)))
            out.append(UInt8(0x80 | ((u >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((u >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (u & 0x3F)))
        }
    }

    /// Duplicate detection for objects holding escaped keys (rare): compares unescaped keys.
    func slowDuplicateKey(_ p: UnsafePointer<UInt8>) -> Int? {
        let line = UnsafeRawBufferPointer(start: p, count: Int(tape[0].end))
        var stack: [(isObject: Bool, count: Int, keys: [[UInt8]])] = []
        for i in 0..<tokenCount {
            let tok = tape[i]
            if let top = stack.last, top.isObject, top.count % 2 == 0, tok.kind == .string {
                var bytes: [UInt8] = []
                JSONScanner.appendUnescaped(line, tok, to: &bytes)
                if top.keys.contains(bytes) { return i }
                stack[stack.count - 1].keys.append(bytes)
                stack[stack.count - 1].count += 1
                continue
            }
            switch tok.kind {
            case .objectStart, .arrayStart:
                stack.append((tok.kind == .objectStart, 0, []))
            case .objectEnd, .arrayEnd:
                stack.removeLast()
                if !stack.isEmpty { stack[stack.count - 1].count += 1 }
            default:
                if !stack.isEmpty { stack[stack.count - 1].count += 1 }
            }
        }
        return nil
    }
}
