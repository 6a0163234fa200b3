#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FSTelStore

/// What switching would save: for each row of the ship matrix (an iOS version), the
/// failures per day avoided by moving that row's current mix of strategies, as observed
/// in the window, to the recommended one (docs/metrics.md, "What switching would save").
extension ShipMatrix {
    /// The estimate of one row.
    enum Saving: Sendable, Equatable {
        /// An estimate for moving everything to `target`.
        case estimate(SwitchEstimate)
        /// No strategy has enough attempts, or the window has no day with attempts.
        case tooFewData
    }

    /// Moving a row's attempts to `target`.
    struct SwitchEstimate: Sendable, Equatable {
        /// The strategy moved to.
        package var target: String
        /// True when the matrix could not tell two strategies apart and `target` is the
        /// tied one with the higher upper bound (the cautious choice).
        var cautious: Bool
        /// Failures over attempts of the row's current mix.
        var currentFailureRate: Double
        /// Failures a day avoided, and its 95% interval (normal approximation).
        var avoidedPerDay: Double
        package var low: Double
        package var high: Double
        /// Days the window spans (first to last day with attempts).
        package var days: Int
        /// True when every attempt of the row already uses `target`.
        package var alreadyThere: Bool
    }

    /// The estimate for `row`, over ``days`` days.
    func saving(_ row: Row) -> Saving {
        let target: String, cautious: Bool
        switch row.choice {
        case .clear(let s): (target, cautious) = (s, false)
        case .tooClose(let a, let b):
            let ha = row.cells[a]?.failureRate.interval?.high ?? 0, hb = row.cells[b]?.failureRate.interval?.high ?? 0
            (target, cautious) = (hb >= ha ? b : a, true)
        case .noData: return .tooFewData
        }
        guard let days, days > 0, let chosen = row.cells[target]?.failureRate, chosen.attempts > 0 else { return .tooFewData }
        return .estimate(Self.estimate(
            // In name order: the sums (and so the last digits of the interval) never depend on
            // a dictionary's order.
            cells: row.cells.sorted { $0.key < $1.key }.map {
                (name: $0.key, attempts: $0.value.failureRate.attempts, failures: $0.value.failureRate.failures)
            },
            target: target, cautious: cautious, days: days, candidates: row.cells.values.filter { $0.rank != nil }.count))
    }

    /// The two-sided normal quantile that keeps 95% simultaneous coverage over `candidates`
    /// estimates (Bonferroni): the data choose the target among the ranked strategies, and
    /// an interval for whichever is chosen must hold for each of them.
    static func simultaneousZ(candidates: Int) -> Double {
        let tail = 0.025 / Double(max(1, candidates))
        var (low, high) = (0.0, 10.0)
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if 0.5 * erfc(mid / 2.0.squareRoot()) > tail { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The estimate from per-strategy counts: with N attempts and F failures in all, and the
    /// target's rate p = f/n, `(F - N p) / days`; its variance adds each other strategy's
    /// binomial variance and that of the target's rate scaled by the attempts moved to it;
    /// the interval is normal, at the quantile of ``simultaneousZ(candidates:)``.
    static func estimate(
        cells: [(name: String, attempts: Int, failures: Int)], target: String, cautious: Bool, days: Int, candidates: Int = 1
    ) -> SwitchEstimate {
        let total = cells.reduce(0) { $0 + $1.attempts }, failures = cells.reduce(0) { $0 + $1.failures }
        let chosen = cells.first { $0.name == target }!
        let p = Double(chosen.failures) / Double(chosen.attempts)
        let moved = Double(total - chosen.attempts)
        var variance = moved * moved / Double(chosen.attempts) * p * (1 - p)
        for cell in cells where cell.name != target && cell.attempts > 0 {
            let q = Double(cell.failures) / Double(cell.attempts)
            variance += Double(cell.attempts) * q * (1 - q)
        }
        let d = Double(days)
        let avoided = (Double(failures) - Double(total) * p) / d
        let half = simultaneousZ(candidates: candidates) * variance.squareRoot() / d
        return SwitchEstimate(
            target: target, cautious: cautious, currentFailureRate: total > 0 ? Double(failures) / Double(total) : 0,
            avoidedPerDay: avoided, low: avoided - half, high: avoided + half, days: days, alreadyThere: moved == 0)
    }

    /// Days from the first to the last day with attempts that `request` counts.
    static func observedDays(_ request: ReportRequest, in db: any SQLQuerying) throws -> Int? {
        guard request.filter.countsWholeDays else {
            guard let since = request.filter.since, let until = request.filter.until else { return nil }
            return Int((until - since + 86_399_999) / 86_400_000)
        }
        let conditions = ["r.ok + r.failed > 0"] + request.filter.rollupConditions()
        let sql: SQL = "SELECT min(r.day), max(r.day) FROM transition_rollup AS r WHERE \(SQL.joined(conditions, separator: " AND "))"
        guard let row = try db.select(sql).first, let first = row[0].int64, let last = row[1].int64 else { return nil }
        return Int(last - first + 1)
    }

    /// A number of failures a day, as a person would say it (`41`, `3.2`, `0.4`).
    static func perDay(_ value: Double) -> String {
        abs(value) >= 10 ? String(Int(value.rounded())) : formatFixed(value, decimals: 1)
    }

    /// The row's estimate in one sentence.
    func savingSentence(_ row: Row) -> String {
        let label = row.label
        switch saving(row) {
        case .tooFewData:
            return "\(label): too few attempts to estimate what switching would save."
        case .estimate(let e):
            let note = e.cautious
                ? " Too close to call: estimated for the tied strategy with the higher upper bound, the cautious choice."
                : ""
            if e.alreadyThere { return "\(label) already runs \(e.target) only: nothing to move." + note }
            let range = "between \(Self.perDay(e.low)) and \(Self.perDay(e.high))"
            let now = "\(percent(e.currentFailureRate, decimals: 2)) fail now; \(e.days) day\(e.days == 1 ? "" : "s") counted"
            if e.high <= 0 {
                return "Moving \(label) to \(e.target) would not avoid failures (about \(Self.perDay(e.avoidedPerDay)) a day, \(range); \(now))." + note
            }
            return "Moving \(label) to \(e.target) avoids about \(Self.perDay(e.avoidedPerDay)) failures a day, \(range) (\(now))." + note
        }
    }

    /// The estimate's cells of ``dataTable``: current_failure_rate,
    /// avoided_failures_per_day, avoided_ci_low, avoided_ci_high, avoided_for, avoided_cautious,
    /// window_days.
    func savingCells(_ row: Row) -> [DatabaseValue] {
        switch saving(row) {
        case .tooFewData: return [.null, .null, .null, .null, .null, .null, days.map { DatabaseValue.integer(Int64($0)) } ?? .null]
        case .estimate(let e):
            return [.real(e.currentFailureRate), .real(e.avoidedPerDay), .real(e.low), .real(e.high), .text(e.target),
                    .integer(e.cautious ? 1 : 0), .integer(Int64(e.days))]
        }
    }

    static let savingColumns = [
        ResultColumn("current_failure_rate"), ResultColumn("avoided_failures_per_day"), ResultColumn("avoided_ci_low"),
        ResultColumn("avoided_ci_high"), ResultColumn("avoided_for"), ResultColumn("avoided_cautious", style: .flag("cautious")),
        ResultColumn("window_days"),
    ]

    /// The estimate as a short cell of ``textTable(compact:)``: `≈ 41 [33–49]`.
    func savingText(_ row: Row) -> String {
        switch saving(row) {
        case .tooFewData: return "too few data"
        case .estimate(let e):
            if e.alreadyThere { return "nothing to move" }
            return "≈ \(Self.perDay(e.avoidedPerDay)) [\(Self.perDay(e.low))–\(Self.perDay(e.high))]" + (e.cautious ? " (cautious)" : "")
        }
    }
}
