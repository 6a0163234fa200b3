/// A column a report can group by (`--by`): its public name and the SQL expression over
/// `transitions AS t JOIN sessions AS s` that computes it. The one table of them.
public struct Dimension: Sendable, Equatable, Hashable {
    public let name: String
    /// SQL over `t` (transitions) and `s` (sessions); never user text.
    let expression: String
    /// True when the expression reads `s` (the query then joins sessions).
    let needsSessions: Bool
    /// The same value over `transition_rollup AS r`, or nil when the rollup does not keep it.
    let rollupExpression: String?

    init(name: String, expression: String, needsSessions: Bool, rollup: String? = nil) {
        self.name = name
        self.expression = expression
        self.needsSessions = needsSessions
        self.rollupExpression = rollup
    }

    /// Every dimension, in the order the docs list them.
    public static let all: [Dimension] = [
        Dimension(name: "strategy", expression: "t.strategy", needsSessions: false, rollup: "r.strategy"),
        Dimension(name: "os_name", expression: "s.os_name", needsSessions: true, rollup: "CASE WHEN r.started THEN r.os_name END"),
        Dimension(name: "os_major", expression: "s.os_major", needsSessions: true, rollup: "r.os_major"),
        Dimension(
            name: "os_minor",
            expression: "CASE WHEN s.os_major IS NULL THEN NULL ELSE s.os_major || '.' || coalesce(s.os_minor, 0) END",
            needsSessions: true,
            rollup: "CASE WHEN r.os_major IS NULL THEN NULL ELSE r.os_major || '.' || coalesce(r.os_minor, 0) END"),
        Dimension(name: "os_version", expression: "s.os_version", needsSessions: true, rollup: "CASE WHEN r.started THEN r.os_version END"),
        Dimension(name: "device_model", expression: "s.device_model", needsSessions: true, rollup: "CASE WHEN r.started THEN r.device_model END"),
        Dimension(name: "app_version", expression: "s.app_version", needsSessions: true, rollup: "CASE WHEN r.started THEN r.app_version END"),
        Dimension(name: "direction", expression: "t.direction", needsSessions: false, rollup: "r.direction"),
        Dimension(name: "trigger", expression: "t.trigger", needsSessions: false),
        Dimension(name: "app_state", expression: "t.app_state", needsSessions: false),
        Dimension(name: "method", expression: "t.restore_method", needsSessions: false),
        Dimension(name: "container", expression: "t.restore_container", needsSessions: false),
        Dimension(name: "day", expression: "date(t.ts / 1000, 'unixepoch')", needsSessions: false, rollup: "date(r.day * 86400, 'unixepoch')"),
    ]

    public static let names: [String] = all.map(\.name)

    /// The dimension called `name`, or a ``ReportRequestError``.
    public static func named(_ name: String) throws(ReportRequestError) -> Dimension {
        guard let found = all.first(where: { $0.name == name }) else {
            throw .unknownDimension(name, known: names)
        }
        return found
    }

    /// The dimensions of a `--by` list, refusing unknown and repeated names.
    public static func parse(_ names: [String]) throws(ReportRequestError) -> [Dimension] {
        var result: [Dimension] = []
        for name in names {
            let dimension = try named(name)
            if result.contains(dimension) { throw .repeatedDimension(name) }
            result.append(dimension)
        }
        return result
    }
}

/// A report request that cannot be run as asked (the CLI shows it as a usage error).
public enum ReportRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownDimension(String, known: [String])
    case repeatedDimension(String)
    case unknownSortColumn(String, known: [String])
    case invalidTime(String)
    case invalidValue(option: String, value: String, expected: String)
    case conflict(String)

    public var description: String {
        switch self {
        case .unknownDimension(let name, let known):
            return "unknown dimension '\(name)'; use one of: \(known.joined(separator: ", "))"
        case .repeatedDimension(let name):
            return "dimension '\(name)' is given twice"
        case .unknownSortColumn(let name, let known):
            return "cannot sort by '\(name)'; columns are: \(known.joined(separator: ", "))"
        case .invalidTime(let text):
            return "'\(text)' is not a date (YYYY-MM-DD) or an RFC 3339 date-time (2026-11-28T10:00:00Z)"
        case .invalidValue(let option, let value, let expected):
            return "--\(option) expects \(expected), got '\(value)'"
        case .conflict(let message):
            return message
        }
    }
}
