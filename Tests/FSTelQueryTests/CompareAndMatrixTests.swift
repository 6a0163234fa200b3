import Foundation
import FSTelModel
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
@testable import FSTelQuery
import FSTelTestSupport

private func row(_ strategy: String, os: Int?, app: String, attempts: Int, failures: Int) -> RollupRow {
    var r = RollupRow(key: RollupKey(strategy: strategy, osMajor: os, osMinor: 0, appVersion: app, direction: "enter"))
    r.attempts = attempts
    r.failures = failures
    r.ok = attempts - failures
    return r
}

@Suite struct CompareReportTests {
    /// Seven days of both versions; `rates` gives each version's failure share per group.
    func days(_ groups: [(strategy: String, os: Int, attempts: Int, a: Double, b: Double)]) -> [UTCDay: [RollupRow]] {
        var result: [UTCDay: [RollupRow]] = [:]
        let first = UTCDay("2026-11-20")!
        for d in 0..<7 {
            let day = first.adding(days: d)
            result[day] = groups.flatMap { g in
                [row(g.strategy, os: g.os, app: "4.0", attempts: g.attempts, failures: Int((Double(g.attempts) * g.a).rounded())),
                 row(g.strategy, os: g.os, app: "4.1", attempts: g.attempts, failures: Int((Double(g.attempts) * g.b).rounded()))]
            }
        }
        return result
    }

    @Test func aRiseIsWorseADropIsBetterAWideIntervalIsUnclearAndSmallIsTooFew() {
        let rows = CompareReport.compare(
            days: days([
                ("native_rotation", 17, 400, 0.05, 0.10),
                ("window_transform", 17, 400, 0.10, 0.04),
                ("window_transform", 16, 400, 0.06, 0.06),
                ("status_bar_orientation", 17, 20, 0.05, 0.50),
                ("present_landscape_vc", 15, 40, 0.05, 0.05),
            ]),
            a: .appVersions(["4.0"]), b: .appVersions(["4.1"]))
        let verdicts = Dictionary(uniqueKeysWithValues: rows.map { ("\($0.strategy) \($0.allIOS ? "all" : String($0.osMajor!))", $0.verdict) })
        #expect(verdicts == [
            "native_rotation all": .worse, "native_rotation 17": .worse,
            "window_transform all": .better, "window_transform 17": .better, "window_transform 16": .unclear,
            "status_bar_orientation all": .tooFew, "status_bar_orientation 17": .tooFew,
            "present_landscape_vc all": .unclear, "present_landscape_vc 15": .unclear,
        ])
        // Each strategy's all-iOS row comes first, then its iOS majors in order.
        #expect(rows.map { $0.allIOS ? "\($0.strategy) all" : "\($0.strategy) \($0.osMajor!)" } == [
            "native_rotation all", "native_rotation 17", "present_landscape_vc all", "present_landscape_vc 15",
            "status_bar_orientation all", "status_bar_orientation 17",
            "window_transform all", "window_transform 16", "window_transform 17",
        ])
        let worse = rows.first { $0.verdict == .worse }!
        #expect(worse.a.total == 2800 && worse.b.total == 2800)
        #expect(abs(worse.difference! - 0.05) < 1e-12)
        #expect(worse.interval!.low > 0 && worse.interval!.low < 0.05 && worse.interval!.high > 0.05)
        // Seven groups tested (three all-iOS rows, four majors): every interval is at 1 - 0.01/7.
        #expect(rows.allSatisfy { $0.comparisons == 7 && abs($0.confidence - (1 - 0.01 / 7)) < 1e-15 })
        #expect(rows.filter { $0.verdict == .tooFew }.allSatisfy { $0.interval == nil })
    }

    /// Whatever the data, the verdict is what the interval shown says: a change exactly
    /// when the interval excludes 0, worse only above 0, no change only inside the margin.
    @Test func everyVerdictAgreesWithItsInterval() {
        var rng = TestRandom(state: 5)
        for _ in 0..<300 {
            let a = 0.01 + Double(rng.next() % 300) / 1000, b = 0.01 + Double(rng.next() % 300) / 1000
            let n = 30 + Int(rng.next() % 3000)
            for row in CompareReport.compare(days: days([("s", 17, n, a, b), ("t", 16, n / 2 + 1, b, a)]), a: .appVersions(["4.0"]), b: .appVersions(["4.1"])) {
                guard let i = row.interval, let d = row.difference else {
                    #expect(row.verdict == .tooFew)
                    continue
                }
                #expect(i.low <= d && d <= i.high)
                #expect(row.verdict.isChange == (i.low > 0 || i.high < 0))
                if row.verdict == .worse || row.verdict == .slightlyWorse { #expect(i.low > 0) }
                if row.verdict == .better || row.verdict == .slightlyBetter { #expect(i.high < 0) }
                if row.verdict == .noChange { #expect(i.low > -0.02 && i.high < 0.02) }
                if row.verdict == .unclear { #expect(i.low <= 0 && i.high >= 0 && (i.low <= -0.02 || i.high >= 0.02)) }
            }
        }
    }

    /// The interval is the simultaneous one: Newcombe's interval built from Wilson
    /// intervals at the Bonferroni z of the family, not at 95%.
    @Test func theIntervalIsSimultaneousOverTheFamily() throws {
        let rows = CompareReport.compare(days: days([("a", 17, 500, 0.05, 0.10), ("a", 16, 500, 0.05, 0.05), ("b", 17, 500, 0.05, 0.05)]),
                                         a: .appVersions(["4.0"]), b: .appVersions(["4.1"]))
        let row = try #require(rows.first { $0.strategy == "a" && $0.osMajor == 17 })
        #expect(row.comparisons == 5)
        let z = NormalQuantile.value(1 - 0.01 / 10)
        // No dispersion in these counts (every day the same): plain Wilson at z.
        let wa = try #require(WilsonInterval(successes: 175, trials: 3500, z: z)), wb = try #require(WilsonInterval(successes: 350, trials: 3500, z: z))
        let low = 0.05 - ((0.10 - wb.low) * (0.10 - wb.low) + (wa.high - 0.05) * (wa.high - 0.05)).squareRoot()
        let high = 0.05 + ((wb.high - 0.10) * (wb.high - 0.10) + (0.05 - wa.low) * (0.05 - wa.low)).squareRoot()
        #expect(abs(row.interval!.low - low) < 1e-12 && abs(row.interval!.high - high) < 1e-12)
        // Wider than the plain 95% interval of the same counts.
        let plain = CompareReport.newcombe(ra: 0.05, na: 3500, rb: 0.10, nb: 3500, z: WilsonInterval.z95)
        #expect(row.interval!.low < plain.low && row.interval!.high > plain.high)
    }

    /// A strategy that went to zero failures everywhere says so once, on its all-iOS row,
    /// even where each iOS major alone is too small to tell.
    @Test func aStrategyFixedEverywhereIsBetterOnItsAllIOSRow() throws {
        let rows = CompareReport.compare(
            days: days((12...18).map { ("native_rotation", $0, 40, 0.03, 0.0) }), a: .appVersions(["4.0"]), b: .appVersions(["4.1"]))
        let all = try #require(rows.first { $0.allIOS })
        #expect(all.osMajor == nil && all.b.count == 0 && all.a.total == 1960)
        #expect(all.verdict == .better)
        #expect(rows.filter { !$0.allIOS }.allSatisfy { $0.verdict == .unclear })
    }

    /// The newer release runs mostly on the newer iOS, where every strategy fails less:
    /// pooled, B looks better, but within each iOS major nothing changed, and the all-iOS
    /// row (stratified by iOS major) says no change rather than better.
    @Test func aShiftInTheIOSMixIsNotReadAsAChangeOnTheAllIOSRow() throws {
        var data: [UTCDay: [RollupRow]] = [:]
        for d in 0..<7 {
            data[UTCDay("2026-11-20")!.adding(days: d)] = [
                row("s", os: 16, app: "4.0", attempts: 3000, failures: 300), row("s", os: 17, app: "4.0", attempts: 1000, failures: 20),
                row("s", os: 16, app: "4.1", attempts: 1000, failures: 100), row("s", os: 17, app: "4.1", attempts: 3000, failures: 60),
            ]
        }
        let rows = CompareReport.compare(days: data, a: .appVersions(["4.0"]), b: .appVersions(["4.1"]))
        let all = try #require(rows.first { $0.allIOS })
        // Pooled: 8.0% against 4.0%; within each major: the same.
        #expect(abs(all.a.rate! - 0.08) < 1e-12 && abs(all.b.rate! - 0.04) < 1e-12)
        #expect(abs(all.difference!) < 1e-12)
        #expect(all.verdict == .noChange, "\(all)")
        #expect(rows.filter { !$0.allIOS }.allSatisfy { $0.verdict == .noChange })
    }

    @Test func aSignificantChangeBelowTheMinimumIsSlightAndATightIntervalIsNoChange() {
        var thresholds = NightlyThresholds()
        let small = days([("native_rotation", 17, 20_000, 0.050, 0.060)])
        #expect(CompareReport.compare(days: small, a: .appVersions(["4.0"]), b: .appVersions(["4.1"]), thresholds: thresholds).first?.verdict == .slightlyWorse)
        #expect(CompareReport.compare(days: small, a: .appVersions(["4.1"]), b: .appVersions(["4.0"]), thresholds: thresholds).first?.verdict == .slightlyBetter)
        thresholds.minRise = 0.005
        #expect(CompareReport.compare(days: small, a: .appVersions(["4.0"]), b: .appVersions(["4.1"]), thresholds: thresholds).first?.verdict == .worse)
        // Same rate on many attempts: the whole interval inside plus or minus 2 points.
        let same = days([("native_rotation", 17, 20_000, 0.050, 0.050)])
        let row = CompareReport.compare(days: same, a: .appVersions(["4.0"]), b: .appVersions(["4.1"])).first!
        #expect(row.verdict == .noChange && row.interval!.low > -0.02 && row.interval!.high < 0.02)
        // The same rate on few attempts cannot say "no change".
        let few = days([("native_rotation", 17, 40, 0.050, 0.050)])
        #expect(CompareReport.compare(days: few, a: .appVersions(["4.0"]), b: .appVersions(["4.1"])).first?.verdict == .unclear)
    }

    @Test func theNormalQuantileMatchesKnownValues() {
        #expect(abs(NormalQuantile.value(0.975) - 1.959963984540054) < 1e-12)
        #expect(abs(NormalQuantile.value(0.5)) < 1e-15)
        #expect(abs(NormalQuantile.value(0.01) + 2.326347874040841) < 1e-12)
        #expect(abs(NormalQuantile.value(1 - 1e-6) - 4.753424308822899) < 1e-9)
        #expect(abs(NormalQuantile.simultaneous(alpha: 0.01, comparisons: 66) - NormalQuantile.value(1 - 0.01 / 132)) < 1e-15)
    }

    @Test func theConfidenceIsWrittenWithTheDigitsItNeeds() {
        #expect(CompareReport.confidenceText(0.99) == "99%")
        #expect(CompareReport.confidenceText(0.95) == "95%")
        #expect(CompareReport.confidenceText(1 - 0.01 / 66) == "99.985%")
        #expect(CompareReport.confidenceText(1 - 0.01 / 5) == "99.8%")
    }

    @Test func dayCohortsCountOnlyTheirDays() {
        var data = days([("native_rotation", 17, 300, 0.05, 0.05)])
        let late = UTCDay("2026-11-27")!
        data[late] = [row("native_rotation", os: 17, app: "4.0", attempts: 3000, failures: 600)]
        let rows = CompareReport.compare(days: data, a: .days(UTCDay("2026-11-20")!...UTCDay("2026-11-26")!), b: .days(late...late)).filter { !$0.allIOS }
        #expect(rows.count == 1)
        #expect(rows[0].a.total == 4200 && rows[0].b.total == 3000 && rows[0].b.count == 600)
        #expect(rows[0].verdict == .worse)
    }

    @Test func cohortsParseAsVersionsOrDays() throws {
        #expect(try Cohort(parsing: "4.1") == .appVersions(["4.1"]))
        #expect(try Cohort(parsing: "4.0, 4.0.1") == .appVersions(["4.0", "4.0.1"]))
        #expect(try Cohort(parsing: "2026-11-20") == .days(UTCDay("2026-11-20")!...UTCDay("2026-11-20")!))
        #expect(try Cohort(parsing: "2026-11-01..2026-11-07") == .days(UTCDay("2026-11-01")!...UTCDay("2026-11-07")!))
        #expect(throws: ReportRequestError.self) { try Cohort(parsing: "2026-11-07..2026-11-01") }
        #expect(throws: ReportRequestError.self) { try Cohort(parsing: "2026-11-07..x") }
        #expect(throws: ReportRequestError.self) { try Cohort(parsing: ",") }
    }

    /// Nothing changed between the versions: over many simulated stores, the simultaneous
    /// intervals keep the share of stores with any change verdict (slight ones included)
    /// near or under alpha (0.01: 2 of 200 expected at most).
    @Test func falseAlarmsStayRareWhenNothingChanged() {
        var rng = TestRandom(state: 11)
        var alarms = 0
        let runs = 200
        for _ in 0..<runs {
            var data: [UTCDay: [RollupRow]] = [:]
            for d in 0..<7 {
                var rows: [RollupRow] = []
                for (s, strategy) in ["a", "b", "c", "d"].enumerated() {
                    for os in 13...18 {
                        let p = [0.02, 0.05, 0.1, 0.3][s]
                        for app in ["4.0", "4.1"] {
                            let n = 60 + Int(rng.next() % 80)
                            let f = rng.binomial(n, p)
                            rows.append(row(strategy, os: os, app: app, attempts: n, failures: f))
                        }
                    }
                }
                data[UTCDay("2026-11-20")!.adding(days: d)] = rows
            }
            let result = CompareReport.compare(days: data, a: .appVersions(["4.0"]), b: .appVersions(["4.1"]))
            if result.contains(where: { $0.verdict.isChange }) { alarms += 1 }
        }
        #expect(alarms <= 4, "\(alarms) of \(runs) stores had a false verdict")
    }
}

@Suite struct ShipMatrixTests {
    func ranking(_ os: Int?, _ strategy: String, rank: Int?, failures: Int, attempts: Int, verdict: StrategyRanking.Verdict) -> StrategyRanking {
        let group = ReportGroup(dimensions: [.osMajor], values: [os.map { .integer(Int64($0)) } ?? .null])
        let rate = FailureRate(
            group: ReportGroup(dimensions: [.osMajor, .strategy], values: group.values + [.text(strategy)]),
            failuresOfAttempts: Proportion(failures, of: attempts), cancelled: 0, ignored: 0, insufficient: rank == nil)
        return StrategyRanking(group: group, rank: rank, strategy: strategy, failureRate: rate, verdict: verdict)
    }

    var matrix: ShipMatrix {
        ShipMatrix.from([
            ranking(12, "b", rank: 1, failures: 10, attempts: 400, verdict: .ship(overlapping: "a")),
            ranking(12, "a", rank: 2, failures: 12, attempts: 400, verdict: .overlapsTheBest),
            ranking(13, "b", rank: 1, failures: 10, attempts: 400, verdict: .ship(overlapping: "a")),
            ranking(13, "a", rank: 2, failures: 13, attempts: 400, verdict: .overlapsTheBest),
            ranking(16, "a", rank: 1, failures: 4, attempts: 1000, verdict: .ship(overlapping: nil)),
            ranking(17, "a", rank: 1, failures: 5, attempts: 1000, verdict: .ship(overlapping: nil)),
            ranking(17, "b", rank: 2, failures: 90, attempts: 1000, verdict: .worse),
            ranking(17, "c", rank: nil, failures: 1, attempts: 12, verdict: .notEnoughData),
        ], dimensions: [.osMajor], minAttempts: 30)
    }

    @Test func theHeadlineSaysWhatToShipInPlainWords() {
        #expect(matrix.headline == "Ship a on iOS 16 and 17 (clear); iOS 12 and 13: too close to call between b and a.")
        #expect(ShipMatrix.from([], dimensions: [.osMajor], minAttempts: 30).headline == "No attempts to rank.")
        let none = ShipMatrix.from([ranking(17, "c", rank: nil, failures: 1, attempts: 12, verdict: .notEnoughData)], dimensions: [.osMajor], minAttempts: 30)
        #expect(none.headline == "Not enough attempts to recommend a strategy.")
        #expect(none.rows[0].choice == .noData)
    }

    @Test func cellsCarryRateIntervalAndMarks() {
        let text = matrix.textTable()
        #expect(text.columns.map(\.name) == ["iOS", "a", "b", "c", "ship", "avoided/day"])
        let row17 = text.rows[3]
        #expect(row17[0] == .text("17"))
        #expect(row17[1].string?.hasPrefix("> 0.5% [") == true, "\(row17)")
        #expect(row17[3].string?.hasSuffix("(n=12)") == true, "\(row17)")
        #expect(row17[4] == .text("a (clear)"))
        #expect(text.rows[0][4] == .text("too close to call: b or a"))
        let data = matrix.dataTable
        #expect(data.columns.map(\.name) == ["os_major", "a", "a_ci_low", "a_ci_high", "a_attempts", "b", "b_ci_low", "b_ci_high", "b_attempts",
                                             "c", "c_ci_low", "c_ci_high", "c_attempts", "recommended", "choice", "runner_up",
                                             "current_failure_rate", "avoided_failures_per_day", "avoided_ci_low", "avoided_ci_high",
                                             "avoided_for", "avoided_cautious", "window_days"])
        #expect(data.value("recommended", row: 0) == .text("b") && data.value("runner_up", row: 0) == .text("a"))
        #expect(data.value("c", row: 1) == .null)
        #expect(data.value("a_attempts", row: 3) == .integer(1000))
    }

    @Test func theMatrixTableFitsEightyColumnsWithItsIntervals() {
        let text = matrix.rendered(as: .table, width: 40)
        for line in text.split(separator: "\n") { #expect(line.count <= 40, "\(line)") }
        #expect(text.contains("["))
        #expect(text.contains("ship: a (clear)"))
    }
}

@Suite struct NarrowTableTests {
    @Test func compactIntervalsKeepTwoSignificantDigits() {
        #expect(compactPercent(0.1234) == "12")
        #expect(compactPercent(0.0456) == "4.6")
        #expect(compactPercent(0.0031) == "0.3")
        #expect(compactPercent(0.00042) == "0.042")
        #expect(compactPercent(-0.0756) == "-7.6")
        #expect(compactPercent(-0.000_17) == "-0.017")
        #expect(compactPercent(0) == "0")
    }

    @Test func sentenceColumnsMoveUnderTheirRowWhenTheTableIsTooWide() {
        let table = ResultTable(
            columns: [ResultColumn("strategy"), ResultColumn("attempts"),
                      ResultColumn("rate", style: .rate(low: "lo", high: "hi")), ResultColumn("lo", hiddenInText: true), ResultColumn("hi", hiddenInText: true),
                      ResultColumn("verdict", isSentence: true)],
            rows: [[.text("transform_landscape_window"), .integer(1234), .real(0.1234), .real(0.1111), .real(0.1357),
                    .text("ship transform_landscape_window (interval overlaps window_transform)")]])
        let wide = table.rendered(as: .table, width: 200)
        #expect(wide.split(separator: "\n").count == 3)
        #expect(wide.contains("12.3% [11.1–13.6]"))
        let narrow = table.rendered(as: .table, width: 60)
        let lines = narrow.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(narrow)")
        #expect(lines[2].contains("12.3% [11.1–13.6]"), "\(narrow)")
        #expect(Array(lines.suffix(2)) == ["    verdict: ship transform_landscape_window (interval", "    overlaps window_transform)"], "\(narrow)")
        let tight = table.rendered(as: .table, width: 36)
        #expect(tight.split(separator: "\n").allSatisfy { $0.count <= 36 }, "\(tight)")
        #expect(tight.contains("[11–14]"), "compact interval: \(tight)")
        // Piped (no width): one line per row, the verdict a column.
        #expect(table.rendered(as: .table).split(separator: "\n")[0].hasSuffix("verdict"))
    }
}

@Suite struct NightlyPageTests {
    let night = UTCDay("2026-11-28")!

    /// Two strategies, one far worse than the other, over a baseline and the night; a
    /// second app release on the night.
    func report(sinceRelease: Bool = false) throws -> NightlyReport {
        let f = try NightlyFixture()
        try f.session("a", os: (17, 4), app: "4.0")
        try f.session("b", os: (16, 1), app: "4.0")
        try f.session("c", os: (17, 4), app: "4.1")
        for back in 0...7 {
            let day = night.adding(days: -back)
            try f.bulk("a", day: day, strategy: "window_transform", attempts: 300, failures: 6)
            try f.bulk("a", day: day, strategy: "status_bar_orientation", attempts: 300, failures: 120)
            try f.bulk("b", day: day, strategy: "window_transform", attempts: 3, failures: 1)
        }
        try f.bulk("c", day: night, strategy: "status_bar_orientation", attempts: 400, failures: 20)
        var options = NightlyOptions(date: night)
        options.sinceLastRelease = sinceRelease
        return try Nightly.run(f.db, options: options, now: 1)
    }

    @Test func thePageLeadsWithTheAnswersAndScalesEachPanelOnItsOwn() throws {
        let report = try report(sinceRelease: true)
        let html = report.rendered(as: .html)
        // The release verdict first, then last night, then the matrix before its sentence.
        let release = try #require(html.range(of: "Release: 4.1 made nothing worse; better: status_bar_orientation on all iOS"))
        let status = try #require(html.range(of: "Last night, 2026-11-28: nothing flagged"))
        let ship = try #require(html.range(of: "<h2>What to ship</h2>"))
        let matrix = try #require(html.range(of: "<table class=\"matrix\">"))
        let sentence = try #require(html.range(of: "<p class=\"headline\">Ship window_transform on iOS 17 (clear)"))
        let history = try #require(html.range(of: "Failure rate per strategy"))
        #expect(release.lowerBound < status.lowerBound && status.lowerBound < ship.lowerBound)
        #expect(ship.lowerBound < matrix.lowerBound && matrix.lowerBound < sentence.lowerBound && sentence.lowerBound < history.lowerBound)
        // Nothing between the title and the release verdict.
        #expect(html[html.range(of: "</h1>")!.upperBound..<release.lowerBound].count < 80, "\(html)")
        #expect(html.contains("class=\"best\""))
        #expect(html.contains("class=\"small\"") && html.contains("n=24"), "iOS 16 has 24 attempts over the window")
        // No relative link: the notes are in the page, the docs named as text.
        #expect(!html.contains("href=\"docs/") && !html.contains("href=\"metrics.md"))
        let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
        #expect(hrefs.allSatisfy { $0.hasPrefix("#") }, "\(hrefs)")
        #expect(html.contains("<code>docs/metrics.md</code> in the fstel documentation"))
        // With a docs URL every link outside the page is absolute under it.
        let linked = report.rendered(as: .html, docsURL: "https://example.org/fstel/docs")
        let outside = linked.components(separatedBy: "href=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }.filter { !$0.hasPrefix("#") }
        #expect(!outside.isEmpty && outside.allSatisfy { $0.hasPrefix("https://example.org/fstel/docs/") }, "\(outside)")
        #expect(outside.contains("https://example.org/fstel/docs/metrics.md#ship-matrix"))
        // The statistics are named under the charts, not in the first lines (the release
        // verdict's method is in its own section, further down).
        #expect(html.range(of: "Fisher's exact test")!.lowerBound > history.lowerBound)
        // Each panel on its own scale, and the page says so.
        #expect(html.contains("Each panel has its own scale"))
        let panels = html.components(separatedBy: "by iOS version\">").dropFirst().map { $0.components(separatedBy: "</svg>")[0] }
        #expect(panels.count == 2)
        let ticks = panels.map { panel in
            panel.components(separatedBy: "text-anchor=\"end\">").dropFirst().map { $0.components(separatedBy: "<")[0] }.filter { $0.hasSuffix("%") }
        }
        // status_bar_orientation (40%, then 5% on 4.1) up to 60%; window_transform (2%) up to 3%, not a sliver on 60%.
        #expect(ticks[0] == ["0%", "20%", "40%", "60%"], "\(ticks)")
        #expect(ticks[1].last == "2.5%" || ticks[1].last == "3%", "\(ticks)")
        // Self-contained, and a legend in HTML that wraps.
        #expect(!html.contains("<script") && !html.contains("src=\"http") && !html.contains("url(http") && !html.contains("@import"))
        #expect(html.contains("<ul class=\"legend\">"))
        #expect(html.contains("@media print") && html.contains("@media (max-width: 600px)"))
        // Markdown, text and JSON carry the same answers, the release first.
        let markdown = report.markdown()
        #expect(markdown.hasPrefix("## fstel nightly: 2026-11-28\n\n**Release:** 4.1 made nothing worse; better: "), "\(markdown)")
        #expect(markdown.contains("**What to ship** (2026-10-30 to 2026-11-28):\n\n| iOS |"), "\(markdown)")
        let text = report.text(width: 80)
        #expect(text.hasPrefix("fstel nightly: 2026-11-28\n\nRelease: 4.1 made nothing worse;"), "\(text)")
        #expect(report.json().contains("\"headline\": \"Ship window_transform on iOS 17 (clear)"))
    }

    @Test func sinceTheLastReleaseComparesTheNewestReleaseWithTheOneBefore() throws {
        let plain = try report()
        #expect(plain.sinceRelease == nil)
        #expect(!plain.rendered(as: .html).contains("Since the last release"))
        let report = try report(sinceRelease: true)
        let release = try #require(report.sinceRelease)
        #expect(release.previous == "4.0" && release.latest == "4.1")
        let better = try #require(release.rows.first { $0.strategy == "status_bar_orientation" && $0.osMajor == 17 })
        #expect(better.verdict == .better && better.a.total == 2400 && better.b.total == 400)
        let html = report.rendered(as: .html)
        #expect(html.contains("Since the last release: 4.1 against 4.0"))
        #expect(html.contains("▼ better"))
        #expect(report.json().contains("\"since_release\": {\"previous\": \"4.0\", \"latest\": \"4.1\""))
    }
}
