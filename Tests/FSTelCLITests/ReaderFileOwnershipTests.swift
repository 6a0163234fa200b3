import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Readers never create or own a store's files: a user who may read the store but not write
/// it, in a folder they may write, creates no -wal or -shm, and cannot slip forged ones in.
/// Runs the built `fstel` as other users with setpriv, so it needs root (CI runs as root).
@Suite struct ReaderFileOwnershipTests {
    static let setpriv = "/usr/bin/setpriv"
    static var canSwitchUsers: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv) }

    /// `fstel` run as `user` (daemon writes the store, nobody reads it), with `group` as its
    /// group (its own by default).
    func fstel(as user: String, group: String? = nil, _ arguments: [String]) throws -> ProcessResult {
        let group = group ?? (user == "nobody" ? "nogroup" : user)
        return try runProcess(Self.setpriv, ["--reuid=\(user)", "--regid=\(group)", "--clear-groups", try builtExecutable()] + arguments)
    }

    func owner(_ path: String) -> uid_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_uid : nil
    }

    /// A folder anyone may write, a store that daemon wrote, and its -wal and -shm removed
    /// as `sqlite3` removes them when it closes the store.
    func makeSharedStore(_ dir: TemporaryDirectory) throws -> (db: String, logs: [String]) {
        let shared = dir.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        chmod(dir.path, 0o755)
        chmod(shared, 0o777)
        let logs = dir.file("logs")
        #expect(runInProcess(["generate", "--sessions", "30", "--seed", "9", "--out", logs, "--files", "2", "--quiet"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
        chmod(logs, 0o755)
        for file in files { chmod(file, 0o644) }
        let db = shared + "/s.sqlite"
        let ingest = try fstel(as: "daemon", ["ingest", "--db", db, "--quiet", files[0]])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        #expect(owner(db) == 1)
        try FileManager.default.removeItem(atPath: db + "-wal")
        try FileManager.default.removeItem(atPath: db + "-shm")
        return (db, files)
    }

    @Test(.enabled(if: canSwitchUsers, "needs root and setpriv"))
    func aReaderCreatesNoLogFilesAndTheWriterIngestsAfterwards() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (db, files) = try makeSharedStore(dir)
        for arguments in [["report", "failure-rates"], ["sql", "SELECT count(*) FROM daily_transition_counts"], ["schema"]] {
            let reader = try fstel(as: "nobody", arguments + ["--db", db])
            #expect(reader.status == 78, "\(arguments): \(reader.status) \(reader.stderr)")
            #expect(reader.stderr.contains("fstel migrate --db"), "\(reader.stderr)")
            #expect(!FileManager.default.fileExists(atPath: db + "-wal") && !FileManager.default.fileExists(atPath: db + "-shm"),
                    "\(arguments) created log files")
        }
        let writer = try fstel(as: "daemon", ["ingest", "--db", db, "--quiet", files[1]])
        #expect(writer.status == 0, "\(writer.status) \(writer.stderr)")
        #expect(owner(db + "-wal") == 1 && owner(db + "-shm") == 1)
        // With the writer's files beside it, the reader reads and still owns nothing.
        let reader = try fstel(as: "nobody", ["report", "failure-rates", "--db", db, "--format", "csv"])
        #expect(reader.status == 0, "\(reader.stderr)")
        #expect(reader.stdout.split(separator: "\r\n").count > 1)
        #expect(owner(db + "-wal") == 1 && owner(db + "-shm") == 1)
        // A store nobody may write is read as an immutable file, still creating nothing.
        try FileManager.default.removeItem(atPath: db + "-wal")
        try FileManager.default.removeItem(atPath: db + "-shm")
        chmod(db, 0o444)
        let frozen = try fstel(as: "nobody", ["report", "failure-rates", "--db", db, "--format", "csv"])
        #expect(frozen.status == 0, "\(frozen.stderr)")
        #expect(!FileManager.default.fileExists(atPath: db + "-wal") && !FileManager.default.fileExists(atPath: db + "-shm"))
    }

    /// Every command that writes, run by a user who may read the store but not write it (its
    /// folder writable, no -wal or -shm beside it): refused with exit 77, naming who may
    /// write it and what to run as that user, and nothing is created; the writer then works.
    @Test(.enabled(if: canSwitchUsers, "needs root and setpriv"))
    func aReaderRunningAnyWritingCommandIsRefusedAndCreatesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (db, files) = try makeSharedStore(dir)
        let shared = (db as NSString).deletingLastPathComponent
        let before = try FileManager.default.contentsOfDirectory(atPath: shared).sorted()
        #expect(before == ["s.sqlite"])
        let writing: [[String]] = [
            ["migrate"], ["nightly"], ["ingest", files[1]], ["ingest", "--final", files[1]],
            ["prune", "--keep-days", "1"], ["rejects", "--replay"],
        ]
        for arguments in writing {
            let result = try fstel(as: "nobody", arguments + ["--db", db])
            #expect(result.status == 77, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("this user (nobody, uid 65534) may read the store but not write the store"), "\(result.stderr)")
            #expect(result.stderr.contains("User daemon, uid 1 (the store's owner) may write it"), "\(result.stderr)")
            #expect(result.stderr.contains("sudo -u daemon fstel \(arguments[0]) --db \(db)"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: shared).sorted() == before, "\(arguments) created files")
        }
        // The read refusal names the user who must run migrate, not this one.
        let reader = try fstel(as: "nobody", ["report", "failure-rates", "--db", db])
        #expect(reader.status == 78)
        #expect(reader.stderr.contains("user daemon, uid 1 (the store's owner) must run `fstel migrate --db \(db)` once"), "\(reader.stderr)")
        #expect(reader.stderr.contains("sudo -u daemon fstel migrate --db \(db)"), "\(reader.stderr)")
        // The writer is not locked out: it ingests, and its files are its own.
        let writer = try fstel(as: "daemon", ["ingest", "--db", db, "--quiet", files[1]])
        #expect(writer.status == 0, "\(writer.status) \(writer.stderr)")
        #expect(owner(db + "-wal") == 1 && owner(db + "-shm") == 1)
        // With the writer's -wal and -shm beside it (not writable by the reader), writing
        // commands are still refused, and the files stay the writer's.
        for arguments in writing {
            let result = try fstel(as: "nobody", arguments + ["--db", db])
            #expect(result.status == 77, "\(arguments): \(result.status) \(result.stderr)")
            #expect(owner(db + "-wal") == 1 && owner(db + "-shm") == 1)
        }
        // Root may write anything: its migrate passes (and changes no owner).
        #expect(try runExecutable(["migrate", "--db", db]).status == 0)
        #expect(owner(db) == 1)
    }

    @Test(.enabled(if: canSwitchUsers, "needs root and setpriv"))
    func aLogFileAnotherUserPlantedIsRefusedByReadersAndTheWriter() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (db, files) = try makeSharedStore(dir)
        // nobody plants a -wal and -shm of its own (with a shell, not fstel).
        let plant = try runProcess(Self.setpriv, [
            "--reuid=nobody", "--regid=nogroup", "--clear-groups", "/bin/sh", "-c",
            "head -c 4096 /dev/urandom > \"$0-wal\"; head -c 32768 /dev/zero > \"$0-shm\"", db,
        ])
        #expect(plant.status == 0, "\(plant.stderr)")
        #expect(owner(db + "-wal") == 65534)
        for (user, arguments) in [("root", ["report", "failure-rates", "--db", db]), ("daemon", ["sql", "--db", db, "SELECT 1"]),
                                  ("daemon", ["ingest", "--db", db, "--quiet", files[1]])] {
            let result = user == "root" ? try runExecutable(arguments) : try fstel(as: user, arguments)
            #expect(result.status == 78, "\(user) \(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("belongs to user 65534"), "\(result.stderr)")
        }
    }

    @Test(.enabled(if: canSwitchUsers, "needs root and setpriv"))
    func filesMadeByAUserWhoseGroupMayWriteTheStorePass() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (db, files) = try makeSharedStore(dir)
        chmod(db, 0o664)
        // nobody, in the store's group here, may write the store: it opens it as a writer
        // would, and the files it makes (group daemon, group-writable) serve everyone.
        let member = try fstel(as: "nobody", group: "daemon", ["report", "failure-rates", "--db", db, "--format", "csv"])
        #expect(member.status == 0, "\(member.stderr)")
        #expect(owner(db + "-shm") == 65534)
        let writer = try fstel(as: "daemon", ["ingest", "--db", db, "--quiet", files[1]])
        #expect(writer.status == 0, "\(writer.status) \(writer.stderr)")
        let reader = try runExecutable(["report", "failure-rates", "--db", db, "--format", "csv"])
        #expect(reader.status == 0, "\(reader.stderr)")
    }
}
