import FSTelStore

/// The group a report row belongs to: the value of each dimension it was grouped by.
///
/// ```swift
/// for rate in try store.failureRates(by: [.strategy, .osMajor]) {
///     print(rate.group[.strategy]?.string ?? "(none)", rate.group[.osMajor]?.int64 ?? 0)
/// }
/// ```
public struct ReportGroup: Sendable, Equatable {
    /// The dimensions grouped by, in the order asked.
    public let dimensions: [Dimension]
    /// One value per dimension (`.null` when the logs did not say).
    public let values: [DatabaseValue]
    /// The readable name of the device model when grouped by ``Dimension/deviceModel``
    /// and the model is known (`iPhone 11` for `iPhone12,1`).
    public let deviceName: String?

    /// A group of `values`, one per dimension of `dimensions`.
    public init(dimensions: [Dimension], values: [DatabaseValue], deviceName: String? = nil) {
        precondition(dimensions.count == values.count, "one value per dimension")
        self.dimensions = dimensions
        self.values = values
        self.deviceName = deviceName
    }

    init(_ dimensions: [Dimension], _ values: ArraySlice<DatabaseValue>, names: [String: String]) {
        let model = zip(dimensions, values).first { $0.0 == .deviceModel }?.1.string
        self.init(dimensions: dimensions, values: Array(values), deviceName: model.flatMap { names[$0] })
    }

    /// The value of `dimension`, or nil when the report was not grouped by it.
    public subscript(dimension: Dimension) -> DatabaseValue? {
        dimensions.firstIndex(of: dimension).map { values[$0] }
    }

    /// The group without its last `count` dimensions.
    func dropLast(_ count: Int) -> ReportGroup {
        let kept = dimensions.count - count
        let keepsDevice = dimensions.prefix(kept).contains(.deviceModel)
        return ReportGroup(dimensions: Array(dimensions.prefix(kept)), values: Array(values.prefix(kept)), deviceName: keepsDevice ? deviceName : nil)
    }

    /// The result cells: the values, with `device_name` right after `device_model`.
    var cells: [DatabaseValue] {
        var cells: [DatabaseValue] = []
        for (dimension, value) in zip(dimensions, values) {
            cells.append(value)
            if dimension == .deviceModel { cells.append(deviceName.map(DatabaseValue.text) ?? .null) }
        }
        return cells
    }
}

/// A rate of `count` events out of `total`, with its Wilson 95% interval.
public struct Proportion: Sendable, Equatable {
    /// The events counted (failures, mismatches).
    public var count: Int
    /// Out of how many (attempts, exits).
    public var total: Int

    /// `count` out of `total`.
    public init(_ count: Int, of total: Int) {
        self.count = count
        self.total = total
    }

    /// `count / total`, or nil when `total` is 0.
    public var rate: Double? { total > 0 ? Double(count) / Double(total) : nil }
    /// The Wilson 95% interval of ``rate``, or nil when `total` is 0.
    public var interval: WilsonInterval? { WilsonInterval(successes: count, trials: total) }

    /// `total, count, rate, ci_low, ci_high` as result cells (NULL rate and bounds for 0).
    var cells: [DatabaseValue] {
        let interval = self.interval
        return [DatabaseValue(total), DatabaseValue(count), DatabaseValue(rate), DatabaseValue(interval?.low), DatabaseValue(interval?.high)]
    }
}

/// One row of ``FailureRatesReport``: a group's attempts (outcome `ok` or `failed`),
/// failures and failure rate, and its `cancelled` and `ignored` transitions (never in
/// the rate).
public struct FailureRate: Sendable, Equatable {
    /// The group's dimension values.
    public var group: ReportGroup
    /// Transitions whose outcome is `ok` or `failed`.
    public var attempts: Int { failuresOfAttempts.total }
    /// Transitions whose outcome is `failed`.
    public var failures: Int { failuresOfAttempts.count }
    /// Failures out of attempts.
    public var failuresOfAttempts: Proportion
    /// `failures / attempts`, nil for no attempts.
    public var rate: Double? { failuresOfAttempts.rate }
    /// The Wilson 95% interval of ``rate``, nil for no attempts.
    public var interval: WilsonInterval? { failuresOfAttempts.interval }
    /// Transitions whose outcome is `cancelled`.
    public var cancelled: Int
    /// Transitions whose outcome is `ignored`.
    public var ignored: Int
    /// True when the request set `minAttempts` and the group has fewer attempts.
    public var insufficient: Bool
}

/// One row of ``FailuresReport``: how often a failure kind occurred in a group, and its
/// share of the group's failures.
public struct FailureKindCount: Sendable, Equatable {
    /// The group's dimension values.
    public var group: ReportGroup
    /// The failure kind as logged (`orientation_mismatch`, ...).
    public var failure: String
    /// Failed attempts of this kind.
    public var count: Int
    /// `count` over all failures of the group (0 to 1).
    public var share: Double
    /// True when the request set `minAttempts` and the group has fewer attempts.
    public var insufficient: Bool
}

/// One row of ``RestoreReport``: a group's restores (exits with a target and a
/// restored index path), mismatches among them, and restores that found the cell reused.
public struct RestoreRate: Sendable, Equatable {
    /// The group's dimension values.
    public var group: ReportGroup
    /// Mismatches out of restores.
    public var mismatchesOfExits: Proportion
    /// Exits that carry both a target and a restored index path.
    public var exits: Int { mismatchesOfExits.total }
    /// Restores whose restored index path differs from the target.
    public var mismatches: Int { mismatchesOfExits.count }
    /// `mismatches / exits`, nil for no exits.
    public var rate: Double? { mismatchesOfExits.rate }
    /// The Wilson 95% interval of ``rate``, nil for no exits.
    public var interval: WilsonInterval? { mismatchesOfExits.interval }
    /// Restores that found the cell reused.
    public var cellReused: Int
    /// True when the request set `minAttempts` and the group has fewer exits.
    public var insufficient: Bool
}

/// One row of ``DurationsReport``: nearest-rank percentiles of `duration_ms` in a group,
/// exact or within ``relativeError``.
public struct DurationSummary: Sendable, Equatable {
    /// The group's dimension values.
    public var group: ReportGroup
    /// Transitions that carry a duration (any outcome).
    public var count: Int
    /// Median duration in milliseconds.
    public var p50: Double
    /// 90th percentile in milliseconds.
    public var p90: Double
    /// 99th percentile in milliseconds.
    public var p99: Double
    /// Longest duration in milliseconds.
    public var max: Double
    /// True when the request set `minAttempts` and the group has fewer durations.
    public var insufficient: Bool
    /// The largest relative difference of ``p50``, ``p90``, ``p99`` and ``max`` from the
    /// exact values: 0 when every duration was read, ``DurationsReport/sketchRelativeError``
    /// when they come from the sketches ingest keeps.
    public var relativeError: Double
}

/// One row of ``BestStrategyReport``: a strategy's place within its group.
public struct StrategyRanking: Sendable, Equatable {
    /// What the report says of a strategy.
    public enum Verdict: Sendable, Equatable, CustomStringConvertible {
        /// The best of its group; `overlapping` names the runner-up when their intervals overlap.
        case ship(overlapping: String?)
        /// Its interval overlaps the best strategy's.
        case overlapsTheBest
        /// Its interval lies wholly above the best strategy's.
        case worse
        /// Fewer attempts than the minimum: not ranked.
        case notEnoughData

        /// The text of the `verdict` column.
        public var description: String { text(strategy: "?") }

        func text(strategy: String) -> String {
            switch self {
            case .ship(nil): return "ship \(strategy)"
            case .ship(let other?): return "ship \(strategy) (interval overlaps \(other))"
            case .overlapsTheBest: return "overlaps the best"
            case .worse: return "worse"
            case .notEnoughData: return "not enough data"
            }
        }
    }

    /// The group's dimension values (without the strategy).
    public var group: ReportGroup
    /// 1 for the best; nil when not ranked (not enough data).
    public var rank: Int?
    /// The strategy's name.
    public var strategy: String?
    /// The strategy's failure rate in this group (its group includes the strategy).
    public var failureRate: FailureRate
    /// What to do with it.
    public var verdict: Verdict

    /// The `verdict` column as the CLI prints it (`ship native_rotation`).
    public var verdictText: String { verdict.text(strategy: strategy ?? "?") }
}
