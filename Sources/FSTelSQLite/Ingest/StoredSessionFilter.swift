import FSTelStorage

/// The `id_hash` values of the stored sessions, as a bit set with no false negatives: a hash
/// it does not hold belongs to no stored session, so the writer takes the session for new
/// without an index search (most new sessions cost one before, ~3k instructions, only to
/// find nothing). A hash it holds may still be new (about one in nine at the size chosen);
/// the index answers then.
///
/// Its bits are at most ``maxBits`` (8 MiB), so memory does not grow with the stored
/// sessions: past eight bits per hash it answers "maybe" more often (about one in five at
/// ``maxBits``/4 hashes, where it is full).
///
/// It is right only while nobody else writes `sessions`: the writer loads it inside its
/// write transaction, adds every session it inserts, and keeps it for its next batches only
/// while no other connection has committed since (SQLite's `data_version`).
struct StoredSessionFilter {
    private var bits: [UInt64]
    private let shift: UInt64
    /// The hashes it takes before it answers "maybe" too often to keep, and those inserted.
    let capacity: Int
    private(set) var count = 0

    /// The most bits a filter has.
    static let maxBits = 1 << 26
    /// The most hashes a filter of ``maxBits`` takes.
    static let maxCapacity = maxBits / 4

    /// Room for `capacity` hashes at eight bits each, or for ``maxCapacity`` at fewer.
    init(capacity: Int) {
        var log2 = 16
        while (1 << log2) < capacity * 8 && (1 << log2) < Self.maxBits { log2 += 1 }
        bits = Array(repeating: 0, count: (1 << log2) / 64)
        shift = UInt64(64 - log2)
        self.capacity = (1 << log2) >= capacity * 8 ? capacity : Self.maxCapacity
    }

    /// The bits it has.
    var bitCount: Int { bits.count * 64 }

    /// More hashes than it takes: it answers "maybe" too often to keep.
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
