import FSTelStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows in COPY's text format, written straight from the decoder's bytes: the ingest's
/// staging rows, and the encoding behind ``PostgresCopyWriter``. It keeps the rows until
/// they are sent (``PostgresConnection/copy(_:encoded:)``) and appends text from raw UTF-8
/// without making a `String` of each value.
struct PostgresCopyBuffer {
    private(set) var bytes: [UInt8] = []
    private(set) var rowCount = 0
    private var atRowStart = true

    var isEmpty: Bool { rowCount == 0 }
    var byteCount: Int { bytes.count }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        rowCount = 0
        atRowStart = true
    }

    @inline(__always)
    private mutating func separate() {
        if atRowStart { atRowStart = false } else { bytes.append(0x09) }
    }

    mutating func appendNull() {
        separate()
        bytes.append(0x5C)
        bytes.append(UInt8(ascii: "N"))
    }

    mutating func append(_ value: Int64) {
        separate()
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            while magnitude > 0 {
                digits[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            while count > 0 {
                count -= 1
                bytes.append(digits[count])
            }
        }
    }

    mutating func append(_ value: Int64?) {
        if let value { append(value) } else { appendNull() }
    }

    mutating func append(_ value: Int?) {
        if let value { append(Int64(value)) } else { appendNull() }
    }

    /// A double as Swift prints it (the shortest text that reads back as the same value).
    mutating func append(_ value: Double?) {
        guard let value else { return appendNull() }
        separate()
        if value.isNaN {
            bytes.append(contentsOf: "NaN".utf8)
        } else if value.isInfinite {
            bytes.append(contentsOf: (value < 0 ? "-Infinity" : "Infinity").utf8)
        } else {
            var text = value.description
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    /// 0, 1 or NULL.
    mutating func append(_ value: Bool?) {
        guard let value else { return appendNull() }
        separate()
        bytes.append(value ? UInt8(ascii: "1") : UInt8(ascii: "0"))
    }

    /// Text from UTF-8 bytes, escaped (backslash, and the control characters as `\ooo`
    /// octal, which COPY reads back as the same byte). A NUL byte becomes U+FFFD, since
    /// PostgreSQL text cannot hold it (the decoder rejects NUL in every field but `raw`).
    mutating func append(text: UnsafeRawBufferPointer) {
        separate()
        var plain = true
        for byte in text where byte < 0x20 || byte == 0x5C || byte == 0x7F {
            plain = false
            break
        }
        if plain {
            bytes.append(contentsOf: text)
            return
        }
        for byte in text {
            switch byte {
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x00: bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            case 0x01..<0x20, 0x7F:
                bytes.append(0x5C)
                bytes.append(UInt8(ascii: "0") + (byte >> 6))
                bytes.append(UInt8(ascii: "0") + ((byte >> 3) & 7))
                bytes.append(UInt8(ascii: "0") + (byte & 7))
            default: bytes.append(byte)
            }
        }
    }

    mutating func append(text: UnsafeRawBufferPointer?) {
        if let text { append(text: text) } else { appendNull() }
    }

    mutating func append(_ value: String?) {
        guard var value else { return appendNull() }
        value.withUTF8 { append(text: UnsafeRawBufferPointer($0)) }
    }

    /// Text known to need no escape (`enter`, `index_path`, ...).
    mutating func append(_ value: StaticString) {
        separate()
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// Bytes for a `bytea` column: `\\x` and hex digits.
    mutating func append(bytea value: UnsafeRawBufferPointer) {
        separate()
        bytes.append(0x5C)
        bytes.append(0x5C)
        bytes.append(UInt8(ascii: "x"))
        for byte in value {
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Fields already encoded in this format (one, or several separated by tabs), as one
    /// field is appended.
    mutating func append(encoded fields: ArraySlice<UInt8>) {
        separate()
        bytes.append(contentsOf: fields)
    }

    mutating func endRow() {
        bytes.append(0x0A)
        atRowStart = true
        rowCount += 1
    }
}

/// Rows in COPY's binary format (`COPY ... FROM STDIN (FORMAT binary)`), written straight
/// from the decoder's values: each field its length (big-endian 32 bits, -1 for NULL) and
/// its bytes (`bigint` and `double precision` 8 bytes big-endian, `integer` 4, text its
/// UTF-8 bytes). The server reads a field without parsing text: loading 786,230
/// transitions rows from binary took 1.25 to 1.39 s of server CPU, from text 1.57 s.
///
/// Used as a field buffer too (``PostgresIngestBackend``'s bodies): ``append(encoded:)``
/// adds fields already encoded, so a row's columns are encoded once whichever table they
/// go to. A row starts with ``beginRow(fields:)``; ``bytes`` begins with the format's
/// header, and ``PostgresConnection/copy(_:binary:)`` adds the trailer.
struct PostgresBinaryRows {
    /// `PGCOPY\n\377\r\n\0`, no flags, no header extension.
    static let header: [UInt8] = [0x50, 0x47, 0x43, 0x4F, 0x50, 0x59, 0x0A, 0xFF, 0x0D, 0x0A, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]

    private(set) var bytes: [UInt8] = PostgresBinaryRows.header
    private(set) var rowCount = 0

    var isEmpty: Bool { rowCount == 0 }
    var byteCount: Int { bytes.count }

    /// Empties the rows, keeping the capacity; `header`: the buffer begins with the format's
    /// header again (false for the later parts of one COPY's rows).
    mutating func removeAll(header: Bool = true) {
        bytes.removeAll(keepingCapacity: true)
        if header { bytes.append(contentsOf: Self.header) }
        rowCount = 0
    }

    /// Room for `byteCount` bytes in all.
    mutating func reserveCapacity(_ byteCount: Int) {
        bytes.reserveCapacity(byteCount)
    }

    @inline(__always)
    private mutating func append32(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    @inline(__always)
    private mutating func append64(_ value: UInt64) {
        append32(UInt32(truncatingIfNeeded: value >> 32))
        append32(UInt32(truncatingIfNeeded: value))
    }

    /// A row of `fields` fields follows.
    mutating func beginRow(fields: Int) {
        bytes.append(UInt8(truncatingIfNeeded: fields >> 8))
        bytes.append(UInt8(truncatingIfNeeded: fields))
    }

    mutating func endRow() {
        rowCount += 1
    }

    mutating func appendNull() {
        append32(UInt32.max)
    }

    /// A `bigint`.
    mutating func append(_ value: Int64) {
        append32(8)
        append64(UInt64(bitPattern: value))
    }

    mutating func append(_ value: Int64?) {
        if let value { append(value) } else { appendNull() }
    }

    mutating func append(_ value: Int?) {
        if let value { append(Int64(value)) } else { appendNull() }
    }

    /// An `integer`.
    mutating func append(int32 value: Int32) {
        append32(4)
        append32(UInt32(bitPattern: value))
    }

    /// A `double precision`, bit for bit.
    mutating func append(_ value: Double?) {
        guard let value else { return appendNull() }
        append32(8)
        append64(value.bitPattern)
    }

    /// An `integer` 0 or 1, or NULL.
    mutating func append(_ value: Bool?) {
        guard let value else { return appendNull() }
        append(int32: value ? 1 : 0)
    }

    /// Text from UTF-8 bytes; a NUL byte becomes U+FFFD, as in ``PostgresCopyBuffer``.
    mutating func append(text: UnsafeRawBufferPointer) {
        guard let base = text.baseAddress, memchr(base, 0, text.count) != nil else {
            append32(UInt32(text.count))
            bytes.append(contentsOf: text)
            return
        }
        let nuls = text.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
        append32(UInt32(text.count + 2 * nuls))
        for byte in text {
            if byte == 0 { bytes.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { bytes.append(byte) }
        }
    }

    mutating func append(text: UnsafeRawBufferPointer?) {
        if let text { append(text: text) } else { appendNull() }
    }

    /// Text known to be plain (`enter`, `index_path`, ...).
    mutating func append(_ value: StaticString) {
        append(text: UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// Fields already encoded in this format.
    mutating func append(encoded fields: ArraySlice<UInt8>) {
        bytes.append(contentsOf: fields)
    }
}
