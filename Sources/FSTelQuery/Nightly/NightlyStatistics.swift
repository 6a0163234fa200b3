#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The statistics `fstel nightly` needs: Fisher's exact test (one-sided), Holm's
/// correction, a median and nearest-rank percentiles.
enum NightlyStatistics {
    /// ln(n!) for n >= 0, through `lgamma`; exact to double precision far beyond the
    /// counts a store holds (absolute error ~1e-8 at n = 1e8).
    @inlinable
    package static func logFactorial(_ n: Int) -> Double {
        n < 2 ? 0 : lgamma(Double(n) + 1)
    }

    /// ln C(n, k).
    @inlinable
    package static func logChoose(_ n: Int, _ k: Int) -> Double {
        logFactorial(n) - logFactorial(k) - logFactorial(n - k)
    }

    /// Fisher's exact test, one-sided for a *higher* failure share in the first sample:
    /// P(X >= x) where X is hypergeometric: `x + y` failures among `n1 + n2` attempts, of
    /// which `n1` are drawn (the day). Conditional on the total failures, it needs no
    /// large-sample approximation, so small groups are not over-flagged.
    ///
    /// The tail is summed term by term with the ratio of consecutive probabilities,
    /// starting from the side away from the mode and stopping once terms no longer
    /// change the sum, so huge counts cost a few thousand terms at most.
    static func fisherGreater(x: Int, n1: Int, y: Int, n2: Int) -> Double {
        precondition(x >= 0 && y >= 0 && x <= n1 && y <= n2, "counts out of range")
        let total = n1 + n2
        let failures = x + y
        guard n1 > 0, n2 > 0, failures > 0, failures < total else { return 1 }
        let low = max(0, n1 - (total - failures))
        let high = min(failures, n1)
        if x <= low { return 1 }
        let logDenominator = logChoose(total, n1)
        func logP(_ k: Int) -> Double {
            logChoose(failures, k) + logChoose(total - failures, n1 - k) - logDenominator
        }
        // ratio p(k+1)/p(k)
        func up(_ k: Int) -> Double {
            Double(failures - k) * Double(n1 - k) / (Double(k + 1) * Double(total - failures - n1 + k + 1))
        }
        let mode = Int((Double(n1 + 1) * Double(failures + 1)) / Double(total + 2))
        if x > mode {
            // Upper tail from x: terms decrease.
            var term = 1.0
            var sum = 1.0
            var k = x
            while k < high {
                term *= up(k)
                sum += term
                k += 1
                if term < sum * 1e-17 { break }
            }
            return min(1, exp(logP(x)) * sum)
        } else {
            // 1 - lower tail below x: terms decrease going down from x - 1.
            var term = 1.0
            var sum = 1.0
            var k = x - 1
            while k > low {
                term /= up(k - 1)
                sum += term
                k -= 1
                if term < sum * 1e-17 { break }
            }
            let lower = exp(logP(x - 1)) * sum
            return max(0, min(1, 1 - lower))
        }
    }

    /// Holm's step-down adjustment: adjusted p-values, in the input order. Controls the
    /// family-wise error rate like Bonferroni, and is never less powerful.
    static func holmAdjusted(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: m)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(m - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }

    /// The median (mean of the two middle values for an even count); nil when empty.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
