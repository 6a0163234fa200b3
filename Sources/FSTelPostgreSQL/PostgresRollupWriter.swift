import FSTelStorage

/// Adds a batch's counts (gathered in ``RollupDeltas``, the type SQLite's ingest gathers
/// them in) to `transition_rollup`, `failure_rollup`, `restore_rollup` and
/// `duration_sketches` of a PostgreSQL store, inside the batch's transaction.
///
/// The counts go by one `COPY` per table into a temporary table, then one upsert per table
/// adds them, grouped by the table's primary key and in its order (so that concurrent
/// writers lock rollup rows in the same order), taking the largest `os_major` and
/// `os_minor` of a key and merging sketches as `duration_sketch_merge` does (written out in
/// the statement: a call of that function per row costs 2.4 times as much).
///
/// No trigger keeps the rollups (PostgreSQL migration 0011): whatever changes stored rows
/// in a way the rollups see adds its counts here, in its own transaction. Besides a batch's
/// counts, ``moveCountsToStartedFacts(sessions:)`` moves the counts of a session's stored
/// transitions when its `session_start` arrives after them,
/// ``addCountsOfStoredTransitions(_:)`` counts rows stored by plain SQL, and ``add(_:)``
/// adds counts already summed per key (a merge's counts of a pruned SQLite store's days).
package struct PostgresRollupWriter {
    let connection: PostgresConnection
    /// How a session's stored transitions are reached (one server, or Citus).
    let shapes: PostgresStatementShapes

    /// A writer for the store of `connection` (tools and tests that hold only a connection),
    /// in the forms of its layout, looked up now.
    package init(connection: PostgresConnection) {
        let distributed = (try? CitusDistribution.isDistributed(connection)) ?? false
        self.init(connection: connection, shapes: distributed ? .distributed : .singleServer)
    }

    /// A writer for `store`, in the forms its layout needs.
    package init(store: PostgresStore) {
        self.init(connection: store.connection, shapes: .of(store))
    }

    init(connection: PostgresConnection, shapes: PostgresStatementShapes) {
        self.connection = connection
        self.shapes = shapes
    }

    /// Makes the temporary tables the counts go through (once per connection).
    package func prepare() throws {
        try connection.execute(sql: Self.deltaTablesSQL)
    }

    /// The temporary tables the counts are copied into (emptied at each commit).
    static let deltaTablesSQL = """
        CREATE TEMP TABLE IF NOT EXISTS fstel_rollup_delta (
            day integer, strategy text, direction text, started integer, os_name text, os_version text,
            device_model text, app_version text, os_major integer, os_minor integer, ok bigint, failed bigint,
            cancelled bigint, ignored bigint, restores bigint, mismatches bigint, durations bigint
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_failure_delta (
            day integer, strategy text, direction text, started integer, os_version text, app_version text,
            failure text, os_major integer, os_minor integer, failures bigint
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_restore_delta (
            day integer, strategy text, started integer, os_version text, app_version text, method text,
            container text, os_major integer, os_minor integer, restores bigint, mismatches bigint, cell_reused bigint
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_duration_delta (
            day integer, strategy text, direction text, started integer, os_version text, app_version text,
            os_major integer, os_minor integer, buckets integer[], counts bigint[]
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_dimension_delta (
            day integer, strategy text, dimension text, value text, attempts bigint, failures bigint
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_dimension_failure_delta (
            day integer, strategy text, dimension text, value text, failure text, failures bigint
        ) ON COMMIT DELETE ROWS
        """

    /// Adds every count of `deltas` to the rollup tables and forgets them; with
    /// `withMovedCounts`, the counts ``gatherCountsToMove(sessions:)`` gathered too, in the
    /// same upserts.
    func write(_ deltas: inout RollupDeltas, withMovedCounts: Bool = false) throws {
        let sketches = deltas.durationSketches()
        guard !deltas.isEmpty || !sketches.isEmpty || withMovedCounts else { return }
        try copyCounts(deltas)
        try copyFailures(deltas)
        try copyRestores(deltas)
        try copyDimensions(deltas)
        let oneRowPerKey = try copySketches(sketches, deltas)
        try connection.execute(sql: Self.upsertsSQL(
            updatingFacts: withMovedCounts, sketchesOnePerKey: oneRowPerKey && !withMovedCounts))
        try connection.execute(sql: Self.emptySQL)
        deltas.removeAll()
    }

    /// Gathers, for the next ``write(_:withMovedCounts:)``, the counts of the stored
    /// transitions of the sessions `sessionsSQL` selects (a query giving `session_key`,
    /// `session_day`, and `session_hash` on a distributed store), whose `session_start` has just been stored after them: to move from
    /// the unknown facts they were counted under (`started` 0, '' and NULL) to the
    /// session's facts as stored now. The rollup rows of the new facts take their
    /// `os_major` and `os_minor`. Nothing is locked but the transitions read.
    func gatherCountsToMove(sessions sessionsSQL: String) throws {
        try fill(
            from: shapes.transitionsOfSessions("(\(sessionsSQL))", false),
            sides: [Self.storedFacts, "(-1, 0, '', '', '', '', NULL::integer, NULL::integer)"])
    }

    /// Moves the counts of the stored transitions of the sessions `sessionsSQL` selects
    /// (a query giving `session_key` and `session_day`), whose `session_start` has just
    /// been stored after them: from the unknown facts they were counted under (`started`
    /// 0, '' and NULL) to the session's facts as stored now. The rollup rows of the new
    /// facts take their `os_major` and `os_minor`.
    package func moveCountsToStartedFacts(sessions sessionsSQL: String) throws {
        try gatherCountsToMove(sessions: sessionsSQL)
        try connection.execute(sql: Self.upsertsSQL(updatingFacts: true))
        try connection.execute(sql: Self.emptySQL)
    }

    /// Adds the counts of stored transitions, those `rowsSQL` selects (a query giving
    /// `session_key`, `session_day` and `seq`), under their sessions' facts as stored now:
    /// for rows written by plain SQL.
    package func addCountsOfStoredTransitions(_ rowsSQL: String) throws {
        try fill(
            from: shapes.transitionsOfSessions("(\(rowsSQL))", true),
            sides: [Self.storedFacts], withDimensions: true)
        try connection.execute(sql: Self.upsertsSQL(updatingFacts: false))
        try connection.execute(sql: Self.emptySQL)
    }

    private static let emptySQL = """
        TRUNCATE fstel_rollup_delta, fstel_failure_delta, fstel_restore_delta, fstel_duration_delta, fstel_dimension_delta,
            fstel_dimension_failure_delta
        """

    /// The side of a session's facts as stored (sessions `s`), counted once.
    private static let storedFacts = """
        (1, (s.started_at IS NOT NULL)::integer, coalesce(s.os_name, ''), coalesce(s.os_version, ''), \
        coalesce(s.device_model, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor)
        """

    /// Fills the delta tables with one row per transition of `source` (which names it `t`)
    /// and side: a side is `(sign, started, os_name, os_version, device_model, app_version,
    /// os_major, os_minor)`. The sources reach each session and its transitions through a
    /// `LATERAL` subquery that the planner keeps (`OFFSET 0`): index probes per session,
    /// never a scan of every session or transition, however many sessions they name.
    /// `withDimensions`: the rows' dimension counts too (not for a move between session
    /// facts, which `dimension_rollup` is not keyed by).
    private func fill(from source: String, sides: [String], withDimensions: Bool = false) throws {
        let from = source + " CROSS JOIN LATERAL (VALUES " + sides.joined(separator: ", ")
            + ") AS f(sign, started, os_name, os_version, device_model, app_version, os_major, os_minor)"
        try connection.execute(sql: """
            INSERT INTO fstel_rollup_delta (day, strategy, direction, started, os_name, os_version, device_model,
                app_version, os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
            SELECT utc_day_number(t.ts), t.strategy, t.direction, f.started, f.os_name, f.os_version, f.device_model,
                   f.app_version, f.os_major, f.os_minor, f.sign * (t.outcome = 'ok')::integer,
                   f.sign * (t.outcome = 'failed')::integer, f.sign * (t.outcome = 'cancelled')::integer,
                   f.sign * (t.outcome = 'ignored')::integer, f.sign * (t.restore_mismatch IS NOT NULL)::integer,
                   f.sign * (t.restore_mismatch IS NOT DISTINCT FROM 1)::integer, f.sign * (t.duration_ms IS NOT NULL)::integer
            FROM \(from);
            INSERT INTO fstel_failure_delta (day, strategy, direction, started, os_version, app_version, failure,
                os_major, os_minor, failures)
            SELECT utc_day_number(t.ts), t.strategy, t.direction, f.started, f.os_version, f.app_version,
                   coalesce(t.failure, ''), f.os_major, f.os_minor, f.sign
            FROM \(from)
            WHERE t.outcome = 'failed';
            INSERT INTO fstel_restore_delta (day, strategy, started, os_version, app_version, method, container,
                os_major, os_minor, restores, mismatches, cell_reused)
            SELECT utc_day_number(t.ts), t.strategy, f.started, f.os_version, f.app_version, coalesce(t.restore_method, ''),
                   coalesce(t.restore_container, ''), f.os_major, f.os_minor, f.sign,
                   f.sign * (t.restore_mismatch = 1)::integer, f.sign * (t.cell_reused IS NOT DISTINCT FROM 1)::integer
            FROM \(from)
            WHERE t.direction = 'exit' AND t.restore_mismatch IS NOT NULL;
            INSERT INTO fstel_duration_delta (day, strategy, direction, started, os_version, app_version, os_major,
                os_minor, buckets, counts)
            SELECT utc_day_number(t.ts), t.strategy, t.direction, f.started, f.os_version, f.app_version, f.os_major,
                   f.os_minor, ARRAY[duration_bucket(t.duration_ms)], ARRAY[f.sign::bigint]
            FROM \(from)
            WHERE t.duration_ms IS NOT NULL
            """)
        guard withDimensions else { return }
        try connection.execute(sql: """
            INSERT INTO fstel_dimension_delta (day, strategy, dimension, value, attempts, failures)
            SELECT utc_day_number(t.ts), t.strategy, d.dimension, \(Self.dimensionValue), f.sign,
                   f.sign * (t.outcome = 'failed')::integer
            FROM \(from) CROSS JOIN \(Self.dimensionList)
            WHERE t.outcome IN ('ok', 'failed');
            INSERT INTO fstel_dimension_failure_delta (day, strategy, dimension, value, failure, failures)
            SELECT utc_day_number(t.ts), t.strategy, d.dimension, \(Self.dimensionValue), coalesce(t.failure, ''), f.sign
            FROM \(from) CROSS JOIN \(Self.dimensionList)
            WHERE t.outcome = 'failed'
            """)
    }

    /// The dimensions of `dimension_rollup`, as a relation `d(dimension)`.
    private static let dimensionList = "(VALUES " + RollupDeltas.dimensionNames.map { "('\($0)')" }.joined(separator: ", ") + ") AS d(dimension)"

    /// The value of a transition `t` under dimension `d.dimension` ('' when none).
    private static let dimensionValue = """
        coalesce(CASE d.dimension WHEN 'app_state' THEN t.app_state WHEN 'trigger' THEN t.trigger \
        WHEN 'from_orientation' THEN t.from_orientation WHEN 'to_orientation' THEN t.to_orientation \
        ELSE t.restore_container END, '')
        """

    private func copyDimensions(_ deltas: RollupDeltas) throws {
        let (counts, kinds) = deltas.dimensionRows()
        guard !counts.isEmpty else { return }
        func appendKey(_ key: RollupDeltas.DimensionKey, to rows: inout PostgresCopyBuffer) {
            rows.append(key.day)
            rows.append(text: deltas.strategies.text(key.strategy))
            rows.append(RollupDeltas.dimensionStaticNames[key.dimension])
            if let value = deltas.dimensionText(key.value) { rows.append(text: value) } else { rows.append("" as StaticString) }
        }
        var rows = PostgresCopyBuffer()
        for (key, c) in counts {
            appendKey(key, to: &rows)
            rows.append(Int64(c.attempts))
            rows.append(Int64(c.failures))
            rows.endRow()
        }
        _ = try connection.copy("COPY fstel_dimension_delta FROM STDIN", encoded: rows)
        guard !kinds.isEmpty else { return }
        var kindRows = PostgresCopyBuffer()
        for (key, n) in kinds {
            appendKey(key.key, to: &kindRows)
            if key.failure < 0 { kindRows.append("" as StaticString) } else { kindRows.append(text: deltas.failures.text(key.failure)) }
            kindRows.append(Int64(n))
            kindRows.endRow()
        }
        _ = try connection.copy("COPY fstel_dimension_failure_delta FROM STDIN", encoded: kindRows)
    }

    // MARK: Copies

    private func copyCounts(_ deltas: RollupDeltas) throws {
        guard !deltas.counts.isEmpty else { return }
        var rows = PostgresCopyBuffer()
        for (index, key) in deltas.counts.keys.enumerated() {
            let c = deltas.counts.values[index]
            rows.append(key.day)
            rows.append(text: deltas.strategies.text(key.strategy))
            rows.append(key.enter ? "enter" as StaticString : "exit")
            Self.appendFacts(key.facts, deltas, to: &rows)
            for value in [c.ok, c.failed, c.cancelled, c.ignored, c.restores, c.mismatches, c.durations] {
                rows.append(Int64(value))
            }
            rows.endRow()
        }
        _ = try connection.copy("COPY fstel_rollup_delta FROM STDIN", encoded: rows)
    }

    private func copyFailures(_ deltas: RollupDeltas) throws {
        let failures = deltas.failureRows()
        guard !failures.isEmpty else { return }
        var rows = PostgresCopyBuffer()
        for (row, count) in failures {
            Self.appendCoarseKey(row.key, direction: true, deltas, to: &rows) { rows in
                if row.failure < 0 { rows.append("" as StaticString) } else { rows.append(text: deltas.failures.text(row.failure)) }
            }
            rows.append(Int64(count))
            rows.endRow()
        }
        _ = try connection.copy("COPY fstel_failure_delta FROM STDIN", encoded: rows)
    }

    private func copyRestores(_ deltas: RollupDeltas) throws {
        guard !deltas.restoreCounts.isEmpty else { return }
        var rows = PostgresCopyBuffer()
        for (index, key) in deltas.restoreCounts.keys.enumerated() {
            let c = deltas.restoreCounts.values[index]
            Self.appendCoarseKey(key.key, direction: false, deltas, to: &rows) { rows in
                switch key.method {
                case 1: rows.append("index_path" as StaticString)
                case 2: rows.append("superview" as StaticString)
                default: rows.append("" as StaticString)
                }
                if key.container < 0 { rows.append("" as StaticString) } else { rows.append(text: deltas.containers.text(key.container)) }
            }
            rows.append(Int64(c.restores))
            rows.append(Int64(c.mismatches))
            rows.append(Int64(c.cellReused))
            rows.endRow()
        }
        _ = try connection.copy("COPY fstel_restore_delta FROM STDIN", encoded: rows)
    }

    /// One row per coarse key: its buckets (the zero bucket, -2147483648, first) and counts.
    /// Copies the sketches; true when each key of `duration_sketches` has one row at most
    /// (its buckets ascending, each once), so the upsert need not regroup them.
    @discardableResult
    private func copySketches(_ sketches: [(key: RollupDeltas.CoarseKey, sketch: [UInt8])], _ deltas: RollupDeltas) throws -> Bool {
        guard !sketches.isEmpty else { return true }
        var rows = PostgresCopyBuffer()
        struct SketchKey: Hashable {
            var day: Int64, strategy: Int32, enter: Bool, osVersion: String?, appVersion: String?
        }
        var keys = Set<SketchKey>()
        var oneRowPerKey = true
        for (key, encoded) in sketches {
            // A key of duration_sketches: coarse facts differing only by os_major/os_minor
            // share one.
            let facts = key.facts == RollupDeltas.unknownFacts ? nil : deltas.coarseFacts[Int(key.facts)]
            let sketchKey = SketchKey(
                day: key.day, strategy: key.strategy, enter: key.enter, osVersion: facts?.osVersion, appVersion: facts?.appVersion)
            if !keys.insert(sketchKey).inserted { oneRowPerKey = false }
            var sketch = DurationSketch()
            try sketch.merge(encoded: encoded)
            var buckets: [(index: Int32, count: Int)] = sketch.zeroCount != 0 ? [(RollupDeltas.zeroBucket, sketch.zeroCount)] : []
            buckets += sketch.buckets.filter { $0.count != 0 }
            if buckets.isEmpty { continue }
            Self.appendCoarseKey(key, direction: true, deltas, to: &rows) { _ in }
            rows.append(Self.arrayLiteral(buckets.map(\.index)))
            rows.append(Self.arrayLiteral(buckets.map(\.count)))
            rows.endRow()
        }
        _ = try connection.copy("COPY fstel_duration_delta FROM STDIN", encoded: rows)
        return oneRowPerKey
    }

    /// started, os_name, os_version, device_model, app_version, os_major, os_minor of a
    /// rollup key's facts ('' and NULL while unknown).
    private static func appendFacts(_ index: Int32, _ deltas: RollupDeltas, to rows: inout PostgresCopyBuffer) {
        guard index != RollupDeltas.unknownFacts else {
            rows.append(Int64(0))
            for _ in 0..<4 { rows.append("" as StaticString) }
            rows.appendNull()
            rows.appendNull()
            return
        }
        let facts = deltas.facts[Int(index)], text = deltas.factsText[Int(index)]
        rows.append(Int64(1))
        rows.append(text: text.osName)
        rows.append(text: text.osVersion)
        rows.append(text: text.deviceModel)
        rows.append(text: text.appVersion)
        rows.append(facts.osMajor)
        rows.append(facts.osMinor)
    }

    /// day, strategy, [direction,] started, os_version, app_version, what `middle` adds,
    /// os_major, os_minor of a coarse key.
    private static func appendCoarseKey(
        _ key: RollupDeltas.CoarseKey, direction: Bool, _ deltas: RollupDeltas, to rows: inout PostgresCopyBuffer,
        middle: (inout PostgresCopyBuffer) -> Void
    ) {
        rows.append(key.day)
        rows.append(text: deltas.strategies.text(key.strategy))
        if direction { rows.append(key.enter ? "enter" as StaticString : "exit") }
        var major: Int64?, minor: Int64?
        if key.facts == RollupDeltas.unknownFacts {
            rows.append(Int64(0))
            rows.append("" as StaticString)
            rows.append("" as StaticString)
        } else {
            let facts = deltas.coarseFacts[Int(key.facts)], text = deltas.coarseText[Int(key.facts)]
            rows.append(Int64(1))
            rows.append(text: text.osVersion)
            rows.append(text: text.appVersion)
            (major, minor) = (facts.osMajor, facts.osMinor)
        }
        middle(&rows)
        rows.append(major)
        rows.append(minor)
    }

    // MARK: Upserts

    /// The four upserts, each grouped by its table's primary key, in that key's order;
    /// `updatingFacts`: a row of started facts takes the delta's `os_major` and `os_minor`.
    /// `sketchesOnePerKey`: the sketch deltas hold one row per key, buckets ascending and
    /// each once, inserted as they are.
    private static func upsertsSQL(updatingFacts: Bool, sketchesOnePerKey: Bool = false) -> String {
        let facts = { (r: String) in
            updatingFacts
                ? ", os_major = CASE WHEN excluded.started = 1 THEN excluded.os_major ELSE \(r).os_major END, "
                    + "os_minor = CASE WHEN excluded.started = 1 THEN excluded.os_minor ELSE \(r).os_minor END"
                : ""
        }
        return """
        INSERT INTO transition_rollup AS r (day, strategy, direction, started, os_name, os_version, device_model,
            app_version, os_major, os_minor, ok, failed, cancelled, ignored, restores, mismatches, durations)
        SELECT day, strategy, direction, started, os_name, os_version, device_model, app_version,
               max(os_major), max(os_minor), sum(ok), sum(failed), sum(cancelled), sum(ignored), sum(restores),
               sum(mismatches), sum(durations)
        FROM fstel_rollup_delta
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
        ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
        ON CONFLICT (day, strategy, direction, started, os_name, os_version, device_model, app_version) DO UPDATE
        SET ok = r.ok + excluded.ok, failed = r.failed + excluded.failed,
            cancelled = r.cancelled + excluded.cancelled, ignored = r.ignored + excluded.ignored,
            restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
            durations = r.durations + excluded.durations\(facts("r"));
        INSERT INTO failure_rollup AS f (day, strategy, direction, started, os_version, app_version, failure,
            os_major, os_minor, failures)
        SELECT day, strategy, direction, started, os_version, app_version, failure, max(os_major), max(os_minor),
               sum(failures)
        FROM fstel_failure_delta
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (day, strategy, direction, started, os_version, app_version, failure) DO UPDATE
        SET failures = f.failures + excluded.failures\(facts("f"));
        INSERT INTO restore_rollup AS r (day, strategy, started, os_version, app_version, method, container,
            os_major, os_minor, restores, mismatches, cell_reused)
        SELECT day, strategy, started, os_version, app_version, method, container, max(os_major), max(os_minor),
               sum(restores), sum(mismatches), sum(cell_reused)
        FROM fstel_restore_delta
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ORDER BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (day, strategy, started, os_version, app_version, method, container) DO UPDATE
        SET restores = r.restores + excluded.restores, mismatches = r.mismatches + excluded.mismatches,
            cell_reused = r.cell_reused + excluded.cell_reused\(facts("r"));
        INSERT INTO dimension_rollup AS r (day, strategy, dimension, value, attempts, failures)
        SELECT day, strategy, dimension, value, sum(attempts), sum(failures)
        FROM fstel_dimension_delta
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, strategy, dimension, value) DO UPDATE
        SET attempts = r.attempts + excluded.attempts, failures = r.failures + excluded.failures;
        INSERT INTO dimension_failure_rollup AS r (day, strategy, dimension, value, failure, failures)
        SELECT day, strategy, dimension, value, failure, sum(failures)
        FROM fstel_dimension_failure_delta
        GROUP BY 1, 2, 3, 4, 5
        ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (day, strategy, dimension, value, failure) DO UPDATE
        SET failures = r.failures + excluded.failures;
        INSERT INTO duration_sketches AS d (day, strategy, direction, started, os_version, app_version, os_major,
            os_minor, buckets, counts)
        \(sketchesOnePerKey ? sketchRowsAsTheyAre : sketchRowsRegrouped)
        ON CONFLICT (day, strategy, direction, started, os_version, app_version) DO UPDATE
        SET (buckets, counts) = (
            SELECT coalesce(array_agg(m.bucket ORDER BY m.bucket), '{}'), coalesce(array_agg(m.n ORDER BY m.bucket), '{}')
            FROM (SELECT u.bucket, sum(u.n)::bigint AS n
                  FROM unnest(d.buckets || excluded.buckets, d.counts || excluded.counts) AS u(bucket, n)
                  GROUP BY u.bucket HAVING sum(u.n) <> 0) AS m)\(facts("d"))
        """
    }

    /// The sketch deltas as one row per key: their buckets summed.
    private static let sketchRowsRegrouped = """
        SELECT day, strategy, direction, started, os_version, app_version, max(os_major), max(os_minor),
               array_agg(bucket ORDER BY bucket), array_agg(durations ORDER BY bucket)
        FROM (SELECT x.day, x.strategy, x.direction, x.started, x.os_version, x.app_version,
                     max(x.os_major) AS os_major, max(x.os_minor) AS os_minor, b.bucket, sum(b.n)::bigint AS durations
              FROM fstel_duration_delta AS x CROSS JOIN LATERAL unnest(x.buckets, x.counts) AS b(bucket, n)
              GROUP BY 1, 2, 3, 4, 5, 6, 9) AS g
        GROUP BY 1, 2, 3, 4, 5, 6
        ORDER BY 1, 2, 3, 4, 5, 6
        """

    /// The sketch deltas, already one row per key.
    private static let sketchRowsAsTheyAre = """
        SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, buckets, counts
        FROM fstel_duration_delta
        ORDER BY 1, 2, 3, 4, 5, 6
        """
}

// MARK: Counts summed per key

extension PostgresRollupWriter {
    /// Counts already summed per rollup key (as a merge reads them from an SQLite store's
    /// rollups), each row holding the values of its delta table's columns in that table's
    /// order (``transitionColumns``, ``failureColumns``, ``restoreColumns``), and sketch
    /// buckets per `duration_sketches` key.
    package struct KeyedCounts {
        /// Rows of ``transitionColumns``.
        package var transitions: [[DatabaseValue]] = []
        /// Rows of ``failureColumns``.
        package var failures: [[DatabaseValue]] = []
        /// Rows of ``restoreColumns``.
        package var restores: [[DatabaseValue]] = []
        /// Rows of ``dimensionColumns``.
        package var dimensions: [[DatabaseValue]] = []
        /// Rows of ``dimensionFailureColumns``.
        package var dimensionFailures: [[DatabaseValue]] = []
        /// Per sketch key: ``sketchKeyColumns``, and the count to add to each bucket
        /// (``DurationSketch/zeroBucket`` for the zeros); buckets with no count are left out.
        package var sketches: [(key: [DatabaseValue], buckets: [(index: Int32, count: Int)])] = []

        package init() {}
    }

    /// The columns of a row of ``KeyedCounts/transitions``.
    package static let transitionColumns = [
        "day", "strategy", "direction", "started", "os_name", "os_version", "device_model", "app_version", "os_major",
        "os_minor", "ok", "failed", "cancelled", "ignored", "restores", "mismatches", "durations",
    ]
    /// The columns of a row of ``KeyedCounts/failures``.
    static let failureColumns = [
        "day", "strategy", "direction", "started", "os_version", "app_version", "failure", "os_major", "os_minor", "failures",
    ]
    /// The columns of a row of ``KeyedCounts/restores``.
    static let restoreColumns = [
        "day", "strategy", "started", "os_version", "app_version", "method", "container", "os_major", "os_minor",
        "restores", "mismatches", "cell_reused",
    ]
    /// The columns of a row of ``KeyedCounts/dimensions``.
    package static let dimensionColumns = ["day", "strategy", "dimension", "value", "attempts", "failures"]
    /// The columns of a row of ``KeyedCounts/dimensionFailures``.
    fileprivate static let dimensionFailureColumns = ["day", "strategy", "dimension", "value", "failure", "failures"]
    /// The key columns of ``KeyedCounts/sketches``, with the `os_major` and `os_minor` a
    /// new key is stored with.
    fileprivate static let sketchKeyColumns = [
        "day", "strategy", "direction", "started", "os_version", "app_version", "os_major", "os_minor",
    ]

    /// Adds `counts` to the rollup tables and `duration_sketches`, in the caller's
    /// transaction, through the same temporary tables and upserts as a batch's counts: a
    /// key the table holds gets the counts added (negative ones subtract) and keeps its
    /// `os_major` and `os_minor`; a new key is stored with the row's. A sketch bucket
    /// whose count comes to zero is dropped. A row with more or fewer values than its
    /// columns fails the `COPY` with the server's error (the transaction with it).
    package func add(_ counts: KeyedCounts) throws {
        try prepare()
        try copyRows(counts.transitions, into: "fstel_rollup_delta", columns: Self.transitionColumns)
        try copyRows(counts.failures, into: "fstel_failure_delta", columns: Self.failureColumns)
        try copyRows(counts.restores, into: "fstel_restore_delta", columns: Self.restoreColumns)
        try copyRows(counts.dimensions, into: "fstel_dimension_delta", columns: Self.dimensionColumns)
        try copyRows(counts.dimensionFailures, into: "fstel_dimension_failure_delta", columns: Self.dimensionFailureColumns)
        let sketches = counts.sketches.compactMap { entry -> [DatabaseValue]? in
            let buckets = entry.buckets.filter { $0.count != 0 }
            if buckets.isEmpty { return nil }
            return entry.key + [
                .text(Self.arrayLiteral(buckets.map(\.index))), .text(Self.arrayLiteral(buckets.map(\.count))),
            ]
        }
        try copyRows(sketches, into: "fstel_duration_delta", columns: Self.sketchKeyColumns + ["buckets", "counts"])
        try connection.execute(sql: Self.upsertsSQL(updatingFacts: false))
        try connection.execute(sql: Self.emptySQL)
    }

    /// A PostgreSQL array literal of integers (`{1,2,3}`): a sketch's buckets or counts.
    static func arrayLiteral(_ values: [some BinaryInteger]) -> String {
        "{" + values.map { String($0) }.joined(separator: ",") + "}"
    }

    private func copyRows(_ rows: [[DatabaseValue]], into table: String, columns: [String]) throws {
        guard !rows.isEmpty else { return }
        try connection.copy("COPY \(table) (\(columns.joined(separator: ", "))) FROM STDIN") { writer in
            for row in rows {
                for value in row { writer.append(value) }
                writer.endRow()
            }
        }
    }
}
