import CommandLineKit

/// A subcommand of `fstel`: a ``DeclaredCommand`` that runs with a console and returns
/// its exit status.
public protocol Command: DeclaredCommand {
    /// Does the work; returns the exit status.
    func run(_ console: Console) throws -> ExitCode
}

extension Command {
    /// A command that only groups subcommands is never run: the tool shows its usage.
    public func run(_ console: Console) throws -> ExitCode {
        throw UsageError("missing subcommand")
    }
}
