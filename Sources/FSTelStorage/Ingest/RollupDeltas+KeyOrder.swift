#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order of the summary tables' primary keys, so that a batch's upserts reach each table
/// in key order: a key after the last one stored is appended without a search from the root
/// (SQLite's shortcut for a cursor on the last leaf), and leaves filled in order are split
/// full instead of in halves. The order only changes how fast the rows are written, never
/// what they hold.
extension RollupDeltas {
    /// A rank per interned value, by the text's bytes then its length (SQLite's BINARY collation).
    package struct KeyOrder {
        package var strategies: [Int32]
        package var facts: [Int32]
        package var coarseFacts: [Int32]
        package var failures: [Int32]
        package var containers: [Int32]
        /// Ranks of ``RollupDeltas/dimensionValues``.
        package var dimensionValues: [Int32] = []

        /// The rank of a facts index (``RollupDeltas/unknownFacts`` first: it is stored as
        /// `started` = 0 with empty texts).
        package func facts(_ index: Int32) -> Int32 { index < 0 ? -1 : facts[Int(index)] }
        package func coarseFacts(_ index: Int32) -> Int32 { index < 0 ? -1 : coarseFacts[Int(index)] }
        package func failure(_ index: Int32) -> Int32 { index < 0 ? -1 : failures[Int(index)] }
        package func container(_ index: Int32) -> Int32 { index < 0 ? -1 : containers[Int(index)] }
        /// The rank of a dimension value (-1, the line named none, first: it is stored as '').
        package func dimensionValue(_ index: Int32) -> Int32 { index < 0 ? -1 : dimensionValues[Int(index)] }
    }

    /// Ranks of the values the given indexes name (other values rank 0): the cost grows
    /// with the batch's keys, not with everything interned since the start.
    package func keyOrder(
        strategies usedStrategies: [Int32], facts usedFacts: [Int32] = [], coarseFacts usedCoarse: [Int32] = [],
        failures usedFailures: [Int32] = [], containers usedContainers: [Int32] = [],
        dimensionValues usedValues: [Int32] = []
    ) -> KeyOrder {
        KeyOrder(
            strategies: Self.ranks(usedStrategies, count: strategies.values.count) {
                Self.compare(strategies.text($0), strategies.text($1)) < 0
            },
            facts: Self.ranks(usedFacts, count: factsText.count) { a, b in
                let x = factsText[Int(a)], y = factsText[Int(b)]
                for (u, v) in [(x.osName, y.osName), (x.osVersion, y.osVersion), (x.deviceModel, y.deviceModel)] {
                    let c = Self.compare(u, v)
                    if c != 0 { return c < 0 }
                }
                return Self.compare(x.appVersion, y.appVersion) < 0
            },
            coarseFacts: Self.ranks(usedCoarse, count: coarseText.count) { a, b in
                let x = coarseText[Int(a)], y = coarseText[Int(b)]
                let c = Self.compare(x.osVersion, y.osVersion)
                return c != 0 ? c < 0 : Self.compare(x.appVersion, y.appVersion) < 0
            },
            failures: Self.ranks(usedFailures, count: failures.values.count) {
                Self.compare(failures.text($0), failures.text($1)) < 0
            },
            containers: Self.ranks(usedContainers, count: containers.values.count) {
                Self.compare(containers.text($0), containers.text($1)) < 0
            },
            dimensionValues: Self.ranks(usedValues, count: dimensionValues.values.count) {
                Self.compare(dimensionValues.text($0), dimensionValues.text($1)) < 0
            })
    }

    /// The entries in the order of `sortKey` (computed once per entry; keys compare as
    /// integers), read through the sorted indexes rather than copied again.
    package static func ordered<Entry>(
        _ entries: some Sequence<Entry>, by sortKey: (Entry) -> SortKey
    ) -> LazyMapCollection<[Int], Entry> {
        let array = Array(entries)
        let keys = array.map(sortKey)
        let order = radixOrder(keys) ?? keys.indices.sorted { keys[$0] < keys[$1] }
        return order.lazy.map { array[$0] }
    }

    /// The indexes of `keys` in key order, by one radix sort of words that pack each key's
    /// components (less their minimum) above its index; nil when they need over 64 bits.
    /// A batch's keys span a few days and small ranks, so they nearly always fit.
    static func radixOrder(_ keys: [SortKey]) -> [Int]? {
        guard let first = keys.first else { return [] }
        var low = first, high = first
        for key in keys {
            (low.0, high.0) = (min(low.0, key.0), max(high.0, key.0))
            (low.1, high.1) = (min(low.1, key.1), max(high.1, key.1))
            (low.2, high.2) = (min(low.2, key.2), max(high.2, key.2))
            (low.3, high.3) = (min(low.3, key.3), max(high.3, key.3))
        }
        func width(_ span: UInt64) -> Int { 64 - span.leadingZeroBitCount }
        let w1 = width(high.1 - low.1), w2 = width(high.2 - low.2), w3 = width(high.3 - low.3)
        let wi = width(UInt64(keys.count - 1))
        guard width(high.0 - low.0) + w1 + w2 + w3 + wi <= 64 else { return nil }
        var words = [UInt64](repeating: 0, count: keys.count)
        for (index, key) in keys.enumerated() {
            var word = key.0 - low.0
            word = word << w1 | (key.1 - low.1)
            word = word << w2 | (key.2 - low.2)
            word = word << w3 | (key.3 - low.3)
            words[index] = word << wi | UInt64(index)
        }
        RadixSort.sort(&words)
        let indexMask = wi == 0 ? 0 : UInt64.max >> (64 - wi)
        return words.map { Int($0 & indexMask) }
    }

    /// Integers that order keys as a table's primary key does.
    package typealias SortKey = (UInt64, UInt64, UInt64, UInt64)

    /// `transition_rollup`'s order: day, strategy, direction ('enter' < 'exit'), started, facts.
    package static func sortKey(_ k: Key, _ order: KeyOrder) -> SortKey {
        (day(k.day), rank(order.strategies[Int(k.strategy)]) << 1 | (k.enter ? 0 : 1), rank(order.facts(k.facts)), 0)
    }

    /// `duration_sketch`'s order: day, strategy, direction, started, OS and app versions.
    package static func sortKey(_ k: CoarseKey, _ order: KeyOrder) -> SortKey {
        (day(k.day), rank(order.strategies[Int(k.strategy)]) << 1 | (k.enter ? 0 : 1), rank(order.coarseFacts(k.facts)), 0)
    }

    /// `failure_rollup`'s order: a coarse key, then the kind.
    package static func sortKey(_ row: FailureRow, _ order: KeyOrder) -> SortKey {
        var key = sortKey(row.key, order)
        key.3 = rank(order.failure(row.failure))
        return key
    }

    /// `restore_rollup`'s order: day, strategy, started, versions, method, container (no direction).
    package static func sortKey(_ k: RestoreKey, _ order: KeyOrder) -> SortKey {
        (day(k.key.day), rank(order.strategies[Int(k.key.strategy)]), rank(order.coarseFacts(k.key.facts)),
         UInt64(k.method) << 32 | rank(order.container(k.container)))
    }

    /// `dimension_rollup`'s order: day, strategy, dimension (by name), value.
    package static func sortKey(_ k: DimensionKey, _ order: KeyOrder) -> SortKey {
        (day(k.day), rank(order.strategies[Int(k.strategy)]),
         UInt64(dimensionRanks[k.dimension]) << 32 | rank(order.dimensionValue(k.value)), 0)
    }

    /// `dimension_failure_rollup`'s order: a dimension key, then the kind.
    package static func sortKey(_ k: DimensionFailureKey, _ order: KeyOrder) -> SortKey {
        var key = sortKey(k.key, order)
        key.3 = rank(order.failure(k.failure))
        return key
    }

    /// The rank of each of ``dimensionNames`` in byte order.
    private static let dimensionRanks: [Int] = dimensionNames.map { name in
        dimensionNames.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.firstIndex(of: name)!
    }

    /// A day as an unsigned integer in the same order.
    private static func day(_ day: Int64) -> UInt64 { UInt64(bitPattern: day) ^ (1 << 63) }

    /// A rank (-1 for none) as an unsigned integer in the same order.
    private static func rank(_ rank: Int32) -> UInt64 { UInt64(Int64(rank) + 1) }

    /// A rank for each distinct non-negative index of `used`, in the order `less` gives.
    private static func ranks(_ used: [Int32], count: Int, _ less: (Int32, Int32) -> Bool) -> [Int32] {
        var rank = [Int32](repeating: 0, count: count)
        var seen = [Bool](repeating: false, count: count)
        var unique: [Int32] = []
        for index in used where index >= 0 && !seen[Int(index)] {
            seen[Int(index)] = true
            unique.append(index)
        }
        for (position, index) in unique.sorted(by: less).enumerated() { rank[Int(index)] = Int32(position) }
        return rank
    }

    /// Byte order (SQLite's `BINARY`, PostgreSQL's `COLLATE "C"`): memcmp over the shorter
    /// length, then the shorter first. Negative, zero or positive.
    package static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        let n = min(a.count, b.count)
        if n > 0 {
            let c = memcmp(a.baseAddress!, b.baseAddress!, n)
            if c != 0 { return Int(c) }
        }
        return a.count - b.count
    }
}

