/// One row of `daily_rollups` with its failures per kind.
package struct RollupRow: Equatable, Sendable {
    /// The group.
    package var key: RollupKey
    /// Transitions whose outcome is `ok` or `failed` (docs/metrics.md); `cancelled` and
    /// `ignored` are counted apart.
    package var attempts = 0
    /// Transitions whose outcome is `ok`.
    package var ok = 0
    /// Transitions whose outcome is `failed`.
    package var failures = 0
    /// Transitions whose outcome is `cancelled`.
    package var cancelled = 0
    /// Transitions whose outcome is `ignored`.
    package var ignored = 0
    /// Exits that carry both a target and a restored index path.
    package var restores = 0
    /// Restores whose restored index path differs from the target.
    package var mismatches = 0
    /// Transitions that carry a duration.
    package var durations = 0
    /// Median duration in milliseconds (nearest rank); nil without durations.
    var durationP50: Double?
    /// 95th percentile duration in milliseconds (nearest rank); nil without durations.
    var durationP95: Double?
    /// Failures per kind; the values add up to ``failures``.
    var failureKinds: [String: Int] = [:]

    /// An empty row of `key`.
    init(key: RollupKey) {
        self.key = key
    }

    /// failures / attempts (0 when there were no attempts).
    package var failureRate: Double { attempts == 0 ? 0 : Double(failures) / Double(attempts) }

    /// Every transition of the row, whatever its outcome (the volume of logs).
    package var transitions: Int { ok + failures + cancelled + ignored }
}
