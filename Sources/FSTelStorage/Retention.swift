import FSTelModel

/// What `fstel prune` removes (or would remove).
public struct PruneReport: Equatable, Sendable {
    /// Rows with `ts` before this (epoch ms UTC, a midnight) are removed.
    public var beforeMs: Int64
    /// The first day kept (``beforeMs`` as a day).
    public var beforeDay: UTCDay
    /// Transitions removed.
    public var transitions: Int
    /// Sessions whose facts were removed.
    public var sessions: Int
    /// Sessions that started on or after this day (or that still have transitions at or
    /// after the cut) keep their facts.
    public var sessionsKeptFrom: UTCDay
    /// True when nothing was removed (counts of what would be).
    public var dryRun: Bool
    /// The day partitions of `transitions` dropped whole (PostgreSQL), oldest first.
    public var droppedPartitions: [String] = []

    package init(beforeMs: Int64, beforeDay: UTCDay, transitions: Int, sessions: Int, sessionsKeptFrom: UTCDay, dryRun: Bool, droppedPartitions: [String] = []) {
        self.beforeMs = beforeMs
        self.beforeDay = beforeDay
        self.transitions = transitions
        self.sessions = sessions
        self.sessionsKeptFrom = sessionsKeptFrom
        self.dryRun = dryRun
        self.droppedPartitions = droppedPartitions
    }
}

/// Days whose raw transitions a prune deleted (their counts stay in the rollups).
public struct PrunedDays: Equatable, Sendable {
    /// The oldest day deleted, when known (prunes made before migration 0005 did not record it).
    public var first: UTCDay?
    /// The newest day deleted.
    public var last: UTCDay

    /// The days `first` (when known) to `last`.
    public init(first: UTCDay?, last: UTCDay) {
        self.first = first
        self.last = last
    }

    /// `2026-10-01 to 2026-10-02`, `2026-10-02`, or `up to 2026-10-02`.
    public var text: String {
        guard let first else { return "up to \(last)" }
        return first == last ? first.description : "\(first) to \(last)"
    }
}

/// Pruning raw rows by age, and the days pruned so far (their counts stay in the rollups).
/// The store's own writes: reports only read what it recorded (`pruned_ranges`).
public enum Retention {
    /// Days of sessions started before the cut whose facts prune keeps by default.
    public static let defaultSessionGraceDays = 30

    /// The newest cut of any prune: raw rows with `ts` before it are gone. nil when the
    /// store was never pruned.
    public static func prunedBefore(_ db: any SQLQuerying) throws -> Int64? {
        try db.fetchRows(sql: "SELECT max(before_ts) FROM pruned_ranges", arguments: []).first?.first?.int64
    }

    /// The pruned days within [fromMs, toMs) (nil bounds: open), or nil when every raw
    /// row of the range is still stored. With `beforeSummaries`, only the days of prunes
    /// made before migration 0009, whose rows `restore_rollup` and `duration_sketch` lack.
    public static func prunedDays(_ db: any SQLQuerying, fromMs: Int64?, toMs: Int64?, beforeSummaries: Bool = false) throws -> PrunedDays? {
        let row = try db.fetchRows(
            sql: "SELECT max(before_ts), min(first_day), count(*) - count(first_day) FROM pruned_ranges"
                + (beforeSummaries ? " WHERE before_summaries = 1" : ""),
            arguments: [])[0]
        guard let cut = row[0].int64 else { return nil }
        if let fromMs, fromMs >= cut { return nil }
        var last = UTCDay(containing: cut - 1)
        if let toMs { last = min(last, UTCDay(containing: toMs - 1)) }
        // The oldest day deleted is known only when every prune recorded it.
        var first = (row[2].int64 ?? 0) == 0 ? row[1].string.flatMap(UTCDay.init) : nil
        if let fromMs { first = max(first ?? UTCDay(containing: fromMs), UTCDay(containing: fromMs)) }
        if let first, first > last { return nil }
        return PrunedDays(first: first, last: last)
    }

    /// The newest cut of the prunes made before migration 0009: raw rows with `ts` before
    /// it are missing from `restore_rollup` and `duration_sketch`. nil when there were none.
    public static func prunedBeforeSummaries(_ db: any SQLQuerying) throws -> Int64? {
        try db.fetchRows(sql: "SELECT max(before_ts) FROM pruned_ranges WHERE before_summaries = 1", arguments: [])
            .first?.first?.int64
    }
}
