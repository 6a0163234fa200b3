/// A self-contained HTML page: inline CSS and SVG charts made here, no script, no
/// network. Charts: failure rate per strategy over the history window; the day's rate per
/// iOS version for each strategy (flagged groups in red, the baseline rate as a tick).
struct NightlyHTML {
    let report: NightlyReport

    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79"]
    static let flagColor = "#d62728"

    func page() -> String {
        let r = report
        var status = r.flagged
            ? "<p class=\"alert\">\(escape(r.flaggedSummary)) flagged</p>"
            : "<p class=\"ok\">Nothing flagged</p>"
        for wide in r.strategyWideRises {
            status += "\n<p class=\"alert\">\(escape(wide.strategy)): failure rate rose on \(wide.osMajors.count) of the \(wide.tested) iOS versions tested at once</p>"
        }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>fstel nightly \(r.date)</title>
            <style>
            body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 24px; color: #222; max-width: 1100px; }
            h1 { font-size: 22px; margin-bottom: 4px; } h2 { font-size: 17px; margin-top: 28px; }
            .ok { color: #2ca02c; font-weight: bold; } .alert { color: \(Self.flagColor); font-weight: bold; font-size: 18px; }
            table { border-collapse: collapse; font-size: 13px; } td, th { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }
            td:first-child, th:first-child { text-align: left; } tr.flag td { background: #fde0e0; }
            .muted { color: #777; font-size: 13px; } svg { display: block; margin: 8px 0; }
            .multiples { display: flex; flex-wrap: wrap; gap: 12px; }
            </style></head><body>
            <h1>fstel nightly: \(r.date)</h1>
            <p class="muted">Baseline \(r.baselineFrom) to \(r.baselineTo) (\(r.baselineDaysUsed.count) days).
            Fisher's exact test (one-sided) per strategy x iOS major, Holm-corrected at alpha \(formatNumber(r.thresholds.alpha)); flagged only with
            at least \(r.thresholds.minAttempts) attempts and a rise of at least \(points(r.thresholds.minRise)) points.</p>
            \(status)

            """
        if r.flagged {
            html += "<h2>Flagged</h2>\n<table><tr><th>kind</th><th>strategy</th><th>iOS</th><th>failure</th><th>baseline rate</th><th>day rate</th><th>attempts</th><th>p (Holm)</th></tr>\n"
            for g in r.regressions {
                html += "<tr class=\"flag\"><td>\(g.kind.rawValue)</td><td>\(escape(g.strategy ?? "(all)"))</td><td>\(g.osMajor.map(String.init) ?? "all")</td>"
                    + "<td>\(escape(g.failure ?? ""))</td><td>\(g.baselineRate.map { percent($0, decimals: 2) } ?? "")</td>"
                    + "<td>\(g.dayRate.map { percent($0, decimals: 2) } ?? "")</td><td>\(g.attempts)</td><td>\(g.adjustedPValue.map(scientific) ?? "")</td></tr>\n"
            }
            html += "</table>\n<ul>\n" + r.regressions.map { "<li>\(escape($0.sentence))</li>" }.joined(separator: "\n") + "\n</ul>\n"
        }
        html += "<h2>Failure rate per strategy, last \(r.history.count == 0 ? 0 : 30) days</h2>\n" + historyChart()
        html += "<h2>Failure rate per iOS version on \(r.date)</h2>\n<p class=\"muted\">Bars: the day's rate per iOS major.minor; "
            + "black tick: the baseline rate of that iOS major; red: a flagged strategy x iOS group; "
            + "pale dashed bars with n=: fewer than \(r.thresholds.minAttempts) attempts (a small sample, not tested on its own).</p>\n"
            + "<div class=\"multiples\">\n" + osCharts() + "</div>\n"
        html += "<h2>Strategies</h2>\n<table><tr><th>strategy</th><th>attempts</th><th>failure rate</th><th>baseline rate</th></tr>\n"
        for t in r.strategyTotals() {
            let flagged = r.regressions.contains { $0.strategy == t.strategy }
            html += "<tr\(flagged ? " class=\"flag\"" : "")><td>\(escape(t.strategy))</td><td>\(t.day.0)</td>"
                + "<td>\(t.day.0 == 0 ? "" : percent(Double(t.day.1) / Double(t.day.0), decimals: 2))</td>"
                + "<td>\(t.base.0 == 0 ? "" : percent(Double(t.base.1) / Double(t.base.0), decimals: 2))</td></tr>\n"
        }
        html += "</table>\n"
        for note in r.notes { html += "<p class=\"muted\">Note: \(escape(note))</p>\n" }
        html += "</body></html>\n"
        return html
    }

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

    func historyChart() -> String {
        let r = report
        let days = UTCDay.range(r.date.adding(days: -29), r.date)
        let strategies = Set(r.history.values.flatMap(\.keys)).sorted()
        guard !strategies.isEmpty else { return "<p class=\"muted\">No rollups in this window.</p>\n" }
        let width = 900.0, height = 320.0, left = 56.0, right = 210.0, top = 14.0, bottom = 40.0
        let plotW = width - left - right, plotH = height - top - bottom
        var maxRate = 0.0
        for day in r.history.values { for v in day.values where v.attempts > 0 { maxRate = max(maxRate, Double(v.failures) / Double(v.attempts)) } }
        let axis = rateAxis(maxRate * 1.05, maxTicks: 5)
        let yMax = axis.max
        func x(_ i: Int) -> Double { left + plotW * Double(i) / Double(max(days.count - 1, 1)) }
        func y(_ rate: Double) -> Double { top + plotH * (1 - rate / yMax) }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"failure rate per strategy\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(Int(width))\" height=\"\(Int(height))\" fill=\"#fff\"/>\n"
        for tick in 0...Int((yMax / axis.step).rounded()) {
            let rate = axis.step * Double(tick)
            svg += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(y(rate)))\" x2=\"\(fmt(left + plotW))\" y2=\"\(fmt(y(rate)))\" stroke=\"#e5e5e5\"/>"
            svg += "<text x=\"\(fmt(left - 6))\" y=\"\(fmt(y(rate) + 4))\" font-size=\"11\" text-anchor=\"end\">\(tickLabel(rate, step: axis.step))</text>\n"
        }
        for (i, day) in days.enumerated() where i % 5 == 4 || i == days.count - 1 {
            svg += "<text x=\"\(fmt(x(i)))\" y=\"\(fmt(height - bottom + 16))\" font-size=\"11\" text-anchor=\"middle\">\(day.description.dropFirst(5))</text>\n"
        }
        svg += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(top + plotH))\" x2=\"\(fmt(left + plotW))\" y2=\"\(fmt(top + plotH))\" stroke=\"#999\"/>\n"
        for (s, strategy) in strategies.enumerated() {
            let flagged = r.regressions.contains { $0.strategy == strategy && $0.kind != .volumeDrop }
            let color = Self.palette[s % Self.palette.count]
            var segments: [[(Double, Double)]] = [[]]
            for (i, day) in days.enumerated() {
                if let v = r.history[day]?[strategy], v.attempts > 0 {
                    segments[segments.count - 1].append((x(i), y(Double(v.failures) / Double(v.attempts))))
                } else if !segments[segments.count - 1].isEmpty {
                    segments.append([])
                }
            }
            for segment in segments where !segment.isEmpty {
                let points = segment.map { "\(fmt($0.0)),\(fmt($0.1))" }.joined(separator: " ")
                svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(flagged ? 3.5 : 1.8)\" points=\"\(points)\"/>\n"
                for p in segment { svg += "<circle cx=\"\(fmt(p.0))\" cy=\"\(fmt(p.1))\" r=\"2.2\" fill=\"\(color)\"/>" }
                svg += "\n"
            }
            if flagged, let v = r.history[r.date]?[strategy], v.attempts > 0 {
                svg += "<circle cx=\"\(fmt(x(days.count - 1)))\" cy=\"\(fmt(y(Double(v.failures) / Double(v.attempts))))\" r=\"7\" fill=\"none\" stroke=\"\(Self.flagColor)\" stroke-width=\"2.5\"/>\n"
            }
            let ly = top + 8 + Double(s) * 18
            svg += "<line x1=\"\(fmt(left + plotW + 14))\" y1=\"\(fmt(ly))\" x2=\"\(fmt(left + plotW + 34))\" y2=\"\(fmt(ly))\" stroke=\"\(color)\" stroke-width=\"\(flagged ? 3.5 : 2)\"/>"
            svg += "<text x=\"\(fmt(left + plotW + 40))\" y=\"\(fmt(ly + 4))\" font-size=\"11\"\(flagged ? " fill=\"\(Self.flagColor)\" font-weight=\"bold\"" : "")>\(escape(strategy))\(flagged ? " (!)" : "")</text>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    func osCharts() -> String {
        let r = report
        struct Bar { var major: Int?; var minor: Int?; var attempts = 0; var failures = 0 }
        var byStrategy: [String: [String: Bar]] = [:]
        for g in r.groups {
            let label = g.key.osVersionText
            var bar = byStrategy[g.key.strategy]?[label] ?? Bar(major: g.key.osMajor, minor: g.key.osMinor)
            bar.attempts += g.attempts
            bar.failures += g.failures
            byStrategy[g.key.strategy, default: [:]][label] = bar
        }
        guard !byStrategy.isEmpty else { return "<p class=\"muted\">No transitions on this day.</p>\n" }
        var svgs = ""
        for strategy in byStrategy.keys.sorted() {
            let bars = byStrategy[strategy]!.values.sorted { ($0.major ?? -1, $0.minor ?? -1) < ($1.major ?? -1, $1.minor ?? -1) }
            let baseRates = Dictionary(
                r.comparisons.filter { $0.strategy == strategy && $0.baselineAttempts > 0 }.map { ($0.osMajor ?? -1, $0.baselineRate) },
                uniquingKeysWith: { a, _ in a })
            let flaggedMajors = Set(r.regressions.filter { $0.strategy == strategy && $0.kind == .rateIncrease }.map { $0.osMajor ?? -1 })
            var maxRate = 0.0
            for b in bars where b.attempts > 0 { maxRate = max(maxRate, Double(b.failures) / Double(b.attempts)) }
            for v in baseRates.values { maxRate = max(maxRate, v) }
            let axis = rateAxis(maxRate * 1.05, maxTicks: 4)
            let yMax = axis.max
            let width = 340.0, height = 210.0, left = 44.0, top = 24.0, bottom = 44.0
            let plotW = width - left - 10, plotH = height - top - bottom
            let slot = plotW / Double(max(bars.count, 1))
            func y(_ rate: Double) -> Double { top + plotH * (1 - rate / yMax) }
            let anyFlag = !flaggedMajors.isEmpty
            var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"\(escape(strategy)) by iOS version\">\n"
            svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(Int(width) - 1)\" height=\"\(Int(height) - 1)\" fill=\"#fff\" stroke=\"\(anyFlag ? Self.flagColor : "#ddd")\" stroke-width=\"\(anyFlag ? 2 : 1)\"/>\n"
            svg += "<text x=\"\(fmt(left))\" y=\"16\" font-size=\"12\" font-weight=\"bold\"\(anyFlag ? " fill=\"\(Self.flagColor)\"" : "")>\(escape(strategy))\(anyFlag ? " (flagged)" : "")</text>\n"
            for tick in 0...Int((yMax / axis.step).rounded()) {
                let rate = axis.step * Double(tick)
                svg += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(y(rate)))\" x2=\"\(fmt(left + plotW))\" y2=\"\(fmt(y(rate)))\" stroke=\"#eee\"/>"
                svg += "<text x=\"\(fmt(left - 4))\" y=\"\(fmt(y(rate) + 4))\" font-size=\"10\" text-anchor=\"end\">\(tickLabel(rate, step: axis.step))</text>\n"
            }
            for (i, b) in bars.enumerated() {
                let rate = b.attempts == 0 ? 0 : Double(b.failures) / Double(b.attempts)
                let flagged = flaggedMajors.contains(b.major ?? -1)
                // A small sample: pale, outlined, and labelled with its attempts.
                let small = b.attempts < r.thresholds.minAttempts
                let x0 = left + Double(i) * slot + slot * 0.15
                let w = slot * 0.7
                let style = small
                    ? " fill-opacity=\"0.3\" stroke=\"\(flagged ? Self.flagColor : "#4e79a7")\" stroke-dasharray=\"3 2\""
                    : ""
                svg += "<rect x=\"\(fmt(x0))\" y=\"\(fmt(y(rate)))\" width=\"\(fmt(w))\" height=\"\(fmt(top + plotH - y(rate)))\" fill=\"\(flagged ? Self.flagColor : "#4e79a7")\"\(style)><title>iOS \(b.major.map { "\($0).\(b.minor.map(String.init) ?? "?")" } ?? "unknown"): \(percent(rate, decimals: 2)) of \(b.attempts) attempts\(small ? " (small sample)" : "")</title></rect>"
                if small {
                    svg += "<text class=\"small-sample\" x=\"\(fmt(x0 + w / 2))\" y=\"\(fmt(y(rate) - 3))\" font-size=\"8\" fill=\"#777\" text-anchor=\"middle\">n=\(b.attempts)</text>"
                }
                if let base = baseRates[b.major ?? -1] {
                    svg += "<line x1=\"\(fmt(x0 - 2))\" y1=\"\(fmt(y(base)))\" x2=\"\(fmt(x0 + w + 2))\" y2=\"\(fmt(y(base)))\" stroke=\"#000\" stroke-width=\"2\"/>"
                }
                let label = b.major.map { "\($0).\(b.minor.map(String.init) ?? "?")" } ?? "?"
                let lx = x0 + w / 2, ly = top + plotH + 10
                svg += "<text x=\"\(fmt(lx))\" y=\"\(fmt(ly))\" font-size=\"9\" text-anchor=\"end\" transform=\"rotate(-45 \(fmt(lx)) \(fmt(ly)))\">\(label)</text>\n"
            }
            svg += "</svg>\n"
            svgs += svg
        }
        return svgs
    }
}
