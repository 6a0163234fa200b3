/// The grain of `daily_rollups` (without the day).
package struct RollupKey: Hashable, Comparable, Sendable {
    /// The strategy.
    package var strategy: String
    /// The OS major version; nil when no session start was logged.
    package var osMajor: Int?
    /// The OS minor version; nil when not logged.
    package var osMinor: Int?
    /// The app version; nil when no session start was logged.
    package var appVersion: String?
    /// `enter` or `exit`.
    package var direction: String

    /// The key of one rollup row.
    init(strategy: String, osMajor: Int?, osMinor: Int?, appVersion: String?, direction: String) {
        self.strategy = strategy
        self.osMajor = osMajor
        self.osMinor = osMinor
        self.appVersion = appVersion
        self.direction = direction
    }

    /// Ordered by strategy, OS major, OS minor, app version, then direction (nil first).
    package static func < (a: RollupKey, b: RollupKey) -> Bool {
        if a.strategy != b.strategy { return a.strategy < b.strategy }
        if a.osMajor != b.osMajor { return (a.osMajor ?? -1) < (b.osMajor ?? -1) }
        if a.osMinor != b.osMinor { return (a.osMinor ?? -1) < (b.osMinor ?? -1) }
        if a.appVersion != b.appVersion { return (a.appVersion ?? "") < (b.appVersion ?? "") }
        return a.direction < b.direction
    }
}
