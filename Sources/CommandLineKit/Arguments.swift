/// What the shell may complete for a value.
public enum CompletionKind: Sendable, Equatable {
    /// Nothing.
    case none
    /// File names.
    case file
    /// Directory names.
    case directory
    /// One of the declaration's allowed values.
    case values
    /// Suggested words for an open set (any value is still accepted), completed after
    /// the last comma of a comma-separated list (`--strategy a,b`).
    case words([String])
}

/// Everything known about one argument of a command, taken from its single declaration
/// (an ``Option``, ``Flag`` or ``Arguments`` property): parsing, `--help`, the shell
/// completions and the man page all read it from here.
public struct ArgumentDeclaration: Sendable {
    /// Option, flag or positional.
    public enum Kind: Sendable, Equatable {
        /// `--name VALUE`.
        case option
        /// `--name`, no value.
        case flag
        /// A bare argument.
        case positional
    }

    /// Option, flag or positional.
    public var kind: Kind
    /// `db` for `--db`; the placeholder (`FILE...`) for positionals.
    public var name: String
    /// A one-letter alias (`q` for `-q`).
    public var short: Character?
    /// `PATH` in `--db PATH`.
    public var valueName: String
    /// The help text.
    public var help: String
    /// The default as `--help` shows it, if any.
    public var defaultText: String?
    /// A closed set: any other value is a usage error (with the closest one suggested).
    public var allowedValues: [String]?
    /// True when it may be given several times (or comma-separated).
    public var repeatable: Bool
    /// What the shell completes for its value.
    public var completion: CompletionKind
    /// Positionals: how many at least and at most.
    public var minimum: Int
    /// Positionals: how many at most (nil: no limit).
    public var maximum: Int?

    /// `--db PATH`, `--strict`, or the placeholder of a positional.
    public var synopsis: String {
        switch kind {
        case .option: return "--\(name) \(valueName)"
        case .flag: return "--\(name)"
        case .positional: return name
        }
    }
}

/// A type an option or positional value can be read as.
public protocol ArgumentValue {
    /// The value of `argument`, or nil when it is not one.
    init?(argument: String)
    /// What a value looks like, for errors: "a whole number".
    static var expectation: String { get }
    /// The closed set of values, if the type has one (enums).
    static var allowedValues: [String]? { get }
    /// How a default prints in `--help`.
    var argumentText: String { get }
}

extension ArgumentValue {
    /// No closed set.
    public static var allowedValues: [String]? { nil }
    /// The value as Swift prints it.
    public var argumentText: String { "\(self)" }
}

extension String: ArgumentValue {
    /// Any text.
    public init?(argument: String) { self = argument }
    /// Any text.
    public static var expectation: String { "a value" }
    /// The text itself.
    public var argumentText: String { self }
}

extension Int: ArgumentValue {
    /// A whole number, or nil.
    public init?(argument: String) { self.init(argument) }
    /// A whole number.
    public static var expectation: String { "a whole number" }
}

extension Double: ArgumentValue {
    /// A finite number, or nil.
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
    /// A number.
    public static var expectation: String { "a number" }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// The case whose raw value is `argument`, or nil.
    public init?(argument: String) { self.init(rawValue: argument) }
    /// The raw values, listed.
    public static var expectation: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
    /// The raw values.
    public static var allowedValues: [String]? { allCases.map(\.rawValue) }
    /// The raw value.
    public var argumentText: String { rawValue }
}

/// A check on a parsed value beyond its type: a range.
public struct ValueCheck<T>: Sendable {
    let test: @Sendable (T) -> String?

    /// No check.
    public static var any: ValueCheck<T> { ValueCheck { _ in nil } }

    /// Between `range`'s bounds, inclusive.
    public static func range(_ range: ClosedRange<T>) -> ValueCheck<T> where T: Comparable & Sendable {
        ValueCheck { value in
            range.contains(value) ? nil : "must be between \(range.lowerBound) and \(range.upperBound)"
        }
    }
}

/// The property wrappers' common face, which the parser fills.
package protocol ArgumentBox: AnyObject {
    var declaration: ArgumentDeclaration { get }
    /// Takes one value (an option's, or a positional).
    func take(_ text: String) throws(UsageError)
    /// Sets a flag.
    func set()
    /// Whether the command line gave it.
    var wasGiven: Bool { get }
}

/// Reads one value, checking it against the allowed values and the check.
package func readValue<T: ArgumentValue>(
    _ text: String, for declaration: ArgumentDeclaration, check: ValueCheck<T>
) throws(UsageError) -> T {
    let label = declaration.kind == .positional ? declaration.name : "--\(declaration.name)"
    if let allowed = declaration.allowedValues, !allowed.contains(text) {
        throw UsageError(Suggestions.unknown("value '\(text)' for \(label)", text, among: allowed, listing: true))
    }
    guard let value = T(argument: text) else {
        throw UsageError("\(label) expects \(T.expectation), got '\(text)'")
    }
    if let problem = check.test(value) {
        throw UsageError("\(label) \(problem), got '\(text)'")
    }
    return value
}

/// `--name VALUE`: a typed option whose name, value name, help, default and allowed
/// values are declared once, here.
///
///     @Option(name: "batch-lines", valueName: "N", help: "Lines per transaction.", check: .range(1...10_000_000))
///     var batchLines = 100_000
///     @Option(name: "out", valueName: "FILE", help: "Write to FILE.", completion: .file)
///     var out: String?
///     @Option(name: "strategy", valueName: "NAME[,NAME...]", help: "Only these strategies.")
///     var strategies: [String] = []
@propertyWrapper
public final class Option<Value>: ArgumentBox {
    package let declaration: ArgumentDeclaration
    private let reader: (String, Value) throws(UsageError) -> Value
    private var value: Value
    package private(set) var wasGiven = false

    /// The parsed value, or the default.
    public var wrappedValue: Value { value }
    /// The option itself: `$out.wasGiven`.
    public var projectedValue: Option<Value> { self }

    init(declaration: ArgumentDeclaration, initial: Value, reader: @escaping (String, Value) throws(UsageError) -> Value) {
        self.declaration = declaration
        self.value = initial
        self.reader = reader
    }

    package func take(_ text: String) throws(UsageError) {
        if wasGiven && !declaration.repeatable { throw UsageError("--\(declaration.name) was given more than once") }
        value = try reader(text, value)
        wasGiven = true
    }

    package func set() {}

    /// An option with a default.
    public convenience init(
        wrappedValue: Value, name: String, valueName: String, help: String, defaultText: String? = nil,
        allowed: [String]? = nil, check: ValueCheck<Value> = .any, completion: CompletionKind = .none
    ) where Value: ArgumentValue {
        let allowedValues = allowed ?? Value.allowedValues
        let declaration = ArgumentDeclaration(
            kind: .option, name: name, valueName: valueName, help: help, defaultText: defaultText ?? wrappedValue.argumentText,
            allowedValues: allowedValues, repeatable: false, completion: allowedValues == nil ? completion : .values,
            minimum: 0, maximum: nil)
        self.init(declaration: declaration, initial: wrappedValue) { text, _ throws(UsageError) in
            try readValue(text, for: declaration, check: check)
        }
    }

    /// An option without a default: nil when not given.
    public convenience init<T: ArgumentValue>(
        name: String, valueName: String, help: String, defaultText: String? = nil,
        allowed: [String]? = nil, check: ValueCheck<T> = .any, completion: CompletionKind = .none
    ) where Value == T? {
        let allowedValues = allowed ?? T.allowedValues
        let declaration = ArgumentDeclaration(
            kind: .option, name: name, valueName: valueName, help: help, defaultText: defaultText,
            allowedValues: allowedValues, repeatable: false, completion: allowedValues == nil ? completion : .values,
            minimum: 0, maximum: nil)
        self.init(declaration: declaration, initial: nil) { text, _ throws(UsageError) in
            try readValue(text, for: declaration, check: check) as T
        }
    }

    /// A repeatable option; unless `split` is false, each value may also be a
    /// comma-separated list (`--by strategy,os_major` = `--by strategy --by os_major`).
    /// The default stands until the first value is given.
    public convenience init<T: ArgumentValue>(
        wrappedValue: [T] = [], name: String, valueName: String, help: String, split: Bool = true,
        allowed: [String]? = nil, check: ValueCheck<T> = .any, completion: CompletionKind = .none
    ) where Value == [T] {
        let allowedValues = allowed ?? T.allowedValues
        let declaration = ArgumentDeclaration(
            kind: .option, name: name, valueName: valueName, help: help,
            defaultText: wrappedValue.isEmpty ? nil : wrappedValue.map(\.argumentText).joined(separator: ","),
            allowedValues: allowedValues, repeatable: true, completion: allowedValues == nil ? completion : .values,
            minimum: 0, maximum: nil)
        var first = true
        self.init(declaration: declaration, initial: wrappedValue) { text, current throws(UsageError) in
            let parts = split ? text.split(separator: ",").map { String($0).trimmingSpaces() } : [text.trimmingSpaces()]
            var values = first ? [] : current
            first = false
            for part in parts where !part.isEmpty {
                values.append(try readValue(part, for: declaration, check: check))
            }
            return values
        }
    }
}

/// `--name`: a flag, false unless given.
@propertyWrapper
public final class Flag: ArgumentBox {
    package let declaration: ArgumentDeclaration
    package private(set) var wasGiven = false

    /// True when the flag was given.
    public var wrappedValue: Bool { wasGiven }

    /// A flag `--name` (and `-short`) with its help text.
    public init(name: String, short: Character? = nil, help: String) {
        declaration = ArgumentDeclaration(
            kind: .flag, name: name, short: short, valueName: "", help: help, defaultText: nil, allowedValues: nil,
            repeatable: false, completion: .none, minimum: 0, maximum: nil)
    }

    package func take(_ text: String) throws(UsageError) {
        throw UsageError("--\(declaration.name) takes no value")
    }

    package func set() { wasGiven = true }
}

/// The positional arguments of a command, as strings.
@propertyWrapper
public final class Arguments: ArgumentBox {
    package let declaration: ArgumentDeclaration
    private(set) var values: [String] = []

    /// The positional arguments given.
    public var wrappedValue: [String] { values }
    package var wasGiven: Bool { !values.isEmpty }

    /// Positionals described by `name` (a placeholder such as `FILE...`), taking `minimum` to `maximum` values.
    public init(
        name: String, help: String, minimum: Int = 0, maximum: Int? = nil, allowed: [String]? = nil,
        completion: CompletionKind = .file
    ) {
        declaration = ArgumentDeclaration(
            kind: .positional, name: name, valueName: name, help: help, defaultText: nil, allowedValues: allowed,
            repeatable: maximum != 1, completion: allowed == nil ? completion : .values, minimum: minimum, maximum: maximum)
    }

    package func take(_ text: String) throws(UsageError) {
        if let maximum = declaration.maximum, values.count >= maximum {
            throw UsageError("unexpected argument '\(text)'")
        }
        values.append(try readValue(text, for: declaration, check: .any) as String)
    }

    package func set() {}
}

/// A set of arguments shared by several commands (`--db`, the report filters): a struct
/// of ``Option``/``Flag`` properties, included in a command as a property.
public protocol ArgumentGroup {}

/// The declared arguments of a command value, in declaration order (groups inlined).
package func argumentBoxes(of value: Any) -> [ArgumentBox] {
    Mirror(reflecting: value).children.flatMap { child -> [ArgumentBox] in
        if let box = child.value as? ArgumentBox { return [box] }
        if child.value is ArgumentGroup { return argumentBoxes(of: child.value) }
        return []
    }
}

extension String {
    package func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
