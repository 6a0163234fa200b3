/// Nearest-rank percentiles: the p-th percentile of n sorted values is the value at
/// rank ceil(p/100 · n) (1-based), so it is always one of the observed values;
/// p50 of [1, 2, 3, 4] is 2, p90 of 1...10 is 9, p99 of 1...10 is 10.
enum Percentile {
    /// The nearest-rank `percent` percentile (0 < percent <= 100) of `sorted`
    /// (ascending), or nil when it is empty.
    package static func nearestRank(_ percent: Int, of sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        precondition(percent > 0 && percent <= 100, "percentile out of range")
        let rank = (percent * sorted.count + 99) / 100   // ceil(percent * n / 100)
        return sorted[max(1, min(rank, sorted.count)) - 1]
    }
}
