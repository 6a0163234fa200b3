/// The hash of a content's first bytes, computed as the bytes go by and continued later
/// from its value: what a source record keeps of the prefix it consumed.
///
/// Bytes are taken eight at a time (little-endian words counted from the content's first
/// byte), so hashing costs about one multiplication per eight bytes. The value mixes the
/// full words, the at most seven bytes after them and the length; from a value and those
/// last few bytes (which a file still holds) the hashing goes on where it stopped
/// (``resumed(value:length:lastBytes:)``).
public struct PrefixHash: Equatable, Sendable {
    /// Bytes hashed.
    public private(set) var length: Int64 = 0
    var state: UInt64 = 0x243F_6A88_85A3_08D3
    /// The bytes after the last full word, little-endian (`length & 7` of them).
    var partial: UInt64 = 0

    /// The hash of no bytes.
    public init() {}

    /// The value that stands for the bytes hashed.
    public var value: UInt64 { state ^ Self.finish(partial ^ UInt64(bitPattern: length)) }

    /// Hashes `bytes` after those hashed so far.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard var pointer = bytes.baseAddress, bytes.count > 0 else { return }
        var count = bytes.count
        var filled = Int(length & 7)
        length += Int64(count)
        if filled != 0 {
            while filled < 8 && count > 0 {
                partial |= UInt64(pointer.load(as: UInt8.self)) << UInt64(8 * filled)
                filled += 1
                pointer += 1
                count -= 1
            }
            guard filled == 8 else { return }
            mix(partial)
            partial = 0
        }
        while count >= 8 {
            mix(UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self)))
            pointer += 8
            count -= 8
        }
        var shift: UInt64 = 0
        while count > 0 {
            partial |= UInt64(pointer.load(as: UInt8.self)) << shift
            shift += 8
            pointer += 1
            count -= 1
        }
    }

    mutating func mix(_ word: UInt64) {
        let product = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state = (product << 29) | (product >> 35)
    }

    /// The hash state after `length` bytes whose value was `value`: `lastBytes` are the
    /// content's last `length % 8` bytes before `length` (the file holds them). Hashing
    /// goes on from there as if the bytes before had been hashed again.
    public static func resumed(value: UInt64, length: Int64, lastBytes: UnsafeRawBufferPointer) -> PrefixHash? {
        guard length >= 0, lastBytes.count == Int(length & 7) else { return nil }
        var hash = PrefixHash()
        var partial: UInt64 = 0
        for (index, byte) in lastBytes.enumerated() { partial |= UInt64(byte) << UInt64(8 * index) }
        hash.length = length
        hash.partial = partial
        hash.state = value ^ finish(partial ^ UInt64(bitPattern: length))
        return hash
    }

    /// The hash of `bytes` alone.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> PrefixHash {
        var hash = PrefixHash()
        hash.append(bytes)
        return hash
    }

    static func finish(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
