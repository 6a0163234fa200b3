#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions of validated JSON number tokens, by hand on the common path.
enum NumberParsing {
    /// Exact powers of ten representable as `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of a validated JSON number when it is an integer (mathematically: `1.0`
    /// and `1e2` count) that fits `Int64`; nil otherwise.
    static func integralValue(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int64? {
        var i = start
        let negative = p[i] == 0x2D
        if negative { i += 1 }
        // Fast path: plain digits.
        var v: UInt64 = 0
        var overflow = false
        let intStart = i
        while i < end, p[i] &- 0x30 < 10 {
            let (m, o1) = v.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(UInt64(p[i] &- 0x30))
            overflow = overflow || o1 || o2
            v = a
            i += 1
        }
        let intEnd = i
        if i == end {
            return overflow ? nil : fit(v, negative)
        }
        // General path: digits of the integer and fraction parts, times 10^exponent.
        var fracStart = i, fracEnd = i
        if p[i] == 0x2E {
            i += 1
            fracStart = i
            while i < end, p[i] &- 0x30 < 10 { i += 1 }
            fracEnd = i
        }
        var exponent = 0
        if i < end, (p[i] | 0x20) == 0x65 {
            i += 1
            var expNegative = false
            if p[i] == 0x2B { i += 1 } else if p[i] == 0x2D { expNegative = true; i += 1 }
            while i < end {
                if exponent < 100_000 { exponent = exponent * 10 + Int(p[i] &- 0x30) }
                i += 1
            }
            if expNegative { exponent = -exponent }
        }
        // Digit k of the concatenated digit string (integer part then fraction).
        let intCount = intEnd - intStart
        let total = intCount + (fracEnd - fracStart)
        @inline(__always) func digit(_ k: Int) -> UInt64 {
            UInt64(k < intCount ? p[intStart + k] &- 0x30 : p[fracStart + k - intCount] &- 0x30)
        }
        var first = 0
        while first < total && digit(first) == 0 { first += 1 }
        if first == total { return 0 }
        var last = total
        var scale = exponent - (fracEnd - fracStart)
        while digit(last - 1) == 0 { last -= 1; scale += 1 }
        if scale < 0 { return nil }
        if last - first + scale > 19 { return nil }
        var r: UInt64 = 0
        for k in first..<last {
            let (m, o1) = r.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(digit(k))
            if o1 || o2 { return nil }
            r = a
        }
        for _ in 0..<scale {
            let (m, o) = r.multipliedReportingOverflow(by: 10)
            if o { return nil }
            r = m
        }
        return fit(r, negative)
    }

    @inline(__always)
    static func fit(_ v: UInt64, _ negative: Bool) -> Int64? {
        if negative {
            if v <= UInt64(Int64.max) { return -Int64(v) }
            if v == UInt64(Int64.max) + 1 { return Int64.min }
            return nil
        }
        return v <= UInt64(Int64.max) ? Int64(v) : nil
    }

    /// The value of a validated JSON number, correctly rounded (may be infinite).
    static func doubleValue(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Double {
        var i = start
        let negative = p[i] == 0x2D
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        while i < end, p[i] &- 0x30 < 10 {
            if digits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(p[i] &- 0x30)
                if mantissa != 0 { digits += 1 }
            } else {
                return slowDouble(p, start, end)
            }
            i += 1
        }
        if i < end, p[i] == 0x2E {
            i += 1
            while i < end, p[i] &- 0x30 < 10 {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(p[i] &- 0x30)
                    if mantissa != 0 { digits += 1 }
                    scale -= 1
                } else {
                    return slowDouble(p, start, end)
                }
                i += 1
            }
        }
        if i < end { return slowDouble(p, start, end) }  // exponent: rare, use strtod
        if mantissa > (1 << 53) || scale < -22 { return slowDouble(p, start, end) }
        var d = Double(mantissa)
        if scale < 0 { d /= powersOfTen[-scale] }
        return negative ? -d : d
    }

    static func slowDouble(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Double {
        let n = end - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: n + 1) { buf in
            for k in 0..<n { buf[k] = CChar(bitPattern: p[start + k]) }
            buf[n] = 0
            return strtod(buf.baseAddress!, nil)
        }
    }
}
