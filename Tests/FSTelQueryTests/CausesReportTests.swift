import Foundation
import FSTelModel
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
@testable import FSTelQuery
import FSTelTestSupport

@Suite struct CausesReportTests {
    /// Every row's counts, against the same counts made from the generated files.
    @Test func everyValueCountsTheAttemptsAndFailuresOfTheLogLinesThatHaveIt() throws {
        let corpus = Corpus.shared
        let db = try corpus.open()
        var request = CausesRequest()
        request.minAttempts = 1
        request.byKind = true
        let rows = try CausesReport.rows(request, in: db)
        let attempts = corpus.facts.filter(\.isAttempt)
        let names = ["app_state": "app_state", "trigger": "trigger", "restore_container": "container", "os_major": "os_major",
                     "os_minor": "os_minor", "app_version": "app_version", "device_model": "device_model", "direction": "direction"]
        var checked = 0
        for row in rows {
            guard let factName = names[row.dimension] else { continue }
            let same = attempts.filter { $0.strategy == row.strategy }
            let mine = same.filter { $0.value(factName) == row.value }
            let failed = mine.filter { $0.outcome == "failed" && (row.failure == nil || $0.failure == row.failure) }
            let restFailed = same.filter { $0.value(factName) != row.value && $0.outcome == "failed" && (row.failure == nil || $0.failure == row.failure) }
            #expect(row.attempts == mine.count, "\(row)")
            #expect(row.failures == failed.count, "\(row)")
            #expect(row.restAttempts == same.count - mine.count, "\(row)")
            #expect(row.restFailures == restFailed.count, "\(row)")
            checked += 1
        }
        #expect(checked > 200)
        // No row for a value the logs did not name.
        #expect(!rows.contains { $0.value.isEmpty })
        // The orientations are counted too, from their own fields.
        #expect(rows.contains { $0.dimension == "to_orientation" && $0.value == "portrait" })
    }

    @Test func concentratedRowsComeFirstBiggestExcessFirst() throws {
        let db = try Corpus.shared.open()
        let rows = try CausesReport.rows(CausesRequest(), in: db)
        let concentrated = rows.prefix { $0.verdict == .concentrated }
        #expect(!concentrated.isEmpty)
        #expect(!rows.dropFirst(concentrated.count).contains { $0.verdict == .concentrated })
        #expect(concentrated.map(\.excessFailures) == concentrated.map(\.excessFailures).sorted(by: >))
        for row in concentrated {
            #expect(row.adjustedPValue! <= 0.05 && row.failures >= 5 && row.liftLow! > 1, "\(row)")
        }
        // Too small to test: no p-value, never concentrated.
        for row in rows where row.attempts < 30 || row.restAttempts < 30 { #expect(row.verdict == .tooFew && row.pValue == nil) }
    }

    @Test func strategyAndDayFiltersRestrictTheCountsAndPartialDaysAreRefused() throws {
        let corpus = Corpus.shared
        let db = try corpus.open()
        let day = corpus.facts.map(\.day).max()!
        var request = CausesRequest()
        request.minAttempts = 1
        request.filter.strategies = ["window_transform"]
        request.filter.since = UTCDay(day)!.startMs
        request.filter.until = UTCDay(day)!.endMs
        let rows = try CausesReport.rows(request, in: db)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.strategy == "window_transform" })
        let background = rows.first { $0.dimension == "app_state" && $0.value == "active" }
        let expected = corpus.facts.filter { $0.isAttempt && $0.strategy == "window_transform" && $0.day == day && $0.appState == "active" }
        #expect(background?.attempts == expected.count)
        request.filter.since = UTCDay(day)!.startMs + 1
        #expect(throws: ReportRequestError.self) { try CausesReport.rows(request, in: db) }
    }

    @Test func benjaminiHochbergAdjustsAsTheStepUpRuleSays() {
        // m = 4: sorted 0.005, 0.01, 0.03, 0.04 -> 0.02, 0.02, 0.04, 0.04 (running minimum from the top).
        let adjusted = CausesReport.benjaminiHochberg([0.01, 0.04, 0.03, 0.005])
        #expect(zip(adjusted, [0.02, 0.04, 0.04, 0.02]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(CausesReport.benjaminiHochberg([0.9, 0.8]) == [0.9, 0.9])
        #expect(CausesReport.benjaminiHochberg([]).isEmpty)
    }

    @Test func liftIntervalIsKatzsLogIntervalAndZeroCountsGetHalfACount() {
        let (lift, low, high) = CausesReport.liftInterval(a: 10, n1: 100, b: 20, n2: 1000)
        let se = (1.0 / 10 - 1.0 / 100 + 1.0 / 20 - 1.0 / 1000).squareRoot()
        #expect(abs(lift! - 5) < 1e-12)
        #expect(abs(low! - 5 * exp(-1.959963984540054 * se)) < 1e-9 && abs(high! - 5 * exp(1.959963984540054 * se)) < 1e-9)
        let (zeroRest, zeroLow, _) = CausesReport.liftInterval(a: 7, n1: 50, b: 0, n2: 500)
        #expect(abs(zeroRest! - (7.5 / 50.5) / (0.5 / 500.5)) < 1e-9 && zeroLow! > 1)
    }

    @Test func switchingEstimateIsTheFailuresAboveTheTargetsRatePerDay() {
        let e = ShipMatrix.estimate(
            cells: [("a", 1000, 100), ("b", 1000, 20)], target: "b", cautious: false, days: 10)
        #expect(abs(e.avoidedPerDay - 8) < 1e-12)
        #expect(abs(e.currentFailureRate - 0.06) < 1e-12)
        let half = 1.959963984540054 * (1000.0 * 1000 / 1000 * 0.02 * 0.98 + 1000 * 0.1 * 0.9).squareRoot() / 10
        #expect(abs(e.high - 8 - half) < 1e-6 && abs(8 - e.low - half) < 1e-6)
        #expect(abs(ShipMatrix.simultaneousZ(candidates: 6) - 2.6382) < 1e-3)
        let already = ShipMatrix.estimate(cells: [("b", 500, 10)], target: "b", cautious: false, days: 5)
        #expect(already.alreadyThere && already.avoidedPerDay == 0 && already.low == 0 && already.high == 0)
    }

    @Test func matrixSaysWhatSwitchingSavesPerIOSVersionAndWhenItCannot() throws {
        let db = try Corpus.shared.open()
        let matrix = try ShipMatrix.build(try ReportRequest(by: ["os_major"]), in: db)
        #expect(matrix.days == Set(Corpus.shared.facts.filter(\.isAttempt).map(\.day)).count)
        let json = matrix.rendered(as: .json)
        let rows = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        for (row, object) in zip(matrix.rows, rows) {
            let sentence = matrix.savingSentence(row)
            switch matrix.saving(row) {
            case .tooFewData:
                #expect(object["avoided_failures_per_day"] is NSNull)
                #expect(sentence.contains("too few attempts"))
            case .estimate(let e):
                #expect(object["avoided_for"] as? String == e.target)
                #expect((object["avoided_ci_low"] as! Double) <= (object["avoided_failures_per_day"] as! Double))
                #expect(sentence.hasPrefix("Moving \(row.label) to \(e.target)") || e.alreadyThere)
                if case .tooClose = row.choice {
                    #expect(e.cautious && sentence.contains("cautious choice"))
                    // The tied strategy with the higher upper bound.
                    let highs = [row.choice.recommended!].compactMap { row.cells[$0]?.failureRate.interval?.high }
                    #expect((row.cells[e.target]?.failureRate.interval?.high ?? 0) >= highs[0])
                }
            }
        }
        #expect(matrix.rendered(as: .markdown).contains("- Moving iOS") || matrix.rendered(as: .markdown).contains("too few attempts"))
    }
}
