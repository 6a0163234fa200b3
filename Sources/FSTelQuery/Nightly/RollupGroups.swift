import FSTelStore

/// The grain nightly sums the rollups to: texts by their ``ColumnTexts`` index; OS version
/// and app version only once the session's start is stored (`.min` and -1 otherwise).
struct Grain: Equatable {
    var day: Int32
    var strategy: Int32
    var direction: Int32
    var started: Bool
    var osMajor: Int64
    var osMinor: Int64
    var appVersion: Int32

    /// The fields mixed into one word (equality still compares them all).
    var mixedHash: Int {
        var h = UInt64(UInt32(bitPattern: day)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(UInt32(bitPattern: strategy)) ^ UInt64(UInt32(bitPattern: direction)) << 16
            ^ UInt64(UInt32(bitPattern: appVersion)) << 32 ^ (started ? 1 << 63 : 0)) &* 0xFF51_AFD7_ED55_8CCD
        h = (h ^ UInt64(bitPattern: osMajor)) &* 0xC4CE_B9FE_1A85_EC53
        h = (h ^ UInt64(bitPattern: osMinor) ^ h >> 29) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h ^ h >> 32)
    }
}

/// The counts of one ``Grain``.
struct GrainSums {
    var ok = 0, failed = 0, cancelled = 0, ignored = 0, restores = 0, mismatches = 0, durations = 0

    /// Every transition counted, whatever its outcome.
    var transitions: Int { ok + failed + cancelled + ignored }

    mutating func add(_ other: GrainSums) {
        (ok, failed, cancelled, ignored) = (ok + other.ok, failed + other.failed, cancelled + other.cancelled, ignored + other.ignored)
        (restores, mismatches, durations) = (restores + other.restores, mismatches + other.mismatches, durations + other.durations)
    }
}

/// The rollup rows of `transition_rollup` and `failure_rollup` summed at nightly's grain
/// (the rollups are finer: OS name and version, device). Groups are numbered in the order
/// first seen.
final class RollupGroups {
    // Touched once or more per rollup row, on one thread: no run-time exclusivity checks.
    let strategies = ColumnTexts(), directions = ColumnTexts(), appVersions = ColumnTexts(), kinds = ColumnTexts()
    /// Each group's grain and counts, in the order first seen.
    @exclusivity(unchecked) private var grains: [Grain] = []
    @exclusivity(unchecked) private var sums: [GrainSums] = []
    /// Open addressing by ``Grain/mixedHash``: a group, or -1. (The writer's `KeyedTable`
    /// does the same, but from this module only unspecialized: +36 M instructions a night.)
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 1024)
    /// Failures per kind: (group, kind as a ``kinds`` index, failures), in the order read.
    @exclusivity(unchecked) private var failures: [(group: Int32, kind: Int32, count: Int)] = []

    @inline(__always)
    private func grain<Row: SQLRow>(_ s: Row) -> Grain {
        let started = s.int64(3) != 0
        return Grain(
            day: Int32(truncatingIfNeeded: s.int64(0)), strategy: strategies.index(s, 1), direction: directions.index(s, 2),
            started: started, osMajor: !started || s.isNull(4) ? .min : s.int64(4),
            osMinor: !started || s.isNull(5) ? .min : s.int64(5), appVersion: started ? appVersions.index(s, 6) : -1)
    }

    /// The group of `grain`, made when `create` and new; nil when not there and not `create`.
    @inline(__always)
    private func group(of grain: Grain, create: Bool) -> Int? {
        let mask = slots.count - 1
        var slot = grain.mixedHash & mask
        while slots[slot] >= 0 {
            if grains[Int(slots[slot])] == grain { return Int(slots[slot]) }
            slot = (slot + 1) & mask
        }
        guard create else { return nil }
        grains.append(grain)
        sums.append(GrainSums())
        slots[slot] = Int32(grains.count - 1)
        if grains.count * 2 > slots.count { rehash() }
        return grains.count - 1
    }

    private func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (group, grain) in grains.enumerated() {
            var slot = grain.mixedHash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(group)
        }
    }

    /// Adds a row of `SELECT day, strategy, direction, started, os_major, os_minor,
    /// app_version, ok, failed, cancelled, ignored, restores, mismatches, durations`.
    @inline(__always)
    func addCounts<Row: SQLRow>(_ s: Row) {
        let group = group(of: grain(s), create: true)!
        sums[group].ok += s.int(7)
        sums[group].failed += s.int(8)
        sums[group].cancelled += s.int(9)
        sums[group].ignored += s.int(10)
        sums[group].restores += s.int(11)
        sums[group].mismatches += s.int(12)
        sums[group].durations += s.int(13)
    }

    /// The groups as nightly's rows, per day number, each day's in ``RollupKey`` order:
    /// groups whose keys are equal as Swift strings (canonically equivalent spellings of
    /// one app version, say) make one row, as the sketches do; groups without transitions
    /// make none. Attempts are ok + failed; a failure without a kind counts under
    /// `unspecifiedFailure`.
    func rollupRows(unspecifiedFailure: String) -> [(day: Int, row: RollupRow)] {
        let strategy = TextRanks(strategies), direction = TextRanks(directions), app = TextRanks(appVersions)
        /// (day, key) in ``RollupKey/<``'s order, nil just before the value it sorts as;
        /// equal exactly when the days and the keys are.
        struct Order: Comparable {
            var day: Int32, strategy: Int32, osMajor: Int64, osMinor: Int64, app: Int32, direction: Int32
            /// 1, 2, 4 when the OS major, OS minor, app version is known.
            var known: UInt8

            static func < (a: Order, b: Order) -> Bool {
                if a.day != b.day { return a.day < b.day }
                if a.strategy != b.strategy { return a.strategy < b.strategy }
                if a.osMajor != b.osMajor { return a.osMajor < b.osMajor }
                if a.known & 1 != b.known & 1 { return a.known & 1 < b.known & 1 }
                if a.osMinor != b.osMinor { return a.osMinor < b.osMinor }
                if a.known & 2 != b.known & 2 { return a.known & 2 < b.known & 2 }
                if a.app != b.app { return a.app < b.app }
                if a.known & 4 != b.known & 4 { return a.known & 4 < b.known & 4 }
                return a.direction < b.direction
            }
        }
        let orders = grains.map { g in
            Order(
                day: g.day, strategy: strategy.rank(g.strategy), osMajor: g.osMajor == .min ? -1 : g.osMajor,
                osMinor: g.osMinor == .min ? -1 : g.osMinor, app: app.rank(g.appVersion), direction: direction.rank(g.direction),
                known: (g.osMajor == .min ? 0 : 1) | (g.osMinor == .min ? 0 : 2) | (g.appVersion < 0 ? 0 : 4))
        }
        let sorted = orders.indices.sorted { orders[$0] < orders[$1] }
        // Each group's failure entries together: group g's are kindsByGroup[starts[g]..<starts[g + 1]].
        var starts = [Int](repeating: 0, count: grains.count + 1)
        for entry in failures { starts[Int(entry.group) + 1] += 1 }
        for g in 0..<grains.count { starts[g + 1] += starts[g] }
        var kindsByGroup = [(kind: Int32, count: Int)](repeating: (0, 0), count: failures.count)
        var next = starts
        for entry in failures {
            kindsByGroup[next[Int(entry.group)]] = (entry.kind, entry.count)
            next[Int(entry.group)] += 1
        }
        var result: [(day: Int, row: RollupRow)] = []
        result.reserveCapacity(sorted.count)
        var end = 0
        while end < sorted.count {
            // The groups whose (day, key) is the same make one row.
            let start = end, order = orders[sorted[start]]
            var sum = GrainSums()
            while end < sorted.count, orders[sorted[end]] == order {
                sum.add(sums[sorted[end]])
                end += 1
            }
            guard sum.transitions > 0 else { continue }
            let merged = sorted[start..<end]
            var row = RollupRow(key: RollupKey(
                strategy: strategy.spelling[Int(order.strategy)], osMajor: order.known & 1 == 0 ? nil : Int(order.osMajor),
                osMinor: order.known & 2 == 0 ? nil : Int(order.osMinor),
                appVersion: order.known & 4 == 0 ? nil : app.spelling[Int(order.app)], direction: direction.spelling[Int(order.direction)]))
            (row.ok, row.failures, row.cancelled, row.ignored) = (sum.ok, sum.failed, sum.cancelled, sum.ignored)
            (row.restores, row.mismatches, row.durations) = (sum.restores, sum.mismatches, sum.durations)
            row.attempts = sum.ok + sum.failed
            row.failureKinds.reserveCapacity(merged.reduce(0) { $0 + starts[$1 + 1] - starts[$1] })
            for group in merged {
                for (kind, n) in kindsByGroup[starts[group]..<starts[group + 1]] {
                    let name = kind < 0 || kinds.values[Int(kind)].isEmpty ? unspecifiedFailure : kinds.values[Int(kind)]
                    row.failureKinds[name, default: 0] += n
                }
            }
            if row.failureKinds.values.contains(0) { row.failureKinds = row.failureKinds.filter { $0.value != 0 } }
            result.append((Int(order.day), row))
        }
        return result
    }

    /// Adds a row of `SELECT day, strategy, direction, started, os_major, os_minor,
    /// app_version, failure, failures` to a group the counts made (others have no transitions).
    @inline(__always)
    func addFailures<Row: SQLRow>(_ s: Row) {
        guard let group = group(of: grain(s), create: false) else { return }
        failures.append((Int32(group), kinds.index(s, 7), s.int(8)))
    }
}
