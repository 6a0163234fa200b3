/// A UTC calendar day. Its transitions are those with `ts` in
/// [`startMs`, `endMs`): midnight UTC to the next midnight, in epoch milliseconds.
public struct UTCDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int

    /// The day `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// Parses `YYYY-MM-DD`; nil for anything else, including impossible dates (`2026-02-30`).
    public init?(_ text: String) {
        var text = text
        guard let day = text.withUTF8(Self.parse) else { return nil }
        self = day
    }

    /// `YYYY-MM-DD` read digit by digit (nightly reads a day per stored percentile row).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UTCDay? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let digit = Int(bytes[i]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10), (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        let candidate = UTCDay(daysSinceEpoch: daysFromCivil(year: y, month: m, day: d))
        // An impossible date (30 February) comes back as another day.
        guard civil(fromDays: candidate.daysSinceEpoch) == (y, m, d) else { return nil }
        return candidate
    }

    /// The day that contains `epochMs`. Inlinable: the ingest takes the day of every line.
    @inlinable
    public init(containing epochMs: Int64) {
        daysSinceEpoch = Int((epochMs >= 0 ? epochMs : epochMs - 86_399_999) / 86_400_000)
    }

    /// Its first millisecond (UTC midnight), in epoch ms.
    public var startMs: Int64 { Int64(daysSinceEpoch) * 86_400_000 }
    /// The first millisecond of the next day, in epoch ms.
    public var endMs: Int64 { startMs + 86_400_000 }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> UTCDay { UTCDay(daysSinceEpoch: daysSinceEpoch + days) }

    /// Earlier days first.
    public static func < (a: UTCDay, b: UTCDay) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (y, m, d) = Self.civil(fromDays: daysSinceEpoch)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : String(v) }
        var year = String(y)
        while year.count < 4 { year = "0" + year }
        return "\(year)-\(two(m))-\(two(d))"
    }

    /// Every day from `first` to `last`, both included.
    public static func range(_ first: UTCDay, _ last: UTCDay) -> [UTCDay] {
        guard first <= last else { return [] }
        return (first.daysSinceEpoch...last.daysSinceEpoch).map(UTCDay.init(daysSinceEpoch:))
    }

    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        Timestamp.daysFromCivil(year: year, month: month, day: day)
    }

    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let date = Timestamp.civilFromDays(days)
        return (date.year, date.month, date.day)
    }
}
