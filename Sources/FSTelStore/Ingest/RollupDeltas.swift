/// Counts of stored transitions per `transition_rollup` key, gathered during one ingest
/// transaction and added at its commit: one upsert per distinct key (a few hundred per
/// batch) instead of one per transition.
///
/// A transition counts under its session's facts as they were when it was stored:
/// unknown (``unknownFacts``) while the session's `session_start` is not stored, in which
/// case the `transition_rollup_after_session_update` trigger moves it when the start
/// arrives — provided its row is in `transitions` by then, which ``EventWriter`` ensures
/// by flushing its pending group first.
struct RollupDeltas {
    /// The session facts a rollup row is keyed by.
    struct Facts: Hashable {
        var osName: String
        var osVersion: String
        var deviceModel: String
        var appVersion: String
        var osMajor: Int64?
        var osMinor: Int64?
    }

    struct Key: Hashable {
        /// Index in ``facts``; ``unknownFacts`` when the session has not started.
        var facts: Int32
        var day: Int64
        var enter: Bool
        /// Index in ``strategies``.
        var strategy: Int32
    }

    struct Counts {
        var ok = 0
        var failed = 0
        var cancelled = 0
        var ignored = 0
        /// Transitions with a known `restore_mismatch`, those with 1, those with a duration.
        var restores = 0
        var mismatches = 0
        var durations = 0
    }

    /// A failure counted per rollup key and kind (index in ``failures``), as gathered.
    struct FailureKey: Hashable {
        var key: Key
        var failure: Int32
    }

    /// A `failure_rollup` key: coarser than a rollup key (no OS name, no device model).
    struct FailureRow: Hashable {
        var day: Int64
        var strategy: Int32
        var enter: Bool
        var started: Bool
        var osVersion: String
        var appVersion: String
        var osMajor: Int64?
        var osMinor: Int64?
        var failure: Int32
    }

    /// The batch's failures per `failure_rollup` key.
    func failureRows() -> [FailureRow: Int] {
        var rows: [FailureRow: Int] = [:]
        for (k, count) in failureCounts {
            let known = k.key.facts != Self.unknownFacts
            let f = known ? facts[Int(k.key.facts)] : nil
            let row = FailureRow(
                day: k.key.day, strategy: k.key.strategy, enter: k.key.enter, started: known,
                osVersion: f?.osVersion ?? "", appVersion: f?.appVersion ?? "", osMajor: f?.osMajor, osMinor: f?.osMinor,
                failure: k.failure)
            rows[row, default: 0] += count
        }
        return rows
    }

    /// What a stored transition adds besides its outcome.
    struct Extras {
        /// 0: no `restore_mismatch`; 1: mismatch 0; 2: mismatch 1.
        var restore: UInt8 = 0
        var hasDuration = false
        /// Index in ``failures`` of a failed transition's kind, else -1.
        var failure: Int32 = -1
    }

    static let unknownFacts: Int32 = -1
    private static let maxInterned = 100_000

    private(set) var counts: [Key: Counts] = [:]
    private(set) var failureCounts: [FailureKey: Int] = [:]
    /// Failure kinds, interned like strategies.
    private(set) var failures = Interned()

    /// The index of a failure kind, interned on first sight.
    mutating func failure(_ bytes: UnsafeRawBufferPointer) -> Int32 { failures.intern(bytes) }
    private(set) var facts: [Facts] = []
    private var factsIndex: [Facts: Int32] = [:]
    private(set) var strategies: [String] = []
    private var strategyIndex: [UInt64: [Int32]] = [:]
    private var strategyBytes: [[UInt8]] = []

    var isEmpty: Bool { counts.isEmpty }

    /// The index of a strategy identifier, interned on first sight.
    mutating func strategy(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        let hash = SessionKeyCache.hash(bytes)
        if let candidates = strategyIndex[hash] {
            for index in candidates where strategyBytes[Int(index)].elementsEqual(bytes) {
                return index
            }
        }
        let index = Int32(strategies.count)
        strategyBytes.append(Array(bytes))
        strategies.append(String(decoding: bytes, as: UTF8.self))
        strategyIndex[hash, default: []].append(index)
        return index
    }

    /// The index of a set of session facts, interned on first sight.
    mutating func intern(_ value: Facts) -> Int32 {
        if let index = factsIndex[value] { return index }
        let index = Int32(facts.count)
        facts.append(value)
        factsIndex[value] = index
        return index
    }

    mutating func add(_ key: Key, outcome: UInt8, extras: Extras) {
        // One hash lookup: the counts are changed in place through the dictionary's
        // modify accessor.
        func count(_ c: inout Counts) {
            switch outcome {
            case 0: c.ok += 1
            case 1: c.failed += 1
            case 2: c.cancelled += 1
            default: c.ignored += 1
            }
            if extras.restore != 0 {
                c.restores += 1
                if extras.restore == 2 { c.mismatches += 1 }
            }
            if extras.hasDuration { c.durations += 1 }
        }
        count(&counts[key, default: Counts()])
        if outcome == 1 {
            failureCounts[FailureKey(key: key, failure: extras.failure), default: 0] += 1
        }
    }

    /// Forgets the counts (after they were written, or rolled back). Interned values are
    /// kept across batches unless there are many of them; indexes held elsewhere (the
    /// session cache) must be dropped at the same time, so this is only done when the
    /// cache is emptied too.
    mutating func removeAll() {
        counts.removeAll(keepingCapacity: true)
        failureCounts.removeAll(keepingCapacity: true)
        if facts.count + strategies.count + failures.values.count > Self.maxInterned {
            failures = Interned()
            facts.removeAll()
            factsIndex.removeAll()
            strategies.removeAll()
            strategyIndex.removeAll()
            strategyBytes.removeAll()
        }
    }
}

/// Strings interned by their bytes (failure kinds): an index per distinct value.
struct Interned {
    private(set) var values: [String] = []
    private var index: [UInt64: [Int32]] = [:]
    private var bytes: [[UInt8]] = []

    mutating func intern(_ text: UnsafeRawBufferPointer) -> Int32 {
        let hash = SessionKeyCache.hash(text)
        if let candidates = index[hash] {
            for i in candidates where bytes[Int(i)].elementsEqual(text) { return i }
        }
        let i = Int32(values.count)
        bytes.append(Array(text))
        values.append(String(decoding: text, as: UTF8.self))
        index[hash, default: []].append(i)
        return i
    }
}
