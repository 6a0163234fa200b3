import FSTelStorage
import Foundation

/// A self-contained HTML page: inline CSS and SVG charts made here, no script, no
/// network. It leads with the answers in plain words: whether anything was flagged,
/// the release verdict (newest release against the one before), last night's flags each
/// in one sentence, then what to ship per iOS version (the ship matrix, before its
/// sentence); then the flagged groups' table, the release's rows, the failure rate per
/// strategy over 30 days, and the day's rate per iOS version for each strategy, each
/// panel on its own scale (said on the page). Links go only to an absolute docs URL. Colours are the Okabe-Ito palette (safe for
/// colour-blind readers) and never carry meaning alone: flags also get a ▲ and words,
/// strategies a line pattern and a marker shape. The layout fits 400 px and prints.
struct NightlyHTML {
    let report: NightlyReport
    /// The absolute base URL of the docs (`--docs-url`), ending in `/`; without it the
    /// page links nothing outside itself and carries its method notes.
    let docsURL: String?

    init(report: NightlyReport, docsURL: String? = nil) {
        self.report = report
        self.docsURL = docsURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// `name` (`metrics.md#compare`) as a link under the docs URL, or as plain text
    /// (`docs/metrics.md`, "in the fstel docs") when there is none: never a relative link.
    func docsLink(_ name: String) -> String {
        let file = String(name.split(separator: "#", maxSplits: 1)[0])
        guard let docsURL else { return "<code>docs/\(escape(file))</code> in the fstel documentation" }
        return "<a href=\"\(escape(docsURL + name))\">\(escape(file))</a>"
    }

    /// Okabe-Ito: blue, orange, bluish green, reddish purple, sky blue, black, yellow, grey.
    static let palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#000000", "#B8A000", "#999999"]
    /// Line patterns, one per strategy with its colour.
    static let dashes = ["", "7 3", "2 2", "9 3 2 3", "4 4", "1 3", "12 4", "5 2 1 2"]
    /// Vermilion: flagged (always with ▲ and words).
    static let flagColor = "#D55E00"
    /// Bars of the day's rate.
    static let barColor = "#0072B2"
    /// A better verdict.
    static let betterColor = "#0072B2"

    /// The page's style sheet: one layout for screens, narrow screens and print.
    static let styleSheet = """
        <style>
        * { box-sizing: border-box; }
        body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 16px auto; padding: 0 12px; color: #222; max-width: 1100px; line-height: 1.4; }
        h1 { font-size: 22px; margin: 0 0 6px; } h2 { font-size: 17px; margin: 26px 0 6px; }
        p { margin: 6px 0; overflow-wrap: anywhere; }
        .status { font-size: 18px; font-weight: bold; padding: 6px 10px; border-radius: 4px; display: inline-block; }
        .ok { color: #005a8c; background: #e8f3fa; border: 1px solid #0072B2; }
        .alert { color: #8a3200; background: #fbeadf; border: 2px solid \(Self.flagColor); }
        .headline { font-size: 17px; font-weight: 600; }
        .answers { margin: 4px 0 8px; padding-left: 20px; }
        .muted, .foot { color: #555; font-size: 13px; }
        .scroll { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; font-size: 13px; margin: 6px 0; }
        td, th { border: 1px solid #bbb; padding: 3px 7px; text-align: right; vertical-align: top; overflow-wrap: break-word; }
        .nowrap { white-space: nowrap; }
        th { background: #f2f2f2; font-weight: 600; }
        td:first-child, th:first-child { text-align: left; }
        tr.flag td { background: #fbeadf; }
        .matrix td, .matrix th { text-align: center; min-width: 3.2em; }
        .matrix th { font-size: 12px; }
        .matrix td .ci { display: block; font-size: 11px; color: #333; }
        .matrix td .n { display: block; font-size: 11px; font-style: italic; }
        .matrix td.best { outline: 3px solid #000; outline-offset: -3px; font-weight: bold; }
        .matrix td.small { background-image: repeating-linear-gradient(135deg, transparent 0 4px, rgba(0,0,0,0.09) 4px 6px); color: #555; font-style: italic; }
        .matrix td.ios { font-weight: 600; white-space: nowrap; }
        .matrix th.s span { display: inline-block; }
        .worse { color: #8a3200; font-weight: bold; } .better { color: #005a8c; font-weight: bold; }
        svg { display: block; margin: 6px 0; max-width: 100%; height: auto; }
        .multiples { display: flex; flex-wrap: wrap; gap: 12px; }
        .legend { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 13px; margin: 4px 0 8px; padding: 0; list-style: none; }
        .legend li { display: flex; align-items: center; gap: 6px; overflow-wrap: anywhere; }
        .legend svg { margin: 0; flex: none; }
        .narrow { display: none; }
        details { margin: 6px 0; } summary { cursor: pointer; color: #333; }
        @media (max-width: 600px) {
          body { padding: 0 8px; margin: 8px auto; }
          .wide { display: none; } .narrow { display: block; }
          .matrix td, .matrix th { padding: 2px 3px; min-width: 0; }
          .matrix th { font-size: 11px; } .matrix td { font-size: 12px; white-space: nowrap; } .matrix td .ci, .matrix td .n { font-size: 10px; }
          .matrix th.s { vertical-align: bottom; text-align: left; }
          .matrix th.s span { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
          table { font-size: 12px; }
          td, th { padding: 2px 4px; }
          .wide-table { display: none; }
          .status { font-size: 16px; }
        }
        @media print {
          * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          body { margin: 0; padding: 0; max-width: none; font-size: 11pt; }
          .scroll { overflow: visible; }
          .wide { display: block; } .narrow { display: none; }
          section, svg, table, .multiples > svg { break-inside: avoid; page-break-inside: avoid; }
          a { color: inherit; text-decoration: none; }
          details > *:not(summary) { display: block; }
        }
        </style>
        """

    func page() -> String {
        let r = report
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>fstel nightly \(r.date)</title>
            \(Self.styleSheet)</head><body>
            <h1>fstel nightly: \(r.date)</h1>

            """
        if let release = r.sinceRelease { html += releaseStatus(release) }
        html += statusLine()
        html += shipSection()
        html += concentrationsSection()
        if r.flagged { html += flaggedSection() }
        if let release = r.sinceRelease { html += releaseSection(release) }
        html += "<section>\n<h2>Failure rate per strategy, last \(r.history.count == 0 ? 0 : 30) days</h2>\n"
        html += legend()
        html += "<div class=\"wide\">\n" + historyChart(width: 860, height: 300) + "</div>\n"
        html += "<div class=\"narrow\">\n" + historyChart(width: 360, height: 240) + "</div>\n</section>\n"
        html += "<section>\n<h2>Failure rate per iOS version on \(r.date)</h2>\n<p class=\"muted\"><strong>Each panel has its own scale</strong> "
            + "(read its axis), so that every strategy's rates are readable; compare strategies by the numbers, not by bar heights. Bars: the day's rate per iOS major; "
            + "black tick: its baseline rate; \(swatch(Self.flagColor)) with ▲: a flagged strategy x iOS group; "
            + "hatched bars with n= under the axis: fewer than \(r.thresholds.minAttempts) attempts (a small sample, not tested on its own; cut at the top of its panel's scale when higher).</p>\n"
            + "<div class=\"multiples\">\n" + osCharts() + "</div>\n</section>\n"
        html += strategiesSection()
        html += methodSection()
        for note in r.notes { html += "<p class=\"muted\">Note: \(escape(note))</p>\n" }
        html += "</body></html>\n"
        return html
    }

    // MARK: Sections

    /// The release verdict, first on the page.
    func releaseStatus(_ release: ReleaseComparison) -> String {
        let worse = release.rows.contains { $0.verdict == .worse }
        return "<p class=\"status \(worse ? "alert" : "ok")\" id=\"release-verdict\">\(worse ? "▲ " : "")Release: \(escape(release.headline)) "
            + "<a href=\"#release\">details</a></p>\n"
    }

    /// Last night's answer: nothing flagged, or each flagged item in one sentence.
    func statusLine() -> String {
        let r = report
        var status = r.flagged
            ? "<p class=\"status alert\">▲ Last night, \(r.date): \(escape(r.flaggedSummary)) flagged (<a href=\"#flagged\">table</a>)</p>\n"
            : "<p class=\"status ok\">✓ Last night, \(r.date): nothing flagged</p>\n"
        for wide in r.strategyWideRises {
            status += "<p class=\"status alert\">▲ \(escape(wide.strategy)): failure rate rose on \(wide.osMajors.count) of the \(wide.tested) iOS versions tested at once</p>\n"
        }
        if r.flagged {
            status += "<ul class=\"answers\">\n" + r.regressions.map { "<li>\(escape($0.sentence))</li>" }.joined(separator: "\n") + "\n</ul>\n"
        }
        return status
    }

    func shipSection() -> String {
        let r = report
        guard let matrix = r.shipMatrix else { return "" }
        var html = "<section id=\"ship\">\n<h2>What to ship</h2>\n"
        guard !matrix.rows.isEmpty else { return html + "<p class=\"headline\">\(escape(matrix.headline))</p>\n</section>\n" }
        var maxRate = 0.0
        for row in matrix.rows { for cell in row.cells.values { if let rate = cell.failureRate.rate, cell.rank != nil { maxRate = max(maxRate, rate) } } }
        html += "<div class=\"scroll\"><table class=\"matrix\">\n<tr><th>iOS</th>"
            + matrix.strategies.map { "<th class=\"s\"><span>\(breakable($0))</span></th>" }.joined() + "</tr>\n"
        for row in matrix.rows {
            let label = matrix.dimensions == [.osMajor] ? String(row.label.replacingPrefix("iOS ", with: "")) : row.label
            html += "<tr><td class=\"ios\">\(escape(label))</td>"
            for s in matrix.strategies {
                guard let cell = row.cells[s], let rate = cell.failureRate.rate else {
                    html += "<td></td>"
                    continue
                }
                let best = row.choice.recommended == s
                let small = cell.rank == nil
                var classes: [String] = []
                if best { classes.append("best") }
                if small { classes.append("small") }
                let interval = cell.failureRate.interval
                let title = "\(s) on \(row.label): \(percent(rate)) of \(cell.failureRate.attempts) attempts failed"
                    + (interval.map { ", 95% interval \(percent($0.low))–\(percent($0.high))" } ?? "")
                    + (small ? " (small sample, not ranked)" : best ? " (recommended)" : "")
                let background = small ? "" : " style=\"background-color: \(Self.scale(rate, max: maxRate))\""
                html += "<td\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")\(background) title=\"\(escape(title))\">"
                    + (best ? "▶ " : "") + formatPercent(rate)
                    + (interval.map { "<span class=\"ci\">\(compactPercent($0.low))–\(compactPercent($0.high))</span>" } ?? "")
                    + (small ? "<span class=\"n\">n=\(cell.failureRate.attempts)</span>" : "") + "</td>"
            }
            html += "</tr>\n"
        }
        html += "</table></div>\n<p class=\"headline\">\(escape(matrix.headline))</p>\n" + savingsList(matrix)
        let from = r.shipFrom.map { "\($0) to \(r.date)" } ?? "up to \(r.date)"
        html += "<p class=\"foot\">Counts of \(from). Each cell: the failure rate and, under it, its 95% interval (Wilson); darker: more failures. "
            + "▶ and a black frame: recommended, the lowest upper bound of the interval among strategies with at least \(matrix.minAttempts) attempts; "
            + "\"too close to call\" when the runner-up's interval overlaps it. Hatched with n=: fewer than \(matrix.minAttempts) attempts, not ranked. "
            + "Method: \(docsLink("metrics.md#ship-matrix")) (same as <code>fstel report best-strategy --matrix</code>).</p>\n"
        return html + "</section>\n"
    }

    /// What switching would save, one sentence per row of the ship matrix.
    func savingsList(_ matrix: ShipMatrix) -> String {
        guard !matrix.rows.isEmpty else { return "" }
        return "<h3>What switching would save</h3>\n<ul class=\"savings\">\n"
            + matrix.rows.map { "<li>\(escape(matrix.savingSentence($0)))</li>\n" }.joined() + "</ul>\n"
    }

    /// A light sequential blue for a rate in 0...max: white-ish for none, mid blue for the most.
    static func scale(_ rate: Double, max: Double) -> String {
        let t = max > 0 ? Swift.min(1, Swift.max(0, rate / max)) : 0
        let from = (247.0, 251.0, 255.0), to = (107.0, 174.0, 214.0)
        func mix(_ a: Double, _ b: Double) -> Int { Int((a + (b - a) * t).rounded()) }
        let hex = [mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2)].map { v -> String in
            let text = String(v, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex.joined()
    }

    func flaggedSection() -> String {
        let r = report
        var html = "<section id=\"flagged\">\n<h2>▲ Flagged</h2>\n"
        html += "<div class=\"scroll wide-table\"><table><tr><th>kind</th><th>strategy</th><th>iOS</th><th>failure</th><th>baseline rate</th><th>day rate</th><th>attempts</th><th>p (Holm)</th></tr>\n"
        for g in r.regressions {
            html += "<tr class=\"flag\"><td>\(g.kind.rawValue)</td><td>\(breakable(g.strategy ?? "(all)"))</td><td>\(g.osMajor.map(String.init) ?? "all")</td>"
                + "<td>\(breakable(g.failure ?? ""))</td><td>\(g.baselineRate.map { percent($0, decimals: 2) } ?? "")</td>"
                + "<td>\(g.dayRate.map { percent($0, decimals: 2) } ?? "")</td><td>\(g.attempts)</td><td>\(g.adjustedPValue.map(scientific) ?? "")</td></tr>\n"
        }
        return html + "</table></div>\n</section>\n"
    }

    func releaseSection(_ release: ReleaseComparison) -> String {
        let rows = release.rows
        let worse = rows.filter { $0.verdict == .worse }.count
        var html = "<section id=\"release\">\n<h2>Since the last release: \(escape(release.latest)) against \(escape(release.previous))</h2>\n"
        html += "<p class=\"headline\">\(worse > 0 ? "▲ " : "")\(escape(release.headline))</p>\n"
        func table(_ rows: [CohortDifference]) -> String {
            var text = "<div class=\"scroll\"><table><tr><th>strategy</th><th>iOS</th><th>\(escape(release.previous))</th><th>\(escape(release.latest))</th>"
                + "<th>change (\(CompareReport.confidenceText(rows.first?.confidence ?? 0.95)) interval)</th><th>verdict</th></tr>\n"
            for row in rows {
                let a = row.a.rate.map { "\(formatPercent($0)) <span class=\"muted\">of \(row.a.total)</span>" } ?? "–"
                let b = row.b.rate.map { "\(formatPercent($0)) <span class=\"muted\">of \(row.b.total)</span>" } ?? "–"
                let change = row.difference.map { d in
                    (d > 0 ? "+" : "") + points(d) + " pts" + (row.interval.map { " (\(points($0.low)) to \(points($0.high)))" } ?? "")
                } ?? ""
                let verdict: String
                switch row.verdict {
                case .worse: verdict = "<span class=\"worse\">▲ worse</span>"
                case .better: verdict = "<span class=\"better\">▼ better</span>"
                case .slightlyWorse, .slightlyBetter, .noChange, .unclear, .tooFew: verdict = row.verdict.rawValue
                }
                let ios = row.allIOS ? "all" : row.osMajor.map(String.init) ?? "?"
                text += "<tr\(row.verdict == .worse ? " class=\"flag\"" : "")><td>\(breakable(row.strategy))</td><td class=\"nowrap\">\(ios)</td>"
                    + "<td>\(a)</td><td>\(b)</td><td>\(change)</td><td class=\"nowrap\">\(verdict)</td></tr>\n"
            }
            return text + "</table></div>\n"
        }
        let changed = rows.filter { $0.verdict.isChange }
        if !changed.isEmpty { html += table(changed) }
        let rest = rows.filter { !$0.verdict.isChange }
        if !rest.isEmpty { html += "<details><summary>The other \(rest.count) groups</summary>\n" + table(rest) + "</details>\n" }
        html += "<p class=\"foot\">" + escape(CompareReport.method(rows, thresholds: report.thresholds, filtered: false).replacingOccurrences(of: " See docs/metrics.md.", with: ""))
            + " Over the last 30 days, as <code>fstel report compare --a \(escape(release.previous)) --b \(escape(release.latest))</code>. "
            + "Method: \(docsLink("metrics.md#compare")).</p>\n"
        return html + "</section>\n"
    }

    func strategiesSection() -> String {
        let r = report
        var html = "<section>\n<h2>Strategies on \(r.date)</h2>\n<div class=\"scroll\"><table><tr><th>strategy</th><th>attempts</th><th>failure rate</th><th>baseline rate</th></tr>\n"
        for t in r.strategyTotals() {
            let flagged = r.regressions.contains { $0.strategy == t.strategy }
            html += "<tr\(flagged ? " class=\"flag\"" : "")><td>\(flagged ? "▲ " : "")\(breakable(t.strategy))</td><td>\(t.day.0)</td>"
                + "<td>\(t.day.0 == 0 ? "" : percent(Double(t.day.1) / Double(t.day.0), decimals: 2))</td>"
                + "<td>\(t.base.0 == 0 ? "" : percent(Double(t.base.1) / Double(t.base.0), decimals: 2))</td></tr>\n"
        }
        return html + "</table></div>\n</section>\n"
    }

    func methodSection() -> String {
        let r = report
        return "<section>\n<h2>How flags are decided</h2>\n<p class=\"muted\">Baseline \(r.baselineFrom) to \(r.baselineTo) (\(r.baselineDaysUsed.count) days). "
            + "Each strategy x iOS major of the day is compared with its baseline by Fisher's exact test (one-sided), on counts deflated for failures "
            + "that cluster within sessions, and Holm-corrected over the groups tested at alpha \(formatNumber(r.thresholds.alpha)); flagged only with "
            + "at least \(r.thresholds.minAttempts) attempts and a rise of at least \(points(r.thresholds.minRise)) points. "
            + "See \(docsLink("nightly.md#regression-detection")).</p>\n</section>\n"
    }

    // MARK: Text

    func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // Values come from the logs: control characters are shown, not sent.
            case _ where c.unicodeScalars.contains(where: TerminalText.isControl): out += TerminalText.escaped(String(c))
            default: out.append(c)
            }
        }
        return out
    }

    /// A name that may break after its underscores (`native_<wbr>rotation`).
    func breakable(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "_", with: "_<wbr>")
    }

    /// A small coloured square for text.
    func swatch(_ color: String) -> String {
        "<svg width=\"12\" height=\"12\" viewBox=\"0 0 12 12\" style=\"display:inline;vertical-align:-1px;margin:0\" aria-hidden=\"true\"><rect width=\"12\" height=\"12\" fill=\"\(color)\"/></svg>"
    }

    func fmt(_ v: Double) -> String { formatFixed(v, decimals: 1) }

    /// A rate axis with ticks at round values: the smallest step of 1, 2, 2.5 or 5 x 10^k
    /// that covers `value` in at most `maxTicks` steps; the axis ends on a tick.
    func rateAxis(_ value: Double, maxTicks: Int) -> (max: Double, step: Double) {
        let steps = [0.001, 0.002, 0.0025, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25]
        let v = min(max(value, 0.001), 1)
        let step = steps.first { v / $0 <= Double(maxTicks) + 1e-9 } ?? 0.25
        return (min(1, step * (v / step - 1e-9).rounded(.up)), step)
    }

    /// A tick label: as many decimals as the step needs (0.25%, 0.5%, 2%).
    func tickLabel(_ rate: Double, step: Double) -> String {
        let points = step * 100
        let decimals = abs(points - points.rounded()) < 1e-9 ? 0 : abs(points * 10 - (points * 10).rounded()) < 1e-9 ? 1 : 2
        return percent(rate, decimals: decimals)
    }

    // MARK: History chart

    var historyStrategies: [String] { Set(report.history.values.flatMap(\.keys)).sorted() }

    func isFlagged(_ strategy: String) -> Bool {
        report.regressions.contains { $0.strategy == strategy && $0.kind != .volumeDrop }
    }

    /// A marker of shape `index` (circle, square, triangle, diamond, cross, triangle down) at x, y.
    func marker(_ index: Int, x: Double, y: Double, color: String, size: Double = 3) -> String {
        let s = size
        switch index % 6 {
        case 0: return "<circle cx=\"\(fmt(x))\" cy=\"\(fmt(y))\" r=\"\(fmt(s))\" fill=\"\(color)\"/>"
        case 1: return "<rect x=\"\(fmt(x - s))\" y=\"\(fmt(y - s))\" width=\"\(fmt(2 * s))\" height=\"\(fmt(2 * s))\" fill=\"\(color)\"/>"
        case 2: return "<path d=\"M\(fmt(x)) \(fmt(y - s * 1.3))L\(fmt(x + s * 1.2)) \(fmt(y + s))L\(fmt(x - s * 1.2)) \(fmt(y + s))Z\" fill=\"\(color)\"/>"
        case 3: return "<path d=\"M\(fmt(x)) \(fmt(y - s * 1.4))L\(fmt(x + s * 1.4)) \(fmt(y))L\(fmt(x)) \(fmt(y + s * 1.4))L\(fmt(x - s * 1.4)) \(fmt(y))Z\" fill=\"\(color)\"/>"
        case 4: return "<path d=\"M\(fmt(x - s)) \(fmt(y - s))L\(fmt(x + s)) \(fmt(y + s))M\(fmt(x + s)) \(fmt(y - s))L\(fmt(x - s)) \(fmt(y + s))\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        default: return "<path d=\"M\(fmt(x)) \(fmt(y + s * 1.3))L\(fmt(x + s * 1.2)) \(fmt(y - s))L\(fmt(x - s * 1.2)) \(fmt(y - s))Z\" fill=\"\(color)\"/>"
        }
    }

    /// The history chart's legend, as HTML so that it wraps at any width.
    func legend() -> String {
        let strategies = historyStrategies
        guard !strategies.isEmpty else { return "" }
        var html = "<ul class=\"legend\">\n"
        for (s, strategy) in strategies.enumerated() {
            let color = Self.palette[s % Self.palette.count]
            let flagged = isFlagged(strategy)
            let dash = Self.dashes[s % Self.dashes.count]
            html += "<li><svg width=\"34\" height=\"12\" viewBox=\"0 0 34 12\" aria-hidden=\"true\"><line x1=\"1\" y1=\"6\" x2=\"33\" y2=\"6\" stroke=\"\(color)\" stroke-width=\"\(flagged ? 3.5 : 2)\""
                + (dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"") + "/>" + marker(s, x: 17, y: 6, color: color) + "</svg>"
                + "<span\(flagged ? " class=\"worse\"" : "")>\(flagged ? "▲ " : "")\(breakable(strategy))\(flagged ? " (flagged)" : "")</span></li>\n"
        }
        return html + "</ul>\n"
    }

    func historyChart(width: Double, height: Double) -> String {
        let r = report
        let days = UTCDay.range(r.date.adding(days: -29), r.date)
        let strategies = historyStrategies
        guard !strategies.isEmpty else { return "<p class=\"muted\">No rollups in this window.</p>\n" }
        let narrow = width < 500
        let left = 44.0, right = 12.0, top = 10.0, bottom = 26.0
        let plotW = width - left - right, plotH = height - top - bottom
        var maxRate = 0.0
        for day in r.history.values { for v in day.values where v.attempts > 0 { maxRate = max(maxRate, Double(v.failures) / Double(v.attempts)) } }
        let axis = rateAxis(maxRate * 1.05, maxTicks: narrow ? 4 : 5)
        let yMax = axis.max
        func x(_ i: Int) -> Double { left + plotW * Double(i) / Double(max(days.count - 1, 1)) }
        func y(_ rate: Double) -> Double { top + plotH * (1 - rate / yMax) }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"failure rate per strategy, last 30 days\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(Int(width))\" height=\"\(Int(height))\" fill=\"#fff\"/>\n"
        for tick in 0...Int((yMax / axis.step).rounded()) {
            let rate = axis.step * Double(tick)
            svg += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(y(rate)))\" x2=\"\(fmt(left + plotW))\" y2=\"\(fmt(y(rate)))\" stroke=\"#e5e5e5\"/>"
            svg += "<text x=\"\(fmt(left - 6))\" y=\"\(fmt(y(rate) + 4))\" font-size=\"11\" text-anchor=\"end\">\(tickLabel(rate, step: axis.step))</text>\n"
        }
        // Date labels: every 5th day (every 10th when narrow), and the night; never two within 40 px.
        var lastLabelX = -1000.0
        for (i, day) in days.enumerated().reversed() where i == days.count - 1 || (days.count - 1 - i) % (narrow ? 10 : 5) == 0 {
            guard lastLabelX - x(i) >= 40 || lastLabelX < 0 else { continue }
            lastLabelX = x(i)
            let anchor = i == days.count - 1 ? "end" : "middle"
            svg += "<text x=\"\(fmt(x(i)))\" y=\"\(fmt(height - bottom + 16))\" font-size=\"11\" text-anchor=\"\(anchor)\">\(day.description.dropFirst(5))</text>\n"
        }
        svg += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(top + plotH))\" x2=\"\(fmt(left + plotW))\" y2=\"\(fmt(top + plotH))\" stroke=\"#999\"/>\n"
        for (s, strategy) in strategies.enumerated() {
            let flagged = isFlagged(strategy)
            let color = Self.palette[s % Self.palette.count]
            let dash = Self.dashes[s % Self.dashes.count]
            var segments: [[(Double, Double)]] = [[]]
            for (i, day) in days.enumerated() {
                if let v = r.history[day]?[strategy], v.attempts > 0 {
                    segments[segments.count - 1].append((x(i), y(Double(v.failures) / Double(v.attempts))))
                } else if !segments[segments.count - 1].isEmpty {
                    segments.append([])
                }
            }
            svg += "<g><title>\(escape(strategy))\(flagged ? " (flagged)" : "")</title>\n"
            for segment in segments where !segment.isEmpty {
                let points = segment.map { "\(fmt($0.0)),\(fmt($0.1))" }.joined(separator: " ")
                svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(flagged ? 3.5 : 1.8)\"" + (dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"") + " points=\"\(points)\"/>\n"
                for (k, p) in segment.enumerated() where !narrow || k % 3 == 0 || k == segment.count - 1 {
                    svg += marker(s, x: p.0, y: p.1, color: color, size: narrow ? 2.2 : 2.6)
                }
                svg += "\n"
            }
            svg += "</g>\n"
            if flagged, let v = r.history[r.date]?[strategy], v.attempts > 0 {
                let py = y(Double(v.failures) / Double(v.attempts))
                svg += "<circle cx=\"\(fmt(x(days.count - 1)))\" cy=\"\(fmt(py))\" r=\"7\" fill=\"none\" stroke=\"\(Self.flagColor)\" stroke-width=\"2.5\"/>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }

    // MARK: Per-strategy panels

    struct Bar { var major: Int?; var attempts = 0; var failures = 0 }

    /// The day's bars per strategy (per iOS major).
    func bars() -> [String: [Bar]] {
        var byStrategy: [String: [Int: Bar]] = [:]
        for g in report.groups {
            let key = g.key.osMajor ?? -1
            var bar = byStrategy[g.key.strategy]?[key] ?? Bar(major: g.key.osMajor)
            bar.attempts += g.attempts
            bar.failures += g.failures
            byStrategy[g.key.strategy, default: [:]][key] = bar
        }
        return byStrategy.mapValues { $0.values.sorted { ($0.major ?? -1) < ($1.major ?? -1) } }
    }

    /// One panel per strategy: its bars per iOS major, all on one scale.
    func osCharts() -> String {
        let byStrategy = bars()
        guard !byStrategy.isEmpty else { return "<p class=\"muted\">No transitions on this day.</p>\n" }
        var svgs = ""
        for (index, strategy) in byStrategy.keys.sorted().enumerated() {
            let axis = osChartAxis(strategy, bars: byStrategy[strategy]!)
            svgs += osChart(strategy, bars: byStrategy[strategy]!, index: index, axis: axis)
        }
        return svgs
    }

    /// The scale of one strategy's panel: its highest rate of a bar with enough attempts
    /// or of a baseline (a small sample above it is cut at the top, with a break mark),
    /// so that a strategy at 1-4% is as readable as one at 48%.
    func osChartAxis(_ strategy: String, bars: [Bar]) -> (max: Double, step: Double) {
        let r = report
        var maxRate = 0.0
        for b in bars where b.attempts >= r.thresholds.minAttempts { maxRate = max(maxRate, Double(b.failures) / Double(b.attempts)) }
        if maxRate == 0 {
            for b in bars where b.attempts > 0 { maxRate = max(maxRate, Double(b.failures) / Double(b.attempts)) }
        }
        let ranked = r.comparisons.filter { $0.strategy == strategy && $0.baselineAttempts >= r.thresholds.minAttempts }
        for c in ranked { maxRate = max(maxRate, c.baselineRate) }
        return rateAxis(maxRate * 1.05, maxTicks: 4)
    }

    /// The panel of `strategy` (the `index`-th, which names its hatch pattern).
    func osChart(_ strategy: String, bars: [Bar], index: Int, axis: (max: Double, step: Double)) -> String {
        let r = report
        let yMax = axis.max
        let baseRates = Dictionary(
            r.comparisons.filter { $0.strategy == strategy && $0.baselineAttempts > 0 }.map { ($0.osMajor ?? -1, $0.baselineRate) },
            uniquingKeysWith: { a, _ in a })
        let flaggedMajors = Set(r.regressions.filter { $0.strategy == strategy && $0.kind == .rateIncrease }.map { $0.osMajor ?? -1 })
        let width = 340.0, height = 230.0, left = 44.0, top = 30.0, bottom = 40.0
        let plotW = width - left - 10, plotH = height - top - bottom
        let slot = plotW / Double(max(bars.count, 1))
        func y(_ rate: Double) -> Double { top + plotH * (1 - min(rate, yMax) / yMax) }
        let anyFlag = !flaggedMajors.isEmpty
        let hatch = "hatch\(index)"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(escape(strategy)) by iOS version\">\n"
        svg += "<defs><pattern id=\"\(hatch)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
            + "<rect width=\"6\" height=\"6\" fill=\"#fff\"/><rect width=\"3\" height=\"6\" fill=\"#8fb8d9\"/></pattern></defs>\n"
        svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(Int(width) - 1)\" height=\"\(Int(height) - 1)\" fill=\"#fff\" stroke=\"\(anyFlag ? Self.flagColor : "#ccc")\" stroke-width=\"\(anyFlag ? 2 : 1)\"/>\n"
        // The title never runs past the panel: long names are cut with an ellipsis (the full name is in the tooltip).
        let suffix = anyFlag ? " ▲ flagged" : ""
        let maxChars = Int((width - 16) / 7.2)
        var title = strategy + suffix
        if title.count > maxChars { title = String(strategy.prefix(max(4, maxChars - suffix.count - 1))) + "…" + suffix }
        svg += "<text x=\"8\" y=\"19\" font-size=\"13\" font-weight=\"bold\"\(anyFlag ? " fill=\"\(Self.flagColor)\"" : "")><title>\(escape(strategy))</title>\(escape(title))</text>\n"
        for tick in 0...Int((yMax / axis.step).rounded()) {
            let rate = axis.step * Double(tick)
            svg += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(y(rate)))\" x2=\"\(fmt(left + plotW))\" y2=\"\(fmt(y(rate)))\" stroke=\"#eee\"/>"
            svg += "<text x=\"\(fmt(left - 4))\" y=\"\(fmt(y(rate) + 4))\" font-size=\"10\" text-anchor=\"end\">\(tickLabel(rate, step: axis.step))</text>\n"
        }
        svg += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(top + plotH))\" x2=\"\(fmt(left + plotW))\" y2=\"\(fmt(top + plotH))\" stroke=\"#999\"/>\n"
        // Labels under the axis: the iOS major, and n= for a small sample, each only
        // where its slot is wide enough (about 6 px a character at 10 px, 5 at 9 px).
        for (i, b) in bars.enumerated() {
            let rate = b.attempts == 0 ? 0 : Double(b.failures) / Double(b.attempts)
            let flagged = flaggedMajors.contains(b.major ?? -1)
            let small = b.attempts < r.thresholds.minAttempts
            let x0 = left + Double(i) * slot + slot * 0.15
            let w = slot * 0.7
            let fill = flagged ? Self.flagColor : small ? "url(#\(hatch))" : Self.barColor
            let stroke = small ? " stroke=\"\(flagged ? Self.flagColor : Self.barColor)\" stroke-width=\"1\"" : ""
            let label = b.major.map(String.init) ?? "?"
            svg += "<rect x=\"\(fmt(x0))\" y=\"\(fmt(y(rate)))\" width=\"\(fmt(w))\" height=\"\(fmt(top + plotH - y(rate)))\" fill=\"\(fill)\"\(stroke)>"
                + "<title>iOS \(label): \(percent(rate, decimals: 2)) of \(b.attempts) attempts\(small ? " (small sample)" : "")\(flagged ? " (flagged)" : "")</title></rect>"
            if rate > yMax {
                // Cut: two white strokes across the top of the bar.
                svg += "<path d=\"M\(fmt(x0 - 1)) \(fmt(top + 6))L\(fmt(x0 + w + 1)) \(fmt(top + 3))M\(fmt(x0 - 1)) \(fmt(top + 10))L\(fmt(x0 + w + 1)) \(fmt(top + 7))\" stroke=\"#fff\" stroke-width=\"2\"/>"
            }
            if flagged {
                svg += "<text x=\"\(fmt(x0 + w / 2))\" y=\"\(fmt(max(top + 10, y(rate) - 3)))\" font-size=\"10\" fill=\"\(Self.flagColor)\" text-anchor=\"middle\">▲</text>"
            }
            if let base = baseRates[b.major ?? -1] {
                svg += "<line x1=\"\(fmt(x0 - 2))\" y1=\"\(fmt(y(base)))\" x2=\"\(fmt(x0 + w + 2))\" y2=\"\(fmt(y(base)))\" stroke=\"#000\" stroke-width=\"2\"/>"
            }
            let lx = x0 + w / 2
            if Double(label.count) * 6 <= slot - 2 {
                svg += "<text x=\"\(fmt(lx))\" y=\"\(fmt(top + plotH + 13))\" font-size=\"10\" text-anchor=\"middle\">\(label)</text>"
            }
            let n = "n=\(b.attempts)"
            if small && Double(n.count) * 5 <= slot - 2 {
                svg += "<text class=\"small-sample\" x=\"\(fmt(lx))\" y=\"\(fmt(top + plotH + 26))\" font-size=\"9\" fill=\"#555\" text-anchor=\"middle\">\(n)</text>"
            }
            svg += "\n"
        }
        svg += "<text x=\"\(fmt(left + plotW))\" y=\"\(fmt(height - 3))\" font-size=\"9\" fill=\"#555\" text-anchor=\"end\">iOS major</text>\n"
        svg += "</svg>\n"
        return svg
    }
}
