import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// When a PostgreSQL store is migrated, and how a migration waits for locks.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresMigrationPolicyNeedsServerTests {
    /// A store migrated only up to `version`.
    func storeAt(version: Int, _ database: TestDatabase) throws -> PostgresConnection {
        let db = try PostgresConnection(url: database.url)
        try PostgresMigrator(migrations: Migration.embeddedPostgreSQL.filter { $0.version <= version }).migrate(db)
        return db
    }

    @Test func aStoreWithPendingMigrationsIsRefusedByNameUnlessMigratingIsAsked() throws {
        try withEmptyPostgresDatabase { database in
            let db = try storeAt(version: 7, database)
            let latest = PostgresMigrator().latestVersion
            let after7 = Migration.embeddedPostgreSQL.map(\.version).filter { $0 > 7 }
            for access in [Store.Access.read, .write] {
                do {
                    _ = try openStore(database.url, access: access, migratingShared: false)
                    Issue.record("a store with pending migrations was opened for \(access)")
                } catch StoreCompatibilityError.pendingSharedMigrations(_, let pending, let names) {
                    #expect(pending == after7)
                    #expect(names.first == "0008_summary_views")
                }
            }
            // `.read` never migrates, even when asked.
            #expect(throws: StoreCompatibilityError.self) { _ = try openStore(database.url, access: .read, migratingShared: true) }
            #expect(try db.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(7))
            let message = StoreCompatibilityError.pendingSharedMigrations(url: "u", pending: [8, 9], names: ["0008_a", "0009_b"]).description
            #expect(message.contains("needs migrations 8 (0008_a), 9 (0009_b)") && message.contains("fstel migrate") && message.contains("--migrate"))
            let opened = try openStore(database.url, access: .write, migratingShared: true)
            #expect(opened.appliedMigrations == after7)
            #expect(try db.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(Int64(latest)))
            // Up to date: opened whether or not migrating is asked.
            #expect(try openStore(database.url, access: .write, migratingShared: false).appliedMigrations.isEmpty)
        }
    }

    @Test func anEmptyDatabaseIsNotMadeAStoreUnlessMigratingIsAsked() throws {
        try withEmptyPostgresDatabase { database in
            do {
                _ = try openStore(database.url, access: .write, createIfMissing: true, migratingShared: false)
                Issue.record("an empty database was made a store")
            } catch StoreCompatibilityError.noPostgresStore {}
            let db = try PostgresConnection(url: database.url)
            // Nothing but, on a cluster, the citus extension's two views.
            #expect(try db.scalar(sql: TestPostgres.relationsInPublic(ofExtensions: false)) == .integer(0))
            #expect(try db.scalar(sql: TestPostgres.relationsInPublic(ofExtensions: true)) == .integer(TestPostgres.isCitus ? 2 : 0))
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aMigrationGivesUpAtItsLockTimeoutAndAppliesNothing() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            try PostgresMigrator().migrate(db)
            let latest = PostgresMigrator().latestVersion
            let next = Migration(version: latest + 1, name: "\(latest + 1)_widen_sessions", sql: "ALTER TABLE sessions ADD COLUMN note text;\n")
            let migrator = PostgresMigrator(migrations: Migration.embeddedPostgreSQL + [next])
            let holder = try PostgresConnection(url: database.url)
            try holder.execute(sql: "BEGIN; LOCK TABLE sessions IN ACCESS SHARE MODE")
            db.migrationLockTimeoutMilliseconds = 300
            let started = Date()
            do {
                try migrator.migrate(db)
                Issue.record("the migration did not wait for the lock")
            } catch let error as PostgresError {
                #expect(error.isLockNotAvailable, "\(error)")
                #expect(error.message.contains("migration \(latest + 1)") && error.message.contains("lock_timeout"))
            }
            // 300 ms of lock wait; the bound leaves room for a loaded machine.
            #expect(Date().timeIntervalSince(started) < 60)
            #expect(try db.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(Int64(latest)))
            try holder.execute(sql: "ROLLBACK")
            // A database-wide statement_timeout cuts other sessions' statements short, but not
            // a store opened for writing, nor a migration that takes longer.
            try db.execute(sql: "ALTER DATABASE \(database.name) SET statement_timeout = '1ms'")
            let fresh = try PostgresConnection(url: database.url)
            #expect(throws: PostgresError.self) { try fresh.execute(sql: "SELECT pg_sleep(0.05)") }
            let slow = Migration(version: latest + 1, name: next.name, sql: "SELECT pg_sleep(0.05);\n" + next.sql)
            let store = try PostgresStore(url: database.url, access: .write, migrator: PostgresMigrator(migrations: Migration.embeddedPostgreSQL + [slow]))
            #expect(store.appliedMigrations == [latest + 1])
        }
    }
}
