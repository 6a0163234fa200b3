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
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        let days = Self.daysFromCivil(year: y, month: m, day: d)
        let candidate = UTCDay(daysSinceEpoch: days)
        guard candidate.description == text else { return nil }
        self = candidate
    }

    /// The day that contains `epochMs`.
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
