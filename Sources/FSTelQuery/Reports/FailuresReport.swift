import FSTelStore

/// `fstel report failures`: one row per failure kind per group: `failure`, `count`,
/// and `share` of that group's failures. Default order: groups, then count descending.
///
/// Answered from `failure_rollup` (group attempts from `transition_rollup`) when every
/// dimension and filter is kept there: `strategy`, `os_major`, `os_minor`, `os_version`,
/// `app_version`, `direction`, `day`, whole-day times, no `--device`. Those counts include
/// pruned days; the scan of `transitions` does not.
public enum FailuresReport {
    /// Dimensions `failure_rollup` keeps.
    static let rollupDimensions: Set<String> = ["strategy", "os_major", "os_minor", "os_version", "app_version", "direction", "day"]

    /// The failure kinds per group and the attempts per group, over the rollups; nil when
    /// they cannot answer the request exactly.
    static func rollupQueries(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (kinds: (sql: String, arguments: [DatabaseValue]), attempts: (sql: String, arguments: [DatabaseValue]))? {
        guard request.useRollup, request.dimensions.allSatisfy({ rollupDimensions.contains($0.name) }),
              request.filter.devices.isEmpty, let (conditions, arguments) = request.filter.rollupConditions()
        else { return nil }
        let expressions = request.dimensions.compactMap(dialect.rollupExpression)
        let selected = zip(request.dimensions, expressions).map { "\($1) AS \"\($0.name)\"" }
        func sql(_ metrics: [String], from table: String, extra: [String], group: [String], having: String) -> String {
            var text = "SELECT " + (selected + metrics).joined(separator: ", ") + "\nFROM \(table) AS r"
            let all = extra + conditions
            if !all.isEmpty { text += "\nWHERE " + all.joined(separator: "\n  AND ") }
            if !group.isEmpty { text += "\nGROUP BY " + group.joined(separator: ", ") }
            return text + "\nHAVING " + having
        }
        let kinds = sql(["r.failure", "sum(r.failures) AS n"], from: "failure_rollup", extra: ["r.failure <> ''"],
                        group: expressions + ["r.failure"], having: "sum(r.failures) > 0")
        let attempts = sql(["sum(r.ok + r.failed) AS attempts"], from: "transition_rollup", extra: [],
                           group: expressions, having: "sum(r.ok + r.failed + r.cancelled + r.ignored) > 0")
        return ((kinds, arguments), (attempts, arguments))
    }

    /// True when the report scans raw transitions (so pruned days are missing from it).
    package static func readsRawRows(_ request: ReportRequest) -> Bool { rollupQueries(request) == nil }

    /// The SQL of the scan of `transitions` (attempts per group and failure kind, NULL kind for `ok`) and its arguments.
    package static func query(_ request: ReportRequest, dialect: SQLDialect = .sqlite) -> (sql: String, arguments: [DatabaseValue]) {
        GroupedQuery.sql(
            dimensions: request.dimensions, filter: request.filter,
            select: ["count(*) AS n"],
            conditions: ["t.outcome IN ('ok', 'failed')"],
            groupExtra: ["t.failure"], dialect: dialect)
    }

    /// The typed rows, in report order (see ``ReportRequest/sort``).
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [FailureKindCount] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func run(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [FailureKindCount], table: ResultTable) {
        let names = try DeviceNames.load(db)
        let k = request.dimensions.count
        // Rows of (group, kind, count): kinds of failed attempts only.
        var kinds: [(row: [DatabaseValue], count: Int)] = []
        var attempts: [GroupKey: Int] = [:]
        if let rollup = rollupQueries(request, dialect: db.dialect) {
            for row in try GroupedQuery.rows(db, sql: rollup.kinds.sql, arguments: rollup.kinds.arguments) {
                kinds.append((row, Int(row[k + 1].int64 ?? 0)))
            }
            if request.minAttempts != nil {
                for row in try GroupedQuery.rows(db, sql: rollup.attempts.sql, arguments: rollup.attempts.arguments) {
                    attempts[GroupKey(values: Array(row[0..<k])), default: 0] += Int(row[k].int64 ?? 0)
                }
            }
        } else {
            // Attempts and failures per group first, then one row per failure kind.
            let (sql, arguments) = query(request, dialect: db.dialect)
            for row in try GroupedQuery.rows(db, sql: sql, arguments: arguments) {
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
