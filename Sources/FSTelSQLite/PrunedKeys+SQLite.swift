import FSTelStorage

extension PrunedKeys {
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
}
