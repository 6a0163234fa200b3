import FSTelStorage
import FSTelIO

/// The key `sessions.id_hash` holds: FNV-1a 64 of a session id's UTF-8 bytes, as a
/// signed integer. Stored in every store since migration 0008, so it never changes.
enum SessionIDHash {
    /// The hash of `bytes`.
    @inline(__always)
    package static func of(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        Int64(bitPattern: FileFingerprint.hash(bytes))
    }

    /// The hash of a string's UTF-8 bytes.
    package static func of(_ id: String) -> Int64 {
        var id = id
        return id.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }
}
