import FSTelStorage
import Synchronization

extension PrunedKeys {
    /// The SQL expression of a transition's key on PostgreSQL, for `transitions AS t` joined
    /// to `sessions AS s`: the same value as ``key(sessionHash:seq:)``.
    static let postgresKeySQL = """
        (s.session_hash # (CASE WHEN (t.seq::numeric * 11400714819323198485) % 18446744073709551616 >= 9223372036854775808
            THEN (t.seq::numeric * 11400714819323198485) % 18446744073709551616 - 18446744073709551616
            ELSE (t.seq::numeric * 11400714819323198485) % 18446744073709551616 END)::bigint)
        """

    /// Records the keys of the started sessions' transitions before `cut` (PostgreSQL),
    /// before they are deleted in the same transaction. The join matches the distribution
    /// column too, so that Citus runs it on each worker, and the cut is written into the
    /// statement (an integer): Citus plans an `INSERT ... SELECT` from distributed tables into
    /// a local one without the statement's parameters ("there is no parameter $1").
    static func record(_ db: PostgresConnection, before cut: Int64) throws {
        try insert(db, selecting: """
            SELECT floor(t.ts / 86400000.0)::integer, \(postgresKeySQL)
            FROM transitions AS t
            JOIN sessions AS s ON s.session_hash = t.session_hash AND s.session_key = t.session_key
            WHERE t.ts < \(cut) AND s.started_at IS NOT NULL
            """)
    }

    /// Adds the keys `rows` writes (`day`, `key` per row) to a PostgreSQL store's
    /// `pruned_keys`, keeping the ones it holds already; returns how many rows were written.
    /// They pass through a temporary table, in the caller's transaction.
    package static func add(_ db: PostgresConnection, rows: (inout PostgresCopyWriter) throws -> Void) throws -> Int {
        try db.execute(sql: """
            CREATE TEMP TABLE IF NOT EXISTS fstel_stage_pruned_keys (day integer, key bigint);
            TRUNCATE fstel_stage_pruned_keys
            """)
        let written = try db.copy("COPY fstel_stage_pruned_keys FROM STDIN", rows: rows)
        try insert(db, selecting: "SELECT day, key FROM fstel_stage_pruned_keys")
        return written
    }

    /// The one write of `pruned_keys`: the `(day, key)` rows of `select`, a key it holds
    /// already kept as it is.
    private static func insert(_ db: PostgresConnection, selecting select: String) throws {
        try db.execute(sql: "INSERT INTO pruned_keys (day, key) " + select + " ON CONFLICT DO NOTHING")
    }
}

/// The pruned keys a PostgreSQL ingest looks transitions up in (``PrunedKeys``): the newest
/// prune cut, read when a batch begins, and the keys of each pruned day a transition older
/// than it fell on, loaded once (sorted) and kept while no prune has run since. The cut is
/// read again when each batch opens, also on the commit thread where a batch opens while the
/// last one commits (the keys are read only once that commit is waited for).
final class PrunedKeyLookup: @unchecked Sendable {
    private let newestCut = Atomic<Int64>(.min)
    /// Transitions with `ts` before this may have been pruned (`Int64.min`: none).
    var cut: Int64 { newestCut.load(ordering: .relaxed) }
    /// The cut and the number of prunes when the keys below were loaded.
    private var version: [Int64] = []
    private var days: [Int64: [Int64]] = [:]

    /// Reads the newest cut; forgets the loaded keys when a prune ran since they were loaded.
    func refresh(_ connection: PostgresConnection) throws {
        let row = try connection.rows(sql: "SELECT coalesce(max(before_ts), -9223372036854775808), count(*) FROM pruned_ranges")[0]
        let now = [row[0].int64 ?? .min, row[1].int64 ?? 0]
        if now != version {
            version = now
            days.removeAll()
        }
        newestCut.store(now[0], ordering: .relaxed)
    }

    /// True when a prune deleted the transition of `key` on `day`.
    func contains(day: Int64, key: Int64, connection: PostgresConnection) throws -> Bool {
        if days[day] == nil {
            days[day] = try connection.rows(
                sql: "SELECT key FROM pruned_keys WHERE day = $1 ORDER BY key", arguments: [day]
            ).map { $0[0].int64 ?? 0 }
        }
        let keys = days[day]!
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == key
    }
}
