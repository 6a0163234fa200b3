import FSTelStore

/// `fstel report best-strategy`: for each group, the strategies ranked by the upper
/// bound of their failure-rate interval (lowest first: the rate we can be 95% sure is
/// not exceeded), with a plain verdict. Strategies with fewer than `minAttempts`
/// attempts are listed after the ranked ones, unranked, as "not enough data".
public enum BestStrategyReport {
    /// Used when the request gives no `minAttempts`.
    public static let defaultMinAttempts = 30

    /// True when the ranking scans raw transitions (see ``FailureRatesReport/readsRawRows(_:)``).
    public static func readsRawRows(_ request: ReportRequest) -> Bool {
        var inner = request
        inner.dimensions.append(try! Dimension.named("strategy"))
        return FailureRatesReport.readsRawRows(inner)
    }

    public static func run(_ request: ReportRequest, in db: Database) throws -> ResultTable {
        if request.dimensions.contains(where: { $0.name == "strategy" }) {
            throw ReportRequestError.conflict("best-strategy ranks strategies within each group: --by cannot include strategy")
        }
        let minimum = request.minAttempts ?? defaultMinAttempts
        var inner = request
        inner.dimensions.append(try Dimension.named("strategy"))
        inner.minAttempts = minimum
        inner.sort = []
        let rates = try FailureRatesReport.run(inner, in: db)
        let groupWidth = dimensionColumns(request.dimensions).count
        let index = Dictionary(uniqueKeysWithValues: rates.columns.enumerated().map { ($1.name, $0) })
        let strategyAt = index["strategy"]!, attemptsAt = index["attempts"]!, failuresAt = index["failures"]!
        let rateAt = index["failure_rate"]!, lowAt = index["ci_low"]!, highAt = index["ci_high"]!, flagAt = index["insufficient"]!

        var table = ResultTable(columns: dimensionColumns(request.dimensions) + [
            ResultColumn("rank"), ResultColumn("strategy"),
        ] + FailureRatesReport.metricColumns.prefix(5) + [ResultColumn("verdict")])

        // Groups in dimension order, as the failure-rates report returned them.
        var order: [GroupKey] = []
        var members: [GroupKey: [[DatabaseValue]]] = [:]
        for row in rates.rows {
            let key = GroupKey(values: Array(row[0..<groupWidth]))
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(row)
        }
        order.sort { a, b in
            for (x, y) in zip(a.values, b.values) {
                let c = naturalCompare(x, y)
                if c != 0 { return c < 0 }
            }
            return false
        }
        for key in order {
            let rows = members[key] ?? []
            let ranked = rows.filter { $0[flagAt] == .integer(0) }.sorted { a, b in
                let ha = a[highAt].double ?? 1, hb = b[highAt].double ?? 1
                if ha != hb { return ha < hb }
                let ra = a[rateAt].double ?? 1, rb = b[rateAt].double ?? 1
                if ra != rb { return ra < rb }
                return (a[attemptsAt].int64 ?? 0) > (b[attemptsAt].int64 ?? 0)
            }
            let unranked = rows.filter { $0[flagAt] != .integer(0) }.sorted { ($0[attemptsAt].int64 ?? 0) > ($1[attemptsAt].int64 ?? 0) }
            let best = ranked.first
            for (position, row) in ranked.enumerated() {
                let verdict: String
                if position == 0 {
                    let strategy = row[strategyAt].string ?? "?"
                    if let runnerUp = ranked.dropFirst().first, let high = row[highAt].double, let low = runnerUp[lowAt].double, low <= high {
                        verdict = "ship \(strategy) (interval overlaps \(runnerUp[strategyAt].string ?? "?"))"
                    } else {
                        verdict = "ship \(strategy)"
                    }
                } else if let best, let bestHigh = best[highAt].double, let low = row[lowAt].double, low > bestHigh {
                    verdict = "worse"
                } else {
                    verdict = "overlaps the best"
                }
                table.rows.append(Array(row[0..<groupWidth]) + [DatabaseValue(position + 1), row[strategyAt]]
                    + [row[attemptsAt], row[failuresAt], row[rateAt], row[lowAt], row[highAt], .text(verdict)])
            }
            for row in unranked {
                table.rows.append(Array(row[0..<groupWidth]) + [.null, row[strategyAt]]
                    + [row[attemptsAt], row[failuresAt], row[rateAt], row[lowAt], row[highAt], .text("not enough data")])
            }
        }
        if !request.sort.isEmpty { try orderRows(&table, sort: request.sort, tieBreak: []) }
        return table
    }
}
