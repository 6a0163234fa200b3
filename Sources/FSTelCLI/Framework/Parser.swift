/// Parses words against a ``CommandSpec``: `--name VALUE`, `--name=VALUE`, flags,
/// `--` to end options, and `-` as a positional (standard input).
enum ArgumentParser {
    static let helpOption = OptionSpec.flag("help", help: "Show this help.")

    static func parse(_ words: [String], spec: CommandSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        let byName = Dictionary(spec.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" {
                parsed.flags.insert("help")
                continue
            }
            guard word.hasPrefix("--") else { throw UsageError("unknown option '\(word)'") }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = byName[name] else {
                throw UsageError("unknown option '--\(name)'")
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < words.count else { throw UsageError("--\(name) needs a value (\(valueName))") }
                value = words[index]
                index += 1
            }
            if !option.repeatable, parsed.values[name] != nil {
                throw UsageError("--\(name) was given more than once")
            }
            parsed.values[name, default: []].append(value)
        }
        if !parsed.flag("help") {
            let count = parsed.positionals.count
            if let positional = spec.positionals {
                if count < positional.minimum {
                    throw UsageError("missing \(positional.name)")
                }
                if let maximum = positional.maximum, count > maximum {
                    throw UsageError("unexpected argument '\(parsed.positionals[maximum])'")
                }
            } else if count > 0 {
                throw UsageError("unexpected argument '\(parsed.positionals[0])'")
            }
        }
        return parsed
    }

    static func usageLine(path: [String], spec: CommandSpec) -> String {
        var parts = ["fstel"] + path
        if !spec.subcommands.isEmpty { parts.append("<subcommand>") }
        if !spec.options.isEmpty { parts.append("[options]") }
        if let positional = spec.positionals {
            parts.append(positional.minimum > 0 ? positional.name : "[\(positional.name)]")
        }
        return parts.joined(separator: " ")
    }

    static func help(path: [String], spec: CommandSpec) -> String {
        var text = "OVERVIEW: \(spec.abstract)\n\n"
        if !spec.discussion.isEmpty { text += spec.discussion + "\n\n" }
        text += "USAGE: \(usageLine(path: path, spec: spec))\n"
        if let positional = spec.positionals {
            text += "\nARGUMENTS:\n" + row(positional.name, positional.help)
        }
        if !spec.options.isEmpty || spec.subcommands.isEmpty {
            text += "\nOPTIONS:\n"
            for option in spec.options + [helpOption] {
                var left = "--\(option.name)"
                if let valueName = option.valueName { left += " \(valueName)" }
                var help = option.help
                if let defaultText = option.defaultText { help += " (default: \(defaultText))" }
                if option.repeatable { help += " (repeatable)" }
                text += row(left, help)
            }
        }
        if !spec.subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n"
            for sub in spec.subcommands { text += row(sub.spec.name, sub.spec.abstract) }
            text += "\n  See 'fstel \((path + ["<subcommand>"]).joined(separator: " ")) --help' for details.\n"
        }
        return text
    }

    private static func row(_ left: String, _ right: String) -> String {
        let width = 26
        let pad = left.count < width ? String(repeating: " ", count: width - left.count) : "\n" + String(repeating: " ", count: width + 2)
        return "  " + left + pad + right + "\n"
    }
}
