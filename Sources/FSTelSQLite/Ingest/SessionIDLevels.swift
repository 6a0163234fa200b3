import FSTelStorage

/// The two tables ingest finds sessions in by the hash of their id (migration 0015): a new
/// session's `(id_hash, session_key)` enters `recent_session_ids` (by the insert trigger),
/// which stays small enough for the page cache; once it holds more than ``limit`` entries,
/// the batch moves them into `session_ids` one slice of the hash range at a time, in key
/// order, so each page of the large table is written once per slice rather than once per
/// new session.
///
/// The count of `recent_session_ids` is kept across batches while no other connection
/// commits (`PRAGMA data_version`), and counted again otherwise.
final class SessionIDLevels {
    /// Slices of the 64-bit hash range moved one at a time.
    static let slices = 16
    /// The default most entries `recent_session_ids` keeps after a batch (``IngestLimits/recentSessionIDs``).
    static let defaultLimit = IngestLimits.recentSessionIDs

    let limit: Int
    private let db: Database
    private let count: Statement
    private let copySlice: Statement
    private let deleteSlice: Statement
    /// Entries of `recent_session_ids` as last counted plus those inserted since; nil when
    /// another connection may have changed them.
    private var recent: Int?
    /// `PRAGMA data_version` when ``recent`` was counted.
    private var countedVersion: Int64 = -1
    /// The slice moved next.
    private var nextSlice = 0

    init(database db: Database, limit: Int) throws {
        self.limit = max(1, limit)
        self.db = db
        count = try db.makeStatement(sql: "SELECT count(*) FROM recent_session_ids")
        copySlice = try db.makeStatement(sql: """
            INSERT OR FAIL INTO session_ids (id_hash, session_key)
            SELECT id_hash, session_key FROM recent_session_ids WHERE id_hash BETWEEN ?1 AND ?2
            """)
        deleteSlice = try db.makeStatement(sql: "DELETE FROM recent_session_ids WHERE id_hash BETWEEN ?1 AND ?2")
    }

    /// A batch began at `dataVersion`: the count is forgotten when another connection
    /// committed since it was taken.
    func batchBegan(dataVersion: Int64) {
        if dataVersion != countedVersion { recent = nil }
    }

    /// The batch was rolled back: its inserts are gone, the count is unknown.
    func batchRolledBack() { recent = nil }

    /// Called before the batch commits, with the sessions it inserted: moves slices until
    /// `recent_session_ids` holds at most ``limit`` entries. Returns the slices moved.
    @discardableResult
    func moveIfDue(inserted: Int, dataVersion: Int64) throws -> Int {
        guard inserted > 0 else { return 0 }
        var entries: Int
        if let recent {
            entries = recent + inserted
        } else {
            defer { count.reset() }
            entries = try count.step() ? Int(count.int64(0)) : 0
            countedVersion = dataVersion
        }
        var moved = 0
        while entries > limit && moved < Self.slices {
            let (low, high) = Self.range(ofSlice: nextSlice)
            try copySlice.bind(low, at: 1)
            try copySlice.bind(high, at: 2)
            try copySlice.execute()
            try deleteSlice.bind(low, at: 1)
            try deleteSlice.bind(high, at: 2)
            try deleteSlice.execute()
            entries -= db.changes
            nextSlice = (nextSlice + 1) % Self.slices
            moved += 1
        }
        recent = entries
        return moved
    }

    /// The inclusive range of signed `id_hash` values of slice `i` of ``slices``.
    static func range(ofSlice i: Int) -> (Int64, Int64) {
        let width = UInt64(1) << 60  // 2^64 / 16
        let low = Int64.min &+ Int64(bitPattern: UInt64(i) &* width)
        return (low, low &+ Int64(bitPattern: width - 1))
    }
}
