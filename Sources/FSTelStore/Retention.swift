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
    public static func prune(
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
    public func prune(
        keepFrom: UTCDay, sessionGraceDays: Int = Retention.defaultSessionGraceDays, dryRun: Bool, now: Int64
    ) throws -> PruneReport {
        try Retention.prune(database, keepFrom: keepFrom, sessionGraceDays: sessionGraceDays, dryRun: dryRun, now: now)
    }
}

extension Retention {
    /// ``prune(_:keepFrom:sessionGraceDays:dryRun:now:)`` on PostgreSQL, with the same rules
    /// and counts, in one transaction: the cut is recorded first; every day partition of
    /// `transitions` (by session day) whose session day and rows all lie before the cut is
    /// dropped whole; rows before the cut left in other partitions are deleted; then the
    /// sessions left without transitions beyond the grace period are deleted. The rollups
    /// keep the counts of every row removed (all older than the cut), so nothing else
    /// changes.
    ///
    /// Dropping a partition takes an `ACCESS EXCLUSIVE` lock on `transitions` until the
    /// transaction ends: readers and writers of transitions wait for the prune.
    public static func prune(
        _ db: PostgresConnection, keepFrom: UTCDay, sessionGraceDays: Int = defaultSessionGraceDays, dryRun: Bool, now: Int64
    ) throws -> PruneReport {
        let cut = keepFrom.startMs
        let sessionsFrom = keepFrom.adding(days: -sessionGraceDays)
        func work() throws -> PruneReport {
            // Every join of a transition with its session matches `session_hash` as well as
            // `session_key`: the same rows, and on Citus a join of co-located shards that runs
            // on each worker (a subquery on the key alone cannot be pushed down).
            let prunable = """
                ts < $1 AND EXISTS (SELECT 1 FROM sessions AS s WHERE s.session_hash = transitions.session_hash
                                    AND s.session_key = transitions.session_key AND s.started_at IS NOT NULL)
                """
            let row = try db.rows(sql: "SELECT count(*), min(ts) FROM transitions WHERE " + prunable, arguments: [cut])[0]
            let transitions = Int(row[0].int64 ?? 0)
            let firstDay = row[1].int64.map { UTCDay(containing: $0) }
            let orphanWhere = """
                (s.started_at < $2
                 AND NOT EXISTS (SELECT 1 FROM transitions AS t WHERE t.session_hash = s.session_hash
                                 AND t.session_key = s.session_key AND t.ts >= $1))
                OR (s.started_at IS NULL
                    AND NOT EXISTS (SELECT 1 FROM transitions AS t WHERE t.session_hash = s.session_hash
                                    AND t.session_key = s.session_key))
                """
            let arguments: [any DatabaseValueConvertible] = [cut, sessionsFrom.startMs]
            let sessions = Int(try db.scalar(sql: "SELECT count(*) FROM sessions AS s WHERE " + orphanWhere, arguments: arguments).int64 ?? 0)
            var dropped: [String] = []
            if !dryRun && (transitions > 0 || sessions > 0) {
                try db.execute(
                    sql: """
                        INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions, first_day)
                        VALUES ($1, $2, $3, $4, $5, $6)
                        """,
                    arguments: [now, cut, keepFrom.description, transitions, sessions, firstDay?.description])
                // Their keys first, so that their lines read again are duplicates (PrunedKeys).
                try PrunedKeys.record(db, before: cut)
                for partition in try wholePartitions(db, before: cut) {
                    let name = "\"" + partition.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
                    // Rows of sessions still waiting for their start stay, and so do rows at
                    // or after the cut (a session that went on past it): such a partition is
                    // pruned row by row.
                    let kept = try db.scalar(sql: """
                        SELECT count(*) FROM \(name) AS p
                        JOIN sessions AS s ON s.session_hash = p.session_hash AND s.session_key = p.session_key
                        WHERE s.started_at IS NULL OR p.ts >= $1
                        """, arguments: [cut]).int64 ?? 0
                    if kept > 0 { continue }
                    try db.execute(sql: "DROP TABLE \(name)")
                    dropped.append(partition)
                }
                try db.execute(sql: "DELETE FROM transitions WHERE " + prunable, arguments: [cut])
                try db.execute(sql: "DELETE FROM sessions AS s WHERE " + orphanWhere, arguments: arguments)
            }
            return PruneReport(
                beforeMs: cut, beforeDay: keepFrom, transitions: transitions, sessions: sessions,
                sessionsKeptFrom: sessionsFrom, dryRun: dryRun, droppedPartitions: dropped)
        }
        return dryRun ? try work() : try db.inTransaction { try work() }
    }

    /// The day partitions of `transitions` whose session days end at or before `cut` (epoch
    /// ms), oldest first, read from their bounds (`FOR VALUES FROM (day) TO (day + 1)`).
    static func wholePartitions(_ db: PostgresConnection, before cut: Int64) throws -> [String] {
        let rows = try db.rows(sql: """
            SELECT c.relname::text, pg_get_expr(c.relpartbound, c.oid)
            FROM pg_inherits AS i JOIN pg_class AS c ON c.oid = i.inhrelid
            WHERE i.inhparent = 'transitions'::regclass
            """)
        var found: [(end: Int64, name: String)] = []
        for row in rows {
            guard let name = row[0].string, let bound = row[1].string else { continue }
            let parts = bound.split(separator: "TO (", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let digits = parts[1].prefix { $0 == "-" || $0.isNumber || $0 == "'" }.filter { $0 != "'" }
            guard let endDay = Int64(digits), endDay * 86_400_000 <= cut else { continue }
            let end = endDay * 86_400_000
            found.append((end, name))
        }
        return found.sorted { $0.end < $1.end }.map(\.name)
    }
}
