import FSTelStore

/// What `fstel prune` removes (or would remove), and what earlier prunes removed.
public struct PruneReport: Equatable, Sendable {
    /// Rows with `ts` before this (epoch ms UTC, a midnight) are removed.
    public var beforeMs: Int64
    public var beforeDay: UTCDay
    public var transitions: Int
    public var sessions: Int
    /// Days before the cut whose rollups were missing and were computed first (so no
    /// day's numbers are lost with its raw rows).
    public var rolledUpDays: [UTCDay]
    public var dryRun: Bool
}

public enum Retention {
    /// The newest cut of any prune: raw rows with `ts` before it are gone. nil when the
    /// store was never pruned.
    public static func prunedBefore(_ db: Database) throws -> Int64? {
        try db.scalar(sql: "SELECT max(before_ts) FROM pruned_ranges").int64
    }

    /// A sentence for a report that needs raw rows in [fromMs, toMs) when part of that
    /// range has been pruned; nil when every raw row of the range is still stored.
    public static func prunedNotice(_ db: Database, fromMs: Int64, toMs: Int64) throws -> String? {
        guard let cut = try prunedBefore(db), fromMs < cut else { return nil }
        let cutDay = UTCDay(containing: cut)
        let whole = toMs <= cut
        return "raw transitions before \(cutDay) were pruned; \(whole ? "the whole" : "part of the") range asked for "
            + "(from \(UTCDay(containing: fromMs))) is no longer in the store (daily rollups were kept)"
    }

    /// Deletes, in one transaction, transitions with `ts` before `keepFrom`'s midnight and
    /// the sessions left without transitions that started before it (or never logged a
    /// start). Days before the cut with transitions but no rollups get their rollups
    /// computed first, in the same transaction. Rollups are never deleted. With
    /// `dryRun`, counts what would go and changes nothing.
    public static func prune(_ db: Database, keepFrom: UTCDay, dryRun: Bool, now: Int64) throws -> PruneReport {
        let cut = keepFrom.startMs
        let work = { () throws -> PruneReport in
            let transitions = Int(try db.scalar(sql: "SELECT count(*) FROM transitions WHERE ts < ?", arguments: [cut]).int64 ?? 0)
            let oldest = try db.scalar(sql: "SELECT min(ts) FROM transitions WHERE ts < ?", arguments: [cut]).int64
            var missing: [UTCDay] = []
            if let oldest {
                let first = UTCDay(containing: oldest)
                let last = keepFrom.adding(days: -1)
                let computed = try DailyRollups.computedDays(db, days: first...last)
                let alreadyPruned = try prunedBefore(db) ?? Int64.min
                missing = UTCDay.range(first, last).filter { !computed.contains($0) && $0.startMs >= alreadyPruned }
                if !dryRun, let lo = missing.first, let hi = missing.last {
                    let computedRows = try DailyRollups.compute(db, days: lo...hi)
                    for day in missing {
                        try DailyRollups.replace(db, day: day, rows: computedRows[day] ?? [], computedAt: now)
                    }
                }
            }
            // Sessions whose every transition is before the cut, and that started before it.
            let orphanSQL = """
                FROM sessions AS s
                WHERE coalesce(s.started_at, -9223372036854775807) < ?1
                  AND NOT EXISTS (SELECT 1 FROM transitions AS t WHERE t.session_key = s.session_key AND t.ts >= ?1)
                """
            let sessions = Int(try db.scalar(sql: "SELECT count(*) " + orphanSQL, arguments: [cut]).int64 ?? 0)
            if !dryRun && (transitions > 0 || sessions > 0) {
                try db.execute(sql: "DELETE FROM transitions WHERE ts < ?", arguments: [cut])
                try db.execute(sql: "DELETE FROM sessions WHERE session_key IN (SELECT s.session_key " + orphanSQL + ")", arguments: [cut])
                try db.execute(
                    sql: "INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions) VALUES (?, ?, ?, ?, ?)",
                    arguments: [now, cut, keepFrom.description, transitions, sessions])
            }
            return PruneReport(
                beforeMs: cut, beforeDay: keepFrom, transitions: transitions, sessions: sessions,
                rolledUpDays: missing, dryRun: dryRun)
        }
        return dryRun ? try work() : try db.inTransaction(work)
    }
}
