import FSTelIO
import FSTelModel
import Synchronization

/// What a prune keeps of the transitions it deletes, so that each is still a duplicate when
/// its line is read again (a stream fed again, a file read again from its start, a late
/// `fstel copy`): a table `pruned_keys` of one row per pruned transition, the UTC day of
/// its `ts` and a 64-bit key of its `(session_id, seq)` (SQLite migration 0016, PostgreSQL
/// migration 0014).
///
/// The key is ``SessionHash`` of the session id (the first 8 bytes of its MD5, PostgreSQL's
/// `sessions.session_hash`) XOR `seq` times 2^64 / golden ratio (mod 2^64), so both backends
/// compute the same key, and PostgreSQL computes it in SQL. Two different `(session, seq)`
/// of one day share a key with a chance of 2^-64 per pair; a line so mistaken is counted a
/// duplicate.
///
/// Ingest looks a transition up only when its `ts` is before the newest prune cut (no
/// transition of a day after it can have been pruned), so live logs pay one comparison per
/// transition.
package enum PrunedKeys {
    static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The key of `(session, seq)` whose ``SessionHash`` is `sessionHash`.
    @inline(__always)
    static func key(sessionHash: Int64, seq: Int64) -> Int64 {
        sessionHash ^ Int64(bitPattern: UInt64(bitPattern: seq) &* multiplier)
    }

    /// The key of `(sessionID, seq)`.
    static func key(sessionID: UnsafeRawBufferPointer, seq: Int64) -> Int64 {
        key(sessionHash: SessionHash.of(sessionID), seq: seq)
    }

    /// The UTC day (days since 1970-01-01) of `ts` (epoch ms).
    @inline(__always)
    static func day(_ ts: Int64) -> Int64 {
        ts >= 0 ? ts / 86_400_000 : (ts - 86_399_999) / 86_400_000
    }

    /// The newest prune cut (epoch ms): transitions with `ts` before it may have been pruned.
    /// `Int64.min` when the store was never pruned.
    static func cut(_ db: any SQLQuerying) throws -> Int64 {
        try db.fetchRows(sql: "SELECT max(before_ts) FROM pruned_ranges", arguments: []).first?.first?.int64 ?? .min
    }

    /// A transition row a prune deleted: its session's key, `seq` and `ts`.
    struct Deleted {
        var sessionKey: Int64
        var seq: Int64
        var ts: Int64
    }

    /// Deletes the transitions `rowsWhere` selects in `transition_rows` (SQLite; the
    /// condition names the table, not an alias) and records their keys, in the caller's
    /// transaction, after the delete so that the keys fill the pages it freed. Returns the
    /// rows deleted.
    static func delete(_ db: Database, rowsWhere condition: String, arguments: [any DatabaseValueConvertible]) throws -> [Deleted] {
        let delete = try db.makeStatement(sql: "DELETE FROM transition_rows WHERE \(condition) RETURNING session_key, seq, ts")
        try delete.bind(arguments)
        var deleted: [Deleted] = []
        while try delete.step() { deleted.append(Deleted(sessionKey: delete.int64(0), seq: delete.int64(1), ts: delete.int64(2))) }
        delete.reset()
        try record(db, deleted)
        return deleted
    }

    /// Records the keys of deleted transition rows whose sessions are still stored.
    static func record(_ db: Database, _ deleted: [Deleted]) throws {
        let sessionID = try db.makeStatement(sql: "SELECT session_id FROM sessions WHERE session_key = ?")
        var keys: [(day: Int64, key: Int64)] = []
        keys.reserveCapacity(deleted.count)
        var last: (sessionKey: Int64, hash: Int64)?
        for row in deleted {
            if last?.sessionKey != row.sessionKey {
                try sessionID.bind(row.sessionKey, at: 1)
                defer { sessionID.reset() }
                guard try sessionID.step() else { continue }
                last = (row.sessionKey, sessionID.withText(0) { SessionHash.of($0 ?? UnsafeRawBufferPointer(start: nil, count: 0)) })
            }
            keys.append((day(row.ts), key(sessionHash: last!.hash, seq: row.seq)))
        }
        // In key order: each insert lands next to the last one in the table's B-tree.
        keys.sort { $0.day != $1.day ? $0.day < $1.day : $0.key < $1.key }
        let insert = try db.makeStatement(sql: "INSERT OR IGNORE INTO pruned_keys (day, key) VALUES (?, ?)")
        for (day, key) in keys {
            try insert.bind(day, at: 1)
            try insert.bind(key, at: 2)
            try insert.execute()
            insert.reset()
        }
    }

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
        try db.execute(sql: """
            INSERT INTO pruned_keys (day, key)
            SELECT floor(t.ts / 86400000.0)::integer, \(postgresKeySQL)
            FROM transitions AS t
            JOIN sessions AS s ON s.session_hash = t.session_hash AND s.session_key = t.session_key
            WHERE t.ts < \(cut) AND s.started_at IS NOT NULL
            ON CONFLICT DO NOTHING
            """)
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
