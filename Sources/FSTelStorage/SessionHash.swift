#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distribution column of a PostgreSQL store's sessions, `session_hash(session_id)`
/// (PostgreSQL migration 0011): the first 8 bytes of the MD5 of the id's UTF-8 bytes,
/// read big-endian as a signed 64-bit integer. The ingest computes it for the sessions it
/// inserts, so the server only checks it (the table's CHECK constraint).
package enum SessionHash {
    /// `session_hash` of the UTF-8 bytes `id`.
    package static func of(_ id: UnsafeRawBufferPointer) -> Int64 {
        let digest = md5(id)
        var value: UInt64 = 0
        // MD5's digest is a0, b0, ... each little-endian; its first 8 bytes are a0's and b0's.
        for word in [digest.0, digest.1] {
            for shift in stride(from: 0, to: 32, by: 8) { value = value << 8 | UInt64((word >> UInt32(shift)) & 0xFF) }
        }
        return Int64(bitPattern: value)
    }

    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// floor(abs(sin(i + 1)) * 2^32), RFC 1321's table.
    private static let constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64((abs(sin(Double($0 + 1))) * 4_294_967_296).rounded(.down))) }

    /// RFC 1321 MD5 of `bytes`: the four state words (little-endian in the digest).
    static func md5(_ bytes: UnsafeRawBufferPointer) -> (UInt32, UInt32, UInt32, UInt32) {
        var a0: UInt32 = 0x6745_2301, b0: UInt32 = 0xEFCD_AB89, c0: UInt32 = 0x98BA_DCFE, d0: UInt32 = 0x1032_5476
        // The message, a 0x80 byte, zeros to 56 mod 64, and the bit length little-endian.
        var message = [UInt8](bytes)
        let bitLength = UInt64(bytes.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for i in 0..<8 { message.append(UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(i)))) }
        var words = [UInt32](repeating: 0, count: 16)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for i in 0..<16 {
                let o = chunk + 4 * i
                words[i] = UInt32(message[o]) | UInt32(message[o + 1]) << 8 | UInt32(message[o + 2]) << 16 | UInt32(message[o + 3]) << 24
            }
            var a = a0, b = b0, c = c0, d = d0
            for i in 0..<64 {
                var f: UInt32
                let g: Int
                switch i {
                case 0..<16: f = (b & c) | (~b & d); g = i
                case 16..<32: f = (d & b) | (~d & c); g = (5 * i + 1) % 16
                case 32..<48: f = b ^ c ^ d; g = (3 * i + 5) % 16
                default: f = c ^ (b | ~d); g = (7 * i) % 16
                }
                f = f &+ a &+ constants[i] &+ words[g]
                a = d
                d = c
                c = b
                b = b &+ (f << shifts[i] | f >> (32 - shifts[i]))
            }
            a0 = a0 &+ a; b0 = b0 &+ b; c0 = c0 &+ c; d0 = d0 &+ d
        }
        return (a0, b0, c0, d0)
    }
}
