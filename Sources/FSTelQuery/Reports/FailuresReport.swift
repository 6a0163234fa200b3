import FSTelStore

/// `fstel report failures`: one row per failure kind per group: `failure`, `count`,
/// and `share` of that group's failures. Default order: groups, then count descending.
public enum FailuresReport {
    public static func query(_ request: ReportRequest) -> (sql: String, arguments: [DatabaseValue]) {
        GroupedQuery.sql(
            dimensions: request.dimensions, filter: request.filter,
            select: ["count(*) AS n"],
            conditions: ["t.outcome IN ('ok', 'failed')"],
            groupExtra: ["t.failure"])
    }

    public static func run(_ request: ReportRequest, in db: Database) throws -> ResultTable {
        let (sql, arguments) = query(request)
        let names = try DeviceNames.load(db)
        let k = request.dimensions.count
        var table = ResultTable(columns: dimensionColumns(request.dimensions) + [
            ResultColumn("failure"), ResultColumn("count"), ResultColumn("share", style: .percent),
        ])
        if request.minAttempts != nil { table.columns.append(ResultColumn("insufficient", style: .flag("insufficient"))) }
        // Attempts and failures per group first, then one row per failure kind.
        let rows = try GroupedQuery.rows(db, sql: sql, arguments: arguments)
        var attempts: [GroupKey: Int] = [:]
        var failures: [GroupKey: Int] = [:]
        for row in rows {
            let key = GroupKey(values: Array(row[0..<k]))
            let n = Int(row[k + 1].int64 ?? 0)
            attempts[key, default: 0] += n
            if !row[k].isNull { failures[key, default: 0] += n }
        }
        for row in rows where !row[k].isNull {
            let key = GroupKey(values: Array(row[0..<k]))
            let n = Int(row[k + 1].int64 ?? 0)
            var cells = dimensionCells(row[0..<k], request.dimensions, names: names)
            cells += [row[k], DatabaseValue(n), DatabaseValue(Double(n) / Double(failures[key] ?? n))]
            if let minimum = request.minAttempts { cells.append(.integer((attempts[key] ?? 0) < minimum ? 1 : 0)) }
            table.rows.append(cells)
        }
        try orderRows(
            &table, sort: request.sort,
            tieBreak: dimensionSortKeys(request.dimensions) + [SortKey(column: "count", descending: true), SortKey(column: "failure")])
        return table
    }
}
