import FSTelLogWriting

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
    /// A clock that reads the system's (``Clocks``).
    public init() {}

    /// `CLOCK_MONOTONIC` in nanoseconds.
    public func monotonicNanoseconds() -> UInt64 { Clocks.monotonicNanoseconds() }

    /// `CLOCK_REALTIME` in milliseconds since the Unix epoch.
    public func unixMilliseconds() -> Int64 { Clocks.unixMilliseconds() }
}
