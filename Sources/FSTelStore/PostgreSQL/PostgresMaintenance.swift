import FSTelModel

/// Upkeep of a PostgreSQL store that its ingests leave to the store's owner (`fstel
/// maintain`): day partitions made ahead of time (so that no ingest has to make one), a
/// fresh `ANALYZE` of the tables that changed, and a report of each table's size and dead
/// rows (the bloat a `VACUUM` would reclaim).
package enum PostgresMaintenance {
    /// The day partitions of `transitions` from `first` through `last` (UTC day numbers,
    /// both included): those it made, and how many existed already.
    package static func makePartitions(_ connection: PostgresConnection, from first: Int, through last: Int) throws -> (made: [Int], existing: Int) {
        guard last >= first else { return ([], 0) }
        let existing = try existingPartitionDays(connection)
        var made: [Int] = []
        for day in first...last where !existing.contains(day) {
            // One transaction per day: a long run does not hold every new partition's locks.
            try connection.inTransaction {
                _ = try connection.scalar(sql: "SELECT transitions_partition($1)", arguments: [day])
            }
            made.append(day)
        }
        return (made, (last - first + 1) - made.count)
    }

    /// The UTC day numbers that have a partition of `transitions`.
    package static func existingPartitionDays(_ connection: PostgresConnection) throws -> Set<Int> {
        // A partition's bound reads `FOR VALUES FROM (20419) TO (20420)`: its session day
        // (the default partition's, `DEFAULT`, has none).
        let rows = try connection.rows(sql: """
            SELECT (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \\(''?(-?[0-9]+)''?\\)'))[1]::bigint
            FROM pg_catalog.pg_inherits AS i JOIN pg_catalog.pg_class AS c ON c.oid = i.inhrelid
            WHERE i.inhparent = 'transitions'::regclass
            """)
        return Set(rows.compactMap { $0[0].int64.map(Int.init) })
    }

    /// Runs `ANALYZE` on every table of the store whose rows changed since it was last
    /// analyzed (by `ANALYZE` or autovacuum), and on `transitions` itself when any of its
    /// day partitions did (autovacuum never analyzes a partitioned table's parent, whose
    /// statistics plan every query over several days). Only tables the role may analyze
    /// (its own, or any for a superuser) are. Returns the tables analyzed.
    package static func analyzeChanged(_ connection: PostgresConnection) throws -> [String] {
        let changed = try connection.rows(sql: """
            SELECT s.relname::text, c.relispartition
            FROM pg_catalog.pg_stat_user_tables AS s JOIN pg_catalog.pg_class AS c ON c.oid = s.relid
            WHERE s.schemaname = current_schema() AND pg_has_role(c.relowner, 'USAGE')
              AND (s.n_mod_since_analyze > 0 OR (s.last_analyze IS NULL AND s.last_autoanalyze IS NULL AND s.n_live_tup > 0))
            ORDER BY 1
            """)
        var analyzed: [String] = []
        var partitionChanged = false
        for row in changed {
            guard let name = row[0].string else { continue }
            try connection.execute(sql: "ANALYZE \(PostgresRoles.quoted(name))")
            analyzed.append(name)
            if row[1].int64 == 1 { partitionChanged = true }
        }
        let ownsParent = try connection.scalar(sql: """
            SELECT pg_has_role(relowner, 'USAGE')::integer FROM pg_catalog.pg_class WHERE oid = 'transitions'::regclass
            """).int64 == 1
        guard ownsParent else { return analyzed.sorted() }
        let parentNeverAnalyzed = try connection.scalar(sql: """
            SELECT count(*) FROM pg_catalog.pg_stats WHERE schemaname = current_schema() AND tablename = 'transitions'
            """).int64 == 0
        let hasRows = try connection.scalar(sql: "SELECT EXISTS (SELECT 1 FROM transitions)").int64 == 1
        if partitionChanged || (parentNeverAnalyzed && hasRows) {
            try connection.execute(sql: "ANALYZE transitions")
            analyzed.append("transitions")
        }
        return analyzed.sorted()
    }

    /// One table's size and dead rows, from PostgreSQL's statistics (approximate: they are
    /// collected as rows change and by `ANALYZE`).
    package struct TableHealth: Sendable, Equatable {
        /// The table (a day partition of `transitions` by its own name).
        package var table: String
        /// Rows that are live.
        package var liveRows: Int64
        /// Rows deleted or updated away and not yet vacuumed: the bloat.
        package var deadRows: Int64
        /// Bytes on disk, indexes and TOAST included.
        package var bytes: Int64
        /// The last `VACUUM` (by hand or autovacuum), `YYYY-MM-DDTHH:MM:SSZ`, or empty.
        package var lastVacuum: String

        /// Dead rows as a share of all rows, 0 to 1.
        package var deadShare: Double {
            liveRows + deadRows == 0 ? 0 : Double(deadRows) / Double(liveRows + deadRows)
        }
    }

    /// Every table of the store (day partitions each on their own), largest first.
    package static func tableHealth(_ connection: PostgresConnection) throws -> [TableHealth] {
        try connection.execute(sql: "SELECT pg_stat_clear_snapshot()")
        return try connection.rows(sql: """
            SELECT s.relname::text, s.n_live_tup, s.n_dead_tup, pg_total_relation_size(s.relid),
                   coalesce(to_char(greatest(s.last_vacuum, s.last_autovacuum) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '')
            FROM pg_catalog.pg_stat_user_tables AS s
            WHERE s.schemaname = current_schema()
            ORDER BY 4 DESC, 1
            """).map { row in
            TableHealth(
                table: row[0].string ?? "", liveRows: row[1].int64 ?? 0, deadRows: row[2].int64 ?? 0, bytes: row[3].int64 ?? 0,
                lastVacuum: row[4].string ?? "")
        }
    }
}
