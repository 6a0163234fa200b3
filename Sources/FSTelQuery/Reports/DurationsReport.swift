import FSTelStore

/// `fstel report durations`: per group, `count`, `p50_ms`, `p90_ms`, `p99_ms` and `max_ms` of
/// `duration_ms` over the transitions that carry one (any outcome). Percentiles are
/// nearest-rank (``Percentile``).
public enum DurationsReport {
    /// The SQL (one row per transition with a duration: the dimensions, then `duration_ms`) and its arguments.
    public static func query(_ request: ReportRequest) -> (sql: String, arguments: [DatabaseValue]) {
        let joins = request.dimensions.contains(where: \.needsSessions) || request.filter.needsSessions
        let (conditions, arguments) = request.filter.conditions()
        var sql = "SELECT " + (request.dimensions.map { "\($0.expression) AS \"\($0.name)\"" } + ["t.duration_ms"]).joined(separator: ", ")
        sql += "\nFROM transitions AS t"
        if joins { sql += " JOIN sessions AS s ON s.session_key = t.session_key" }
        sql += "\nWHERE " + (["t.duration_ms IS NOT NULL"] + conditions).joined(separator: "\n  AND ")
        return (sql, arguments)
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: Database) throws -> [DurationSummary] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    public static func run(_ request: ReportRequest, in db: Database) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: Database) throws -> (rows: [DurationSummary], table: ResultTable) {
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
        var summaries: [DurationSummary] = []
        for (key, values) in groups {
            let sorted = values.sorted()
            func percentile(_ p: Int) -> Double { Percentile.nearestRank(p, of: sorted) ?? 0 }   // never empty
            summaries.append(DurationSummary(
                group: ReportGroup(request.dimensions, key.values[...], names: names), count: sorted.count,
                p50: percentile(50), p90: percentile(90), p99: percentile(99), max: sorted[sorted.count - 1],
                insufficient: request.minAttempts.map { sorted.count < $0 } ?? false))
        }
        let columns = reportColumns(request, [
            ResultColumn("count"), ResultColumn("p50_ms", style: .decimal(1)), ResultColumn("p90_ms", style: .decimal(1)),
            ResultColumn("p99_ms", style: .decimal(1)), ResultColumn("max_ms", style: .decimal(1)),
        ])
        return try ordered(summaries, columns: columns, cells: { summary in
            summary.group.cells + [DatabaseValue(summary.count)]
                + [summary.p50, summary.p90, summary.p99, summary.max].map(DatabaseValue.real)
                + insufficientCell(request, summary.insufficient)
        }, sort: request.sort, tieBreak: dimensionSortKeys(request.dimensions))
    }
}
