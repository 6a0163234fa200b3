#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `dictionary` codes a writer has looked up or created, by the value's bytes: an
/// open-addressing table, so a known value costs one hash and one compare. What it holds
/// is committed, or written in the writer's open transaction; the writer empties it when
/// that transaction rolls back.
struct DictionaryCodes {
    private static let maxValues = 1 << 20
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var codes: [Int64] = []
    private var starts: [Int] = []
    private var lengths: [Int] = []
    private var bytes: [UInt8] = []

    init() {
        slots = Array(repeating: -1, count: 1024)
    }

    var count: Int { codes.count }

    func lookup(_ value: UnsafeRawBufferPointer, hash: UInt64) -> Int64? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if hashes[index] == hash && lengths[index] == value.count {
                let equal = value.count == 0 || bytes.withUnsafeBytes {
                    memcmp($0.baseAddress! + starts[index], value.baseAddress!, value.count) == 0
                }
                if equal { return codes[index] }
            }
            slot = (slot + 1) & mask
        }
    }

    mutating func insert(_ value: UnsafeRawBufferPointer, hash: UInt64, code: Int64) {
        if codes.count >= Self.maxValues { removeAll() }
        if (codes.count + 1) * 2 > slots.count { grow() }
        let index = Int32(codes.count)
        hashes.append(hash)
        codes.append(code)
        starts.append(bytes.count)
        lengths.append(value.count)
        bytes.append(contentsOf: value)
        place(index)
    }

    mutating func removeAll() {
        for i in slots.indices { slots[i] = -1 }
        hashes.removeAll(keepingCapacity: true)
        codes.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func place(_ index: Int32) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[Int(index)]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for index in codes.indices { place(Int32(index)) }
    }
}
