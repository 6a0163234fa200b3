#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's clocks, read here and nowhere else.
public enum Clocks {
    /// Nanoseconds of `CLOCK_MONOTONIC`: never goes back; its origin is arbitrary.
    public static func monotonicNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
    }

    /// Milliseconds since 1970-01-01T00:00:00Z, from `CLOCK_REALTIME`.
    public static func unixMilliseconds() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_REALTIME, &t)
        return Int64(t.tv_sec) * 1000 + Int64(t.tv_nsec) / 1_000_000
    }
}

/// Wall-clock seconds since creation, on the monotonic clock.
public struct Stopwatch: Sendable {
    private let start = Clocks.monotonicNanoseconds()

    /// A stopwatch started now.
    public init() {}

    /// Seconds since it was started.
    public var seconds: Double { Double(Clocks.monotonicNanoseconds() &- start) / 1e9 }
}
