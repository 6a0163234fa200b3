import FSTelIO
import FSTelModel

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
    fileprivate static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The key of `(session, seq)` whose ``SessionHash`` is `sessionHash`.
    @inline(__always)
    package static func key(sessionHash: Int64, seq: Int64) -> Int64 {
        sessionHash ^ Int64(bitPattern: UInt64(bitPattern: seq) &* multiplier)
    }

    /// The key of `(sessionID, seq)`.
    package static func key(sessionID: UnsafeRawBufferPointer, seq: Int64) -> Int64 {
        key(sessionHash: SessionHash.of(sessionID), seq: seq)
    }

    /// The UTC day (days since 1970-01-01) of `ts` (epoch ms).
    @inline(__always)
    package static func day(_ ts: Int64) -> Int64 {
        ts >= 0 ? ts / 86_400_000 : (ts - 86_399_999) / 86_400_000
    }

    /// The newest prune cut (epoch ms): transitions with `ts` before it may have been pruned.
    /// `Int64.min` when the store was never pruned.
    package static func cut(_ db: any SQLQuerying) throws -> Int64 {
        try db.fetchRows(sql: "SELECT max(before_ts) FROM pruned_ranges", arguments: []).first?.first?.int64 ?? .min
    }

    /// A transition row a prune deleted: its session's key, `seq` and `ts`.
    package struct Deleted {
        package var sessionKey: Int64
        package var seq: Int64
        package var ts: Int64

        package init(sessionKey: Int64, seq: Int64, ts: Int64) {
            self.sessionKey = sessionKey
            self.seq = seq
            self.ts = ts
        }
    }
}
