import FSTelModel
@_spi(FSTelDrivers) import FSTelStorage

extension Database {
    /// Replaces the percentiles of `day` (``DailyDurations``) on SQLite.
    package func replaceDailyDurations(day: UTCDay, with rows: [DurationPercentiles], computedAt: Int64) throws {
        let body = {
            let dayText = day.description
            try self.execute(sql: "DELETE FROM daily_durations WHERE day = ?", arguments: [dayText])
            let insert = try self.makeStatement(sql: """
                INSERT INTO daily_durations (day, strategy, os_major, os_minor, app_version, direction, durations,
                    duration_p50_ms, duration_p95_ms)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                """)
            for row in rows {
                try insert.bind([
                    dayText, row.strategy, row.osMajor, row.osMinor, row.appVersion, row.direction, row.durations, row.p50, row.p95,
                ] as [any DatabaseValueConvertible])
                try insert.execute()
            }
            try self.execute(
                sql: "INSERT OR REPLACE INTO daily_rollup_days (day, transitions, computed_at) VALUES (?, ?, ?)",
                arguments: [dayText, rows.reduce(0) { $0 + $1.durations }, computedAt])
        }
        if isInTransaction {
            try body()
        } else {
            try inTransaction(body)
        }
    }

    /// Runs `body` in one write transaction.
    package func inWriteTransaction(_ body: () throws -> Void) throws {
        try inTransaction(body)
    }
}
