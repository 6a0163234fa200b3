import Foundation
import FSTelIO
import FSTelModel
import Testing
@testable import FSTelStore
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
}
