import Foundation
import FSTelModel
import FSTelStore

/// One side of `fstel report compare`: the transitions of some app versions, or of a
/// range of days.
package enum Cohort: Sendable, Equatable, CustomStringConvertible {
    /// Transitions logged by these app versions (on the days compared).
    case appVersions([String])
    /// Transitions on these UTC days.
    case days(ClosedRange<UTCDay>)

    /// Reads `4.1`, `4.0,4.0.1` (app versions), `2026-11-20` (one day) or
    /// `2026-11-01..2026-11-07` (days, both included).
    package init(parsing text: String) throws(ReportRequestError) {
        let parts = text.components(separatedBy: "..")
        if parts.count == 2 {
            guard let from = UTCDay(parts[0]), let to = UTCDay(parts[1]) else {
                throw .conflict("'\(text)' is not a range of days (YYYY-MM-DD..YYYY-MM-DD)")
            }
            guard from <= to else { throw .conflict("'\(text)' ends before it starts") }
            self = .days(from...to)
        } else if let day = UTCDay(text) {
            self = .days(day...day)
        } else {
            let versions = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !versions.isEmpty else { throw .conflict("an empty cohort: give app versions or days") }
            self = .appVersions(versions)
        }
    }

    /// `app 4.1`, `2026-11-01..2026-11-07`, `2026-11-20`.
    package var description: String {
        switch self {
        case .appVersions(let versions): return "app " + versions.joined(separator: ",")
        case .days(let range):
            return range.lowerBound == range.upperBound ? range.lowerBound.description : "\(range.lowerBound)..\(range.upperBound)"
        }
    }

    /// True when `row` of `day` belongs to this cohort.
    func contains(_ row: RollupRow, on day: UTCDay) -> Bool {
        switch self {
        case .appVersions(let versions): return row.key.appVersion.map(versions.contains) ?? false
        case .days(let range): return range.contains(day)
        }
    }
}

/// What `fstel report compare` says of one strategy x iOS major group.
public enum CompareVerdict: String, Sendable, Equatable {
    /// B's failure rate is lower than A's: significant after Holm's correction, by at least the minimum change.
    case better
    /// B's failure rate is higher than A's: significant after Holm's correction, by at least the minimum change.
    case worse
    /// Tested, and no significant change of at least the minimum.
    case noChange = "no change"
    /// Fewer attempts than the minimum on one side: not tested.
    case tooFew = "too few"
}

/// One strategy x iOS major group, cohort A against cohort B.
public struct CohortDifference: Sendable, Equatable {
    /// The strategy.
    public var strategy: String
    /// The iOS major version; nil when not logged.
    public var osMajor: Int?
    /// Failures of A's attempts.
    public var a: Proportion
    /// Failures of B's attempts.
    public var b: Proportion
    /// B's failure rate minus A's (nil when a side has no attempts).
    public var difference: Double?
    /// Newcombe's 95% interval of the difference (from the two Wilson intervals).
    public var interval: WilsonInterval?
    /// Fisher's exact test, two-sided (twice the smaller one-sided p), on counts deflated
    /// by the strategy's dispersion; nil when not tested.
    public var pValue: Double?
    /// The p-value after Holm's correction over the groups tested.
    public var adjustedPValue: Double?
    /// The verdict.
    public var verdict: CompareVerdict
}

/// `fstel report compare`: two cohorts (app versions or day ranges) per strategy x iOS
/// major, with the same tests as `fstel nightly`: Fisher's exact test per group on
/// counts deflated by the strategy's overdispersion, Holm's correction over the groups
/// tested (family-wise error at `alpha`), and a minimum change worth a verdict.
package enum CompareReport {
    /// The groups of cohort A against cohort B, from daily rollup rows (`days` maps a
    /// day to its rows). Pure: the false-alarm check runs it on generated counts.
    package static func compare(
        days: [UTCDay: [RollupRow]], a: Cohort, b: Cohort, thresholds: NightlyThresholds = NightlyThresholds()
    ) -> [CohortDifference] {
        let ordered = days.keys.sorted()
        func perDay(_ cohort: Cohort) -> [[RollupRow]] {
            ordered.map { day in (days[day] ?? []).filter { cohort.contains($0, on: day) } }
        }
        return compare(a: perDay(a), b: perDay(b), thresholds: thresholds)
    }

    /// The groups of `a` against `b`, each given as rollup rows per day.
    package static func compare(a: [[RollupRow]], b: [[RollupRow]], thresholds: NightlyThresholds = NightlyThresholds()) -> [CohortDifference] {
        struct Key: Hashable, Comparable {
            var strategy: String
            var osMajor: Int?
            static func < (x: Key, y: Key) -> Bool { (x.strategy, x.osMajor ?? -1) < (y.strategy, y.osMajor ?? -1) }
        }
        func sums(_ days: [[RollupRow]]) -> [Key: (n: Int, f: Int)] {
            var result: [Key: (n: Int, f: Int)] = [:]
            for rows in days {
                for row in rows {
                    result[Key(strategy: row.key.strategy, osMajor: row.key.osMajor), default: (0, 0)].n += row.attempts
                    result[Key(strategy: row.key.strategy, osMajor: row.key.osMajor), default: (0, 0)].f += row.failures
                }
            }
            return result
        }
        let sumsA = sums(a), sumsB = sums(b)
        // Failures of one session cluster: as nightly, counts are deflated by the
        // strategy's dispersion, estimated from the daily counts of each cohort (the larger).
        let phiA = RegressionDetector.dispersion(baseline: a), phiB = RegressionDetector.dispersion(baseline: b)
        var rows: [CohortDifference] = Set(sumsA.keys).union(sumsB.keys).sorted().map { key in
            let ca = sumsA[key] ?? (0, 0), cb = sumsB[key] ?? (0, 0)
            let pa = Proportion(ca.f, of: ca.n), pb = Proportion(cb.f, of: cb.n)
            var row = CohortDifference(
                strategy: key.strategy, osMajor: key.osMajor, a: pa, b: pb, difference: nil, interval: nil,
                pValue: nil, adjustedPValue: nil, verdict: .tooFew)
            if let ra = pa.rate, let rb = pb.rate, let wa = pa.interval, let wb = pb.interval {
                let d = rb - ra
                row.difference = d
                // Newcombe's hybrid score interval (method 10).
                row.interval = WilsonInterval(
                    low: d - ((rb - wb.low) * (rb - wb.low) + (wa.high - ra) * (wa.high - ra)).squareRoot(),
                    high: d + ((wb.high - rb) * (wb.high - rb) + (ra - wa.low) * (ra - wa.low)).squareRoot())
            }
            if ca.n >= thresholds.minAttempts && cb.n >= thresholds.minAttempts {
                let phi = max(phiA[key.strategy] ?? 1, phiB[key.strategy] ?? 1)
                func effective(_ v: Int) -> Int { Int((Double(v) / phi).rounded()) }
                let na = max(effective(ca.n), effective(ca.f)), fa = effective(ca.f)
                let nb = max(effective(cb.n), effective(cb.f)), fb = effective(cb.f)
                let higher = NightlyStatistics.fisherGreater(x: fb, n1: nb, y: fa, n2: na)
                let lower = NightlyStatistics.fisherGreater(x: fa, n1: na, y: fb, n2: nb)
                row.pValue = min(1, 2 * min(higher, lower))
                row.verdict = .noChange
            }
            return row
        }
        let tested = rows.indices.filter { rows[$0].pValue != nil }
        let adjusted = NightlyStatistics.holmAdjusted(tested.map { rows[$0].pValue! })
        for (position, index) in tested.enumerated() {
            rows[index].adjustedPValue = adjusted[position]
            guard adjusted[position] < thresholds.alpha, let d = rows[index].difference else { continue }
            if d >= thresholds.minRise { rows[index].verdict = .worse }
            if d <= -thresholds.minRise { rows[index].verdict = .better }
        }
        return rows
    }

    /// The comparison over the counts ingest keeps: for day cohorts their days; for
    /// app versions every day with rollups, or those from `since` to `until`.
    package static func run(
        _ db: any SQLQuerying, a: Cohort, b: Cohort, since: UTCDay? = nil, until: UTCDay? = nil,
        thresholds: NightlyThresholds = NightlyThresholds(), strategies: [String] = [], osMajors: [Int] = []
    ) throws -> [CohortDifference] {
        let range: ClosedRange<UTCDay>
        switch (a, b) {
        case (.days(let x), .days(let y)):
            range = min(x.lowerBound, y.lowerBound)...max(x.upperBound, y.upperBound)
        default:
            let bounds = try db.select("SELECT min(day), max(day) FROM transition_rollup", []).first
            guard let lo = bounds?[0].int64, let hi = bounds?[1].int64 else { return [] }
            let from = max(since ?? UTCDay(daysSinceEpoch: Int(lo)), UTCDay(daysSinceEpoch: Int(lo)))
            let to = min(until ?? UTCDay(daysSinceEpoch: Int(hi)), UTCDay(daysSinceEpoch: Int(hi)))
            guard from <= to else { return [] }
            range = from...to
        }
        var days = try DailyRollups.load(db, days: range)
        if !strategies.isEmpty || !osMajors.isEmpty {
            days = days.mapValues { rows in
                rows.filter { row in
                    (strategies.isEmpty || strategies.contains(row.key.strategy))
                        && (osMajors.isEmpty || row.key.osMajor.map(osMajors.contains) ?? false)
                }
            }
        }
        return compare(days: days, a: a, b: b, thresholds: thresholds)
    }

    /// The columns: strategy, os_major, a_attempts, a_failures, a_failure_rate, a_ci_low,
    /// a_ci_high, the same for b, difference, diff_ci_low, diff_ci_high, p_value,
    /// p_holm, verdict. Tables show each rate with its interval and leave out the
    /// failures and p-values.
    package static func table(_ rows: [CohortDifference]) -> ResultTable {
        var columns = [ResultColumn("strategy", missingText: "(none)"), ResultColumn("os_major", missingText: "(none)")]
        for side in ["a", "b"] {
            columns += [
                ResultColumn("\(side)_attempts"), ResultColumn("\(side)_failures", hiddenInText: true),
                ResultColumn("\(side)_failure_rate", style: .rate(low: "\(side)_ci_low", high: "\(side)_ci_high")),
                ResultColumn("\(side)_ci_low", hiddenInText: true), ResultColumn("\(side)_ci_high", hiddenInText: true),
            ]
        }
        columns += [
            ResultColumn("difference", style: .rate(low: "diff_ci_low", high: "diff_ci_high")),
            ResultColumn("diff_ci_low", hiddenInText: true), ResultColumn("diff_ci_high", hiddenInText: true),
            ResultColumn("p_value", hiddenInText: true), ResultColumn("p_holm", hiddenInText: true), ResultColumn("verdict"),
        ]
        let cells: [[DatabaseValue]] = rows.map { row in
            [.text(row.strategy), row.osMajor.map { .integer(Int64($0)) } ?? .null]
                + [row.a, row.b].flatMap { p -> [DatabaseValue] in
                    [.integer(Int64(p.total)), .integer(Int64(p.count)), DatabaseValue(p.rate), DatabaseValue(p.interval?.low), DatabaseValue(p.interval?.high)]
                }
                + [DatabaseValue(row.difference), DatabaseValue(row.interval?.low), DatabaseValue(row.interval?.high),
                   DatabaseValue(row.pValue), DatabaseValue(row.adjustedPValue), .text(row.verdict.rawValue)]
        }
        return ResultTable(columns: columns, rows: cells)
    }

    /// The summary after a table: `B (app 4.1) against A (app 4.0): 1 worse, 1 better,
    /// 20 no change, 3 too few.` and how the verdicts were reached.
    package static func summary(_ rows: [CohortDifference], a: Cohort, b: Cohort, thresholds: NightlyThresholds = NightlyThresholds()) -> String {
        func count(_ v: CompareVerdict) -> Int { rows.filter { $0.verdict == v }.count }
        let tested = rows.filter { $0.pValue != nil }.count
        var text = "B (\(b)) against A (\(a)): \(count(.worse)) worse, \(count(.better)) better, "
            + "\(count(.noChange)) no change, \(count(.tooFew)) too few."
        for row in rows where row.verdict == .worse || row.verdict == .better {
            text += " \(row.strategy) on \(row.osMajor.map { "iOS \($0)" } ?? "unknown iOS"): \(row.verdict.rawValue), "
                + "\(percent(row.a.rate ?? 0)) to \(percent(row.b.rate ?? 0))."
        }
        text += " Verdicts: Fisher's exact test per strategy x iOS major (two-sided, counts deflated for sessions whose "
            + "failures cluster), Holm-corrected over the \(tested) groups tested at alpha \(formatNumber(thresholds.alpha)); "
            + "better or worse only for a change of at least \(points(thresholds.minRise)) points; too few: under "
            + "\(thresholds.minAttempts) attempts on a side. Difference: B minus A with Newcombe's 95% interval. "
            + "See docs/metrics.md."
        return text
    }
}
