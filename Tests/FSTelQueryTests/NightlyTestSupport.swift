import Foundation
import FSTelStore
@_spi(FSTelDrivers) import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
@testable import FSTelQuery
import FSTelTestSupport

/// A migrated store filled through the real ingest: sessions and transitions are
/// written as log lines and ingested when the database is next used (``db``), so the
/// rollups are kept exactly as `fstel ingest` keeps them.
final class NightlyFixture {
    let store: Store
    private let dir: String
    private var pending: [String] = []
    private var files = 0
    private var seqs: [String: Int] = [:]

    /// The database, after ingesting the lines written since the last use.
    var db: Database {
        get throws {
            try flush()
            return store.database
        }
    }

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-fixture-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        store = try Store(path: dir + "/store.sqlite", access: .write)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func flush() throws {
        guard !pending.isEmpty else { return }
        files += 1
        let path = dir + "/\(files).ndjson"
        try Data((pending.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        pending.removeAll()
        let report = try Ingestor(store: store).ingest(paths: [path])
        precondition(report.rejected == 0, "fixture wrote a rejected line")
    }

    /// A session with its OS and app facts (os nil: no session_start is written).
    func session(_ id: String, os: (Int, Int)? = (17, 4), app: String? = "8.6.0", startedAt: Int64? = nil) throws {
        guard let os else { return }
        pending.append(#"{"type":"session_start","ts":\#(startedAt ?? 0),"session_id":"\#(id)","device":{"model":"iPhone12,1","os":"iOS","os_version":"\#(os.0).\#(os.1)"},"app":{"version":"\#(app ?? "0")","build":"1"}}"#)
    }

    func transition(
        _ session: String, ts: Int64, strategy: String = "window_transform", direction: String = "enter",
        outcome: String = "ok", failure: String? = nil, duration: Double? = nil, mismatch: Int? = nil
    ) throws {
        let seq = seqs[session, default: 0]
        seqs[session] = seq + 1
        var fields = #""type":"transition","ts":\#(ts),"session_id":"\#(session)","seq":\#(seq),"direction":"\#(direction)","strategy":"\#(strategy)","outcome":"\#(outcome)""#
        if outcome == "failed" { fields += #","failure":"\#(failure ?? "unknown_failure")""# }
        if let duration { fields += ",\"duration_ms\":\(duration)" }
        if let mismatch {
            fields += #","restore":{"method":"index_path","container":"table_view","section":0,"item":0,"restored_section":0,"restored_item":\#(mismatch)}"#
        }
        pending.append("{" + fields + "}")
    }

    /// Many transitions: `failures` failed (kind `failure`) and the rest ok.
    func bulk(_ session: String, day: UTCDay, strategy: String, attempts: Int, failures: Int, failure: String = "window_flash") throws {
        for i in 0..<attempts {
            try transition(
                session, ts: day.startMs + Int64(i % 86_000) * 1000, strategy: strategy,
                outcome: i < failures ? "failed" : "ok", failure: i < failures ? failure : nil, duration: Double(200 + i % 300))
        }
    }
}

/// Independent aggregates from raw rows, in SQL only (group by, window functions for
/// nearest-rank percentiles), ordered like the rollup table query below.
let rawAggregateSQL = """
    WITH raw AS (
        SELECT date(t.ts / 1000, 'unixepoch') AS day, t.strategy, s.os_major, s.os_minor, s.app_version, t.direction,
               t.outcome, t.duration_ms, t.restore_mismatch
        FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
    ),
    ranked AS (
        SELECT day, strategy, os_major, os_minor, app_version, direction, duration_ms,
               row_number() OVER w AS rn, count(*) OVER (PARTITION BY day, strategy, os_major, os_minor, app_version, direction) AS n
        FROM raw WHERE duration_ms IS NOT NULL
        WINDOW w AS (PARTITION BY day, strategy, os_major, os_minor, app_version, direction ORDER BY duration_ms)
    ),
    pct AS (
        SELECT day, strategy, os_major, os_minor, app_version, direction,
               max(CASE WHEN rn = max(1, (50 * n + 99) / 100) THEN duration_ms END) AS p50,
               max(CASE WHEN rn = max(1, (95 * n + 99) / 100) THEN duration_ms END) AS p95
        FROM ranked GROUP BY day, strategy, os_major, os_minor, app_version, direction
    )
    SELECT r.day, r.strategy, r.os_major, r.os_minor, r.app_version, r.direction, sum(r.outcome IN ('ok', 'failed')),
           sum(r.outcome = 'ok'), sum(r.outcome = 'failed'), sum(r.outcome = 'cancelled'), sum(r.outcome = 'ignored'),
           count(r.restore_mismatch), coalesce(sum(r.restore_mismatch = 1), 0), count(r.duration_ms),
           (SELECT p50 FROM pct AS p WHERE p.day = r.day AND p.strategy = r.strategy AND p.os_major IS r.os_major
               AND p.os_minor IS r.os_minor AND p.app_version IS r.app_version AND p.direction = r.direction),
           (SELECT p95 FROM pct AS p WHERE p.day = r.day AND p.strategy = r.strategy AND p.os_major IS r.os_major
               AND p.os_minor IS r.os_minor AND p.app_version IS r.app_version AND p.direction = r.direction)
    FROM raw AS r
    WHERE r.day >= ?1 AND r.day <= ?2
    GROUP BY r.day, r.strategy, r.os_major, r.os_minor, r.app_version, r.direction
    ORDER BY 1, 2, 3, 4, 5, 6
    """

let storedRollupSQL = """
    SELECT day, strategy, os_major, os_minor, app_version, direction, attempts, ok, failures, cancelled, ignored,
           restores, mismatches, durations, duration_p50_ms, duration_p95_ms
    FROM daily_rollups WHERE day >= ?1 AND day <= ?2 ORDER BY 1, 2, 3, 4, 5, 6
    """

let rawFailureKindsSQL = """
    SELECT date(t.ts / 1000, 'unixepoch') AS day, t.strategy, s.os_major, s.os_minor, s.app_version, t.direction,
           coalesce(t.failure, 'unspecified'), count(*)
    FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
    WHERE t.outcome = 'failed' AND day >= ?1 AND day <= ?2
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    """

let storedFailureKindsSQL = """
    SELECT day, strategy, os_major, os_minor, app_version, direction, failure, failures
    FROM daily_rollup_failures WHERE day >= ?1 AND day <= ?2 ORDER BY 1, 2, 3, 4, 5, 6, 7
    """

/// True when stored `daily_rollups` rows equal raw aggregates (``rawAggregateSQL``): every
/// count the same, the two duration percentiles (the last columns) within 1% of the exact
/// nearest-rank values, as the duration sketches promise.
func equalWithinSketchError(_ stored: [[DatabaseValue]], _ raw: [[DatabaseValue]]) -> Bool {
    guard stored.count == raw.count else { return false }
    for (a, b) in zip(normalized(stored), normalized(raw)) {
        guard a.count == b.count, a.dropLast(2) == b.dropLast(2) else { return false }
        for (x, y) in zip(a.suffix(2), b.suffix(2)) {
            if x == y { continue }
            guard let u = x.double, let v = y.double, abs(u - v) <= 0.01 * v * (1 + 1e-9) else { return false }
        }
    }
    return true
}

/// Normalises REAL values that are whole numbers to INTEGER (SQLite's sum/max may
/// return either), so two result sets compare by value.
func normalized(_ rows: [[DatabaseValue]]) -> [[DatabaseValue]] {
    rows.map { row in
        row.map { value in
            if case .real(let v) = value, v == v.rounded(), abs(v) < 1e15 { return .integer(Int64(v)) }
            return value
        }
    }
}

/// A deterministic PRNG for simulations in tests (SplitMix64).
struct TestRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func binomial(_ n: Int, _ p: Double) -> Int {
        var k = 0
        for _ in 0..<n where unit() < p { k += 1 }
        return k
    }
}

extension DailyRollups {
    /// The duration percentiles of every day in `days`, from one pass over the raw
    /// transitions with `ts` in [first day's start, last day's end) that carry a duration.
    /// Rows hold the key, `durations` and the percentiles only (counts come from
    /// ``load(_:days:)``); days without durations map to [].
    ///
    /// Rows come in (session_key, seq) order, so a session's facts are looked up once per
    /// session, not joined per row, and consecutive rows of one session reuse their
    /// group without a dictionary lookup.
    static func computeDurations(_ db: Database, days: ClosedRange<UTCDay>) throws -> [UTCDay: [RollupRow]] {
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
}
