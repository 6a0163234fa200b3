/// The Wilson score interval for a binomial proportion (failures out of attempts).
///
/// For `k` successes in `n` trials, p = k/n and z = 1.959964 (95%):
/// `(p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)`.
/// Unlike the normal approximation it stays inside [0, 1] and is meaningful for 0 or n
/// failures. There is no interval for zero trials.
public struct WilsonInterval: Sendable, Equatable {
    /// The lower bound (0 to 1).
    public var low: Double
    /// The upper bound (0 to 1).
    public var high: Double

    /// The two-sided 95% normal quantile.
    public static let z95 = 1.959963984540054

    /// An interval from `low` to `high`.
    public init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    /// The interval for `successes` out of `trials`, or nil when `trials` is 0.
    public init?(successes: Int, trials: Int, z: Double = WilsonInterval.z95) {
        guard trials > 0, successes >= 0, successes <= trials else { return nil }
        let n = Double(trials)
        let p = Double(successes) / n
        let z2 = z * z
        let denominator = 1 + z2 / n
        let center = (p + z2 / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / denominator
        low = successes == 0 ? 0 : max(0, center - half)
        high = successes == trials ? 1 : min(1, center + half)
    }
}
