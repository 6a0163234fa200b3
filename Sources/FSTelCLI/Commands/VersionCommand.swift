import CommandLineKit

/// `fstel version` (also `fstel --version`, `fstel -V`).
struct VersionCommand: Command {
    static let version = "0.1.0"
    static var text: String { "fstel \(version)\n" }

    static var configuration: CommandConfiguration {
        CommandConfiguration(name: "version", abstract: "Print the version of fstel (also --version, -V).")
    }

    func run(_ console: Console) throws -> ExitCode {
        console.out.write(Self.text)
        return .success
    }
}

/// `fstel completions bash|zsh|fish`
struct CompletionsCommand: Command {
    enum Shell: String, CaseIterable, ArgumentValue {
        case bash, zsh, fish
    }

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "completions",
            abstract: "Print a shell completion script for bash, zsh or fish.",
            discussion: """
                Generated from the same declarations as --help: subcommands, options, and the values of
                options with a closed set. Install, for example:
                  bash: fstel completions bash > /etc/bash_completion.d/fstel
                  zsh:  fstel completions zsh > "${fpath[1]}/_fstel"
                  fish: fstel completions fish > ~/.config/fish/completions/fstel.fish
                """)
    }

    @Arguments(name: "SHELL", help: "The shell.", minimum: 1, maximum: 1, allowed: Shell.allCases.map(\.rawValue))
    var shells: [String]

    func run(_ console: Console) throws -> ExitCode {
        guard let name = shells.first, let shell = Shell(rawValue: name) else { throw UsageError("missing SHELL") }
        switch shell {
        case .bash: console.out.write(Completions.bash())
        case .zsh: console.out.write(Completions.zsh())
        case .fish: console.out.write(Completions.fish())
        }
        return .success
    }
}
