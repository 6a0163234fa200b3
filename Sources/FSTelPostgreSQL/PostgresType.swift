import FSTelStorage

/// The PostgreSQL types whose text form becomes something other than ``DatabaseValue/text(_:)``.
enum PostgresType {
    static let bool: UInt32 = 16
    static let bytea: UInt32 = 17
    static let int8: UInt32 = 20
    static let int2: UInt32 = 21
    static let int4: UInt32 = 23
    static let oid: UInt32 = 26
    static let float4: UInt32 = 700
    static let float8: UInt32 = 701
    static let numeric: UInt32 = 1700

    /// The value of a column of type `typeOID` sent in text form: integers (and booleans,
    /// as 1 and 0, like SQLite) as integers, floating-point numbers as reals, a `numeric`
    /// as an integer when it is a whole number that fits and a real otherwise, `bytea` as
    /// bytes, anything else as its text.
    static func value(text bytes: UnsafeRawBufferPointer, typeOID: UInt32) -> DatabaseValue {
        switch typeOID {
        case int8, int2, int4, oid:
            if let v = integer(bytes) { return .integer(v) }
        case bool:
            if bytes.count == 1 { return .integer(bytes[0] == UInt8(ascii: "t") ? 1 : 0) }
        case float4, float8:
            if let v = Double(String(decoding: bytes, as: UTF8.self)) { return .real(v) }
        case numeric:
            if !bytes.contains(UInt8(ascii: ".")), let v = integer(bytes) { return .integer(v) }
            if let v = Double(String(decoding: bytes, as: UTF8.self)) { return .real(v) }
        case bytea:
            if let v = hexBytes(bytes) { return .blob(v) }
        default:
            break
        }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    /// A decimal integer (optional leading `-`) that fits in 64 bits, or nil; no other
    /// character is allowed.
    static func integer(_ bytes: UnsafeRawBufferPointer) -> Int64? {
        guard !bytes.isEmpty else { return nil }
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        guard index < bytes.count else { return nil }
        var value: Int64 = 0
        while index < bytes.count {
            let c = bytes[index]
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            let digit = Int64(c - UInt8(ascii: "0"))
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// Decodes `bytea`'s hex output (`\x0a1b`), the default since PostgreSQL 9.0.
    static func hexBytes(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "\\"), bytes[1] == UInt8(ascii: "x"), bytes.count % 2 == 0 else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        var result: [UInt8] = []
        result.reserveCapacity((bytes.count - 2) / 2)
        var index = 2
        while index < bytes.count {
            guard let high = nibble(bytes[index]), let low = nibble(bytes[index + 1]) else { return nil }
            result.append(high << 4 | low)
            index += 2
        }
        return result
    }
}
