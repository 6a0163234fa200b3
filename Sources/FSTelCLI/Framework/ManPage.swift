import CommandLineKit

/// `fstel help --man`: the manual page, with fstel's environment variables and exit statuses.
enum ManPage {
    static func render() -> String {
        ManualPage.render(
            program: "fstel", root: RootCommand.self, version: VersionCommand.version,
            environment: [
                ("FSTEL_DB", "The store when \\fB\\-\\-db\\fR is not given."),
                ("COLUMNS", "The width tables are fitted to (default: the terminal's; no limit when stdout is not a terminal)."),
            ],
            exitStatuses: ExitCode.allCases.map { ($0.rawValue, $0.meaning) })
    }
}
