/// The `id_hash` values of the stored sessions, as a bit set with no false negatives: a hash
/// it does not hold belongs to no stored session, so the writer takes the session for new
/// without an index search (most new sessions cost one before, ~3k instructions, only to
/// find nothing). A hash it holds may still be new (about one in nine at the size chosen);
/// the index answers then.
///
/// It is right only while nobody else writes `sessions`: the writer loads it inside its
/// write transaction, adds every session it inserts, and keeps it for its next batches only
/// while no other connection has committed since (SQLite's `data_version`).
struct StoredSessionFilter {
    private var bits: [UInt64]
    private let shift: UInt64
    /// The hashes it was sized for, and those inserted.
    let capacity: Int
    private(set) var count = 0

    /// Room for `capacity` hashes at eight bits each.
    init(capacity: Int) {
        var log2 = 16
        while (1 << log2) < capacity * 8 { log2 += 1 }
        bits = Array(repeating: 0, count: (1 << log2) / 64)
        shift = UInt64(64 - log2)
        self.capacity = capacity
    }

    /// More hashes than it was sized for: it answers "maybe" too often to keep.
    var isOverfull: Bool { count > capacity }

    @inline(__always)
    private func bit(_ hash: UInt64) -> Int { Int((hash &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    mutating func insert(_ hash: UInt64) {
        let b = bit(hash)
        bits[b >> 6] |= 1 << UInt64(b & 63)
        count += 1
    }

    func mayContain(_ hash: UInt64) -> Bool {
        let b = bit(hash)
        return bits[b >> 6] & (1 << UInt64(b & 63)) != 0
    }
}
