import FSTelStore

/// What reports say about days the store pruned.
extension Retention {
    /// The one line a report that reads raw rows prints when days of its range were pruned.
    package static func uncountedNotice(_ days: PrunedDays) -> String {
        "note: days \(days.text) of the range were pruned: this report reads raw transitions and could not count them "
            + "(failure-rates and best-strategy by strategy, OS, device, app version, direction and day, "
            + "and failures, restore and durations by strategy, OS version, app version, direction and day, "
            + "restore also by method and container, count them from the rollups, without --exact)"
    }

    /// The line a report answered from the summaries of migration 0009 (`restore_rollup`,
    /// `duration_sketch`) prints when days of its range were pruned before that migration.
    package static func unsummarizedNotice(_ days: PrunedDays) -> String {
        "note: days \(days.text) of the range were pruned before restore and duration summaries were kept "
            + "(migration 0009): this report could not count them"
    }

    /// A sentence for a report that needs raw rows in [fromMs, toMs) when part of that
    /// range has been pruned; nil when every raw row of the range is still stored.
    package static func prunedNotice(_ db: any SQLQuerying, fromMs: Int64, toMs: Int64) throws -> String? {
        try prunedDays(db, fromMs: fromMs, toMs: toMs).map(uncountedNotice)
    }
}
