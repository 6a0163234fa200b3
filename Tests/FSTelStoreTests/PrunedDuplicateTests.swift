import Foundation
import FSTelIO
import FSTelModel
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Writes `bytes` to a pipe's write end on a thread of its own, then closes it.
func feedPipe(_ bytes: [UInt8]) -> Int32 {
    var fds: [Int32] = [0, 0]
    precondition(pipe(&fds) == 0)
    let writeEnd = fds[1]
    let thread = Thread {
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(writeEnd, $0.baseAddress!, $0.count) }
            if n <= 0 { break }
            written += n
        }
        close(writeEnd)
    }
    thread.start()
    return fds[0]
}

/// Logs whose transitions lie on 2026-11-28 (pruned by a cut at 2026-11-29) and 2026-11-30
/// (kept), with a bad line.
enum PrunedDayLogs {
    static let cut = UTCDay("2026-11-29")!

    static func text(_ session: String, count: Int = 10, bad: String = "bad line {") -> String {
        var lines = [Lines.start(session)]
        for seq in 0..<count {
            let ts = seq < count / 2 ? "2026-11-28T10:0\(seq % 10):00Z" : "2026-11-30T10:0\(seq % 10):00Z"
            lines.append(Lines.transition(session, seq: seq, outcome: seq % 3 == 0 ? "failed" : "ok",
                                          failure: seq % 3 == 0 ? "half_black_screen" : nil, ts: ts))
        }
        lines.append(bad)
        return lines.joined(separator: "\n") + "\n"
    }
}

@Suite struct PrunedDuplicateTests {
    static func ingest(_ store: Store, _ paths: [String], final: Bool = false) throws -> IngestReport {
        var options = IngestOptions()
        options.final = final
        return try Ingestor(store: store, options: options).ingest(paths: paths)
    }

    static func ingestPipe(_ store: Store, _ text: String) throws -> IngestReport {
        let fd = feedPipe(Array(text.utf8))
        defer { close(fd) }
        return try ingest(store, ["/dev/fd/\(fd)"])
    }

    static func prune(_ store: Store, chunked: Bool) throws {
        if chunked {
            _ = try store.pruneInChunks(keepFrom: PrunedDayLogs.cut, now: 0, chunking: PruneChunking(maxChunkRows: 2))
        } else {
            _ = try store.prune(keepFrom: PrunedDayLogs.cut, dryRun: false, now: 0)
        }
    }

    /// The rollups and rejected lines of `text` ingested once into a new store, then pruned.
    static func reference(_ text: String) throws -> StoreContent {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("r.sqlite"), access: .write)
        _ = try ingest(store, [try dir.write("a.log", text)])
        try prune(store, chunked: false)
        return try StoreContent(store)
    }

    @Test(arguments: [false, true])
    func refedStreamAfterPruneCountsNothingTwice(chunked: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let text = PrunedDayLogs.text("s1")
        let first = try Self.ingestPipe(store, text)
        #expect(first.stored == 11)
        try Self.prune(store, chunked: chunked)
        let expected = try Self.reference(text)
        #expect(try StoreContent(store).rollup == expected.rollup)

        let again = try Self.ingestPipe(store, text)
        #expect(again.stored == 0)
        #expect(again.duplicates == 11)
        #expect(again.rejected == 1)
        let content = try StoreContent(store)
        #expect(content.rollup == expected.rollup)
        #expect(content.rejected == expected.rejected)
        #expect(content.transitions == expected.transitions)

        // The same content as a file continues what the stream recorded: nothing read again.
        let file = try Self.ingest(store, [try dir.write("copy.log", text)])
        #expect(file.lines == 0)
        #expect(file.stored == 0)
        // And once more as a stream.
        _ = try Self.ingestPipe(store, text)
        let last = try StoreContent(store)
        #expect(last.rollup == expected.rollup)
        #expect(last.rejected == expected.rejected)
        #expect(last.transitions == expected.transitions)
    }

    /// A live file: `--final` reads its half-written last line whole; the writer then
    /// completes that line and appends two more (one of a day pruned in between when
    /// `prune`). The next ingest goes on from the start of the completed line, and the store
    /// counts each transition once. `cutBeforeNewline`: the half line lacked only its line
    /// feed (stored by `--final`, a duplicate when read again); else it was cut inside
    /// (kept as a rejected fragment, the completed line stored).
    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func finalOnAPendingLineThenCompletionContinuesWhereItStopped(cutBeforeNewline: Bool, prune: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var head = [Lines.start("s1")]
        for seq in 0..<4 { head.append(Lines.transition("s1", seq: seq, ts: "2026-11-28T10:0\(seq):00Z")) }
        head.append("bad line {")
        let pending = Lines.transition("s1", seq: 4, outcome: "failed", failure: "half_black_screen", ts: "2026-11-28T10:09:00Z")
        let cut = cutBeforeNewline ? pending.utf8.count : 40
        let firstPart = String(decoding: Array(pending.utf8)[0..<cut], as: UTF8.self)
        let rest = String(decoding: Array(pending.utf8)[cut...], as: UTF8.self)
        let path = try dir.write("app.log", head.joined(separator: "\n") + "\n" + firstPart)

        let final = try Self.ingest(store, [path], final: true)
        #expect(final.lines == 7)
        #expect(final.pendingLines == 0)

        let appended = rest + "\n" + Lines.transition("s1", seq: 5, ts: "2026-11-28T11:00:00Z") + "\n"
            + Lines.transition("s1", seq: 6, ts: "2026-11-30T11:00:00Z") + "\n"
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(appended.utf8))
        try handle.close()
        if prune { try Self.prune(store, chunked: false) }

        let next = try Self.ingest(store, [path])
        let file = try #require(next.files.first)
        #expect(!file.replaced)
        #expect(file.resumed)
        #expect(file.lines == 3)
        #expect(file.stored == (cutBeforeNewline ? 2 : 3))
        #expect(file.duplicates == (cutBeforeNewline ? 1 : 0))
        #expect(file.rejected == 0)

        let complete = try String(contentsOfFile: path, encoding: .utf8)
        let reference = try Self.reference(complete)
        let content = try StoreContent(store)
        #expect(content.rollup == reference.rollup)
        // The fragment `--final` read is kept as what it was: a line cut inside is a bad line.
        #expect(content.rejected.count == reference.rejected.count + (cutBeforeNewline ? 0 : 1))
        let again = try Self.ingest(store, [path])
        #expect(again.lines == 0)
        #expect(try StoreContent(store).rollup == reference.rollup)
    }

    /// Found by the pipeline simulator (seed 74): `--final` read a live file's half-written
    /// last line; the writer completed it and went on; a copy of the file (plain or gzip),
    /// read before the file, was taken as covered by the file's record up to the end of the
    /// completed line, which that record held only in part: the line was never stored.
    @Test(arguments: [false, true])
    func aCopyReadAfterFinalReadAHalfLineStoresTheCompletedLine(compressed: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var head = [Lines.start("s1")]
        for seq in 0..<3 { head.append(Lines.transition("s1", seq: seq)) }
        let pending = Lines.transition("s1", seq: 3, outcome: "failed", failure: "half_black_screen")
        let path = try dir.write("app.log", head.joined(separator: "\n") + "\n" + String(pending.prefix(30)))
        _ = try Self.ingest(store, [path], final: true)

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((String(pending.dropFirst(30)) + "\n" + Lines.transition("s1", seq: 4) + "\n").utf8))
        try handle.close()
        let complete = try String(contentsOfFile: path, encoding: .utf8)
        let copy = dir.file(compressed ? "copy.gz" : "copy.log")
        try Data(compressed ? try FileOperationRegressionTests.gzip(complete) : Array(complete.utf8))
            .write(to: URL(fileURLWithPath: copy))

        _ = try Self.ingest(store, [copy, path])
        let reference = try Self.reference(complete)
        #expect(try StoreContent(store).rollup == reference.rollup)
        #expect(try store.database.int("SELECT count(*) FROM transitions") == 5)
    }

    /// How the bad line's content is cut: the line feed ends the file's lines (`\n` or
    /// `\r\n`), and the cut copy ends just after the line's text or between `\r` and `\n`.
    enum LineCut: String, CaseIterable, CustomTestStringConvertible {
        case beforeLineFeed, beforeCRLF, betweenCRAndLF
        var testDescription: String { rawValue }
        var terminator: String { self == .beforeLineFeed ? "\n" : "\r\n" }
        var kept: String { self == .betweenCRAndLF ? "\r" : "" }
    }

    /// What reads the cut copy to its end, its last line complete there.
    enum CutReader: String, CaseIterable, CustomTestStringConvertible {
        /// A pipe (`head -c N app.log |`).
        case stream
        /// A gzip stream of the cut content.
        case gzipStream
        /// A snapshot file read with `--final`.
        case finalSnapshot
        /// A gzip copy of the snapshot read with `--final`.
        case finalGzipSnapshot
        var testDescription: String { rawValue }
    }

    /// Found by the pipeline simulator (seed 101125): a stream cut just before a bad line's
    /// line feed holds that line as its last, complete at the end of the stream. The place a
    /// rejected line is kept at hashed the content up to the end of what was read, the line
    /// feed included for the file and missing for the stream, so the file and the stream
    /// each kept the line. A place ends with the line's text, whatever terminates it.
    @Test(arguments: LineCut.allCases, CutReader.allCases)
    func aCopyCutJustBeforeABadLinesLineFeedKeepsTheLineOnce(cut: LineCut, reader: CutReader) throws {
        var lines = [Lines.start("s1")]
        for seq in 0..<3 { lines.append(Lines.transition("s1", seq: seq, ts: "2026-11-30T10:0\(seq):00Z")) }
        let head = lines.joined(separator: cut.terminator) + cut.terminator + "bad line 1 {"
        let whole = head + cut.terminator + Lines.transition("s1", seq: 3, ts: "2026-11-30T11:00:00Z") + cut.terminator
        let partial = head + cut.kept
        for cutFirst in [true, false] {
            let dir = try TemporaryDirectory()
            defer { dir.cleanUp() }
            let store = try Store(path: dir.file("s.sqlite"), access: .write)
            let readCut: () throws -> IngestReport = {
                switch reader {
                case .stream: return try Self.ingestPipe(store, partial)
                case .gzipStream:
                    let fd = feedPipe(try FileOperationRegressionTests.gzip(partial))
                    defer { close(fd) }
                    return try Self.ingest(store, ["/dev/fd/\(fd)"])
                case .finalSnapshot: return try Self.ingest(store, [try dir.write("app.log.part", partial)], final: true)
                case .finalGzipSnapshot:
                    let path = dir.file("app.log.part.gz")
                    try Data(try FileOperationRegressionTests.gzip(partial)).write(to: URL(fileURLWithPath: path))
                    return try Self.ingest(store, [path], final: true)
                }
            }
            let file = dir.file("app.log")
            try Data(whole.utf8).write(to: URL(fileURLWithPath: file))
            if cutFirst {
                let first = try readCut()
                #expect(first.rejected == 1)
                _ = try Self.ingest(store, [file])
            } else {
                _ = try Self.ingest(store, [file])
                _ = try readCut()
            }
            let kept = try store.database.rows(sql: "SELECT CAST(raw AS TEXT), byte_offset FROM rejected_lines")
            #expect(kept.map { $0[0].string } == ["bad line 1 {"], "cut first: \(cutFirst)")
            #expect(try store.database.int("SELECT count(*) FROM transitions") == 4)
        }
    }
}

/// The same on PostgreSQL: the store's counts, rows and rejected lines equal SQLite's after
/// the same inputs and prunes.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PrunedDuplicateNeedsServerTests {
    static let compared = [
        "SELECT day, strategy, direction, os_major, sum(ok), sum(failed) FROM transition_rollup GROUP BY 1, 2, 3, 4 HAVING sum(ok) + sum(failed) <> 0 ORDER BY 1, 2, 3, 4",
        "SELECT * FROM failure_rollup WHERE failures <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7",
        "SELECT s.session_id, t.seq, t.ts FROM transitions AS t JOIN sessions AS s USING (session_key) ORDER BY 1, 2",
        "SELECT reason, raw, raw_length FROM rejected_lines ORDER BY 2",
        "SELECT day, key FROM pruned_keys ORDER BY 1, 2",
    ]

    static func ingestPipe(_ text: String, _ ingest: ([String]) throws -> IngestReport) throws -> IngestReport {
        let fd = feedPipe(Array(text.utf8))
        defer { close(fd) }
        return try ingest(["/dev/fd/\(fd)"])
    }

    @Test func refedStreamAfterPruneCountsNothingTwiceOnPostgres() throws {
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let dir = try TemporaryDirectory()
            defer { dir.cleanUp() }
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            let text = PrunedDayLogs.text("s1")
            let copy = try dir.write("copy.log", text)
            let sqliteIngest = { (paths: [String]) in try PrunedDuplicateTests.ingest(sqlite, paths) }
            let postgresIngest = { (paths: [String]) in try postgres.ingest(paths) }
            for ingest in [sqliteIngest, postgresIngest] { _ = try Self.ingestPipe(text, ingest) }
            _ = try sqlite.prune(keepFrom: PrunedDayLogs.cut, dryRun: false, now: 0)
            let pruned = try postgres.store.prune(keepFrom: PrunedDayLogs.cut, dryRun: false, now: 0)
            #expect(pruned.transitions == 5)
            #expect(try postgres.int("SELECT count(*) FROM pruned_keys") == 5)

            let again = try Self.ingestPipe(text, postgresIngest)
            #expect(again.stored == 0 && again.duplicates == 11 && again.rejected == 1)
            _ = try Self.ingestPipe(text, sqliteIngest)
            let file = try postgres.ingest([copy])
            #expect(file.stored == 0)
            _ = try sqliteIngest([copy])
            #expect(try differences(sqlite.database, postgres.store.connection, queries: Self.compared) == [])
            #expect(try postgres.int("SELECT count(*) FROM rejected_lines") == 1)
            #expect(try StoreContent(sqlite).rollup == PrunedDuplicateTests.reference(text).rollup)
        }
    }

    /// Seed 101125 on PostgreSQL: a stream cut just before a bad line's line feed (`\n` or
    /// `\r\n`) and the file it was cut from keep the line once, as on SQLite.
    @Test(arguments: [PrunedDuplicateTests.LineCut.beforeLineFeed, .betweenCRAndLF])
    func aStreamCutJustBeforeABadLinesLineFeedKeepsTheLineOnceOnPostgres(cut: PrunedDuplicateTests.LineCut) throws {
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let dir = try TemporaryDirectory()
            defer { dir.cleanUp() }
            let sqlite = try Store(path: dir.file("s.sqlite"), access: .write)
            var lines = [Lines.start("s1")]
            for seq in 0..<3 { lines.append(Lines.transition("s1", seq: seq, ts: "2026-11-30T10:0\(seq):00Z")) }
            let head = lines.joined(separator: cut.terminator) + cut.terminator + "bad line 1 {"
            let file = try dir.write("app.log", head + cut.terminator + Lines.transition("s1", seq: 3) + cut.terminator)
            let sqliteIngest = { (paths: [String]) in try PrunedDuplicateTests.ingest(sqlite, paths) }
            let postgresIngest = { (paths: [String]) in try postgres.ingest(paths) }
            for ingest in [sqliteIngest, postgresIngest] {
                let stream = try Self.ingestPipe(head + cut.kept, ingest)
                #expect(stream.rejected == 1)
                _ = try ingest([file])
                _ = try Self.ingestPipe(head + cut.kept, ingest)
            }
            #expect(try postgres.int("SELECT count(*) FROM rejected_lines") == 1)
            #expect(try postgres.int("SELECT count(*) FROM transitions") == 4)
            #expect(try differences(sqlite.database, postgres.store.connection, queries: Self.compared) == [])
        }
    }

    @Test func aPostgresStoreAtVersion13GetsTheKeyTableAndThePlaceOfRejectedLines() throws {
        try withEmptyPostgresDatabase { database in
            let db = try PostgresConnection(url: database.url)
            _ = try PostgresMigrator(migrations: Migration.embeddedPostgreSQL.filter { $0.version <= 13 }).migrate(db)
            // On a cluster, the store of version 13 is distributed first: the later migrations
            // apply to a distributed store.
            if TestPostgres.isCitus {
                _ = try CitusDistribution.distribute(db, shardCount: TestPostgres.testShardCount)
                #expect(try CitusDistribution.isDistributed(db))
            }
            #expect(try db.scalar(sql: "SELECT count(*) FROM pg_class WHERE relname = 'pruned_keys'").int64 == 0)
            let applied = try PostgresMigrator().migrate(db)
            #expect(applied == Migration.embeddedPostgreSQL.map(\.version).filter { $0 >= 14 }.sorted())
            #expect(try db.scalar(sql: "SELECT count(*) FROM pruned_keys").int64 == 0)
            #expect(try db.scalar(sql: """
                SELECT count(*) FROM information_schema.columns WHERE table_name = 'rejected_lines' AND column_name = 'place_hash'
                """).int64 == 1)
        }
    }

    @Test func finalOnAPendingLineThenCompletionContinuesWhereItStoppedOnPostgres() throws {
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            let dir = try TemporaryDirectory()
            defer { dir.cleanUp() }
            var head = [Lines.start("s1")]
            for seq in 0..<4 { head.append(Lines.transition("s1", seq: seq, ts: "2026-11-28T10:0\(seq):00Z")) }
            let pending = Lines.transition("s1", seq: 4, ts: "2026-11-28T10:09:00Z")
            let path = try dir.write("app.log", head.joined(separator: "\n") + "\n" + String(pending.prefix(40)))
            var options = IngestOptions()
            options.final = true
            _ = try postgres.ingest([path], options: options)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data((String(pending.dropFirst(40)) + "\n" + Lines.transition("s1", seq: 5, ts: "2026-11-28T11:00:00Z") + "\n").utf8))
            try handle.close()
            _ = try postgres.store.prune(keepFrom: PrunedDayLogs.cut, dryRun: false, now: 0)

            let next = try postgres.ingest([path])
            let file = try #require(next.files.first)
            #expect(!file.replaced && file.resumed)
            #expect(file.lines == 2 && file.stored == 2 && file.rejected == 0)
            let reference = try PrunedDuplicateTests.reference(try String(contentsOfFile: path, encoding: .utf8))
            let rollup = try postgres.store.connection.rows(sql: Self.compared[0]).map { row in row.map { "\($0)" }.joined(separator: "|") }
            #expect(rollup.count == reference.rollup.count)
            #expect(try postgres.int("SELECT sum(ok) + sum(failed) FROM transition_rollup") == 6)
            #expect(try postgres.int("SELECT count(*) FROM rejected_lines") == 1)
        }
    }
}

/// Migration 0016 on a store written at version 15.
@Suite struct PrunedKeysMigrationTests {
    @Test func aStoreAtVersion15GetsAnEmptyKeyTableAndKeepsItsRejectedLines() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let previous = Migrator(migrations: Migration.embedded.filter { $0.version <= 15 })
        let path = dir.file("s.sqlite")
        do {
            let old = try Store(path: path, access: .write, migrator: previous)
            #expect(try old.database.int("PRAGMA user_version") == 15)
            try old.database.execute(sql: """
                INSERT INTO sources (source_id, path, fingerprint, first_ingested_at, last_ingested_at) VALUES (1, 'a.log', 7, 0, 0);
                INSERT INTO ingest_runs (run_id, started_at, command) VALUES (1, 0, 'ingest');
                INSERT INTO rejected_lines (source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash)
                VALUES (1, 1, 1, 3, 120, 'invalid_json', 'x', X'626164', 3, 99);
                INSERT INTO pruned_ranges (pruned_at, before_ts, before_day, transitions, sessions, first_day)
                VALUES (0, 1795737600000, '2026-11-29', 4, 0, '2026-11-28');
                """)
        }
        let store = try Store(path: path, access: .write)
        let db = store.database
        #expect(try db.int("PRAGMA user_version") == Migration.embedded.map(\.version).max()!)
        // Earlier prunes kept no keys: there is nothing to recover.
        #expect(try db.int("SELECT count(*) FROM pruned_keys") == 0)
        #expect(try db.int("SELECT count(*) FROM rejected_lines WHERE place_hash IS NULL AND raw_hash = 99") == 1)
        #expect(try db.int("SELECT count(*) FROM sqlite_schema WHERE name = 'rejected_lines_by_place'") == 1)

        // A prune after the migration keeps the keys of what it deletes.
        let text = PrunedDayLogs.text("m1")
        _ = try PrunedDuplicateTests.ingest(store, [try dir.write("b.log", text)])
        _ = try store.prune(keepFrom: PrunedDayLogs.cut, dryRun: false, now: 1)
        #expect(try db.int("SELECT count(*) FROM pruned_keys") == 5)
        let again = try PrunedDuplicateTests.ingestPipe(store, text)
        #expect(again.stored == 0)
        #expect(try StoreContent(store).rollup == PrunedDuplicateTests.reference(text).rollup)
    }
}
