/// A key of a ``RollupDeltas/KeyedTable``: hashed by mixing its integers, which costs a few
/// instructions where the standard dictionary's SipHash of the same key cost hundreds.
package protocol MixedHashKey: Equatable {
    var mixedHash: Int { get }
}

extension RollupDeltas {
    /// Values per key, gathered during a batch: an open-addressing table touched once or
    /// more per stored transition. Keys keep the order they were first seen in.
    package struct KeyedTable<Key: MixedHashKey, Value>: Sequence {
        package private(set) var keys: [Key] = []
        package private(set) var values: [Value] = []
        /// Indexes in ``keys`` (-1 for an empty slot); a power of two, at most half full.
        private var slots = [Int32](repeating: -1, count: 1024)
        private let empty: Value

        /// An empty table whose new keys start at `empty`.
        package init(empty: Value) { self.empty = empty }

        package var isEmpty: Bool { keys.isEmpty }
        package var count: Int { keys.count }

        /// Calls `body` with the value of `key` (``empty`` when new), to change it in place,
        /// and returns the key's index in ``keys``.
        @inline(__always) @discardableResult
        mutating func modify(_ key: Key, _ body: (inout Value) -> Void) -> Int {
            let mask = slots.count &- 1
            var slot = key.mixedHash & mask
            while true {
                let index = Int(slots[slot])
                if index < 0 { break }
                if keys[index] == key {
                    body(&values[index])
                    return index
                }
                slot = (slot &+ 1) & mask
            }
            keys.append(key)
            values.append(empty)
            let index = keys.count - 1
            slots[slot] = Int32(index)
            body(&values[index])
            if keys.count * 2 > slots.count { grow() }
            return index
        }

        /// The index of `key` in ``keys``, nil when it has no value.
        package func index(of key: Key) -> Int? {
            let mask = slots.count &- 1
            var slot = key.mixedHash & mask
            while true {
                let index = Int(slots[slot])
                if index < 0 { return nil }
                if keys[index] == key { return index }
                slot = (slot &+ 1) & mask
            }
        }

        /// The value of `key`, nil when it has none.
        package subscript(key: Key) -> Value? { index(of: key).map { values[$0] } }

        package mutating func removeAll() {
            keys.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            for i in slots.indices { slots[i] = -1 }
        }

        private mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for (index, key) in keys.enumerated() {
                var slot = key.mixedHash & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index)
            }
        }

        package struct Iterator: IteratorProtocol {
            fileprivate let keys: [Key]
            fileprivate let values: [Value]
            fileprivate var index = 0

            package mutating func next() -> (key: Key, value: Value)? {
                guard index < keys.count else { return nil }
                defer { index += 1 }
                return (keys[index], values[index])
            }
        }

        package func makeIterator() -> Iterator { Iterator(keys: keys, values: values) }
    }

    /// Mixes up to two 64-bit words into a table hash (splitmix64's finalizer).
    @inline(__always)
    package static func mix(_ a: UInt64, _ b: UInt64) -> Int {
        var h = a &* 0x9E37_79B9_7F4A_7C15
        h ^= b
        h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The table hash of a rollup key's fields (fine or coarse facts alike).
    @inline(__always)
    package static func mix(day: Int64, enter: Bool, facts: Int32, strategy: Int32) -> Int {
        mix(UInt64(bitPattern: day) ^ (enter ? 0x5555 : 0), UInt64(UInt32(bitPattern: facts)) << 32 | UInt64(UInt32(bitPattern: strategy)))
    }
}

extension RollupDeltas.Key: MixedHashKey {
    package var mixedHash: Int { RollupDeltas.mix(day: day, enter: enter, facts: facts, strategy: strategy) }
}

extension RollupDeltas.FailureKey: MixedHashKey {
    package var mixedHash: Int { key.mixedHash ^ RollupDeltas.mix(UInt64(UInt32(bitPattern: failure)), 0x2545_F491) }
}

extension RollupDeltas.CoarseKey: MixedHashKey {
    package var mixedHash: Int { RollupDeltas.mix(day: day, enter: enter, facts: facts, strategy: strategy) }
}

extension RollupDeltas.RestoreKey: MixedHashKey {
    package var mixedHash: Int {
        key.mixedHash ^ RollupDeltas.mix(UInt64(method) << 32 | UInt64(UInt32(bitPattern: container)), 0x9E37)
    }
}
