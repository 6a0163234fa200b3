/// A program's manual page (roff, man(7) macros), generated from the same configurations
/// and declarations as `--help`.
package enum ManualPage {
    /// The page of `program`, whose subcommands are `root`'s: every command that runs with
    /// its arguments and examples, the options every command takes, the environment
    /// variables and the exit statuses, each with what it means.
    package static func render(
        program: String, root: any DeclaredCommand.Type, version: String,
        environment: [(name: String, meaning: String)], exitStatuses: [(code: Int32, meaning: String)]
    ) -> String {
        let rootConfiguration = root.configuration
        var page = """
            .TH \(program.uppercased()) 1 "" "\(program) \(version)" "User Commands"
            .SH NAME
            \(program) \\- \(escaped(rootConfiguration.abstract))
            .SH SYNOPSIS
            .B \(program)
            .I subcommand
            [\\fIoptions\\fR] [\\fIarguments\\fR]
            .SH DESCRIPTION
            \(escaped(rootConfiguration.discussion))

            """
        page += ".SH COMMANDS\n"
        for (path, command) in root.leaves() {
            let configuration = command.configuration
            page += ".SS \"\(program) \(escaped(path.joined(separator: " ")))\"\n"
            page += escaped(configuration.abstract) + "\n"
            if !configuration.discussion.isEmpty { page += ".PP\n" + escaped(configuration.discussion) + "\n" }
            for declaration in command.declarations {
                page += ".TP\n"
                switch declaration.kind {
                case .flag: page += "\\fB\\-\\-\(escaped(declaration.name))\\fR\n"
                case .option: page += "\\fB\\-\\-\(escaped(declaration.name))\\fR \\fI\(escaped(declaration.valueName))\\fR\n"
                case .positional: page += "\\fI\(escaped(declaration.name))\\fR\n"
                }
                page += escaped(CommandLineParser.helpText(declaration)) + "\n"
            }
            if !configuration.examples.isEmpty {
                page += ".PP\nExamples:\n"
                for example in configuration.examples { page += ".IP\n.B \(program) \(escaped(example))\n" }
            }
        }
        page += ".SH OPTIONS\nEvery subcommand also takes:\n"
        for declaration in GlobalOptions.declarations {
            page += ".TP\n\\fB\\-\(declaration.short.map { "\($0)" } ?? "")\\fR, \\fB\\-\\-\(declaration.name)\\fR\n\(escaped(declaration.help))\n"
        }
        let versionCommand = root.subcommand("version") == nil ? "" : " (also \\fB\(program) version\\fR)"
        page += ".TP\n\\fB\\-V\\fR, \\fB\\-\\-version\\fR\nShow the version\(versionCommand).\n"
        if !environment.isEmpty {
            page += ".SH ENVIRONMENT\n"
            for variable in environment { page += ".TP\n.B \(variable.name)\n\(variable.meaning)\n" }
        }
        page += ".SH EXIT STATUS\n"
        for status in exitStatuses {
            page += ".TP\n.B \(status.code)\n\(escaped(status.meaning))\n"
        }
        return page
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with `.` or `'`.
    package static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
            .joined(separator: "\n")
    }
}
