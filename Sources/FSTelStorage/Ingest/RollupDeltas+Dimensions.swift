/// What ``RollupDeltas`` gathers for `dimension_rollup` and `dimension_failure_rollup`
/// (migration 0017): per day and strategy, the attempts and failures under each value of
/// the transition fields the other rollups do not slice by. Neither table is keyed by
/// session facts, so a session whose `session_start` arrives late moves nothing here.
///
/// Each attempt (outcome ok or failed) is gathered once, under the combination of its five
/// values (``DimensionCombo``): one table lookup per attempt. The combinations are spread
/// into one row per dimension and value when the batch is written
/// (``dimensionRows()``); a batch holds a few thousand combinations at most.
extension RollupDeltas {
    /// The dimensions kept, in the order of ``DimensionValues``, named as in the tables.
    package static let dimensionNames = ["app_state", "trigger", "from_orientation", "to_orientation", "restore_container"]
    /// The same names, bound without a copy.
    package static let dimensionStaticNames: [StaticString] = ["app_state", "trigger", "from_orientation", "to_orientation", "restore_container"]

    /// An attempt's values, as indexes in ``dimensionValues`` (-1: the line named none).
    package struct DimensionValues: Equatable {
        package var appState: Int32 = -1
        package var trigger: Int32 = -1
        package var fromOrientation: Int32 = -1
        package var toOrientation: Int32 = -1
        package var container: Int32 = -1

        /// The values in the order of ``RollupDeltas/dimensionNames``.
        package var all: [Int32] { [appState, trigger, fromOrientation, toOrientation, container] }

        @inlinable package init(appState: Int32 = -1, trigger: Int32 = -1, fromOrientation: Int32 = -1, toOrientation: Int32 = -1, container: Int32 = -1) {
            self.appState = appState
            self.trigger = trigger
            self.fromOrientation = fromOrientation
            self.toOrientation = toOrientation
            self.container = container
        }
    }

    /// Attempts gathered per day, strategy, outcome and kind, and values.
    package struct DimensionCombo: Equatable {
        package var day: Int64
        /// Index in ``strategies``.
        package var strategy: Int32
        /// ``okAttempt`` for an ok attempt; for a failed one, the index in ``failures`` of
        /// its kind, or -1 when it named none.
        package var failure: Int32
        package var values: DimensionValues
    }

    /// ``DimensionCombo/failure`` of an attempt that succeeded.
    fileprivate static let okAttempt: Int32 = -2

    /// A `dimension_rollup` row's key: value -1 is ''.
    package struct DimensionKey: Hashable {
        package var day: Int64
        package var strategy: Int32
        package var dimension: Int
        package var value: Int32
    }

    /// The index of a dimension value whose `dictionary` code is `code` (see
    /// ``strategy(_:code:)``); -1 when there is none.
    @inlinable @inline(__always)
    package mutating func dimensionValue(_ bytes: UnsafeRawBufferPointer?, code: Int64?) -> Int32 {
        guard let bytes else { return -1 }
        if let index = dimensionValueOfCode.index(code) { return index }
        let index = dimensionValues.intern(bytes)
        dimensionValueOfCode.remember(code, index)
        return index
    }

    /// Counts an attempt under its values (not cancelled or ignored transitions).
    @inline(__always)
    mutating func addDimensions(day: Int64, strategy: Int32, outcome: UInt8, extras: Extras) {
        guard outcome <= 1 else { return }
        let combo = DimensionCombo(
            day: day, strategy: strategy, failure: outcome == 0 ? Self.okAttempt : extras.failure, values: extras.dimensions)
        dimensionCombos.modify(combo) { $0 += 1 }
    }

    /// The batch's rows of `dimension_rollup` (attempts, failures) and of
    /// `dimension_failure_rollup` (failures per kind: index in ``failures``, -1 for none).
    package func dimensionRows() -> (counts: [DimensionKey: (attempts: Int, failures: Int)], kinds: [DimensionFailureKey: Int]) {
        var counts: [DimensionKey: (attempts: Int, failures: Int)] = [:]
        var kinds: [DimensionFailureKey: Int] = [:]
        for (combo, n) in dimensionCombos {
            let failed = combo.failure != Self.okAttempt
            for (dimension, value) in combo.values.all.enumerated() {
                let key = DimensionKey(day: combo.day, strategy: combo.strategy, dimension: dimension, value: value)
                counts[key, default: (0, 0)].attempts += n
                if failed {
                    counts[key, default: (0, 0)].failures += n
                    kinds[DimensionFailureKey(key: key, failure: combo.failure), default: 0] += n
                }
            }
        }
        return (counts, kinds)
    }

    /// A `dimension_failure_rollup` row's key.
    package struct DimensionFailureKey: Hashable {
        package var key: DimensionKey
        /// Index in ``failures``, -1 for a failure that named no kind.
        package var failure: Int32
    }

    /// The text of a dimension value index ('' for -1).
    package func dimensionText(_ value: Int32) -> UnsafeRawBufferPointer? {
        value < 0 ? nil : dimensionValues.text(value)
    }
}

extension RollupDeltas.DimensionCombo: MixedHashKey {
    package var mixedHash: Int {
        let v = values
        let a = UInt64(UInt32(bitPattern: v.appState)) << 32 | UInt64(UInt32(bitPattern: v.trigger))
        let b = UInt64(UInt32(bitPattern: v.fromOrientation)) << 32 | UInt64(UInt32(bitPattern: v.toOrientation))
        let c = UInt64(UInt32(bitPattern: v.container)) << 32 | UInt64(UInt32(bitPattern: failure))
        return RollupDeltas.mix(day: day, enter: false, facts: strategy, strategy: Int32(truncatingIfNeeded: failure))
            ^ RollupDeltas.mix(a, b ^ (c &* 0x9E37_79B9))
    }
}
