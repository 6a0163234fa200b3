import FSTelStore

/// What reports say about days the store pruned.
extension Retention {
    /// The one line a report that reads raw rows prints when days of its range were pruned.
    public static func uncountedNotice(_ days: PrunedDays) -> String {
        "note: days \(days.text) of the range were pruned: this report reads raw transitions and could not count them "
            + "(failure-rates and best-strategy by strategy, OS, device, app version, direction and day, "
            + "and failures by strategy, OS version, app version, direction and day, count them from the rollups)"
    }

    /// A sentence for a report that needs raw rows in [fromMs, toMs) when part of that
    /// range has been pruned; nil when every raw row of the range is still stored.
    public static func prunedNotice(_ db: Database, fromMs: Int64, toMs: Int64) throws -> String? {
        try prunedDays(db, fromMs: fromMs, toMs: toMs).map(uncountedNotice)
    }
}
