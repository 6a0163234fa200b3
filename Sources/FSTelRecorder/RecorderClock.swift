#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the recorder reads time: a monotonic clock for durations and file ages, and the
/// wall clock for the `ts` of each line. Tests inject a clock they advance by hand.
public protocol RecorderClock: Sendable {
    /// Nanoseconds of a clock that never goes back (its origin is arbitrary).
    func monotonicNanoseconds() -> UInt64
    /// Milliseconds since 1970-01-01T00:00:00Z.
    func unixMilliseconds() -> Int64
}

/// The system's clocks: `CLOCK_MONOTONIC` and `CLOCK_REALTIME`.
public struct SystemClock: RecorderClock {
    public init() {}

    public func monotonicNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
    }

    public func unixMilliseconds() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_REALTIME, &t)
        return Int64(t.tv_sec) * 1000 + Int64(t.tv_nsec) / 1_000_000
    }
}
