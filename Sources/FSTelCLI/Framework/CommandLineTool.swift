import FSTelIO
import FSTelStore

/// The `fstel` command line: finds the subcommand, parses, runs, and turns every
/// outcome into an exit status.
public enum CommandLineTool {
    /// Runs `fstel` with `arguments` (without the program name) and returns its exit status.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        defer {
            console.out.flush()
            console.err.flush()
        }
        var command: any Command.Type = RootCommand.self
        var path: [String] = []
        var words = arguments[...]
        while let first = words.first, !command.spec.subcommands.isEmpty {
            guard let sub = command.spec.subcommands.first(where: { $0.spec.name == first }) else {
                if first == "-h" || first == "--help" || first == "help" { break }
                if first.hasPrefix("-") && command == RootCommand.self {
                    if first == "--version" { break }
                }
                return usageFailure(UsageError("unknown subcommand '\(first)'"), path: path, spec: command.spec, console: console)
            }
            command = sub
            path.append(first)
            words = words.dropFirst()
        }
        let parsed: ParsedArguments
        do {
            if !command.spec.subcommands.isEmpty {
                if words.first == "--version" {
                    console.out.write("fstel \(RootCommand.version)\n")
                    return ExitCode.success.rawValue
                }
                console.out.write(ArgumentParser.help(path: path, spec: command.spec))
                return words.isEmpty && !path.isEmpty ? ExitCode.usage.rawValue : ExitCode.success.rawValue
            }
            parsed = try ArgumentParser.parse(Array(words), spec: command.spec)
            if parsed.flag("help") {
                console.out.write(ArgumentParser.help(path: path, spec: command.spec))
                return ExitCode.success.rawValue
            }
        } catch let error as UsageError {
            return usageFailure(error, path: path, spec: command.spec, console: console)
        } catch {
            console.err.write("Error: \(error)\n")
            return ExitCode.failure.rawValue
        }
        do {
            let instance = try command.init(parsed)
            return try instance.run(console).rawValue
        } catch let error as UsageError {
            return usageFailure(error, path: path, spec: command.spec, console: console)
        } catch {
            let (message, code) = describe(error)
            console.err.write("Error: \(message)\n")
            return code.rawValue
        }
    }

    private static func usageFailure(_ error: UsageError, path: [String], spec: CommandSpec, console: Console) -> Int32 {
        console.err.write("Error: \(error.message)\n")
        console.err.write("Usage: \(ArgumentParser.usageLine(path: path, spec: spec))\n")
        console.err.write("  See 'fstel \((path + ["--help"]).joined(separator: " "))'.\n")
        return ExitCode.usage.rawValue
    }

    /// The message and exit status for an error that ended a command.
    static func describe(_ error: any Error) -> (String, ExitCode) {
        switch error {
        case let error as StoreCompatibilityError:
            return (error.description, .incompatibleStore)
        case let error as IngestFailure:
            return (error.description, code(for: error.underlying))
        case let error as SQLiteError:
            return (error.description, code(for: error))
        case let error as InputError:
            return (error.description, .unreadableInput)
        case let error as MissingStoreError:
            return (error.description, .unreadableInput)
        default:
            return (String(describing: error), .failure)
        }
    }

    static func code(for error: SQLiteError) -> ExitCode {
        if error.isBusy { return .storeBusy }
        if error.isNotADatabase { return .incompatibleStore }
        if error.isFull || error.isReadOnly || error.isIOError || error.isCannotOpen {
            return .storeIOError
        }
        return .failure
    }
}

/// `fstel`: the root, which only lists the subcommands.
struct RootCommand: Command {
    static let version = "0.1.0"

    static var spec: CommandSpec {
        CommandSpec(
            name: "fstel",
            abstract: "FullscreenTelemetry: store and analyse iOS fullscreen-playback telemetry.",
            discussion: """
                The store is an SQLite file: --db PATH, or $FSTEL_DB, or ./fstel.sqlite.
                Results go to stdout; progress and diagnostics to stderr.
                """,
            subcommands: CommandRegistry.all)
    }

    init(_ arguments: ParsedArguments) throws {}

    func run(_ console: Console) throws -> ExitCode { .success }
}
