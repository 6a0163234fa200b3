import FSTelStorage
import FSTelIO
#if canImport(Glibc)
import Glibc

/// `access(2)`, named apart from the initializer's `access` parameter.
private let systemAccess = Glibc.access
#elseif canImport(Darwin)
import Darwin
/// `access(2)`, named apart from the initializer's `access` parameter.
private let systemAccess = Darwin.access
#endif

/// A `fstel` store: an SQLite file whose schema this binary understands.
package final class Store {
    /// How a store is opened.
    package typealias Access = StoreAccess

    /// The connection to the store's file.
    package let database: Database
    /// The path the store was opened at, or `:memory:`.
    package let path: String
    /// The migrations opening it for `.write` applied, by version (none when it was up to date).
    package private(set) var appliedMigrations: [Int] = []

    /// Opens (and for `.write`, creates and migrates) the store at `path`.
    ///
    /// A file that is not an SQLite database, is damaged, holds other tables, or was
    /// migrated by a newer binary is refused with a ``StoreCompatibilityError`` and is
    /// never modified.
    package init(path: String, access: Access, migrator: Migrator = Migrator()) throws {
        self.path = path
        let isMemory = path == ":memory:"
        if access == .read && !isMemory && systemAccess(path, F_OK) != 0 {
            throw StoreCompatibilityError.notADatabase(path: path, message: "no such file (ingest something first, or pass --db)")
        }
        if !isMemory, !Self.hasRecoveryData(path), let problem = Self.truncation(path: path) {
            throw StoreCompatibilityError.notADatabase(path: path, message: problem)
        }
        if !isMemory { try Self.refuseForeignLogFiles(path) }
        // A writer that may not write the store would open it read-only (SQLite falls back
        // to that silently), create its -wal and -shm as this user, and fail at its first
        // write; the store's real writer would then be refused the files. Refuse first.
        if access == .write && !isMemory, let problem = Self.unwritableProblem(path) {
            throw StoreCompatibilityError.notWritable(path: path, message: problem)
        }
        // A reader that may not write the store must not create its -wal and -shm: they
        // would be its own, the writer could not use them, and their content would be the
        // reader's to forge. Without them, it reads the file as immutable when nobody can
        // change it, and is refused otherwise.
        let mustNotCreateFiles = access == .read && !isMemory && systemAccess(path, W_OK) != 0 && Self.isWriteAheadLogMode(path)
            && (systemAccess(path + "-wal", F_OK) != 0 || systemAccess(path + "-shm", F_OK) != 0)
        if mustNotCreateFiles && !Self.nobodyCanWrite(path) {
            throw StoreCompatibilityError.notADatabase(path: path, message: Self.missingLogFilesMessage(path))
        }
        var db: Database
        var pending: [Int]
        do {
            if mustNotCreateFiles {
                if let size = Self.fileSize(path + "-wal"), size > 0 {
                    throw StoreCompatibilityError.notADatabase(
                        path: path,
                        message: "it cannot be read here: it has a write-ahead log (\(path)-wal) without its index (-shm), whose commits only a writer can merge; run `fstel migrate --db \(path)` once as the user who writes the store")
                }
                db = try Database(path: path, mode: .immutable)
            } else {
                db = try Database(path: path, mode: access == .read ? .readOnly : .readWriteCreate)
            }
            pending = try migrator.pendingVersions(in: db)
        } catch let error as StoreCompatibilityError {
            throw error
        } catch {
            guard access == .read, !isMemory, let sqlite = error as? SQLiteError, Self.needsImmutableOpen(sqlite) else {
                throw Self.compatibilityError(error, path: path)
            }
            // A WAL-mode store without its `-shm` index, in a folder this process cannot
            // write: SQLite cannot build the index a reader needs. Read as an immutable file
            // only when nothing can change it (a read-only file system, or a file nobody may
            // write); otherwise a writer may be at work and an immutable read could mix
            // pages from before and after its commits.
            guard Self.nobodyCanWrite(path) else {
                throw StoreCompatibilityError.notADatabase(path: path, message: Self.missingLogFilesMessage(path))
            }
            if let size = Self.fileSize(path + "-wal"), size > 0 {
                throw StoreCompatibilityError.notADatabase(
                    path: path,
                    message: "it cannot be read here: its directory is read-only and it has a write-ahead log (\(path)-wal) whose commits only a writer can merge; open it once where its directory is writable (\(sqlite.message))")
            }
            do {
                db = try Database(path: path, mode: .immutable)
                pending = try migrator.pendingVersions(in: db)
            } catch {
                throw Self.compatibilityError(error, path: path)
            }
        }
        switch access {
        case .read:
            if !pending.isEmpty { throw StoreCompatibilityError.needsMigration(pending: pending) }
        case .write:
            if !isMemory {
                try Self.enableWriteAheadLog(db)
                try db.keepWriteAheadLogFiles()
                // With the log kept, a limit makes the last close truncate it to zero bytes
                // (everything merged into the file); 64 MiB bounds it between checkpoints.
                try db.execute(sql: "PRAGMA journal_size_limit = 67108864")
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
            if !pending.isEmpty { appliedMigrations = try migrator.migrate(db) }
        }
        database = db
    }

    /// Puts the file in WAL mode unless it already is. Changing the journal mode needs the
    /// file to itself, and SQLite answers SQLITE_BUSY at once (without its busy handler)
    /// while another process holds it, for instance one creating the same new store: this
    /// waits for it, up to the busy timeout.
    private static func enableWriteAheadLog(_ db: Database, timeoutMilliseconds: Int64 = 30_000) throws {
        let deadline = Clocks.unixMilliseconds() + timeoutMilliseconds
        while true {
            do {
                if try db.scalar(sql: "PRAGMA journal_mode").string?.lowercased() == "wal" { return }
                // The answer is the mode now in force; a file system without WAL support
                // keeps the old one, and the store still works in it.
                _ = try db.scalar(sql: "PRAGMA journal_mode = WAL")
                return
            } catch {
                guard error.isBusy, Clocks.unixMilliseconds() < deadline else { throw error }
                usleep(10_000)
            }
        }
    }

    /// Why a reader cannot open a WAL-mode store whose -wal or -shm is missing.
    static func missingLogFilesMessage(_ path: String) -> String {
        "it cannot be read consistently from here: it has no -wal and -shm files beside it (sqlite3 removes them when it closes the store), and this user, who may not write the store, must not create them (any command that writes refuses too); \(writers(path)) must run `fstel migrate --db \(shellWord(path))` once\(sudoExample(path, "migrate")) (fstel keeps its -wal and -shm files from then on, so readers need only read access)"
    }

    /// Why this process may not write the existing store at `path` (the file, or a -wal or
    /// -shm beside it, is not writable by this user), or nil when it may, or when there is
    /// no file yet (it would be this user's own).
    static func unwritableProblem(_ path: String) -> String? {
        guard systemAccess(path, F_OK) == 0 else { return nil }
        let candidates: [String] = [path, path + "-wal", path + "-shm"]
        let blocked = candidates.first { (file: String) -> Bool in systemAccess(file, F_OK) == 0 && systemAccess(file, W_OK) != 0 }
        guard let blocked else { return nil }
        let what = blocked == path ? "the store" : "its \(blocked)"
        let who = writers(path)
        let capitalised = who.prefix(1).uppercased() + String(who.dropFirst())
        return "this user (\(userName(geteuid()))) may read the store but not write \(what), so a command that writes it would leave -wal and -shm files the store's writer cannot use; nothing was opened or created. \(capitalised) may write it: run the command as that user\(sudoExample(path, nil)), or read the store with a command that only reads (fstel report, fstel sql)"
    }

    /// Stands for the command in the example of an ``unwritableProblem(_:)`` message
    /// (``StoreCompatibilityError/commandPlaceholder``).
    package static let commandPlaceholder = StoreCompatibilityError.commandPlaceholder

    /// Who may write the store at `path`: its owner, and its group when the group may.
    static func writers(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "the user who writes the store" }
        var text = "user \(userName(info.st_uid)) (the store's owner)"
        if info.st_mode & 0o020 != 0 { text += " or a member of group \(groupName(info.st_gid))" }
        return text
    }

    /// ` (e.g. `sudo -u OWNER fstel COMMAND --db PATH`)` for the store's owner.
    private static func sudoExample(_ path: String, _ command: String?) -> String {
        var info = stat()
        guard stat(path, &info) == 0, let entry = getpwuid(info.st_uid) else { return "" }
        let name = String(cString: entry.pointee.pw_name)
        return " (e.g. `sudo -u \(name) fstel \(command ?? commandPlaceholder) --db \(shellWord(path))`)"
    }

    /// `path` as one shell word.
    private static func shellWord(_ path: String) -> String {
        let safe = path.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || "/._-+,:@%=".utf8.contains(b)
        }
        return safe && !path.isEmpty ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    private static func userName(_ uid: uid_t) -> String {
        guard let entry = getpwuid(uid) else { return "uid \(uid)" }
        return "\(String(cString: entry.pointee.pw_name)), uid \(uid)"
    }

    private static func groupName(_ gid: gid_t) -> String {
        guard let entry = getgrgid(gid) else { return "gid \(gid)" }
        return String(cString: entry.pointee.gr_name)
    }

    /// True when the file's header says it is in WAL mode (read and write versions 2).
    static func isWriteAheadLogMode(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 20)
        guard read(fd, &header, 20) == 20, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return false }
        return header[18] == 2 && header[19] == 2
    }

    /// Refuses a store whose `-wal` or `-shm` belongs to a user who may not write the store
    /// itself: SQLite would take the log's pages as the store's, so whoever made it could
    /// show every reader forged numbers (or keep the writer out). Files made by the store's
    /// owner, by root, or by a user of the store's group when the group may write it, pass.
    static func refuseForeignLogFiles(_ path: String) throws {
        var store = stat()
        guard stat(path, &store) == 0 else { return }
        for suffix in ["-wal", "-shm"] {
            var log = stat()
            guard lstat(path + suffix, &log) == 0 else { continue }
            let trusted = log.st_uid == store.st_uid || log.st_uid == 0 || store.st_mode & 0o002 != 0
                || (store.st_mode & 0o020 != 0 && (log.st_gid == store.st_gid || isMember(uid: log.st_uid, ofGroup: store.st_gid)))
            let regular = log.st_mode & S_IFMT == S_IFREG
            if trusted && regular { continue }
            throw StoreCompatibilityError.notADatabase(
                path: path,
                message: "its \(path + suffix) \(regular ? "belongs to user \(log.st_uid), who may not write the store (owner \(store.st_uid))" : "is not a regular file"): another user made it, and SQLite would read its pages as the store's; check where it came from, remove it while nothing has the store open, and run `fstel migrate --db \(path)` as the store's owner")
        }
    }

    /// True when the user `uid` is in the group `gid` (as primary or supplementary group).
    static func isMember(uid: uid_t, ofGroup gid: gid_t) -> Bool {
        guard let entry = getpwuid(uid) else { return false }
        if entry.pointee.pw_gid == gid { return true }
        #if canImport(Darwin)
        typealias Group = Int32
        let (primary, wanted) = (Int32(bitPattern: entry.pointee.pw_gid), Int32(bitPattern: gid))
        #else
        typealias Group = gid_t
        let (primary, wanted) = (entry.pointee.pw_gid, gid)
        #endif
        var count: Int32 = 64
        var groups = [Group](repeating: 0, count: Int(count))
        if getgrouplist(entry.pointee.pw_name, primary, &groups, &count) < 0 {
            groups = [Group](repeating: 0, count: Int(count))
            guard getgrouplist(entry.pointee.pw_name, primary, &groups, &count) >= 0 else { return false }
        }
        return groups.prefix(Int(max(0, count))).contains(wanted)
    }

    /// SQLite's answer when a read-only connection to a WAL-mode file cannot create or
    /// open the `-shm` file next to it.
    private static func needsImmutableOpen(_ error: SQLiteError) -> Bool {
        error.isReadOnly || error.isCannotOpen
    }

    /// A description of the damage when the file is an SQLite database whose header
    /// promises more pages than the file holds (a truncated copy or a partial restore), a
    /// damage SQLite itself only finds when it reaches a missing page, possibly after
    /// writing. Reads only the 100-byte header.
    static func truncation(path: String) -> String? {
        guard let size = fileSize(path), size >= 100 else { return nil }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 100)
        guard read(fd, &header, 100) == 100, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return nil }
        func big32(_ at: Int) -> Int64 { header[at..<(at + 4)].reduce(0) { $0 << 8 | Int64($1) } }
        let rawPageSize = Int64(header[16]) << 8 | Int64(header[17])
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        let pageCount = big32(28)
        // The page count is valid only when the change counter matches "version valid for".
        guard pageSize >= 512, pageCount > 0, big32(24) == big32(92) else { return nil }
        guard size < pageCount * pageSize else { return nil }
        return "the file is truncated: its header counts \(pageCount) pages of \(pageSize) bytes (\(pageCount * pageSize) bytes) but it holds \(size) bytes; restore it from a backup"
    }

    /// True when a write-ahead log or a rollback journal with content lies next to the
    /// file: SQLite completes the file from it on open. (A process killed while a WAL
    /// checkpoint copies pages leaves a main file shorter than its header says, which
    /// the log makes whole; only without one is a short file damage.)
    private static func hasRecoveryData(_ path: String) -> Bool {
        (fileSize(path + "-wal") ?? 0) > 0 || (fileSize(path + "-journal") ?? 0) > 0
    }

    /// True when no process can change the file: it lies on a read-only file system, or
    /// neither it nor its folder has a write permission bit for anyone.
    static func nobodyCanWrite(_ path: String) -> Bool {
        var fs = statvfs()
        if statvfs(path, &fs) == 0, fs.f_flag & UInt(ST_RDONLY) != 0 { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return info.st_mode & 0o222 == 0
    }

    private static func fileSize(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int64(info.st_size)
    }

    private static func compatibilityError(_ error: any Error, path: String) -> any Error {
        if let sqlite = error as? SQLiteError, sqlite.isNotADatabase {
            return StoreCompatibilityError.notADatabase(path: path, message: sqlite.message)
        }
        return error
    }

    /// The schema version (the newest applied migration).
    package func schemaVersion() throws -> Int {
        Int(try database.scalar(sql: "SELECT coalesce(max(version), 0) FROM schema_migrations").int64 ?? 0)
    }
}
