import FSTelStore
@_spi(FSTelDrivers) import FSTelStorage

/// Reads the daily rollups, and computes the duration percentiles that `fstel nightly` adds.
///
/// Counts come from the rollups the ingest writer keeps in the same transaction as the rows
/// (`transition_rollup`, `failure_rollup`): they hold every transition ever stored, late
/// ones included, and `fstel prune` removes raw rows without touching them. So every day
/// has its counts, computed or not, pruned or not. Only the duration percentiles, which no
/// running sum can keep, are computed from raw rows (`daily_durations`).
enum DailyRollups {
    /// The kind recorded for a failed transition whose line named none.
    static let unspecifiedFailure = "unspecified"

    /// The duration percentiles of every day in `days` from the duration sketches ingest
    /// keeps (`duration_sketch`, and the changes of `duration_sketch_changes` not yet folded
    /// in), merged per nightly group: `durations` exact, p50 and p95 within
    /// ``DurationSketch/relativeAccuracy`` (1%) of the nearest-rank values
    /// read from raw rows (NightlyRollupTests compares them). Rows hold the key, `durations`
    /// and the percentiles only; days without durations map to []. Reads no raw row, so it
    /// costs the same for a pruned day and does not grow with the store.
    static func sketchedDurations(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        struct Slot: Hashable { var day: Int; var key: RollupKey }
        let dialect = db.dialect
        let key: [SQL] = ["r.day", "r.strategy", "r.direction", "r.started", "r.os_major", "r.os_minor", "r.app_version"]
        let sql = dialect.sketchQuery(selected: key, grouped: key, conditions: [
            "r.day >= \(bind: Int64(days.lowerBound.daysSinceEpoch))", "r.day <= \(bind: Int64(days.upperBound.daysSinceEpoch))",
        ])
        var sketches: [Slot: DurationSketch] = [:]
        try db.eachRow(sql) { row in
            // The grain of `daily_rollups`, as ``load(_:days:)`` reads it.
            let started = row.int(3) != 0
            let at = Slot(day: row.int(0), key: RollupKey(
                strategy: row.string(1) ?? "", osMajor: !started || row.isNull(4) ? nil : row.int(4),
                osMinor: !started || row.isNull(5) ? nil : row.int(5), appVersion: started ? row.string(6) : nil,
                direction: row.string(2) ?? ""))
            try dialect.addSketchColumns(row, at: 7, to: &sketches[at, default: DurationSketch()])
        }
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        for (at, sketch) in sketches where sketch.count > 0 {
            var row = RollupRow(key: at.key)
            row.durations = sketch.count
            row.durationP50 = sketch.percentile(50)
            row.durationP95 = sketch.percentile(95)
            result[UTCDay(daysSinceEpoch: at.day), default: []].append(row)
        }
        for day in result.keys { sortByKey(&result[day]!) }
        return result
    }

    /// Orders rows by key (``RollupKey/<``), moving each row once.
    static func sortByKey(_ rows: inout [RollupRow]) {
        guard rows.count > 1 else { return }
        // Each text replaced by its rank among the few distinct values, so that comparing
        // two keys compares integers, not strings (same order as ``RollupKey/<``).
        let strategies = TextRanks(rows.map(\.key.strategy)), appVersions = TextRanks(rows.map { $0.key.appVersion ?? "" })
        let directions = TextRanks(rows.map(\.key.direction))
        let keys = rows.map { row in
            (strategies.rank(of: row.key.strategy), row.key.osMajor ?? -1, row.key.osMinor ?? -1,
             appVersions.rank(of: row.key.appVersion ?? ""), directions.rank(of: row.key.direction))
        }
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        rows = order.map { rows[$0] }
    }

    /// Replaces the stored duration percentiles of `day` with those of `rows`: the store
    /// writes them (``DailyDurations/replace(_:day:with:computedAt:)``).
    static func storeDurations(_ db: any SQLQuerying, day: UTCDay, rows: [RollupRow], computedAt: Int64) throws {
        let percentiles = rows.compactMap { row -> DurationPercentiles? in
            guard row.durations > 0, let p50 = row.durationP50, let p95 = row.durationP95 else { return nil }
            return DurationPercentiles(
                strategy: row.key.strategy, osMajor: row.key.osMajor, osMinor: row.key.osMinor, appVersion: row.key.appVersion,
                direction: row.key.direction, durations: row.durations, p50: p50, p95: p95)
        }
        try DailyDurations.replace(db, day: day, with: percentiles, computedAt: computedAt)
    }

    /// Runs `body` in one read transaction (one snapshot) unless a transaction is open.
    static func inSnapshot<T>(_ db: any SQLQuerying, _ body: () throws -> T) throws -> T {
        try db.inSnapshot(body)
    }

    /// Transitions stored per day (every outcome), from the rollups; every day in `days` is
    /// present, 0 when none was stored.
    static func dailyTransitions(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: Int] {
        var result: [UTCDay: Int] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = 0 }
        try db.eachRow("""
            SELECT day, sum(ok + failed + cancelled + ignored) FROM transition_rollup
            WHERE day >= \(bind: Int64(days.lowerBound.daysSinceEpoch)) AND day <= \(bind: Int64(days.upperBound.daysSinceEpoch)) GROUP BY day
            """) { row in
            result[UTCDay(daysSinceEpoch: row.int(0))] = row.int(1)
        }
        return result
    }

    /// Attempts (ok + failed) and failures per strategy of every day in `days` (days without
    /// transitions map to [:]), from the rollups: what nightly's chart shows of a day. The
    /// rollups' key starts with the day and the strategy, so SQLite sums them in key
    /// order, without sorting.
    static func strategyAttempts(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [String: (attempts: Int, failures: Int)]] {
        var result: [UTCDay: [String: (attempts: Int, failures: Int)]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [:] }
        try db.eachRow("""
            SELECT day, strategy, sum(ok + failed), sum(failed) FROM transition_rollup
            WHERE day >= \(bind: Int64(days.lowerBound.daysSinceEpoch)) AND day <= \(bind: Int64(days.upperBound.daysSinceEpoch)) GROUP BY day, strategy HAVING sum(ok + failed + cancelled + ignored) > 0
            """) { row in
            let day = UTCDay(daysSinceEpoch: row.int(0)), strategy = row.string(1) ?? ""
            // Canonically equivalent spellings of a strategy add up, as they do in ``load(_:days:)``.
            result[day, default: [:]][strategy, default: (0, 0)].attempts += row.int(2)
            result[day, default: [:]][strategy, default: (0, 0)].failures += row.int(3)
        }
        return result
    }

    /// The rollups of every day in `days`, from the counts ingest keeps (days without
    /// transitions map to []), with the duration percentiles computed for them, if any.
    /// One snapshot.
    package static func load(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        try inSnapshot(db) { try loadRows(db, days: days) }
    }

    private static func loadRows(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        let groups = RollupGroups()
        let inDays: SQL = "day >= \(bind: Int64(days.lowerBound.daysSinceEpoch)) AND day <= \(bind: Int64(days.upperBound.daysSinceEpoch))"
        try forEachRow(db, """
            SELECT day, strategy, direction, started, os_major, os_minor, app_version,
                   ok, failed, cancelled, ignored, restores, mismatches, durations
            FROM transition_rollup WHERE \(inDays)
            """) { groups.addCounts($0) }
        try forEachRow(db, """
            SELECT day, strategy, direction, started, os_major, os_minor, app_version, failure, failures
            FROM failure_rollup WHERE \(inDays) AND failures <> 0
            """) { groups.addFailures($0) }
        let percentiles = try storedPercentiles(db, days: days)
        for (day, row) in groups.rollupRows(unspecifiedFailure: unspecifiedFailure) {
            var row = row
            if let known = percentiles[day]?[row.key] { (row.durationP50, row.durationP95) = known }
            result[UTCDay(daysSinceEpoch: day), default: []].append(row)
        }
        return result
    }

    /// The duration percentiles stored for the days in `days` (`daily_durations`), per day
    /// number and key.
    private static func storedPercentiles(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [Int: [RollupKey: (Double, Double)]] {
        var result: [Int: [RollupKey: (Double, Double)]] = [:]
        try db.eachRow("""
            SELECT day, strategy, os_major, os_minor, app_version, direction, duration_p50_ms, duration_p95_ms
            FROM daily_durations WHERE day >= \(bind: days.lowerBound.description) AND day <= \(bind: days.upperBound.description)
            """) { durations in
            guard let day = durations.string(0).flatMap(UTCDay.init) else { return }
            let key = RollupKey(
                strategy: durations.string(1) ?? "", osMajor: durations.isNull(2) ? nil : durations.int(2),
                osMinor: durations.isNull(3) ? nil : durations.int(3), appVersion: durations.string(4),
                direction: durations.string(5) ?? "")
            result[day.daysSinceEpoch, default: [:]][key] = (durations.double(6), durations.double(7))
        }
        return result
    }
}
