import FSTelModel

/// The duration percentiles of one nightly group on one day: a row of `daily_durations`.
package struct DurationPercentiles: Sendable, Equatable {
    /// The strategy.
    package var strategy: String
    /// The OS major version; nil when no session start was logged.
    package var osMajor: Int?
    /// The OS minor version; nil when not logged.
    package var osMinor: Int?
    /// The app version; nil when no session start was logged.
    package var appVersion: String?
    /// `enter` or `exit`.
    package var direction: String
    /// Transitions that carried a duration.
    package var durations: Int
    /// Median duration in milliseconds (nearest rank).
    package var p50: Double
    /// 95th percentile in milliseconds (nearest rank).
    package var p95: Double

    /// The percentiles of `durations` durations of one group.
    package init(
        strategy: String, osMajor: Int?, osMinor: Int?, appVersion: String?, direction: String,
        durations: Int, p50: Double, p95: Double
    ) {
        self.strategy = strategy
        self.osMajor = osMajor
        self.osMinor = osMinor
        self.appVersion = appVersion
        self.direction = direction
        self.durations = durations
        self.p50 = p50
        self.p95 = p95
    }
}

/// The duration percentiles nightly keeps per day (no running sum can keep them, so they
/// are computed from raw rows before those are pruned). The store's write; nightly
/// computes the rows.
package enum DailyDurations {
    /// Replaces the stored percentiles of `day` with `rows` (inside the caller's
    /// transaction when there is one; otherwise in its own), and records the day in
    /// `daily_rollup_days` with the number of durations they were computed from.
    package static func replace(_ db: any SQLQuerying, day: UTCDay, with rows: [DurationPercentiles], computedAt: Int64) throws {
        switch db {
        case let sqlite as Database: try replace(sqlite, day: day, with: rows, computedAt: computedAt)
        case let postgres as PostgresConnection: try replace(postgres, day: day, with: rows, computedAt: computedAt)
        default: throw StoreCompatibilityError.notADatabase(path: "\(type(of: db))", message: "not a store connection fstel knows")
        }
    }

    /// Runs `body` in one write transaction of the store.
    package static func inTransaction(_ db: any SQLQuerying, _ body: () throws -> Void) throws {
        switch db {
        case let sqlite as Database: try sqlite.inTransaction(body)
        case let postgres as PostgresConnection: try postgres.inTransaction(body)
        default: try body()
        }
    }

    /// ``replace(_:day:with:computedAt:)`` on PostgreSQL.
    package static func replace(_ db: PostgresConnection, day: UTCDay, with rows: [DurationPercentiles], computedAt: Int64) throws {
        let body = {
            let dayText = day.description
            try db.execute(sql: "DELETE FROM daily_durations WHERE day = $1", arguments: [dayText])
            for row in rows {
                try db.execute(sql: """
                    INSERT INTO daily_durations (day, strategy, os_major, os_minor, app_version, direction, durations,
                        duration_p50_ms, duration_p95_ms)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                    """, arguments: [
                        dayText, row.strategy, row.osMajor, row.osMinor, row.appVersion, row.direction, row.durations, row.p50, row.p95,
                    ] as [any DatabaseValueConvertible])
            }
            try db.execute(sql: """
                INSERT INTO daily_rollup_days (day, transitions, computed_at) VALUES ($1, $2, $3)
                ON CONFLICT (day) DO UPDATE SET transitions = excluded.transitions, computed_at = excluded.computed_at
                """, arguments: [dayText, rows.reduce(0) { $0 + $1.durations }, computedAt])
        }
        if db.isInTransaction {
            try body()
        } else {
            try db.inTransaction(body)
        }
    }

    /// ``replace(_:day:with:computedAt:)`` on SQLite.
    package static func replace(_ db: Database, day: UTCDay, with rows: [DurationPercentiles], computedAt: Int64) throws {
        let body = {
            let dayText = day.description
            try db.execute(sql: "DELETE FROM daily_durations WHERE day = ?", arguments: [dayText])
            let insert = try db.makeStatement(sql: """
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
            try db.execute(
                sql: "INSERT OR REPLACE INTO daily_rollup_days (day, transitions, computed_at) VALUES (?, ?, ?)",
                arguments: [dayText, rows.reduce(0) { $0 + $1.durations }, computedAt])
        }
        if db.isInTransaction {
            try body()
        } else {
            try db.inTransaction(body)
        }
    }
}
