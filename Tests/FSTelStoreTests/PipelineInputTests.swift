import Dispatch
import Foundation
import FSTelGenerator
import FSTelIO
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// What a store holds, independent of how the input reached it: the rows, the rejected
/// lines (reason and bytes), the rollup, and the run accounting summed over runs.
struct StoreContent: Equatable, CustomStringConvertible {
    var transitions: [String]
    var sessions: [String]
    var rejected: [String]
    var rollup: [String]
    var accounting: [Int64]

    init(_ store: Store) throws {
        let db = store.database
        func strings(_ sql: String) throws -> [String] {
            try db.rows(sql: sql).map { row in row.map { "\($0)" }.joined(separator: "|") }
        }
        transitions = try strings("""
            SELECT s.session_id, t.seq, t.ts, t.direction, t.strategy, t.outcome, t.failure
            FROM transitions t JOIN sessions s USING (session_key) ORDER BY 1, 2
            """)
        sessions = try strings("""
            SELECT session_id, started_at, ended_at, device_model, os_version, app_version FROM sessions ORDER BY 1
            """)
        rejected = try strings("SELECT reason, hex(raw), raw_length FROM rejected_lines ORDER BY 1, 2")
        rollup = try strings("""
            SELECT day, strategy, direction, os_major, sum(ok), sum(failed), sum(cancelled), sum(ignored)
            FROM transition_rollup GROUP BY 1, 2, 3, 4 HAVING sum(ok + failed + cancelled + ignored) <> 0 ORDER BY 1, 2, 3, 4
            """)
        accounting = try db.rows(sql: """
            SELECT coalesce(sum(lines), 0), coalesce(sum(stored), 0), coalesce(sum(duplicates), 0),
                   coalesce(sum(rejected), 0), coalesce(sum(blank), 0) FROM ingest_files
            """)[0].map { $0.int64 ?? -1 }
    }

    var description: String {
        "transitions \(transitions.count), sessions \(sessions.count), rejected \(rejected.count), accounting \(accounting)"
    }
}

/// A fresh store in `dir` that ingested `files` once, cleanly, for comparison.
private func cleanContent(_ dir: TemporaryDirectory, _ files: [(String, String)], options: IngestOptions = IngestOptions()) throws -> StoreContent {
    let clean = try TemporaryDirectory()
    defer { clean.cleanUp() }
    let paths = try files.map { try clean.write($0.0, $0.1) }
    let store = try Store(path: clean.file("clean.sqlite"), access: .write)
    _ = try Ingestor(store: store, options: options).ingest(paths: paths)
    return try StoreContent(store)
}

private func ingest(_ store: Store, _ paths: [String], options: IngestOptions = IngestOptions()) throws -> IngestReport {
    try Ingestor(store: store, options: options).ingest(paths: paths)
}

/// Lines of a small log with two bad lines, numbered by `session`.
private func logText(_ session: String, transitions: Int = 3, bad: Bool = true) -> String {
    var lines = [Lines.start(session)]
    for seq in 0..<transitions {
        lines.append(Lines.transition(session, seq: seq, outcome: seq % 3 == 2 ? "failed" : "ok", failure: seq % 3 == 2 ? "half_black_screen" : nil))
    }
    if bad {
        lines.append(#"{"type":"transition","session_id":"\#(session)","oops""#)
        lines.append("not json at all in \(session)")
    }
    lines.append(Lines.end(session))
    return lines.joined(separator: "\n") + "\n"
}

/// Writes `text` into the write end of a pipe from another thread, then closes it.
private func feed(_ fd: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        written += n
    }
    close(fd)
}

@Suite struct PipelineInputTests {
    // MARK: 1. Streams under a path

    @Test func aPipeNamedByDevFdIsReadWholeEachTime() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var reports: [IngestReport] = []
        for day in ["mon", "tue"] {
            var fds: [Int32] = [0, 0]
            #expect(pipe(&fds) == 0)
            let text = logText(day)
            let writeEnd = fds[1]
            let writer = Thread { feed(writeEnd, text) }
            writer.start()
            reports.append(try ingest(store, ["/dev/fd/\(fds[0])"]))
            close(fds[0])
        }
        #expect(reports[0].lines == 7)
        #expect(reports[1].lines == 7)
        #expect(reports[1].stored == 5)
        #expect(reports[1].files[0].stream)
        #expect(try StoreContent(store) == cleanContent(dir, [("mon", logText("mon")), ("tue", logText("tue"))]))
    }

    @Test func aNamedPipeIsAStreamNotACheckpointedFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let fifo = dir.file("in.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        for day in ["mon", "tue"] {
            let text = logText(day)
            let writer = Thread {
                let fd = open(fifo, O_WRONLY)
                feed(fd, text)
            }
            writer.start()
            let report = try ingest(store, [fifo])
            #expect(report.lines == 7)
            #expect(report.files[0].stream)
        }
        #expect(try store.database.int("SELECT count(*) FROM sources WHERE checkpoint_offset > 0") == 0)
        #expect(try StoreContent(store) == cleanContent(dir, [("mon", logText("mon")), ("tue", logText("tue"))]))
    }

    // MARK: 2. Live files

    @Test func anUnterminatedLastLineIsPendingUntilAnAppendCompletesIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let full = logText("live", bad: false)
        let cut = full.utf8.count - 20
        let head = String(decoding: Array(full.utf8)[..<cut], as: UTF8.self)
        let tail = String(decoding: Array(full.utf8)[cut...], as: UTF8.self)
        let path = try dir.write("live.ndjson", head)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let first = try ingest(store, [path])
        #expect(first.rejected == 0)
        #expect(first.lines == 4)
        #expect(first.files[0].pendingLines == 1)
        let expectedPending = Int64(cut) - first.files[0].endOffset
        #expect(first.files[0].pendingBytes == expectedPending)
        try dir.append("live.ndjson", tail)
        let second = try ingest(store, [path])
        #expect(second.rejected == 0)
        #expect(second.lines == 1)
        #expect(second.files[0].pendingLines == 0)
        #expect(try StoreContent(store) == cleanContent(dir, [("live", full)]))
    }

    @Test func aWriterAppendingInSplitWritesLosesNoLineToConcurrentIngests() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("live.ndjson")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var all = ""
        let fd = open(path, O_WRONLY | O_APPEND)
        var generator = SystemRandomNumberGenerator()
        for seq in 0..<300 {
            let line = Lines.transition("split", seq: seq) + "\n"
            all += line
            let bytes = Array(line.utf8)
            let cut = Int.random(in: 1..<bytes.count, using: &generator)
            _ = bytes[..<cut].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if seq % 7 == 0 { _ = try ingest(store, [path]) }
            _ = bytes[cut...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }
        close(fd)
        _ = try ingest(store, [path])
        #expect(try store.database.int("SELECT count(*) FROM rejected_lines") == 0)
        #expect(try StoreContent(store) == cleanContent(dir, [("live", all)]))
    }

    @Test func finalStoresTheUnterminatedLastLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let text = Lines.start("f1") + "\n" + Lines.transition("f1", seq: 0)
        let path = try dir.write("done.ndjson", text)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        var options = IngestOptions()
        options.final = true
        let report = try ingest(store, [path], options: options)
        #expect(report.stored == 2)
        #expect(report.files[0].pendingLines == 0)
        #expect(try ingest(store, [path]).lines == 0)
    }

    // MARK: 3. Rewritten with the same beginning

    @Test func aFileRewrittenWithTheSameFirstBytesIsReadAgainFromItsStart() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let prefix = (0..<20).map { logText("p\($0)", bad: false) }.joined()
        #expect(prefix.utf8.count > 4096)
        let original = prefix + logText("old", bad: true)
        let rewritten = prefix + logText("late", bad: false) + logText("old", bad: true)
        let path = try dir.write("export.ndjson", original)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try ingest(store, [path])
        try dir.write("export.ndjson", rewritten)
        let second = try ingest(store, [path])
        #expect(second.files[0].replaced)
        #expect(second.rejected == 2)
        // The same content, rewritten in place with one changed line, same size.
        let sameSize = rewritten.replacingOccurrences(of: #""session_id":"late","seq":0,"#, with: #""session_id":"late","seq":9,"#)
        #expect(sameSize != rewritten && sameSize.utf8.count == rewritten.utf8.count)
        try dir.write("export.ndjson", sameSize)
        let third = try ingest(store, [path])
        #expect(third.stored == 1)
        let expected = try cleanContent(dir, [("a", original), ("b", rewritten), ("c", sameSize)])
        let content = try StoreContent(store)
        #expect(content.transitions == expected.transitions)
        #expect(content.sessions == expected.sessions)
        // A bad line is kept once per place in each content: a file rewritten in place is
        // new content (its bytes before the old checkpoint changed), read whole again, so
        // each of the three contents keeps its two bad lines.
        #expect(content.rejected.count == 6)
        #expect(Set(content.rejected) == Set(expected.rejected))
        #expect(content.rollup == expected.rollup)
    }

    // MARK: 4. One file under several names

    @Test func aliasesOfOneFileAreReadOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        try FileManager.default.createDirectory(atPath: dir.file("d"), withIntermediateDirectories: true)
        let path = try dir.write("a.ndjson", logText("alias"))
        try FileManager.default.createSymbolicLink(atPath: dir.file("link"), withDestinationPath: dir.path)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let first = try ingest(store, [path])
        #expect(first.lines == 7)
        #expect(first.bytes == Int64(logText("alias").utf8.count))
        let cwd = FileManager.default.currentDirectoryPath
        let names = [dir.file("d/../a.ndjson"), dir.path + "/.//a.ndjson", dir.file("link/a.ndjson")]
        for name in names {
            let again = try ingest(store, [name])
            #expect(again.lines == 0, "\(name)")
            #expect(again.duplicates == 0, "\(name)")
        }
        #expect(FileManager.default.currentDirectoryPath == cwd)
        #expect(try store.database.int("SELECT count(*) FROM rejected_lines") == 2)
        #expect(try StoreContent(store) == cleanContent(dir, [("a", logText("alias"))]))
    }

    @Test func theSameFileTwiceInOneCommandIsReadOnceAndAccountedOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("a.ndjson", logText("twice"))
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let report = try ingest(store, [path, dir.file("./a.ndjson"), path])
        #expect(report.lines == 7)
        #expect(report.rejected == 2)
        #expect(try StoreContent(store) == cleanContent(dir, [("a", logText("twice"))]))
    }

    @Test func logrotateRenameAndCompressionContinueWhereTheFileWasLeft() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let log = dir.file("app.log")
        func ingestAll() throws -> IngestReport {
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("app.log") }.sorted()
            return try ingest(store, names.map { dir.file($0) })
        }
        let l1 = logText("r1"), l2 = logText("r2"), l3 = logText("r3"), l4 = logText("r4")
        try dir.write("app.log", l1)
        _ = try ingestAll()
        try dir.append("app.log", l2)
        try FileManager.default.moveItem(atPath: log, toPath: log + ".1")
        try dir.write("app.log", l3)
        let second = try ingestAll()
        #expect(second.lines == 14)
        // Compress app.log.1 as logrotate does (gzip, then remove the plain file).
        let gzip = try GzipWriter(path: log + ".1.gz")
        try gzip.write(Array((l1 + l2).utf8))
        try gzip.close()
        try FileManager.default.removeItem(atPath: log + ".1")
        try dir.append("app.log", l4)
        let third = try ingestAll()
        #expect(third.lines == 7)
        #expect(third.duplicates == 0)
        #expect(try StoreContent(store) == cleanContent(dir, [("old", l1 + l2), ("new", l3 + l4)]))
    }

    @Test func aCompressedCopyOfAReadFileReadsOnlyWhatWasNotStored() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let a = logText("c1"), b = logText("c2")
        let plain = try dir.write("x.ndjson", a)
        _ = try ingest(store, [plain])
        let gzip = try GzipWriter(path: dir.file("x.ndjson.gz"))
        try gzip.write(Array((a + b).utf8))
        try gzip.close()
        let report = try ingest(store, [dir.file("x.ndjson.gz")])
        #expect(report.lines == 7)
        #expect(report.files[0].resumed)
        #expect(try StoreContent(store) == cleanContent(dir, [("x", a + b)]))
    }

    /// logrotate's `compresscmd` may be any of them: a copy compressed by xz, zstd or
    /// bzip2 continues the plain file as a gzip copy does (identity is the content after
    /// decompression), and an unchanged compressed file is not decompressed again.
    @Test(arguments: CompressionFormat.allCases)
    func aCopyCompressedByAnyToolReadsOnlyWhatWasNotStored(_ format: CompressionFormat) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let a = logText("k1"), b = logText("k2")
        let plain = try dir.write("x.ndjson", a)
        _ = try ingest(store, [plain])
        let packed = try dir.write("x.ndjson.1", bytes: compressed(Array((a + b).utf8), as: format))
        let report = try ingest(store, [packed])
        #expect(report.lines == 7)
        #expect(report.files[0].resumed)
        #expect(report.files[0].compressed)
        #expect(report.files[0].compression == format.rawValue)
        let again = try ingest(store, [packed, plain])
        #expect(again.lines == 0 && again.duplicates == 0)
        #expect(try StoreContent(store) == cleanContent(dir, [("x", a + b)]))
    }

    /// The same content compressed by one tool, then (the first copy deleted) by another,
    /// then stored plain again: read once, counted once, each bad line kept once.
    @Test func aFileCompressedByOneToolAndLaterByAnotherIsReadOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let text = logText("r1") + logText("r2")
        var reports: [IngestReport] = []
        for (index, format) in [CompressionFormat.gzip, .xz, .zstd, .bzip2, .gzip].enumerated() {
            let path = try dir.write("app.log.\(index)", bytes: compressed(Array(text.utf8), as: format))
            reports.append(try ingest(store, [path]))
            try FileManager.default.removeItem(atPath: path)
        }
        let plain = try dir.write("app.log", text)
        reports.append(try ingest(store, [plain]))
        #expect(reports[0].lines == 14)
        #expect(reports.dropFirst().allSatisfy { $0.lines == 0 && $0.duplicates == 0 && $0.rejected == 0 }, "\(reports.map(\.lines))")
        #expect(try StoreContent(store) == cleanContent(dir, [("app.log", text)]))
    }

    // MARK: 5. Overlapping runs

    @Test func twoIngestsOfTheSameFilesAtOnceStoreAndCountEverythingOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var files: [(String, String)] = []
        for n in 0..<4 {
            files.append(("f\(n).ndjson", (0..<40).map { logText("o\(n)-\($0)") }.joined()))
        }
        let paths = try files.map { try dir.write($0.0, $0.1) }
        let storePath = dir.file("s.sqlite")
        _ = try Store(path: storePath, access: .write)
        var small = IngestOptions()
        small.batchLines = 17
        let options = small
        let errors = ErrorBox()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            do {
                let store = try Store(path: storePath, access: .write)
                _ = try ingest(store, index == 0 ? paths : paths.reversed(), options: options)
            } catch {
                errors.add(error)
            }
        }
        #expect(errors.all.isEmpty, "\(errors.all)")
        let store = try Store(path: storePath, access: .write)
        #expect(try StoreContent(store) == cleanContent(dir, files))
    }

    /// Between two batches of one ingest, another ingest of the same file stores lines
    /// beyond the first one's checkpoint (stopping after one batch, or reading to the end);
    /// the first skips exactly those lines, whether it reads ahead on the decoding thread
    /// (where they are already read and decoded) or line by line.
    @Test(arguments: [true, false], [70, nil as Int?])
    func linesAnotherIngestStoredBetweenTwoBatchesAreSkippedOnce(pipelined: Bool, otherStopsAfter: Int?) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // Sessions with good and bad lines of varied lengths.
        let text = (0..<30).map { logText("i\($0)") }.joined()
        let total = text.split(separator: "\n").count
        let path = try dir.write("i.ndjson", text)
        let storePath = dir.file("s.sqlite")
        _ = try Store(path: storePath, access: .write)
        let other = Box<IngestReport?>(nil)
        var options = IngestOptions()
        options.batchLines = 40
        options.decodeOnSecondThread = pipelined
        options.batchCommitted = {
            guard other.value == nil else { return }
            var otherOptions = IngestOptions()
            otherOptions.batchLines = otherStopsAfter ?? 100_000
            otherOptions.decodeOnSecondThread = false
            otherOptions.progressEveryLines = otherStopsAfter ?? 100_000
            // Told to stop once its first batch is read: it stops after committing it.
            let stop = Box(false)
            otherOptions.stopRequested = { @Sendable () -> Bool in stop.value }
            other.value = try? Ingestor(store: Store(path: storePath, access: .write), options: otherOptions)
                .ingest(paths: [path]) { _ in stop.value = otherStopsAfter != nil }
        }
        let first = try ingest(try Store(path: storePath, access: .write), [path], options: options)
        let second = try #require(other.value)
        #expect(second.lines == (otherStopsAfter ?? total - 40))
        #expect(first.lines + second.lines == total)
        #expect(first.files.first?.handedOver == false)
        let store = try Store(path: storePath, access: .write)
        #expect(try StoreContent(store) == cleanContent(dir, [("i.ndjson", text)]))
        #expect(try store.database.int("SELECT checkpoint_line FROM sources") == total)
    }

    /// Between two batches of one ingest, another ingest reads a copy of the same content
    /// (a compressed copy of a rotated log, or the plain file the copy was made from) under
    /// a record of its own. Whichever of the two the first ingest reads, it skips the lines
    /// the other stored: every line is counted once and every bad line is kept once.
    @Test(arguments: [true, false], [true, false])
    func aCopyReadByAnotherIngestBetweenTwoBatchesIsNotReadAgain(pipelined: Bool, firstReadsTheCopy: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let text = (0..<30).map { logText("c\($0)") }.joined()
        let total = text.split(separator: "\n").count
        let plain = try dir.write("app.log.1", text)
        let copy = dir.file("app.log.2.gz")
        let gzip = try GzipWriter(path: copy)
        try gzip.write(Array(text.utf8))
        try gzip.close()
        let storePath = dir.file("s.sqlite")
        _ = try Store(path: storePath, access: .write)
        let other = Box<IngestReport?>(nil)
        var options = IngestOptions()
        options.batchLines = 40
        options.decodeOnSecondThread = pipelined
        options.batchCommitted = {
            guard other.value == nil else { return }
            var otherOptions = IngestOptions()
            otherOptions.decodeOnSecondThread = false
            other.value = try? Ingestor(store: Store(path: storePath, access: .write), options: otherOptions)
                .ingest(paths: [firstReadsTheCopy ? plain : copy])
        }
        let first = try ingest(try Store(path: storePath, access: .write), [firstReadsTheCopy ? copy : plain], options: options)
        let second = try #require(other.value)
        #expect(second.lines == total - 40)
        #expect(first.lines + second.lines == total)
        #expect(first.rejected + second.rejected == 60)  // two bad lines per session
        let store = try Store(path: storePath, access: .write)
        #expect(try StoreContent(store).rejected == cleanContent(dir, [("i.ndjson", text)]).rejected)
        #expect(try StoreContent(store).transitions == cleanContent(dir, [("i.ndjson", text)]).transitions)
        // A later run over both files reads nothing.
        let again = try ingest(store, [plain, copy])
        #expect(again.lines == 0)
    }

    /// A file is opened while it is being written; before this ingest gets the write lock,
    /// the file grows and another ingest reads it further than the size this one saw. The
    /// file still continues its record: nothing is read twice.
    @Test(arguments: [true, false])
    func aFileThatGrewPastItsOpenedSizeWhileWaitingForTheLockContinuesItsRecord(pipelined: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let before = (0..<10).map { logText("g\($0)") }.joined()
        let after = (10..<20).map { logText("g\($0)") }.joined()
        let path = try dir.write("app.log", before)
        let storePath = dir.file("s.sqlite")
        _ = try ingest(try Store(path: storePath, access: .write), [path])
        let other = Box<IngestReport?>(nil)
        var options = IngestOptions()
        options.decodeOnSecondThread = pipelined
        options.fileOpened = { _ in
            guard other.value == nil else { return }
            let handle = FileHandle(forWritingAtPath: path)!
            handle.seekToEndOfFile()
            handle.write(Data(after.utf8))
            handle.closeFile()
            other.value = try? Ingestor(store: Store(path: storePath, access: .write), options: IngestOptions()).ingest(paths: [path])
        }
        let late = try ingest(try Store(path: storePath, access: .write), [path], options: options)
        let second = try #require(other.value)
        #expect(second.lines == after.split(separator: "\n").count)
        #expect(late.lines == 0)
        #expect(late.duplicates == 0)
        let store = try Store(path: storePath, access: .write)
        #expect(try StoreContent(store).rejected == cleanContent(dir, [("i.ndjson", before + after)]).rejected)
        #expect(try store.database.int("SELECT count(*) FROM sources") == 1)
    }

    @Test func aCheckpointFallsAtTheStartOfALineOfABlockOrInsideOne() {
        let block = DecodePipeline.Block()
        for (offset, length) in [(100, 9), (110, 14), (125, 0), (126, 13)] {
            block.entries.append(DecodePipeline.Entry(number: 1, offset: Int64(offset), length: length, raw: 0..<0))
        }
        block.endOffset = 140
        #expect(block.meet(100) == .at(0))
        #expect(block.meet(125) == .at(2))
        #expect(block.meet(126) == .at(3))
        #expect(block.meet(140) == .at(4))
        #expect(block.meet(141) == .after)
        #expect(block.meet(115) == .inside)
        #expect(block.meet(139) == .inside)
    }

    // MARK: 7. Control characters in names

    @Test func controlCharactersInNamingFieldsAreRejectedWithTheField() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let lines = [
            Lines.start("n1"),
            Lines.transition("n1", seq: 0, strategy: #"native_rotation\u0000x"#),
            Lines.transition("n1", seq: 1, strategy: "native_rotation", outcome: "failed", failure: #"half\u001b]0;pwned\u0007"#),
            Lines.start("n2", model: #"iPhone\u0085"#),
            Lines.transition("n\\u0001", seq: 0),
            Lines.transition("n1", seq: 2, strategy: "native_rotation"),
        ]
        let path = try dir.write("n.ndjson", lines.joined(separator: "\n") + "\n")
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let report = try ingest(store, [path])
        #expect(report.stored == 2)
        #expect(report.rejected == 4)
        let rows = try store.database.rows(sql: "SELECT reason, detail FROM rejected_lines ORDER BY line")
        try #require(rows.count == 4)
        #expect(rows.map { $0[0].string ?? "" } == Array(repeating: "invalid_field", count: 4))
        let details = rows.map { $0[1].string ?? "" }
        #expect(details[0].contains("strategy"))
        #expect(details[1].contains("failure"))
        #expect(details[2].contains("device.model"))
        #expect(details[3].contains("session_id"))
        #expect(try store.database.rows(sql: "SELECT strategy, sum(ok + failed) FROM transition_rollup GROUP BY 1")
            == [[.text("native_rotation"), .integer(1)]])
    }
}

/// Errors gathered from concurrent work.
final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []
    func add(_ error: any Error) { lock.withLock { errors.append(error) } }
    var all: [any Error] { lock.withLock { errors } }
}

/// A value shared with a closure that runs on the same thread.
private final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
