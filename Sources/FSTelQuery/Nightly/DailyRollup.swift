#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FSTelStore

/// The grain of `daily_rollups` (without the day).
public struct RollupKey: Hashable, Comparable, Sendable {
    /// The strategy.
    public var strategy: String
    /// The OS major version; nil when no session start was logged.
    public var osMajor: Int?
    /// The OS minor version; nil when not logged.
    public var osMinor: Int?
    /// The app version; nil when no session start was logged.
    public var appVersion: String?
    /// `enter` or `exit`.
    public var direction: String

    /// The key of one rollup row.
    public init(strategy: String, osMajor: Int?, osMinor: Int?, appVersion: String?, direction: String) {
        self.strategy = strategy
        self.osMajor = osMajor
        self.osMinor = osMinor
        self.appVersion = appVersion
        self.direction = direction
    }

    /// Ordered by strategy, OS major, OS minor, app version, then direction (nil first).
    public static func < (a: RollupKey, b: RollupKey) -> Bool {
        if a.strategy != b.strategy { return a.strategy < b.strategy }
        if a.osMajor != b.osMajor { return (a.osMajor ?? -1) < (b.osMajor ?? -1) }
        if a.osMinor != b.osMinor { return (a.osMinor ?? -1) < (b.osMinor ?? -1) }
        if a.appVersion != b.appVersion { return (a.appVersion ?? "") < (b.appVersion ?? "") }
        return a.direction < b.direction
    }

    /// `17.4`, `17.?` or `unknown`.
    public var osVersionText: String {
        guard let osMajor else { return "unknown" }
        return "\(osMajor).\(osMinor.map(String.init) ?? "?")"
    }
}

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

/// The distinct values of a text column, each with a small index, matched by their bytes:
/// no `String` is made or hashed for a value seen before.
final class ColumnTexts {
    // Read once per row of every rollup `fstel nightly` loads: no run-time exclusivity
    // checks (each cost a swift_beginAccess; the instance never leaves one thread).
    @exclusivity(unchecked) private(set) var values: [String] = []
    /// Every value's bytes, one after another; value i is `bytes[starts[i]..<starts[i + 1]]`.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    @exclusivity(unchecked) private var starts: [Int] = [0]
    /// Open addressing by an FNV-1a hash of the bytes: an index into `values`, or -1.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 64)
    /// The value returned last: consecutive rows often repeat it.
    @exclusivity(unchecked) private var last: Int32 = -1

    /// The index of column `column`'s value in the current row of `s`; -1 for NULL.
    @inline(__always)
    func index<Row: SQLRow>(_ s: Row, _ column: Int) -> Int32 {
        s.withText(column) { text in text.map(index) ?? -1 }
    }

    private func matches(_ i: Int32, _ text: UnsafeRawBufferPointer) -> Bool {
        let start = starts[Int(i)], count = starts[Int(i) + 1] - start
        guard count == text.count else { return false }
        return count == 0 || bytes.withUnsafeBytes { memcmp($0.baseAddress! + start, text.baseAddress!, count) } == 0
    }

    /// The index of a value given by its bytes.
    private func index(_ text: UnsafeRawBufferPointer) -> Int32 {
        if last >= 0 && matches(last, text) { return last }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
        while slots[slot] >= 0 {
            if matches(slots[slot], text) {
                last = slots[slot]
                return last
            }
            slot = (slot + 1) & mask
        }
        let i = Int32(values.count)
        values.append(String(decoding: text, as: UTF8.self))
        bytes.append(contentsOf: text)
        starts.append(bytes.count)
        slots[slot] = i
        if values.count * 2 > slots.count { rehash() }
        last = i
        return i
    }

    private func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for i in values.indices {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes[starts[i]..<starts[i + 1]] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(i)
        }
    }
}

/// Texts ranked in Swift's `String` order, canonically equivalent spellings sharing a
/// rank; the empty string is always ranked.
struct TextRanks {
    /// The rank of each of the texts ranked, in their order.
    private let ranks: [Int32]
    /// One spelling of each rank.
    let spelling: [String]
    private let rankOf: [String: Int32]
    private let emptyRank: Int32

    init(_ texts: [String]) {
        let spelling = Set(texts + [""]).sorted()
        let rankOf = Dictionary(uniqueKeysWithValues: spelling.enumerated().map { ($1, Int32($0)) })
        (self.spelling, self.rankOf, ranks, emptyRank) = (spelling, rankOf, texts.map { rankOf[$0]! }, rankOf[""]!)
    }

    /// The values of `texts`, ranked by their ``ColumnTexts`` index.
    init(_ texts: ColumnTexts) { self.init(texts.values) }

    /// The rank of the text at `index`; that of "" for -1 (NULL).
    func rank(_ index: Int32) -> Int32 { index < 0 ? emptyRank : ranks[Int(index)] }

    /// The rank of one of the texts ranked (or of "").
    func rank(of text: String) -> Int32 { rankOf[text]! }
}

/// Reads the daily rollups, and computes the duration percentiles that `fstel nightly` adds.
///
/// Counts come from the rollups the ingest writer keeps in the same transaction as the rows
/// (`transition_rollup`, `failure_rollup`): they hold every transition ever stored, late
/// ones included, and `fstel prune` removes raw rows without touching them. So every day
/// has its counts, computed or not, pruned or not. Only the duration percentiles, which no
/// running sum can keep, are computed from raw rows (`daily_durations`).
public enum DailyRollups {
    /// The kind recorded for a failed transition whose line named none.
    public static let unspecifiedFailure = "unspecified"

    /// The duration percentiles of every day in `days`, from one pass over the raw
    /// transitions with `ts` in [first day's start, last day's end) that carry a duration.
    /// Rows hold the key, `durations` and the percentiles only (counts come from
    /// ``load(_:days:)``); days without durations map to [].
    ///
    /// Rows come in (session_key, seq) order, so a session's facts are looked up once per
    /// session, not joined per row, and consecutive rows of one session reuse their
    /// group without a dictionary lookup.
    public static func computeDurations(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        final class Group {
            let key: RollupKey
            var values: [Double] = []
            init(_ key: RollupKey) { self.key = key }
        }
        struct DayKey: Hashable {
            var day: Int
            var key: RollupKey
        }
        let statement = try db.makeStatement(sql: """
            SELECT t.ts, t.session_key, t.strategy, t.direction, t.duration_ms
            FROM transitions AS t
            WHERE t.ts >= ?1 AND t.ts < ?2 AND t.duration_ms IS NOT NULL
            """)
        try statement.bind(days.lowerBound.startMs, at: 1)
        try statement.bind(days.upperBound.endMs, at: 2)
        let facts = try db.makeStatement(sql: """
            SELECT os_major, os_minor, app_version FROM sessions WHERE session_key = ?1 AND started_at IS NOT NULL
            """)
        var groups: [DayKey: Group] = [:]
        var currentSession: Int64 = .min
        var osMajor: Int?
        var osMinor: Int?
        var appVersion: String?
        var recent: [(day: Int, strategy: String, direction: String, group: Group)] = []
        while try statement.step() {
            let day = UTCDay(containing: statement.int64(0)).daysSinceEpoch
            let sessionKey = statement.int64(1)
            if sessionKey != currentSession {
                currentSession = sessionKey
                try facts.bind(sessionKey, at: 1)
                if try facts.step() {
                    osMajor = facts.isNull(0) ? nil : facts.int(0)
                    osMinor = facts.isNull(1) ? nil : facts.int(1)
                    appVersion = facts.string(2)
                } else {
                    (osMajor, osMinor, appVersion) = (nil, nil, nil)
                }
                facts.reset()
                recent.removeAll(keepingCapacity: true)
            }
            let strategy = statement.string(2) ?? ""
            let direction = statement.string(3) ?? ""
            let group: Group
            if let hit = recent.first(where: { $0.day == day && $0.strategy == strategy && $0.direction == direction }) {
                group = hit.group
            } else {
                let key = RollupKey(strategy: strategy, osMajor: osMajor, osMinor: osMinor, appVersion: appVersion, direction: direction)
                let dayKey = DayKey(day: day, key: key)
                if let existing = groups[dayKey] {
                    group = existing
                } else {
                    group = Group(key)
                    groups[dayKey] = group
                }
                if recent.count >= 4 { recent.removeFirst() }
                recent.append((day, strategy, direction, group))
            }
            group.values.append(statement.double(4))
        }
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        for (dayKey, group) in groups {
            var row = RollupRow(key: group.key)
            group.values.sort()
            row.durations = group.values.count
            row.durationP50 = Percentile.nearestRank(50, of: group.values)
            row.durationP95 = Percentile.nearestRank(95, of: group.values)
            result[UTCDay(daysSinceEpoch: dayKey.day), default: []].append(row)
        }
        for day in result.keys { sortByKey(&result[day]!) }
        return result
    }

    /// The duration percentiles of every day in `days` from the duration sketches ingest
    /// keeps (`duration_sketch`, and the changes of `duration_sketch_changes` not yet folded
    /// in), merged per nightly group: `durations` exact, p50 and p95 within
    /// ``DurationSketch/relativeAccuracy`` (1%) of the nearest-rank values
    /// ``computeDurations(_:days:)`` reads from raw rows. Rows hold the key, `durations`
    /// and the percentiles only; days without durations map to []. Reads no raw row, so it
    /// costs the same for a pruned day and does not grow with the store.
    public static func sketchedDurations(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        struct Slot: Hashable { var day: Int; var key: RollupKey }
        let dialect = db.dialect
        let key = ["r.day", "r.strategy", "r.direction", "r.started", "r.os_major", "r.os_minor", "r.app_version"]
        let sql = dialect.sketchParts.map { part in
            dialect.sketchSQL(part, selected: key, grouped: key, conditions: ["r.day >= ?1", "r.day <= ?2"])
        }.joined(separator: "\nUNION ALL\n")
        var sketches: [Slot: DurationSketch] = [:]
        try db.eachRow(sql, [.integer(Int64(days.lowerBound.daysSinceEpoch)), .integer(Int64(days.upperBound.daysSinceEpoch))]) { row in
            // The grain of `daily_rollups`, as ``load(_:days:)`` reads it.
            let started = row.int(3) != 0
            let at = Slot(day: row.int(0), key: RollupKey(
                strategy: row.string(1) ?? "", osMajor: !started || row.isNull(4) ? nil : row.int(4),
                osMinor: !started || row.isNull(5) ? nil : row.int(5), appVersion: started ? row.string(6) : nil,
                direction: row.string(2) ?? ""))
            try dialect.addSketchColumns(row, at: 7, to: &sketches[at, default: DurationSketch()])
        }
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        for (at, sketch) in sketches where sketch.count > 0 {
            var row = RollupRow(key: at.key)
            row.durations = sketch.count
            row.durationP50 = sketch.percentile(50)
            row.durationP95 = sketch.percentile(95)
            result[UTCDay(daysSinceEpoch: at.day), default: []].append(row)
        }
        for day in result.keys { sortByKey(&result[day]!) }
        return result
    }

    /// Orders rows by key (``RollupKey/<``), moving each row once.
    static func sortByKey(_ rows: inout [RollupRow]) {
        guard rows.count > 1 else { return }
        // Each text replaced by its rank among the few distinct values, so that comparing
        // two keys compares integers, not strings (same order as ``RollupKey/<``).
        let strategies = TextRanks(rows.map(\.key.strategy)), appVersions = TextRanks(rows.map { $0.key.appVersion ?? "" })
        let directions = TextRanks(rows.map(\.key.direction))
        let keys = rows.map { row in
            (strategies.rank(of: row.key.strategy), row.key.osMajor ?? -1, row.key.osMinor ?? -1,
             appVersions.rank(of: row.key.appVersion ?? ""), directions.rank(of: row.key.direction))
        }
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        rows = order.map { rows[$0] }
    }

    /// Replaces the stored duration percentiles of `day` with those of `rows`: the store
    /// writes them (``DailyDurations/replace(_:day:with:computedAt:)``).
    static func storeDurations(_ db: any SQLQuerying, day: UTCDay, rows: [RollupRow], computedAt: Int64) throws {
        let percentiles = rows.compactMap { row -> DurationPercentiles? in
            guard row.durations > 0, let p50 = row.durationP50, let p95 = row.durationP95 else { return nil }
            return DurationPercentiles(
                strategy: row.key.strategy, osMajor: row.key.osMajor, osMinor: row.key.osMinor, appVersion: row.key.appVersion,
                direction: row.key.direction, durations: row.durations, p50: p50, p95: p95)
        }
        try DailyDurations.replace(db, day: day, with: percentiles, computedAt: computedAt)
    }

    /// The days in `days` whose duration percentiles have been computed.
    public static func computedDays(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> Set<UTCDay> {
        let rows = try db.select(
            "SELECT day FROM daily_rollup_days WHERE day >= ? AND day <= ?",
            [.text(days.lowerBound.description), .text(days.upperBound.description)])
        return Set(rows.compactMap { $0[0].string.flatMap(UTCDay.init) })
    }

    /// Runs `body` in one read transaction (one snapshot) unless a transaction is open.
    static func inSnapshot<T>(_ db: any SQLQuerying, _ body: () throws -> T) throws -> T {
        try db.inSnapshot(body)
    }

    /// Transitions stored per day (every outcome), from the rollups; every day in `days` is
    /// present, 0 when none was stored.
    public static func dailyTransitions(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: Int] {
        var result: [UTCDay: Int] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = 0 }
        try db.eachRow("""
            SELECT day, sum(ok + failed + cancelled + ignored) FROM transition_rollup
            WHERE day >= ?1 AND day <= ?2 GROUP BY day
            """, [.integer(Int64(days.lowerBound.daysSinceEpoch)), .integer(Int64(days.upperBound.daysSinceEpoch))]) { row in
            result[UTCDay(daysSinceEpoch: row.int(0))] = row.int(1)
        }
        return result
    }

    /// Attempts (ok + failed) and failures per strategy of every day in `days` (days without
    /// transitions map to [:]), from the rollups: what nightly's chart shows of a day. The
    /// rollups' key starts with the day and the strategy, so SQLite sums them in key
    /// order, without sorting.
    public static func strategyAttempts(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [String: (attempts: Int, failures: Int)]] {
        var result: [UTCDay: [String: (attempts: Int, failures: Int)]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [:] }
        try db.eachRow("""
            SELECT day, strategy, sum(ok + failed), sum(failed) FROM transition_rollup
            WHERE day >= ?1 AND day <= ?2 GROUP BY day, strategy HAVING sum(ok + failed + cancelled + ignored) > 0
            """, [.integer(Int64(days.lowerBound.daysSinceEpoch)), .integer(Int64(days.upperBound.daysSinceEpoch))]) { row in
            let day = UTCDay(daysSinceEpoch: row.int(0)), strategy = row.string(1) ?? ""
            // Canonically equivalent spellings of a strategy add up, as they do in ``load(_:days:)``.
            result[day, default: [:]][strategy, default: (0, 0)].attempts += row.int(2)
            result[day, default: [:]][strategy, default: (0, 0)].failures += row.int(3)
        }
        return result
    }

    /// The rollups of every day in `days`, from the counts ingest keeps (days without
    /// transitions map to []), with the duration percentiles computed for them, if any.
    /// One snapshot.
    public static func load(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        try inSnapshot(db) { try loadRows(db, days: days) }
    }

    private static func loadRows(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
        var result: [UTCDay: [RollupRow]] = [:]
        for day in UTCDay.range(days.lowerBound, days.upperBound) { result[day] = [] }
        let groups = RollupGroups()
        let dayNumbers: [DatabaseValue] = [.integer(Int64(days.lowerBound.daysSinceEpoch)), .integer(Int64(days.upperBound.daysSinceEpoch))]
        try forEachRow(db, """
            SELECT day, strategy, direction, started, os_major, os_minor, app_version,
                   ok, failed, cancelled, ignored, restores, mismatches, durations
            FROM transition_rollup WHERE day >= ?1 AND day <= ?2
            """, dayNumbers, sqlite: { groups.addCounts($0) }, other: { groups.addCounts($0) })
        try forEachRow(db, """
            SELECT day, strategy, direction, started, os_major, os_minor, app_version, failure, failures
            FROM failure_rollup WHERE day >= ?1 AND day <= ?2 AND failures <> 0
            """, dayNumbers, sqlite: { groups.addFailures($0) }, other: { groups.addFailures($0) })
        let percentiles = try storedPercentiles(db, days: days)
        for (day, row) in groups.rollupRows(unspecifiedFailure: unspecifiedFailure) {
            var row = row
            if let known = percentiles[day]?[row.key] { (row.durationP50, row.durationP95) = known }
            result[UTCDay(daysSinceEpoch: day), default: []].append(row)
        }
        return result
    }

    /// The duration percentiles stored for the days in `days` (`daily_durations`), per day
    /// number and key.
    private static func storedPercentiles(_ db: any SQLQuerying, days: ClosedRange<UTCDay>) throws -> [Int: [RollupKey: (Double, Double)]] {
        var result: [Int: [RollupKey: (Double, Double)]] = [:]
        try db.eachRow("""
            SELECT day, strategy, os_major, os_minor, app_version, direction, duration_p50_ms, duration_p95_ms
            FROM daily_durations WHERE day >= ?1 AND day <= ?2
            """, [.text(days.lowerBound.description), .text(days.upperBound.description)]) { durations in
            guard let day = durations.string(0).flatMap(UTCDay.init) else { return }
            let key = RollupKey(
                strategy: durations.string(1) ?? "", osMajor: durations.isNull(2) ? nil : durations.int(2),
                osMinor: durations.isNull(3) ? nil : durations.int(3), appVersion: durations.string(4),
                direction: durations.string(5) ?? "")
            result[day.daysSinceEpoch, default: [:]][key] = (durations.double(6), durations.double(7))
        }
        return result
    }
}

/// The grain nightly sums the rollups to: texts by their ``ColumnTexts`` index; OS version
/// and app version only once the session's start is stored (`.min` and -1 otherwise).
private struct Grain: Equatable {
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
private struct GrainSums {
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
private final class RollupGroups {
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
