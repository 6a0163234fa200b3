import Foundation
import CommandLineKit
import FSTelIO
import FSTelQuery
import FSTelStore

/// The `fstel` command line: finds the subcommand, parses, runs, and turns every
/// outcome into an exit status.
public enum CommandLineTool {
    /// Runs `fstel` with `arguments` (without the program name) and returns its exit status.
    /// True when this run is the whole process (the `fstel` executable), so a command may
    /// set process-wide limits (`fstel sql --max-memory`); false in-process (tests, hosts).
    nonisolated(unsafe) public static var ownsProcess = false

    public static func run(_ arguments: [String], console: Console) -> Int32 {
        defer {
            console.out.flush()
            console.err.flush()
        }
        var words = arguments[...]
        guard let first = words.first else {
            // Like git: the short help on stderr, and the status of a usage error.
            console.err.write(CommandLineParser.help(program: "fstel", path: [], command: RootCommand.self, width: console.errWidth ?? 80))
            return ExitCode.usage.rawValue
        }
        if first == "-V" || first == "--version" {
            console.out.write(VersionCommand.text)
            return ExitCode.success.rawValue
        }
        if first == "-h" || first == "--help" {
            console.out.write(CommandLineParser.help(program: "fstel", path: [], command: RootCommand.self, width: console.width))
            return ExitCode.success.rawValue
        }
        if first == "help" {
            return help(Array(words.dropFirst()), console: console)
        }
        var command: any DeclaredCommand.Type = RootCommand.self
        var path: [String] = []
        while !command.configuration.subcommands.isEmpty {
            guard let first = words.first else {
                return usageFailure(UsageError(missingSubcommand(command)), path: path, command: command, console: console)
            }
            if first == "-h" || first == "--help" {
                console.out.write(CommandLineParser.help(program: "fstel", path: path, command: command, width: console.width))
                return ExitCode.success.rawValue
            }
            guard let sub = subcommand(first, of: command) else {
                let names = command.configuration.subcommands.map { $0.configuration.name }
                return usageFailure(UsageError(Suggestions.unknown("subcommand '\(first)'", first, among: names)), path: path, command: command, console: console)
            }
            command = sub
            path.append(first)
            words = words.dropFirst()
        }
        guard let runnable = command as? any Command.Type else {
            return usageFailure(UsageError("missing subcommand"), path: path, command: command, console: console)
        }
        return execute(runnable, words: Array(words), path: path, console: console)
    }

    /// Parses `words` into a new `C`, validates it and runs it.
    private static func execute<C: Command>(_ type: C.Type, words: [String], path: [String], console: Console) -> Int32 {
        let instance = C()
        let global = GlobalOptions()
        do {
            try CommandLineParser.parse(words, into: argumentBoxes(of: instance) + argumentBoxes(of: global))
        } catch {
            return usageFailure(error as? UsageError ?? UsageError("\(error)"), path: path, command: type, console: console)
        }
        if global.help {
            console.out.write(CommandLineParser.help(program: "fstel", path: path, command: type, width: console.width))
            return ExitCode.success.rawValue
        }
        do {
            try instance.validate()
        } catch {
            return usageFailure(error as? UsageError ?? UsageError("\(error)"), path: path, command: type, console: console)
        }
        console.quiet = global.quiet
        do {
            return try instance.run(console).rawValue
        } catch let error as UsageError {
            return usageFailure(error, path: path, command: type, console: console)
        } catch {
            var (message, code) = describe(error)
            if case .notWritable? = error as? StoreCompatibilityError {
                // The refusal's example names the subcommand that was run.
                message = message.replacingOccurrences(
                    of: "fstel \(StoreCompatibilityError.commandPlaceholder)", with: (["fstel"] + path).joined(separator: " "))
            }
            console.err.write("Error: \(TerminalText.escapedKeepingLineBreaks(message))\n")
            return code.rawValue
        }
    }

    /// `fstel help [SUBCOMMAND...]` and `fstel help --man`.
    /// What `fstel help --help` prints.
    static let helpOfHelp = """
        OVERVIEW: Show the help of fstel or of one of its subcommands.

        USAGE: fstel help [SUBCOMMAND...]
               fstel help --man

        OPTIONS:
          --man                   The manual page (man(7) source) of every command.
          -h, --help              Show this help.

        EXAMPLES:
          fstel help
          fstel help report compare
          fstel help --man > fstel.1

        """

    private static func help(_ words: [String], console: Console) -> Int32 {
        if words == ["--man"] {
            console.out.write(ManPage.render())
            return ExitCode.success.rawValue
        }
        if words.first == "--help" || words.first == "-h" {
            console.out.write(helpOfHelp)
            return ExitCode.success.rawValue
        }
        // `fstel help report --help` is `fstel help report`.
        let words = words.filter { $0 != "--help" && $0 != "-h" }
        var command: any DeclaredCommand.Type = RootCommand.self
        var path: [String] = []
        for word in words {
            guard let sub = subcommand(word, of: command) else {
                let names = command.configuration.subcommands.map { $0.configuration.name }
                return usageFailure(
                    UsageError(Suggestions.unknown("subcommand '\(word)'", word, among: names)), path: path, command: command,
                    console: console)
            }
            command = sub
            path.append(word)
        }
        console.out.write(CommandLineParser.help(program: "fstel", path: path, command: command, width: console.width))
        return ExitCode.success.rawValue
    }

    static func subcommand(_ name: String, of command: any DeclaredCommand.Type) -> (any DeclaredCommand.Type)? {
        command.subcommand(name)
    }

    private static func missingSubcommand(_ command: any DeclaredCommand.Type) -> String {
        "missing subcommand (one of: \(command.configuration.subcommands.map { $0.configuration.name }.joined(separator: ", ")))"
    }

    private static func usageFailure(_ error: UsageError, path: [String], command: any DeclaredCommand.Type, console: Console) -> Int32 {
        console.err.write("Error: \(TerminalText.escapedKeepingLineBreaks(error.message))\n")
        console.err.write("Usage: \(CommandLineParser.usageLine(program: "fstel", path: path, command: command))\n")
        console.err.write("  See '\(([console.invocation, "help"] + path).joined(separator: " "))'.\n")
        return ExitCode.usage.rawValue
    }

    /// The message and exit status for an error that ended a command.
    static func describe(_ error: any Error) -> (String, ExitCode) {
        if let error = error as? any ExitCodeProviding {
            return (error.description, error.exitCode)
        }
        switch error {
        case let error as StoreCompatibilityError:
            if case .noPostgresStore = error { return (error.description, .unreadableInput) }
            if case .pendingSharedMigrations = error { return (error.description, .storeNeedsMigration) }
            if case .notWritable = error { return (error.description, .notPermitted) }
            return (error.description, .incompatibleStore)
        case let error as any StoreFailure:
            return (error.plainDescription, code(for: error.failureKind))
        case let error as IngestFailure:
            if let failure = error.underlying as? any StoreFailure { return (error.description, code(for: failure.failureKind)) }
            return (error.description, .failure)
        case let error as InputError:
            return (error.description, .unreadableInput)
        default:
            return (String(describing: error), .failure)
        }
    }

    /// A store that cannot be reached is an input that cannot be read (66); one that cannot
    /// be written (a full disk, an I/O error, a system error), 74; a store locked by another
    /// writer, a statement or lock wait past its time limit, or a transaction conflict, a
    /// temporary failure (75); a server that lacks what the command needs, 69; a file that
    /// is not a store, or a schema that does not fit, 78.
    static func code(for kind: StoreFailureKind) -> ExitCode {
        switch kind {
        case .unreachable: return .unreadableInput
        case .cannotWrite: return .storeIOError
        case .busy: return .storeBusy
        case .notAStore: return .incompatibleStore
        case .unavailable: return .serviceUnavailable
        case .other: return .failure
        }
    }
}

/// An error that knows its exit status and its message.
protocol ExitCodeProviding: Error, CustomStringConvertible {
    var exitCode: ExitCode { get }
}

/// `fstel`: the root, which only lists the subcommands.
struct RootCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "fstel",
            abstract: "FullscreenTelemetry: store and analyse iOS fullscreen-playback telemetry.",
            discussion: """
                The store is an SQLite file or a PostgreSQL database: --db PATH|URL, or $FSTEL_DB, or ./fstel.sqlite.
                Results go to stdout; progress and diagnostics to stderr.
                """,
            subcommands: CommandRegistry.all,
            examples: [
                "demo", "ingest --db telemetry.sqlite logs/*.ndjson.gz",
                "report failure-rates --db telemetry.sqlite --by strategy,os_major",
            ])
    }
}
