import FSTelStore

/// `fstel report failures`: one row per failure kind per group: `failure`, `count`,
/// and `share` of that group's failures. Default order: groups, then count descending.
///
/// Answered from `failure_rollup` (group attempts from `transition_rollup`) when every
/// dimension and filter is kept there: `strategy`, `os_major`, `os_minor`, `os_version`,
/// `app_version`, `direction`, `day`, whole-day times, no `--device`. Those counts include
/// pruned days; the scan of `transitions` does not.
public enum FailuresReport: GroupedReport {
    package static let name = "failures"
    package static let abstract = "Failure kinds per group: count and share of the group's failures."
    package static let discussion = "Columns: the --by dimensions, failure, count, share."
    package static let defaultDimensions: [Dimension] = [.strategy]

    /// `failure_rollup` (with group attempts from `transition_rollup`) when it keeps every
    /// dimension and filter of `request`, else a scan of `transitions`.
    static func plan(_ request: ReportRequest) -> ReportPlan { ReportPlan(request, summary: .failureRollup) }

    package static func source(_ request: ReportRequest) -> ReportSource { plan(request).source(whenSummarized: .rollups) }

    /// The failure kinds per group and the attempts per group, over the rollups.
    static func rollupQueries(_ scope: SummaryScope) -> (kinds: SQL, attempts: SQL) {
        func sql(_ metrics: [SQL], from table: String, extra: [SQL], group: [SQL], having: SQL) -> SQL {
            var text: SQL = "SELECT \(SQL.joined(scope.selected + metrics, separator: ", "))\nFROM \(verbatim: table) AS r\(scope.whereClause(extra))"
            if !group.isEmpty { text += "\nGROUP BY \(SQL.joined(group, separator: ", "))" }
            return text + "\nHAVING \(having)"
        }
        let kinds = sql(["r.failure", "sum(r.failures) AS n"], from: "failure_rollup", extra: ["r.failure <> ''"],
                        group: scope.expressions + ["r.failure"], having: "sum(r.failures) > 0")
        let attempts = sql(["sum(r.ok + r.failed) AS attempts"], from: "transition_rollup", extra: [],
                           group: scope.expressions, having: "sum(r.ok + r.failed + r.cancelled + r.ignored) > 0")
        return (kinds, attempts)
    }

    /// The scan of `transitions`: attempts per group and failure kind (NULL kind for `ok`).
    package static func query(_ request: ReportRequest) -> SQL {
        GroupedQuery.sql(
            dimensions: request.dimensions, filter: request.filter,
            select: ["count(*) AS n"],
            conditions: ["t.outcome IN ('ok', 'failed')"],
            groupExtra: ["t.failure"])
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [FailureKindCount] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func table(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [FailureKindCount], table: ResultTable) {
        let names = try DeviceNames.load(db)
        let k = request.dimensions.count
        // Rows of (group, kind, count): kinds of failed attempts only.
        var kinds: [(row: [DatabaseValue], count: Int)] = []
        var attempts: [GroupKey: Int] = [:]
        switch plan(request) {
        case .summary(let scope):
            let rollup = rollupQueries(scope)
            for row in try db.select(rollup.kinds) {
                kinds.append((row, Int(row[k + 1].int64 ?? 0)))
            }
            if request.minAttempts != nil {
                for row in try db.select(rollup.attempts) {
                    attempts[GroupKey(values: Array(row[0..<k])), default: 0] += Int(row[k].int64 ?? 0)
                }
            }
        case .rawRows:
            // Attempts and failures per group first, then one row per failure kind.
            for row in try db.select(query(request)) {
                let n = Int(row[k + 1].int64 ?? 0)
                attempts[GroupKey(values: Array(row[0..<k])), default: 0] += n
                if !row[k].isNull { kinds.append((row, n)) }
            }
        }
        var failures: [GroupKey: Int] = [:]
        for kind in kinds { failures[GroupKey(values: Array(kind.row[0..<k])), default: 0] += kind.count }
        let counts = kinds.map { kind in
            let key = GroupKey(values: Array(kind.row[0..<k]))
            return FailureKindCount(
                group: ReportGroup(request.dimensions, kind.row[0..<k], names: names),
                failure: kind.row[k].string ?? kind.row[k].description, count: kind.count,
                share: Double(kind.count) / Double(failures[key] ?? kind.count),
                insufficient: request.minAttempts.map { (attempts[key] ?? 0) < $0 } ?? false)
        }
        let columns = reportColumns(request, [
            ResultColumn("failure"), ResultColumn("count"), ResultColumn("share", style: .percent),
        ])
        return try ordered(counts, columns: columns, cells: { count in
            count.group.cells + [.text(count.failure), DatabaseValue(count.count), .real(count.share)]
                + insufficientCell(request, count.insufficient)
        }, sort: request.sort,
           tieBreak: dimensionSortKeys(request.dimensions) + [SortKey(column: "count", descending: true), SortKey(column: "failure")])
    }
}
