import CommandLineKit

/// `fstel help --man`: the manual page, with fstel's environment variables and exit statuses.
enum ManPage {
    static func render() -> String {
        ManualPage.render(
            program: "fstel", root: RootCommand.self, version: VersionCommand.version,
            environment: [
                ("FSTEL_DB", "The store when \\fB\\-\\-db\\fR is not given."),
                ("FSTEL_BZIP2_THREADS", "Threads that decode the blocks of a bzip2 file (not of a stream): 2 or more, or 0 for the active processors (default 1: one libbz2 stream on the reading thread)."),
                ("COLUMNS", "The width tables are fitted to (default: the terminal's; no limit when stdout is not a terminal)."),
            ],
            exitStatuses: ExitCode.allCases.map { ($0.rawValue, $0.meaning) })
    }
}
