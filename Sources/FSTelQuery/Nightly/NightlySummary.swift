import Foundation
import FSTelStore

/// How the nightly summary is written.
package enum NightlyFormat: String, CaseIterable, Sendable {
    /// Markdown, for a chat message or an issue.
    case markdown
    /// One JSON object.
    case json
    /// A self-contained HTML page with charts.
    case html
}

extension NightlyReport {
    /// The summary as Markdown, JSON or a self-contained HTML page.
    package func rendered(as format: NightlyFormat) -> String {
        switch format {
        case .markdown: return markdown()
        case .json: return json()
        case .html: return NightlyHTML(report: self).page()
        }
    }

    /// Per strategy for the day and the pooled baseline.
    func strategyTotals() -> [(strategy: String, day: (Int, Int), base: (Int, Int))] {
        var day: [String: (Int, Int)] = [:]
        var base: [String: (Int, Int)] = [:]
        for c in comparisons {
            day[c.strategy, default: (0, 0)].0 += c.dayAttempts
            day[c.strategy, default: (0, 0)].1 += c.dayFailures
            base[c.strategy, default: (0, 0)].0 += c.baselineAttempts
            base[c.strategy, default: (0, 0)].1 += c.baselineFailures
        }
        return Set(day.keys).union(base.keys).sorted().map { ($0, day[$0] ?? (0, 0), base[$0] ?? (0, 0)) }
    }

    // MARK: Markdown

    /// Short when nothing was flagged (one status line, totals, notes); the flagged
    /// items first, each in one sentence, when something was.
    public func markdown() -> String {
        var text = "## fstel nightly: \(date)\n\n"
        let dayTotal = groups.reduce(0) { $0 + $1.transitions }
        let dayAttempts = groups.reduce(0) { $0 + $1.attempts }
        let baseline = "baseline \(baselineFrom) to \(baselineTo), \(baselineDaysUsed.count) day\(baselineDaysUsed.count == 1 ? "" : "s")"
        if regressions.isEmpty {
            text += "**OK: nothing flagged.** \(dayTotal) transitions, \(dayAttempts) attempts; \(comparisons.filter(\.tested).count) strategy x iOS groups tested against the \(baseline).\n"
        } else {
            text += "**ALERT: \(flaggedSummary)** (\(dayTotal) transitions, \(dayAttempts) attempts; \(baseline)).\n\n"
            for wide in strategyWideRises {
                let majors = wide.osMajors.map { $0.map(String.init) ?? "unknown" }.joined(separator: ", ")
                text += "- **\(wide.strategy)**: failure rate rose on \(wide.osMajors.count) of the \(wide.tested) iOS versions tested at once "
                    + "(iOS \(majors)): a change in the app or the strategy, not in one iOS version. Per iOS version:\n"
            }
            for r in rateRegressions {
                let nested = strategyWideRises.contains { $0.strategy == r.strategy } && r.kind == .rateIncrease
                text += "\(nested ? "  " : "")- **\(r.kind.rawValue)**: \(r.sentence)\n"
            }
            for r in dataAlerts {
                text += "- **data alert (\(r.kind.rawValue))**: \(r.sentence)\n"
            }
            text += "\n| kind | strategy | iOS | failure | baseline rate | day rate | attempts | p (Holm) |\n|---|---|---|---|---|---|---|---|\n"
            for r in regressions {
                text += "| \(r.kind.rawValue) | \(r.strategy ?? "(all)") | \(r.osMajor.map(String.init) ?? "all") | \(r.failure ?? "") | "
                    + "\(r.baselineRate.map { percent($0, decimals: 2) } ?? "") | \(r.dayRate.map { percent($0, decimals: 2) } ?? "") | "
                    + "\(r.attempts) | \(r.adjustedPValue.map(scientific) ?? "") |\n"
            }
        }
        if let shipMatrix, !shipMatrix.rows.isEmpty {
            text += "\n**What to ship** (\(shipFrom.map { "\($0) to \(date)" } ?? "up to \(date)")): \(shipMatrix.headline)\n\n"
            text += shipMatrix.rendered(as: .markdown)
        }
        text += concentrationsMarkdown()
        if let release = sinceRelease {
            let changed = release.rows.filter { $0.verdict.isChange }
            text += "\n**Since the last release** (\(release.latest) against \(release.previous)): " + release.headline + "\n"
            if !changed.isEmpty { text += "\n" + CompareReport.table(changed).rendered(as: .markdown) }
        }
        let totals = strategyTotals()
        if !totals.isEmpty {
            text += "\n| strategy | attempts | failure rate | baseline rate |\n|---|---:|---:|---:|\n"
            for t in totals {
                let flaggedMark = regressions.contains { $0.strategy == t.strategy } ? " **(!)**" : ""
                let dayRate = t.day.0 == 0 ? "" : percent(Double(t.day.1) / Double(t.day.0), decimals: 2)
                let baseRate = t.base.0 == 0 ? "" : percent(Double(t.base.1) / Double(t.base.0), decimals: 2)
                text += "| \(t.strategy)\(flaggedMark) | \(t.day.0) | \(dayRate) | \(baseRate) |\n"
            }
        }
        for note in notes { text += "\n_Note: \(note)_\n" }
        // Names come from the logs: no control character reaches a terminal raw.
        return TerminalText.escapedKeepingLineBreaks(text)
    }

    // MARK: JSON

    /// The summary as one JSON object (what `fstel nightly --format json` prints).
    public func json() -> String {
        func number(_ v: Double?) -> String {
            guard let v, v.isFinite else { return "null" }
            return formatNumber(v)
        }
        func int(_ v: Int?) -> String { v.map(String.init) ?? "null" }
        func string(_ v: String?) -> String { v.map(jsonQuoted) ?? "null" }
        var out = "{\n"
        out += "  \"date\": \(jsonQuoted(date.description)),\n"
        out += "  \"baseline\": {\"from\": \(jsonQuoted(baselineFrom.description)), \"to\": \(jsonQuoted(baselineTo.description)), "
            + "\"days_with_rollups\": [\(baselineDaysUsed.map { jsonQuoted($0.description) }.joined(separator: ", "))]},\n"
        out += "  \"thresholds\": {\"alpha\": \(number(thresholds.alpha)), \"min_attempts\": \(thresholds.minAttempts), "
            + "\"min_rise\": \(number(thresholds.minRise)), \"min_new_kind_count\": \(thresholds.minNewKindCount), "
            + "\"volume_ratio\": \(number(thresholds.volumeRatio)), \"test\": \"fisher_one_sided_dispersion_adjusted_holm\"},\n"
        out += "  \"flagged\": \(flagged),\n"
        out += "  \"summary\": \(jsonQuoted(flaggedSummary)),\n"
        out += "  \"regression_count\": \(rateRegressions.count),\n"
        out += "  \"data_alert_count\": \(dataAlerts.count),\n"
        out += "  \"strategy_wide\": [" + strategyWideRises.map { w in
            "{\"strategy\": \(jsonQuoted(w.strategy)), \"os_majors\": [\(w.osMajors.map(int).joined(separator: ", "))], \"tested\": \(w.tested)}"
        }.joined(separator: ", ") + "],\n"
        out += "  \"regressions\": ["
        out += regressions.map { r in
            "\n    {\"kind\": \(jsonQuoted(r.kind.rawValue)), \"strategy\": \(string(r.strategy)), \"os_major\": \(int(r.osMajor)), "
                + "\"failure\": \(string(r.failure)), \"baseline_rate\": \(number(r.baselineRate)), \"day_rate\": \(number(r.dayRate)), "
                + "\"attempts\": \(r.attempts), \"baseline_attempts\": \(r.baselineAttempts), \"p_value\": \(number(r.pValue)), "
                + "\"p_value_adjusted\": \(number(r.adjustedPValue)), \"baseline_daily_median\": \(number(r.baselineDailyMedian)), "
                + "\"data_alert\": \(r.isDataAlert), \"missing_days\": \(int(r.missingDays)), "
                + "\"sentence\": \(jsonQuoted(r.sentence))}"
        }.joined(separator: ",")
        out += regressions.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"comparisons\": ["
        out += comparisons.map { c in
            "\n    {\"strategy\": \(jsonQuoted(c.strategy)), \"os_major\": \(int(c.osMajor)), \"attempts\": \(c.dayAttempts), "
                + "\"failures\": \(c.dayFailures), \"day_rate\": \(number(c.dayRate)), \"baseline_attempts\": \(c.baselineAttempts), "
                + "\"baseline_failures\": \(c.baselineFailures), \"baseline_rate\": \(number(c.baselineRate)), "
                + "\"p_value\": \(number(c.pValue)), \"p_value_adjusted\": \(number(c.adjustedPValue)), \"dispersion\": \(number(c.dispersion)), \"flagged\": \(c.flagged)}"
        }.joined(separator: ",")
        out += comparisons.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"groups\": ["
        out += groups.map { g in
            let kinds = g.failureKinds.sorted { $0.key < $1.key }.map { "\(jsonQuoted($0.key)): \($0.value)" }.joined(separator: ", ")
            return "\n    {\"strategy\": \(jsonQuoted(g.key.strategy)), \"os_major\": \(int(g.key.osMajor)), \"os_minor\": \(int(g.key.osMinor)), "
                + "\"app_version\": \(string(g.key.appVersion)), \"direction\": \(jsonQuoted(g.key.direction)), "
                + "\"attempts\": \(g.attempts), \"ok\": \(g.ok), \"failures\": \(g.failures), \"cancelled\": \(g.cancelled), "
                + "\"ignored\": \(g.ignored), \"failure_rate\": \(number(g.failureRate)), \"failures_by_kind\": {\(kinds)}, "
                + "\"restores\": \(g.restores), \"mismatches\": \(g.mismatches), \"durations\": \(g.durations), "
                + "\"duration_p50_ms\": \(number(g.durationP50)), \"duration_p95_ms\": \(number(g.durationP95))}"
        }.joined(separator: ",")
        out += groups.isEmpty ? "],\n" : "\n  ],\n"
        if let shipMatrix {
            var rows = shipMatrix.dataTable.rendered(as: .json)
            while rows.hasSuffix("\n") { rows.removeLast() }
            out += "  \"ship\": {\"from\": \(string(shipFrom?.description)), \"headline\": \(jsonQuoted(shipMatrix.headline)), \"matrix\": "
                + rows.replacingOccurrences(of: "\n", with: "\n  ") + "},\n"
        }
        out += concentrationsJSON()
        if let release = sinceRelease {
            var rows = CompareReport.table(release.rows).rendered(as: .json)
            while rows.hasSuffix("\n") { rows.removeLast() }
            out += "  \"since_release\": {\"previous\": \(jsonQuoted(release.previous)), \"latest\": \(jsonQuoted(release.latest)), \"groups\": "
                + rows.replacingOccurrences(of: "\n", with: "\n  ") + "},\n"
        }
        out += "  \"duration_relative_error\": \(number(DurationSketch.relativeAccuracy)),\n"
        out += "  \"notes\": [\(notes.map(jsonQuoted).joined(separator: ", "))]\n"
        out += "}\n"
        return out
    }
}
