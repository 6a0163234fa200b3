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

/// What `fstel report compare` says of one group, read off its simultaneous interval of
/// the difference (B minus A): the verdict and the interval shown never disagree.
public enum CompareVerdict: String, Sendable, Equatable, CaseIterable {
    /// The interval lies above 0 and B's rate is higher by at least the minimum change.
    case worse
    /// The interval lies below 0 and B's rate is lower by at least the minimum change.
    case better
    /// The interval lies above 0, but the rise is smaller than the minimum change.
    case slightlyWorse = "slightly worse"
    /// The interval lies below 0, but the drop is smaller than the minimum change.
    case slightlyBetter = "slightly better"
    /// Equivalence: the whole interval lies within plus or minus the minimum change.
    case noChange = "no change"
    /// The interval holds 0 and reaches past the minimum change: the data cannot tell.
    case unclear
    /// Fewer attempts than the minimum on one side: not tested.
    case tooFew = "too few"

    /// True for a verdict that says B differs from A (the interval excludes 0).
    public var isChange: Bool { [.worse, .better, .slightlyWorse, .slightlyBetter].contains(self) }
}

/// One group of cohort A against cohort B: a strategy on one iOS major, or on all iOS
/// versions together (``allIOS``).
public struct CohortDifference: Sendable, Equatable {
    /// The strategy.
    public var strategy: String
    /// The iOS major version; nil for the all-iOS row and when not logged.
    public var osMajor: Int?
    /// True for the strategy's row over every iOS version (``osMajor`` is then nil).
    public var allIOS: Bool
    /// Failures of A's attempts (the rate's interval is the plain Wilson 95% one).
    public var a: Proportion
    /// Failures of B's attempts (the rate's interval is the plain Wilson 95% one).
    public var b: Proportion
    /// B's failure rate minus A's (nil when a side has no attempts). On the all-iOS row,
    /// the difference within iOS majors, weighted over them (Mantel-Haenszel), so that a
    /// shift in the iOS mix between the cohorts is not read as a change; nil when no
    /// iOS major has attempts on both sides.
    public var difference: Double?
    /// The simultaneous interval of the difference the verdict is read from, at
    /// ``confidence``, on counts deflated by the strategy's dispersion: Newcombe's score
    /// interval on an iOS major's row, the stratified interval on the all-iOS row; nil
    /// when not tested.
    public var interval: WilsonInterval?
    /// The confidence of each interval: 1 - alpha / comparisons (Bonferroni), so that all
    /// the family's intervals hold together with probability at least 1 - alpha.
    public var confidence: Double
    /// Groups tested in the family (the same for every row of one comparison).
    public var comparisons: Int
    /// The verdict.
    public var verdict: CompareVerdict

    /// `iOS 17`, `all iOS`, `unknown iOS`.
    public var iosLabel: String {
        allIOS ? "all iOS" : osMajor.map { "iOS \($0)" } ?? "unknown iOS"
    }
}

/// `fstel report compare`: two cohorts (app versions or day ranges) per strategy x iOS
/// major and per strategy over all iOS versions. The family is every such group stored
/// in the days compared, whatever a display filter shows; each tested group gets a
/// simultaneous interval of the difference (Bonferroni over the family, family-wise error
/// at `alpha`), and the verdict is read from that interval alone.
package enum CompareReport: Report {
    package static let name = "compare"
    package static let abstract =
        "Cohort A against cohort B (app versions or days) per strategy and strategy x iOS major, with a verdict read from a simultaneous interval."
    package static let discussion = """
        A cohort is app versions (4.1, or 4.0,4.0.1) or UTC days (2026-11-20, or 2026-11-01..2026-11-07);
        both cohorts are of one kind. Per strategy over all iOS versions and per strategy x iOS major:
        attempts and the failure rate (95% interval) of each, and the difference B minus A with an interval
        that holds for every group tested at once (Bonferroni over the family at --alpha; Newcombe's score
        interval on counts deflated for clustered failures). The family is every strategy x iOS major stored
        in the days compared plus each strategy's all-iOS row, whatever --strategy or --os-major show, so a
        filter changes no verdict. The verdict is read from that interval: worse or better when it excludes
        0 and the change is at least --min-change, slightly worse or better when the change is smaller, no
        change when the whole interval lies within plus or minus --min-change, unclear otherwise; too few
        under --min-attempts attempts on a side. Reads the counts ingest keeps (pruned days included).
        Columns: strategy, ios, os_major, a_attempts, a_failures, a_failure_rate, a_ci_low, a_ci_high, the
        same for b, difference, diff_ci_low, diff_ci_high, confidence, comparisons, verdict.
        Exit status: 0 nothing worse, 3 a group got worse, 64 bad usage, 66 a cohort matches nothing stored.
        See docs/metrics.md.
        """

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

    /// The groups of `a` against `b`, each given as rollup rows per day: per strategy, its
    /// all-iOS row, then its iOS majors in order (unknown last).
    package static func compare(a: [[RollupRow]], b: [[RollupRow]], thresholds: NightlyThresholds = NightlyThresholds()) -> [CohortDifference] {
        struct Key: Hashable, Comparable {
            var strategy: String
            var osMajor: Int?
            var allIOS: Bool
            var order: Int { allIOS ? -2 : osMajor ?? Int.max }
            static func < (x: Key, y: Key) -> Bool { (x.strategy, x.order) < (y.strategy, y.order) }
        }
        func sums(_ days: [[RollupRow]]) -> [Key: (n: Int, f: Int)] {
            var result: [Key: (n: Int, f: Int)] = [:]
            for rows in days {
                for row in rows {
                    for key in [Key(strategy: row.key.strategy, osMajor: row.key.osMajor, allIOS: false),
                                Key(strategy: row.key.strategy, osMajor: nil, allIOS: true)] {
                        result[key, default: (0, 0)].n += row.attempts
                        result[key, default: (0, 0)].f += row.failures
                    }
                }
            }
            return result
        }
        let sumsA = sums(a), sumsB = sums(b)
        // Failures of one session cluster: as nightly, counts are deflated by the
        // strategy's dispersion, estimated from the daily counts of each cohort (the larger).
        let phiA = RegressionDetector.dispersion(baseline: a), phiB = RegressionDetector.dispersion(baseline: b)
        let keys = Set(sumsA.keys).union(sumsB.keys).sorted()
        let tested = keys.filter { (sumsA[$0]?.n ?? 0) >= thresholds.minAttempts && (sumsB[$0]?.n ?? 0) >= thresholds.minAttempts }
        let m = max(1, tested.count)
        let z = NormalQuantile.simultaneous(alpha: thresholds.alpha, comparisons: m)
        let confidence = 1 - thresholds.alpha / Double(m)
        let testedSet = Set(tested)
        return keys.map { key in
            let ca = sumsA[key] ?? (0, 0), cb = sumsB[key] ?? (0, 0)
            let pa = Proportion(ca.f, of: ca.n), pb = Proportion(cb.f, of: cb.n)
            var row = CohortDifference(
                strategy: key.strategy, osMajor: key.osMajor, allIOS: key.allIOS, a: pa, b: pb, difference: nil, interval: nil,
                confidence: confidence, comparisons: tested.count, verdict: .tooFew)
            let phi = max(phiA[key.strategy] ?? 1, phiB[key.strategy] ?? 1)
            if key.allIOS {
                // Over iOS majors: a shift in the iOS mix between the cohorts must not
                // read as a change, so the difference is stratified by iOS major.
                let strata = keys.filter { !$0.allIOS && $0.strategy == key.strategy }.compactMap { k -> Stratum? in
                    guard let x = sumsA[k], let y = sumsB[k], x.n > 0, y.n > 0 else { return nil }
                    return Stratum(fa: x.f, na: x.n, fb: y.f, nb: y.n)
                }
                let estimate = stratified(strata, phi: phi, z: z)
                row.difference = estimate?.difference
                guard testedSet.contains(key), let estimate else { return row }
                row.interval = estimate.interval
                row.verdict = verdict(difference: estimate.difference, interval: estimate.interval, minChange: thresholds.minRise)
                return row
            }
            if let ra = pa.rate, let rb = pb.rate { row.difference = rb - ra }
            guard testedSet.contains(key), let ra = pa.rate, let rb = pb.rate, let d = row.difference else { return row }
            let interval = newcombe(ra: ra, na: Double(ca.n) / phi, rb: rb, nb: Double(cb.n) / phi, z: z)
            row.interval = interval
            row.verdict = verdict(difference: d, interval: interval, minChange: thresholds.minRise)
            return row
        }
    }

    /// The verdict an interval of the difference gives: a change when it excludes 0
    /// (worse or better from `minChange` on, slightly under it), no change when it lies
    /// within plus or minus `minChange`, else unclear.
    package static func verdict(difference d: Double, interval: WilsonInterval, minChange: Double) -> CompareVerdict {
        let tolerance = 1e-12
        if interval.low > 0 { return d >= minChange - tolerance ? .worse : .slightlyWorse }
        if interval.high < 0 { return -d >= minChange - tolerance ? .better : .slightlyBetter }
        if interval.low > -minChange && interval.high < minChange { return .noChange }
        return .unclear
    }

    /// One iOS major of a strategy: failures and attempts of A and of B.
    struct Stratum {
        var fa: Int, na: Int, fb: Int, nb: Int
    }

    /// The difference B minus A over `strata` (iOS majors with attempts on both sides),
    /// weighted as Mantel and Haenszel weight a risk difference (n_a n_b / (n_a + n_b), on
    /// counts deflated by `phi`), with its interval at `z`: the weighted variances of
    /// each stratum's difference, each rate with one failure and one success added
    /// (Agresti and Caffo) so that a side at zero failures still has a width. Nil without
    /// a stratum.
    static func stratified(_ strata: [Stratum], phi: Double, z: Double) -> (difference: Double, interval: WilsonInterval)? {
        var weights = 0.0, sum = 0.0, variance = 0.0
        for s in strata {
            let na = Double(s.na) / phi, nb = Double(s.nb) / phi
            let w = na * nb / (na + nb)
            let ra = Double(s.fa) / Double(s.na), rb = Double(s.fb) / Double(s.nb)
            let ta = (ra * na + 1) / (na + 2), tb = (rb * nb + 1) / (nb + 2)
            weights += w
            sum += w * (rb - ra)
            variance += w * w * (ta * (1 - ta) / (na + 2) + tb * (1 - tb) / (nb + 2))
        }
        guard weights > 0 else { return nil }
        let d = sum / weights, half = z * variance.squareRoot() / weights
        return (d, WilsonInterval(low: max(-1, d - half), high: min(1, d + half)))
    }

    /// Wilson's score interval of a rate `p` over `n` (possibly deflated, so not whole)
    /// attempts at `z`.
    static func wilson(_ p: Double, n: Double, z: Double) -> (low: Double, high: Double) {
        let z2 = z * z
        let denominator = 1 + z2 / n
        let center = (p + z2 / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / denominator
        return (max(0, min(p, center - half)), min(1, max(p, center + half)))
    }

    /// Newcombe's hybrid score interval (method 10) of `rb - ra` at `z`, from the two
    /// Wilson intervals.
    static func newcombe(ra: Double, na: Double, rb: Double, nb: Double, z: Double) -> WilsonInterval {
        let wa = wilson(ra, n: na, z: z), wb = wilson(rb, n: nb, z: z)
        let d = rb - ra
        return WilsonInterval(
            low: d - ((rb - wb.low) * (rb - wb.low) + (wa.high - ra) * (wa.high - ra)).squareRoot(),
            high: d + ((wb.high - rb) * (wb.high - rb) + (ra - wa.low) * (ra - wa.low)).squareRoot())
    }

    /// The comparison over the counts ingest keeps: for day cohorts their days; for
    /// app versions every day with rollups, or those from `since` to `until`. The family
    /// is every group of those days; `strategies` and `osMajors` only choose the rows
    /// returned (an iOS filter leaves out the all-iOS rows), so no verdict depends on them.
    package static func run(
        _ db: any SQLQuerying, a: Cohort, b: Cohort, since: UTCDay? = nil, until: UTCDay? = nil,
        thresholds: NightlyThresholds = NightlyThresholds(), strategies: [String] = [], osMajors: [Int] = []
    ) throws -> [CohortDifference] {
        let range: ClosedRange<UTCDay>
        switch (a, b) {
        case (.days(let x), .days(let y)):
            range = min(x.lowerBound, y.lowerBound)...max(x.upperBound, y.upperBound)
        default:
            let bounds = try db.select("SELECT min(day), max(day) FROM transition_rollup").first
            guard let lo = bounds?[0].int64, let hi = bounds?[1].int64 else { return [] }
            let from = max(since ?? UTCDay(daysSinceEpoch: Int(lo)), UTCDay(daysSinceEpoch: Int(lo)))
            let to = min(until ?? UTCDay(daysSinceEpoch: Int(hi)), UTCDay(daysSinceEpoch: Int(hi)))
            guard from <= to else { return [] }
            range = from...to
        }
        let days = try DailyRollups.load(db, days: range)
        return compare(days: days, a: a, b: b, thresholds: thresholds).filter { row in
            (strategies.isEmpty || strategies.contains(row.strategy))
                && (osMajors.isEmpty || (!row.allIOS && row.osMajor.map(osMajors.contains) ?? false))
        }
    }

    /// The stored days with counts nearest to `range`: the last before it, the first in
    /// it, and the first after it (any may be nil).
    package static func storedDays(_ db: any SQLQuerying, around range: ClosedRange<UTCDay>) throws -> (before: UTCDay?, inside: UTCDay?, after: UTCDay?) {
        func day(_ sql: SQL) throws -> UTCDay? {
            try db.select(sql).first?.first?.int64.map { UTCDay(daysSinceEpoch: Int($0)) }
        }
        func number(_ day: UTCDay) -> Int64 { Int64(day.daysSinceEpoch) }
        let counted: SQL = "ok + failed + cancelled + ignored > 0"
        return (
            try day("SELECT max(day) FROM transition_rollup WHERE day < \(bind: number(range.lowerBound)) AND \(counted)"),
            try day("""
                SELECT min(day) FROM transition_rollup \
                WHERE day >= \(bind: number(range.lowerBound)) AND day <= \(bind: number(range.upperBound)) AND \(counted)
                """),
            try day("SELECT min(day) FROM transition_rollup WHERE day > \(bind: number(range.upperBound)) AND \(counted)"))
    }

    /// The columns: strategy, ios (`all`, the major, or `unknown`), os_major (null for
    /// all and unknown), a_attempts, a_failures, a_failure_rate, a_ci_low, a_ci_high, the
    /// same for b, difference, diff_ci_low, diff_ci_high (the simultaneous interval),
    /// confidence, comparisons, verdict. Tables show each rate with its interval and leave
    /// out os_major, the failures, confidence and comparisons.
    package static func table(_ rows: [CohortDifference]) -> ResultTable {
        var columns = [ResultColumn("strategy", missingText: "(none)"), ResultColumn("ios"), ResultColumn("os_major", hiddenInText: true)]
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
            ResultColumn("confidence", hiddenInText: true), ResultColumn("comparisons", hiddenInText: true),
            ResultColumn("verdict", keepsWhole: true),
        ]
        let cells: [[DatabaseValue]] = rows.map { row in
            let ios = row.allIOS ? "all" : row.osMajor.map(String.init) ?? "unknown"
            return [.text(row.strategy), .text(ios), row.osMajor.map { .integer(Int64($0)) } ?? .null]
                + [row.a, row.b].flatMap { p -> [DatabaseValue] in
                    [.integer(Int64(p.total)), .integer(Int64(p.count)), DatabaseValue(p.rate), DatabaseValue(p.interval?.low), DatabaseValue(p.interval?.high)]
                }
                + [DatabaseValue(row.difference), DatabaseValue(row.interval?.low), DatabaseValue(row.interval?.high),
                   DatabaseValue(row.confidence), .integer(Int64(row.comparisons)), .text(row.verdict.rawValue)]
        }
        return ResultTable(columns: columns, rows: cells)
    }

    /// `99.985%`, `99%`: a confidence with two significant digits of what it misses.
    static func confidenceText(_ c: Double) -> String {
        let miss = (1 - c) * 100
        guard miss > 0 else { return "100%" }
        let decimals = min(6, max(0, 1 - Int(log10(miss).rounded(.down))))
        var text = formatFixed(c * 100, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + "%"
    }

    /// What a verdict word means, for the summary.
    static func meaning(_ thresholds: NightlyThresholds) -> String {
        let m = points(thresholds.minRise)
        return "worse/better: the interval excludes 0 and the change is at least \(m) points (--min-change); "
            + "slightly worse/better: it excludes 0 but the change is under \(m) points; no change: the whole interval lies "
            + "within -\(m) to +\(m) points; unclear: none of these, the data cannot tell; too few: under \(thresholds.minAttempts) "
            + "attempts on a side, not tested."
    }

    /// The first sentence of the summary: `B (app 4.1) against A (app 4.0), 66 groups
    /// tested: 1 worse, 1 better, 20 no change, 30 unclear, 3 too few.`
    static func counts(_ rows: [CohortDifference], a: Cohort, b: Cohort) -> String {
        let shown = CompareVerdict.allCases.compactMap { v -> String? in
            let n = rows.filter { $0.verdict == v }.count
            return n == 0 && ![.worse, .better].contains(v) ? nil : "\(n) \(v.rawValue)"
        }
        let family = rows.first?.comparisons ?? 0
        return "B (\(b)) against A (\(a)), \(family) group\(family == 1 ? "" : "s") tested: " + shown.joined(separator: ", ") + "."
    }

    /// The summary after a table: the counts, the changed groups (`native_rotation on all
    /// iOS: worse, 1.4% to 8.8%, +7.4 points (+3.4 to +11.8).`), and how the verdicts were
    /// reached. `filtered` says rows were left out by a display filter.
    package static func summary(
        _ rows: [CohortDifference], a: Cohort, b: Cohort, thresholds: NightlyThresholds = NightlyThresholds(), filtered: Bool = false
    ) -> String {
        var text = counts(rows, a: a, b: b)
        for row in rows where row.verdict.isChange {
            text += " " + changeSentence(row)
        }
        text += " " + method(rows, thresholds: thresholds, filtered: filtered)
        return text
    }

    /// `native_rotation on all iOS: worse, 1.4% to 8.8%, +7.4 points (+3.4 to +11.8).`
    static func changeSentence(_ row: CohortDifference) -> String {
        func signed(_ v: Double) -> String { (v >= 0 ? "+" : "") + points(v) }
        var text = "\(row.strategy) on \(row.iosLabel): \(row.verdict.rawValue), \(percent(row.a.rate ?? 0)) to \(percent(row.b.rate ?? 0))"
        if let d = row.difference, let i = row.interval {
            text += ", \(signed(d)) points (\(signed(i.low)) to \(signed(i.high)))"
        }
        return text + "."
    }

    /// How the verdicts were reached, with the family named.
    static func method(_ rows: [CohortDifference], thresholds: NightlyThresholds, filtered: Bool) -> String {
        let family = rows.first?.comparisons ?? 0
        let confidence = rows.first?.confidence ?? 1 - thresholds.alpha
        return "Difference: B minus A, with an interval that holds for all \(family) groups tested at once "
            + "(\(confidenceText(1 - thresholds.alpha)) together: each at \(confidenceText(confidence)), Bonferroni; Newcombe's score "
            + "interval on counts deflated for sessions whose failures cluster). The family is every strategy x iOS major stored "
            + "in the days compared plus each strategy's all-iOS row"
            + (filtered ? ", including rows --strategy or --os-major leave out, so a filter changes no verdict" : "")
            + ". Verdicts are read from that interval: " + meaning(thresholds) + " See docs/metrics.md."
    }
}
