import FSTelStore

/// `fstel report restore`: restores (exits that carry both a target index path and a
/// restored index path), mismatches (restored index path differs from the target), the
/// mismatch rate with its Wilson 95% interval, and how many restores found the cell reused.
public enum RestoreReport {
    /// The condition that makes a transition a restore.
    static let isRestore = """
        t.direction = 'exit' AND t.restore_section IS NOT NULL AND t.restore_item IS NOT NULL \
        AND t.restored_section IS NOT NULL AND t.restored_item IS NOT NULL
        """

    /// The `--by` names used when none are given.
    public static let defaultDimensions = ["method"]

    /// The SQL (restores, mismatches and reused cells per group) and its arguments.
    public static func query(_ request: ReportRequest) -> (sql: String, arguments: [DatabaseValue]) {
        GroupedQuery.sql(
            dimensions: request.dimensions, filter: request.filter,
            select: [
                "count(*) AS exits",
                "count(*) FILTER (WHERE t.restored_section <> t.restore_section OR t.restored_item <> t.restore_item) AS mismatches",
                "count(*) FILTER (WHERE t.cell_reused = 1) AS cell_reused",
            ],
            conditions: [isRestore])
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: Database) throws -> [RestoreRate] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    public static func run(_ request: ReportRequest, in db: Database) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: Database) throws -> (rows: [RestoreRate], table: ResultTable) {
        let (sql, arguments) = query(request)
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
