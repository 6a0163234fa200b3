/// A column a report can group by (`--by`): its public name and the SQL expression over
/// `transitions AS t JOIN sessions AS s` that computes it. The one table of them.
public struct Dimension: Sendable, Equatable, Hashable {
    /// The public name (`os_major`): the `--by` value and the result column.
    public let name: String
    /// SQL over `t` (transitions) and `s` (sessions); never user text.
    let expression: SQL
    /// True when the expression reads `s` (the query then joins sessions).
    let needsSessions: Bool
    /// The same value over `transition_rollup AS r`, or nil when the rollup does not keep it.
    let rollupExpression: SQL?

    /// The same value over `r`, one of the tables ingest keeps, or nil when `table` does
    /// not keep it.
    func expression(over table: SummaryTable) -> SQL? {
        switch table {
        case .transitionRollup:
            return rollupExpression
        case .failureRollup, .durationSketch:
            // Keyed without the OS name and the device model.
            return name == "os_name" || name == "device_model" ? nil : rollupExpression
        case .restoreRollup:
            switch name {
            case "method": return "nullif(r.method, '')"
            case "container": return "nullif(r.container, '')"
            default: return expression(over: .durationSketch)
            }
        }
    }

    init(name: String, expression: SQL, needsSessions: Bool, rollup: SQL? = nil) {
        self.name = name
        self.expression = expression
        self.needsSessions = needsSessions
        self.rollupExpression = rollup
    }

    /// Dimensions are one table: equal when their names are.
    public static func == (a: Dimension, b: Dimension) -> Bool { a.name == b.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The strategy that made the transition (`native_rotation`, ...).
    public static let strategy = Dimension(name: "strategy", expression: "t.strategy", needsSessions: false, rollup: "r.strategy")
    /// The OS name of the session (`iOS`, `iPadOS`).
    public static let osName = Dimension(name: "os_name", expression: "s.os_name", needsSessions: true, rollup: "CASE WHEN r.started <> 0 THEN r.os_name END")
    /// The OS major version of the session (an integer: `17`).
    public static let osMajor = Dimension(name: "os_major", expression: "s.os_major", needsSessions: true, rollup: "r.os_major")
    /// The OS major and minor version (`17.4`; a missing minor counts as 0).
    public static let osMinor = Dimension(
        name: "os_minor",
        expression: "CASE WHEN s.os_major IS NULL THEN NULL ELSE s.os_major || '.' || coalesce(s.os_minor, 0) END",
        needsSessions: true,
        rollup: "CASE WHEN r.os_major IS NULL THEN NULL ELSE r.os_major || '.' || coalesce(r.os_minor, 0) END")
    /// The OS version as logged (`13.4.1`).
    public static let osVersion = Dimension(name: "os_version", expression: "s.os_version", needsSessions: true, rollup: "CASE WHEN r.started <> 0 THEN r.os_version END")
    /// The device model (`iPhone12,1`); reports add its readable `device_name` beside it.
    public static let deviceModel = Dimension(name: "device_model", expression: "s.device_model", needsSessions: true, rollup: "CASE WHEN r.started <> 0 THEN r.device_model END")
    /// The app version of the session.
    public static let appVersion = Dimension(name: "app_version", expression: "s.app_version", needsSessions: true, rollup: "CASE WHEN r.started <> 0 THEN r.app_version END")
    /// `enter` or `exit`.
    public static let direction = Dimension(name: "direction", expression: "t.direction", needsSessions: false, rollup: "r.direction")
    /// What started the transition (a button, a rotation, ...).
    public static let trigger = Dimension(name: "trigger", expression: "t.trigger", needsSessions: false)
    /// The app state when the transition started.
    public static let appState = Dimension(name: "app_state", expression: "t.app_state", needsSessions: false)
    /// How an exit restored the scroll position.
    public static let method = Dimension(name: "method", expression: "t.restore_method", needsSessions: false)
    /// The container an exit restored into.
    public static let container = Dimension(name: "container", expression: "t.restore_container", needsSessions: false)
    /// The UTC day of the transition (`2026-11-28`).
    public static let day = Dimension(
        name: "day", expression: .construct(.dayTextOfMillis("t.ts")), needsSessions: false,
        rollup: .construct(.dayTextOfDayNumber("r.day")))

    /// Every dimension, in the order the docs list them.
    public static let all: [Dimension] = [
        strategy, osName, osMajor, osMinor, osVersion, deviceModel, appVersion, direction, trigger, appState, method, container, day,
    ]

    /// The names of ``all``, as `--by` takes them.
    package static let names: [String] = all.map(\.name)

    /// The dimension called `name`, or a ``ReportRequestError``.
    package static func named(_ name: String) throws(ReportRequestError) -> Dimension {
        guard let found = all.first(where: { $0.name == name }) else {
            throw .unknownDimension(name, known: names)
        }
        return found
    }

    /// The dimensions of a `--by` list, refusing unknown and repeated names.
    package static func parse(_ names: [String]) throws(ReportRequestError) -> [Dimension] {
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
    /// A `--by` name that is no dimension, with the names that are.
    case unknownDimension(String, known: [String])
    /// A dimension named twice.
    case repeatedDimension(String)
    /// A sort key that names no result column, with the columns.
    case unknownSortColumn(String, known: [String])
    /// A time that is neither a date nor an RFC 3339 date-time.
    case invalidTime(String)
    /// An option value outside its allowed set.
    case invalidValue(option: String, value: String, expected: String)
    /// Options that cannot be combined (the message says why).
    case conflict(String)

    /// The message the CLI prints.
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
