/// When a group is flagged. docs/nightly.md explains each default and how it was chosen.
public struct NightlyThresholds: Equatable, Sendable {
    /// Family-wise significance level, after Holm's correction over the groups tested.
    public var alpha = 0.01
    /// Attempts a group needs on the day, and in the pooled baseline, to be tested.
    public var minAttempts = 200
    /// Smallest rise of the failure rate (day minus baseline, absolute) worth a flag.
    public var minRise = 0.02
    /// Failures of a kind unseen in the strategy's baseline needed to flag it.
    public var minNewKindCount = 10
    /// A day's volume below this share of the norm (the median of recent days with logs)
    /// is flagged as a data alert.
    public var volumeRatio = 0.5
    /// Days with logs whose median volume is the norm.
    public var volumeNormDays = 7

    /// The defaults, as docs/nightly.md gives them.
    public init() {}
}

/// One flagged item.
public struct Regression: Equatable, Sendable {
    /// What was flagged.
    public enum Kind: String, Sendable {
        /// A group's failure rate rose significantly over its baseline.
        case rateIncrease = "rate_increase"
        /// A failure kind unseen in the strategy's baseline appeared.
        case newFailureKind = "new_failure_kind"
        /// Far fewer transitions than the norm: logs are missing (a data alert).
        case volumeDrop = "volume_drop"
    }

    /// What was flagged.
    public var kind: Kind
    /// nil only for a volume drop of the whole store.
    public var strategy: String?
    /// nil when the item concerns every OS version of the strategy.
    public var osMajor: Int?
    /// The new failure kind (``Kind/newFailureKind``).
    public var failure: String?
    /// The failure rate of the baseline.
    public var baselineRate: Double?
    /// The failure rate of the day.
    public var dayRate: Double?
    /// The day's attempts in the group (or of the strategy / the store).
    public var attempts: Int
    /// The baseline's attempts in the group.
    public var baselineAttempts: Int
    /// Fisher's one-sided p-value (``Kind/rateIncrease`` only), and after Holm's correction.
    public var pValue: Double?
    /// The p-value after Holm's correction.
    public var adjustedPValue: Double?
    /// For a volume drop: the baseline's daily median of attempts.
    public var baselineDailyMedian: Double?
    /// For a volume drop of the whole store: the days in a row, up to the night, with
    /// logs missing or far below the norm.
    public var missingDays: Int? = nil
    /// The finding in one plain sentence.
    public var sentence: String

    /// A volume drop is about the data (logs missing), not about the app: a data alert,
    /// told apart from failure-rate regressions.
    public var isDataAlert: Bool { kind == .volumeDrop }
}

/// Transitions stored per day up to a night, to judge the night's volume against the
/// recent norm (``RegressionDetector/dataAlert(_:)``).
struct VolumeHistory: Sendable, Equatable {
    /// Consecutive days, oldest first, ending with the night; transitions of every outcome.
    package var days: [Day]

    /// The transitions stored on one day.
    package struct Day: Sendable, Equatable {
        /// The day.
        package var day: UTCDay
        /// Its transitions, of every outcome.
        package var transitions: Int
        /// `transitions` stored on `day`.
        init(day: UTCDay, transitions: Int) {
            self.day = day
            self.transitions = transitions
        }
    }

    /// A history of consecutive `days`, oldest first.
    init(days: [Day]) {
        self.days = days
    }
}

/// One strategy x os_major group compared with its baseline.
public struct GroupComparison: Equatable, Sendable {
    /// The strategy.
    public var strategy: String
    /// The OS major version; nil when not logged.
    public var osMajor: Int?
    /// Attempts on the day.
    public var dayAttempts: Int
    /// Failures on the day.
    public var dayFailures: Int
    /// Attempts in the pooled baseline.
    public var baselineAttempts: Int
    /// Failures in the pooled baseline.
    public var baselineFailures: Int
    /// nil when the group was not tested (too few attempts on the day or in the baseline).
    public var pValue: Double?
    /// The p-value after Holm's correction over the groups tested.
    public var adjustedPValue: Double?
    /// The strategy's overdispersion factor (>= 1) the counts were divided by for the test.
    public var dispersion: Double = 1
    /// True when the group is reported as a regression.
    public var flagged: Bool

    /// The day's failure rate (0 without attempts).
    public var dayRate: Double { dayAttempts == 0 ? 0 : Double(dayFailures) / Double(dayAttempts) }
    /// The baseline's failure rate (0 without attempts).
    public var baselineRate: Double { baselineAttempts == 0 ? 0 : Double(baselineFailures) / Double(baselineAttempts) }
    /// True when the group had enough attempts to be tested.
    public var tested: Bool { pValue != nil }
}

/// Compares a day's rollups with its baseline's. Pure: no database, so it can be run
/// on simulated counts (the false-alarm study does).
struct RegressionDetector: Sendable {
    /// When a group is flagged.
    package var thresholds: NightlyThresholds

    /// A detector that flags by `thresholds`.
    init(thresholds: NightlyThresholds = NightlyThresholds()) {
        self.thresholds = thresholds
    }

    struct GroupKey: Hashable, Comparable {
        var strategy: String
        var osMajor: Int?
        static func < (a: GroupKey, b: GroupKey) -> Bool {
            a.strategy != b.strategy ? a.strategy < b.strategy : (a.osMajor ?? -1) < (b.osMajor ?? -1)
        }
    }

    /// `baseline` holds one entry per baseline day (a day with no transitions is an empty
    /// array). With `volume`, the volume of the whole store is judged against the norm of
    /// recent days with logs (so an outage stays flagged every night until logs return);
    /// without, against the baseline's daily median.
    func detect(
        day: [RollupRow], baseline: [[RollupRow]], volume: VolumeHistory? = nil
    ) -> (regressions: [Regression], comparisons: [GroupComparison]) {
        var dayGroups: [GroupKey: (Int, Int)] = [:]
        var baseGroups: [GroupKey: (Int, Int)] = [:]
        func add(_ row: RollupRow, to counts: inout (Int, Int)) {
            counts.0 += row.attempts
            counts.1 += row.failures
        }
        for row in day {
            add(row, to: &dayGroups[GroupKey(strategy: row.key.strategy, osMajor: row.key.osMajor), default: (0, 0)])
        }
        for rows in baseline {
            for row in rows {
                add(row, to: &baseGroups[GroupKey(strategy: row.key.strategy, osMajor: row.key.osMajor), default: (0, 0)])
            }
        }
        let dispersion = Self.dispersion(baseline: baseline)
        var comparisons: [GroupComparison] = Set(dayGroups.keys).union(baseGroups.keys).sorted().map { key in
            let d = dayGroups[key] ?? (0, 0)
            let b = baseGroups[key] ?? (0, 0)
            let phi = dispersion[key.strategy] ?? 1
            var comparison = GroupComparison(
                strategy: key.strategy, osMajor: key.osMajor, dayAttempts: d.0, dayFailures: d.1,
                baselineAttempts: b.0, baselineFailures: b.1, pValue: nil, adjustedPValue: nil, dispersion: phi, flagged: false)
            if d.0 >= thresholds.minAttempts && b.0 >= thresholds.minAttempts {
                // Effective counts: attempts of one session fail together more often than
                // independent draws would, so the counts are deflated by the dispersion.
                func effective(_ v: Int) -> Int { Int((Double(v) / phi).rounded()) }
                comparison.pValue = NightlyStatistics.fisherGreater(
                    x: effective(d.1), n1: max(effective(d.0), effective(d.1)), y: effective(b.1), n2: max(effective(b.0), effective(b.1)))
            }
            return comparison
        }
        let testedIndices = comparisons.indices.filter { comparisons[$0].tested }
        let adjusted = NightlyStatistics.holmAdjusted(testedIndices.map { comparisons[$0].pValue! })
        var regressions: [Regression] = []
        for (position, index) in testedIndices.enumerated() {
            comparisons[index].adjustedPValue = adjusted[position]
            let c = comparisons[index]
            let rise = c.dayRate - c.baselineRate
            guard adjusted[position] < thresholds.alpha, rise >= thresholds.minRise else { continue }
            comparisons[index].flagged = true
            let os = c.osMajor.map { "iOS \($0)" } ?? "unknown iOS"
            regressions.append(Regression(
                kind: .rateIncrease, strategy: c.strategy, osMajor: c.osMajor, failure: nil,
                baselineRate: c.baselineRate, dayRate: c.dayRate, attempts: c.dayAttempts,
                baselineAttempts: c.baselineAttempts, pValue: c.pValue, adjustedPValue: adjusted[position],
                baselineDailyMedian: nil,
                sentence: "\(c.strategy) on \(os): failure rate rose from \(percent(c.baselineRate)) to \(percent(c.dayRate)) "
                    + "(+\(points(rise)) points; \(c.dayFailures) of \(c.dayAttempts) attempts failed; "
                    + "p = \(scientific(c.pValue!)), \(scientific(adjusted[position])) after Holm's correction over \(testedIndices.count) groups)."))
        }
        regressions += newFailureKinds(day: day, baseline: baseline)
        if let volume {
            if let alert = dataAlert(volume) {
                regressions.append(alert)
            } else {
                regressions += volumeDrops(day: day, baseline: baseline, wholeStore: false)
            }
        } else {
            regressions += volumeDrops(day: day, baseline: baseline)
        }
        return (regressions, comparisons)
    }

    /// Overdispersion per strategy, estimated from the baseline alone: for each of its
    /// iOS-major groups, Pearson's chi-square of the daily failure counts against the
    /// group's pooled rate; the factor is the sum of chi-squares over the sum of degrees
    /// of freedom (days - 1), never below 1. Binomial data gives about 1; failures that
    /// cluster within sessions (one bad session fails many attempts) give more.
    static func dispersion(baseline: [[RollupRow]]) -> [String: Double] {
        struct Key: Hashable { var strategy: String; var osMajor: Int? }
        var daily: [Key: [(n: Int, f: Int)]] = [:]
        for (d, rows) in baseline.enumerated() {
            for row in rows {
                func add(to days: inout [(n: Int, f: Int)]) {
                    days[d].n += row.attempts
                    days[d].f += row.failures
                }
                add(to: &daily[Key(strategy: row.key.strategy, osMajor: row.key.osMajor), default: Array(repeating: (0, 0), count: baseline.count)])
            }
        }
        var chi: [String: (sum: Double, df: Int)] = [:]
        // In key order: the chi-squares are summed in floating point, and a dictionary's
        // order changes from one process to the next (its hash seed), which changed the
        // last digits of the factor and so `fstel nightly`'s output between runs.
        let ordered = daily.sorted { ($0.key.strategy, $0.key.osMajor ?? .min) < ($1.key.strategy, $1.key.osMajor ?? .min) }
        for (key, days) in ordered {
            let used = days.filter { $0.n >= 30 }
            guard used.count >= 2 else { continue }
            let n = used.reduce(0) { $0 + $1.n }, f = used.reduce(0) { $0 + $1.f }
            let p = Double(f) / Double(n)
            guard p > 0, p < 1 else { continue }
            var x2 = 0.0
            for day in used {
                let expected = Double(day.n) * p
                x2 += (Double(day.f) - expected) * (Double(day.f) - expected) / (expected * (1 - p))
            }
            chi[key.strategy, default: (0, 0)].sum += x2
            chi[key.strategy, default: (0, 0)].df += used.count - 1
        }
        return chi.mapValues { $0.df > 0 ? max(1, $0.sum / Double($0.df)) : 1 }
    }

    func newFailureKinds(day: [RollupRow], baseline: [[RollupRow]]) -> [Regression] {
        var baseKinds: [String: Set<String>] = [:]
        var baseAttempts: [String: Int] = [:]
        for rows in baseline {
            for row in rows {
                baseAttempts[row.key.strategy, default: 0] += row.attempts
                if !row.failureKinds.isEmpty { baseKinds[row.key.strategy, default: []].formUnion(row.failureKinds.keys) }
            }
        }
        var dayKinds: [String: [String: Int]] = [:]
        var dayAttempts: [String: Int] = [:]
        for row in day {
            dayAttempts[row.key.strategy, default: 0] += row.attempts
            for (kind, count) in row.failureKinds { dayKinds[row.key.strategy, default: [:]][kind, default: 0] += count }
        }
        var result: [Regression] = []
        for strategy in dayKinds.keys.sorted() where (baseAttempts[strategy] ?? 0) >= thresholds.minAttempts {
            let seen = baseKinds[strategy] ?? []
            for (kind, count) in dayKinds[strategy]!.sorted(by: { $0.key < $1.key })
            where count >= thresholds.minNewKindCount && !seen.contains(kind) {
                let attempts = dayAttempts[strategy] ?? 0
                result.append(Regression(
                    kind: .newFailureKind, strategy: strategy, osMajor: nil, failure: kind, baselineRate: 0,
                    dayRate: attempts == 0 ? 0 : Double(count) / Double(attempts), attempts: attempts,
                    baselineAttempts: baseAttempts[strategy] ?? 0, pValue: nil, adjustedPValue: nil, baselineDailyMedian: nil,
                    sentence: "\(strategy): new failure kind '\(kind)' failed \(count) of \(attempts) attempts; "
                        + "it never occurred in the baseline's \(baseAttempts[strategy] ?? 0) attempts."))
            }
        }
        return result
    }

    /// The whole store's volume on the night (the last day of `volume`) against the norm:
    /// the median of the last ``NightlyThresholds/volumeNormDays`` days before it that had
    /// logs. Below ``NightlyThresholds/volumeRatio`` of the norm it is a data alert, which
    /// counts the days in a row, up to the night, that were as low.
    func dataAlert(_ volume: VolumeHistory) -> Regression? {
        guard let night = volume.days.last else { return nil }
        let recent = volume.days.dropLast().filter { $0.transitions > 0 }.suffix(thresholds.volumeNormDays)
        guard let norm = NightlyStatistics.median(recent.map { Double($0.transitions) }), norm > 0 else { return nil }
        func low(_ day: VolumeHistory.Day) -> Bool { Double(day.transitions) < thresholds.volumeRatio * norm }
        guard low(night) else { return nil }
        let missing = volume.days.reversed().prefix { low($0) }.count
        let since = volume.days[volume.days.count - missing].day
        let span = "\(missing) day\(missing == 1 ? "" : "s")\(missing > 1 ? " (since \(since))" : "")"
        let normText = "the norm of \(Int(norm.rounded())) a day (median of the last \(recent.count) day\(recent.count == 1 ? "" : "s") with logs)"
        let sentence = night.transitions == 0
            ? "No transitions were stored for \(night.day): logs missing for \(span), against \(normText)."
            : "Only \(night.transitions) transitions were stored for \(night.day), under \(percent(thresholds.volumeRatio)) of "
                + "\(normText): logs may be missing; volume far below the norm for \(span)."
        return Regression(
            kind: .volumeDrop, strategy: nil, osMajor: nil, failure: nil, baselineRate: nil, dayRate: nil,
            attempts: night.transitions, baselineAttempts: recent.reduce(0) { $0 + $1.transitions }, pValue: nil,
            adjustedPValue: nil, baselineDailyMedian: norm, missingDays: missing, sentence: sentence)
    }

    func volumeDrops(day: [RollupRow], baseline: [[RollupRow]], wholeStore: Bool = true) -> [Regression] {
        guard !baseline.isEmpty else { return [] }
        let dayTotal = day.reduce(0) { $0 + $1.attempts }
        let baseTotals = baseline.map { rows in Double(rows.reduce(0) { $0 + $1.attempts }) }
        let totalMedian = NightlyStatistics.median(baseTotals) ?? 0
        let baseTotalAttempts = Int(baseTotals.reduce(0, +))
        if wholeStore, totalMedian > 0, Double(dayTotal) < thresholds.volumeRatio * totalMedian {
            // The whole store dropped: one item, not one per strategy.
            return [Regression(
                kind: .volumeDrop, strategy: nil, osMajor: nil, failure: nil, baselineRate: nil, dayRate: nil,
                attempts: dayTotal, baselineAttempts: baseTotalAttempts, pValue: nil, adjustedPValue: nil,
                baselineDailyMedian: totalMedian,
                sentence: "Only \(dayTotal) transitions were stored for the day, under \(percent(thresholds.volumeRatio)) of the "
                    + "baseline's daily median of \(Int(totalMedian.rounded())): logs may be missing.")]
        }
        // Attempts per strategy: on the day, and on each baseline day.
        var dayByStrategy: [String: Int] = [:]
        for row in day { dayByStrategy[row.key.strategy, default: 0] += row.attempts }
        var baseByStrategy: [String: [Int]] = [:]
        for (d, rows) in baseline.enumerated() {
            for row in rows { baseByStrategy[row.key.strategy, default: Array(repeating: 0, count: baseline.count)][d] += row.attempts }
        }
        var result: [Regression] = []
        for strategy in Set(dayByStrategy.keys).union(baseByStrategy.keys).sorted() {
            let dayAttempts = dayByStrategy[strategy] ?? 0
            let perDay = (baseByStrategy[strategy] ?? Array(repeating: 0, count: baseline.count)).map(Double.init)
            let median = NightlyStatistics.median(perDay) ?? 0
            guard median >= Double(thresholds.minAttempts), Double(dayAttempts) < thresholds.volumeRatio * median else { continue }
            result.append(Regression(
                kind: .volumeDrop, strategy: strategy, osMajor: nil, failure: nil, baselineRate: nil, dayRate: nil,
                attempts: dayAttempts, baselineAttempts: Int(perDay.reduce(0, +)), pValue: nil, adjustedPValue: nil,
                baselineDailyMedian: median,
                sentence: "\(strategy): only \(dayAttempts) attempts, under \(percent(thresholds.volumeRatio)) of the baseline's "
                    + "daily median of \(Int(median.rounded())): logs may be missing, or the strategy was switched off."))
        }
        return result
    }
}
