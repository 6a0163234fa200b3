import FSTelStorage

/// The keys of the transitions a PostgreSQL ingest batch holds (its session's index in the
/// batch and `seq`), to keep the first line of each key: an open-addressing table of 64-bit
/// keys (the session in the high 32 bits, `seq` in the low), which costs a multiply per
/// lookup where a `Set` of the pair hashes it with SipHash. A `seq` outside 0...2^32-1 goes
/// to a `Set` beside it.
struct TransitionKeySet {
    /// Each slot 0 (empty) or a key + 1.
    private var slots: [UInt64] = []
    private var shift = 64
    private var count = 0
    private var others = Set<Key>()

    private struct Key: Hashable {
        var session: Int32
        var seq: Int64
    }

    /// Adds the key; false when it was there already.
    mutating func insert(session: Int32, seq: Int64) -> Bool {
        guard session >= 0, seq >= 0, seq <= Int64(UInt32.max) else {
            return others.insert(Key(session: session, seq: seq)).inserted
        }
        if 2 * (count + 1) > slots.count { grow() }
        let stored = (UInt64(session) << 32 | UInt64(seq)) + 1
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
        while slots[i] != 0 {
            if slots[i] == stored { return false }
            i = (i + 1) & mask
        }
        slots[i] = stored
        count += 1
        return true
    }

    /// Forgets every key, keeping the table's size.
    mutating func removeAll() {
        if count > 0 {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            count = 0
        }
        others.removeAll()
    }

    private mutating func grow() {
        let old = slots
        let size = max(1 << 12, slots.count * 2)
        slots = [UInt64](repeating: 0, count: size)
        shift = 64 - size.trailingZeroBitCount
        let mask = size - 1
        for stored in old where stored != 0 {
            var i = Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = stored
        }
    }
}
