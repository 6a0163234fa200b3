import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// `PostgresConnection.copy`: COPY FROM STDIN in text format against a real server.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresCopyNeedsServerTests {
    @Test func everyKindOfValueArrivesUnchangedIncludingEscapesAndNulls() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (i bigint, r double precision, s text, b bytea)")
            let texts = ["tab\there", "line\nbreak\r\n", "back\\slash \\N", "\\.", "é ✓", "", "   "]
            let copied = try db.copy("COPY t (i, r, s, b) FROM STDIN") { rows in
                for (index, text) in texts.enumerated() {
                    rows.append(Int64(index))
                    rows.append(Double(index) / 8)
                    rows.append(text)
                    rows.append(bytea: [0, 0x5C, 0x09, 0xFF, UInt8(index)])
                    rows.endRow()
                }
                rows.append(Int64.min)
                rows.append(-Double.infinity)
                rows.append(nil as String?)
                rows.append(bytea: nil)
                rows.endRow()
                rows.append(.integer(Int64.max))
                rows.append(.real(1e-300))
                rows.append(.null)
                rows.append(.blob([]))
                rows.endRow()
            }
            #expect(copied == texts.count + 2)
            let stored = try db.rows(sql: "SELECT i, r, s, b FROM t ORDER BY i")
            #expect(stored.count == texts.count + 2)
            #expect(stored[0] == [.integer(Int64.min), .real(-Double.infinity), .null, .null])
            for (index, text) in texts.enumerated() {
                #expect(stored[index + 1] == [.integer(Int64(index)), .real(Double(index) / 8), .text(text), .blob([0, 0x5C, 0x09, 0xFF, UInt8(index)])])
            }
            #expect(stored.last == [.integer(Int64.max), .real(1e-300), .null, .blob([])])
        }
    }

    @Test func rowsBeyondOneChunkAllArriveInOrder() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (i bigint PRIMARY KEY, s text)")
            let count = 60_000
            let filler = String(repeating: "x", count: 20)
            let copied = try db.copy("COPY t (i, s) FROM STDIN") { rows in
                for i in 0..<count {
                    rows.append(Int64(i))
                    rows.append(filler + String(i))
                    rows.endRow()
                }
            }
            #expect(copied == count)
            #expect(count * 25 > PostgresCopyWriter.chunkBytes * 4)
            let summary = try db.rows(sql: "SELECT count(*), sum(i), min(s), max(length(s)) FROM t")
            #expect(summary == [[.integer(Int64(count)), .integer(Int64(count * (count - 1) / 2)), .text(filler + "0"), .integer(25)]])
        }
    }

    @Test func aThrowingBodyAbortsTheCopyStoresNothingAndLeavesTheConnectionUsable() throws {
        struct Stop: Error {}
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (i bigint)")
            #expect(throws: Stop.self) {
                try db.copy("COPY t (i) FROM STDIN") { rows in
                    for i in 0..<50_000 {
                        rows.append(Int64(i))
                        rows.endRow()
                    }
                    throw Stop()
                }
            }
            #expect(try db.scalar(sql: "SELECT count(*) FROM t") == .integer(0))
            #expect(!db.isInTransaction)
            #expect(try db.copy("COPY t (i) FROM STDIN") { rows in rows.append(Int64(7)); rows.endRow() } == 1)
        }
    }

    @Test func badRowsFailTheWholeCopyWithTheServersErrorAndNulInTextIsRefused() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (i bigint PRIMARY KEY, s text)")
            do {
                try db.copy("COPY t (i, s) FROM STDIN") { rows in
                    for i in [1, 2, 1] as [Int64] {
                        rows.append(i)
                        rows.append("v")
                        rows.endRow()
                    }
                }
                Issue.record("a duplicate key was copied")
            } catch let error as PostgresError {
                #expect(error.isUniqueViolation)
                #expect(error.sql == "COPY t (i, s) FROM STDIN")
            }
            do {
                try db.copy("COPY t (i, s) FROM STDIN") { rows in
                    rows.append(Int64(3))
                    rows.append("a\u{0}b")
                    rows.endRow()
                }
                Issue.record("text with NUL was copied")
            } catch let error as PostgresError {
                #expect(error.sqlState == "22021")
            }
            #expect(try db.scalar(sql: "SELECT count(*) FROM t") == .integer(0))
            // A statement that is not COPY FROM STDIN is refused, and the connection stays usable.
            #expect(throws: PostgresError.self) { try db.copy("SELECT 1") { _ in } }
            #expect(try db.scalar(sql: "SELECT 41 + 1") == .integer(42))
        }
    }

    @Test func aCopyInsideATransactionIsUndoneByItsRollback() throws {
        try withPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE TABLE t (i bigint)")
            try db.execute(sql: "BEGIN")
            #expect(try db.copy("COPY t (i) FROM STDIN") { rows in rows.append(Int64(1)); rows.endRow() } == 1)
            #expect(try db.scalar(sql: "SELECT count(*) FROM t") == .integer(1))
            try db.execute(sql: "ROLLBACK")
            #expect(try db.scalar(sql: "SELECT count(*) FROM t") == .integer(0))
        }
    }
}
