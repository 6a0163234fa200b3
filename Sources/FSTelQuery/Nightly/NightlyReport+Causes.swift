import FSTelStore

/// "Where failures concentrate" in the nightly summary: the concentrations of
/// `fstel report causes` over the history window, the biggest first, in words on the page
/// and in Markdown, with every number in JSON.
extension NightlyReport {
    /// Concentrations named in words on the page and in Markdown, the biggest of each
    /// strategy and cause (``CausesReport/highlights(_:limit:perStrategy:)``); JSON and the
    /// page's table have them all.
    static let concentrationsShown = 5

    /// The section's parts, shared by Markdown and text: its title, a sentence per
    /// concentration shown (the biggest first) and where to find the rest; nil when the run
    /// did not look.
    func concentrationsParts() -> (title: String, sentences: [String], rest: String?)? {
        guard let concentrations else { return nil }
        let window = shipFrom.map { "\($0) to \(date)" } ?? "up to \(date)"
        guard !concentrations.isEmpty else {
            return ("Where failures concentrate (\(window)): no dimension value stands out.", [], nil)
        }
        let shown = CausesReport.highlights(concentrations, limit: Self.concentrationsShown)
        let rest = concentrations.count > shown.count
            ? "fstel report causes --since \(shipFrom?.description ?? date.description) --until \(date)" : nil
        return ("Where failures concentrate (\(window); \(concentrations.count) found, the biggest first):",
                shown.map(CausesReport.sentence), rest)
    }

    /// The section in Markdown (empty when the run did not look).
    func concentrationsMarkdown() -> String {
        guard let parts = concentrationsParts() else { return "" }
        let title = "**Where failures concentrate**" + parts.title.dropFirst("Where failures concentrate".count)
        guard !parts.sentences.isEmpty else { return "\n" + title + "\n" }
        var text = "\n" + title + "\n\n"
        for sentence in parts.sentences { text += "- " + sentence + "\n" }
        if let rest = parts.rest { text += "\nEvery one: `\(rest)`.\n" }
        return text
    }

    /// The section as a JSON member (`"concentrations": {...},\n`), or nothing.
    func concentrationsJSON() -> String {
        guard let concentrations else { return "" }
        var rows = CausesReport.table(concentrations, all: true).rendered(as: .json)
        while rows.hasSuffix("\n") { rows.removeLast() }
        return "  \"concentrations\": {\"from\": \(shipFrom.map { jsonQuoted($0.description) } ?? "null"), \"to\": \(jsonQuoted(date.description)), "
            + "\"method\": \"fisher_one_sided_benjamini_hochberg\", \"rows\": " + rows.replacingOccurrences(of: "\n", with: "\n  ") + "},\n"
    }
}

extension NightlyHTML {
    /// The section on the page: a sentence per concentration (the biggest first), the
    /// numbers in a table under it.
    func concentrationsSection() -> String {
        guard let concentrations = report.concentrations else { return "" }
        var html = "<section id=\"causes\">\n<h2>Where failures concentrate</h2>\n"
        guard !concentrations.isEmpty else {
            return html + "<p>No dimension value stands out: failures spread like attempts.</p>\n</section>\n"
        }
        html += "<ol class=\"causes\">\n"
        for c in CausesReport.highlights(concentrations, limit: NightlyReport.concentrationsShown) {
            html += "<li>\(escape(CausesReport.sentence(c)))</li>\n"
        }
        html += "</ol>\n<details><summary>All \(concentrations.count) concentrations</summary>\n<div class=\"scroll\"><table>\n"
            + "<tr><th>strategy</th><th>failure</th><th>dimension</th><th>value</th><th>attempts</th><th>failure rate</th>"
            + "<th>rest</th><th>lift [95%]</th><th>excess</th></tr>\n"
        for c in concentrations {
            let lift = c.lift.map { l in CausesReport.decimal(l) + (c.liftLow.map { " [" + CausesReport.decimal($0) + "–" } ?? "")
                + (c.liftHigh.map { CausesReport.decimal($0) + "]" } ?? "") } ?? ""
            html += "<tr><td>\(breakable(c.strategy))</td><td>\(escape(c.failure ?? "all"))</td><td>\(escape(c.dimension))</td>"
                + "<td>\(escape(c.value))</td><td>\(c.attempts)</td><td>\(percent(c.failureRate))</td><td>\(percent(c.restFailureRate))</td>"
                + "<td>\(lift)</td><td>\(Int(max(0, c.excessFailures).rounded()))</td></tr>\n"
        }
        html += "</table></div></details>\n<p class=\"foot\">Each strategy's values of app state, trigger, orientation, restore container, "
            + "iOS version, device, app version and direction, tested against the rest of its attempts over the ship matrix's days "
            + "(a one-sided exact test per value, Benjamini-Hochberg at 5% over every value tested). A concentration points at where to look; it does "
            + "not prove the cause. Method: \(docsLink("metrics.md#where-failures-concentrate")) "
            + "(same as <code>fstel report causes</code>).</p>\n"
        return html + "</section>\n"
    }
}
