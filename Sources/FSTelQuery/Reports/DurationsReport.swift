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
public enum DurationsReport: GroupedReport {
    package static let name = "durations"
    package static let abstract = "Animation time per group: count, p50_ms, p90_ms, p99_ms and max_ms of duration_ms (nearest rank)."
    package static let discussion = """
        Counts every transition that carries duration_ms, whatever its outcome. --min-attempts counts durations.
        Percentiles and max_ms come from the duration sketches ingest keeps, each within 1% of the exact
        value (column relative_error in CSV and JSON); --exact reads every duration instead.
        """
    package static let defaultDimensions: [Dimension] = [.strategy]

    /// The largest relative difference between a percentile (or `max_ms`) read from the
    /// sketches and the exact one: ``DurationSketch/relativeAccuracy``.
    fileprivate static let sketchRelativeError = DurationSketch.relativeAccuracy

    /// The duration sketches when they keep every dimension and filter of `request`, else
    /// every duration of the range.
    static func plan(_ request: ReportRequest) -> ReportPlan { ReportPlan(request, summary: .durationSketch) }

    package static func source(_ request: ReportRequest) -> ReportSource { plan(request).source(whenSummarized: .summaries) }

    package static func notes(_ request: ReportRequest) -> [String] {
        guard case .summary = plan(request) else { return [] }
        return ["note: p50_ms, p90_ms, p99_ms and max_ms come from the duration sketches kept at ingest: each is within "
            + "\(Int(sketchRelativeError * 100))% of the exact value (count is exact); --exact reads every duration"]
    }

    /// The exact answer's rows: one per transition with a duration: the dimensions, then
    /// `duration_ms`.
    package static func query(_ request: ReportRequest) -> SQL {
        let conditions = ["t.duration_ms IS NOT NULL"] + request.filter.conditions()
        let selected = request.dimensions.map { dimension -> SQL in "\(dimension.expression) AS \(quoted: dimension.name)" } + ["t.duration_ms"]
        return "SELECT \(SQL.joined(selected, separator: ", "))\nFROM transitions AS t\(GroupedQuery.joins(request.dimensions, request.filter))"
            + "\nWHERE \(SQL.joined(conditions, separator: "\n  AND "))"
    }

    /// The query over the stored sketches (the dimensions, then the three columns of
    /// ``SQLDialect/sketchQuery(selected:grouped:conditions:)``).
    static func sketchQuery(_ scope: SummaryScope, dialect: SQLDialect) -> SQL {
        dialect.sketchQuery(selected: scope.selected, grouped: scope.expressions, conditions: scope.conditions)
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [DurationSummary] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func table(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [DurationSummary], table: ResultTable) {
        let names = try DeviceNames.load(db)
        let summaries: [DurationSummary]
        switch (plan(request), db.dialect.aggregation) {
        case (.summary(let scope), _):
            summaries = try fromSketches(request, scope, db, names)
        case (.rawRows, .inServer):
            summaries = try exactInServer(request, db, names)
        case (.rawRows, .inProcess):
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
        let k = request.dimensions.count
        // One pass: durations collected per group, each group sorted once.
        var groups: [GroupKey: [Double]] = [:]
        try db.eachRow(query(request)) { row in
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
    static func rankedQuery(_ request: ReportRequest) -> SQL {
        let conditions = ["t.duration_ms IS NOT NULL"] + request.filter.conditions()
        let expressions = request.dimensions.map(\.expression)
        let names: [SQL] = request.dimensions.map { dimension -> SQL in "\(quoted: dimension.name)" }
        let partition: SQL = expressions.isEmpty ? "" : "PARTITION BY \(SQL.joined(expressions, separator: ", ")) "
        let innerColumns: [SQL] = zip(expressions, names).map { expression, name -> SQL in "\(expression) AS \(name)" } + [
            "t.duration_ms AS d", "row_number() OVER (\(partition)ORDER BY t.duration_ms) AS rn", "count(*) OVER (\(partition)) AS n",
        ]
        var inner: SQL = "SELECT \(SQL.joined(innerColumns, separator: ", "))"
        inner += "\nFROM transitions AS t\(GroupedQuery.joins(request.dimensions, request.filter))"
        inner += "\nWHERE \(SQL.joined(conditions, separator: "\n  AND "))"
        let ranked: [SQL] = [50, 90, 99].map { p -> SQL in "max(x.d) FILTER (WHERE x.rn = greatest(1, (\(verbatim: String(p)) * x.n + 99) / 100))" }
        let columns: [SQL] = names.map { name -> SQL in "x.\(name)" }
        return "SELECT \(SQL.joined(columns + ["x.n"] + ranked + ["max(x.d)"], separator: ", "))"
            + "\nFROM (\(inner)) AS x\nGROUP BY \(SQL.joined(columns + ["x.n"], separator: ", "))"
    }

    /// Exact percentiles computed by the server: one row per group reaches the client,
    /// instead of every duration.
    static func exactInServer(_ request: ReportRequest, _ db: any SQLQuerying, _ names: [String: String]) throws -> [DurationSummary] {
        let k = request.dimensions.count
        return try db.select(rankedQuery(request)).map { row in
            let count = Int(row[k].int64 ?? 0)
            return DurationSummary(
                group: ReportGroup(request.dimensions, row[0..<k], names: names), count: count,
                p50: row[k + 1].double ?? 0, p90: row[k + 2].double ?? 0, p99: row[k + 3].double ?? 0, max: row[k + 4].double ?? 0,
                insufficient: request.minAttempts.map { count < $0 } ?? false, relativeError: 0)
        }
    }

    /// The sketches of the range merged per group.
    static func fromSketches(
        _ request: ReportRequest, _ scope: SummaryScope, _ db: any SQLQuerying, _ names: [String: String]
    ) throws -> [DurationSummary] {
        let dialect = db.dialect
        let k = request.dimensions.count
        var groups: [GroupKey: DurationSketch] = [:]
        try db.eachRow(sketchQuery(scope, dialect: dialect)) { row in
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
