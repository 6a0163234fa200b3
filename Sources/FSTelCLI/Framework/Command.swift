/// One option of a command: `--name VALUE` (or a flag without a value).
public struct OptionSpec: Sendable {
    public var name: String
    public var valueName: String?
    public var help: String
    public var repeatable: Bool
    public var defaultText: String?

    /// An option that takes a value.
    public static func value(_ name: String, _ valueName: String, help: String, repeatable: Bool = false, default defaultText: String? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, repeatable: repeatable, defaultText: defaultText)
    }

    /// An option without a value.
    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, repeatable: false, defaultText: nil)
    }
}

/// The positional arguments of a command.
public struct PositionalSpec: Sendable {
    public var name: String
    public var help: String
    public var minimum: Int
    public var maximum: Int?

    public init(name: String, help: String, minimum: Int = 0, maximum: Int? = nil) {
        self.name = name
        self.help = help
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// What a command is called, what it does, and what it accepts; `--help` is made
/// from it.
public struct CommandSpec {
    public var name: String
    public var abstract: String
    public var discussion: String
    public var options: [OptionSpec]
    public var positionals: PositionalSpec?
    public var subcommands: [any Command.Type]

    public init(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        positionals: PositionalSpec? = nil, subcommands: [any Command.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
    }
}

/// A subcommand: parsed from ``ParsedArguments`` (which is where usage errors are
/// found), then run.
public protocol Command {
    static var spec: CommandSpec { get }
    /// Reads and validates the arguments; throws ``UsageError`` for bad usage.
    init(_ arguments: ParsedArguments) throws
    /// Does the work; returns the exit status.
    func run(_ console: Console) throws -> ExitCode
}

/// Wrong usage: exits 64 with the message and the usage line.
public struct UsageError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var commandPath: [String] = []

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The options, flags and positionals given to a command.
public struct ParsedArguments: Sendable {
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []
    public var positionals: [String] = []

    public init() {}

    public func value(_ name: String) -> String? { values[name]?.last }
    public func all(_ name: String) -> [String] { values[name] ?? [] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Values of a repeatable option, each of which may also be a comma-separated list.
    public func list(_ name: String) -> [String] {
        all(name).flatMap { $0.split(separator: ",").map { String($0).trimmingSpaces() } }.filter { !$0.isEmpty }
    }

    public func int(_ name: String, default fallback: Int? = nil, range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = value(name) else { return fallback }
        guard let number = Int(text) else { throw UsageError("--\(name) expects a whole number, got '\(text)'") }
        if let range, !range.contains(number) {
            throw UsageError("--\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(number)")
        }
        return number
    }

    public func double(_ name: String, default fallback: Double? = nil, range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = value(name) else { return fallback }
        guard let number = Double(text), number.isFinite else { throw UsageError("--\(name) expects a number, got '\(text)'") }
        if let range, !range.contains(number) {
            throw UsageError("--\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
        }
        return number
    }

    /// The value of an option restricted to a set of words.
    public func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T) throws -> T where T.RawValue == String {
        guard let text = value(name) else { return fallback }
        guard let choice = T(rawValue: text) else {
            throw UsageError("--\(name) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return choice
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
