import FSTelStore

/// Everything one night's summary shows.
public struct NightlyReport: Sendable {
    /// The night summarized (a UTC day).
    public var date: UTCDay
    /// The first day of the baseline.
    public var baselineFrom: UTCDay
    /// The last day of the baseline (the day before ``date``).
    public var baselineTo: UTCDay
    /// The baseline days (every day has its counts, pruned or not).
    public var baselineDaysUsed: [UTCDay]
    /// The thresholds the run used.
    public var thresholds: NightlyThresholds
    /// The day's rollup rows.
    package var groups: [RollupRow]
    /// Every strategy x OS major group of the day compared with its baseline.
    public var comparisons: [GroupComparison]
    /// What was flagged: failure-rate rises, new failure kinds and data alerts.
    public var regressions: [Regression]
    /// Attempts and failures per strategy for each of the 30 days up to `date`.
    public var history: [UTCDay: [String: (attempts: Int, failures: Int)]]
    /// Things the reader should know (pruned ranges, empty baseline, reused rollups).
    public var notes: [String]
    /// When the report was made, in UTC epoch ms.
    public var generatedAt: Int64
    /// What to ship per iOS major over the history window (``NightlyOptions/historyDays``
    /// up to `date`): the best-strategy ranking as a matrix.
    var shipMatrix: ShipMatrix? = nil
    /// The first day the ship matrix counts.
    public var shipFrom: UTCDay? = nil
    /// Where failures concentrate over the ship matrix's days: the concentrated rows of
    /// `fstel report causes`, the biggest first.
    public var concentrations: [Concentration]? = nil
    /// With ``NightlyOptions/sinceLastRelease``: the newest app release against the one
    /// before it over the history window.
    public var sinceRelease: ReleaseComparison? = nil

    /// True when anything was flagged.
    public var flagged: Bool { !regressions.isEmpty }

    /// Flagged items about the app (failure-rate rises, new failure kinds).
    public var rateRegressions: [Regression] { regressions.filter { !$0.isDataAlert } }
    /// Flagged items about the data (volume far below the norm: logs missing).
    public var dataAlerts: [Regression] { regressions.filter(\.isDataAlert) }

    /// `2 regressions, 1 data alert`, `1 regression` or `nothing flagged`.
    public var flaggedSummary: String {
        var parts: [String] = []
        let r = rateRegressions.count, d = dataAlerts.count
        if r > 0 { parts.append("\(r) regression\(r == 1 ? "" : "s")") }
        if d > 0 { parts.append("\(d) data alert\(d == 1 ? "" : "s")") }
        return parts.isEmpty ? "nothing flagged" : parts.joined(separator: ", ")
    }

    /// Strategies whose failure rate rose on most of their tested iOS majors at once
    /// (at least two): one finding, not one per iOS version.
    public var strategyWideRises: [(strategy: String, osMajors: [Int?], tested: Int)] {
        var flagged: [String: [Int?]] = [:]
        for r in regressions where r.kind == .rateIncrease {
            if let s = r.strategy { flagged[s, default: []].append(r.osMajor) }
        }
        return flagged.keys.sorted().compactMap { strategy in
            let majors = flagged[strategy]!
            let tested = comparisons.filter { $0.strategy == strategy && $0.tested }.count
            guard majors.count >= 2, majors.count * 2 > tested else { return nil }
            return (strategy, majors, tested)
        }
    }
}

/// The newest app release (the one first seen last) against the release before it.
public struct ReleaseComparison: Sendable, Equatable {
    /// The release before (cohort A).
    public var previous: String
    /// The newest release (cohort B).
    public var latest: String
    /// Per strategy (all iOS) and strategy x iOS major, as `fstel report compare` gives them.
    public var rows: [CohortDifference]

    /// The answer in one sentence: `8.2.1 made something worse: native_rotation on all
    /// iOS (+7.4 points).`, `8.2.1 made nothing worse; better: ...`, or `8.2.1 against
    /// 8.2.0: nothing worse or better found (54 groups tested: 40 unclear, ...).`
    public var headline: String {
        func listed(_ rows: [CohortDifference]) -> String {
            // A strategy whose all-iOS row changed is named once; else its iOS majors.
            let wide = Set(rows.filter(\.allIOS).map(\.strategy))
            return rows.filter { $0.allIOS || !wide.contains($0.strategy) }.map { row in
                let d = row.difference.map { ($0 >= 0 ? "+" : "") + points($0) + " points" } ?? ""
                return "\(row.strategy) on \(row.iosLabel) (\(d))"
            }.joined(separator: ", ")
        }
        let worse = rows.filter { $0.verdict == .worse }, better = rows.filter { $0.verdict == .better }
        let tested = rows.first?.comparisons ?? 0
        if !worse.isEmpty {
            return "\(latest) made something worse: \(listed(worse))" + (better.isEmpty ? "." : "; better: \(listed(better)).")
        }
        if !better.isEmpty { return "\(latest) made nothing worse; better: \(listed(better))." }
        let counts = CompareVerdict.allCases.filter { $0 != .worse && $0 != .better }.compactMap { v -> String? in
            let n = rows.filter { $0.verdict == v }.count
            return n == 0 ? nil : "\(n) \(v.rawValue)"
        }
        return "\(latest) against \(previous): nothing worse or better found (\(tested) group\(tested == 1 ? "" : "s") tested"
            + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", ")) + ")."
    }
}

/// Options of one nightly run.
public struct NightlyOptions: Sendable {
    /// The night to summarize.
    public var date: UTCDay
    /// Days before the night pooled as its baseline.
    public var baselineDays = 7
    /// When a group is flagged.
    public var thresholds = NightlyThresholds()
    /// Days of history the HTML chart shows (ending on `date`); also the days the ship
    /// matrix and the release comparison count.
    public var historyDays = 30
    /// Adds the newest app release against the one before it, when the store holds two
    /// releases (on by default: the release verdict leads the summary).
    public var sinceLastRelease = true

    /// Options for the night `date`, with the default baseline and thresholds.
    public init(date: UTCDay) {
        self.date = date
    }
}

/// The nightly summary: one night compared with its baseline, and backfills of past nights.
package enum Nightly {
    /// Days before the night searched for days with logs, to set the volume norm (further
    /// back only when none of them had logs).
    static let volumeLookbackDays = 60

    /// Computes the duration percentiles of `date` from the duration sketches ingest keeps
    /// (unless its raw rows were pruned before there were sketches), then compares the day
    /// with its baseline. Counts come from the rollups the ingest keeps (``DailyRollups``):
    /// nothing reads raw rows, and a late row or a prune changes nothing that needs
    /// re-running.
    package static func run(_ db: any SQLQuerying, options: NightlyOptions, now: Int64) throws -> NightlyReport {
        let date = options.date
        let baselineFrom = date.adding(days: -options.baselineDays)
        let baselineTo = date.adding(days: -1)
        var notes: [String] = []
        if try Retention.prunedBeforeSummaries(db).map({ date.startMs < $0 }) ?? false {
            notes.append("Raw transitions of \(date) were pruned before duration sketches were kept (migration 0009): "
                + "its counts come from the rollups ingest keeps; its duration percentiles are those computed before the prune, if any.")
        } else {
            if try Retention.prunedBefore(db).map({ date.startMs < $0 }) ?? false {
                notes.append("Raw transitions of \(date) were pruned: its counts and duration percentiles come from the summaries ingest keeps.")
            }
            let fresh = try DailyRollups.sketchedDurations(db, days: date...date)
            try DailyRollups.storeDurations(db, day: date, rows: fresh[date] ?? [], computedAt: now)
        }

        let historyFrom = date.adding(days: -(options.historyDays - 1))
        // Whole rows for the night and its baseline only; the chart's earlier days need
        // just attempts and failures per strategy.
        let (stored, earlier, volume) = try DailyRollups.inSnapshot(db) {
            let stored = try DailyRollups.load(db, days: min(baselineFrom, date)...date)
            let earlier = historyFrom < baselineFrom
                ? try DailyRollups.strategyAttempts(db, days: historyFrom...baselineFrom.adding(days: -1)) : [:]
            return (stored, earlier, try volumeHistory(db, date: date, known: stored))
        }
        let dayRows = stored[date] ?? []
        let baselineDays = options.baselineDays > 0 ? UTCDay.range(baselineFrom, baselineTo) : []
        let baseline = baselineDays.map { stored[$0] ?? [] }
        if baseline.allSatisfy(\.isEmpty) {
            notes.append("The baseline (\(baselineFrom) to \(baselineTo)) has no transitions: nothing to compare with.")
        }
        let (regressions, comparisons) = RegressionDetector(thresholds: options.thresholds)
            .detect(day: dayRows, baseline: baseline, volume: volume)

        var history: [UTCDay: [String: (attempts: Int, failures: Int)]] = [:]
        for day in UTCDay.range(historyFrom, date) {
            if let known = earlier[day], stored[day] == nil {
                history[day] = known
                continue
            }
            var perStrategy: [String: (attempts: Int, failures: Int)] = [:]
            for row in stored[day] ?? [] {
                perStrategy[row.key.strategy, default: (0, 0)].attempts += row.attempts
                perStrategy[row.key.strategy, default: (0, 0)].failures += row.failures
            }
            history[day] = perStrategy
        }
        var report = NightlyReport(
            date: date, baselineFrom: baselineFrom, baselineTo: baselineTo, baselineDaysUsed: baselineDays,
            thresholds: options.thresholds, groups: dayRows, comparisons: comparisons, regressions: regressions,
            history: history, notes: notes, generatedAt: now)
        var request = try ReportRequest(by: ["os_major"])
        request.filter.since = historyFrom.startMs
        request.filter.until = date.endMs
        report.shipMatrix = try ShipMatrix.build(request, in: db)
        report.shipFrom = historyFrom
        var causes = CausesRequest()
        causes.filter.since = historyFrom.startMs
        causes.filter.until = date.endMs
        report.concentrations = try CausesReport.rows(causes, in: db).filter { $0.verdict == .concentrated }
        if options.sinceLastRelease {
            report.sinceRelease = try releaseComparison(db, from: historyFrom, to: date, thresholds: options.thresholds)
        }
        return report
    }

    /// The newest app release seen up to `to` (the one first seen last; among those first
    /// seen on one day, the highest version) against the release before it, over `from`
    /// to `to`; nil with fewer than two releases.
    static func releaseComparison(_ db: any SQLQuerying, from: UTCDay, to: UTCDay, thresholds: NightlyThresholds) throws -> ReleaseComparison? {
        let seen = try db.select("""
            SELECT app_version, min(day) FROM transition_rollup
            WHERE app_version IS NOT NULL AND app_version <> '' AND day <= \(bind: Int64(to.daysSinceEpoch)) GROUP BY app_version
            """).compactMap { row -> (String, Int64)? in
                guard let version = row[0].string, let day = row[1].int64 else { return nil }
                return (version, day)
            }
        let ordered = seen.sorted { a, b in a.1 != b.1 ? a.1 < b.1 : naturalCompare(a.0, b.0) < 0 }
        guard ordered.count >= 2 else { return nil }
        let latest = ordered[ordered.count - 1].0, previous = ordered[ordered.count - 2].0
        let rows = try CompareReport.run(db, a: .appVersions([previous]), b: .appVersions([latest]), since: from, until: to, thresholds: thresholds)
        return ReleaseComparison(previous: previous, latest: latest, rows: rows)
    }

    /// Transitions per day from `volumeLookbackDays` before `date` to `date`; when none of
    /// those days before `date` had logs, from the last day that had any.
    static func volumeHistory(_ db: any SQLQuerying, date: UTCDay, known: [UTCDay: [RollupRow]] = [:]) throws -> VolumeHistory {
        var from = date.adding(days: -volumeLookbackDays)
        // Days already loaded are summed from their rows; only the others are read.
        var totals: [UTCDay: Int]
        if let first = known.keys.min(), known.keys.max() == date {
            totals = first > from ? try DailyRollups.dailyTransitions(db, days: from...first.adding(days: -1)) : [:]
            for (day, rows) in known where day >= from { totals[day] = rows.reduce(0) { $0 + $1.transitions } }
        } else {
            totals = try DailyRollups.dailyTransitions(db, days: from...date)
        }
        if !totals.contains(where: { $0.key < date && $0.value > 0 }),
           let last = try db.select(
               "SELECT max(day) FROM transition_rollup WHERE day < \(bind: Int64(from.daysSinceEpoch)) AND ok + failed + cancelled + ignored > 0"
           ).first?.first?.int64 {
            from = UTCDay(daysSinceEpoch: Int(last)).adding(days: -volumeLookbackDays)
            totals = try DailyRollups.dailyTransitions(db, days: from...date)
        }
        return VolumeHistory(days: UTCDay.range(from, date).map { .init(day: $0, transitions: totals[$0] ?? 0) })
    }

    /// Computes the duration percentiles of every day from `from` to `to` from the duration
    /// sketches (one transaction); counts need no backfill. Returns the transitions counted
    /// per day (from the rollups) and the days whose raw rows were pruned before there were
    /// sketches (their counts are kept; their percentiles are not recomputed).
    package static func backfill(_ db: any SQLQuerying, from: UTCDay, to: UTCDay, now: Int64) throws -> (computed: [UTCDay: Int], pruned: [UTCDay]) {
        let prunedBefore = try Retention.prunedBeforeSummaries(db)
        let days = UTCDay.range(from, to)
        let pruned = days.filter { day in prunedBefore.map { day.startMs < $0 } ?? false }
        let wanted = days.filter { !pruned.contains($0) }
        if let lo = wanted.first, let hi = wanted.last {
            let fresh = try DailyRollups.sketchedDurations(db, days: lo...hi)
            try DailyDurations.inTransaction(db) {
                for day in wanted { try DailyRollups.storeDurations(db, day: day, rows: fresh[day] ?? [], computedAt: now) }
            }
        }
        let counts = try DailyRollups.dailyTransitions(db, days: from...to)
        return (counts, pruned)
    }
}
