import FSTelStorage

/// The statements of a write whose form depends on the store's layout, chosen once when the
/// store is opened (``PostgresStore/isDistributed``): on one server, index probes that
/// PostgreSQL plans well (a `LIMIT 1` or `OFFSET 0` subquery per session, row locks taken in
/// id order); on Citus (docs/scale-out.md), the forms it can push down to the workers, since
/// it runs no `LATERAL` subquery with `LIMIT` or `OFFSET` over a table function and no
/// `SELECT ... FOR UPDATE` that spans shards. Both forms take the same arguments and return
/// the same columns. Every other statement is one text for both layouts.
struct PostgresStatementShapes: Sendable {
    /// The ids of the array `$1` (with their hashes in `$2`, same order) that `sessions`
    /// holds.
    let storedSessions: String
    /// The sessions of the arrays `$1` (ids) and `$2` (their hashes), locked against other
    /// writers until the commit: `session_id`, `os_name`, `os_version`, `device_model`,
    /// `app_version`, `os_major`, `os_minor`, started (0/1), ended (0/1), `session_key`,
    /// `session_hash`, `session_day`.
    let lockStoredSessions: String
    /// Puts the table `t` of a query `m` (giving `session_key`, `session_day`,
    /// `session_hash`, and `seq` when `withSeq`) beside its session `s` and its stored
    /// transitions `t`.
    let transitionsOfSessions: @Sendable (_ m: String, _ withSeq: Bool) -> String
    /// True when the lookup and the lock run once per shard, each with that shard's sessions
    /// (``PostgresIngestBackend/shardGroups(_:)``).
    let groupsByShard: Bool

    /// The forms for a store on one PostgreSQL server.
    static let singleServer = PostgresStatementShapes(
        storedSessions: """
            SELECT l.session_id
            FROM unnest($1::text[], $2::bigint[]) AS u(id, hash)
            CROSS JOIN LATERAL (
                SELECT s.session_id FROM sessions AS s WHERE s.session_id = u.id AND s.session_hash = u.hash LIMIT 1) AS l
            """,
        lockStoredSessions: """
            SELECT l.*
            FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS u(id, hash, n)
            CROSS JOIN LATERAL (
                SELECT \(lockedColumns)
                FROM sessions AS s WHERE s.session_id = u.id AND s.session_hash = u.hash LIMIT 1 FOR NO KEY UPDATE) AS l
            ORDER BY u.n
            """,
        transitionsOfSessions: { m, withSeq in
            """
            \(m) AS m
            CROSS JOIN LATERAL (SELECT * FROM sessions AS s0 WHERE s0.session_key = m.session_key OFFSET 0) AS s
            CROSS JOIN LATERAL (
                SELECT * FROM transitions AS t0
                WHERE t0.session_key = m.session_key AND t0.session_day = m.session_day\(withSeq ? " AND t0.seq = m.seq" : "")
                OFFSET 0) AS t
            """
        },
        groupsByShard: false)

    /// The forms for a store distributed by Citus: one statement per shard
    /// (``groupsByShard``), each the single server's form with the shard's hashes as a filter
    /// too (`s.session_hash = ANY($2)`), which prunes it to that one shard: Citus then sends
    /// it whole to the shard's worker as a router query, `LATERAL`, `LIMIT` and
    /// `FOR NO KEY UPDATE` included (over several shards it refuses all three). Each id is an
    /// index probe on its shard, and the locks are taken in id order within a shard and
    /// shard after shard in shard order, the same order for every ingester. Transitions are
    /// joined to their sessions on the distribution column, co-located.
    static let distributed = PostgresStatementShapes(
        storedSessions: """
            SELECT l.session_id
            FROM unnest($1::text[], $2::bigint[]) AS u(id, hash)
            CROSS JOIN LATERAL (
                SELECT s.session_id FROM sessions AS s
                WHERE s.session_id = u.id AND s.session_hash = u.hash AND s.session_hash = ANY($2::bigint[]) LIMIT 1) AS l
            """,
        lockStoredSessions: """
            SELECT l.*
            FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS u(id, hash, n)
            CROSS JOIN LATERAL (
                SELECT \(lockedColumns)
                FROM sessions AS s
                WHERE s.session_id = u.id AND s.session_hash = u.hash AND s.session_hash = ANY($2::bigint[])
                LIMIT 1 FOR NO KEY UPDATE) AS l
            ORDER BY u.n
            """,
        transitionsOfSessions: { m, withSeq in
            """
            \(m) AS m
            JOIN sessions AS s ON s.session_hash = m.session_hash AND s.session_key = m.session_key
            JOIN transitions AS t ON t.session_hash = m.session_hash AND t.session_key = m.session_key
                AND t.session_day = m.session_day\(withSeq ? " AND t.seq = m.seq" : "")
            """
        },
        groupsByShard: true)

    private static let lockedColumns = """
        s.session_id, coalesce(s.os_name, ''), coalesce(s.os_version, ''), coalesce(s.device_model, ''),
        coalesce(s.app_version, ''), s.os_major, s.os_minor, (s.started_at IS NOT NULL)::integer,
        (s.ended_at IS NOT NULL)::integer, s.session_key, s.session_hash, s.session_day
        """

    /// The forms for a store.
    static func of(_ store: PostgresStore) -> PostgresStatementShapes {
        store.isDistributed ? .distributed : .singleServer
    }
}
