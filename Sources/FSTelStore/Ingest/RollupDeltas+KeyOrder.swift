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
    struct KeyOrder {
        var strategies: [Int32]
        var facts: [Int32]
        var coarseFacts: [Int32]
        var failures: [Int32]
        var containers: [Int32]

        /// The rank of a facts index (``RollupDeltas/unknownFacts`` first: it is stored as
        /// `started` = 0 with empty texts).
        func facts(_ index: Int32) -> Int32 { index < 0 ? -1 : facts[Int(index)] }
        func coarseFacts(_ index: Int32) -> Int32 { index < 0 ? -1 : coarseFacts[Int(index)] }
        func failure(_ index: Int32) -> Int32 { index < 0 ? -1 : failures[Int(index)] }
        func container(_ index: Int32) -> Int32 { index < 0 ? -1 : containers[Int(index)] }
    }

    /// Ranks of the values the given indexes name (other values rank 0): the cost grows
    /// with the batch's keys, not with everything interned since the start.
    func keyOrder(
        strategies usedStrategies: [Int32], facts usedFacts: [Int32] = [], coarseFacts usedCoarse: [Int32] = [],
        failures usedFailures: [Int32] = [], containers usedContainers: [Int32] = []
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
            })
    }

    /// The entries in the order of `sortKey` (computed once per entry; keys compare as
    /// integers), read through the sorted indexes rather than copied again.
    static func ordered<Entry>(
        _ entries: some Sequence<Entry>, by sortKey: (Entry) -> SortKey
    ) -> LazyMapCollection<[(key: SortKey, index: Int)], Entry> {
        let array = Array(entries)
        var keyed = array.indices.map { (key: sortKey(array[$0]), index: $0) }
        keyed.sort { $0.key < $1.key }
        return keyed.lazy.map { array[$0.index] }
    }

    /// Integers that order keys as a table's primary key does.
    typealias SortKey = (UInt64, UInt64, UInt64, UInt64)

    /// `transition_rollup`'s order: day, strategy, direction ('enter' < 'exit'), started, facts.
    static func sortKey(_ k: Key, _ order: KeyOrder) -> SortKey {
        (day(k.day), rank(order.strategies[Int(k.strategy)]) << 1 | (k.enter ? 0 : 1), rank(order.facts(k.facts)), 0)
    }

    /// `duration_sketch`'s order: day, strategy, direction, started, OS and app versions.
    static func sortKey(_ k: CoarseKey, _ order: KeyOrder) -> SortKey {
        (day(k.day), rank(order.strategies[Int(k.strategy)]) << 1 | (k.enter ? 0 : 1), rank(order.coarseFacts(k.facts)), 0)
    }

    /// `failure_rollup`'s order: a coarse key, then the kind.
    static func sortKey(_ row: FailureRow, _ order: KeyOrder) -> SortKey {
        var key = sortKey(row.key, order)
        key.3 = rank(order.failure(row.failure))
        return key
    }

    /// `restore_rollup`'s order: day, strategy, started, versions, method, container (no direction).
    static func sortKey(_ k: RestoreKey, _ order: KeyOrder) -> SortKey {
        (day(k.key.day), rank(order.strategies[Int(k.key.strategy)]), rank(order.coarseFacts(k.key.facts)),
         UInt64(k.method) << 32 | rank(order.container(k.container)))
    }

    /// A day as an unsigned integer in the same order.
    private static func day(_ day: Int64) -> UInt64 { UInt64(bitPattern: day) ^ (1 << 63) }

    /// A rank (-1 for none) as an unsigned integer in the same order.
    private static func rank(_ rank: Int32) -> UInt64 { UInt64(Int64(rank) + 1) }

    /// A rank for each distinct non-negative index of `used`, in the order `less` gives.
    private static func ranks(_ used: [Int32], count: Int, _ less: (Int32, Int32) -> Bool) -> [Int32] {
        var rank = [Int32](repeating: 0, count: count)
        var distinct = used.filter { $0 >= 0 }
        distinct.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(distinct.count)
        for index in distinct where unique.last != index { unique.append(index) }
        for (position, index) in unique.sorted(by: less).enumerated() { rank[Int(index)] = Int32(position) }
        return rank
    }

    /// memcmp over the shorter length, then the shorter first.
    private static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        let n = min(a.count, b.count)
        if n > 0 {
            let c = memcmp(a.baseAddress!, b.baseAddress!, n)
            if c != 0 { return Int(c) }
        }
        return a.count - b.count
    }
}

