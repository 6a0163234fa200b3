import FSTelStorage
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
    ///
    /// On a Citus coordinator a distributed or reference table's rows are in its shards, and
    /// its statistics with them (the coordinator's table of that name stays empty): what
    /// changed is read from the shards' statistics (``shardStatistics(_:)``), and Citus runs
    /// the `ANALYZE` of such a table on each of its shards.
    static func analyzeChanged(_ connection: PostgresConnection) throws -> [String] {
        let sharded = try shardStatistics(connection)
        let changed = try connection.rows(sql: """
            SELECT s.relname::text, c.relispartition::integer, s.n_mod_since_analyze,
                   (s.last_analyze IS NULL AND s.last_autoanalyze IS NULL)::integer, s.n_live_tup
            FROM pg_catalog.pg_stat_user_tables AS s JOIN pg_catalog.pg_class AS c ON c.oid = s.relid
            WHERE s.schemaname = current_schema() AND pg_has_role(c.relowner, 'USAGE')
            ORDER BY 1
            """).compactMap { row -> (name: String, partition: Bool)? in
            guard let name = row[0].string else { return nil }
            let (modified, neverAnalyzed, live) = sharded[name].map { ($0.modifiedSinceAnalyze, $0.neverAnalyzed, $0.liveRows) }
                ?? (row[2].int64 ?? 0, row[3].int64 == 1, row[4].int64 ?? 0)
            guard modified > 0 || (neverAnalyzed && live > 0) else { return nil }
            return (name, row[1].int64 == 1)
        }
        var analyzed: [String] = []
        var partitionChanged = false
        for row in changed {
            try connection.execute(sql: "ANALYZE \(PostgresRoles.quoted(row.name))")
            analyzed.append(row.name)
            if row.partition { partitionChanged = true }
        }
        let ownsParent = try connection.scalar(sql: """
            SELECT pg_has_role(relowner, 'USAGE')::integer FROM pg_catalog.pg_class WHERE oid = 'transitions'::regclass
            """).int64 == 1
        guard ownsParent else { return analyzed.sorted() }
        let parentNeverAnalyzed = try sharded["transitions"].map { $0.statisticsColumns == 0 } ?? (connection.scalar(sql: """
            SELECT count(*) FROM pg_catalog.pg_stats WHERE schemaname = current_schema() AND tablename = 'transitions'
            """).int64 == 0)
        let hasRows = try connection.scalar(sql: "SELECT EXISTS (SELECT 1 FROM transitions)").int64 == 1
        if partitionChanged || (parentNeverAnalyzed && hasRows) {
            try connection.execute(sql: "ANALYZE transitions")
            analyzed.append("transitions")
        }
        return analyzed.sorted()
    }

    /// The statistics of a Citus table, summed over its shards (a reference table's from one
    /// copy).
    package struct ShardStatistics: Sendable, Equatable {
        /// Live rows.
        package var liveRows: Int64 = 0
        /// Dead rows.
        var deadRows: Int64 = 0
        /// Rows changed since the shard was last analyzed.
        package var modifiedSinceAnalyze: Int64 = 0
        /// True when some shard was never analyzed.
        package var neverAnalyzed = false
        /// Bytes on disk, indexes and TOAST included.
        package var bytes: Int64 = 0
        /// The latest vacuum of any shard, `YYYY-MM-DDTHH:MM:SSZ`, or empty.
        var lastVacuum = ""
        /// Columns with statistics (`pg_stats` rows), over the shards.
        package var statisticsColumns: Int64 = 0
    }

    /// The statistics of every Citus distributed or reference table of the store's schema,
    /// read on its shards (`run_command_on_shards`), by table name; empty when the database
    /// has no Citus. On a coordinator the tables of those names hold no rows: their
    /// statistics are the shards'.
    package static func shardStatistics(_ connection: PostgresConnection) throws -> [String: ShardStatistics] {
        guard try CitusDistribution.citusVersion(connection) != nil else { return [:] }
        let tables = try connection.rows(sql: """
            SELECT c.relname::text FROM pg_dist_partition AS p JOIN pg_catalog.pg_class AS c ON c.oid = p.logicalrelid
            WHERE c.relnamespace = current_schema()::regnamespace ORDER BY 1
            """).compactMap { $0[0].string }
        var found: [String: ShardStatistics] = [:]
        // One row of numbers per shard, from the shard's own statistics on its node.
        let perShard = """
            SELECT concat_ws(' ', s.n_live_tup, s.n_dead_tup, s.n_mod_since_analyze,
                       (s.last_analyze IS NULL AND s.last_autoanalyze IS NULL)::integer,
                       pg_total_relation_size(s.relid),
                       coalesce(to_char(greatest(s.last_vacuum, s.last_autovacuum) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '-'),
                       (SELECT count(*) FROM pg_catalog.pg_stats AS t WHERE t.schemaname = s.schemaname AND t.tablename = s.relname))
            FROM pg_catalog.pg_stat_all_tables AS s WHERE s.relid = '%s'::regclass
            """
        try connection.execute(sql: "SELECT pg_stat_clear_snapshot()")
        for table in tables {
            var total = ShardStatistics()
            for row in try connection.rows(sql: "SELECT success::integer, result FROM run_command_on_shards($1::regclass, $2)", arguments: [table, perShard]) {
                let text = row[1].string ?? ""
                guard row[0].int64 == 1 else {
                    throw PostgresError(sqlState: "58000", message: "\(table): a shard's statistics could not be read: \(text)")
                }
                let fields = text.split(separator: " ").map(String.init)
                guard fields.count == 7 else { continue }
                let numbers = fields.map { Int64($0) ?? 0 }
                total.liveRows += numbers[0]
                total.deadRows += numbers[1]
                total.modifiedSinceAnalyze += numbers[2]
                total.neverAnalyzed = total.neverAnalyzed || numbers[3] == 1
                total.bytes += numbers[4]
                if fields[5] != "-" { total.lastVacuum = max(total.lastVacuum, fields[5]) }
                total.statisticsColumns += numbers[6]
            }
            found[table] = total
        }
        return found
    }

    /// One table's size and dead rows, from PostgreSQL's statistics (approximate: they are
    /// collected as rows change and by `ANALYZE`).
    struct TableHealth: Sendable, Equatable {
        /// The table (a day partition of `transitions` by its own name).
        package var table: String
        /// Rows that are live.
        package var liveRows: Int64
        /// Rows deleted or updated away and not yet vacuumed: the bloat.
        var deadRows: Int64
        /// Bytes on disk, indexes and TOAST included.
        package var bytes: Int64
        /// The last `VACUUM` (by hand or autovacuum), `YYYY-MM-DDTHH:MM:SSZ`, or empty.
        var lastVacuum: String

        /// Dead rows as a share of all rows, 0 to 1.
        var deadShare: Double {
            liveRows + deadRows == 0 ? 0 : Double(deadRows) / Double(liveRows + deadRows)
        }
    }

    /// Every table of the store (day partitions each on their own), largest first. On a
    /// Citus coordinator a distributed or reference table's figures are its shards'.
    static func tableHealth(_ connection: PostgresConnection) throws -> [TableHealth] {
        let sharded = try shardStatistics(connection)
        try connection.execute(sql: "SELECT pg_stat_clear_snapshot()")
        let tables = try connection.rows(sql: """
            SELECT s.relname::text, s.n_live_tup, s.n_dead_tup, pg_total_relation_size(s.relid),
                   coalesce(to_char(greatest(s.last_vacuum, s.last_autovacuum) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '')
            FROM pg_catalog.pg_stat_user_tables AS s
            WHERE s.schemaname = current_schema()
            """).map { row in
            let name = row[0].string ?? ""
            if let shards = sharded[name] {
                return TableHealth(
                    table: name, liveRows: shards.liveRows, deadRows: shards.deadRows, bytes: shards.bytes,
                    lastVacuum: shards.lastVacuum)
            }
            return TableHealth(
                table: name, liveRows: row[1].int64 ?? 0, deadRows: row[2].int64 ?? 0, bytes: row[3].int64 ?? 0,
                lastVacuum: row[4].string ?? "")
        }
        return tables.sorted { ($0.bytes, $1.table) > ($1.bytes, $0.table) }
    }
}
