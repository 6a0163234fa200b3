#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FSTelStore

/// One dimension value of one strategy (and, with `--by-kind`, one failure kind) tested
/// against the rest of that strategy's attempts: a row of `fstel report causes`.
public struct Concentration: Sendable, Equatable {
    /// How a row fared.
    public enum Verdict: String, Sendable, Equatable {
        /// The value's failure rate is higher than the rest's, and that survives the
        /// Benjamini-Hochberg rule over every value tested, with enough failures.
        case concentrated
        /// Tested, but not significant after the adjustment (or too few failures in it).
        case notSignificant = "not_significant"
        /// Too few attempts in the value or in the rest to be tested.
        case tooFew = "too_few"
    }

    /// The strategy.
    public var strategy: String
    /// The failure kind, nil for failures of every kind.
    public var failure: String?
    /// `app_state`, `trigger`, `os_major`, `device_model`, ...
    public var dimension: String
    /// The value (`background`, `13`, `iPhone12,1`).
    public var value: String
    /// Attempts (ok + failed) of the strategy with this value.
    public var attempts: Int
    /// Of which failed (of this kind with a kind).
    public var failures: Int
    /// Attempts of the strategy with another value (or none logged).
    public var restAttempts: Int
    /// Of which failed.
    public var restFailures: Int
    /// Failure rate of the value divided by the rest's, with its 95% interval (Katz's
    /// log method; 0.5 added to every count when one is zero). nil when untested.
    public var lift: Double?
    public var liftLow: Double?
    public var liftHigh: Double?
    /// Failures beyond what the rest's rate would give as many attempts: what the value
    /// explains.
    public var excessFailures: Double
    /// Fisher's exact test, one-sided (the value fails more), and its Benjamini-Hochberg
    /// adjustment over every value tested; nil when untested.
    public var pValue: Double?
    public var adjustedPValue: Double?
    /// The verdict.
    public var verdict: Verdict

    /// The value's failure rate.
    public var failureRate: Double { attempts > 0 ? Double(failures) / Double(attempts) : 0 }
    /// The rest's failure rate.
    public var restFailureRate: Double { restAttempts > 0 ? Double(restFailures) / Double(restAttempts) : 0 }
}

/// What `fstel report causes` is asked.
public struct CausesRequest: Sendable, Equatable {
    /// Only these strategies, days (whole UTC days: `since`, `until` at midnight).
    public var filter = ReportFilter()
    /// Also test each failure kind apart.
    public var byKind = false
    /// Attempts a value needs, and the rest of the strategy needs, to be tested.
    public var minAttempts = 30
    /// Failures a value needs to be called concentrated.
    public var minFailures = 5
    /// The false discovery rate the Benjamini-Hochberg rule keeps to.
    public var falseDiscoveryRate = 0.05

    /// Every value, of every strategy, over every stored day.
    public init() {}
}

/// `fstel report causes`: for each strategy (and each failure kind with `byKind`), the
/// dimension values whose failure rate stands out from the rest of that strategy's
/// attempts. Answered from the summaries ingest keeps (`transition_rollup`,
/// `failure_rollup`, `dimension_rollup`, `dimension_failure_rollup`), so pruned days count.
///
/// Method (docs/metrics.md, "Where failures concentrate"): per value, Fisher's exact test
/// (one-sided: the value fails more than the rest); every value with enough attempts on
/// both sides is one test of one family, adjusted by Benjamini-Hochberg; a value is
/// `concentrated` when its adjusted p-value is at most the false discovery rate and it has
/// at least `minFailures` failures. Values the logs did not name are never candidates (they
/// stay in the rest).
public enum CausesReport: Report {
    package static let name = "causes"
    package static let abstract = "Where each strategy's failures concentrate: the dimension values whose failure rate stands out."
    package static let discussion = """
        For each strategy (and each failure kind with --by-kind), every value of app_state, trigger,
        from_orientation, to_orientation, restore_container, os_major, os_minor, app_version, device_model
        and direction is tested against the rest of that strategy's attempts: Fisher's exact test
        (one-sided), Benjamini-Hochberg over every value tested (false discovery rate --fdr). A value is
        concentrated when it survives that with at least --min-failures failures; values with fewer than
        --min-attempts attempts (or whose rest has fewer) are not tested. Rows are sorted by the failures
        the value explains (excess_failures: failures beyond what the rest's rate would give). Prints the
        concentrated rows; --all prints every value. Columns: strategy, failure (empty for all kinds),
        dimension, value, attempts, failures, failure_rate, rest_failure_rate, lift, lift_ci_low,
        lift_ci_high, excess_failures, p_adjusted, verdict. Reads the summaries ingest keeps, so pruned days
        count; --since and --until take UTC dates. A concentration is a pointer to look at, not a proof of
        cause: see docs/metrics.md.
        """

    /// The dimensions tested: session facts from the rollups, transition fields from the
    /// dimension summaries.
    public static let dimensions = ["app_state", "trigger", "from_orientation", "to_orientation", "restore_container",
                                    "os_major", "os_minor", "app_version", "device_model", "direction"]
    /// Dimensions without per-kind counts (`failure_rollup` has no device model).
    public static let dimensionsWithoutKinds: Set<String> = ["device_model"]

    /// Counts per (strategy, kind, dimension, value): kind "" for all kinds.
    struct Cell: Hashable {
        var strategy: String
        var failure: String?
        var dimension: String
        var value: String
    }

    /// Throws a ``ReportRequestError`` for a time bound that is not a UTC midnight: the
    /// summaries count whole days.
    static func conditions(_ request: CausesRequest) throws(ReportRequestError) -> [SQL] {
        var filter = ReportFilter()
        filter.since = request.filter.since
        filter.until = request.filter.until
        filter.strategies = request.filter.strategies
        guard filter.countsWholeDays else {
            throw .conflict("causes counts whole UTC days (from the daily summaries): give --since and --until as dates (YYYY-MM-DD)")
        }
        return filter.rollupConditions()
    }

    /// Every row tested (and those too small to test), most failures explained first.
    public static func rows(_ request: CausesRequest, in db: any SQLQuerying) throws -> [Concentration] {
        let where_ = try conditions(request)
        let whereSQL: SQL = where_.isEmpty ? "" : "\nWHERE \(SQL.joined(where_, separator: " AND "))"
        var attempts: [Cell: (attempts: Int, failures: Int)] = [:]
        var kindFailures: [Cell: Int] = [:]
        // Session facts and direction, from transition_rollup.
        let facts: [(String, Dimension)] = [("os_major", .osMajor), ("os_minor", .osMinor), ("app_version", .appVersion),
                                            ("device_model", .deviceModel), ("direction", .direction)]
        let factExpressions = SQL.joined(facts.map { $0.1.expression(over: .transitionRollup)! }, separator: ", ")
        for row in try db.select("""
            SELECT r.strategy, \(factExpressions), sum(r.ok + r.failed), sum(r.failed)
            FROM transition_rollup AS r\(whereSQL)
            GROUP BY r.strategy, \(factExpressions)
            """) {
            let strategy = row[0].string ?? ""
            let n = Int(row[6].int64 ?? 0), f = Int(row[7].int64 ?? 0)
            for (i, fact) in facts.enumerated() {
                let cell = Cell(strategy: strategy, failure: nil, dimension: fact.0, value: text(row[1 + i]))
                attempts[cell, default: (0, 0)].attempts += n
                attempts[cell, default: (0, 0)].failures += f
            }
        }
        for row in try db.select("""
            SELECT r.strategy, r.dimension, r.value, sum(r.attempts), sum(r.failures)
            FROM dimension_rollup AS r\(whereSQL)
            GROUP BY r.strategy, r.dimension, r.value
            """) {
            let cell = Cell(strategy: row[0].string ?? "", failure: nil, dimension: row[1].string ?? "", value: row[2].string ?? "")
            attempts[cell, default: (0, 0)].attempts += Int(row[3].int64 ?? 0)
            attempts[cell, default: (0, 0)].failures += Int(row[4].int64 ?? 0)
        }
        if request.byKind {
            let kindFacts = facts.filter { !dimensionsWithoutKinds.contains($0.0) }
            let kindExpressions = SQL.joined(kindFacts.map { $0.1.expression(over: .failureRollup)! }, separator: ", ")
            for row in try db.select("""
                SELECT r.strategy, r.failure, \(kindExpressions), sum(r.failures)
                FROM failure_rollup AS r\(whereSQL)
                GROUP BY r.strategy, r.failure, \(kindExpressions)
                """) {
                let n = Int(row[2 + kindFacts.count].int64 ?? 0)
                for (i, fact) in kindFacts.enumerated() {
                    let cell = Cell(strategy: row[0].string ?? "", failure: row[1].string ?? "", dimension: fact.0, value: text(row[2 + i]))
                    kindFailures[cell, default: 0] += n
                }
            }
            for row in try db.select("""
                SELECT r.strategy, r.failure, r.dimension, r.value, sum(r.failures)
                FROM dimension_failure_rollup AS r\(whereSQL)
                GROUP BY r.strategy, r.failure, r.dimension, r.value
                """) {
                let cell = Cell(strategy: row[0].string ?? "", failure: row[1].string ?? "", dimension: row[2].string ?? "",
                                value: row[3].string ?? "")
                kindFailures[cell, default: 0] += Int(row[4].int64 ?? 0)
            }
        }
        return evaluate(attempts: attempts, kindFailures: kindFailures, request: request)
    }

    /// A value as text ('' for NULL: not named, never a candidate).
    static func text(_ value: DatabaseValue) -> String {
        switch value {
        case .null: return ""
        case .text(let s): return s
        default: return value.description
        }
    }

    /// Tests every candidate, adjusts over the family, and orders the rows.
    static func evaluate(
        attempts: [Cell: (attempts: Int, failures: Int)], kindFailures: [Cell: Int], request: CausesRequest
    ) -> [Concentration] {
        // Per strategy and dimension: the attempts and failures of all values ('' included).
        struct Whole: Hashable { var strategy: String; var dimension: String }
        var totals: [Whole: (attempts: Int, failures: Int)] = [:]
        for (cell, c) in attempts {
            totals[Whole(strategy: cell.strategy, dimension: cell.dimension), default: (0, 0)].attempts += c.attempts
            totals[Whole(strategy: cell.strategy, dimension: cell.dimension), default: (0, 0)].failures += c.failures
        }
        struct KindWhole: Hashable { var strategy: String; var failure: String; var dimension: String }
        var kindTotals: [KindWhole: Int] = [:]
        for (cell, n) in kindFailures {
            kindTotals[KindWhole(strategy: cell.strategy, failure: cell.failure ?? "", dimension: cell.dimension), default: 0] += n
        }
        var rows: [Concentration] = []
        func add(_ cell: Cell, attempts n1: Int, failures a: Int, totalAttempts: Int, totalFailures: Int) {
            let n2 = totalAttempts - n1, b = totalFailures - a
            var row = Concentration(
                strategy: cell.strategy, failure: cell.failure, dimension: cell.dimension, value: cell.value,
                attempts: n1, failures: a, restAttempts: n2, restFailures: b, lift: nil, liftLow: nil, liftHigh: nil,
                excessFailures: n2 > 0 ? Double(a) - Double(n1) * Double(b) / Double(n2) : 0,
                pValue: nil, adjustedPValue: nil, verdict: .tooFew)
            if n1 >= request.minAttempts && n2 >= request.minAttempts && a >= 0 && b >= 0 && a <= n1 && b <= n2 {
                row.pValue = NightlyStatistics.fisherGreater(x: a, n1: n1, y: b, n2: n2)
                (row.lift, row.liftLow, row.liftHigh) = liftInterval(a: a, n1: n1, b: b, n2: n2)
            }
            rows.append(row)
        }
        for (cell, c) in attempts where !cell.value.isEmpty {
            let whole = totals[Whole(strategy: cell.strategy, dimension: cell.dimension)]!
            add(cell, attempts: c.attempts, failures: c.failures, totalAttempts: whole.attempts, totalFailures: whole.failures)
        }
        for (cell, a) in kindFailures where !cell.value.isEmpty {
            let plain = Cell(strategy: cell.strategy, failure: nil, dimension: cell.dimension, value: cell.value)
            guard let c = attempts[plain], let whole = totals[Whole(strategy: cell.strategy, dimension: cell.dimension)] else { continue }
            let kindTotal = kindTotals[KindWhole(strategy: cell.strategy, failure: cell.failure ?? "", dimension: cell.dimension)] ?? a
            add(cell, attempts: c.attempts, failures: a, totalAttempts: whole.attempts, totalFailures: kindTotal)
        }
        let tested = rows.indices.filter { rows[$0].pValue != nil }
        let adjusted = benjaminiHochberg(tested.map { rows[$0].pValue! })
        for (k, i) in tested.enumerated() {
            rows[i].adjustedPValue = adjusted[k]
            rows[i].verdict = adjusted[k] <= request.falseDiscoveryRate && rows[i].failures >= request.minFailures
                && rows[i].failureRate > rows[i].restFailureRate ? .concentrated : .notSignificant
        }
        let rank: [Concentration.Verdict: Int] = [.concentrated: 0, .notSignificant: 1, .tooFew: 2]
        return rows.sorted { x, y in
            if x.verdict != y.verdict { return rank[x.verdict]! < rank[y.verdict]! }
            if x.excessFailures != y.excessFailures { return x.excessFailures > y.excessFailures }
            if x.strategy != y.strategy { return x.strategy < y.strategy }
            if (x.failure ?? "") != (y.failure ?? "") { return (x.failure ?? "") < (y.failure ?? "") }
            if x.dimension != y.dimension { return x.dimension < y.dimension }
            return naturalCompare(x.value, y.value) < 0
        }
    }

    /// The ratio of two failure rates with its 95% interval (Katz's log method), 0.5 added
    /// to every count when a failure count is zero.
    static func liftInterval(a: Int, n1: Int, b: Int, n2: Int) -> (Double?, Double?, Double?) {
        var (x, m, y, n) = (Double(a), Double(n1), Double(b), Double(n2))
        if a == 0 || b == 0 { (x, m, y, n) = (x + 0.5, m + 0.5, y + 0.5, n + 0.5) }
        guard x > 0, y > 0, m > 0, n > 0 else { return (nil, nil, nil) }
        let lift = (x / m) / (y / n)
        let se = max(0, 1 / x - 1 / m + 1 / y - 1 / n).squareRoot()
        let z = WilsonInterval.z95
        return (lift, lift * exp(-z * se), lift * exp(z * se))
    }

    /// Benjamini-Hochberg adjusted p-values (step-up), in the input order: the smallest
    /// false discovery rate at which each hypothesis would be rejected.
    static func benjaminiHochberg(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: m)
        var running = 1.0
        for rank in stride(from: m - 1, through: 0, by: -1) {
            let index = order[rank]
            running = min(running, pValues[index] * Double(m) / Double(rank + 1))
            adjusted[index] = min(1, running)
        }
        return adjusted
    }

    /// The result columns.
    package static let columns = [
        ResultColumn("strategy"), ResultColumn("failure", missingText: "(all)"), ResultColumn("dimension"), ResultColumn("value"),
        ResultColumn("attempts"), ResultColumn("failures"), ResultColumn("failure_rate", style: .percent),
        ResultColumn("rest_failure_rate", style: .percent), ResultColumn("lift", style: .decimal(2)),
        ResultColumn("lift_ci_low", style: .decimal(2)), ResultColumn("lift_ci_high", style: .decimal(2)),
        ResultColumn("excess_failures", style: .decimal(0)), ResultColumn("p_adjusted", style: .decimal(4)),
        ResultColumn("verdict"),
    ]

    /// The rows as the table the CLI renders: the concentrated ones, or with `all` every row.
    package static func table(_ rows: [Concentration], all: Bool) -> ResultTable {
        ResultTable(columns: columns, rows: rows.filter { all || $0.verdict == .concentrated }.map { r in
            [.text(r.strategy), r.failure.map(DatabaseValue.text) ?? .null, .text(r.dimension), .text(r.value),
             DatabaseValue(r.attempts), DatabaseValue(r.failures), .real(r.failureRate), .real(r.restFailureRate),
             DatabaseValue(r.lift), DatabaseValue(r.liftLow), DatabaseValue(r.liftHigh), .real(r.excessFailures.rounded()),
             DatabaseValue(r.adjustedPValue), .text(r.verdict.rawValue)]
        })
    }

    /// One sentence for a row: `present_landscape_vc fails 41% of attempts when app_state
    /// is background, against 4.2% otherwise (9.8x, 95% 8.1–11.9); 310 failures, 290 more
    /// than the rest's rate would give.`
    static func sentence(_ r: Concentration) -> String {
        let what = r.failure.map { "fails with \($0) in" } ?? "fails"
        var text = "\(r.strategy) \(what) \(percent(r.failureRate)) of attempts when \(r.dimension) is \(r.value), against "
            + "\(percent(r.restFailureRate)) otherwise"
        if let lift = r.lift, let low = r.liftLow, let high = r.liftHigh {
            text += " (\(decimal(lift))x, 95% \(decimal(low))–\(decimal(high)))"
        }
        text += "; \(r.failures) failures, \(Int(max(0, r.excessFailures).rounded())) more than the rest's rate would give."
        return text
    }

    static func decimal(_ v: Double) -> String { formatFixed(v, decimals: v >= 10 ? 1 : 2) }

    /// Dimensions that name one cause several ways: entering fullscreen is `direction =
    /// enter`, `from_orientation = portrait` and `to_orientation = landscape_*` at once; an
    /// iOS major and its minor versions.
    static func aliasGroup(_ dimension: String) -> String {
        switch dimension {
        case "direction", "from_orientation", "to_orientation": return "direction"
        case "os_major", "os_minor": return "os"
        default: return dimension
        }
    }

    /// The concentrated rows worth a sentence, biggest first: per strategy and kind, the top
    /// row of each group of aliases (``aliasGroup(_:)``), at most `perStrategy` per
    /// strategy, `limit` in all.
    static func highlights(_ rows: [Concentration], limit: Int, perStrategy: Int = 2) -> [Concentration] {
        var shown: Set<String> = [], perStrategyCount: [String: Int] = [:], result: [Concentration] = []
        for row in rows where row.verdict == .concentrated {
            let key = row.strategy + "\u{0}" + (row.failure ?? "") + "\u{0}" + aliasGroup(row.dimension)
            guard !shown.contains(key), perStrategyCount[row.strategy, default: 0] < perStrategy else { continue }
            shown.insert(key)
            perStrategyCount[row.strategy, default: 0] += 1
            result.append(row)
            if result.count == limit { break }
        }
        return result
    }

    /// What the rows say, in words: how many values were tested and how many concentrate,
    /// and the method.
    package static func summary(_ rows: [Concentration], request: CausesRequest) -> String {
        let tested = rows.filter { $0.pValue != nil }.count
        let found = rows.filter { $0.verdict == .concentrated }
        var text = found.isEmpty
            ? "No concentration found among \(tested) values tested."
            : "\(found.count) of \(tested) values tested concentrate failures; the biggest: " + sentence(found[0])
        text += " Method: Fisher's exact test (one-sided) per value against the rest of its strategy, Benjamini-Hochberg "
            + "over all \(tested) at a false discovery rate of \(formatNumber(request.falseDiscoveryRate)); at least "
            + "\(request.minAttempts) attempts on each side and \(request.minFailures) failures. A concentration points at "
            + "where to look; it does not prove the cause (docs/metrics.md)."
        return text
    }
}
