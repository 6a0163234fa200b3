import Foundation
import FSTelIO
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

/// The recorder's promise: every line a call hands over reaches `fstel` or is counted as
/// dropped with a reason, and a call that cannot be recorded says so.
@Suite struct RecorderPromiseTests {
    // 1
    @Test func deferredWritingNumbersOnlyWrittenLinesSoADiskFullLeavesNoSeqGap() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let d = try FaultDriver(directory: dir.url, flushInterval: 60)
        let s = try d.start("deferred")
        for _ in 0..<10 { try d.transition(s) }
        d.flush()
        d.faults.failWriting(ENOSPC)
        for _ in 0..<10 { try d.transition(s) }
        d.flush()
        d.faults.failWriting(nil)
        for _ in 0..<10 { try d.transition(s) }
        d.flush()
        #expect(s.nextSeq == 20)
        let stats = d.recorder.statistics
        #expect(stats.droppedByReason == [.writeFailed: 10])
        #expect(stats.linesWritten == 21)
        try expectRoundTrip([d])
        #expect(d.expected["deferred"].map(isGapFree) == true)
        #expect(d.expected["deferred"]?.count == 20)
    }

    // 2
    @Test func aLineLongerThanIngestAcceptsIsRefusedAtTheCallAndNeverWritten() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "long")
        let huge = String(repeating: "l", count: 1 << 20)
        let target = try #require(RestoreTarget(method: .indexPath, container: .tableView, list: huge, section: 0, item: 1))
        #expect(throws: RecorderError.self) { try s.enter(strategy: .windowTransform, trigger: .button, restoreTarget: target) }
        #expect(s.state == .small)
        // An ignored request with a huge trigger: its line would be too long.
        try s.enter(strategy: .windowTransform)
        do {
            try s.enter(strategy: .windowTransform, trigger: Trigger(huge))
            Issue.record("a 1 MiB trigger was recorded")
        } catch {
            guard case .lineTooLong(let bytes, let limit) = error else { throw error }
            #expect(limit == FormatLimits.maxLineBytes)
            #expect(bytes > limit)
        }
        try s.finish(outcome: .ok)
        let stats = h.recorder.statistics
        #expect(stats.droppedByReason == [.lineTooLong: 2])
        #expect(stats.linesWritten == 2)
        let w = try h.written()
        #expect(w.transitions.map(\.seq) == [0])
        #expect(w.transitions.map(\.list) == [nil])
    }

    // 3
    @Test func aDirectoryDeletedUnderALiveRecorderIsCreatedAgainAndTheDeletedFilesLinesAreWrittenAgain() throws {
        let root = try TemporaryDirectory()
        defer { root.cleanUp() }
        let logs = root.url.appendingPathComponent("Caches/logs")
        let d = try FaultDriver(directory: logs)
        let s = try d.start("purged")
        for _ in 0..<5 { try d.transition(s) }
        // The system purges Caches: the directory and the live file go.
        try FileManager.default.removeItem(at: root.url.appendingPathComponent("Caches"))
        for _ in 0..<5 { try d.transition(s) }
        var stats = d.recorder.statistics
        #expect(stats.filesRestored == 1, "the deleted file's 6 lines were copied into a new file")
        #expect(stats.linesLost == 0)
        #expect(stats.linesWritten == 11)
        #expect(stats.linesDropped == 0)
        #expect(stats.directoriesCreated == 1)
        #expect(FileManager.default.fileExists(atPath: logs.path))
        // A live file unlinked alone (a cleaner deleting files it does not know).
        let live = try FileManager.default.contentsOfDirectory(atPath: logs.path).filter { $0.hasSuffix(".ndjson") }
        #expect(live.count == 1)
        unlink(logs.path + "/" + live[0])
        for _ in 0..<3 { try d.transition(s) }
        stats = d.recorder.statistics
        #expect(stats.filesRestored == 2)
        #expect(stats.linesLost == 0)
        #expect(stats.linesWritten == 14)
        // Deleted again just before the file is closed: its lines are copied all the same.
        let again = try FileManager.default.contentsOfDirectory(atPath: logs.path).filter { $0.hasSuffix(".ndjson") }
        unlink(logs.path + "/" + again[0])
        d.recorder.closeCurrentFile()
        #expect(d.recorder.statistics.filesRestored == 3)
        let report = try expectRoundTrip([d])
        #expect(report.stored == 14)
        #expect(d.expected["purged"]?.map(\.seq) == Array(0..<13))
    }

    // 4
    @Test func invalidValuesAndCallsAfterCloseThrowCountTheirReasonAndChangeNothing() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let r = h.recorder
        func invalid(_ body: () throws -> Void) -> Bool {
            do {
                try body()
                return false
            } catch {
                if case .invalidValue? = error as? RecorderError { return true }
                return false
            }
        }
        #expect(invalid { _ = try r.startSession(id: String(repeating: "a", count: 200)) })
        #expect(invalid { _ = try r.startSession(id: "") })
        #expect(invalid { _ = try r.startSession(id: "line\nbreak") })
        #expect(invalid { _ = try r.startSession(id: "ok", defaultStrategy: "tab\tbed") })
        // 128 characters of two bytes each is still a valid id.
        _ = try r.startSession(id: String(repeating: "é", count: 128))
        // Index paths and lists: the target cannot be made.
        #expect(RestoreTarget(method: .indexPath, container: .tableView, section: -1, item: 0) == nil)
        #expect(RestoreTarget(method: .indexPath, container: .tableView, section: 0, item: -3) == nil)
        #expect(RestoreTarget(method: .superview, container: .tableView, list: "feed\u{85}", section: 0, item: 0) == nil)
        #expect(RestoreTarget(method: .superview, container: .tableView, list: "feed", section: 0, item: 0) != nil)

        let s = try r.startSession(id: "misuse")
        #expect(invalid { _ = try s.enter(strategy: "bell\u{7}") })
        #expect(invalid { _ = try s.enter(strategy: "") })
        #expect(invalid { _ = try s.enter(strategy: .windowTransform, trigger: "del\u{7F}") })
        #expect(invalid { _ = try s.enter(strategy: .windowTransform, observed: .init(screenBounds: (width: -1, height: 2))) })
        #expect(invalid { _ = try s.enter(strategy: .windowTransform, observed: .init(windowBounds: (width: .nan, height: 2))) })
        #expect(s.state == .small)
        #expect(try s.enter(strategy: .windowTransform))
        #expect(invalid { _ = try s.finish(outcome: .failed("")) })
        #expect(invalid { _ = try s.finish(outcome: .failed("c1\u{9F}")) })
        #expect(s.state == .enteringFullscreen)
        #expect(try s.finish(outcome: .ok))
        #expect(try s.exit())
        #expect(invalid { _ = try s.finish(outcome: .ok, landedAt: ListIndexPath(section: -1, item: 4)) })
        #expect(s.state == .exitingFullscreen, "a refused finish leaves the transition in flight")
        #expect(try s.finish(outcome: .ok, landedAt: ListIndexPath(section: 0, item: 4)))
        #expect(invalid { try s.end(reason: "esc\u{1B}") })
        #expect(s.state == .small)
        try s.end(reason: "done")

        let refused = r.statistics.droppedByReason[.invalidValue]
        #expect(refused == 13)
        #expect(r.statistics.lastError?.contains("not recorded") == true)

        let other = try r.startSession(id: "late")
        r.close()
        #expect(throws: RecorderError.closed) { try other.enter(strategy: .windowTransform) }
        #expect(throws: RecorderError.closed) { try other.exit() }
        #expect(throws: RecorderError.closed) { try other.end() }
        #expect(throws: RecorderError.closed) { _ = try r.startSession() }
        #expect(r.statistics.droppedByReason[.recorderClosed] == 4)
        #expect(throws: RecorderError.invalidPrefix("a.b")) {
            _ = try Recorder(configuration: .init(directory: h.dir.url, filePrefix: "a.b"), deviceFacts: FakeDeviceFacts())
        }

        // Everything that was written ingests without a reject.
        let files = r.closedFiles()
        let store = try Store(path: h.dir.file("store.sqlite"), access: .write)
        let report = try Ingestor(store: store).ingest(paths: files.map(\.path))
        #expect(report.rejected == 0)
        #expect(report.stored == r.statistics.linesWritten)
        #expect(report.stored == 6)  // 3 starts, 2 transitions, 1 end
    }

    // 5
    @Test func recordersWithOverlappingPrefixesNeverListRecoverOrDeleteEachOthersFiles() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let app = try FaultDriver(directory: dir.url, prefix: "fstel", maxFileBytes: 600)
        let ext = try FaultDriver(directory: dir.url, prefix: "fstel-ext", maxFileBytes: 600)
        let a = try app.start("app")
        let e = try ext.start("ext")
        for _ in 0..<6 {
            try app.transition(a)
            try ext.transition(e)
        }
        app.recorder.closeCurrentFile()
        ext.recorder.closeCurrentFile()
        let appFiles = app.recorder.closedFiles()
        let extFiles = ext.recorder.closedFiles()
        #expect(appFiles.count >= 3 && extFiles.count >= 3)
        #expect(Set(appFiles).isDisjoint(with: extFiles))
        #expect(appFiles.allSatisfy { $0.lastPathComponent.hasPrefix("fstel.") })
        #expect(extFiles.allSatisfy { $0.lastPathComponent.hasPrefix("fstel-ext.") })
        #expect(throws: RecorderError.notAClosedFile(extFiles[0])) { try app.recorder.deleteUploadedFiles([extFiles[0]]) }
        #expect(throws: RecorderError.notAClosedFile(appFiles[0])) { try ext.recorder.deleteUploadedFiles([appFiles[0]]) }
        #expect(FileManager.default.fileExists(atPath: extFiles[0].path))
        // A third recorder of the short prefix finds nothing of the other's to recover.
        let third = try Recorder(configuration: .init(directory: dir.url, filePrefix: "fstel"), deviceFacts: FakeDeviceFacts())
        #expect(third.closedFiles() == appFiles)
        #expect(third.statistics.filesRecovered == 0)
        try expectRoundTrip([app, ext])
    }

    @Test func filesOfTheEarlierNameLayoutAreStillListedRecoveredAndDeletable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        func oldName(_ prefix: String, _ number: Int, _ suffix: String) -> String {
            "\(prefix)-1764000000000-4242-0a1b2c3d-00000\(number).ndjson\(suffix)"
        }
        let line = try LineEncoder.line(SessionEndRecord(sessionID: "old-1", timestampMillis: 1_764_000_000_000, reason: nil))
        let writer = try GzipWriter(path: dir.file(oldName("fstel", 1, ".gz")), level: 6)
        try Array(line.utf8).withUnsafeBytes { try writer.write($0) }
        try writer.close()
        // A dead writer's plain file (not locked), with a torn tail.
        let line2 = try LineEncoder.line(SessionEndRecord(sessionID: "old-2", timestampMillis: 1_764_000_000_001, reason: nil))
        try Data((line2 + "{\"v\":1,\"ty").utf8).write(to: URL(fileURLWithPath: dir.file(oldName("fstel", 2, ""))))
        // Another prefix's old file.
        try Data(line.utf8).write(to: URL(fileURLWithPath: dir.file(oldName("fstel-ext", 1, ""))))

        let d = try FaultDriver(directory: dir.url)
        let s = try d.start("new")
        try d.transition(s)
        d.recorder.closeCurrentFile()
        let files = d.recorder.closedFiles()
        #expect(files.map(\.lastPathComponent).prefix(2) == [oldName("fstel", 1, ".gz"), oldName("fstel", 2, ".gz")])
        #expect(files.count == 3)
        #expect(files[2].lastPathComponent.hasPrefix("fstel.000000000001."))
        #expect(d.recorder.statistics.filesRecovered == 1)
        #expect(FileManager.default.fileExists(atPath: dir.file(oldName("fstel-ext", 1, ""))), "another prefix's file is left alone")
        #expect(try decodeAll([files[1].path]).ends == ["old-2"])
        try d.recorder.deleteUploadedFiles(Array(files.prefix(2)))
        #expect(d.recorder.closedFiles() == [files[2]])
    }

    // 6
    @Test func closedFilesFollowTheDirectorysSequenceWhenTheWallClockStepsBack() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let clock = ManualClock()
        var order: [String] = []
        for round in 0..<4 {
            // Each round a new recorder (an app launch), its wall clock a day earlier or later.
            clock.stepWallClock(milliseconds: round % 2 == 0 ? -86_400_000 : 3 * 86_400_000)
            let d = try FaultDriver(directory: dir.url, clock: clock)
            let s = try d.start("launch-\(round)")
            try d.transition(s)
            d.recorder.close()
            order.append("launch-\(round)")
        }
        let recorder = try Recorder(configuration: .init(directory: dir.url), deviceFacts: FakeDeviceFacts(), clock: clock)
        let files = recorder.closedFiles()
        #expect(files.count == 4)
        let firstSessions = try files.map { try decodeAll([$0.path]).starts.first ?? "" }
        #expect(firstSessions == order)
    }
    @Test func aRestoreTargetPastTwoToThe53IsRefusedAtItsInitSoEnterAndFinishNeverMeetIt() throws {
        let largest = Int(ValueRanges.indexPath.upperBound)
        // One past what a double holds exactly, in the section or the item, by either init.
        #expect(RestoreTarget(method: .indexPath, container: .tableView, section: largest + 1, item: 0) == nil)
        #expect(RestoreTarget(method: .indexPath, container: .tableView, section: 0, item: largest + 1) == nil)
        #expect(RestoreTarget(method: .superview, container: .collectionView, section: Int.max, item: Int.max) == nil)
        #expect(RestoreTarget(
            method: .indexPath, container: .tableView, indexPath: ListIndexPath(section: largest + 1, item: 3)) == nil)
        #expect(RestoreTarget(method: .indexPath, container: .tableView, section: Int.min, item: 0) == nil)

        // The largest accepted value is taken at init, at enter and at finish, and written
        // exactly: finish is refused only for a value passed to finish.
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let target = try #require(RestoreTarget(method: .indexPath, container: .tableView, list: "feed", section: largest, item: largest))
        let s = try h.recorder.startSession(id: "edge")
        #expect(try s.enter(strategy: .windowTransform, restoreTarget: target))
        #expect(try s.finish(outcome: .ok))
        #expect(try s.exit())
        // A landing index path past the range is refused at finish (the value passed to it),
        // the transition stays in flight, and a valid landing then finishes it.
        #expect(throws: RecorderError.self) {
            try s.finish(outcome: .ok, landedAt: ListIndexPath(section: largest + 1, item: 0))
        }
        #expect(s.state == .exitingFullscreen)
        #expect(try s.finish(outcome: .ok, landedAt: ListIndexPath(section: largest, item: 0)))
        let written = try h.written()
        #expect(written.transitions.count == 2)
        #expect(written.transitions.map { $0.restore?.section } == [Int64(largest), Int64(largest)])
        #expect(written.transitions.map { $0.restore?.item } == [Int64(largest), Int64(largest)])
        #expect(written.transitions.last?.restore?.restoredSection == Int64(largest))
        // Only the refused finish is counted (with its reason); nothing for the target.
        #expect(h.recorder.statistics.droppedByReason == [.invalidValue: 1])
    }
}
