import FSTelStorage
import FSTelStore
import FSTelSQLite
import FSTelPostgreSQL

extension StoreMerge {
    /// Where the SQLite store's prunes stand in the target.
    enum PrunedState: Equatable {
        /// The SQLite store was never pruned.
        case none
        /// Every one of its prunes is recorded in the target: its pruned days' counts were added before.
        case merged
        /// None is: its pruned days' counts are to be added.
        case new
        /// Some are: it was pruned again since an earlier merge; refused.
        case prunedSinceMerge
    }

    /// The `pruned_ranges` columns a merge reads and writes (the same on both stores).
    static let prunedColumns = Retention.prunedRangeColumns.joined(separator: ", ")

    /// Whether the target records the SQLite store's prunes (`pruned_ranges` rows with the
    /// same time, cut and counts).
    func prunedState() throws -> PrunedState {
        let prunes = try source.rows(sql: "SELECT \(Self.prunedColumns) FROM pruned_ranges ORDER BY prune_id")
        if prunes.isEmpty { return .none }
        var found = 0
        for prune in prunes {
            let known = try connection.scalar(
                sql: """
                    SELECT EXISTS (SELECT 1 FROM pruned_ranges WHERE pruned_at = $1 AND before_ts = $2 AND before_day = $3
                        AND transitions = $4 AND sessions = $5)
                    """, arguments: Array(prune.prefix(5)))
            if known == .integer(1) { found += 1 }
        }
        return found == 0 ? .new : found == prunes.count ? .merged : .prunedSinceMerge
    }

    /// Refuses a store pruned again since an earlier merge (its newly pruned counts cannot be
    /// told from those already added).
    func refusePrunedSinceMerge() throws {
        if try prunedState() == .prunedSinceMerge {
            throw StoreCopyError(
                .prunedSinceMerge,
                "\(sourcePath) was pruned again since an earlier merge into \(connection.displayURL) added its pruned days' counts; the counts of the days pruned since cannot be told from those already added, so nothing more is merged from it (merge it before pruning it, or keep its days apart)")
        }
    }

    /// Refuses when the target holds transitions, on days the SQLite store pruned, of
    /// sessions the SQLite store holds, other than those its remaining raw rows hold: they
    /// may be among the pruned ones, whose counts the merge adds, and would be counted twice.
    func refuseRawRowsOfPrunedDays() throws {
        guard try prunedState() == .new, let cut = try source.scalar(sql: "SELECT max(before_ts) FROM pruned_ranges").int64 else { return }
        try connection.execute(sql: """
            CREATE TEMP TABLE IF NOT EXISTS fstel_merge_sessions (session_id text PRIMARY KEY);
            CREATE TEMP TABLE IF NOT EXISTS fstel_merge_kept (session_id text, seq bigint, PRIMARY KEY (session_id, seq));
            TRUNCATE fstel_merge_sessions, fstel_merge_kept
            """)
        let ids = try source.makeStatement(sql: "SELECT session_id FROM sessions")
        _ = try connection.copy("COPY fstel_merge_sessions FROM STDIN") { writer in
            while try ids.step() { writer.append(ids.string(0)); writer.endRow() }
        }
        let kept = try source.makeStatement(
            sql: "SELECT s.session_id, t.seq FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key WHERE t.ts < ?")
        try kept.bind([cut])
        _ = try connection.copy("COPY fstel_merge_kept FROM STDIN") { writer in
            while try kept.step() { writer.append(kept.string(0)); writer.append(kept.int64(1)); writer.endRow() }
        }
        let held = try connection.scalar(
            sql: """
                WITH m AS MATERIALIZED (SELECT session_id FROM fstel_merge_sessions),
                     k AS MATERIALIZED (SELECT session_id, seq FROM fstel_merge_kept)
                SELECT count(*) FROM m JOIN sessions AS s USING (session_id)
                JOIN transitions AS t ON t.session_key = s.session_key AND t.session_hash = s.session_hash
                LEFT JOIN k ON k.session_id = m.session_id AND k.seq = t.seq
                WHERE t.ts < $1 AND k.session_id IS NULL
                """, arguments: [cut]
        ).int64 ?? 0
        if held > 0 {
            throw StoreCopyError(
                .prunedDaysHeld,
                "\(connection.displayURL) holds \(held) transitions, on days \(sourcePath) pruned, of sessions \(sourcePath) holds: they may be among the pruned ones, whose counts would then be added twice; nothing more is merged from it (merge a store before pruning it, and prune the target instead)")
        }
    }

    /// The counts of the days the SQLite store pruned from raw rows: per rollup key, its
    /// rollups minus what its remaining raw rows give, added to the target's rollups; its
    /// `pruned_ranges` rows recorded with them. Nothing when the target records them already.
    func mergePrunedCounts() throws -> [StoreCopy.TableCount] {
        switch try prunedState() {
        case .none: return []
        case .prunedSinceMerge: try refusePrunedSinceMerge(); return []
        case .merged:
            let rows = snapshot.counts["pruned_ranges", default: 0]
            return [StoreCopy.TableCount(table: "pruned_ranges", copied: 0, alreadyThere: rows, sourceRows: rows)]
        case .new: try refuseRawRowsOfPrunedDays()
        }
        let prunes = try source.rows(sql: "SELECT \(Self.prunedColumns) FROM pruned_ranges ORDER BY prune_id")
        for prune in prunes {
            try Retention.recordPrunedRange(connection, prune)
        }
        var tables = [StoreCopy.TableCount(table: "pruned_ranges", copied: prunes.count, alreadyThere: 0, sourceRows: prunes.count)]
        var counts = PostgresRollupWriter.KeyedCounts()
        counts.transitions = try source.rows(sql: PrunedRollup.transitions.deltaSQL)
        counts.failures = try source.rows(sql: PrunedRollup.failures.deltaSQL)
        counts.restores = try source.rows(sql: PrunedRollup.restores.deltaSQL)
        counts.dimensions = try source.rows(sql: PrunedRollup.dimensions.deltaSQL)
        counts.dimensionFailures = try source.rows(sql: PrunedRollup.dimensionFailures.deltaSQL)
        counts.sketches = try prunedSketches()
        for (table, rows) in [
            (PrunedRollup.transitions.table, counts.transitions.count), (PrunedRollup.failures.table, counts.failures.count),
            (PrunedRollup.restores.table, counts.restores.count), ("duration_sketch", counts.sketches.count),
            (PrunedRollup.dimensions.table, counts.dimensions.count),
            (PrunedRollup.dimensionFailures.table, counts.dimensionFailures.count),
        ] {
            tables.append(StoreCopy.TableCount(table: table, copied: rows, alreadyThere: 0, sourceRows: rows))
        }
        try PostgresRollupWriter(connection: connection).add(counts)
        // The keys of the transitions it pruned: their lines read again into the target
        // are duplicates there too (PrunedKeys; the same key on both backends).
        let keys = try source.makeStatement(sql: "SELECT day, key FROM pruned_keys")
        let keyRows = try PrunedKeys.add(connection) { writer in
            while try keys.step() { writer.append(keys.int64(0)); writer.append(keys.int64(1)); writer.endRow() }
        }
        tables.append(StoreCopy.TableCount(table: "pruned_keys", copied: keyRows, alreadyThere: 0, sourceRows: keyRows))
        return tables
    }

    /// The duration sketches' part of ``mergePrunedCounts()``: per key, the SQLite store's
    /// sketch (with its pending changes) minus the sketch of its remaining durations, bucket
    /// by bucket (the keys with a non-zero bucket, each with the `os_major` and `os_minor`
    /// of its first row), to merge into the target's sketch of the key.
    private func prunedSketches() throws -> [(key: [DatabaseValue], buckets: [(index: Int32, count: Int)])] {
        let key = "day, strategy, direction, started, os_version, app_version"
        var buckets: [String: (key: [DatabaseValue], facts: [DatabaseValue], counts: [Int32: Int])] = [:]
        func add(_ k: [DatabaseValue], _ facts: [DatabaseValue], _ bucket: Int32, _ weight: Int) {
            let identity = k.map { "\($0)" }.joined(separator: "\u{1}")
            buckets[identity, default: (k, facts, [:])].counts[bucket, default: 0] += weight
        }
        func bucket(_ value: DatabaseValue) -> Int32 {
            let duration = value.double ?? 0
            return duration > 0 ? DurationSketch.bucketIndex(duration) : DurationSketch.zeroBucket
        }
        for row in try source.rows(sql: "SELECT \(key), os_major, os_minor, sketch FROM duration_sketch") {
            var sketch = DurationSketch()
            if case .blob(let bytes) = row[8] {
                do { try sketch.merge(encoded: bytes) } catch {
                    throw StoreCopyError(.schemaMismatch, "the SQLite store's duration_sketch holds a sketch this fstel cannot read: \(error)")
                }
            }
            add(Array(row[0..<6]), Array(row[6..<8]), DurationSketch.zeroBucket, sketch.zeroCount)
            for b in sketch.buckets { add(Array(row[0..<6]), Array(row[6..<8]), b.index, b.count) }
        }
        for row in try source.rows(sql: "SELECT \(key), os_major, os_minor, duration_ms, weight FROM duration_sketch_changes") {
            add(Array(row[0..<6]), Array(row[6..<8]), bucket(row[8]), Int(row[9].int64 ?? 0))
        }
        for row in try source.rows(sql: PrunedRollup.rawDurationsSQL) {
            add(Array(row[0..<6]), Array(row[6..<8]), bucket(row[8]), -Int(row[9].int64 ?? 0))
        }
        return buckets.values.compactMap { entry in
            let nonZero = entry.counts.filter { $0.value != 0 }.sorted { $0.key < $1.key }
            return nonZero.isEmpty ? nil : (entry.key + entry.facts, nonZero.map { (index: $0.key, count: $0.value) })
        }
    }
}

/// One rollup table's pruned counts: the SQLite store's rows minus its raw rows' (read
/// there), per key, in the columns ``PostgresRollupWriter/add(_:)`` takes for the table.
struct PrunedRollup {
    var table: String
    var deltaSQL: String

    /// `day` of a transition row `t`, as the rollups number days.
    static let day = "t.ts / 86400000 - (t.ts < 0 AND t.ts % 86400000 <> 0)"

    static let transitions = PrunedRollup(
        table: "transition_rollup",
        deltaSQL: """
            WITH raw AS (
                SELECT \(day) AS day, t.strategy, t.direction, s.started_at IS NOT NULL AS started,
                       coalesce(s.os_name, '') AS os_name, coalesce(s.os_version, '') AS os_version,
                       coalesce(s.device_model, '') AS device_model, coalesce(s.app_version, '') AS app_version,
                       sum(t.outcome = 'ok') AS ok, sum(t.outcome = 'failed') AS failed, sum(t.outcome = 'cancelled') AS cancelled,
                       sum(t.outcome = 'ignored') AS ignored, count(t.restore_mismatch) AS restores,
                       sum(coalesce(t.restore_mismatch, 0)) AS mismatches, count(t.duration_ms) AS durations
                FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
                GROUP BY 1, 2, 3, 4, 5, 6, 7, 8)
            SELECT r.day, r.strategy, r.direction, r.started, r.os_name, r.os_version, r.device_model, r.app_version,
                   r.os_major, r.os_minor, r.ok - coalesce(w.ok, 0), r.failed - coalesce(w.failed, 0),
                   r.cancelled - coalesce(w.cancelled, 0), r.ignored - coalesce(w.ignored, 0),
                   r.restores - coalesce(w.restores, 0), r.mismatches - coalesce(w.mismatches, 0),
                   r.durations - coalesce(w.durations, 0)
            FROM transition_rollup AS r LEFT JOIN raw AS w
                USING (day, strategy, direction, started, os_name, os_version, device_model, app_version)
            WHERE r.ok <> coalesce(w.ok, 0) OR r.failed <> coalesce(w.failed, 0) OR r.cancelled <> coalesce(w.cancelled, 0)
               OR r.ignored <> coalesce(w.ignored, 0) OR r.restores <> coalesce(w.restores, 0)
               OR r.mismatches <> coalesce(w.mismatches, 0) OR r.durations <> coalesce(w.durations, 0)
            """)

    static let failures = PrunedRollup(
        table: "failure_rollup",
        deltaSQL: """
            WITH raw AS (
                SELECT \(day) AS day, t.strategy, t.direction, s.started_at IS NOT NULL AS started,
                       coalesce(s.os_version, '') AS os_version, coalesce(s.app_version, '') AS app_version,
                       coalesce(t.failure, '') AS failure, count(*) AS failures
                FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
                WHERE t.outcome = 'failed' GROUP BY 1, 2, 3, 4, 5, 6, 7)
            SELECT r.day, r.strategy, r.direction, r.started, r.os_version, r.app_version, r.failure, r.os_major, r.os_minor,
                   r.failures - coalesce(w.failures, 0)
            FROM failure_rollup AS r LEFT JOIN raw AS w USING (day, strategy, direction, started, os_version, app_version, failure)
            WHERE r.failures <> coalesce(w.failures, 0)
            """)

    static let restores = PrunedRollup(
        table: "restore_rollup",
        deltaSQL: """
            WITH raw AS (
                SELECT \(day) AS day, t.strategy, s.started_at IS NOT NULL AS started,
                       coalesce(s.os_version, '') AS os_version, coalesce(s.app_version, '') AS app_version,
                       coalesce(t.restore_method, '') AS method, coalesce(t.restore_container, '') AS container,
                       count(*) AS restores, sum(t.restore_mismatch = 1) AS mismatches, sum(coalesce(t.cell_reused, 0) = 1) AS cell_reused
                FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
                WHERE t.direction = 'exit' AND t.restore_mismatch IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7)
            SELECT r.day, r.strategy, r.started, r.os_version, r.app_version, r.method, r.container, r.os_major, r.os_minor,
                   r.restores - coalesce(w.restores, 0), r.mismatches - coalesce(w.mismatches, 0),
                   r.cell_reused - coalesce(w.cell_reused, 0)
            FROM restore_rollup AS r LEFT JOIN raw AS w USING (day, strategy, started, os_version, app_version, method, container)
            WHERE r.restores <> coalesce(w.restores, 0) OR r.mismatches <> coalesce(w.mismatches, 0)
               OR r.cell_reused <> coalesce(w.cell_reused, 0)
            """)

    /// The value of a transition `t` under dimension `d.dimension` ('' when none), and the
    /// dimensions as a relation `d`.
    static let dimensionValue = """
        coalesce(CASE d.dimension WHEN 'app_state' THEN t.app_state WHEN 'trigger' THEN t.trigger \
        WHEN 'from_orientation' THEN t.from_orientation WHEN 'to_orientation' THEN t.to_orientation \
        ELSE t.restore_container END, '')
        """
    static let dimensionList = "(SELECT 'app_state' AS dimension UNION ALL SELECT 'trigger' UNION ALL SELECT 'from_orientation' "
        + "UNION ALL SELECT 'to_orientation' UNION ALL SELECT 'restore_container') AS d"

    static let dimensions = PrunedRollup(
        table: "dimension_rollup",
        deltaSQL: """
            WITH raw AS (
                SELECT \(day) AS day, t.strategy, d.dimension, \(dimensionValue) AS value,
                       count(*) AS attempts, sum(t.outcome = 'failed') AS failures
                FROM transitions AS t CROSS JOIN \(dimensionList)
                WHERE t.outcome IN ('ok', 'failed') GROUP BY 1, 2, 3, 4)
            SELECT r.day, r.strategy, r.dimension, r.value, r.attempts - coalesce(w.attempts, 0), r.failures - coalesce(w.failures, 0)
            FROM dimension_rollup AS r LEFT JOIN raw AS w USING (day, strategy, dimension, value)
            WHERE r.attempts <> coalesce(w.attempts, 0) OR r.failures <> coalesce(w.failures, 0)
            """)

    static let dimensionFailures = PrunedRollup(
        table: "dimension_failure_rollup",
        deltaSQL: """
            WITH raw AS (
                SELECT \(day) AS day, t.strategy, d.dimension, \(dimensionValue) AS value,
                       coalesce(t.failure, '') AS failure, count(*) AS failures
                FROM transitions AS t CROSS JOIN \(dimensionList)
                WHERE t.outcome = 'failed' GROUP BY 1, 2, 3, 4, 5)
            SELECT r.day, r.strategy, r.dimension, r.value, r.failure, r.failures - coalesce(w.failures, 0)
            FROM dimension_failure_rollup AS r LEFT JOIN raw AS w USING (day, strategy, dimension, value, failure)
            WHERE r.failures <> coalesce(w.failures, 0)
            """)

    /// The remaining raw durations per sketch key, with the session's OS parts: what the
    /// SQLite store's sketches hold besides the pruned days'.
    static let rawDurationsSQL = """
        SELECT \(day), t.strategy, t.direction, s.started_at IS NOT NULL, coalesce(s.os_version, ''),
               coalesce(s.app_version, ''), s.os_major, s.os_minor, t.duration_ms, count(*)
        FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
        WHERE t.duration_ms IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 9
        """
}
