/// One row of `daily_rollups` with its failures per kind.
public struct RollupRow: Equatable, Sendable {
    /// The group.
    public var key: RollupKey
    /// Transitions whose outcome is `ok` or `failed` (docs/metrics.md); `cancelled` and
    /// `ignored` are counted apart.
    public var attempts = 0
    /// Transitions whose outcome is `ok`.
    public var ok = 0
    /// Transitions whose outcome is `failed`.
    public var failures = 0
    /// Transitions whose outcome is `cancelled`.
    public var cancelled = 0
    /// Transitions whose outcome is `ignored`.
    public var ignored = 0
    /// Exits that carry both a target and a restored index path.
    public var restores = 0
    /// Restores whose restored index path differs from the target.
    public var mismatches = 0
    /// Transitions that carry a duration.
    public var durations = 0
    /// Median duration in milliseconds (nearest rank); nil without durations.
    public var durationP50: Double?
    /// 95th percentile duration in milliseconds (nearest rank); nil without durations.
    public var durationP95: Double?
    /// Failures per kind; the values add up to ``failures``.
    public var failureKinds: [String: Int] = [:]

    /// An empty row of `key`.
    public init(key: RollupKey) {
        self.key = key
    }

    /// failures / attempts (0 when there were no attempts).
    public var failureRate: Double { attempts == 0 ? 0 : Double(failures) / Double(attempts) }

    /// Every transition of the row, whatever its outcome (the volume of logs).
    public var transitions: Int { ok + failures + cancelled + ignored }
}
