import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
@testable import FSTelQuery
import FSTelTestSupport

/// The false-alarm and detection study on a store prepared by
/// `scripts/nightly-false-alarms.sh` (generated days, rollups backfilled). Off unless
/// FSTEL_NIGHTLY_STUDY_DB names that store; FSTEL_NIGHTLY_STUDY_LAST is the last night
/// (default 2026-11-27) and 100 nights are studied. Prints the measured rates.
///
/// Detection: on each night one strategy (in turn) gets a planted rise the way the
/// generator plants one: each of its `ok` transitions fails with probability `rise`
/// (drawn per group from a binomial), as its usual failure kind; the real detector then
/// runs on the changed day against the untouched baseline.
@Suite struct NightlyStudyTests {
    static let path = ProcessInfo.processInfo.environment["FSTEL_NIGHTLY_STUDY_DB"]

    @Test(.enabled(if: path != nil)) func falseAlarmAndDetectionRatesOnGeneratedNights() throws {
        let store = try Store(path: Self.path!, access: .read)
        let last = UTCDay(ProcessInfo.processInfo.environment["FSTEL_NIGHTLY_STUDY_LAST"] ?? "2026-11-27")!
        let nights = UTCDay.range(last.adding(days: -99), last)
        let all = try DailyRollups.load(store.database, days: nights[0].adding(days: -7)...last)
        let detector = RegressionDetector()
        let primary = [
            "window_transform": "alert_wrong_orientation", "present_landscape_vc": "layout_corrupted",
            "status_bar_orientation": "status_bar_wrong_orientation", "native_rotation": "black_edges",
            "transform_portrait_window": "window_flash", "transform_landscape_window": "window_flash",
        ]
        let strategies = primary.keys.sorted()
        var falseAlarms = 0
        var rng = TestRandom(state: 99)
        var detected: [Double: (hit: Int, other: Int)] = [:]
        for (n, night) in nights.enumerated() {
            let day = try #require(all[night])
            let baseline = UTCDay.range(night.adding(days: -7), night.adding(days: -1)).compactMap { all[$0] }
            #expect(baseline.count == 7)
            if !detector.detect(day: day, baseline: baseline).regressions.isEmpty { falseAlarms += 1 }
            for rise in [0.01, 0.02, 0.03, 0.05] {
                let target = strategies[n % strategies.count]
                let changed = day.map { row -> RollupRow in
                    guard row.key.strategy == target else { return row }
                    var r = row
                    let moved = rng.binomial(r.ok, rise)
                    r.ok -= moved
                    r.failures += moved
                    r.failureKinds[primary[target]!, default: 0] += moved
                    return r
                }
                let flagged = detector.detect(day: changed, baseline: baseline).regressions
                if flagged.contains(where: { $0.strategy == target }) { detected[rise, default: (0, 0)].hit += 1 }
                if flagged.contains(where: { $0.strategy != target }) { detected[rise, default: (0, 0)].other += 1 }
            }
        }
        print("nightly study: \(nights.count) nights \(nights[0]) to \(last); false alarms: \(falseAlarms) nights flagged something")
        for rise in detected.keys.sorted() {
            let d = detected[rise]!
            print("nightly study: planted +\(Int(rise * 100)) points: detected on \(d.hit) of \(nights.count) nights; another strategy flagged on \(d.other)")
        }
        #expect(falseAlarms < 5)
    }
}
