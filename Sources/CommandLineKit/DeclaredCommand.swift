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
    public var subcommands: [any DeclaredCommand.Type]
    /// Example invocations (without the leading program name), shown in `--help` and the man page.
    public var examples: [String]

    /// A command called `name`.
    public init(
        name: String, abstract: String, discussion: String = "", subcommands: [any DeclaredCommand.Type] = [],
        examples: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.subcommands = subcommands
        self.examples = examples
    }
}

/// A command as the parser, `--help`, the man page and the shell completions see it, in the
/// manner of swift-argument-parser: made with `init()`, its declared arguments filled by
/// the parser, then checked by ``validate()`` (no I/O). How it runs is the program's own.
public protocol DeclaredCommand {
    /// Its name, text and subcommands.
    static var configuration: CommandConfiguration { get }
    /// A command with its declared defaults.
    init()
    /// Checks the arguments together; throws ``UsageError``. Does no I/O.
    func validate() throws
}

extension DeclaredCommand {
    /// Nothing to check.
    public func validate() throws {}

    /// The declarations of this command's arguments, in order.
    package static var declarations: [ArgumentDeclaration] { argumentBoxes(of: Self()).map(\.declaration) }

    /// The subcommand called `name`, if this command has one.
    package static func subcommand(_ name: String) -> (any DeclaredCommand.Type)? {
        configuration.subcommands.first { $0.configuration.name == name }
    }

    /// Every command under this one that runs (not only groups), with its path: `["report", "failures"]`.
    package static func leaves(path: [String] = []) -> [(path: [String], command: any DeclaredCommand.Type)] {
        let subcommands = configuration.subcommands
        if subcommands.isEmpty { return [(path, self)] }
        return subcommands.flatMap { $0.leaves(path: path + [$0.configuration.name]) }
    }
}

/// Wrong usage: the program exits with its usage status, the message and the usage line.
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
package struct GlobalOptions: ArgumentGroup {
    @Flag(name: "quiet", short: "q", help: "Print nothing but errors and the results on stdout.")
    package var quiet: Bool

    @Flag(name: "help", short: "h", help: "Show this help.")
    package var help: Bool

    package init() {}

    package static var declarations: [ArgumentDeclaration] { argumentBoxes(of: GlobalOptions()).map(\.declaration) }
}
