import FSTelStore

/// `fstel report best-strategy`: for each group, the strategies ranked by the upper
/// bound of their failure-rate interval (lowest first: the rate we can be 95% sure is
/// not exceeded), with a plain verdict. Strategies with fewer than `minAttempts`
/// attempts are listed after the ranked ones, unranked, as "not enough data".
public enum BestStrategyReport: GroupedReport {
    package static let name = "best-strategy"
    package static let abstract = "Per group, strategies ranked by the upper bound of their failure-rate interval, with a verdict."
    package static let discussion = """
        Columns: the --by dimensions, rank, strategy, attempts, failures, failure_rate, ci_low, ci_high,
        verdict. Strategies with fewer than --min-attempts attempts (default \(defaultMinAttempts))
        are listed last as "not enough data". With --matrix: one row per group (iOS major by default)
        and one column per strategy, each cell the failure rate with its 95% interval; the recommended
        cell starts with >, a cell with too few attempts ends with (n=N); CSV and JSON give each
        strategy's rate, ci_low, ci_high and attempts, then recommended, choice and runner_up.
        """
    package static let defaultDimensions: [Dimension] = [.osMajor]

    /// `--matrix`: the ship matrix instead of the list.
    package static let layout: ReportLayout? = ReportLayout(
        flag: "matrix", help: "One row per group, one column per strategy: the failure rate with its interval, the recommended cell marked (>).",
        build: { request, db in try ShipMatrix.build(request, in: db) })

    /// Used when the request gives no `minAttempts`.
    public static let defaultMinAttempts = 30

    /// Where the ranking's failure rates come from (``FailureRatesReport``, grouped by the
    /// strategy too).
    package static func source(_ request: ReportRequest) -> ReportSource {
        var inner = request
        inner.dimensions.append(.strategy)
        return FailureRatesReport.source(inner)
    }

    /// The typed rows: per group (in dimension order) the ranked strategies, best first,
    /// then the unranked ones; in `request.sort` order when it is given.
    public static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [StrategyRanking] {
        try answer(request, in: db).rows
    }

    /// The rows as the table the CLI renders.
    package static func table(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable {
        try answer(request, in: db).table
    }

    static func answer(_ request: ReportRequest, in db: any SQLQuerying) throws -> (rows: [StrategyRanking], table: ResultTable) {
        if request.dimensions.contains(.strategy) {
            throw ReportRequestError.conflict("best-strategy ranks strategies within each group: --by cannot include strategy")
        }
        var inner = request
        inner.dimensions.append(.strategy)
        inner.minAttempts = request.minAttempts ?? defaultMinAttempts
        inner.sort = []
        let rankings = ranked(try FailureRatesReport.rows(inner, in: db))
        let columns = dimensionColumns(request.dimensions) + [ResultColumn("rank"), ResultColumn("strategy")]
            + FailureRatesReport.metricColumns.prefix(5) + [ResultColumn("verdict", isSentence: true)]
        func cells(_ ranking: StrategyRanking) -> [DatabaseValue] {
            ranking.group.cells + [ranking.rank.map(DatabaseValue.init) ?? .null, ranking.strategy.map(DatabaseValue.text) ?? .null]
                + ranking.failureRate.failuresOfAttempts.cells + [.text(ranking.verdictText)]
        }
        // No `insufficient` column and no tie-break: without `--sort` the order stays as ranked.
        return try ordered(rankings, columns: columns, cells: cells, sort: request.sort, tieBreak: [])
    }

    /// Rankings from failure rates grouped by some dimensions and, last, the strategy.
    static func ranked(_ rates: [FailureRate]) -> [StrategyRanking] {
        // Groups in dimension order.
        var order: [GroupKey] = []
        var members: [GroupKey: [FailureRate]] = [:]
        for rate in rates {
            let key = GroupKey(values: rate.group.dropLast(1).cells)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(rate)
        }
        order.sort { a, b in
            for (x, y) in zip(a.values, b.values) {
                let c = naturalCompare(x, y)
                if c != 0 { return c < 0 }
            }
            return false
        }
        var result: [StrategyRanking] = []
        for key in order {
            let rates = members[key] ?? []
            let ranked = rates.filter { !$0.insufficient }.sorted { a, b in
                let ha = a.interval?.high ?? 1, hb = b.interval?.high ?? 1
                if ha != hb { return ha < hb }
                let ra = a.rate ?? 1, rb = b.rate ?? 1
                if ra != rb { return ra < rb }
                return a.attempts > b.attempts
            }
            let unranked = rates.filter(\.insufficient).sorted { $0.attempts > $1.attempts }
            let bestHigh = ranked.first?.interval?.high
            for (position, rate) in ranked.enumerated() {
                let verdict: StrategyRanking.Verdict
                if position == 0 {
                    if let runnerUp = ranked.dropFirst().first, let high = rate.interval?.high, let low = runnerUp.interval?.low, low <= high {
                        verdict = .ship(overlapping: strategy(of: runnerUp) ?? "?")
                    } else {
                        verdict = .ship(overlapping: nil)
                    }
                } else if let bestHigh, let low = rate.interval?.low, low > bestHigh {
                    verdict = .worse
                } else {
                    verdict = .overlapsTheBest
                }
                result.append(StrategyRanking(group: rate.group.dropLast(1), rank: position + 1, strategy: strategy(of: rate), failureRate: rate, verdict: verdict))
            }
            for rate in unranked {
                result.append(StrategyRanking(group: rate.group.dropLast(1), rank: nil, strategy: strategy(of: rate), failureRate: rate, verdict: .notEnoughData))
            }
        }
        return result
    }

    static func strategy(of rate: FailureRate) -> String? { rate.group[.strategy]?.string }
}
