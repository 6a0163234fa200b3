import Foundation
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// The session hash the PostgreSQL ingest computes, against RFC 1321's vectors and the
/// server's own `session_hash(session_id)`.
struct SessionHashTests {
    private func hash(_ text: String) -> Int64 {
        var text = text
        return text.withUTF8 { SessionHash.of(UnsafeRawBufferPointer($0)) }
    }

    @Test func isTheFirstEightBytesOfTheMD5ReadBigEndian() {
        // MD5("") = d41d8cd98f00b204 e9800998ecf8427e; MD5 of the fox = 9e107d9d372bb682 6bd81d3542a419d6.
        #expect(hash("") == Int64(bitPattern: 0xD41D_8CD9_8F00_B204))
        #expect(hash("The quick brown fox jumps over the lazy dog") == Int64(bitPattern: 0x9E10_7D9D_372B_B682))
        // Two blocks: 80 digits (RFC 1321's last vector, 57edf4a22be3c955...).
        #expect(hash(String(repeating: "1234567890", count: 8)) == Int64(bitPattern: 0x57ED_F4A2_2BE3_C955))
    }
}

@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct SessionHashNeedsServerTests {
    @Test func equalsTheServersSessionHashForIDsOfEveryLengthAndScript() throws {
        var ids = ["", "a", "61ec317b-b8bd-47e4-8720-f60f0d649fb3", "é", "セッション", "emoji 🎬 id", "tab\tand\\backslash"]
        // Every length around the 55/56/64-byte padding boundaries, and longer than a block.
        ids += (0...130).map { String(repeating: "x", count: $0) }
        ids += (0..<50).map { _ in UUID().uuidString.lowercased() }
        try withPostgresDatabase { database in
            let db = try PostgresIngestFixture(database).store.connection
            for id in ids {
                var id = id
                let expected = try db.scalar(sql: "SELECT session_hash($1)", arguments: [id])
                let computed = id.withUTF8 { SessionHash.of(UnsafeRawBufferPointer($0)) }
                #expect(expected == .integer(computed), "\(id.debugDescription)")
            }
        }
    }
}
