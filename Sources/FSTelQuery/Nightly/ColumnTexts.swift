#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FSTelStore

/// The distinct values of a text column, each with a small index, matched by their bytes:
/// no `String` is made or hashed for a value seen before.
final class ColumnTexts {
    // Read once per row of every rollup `fstel nightly` loads: no run-time exclusivity
    // checks (each cost a swift_beginAccess; the instance never leaves one thread).
    @exclusivity(unchecked) private(set) var values: [String] = []
    /// Every value's bytes, one after another; value i is `bytes[starts[i]..<starts[i + 1]]`.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    @exclusivity(unchecked) private var starts: [Int] = [0]
    /// Open addressing by an FNV-1a hash of the bytes: an index into `values`, or -1.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 64)
    /// The value returned last: consecutive rows often repeat it.
    @exclusivity(unchecked) private var last: Int32 = -1

    /// The index of column `column`'s value in the current row of `s`; -1 for NULL.
    @inline(__always)
    func index<Row: SQLRow>(_ s: Row, _ column: Int) -> Int32 {
        s.withText(column) { text in text.map(index) ?? -1 }
    }

    private func matches(_ i: Int32, _ text: UnsafeRawBufferPointer) -> Bool {
        let start = starts[Int(i)], count = starts[Int(i) + 1] - start
        guard count == text.count else { return false }
        return count == 0 || bytes.withUnsafeBytes { memcmp($0.baseAddress! + start, text.baseAddress!, count) } == 0
    }

    /// The index of a value given by its bytes.
    private func index(_ text: UnsafeRawBufferPointer) -> Int32 {
        if last >= 0 && matches(last, text) { return last }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
        while slots[slot] >= 0 {
            if matches(slots[slot], text) {
                last = slots[slot]
                return last
            }
            slot = (slot + 1) & mask
        }
        let i = Int32(values.count)
        values.append(String(decoding: text, as: UTF8.self))
        bytes.append(contentsOf: text)
        starts.append(bytes.count)
        slots[slot] = i
        if values.count * 2 > slots.count { rehash() }
        last = i
        return i
    }

    private func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for i in values.indices {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes[starts[i]..<starts[i + 1]] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(i)
        }
    }
}
