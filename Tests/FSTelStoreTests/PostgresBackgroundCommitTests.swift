import Foundation
import FSTelGenerator
import Synchronization
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// A PostgreSQL ingest commits each batch of a file on a thread of its own while it writes
/// the next batch's lines: the store, the accounting and the checkpoints are those of
/// batches committed one after another, a failure or a stop leaves exactly what was
/// committed, and the file's lock passes from batch to batch.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresBackgroundCommitTests {
    /// One file of generated sessions with duplicates and bad lines, its line count.
    static func logs(_ dir: TemporaryDirectory) throws -> (path: String, lines: [ArraySlice<UInt8>]) {
        var generator = GeneratorOptions(sessions: 200, seed: 29, files: 1)
        generator.days = 2
        generator.dupRate = 0.05
        generator.badRate = 0.02
        let path = try generateLogs(generator, into: dir.file("logs")).files[0]
        // Bytes: bad lines are not all UTF-8.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        return (path, bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast())
    }

    /// Options with batches of `lines` lines, counting the batches committed.
    static func options(batchLines lines: Int, commits: Counter) -> IngestOptions {
        var options = IngestOptions()
        options.batchLines = lines
        options.batchCommitted = { commits.add() }
        return options
    }

    static func advisoryLocks(_ db: PostgresConnection) throws -> DatabaseValue {
        try db.scalar(sql: """
            SELECT count(*) FROM pg_locks
            WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            """)
    }

    @Test func everyBatchButTheLastCommitsInTheBackgroundAndTheStoreEqualsSQLites() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (path, lines) = try Self.logs(dir)
        try #require(lines.count > 1_500 && lines.count % 300 != 0)
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let oneByOne = Counter(), inBackground = Counter()
            let expected = try Ingestor(store: sqlite, options: Self.options(batchLines: 300, commits: oneByOne)).ingest(paths: [path])
            let ingestor = try PostgresIngestor(
                store: postgres.store, host: "host-a", options: Self.options(batchLines: 300, commits: inBackground))
            let report = try ingestor.ingest(paths: [path])
            #expect(fileTotals(report) == fileTotals(expected))
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
            // Each boundary between two batches committed one in the background, and its
            // commit was taken before the file's end.
            #expect(inBackground.value == lines.count / 300)
            #expect(inBackground.value == oneByOne.value)
            #expect(ingestor.engine.backend.spare != nil)
            #expect(ingestor.engine.backend.background == nil)
            #expect(try postgres.int("SELECT checkpoint_line FROM sources") == lines.count)
            #expect(try Self.advisoryLocks(postgres.store.connection) == .integer(0))
        }
    }

    /// The third batch fails while it commits in the background (its checkpoint is refused
    /// by a trigger planted for the test), while the fourth batch's lines are written: the
    /// ingest fails naming the second batch's end as committed, the store holds exactly the
    /// first two batches' lines, and a run after the trigger is gone stores the rest.
    @Test func aBatchThatFailsInTheBackgroundLeavesTheBatchesBeforeItAndARerunStoresTheRest() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (path, lines) = try Self.logs(dir)
        try #require(lines.count > 1_500)
        let firstTwo = dir.file("first-two.ndjson")
        try Data(lines[..<600].flatMap { $0 + [UInt8(ascii: "\n")] }).write(to: URL(fileURLWithPath: firstTwo))
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let db = postgres.store.connection
            try db.execute(sql: """
                CREATE FUNCTION refuse_beyond_600() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF NEW.checkpoint_line > 600 THEN RAISE EXCEPTION 'planted failure at line %', NEW.checkpoint_line; END IF;
                    RETURN NEW;
                END $$
                """)
            try db.execute(sql: "CREATE TRIGGER refuse_beyond_600 BEFORE UPDATE ON sources FOR EACH ROW EXECUTE FUNCTION refuse_beyond_600()")
            let commits = Counter()
            let options = Self.options(batchLines: 300, commits: commits)
            var failure: IngestFailure?
            do {
                _ = try postgres.ingest([path], options: options)
            } catch let error as IngestFailure {
                failure = error
            }
            let failed = try #require(failure)
            #expect("\(failed.underlying)".contains("planted failure at line 900"))
            #expect(failed.committedLine == 600)
            #expect(failed.committedOffset == Int64(lines[..<600].reduce(0) { $0 + $1.count + 1 }))
            #expect(try postgres.int("SELECT checkpoint_line FROM sources") == 600)
            // Exactly the first two batches are stored, rollups included.
            let firstTwoStore = try Store(path: dir.file("first-two.sqlite"), access: .write)
            _ = try Ingestor(store: firstTwoStore).ingest(paths: [firstTwo])
            for table in ["transitions", "sessions", "rejected_lines"] {
                #expect(try postgres.int("SELECT count(*) FROM \(table)") == Int(firstTwoStore.database.scalar(sql: "SELECT count(*) FROM \(table)").int64 ?? -1), "\(table)")
            }
            #expect(try RollupComparison.postgresTables(db) == RollupComparison.sqliteTables(firstTwoStore.database))
            #expect(try Self.advisoryLocks(db) == .integer(0))

            try db.execute(sql: "DROP TRIGGER refuse_beyond_600 ON sources")
            let rest = try postgres.ingest([path], options: options)
            #expect(rest.files[0].startOffset == failed.committedOffset)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            _ = try Ingestor(store: sqlite).ingest(paths: [path])
            #expect(try differences(sqlite.database, db) == [])
            #expect(try RollupComparison.postgresTables(db) == RollupComparison.sqliteTables(sqlite.database))
        }
    }

    /// A stop asked for once the first batch's background commit is taken: the batch being
    /// written commits and the ingest stops, its checkpoint where its report ends; the next
    /// run stores the rest, and the two runs count each line once.
    @Test func aStopWhileABatchCommitsInTheBackgroundCommitsTheBatchAfterItAndStops() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (path, lines) = try Self.logs(dir)
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let stop = Mutex(false)
            var options = IngestOptions()
            options.batchLines = 300
            options.batchCommitted = { stop.withLock { $0 = true } }
            options.stopRequested = { stop.withLock { $0 } }
            let first = try postgres.ingest([path], options: options)
            #expect(first.interrupted)
            #expect(first.lines + first.blank == 600)
            #expect(try postgres.int("SELECT checkpoint_line FROM sources") == 600)
            #expect(try postgres.int("SELECT sum(lines + blank) FROM ingest_files") == 600)
            let second = try postgres.ingest([path])
            #expect(!second.interrupted)
            #expect(first.lines + first.blank + second.lines + second.blank == lines.count)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let expected = try Ingestor(store: sqlite).ingest(paths: [path])
            #expect(first.stored + second.stored == expected.stored)
            #expect(first.duplicates + second.duplicates == expected.duplicates)
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
        }
    }

    /// Two ingests of the same file on the same host at once, in small batches: the file's
    /// lock passes from one batch of an ingest to its next without a gap, so one ingest
    /// reads the file and the other finds it read; each line is stored and counted once.
    @Test func twoIngestsOfOneFileAtOnceOnOneHostStoreAndCountEachLineOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (path, lines) = try Self.logs(dir)
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let expected = try Ingestor(store: sqlite).ingest(paths: [path])
            var options = IngestOptions()
            options.batchLines = 200
            let small = options
            let reports = Mutex<[IngestReport]>([])
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                do {
                    let store = try PostgresStore(url: database.url, access: .write)
                    let report = try PostgresIngestor(store: store, host: "host-a", options: small).ingest(paths: [path])
                    reports.withLock { $0.append(report) }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
            let both = reports.withLock { $0 }
            try #require(both.count == 2)
            #expect(both.reduce(0) { $0 + $1.lines + $1.blank } == lines.count)
            #expect(both.reduce(0) { $0 + $1.stored } == expected.stored)
            #expect(both.reduce(0) { $0 + $1.duplicates } == expected.duplicates)
            #expect(both.reduce(0) { $0 + $1.rejected } == expected.rejected)
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try Self.advisoryLocks(postgres.store.connection) == .integer(0))
        }
    }
}

extension PostgresBackgroundCommitTests {
    /// Two backends in one process, each committing in the background: one's commit waits
    /// for a lock the other's open batch holds. The other's commit, started next, runs on
    /// its own commit thread (not behind the first in one queue, where neither would ever
    /// finish), commits and releases it; then the first commits.
    @Test func aCommitWaitingForAnotherBackendsBatchDoesNotHoldUpThatBatchsCommit() throws {
        try withPostgresDatabase { database in
            let waiting = try PostgresIngestBackend(store: PostgresStore(url: database.url, access: .write), host: "host-a")
            let holding = try PostgresIngestBackend(store: PostgresStore(url: database.url, access: .write), host: "host-b")
            try holding.beginBatch(lock: nil)
            try holding.connection.execute(sql: "SELECT pg_advisory_xact_lock(42, 7)")
            try waiting.beginBatch(lock: nil)
            _ = try waiting.commitBatchInBackground(lock: nil) { _, store in
                try store.connection.execute(sql: "SELECT pg_advisory_xact_lock(42, 7)")
            }
            let observer = try PostgresStore(url: database.url, access: .read)
            var blocked = false
            for _ in 0..<200 where !blocked {
                blocked = try observer.connection.scalar(sql: """
                    SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
                        AND classid = 42 AND objid = 7
                    """) == .integer(1)
                if !blocked { usleep(25_000) }
            }
            #expect(blocked, "the first commit waits for the lock")
            _ = try holding.commitBatchInBackground(lock: nil) { _, _ in }
            let results = Mutex<[String]>([])
            let done = DispatchSemaphore(value: 0)
            let handed = UncheckedPair(first: holding, second: waiting)
            DispatchQueue.global().async {
                for backend in [handed.first, handed.second] {
                    let (tally, error) = backend.finishBackgroundCommit()
                    results.withLock { $0.append(tally != nil && error == nil ? "committed" : "failed: \(String(describing: error))") }
                }
                done.signal()
            }
            #expect(done.wait(timeout: .now() + 60) == .success, "both commits finish")
            #expect(results.withLock { $0 } == ["committed", "committed"])
        }
    }

    /// A file that fits in one batch but is at least ``IngestOptions/splitFileBytes`` is
    /// read in two: its first quarter (to the block that reads past it) commits in the
    /// background while the rest is read. The store is SQLite's, which reads it in one
    /// batch; a file below the size keeps one batch.
    @Test func aFileThatFitsInOneBatchCommitsItsFirstQuarterWhileTheRestIsRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let (path, lines) = try Self.logs(dir)
        let size = Int64(lines.reduce(0) { $0 + $1.count + 1 })
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let oneByOne = Counter(), inBackground = Counter()
            var options = Self.options(batchLines: 100_000, commits: oneByOne)
            options.splitFileBytes = size / 4
            let expected = try Ingestor(store: sqlite, options: options).ingest(paths: [path])
            #expect(oneByOne.value == 0, "SQLite reads the file in one batch")
            // Where the first batch's checkpoint is once it is committed, read by another session.
            let url = database.url
            let firstEnd = Mutex<Int64?>(nil)
            options.batchCommitted = {
                inBackground.add()
                let offset = try? PostgresConnection(url: url).scalar(sql: "SELECT checkpoint_offset FROM sources").int64
                firstEnd.withLock { $0 = offset }
            }
            let report = try postgres.ingest([path], options: options)
            #expect(fileTotals(report) == fileTotals(expected))
            #expect(try differences(sqlite.database, postgres.store.connection) == [])
            #expect(try RollupComparison.postgresTables(postgres.store.connection) == RollupComparison.sqliteTables(sqlite.database))
            #expect(inBackground.value == 1)
            let first = try #require(firstEnd.withLock { $0 })
            // The block that passes the quarter holds at most 256 of the file's lines.
            #expect(first >= size / 4 && first < size / 2, "the first batch ends past a quarter: \(first) of \(size) bytes")
            #expect(try postgres.int("SELECT checkpoint_line FROM sources") == lines.count)
            #expect(try Self.advisoryLocks(postgres.store.connection) == .integer(0))

            // Below the size: one batch.
            try withPostgresDatabase { other in
                let small = try PostgresIngestFixture(other)
                let commits = Counter()
                var whole = Self.options(batchLines: 100_000, commits: commits)
                whole.splitFileBytes = size + 1
                #expect(fileTotals(try small.ingest([path], options: whole)) == fileTotals(expected))
                #expect(commits.value == 0)
            }
        }
    }
}

/// Two values handed to another thread as they are.
struct UncheckedPair<First, Second>: @unchecked Sendable {
    let first: First
    let second: Second
}

/// A count shared with the ingest's callbacks.
final class Counter: Sendable {
    private let count = Mutex(0)

    func add() { count.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }
}
