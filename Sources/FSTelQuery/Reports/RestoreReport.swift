import FSTelStore

/// `fstel report restore`: restores (exits that carry both a target index path and a
/// restored index path), mismatches (restored index path differs from the target), the
/// mismatch rate with its Wilson 95% interval, and how many restores found the cell reused.
///
/// Answered from `restore_rollup`, which ingest keeps, when every dimension and filter is
/// kept there (all but `os_name`, `device_model`, `trigger` and `app_state`; whole-day
/// times, no `--device`); otherwise, or
/// without ``ReportRequest/useRollup`` (`--exact`), from a scan of `transitions`. Both
/// give the same counts, except that the rollup also counts the days pruned since
/// migration 0009.
public enum RestoreReport: GroupedReport {
    package static let name = "restore"
    package static let abstract = "Restores (exits with a target and a restored index path), mismatches and the mismatch rate."
    package static let discussion =
        "Columns: the --by dimensions, exits, mismatches, mismatch_rate, ci_low, ci_high, cell_reused. --min-attempts counts exits."
    package static let defaultDimensions: [Dimension] = [.method]

    /// The condition that makes a transition a restore.
    static let isRestore: SQL = """
        t.direction = 'exit' AND t.restore_section IS NOT NULL AND t.restore_item IS NOT NULL \
        AND t.restored_section IS NOT NULL AND t.restored_item IS NOT NULL
        """

    /// `restore_rollup` when it keeps every dimension and filter of `request`, else a scan
    /// of `transitions`.
    static func plan(_ request: ReportRequest) -> ReportPlan { ReportPlan(request, summary: .restoreRollup) }

    package static func source(_ request: ReportRequest) -> ReportSource { plan(request).source(whenSummarized: .summaries) }

    /// The query of ``plan(_:)``: restores, mismatches and reused cells per group.
    package static func query(_ request: ReportRequest) -> SQL {
        switch plan(request) {
        case .summary(let scope):
            return rollupQuery(scope)
        case .rawRows:
            return GroupedQuery.sql(
                dimensions: request.dimensions, filter: request.filter,
                select: [
                    "count(*) AS exits",
                    "count(*) FILTER (WHERE t.restored_section <> t.restore_section OR t.restored_item <> t.restore_item) AS mismatches",
                    "count(*) FILTER (WHERE t.cell_reused = 1) AS cell_reused",
                ],
                conditions: [isRestore])
        }
    }

    static func rollupQuery(_ scope: SummaryScope) -> SQL {
        let grouped = !scope.expressions.isEmpty
        let metrics: [SQL] = [("restores", "exits"), ("mismatches", "mismatches"), ("cell_reused", "cell_reused")].map { column, name -> SQL in
            grouped ? "sum(r.\(verbatim: column)) AS \(verbatim: name)" : "coalesce(sum(r.\(verbatim: column)), 0) AS \(verbatim: name)"
        }
        var sql: SQL = "SELECT \(SQL.joined(scope.selected + metrics, separator: ", "))\nFROM restore_rollup AS r\(scope.whereClause())"
        if grouped {
            sql += "\nGROUP BY \(SQL.joined(scope.expressions, separator: ", "))"
            // Counts moved away when a session's facts arrived leave all-zero rows behind.
            sql += "\nHAVING sum(r.restores) > 0"
        }
        return sql
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [RestoreRate] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func table(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [RestoreRate], table: ResultTable) {
        let restores = try GroupedQuery.counts(db, request, query(request)).map { group, counts in
            RestoreRate(
                group: group, mismatchesOfExits: Proportion(counts[1], of: counts[0]), cellReused: counts[2],
                insufficient: request.minAttempts.map { counts[0] < $0 } ?? false)
        }
        let columns = reportColumns(request, [
            ResultColumn("exits"),
            ResultColumn("mismatches"),
            ResultColumn("mismatch_rate", style: .rate(low: "ci_low", high: "ci_high")),
            ResultColumn("ci_low", style: .percent, hiddenInText: true),
            ResultColumn("ci_high", style: .percent, hiddenInText: true),
            ResultColumn("cell_reused"),
        ])
        return try ordered(restores, columns: columns, cells: { restore in
            restore.group.cells + restore.mismatchesOfExits.cells + [DatabaseValue(restore.cellReused)]
                + insufficientCell(request, restore.insufficient)
        }, sort: request.sort, tieBreak: dimensionSortKeys(request.dimensions))
    }
}
