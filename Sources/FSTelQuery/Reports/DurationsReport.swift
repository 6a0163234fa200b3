import FSTelStore

/// `fstel report durations`: per group, `count`, `p50_ms`, `p90_ms`, `p99_ms` and `max_ms` of
/// `duration_ms` over the transitions that carry one (any outcome). Percentiles are
/// nearest-rank (``Percentile``).
///
/// Answered from the duration sketches ingest keeps (`duration_sketch`) when every
/// dimension and filter is kept there (`strategy`, `os_major`, `os_minor`, `os_version`,
/// `app_version`, `direction`, `day`; whole-day times, no `--device`): `count` is exact,
/// the percentiles and `max_ms` are within ``sketchRelativeError`` (1%) of the exact
/// values, and each row says so (`relative_error`). Otherwise, or without
/// ``ReportRequest/useRollup`` (`--exact`), every duration of the range is read and
/// sorted: exact values, `relative_error` 0.
public enum DurationsReport {
    /// The largest relative difference between a percentile (or `max_ms`) read from the
    /// sketches and the exact one: ``DurationSketch/relativeAccuracy``.
    package static let sketchRelativeError = DurationSketch.relativeAccuracy

    /// The SQL of the exact answer (one row per transition with a duration: the
    /// dimensions, then `duration_ms`) and its arguments.
    package static func query(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (sql: String, arguments: [DatabaseValue]) {
        let joins = request.dimensions.contains(where: \.needsSessions) || request.filter.needsSessions
        let (conditions, arguments) = request.filter.conditions()
        var sql = "SELECT " + (request.dimensions.map { "\(dialect.expression($0)) AS \"\($0.name)\"" } + ["t.duration_ms"]).joined(separator: ", ")
        sql += "\nFROM transitions AS t"
        if joins { sql += dialect.sessionsJoin }
        sql += "\nWHERE " + (["t.duration_ms IS NOT NULL"] + conditions).joined(separator: "\n  AND ")
        return (sql, arguments)
    }

    /// The SQL over the stored sketches (the dimensions, then the three columns of
    /// ``SQLDialect/sketchParts``), or nil when they cannot answer the request.
    package static func sketchQuery(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (sql: String, arguments: [DatabaseValue])? {
        let expressions = request.dimensions.compactMap(dialect.summaryExpression)
        guard request.useRollup, expressions.count == request.dimensions.count, request.filter.devices.isEmpty,
              let (conditions, arguments) = request.filter.rollupConditions() else { return nil }
        let selected = zip(request.dimensions, expressions).map { "\($1) AS \"\($0.name)\"" }
        var parts: [String] = []
        var allArguments: [DatabaseValue] = []
        for part in dialect.sketchParts {
            parts.append(dialect.sketchSQL(part, selected: selected, grouped: expressions, conditions: conditions))
            allArguments += arguments
        }
        return (parts.joined(separator: "\nUNION ALL\n"), allArguments)
    }

    /// True when the report reads raw durations (exact; pruned days are missing from it);
    /// false when the sketches answer.
    package static func readsRawRows(_ request: ReportRequest) -> Bool { sketchQuery(request) == nil }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [DurationSummary] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func run(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [DurationSummary], table: ResultTable) {
        let names = try DeviceNames.load(db)
        let summaries: [DurationSummary]
        if sketchQuery(request) != nil {
            summaries = try fromSketches(request, db, names)
        } else if db.dialect.ranksInServer {
            summaries = try exactInServer(request, db, names)
        } else {
            summaries = try exact(request, db, names)
        }
        // relative_error is in every row of CSV and JSON; tables and Markdown leave it out
        // (the CLI says it in a note).
        let columns = reportColumns(request, [
            ResultColumn("count"), ResultColumn("p50_ms", style: .decimal(1)), ResultColumn("p90_ms", style: .decimal(1)),
            ResultColumn("p99_ms", style: .decimal(1)), ResultColumn("max_ms", style: .decimal(1)),
            ResultColumn("relative_error", hiddenInText: true),
        ])
        return try ordered(summaries, columns: columns, cells: { summary in
            summary.group.cells + [DatabaseValue(summary.count)]
                + [summary.p50, summary.p90, summary.p99, summary.max, summary.relativeError].map(DatabaseValue.real)
                + insufficientCell(request, summary.insufficient)
        }, sort: request.sort, tieBreak: dimensionSortKeys(request.dimensions))
    }

    /// Every duration of the range, read and sorted per group: exact percentiles.
    static func exact(_ request: ReportRequest, _ db: any SQLQuerying, _ names: [String: String]) throws -> [DurationSummary] {
        let (sql, arguments) = query(request, dialect: db.dialect)
        let k = request.dimensions.count
        // One pass: durations collected per group, each group sorted once.
        var groups: [GroupKey: [Double]] = [:]
        try db.eachRow(sql, arguments) { row in
            let key = GroupKey(values: (0..<k).map(row.value))
            groups[key, default: []].append(row.double(k))
        }
        var summaries: [DurationSummary] = []
        for (key, values) in groups {
            let sorted = values.sorted()
            func percentile(_ p: Int) -> Double { Percentile.nearestRank(p, of: sorted) ?? 0 }   // never empty
            summaries.append(DurationSummary(
                group: ReportGroup(request.dimensions, key.values[...], names: names), count: sorted.count,
                p50: percentile(50), p90: percentile(90), p99: percentile(99), max: sorted[sorted.count - 1],
                insufficient: request.minAttempts.map { sorted.count < $0 } ?? false, relativeError: 0))
        }
        return summaries
    }

    /// The SQL of the exact answer computed by the server (PostgreSQL): per group, the
    /// count, the values at the nearest ranks of p50, p90 and p99 (rank
    /// max(1, (p · n + 99) / 100) in integers, as ``Percentile/nearestRank(_:of:)``) among
    /// the durations numbered in ascending order, and the largest.
    static func rankedQuery(_ request: ReportRequest, dialect: SQLDialect) -> (sql: String, arguments: [DatabaseValue]) {
        let joins = request.dimensions.contains(where: \.needsSessions) || request.filter.needsSessions
        let (conditions, arguments) = request.filter.conditions()
        let expressions = request.dimensions.map(dialect.expression)
        let names = request.dimensions.map { "\"\($0.name)\"" }
        let partition = expressions.isEmpty ? "" : "PARTITION BY " + expressions.joined(separator: ", ") + " "
        var inner = "SELECT " + (zip(expressions, names).map { "\($0) AS \($1)" } + [
            "t.duration_ms AS d", "row_number() OVER (\(partition)ORDER BY t.duration_ms) AS rn", "count(*) OVER (\(partition)) AS n",
        ]).joined(separator: ", ")
        inner += "\nFROM transitions AS t"
        if joins { inner += dialect.sessionsJoin }
        inner += "\nWHERE " + (["t.duration_ms IS NOT NULL"] + conditions).joined(separator: "\n  AND ")
        let ranked = [50, 90, 99].map { "max(x.d) FILTER (WHERE x.rn = greatest(1, (\($0) * x.n + 99) / 100))" }
        let sql = "SELECT " + (names.map { "x.\($0)" } + ["x.n"] + ranked + ["max(x.d)"]).joined(separator: ", ")
            + "\nFROM (\(inner)) AS x\nGROUP BY " + (names.map { "x.\($0)" } + ["x.n"]).joined(separator: ", ")
        return (sql, arguments)
    }

    /// Exact percentiles computed by the server: one row per group reaches the client,
    /// instead of every duration.
    static func exactInServer(_ request: ReportRequest, _ db: any SQLQuerying, _ names: [String: String]) throws -> [DurationSummary] {
        let (sql, arguments) = rankedQuery(request, dialect: db.dialect)
        let k = request.dimensions.count
        return try db.select(sql, arguments).map { row in
            let count = Int(row[k].int64 ?? 0)
            return DurationSummary(
                group: ReportGroup(request.dimensions, row[0..<k], names: names), count: count,
                p50: row[k + 1].double ?? 0, p90: row[k + 2].double ?? 0, p99: row[k + 3].double ?? 0, max: row[k + 4].double ?? 0,
                insufficient: request.minAttempts.map { count < $0 } ?? false, relativeError: 0)
        }
    }

    /// The sketches of the range merged per group.
    static func fromSketches(_ request: ReportRequest, _ db: any SQLQuerying, _ names: [String: String]) throws -> [DurationSummary] {
        let dialect = db.dialect
        guard let (sql, arguments) = sketchQuery(request, dialect: dialect) else { return [] }
        let k = request.dimensions.count
        var groups: [GroupKey: DurationSketch] = [:]
        try db.eachRow(sql, arguments) { row in
            let key = GroupKey(values: (0..<k).map(row.value))
            try dialect.addSketchColumns(row, at: k, to: &groups[key, default: DurationSketch()])
        }
        return groups.compactMap { key, sketch in
            guard sketch.count > 0, let p50 = sketch.percentile(50), let p90 = sketch.percentile(90),
                  let p99 = sketch.percentile(99), let max = sketch.maxValue else { return nil }
            return DurationSummary(
                group: ReportGroup(request.dimensions, key.values[...], names: names), count: sketch.count,
                p50: p50, p90: p90, p99: p99, max: max,
                insufficient: request.minAttempts.map { sketch.count < $0 } ?? false, relativeError: sketchRelativeError)
        }
    }
}
