import Foundation
import FSTelModel
import FSTelRecorder
import Testing
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

@Suite struct RotationTests {
    /// The lines one script writes with no size limit: the reference for the packing.
    func scriptLines(maxFileBytes: Int = 1 << 20) throws -> (files: [[String]], sizes: [Int]) {
        let h = try Harness(maxFileBytes: maxFileBytes)
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "rotation")
        for i in 0..<12 {
            try s.enter(strategy: .windowTransform, trigger: i % 2 == 0 ? .button : "a-much-longer-trigger-name")
            h.clock.advance(milliseconds: 100)
            try s.finish(outcome: .ok)
            try s.exit()
            try s.finish(outcome: .ok)
        }
        try s.end()
        h.recorder.closeCurrentFile()
        let files = h.recorder.closedFiles()
        let lines = try files.map { try linesOf($0.path).lines }
        // Sizes of the plain files: the lines and their `\n`.
        return (lines, lines.map { $0.reduce(0) { $0 + $1.utf8.count + 1 } })
    }

    @Test func aLineThatExactlyFillsTheFileStaysAndTheNextOpensANewFile() throws {
        let all = try scriptLines().files.flatMap { $0 }
        let limit = all[0].utf8.count + 1 + all[1].utf8.count + 1
        let (files, sizes) = try scriptLines(maxFileBytes: limit)
        #expect(files[0] == [all[0], all[1]])
        #expect(sizes[0] == limit)
        #expect(files.flatMap { $0 } == all)
        #expect(sizes.allSatisfy { $0 <= limit })
    }

    @Test func aLineOneByteTooLargeForTheFileGoesToTheNextFile() throws {
        let all = try scriptLines().files.flatMap { $0 }
        let limit = all[0].utf8.count + 1 + all[1].utf8.count + 1 - 1
        let (files, sizes) = try scriptLines(maxFileBytes: limit)
        #expect(files[0] == [all[0]])
        #expect(files[1].first == all[1])
        #expect(files.flatMap { $0 } == all)
        #expect(sizes.allSatisfy { $0 <= limit })
    }

    @Test func filesArePackedGreedilyUnderTheLimitAndALineLargerThanTheLimitGetsItsOwnFile() throws {
        let all = try scriptLines().files.flatMap { $0 }
        let limit = 700
        let (files, _) = try scriptLines(maxFileBytes: limit)
        // Expected packing: close before a line that would make the file exceed the limit.
        var expected: [[String]] = []
        var size = 0
        for line in all {
            let n = line.utf8.count + 1
            if expected.isEmpty || (size > 0 && size + n > limit) {
                expected.append([])
                size = 0
            }
            expected[expected.count - 1].append(line)
            size += n
        }
        #expect(files == expected)
        // Lines longer than a 100-byte limit (the session_start and every transition) are
        // each alone in a file, never split or dropped.
        let (tiny, tinySizes) = try scriptLines(maxFileBytes: 100)
        #expect(tiny.allSatisfy { $0.count == 1 })
        #expect(tiny.flatMap { $0 } == all)
        #expect(tinySizes.filter { $0 > 100 }.count >= all.count - 1)
    }

    @Test func aFileIsClosedAtTheFirstLineOnceItsAgeIsReached() throws {
        let h = try Harness(maxFileAge: 60)
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "age")   // first line at t = 0
        h.clock.advance(milliseconds: 59_999)
        try s.enter(strategy: .windowTransform)
        try s.finish(outcome: .ok)                         // t = 59.999 s: same file
        h.clock.advance(milliseconds: 1)
        try s.exit()
        try s.finish(outcome: .ok)                         // t = 60 s: a new file
        h.recorder.closeCurrentFile()
        let files = try h.recorder.closedFiles().map { try linesOf($0.path).lines.count }
        #expect(files == [2, 1])
    }

    @Test func listingClosesTheCurrentFileOnlyOnceItIsOldEnough() throws {
        let h = try Harness(maxFileAge: 60)
        defer { h.dir.cleanUp() }
        _ = try h.recorder.startSession(id: "age")
        h.clock.advance(milliseconds: 30_000)
        #expect(h.recorder.closedFiles().isEmpty)
        #expect(h.dir.names().filter { $0.hasSuffix(".ndjson") }.count == 1)
        h.clock.advance(milliseconds: 30_000)
        let files = h.recorder.closedFiles()
        #expect(files.count == 1)
        #expect(h.dir.names().filter { $0.hasSuffix(".ndjson") }.isEmpty)
    }
}

@Suite struct ClosedFileTests {
    @Test func closedFilesAreGzipWithOnlyWholeLinesAndTheLiveFileIsNotListed() throws {
        let h = try Harness(maxFileBytes: 800)
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "gz")
        for _ in 0..<10 {
            try s.enter(strategy: .nativeRotation)
            try s.finish(outcome: .ok)
            try s.exit()
            try s.finish(outcome: .ok)
        }
        let closed = h.recorder.closedFiles()
        let live = h.dir.names().filter { $0.hasSuffix(".ndjson") }
        #expect(live.count == 1)
        #expect(!closed.contains { $0.lastPathComponent.hasPrefix(live[0]) })
        #expect(closed.count >= 2)
        for file in closed {
            let head = try FileHandle(forReadingFrom: file).read(upToCount: 2)
            #expect(head == Data([0x1F, 0x8B]))
            #expect(file.lastPathComponent.hasSuffix(".ndjson.gz"))
            #expect(try linesOf(file.path).endsWithNewline)
        }
        // Everything written is in closed files once the current one is closed.
        h.recorder.closeCurrentFile()
        let all = try decodeAll(h.recorder.closedFiles().map(\.path))
        #expect(all.starts == ["gz"])
        #expect(all.transitions.count == 20)
        #expect(h.dir.names().filter { !$0.hasPrefix(".") }.allSatisfy { $0.hasSuffix(".ndjson.gz") })
    }

    @Test func deletingUploadedFilesRemovesExactlyThoseAndRefusesOtherPaths() throws {
        let h = try Harness(maxFileBytes: 600)
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "upload")
        for _ in 0..<6 { try s.enter(strategy: .windowTransform); try s.finish(outcome: .ok) }
        h.recorder.closeCurrentFile()
        let files = h.recorder.closedFiles()
        #expect(files.count >= 3)
        let stranger = URL(fileURLWithPath: h.dir.file("notes.txt"))
        _ = FileManager.default.createFile(atPath: stranger.path, contents: Data("keep".utf8))
        #expect(throws: RecorderError.notAClosedFile(stranger)) {
            try h.recorder.deleteUploadedFiles([files[0], stranger])
        }
        #expect(h.recorder.closedFiles() == files)  // nothing deleted
        try h.recorder.deleteUploadedFiles(Array(files.prefix(2)))
        #expect(h.recorder.closedFiles() == Array(files.dropFirst(2)))
        // Deleting again (another uploader got there first) is fine.
        try h.recorder.deleteUploadedFiles(Array(files.prefix(2)))
        #expect(FileManager.default.fileExists(atPath: stranger.path))
    }
}

@Suite struct RecoveryTests {
    let orphan = "fstel-0000000000001-1-deadbeef-000001.ndjson"

    func lines(_ n: Int) throws -> String {
        var text = ""
        for i in 0..<n {
            text += try LineEncoder.line(TransitionRecord(
                sessionID: "dead", timestampMillis: 1_764_000_000_000, seq: Int64(i), direction: .enter,
                strategy: "window_transform", outcome: .ok))
        }
        return text
    }

    @Test func aDeadWritersFileIsCutAfterItsLastWholeLineAndCompressed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let whole = try lines(2)
        let torn = String(try lines(1).prefix(37))
        try Data((whole + torn).utf8).write(to: URL(fileURLWithPath: dir.file(orphan)))
        let recorder = try Recorder(configuration: .init(directory: dir.url), deviceFacts: FakeDeviceFacts(), clock: ManualClock())
        let files = recorder.closedFiles()
        #expect(files.map(\.lastPathComponent) == [orphan + ".gz"])
        let read = try linesOf(files[0].path)
        #expect(read.lines.map { $0 + "\n" }.joined() == whole)
        #expect(read.endsWithNewline)
        #expect(recorder.statistics.filesRecovered == 1)
        #expect(dir.names() == [orphan + ".gz"])
    }

    @Test func aDeadWritersFileWithoutAnyWholeLineIsDeleted() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        try Data("{\"v\":1,\"type\":\"trans".utf8).write(to: URL(fileURLWithPath: dir.file(orphan)))
        try Data().write(to: URL(fileURLWithPath: dir.file("fstel-0000000000001-1-deadbeef-000002.ndjson.creating")))
        let recorder = try Recorder(configuration: .init(directory: dir.url), deviceFacts: FakeDeviceFacts(), clock: ManualClock())
        #expect(recorder.closedFiles().isEmpty)
        #expect(dir.names().isEmpty)
    }

    @Test func aFileCompressedBeforeItsWriterDiedIsNotListedTwice() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // A first recorder leaves a compressed copy; its plain file is put back, as if the
        // writer died between the rename of the .gz and the deletion of the plain file.
        let first = try Recorder(configuration: .init(directory: dir.url), deviceFacts: FakeDeviceFacts(), clock: ManualClock())
        _ = try first.startSession(id: "twice")
        first.close()
        let gz = first.closedFiles()
        #expect(gz.count == 1)
        let plain = String(gz[0].path.dropLast(3))
        try Data(try lines(1).utf8).write(to: URL(fileURLWithPath: plain))
        let before = try Data(contentsOf: gz[0])
        let second = try Recorder(configuration: .init(directory: dir.url), deviceFacts: FakeDeviceFacts(), clock: ManualClock())
        #expect(second.closedFiles() == gz)
        #expect(try Data(contentsOf: gz[0]) == before)
        #expect(!FileManager.default.fileExists(atPath: plain))
    }

    @Test func twoRecordersInOneDirectoryNeverWriteOrRecoverEachOthersLiveFiles() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let clock = ManualClock()
        let a = try Recorder(configuration: .init(directory: dir.url), deviceFacts: FakeDeviceFacts(), clock: clock)
        let b = try Recorder(configuration: .init(directory: dir.url), deviceFacts: FakeDeviceFacts(), clock: clock)
        let sa = try a.startSession(id: "a")
        let sb = try b.startSession(id: "b")
        try sa.enter(strategy: .windowTransform)
        try sb.enter(strategy: .nativeRotation)
        let live = dir.names().filter { $0.hasSuffix(".ndjson") }
        #expect(live.count == 2)
        // B's listing (with its recovery pass) leaves A's live, locked file alone, and A's.
        #expect(b.closedFiles().isEmpty)
        #expect(a.closedFiles().isEmpty)
        #expect(dir.names().filter { $0.hasSuffix(".ndjson") } == live)
        try sa.finish(outcome: .ok)
        try sb.finish(outcome: .ok)
        a.close()
        b.close()
        let files = a.closedFiles()
        #expect(files.count == 2)
        // Each file holds the lines of one recorder only.
        for file in files {
            let ids = Set(try decodeAll([file.path]).transitions.map(\.sessionID))
            #expect(ids.count == 1)
        }
        #expect(a.statistics.filesRecovered == 0 && b.statistics.filesRecovered == 0)
    }
}

@Suite struct DeferredWritingTests {
    @Test func queuedLinesAreWrittenInOrderWhenTheFileIsClosed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let recorder = try Recorder(
            configuration: .init(directory: dir.url, flushInterval: 3600), deviceFacts: FakeDeviceFacts(), clock: ManualClock())
        let s = try recorder.startSession(id: "later")
        for _ in 0..<10 {
            try s.enter(strategy: .windowTransform)
            try s.finish(outcome: .ok)
            try s.exit()
            try s.finish(outcome: .ok)
        }
        // Nothing written yet: the lines wait for the (hour-long) interval.
        #expect(recorder.statistics.linesWritten == 0)
        #expect(dir.names().isEmpty)
        recorder.closeCurrentFile()
        let w = try decodeAll(recorder.closedFiles().map(\.path))
        #expect(w.starts == ["later"])
        #expect(w.transitions.map(\.seq) == (0..<20).map { Int64($0) })
        #expect(recorder.statistics.linesWritten == 21)
    }

    @Test func queuedLinesReachTheFileWithinTheFlushInterval() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let recorder = try Recorder(
            configuration: .init(directory: dir.url, flushInterval: 0.01), deviceFacts: FakeDeviceFacts())
        let s = try recorder.startSession(id: "soon")
        try s.enter(strategy: .windowTransform)
        try s.finish(outcome: .ok)
        var waited = 0
        while recorder.statistics.linesWritten < 2 && waited < 200 {
            usleep(10_000)
            waited += 1
        }
        #expect(recorder.statistics.linesWritten == 2)
        let live = dir.names().filter { $0.hasSuffix(".ndjson") }
        #expect(live.count == 1)
        let (lines, tail) = try wholeLinesAndTail(dir.file(live[0]))
        #expect(lines.count == 2 && tail == 0)
    }

    @Test func aClosedRecorderRefusesCallsVisiblyAndWritesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let recorder = try Recorder(
            configuration: .init(directory: dir.url, flushInterval: 0.01), deviceFacts: FakeDeviceFacts(), clock: ManualClock())
        let s = try recorder.startSession(id: "closed")
        try s.enter(strategy: .windowTransform)
        recorder.close()
        #expect(throws: RecorderError.closed) { try s.finish(outcome: .ok) }
        #expect(s.state == .enteringFullscreen)
        #expect(throws: RecorderError.closed) { try s.exit() }
        #expect(throws: RecorderError.closed) { try s.end() }
        #expect(throws: RecorderError.closed) { try recorder.startSession(id: "after") }
        #expect(recorder.statistics.linesWritten == 1)
        #expect(recorder.statistics.linesDropped == 4)
        #expect(recorder.statistics.droppedByReason == [.recorderClosed: 4])
        #expect(s.nextSeq == 0)
        #expect(try decodeAll(recorder.closedFiles().map(\.path)).transitions.isEmpty)
    }
}
