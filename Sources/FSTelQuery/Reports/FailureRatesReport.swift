import FSTelStore

/// `fstel report failure-rates`: per group, attempts (outcome `ok` or `failed`),
/// failures, the failure rate with its Wilson 95% interval, and the `cancelled` and
/// `ignored` transitions, which are counted apart and never in a rate.
public enum FailureRatesReport: GroupedReport {
    package static let name = "failure-rates"
    package static let abstract = "Attempts, failures and the failure rate with its 95% interval per group."
    package static let discussion = "Columns: the --by dimensions, attempts, failures, failure_rate, ci_low, ci_high, cancelled, ignored."
    package static let defaultDimensions: [Dimension] = [.strategy]

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

    static let countsSQL: [SQL] = [
        "count(*) FILTER (WHERE t.outcome IN ('ok', 'failed')) AS attempts",
        "count(*) FILTER (WHERE t.outcome = 'failed') AS failures",
        "count(*) FILTER (WHERE t.outcome = 'cancelled') AS cancelled",
        "count(*) FILTER (WHERE t.outcome = 'ignored') AS ignored",
    ]

    /// `transition_rollup` when it keeps every dimension and filter of `request` (and
    /// ``ReportRequest/useRollup``), else a scan of `transitions JOIN sessions`. Both give
    /// the same counts; the rollup also counts pruned days.
    static func plan(_ request: ReportRequest) -> ReportPlan { ReportPlan(request, summary: .transitionRollup) }

    package static func source(_ request: ReportRequest) -> ReportSource { plan(request).source(whenSummarized: .rollups) }

    /// The query of ``plan(_:)``.
    package static func query(_ request: ReportRequest) -> SQL {
        switch plan(request) {
        case .summary(let scope): return rollupQuery(scope)
        case .rawRows: return GroupedQuery.sql(dimensions: request.dimensions, filter: request.filter, select: countsSQL)
        }
    }

    /// The counts per group over `transition_rollup AS r`.
    static func rollupQuery(_ scope: SummaryScope) -> SQL {
        let grouped = !scope.expressions.isEmpty
        let metrics: [SQL] = grouped
            ? ["sum(r.ok + r.failed) AS attempts", "sum(r.failed) AS failures", "sum(r.cancelled) AS cancelled", "sum(r.ignored) AS ignored"]
            : ["coalesce(sum(r.ok + r.failed), 0) AS attempts", "coalesce(sum(r.failed), 0) AS failures",
               "coalesce(sum(r.cancelled), 0) AS cancelled", "coalesce(sum(r.ignored), 0) AS ignored"]
        var sql: SQL = "SELECT \(SQL.joined(scope.selected + metrics, separator: ", "))\nFROM transition_rollup AS r\(scope.whereClause())"
        if grouped {
            sql += "\nGROUP BY \(SQL.joined(scope.expressions, separator: ", "))"
            // Counts moved away when a session's facts arrived leave all-zero rows behind.
            sql += "\nHAVING sum(r.ok + r.failed + r.cancelled + r.ignored) > 0"
        }
        return sql
    }

    /// The rows of `transition_rollup` that `scope` selects, one per stored key: the
    /// dimensions, then attempts, failures, cancelled and ignored.
    static func rollupRowsQuery(_ scope: SummaryScope) -> SQL {
        "SELECT \(SQL.joined(scope.expressions + ["r.ok + r.failed", "r.failed", "r.cancelled", "r.ignored"], separator: ", "))"
            + "\nFROM transition_rollup AS r\(scope.whereClause())"
    }

    /// On SQLite, the groups of ``rollupQuery(_:)`` summed here rather than by its
    /// `GROUP BY`: SQLite sorts every row a `GROUP BY` does not find in index order, and
    /// `transition_rollup` keeps a row per day, strategy, direction, OS version, device and
    /// app version, so a hash of the few groups is far cheaper (`best-strategy` on the 1M-line
    /// benchmark store: see BENCHMARKS.md). The same groups with the same counts, in the
    /// order SQLite's `GROUP BY` gives them; nil without dimensions (one row), with more
    /// than ``GroupSums/maxWidth``, or when a value cannot be grouped here
    /// (``GroupSums/Unsupported``).
    static func rollupSummedHere(_ request: ReportRequest, _ scope: SummaryScope, in db: any SQLQuerying) throws -> [(ReportGroup, [Int])]? {
        guard (1...GroupSums.maxWidth).contains(scope.expressions.count) else { return nil }
        let groups = GroupSums(width: scope.expressions.count, counts: 4)
        do {
            try forEachRow(db, rollupRowsQuery(scope)) { try groups.add($0) }
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
    package static func table(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [FailureRate], table: ResultTable) {
        let counted: [(ReportGroup, [Int])]
        switch (plan(request), db.dialect.aggregation) {
        case (.summary(let scope), .inProcess):
            counted = try rollupSummedHere(request, scope, in: db) ?? GroupedQuery.counts(db, request, rollupQuery(scope))
        case (.summary, .inServer), (.rawRows, _):
            counted = try GroupedQuery.counts(db, request, query(request))
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
