import FSTelModel

/// Hand-written JSON output helpers: append ASCII bytes straight into a byte buffer.

@inline(__always)
func put(_ out: inout [UInt8], _ s: StaticString) {
    out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
}

@inline(__always)
func putByte(_ out: inout [UInt8], _ b: UInt8) {
    out.append(b)
}

/// `"text"` for text that needs no escaping.
@inline(__always)
func putQuoted(_ out: inout [UInt8], _ s: StaticString) {
    out.append(0x22)
    put(&out, s)
    out.append(0x22)
}

/// A decimal integer.
@inline(__always)
func putInt(_ out: inout [UInt8], _ value: Int) {
    var v: UInt64
    if value < 0 {
        out.append(0x2D)
        v = UInt64(bitPattern: Int64(-(value + 1))) + 1
    } else {
        v = UInt64(value)
    }
    if v < 10 {
        out.append(UInt8(48 + v))
        return
    }
    let start = out.count
    repeat {
        out.append(UInt8(truncatingIfNeeded: 48 + v % 10))
        v /= 10
    } while v > 0
    out[start..<out.count].reverse()
}

/// A zero-padded decimal with exactly `width` digits (value >= 0).
@inline(__always)
func putPadded(_ out: inout [UInt8], _ value: Int, width: Int) {
    var divisor = 1
    for _ in 1..<width { divisor *= 10 }
    var v = value
    while divisor > 0 {
        out.append(UInt8(truncatingIfNeeded: 48 + (v / divisor) % 10))
        v %= divisor
        divisor /= 10
    }
}

/// A non-negative number given in tenths: `3125` -> `312.5`, `3120` -> `312`.
@inline(__always)
func putTenths(_ out: inout [UInt8], _ tenths: Int) {
    putInt(&out, tenths / 10)
    let frac = tenths % 10
    if frac != 0 {
        out.append(0x2E)
        out.append(UInt8(48 + frac))
    }
}

private let hexDigits: StaticString = "0123456789abcdef"

/// The low `nibbles` hex digits of `value`, most significant first.
@inline(__always)
func putHex(_ out: inout [UInt8], _ value: UInt64, nibbles: Int) {
    let digits = hexDigits.utf8Start
    var shift = (nibbles - 1) * 4
    while shift >= 0 {
        out.append(digits[Int((value >> UInt64(shift)) & 0xF)])
        shift -= 4
    }
}

/// A UUID-like 36-character id (8-4-4-4-12, version nibble 4) from two 64-bit words.
@inline(__always)
func putUUID(_ out: inout [UInt8], _ hi: UInt64, _ lo: UInt64) {
    putHex(&out, hi >> 32, nibbles: 8)
    out.append(0x2D)
    putHex(&out, hi >> 16, nibbles: 4)
    out.append(0x2D)
    putHex(&out, 0x4000 | (hi & 0x0FFF), nibbles: 4)
    out.append(0x2D)
    putHex(&out, 0x8000 | ((lo >> 48) & 0x3FFF), nibbles: 4)
    out.append(0x2D)
    putHex(&out, lo, nibbles: 12)
}

// MARK: - Calendar

/// Days since 1970-01-01 of a proleptic Gregorian civil date.
@inline(__always)
func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    Timestamp.daysFromCivil(year: year, month: month, day: day)
}

@inline(__always)
func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    Timestamp.civilFromDays(days)
}

/// Parses `YYYY-MM-DD` into days since the epoch.
func parseDay(_ text: String) -> Int? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
          let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
          (1...12).contains(m), d >= 1 else { return nil }
    let monthDays = [31, (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard d <= monthDays[m - 1] else { return nil }
    return daysFromCivil(year: y, month: m, day: d)
}

/// RFC 3339 text of an instant (`ms` since the epoch) in a zone `offsetMinutes` east
/// of UTC, written with `Z` when the offset is zero; milliseconds when `withMillis`.
@inline(__always)
func putTimestamp(_ out: inout [UInt8], ms: Int64, offsetMinutes: Int, withMillis: Bool) {
    let local = ms + Int64(offsetMinutes) * 60_000
    let dayMs: Int64 = 86_400_000
    var days = local / dayMs
    var rem = local % dayMs
    if rem < 0 { rem += dayMs; days -= 1 }
    let (y, mo, d) = civilFromDays(Int(days))
    let r = Int(rem)
    out.append(0x22)
    putPadded(&out, y, width: 4)
    out.append(0x2D)
    putPadded(&out, mo, width: 2)
    out.append(0x2D)
    putPadded(&out, d, width: 2)
    out.append(0x54)
    putPadded(&out, r / 3_600_000, width: 2)
    out.append(0x3A)
    putPadded(&out, (r / 60_000) % 60, width: 2)
    out.append(0x3A)
    putPadded(&out, (r / 1000) % 60, width: 2)
    if withMillis {
        out.append(0x2E)
        putPadded(&out, r % 1000, width: 3)
    }
    if offsetMinutes == 0 {
        out.append(0x5A)
    } else {
        out.append(offsetMinutes > 0 ? 0x2B : 0x2D)
        let a = abs(offsetMinutes)
        putPadded(&out, a / 60, width: 2)
        out.append(0x3A)
        putPadded(&out, a % 60, width: 2)
    }
    out.append(0x22)
}
