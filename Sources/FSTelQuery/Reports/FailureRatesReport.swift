import FSTelStore

/// `fstel report failure-rates`: per group, attempts (outcome `ok` or `failed`),
/// failures, the failure rate with its Wilson 95% interval, and the `cancelled` and
/// `ignored` transitions, which are counted apart and never in a rate.
public enum FailureRatesReport {
    /// The metric columns, after the dimensions.
    static let metricColumns: [ResultColumn] = [
        ResultColumn("attempts"),
        ResultColumn("failures"),
        ResultColumn("failure_rate", style: .rate(low: "ci_low", high: "ci_high")),
        ResultColumn("ci_low", style: .percent, hiddenInText: true),
        ResultColumn("ci_high", style: .percent, hiddenInText: true),
        ResultColumn("cancelled"),
        ResultColumn("ignored"),
    ]

    static let countsSQL = [
        "count(*) FILTER (WHERE t.outcome IN ('ok', 'failed')) AS attempts",
        "count(*) FILTER (WHERE t.outcome = 'failed') AS failures",
        "count(*) FILTER (WHERE t.outcome = 'cancelled') AS cancelled",
        "count(*) FILTER (WHERE t.outcome = 'ignored') AS ignored",
    ]

    /// The SQL and its arguments: over `transition_rollup` when every dimension and
    /// filter is kept there (and `useRollup`), else over `transitions JOIN sessions`.
    /// Both give the same counts.
    package static func query(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (sql: String, arguments: [DatabaseValue]) {
        if request.useRollup, let rollup = rollupQuery(request, dialect: dialect) { return rollup }
        return GroupedQuery.sql(dimensions: request.dimensions, filter: request.filter, select: countsSQL, dialect: dialect)
    }

    /// True when the report scans raw transitions (so days already pruned are missing from
    /// it); false when `transition_rollup` answers, which counts pruned days too.
    package static func readsRawRows(_ request: ReportRequest) -> Bool {
        !(request.useRollup && rollupQuery(request) != nil)
    }

    /// The dimensions' expressions over `transition_rollup AS r` and the filter's conditions,
    /// or nil when the rollup does not keep a dimension or a filter.
    private static func rollupParts(
        _ request: ReportRequest, dialect: SQLDialect
    ) -> (expressions: [String], from: String, arguments: [DatabaseValue])? {
        let expressions = request.dimensions.compactMap(dialect.rollupExpression)
        guard expressions.count == request.dimensions.count, let (conditions, arguments) = request.filter.rollupConditions() else {
            return nil
        }
        var from = "\nFROM transition_rollup AS r"
        if !conditions.isEmpty { from += "\nWHERE " + conditions.joined(separator: "\n  AND ") }
        return (expressions, from, arguments)
    }

    static func rollupQuery(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (sql: String, arguments: [DatabaseValue])? {
        guard let (expressions, from, arguments) = rollupParts(request, dialect: dialect) else { return nil }
        let grouped = !expressions.isEmpty
        let metrics = grouped
            ? ["sum(r.ok + r.failed) AS attempts", "sum(r.failed) AS failures", "sum(r.cancelled) AS cancelled", "sum(r.ignored) AS ignored"]
            : ["coalesce(sum(r.ok + r.failed), 0) AS attempts", "coalesce(sum(r.failed), 0) AS failures",
               "coalesce(sum(r.cancelled), 0) AS cancelled", "coalesce(sum(r.ignored), 0) AS ignored"]
        var sql = "SELECT " + (zip(request.dimensions, expressions).map { "\($1) AS \"\($0.name)\"" } + metrics).joined(separator: ", ")
        sql += from
        if grouped {
            sql += "\nGROUP BY " + expressions.joined(separator: ", ")
            // Counts moved away when a session's facts arrived leave all-zero rows behind.
            sql += "\nHAVING sum(r.ok + r.failed + r.cancelled + r.ignored) > 0"
        }
        return (sql, arguments)
    }

    /// On SQLite, the groups of ``rollupQuery(_:dialect:)`` summed here rather than by its
    /// `GROUP BY`: SQLite sorts every row a `GROUP BY` does not find in index order, and
    /// `transition_rollup` keeps a row per day, strategy, direction, OS version, device and
    /// app version, so a hash of the few groups is far cheaper (`best-strategy` on the 1M-line
    /// benchmark store: see BENCHMARKS.md). The same groups with the same counts, in the
    /// order SQLite's `GROUP BY` gives them; nil when the rollup cannot answer, or without
    /// dimensions (one row).
    static func rollupSummedHere(_ request: ReportRequest, in db: any SQLQuerying) throws -> [(ReportGroup, [Int])]? {
        guard let (expressions, from, arguments) = rollupParts(request, dialect: db.dialect),
              (1...GroupSums.maxWidth).contains(expressions.count) else { return nil }
        let sql = "SELECT " + (expressions + ["r.ok + r.failed", "r.failed", "r.cancelled", "r.ignored"]).joined(separator: ", ") + from
        let groups = GroupSums(width: expressions.count, counts: 4)
        do {
            try forEachRow(db, sql, arguments, sqlite: { try groups.add($0) }, other: { try groups.add($0) })
        } catch is GroupSums.Unsupported {
            return nil
        }
        let names = try DeviceNames.load(db)
        // HAVING: counts moved away when a session's facts arrived leave all-zero rows behind.
        return groups.inSQLiteOrder().filter { $0.counts[0] + $0.counts[2] + $0.counts[3] > 0 }.map { group in
            (ReportGroup(request.dimensions, group.values[...], names: names), group.counts)
        }
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [FailureRate] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func run(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [FailureRate], table: ResultTable) {
        let counted: [(ReportGroup, [Int])]
        if db.dialect.sumsRollupRowsInProcess, request.useRollup, let summed = try rollupSummedHere(request, in: db) {
            counted = summed
        } else {
            let (sql, arguments) = query(request, dialect: db.dialect)
            counted = try GroupedQuery.counts(db, request, sql: sql, arguments: arguments)
        }
        let rates = counted.map { group, counts in
            FailureRate(
                group: group, failuresOfAttempts: Proportion(counts[1], of: counts[0]), cancelled: counts[2], ignored: counts[3],
                insufficient: request.minAttempts.map { counts[0] < $0 } ?? false)
        }
        let columns = reportColumns(request, metricColumns)
        return try ordered(rates, columns: columns, cells: { rate in
            rate.group.cells + rate.failuresOfAttempts.cells + [DatabaseValue(rate.cancelled), DatabaseValue(rate.ignored)]
                + insufficientCell(request, rate.insufficient)
        }, sort: request.sort, tieBreak: dimensionSortKeys(request.dimensions))
    }
}
