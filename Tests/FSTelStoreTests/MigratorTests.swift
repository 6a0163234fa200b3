import Foundation
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
@testable import FSTelCopy
import FSTelTestSupport

@Suite struct MigratorTests {
    @Test func freshDatabaseGetsEveryMigrationRecordedWithItsChecksum() throws {
        let db = try Database.inMemory()
        let applied = try Migrator().migrate(db)
        #expect(applied == Migration.embedded.map(\.version))
        let rows = try db.rows(sql: "SELECT version, checksum FROM schema_migrations ORDER BY version")
        #expect(rows.map { $0[0].int64 } == Migration.embedded.map { Int64($0.version) })
        #expect(rows.map { $0[1].string } == Migration.embedded.map(\.checksum))
        #expect(try db.int("PRAGMA user_version") == Migrator().latestVersion)
    }

    @Test func runningAgainAppliesNothing() throws {
        let db = try Database.inMemory()
        try Migrator().migrate(db)
        #expect(try Migrator().migrate(db).isEmpty)
        #expect(try Migrator().pendingVersions(in: db).isEmpty)
    }

    @Test func alteredMigrationIsRefusedByChecksum() throws {
        let db = try Database.inMemory()
        try Migrator().migrate(db)
        try db.execute(sql: "UPDATE schema_migrations SET checksum = '0000000000000000' WHERE version = 1")
        #expect(throws: StoreCompatibilityError.self) { try Migrator().migrate(db) }
        do {
            try Migrator().migrate(db)
        } catch let error as StoreCompatibilityError {
            guard case .checksumMismatch(let version, _, _, _) = error else {
                Issue.record("expected checksumMismatch, got \(error)")
                return
            }
            #expect(version == 1)
        }
    }

    @Test func databaseFromANewerBinaryIsRefused() throws {
        let db = try Database.inMemory()
        try Migrator().migrate(db)
        try db.execute(sql: "INSERT INTO schema_migrations VALUES (9999, '9999_future', 'abc', 0)")
        do {
            try Migrator().migrate(db)
            Issue.record("a newer database was accepted")
        } catch let error as StoreCompatibilityError {
            guard case .unknownMigration(let version, _, let newest) = error else {
                Issue.record("expected unknownMigration, got \(error)")
                return
            }
            #expect(version == 9999)
            #expect(newest == Migrator().latestVersion)
            #expect(error.description.contains("newer fstel"))
        }
    }

    @Test func failingMigrationRollsBackAndLeavesThePreviousVersion() throws {
        let db = try Database.inMemory()
        let good = Migration(version: 1, name: "0001_one", sql: "CREATE TABLE one (x INTEGER) STRICT;")
        let bad = Migration(version: 2, name: "0002_bad", sql: "CREATE TABLE two (y INTEGER); INSERT INTO nowhere VALUES (1);")
        #expect(throws: SQLiteError.self) { try Migrator(migrations: [good, bad]).migrate(db) }
        #expect(try db.int("SELECT max(version) FROM schema_migrations") == 1)
        #expect(try db.int("SELECT count(*) FROM sqlite_schema WHERE name = 'two'") == 0)
        #expect(try db.int("SELECT count(*) FROM sqlite_schema WHERE name = 'one'") == 1)
    }

    @Test func sqliteFileWithOtherTablesIsRefusedAndLeftUnchanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("other.sqlite")
        do {
            let other = try Database(path: path)
            try other.execute(sql: "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreCompatibilityError.self) { try Store(path: path, access: .write) }
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(before == after)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func fileThatIsNotADatabaseIsRefusedAndLeftUnchanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("notes.sqlite", String(repeating: "this is not sqlite\n", count: 300))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            _ = try Store(path: path, access: .write)
            Issue.record("a text file was opened as a store")
        } catch let error as StoreCompatibilityError {
            guard case .notADatabase = error else {
                Issue.record("expected notADatabase, got \(error)")
                return
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func readAccessRefusesAMissingFileWithoutCreatingIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        #expect(throws: StoreCompatibilityError.self) { try Store(path: dir.file("none.sqlite"), access: .read) }
        #expect(!FileManager.default.fileExists(atPath: dir.file("none.sqlite")))
    }

    @Test func embeddedMigrationsEqualTheFilesInMigrationsFolder() throws {
        let folder = packageRoot + "/Migrations"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(names.count == Migration.embedded.count)
        for (name, migration) in zip(names, Migration.embedded) {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(migration.name + ".sql" == name)
            #expect(migration.sql == text, "run scripts/embed-migrations.sh after editing \(name)")
            #expect(Int(name.prefix(4)) == migration.version)
        }
    }
}

@Suite struct DatabaseTests {
    @Test func errorCarriesExtendedCodeMessageAndSQLButNotValues() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE)")
        try db.execute(sql: "INSERT INTO t (name) VALUES (?)", arguments: ["secret-value"])
        do {
            try db.execute(sql: "INSERT INTO t (name) VALUES (?)", arguments: ["secret-value"])
            Issue.record("unique constraint not enforced")
        } catch {
            #expect(error.extendedCode == 2067)
            #expect(error.code == .constraint)
            #expect(error.isConstraint)
            #expect(error.message.contains("UNIQUE constraint failed: t.name"))
            #expect(error.sql == "INSERT INTO t (name) VALUES (?)")
            #expect(!error.description.contains("secret-value"))
            #expect(error.description.hasPrefix("SQLite error 19: UNIQUE constraint failed"))
        }
    }

    @Test func syntaxErrorIsThrownAtPrepareWithTheSQL() throws {
        let db = try Database.inMemory()
        do {
            _ = try db.makeStatement(sql: "SELEC 1")
            Issue.record("bad SQL compiled")
        } catch {
            #expect(error.code == .error)
            #expect(error.sql == "SELEC 1")
        }
    }

    @Test func statementIsReusableAfterAFailedStep() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE t (x INTEGER NOT NULL) STRICT")
        let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (?)")
        try insert.bindNull(1)
        #expect(throws: SQLiteError.self) { try insert.execute() }
        try insert.bind(Int64(5), at: 1)
        try insert.execute()
        #expect(try db.int("SELECT x FROM t") == 5)
    }

    @Test func transactionRollsBackWhenTheBodyThrows() throws {
        let db = try Database.inMemory()
        try db.execute(sql: "CREATE TABLE t (x INTEGER)")
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try db.inTransaction {
                try db.execute(sql: "INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        #expect(try db.int("SELECT count(*) FROM t") == 0)
        #expect(!db.isInTransaction)
    }

    @Test func readingRestrictionRefusesWritesAttachAndPragmaWrites() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        do {
            let store = try Store(path: path, access: .write)
            _ = store
        }
        let db = try Database(path: path, mode: .readOnly)
        try db.restrictToReading()
        for sql in [
            "DROP TABLE sessions", "INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('x', 0, 0)",
            "ATTACH DATABASE '\(dir.file("other.sqlite"))' AS other", "PRAGMA journal_mode = DELETE",
            "PRAGMA user_version = 7", "CREATE TABLE x (y)", "DELETE FROM sessions",
        ] {
            #expect(throws: SQLiteError.self, "\(sql) was allowed") { try db.execute(sql: sql) }
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("other.sqlite")))
        #expect(try db.int("SELECT count(*) FROM transition_facts") == 0)
    }
}

@Suite struct InterruptedCheckpointTests {
    /// A process killed while a WAL checkpoint copies pages can leave the main file shorter
    /// than its header says (page 1 copied, later pages not yet). The log still holds every
    /// page, so the store must open and read whole, not be refused as truncated.
    @Test func mainFileShorterThanItsHeaderWithTheLogBesideItOpensWhole() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        let store = try Store(path: path, access: .write)
        let db = store.database
        try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
        try db.execute(sql: "CREATE TABLE filler (x BLOB)")
        try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        let mainBefore = try Data(contentsOf: URL(fileURLWithPath: path))
        try db.inTransaction {
            for _ in 0..<200 { try db.execute(sql: "INSERT INTO filler VALUES (randomblob(2000))") }
        }
        // Copy the newest page 1 from the log into the main file, as a checkpoint would
        // do first, without the pages that would extend the file.
        let wal = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
        let pageSize = Int(wal[8]) << 24 | Int(wal[9]) << 16 | Int(wal[10]) << 8 | Int(wal[11])
        var offset = 32
        var newestPage1: Data?
        while offset + 24 + pageSize <= wal.count {
            let pageNumber = Int(wal[offset]) << 24 | Int(wal[offset + 1]) << 16 | Int(wal[offset + 2]) << 8 | Int(wal[offset + 3])
            if pageNumber == 1 { newestPage1 = wal.subdata(in: (offset + 24)..<(offset + 24 + pageSize)) }
            offset += 24 + pageSize
        }
        let page1 = try #require(newestPage1)
        var main = mainBefore
        main.replaceSubrange(0..<pageSize, with: page1)
        let headerPages = Int(page1[28]) << 24 | Int(page1[29]) << 16 | Int(page1[30]) << 8 | Int(page1[31])
        #expect(headerPages * pageSize > main.count)

        let copy = dir.file("copy.sqlite")
        try main.write(to: URL(fileURLWithPath: copy))
        try wal.write(to: URL(fileURLWithPath: copy + "-wal"))
        let reopened = try Store(path: copy, access: .read)
        #expect(try reopened.database.int("SELECT count(*) FROM filler") == 200)
        #expect(try reopened.database.scalar(sql: "PRAGMA integrity_check") == .text("ok"))

        // Without the log, the same short file is damage and is refused.
        let alone = dir.file("alone.sqlite")
        try main.write(to: URL(fileURLWithPath: alone))
        #expect(throws: StoreCompatibilityError.self) { try Store(path: alone, access: .read) }
    }
}

/// ``StoreCopy/checkEndpoints(from:to:)``: a copy goes from an SQLite path to a PostgreSQL URL.
struct CopyEndpointTests {
    @Test func aCopyGoesFromAPathToAPostgresURLOnly() throws {
        try StoreCopy.checkEndpoints(from: "a.sqlite", to: "postgresql://u@h/db")
        try StoreCopy.checkEndpoints(from: "./postgresql:x", to: "postgres://h/db")
        #expect(throws: StoreCopy.EndpointError.sourceIsNotSQLite("postgresql://u:***@h/db")) {
            try StoreCopy.checkEndpoints(from: "postgresql://u:secret@h/db", to: "postgresql://h/db")
        }
        #expect(throws: StoreCopy.EndpointError.targetIsNotPostgreSQL("b.sqlite")) {
            try StoreCopy.checkEndpoints(from: "a.sqlite", to: "b.sqlite")
        }
    }
}
