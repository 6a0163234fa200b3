import FSTelStore

/// The grain of `daily_rollups` (without the day).
public struct RollupKey: Hashable, Comparable, Sendable {
    public var strategy: String
    public var osMajor: Int?
    public var osMinor: Int?
    public var appVersion: String?
    public var direction: String

    public init(strategy: String, osMajor: Int?, osMinor: Int?, appVersion: String?, direction: String) {
        self.strategy = strategy
        self.osMajor = osMajor
        self.osMinor = osMinor
        self.appVersion = appVersion
        self.direction = direction
    }

    public static func < (a: RollupKey, b: RollupKey) -> Bool {
        if a.strategy != b.strategy { return a.strategy < b.strategy }
        if a.osMajor != b.osMajor { return (a.osMajor ?? -1) < (b.osMajor ?? -1) }
        if a.osMinor != b.osMinor { return (a.osMinor ?? -1) < (b.osMinor ?? -1) }
        if a.appVersion != b.appVersion { return (a.appVersion ?? "") < (b.appVersion ?? "") }
        return a.direction < b.direction
    }

    /// `17.4`, `17.?` or `unknown`.
    public var osVersionText: String {
        guard let osMajor else { return "unknown" }
        return "\(osMajor).\(osMinor.map(String.init) ?? "?")"
    }
}

/// One row of `daily_rollups` with its failures per kind.
public struct RollupRow: Equatable, Sendable {
    public var key: RollupKey
    public var attempts = 0
    public var ok = 0
    public var failures = 0
    public var cancelled = 0
    public var ignored = 0
    public var restores = 0
    public var mismatches = 0
    public var durations = 0
    public var durationP50: Double?
    public var durationP95: Double?
    /// Failures per kind; the values add up to ``failures``.
    public var failureKinds: [String: Int] = [:]

    public init(key: RollupKey) {
        self.key = key
    }

    /// failures / attempts (0 when there were no attempts).
    public var failureRate: Double { attempts == 0 ? 0 : Double(failures) / Double(attempts) }
}

/// Computes, stores and reads daily rollups.
public enum DailyRollups {
    /// The kind recorded for a failed transition whose line named none.
    public static let unspecifiedFailure = "unspecified"

    /// Aggregates the raw transitions of every day in `days` (one pass over
    /// `ts` in [first day's start, last day's end)). Days without transitions map to [].
    public static func compute(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        final class Accumulator {
            var row: RollupRow
            var values: [Double] = []
            init(_ key: RollupKey) { row = RollupRow(key: key) }
        }
        struct DayKey: Hashable {
            var day: Int
            var key: RollupKey
        }
        // Rows come in (session_key, seq) order, so the session's facts are read only when
        // the session changes, and consecutive rows of one session and direction reuse
        // their accumulator without a dictionary lookup. Outcome and direction arrive as
        // small integers.
        let statement = try db.makeStatement(sql: """
            SELECT t.ts, t.session_key, t.strategy, t.direction,
                   CASE t.outcome WHEN 'ok' THEN 0 WHEN 'failed' THEN 1 WHEN 'cancelled' THEN 2 WHEN 'ignored' THEN 3 ELSE 4 END,
                   t.failure, t.duration_ms, t.restore_mismatch, s.os_major, s.os_minor, s.app_version
            FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
            WHERE t.ts >= ?1 AND t.ts < ?2
            """)
        try statement.bind(days.lowerBound.startMs, at: 1)
        try statement.bind(days.upperBound.endMs, at: 2)
        var groups: [DayKey: Accumulator] = [:]
        var currentSession: Int64 = .min
        var osMajor: Int?
        var osMinor: Int?
        var appVersion: String?
        // The last accumulator used per direction text, with its day and strategy.
        var recent: [(day: Int, strategy: String, direction: String, accumulator: Accumulator)] = []
        while try statement.step() {
            let day = UTCDay(containing: statement.int64(0)).daysSinceEpoch
            let sessionKey = statement.int64(1)
            if sessionKey != currentSession {
                currentSession = sessionKey
                osMajor = statement.isNull(8) ? nil : statement.int(8)
                osMinor = statement.isNull(9) ? nil : statement.int(9)
                appVersion = statement.string(10)
                recent.removeAll(keepingCapacity: true)
            }
            let strategy = statement.string(2) ?? ""
            let direction = statement.string(3) ?? ""
            let accumulator: Accumulator
            if let hit = recent.first(where: { $0.day == day && $0.strategy == strategy && $0.direction == direction }) {
                accumulator = hit.accumulator
            } else {
                let key = RollupKey(strategy: strategy, osMajor: osMajor, osMinor: osMinor, appVersion: appVersion, direction: direction)
                let dayKey = DayKey(day: day, key: key)
                if let existing = groups[dayKey] {
                    accumulator = existing
                } else {
                    accumulator = Accumulator(key)
                    groups[dayKey] = accumulator
                }
                if recent.count >= 4 { recent.removeFirst() }
                recent.append((day, strategy, direction, accumulator))
            }
            accumulator.row.attempts += 1
            switch statement.int(4) {
            case 0: accumulator.row.ok += 1
            case 1:
                accumulator.row.failures += 1
                accumulator.row.failureKinds[statement.string(5) ?? unspecifiedFailure, default: 0] += 1
            case 2: accumulator.row.cancelled += 1
            case 3: accumulator.row.ignored += 1
            default: break
            }
            if !statement.isNull(6) { accumulator.values.append(statement.double(6)) }
            if !statement.isNull(7) {
                accumulator.row.restores += 1
                if statement.int(7) != 0 { accumulator.row.mismatches += 1 }
            }
        }
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        for (dayKey, accumulator) in groups {
            var row = accumulator.row
            accumulator.values.sort()
            row.durations = accumulator.values.count
            row.durationP50 = NightlyStatistics.nearestRank(sorted: accumulator.values, percent: 50)
            row.durationP95 = NightlyStatistics.nearestRank(sorted: accumulator.values, percent: 95)
            result[UTCDay(daysSinceEpoch: dayKey.day), default: []].append(row)
        }
        for day in result.keys { result[day]!.sort { $0.key < $1.key } }
        return result
    }

    /// Replaces the stored rollups of `day` with `rows` (inside the caller's transaction
    /// when there is one; otherwise in its own).
    public static func replace(_ db: Database, day: UTCDay, rows: [RollupRow], computedAt: Int64) throws {
        let body = {
            let dayText = day.description
            try db.execute(sql: "DELETE FROM daily_rollups WHERE day = ?", arguments: [dayText])
            try db.execute(sql: "DELETE FROM daily_rollup_failures WHERE day = ?", arguments: [dayText])
            let insertRow = try db.makeStatement(sql: """
                INSERT INTO daily_rollups (day, strategy, os_major, os_minor, app_version, direction, attempts, ok,
                    failures, cancelled, ignored, restores, mismatches, durations, duration_p50_ms, duration_p95_ms)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
                """)
            let insertKind = try db.makeStatement(sql: """
                INSERT INTO daily_rollup_failures (day, strategy, os_major, os_minor, app_version, direction, failure, failures)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                """)
            var transitions = 0
            for row in rows {
                transitions += row.attempts
                let keyValues: [any DatabaseValueConvertible] = [
                    dayText, row.key.strategy, row.key.osMajor, row.key.osMinor, row.key.appVersion, row.key.direction,
                ]
                try insertRow.bind(keyValues + [
                    row.attempts, row.ok, row.failures, row.cancelled, row.ignored, row.restores, row.mismatches,
                    row.durations, row.durationP50, row.durationP95,
                ])
                try insertRow.execute()
                for (kind, count) in row.failureKinds.sorted(by: { $0.key < $1.key }) {
                    try insertKind.bind(keyValues + [kind, count])
                    try insertKind.execute()
                }
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO daily_rollup_days (day, transitions, computed_at) VALUES (?, ?, ?)",
                arguments: [dayText, transitions, computedAt])
        }
        if db.isInTransaction {
            try body()
        } else {
            try db.inTransaction(body)
        }
    }

    /// The days in `days` whose rollups have been computed.
    public static func computedDays(_ db: Database, days: ClosedRange<UTCDay>) throws -> Set<UTCDay> {
        let rows = try db.rows(
            sql: "SELECT day FROM daily_rollup_days WHERE day >= ? AND day <= ?",
            arguments: [days.lowerBound.description, days.upperBound.description])
        return Set(rows.compactMap { $0[0].string.flatMap(UTCDay.init) })
    }

    /// The stored rollups of every computed day in `days` (days never computed are absent).
    public static func load(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        let from = days.lowerBound.description
        let to = days.upperBound.description
        var result: [UTCDay: [RollupRow]] = [:]
        for day in try computedDays(db, days: days) { result[day] = [] }
        struct Slot: Hashable { var day: String; var key: RollupKey }
        var index: [Slot: Int] = [:]
        var rowsByDay: [String: [RollupRow]] = [:]
        let statement = try db.makeStatement(sql: """
            SELECT day, strategy, os_major, os_minor, app_version, direction, attempts, ok, failures, cancelled,
                   ignored, restores, mismatches, durations, duration_p50_ms, duration_p95_ms
            FROM daily_rollups WHERE day >= ?1 AND day <= ?2
            """)
        try statement.bind(from, at: 1)
        try statement.bind(to, at: 2)
        func key(_ s: Statement, from column: Int) -> RollupKey {
            RollupKey(
                strategy: s.string(column) ?? "", osMajor: s.isNull(column + 1) ? nil : s.int(column + 1),
                osMinor: s.isNull(column + 2) ? nil : s.int(column + 2), appVersion: s.string(column + 3),
                direction: s.string(column + 4) ?? "")
        }
        while try statement.step() {
            let day = statement.string(0) ?? ""
            var row = RollupRow(key: key(statement, from: 1))
            row.attempts = statement.int(6)
            row.ok = statement.int(7)
            row.failures = statement.int(8)
            row.cancelled = statement.int(9)
            row.ignored = statement.int(10)
            row.restores = statement.int(11)
            row.mismatches = statement.int(12)
            row.durations = statement.int(13)
            row.durationP50 = statement.isNull(14) ? nil : statement.double(14)
            row.durationP95 = statement.isNull(15) ? nil : statement.double(15)
            index[Slot(day: day, key: row.key)] = rowsByDay[day, default: []].count
            rowsByDay[day, default: []].append(row)
        }
        let kinds = try db.makeStatement(sql: """
            SELECT day, strategy, os_major, os_minor, app_version, direction, failure, failures
            FROM daily_rollup_failures WHERE day >= ?1 AND day <= ?2
            """)
        try kinds.bind(from, at: 1)
        try kinds.bind(to, at: 2)
        while try kinds.step() {
            let day = kinds.string(0) ?? ""
            if let position = index[Slot(day: day, key: key(kinds, from: 1))] {
                rowsByDay[day]![position].failureKinds[kinds.string(6) ?? unspecifiedFailure] = kinds.int(7)
            }
        }
        for (dayText, rows) in rowsByDay {
            guard let day = UTCDay(dayText) else { continue }
            result[day] = rows.sorted { $0.key < $1.key }
        }
        return result
    }
}
