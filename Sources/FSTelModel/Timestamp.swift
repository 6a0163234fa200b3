/// Timestamps of format v1: RFC 3339 text or Unix epoch milliseconds, to UTC epoch ms.
public enum Timestamp {
    /// The largest epoch-millisecond value accepted: 9999-12-31T23:59:59.999Z.
    public static let maxMillis: Int64 = 253_402_300_799_999
    /// The smallest epoch-millisecond value accepted: 0000-01-01T00:00:00.000Z (proleptic
    /// Gregorian), the first instant a four-digit RFC 3339 year names in UTC.
    public static let minMillis: Int64 = -62_167_219_200_000

    /// Days from 1970-01-01 to the given proleptic Gregorian date (H. Hinnant's algorithm).
    @inline(__always)
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Days in `month` (1-12) of `year`, leap years included.
    @inline(__always)
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Parses an RFC 3339 date-time (`2026-11-28T16:58:17.987+08:00`): `T`, `t` or a space
    /// between date and time, optional fraction (any number of digits; milliseconds kept,
    /// the rest truncated), `Z`, `z` or `±HH:MM`. A leap second (`:60`) is clamped to 59.
    /// Returns UTC epoch milliseconds, or nil when the text is not a valid date-time. The
    /// offset can carry a date-time of year 0000 or 9999 past ``minMillis``...``maxMillis``:
    /// the decoder refuses those, as it refuses the same instants given as numbers.
    public static func parseRFC3339(_ bytes: UnsafeRawBufferPointer) -> Int64? {
        guard let raw = bytes.baseAddress else { return nil }
        return parseRFC3339(raw.assumingMemoryBound(to: UInt8.self), bytes.count)
    }

    /// Epoch milliseconds of an RFC 3339 date-time (`2026-11-28T10:00:00.123Z`), or nil.
    public static func parseRFC3339(_ text: String) -> Int64? {
        var copy = text
        return copy.withUTF8 { parseRFC3339(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    static func parseRFC3339(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int64? {
        if n < 20 { return nil }
        @inline(__always) func d2(_ i: Int) -> Int? {
            let a = p[i] &- 0x30, b = p[i + 1] &- 0x30
            return a < 10 && b < 10 ? Int(a) * 10 + Int(b) : nil
        }
        guard let y1 = d2(0), let y2 = d2(2), p[4] == 0x2D, let month = d2(5), p[7] == 0x2D,
            let day = d2(8), p[10] == 0x54 || p[10] == 0x74 || p[10] == 0x20,
            let hour = d2(11), p[13] == 0x3A, let minute = d2(14), p[16] == 0x3A,
            var second = d2(17)
        else { return nil }
        let year = y1 * 100 + y2
        guard month >= 1, month <= 12, day >= 1, day <= daysInMonth(year: year, month: month),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        if second == 60 { second = 59 }
        var i = 19
        var millis = 0
        if p[i] == 0x2E {
            i += 1
            let fracStart = i
            while i < n, p[i] &- 0x30 < 10 {
                if i - fracStart < 3 { millis = millis * 10 + Int(p[i] &- 0x30) }
                i += 1
            }
            let count = i - fracStart
            if count == 0 { return nil }
            if count == 1 { millis *= 100 } else if count == 2 { millis *= 10 }
        }
        if i >= n { return nil }
        var offsetMinutes = 0
        let z = p[i]
        if z == 0x5A || z == 0x7A {
            if i + 1 != n { return nil }
        } else if z == 0x2B || z == 0x2D {
            guard i + 6 == n, let oh = d2(i + 1), p[i + 3] == 0x3A, let om = d2(i + 4), oh <= 23, om <= 59
            else { return nil }
            offsetMinutes = (oh * 60 + om) * (z == 0x2D ? -1 : 1)
        } else {
            return nil
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60 + second
        return Int64(seconds) * 1000 + Int64(millis)
    }
}
