import CommandLineKit
import FSTelModel

/// `--since DATE` and `--until DATE`: whole UTC days, as the commands that read the daily
/// summaries take them (`report compare`, `report causes`).
struct DayRangeOptions: ArgumentGroup {
    @Option var since: UTCDay?
    @Option var until: UTCDay?

    /// The options, their help starting with `scope` (`Only`, or `With app versions: only`).
    init(scope: String = "Only") {
        _since = Option(name: "since", valueName: "DATE", help: "\(scope) days from DATE (UTC).")
        _until = Option(name: "until", valueName: "DATE", help: "\(scope) days up to DATE (UTC), included.")
    }

    /// True when either was given.
    var isGiven: Bool { since != nil || until != nil }

    /// A usage error when `--since` is after `--until`.
    func check() throws(UsageError) {
        if let since, let until, since > until { throw UsageError("--since is after --until") }
    }
}
