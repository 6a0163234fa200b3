import Foundation
import FSTelStore

/// `fstel report best-strategy --matrix`: the best-strategy ranking laid out as one row
/// per group (by default per iOS major version) and one column per strategy, each cell
/// the failure rate with its 95% interval; the recommended cell is marked, and so are
/// cells with fewer attempts than the minimum. The same rankings as the list form: the
/// matrix only lays them out.
package struct ShipMatrix: Sendable, Equatable {
    /// How clear the choice in one row is.
    package enum Choice: Sendable, Equatable {
        /// The best strategy's interval overlaps no other ranked strategy's.
        case clear(String)
        /// The best strategy's interval overlaps the runner-up's: too close to call.
        case tooClose(String, String)
        /// No strategy has enough attempts.
        case noData

        /// `native_rotation (clear)`, `too close to call: a or b`, `not enough data`.
        package var text: String {
            switch self {
            case .clear(let s): return "\(s) (clear)"
            case .tooClose(let a, let b): return "too close to call: \(a) or \(b)"
            case .noData: return "not enough data"
            }
        }

        /// The strategy to ship, if any.
        var recommended: String? {
            switch self {
            case .clear(let s), .tooClose(let s, _): return s
            case .noData: return nil
            }
        }
    }

    /// One row: a group (an iOS major version) and its strategies.
    package struct Row: Sendable, Equatable {
        /// The group (without the strategy).
        package var group: ReportGroup
        /// The ranking of each strategy seen in this group, by name.
        package var cells: [String: StrategyRanking]
        /// What to ship.
        package var choice: Choice

        /// `iOS 17`, `unknown iOS`, or the group's values joined with ` / `.
        package var label: String {
            if group.dimensions == [.osMajor] {
                guard let major = group.values.first, !major.isNull else { return "unknown iOS" }
                return "iOS \(major.description)"
            }
            return group.values.map { $0.isNull ? "(none)" : $0.description }.joined(separator: " / ")
        }
    }

    /// The strategies (columns), in name order.
    package var strategies: [String]
    /// The rows, in group order.
    package var rows: [Row]
    /// Attempts a cell needs to be ranked.
    package var minAttempts: Int
    /// The dimensions of the rows.
    package var dimensions: [Dimension]
    /// Days the counts span (first to last day with attempts), for the failures a day
    /// switching would save; nil when unknown.
    package var days: Int? = nil

    /// The matrix for `request` (grouped by its dimensions; by default the iOS major).
    package static func build(_ request: ReportRequest, in db: any SQLQuerying) throws -> ShipMatrix {
        var matrix = from(try BestStrategyReport.rows(request, in: db), dimensions: request.dimensions,
                          minAttempts: request.minAttempts ?? BestStrategyReport.defaultMinAttempts)
        matrix.days = try observedDays(request, in: db)
        return matrix
    }

    /// The matrix of rankings as ``BestStrategyReport/rows(_:in:)`` returns them.
    package static func from(_ rankings: [StrategyRanking], dimensions: [Dimension], minAttempts: Int) -> ShipMatrix {
        var order: [ReportGroup] = []
        var cells: [Int: [String: StrategyRanking]] = [:]
        var strategies = Set<String>()
        for ranking in rankings {
            let index: Int
            if let known = order.firstIndex(of: ranking.group) {
                index = known
            } else {
                order.append(ranking.group)
                index = order.count - 1
            }
            let name = ranking.strategy ?? "(none)"
            strategies.insert(name)
            cells[index, default: [:]][name] = ranking
        }
        let rows = order.enumerated().map { index, group in
            let row = cells[index] ?? [:]
            var choice = Choice.noData
            if let best = row.values.first(where: { $0.rank == 1 }) {
                switch best.verdict {
                case .ship(let other?): choice = .tooClose(best.strategy ?? "(none)", other)
                default: choice = .clear(best.strategy ?? "(none)")
                }
            }
            return Row(group: group, cells: row, choice: choice)
        }
        return ShipMatrix(strategies: strategies.sorted(), rows: rows, minAttempts: minAttempts, dimensions: dimensions)
    }

    /// The plain-language answer: `Ship native_rotation on iOS 17 (clear); iOS 12: too
    /// close to call between a and b`. Rows without enough data are left out (and said
    /// so when no row has any).
    var headline: String {
        var clear: [String: [String]] = [:]
        var parts: [String] = []
        for row in rows {
            if case .clear(let s) = row.choice { clear[s, default: []].append(row.label.replacingPrefix("iOS ", with: "")) }
        }
        let iOSRows = dimensions == [.osMajor]
        for strategy in clear.keys.sorted(by: { clear[$0]!.count != clear[$1]!.count ? clear[$0]!.count > clear[$1]!.count : $0 < $1 }) {
            let labels = clear[strategy]!
            let list = iOSRows ? "iOS " + Self.listed(labels) : Self.listed(labels)
            parts.append("Ship \(strategy) on \(list) (clear)")
        }
        // Rows too close to call between the same two strategies share one clause.
        var pairs: [(String, String)] = []
        var pairRows: [String: [String]] = [:]
        for row in rows {
            guard case .tooClose(let a, let b) = row.choice else { continue }
            let key = [a, b].sorted().joined(separator: "\u{0}")
            if pairRows[key] == nil { pairs.append((a, b)) }
            pairRows[key, default: []].append(row.label.replacingPrefix("iOS ", with: ""))
        }
        for (a, b) in pairs {
            let labels = pairRows[[a, b].sorted().joined(separator: "\u{0}")]!
            let list = iOSRows ? "iOS " + Self.listed(labels) : Self.listed(labels)
            parts.append("\(list): too close to call between \(a) and \(b)")
        }
        if parts.isEmpty { return rows.isEmpty ? "No attempts to rank." : "Not enough attempts to recommend a strategy." }
        return parts.joined(separator: "; ") + "."
    }

    /// `12, 13 and 17`.
    static func listed(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The footnote that names the method.
    fileprivate var methodNote: String {
        "avoided/day: failures a day avoided by moving the row's attempts to the recommended strategy (the tied one "
            + "with the higher upper bound when too close to call: cautious), with its 95% interval, over the "
            + "\(days.map { "\($0) day\($0 == 1 ? "" : "s")" } ?? "days") counted. "
            + "Each cell: failure rate with its Wilson 95% interval. Recommended (>): the lowest upper bound of the interval "
            + "among strategies with at least \(minAttempts) attempts; \"too close to call\" when the runner-up's interval "
            + "overlaps. (n=N): fewer than \(minAttempts) attempts, not ranked. Method: docs/metrics.md."
    }

    /// The matrix as numbers (CSV, JSON): the group's columns, then per strategy its
    /// `<strategy>`, `<strategy>_ci_low`, `<strategy>_ci_high` and `<strategy>_attempts`,
    /// then `recommended` and `choice` (`clear`, `too_close`, `no_data`) and `runner_up`.
    var dataTable: ResultTable {
        var columns = dimensionColumns(dimensions)
        for s in strategies {
            columns += [ResultColumn(s), ResultColumn(s + "_ci_low"), ResultColumn(s + "_ci_high"), ResultColumn(s + "_attempts")]
        }
        columns += [ResultColumn("recommended"), ResultColumn("choice"), ResultColumn("runner_up")] + Self.savingColumns
        let rows = rows.map { row in
            var cells = row.group.cells
            for s in strategies {
                let rate = row.cells[s]?.failureRate
                cells += [DatabaseValue(rate?.rate), DatabaseValue(rate?.interval?.low), DatabaseValue(rate?.interval?.high),
                          rate.map { DatabaseValue.integer(Int64($0.attempts)) } ?? .null]
            }
            switch row.choice {
            case .clear(let s): cells += [.text(s), .text("clear"), .null]
            case .tooClose(let a, let b): cells += [.text(a), .text("too_close"), .text(b)]
            case .noData: cells += [.null, .text("no_data"), .null]
            }
            return cells + savingCells(row)
        }
        return ResultTable(columns: columns, rows: rows)
    }

    /// The matrix as text (table, Markdown): one row per group, a column per strategy
    /// (`> 4.1% [3.6–4.7]` for the recommended cell, `9.0% [2.1–31] (n=12)` for a small
    /// sample), and the choice as a sentence. `compact` gives the intervals two
    /// significant digits.
    func textTable(compact: Bool = false) -> ResultTable {
        let first = dimensions == [.osMajor] ? "iOS" : dimensions.map(\.name).joined(separator: " / ")
        var columns = [ResultColumn(first)] + strategies.map { ResultColumn($0) }
        columns.append(ResultColumn("ship", isSentence: true))
        columns.append(ResultColumn("avoided/day", isSentence: true))
        let rows: [[DatabaseValue]] = rows.map { row in
            var cells: [DatabaseValue] = [.text(dimensions == [.osMajor] ? row.label.replacingPrefix("iOS ", with: "") : row.label)]
            for s in strategies {
                guard let ranking = row.cells[s], let rate = ranking.failureRate.rate else {
                    cells.append(.text(""))
                    continue
                }
                var text = formatPercent(rate)
                if let interval = ranking.failureRate.interval {
                    text += compact
                        ? " [" + compactPercent(interval.low) + "–" + compactPercent(interval.high) + "]"
                        : " [" + formatPercent(interval.low).dropLast() + "–" + formatPercent(interval.high).dropLast() + "]"
                }
                if ranking.rank == nil { text += " (n=\(ranking.failureRate.attempts))" }
                if row.choice.recommended == s { text = "> " + text }
                cells.append(.text(text))
            }
            cells.append(.text(row.choice.text))
            cells.append(.text(savingText(row)))
            return cells
        }
        return ResultTable(columns: columns, rows: rows)
    }

    /// The matrix rendered in `format`, fitted to `width` for a table: the method's note
    /// follows a table or Markdown (a footnote there).
    package func rendered(as format: OutputFormat, width: Int? = nil) -> String {
        switch format.prose {
        case nil:
            return dataTable.rendered(as: format, width: width)
        case .markdown:
            return textTable().rendered(as: format) + "\n" + rows.map { "- " + savingSentence($0) }.joined(separator: "\n") + "\n\n"
                + methodNote.replacingOccurrences(
                of: "docs/metrics.md", with: "[docs/metrics.md](docs/metrics.md#ship-matrix)") + "\n"
        case .terminal:
            var text = textTable().rendered(as: format, width: width)
            if let width, text.split(separator: "\n").contains(where: { $0.count > width }) {
                text = textTable(compact: true).rendered(as: format, width: width)
            }
            let note = width.map { Self.wrappedProse(methodNote, width: $0) } ?? methodNote
            return text + "\n" + note + "\n"
        }
    }

    /// `text` wrapped at spaces to `width` columns.
    static func wrappedProse(_ text: String, width: Int) -> String {
        AlignedTableWriter.wrapped(text, width: max(20, width), spacesOnly: true).joined(separator: "\n")
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
