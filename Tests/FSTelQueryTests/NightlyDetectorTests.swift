import Testing
@testable import FSTelQuery
import FSTelTestSupport

private func row(_ strategy: String, os: Int?, attempts: Int, failures: Int, kinds: [String: Int]? = nil) -> RollupRow {
    var r = RollupRow(key: RollupKey(strategy: strategy, osMajor: os, osMinor: 0, appVersion: "1.0", direction: "enter"))
    r.attempts = attempts
    r.failures = failures
    r.ok = attempts - failures
    r.failureKinds = kinds ?? (failures > 0 ? ["window_flash": failures] : [:])
    return r
}

/// Simulated nights: 6 strategies x 8 iOS majors, base rates 1%-40%, day volumes 150-3000
/// per group, seven baseline days; every count drawn from the same binomial, so nothing changed.
private func simulatedNight(_ rng: inout TestRandom, rise: (strategy: String, points: Double)? = nil) -> (day: [RollupRow], baseline: [[RollupRow]]) {
    let strategies = ["a", "b", "c", "d", "e", "f"]
    var day: [RollupRow] = []
    var baseline = [[RollupRow]](repeating: [], count: 7)
    for (s, strategy) in strategies.enumerated() {
        for os in 11...18 {
            let rate = [0.01, 0.03, 0.07, 0.12, 0.25, 0.4][(s + os) % 6]
            let volume = [150, 300, 600, 1200, 3000][(s * 3 + os) % 5]
            let dayRate = rate + (rise?.strategy == strategy ? rise!.points : 0)
            day.append(row(strategy, os: os, attempts: volume, failures: rng.binomial(volume, dayRate)))
            for d in 0..<7 { baseline[d].append(row(strategy, os: os, attempts: volume, failures: rng.binomial(volume, rate))) }
        }
    }
    return (day, baseline)
}

@Suite struct NightlyDetectorTests {
    @Test func aNightWithNothingWrongFlagsNothingInAtLeast95Of100SimulatedNights() {
        var rng = TestRandom(state: 2026)
        let detector = RegressionDetector()
        var flaggedNights = 0
        for _ in 0..<100 {
            let night = simulatedNight(&rng)
            if !detector.detect(day: night.day, baseline: night.baseline).regressions.isEmpty { flaggedNights += 1 }
        }
        #expect(flaggedNights < 5)
    }

    @Test func aFivePointRiseInOneStrategyIsFlaggedOnlyThere() {
        var rng = TestRandom(state: 7)
        let detector = RegressionDetector()
        var detected = 0
        for _ in 0..<20 {
            let night = simulatedNight(&rng, rise: ("c", 0.05))
            let flagged = detector.detect(day: night.day, baseline: night.baseline).regressions
            #expect(flagged.allSatisfy { $0.strategy == "c" && $0.kind == .rateIncrease })
            if !flagged.isEmpty { detected += 1 }
        }
        #expect(detected >= 18)
    }

    @Test func smallGroupsAndSmallRisesAreNotFlaggedEvenWhenSignificant() {
        let detector = RegressionDetector()
        let baseline = (0..<7).map { _ in [row("big", os: 17, attempts: 100_000, failures: 5_000), row("tiny", os: 17, attempts: 150, failures: 1)] }
        // +1 point on 100k attempts is significant but under the 2-point minimum; 150 attempts is under 200.
        let day = [row("big", os: 17, attempts: 100_000, failures: 6_000), row("tiny", os: 17, attempts: 150, failures: 60)]
        let (regressions, comparisons) = detector.detect(day: day, baseline: baseline)
        #expect(regressions.isEmpty)
        #expect(comparisons.first { $0.strategy == "big" }!.adjustedPValue! < 1e-10)
        #expect(comparisons.first { $0.strategy == "tiny" }!.tested == false)
    }

    @Test func anOSMixShiftIsNotMistakenForARegression() {
        // iOS 13 fails far more than iOS 17; the day has many more iOS 13 users, rates per OS unchanged.
        let detector = RegressionDetector()
        let baseline = (0..<7).map { _ in [row("s", os: 13, attempts: 1000, failures: 300), row("s", os: 17, attempts: 9000, failures: 90)] }
        let day = [row("s", os: 13, attempts: 6000, failures: 1800), row("s", os: 17, attempts: 4000, failures: 40)]
        #expect(detector.detect(day: day, baseline: baseline).regressions.isEmpty)
    }

    @Test func aNewFailureKindIsFlaggedWithItsStrategy() {
        let detector = RegressionDetector()
        let baseline = (0..<7).map { _ in [row("s", os: 17, attempts: 1000, failures: 30, kinds: ["window_flash": 30])] }
        let day = [row("s", os: 17, attempts: 1000, failures: 42, kinds: ["window_flash": 30, "black_edges": 12])]
        let regressions = detector.detect(day: day, baseline: baseline).regressions
        #expect(regressions.count == 1)
        #expect(regressions.first?.kind == .newFailureKind)
        #expect(regressions.first?.strategy == "s")
        #expect(regressions.first?.failure == "black_edges")
        // Under the minimum count: not flagged.
        let few = [row("s", os: 17, attempts: 1000, failures: 39, kinds: ["window_flash": 30, "black_edges": 9])]
        #expect(detector.detect(day: few, baseline: baseline).regressions.isEmpty)
    }

    @Test func volumeDropsCarryTheirStrategyOrNullForTheWholeStore() {
        let detector = RegressionDetector()
        let baseline = (0..<7).map { _ in [row("a", os: 17, attempts: 1000, failures: 10), row("b", os: 17, attempts: 1000, failures: 10)] }
        let oneStrategy = detector.detect(day: [row("a", os: 17, attempts: 1000, failures: 10), row("b", os: 17, attempts: 400, failures: 4)], baseline: baseline).regressions
        #expect(oneStrategy.map(\.kind) == [.volumeDrop])
        #expect(oneStrategy.first?.strategy == "b")
        let whole = detector.detect(day: [row("a", os: 17, attempts: 300, failures: 3)], baseline: baseline).regressions
        #expect(whole.map(\.kind) == [.volumeDrop])
        #expect(whole.first?.strategy == nil)
        #expect(whole.first?.baselineDailyMedian == 2000)
    }
}
