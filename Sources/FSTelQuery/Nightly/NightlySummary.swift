import Foundation
import FSTelStore

/// How the nightly summary is written.
package enum NightlyFormat: String, CaseIterable, Sendable {
    /// Plain text fitted to a terminal's width (the default when stdout is a terminal).
    case text
    /// Markdown, for a chat message or an issue.
    case markdown
    /// One JSON object.
    case json
    /// A self-contained HTML page with charts.
    case html
}

extension NightlyReport {
    /// The summary as text (fitted to `width` when given), Markdown, JSON or a
    /// self-contained HTML page.
    package func rendered(as format: NightlyFormat, width: Int? = nil, docsURL: String? = nil) -> String {
        switch format {
        case .text: return text(width: width)
        case .markdown: return markdown()
        case .json: return json()
        case .html: return NightlyHTML(report: self, docsURL: docsURL).page()
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

    // MARK: Text

    /// The summary for a terminal: the answers first (the release, then what was
    /// flagged), then what to ship, the release's changed rows and the strategies'
    /// totals; paragraphs wrap at spaces and tables fit `width` as the reports do.
    public func text(width: Int? = nil) -> String {
        func paragraph(_ text: String, indent: String = "") -> String {
            guard let width else { return indent + text + "\n" }
            let lines = AlignedTableWriter.wrapped(text, width: max(20, width - indent.count), spacesOnly: true)
            return lines.map { indent + $0 }.joined(separator: "\n") + "\n"
        }
        func bullet(_ text: String) -> String {
            guard let width else { return "- " + text + "\n" }
            let lines = AlignedTableWriter.wrapped(text, width: max(20, width - 2), spacesOnly: true)
            return lines.enumerated().map { ($0.offset == 0 ? "- " : "  ") + $0.element }.joined(separator: "\n") + "\n"
        }
        var out = "fstel nightly: \(date)\n\n"
        if let release = sinceRelease {
            out += paragraph("Release: " + release.headline)
            out += "\n"
        }
        let dayTotal = groups.reduce(0) { $0 + $1.transitions }
        let dayAttempts = groups.reduce(0) { $0 + $1.attempts }
        let baseline = "baseline \(baselineFrom) to \(baselineTo), \(baselineDaysUsed.count) day\(baselineDaysUsed.count == 1 ? "" : "s")"
        if regressions.isEmpty {
            out += paragraph("Last night: OK, nothing flagged. \(dayTotal) transitions, \(dayAttempts) attempts; "
                + "\(comparisons.filter(\.tested).count) strategy x iOS groups tested against the \(baseline).")
        } else {
            out += paragraph("Last night: ALERT, \(flaggedSummary) (\(dayTotal) transitions, \(dayAttempts) attempts; \(baseline)).")
            for wide in strategyWideRises {
                let majors = wide.osMajors.map { $0.map(String.init) ?? "unknown" }.joined(separator: ", ")
                out += bullet("\(wide.strategy): failure rate rose on \(wide.osMajors.count) of the \(wide.tested) iOS versions tested "
                    + "at once (iOS \(majors)): a change in the app or the strategy, not in one iOS version.")
            }
            for r in rateRegressions { out += bullet("\(r.kind.rawValue): \(r.sentence)") }
            for r in dataAlerts { out += bullet("data alert (\(r.kind.rawValue)): \(r.sentence)") }
            out += "\n" + regressionTable.rendered(as: .table, width: width)
        }
        if let shipMatrix, !shipMatrix.rows.isEmpty {
            out += "\nWhat to ship (\(shipFrom.map { "\($0) to \(date)" } ?? "up to \(date)")):\n"
            out += shipMatrix.rendered(as: .table, width: width)
            out += "\n" + paragraph(shipMatrix.headline)
        }
        if let parts = concentrationsParts() {
            out += "\n" + paragraph(parts.title)
            for sentence in parts.sentences { out += bullet(sentence) }
            if let rest = parts.rest { out += paragraph("Every one: " + rest) }
        }
        if let release = sinceRelease {
            let changed = release.rows.filter { $0.verdict.isChange }
            out += "\nSince the last release (\(release.latest) against \(release.previous)):\n"
            if !changed.isEmpty { out += CompareReport.table(changed).rendered(as: .table, width: width) }
            out += paragraph(CompareReport.counts(release.rows, a: .appVersions([release.previous]), b: .appVersions([release.latest]))
                + " " + CompareReport.method(release.rows, thresholds: thresholds, filtered: false))
        }
        if !strategyTotals().isEmpty {
            out += "\nStrategies on \(date):\n" + totalsTable.rendered(as: .table, width: width)
        }
        for note in notes { out += "\n" + paragraph("Note: " + note) }
        return TerminalText.escapedKeepingLineBreaks(out)
    }

    /// The flagged items as a table: kind, strategy, iOS, failure, rates, attempts, p.
    var regressionTable: ResultTable {
        ResultTable(
            columns: [ResultColumn("kind"), ResultColumn("strategy"), ResultColumn("ios"), ResultColumn("failure"),
                      ResultColumn("baseline_rate", style: .percent), ResultColumn("day_rate", style: .percent),
                      ResultColumn("attempts"), ResultColumn("p_holm")],
            rows: regressions.map { r in
                [.text(r.kind.rawValue), .text(r.strategy ?? "(all)"), .text(r.osMajor.map(String.init) ?? "all"), .text(r.failure ?? ""),
                 DatabaseValue(r.baselineRate), DatabaseValue(r.dayRate), .integer(Int64(r.attempts)),
                 r.adjustedPValue.map { .text(scientific($0)) } ?? .null]
            })
    }

    /// Per strategy: the day's attempts and failure rate, and the baseline's rate.
    var totalsTable: ResultTable {
        ResultTable(
            columns: [ResultColumn("strategy"), ResultColumn("attempts"), ResultColumn("failure_rate", style: .percent),
                      ResultColumn("baseline_rate", style: .percent), ResultColumn("flagged", style: .flag("(!)"))],
            rows: strategyTotals().map { t in
                [.text(t.strategy), .integer(Int64(t.day.0)),
                 t.day.0 == 0 ? .null : DatabaseValue(Double(t.day.1) / Double(t.day.0)),
                 t.base.0 == 0 ? .null : DatabaseValue(Double(t.base.1) / Double(t.base.0)),
                 .integer(regressions.contains { $0.strategy == t.strategy } ? 1 : 0)]
            })
    }

    // MARK: Markdown

    /// Short when nothing was flagged (one status line, totals, notes); the flagged
    /// items first, each in one sentence, when something was.
    public func markdown() -> String {
        var text = "## fstel nightly: \(date)\n\n"
        if let release = sinceRelease {
            text += "**Release:** \(release.headline)\n\n"
        }
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
            text += "\n**What to ship** (\(shipFrom.map { "\($0) to \(date)" } ?? "up to \(date)")):\n\n"
            text += shipMatrix.rendered(as: .markdown)
            text += "\n\(shipMatrix.headline)\n"
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
