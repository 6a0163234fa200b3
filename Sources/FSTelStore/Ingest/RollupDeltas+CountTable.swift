extension RollupDeltas {
    /// The batch's counts per rollup key: an open-addressing table hashed by mixing the
    /// key's integers. It is touched once per stored transition, where the standard
    /// dictionary's SipHash of the key was most of the cost.
    struct CountTable: Sequence {
        private(set) var keys: [Key] = []
        private var values: [Counts] = []
        /// Indexes in ``keys`` (-1 for an empty slot); a power of two, at most half full.
        private var slots = [Int32](repeating: -1, count: 1024)

        var isEmpty: Bool { keys.isEmpty }
        var count: Int { keys.count }

        @inline(__always)
        private static func hash(_ key: Key) -> Int {
            var h = UInt64(bitPattern: key.day) &* 0x9E37_79B9_7F4A_7C15
            h ^= UInt64(UInt32(bitPattern: key.facts)) << 32 | UInt64(UInt32(bitPattern: key.strategy))
            h = (h ^ (h >> 31) ^ (key.enter ? 0x5555 : 0)) &* 0xBF58_476D_1CE4_E5B9
            return Int(truncatingIfNeeded: h ^ (h >> 29))
        }

        /// Calls `body` with the counts of `key` (zero when new), to change them in place.
        @inline(__always)
        mutating func modify(_ key: Key, _ body: (inout Counts) -> Void) {
            let mask = slots.count &- 1
            var slot = Self.hash(key) & mask
            while true {
                let index = Int(slots[slot])
                if index < 0 { break }
                if keys[index] == key { return body(&values[index]) }
                slot = (slot &+ 1) & mask
            }
            keys.append(key)
            values.append(Counts())
            slots[slot] = Int32(keys.count - 1)
            body(&values[values.count - 1])
            if keys.count * 2 > slots.count { grow() }
        }

        mutating func removeAll() {
            keys.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            for i in slots.indices { slots[i] = -1 }
        }

        private mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for (index, key) in keys.enumerated() {
                var slot = Self.hash(key) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index)
            }
        }

        struct Iterator: IteratorProtocol {
            fileprivate let keys: [Key]
            fileprivate let values: [Counts]
            fileprivate var index = 0

            mutating func next() -> (key: Key, value: Counts)? {
                guard index < keys.count else { return nil }
                defer { index += 1 }
                return (keys[index], values[index])
            }
        }

        func makeIterator() -> Iterator { Iterator(keys: keys, values: values) }
    }
}
