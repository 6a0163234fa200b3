/// What a command is called and what it does; its arguments are its ``Option``, ``Flag``
/// and ``Arguments`` properties.
public struct CommandConfiguration {
    /// The subcommand's name (`ingest`).
    public var name: String
    /// One line for the command list.
    public var abstract: String
    /// More text for `--help`.
    public var discussion: String
    /// Nested subcommands.
    public var subcommands: [any Command.Type]
    /// Example invocations (without the leading `fstel `), shown in `--help` and the man page.
    public var examples: [String]

    /// A command called `name`.
    public init(
        name: String, abstract: String, discussion: String = "", subcommands: [any Command.Type] = [], examples: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.subcommands = subcommands
        self.examples = examples
    }
}

/// A subcommand, in the manner of swift-argument-parser: made with `init()`, its declared
/// arguments filled by the parser, checked by ``validate()`` (no I/O), then run.
public protocol Command {
    /// Its name, text and subcommands.
    static var configuration: CommandConfiguration { get }
    /// A command with its declared defaults.
    init()
    /// Checks the arguments together; throws ``UsageError``. Does no I/O.
    func validate() throws
    /// Does the work; returns the exit status.
    func run(_ console: Console) throws -> ExitCode
}

extension Command {
    /// Nothing to check.
    public func validate() throws {}

    /// A command that only groups subcommands is never run: the tool shows its usage.
    public func run(_ console: Console) throws -> ExitCode {
        throw UsageError("missing subcommand")
    }

    /// The declarations of this command's arguments, in order.
    static var declarations: [ArgumentDeclaration] { argumentBoxes(of: Self()).map(\.declaration) }
}

/// Wrong usage: exits 64 with the message and the usage line.
public struct UsageError: Error, CustomStringConvertible, Sendable {
    /// What was wrong.
    public var message: String

    /// A usage error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// The options every command takes, declared once: added by the tool to each command.
struct GlobalOptions: ArgumentGroup {
    @Flag(name: "quiet", short: "q", help: "Print nothing but errors and the results on stdout.")
    var quiet: Bool

    @Flag(name: "help", short: "h", help: "Show this help.")
    var help: Bool
}
