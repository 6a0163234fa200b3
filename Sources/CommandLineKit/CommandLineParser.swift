/// Fills a command's declared arguments from words: `--name VALUE`, `--name=VALUE`,
/// flags (and their one-letter forms), `--` to end options, and `-` as a positional
/// (standard input). Reads nothing but the words.
package enum CommandLineParser {
    package static func parse(_ words: [String], into boxes: [ArgumentBox]) throws {
        var byName: [String: ArgumentBox] = [:]
        var byShort: [Character: ArgumentBox] = [:]
        for box in boxes where box.declaration.kind != .positional {
            byName[box.declaration.name] = byName[box.declaration.name] ?? box
            if let short = box.declaration.short { byShort[short] = box }
        }
        let positional = boxes.first { $0.declaration.kind == .positional }
        // `--help` anywhere wins over every other mistake.
        if let help = byName["help"], words.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            help.set()
            return
        }
        var index = 0
        var optionsEnded = false
        func takePositional(_ word: String) throws {
            guard let positional else { throw UsageError("unexpected argument '\(word)'") }
            try positional.take(word)
        }
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                try takePositional(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if !word.hasPrefix("--") {
                guard word.count == 2, let letter = word.dropFirst().first, let box = byShort[letter] else {
                    throw UsageError(Suggestions.unknown("option '\(word)'", word, among: byName.keys.sorted().map { "--" + $0 }))
                }
                box.set()
                continue
            }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let box = byName[name] else {
                let known = byName.keys.sorted()
                var message = "unknown option '--\(name)'"
                if let best = Suggestions.closest(to: name, among: known).first { message += "; did you mean '--\(best)'?" }
                throw UsageError(message)
            }
            if box.declaration.kind == .flag {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                box.set()
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < words.count else {
                    throw UsageError("--\(name) needs a value (\(box.declaration.valueName))")
                }
                value = words[index]
                index += 1
            }
            try box.take(value)
        }
        if let positional = positional as? Arguments, positional.wrappedValue.count < positional.declaration.minimum {
            throw UsageError("missing \(positional.declaration.name)")
        }
    }

    package static func usageLine(program: String, path: [String], command: any DeclaredCommand.Type) -> String {
        var parts = [program] + path
        if !command.configuration.subcommands.isEmpty { parts.append("<subcommand>") }
        let declarations = command.declarations
        if declarations.contains(where: { $0.kind != .positional }) { parts.append("[options]") }
        for positional in declarations where positional.kind == .positional {
            parts.append(positional.minimum > 0 ? positional.name : "[\(positional.name)]")
        }
        return parts.joined(separator: " ")
    }

    /// Help is wrapped to the terminal (or `$COLUMNS`), else to this many columns.
    package static let defaultHelpWidth = 80

    /// The `--help` text of a command, all of it from its configuration and declarations,
    /// wrapped to `width` columns (80 when nil, as for output to a file or pipe; never
    /// under 50: the option column takes 28).
    package static func help(program: String, path: [String], command: any DeclaredCommand.Type, width: Int? = nil) -> String {
        let width = max(50, width ?? defaultHelpWidth)
        let configuration = command.configuration
        var text = Prose.wrapped("OVERVIEW: \(configuration.abstract)", width: width) + "\n\n"
        if !configuration.discussion.isEmpty { text += Prose.reflowed(configuration.discussion, width: width) + "\n\n" }
        text += "USAGE: \(usageLine(program: program, path: path, command: command))\n"
        let declarations = command.declarations
        let positionals = declarations.filter { $0.kind == .positional }
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for positional in positionals { text += row(positional.name, helpText(positional), width) }
        }
        text += "\nOPTIONS:\n"
        let options = declarations.filter { $0.kind != .positional } + (path.isEmpty ? [] : GlobalOptions.declarations)
        for option in options {
            var left = option.synopsis
            if let short = option.short { left = "-\(short), " + left }
            text += row(left, helpText(option), width)
        }
        if path.isEmpty {
            text += row("-V, --version", "Show the version.", width)
            text += row("-h, --help", "Show this help.", width)
        }
        if !configuration.subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n"
            for sub in configuration.subcommands { text += row(sub.configuration.name, sub.configuration.abstract, width) }
            text += "\n  See '\(program) \((["help"] + path + ["<subcommand>"]).joined(separator: " "))' for details.\n"
        }
        if !configuration.examples.isEmpty {
            text += "\nEXAMPLES:\n"
            for example in configuration.examples {
                text += "  " + Prose.commandLines("\(program) \(example)", width: width - 2).joined(separator: "\n  ") + "\n"
            }
        }
        return text
    }

    /// The help of one declaration with its allowed values, default and repeatability.
    package static func helpText(_ declaration: ArgumentDeclaration) -> String {
        var help = declaration.help
        if let allowed = declaration.allowedValues, allowed.count <= 16 {
            help += " (values: \(allowed.joined(separator: ", ")))"
        }
        if let defaultText = declaration.defaultText { help += " (default: \(defaultText))" }
        if declaration.repeatable && declaration.kind == .option { help += " (repeatable)" }
        return help
    }

    /// An option (or subcommand) and its help: the help starts in column 29 and its
    /// further lines stay there.
    private static func row(_ left: String, _ right: String, _ width: Int) -> String {
        let column = 26
        let indent = String(repeating: " ", count: column + 2)
        let pad = left.count < column ? String(repeating: " ", count: column - left.count) : "\n" + indent
        let lines = Prose.lines(right, width: width - indent.count)
        return "  " + left + pad + lines.joined(separator: "\n" + indent) + "\n"
    }
}
