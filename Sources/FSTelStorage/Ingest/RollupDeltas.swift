#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts of stored transitions per `transition_rollup` key, gathered during one ingest
/// transaction and added at its commit: one upsert per distinct key (a few hundred per
/// batch) instead of one per transition.
///
/// A transition counts under its session's facts as they were when it was stored:
/// unknown (``unknownFacts``) while the session's `session_start` is not stored. When the
/// start arrives, the `transition_rollup_after_session_update` trigger moves it (provided
/// its row is in `transitions` by then, which ``EventWriter`` ensures by flushing its
/// pending group first), or, while the session's own row still waits to be inserted,
/// ``move(_:outcome:extras:to:)`` does the same here.
package struct RollupDeltas {
    /// Empty deltas.
    package init() {}

    /// The session facts a rollup row is keyed by.
    package struct Facts: Hashable {
        package var osName: String
        package var osVersion: String
        package var deviceModel: String
        package var appVersion: String
        package var osMajor: Int64?
        package var osMinor: Int64?

        @inlinable package init(osName: String, osVersion: String, deviceModel: String, appVersion: String, osMajor: Int64? = nil, osMinor: Int64? = nil) {
            self.osName = osName
            self.osVersion = osVersion
            self.deviceModel = deviceModel
            self.appVersion = appVersion
            self.osMajor = osMajor
            self.osMinor = osMinor
        }
    }

    package struct Key: Hashable {
        /// Index in ``facts``; ``unknownFacts`` when the session has not started.
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

    package struct Counts {
        package var ok = 0
        package var failed = 0
        package var cancelled = 0
        package var ignored = 0
        /// Transitions with a known `restore_mismatch`, those with 1, those with a duration.
        package var restores = 0
        package var mismatches = 0
        package var durations = 0
    }

    /// A failure counted per rollup key and kind (index in ``failures``), as gathered.
    package struct FailureKey: Hashable {
        package var key: Key
        package var failure: Int32
    }

    /// A `failure_rollup` key: coarser than a rollup key (no OS name, no device model).
    package struct FailureRow: Hashable {
        package var key: CoarseKey
        package var failure: Int32
    }

    /// The batch's failures per `failure_rollup` key.
    package func failureRows() -> [FailureRow: Int] {
        var rows: [FailureRow: Int] = [:]
        for (k, count) in failureCounts {
            rows[FailureRow(key: coarseKey(k.key), failure: k.failure), default: 0] += count
        }
        return rows
    }

    /// What a stored transition adds besides its outcome.
    package struct Extras {
        /// 0: no `restore_mismatch`; 1: mismatch 0; 2: mismatch 1.
        package var restore: UInt8 = 0
        var hasDuration = false
        /// Index in ``failures`` of a failed transition's kind, else -1.
        package var failure: Int32 = -1
        /// `duration_ms` when ``hasDuration``.
        package var duration: Double = 0
        /// The restore method: 0 none, 1 `index_path`, 2 `superview`.
        package var method: UInt8 = 0
        /// Index in ``containers`` of the restore container, else -1.
        package var container: Int32 = -1
        /// `cell_reused` is true.
        package var cellReused = false
        /// Its app state, trigger, orientations and restore container (`dimension_rollup`).
        package var dimensions = DimensionValues()

        @inlinable package init(restore: UInt8 = 0, hasDuration: Bool = false, failure: Int32 = -1, duration: Double = 0, method: UInt8 = 0, container: Int32 = -1, cellReused: Bool = false, dimensions: DimensionValues = DimensionValues()) {
            self.restore = restore
            self.hasDuration = hasDuration
            self.failure = failure
            self.duration = duration
            self.method = method
            self.container = container
            self.cellReused = cellReused
            self.dimensions = dimensions
        }
    }

    package static let unknownFacts: Int32 = -1
    /// The bucket recorded in ``durationBuckets`` for a duration of 0.
    package static let zeroBucket = Int32.min
    /// Interned values kept across batches at most (about 550 bytes each with their indexes):
    /// past it they are forgotten at the next batch boundary, so memory stays bounded
    /// whatever the number of distinct session facts (thousands of app versions x device models).
    private static let maxInterned = 16_384

    package private(set) var counts = KeyedTable<Key, Counts>(empty: Counts())
    fileprivate private(set) var failureCounts = KeyedTable<FailureKey, Int>(empty: 0)
    /// The batch's restores per `restore_rollup` key (exits with a known mismatch).
    package var restoreCounts = KeyedTable<RestoreKey, RestoreCounts>(empty: RestoreCounts())
    /// The `duration_sketch` bucket of each duration gathered (``zeroBucket`` for 0), with
    /// the index in ``counts`` of its key above it: `index << 32 | UInt32(bitPattern: bucket)`.
    /// One flat array, sorted once at the commit (``durationSketches()``).
    private(set) var durationBuckets: [UInt64] = []
    /// Durations moved or removed by triggers (`duration_sketch_changes`), per coarse key.
    var durationChanges: [CoarseKey: DurationSketch] = [:]
    /// Restore containers, interned like failure kinds.
    package var containers = Interned()
    /// The batch's attempts per day, strategy, outcome and dimension values
    /// (``RollupDeltas/DimensionCombo``), for `dimension_rollup`.
    var dimensionCombos = KeyedTable<DimensionCombo, Int>(empty: 0)
    /// App states, triggers, orientations and containers, interned like failure kinds.
    var dimensionValues = Interned()
    var dimensionValueOfCode = CodeIndex()
    /// The facts `restore_rollup` and `duration_sketch` are keyed by, and the index in it
    /// of each element of ``facts``.
    package private(set) var coarseFacts: [CoarseFacts] = []
    private var coarseFactsIndex: [CoarseFacts: Int32] = [:]
    private var coarseOfFacts: [Int32] = []
    /// Failure kinds, interned like strategies.
    package private(set) var failures = Interned()

    /// The index of a failure kind, interned on first sight.
    package mutating func failure(_ bytes: UnsafeRawBufferPointer) -> Int32 { failures.intern(bytes) }
    package private(set) var facts: [Facts] = []
    /// How many of ``facts`` were kept when the counts were last forgotten.
    private var factsKept = 0
    private var factsIndex: [Facts: Int32] = [:]
    /// ``facts`` found by a hash of their bytes (``intern(osName:osVersion:deviceModel:appVersion:osMajor:osMinor:)``):
    /// indexes in ``facts``, -1 for an empty slot; a power of two, at most half full.
    private var factsSlots = [Int32](repeating: -1, count: 1024)
    /// How many slots of ``factsSlots`` are taken.
    private var factsInSlots = 0
    /// The text of each element of ``facts`` (and of ``coarseFacts``), for binding without a copy.
    package private(set) var factsText: [FactsText] = []
    package private(set) var coarseText: [CoarseText] = []
    /// The texts of session facts.
    private var texts = Interned()
    /// Strategy identifiers.
    package private(set) var strategies = Interned()
    private var strategyOfCode = CodeIndex()
    private var containerOfCode = CodeIndex()

    package struct FactsText {
        package var osName: UnsafeRawBufferPointer
        package var osVersion: UnsafeRawBufferPointer
        package var deviceModel: UnsafeRawBufferPointer
        package var appVersion: UnsafeRawBufferPointer

        /// The same bytes in every text.
        @inline(__always)
        fileprivate func isSpelled(as other: FactsText) -> Bool {
            Interned.equal(osName, other.osName) && Interned.equal(osVersion, other.osVersion)
                && Interned.equal(deviceModel, other.deviceModel) && Interned.equal(appVersion, other.appVersion)
        }
    }

    package struct CoarseText {
        package var osVersion: UnsafeRawBufferPointer
        package var appVersion: UnsafeRawBufferPointer
    }

    package var isEmpty: Bool { counts.isEmpty }

    /// The distinct keys gathered, and the session facts interned since the counts were
    /// last forgotten (each weighs as ``factWeight`` keys: a set of facts holds four
    /// strings, their bytes and their indexes): what grows with the variety of a batch's
    /// sessions (thousands of app versions x device models bring facts of their own)
    /// rather than with its lines. The facts kept across batches are at most
    /// ``maxInterned``.
    package var heldKeys: Int {
        counts.count + failureCounts.count + restoreCounts.count + dimensionCombos.count + Self.factWeight * (facts.count - factsKept)
    }

    /// What a set of session facts weighs in ``heldKeys``, in keys (about 550 bytes against
    /// about 130 for a key with its counts).
    static let factWeight = 4

    /// The index of a strategy identifier, interned on first sight.
    package mutating func strategy(_ bytes: UnsafeRawBufferPointer) -> Int32 { strategies.intern(bytes) }

    /// The index of a strategy identifier whose `dictionary` code is `code`: found by the
    /// code once the value was seen, without comparing bytes.
    @inline(__always)
    package mutating func strategy(_ bytes: UnsafeRawBufferPointer, code: Int64?) -> Int32 {
        Self.intern(bytes, code: code, in: &strategies, &strategyOfCode)
    }

    /// The index of a restore container whose `dictionary` code is `code` (see
    /// ``strategy(_:code:)``).
    @inline(__always)
    package mutating func container(_ bytes: UnsafeRawBufferPointer, code: Int64?) -> Int32 {
        Self.intern(bytes, code: code, in: &containers, &containerOfCode)
    }

    @inlinable @inline(__always)
    package static func intern(
        _ bytes: UnsafeRawBufferPointer, code: Int64?, in values: inout Interned, _ byCode: inout CodeIndex
    ) -> Int32 {
        if let index = byCode.index(code) { return index }
        let index = values.intern(bytes)
        byCode.remember(code, index)
        return index
    }

    /// Forgets which value each `dictionary` code named: after a rollback, a code the
    /// batch inserted may name another value later.
    package mutating func forgetCodes() {
        strategyOfCode = CodeIndex()
        containerOfCode = CodeIndex()
        dimensionValueOfCode = CodeIndex()
    }

    /// Interned indexes by `dictionary` code (codes are small: 1, 2, 3, ... as inserted).
    package struct CodeIndex {
        @usableFromInline var indexes: [Int32] = []
        private static let maxCode = 4096

        /// Inlinable: the drivers' writers look a code up for every transition.
        @inlinable @inline(__always)
        package func index(_ code: Int64?) -> Int32? {
            guard let code, code > 0, code < Int64(indexes.count) else { return nil }
            let index = indexes[Int(code)]
            return index < 0 ? nil : index
        }

        package mutating func remember(_ code: Int64?, _ index: Int32) {
            guard let code, code > 0, code < Int64(Self.maxCode) else { return }
            if code >= Int64(indexes.count) { indexes.append(contentsOf: repeatElement(-1, count: Int(code) + 1 - indexes.count)) }
            indexes[Int(code)] = index
        }
    }

    /// The index of a strategy identifier, interned on first sight.
    package mutating func strategy(_ name: String) -> Int32 { strategies.intern(name) }

    /// The index of a set of session facts, interned on first sight.
    package mutating func intern(_ value: Facts) -> Int32 {
        if let index = factsIndex[value] { return index }
        let index = Int32(facts.count)
        facts.append(value)
        factsIndex[value] = index
        factsText.append(FactsText(
            osName: text(value.osName), osVersion: text(value.osVersion),
            deviceModel: text(value.deviceModel), appVersion: text(value.appVersion)))
        coarseOfFacts.append(intern(CoarseFacts(
            osVersion: value.osVersion, appVersion: value.appVersion, osMajor: value.osMajor, osMinor: value.osMinor)))
        return index
    }

    /// The index of the session facts given by their bytes, interned on first sight. A set
    /// seen before is found by a hash of its bytes, without making a `String`; a new one,
    /// or one spelled differently from its first spelling, goes through
    /// ``intern(_:)-(Facts)``, which compares strings as Swift does.
    package mutating func intern(
        osName: UnsafeRawBufferPointer, osVersion: UnsafeRawBufferPointer, deviceModel: UnsafeRawBufferPointer,
        appVersion: UnsafeRawBufferPointer, osMajor: Int64?, osMinor: Int64?
    ) -> Int32 {
        let spelling = FactsText(osName: osName, osVersion: osVersion, deviceModel: deviceModel, appVersion: appVersion)
        let mask = factsSlots.count - 1
        var slot = Self.factsHash(spelling, osMajor, osMinor) & mask
        while factsSlots[slot] >= 0 {
            let index = Int(factsSlots[slot])
            if factsText[index].isSpelled(as: spelling) && facts[index].osMajor == osMajor && facts[index].osMinor == osMinor {
                return Int32(index)
            }
            slot = (slot + 1) & mask
        }
        let index = intern(Facts(
            osName: String(decoding: osName, as: UTF8.self), osVersion: String(decoding: osVersion, as: UTF8.self),
            deviceModel: String(decoding: deviceModel, as: UTF8.self), appVersion: String(decoding: appVersion, as: UTF8.self),
            osMajor: osMajor, osMinor: osMinor))
        // Found by these bytes from now on when they are the facts' own spelling (new facts,
        // or facts interned from a stored session's row); another spelling is not.
        if factsText[Int(index)].isSpelled(as: spelling) {
            factsSlots[slot] = index
            factsInSlots += 1
            if factsInSlots * 2 > factsSlots.count { rehashFacts() }
        }
        return index
    }

    private mutating func rehashFacts() {
        factsSlots = [Int32](repeating: -1, count: Swift.max(factsSlots.count * 2, 1024))
        factsInSlots = factsText.count
        let mask = factsSlots.count - 1
        for (index, text) in factsText.enumerated() {
            var slot = Self.factsHash(text, facts[index].osMajor, facts[index].osMinor) & mask
            while factsSlots[slot] >= 0 { slot = (slot + 1) & mask }
            factsSlots[slot] = Int32(index)
        }
    }

    /// The slot hash of session facts spelled as `text`.
    @inline(__always)
    private static func factsHash(_ text: FactsText, _ osMajor: Int64?, _ osMinor: Int64?) -> Int {
        let texts = mix(DictionaryCodes.hash(text.osName), DictionaryCodes.hash(text.osVersion))
            ^ mix(DictionaryCodes.hash(text.deviceModel), DictionaryCodes.hash(text.appVersion) &* 3)
        return mix(UInt64(bitPattern: Int64(texts)), UInt64(bitPattern: osMajor ?? .min) &* 31 ^ UInt64(bitPattern: osMinor ?? .min))
    }

    /// The index of a set of coarse facts, interned on first sight.
    package mutating func intern(_ value: CoarseFacts) -> Int32 {
        if let index = coarseFactsIndex[value] { return index }
        let index = Int32(coarseFacts.count)
        coarseFacts.append(value)
        coarseFactsIndex[value] = index
        coarseText.append(CoarseText(osVersion: text(value.osVersion), appVersion: text(value.appVersion)))
        return index
    }

    /// The bytes of a session fact, interned.
    private mutating func text(_ value: String) -> UnsafeRawBufferPointer {
        let index = texts.intern(value)
        return texts.text(index)
    }

    /// The index in ``coarseFacts`` of an index in ``facts`` (``unknownFacts`` stays).
    func coarse(_ facts: Int32) -> Int32 {
        facts == Self.unknownFacts ? Self.unknownFacts : coarseOfFacts[Int(facts)]
    }

    package mutating func add(_ key: Key, outcome: UInt8, extras: Extras) {
        count(key, outcome: outcome, extras: extras, by: 1, gatheringDuration: true)
        addDimensions(day: key.day, strategy: key.strategy, outcome: outcome, extras: extras)
    }

    /// Moves a stored transition's counts from `key` (unknown session facts) to the same key
    /// with `facts`, as the triggers `transition_rollup_after_session_update` and
    /// `summaries_after_session_update` move the rows of a session whose `session_start`
    /// arrived: counts, failures and restores by -1 and +1, and the duration by a change of
    /// -1 and +1 (what those triggers record in `duration_sketch_changes`).
    package mutating func move(_ key: Key, outcome: UInt8, extras: Extras, to facts: Int32) {
        var target = key
        target.facts = facts
        count(key, outcome: outcome, extras: extras, by: -1, gatheringDuration: false)
        count(target, outcome: outcome, extras: extras, by: 1, gatheringDuration: false)
        if extras.hasDuration {
            addDurationChange(coarseKey(key), value: extras.duration, weight: -1)
            addDurationChange(coarseKey(target), value: extras.duration, weight: 1)
        }
    }

    /// Adds `n` to what a transition counts under `key`; its duration's bucket is gathered
    /// too when `gatheringDuration` (a newly stored row; a moved one changes by
    /// ``addDurationChange(_:value:weight:)`` instead).
    @inline(__always)
    private mutating func count(_ key: Key, outcome: UInt8, extras: Extras, by n: Int, gatheringDuration: Bool) {
        // One hash lookup: the counts are changed in place.
        let index = counts.modify(key) { c in
            switch outcome {
            case 0: c.ok += n
            case 1: c.failed += n
            case 2: c.cancelled += n
            default: c.ignored += n
            }
            if extras.restore != 0 {
                c.restores += n
                if extras.restore == 2 { c.mismatches += n }
            }
            if extras.hasDuration { c.durations += n }
        }
        if extras.hasDuration && gatheringDuration {
            let bucket = DurationSketch.isZero(extras.duration) ? Self.zeroBucket : DurationSketch.bucketIndex(extras.duration)
            durationBuckets.append(UInt64(index) << 32 | UInt64(UInt32(bitPattern: bucket)))
        }
        if outcome == 1 {
            failureCounts.modify(FailureKey(key: key, failure: extras.failure)) { $0 += n }
        }
        if extras.restore != 0 && !key.enter { addRestore(key, extras, by: n) }
    }

    /// Forgets the counts (after they were written, or rolled back). Interned values are
    /// kept across batches unless there are many of them; indexes held elsewhere (the
    /// session cache) must be dropped at the same time, so this is only done when the
    /// cache is emptied too.
    package mutating func removeAll() {
        counts.removeAll()
        failureCounts.removeAll()
        dimensionCombos.removeAll()
        durationBuckets.removeAll(keepingCapacity: true)
        removeSummaries()
        if facts.count + strategies.values.count + failures.values.count + containers.values.count
            + dimensionValues.values.count > Self.maxInterned {
            failures = Interned()
            containers = Interned()
            dimensionValues = Interned()
            facts.removeAll()
            factsIndex.removeAll()
            factsSlots = [Int32](repeating: -1, count: 1024)
            factsInSlots = 0
            factsText.removeAll()
            coarseFacts.removeAll()
            coarseFactsIndex.removeAll()
            coarseOfFacts.removeAll()
            coarseText.removeAll()
            texts = Interned()
            strategies = Interned()
            forgetCodes()
        }
        factsKept = facts.count
    }
}

/// Strings interned by their bytes (strategies, failure kinds, containers, session facts):
/// an index per distinct value, and a copy of its bytes at a fixed address, which
/// statements bind without copying (``text(_:)``: valid while this value, or a copy of it,
/// lives).
package struct Interned {
    /// No values.
    package init() {}

    package private(set) var values: [String] = []
    private var index: [UInt64: [Int32]] = [:]
    private var storage = Storage()

    /// The copies of the interned bytes, freed with the last value that holds them.
    private final class Storage {
        @exclusivity(unchecked) package var texts: [UnsafeRawBufferPointer] = []
        deinit { for text in texts { text.deallocate() } }
    }

    package mutating func intern(_ text: UnsafeRawBufferPointer) -> Int32 {
        // A few values (strategies, containers, kinds): compared in turn, without hashing.
        let texts = storage.texts
        if texts.count <= 32 {
            for (i, known) in texts.enumerated() where Self.equal(known, text) { return Int32(i) }
            return add(text, hash: SessionKeyCache.hash(text))
        }
        let hash = SessionKeyCache.hash(text)
        if let candidates = index[hash] {
            for i in candidates where Self.equal(texts[Int(i)], text) { return i }
        }
        return add(text, hash: hash)
    }

    @inline(__always)
    fileprivate static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    private mutating func add(_ text: UnsafeRawBufferPointer, hash: UInt64) -> Int32 {
        if !isKnownUniquelyReferenced(&storage) {
            let copy = Storage()
            copy.texts = storage.texts.map { UnsafeRawBufferPointer(UnsafeMutableRawBufferPointer.allocateCopy(of: $0)) }
            storage = copy
        }
        let i = Int32(values.count)
        storage.texts.append(UnsafeRawBufferPointer(UnsafeMutableRawBufferPointer.allocateCopy(of: text)))
        values.append(String(decoding: text, as: UTF8.self))
        index[hash, default: []].append(i)
        return i
    }

    package mutating func intern(_ string: String) -> Int32 {
        var string = string
        return string.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
    }

    /// The bytes of value `i`, at a fixed address.
    package func text(_ i: Int32) -> UnsafeRawBufferPointer { storage.texts[Int(i)] }
}

extension UnsafeMutableRawBufferPointer {
    /// A new allocation holding a copy of `bytes` (at least one byte is allocated).
    fileprivate static func allocateCopy(of bytes: UnsafeRawBufferPointer) -> UnsafeMutableRawBufferPointer {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(bytes.count, 1), alignment: 1)
        if bytes.count > 0 { copy.copyMemory(from: bytes) }
        return UnsafeMutableRawBufferPointer(rebasing: copy[0..<bytes.count])
    }
}
