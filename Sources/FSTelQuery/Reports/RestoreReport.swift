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
public enum RestoreReport {
    /// The condition that makes a transition a restore.
    static let isRestore = """
        t.direction = 'exit' AND t.restore_section IS NOT NULL AND t.restore_item IS NOT NULL \
        AND t.restored_section IS NOT NULL AND t.restored_item IS NOT NULL
        """

    /// The `--by` names used when none are given.
    package static let defaultDimensions = ["method"]

    /// The SQL (restores, mismatches and reused cells per group) and its arguments: over
    /// `restore_rollup` when it can answer, else over `transitions`.
    package static func query(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (sql: String, arguments: [DatabaseValue]) {
        if let rollup = rollupQuery(request, dialect: dialect) { return rollup }
        return GroupedQuery.sql(
            dimensions: request.dimensions, filter: request.filter,
            select: [
                "count(*) AS exits",
                "count(*) FILTER (WHERE t.restored_section <> t.restore_section OR t.restored_item <> t.restore_item) AS mismatches",
                "count(*) FILTER (WHERE t.cell_reused = 1) AS cell_reused",
            ],
            conditions: [isRestore], dialect: dialect)
    }

    /// True when the report scans raw transitions (so pruned days are missing from it);
    /// false when `restore_rollup` answers.
    package static func readsRawRows(_ request: ReportRequest) -> Bool { rollupQuery(request) == nil }

    static func rollupQuery(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (sql: String, arguments: [DatabaseValue])? {
        let expressions = request.dimensions.compactMap(dialect.restoreRollupExpression)
        guard request.useRollup, expressions.count == request.dimensions.count, request.filter.devices.isEmpty,
              let (conditions, arguments) = request.filter.rollupConditions() else { return nil }
        let grouped = !expressions.isEmpty
        let metrics = [("restores", "exits"), ("mismatches", "mismatches"), ("cell_reused", "cell_reused")].map { column, name in
            grouped ? "sum(r.\(column)) AS \(name)" : "coalesce(sum(r.\(column)), 0) AS \(name)"
        }
        var sql = "SELECT " + (zip(request.dimensions, expressions).map { "\($1) AS \"\($0.name)\"" } + metrics).joined(separator: ", ")
        sql += "\nFROM restore_rollup AS r"
        if !conditions.isEmpty { sql += "\nWHERE " + conditions.joined(separator: "\n  AND ") }
        if grouped {
            sql += "\nGROUP BY " + expressions.joined(separator: ", ")
            // Counts moved away when a session's facts arrived leave all-zero rows behind.
            sql += "\nHAVING sum(r.restores) > 0"
        }
        return (sql, arguments)
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [RestoreRate] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func run(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [RestoreRate], table: ResultTable) {
        let (sql, arguments) = query(request, dialect: db.dialect)
        let restores = try GroupedQuery.counts(db, request, sql: sql, arguments: arguments).map { group, counts in
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
