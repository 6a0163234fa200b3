import Foundation
import FSTelModel
@testable import FSTelRecorder
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Faults of the device's file system and clock, injected while sessions record. Each
/// test ends with a round trip through ingest: the store holds exactly the lines the
/// recorder counted written, with the `seq` and trigger each call's line must have, and
/// every other line is counted dropped with its reason.
@Suite struct FaultInjectionTests {
    @Test(arguments: [false, true])
    func aFullDiskDropsLinesWithTheReasonAndEveryWrittenLineIsStored(deferred: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let d = try FaultDriver(directory: dir.url, flushInterval: deferred ? 60 : nil, maxFileBytes: 2000)
        let a = try d.start("a"), b = try d.start("b")
        d.flush()
        for round in 0..<3 {
            for _ in 0..<4 {
                try d.transition(a)
                try d.transition(b)
            }
            d.flush()
            // Full: whole writes refused in one round, short writes (taken back) in the next.
            d.faults.failWriting(ENOSPC, after: round == 1 ? 40 : nil)
            for _ in 0..<3 { try d.transition(a) }
            try d.transition(b)
            d.flush()
            d.faults.failWriting(nil)
        }
        let stats = d.recorder.statistics
        #expect(stats.droppedByReason == [.writeFailed: 12])
        #expect(a.nextSeq == 12 && b.nextSeq == 12)
        try expectRoundTrip([d])
        #expect(d.expected["a"].map(isGapFree) == true && d.expected["b"].map(isGapFree) == true)
        // No short write left a partial line: every file holds whole lines only.
        for name in dir.names() where name.hasSuffix(".ndjson") {
            #expect(try wholeLinesAndTail(dir.file(name)).tail == 0)
        }
    }

    @Test func aFullDiskAtCompressionKeepsTheClosedFileUntilItCanBeCompressed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let d = try FaultDriver(directory: dir.url, maxFileBytes: 700)
        let s = try d.start("gz")
        d.faults.failCompressing(ENOSPC)
        for _ in 0..<6 { try d.transition(s) }
        d.recorder.closeCurrentFile()
        #expect(d.recorder.closedFiles().isEmpty, "nothing compressed while the disk is full")
        #expect(dir.names().filter { $0.hasSuffix(".ndjson") }.count >= 2, "the closed files stay, plain")
        d.faults.failCompressing(nil)
        let files = d.recorder.closedFiles()
        #expect(files.count >= 2)
        #expect(d.recorder.statistics.linesDropped == 0)
        try expectRoundTrip([d])
        #expect(d.expected["gz"]?.count == 6)
    }

    @Test(arguments: [false, true])
    func aDirectoryRemovedWhileWritingIsCreatedAgainAndOnlyLostLinesAreMissing(deferred: Bool) throws {
        let root = try TemporaryDirectory()
        defer { root.cleanUp() }
        let logs = root.url.appendingPathComponent("Library/Caches/telemetry")
        let d = try FaultDriver(directory: logs, flushInterval: deferred ? 60 : nil, maxFileBytes: 1500)
        let s = try d.start("purge")
        for _ in 0..<8 { try d.transition(s) }
        d.flush()
        d.recorder.waitForCompression()
        // What the closed files hold goes for good, as an uploader's deletion would.
        let closed = try decodeAll(d.recorder.closedFiles().map(\.path))
        #expect(closed.transitions.count > 0 && closed.transitions.count < 8)
        d.forget(Set(closed.transitions.compactMap(\.trigger)))
        // Closed files, the live one, everything: gone.
        try FileManager.default.removeItem(at: root.url.appendingPathComponent("Library"))
        for _ in 0..<8 { try d.transition(s) }
        d.flush()
        let stats = d.recorder.statistics
        #expect(stats.linesDropped == 0)
        #expect(stats.directoriesCreated == 1)
        #expect(stats.filesRestored == 1, "the live file's lines were copied into a new file")
        #expect(stats.linesLost == 0)
        #expect(s.nextSeq == 16)
        let removed = closed.starts.count + closed.transitions.count
        let report = try expectRoundTrip([d], removed: removed)
        #expect(report.stored == 17 - removed)
        #expect(d.expected["purge"]?.map(\.seq) == Array(closed.transitions.count..<16).map { Int64($0) })
    }

    @Test func aReadOnlyDirectoryDropsLinesWithTheReasonUntilItIsWritableAgain() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // Tiny files: every line needs a new file, which the read-only directory refuses.
        let d = try FaultDriver(directory: dir.url, maxFileBytes: 1)
        let s = try d.start("ro")
        for _ in 0..<3 { try d.transition(s) }
        d.faults.failCreating(EROFS)
        for _ in 0..<4 { try d.transition(s) }
        #expect(d.recorder.statistics.droppedByReason == [.cannotCreateFile: 4])
        #expect(d.recorder.statistics.lastError?.contains("Read-only") == true)
        d.faults.failCreating(nil)
        for _ in 0..<3 { try d.transition(s) }
        #expect(s.nextSeq == 6)
        try expectRoundTrip([d])
        #expect(d.expected["ro"].map(isGapFree) == true)
        #expect(d.expected["ro"]?.count == 6)
    }

    @Test(arguments: [false, true])
    func wallClockStepsBothWaysKeepFileOrderSeqAndTheRecordedTimes(deferred: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let clock = ManualClock()
        let d = try FaultDriver(directory: dir.url, flushInterval: deferred ? 60 : nil, maxFileBytes: 400, clock: clock)
        let s = try d.start("clock")
        var times: [Int64] = []
        for step: Int64 in [0, -3_600_000, 7_200_000, -86_400_000 * 30, 1] {
            clock.stepWallClock(milliseconds: step)
            times.append(clock.unixMilliseconds())
            try d.transition(s)
            d.flush()
            d.recorder.closeCurrentFile()
        }
        // A second recorder started while the clock is a year back names its files after
        // the first's in the directory's order.
        clock.stepWallClock(milliseconds: -86_400_000 * 365)
        let later = try FaultDriver(directory: dir.url, flushInterval: deferred ? 60 : nil, clock: clock)
        let t = try later.start("later")
        times.append(clock.unixMilliseconds())
        try later.transition(t)
        later.flush()
        later.recorder.closeCurrentFile()
        let files = later.recorder.closedFiles()
        let perFile = try files.map { try decodeAll([$0.path]).transitions.map(\.ts) }.filter { !$0.isEmpty }
        #expect(perFile.flatMap { $0 } == times, "files listed in the order they were written, each line with its wall-clock ts")
        try expectRoundTrip([d, later])
    }

    @Test func twoRecordersWithOverlappingPrefixesRoundTripEachOthersLinesOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let app = try FaultDriver(directory: dir.url, prefix: "fstel", maxFileBytes: 500)
        let ext = try FaultDriver(directory: dir.url, prefix: "fstel-ext", flushInterval: 60, maxFileBytes: 500)
        let a = try app.start("app-session"), e = try ext.start("ext-session")
        for round in 0..<10 {
            try app.transition(a)
            try ext.transition(e)
            if round == 5 {
                // The app's uploader runs meanwhile: ships and deletes only its own files.
                ext.flush()
                app.recorder.closeCurrentFile()
                let shipped = app.recorder.closedFiles()
                #expect(throws: RecorderError.self) { try ext.recorder.deleteUploadedFiles(shipped) }
                #expect(shipped.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
            }
        }
        ext.flush()
        try expectRoundTrip([app, ext])
        #expect(app.expected["app-session"]?.count == 10 && ext.expected["ext-session"]?.count == 10)
    }
}

@Suite struct KernelLimitTests {
    /// A child process writes with deferred writing under a 3000-byte file-size limit: the
    /// kernel cuts the line that crosses it short and refuses the rest. The queued lines
    /// that could not be written are counted dropped and used no `seq`.
    @Test func aFileSizeLimitInDeferredWritingLeavesWholeLinesAndNoSeqGap() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        #expect(try writeUnderFileSizeLimit(in: dir, arguments: ["--flush-interval-ms", "60000"]) != nil)
    }
}
