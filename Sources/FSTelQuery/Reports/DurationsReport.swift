import FSTelStore

/// `fstel report durations`: per group, `count`, `p50_ms`, `p90_ms`, `p99_ms` and `max_ms` of
/// `duration_ms` over the transitions that carry one (any outcome). Percentiles are
/// nearest-rank (``Percentile``).
public enum DurationsReport {
    public static func query(_ request: ReportRequest) -> (sql: String, arguments: [DatabaseValue]) {
        let joins = request.dimensions.contains(where: \.needsSessions) || request.filter.needsSessions
        let (conditions, arguments) = request.filter.conditions()
        var sql = "SELECT " + (request.dimensions.map { "\($0.expression) AS \"\($0.name)\"" } + ["t.duration_ms"]).joined(separator: ", ")
        sql += "\nFROM transitions AS t"
        if joins { sql += " JOIN sessions AS s ON s.session_key = t.session_key" }
        sql += "\nWHERE " + (["t.duration_ms IS NOT NULL"] + conditions).joined(separator: "\n  AND ")
        return (sql, arguments)
    }

    public static func run(_ request: ReportRequest, in db: Database) throws -> ResultTable {
        let (sql, arguments) = query(request)
        let names = try DeviceNames.load(db)
        let k = request.dimensions.count
        // One pass: durations collected per group, each group sorted once.
        var groups: [GroupKey: [Double]] = [:]
        let statement = try db.makeStatement(sql: sql)
        try statement.bind(arguments.map { $0 as any DatabaseValueConvertible })
        while try statement.step() {
            let key = GroupKey(values: (0..<k).map(statement.value))
            groups[key, default: []].append(statement.double(k))
        }
        var table = ResultTable(columns: dimensionColumns(request.dimensions) + [
            ResultColumn("count"), ResultColumn("p50_ms", style: .decimal(1)), ResultColumn("p90_ms", style: .decimal(1)),
            ResultColumn("p99_ms", style: .decimal(1)), ResultColumn("max_ms", style: .decimal(1)),
        ])
        if request.minAttempts != nil { table.columns.append(ResultColumn("insufficient", style: .flag("insufficient"))) }
        for (key, values) in groups {
            let sorted = values.sorted()
            var cells = dimensionCells(key.values[...], request.dimensions, names: names)
            cells += [
                DatabaseValue(sorted.count),
                DatabaseValue(Percentile.nearestRank(50, of: sorted)), DatabaseValue(Percentile.nearestRank(90, of: sorted)),
                DatabaseValue(Percentile.nearestRank(99, of: sorted)), DatabaseValue(sorted.last),
            ]
            if let minimum = request.minAttempts { cells.append(.integer(sorted.count < minimum ? 1 : 0)) }
            table.rows.append(cells)
        }
        try orderRows(&table, sort: request.sort, tieBreak: dimensionSortKeys(request.dimensions))
        return table
    }
}
