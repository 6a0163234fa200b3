/// One numbered schema change: the text of `Migrations/NNNN_name.sql`.
public struct Migration: Sendable, Equatable {
    /// Its number, the order it is applied in.
    public var version: Int
    /// Its name (`initial_schema`).
    public var name: String
    /// The SQL it runs.
    public var sql: String

    /// A migration `version` called `name` that runs `sql`.
    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }

    /// FNV-1a 64 of the SQL text's UTF-8 bytes, as 16 hex digits.
    public var checksum: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sql.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
