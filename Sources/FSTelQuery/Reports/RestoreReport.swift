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

    public static let defaultDimensions = ["method"]

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

    public static func run(_ request: ReportRequest, in db: Database) throws -> ResultTable {
        let (sql, arguments) = query(request)
        let names = try DeviceNames.load(db)
        let k = request.dimensions.count
        var table = ResultTable(columns: dimensionColumns(request.dimensions) + [
            ResultColumn("exits"),
            ResultColumn("mismatches"),
            ResultColumn("mismatch_rate", style: .rate(low: "ci_low", high: "ci_high")),
            ResultColumn("ci_low", style: .percent, hiddenInText: true),
            ResultColumn("ci_high", style: .percent, hiddenInText: true),
            ResultColumn("cell_reused"),
        ])
        if request.minAttempts != nil { table.columns.append(ResultColumn("insufficient", style: .flag("insufficient"))) }
        for row in try GroupedQuery.rows(db, sql: sql, arguments: arguments) {
            let exits = Int(row[k].int64 ?? 0)
            let mismatches = Int(row[k + 1].int64 ?? 0)
            var cells = dimensionCells(row[0..<k], request.dimensions, names: names)
            cells += FailureRatesReport.rateCells(failures: mismatches, attempts: exits)
            cells.append(row[k + 2])
            if let minimum = request.minAttempts { cells.append(.integer(exits < minimum ? 1 : 0)) }
            table.rows.append(cells)
        }
        try orderRows(&table, sort: request.sort, tieBreak: dimensionSortKeys(request.dimensions))
        return table
    }
}
