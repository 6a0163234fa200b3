/// What ``RollupDeltas`` gathers for `restore_rollup` and `duration_sketch` (migration
/// 0009), written by ``RollupWriter``. Both are keyed by coarser session facts than
/// `transition_rollup` (like `failure_rollup`: no OS name, no device model).
extension RollupDeltas {
    /// The session facts `restore_rollup` and `duration_sketch` are keyed by.
    package struct CoarseFacts: Hashable {
        package var osVersion: String
        package var appVersion: String
        package var osMajor: Int64?
        package var osMinor: Int64?

        @inlinable package init(osVersion: String, appVersion: String, osMajor: Int64? = nil, osMinor: Int64? = nil) {
            self.osVersion = osVersion
            self.appVersion = appVersion
            self.osMajor = osMajor
            self.osMinor = osMinor
        }
    }

    /// A `duration_sketch` key (and, with ``RestoreKey``, a `restore_rollup` key).
    package struct CoarseKey: Hashable {
        /// Index in ``coarseFacts``; ``unknownFacts`` when the session has not started.
        package var facts: Int32
        package var day: Int64
        package var enter: Bool
        /// Index in ``strategies``.
        package var strategy: Int32

        @inlinable package init(facts: Int32, day: Int64, enter: Bool, strategy: Int32) {
            self.facts = facts
            self.day = day
            self.enter = enter
            self.strategy = strategy
        }
    }

    /// A `restore_rollup` key: the key of an exit, its restore method and container.
    package struct RestoreKey: Hashable {
        package var key: CoarseKey
        /// 0 none, 1 `index_path`, 2 `superview`.
        package var method: UInt8
        /// Index in ``containers``, or -1 for none.
        package var container: Int32
    }

    package struct RestoreCounts {
        package var restores = 0
        package var mismatches = 0
        package var cellReused = 0
    }

    /// The coarse key of a rollup key.
    func coarseKey(_ key: Key) -> CoarseKey {
        CoarseKey(facts: coarse(key.facts), day: key.day, enter: key.enter, strategy: key.strategy)
    }

    /// The index of a restore container, interned on first sight.
    package mutating func container(_ bytes: UnsafeRawBufferPointer) -> Int32 { containers.intern(bytes) }

    /// Counts an exit with a known `restore_mismatch` `n` times (-1: takes it out).
    mutating func addRestore(_ key: Key, _ extras: Extras, by n: Int) {
        func count(_ c: inout RestoreCounts) {
            c.restores += n
            if extras.restore == 2 { c.mismatches += n }
            if extras.cellReused { c.cellReused += n }
        }
        restoreCounts.modify(RestoreKey(key: coarseKey(key), method: extras.method, container: extras.container), count)
    }

    /// Records `weight` durations of `value` under `key`, from `duration_sketch_changes`.
    package mutating func addDurationChange(_ key: CoarseKey, value: Double, weight: Int) {
        durationChanges[key, default: DurationSketch()].add(value, weight: weight)
    }

    /// The batch's encoded sketch per coarse key: the durations gathered with the rollup
    /// counts (``durationBuckets``) plus the changes recorded for it.
    package func durationSketches() -> [(key: CoarseKey, sketch: [UInt8])] {
        // Each gathered bucket's key index becomes its coarse key's index, the bucket is
        // biased so that unsigned order is its signed order (the zero bucket, Int32.min,
        // first), and one sort puts each coarse key's buckets together, ascending.
        var coarseKeys = KeyedTable<CoarseKey, Void>(empty: ())
        var coarseIndex = [UInt64]()
        coarseIndex.reserveCapacity(counts.count)
        for key in counts.keys { coarseIndex.append(UInt64(coarseKeys.modify(coarseKey(key)) { _ in })) }
        var entries = durationBuckets
        for i in entries.indices {
            let entry = entries[i]
            entries[i] = coarseIndex[Int(entry >> 32)] << 32 | ((entry & 0xFFFF_FFFF) ^ 0x8000_0000)
        }
        RadixSort.sort(&entries)
        var result: [(key: CoarseKey, sketch: [UInt8])] = []
        result.reserveCapacity(coarseKeys.count + durationChanges.count)
        var gathered = [Bool](repeating: false, count: coarseKeys.count)
        var runs: [(Int32, Int)] = []
        var start = 0
        while start < entries.count {
            let coarse = entries[start] >> 32
            var zeros = 0
            runs.removeAll(keepingCapacity: true)
            var i = start
            while i < entries.count && entries[i] >> 32 == coarse {
                let bucket = Int32(bitPattern: UInt32(truncatingIfNeeded: entries[i]) ^ 0x8000_0000)
                if bucket == Self.zeroBucket {
                    zeros += 1
                } else if let last = runs.last, last.0 == bucket {
                    runs[runs.count - 1].1 += 1
                } else {
                    runs.append((bucket, 1))
                }
                i += 1
            }
            start = i
            gathered[Int(coarse)] = true
            let key = coarseKeys.keys[Int(coarse)]
            if var change = durationChanges[key] {
                change.add(0, weight: zeros)
                for (bucket, n) in runs { change.add(bucket: bucket, weight: n) }
                result.append((key, change.encoded()))
            } else {
                result.append((key, DurationSketch.encode(zeroCount: zeros, buckets: runs)))
            }
        }
        for (key, change) in durationChanges {
            if let index = coarseKeys.index(of: key), gathered[index] { continue }
            result.append((key, change.encoded()))
        }
        return result
    }

    /// Forgets the restore counts and duration changes (written).
    package mutating func removeSummaries() {
        restoreCounts.removeAll()
        durationChanges.removeAll(keepingCapacity: true)
    }
}
