import FSTelModel
import FSTelStore

/// Which transitions a report counts. Every value is bound as an SQL parameter, never
/// spliced into the SQL text. Empty lists mean "no restriction"; values within one list
/// are alternatives (OR), different options all apply (AND).
public struct ReportFilter: Sendable, Equatable {
    /// Inclusive lower bound on `transitions.ts` (UTC epoch ms).
    public var since: Int64?
    /// Exclusive upper bound on `transitions.ts` (UTC epoch ms).
    public var until: Int64?
    /// Only these strategies.
    public var strategies: [String] = []
    /// Only these OS major versions.
    public var osMajors: [Int] = []
    /// Only these OS versions, as logged (`13.4.1`).
    public var osVersions: [String] = []
    /// Only these app versions.
    public var appVersions: [String] = []
    /// Device models (`iPhone12,1`) or their readable names (`iPhone 11`).
    public var devices: [String] = []
    /// Only these directions.
    public var directions: [Direction] = []

    /// A filter that lets every transition through.
    public init() {}

    /// True when some condition reads the sessions table.
    var needsSessions: Bool {
        !osMajors.isEmpty || !osVersions.isEmpty || !appVersions.isEmpty || !devices.isEmpty
    }

    /// SQL conditions (joined with AND by the caller) and their arguments, in order.
    func conditions() -> (sql: [String], arguments: [DatabaseValue]) {
        var sql: [String] = []
        var arguments: [DatabaseValue] = []
        func placeholders(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ", ") }
        if let since {
            sql.append("t.ts >= ?")
            arguments.append(.integer(since))
        }
        if let until {
            sql.append("t.ts < ?")
            arguments.append(.integer(until))
        }
        func list(_ column: String, _ values: [String]) {
            guard !values.isEmpty else { return }
            sql.append("\(column) IN (\(placeholders(values.count)))")
            arguments.append(contentsOf: values.map { .text($0) })
        }
        list("t.strategy", strategies)
        if !osMajors.isEmpty {
            sql.append("s.os_major IN (\(placeholders(osMajors.count)))")
            arguments.append(contentsOf: osMajors.map { .integer(Int64($0)) })
        }
        list("s.os_version", osVersions)
        list("s.app_version", appVersions)
        if !devices.isEmpty {
            let marks = placeholders(devices.count)
            sql.append("(s.device_model IN (\(marks)) OR s.device_model IN (SELECT model FROM device_names WHERE name IN (\(marks))))")
            arguments.append(contentsOf: devices.map { .text($0) })
            arguments.append(contentsOf: devices.map { .text($0) })
        }
        list("t.direction", directions.map(\.rawValue))
        return (sql, arguments)
    }

    /// The same conditions over `transition_rollup AS r`, or nil when the rollup cannot
    /// answer them exactly (a time bound that is not a UTC midnight).
    func rollupConditions() -> (sql: [String], arguments: [DatabaseValue])? {
        let day: Int64 = 86_400_000
        if let since, since % day != 0 { return nil }
        if let until, until % day != 0 { return nil }
        var sql: [String] = []
        var arguments: [DatabaseValue] = []
        func placeholders(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ", ") }
        if let since {
            sql.append("r.day >= ?")
            arguments.append(.integer(since / day))
        }
        if let until {
            sql.append("r.day < ?")
            arguments.append(.integer(until / day))
        }
        func list(_ column: String, _ values: [String]) {
            guard !values.isEmpty else { return }
            sql.append("\(column) IN (\(placeholders(values.count)))")
            arguments.append(contentsOf: values.map { .text($0) })
        }
        list("r.strategy", strategies)
        if !osMajors.isEmpty {
            sql.append("r.os_major IN (\(placeholders(osMajors.count)))")
            arguments.append(contentsOf: osMajors.map { .integer(Int64($0)) })
        }
        if !osVersions.isEmpty || !appVersions.isEmpty || !devices.isEmpty { sql.append("r.started = 1") }
        list("r.os_version", osVersions)
        list("r.app_version", appVersions)
        if !devices.isEmpty {
            let marks = placeholders(devices.count)
            sql.append("(r.device_model IN (\(marks)) OR r.device_model IN (SELECT model FROM device_names WHERE name IN (\(marks))))")
            arguments.append(contentsOf: devices.map { .text($0) })
            arguments.append(contentsOf: devices.map { .text($0) })
        }
        list("r.direction", directions.map(\.rawValue))
        return (sql, arguments)
    }

    // MARK: Times

    /// `--since`: a date (`2026-11-28`, meaning its UTC midnight) or an RFC 3339
    /// date-time; the bound is inclusive.
    package static func sinceBound(_ text: String) throws(ReportRequestError) -> Int64 {
        if let day = dayStart(text) { return day }
        if let instant = Timestamp.parseRFC3339(text) { return instant }
        throw .invalidTime(text)
    }

    /// `--until`: a date includes that whole UTC day (the bound is the next midnight,
    /// exclusive); an RFC 3339 date-time includes that millisecond.
    package static func untilBound(_ text: String) throws(ReportRequestError) -> Int64 {
        if let day = dayStart(text) { return day + 86_400_000 }
        if let instant = Timestamp.parseRFC3339(text) { return instant + 1 }
        throw .invalidTime(text)
    }

    /// UTC midnight of `YYYY-MM-DD`, in epoch ms.
    static func dayStart(_ text: String) -> Int64? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            (1...12).contains(month), day >= 1, day <= Timestamp.daysInMonth(year: year, month: month)
        else { return nil }
        return Int64(Timestamp.daysFromCivil(year: year, month: month, day: day)) * 86_400_000
    }
}
