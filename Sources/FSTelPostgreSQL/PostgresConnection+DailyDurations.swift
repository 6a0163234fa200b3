import FSTelModel
@_spi(FSTelDrivers) import FSTelStorage

extension PostgresConnection {
    /// Replaces the percentiles of `day` (``DailyDurations``) on PostgreSQL.
    package func replaceDailyDurations(day: UTCDay, with rows: [DurationPercentiles], computedAt: Int64) throws {
        let body = {
            let dayText = day.description
            try self.execute(sql: "DELETE FROM daily_durations WHERE day = $1", arguments: [dayText])
            try self.insertDailyDurations(day: dayText, rows)
            try self.execute(
                sql: Self.insertDailyRollupDay + " ON CONFLICT (day) DO UPDATE SET transitions = excluded.transitions, computed_at = excluded.computed_at",
                arguments: [dayText, rows.reduce(0) { $0 + $1.durations }, computedAt])
        }
        if isInTransaction {
            try body()
        } else {
            try inTransaction(body)
        }
    }

    /// Adds the percentiles of `day` (a `daily_rollup_days` row with `transitions` and
    /// `computedAt`, and `rows`) when the store has not computed that day; a day it has
    /// keeps its own. True when added. In the caller's transaction.
    package func addDailyDurations(day: String, with rows: [DurationPercentiles], transitions: Int64, computedAt: Int64) throws -> Bool {
        let added = try execute(
            sql: Self.insertDailyRollupDay + " ON CONFLICT DO NOTHING", arguments: [day, transitions, computedAt]) == 1
        if added { try insertDailyDurations(day: day, rows) }
        return added
    }

    private static let insertDailyRollupDay = "INSERT INTO daily_rollup_days (day, transitions, computed_at) VALUES ($1, $2, $3)"

    private func insertDailyDurations(day: String, _ rows: [DurationPercentiles]) throws {
        for row in rows {
            try execute(sql: """
                INSERT INTO daily_durations (day, strategy, os_major, os_minor, app_version, direction, durations,
                    duration_p50_ms, duration_p95_ms)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                """, arguments: [
                    day, row.strategy, row.osMajor, row.osMinor, row.appVersion, row.direction, row.durations, row.p50, row.p95,
                ] as [any DatabaseValueConvertible])
        }
    }

    /// Runs `body` in one write transaction.
    package func inWriteTransaction(_ body: () throws -> Void) throws {
        try inTransaction(body)
    }
}
