/// `fstel help --man`: the manual page (roff, man(7) macros), generated from the same
/// configurations and declarations as `--help`.
enum ManPage {
    static func render() -> String {
        let root = RootCommand.configuration
        var page = """
            .TH FSTEL 1 "" "fstel \(VersionCommand.version)" "User Commands"
            .SH NAME
            fstel \\- \(escaped(root.abstract))
            .SH SYNOPSIS
            .B fstel
            .I subcommand
            [\\fIoptions\\fR] [\\fIarguments\\fR]
            .SH DESCRIPTION
            \(escaped(root.discussion))

            """
        page += ".SH COMMANDS\n"
        for (path, command) in CommandRegistry.leaves() {
            let configuration = command.configuration
            page += ".SS \"fstel \(escaped(path.joined(separator: " ")))\"\n"
            page += escaped(configuration.abstract) + "\n"
            if !configuration.discussion.isEmpty { page += ".PP\n" + escaped(configuration.discussion) + "\n" }
            for declaration in command.declarations {
                page += ".TP\n"
                switch declaration.kind {
                case .flag: page += "\\fB\\-\\-\(escaped(declaration.name))\\fR\n"
                case .option: page += "\\fB\\-\\-\(escaped(declaration.name))\\fR \\fI\(escaped(declaration.valueName))\\fR\n"
                case .positional: page += "\\fI\(escaped(declaration.name))\\fR\n"
                }
                page += escaped(ArgumentParser.helpText(declaration)) + "\n"
            }
            if !configuration.examples.isEmpty {
                page += ".PP\nExamples:\n"
                for example in configuration.examples { page += ".IP\n.B fstel \(escaped(example))\n" }
            }
        }
        page += ".SH OPTIONS\nEvery subcommand also takes:\n"
        for declaration in GlobalOptions.declarations {
            page += ".TP\n\\fB\\-\(declaration.short.map { "\($0)" } ?? "")\\fR, \\fB\\-\\-\(declaration.name)\\fR\n\(escaped(declaration.help))\n"
        }
        page += ".TP\n\\fB\\-V\\fR, \\fB\\-\\-version\\fR\nShow the version (also \\fBfstel version\\fR).\n"
        page += ".SH ENVIRONMENT\n.TP\n.B FSTEL_DB\nThe store when \\fB\\-\\-db\\fR is not given.\n"
        page += ".TP\n.B COLUMNS\nThe width tables are fitted to (default: the terminal's; no limit when stdout is not a terminal).\n"
        page += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases {
            page += ".TP\n.B \(code.rawValue)\n\(escaped(code.meaning))\n"
        }
        return page
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with `.` or `'`.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
            .joined(separator: "\n")
    }
}
