import Foundation
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// The SQLite layer's own API: one generic `bind(_:at:)` for Swift values (an optional
/// binds NULL) and named transaction methods.
struct BindingAndTransactionTests {
    @Test func oneBindForEverySwiftValueAndNilBindsNull() throws {
        let db = try Database.inMemory()
        let statement = try db.makeStatement(sql: "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, typeof(?)")
        let none: Double? = nil
        let some: Int64? = 7
        try statement.bind(Int64(1) << 40, at: 1)
        try statement.bind(2, at: 2)
        try statement.bind(2.5, at: 3)
        try statement.bind(true, at: 4)
        try statement.bind("text", at: 5)
        try statement.bind("static" as StaticString, at: 6)
        try statement.bind(DatabaseValue.blob([1, 2]), at: 7)
        try statement.bind(some, at: 8)
        try statement.bind(none, at: 9)
        try statement.bind(none, at: 10)
        #expect(try statement.step())
        #expect((0..<10).map(statement.value) == [
            .integer(1 << 40), .integer(2), .real(2.5), .integer(1), .text("text"), .text("static"), .blob([1, 2]),
            .integer(7), .null, .text("null"),
        ])
    }

    @Test func argumentArraysBindTheSameWay() throws {
        let db = try Database.inMemory()
        let missing: String? = nil
        let row = try db.rows(sql: "SELECT ?, ?, ?", arguments: [Int64(3), missing, "x"]).first
        #expect(row == [.integer(3), .null, .text("x")])
    }

    @Test func namedTransactionsCommitRollBackAndReadOneSnapshot() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try Database(path: dir.file("t.sqlite"))
        try db.execute(sql: "PRAGMA journal_mode = WAL")
        try db.execute(sql: "CREATE TABLE t (x INTEGER)")

        try db.beginTransaction()
        try db.execute(sql: "INSERT INTO t VALUES (1)")
        #expect(db.isInTransaction)
        try db.commit()
        #expect(!db.isInTransaction)

        try db.beginTransaction(.deferred)
        try db.execute(sql: "INSERT INTO t VALUES (2)")
        db.rollback()
        db.rollback()  // none open: nothing happens
        #expect(try db.scalar(sql: "SELECT count(*) FROM t").int64 == 1)

        struct Stop: Error {}
        #expect(throws: Stop.self) { try db.inTransaction { try db.execute(sql: "INSERT INTO t VALUES (3)"); throw Stop() } }
        #expect(!db.isInTransaction)
        #expect(try db.scalar(sql: "SELECT count(*) FROM t").int64 == 1)

        // A read transaction sees one snapshot while another connection commits.
        let other = try Database(path: dir.file("t.sqlite"))
        let counts = try db.inReadTransaction { () throws -> [Int64?] in
            let before = try db.scalar(sql: "SELECT count(*) FROM t").int64
            try other.inTransaction { try other.execute(sql: "INSERT INTO t VALUES (4)") }
            return [before, try db.scalar(sql: "SELECT count(*) FROM t").int64]
        }
        #expect(counts == [1, 1])
        #expect(try db.scalar(sql: "SELECT count(*) FROM t").int64 == 2)
    }
}
