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
    /// Transitions whose outcome is `ok` or `failed` (docs/metrics.md); `cancelled` and
    /// `ignored` are counted apart.
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

    /// Every transition of the row, whatever its outcome (the volume of logs).
    public var transitions: Int { ok + failures + cancelled + ignored }
}

/// Reads the daily rollups, and computes the duration percentiles that `fstel nightly` adds.
///
/// Counts come from the rollups the ingest writer keeps in the same transaction as the rows
/// (`transition_rollup`, `failure_rollup`): they hold every transition ever stored, late
/// ones included, and `fstel prune` removes raw rows without touching them. So every day
/// has its counts, computed or not, pruned or not. Only the duration percentiles, which no
/// running sum can keep, are computed from raw rows (`daily_durations`).
public enum DailyRollups {
    /// The kind recorded for a failed transition whose line named none.
    public static let unspecifiedFailure = "unspecified"

    /// Aggregates the raw transitions of every day in `days` (one pass over
    /// `ts` in [first day's start, last day's end)). Days without transitions map to [].
    /// Counts the raw rows still stored; ``load(_:days:)`` gives the counts of record.
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
            switch statement.int(4) {
            case 0:
                accumulator.row.attempts += 1
                accumulator.row.ok += 1
            case 1:
                accumulator.row.attempts += 1
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

    /// Replaces the stored duration percentiles of `day` with those of `rows` (inside the
    /// caller's transaction when there is one; otherwise in its own), and records the day
    /// in `daily_rollup_days` with the raw transitions it was computed from.
    public static func storeDurations(_ db: Database, day: UTCDay, rows: [RollupRow], computedAt: Int64) throws {
        let body = {
            let dayText = day.description
            try db.execute(sql: "DELETE FROM daily_durations WHERE day = ?", arguments: [dayText])
            let insert = try db.makeStatement(sql: """
                INSERT INTO daily_durations (day, strategy, os_major, os_minor, app_version, direction, durations,
                    duration_p50_ms, duration_p95_ms)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                """)
            for row in rows {
                guard row.durations > 0, let p50 = row.durationP50, let p95 = row.durationP95 else { continue }
                try insert.bind([
                    dayText, row.key.strategy, row.key.osMajor, row.key.osMinor, row.key.appVersion, row.key.direction,
                    row.durations, p50, p95,
                ] as [any DatabaseValueConvertible])
                try insert.execute()
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO daily_rollup_days (day, transitions, computed_at) VALUES (?, ?, ?)",
                arguments: [dayText, rows.reduce(0) { $0 + $1.transitions }, computedAt])
        }
        if db.isInTransaction {
            try body()
        } else {
            try db.inTransaction(body)
        }
    }

    /// The days in `days` whose duration percentiles have been computed.
    public static func computedDays(_ db: Database, days: ClosedRange<UTCDay>) throws -> Set<UTCDay> {
        let rows = try db.rows(
            sql: "SELECT day FROM daily_rollup_days WHERE day >= ? AND day <= ?",
            arguments: [days.lowerBound.description, days.upperBound.description])
        return Set(rows.compactMap { $0[0].string.flatMap(UTCDay.init) })
    }

    /// Runs `body` in one read transaction (one snapshot) unless a transaction is open.
    static func inSnapshot<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        if db.isInTransaction { return try body() }
        try db.execute(sql: "BEGIN")
        do {
            let result = try body()
            try db.execute(sql: "COMMIT")
            return result
        } catch {
            try? db.execute(sql: "ROLLBACK")
            throw error
        }
    }

    /// Transitions stored per day (every outcome), from the rollups; every day in `days` is
    /// present, 0 when none was stored.
    public static func dailyTransitions(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: Int] {
        var result: [UTCDay: Int] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = 0 }
        let statement = try db.makeStatement(sql: """
            SELECT day, sum(ok + failed + cancelled + ignored) FROM transition_rollup
            WHERE day >= ?1 AND day <= ?2 GROUP BY day
            """)
        try statement.bind(Int64(days.lowerBound.daysSinceEpoch), at: 1)
        try statement.bind(Int64(days.upperBound.daysSinceEpoch), at: 2)
        while try statement.step() {
            result[UTCDay(daysSinceEpoch: statement.int(0))] = statement.int(1)
        }
        return result
    }

    /// The rollups of every day in `days`, from the counts ingest keeps (days without
    /// transitions map to []), with the duration percentiles computed for them, if any.
    /// One snapshot.
    public static func load(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        try inSnapshot(db) { try loadRows(db, days: days) }
    }

    private static func loadRows(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        struct Slot: Hashable { var day: Int; var key: RollupKey }
        var index: [Slot: Int] = [:]
        var rowsByDay: [Int: [RollupRow]] = [:]
        let facts = """
            CASE WHEN r.started THEN r.os_major END, CASE WHEN r.started THEN r.os_minor END,
            CASE WHEN r.started THEN r.app_version END
            """
        let counts = try db.makeStatement(sql: """
            SELECT r.day, r.strategy, \(facts), r.direction, sum(r.ok), sum(r.failed), sum(r.cancelled), sum(r.ignored),
                   sum(r.restores), sum(r.mismatches), sum(r.durations)
            FROM transition_rollup AS r WHERE r.day >= ?1 AND r.day <= ?2
            GROUP BY 1, 2, 3, 4, 5, 6
            HAVING sum(r.ok + r.failed + r.cancelled + r.ignored) > 0
            """)
        try counts.bind(Int64(days.lowerBound.daysSinceEpoch), at: 1)
        try counts.bind(Int64(days.upperBound.daysSinceEpoch), at: 2)
        func key(_ s: Statement) -> RollupKey {
            RollupKey(
                strategy: s.string(1) ?? "", osMajor: s.isNull(2) ? nil : s.int(2),
                osMinor: s.isNull(3) ? nil : s.int(3), appVersion: s.string(4), direction: s.string(5) ?? "")
        }
        while try counts.step() {
            let day = counts.int(0)
            var row = RollupRow(key: key(counts))
            row.ok = counts.int(6)
            row.failures = counts.int(7)
            row.cancelled = counts.int(8)
            row.ignored = counts.int(9)
            row.attempts = row.ok + row.failures
            row.restores = counts.int(10)
            row.mismatches = counts.int(11)
            row.durations = counts.int(12)
            index[Slot(day: day, key: row.key)] = rowsByDay[day, default: []].count
            rowsByDay[day, default: []].append(row)
        }
        let kinds = try db.makeStatement(sql: """
            SELECT r.day, r.strategy, \(facts), r.direction, r.failure, sum(r.failures)
            FROM failure_rollup AS r WHERE r.day >= ?1 AND r.day <= ?2
            GROUP BY 1, 2, 3, 4, 5, 6, 7
            HAVING sum(r.failures) > 0
            """)
        try kinds.bind(Int64(days.lowerBound.daysSinceEpoch), at: 1)
        try kinds.bind(Int64(days.upperBound.daysSinceEpoch), at: 2)
        while try kinds.step() {
            let day = kinds.int(0)
            if let position = index[Slot(day: day, key: key(kinds))] {
                let kind = kinds.string(6).flatMap { $0.isEmpty ? nil : $0 } ?? unspecifiedFailure
                rowsByDay[day]![position].failureKinds[kind, default: 0] += kinds.int(7)
            }
        }
        let durations = try db.makeStatement(sql: """
            SELECT day, strategy, os_major, os_minor, app_version, direction, duration_p50_ms, duration_p95_ms
            FROM daily_durations WHERE day >= ?1 AND day <= ?2
            """)
        try durations.bind(days.lowerBound.description, at: 1)
        try durations.bind(days.upperBound.description, at: 2)
        while try durations.step() {
            guard let day = durations.string(0).flatMap(UTCDay.init) else { continue }
            if let position = index[Slot(day: day.daysSinceEpoch, key: key(durations))] {
                rowsByDay[day.daysSinceEpoch]![position].durationP50 = durations.double(6)
                rowsByDay[day.daysSinceEpoch]![position].durationP95 = durations.double(7)
            }
        }
        for (day, rows) in rowsByDay {
            result[UTCDay(daysSinceEpoch: day)] = rows.sorted { $0.key < $1.key }
        }
        return result
    }
}
