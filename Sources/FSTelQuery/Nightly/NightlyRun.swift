import FSTelStore

/// Everything one night's summary shows.
public struct NightlyReport: Sendable {
    public var date: UTCDay
    public var baselineFrom: UTCDay
    public var baselineTo: UTCDay
    /// Baseline days with rollups (computed now or earlier); the others had no rollups
    /// and their raw rows were pruned.
    public var baselineDaysUsed: [UTCDay]
    public var thresholds: NightlyThresholds
    /// The day's rollup rows.
    public var groups: [RollupRow]
    public var comparisons: [GroupComparison]
    public var regressions: [Regression]
    /// Failure rate per strategy for each day with rollups in the 30 days up to `date`.
    public var history: [UTCDay: [String: (attempts: Int, failures: Int)]]
    /// Things the reader should know (pruned ranges, empty baseline, reused rollups).
    public var notes: [String]
    public var generatedAt: Int64

    public var flagged: Bool { !regressions.isEmpty }
}

/// Options of one nightly run.
public struct NightlyOptions: Sendable {
    public var date: UTCDay
    public var baselineDays = 7
    public var thresholds = NightlyThresholds()
    /// Days of history the HTML chart shows (ending on `date`).
    public var historyDays = 30

    public init(date: UTCDay) {
        self.date = date
    }
}

public enum Nightly {
    /// Recomputes the rollups of `date` (unless its raw rows were pruned), computes those
    /// of baseline days that have none, then compares. All rollup writes of the run commit
    /// in one transaction; other days' rows are left untouched.
    public static func run(_ db: Database, options: NightlyOptions, now: Int64) throws -> NightlyReport {
        let date = options.date
        let baselineFrom = date.adding(days: -options.baselineDays)
        let baselineTo = date.adding(days: -1)
        var notes: [String] = []
        let prunedBefore = try Retention.prunedBefore(db)
        func isPruned(_ day: UTCDay) -> Bool { prunedBefore.map { day.startMs < $0 } ?? false }

        let computed = try DailyRollups.computedDays(db, days: min(baselineFrom, date)...date)
        var toCompute: [UTCDay] = []
        if isPruned(date) {
            notes.append(computed.contains(date)
                ? "Raw transitions of \(date) were pruned; its kept rollups are used as they are."
                : "Raw transitions of \(date) were pruned before its rollups were computed: the day has no data.")
        } else {
            toCompute.append(date)
        }
        var prunedWithoutRollups: [UTCDay] = []
        if options.baselineDays > 0 {
            for day in UTCDay.range(baselineFrom, baselineTo) where !computed.contains(day) {
                if isPruned(day) { prunedWithoutRollups.append(day) } else { toCompute.append(day) }
            }
        }
        if !prunedWithoutRollups.isEmpty {
            notes.append("Baseline days \(prunedWithoutRollups.map(\.description).joined(separator: ", ")) were pruned before their rollups were computed; they are left out of the baseline.")
        }
        let backfilled = toCompute.filter { $0 != date }
        if !backfilled.isEmpty {
            notes.append("Rollups computed now for baseline days without them: \(backfilled.map(\.description).joined(separator: ", ")).")
        }
        if let lo = toCompute.min(), let hi = toCompute.max() {
            // One pass over the raw rows of the span; only the days listed are written.
            let fresh = try DailyRollups.compute(db, days: lo...hi)
            try db.inTransaction {
                for day in toCompute { try DailyRollups.replace(db, day: day, rows: fresh[day] ?? [], computedAt: now) }
            }
        }

        let historyFrom = date.adding(days: -(options.historyDays - 1))
        let stored = try DailyRollups.load(db, days: min(historyFrom, baselineFrom)...date)
        let dayRows = stored[date] ?? []
        var baselineDaysUsed: [UTCDay] = []
        var baseline: [[RollupRow]] = []
        if options.baselineDays > 0 {
            for day in UTCDay.range(baselineFrom, baselineTo) {
                if let rows = stored[day] {
                    baselineDaysUsed.append(day)
                    baseline.append(rows)
                }
            }
        }
        if baseline.allSatisfy(\.isEmpty) {
            notes.append("The baseline (\(baselineFrom) to \(baselineTo)) has no transitions: nothing to compare with.")
        }
        let (regressions, comparisons) = RegressionDetector(thresholds: options.thresholds).detect(day: dayRows, baseline: baseline)

        var history: [UTCDay: [String: (attempts: Int, failures: Int)]] = [:]
        for day in UTCDay.range(historyFrom, date) {
            guard let rows = stored[day] else { continue }
            var perStrategy: [String: (attempts: Int, failures: Int)] = [:]
            for row in rows {
                perStrategy[row.key.strategy, default: (0, 0)].attempts += row.attempts
                perStrategy[row.key.strategy, default: (0, 0)].failures += row.failures
            }
            history[day] = perStrategy
        }
        return NightlyReport(
            date: date, baselineFrom: baselineFrom, baselineTo: baselineTo, baselineDaysUsed: baselineDaysUsed,
            thresholds: options.thresholds, groups: dayRows, comparisons: comparisons, regressions: regressions,
            history: history, notes: notes, generatedAt: now)
    }

    /// Recomputes the rollups of every day from `from` to `to` (one pass over their raw
    /// rows, one transaction). Days whose raw rows were pruned are skipped and returned.
    public static func backfill(_ db: Database, from: UTCDay, to: UTCDay, now: Int64) throws -> (computed: [UTCDay: Int], skippedPruned: [UTCDay]) {
        let prunedBefore = try Retention.prunedBefore(db)
        let days = UTCDay.range(from, to)
        let skipped = days.filter { day in prunedBefore.map { day.startMs < $0 } ?? false }
        let wanted = days.filter { !skipped.contains($0) }
        var counts: [UTCDay: Int] = [:]
        guard let lo = wanted.first, let hi = wanted.last else { return (counts, skipped) }
        let fresh = try DailyRollups.compute(db, days: lo...hi)
        try db.inTransaction {
            for day in wanted {
                let rows = fresh[day] ?? []
                try DailyRollups.replace(db, day: day, rows: rows, computedAt: now)
                counts[day] = rows.reduce(0) { $0 + $1.attempts }
            }
        }
        return (counts, skipped)
    }
}
