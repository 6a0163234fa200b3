#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `dictionary` codes a writer has looked up or created, by the value's bytes: an
/// open-addressing table, so a known value costs one hash and one compare. What it holds
/// is committed, or written in the writer's open transaction; the writer empties it when
/// that transaction rolls back.
///
/// Values are hashed eight bytes at a time (``hash(_:)``): a transition looks up to eight
/// values, and a byte-at-a-time hash of each was most of the lookup's cost.
package struct DictionaryCodes {
    private static let maxValues = 1 << 20

    private struct Entry {
        package var hash: UInt64
        package var code: Int64
        /// Where the value's bytes are in ``bytes``.
        package var start: Int
        package var length: Int
    }

    /// Indexes in ``entries`` (-1 for an empty slot); a power of two, at most half full.
    private var slots: [Int32]
    private var entries: [Entry] = []
    private var bytes: [UInt8] = []

    package init() {
        slots = Array(repeating: -1, count: 1024)
    }

    package var count: Int { entries.count }

    /// A hash of every byte of `value`, read eight bytes at a time (the last word
    /// overlaps the one before it when the length is not a multiple of eight).
    @inline(__always)
    package static func hash(_ value: UnsafeRawBufferPointer) -> UInt64 {
        let n = value.count
        var h = UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15
        guard let base = value.baseAddress else { return h }
        @inline(__always) func mix(_ word: UInt64) {
            h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
        }
        if n >= 8 {
            var i = 0
            while i &+ 8 <= n {
                mix(base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i &+= 8
            }
            if i < n { mix(base.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)) }
        } else {
            var word: UInt64 = 0
            for i in 0..<n { word = word << 8 | UInt64(base.load(fromByteOffset: i, as: UInt8.self)) }
            mix(word)
        }
        return h ^ (h >> 29)
    }

    package func lookup(_ value: UnsafeRawBufferPointer, hash: UInt64) -> Int64? {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                bytes.withUnsafeBytes { bytes in
                    let mask = slots.count &- 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let index = Int(slots[slot])
                        if index < 0 { return nil }
                        let entry = entries[index]
                        if entry.hash == hash && entry.length == value.count
                            && (value.count == 0 || memcmp(bytes.baseAddress! + entry.start, value.baseAddress!, value.count) == 0) {
                            return entry.code
                        }
                        slot = (slot &+ 1) & mask
                    }
                }
            }
        }
    }

    package mutating func insert(_ value: UnsafeRawBufferPointer, hash: UInt64, code: Int64) {
        if entries.count >= Self.maxValues { removeAll() }
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(Entry(hash: hash, code: code, start: bytes.count, length: value.count))
        bytes.append(contentsOf: value)
        place(Int32(entries.count - 1))
    }

    package mutating func removeAll() {
        for i in slots.indices { slots[i] = -1 }
        entries.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func place(_ index: Int32) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[Int(index)].hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for index in entries.indices { place(Int32(index)) }
    }
}
