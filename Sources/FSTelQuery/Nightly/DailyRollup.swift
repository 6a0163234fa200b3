import FSTelStore

/// The grain of `daily_rollups` (without the day).
public struct RollupKey: Hashable, Comparable, Sendable {
    /// The strategy.
    public var strategy: String
    /// The OS major version; nil when no session start was logged.
    public var osMajor: Int?
    /// The OS minor version; nil when not logged.
    public var osMinor: Int?
    /// The app version; nil when no session start was logged.
    public var appVersion: String?
    /// `enter` or `exit`.
    public var direction: String

    /// The key of one rollup row.
    public init(strategy: String, osMajor: Int?, osMinor: Int?, appVersion: String?, direction: String) {
        self.strategy = strategy
        self.osMajor = osMajor
        self.osMinor = osMinor
        self.appVersion = appVersion
        self.direction = direction
    }

    /// Ordered by strategy, OS major, OS minor, app version, then direction (nil first).
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
    /// The group.
    public var key: RollupKey
    /// Transitions whose outcome is `ok` or `failed` (docs/metrics.md); `cancelled` and
    /// `ignored` are counted apart.
    public var attempts = 0
    /// Transitions whose outcome is `ok`.
    public var ok = 0
    /// Transitions whose outcome is `failed`.
    public var failures = 0
    /// Transitions whose outcome is `cancelled`.
    public var cancelled = 0
    /// Transitions whose outcome is `ignored`.
    public var ignored = 0
    /// Exits that carry both a target and a restored index path.
    public var restores = 0
    /// Restores whose restored index path differs from the target.
    public var mismatches = 0
    /// Transitions that carry a duration.
    public var durations = 0
    /// Median duration in milliseconds (nearest rank); nil without durations.
    public var durationP50: Double?
    /// 95th percentile duration in milliseconds (nearest rank); nil without durations.
    public var durationP95: Double?
    /// Failures per kind; the values add up to ``failures``.
    public var failureKinds: [String: Int] = [:]

    /// An empty row of `key`.
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

    /// The duration percentiles of every day in `days`, from one pass over the raw
    /// transitions with `ts` in [first day's start, last day's end) that carry a duration.
    /// Rows hold the key, `durations` and the percentiles only (counts come from
    /// ``load(_:days:)``); days without durations map to [].
    ///
    /// Rows come in (session_key, seq) order, so a session's facts are looked up once per
    /// session, not joined per row, and consecutive rows of one session reuse their
    /// group without a dictionary lookup.
    public static func computeDurations(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        final class Group {
            let key: RollupKey
            var values: [Double] = []
            init(_ key: RollupKey) { self.key = key }
        }
        struct DayKey: Hashable {
            var day: Int
            var key: RollupKey
        }
        let statement = try db.makeStatement(sql: """
            SELECT t.ts, t.session_key, t.strategy, t.direction, t.duration_ms
            FROM transitions AS t
            WHERE t.ts >= ?1 AND t.ts < ?2 AND t.duration_ms IS NOT NULL
            """)
        try statement.bind(days.lowerBound.startMs, at: 1)
        try statement.bind(days.upperBound.endMs, at: 2)
        let facts = try db.makeStatement(sql: """
            SELECT os_major, os_minor, app_version FROM sessions WHERE session_key = ?1 AND started_at IS NOT NULL
            """)
        var groups: [DayKey: Group] = [:]
        var currentSession: Int64 = .min
        var osMajor: Int?
        var osMinor: Int?
        var appVersion: String?
        var recent: [(day: Int, strategy: String, direction: String, group: Group)] = []
        while try statement.step() {
            let day = UTCDay(containing: statement.int64(0)).daysSinceEpoch
            let sessionKey = statement.int64(1)
            if sessionKey != currentSession {
                currentSession = sessionKey
                try facts.bind(sessionKey, at: 1)
                if try facts.step() {
                    osMajor = facts.isNull(0) ? nil : facts.int(0)
                    osMinor = facts.isNull(1) ? nil : facts.int(1)
                    appVersion = facts.string(2)
                } else {
                    (osMajor, osMinor, appVersion) = (nil, nil, nil)
                }
                facts.reset()
                recent.removeAll(keepingCapacity: true)
            }
            let strategy = statement.string(2) ?? ""
            let direction = statement.string(3) ?? ""
            let group: Group
            if let hit = recent.first(where: { $0.day == day && $0.strategy == strategy && $0.direction == direction }) {
                group = hit.group
            } else {
                let key = RollupKey(strategy: strategy, osMajor: osMajor, osMinor: osMinor, appVersion: appVersion, direction: direction)
                let dayKey = DayKey(day: day, key: key)
                if let existing = groups[dayKey] {
                    group = existing
                } else {
                    group = Group(key)
                    groups[dayKey] = group
                }
                if recent.count >= 4 { recent.removeFirst() }
                recent.append((day, strategy, direction, group))
            }
            group.values.append(statement.double(4))
        }
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        for (dayKey, group) in groups {
            var row = RollupRow(key: group.key)
            group.values.sort()
            row.durations = group.values.count
            row.durationP50 = Percentile.nearestRank(50, of: group.values)
            row.durationP95 = Percentile.nearestRank(95, of: group.values)
            result[UTCDay(daysSinceEpoch: dayKey.day), default: []].append(row)
        }
        for day in result.keys { result[day]!.sort { $0.key < $1.key } }
        return result
    }

    /// Replaces the stored duration percentiles of `day` with those of `rows`: the store
    /// writes them (``DailyDurations/replace(_:day:with:computedAt:)``).
    static func storeDurations(_ db: Database, day: UTCDay, rows: [RollupRow], computedAt: Int64) throws {
        let percentiles = rows.compactMap { row -> DurationPercentiles? in
            guard row.durations > 0, let p50 = row.durationP50, let p95 = row.durationP95 else { return nil }
            return DurationPercentiles(
                strategy: row.key.strategy, osMajor: row.key.osMajor, osMinor: row.key.osMinor, appVersion: row.key.appVersion,
                direction: row.key.direction, durations: row.durations, p50: p50, p95: p95)
        }
        try DailyDurations.replace(db, day: day, with: percentiles, computedAt: computedAt)
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
        return try db.inReadTransaction(body)
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
        var rows: [Slot: RollupRow] = [:]
        // Rows are read in key order (a range of the primary key, no sort) and summed here:
        // the rollups are finer than the nightly grain (OS name and version, device).
        func slot(_ s: Statement) -> Slot {
            let started = s.int(3) != 0
            return Slot(day: s.int(0), key: RollupKey(
                strategy: s.string(1) ?? "", osMajor: !started || s.isNull(4) ? nil : s.int(4),
                osMinor: !started || s.isNull(5) ? nil : s.int(5), appVersion: started ? s.string(6) : nil,
                direction: s.string(2) ?? ""))
        }
        let counts = try db.makeStatement(sql: """
            SELECT day, strategy, direction, started, os_major, os_minor, app_version,
                   ok, failed, cancelled, ignored, restores, mismatches, durations
            FROM transition_rollup WHERE day >= ?1 AND day <= ?2
            """)
        try counts.bind(Int64(days.lowerBound.daysSinceEpoch), at: 1)
        try counts.bind(Int64(days.upperBound.daysSinceEpoch), at: 2)
        while try counts.step() {
            let at = slot(counts)
            var row = rows[at] ?? RollupRow(key: at.key)
            row.ok += counts.int(7)
            row.failures += counts.int(8)
            row.cancelled += counts.int(9)
            row.ignored += counts.int(10)
            row.restores += counts.int(11)
            row.mismatches += counts.int(12)
            row.durations += counts.int(13)
            rows[at] = row
        }
        let kinds = try db.makeStatement(sql: """
            SELECT day, strategy, direction, started, os_major, os_minor, app_version, failure, failures
            FROM failure_rollup WHERE day >= ?1 AND day <= ?2 AND failures <> 0
            """)
        try kinds.bind(Int64(days.lowerBound.daysSinceEpoch), at: 1)
        try kinds.bind(Int64(days.upperBound.daysSinceEpoch), at: 2)
        while try kinds.step() {
            let at = slot(kinds)
            let kind = kinds.string(7).flatMap { $0.isEmpty ? nil : $0 } ?? unspecifiedFailure
            rows[at]?.failureKinds[kind, default: 0] += kinds.int(8)
        }
        let durations = try db.makeStatement(sql: """
            SELECT day, strategy, os_major, os_minor, app_version, direction, duration_p50_ms, duration_p95_ms
            FROM daily_durations WHERE day >= ?1 AND day <= ?2
            """)
        try durations.bind(days.lowerBound.description, at: 1)
        try durations.bind(days.upperBound.description, at: 2)
        while try durations.step() {
            guard let day = durations.string(0).flatMap(UTCDay.init) else { continue }
            let key = RollupKey(
                strategy: durations.string(1) ?? "", osMajor: durations.isNull(2) ? nil : durations.int(2),
                osMinor: durations.isNull(3) ? nil : durations.int(3), appVersion: durations.string(4),
                direction: durations.string(5) ?? "")
            let at = Slot(day: day.daysSinceEpoch, key: key)
            rows[at]?.durationP50 = durations.double(6)
            rows[at]?.durationP95 = durations.double(7)
        }
        for (at, row) in rows where row.transitions > 0 {
            var row = row
            row.attempts = row.ok + row.failures
            row.failureKinds = row.failureKinds.filter { $0.value != 0 }
            result[UTCDay(daysSinceEpoch: at.day), default: []].append(row)
        }
        for day in result.keys { result[day]!.sort { $0.key < $1.key } }
        return result
    }
}
