import CommandLineKit

/// `fstel completions SHELL`: the completion scripts of fstel's commands.
enum Completions {
    private static var tree: CompletionTree { CompletionTree(program: "fstel", root: RootCommand.self) }

    static func bash() -> String { BashCompletion.script(tree) }
    static func zsh() -> String { ZshCompletion.script(tree) }
    static func fish() -> String { FishCompletion.script(tree) }
}
