/// The key `sessions.id_hash` holds: FNV-1a 64 of a session id's UTF-8 bytes, as a
/// signed integer. Stored in every store since migration 0008, so it never changes.
public enum SessionIDHash {
    /// The hash of `bytes`.
    @inline(__always)
    public static func of(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }

    /// The hash of a string's UTF-8 bytes.
    public static func of(_ id: String) -> Int64 {
        var id = id
        return id.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }
}
