import Testing
@testable import FSTelQuery
import FSTelTestSupport

@Suite struct StatisticsTests {
    /// Published Wilson 95% intervals (e.g. statsmodels `proportion_confint(method="wilson")`).
    @Test(arguments: [
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (10, 10, 0.7225, 1.0),
        (1, 100, 0.0018, 0.0545),
        (81, 263, 0.2553, 0.3662),
        (1, 3, 0.0615, 0.7923),
    ])
    func wilsonIntervalMatchesKnownValues(failures: Int, attempts: Int, low: Double, high: Double) throws {
        let interval = try #require(WilsonInterval(successes: failures, trials: attempts))
        #expect(abs(interval.low - low) < 0.00005, "\(failures)/\(attempts) low \(interval.low)")
        #expect(abs(interval.high - high) < 0.00005, "\(failures)/\(attempts) high \(interval.high)")
    }

    @Test func wilsonIntervalHasNoValueForZeroAttemptsAndStaysInsideZeroToOne() {
        #expect(WilsonInterval(successes: 0, trials: 0) == nil)
        #expect(WilsonInterval(successes: 3, trials: 2) == nil)
        #expect(WilsonInterval(successes: 0, trials: 1)!.low == 0)
        #expect(WilsonInterval(successes: 7, trials: 7)!.high == 1)
        for n in 1...50 {
            for k in 0...n {
                let w = WilsonInterval(successes: k, trials: n)!
                let p = Double(k) / Double(n)
                #expect(w.low >= 0 && w.low <= p + 1e-12 && w.high >= p - 1e-12 && w.high <= 1)
            }
        }
    }

    @Test func nearestRankPercentilesAreObservedValues() {
        let ten = (1...10).map(Double.init)
        #expect(Percentile.nearestRank(50, of: ten) == 5)
        #expect(Percentile.nearestRank(90, of: ten) == 9)
        #expect(Percentile.nearestRank(99, of: ten) == 10)
        #expect(Percentile.nearestRank(100, of: ten) == 10)
        #expect(Percentile.nearestRank(50, of: [1, 2, 3, 4]) == 2)
        #expect(Percentile.nearestRank(50, of: [7]) == 7)
        #expect(Percentile.nearestRank(50, of: []) == nil)
        let hundred = (1...100).map(Double.init)
        #expect(Percentile.nearestRank(99, of: hundred) == 99)
        #expect(Percentile.nearestRank(1, of: hundred) == 1)
    }
}
