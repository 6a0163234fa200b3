#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `fstel` store: an SQLite file whose schema this binary understands.
public final class Store {
    public enum Access: Sendable {
        /// Create the file if needed and apply pending migrations.
        case write
        /// Open an existing, fully migrated store without writing to it.
        case read
    }

    public let database: Database
    public let path: String

    /// Opens (and for `.write`, creates and migrates) the store at `path`.
    ///
    /// A file that is not an SQLite database, is damaged, holds other tables, or was
    /// migrated by a newer binary is refused with a ``StoreCompatibilityError`` and is
    /// never modified.
    public init(path: String, access: Access, migrator: Migrator = Migrator()) throws {
        self.path = path
        let isMemory = path == ":memory:"
        if access == .read && !isMemory && Glibc.access(path, F_OK) != 0 {
            throw StoreCompatibilityError.notADatabase(path: path, message: "no such file (ingest something first, or pass --db)")
        }
        let db: Database
        do {
            db = try Database(path: path, mode: access == .read ? .readOnly : .readWriteCreate)
        } catch {
            if error.isNotADatabase { throw StoreCompatibilityError.notADatabase(path: path, message: error.message) }
            throw error
        }
        let pending = try migrator.pendingVersions(in: db)
        switch access {
        case .read:
            if !pending.isEmpty { throw StoreCompatibilityError.needsMigration(pending: pending) }
        case .write:
            if !isMemory {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
            if !pending.isEmpty { try migrator.migrate(db) }
        }
        database = db
    }

    /// The schema version (the newest applied migration).
    public func schemaVersion() throws -> Int {
        Int(try database.scalar(sql: "SELECT coalesce(max(version), 0) FROM schema_migrations").int64 ?? 0)
    }
}
