import Foundation
import Testing
@testable import FSTelCLI
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// Guarantees 3 and 7 (docs/reliability.md): a store that cannot grow stops the ingest with
/// a clear error and a checkpoint covering only committed rows; migrations fail whole; a
/// newer store is refused; a read-only store can still be reported on.
@Suite struct StoreFaultTests {
    @Test(.timeLimit(.minutes(10)))
    func storeThatCannotGrowStopsWithExit74NamingTheFileAndOffsetThenResumesExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = try MixedInput(in: dir, sessions: 900, seed: 61)
        let reference = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--db", reference] + input.files).status == 0)
        let db = dir.file("s.sqlite")
        #expect(runInProcess(["migrate", "--db", db]).status == 0)
        // A file-size limit of 1 MiB on the writing process: the write-ahead log cannot grow
        // past it, as on a full disk (the write fails with EFBIG instead of ENOSPC).
        let quoted = input.files.map { "'\($0)'" }.joined(separator: " ")
        let limited = try runShell("ulimit -f 1024; trap '' XFSZ; exec \"$FSTEL\" ingest --db '\(db)' --batch-lines 300 \(quoted)")
        #expect(limited.status == 74, "\(limited.stderr)")
        // "Error: PATH: the store ... after committing up to byte offset N (line L)"
        let error = try #require(limited.stderr.split(separator: "\n").first { $0.hasPrefix("Error: ") }.map(String.init))
        let path = try #require(input.files.first { error.hasPrefix("Error: \($0): ") }, "no input file named in: \(error)")
        let offsetText = try #require(error.range(of: "byte offset ").map { error[$0.upperBound...].prefix { $0.isNumber } })
        let offset = try #require(Int64(offsetText))
        #expect(offset > 0, "nothing was committed before the store filled up")
        let store = try Store(path: db, access: .read).database
        #expect(try store.scalar(sql: "SELECT checkpoint_offset FROM sources WHERE path = ?", arguments: [path]) == .integer(offset))
        // Nothing past the checkpoint was kept.
        let line = try store.scalar(sql: "SELECT checkpoint_line FROM sources WHERE path = ?", arguments: [path]).int64 ?? -1
        let past = try store.scalar(
            sql: "SELECT (SELECT count(*) FROM transitions WHERE source_id = s.source_id AND line > ?) + (SELECT count(*) FROM rejected_lines WHERE source_id = s.source_id AND byte_offset >= ?) FROM sources s WHERE path = ?",
            arguments: [line, offset, path])
        #expect(past == .integer(0))
        #expect(try storeInconsistencies(db).isEmpty)
        // Room is made: the same command completes, with the totals of an uninterrupted ingest.
        let rest = try runExecutable(["ingest", "--db", db, "--batch-lines", "300"] + input.files)
        #expect(rest.status == 0, "\(rest.stderr)")
        #expect(rest.stderr.contains("resumed at byte \(offset)"), "\(rest.stderr)")
        #expect(try storeDifferences(db, reference: reference) == [])
    }

    @Test func fullOrFailingStoreMapsToExit74WithTheFileAndTheCommittedOffset() throws {
        for (code, words) in [(Int32(13), "the store is full"), (Int32(778), "the store could not be written"), (Int32(8), "the store could not be written")] {
            let failure = IngestFailure(
                path: "/logs/a.ndjson", committedOffset: 123_456, committedLine: 789,
                underlying: SQLiteError(extendedCode: code, message: "x", sql: "COMMIT"), partialReport: IngestReport())
            let (message, exit) = CommandLineTool.describe(failure)
            #expect(exit == .storeIOError, "code \(code)")
            #expect(message.hasPrefix("/logs/a.ndjson: \(words)"), "\(message)")
            #expect(message.contains("byte offset 123456 (line 789)"))
            #expect(message.contains("resumes there"))
        }
    }

    @Test func migrationThatFailsHalfWayLeavesTheStoreAtThePreviousVersion() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        let log = try dir.write("a.ndjson", #"{"type":"transition","ts":1764324000000,"session_id":"m","seq":0,"direction":"enter","strategy":"w","outcome":"ok"}"# + "\n")
        #expect(runInProcess(["ingest", "--db", path, log]).status == 0)
        let latest = Migrator().latestVersion
        // A next migration that creates a table, fills it, then fails.
        let broken = Migration(
            version: latest + 1, name: String(format: "%04d_broken", latest + 1),
            sql: "CREATE TABLE half (x INTEGER); INSERT INTO half VALUES (1); ALTER TABLE transitions ADD COLUMN y INTEGER; INSERT INTO nowhere VALUES (1);")
        do {
            let db = try Database(path: path, mode: .readWrite)
            #expect(throws: SQLiteError.self) { try Migrator(migrations: Migration.embedded + [broken]).migrate(db) }
        }
        let store = try Store(path: path, access: .read)
        #expect(try store.schemaVersion() == latest)
        #expect(try store.database.scalar(sql: "PRAGMA user_version") == .integer(Int64(latest)))
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM sqlite_schema WHERE name = 'half'") == .integer(0))
        #expect(try store.database.rows(sql: "SELECT name FROM pragma_table_info('transitions') WHERE name = 'y'").isEmpty)
        #expect(try store.database.scalar(sql: "PRAGMA integrity_check") == .text("ok"))
        #expect(runInProcess(["report", "failure-rates", "--db", path]).status == 0)
    }

    @Test func migrationsInterruptedByAFullDiskLeaveTheLastCompleteVersionAndFinishLater() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        do {
            let db = try Database(path: path)
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try Migrator(migrations: [Migration.embedded[0]]).migrate(db)
            let pages = try db.scalar(sql: "PRAGMA page_count").int64 ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages + 2)")
            #expect(throws: SQLiteError.self) { try Migrator().migrate(db) }
            #expect(try db.scalar(sql: "SELECT max(version) FROM schema_migrations") == .integer(1))
            #expect(try db.scalar(sql: "PRAGMA user_version") == .integer(1))
        }
        let result = runInProcess(["migrate", "--db", path])
        #expect(result.status == 0, "\(result.stderr)")
        let store = try Store(path: path, access: .read)
        #expect(try store.schemaVersion() == Migrator().latestVersion)
        #expect(try store.database.scalar(sql: "PRAGMA integrity_check") == .text("ok"))
    }

    @Test func storeFromANewerBinaryIsRefusedByEveryCommandAndLeftUnchanged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        do {
            let store = try Store(path: path, access: .write)
            try store.database.execute(sql: "INSERT INTO schema_migrations VALUES (9999, '9999_future', 'x', 0)")
        }
        let before = try fileBytes(path)
        let log = try dir.write("a.ndjson", #"{"type":"transition","ts":1764324000000,"session_id":"n","seq":0,"direction":"enter","strategy":"w","outcome":"ok"}"# + "\n")
        for command in [["ingest", "--db", path, log], ["report", "failure-rates", "--db", path], ["sql", "--db", path, "SELECT 1"], ["migrate", "--db", path]] {
            let result = runInProcess(command)
            #expect(result.status == 78, "\(command[0]): \(result.stderr)")
            #expect(result.stderr.contains("newer fstel"), "\(command[0]): \(result.stderr)")
            #expect(try fileBytes(path) == before, "\(command[0]) modified the store")
        }
    }

    /// A store whose file is read-only (0444), in a writable and in a read-only directory,
    /// read by a user who cannot write either (tests running as root drop to `nobody`); an
    /// ingest by that user is refused with exit 77 and writes nothing.
    @Test(arguments: [0o777, 0o555])
    func readOnlyStoreCanStillBeReportedOnAndRefusesIngestCleanly(directoryMode: Int) throws {
        let dir = try TemporaryDirectory()
        defer {
            chmod(dir.path, 0o755)
            dir.cleanUp()
        }
        let input = try MixedInput(in: dir, sessions: 100, seed: 71)
        let storeDir = dir.file("store")
        try FileManager.default.createDirectory(atPath: storeDir, withIntermediateDirectories: true)
        let path = storeDir + "/s.sqlite"
        #expect(try runExecutable(["ingest", "--db", path] + input.files).status == 0)
        let expected = try Store(path: path, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions")
        #expect(walIsEmpty(path))
        chmod(path, 0o444)
        chmod(storeDir, mode_t(directoryMode))
        chmod(dir.path, 0o755)
        let before = try fileBytes(path)
        let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let sql = try runShell("\(asUser)\"$FSTEL\" sql --db '\(path)' --format csv 'SELECT count(*) AS n FROM transitions'")
        #expect(sql.status == 0, "\(sql.stderr)")
        #expect(sql.stdout == "n\r\n\(expected.int64 ?? -1)\r\n")
        let report = try runShell("\(asUser)\"$FSTEL\" report failure-rates --db '\(path)' --format csv")
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.split(separator: "\r\n").count > 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: storeDir).sorted()
        let ingest = try runShell("\(asUser)\"$FSTEL\" ingest --db '\(path)' '\(input.files[0])'")
        // Refused before anything is opened (exit 77, who may write it), creating no file.
        #expect(ingest.status == 77, "\(ingest.status) \(ingest.stderr)")
        #expect(ingest.stderr.contains("may read the store but not write the store"), "\(ingest.stderr)")
        #expect(try fileBytes(path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storeDir).sorted() == files)
    }
}
