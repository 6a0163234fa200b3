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

/// Ordinary operations on log files that once counted lines twice, lost them or crashed
/// the ingest, each pinned by name. The pipeline simulator (FSTelPipelineSimulatorTests)
/// tries them in random combinations.
@Suite struct FileOperationRegressionTests {
    /// A log of `count` transitions of `session` on 2026-11-28, with one bad line.
    static func log(_ session: String, from: Int = 0, count: Int = 3, start: Bool = true, bad: Bool = true) -> String {
        var lines: [String] = start ? [Lines.start(session)] : []
        for seq in from..<(from + count) { lines.append(Lines.transition(session, seq: seq)) }
        if bad { lines.append("bad line of \(session) at \(from)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func ingest(_ store: Store, _ paths: [String], final: Bool = false, batchLines: Int? = nil) throws -> IngestReport {
        var options = IngestOptions()
        options.final = final
        if let batchLines { options.batchLines = batchLines }
        return try Ingestor(store: store, options: options).ingest(paths: paths)
    }

    /// Rollup counts by day, strategy, direction and OS major version, and the rejected lines.
    static func counts(_ store: Store) throws -> (rollup: [String], rejected: [String]) {
        let content = try StoreContent(store)
        return (content.rollup, content.rejected)
    }

    /// The counts of one clean ingest of `text`, in a store of its own.
    static func referenceCounts(_ text: String) throws -> (rollup: [String], rejected: [String]) {
        let clean = try TemporaryDirectory()
        defer { clean.cleanUp() }
        let reference = try Store(path: clean.file("r.sqlite"), access: .write)
        _ = try ingest(reference, [try clean.write("a", text)])
        return try counts(reference)
    }

    static func gzip(_ text: String) throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-gz-\(UUID().uuidString).gz").path
        let writer = try GzipWriter(path: path)
        try writer.write(Array(text.utf8))
        try writer.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func prune(_ store: Store, chunked: Bool = false) throws {
        if chunked {
            _ = try store.pruneInChunks(keepFrom: UTCDay("2026-11-29")!, now: 0, chunking: PruneChunking(maxChunkRows: 1))
        } else {
            _ = try store.prune(keepFrom: UTCDay("2026-11-29")!, dryRun: false, now: 0)
        }
    }

    // MARK: 1. Rotation where the new file starts with the same first line

    @Test func rotationWhoseNewFileRepeatsTheFirstLineReadsTheRotatedFileOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let header = Lines.start("s1")
        let first = header + "\n" + Self.log("s1", start: false)
        let path = try dir.write("app.log", first)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Self.ingest(store, [path])
        try FileManager.default.moveItem(atPath: path, toPath: dir.file("app.log.1"))
        let second = header + "\n" + Self.log("s1", from: 3, start: false)
        _ = try dir.write("app.log", second)
        try Self.prune(store)
        let report = try Self.ingest(store, [dir.file("app.log"), dir.file("app.log.1")])
        #expect(report.files.first { $0.path.hasSuffix("app.log.1") }?.lines == 0)
        let again = try Self.ingest(store, [dir.file("app.log"), dir.file("app.log.1")])
        #expect(again.lines == 0)
        // The same lines ingested once each, never pruned.
        let clean = try TemporaryDirectory()
        defer { clean.cleanUp() }
        let reference = try Store(path: clean.file("r.sqlite"), access: .write)
        _ = try Self.ingest(reference, [try clean.write("a", first), try clean.write("b", second)])
        #expect(try Self.counts(store).rollup == Self.counts(reference).rollup)
        #expect(try Self.counts(store).rejected == Self.counts(reference).rejected)
    }

    // MARK: 2. A shorter copy next to the full file

    @Test(arguments: [false, true])
    func aShorterCopyBesideTheFullLogIsNeverReadAgain(fullFirst: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let part = Self.log("s2")
        let full = part + Self.log("s2", from: 3, start: false)
        let copy = try dir.write("app.log.part", part)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Self.ingest(store, [copy])
        let log = try dir.write("app.log", full)
        let order = fullFirst ? [log, copy] : [copy, log]
        _ = try Self.ingest(store, order)
        try Self.prune(store)
        let second = try Self.ingest(store, order)
        #expect(second.lines == 0)
        // Named first in the very first run, too.
        let fresh = try Store(path: dir.file("t.sqlite"), access: .write)
        let firstRun = try Self.ingest(fresh, fullFirst ? [log, copy] : [copy, log])
        #expect(firstRun.lines == 9)
        let reference = try Self.referenceCounts(full)
        #expect(try Self.counts(store).rollup == reference.rollup)
        #expect(try Self.counts(store).rejected == reference.rejected)
        #expect(try Self.counts(fresh).rejected == reference.rejected)
    }

    // MARK: 3. Rewritten in place, same size, changed in the middle

    @Test func aFileRewrittenInPlaceWithTheSameSizeAndAnEditedMiddleLineIsReadAgain() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let wrong = Lines.transition("s3", seq: 1, outcome: "OK")
        let right = Lines.transition("s3", seq: 1, outcome: "ok")
        let text = [Lines.start("s3"), Lines.transition("s3", seq: 0), wrong, Lines.transition("s3", seq: 2)].joined(separator: "\n") + "\n"
        let path = try dir.write("export.ndjson", text)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let first = try Self.ingest(store, [path])
        #expect(first.rejected == 1)
        let corrected = text.replacingOccurrences(of: wrong, with: right)
        #expect(corrected.utf8.count == text.utf8.count)
        try dir.write("export.ndjson", corrected)
        let second = try Self.ingest(store, [path])
        #expect(second.stored == 1)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transition_rows").int64 == 3)
    }

    // MARK: 4. gzip -c of a live file whose last line is half written

    @Test func aGzipCopyOfALiveFileKeepsItsHalfWrittenLastLinePending() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let done = Self.log("s4", bad: false)
        let last = Lines.transition("s4", seq: 3)
        let half = String(last.prefix(40))
        let live = try dir.write("app.log", done + half)
        let copy = try dir.write("app.log.gz", bytes: try Self.gzip(done + half))
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let first = try Self.ingest(store, [copy, live])
        #expect(first.rejected == 0)
        #expect(first.files[0].pendingLines == 1)
        try dir.append("app.log", String(last.dropFirst(40)) + "\n")
        let second = try Self.ingest(store, [copy, live])
        #expect(second.rejected == 0)
        #expect(second.stored == 1)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transition_rows").int64 == 4)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM rejected_lines").int64 == 0)
    }

    // MARK: 5. A .gz read, then truncated or damaged before its checkpoint

    @Test(arguments: ["truncated", "damaged"])
    func aGzipDamagedBeforeItsCheckpointIsAnErrorForThatInputAndTheOthersAreRead(how: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var text = ""
        for index in 0..<200 { text += Self.log("g\(index)", bad: false) }
        var bytes = try Self.gzip(text)
        let gz = try dir.write("old.log.gz", bytes: bytes)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Self.ingest(store, [gz])
        if how == "truncated" {
            bytes = Array(bytes[0..<(bytes.count / 2)])
        } else {
            for index in (bytes.count / 2)..<(bytes.count / 2 + 8) { bytes[index] ^= 0x5A }
        }
        try dir.write("old.log.gz", bytes: bytes)
        let other = try dir.write("new.log", Self.log("after"))
        for _ in 0..<2 {
            let report = try Self.ingest(store, [gz, other])
            #expect(report.files[0].error?.contains("old.log.gz") == true)
            #expect(report.files[0].error?.contains("at byte offset") == true)
            #expect(report.files.count == 2)
        }
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM sessions WHERE session_id = 'after'").int64 == 1)
    }

    /// Simulator seed 100477: a snapshot of a log is compared, line by line, with the gzip
    /// copy of the log that a record was saved from; that gzip was damaged since (its
    /// trailer cut off). The damage is the gzip's own problem: the snapshot is still read,
    /// its half last line kept as a bad line with `--final`, and no error is reported for it.
    @Test func aSnapshotComparedWithADamagedGzipOfItsOriginalIsStillRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let lines = [Lines.start("d1"), Lines.transition("d1", seq: 0), Lines.transition("d1", seq: 1)]
        // A gzip whose last line has no line feed, read with --final: reading that line
        // again needs the end of the stream.
        let text = lines.joined(separator: "\n")
        let gzipPath = dir.file("app.log.4.gz")
        let compressed = try Self.gzip(text)
        try Data(compressed).write(to: URL(fileURLWithPath: gzipPath))
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        #expect(try Self.ingest(store, [gzipPath], final: true).lines == 3)
        // The trailer (CRC and size) cut off: the content decodes, then the stream ends early.
        try Data(compressed.dropLast(8)).write(to: URL(fileURLWithPath: gzipPath))
        let half = String(lines[2].prefix(lines[2].count / 2))
        let snapshot = try dir.write("snap.part", lines[0] + "\n" + lines[1] + "\n" + half)
        let report = try Self.ingest(store, [snapshot], final: true)
        let file = try #require(report.files.first)
        #expect(file.error == nil, "\(file.error ?? "")")
        #expect(file.rejected == 1)
        #expect(file.stored == 0)
        #expect(try Self.counts(store).rejected.count == 1)
    }

    @Test func aGzipWithTrailingZeroPaddingIsReadWholeOnEveryRun() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let text = Self.log("z1")
        let gz = try dir.write("padded.log.gz", bytes: try Self.gzip(text) + [UInt8](repeating: 0, count: 4096))
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let first = try Self.ingest(store, [gz])
        #expect(first.files[0].error == nil)
        #expect(first.lines == 5)
        let second = try Self.ingest(store, [gz], final: true)
        #expect(second.files[0].error == nil)
        #expect(second.lines == 0)
    }

    // MARK: 7. Late session start around a prune

    /// In one transaction (the library's `prune`) and in chunks (`fstel prune` on SQLite).
    @Test(arguments: [false, true])
    func aLateSessionStartAfterAPruneGivesTheReportOfAStoreNeverPruned(chunked: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let early = (0..<3).map { Lines.transition("late", seq: $0) }.joined(separator: "\n") + "\n"
        let start = Lines.start("late", os: "17.2") + "\n"
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Self.ingest(store, [try dir.write("a.log", early)])
        try Self.prune(store, chunked: chunked)
        _ = try Self.ingest(store, [try dir.write("b.log", start)])
        try Self.prune(store, chunked: chunked)
        let reference = try Store(path: dir.file("r.sqlite"), access: .write)
        _ = try Self.ingest(reference, [dir.file("a.log"), dir.file("b.log")])
        let rollup = try Self.counts(store).rollup
        #expect(rollup == (try Self.counts(reference).rollup))
        #expect(rollup.allSatisfy { $0.contains("|17|") })
        // Once the start is stored, the next prune removes the rows it kept.
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transition_rows").int64 == 0)
    }

    // MARK: Found by the pipeline simulator

    /// Simulator seed 3: a snapshot cut inside a line, read with `--final` (its half line
    /// kept as a bad line), then the full log: the full log does not continue mid-line.
    @Test func aLongerFileDoesNotContinueALineThatFinalReadAsComplete() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let lines = [Lines.start("f1"), Lines.transition("f1", seq: 0), Lines.transition("f1", seq: 1)]
        let full = lines.joined(separator: "\n") + "\n"
        let cut = full.utf8.count - 30
        let snapshot = try dir.write("app.log.part", String(decoding: Array(full.utf8)[0..<cut], as: UTF8.self))
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let first = try Self.ingest(store, [snapshot], final: true)
        #expect(first.rejected == 1)
        let log = try dir.write("app.log", full)
        let second = try Self.ingest(store, [log])
        #expect(second.rejected == 0)
        #expect(second.stored == 1)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transition_rows").int64 == 2)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM rejected_lines").int64 == 1)
    }

    /// Simulator seeds 3 and 200002: a snapshot of the copy `copytruncate` made, named
    /// before that copy, after a prune: it is read after the copy and covered by it.
    @Test func aSnapshotOfACopytruncateCopyNamedFirstIsCoveredByTheCopy() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let read = Self.log("c1") + Self.log("c2")
        let path = try dir.write("app.log", read)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Self.ingest(store, [path])
        let more = Self.log("c3")
        let copy = try dir.write("app.log.1", read + more)
        try dir.write("app.log", "")
        let snapshot = try dir.write("snap.part", String(read.prefix(read.count - 40)))
        try Self.prune(store)
        let report = try Self.ingest(store, [snapshot, copy, path])
        #expect(report.lines == 5)
        let reference = try Self.referenceCounts(read + more)
        #expect(try Self.counts(store).rollup == reference.rollup)
        #expect(try Self.counts(store).rejected == reference.rejected)
    }

    /// Simulator seed 226: a snapshot cut just before a line's newline, ingested (its last
    /// line pending), then read with `--final` after a prune removed that line's day, while
    /// the file it copies still holds the line: the line is the original's, not counted again.
    @Test func aSnapshotEndingJustBeforeANewlineIsCoveredByItsOriginalAfterAPrune() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let full = Self.log("n1", count: 4)
        let path = try dir.write("app.log", full)
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        _ = try Self.ingest(store, [path])
        // Up to the end of the transition of seq 1, without its line feed.
        let lineEnd = full.utf8.count - (Lines.transition("n1", seq: 2) + "\n" + Lines.transition("n1", seq: 3) + "\n"
            + "bad line of n1 at 0\n").utf8.count - 1
        let snapshot = try dir.write("snap.part", String(decoding: Array(full.utf8)[0..<lineEnd], as: UTF8.self))
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8).hasSuffix(Lines.transition("n1", seq: 1)))
        let pending = try Self.ingest(store, [snapshot, path])
        #expect(pending.lines == 0)
        try Self.prune(store)
        let final = try Self.ingest(store, [snapshot, path], final: true)
        #expect(final.stored == 0)
        let reference = try Self.referenceCounts(full)
        #expect(try Self.counts(store).rollup == reference.rollup)
        #expect(try Self.counts(store).rejected == reference.rejected)
    }

    /// Simulator seed 300389: a file rewritten in place before it was first read, one line
    /// edited to `"outcome":"OK"` (outside `ok`, `failed`, `cancelled`, `ignored`), of a
    /// session whose start is not stored: the line is rejected and counted nowhere, and the
    /// corrected line read later counts once under the unknown OS.
    @Test func aTransitionWithAnOutcomeOutsideTheSetIsRejectedAndNotCounted() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let wrong = Lines.transition("u1", seq: 0, outcome: "OK")
        let other = Lines.transition("u1", seq: 1)
        let path = try dir.write("app.log.2", wrong + "\n" + other + "\n")
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let report = try Self.ingest(store, [path], final: true)
        #expect(report.rejected == 1)
        #expect(report.stored == 1)
        #expect(try store.database.scalar(sql: "SELECT reason FROM rejected_lines").string == "invalid_field")
        func okUnderUnknownOS() throws -> Int64? {
            try store.database.scalar(sql: """
                SELECT sum(ok) FROM transition_rollup WHERE os_major IS NULL AND strategy = 'window_transform'
                """).int64
        }
        #expect(try okUnderUnknownOS() == 1)
        let fixed = try dir.write("fixed.log", Lines.transition("u1", seq: 0) + "\n")
        let again = try Self.ingest(store, [fixed])
        #expect(again.stored == 1)
        #expect(try okUnderUnknownOS() == 2)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM rejected_lines").int64 == 1)
    }
    /// docs/ingest.md's limit, pinned: on tmpfs, a store through a shared mapping to a page
    /// already stored to changes neither size nor ctime, so an edit of bytes ingest already
    /// read is not seen; once ctime changes (`touch`), the edited content is read again.
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/shm"), "needs tmpfs at /dev/shm"))
    func anEditThroughASharedMappingIsSeenOnlyOnceCtimeChanges() throws {
        let path = "/dev/shm/fstel-mmap-\(UUID().uuidString).ndjson"
        defer { unlink(path) }
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let valid = Lines.transition("m", seq: 1)
        // A bad line exactly as long as the valid one it becomes.
        let bad = String(repeating: "x", count: valid.utf8.count)
        let text = Lines.transition("m", seq: 0) + "\n" + bad + "\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        let fd = open(path, O_RDWR)
        #expect(fd >= 0)
        defer { close(fd) }
        let size = text.utf8.count
        let mapped = try #require(mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0))
        defer { munmap(mapped, size) }
        let bytes = mapped.assumingMemoryBound(to: UInt8.self)
        // The writer's first store (its byte unchanged): the page is now writable and dirty.
        let first = bytes[0]
        bytes[0] = 0x20
        bytes[0] = first
        func status() -> stat {
            var info = stat()
            _ = stat(path, &info)
            return info
        }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let initial = try Self.ingest(store, [path])
        #expect(initial.stored == 1 && initial.rejected == 1)
        let before = status()
        // The writer turns the bad line into a valid one through the mapping.
        let offset = size - 1 - bad.utf8.count
        for (index, byte) in valid.utf8.enumerated() { bytes[offset + index] = byte }
        let after = status()
        #expect(after.st_size == before.st_size)
        #expect(after.st_ctim.tv_sec == before.st_ctim.tv_sec && after.st_ctim.tv_nsec == before.st_ctim.tv_nsec)
        let unchanged = try Self.ingest(store, [path])
        #expect(unchanged.lines == 0, "the file looked unchanged, so nothing was read")
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transitions").int64 == 1)
        // ctime changes: the prefix no longer hashes as recorded, and the content is read again.
        #expect(utimensat(AT_FDCWD, path, nil, 0) == 0)
        let touched = try Self.ingest(store, [path])
        #expect(touched.stored == 1 && touched.duplicates == 1)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transitions").int64 == 2)
    }
}
