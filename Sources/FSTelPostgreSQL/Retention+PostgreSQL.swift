import FSTelModel
import FSTelStorage

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
    package static func prune(
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
                try recordPrunedRange(db, [now, cut, keepFrom.description, transitions, sessions, firstDay?.description])
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

    /// The columns of a PostgreSQL store's `pruned_ranges` row, in the order
    /// ``recordPrunedRange(_:_:)`` takes their values.
    package static let prunedRangeColumns = [
        "pruned_at", "before_ts", "before_day", "transitions", "sessions", "first_day", "before_summaries",
    ]

    /// Adds a prune's `pruned_ranges` row to a PostgreSQL store: `values` for the first
    /// `values.count` of ``prunedRangeColumns`` (the others keep their defaults).
    package static func recordPrunedRange(_ db: PostgresConnection, _ values: [any DatabaseValueConvertible]) throws {
        precondition((1...prunedRangeColumns.count).contains(values.count))
        let columns = prunedRangeColumns.prefix(values.count).joined(separator: ", ")
        let placeholders = (1...values.count).map { "$\($0)" }.joined(separator: ", ")
        try db.execute(sql: "INSERT INTO pruned_ranges (\(columns)) VALUES (\(placeholders))", arguments: values)
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
