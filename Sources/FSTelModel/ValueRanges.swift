/// The range each numeric field of format v1 must fall in (docs/log-format.md). A value
/// outside it is rejected as `invalid_field` with a detail naming the range, so every
/// stored number is one that reports, summaries and output formats render as it is.
///
/// The bounds leave room for any real playback (a transition of a day, a screen of
/// a million points) and keep out what a client writes by mistake: an unsigned underflow
/// (`18446744073709551615`), a negative number, a value past what a double holds exactly.
public enum ValueRanges {
    /// `seq`: integers up to 2^53 - 1, exact in a double (and in JavaScript).
    public static let seq: ClosedRange<Int64> = 0...9_007_199_254_740_991
    /// `duration_ms`: up to one day.
    public static let durationMs: ClosedRange<Double> = 0...86_400_000
    /// `device.screen.w`, `device.screen.h`, `screen_bounds`, `window_bounds` (points).
    public static let points: ClosedRange<Double> = 0...1_000_000
    /// `device.screen.scale`.
    public static let screenScale: ClosedRange<Double> = 0...100
    /// `restore.section`, `restore.item`, `restore.restored_section`,
    /// `restore.restored_item`: an index path, up to 2^53 - 1 like `seq`.
    public static let indexPath: ClosedRange<Int64> = 0...9_007_199_254_740_991

    /// `field `name`: expected an integer from 0 to N`.
    static func integerDetail(_ name: some CustomStringConvertible, _ range: ClosedRange<Int64>) -> String {
        "field `\(name)`: expected an integer from \(range.lowerBound) to \(range.upperBound)"
    }

    /// `field `name`: expected an array of two numbers from 0 to N` (bounds).
    static func pairDetail(_ name: StaticString) -> String {
        "field `\(name)`: expected an array of two numbers from 0 to \(Int64(points.upperBound))"
    }

    /// `field `name`: expected a number from 0 to N`.
    static func numberDetail(_ name: some CustomStringConvertible, _ range: ClosedRange<Double>) -> String {
        "field `\(name)`: expected a number from \(Int64(range.lowerBound)) to \(Int64(range.upperBound))"
    }
}
