import FSTelModel

/// The duration percentiles of one nightly group on one day: a row of `daily_durations`.
@_spi(FSTelDrivers) public struct DurationPercentiles: Sendable, Equatable {
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
    /// Transitions that carried a duration.
    public var durations: Int
    /// Median duration in milliseconds (nearest rank).
    public var p50: Double
    /// 95th percentile in milliseconds (nearest rank).
    public var p95: Double

    /// The percentiles of `durations` durations of one group.
    public init(
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
/// The duration percentiles nightly keeps per day (no running sum can keep them, so they
/// are computed from raw rows before those are pruned). The store's write, through its
/// connection (``SQLQuerying/replaceDailyDurations(day:with:computedAt:)``); nightly
/// computes the rows.
package enum DailyDurations {
    /// Replaces the stored percentiles of `day` with `rows` (inside the caller's
    /// transaction when there is one; otherwise in its own), and records the day in
    /// `daily_rollup_days` with the number of durations they were computed from.
    package static func replace(_ db: any SQLQuerying, day: UTCDay, with rows: [DurationPercentiles], computedAt: Int64) throws {
        try db.replaceDailyDurations(day: day, with: rows, computedAt: computedAt)
    }

    /// Runs `body` in one write transaction of the store.
    package static func inTransaction(_ db: any SQLQuerying, _ body: () throws -> Void) throws {
        try db.inWriteTransaction(body)
    }
}
