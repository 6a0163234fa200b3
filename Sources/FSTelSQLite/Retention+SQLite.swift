import FSTelModel
import FSTelStorage

extension Retention {
    /// Deletes, in one transaction, transitions with `ts` before `keepFrom`'s midnight, and
    /// sessions that have no transition left and started more than `sessionGraceDays`
    /// before the cut: a session that started within the grace period keeps its device,
    /// OS and app facts for transitions that arrive late.
    ///
    /// A session that has not logged its `session_start` yet keeps its transitions (and
    /// itself): their counts sit under an unknown OS until the start arrives and moves
    /// them to the session's facts, which needs the rows. A later prune removes them once
    /// the start is stored, so a pruned store reports what a store never pruned reports.
    ///
    /// Counts are never touched: the rollups ingest keeps already hold every deleted row
    /// (the cut is recorded first, and the delete trigger leaves rows older than the newest
    /// cut counted). With `dryRun`, counts what would go and changes nothing.
    package static func prune(
        _ db: Database, keepFrom: UTCDay, sessionGraceDays: Int = defaultSessionGraceDays, dryRun: Bool, now: Int64
    ) throws -> PruneReport {
        let cut = keepFrom.startMs
        let sessionsFrom = keepFrom.adding(days: -sessionGraceDays)
        let work = { () throws -> PruneReport in
            let prunable = "ts < ? AND session_key IN (SELECT session_key FROM sessions WHERE started_at IS NOT NULL)"
            let row = try db.rows(sql: "SELECT count(*), min(ts) FROM transition_rows WHERE " + prunable, arguments: [cut])[0]
            let transitions = Int(row[0].int64 ?? 0)
            let firstDay = row[1].int64.map { UTCDay(containing: $0) }
            // Sessions with no transition at or after the cut (so none left once the older
            // ones are gone) that started before the grace period, and sessions that never
            // logged a start and have no transition at all.
            let orphanSQL = """
                FROM sessions AS s
                WHERE (s.started_at < ?2
                       AND NOT EXISTS (SELECT 1 FROM transition_rows AS t WHERE t.session_key = s.session_key AND t.ts >= ?1))
                   OR (s.started_at IS NULL
                       AND NOT EXISTS (SELECT 1 FROM transition_rows AS t WHERE t.session_key = s.session_key))
                """
            let arguments: [any DatabaseValueConvertible] = [cut, sessionsFrom.startMs]
            let sessions = Int(try db.scalar(sql: "SELECT count(*) " + orphanSQL, arguments: arguments).int64 ?? 0)
            if !dryRun && (transitions > 0 || sessions > 0) {
                try db.execute(
                    sql: """
                        INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions, first_day)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [now, cut, keepFrom.description, transitions, sessions, firstDay?.description])
                // With their keys, so that their lines read again are duplicates (PrunedKeys).
                _ = try PrunedKeys.delete(db, rowsWhere: prunable, arguments: [cut])
                try db.execute(sql: "DELETE FROM sessions WHERE session_key IN (SELECT s.session_key " + orphanSQL + ")", arguments: arguments)
            }
            return PruneReport(
                beforeMs: cut, beforeDay: keepFrom, transitions: transitions, sessions: sessions,
                sessionsKeptFrom: sessionsFrom, dryRun: dryRun)
        }
        return dryRun ? try work() : try db.inTransaction(work)
    }
}

extension Store {
    /// Prunes raw rows before `keepFrom` (``Retention/prune(_:keepFrom:sessionGraceDays:dryRun:now:)``);
    /// the store must be opened with `.write`.
    package func prune(
        keepFrom: UTCDay, sessionGraceDays: Int = Retention.defaultSessionGraceDays, dryRun: Bool, now: Int64
    ) throws -> PruneReport {
        try Retention.prune(database, keepFrom: keepFrom, sessionGraceDays: sessionGraceDays, dryRun: dryRun, now: now)
    }
}

