/// What the shell completion scripts are generated from: a program's commands, their
/// configurations and argument declarations (the same ones `--help` reads).
package struct CompletionTree {
    /// The program's name, as typed.
    package let program: String
    /// Every command path that takes arguments, with its declarations (global options added).
    package let leaves: [(path: [String], declarations: [ArgumentDeclaration])]
    /// The groups: a path and the names and abstracts of its subcommands (the root is `[]`).
    package let groups: [(path: [String], names: [(String, String)])]

    /// The tree of `program`, whose subcommands are `root`'s.
    package init(program: String, root: any DeclaredCommand.Type) {
        self.program = program
        leaves = root.leaves().map { ($0.path, $0.command.declarations + GlobalOptions.declarations) }
        func walk(_ command: any DeclaredCommand.Type, _ path: [String]) -> [([String], [(String, String)])] {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return [] }
            let names = subcommands.map { ($0.configuration.name, $0.configuration.abstract) }
            return [(path, names)] + subcommands.flatMap { walk($0, path + [$0.configuration.name]) }
        }
        groups = walk(root, [])
    }

    /// `text` in single quotes for a shell.
    package static func single(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
