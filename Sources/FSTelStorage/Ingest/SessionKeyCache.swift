import FSTelIO

/// A fixed-size, direct-mapped cache from session id bytes to `sessions.session_key` and
/// the session's facts (known once its `session_start` is stored). Memory is bounded (about 1 MB)
/// whatever the number of sessions; a miss, or an id longer than 64 bytes, costs one
/// SQL lookup. The ingest writer empties it at each transaction's start, so what it
/// holds was true under the transaction's write lock.
package struct SessionKeyCache {
    package struct Entry: Equatable {
        package var key: Int64
        /// The session's facts in ``RollupDeltas``, or ``RollupDeltas/unknownFacts``
        /// while its `session_start` is not stored.
        package var facts: Int32

        @inlinable package init(key: Int64, facts: Int32) {
            self.key = key
            self.facts = facts
        }
    }

    private static let slotCount = 1 << 14
    private static let maxKeyBytes = 64

    private var hashes: [UInt64]
    private var entries: [Entry]
    private var lengths: [Int32]
    private var bytes: [UInt8]

    package init() {
        hashes = Array(repeating: 0, count: Self.slotCount)
        entries = Array(repeating: Entry(key: 0, facts: RollupDeltas.unknownFacts), count: Self.slotCount)
        lengths = Array(repeating: -1, count: Self.slotCount)
        bytes = Array(repeating: 0, count: Self.slotCount * Self.maxKeyBytes)
    }

    /// FNV-1a 64 (``FileFingerprint/hash(_:)``), the same hash `sessions.id_hash` stores.
    @inline(__always)
    package static func hash(_ id: UnsafeRawBufferPointer) -> UInt64 { FileFingerprint.hash(id) }

    package func lookup(_ id: UnsafeRawBufferPointer, hash: UInt64) -> Entry? {
        let slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        guard hashes[slot] == hash, Int(lengths[slot]) == id.count else { return nil }
        let matches = bytes.withUnsafeBytes { all in
            id.count == 0 || memcmp(all.baseAddress! + slot * Self.maxKeyBytes, id.baseAddress!, id.count) == 0
        }
        return matches ? entries[slot] : nil
    }

    package mutating func insert(_ id: UnsafeRawBufferPointer, hash: UInt64, entry: Entry) {
        guard id.count <= Self.maxKeyBytes else { return }
        let slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        hashes[slot] = hash
        entries[slot] = entry
        lengths[slot] = Int32(id.count)
        bytes.withUnsafeMutableBytes { all in
            if id.count > 0 {
                (all.baseAddress! + slot * Self.maxKeyBytes).copyMemory(from: id.baseAddress!, byteCount: id.count)
            }
        }
    }

    package mutating func removeAll() {
        for i in lengths.indices { lengths[i] = -1 }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
