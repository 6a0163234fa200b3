import Testing
@testable import FSTelQuery
import FSTelTestSupport

@Suite struct NightlyStatisticsTests {
    @Test func fisherOneSidedMatchesTheLadyTastingTeaTable() {
        // 3 of 4 vs 1 of 4: P(X >= 3) = (C(4,3)C(4,1) + C(4,4)C(4,0)) / C(8,4) = 17/70.
        let p = NightlyStatistics.fisherGreater(x: 3, n1: 4, y: 1, n2: 4)
        #expect(abs(p - 17.0 / 70.0) < 1e-12)
        #expect(abs(NightlyStatistics.fisherGreater(x: 4, n1: 4, y: 0, n2: 4) - 1.0 / 70.0) < 1e-12)
    }

    @Test func fisherTailsAddUpToOneBelowAndAboveTheMode() {
        // P(X >= x) + P(X <= x - 1) = 1; P(X <= x - 1) = P(X' >= n1 - x + 1) with successes and failures swapped (one failure moves to the day).
        for (x, n1, y, n2) in [(5, 40, 30, 200), (12, 40, 30, 200), (0, 10, 3, 10), (900, 10_000, 10_000, 100_000)] {
            let upper = NightlyStatistics.fisherGreater(x: x, n1: n1, y: y, n2: n2)
            let lowerViaSwap = x == 0 ? 0 : NightlyStatistics.fisherGreater(x: n1 - x + 1, n1: n1, y: n2 - y - 1, n2: n2)
            #expect(abs(upper + lowerViaSwap - 1) < 1e-9, "\(x) \(n1) \(y) \(n2)")
        }
    }

    @Test func fisherOnLargeCountsAgreesWithTheNormalApproximation() {
        // 11% of 10k vs 10% of 100k: z = 3.17, one-sided p ~ 7.7e-4.
        let p = NightlyStatistics.fisherGreater(x: 1100, n1: 10_000, y: 10_000, n2: 100_000)
        #expect(p > 5e-4 && p < 1.2e-3)
        // Millions of attempts stay finite and tiny for a big rise.
        let big = NightlyStatistics.fisherGreater(x: 60_000, n1: 1_000_000, y: 350_000, n2: 7_000_000)
        #expect(big >= 0 && big < 1e-100)
        #expect(NightlyStatistics.fisherGreater(x: 0, n1: 500, y: 40, n2: 3500) == 1)
    }

    @Test func holmAdjustsInOrderAndNeverBeatsTheRawValue() {
        let adjusted = NightlyStatistics.holmAdjusted([0.01, 0.04, 0.03, 0.5])
        #expect(adjusted.map { ($0 * 1000).rounded() / 1000 } == [0.04, 0.09, 0.09, 0.5])
    }

    @Test func nearestRankPercentilesAndMedian() {
        // Nightly's p50 and p95 are the reports' nearest-rank percentiles.
        let values = (1...20).map(Double.init)
        #expect(Percentile.nearestRank(50, of: values) == 10)
        #expect(Percentile.nearestRank(95, of: values) == 19)
        #expect(Percentile.nearestRank(95, of: [7]) == 7)
        #expect(Percentile.nearestRank(50, of: []) == nil)
        #expect(NightlyStatistics.median([3, 1, 2, 10]) == 2.5)
    }

    @Test func utcDaysParseFormatAndBound() {
        let day = UTCDay("2026-11-28")!
        #expect(day.description == "2026-11-28")
        #expect(day.startMs == 1_795_824_000_000)
        #expect(UTCDay(containing: day.endMs - 1) == day)
        #expect(day.adding(days: 4).description == "2026-12-02")
        #expect(UTCDay("2026-02-30") == nil)
        #expect(UTCDay("2026-2-3") == nil)
        #expect(UTCDay("2024-02-29") != nil)
        for bad in ["2025-02-29", "2026-13-01", "2026-00-10", "2026-11-00", "2026-11-2a", "2026/11/28", " 2026-11-28",
                    "2026-11-28 ", "20261-1-28", "２026-11-28", "2026-11-3１", ""] {
            #expect(UTCDay(bad) == nil, "\(bad)")
        }
        for good in ["0001-01-01", "1969-12-31", "1970-01-01", "2000-02-29", "9999-12-31"] {
            #expect(UTCDay(good)?.description == good)
        }
        #expect(UTCDay("1969-12-31")?.daysSinceEpoch == -1)
    }
}
