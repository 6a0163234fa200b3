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

    /// True when the time bounds are UTC midnights (or absent), so that the tables ingest
    /// keeps per day can answer exactly.
    var countsWholeDays: Bool {
        let day: Int64 = 86_400_000
        return (since.map { $0 % day == 0 } ?? true) && (until.map { $0 % day == 0 } ?? true)
    }

    /// The conditions over `transitions AS t JOIN sessions AS s` (joined with AND by the
    /// caller), each value bound.
    func conditions() -> [SQL] {
        var sql: [SQL] = []
        if let since { sql.append("t.ts >= \(bind: since)") }
        if let until { sql.append("t.ts < \(bind: until)") }
        sql += valueConditions(over: "t", sessions: "s", onlyStarted: false)
        return sql
    }

    /// The same conditions over `r`, a table ingest keeps per day (`transition_rollup` and
    /// the others, which key the session facts the same way). Only for a filter that
    /// ``countsWholeDays``.
    func rollupConditions() -> [SQL] {
        precondition(countsWholeDays, "the rollups count whole days")
        let day: Int64 = 86_400_000
        var sql: [SQL] = []
        if let since { sql.append("r.day >= \(bind: since / day)") }
        if let until { sql.append("r.day < \(bind: until / day)") }
        sql += valueConditions(over: "r", sessions: "r", onlyStarted: true)
        return sql
    }

    /// The conditions on values: on the transition's columns of `transitions` (a
    /// table alias) and the session's of `sessions`; `onlyStarted` adds `started = 1` before
    /// the first condition on a fact only a started session has.
    private func valueConditions(over transitions: String, sessions: String, onlyStarted: Bool) -> [SQL] {
        var sql: [SQL] = []
        func list(_ column: String, _ values: [DatabaseValue]) {
            guard !values.isEmpty else { return }
            sql.append("\(verbatim: column) IN (\(SQL.list(values)))")
        }
        list(transitions + ".strategy", strategies.map { .text($0) })
        list(sessions + ".os_major", osMajors.map { .integer(Int64($0)) })
        if onlyStarted, !osVersions.isEmpty || !appVersions.isEmpty || !devices.isEmpty { sql.append("\(verbatim: sessions).started = 1") }
        list(sessions + ".os_version", osVersions.map { .text($0) })
        list(sessions + ".app_version", appVersions.map { .text($0) })
        if !devices.isEmpty {
            let names = SQL.list(devices.map { .text($0) })
            sql.append("(\(verbatim: sessions).device_model IN (\(names)) OR \(verbatim: sessions).device_model IN (SELECT model FROM device_names WHERE name IN (\(names))))")
        }
        list(transitions + ".direction", directions.map { .text($0.rawValue) })
        return sql
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
