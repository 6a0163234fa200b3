import FSTelStore

/// The tables ingest keeps per day that a report reads instead of raw transitions.
enum SummaryTable: Sendable {
    /// `transition_rollup`: outcomes per day and every key the reports group by but the
    /// transition's own facts (trigger, app state, restore method and container).
    case transitionRollup
    /// `failure_rollup`: failures per kind, keyed without the OS name and the device model.
    case failureRollup
    /// `restore_rollup`: restores and mismatches, keyed as `failure_rollup` plus the
    /// restore method and container.
    case restoreRollup
    /// `duration_sketch`: duration sketches, keyed as `failure_rollup`.
    case durationSketch

    /// True when the table keeps the device model, so that `--device` can be answered.
    var keepsDevices: Bool { self == .transitionRollup }
}

/// A request in the terms of a summary table read as `r`: each dimension's expression and
/// the filter's conditions.
struct SummaryScope: Sendable {
    /// The dimensions, in the request's order.
    var dimensions: [Dimension]
    /// Each dimension's expression over `r`.
    var expressions: [SQL]
    /// The filter's conditions over `r`.
    var conditions: [SQL]

    /// `expression AS "name"` for each dimension.
    var selected: [SQL] {
        zip(dimensions, expressions).map { dimension, expression -> SQL in "\(expression) AS \(quoted: dimension.name)" }
    }

    /// ` WHERE ...` on its own lines, or nothing without conditions.
    func whereClause(_ extra: [SQL] = []) -> SQL {
        let all = extra + conditions
        return all.isEmpty ? "" : "\nWHERE \(SQL.joined(all, separator: "\n  AND "))"
    }
}

/// How a report answers a request: from a table ingest keeps, when it holds every
/// dimension and filter of the request, or by scanning raw transitions.
enum ReportPlan: Sendable {
    /// The summary table answers, in these terms.
    case summary(SummaryScope)
    /// A scan of `transitions` (joined to `sessions` when needed) answers.
    case rawRows

    /// The plan of `request` for a report whose summary is `table`: the summary when the
    /// request lets it answer (``ReportRequest/useRollup``), its time bounds are whole UTC
    /// days, `table` keeps every dimension, and keeps the device model if `--device` is
    /// given.
    init(_ request: ReportRequest, summary table: SummaryTable) {
        let expressions = request.dimensions.compactMap { $0.expression(over: table) }
        guard request.useRollup, request.filter.countsWholeDays, expressions.count == request.dimensions.count,
              table.keepsDevices || request.filter.devices.isEmpty
        else {
            self = .rawRows
            return
        }
        self = .summary(SummaryScope(dimensions: request.dimensions, expressions: expressions, conditions: request.filter.rollupConditions()))
    }

    /// Where the numbers come from: `answered` when the summary answers, else raw rows.
    func source(whenSummarized answered: ReportSource) -> ReportSource {
        switch self {
        case .summary: return answered
        case .rawRows: return .rawRows
        }
    }
}

/// Where a report's numbers come from, which says which pruned days they miss.
package enum ReportSource: Sendable, Equatable {
    /// A scan of raw transitions: misses every pruned day.
    case rawRows
    /// `transition_rollup` and `failure_rollup`: count every day, pruned or not.
    case rollups
    /// `restore_rollup` and `duration_sketch` (migration 0009): miss only the days pruned
    /// before that migration.
    case summaries
}
