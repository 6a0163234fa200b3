import Foundation
import FSTelModel
import FSTelRecorder
import Testing
import FSTelTestSupport

/// A recorder on a temporary directory with a manual clock, and the lines it wrote.
struct Harness {
    let dir: TemporaryDirectory
    let clock = ManualClock()
    let facts = FakeDeviceFacts()
    let recorder: Recorder

    init(maxFileBytes: Int = 1 << 20, maxFileAge: TimeInterval = 3600) throws {
        dir = try TemporaryDirectory()
        recorder = try Recorder(
            configuration: .init(directory: dir.url, maxFileBytes: maxFileBytes, maxFileAge: maxFileAge),
            deviceFacts: facts, clock: clock)
    }

    /// Closes the current file and decodes every closed file.
    func written() throws -> (starts: [String], ends: [String], transitions: [Transition]) {
        recorder.closeCurrentFile()
        return try decodeAll(recorder.closedFiles().map(\.path))
    }
}

@Suite struct StateMachineTests {
    let table = RestoreTarget(method: .indexPath, container: .tableView, list: "feed_home", section: 1, item: 7)

    @Test func enterThenExitRecordsTwoTransitionsAndReturnsToSmall() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        #expect(s.state == .small)
        #expect(try s.enter(strategy: .windowTransform, trigger: .button, restoreTarget: table))
        #expect(s.state == .enteringFullscreen)
        #expect(try s.finish(outcome: .ok))
        #expect(s.state == .fullscreen)
        #expect(try s.exit(trigger: .rotation))
        #expect(s.state == .exitingFullscreen)
        #expect(try s.finish(outcome: .ok, landedAt: ListIndexPath(section: 1, item: 7), cellReused: false))
        #expect(s.state == .small)
        try s.end(reason: "user_left")

        let w = try h.written()
        #expect(w.starts == ["s1"])
        #expect(w.ends == ["s1"])
        #expect(w.transitions.map(\.direction) == [.enter, .exit])
        #expect(w.transitions.map(\.outcome) == [.ok, .ok])
        #expect(w.transitions.map(\.strategy) == ["window_transform", "window_transform"])
        #expect(w.transitions.map(\.trigger) == ["button", "rotation"])
        #expect(h.facts.asked == 1)
    }

    @Test func enterWhileAnimatingOrFullscreenIsIgnoredAndStartsNoSecondTransition() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        #expect(try s.enter(strategy: .nativeRotation, trigger: .button))
        // A second tap while animating, and a rotation asking the other way.
        #expect(try !s.enter(strategy: .nativeRotation, trigger: .doubleTap))
        #expect(try !s.exit(trigger: .rotation))
        #expect(s.state == .enteringFullscreen)
        h.clock.advance(milliseconds: 300)
        #expect(try s.finish(outcome: .ok))
        // Already fullscreen: enter again is ignored.
        #expect(try !s.enter(strategy: .nativeRotation, trigger: .button))
        #expect(s.state == .fullscreen)
        // Only one transition was in flight: a second finish has nothing to record.
        #expect(try !s.finish(outcome: .ok))

        let t = try h.written().transitions
        #expect(t.map(\.outcome) == [.ignored, .ignored, .ok, .ignored])
        #expect(t.map(\.direction) == [.enter, .exit, .enter, .enter])
        #expect(t.map(\.seq) == [0, 1, 2, 3])
        // Ignored requests have no duration; the one transition took the clock's 300 ms.
        #expect(t.map(\.durationMs) == [nil, nil, 300, nil])
    }

    @Test func exitWhileSmallIsIgnoredWithTheDefaultStrategy() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1", defaultStrategy: .transformLandscapeWindow)
        #expect(try !s.exit(trigger: .rotation))
        #expect(s.state == .small)
        let t = try h.written().transitions
        #expect(t.count == 1)
        #expect(t[0].direction == .exit)
        #expect(t[0].outcome == .ignored)
        #expect(t[0].strategy == "transform_landscape_window")
    }

    @Test func seqIsGapFreeAcrossIgnoredFailedAndCancelledTransitions() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        for i in 0..<50 {
            try s.enter(strategy: .presentLandscapeViewController)
            if i % 3 == 0 { try s.enter(strategy: .presentLandscapeViewController) }
            try s.finish(outcome: i % 4 == 0 ? .failed(.halfBlackScreen) : i % 5 == 0 ? .cancelled : .ok)
            try s.exit()
            try s.finish(outcome: .ok)
        }
        #expect(try s.finish(outcome: .ok) == false)
        let t = try h.written().transitions
        #expect(t.map(\.seq) == (0..<Int64(t.count)).map { $0 })
        #expect(s.nextSeq == Int64(t.count))
        #expect(t.count >= 50 * 2)
    }

    @Test func durationsComeFromTheInjectedMonotonicClock() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        try s.enter(strategy: .windowTransform)
        h.clock.advance(milliseconds: 287.5)
        try s.finish(outcome: .ok)
        h.clock.advance(milliseconds: 60_000)  // watching: not part of any duration
        try s.exit()
        h.clock.advance(milliseconds: 0.125)
        try s.finish(outcome: .ok)
        try s.enter(strategy: .windowTransform)
        try s.finish(outcome: .cancelled)
        let t = try h.written().transitions
        #expect(t.map(\.durationMs) == [287.5, 0.125, 0])
    }

    @Test func tsIsTheWallClockOfTheRequest() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        let requested = h.clock.unixMilliseconds()
        try s.enter(strategy: .windowTransform)
        h.clock.advance(milliseconds: 2000)
        try s.finish(outcome: .ok)
        let t = try h.written().transitions
        #expect(t[0].ts == requested)
    }

    @Test func exitWritesTheTargetCapturedAtEnterTheLandingAndCellReuse() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        let superview = RestoreTarget(method: .superview, container: .tableView, list: "feed_home", section: 0, item: 12)
        try s.enter(strategy: .presentLandscapeViewController, restoreTarget: superview)
        try s.finish(outcome: .ok)
        try s.exit()
        // reloadData reused the cell for another row: the player landed at item 14.
        try s.finish(outcome: .failed(.restoreMismatch), landedAt: ListIndexPath(section: 0, item: 14), cellReused: true)
        let t = try h.written().transitions
        #expect(t[0].restore?.method == .superview)
        #expect(t[0].restore?.section == 0 && t[0].restore?.item == 12)
        #expect(t[0].restore?.restoredItem == nil && t[0].restore?.cellReused == nil)
        #expect(t[1].restore?.method == .superview)
        #expect(t[1].restore?.section == 0)
        #expect(t[1].restore?.item == 12)
        #expect(t[1].restore?.restoredSection == 0)
        #expect(t[1].restore?.restoredItem == 14)
        #expect(t[1].restore?.cellReused == true)
        #expect(t[1].restore?.mismatch == true)
        #expect(t[1].container == "table_view")
        #expect(t[1].list == "feed_home")
        #expect(t[1].failure == "restore_mismatch")
    }

    @Test func cancelledEnterStaysSmallAndForgetsItsTarget() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        try s.enter(strategy: .windowTransform, restoreTarget: table)
        try s.finish(outcome: .cancelled)
        #expect(s.state == .small)
        #expect(try !s.exit())
        try s.enter(strategy: .windowTransform)
        try s.finish(outcome: .ok)
        try s.exit()
        try s.finish(outcome: .ok, landedAt: ListIndexPath(section: 2, item: 3))
        let t = try h.written().transitions
        #expect(t.map(\.outcome) == [.cancelled, .ignored, .ok, .ok])
        // The second enter had no target: the exit carries only the landing.
        #expect(t[3].restore?.section == nil)
        #expect(t[3].restore?.restoredItem == 3)
        #expect(t[3].restore?.mismatch == nil)
    }

    @Test func settledInOverridesWhereAFailedTransitionLeavesThePlayer() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        try s.enter(strategy: .windowTransform, observed: TransitionObservation(appState: .background))
        try s.finish(outcome: .failed(.backgroundTrigger), settledIn: .small)
        #expect(s.state == .small)
        try s.enter(strategy: .presentLandscapeViewController)
        try s.finish(outcome: .failed(.halfBlackScreen))
        #expect(s.state == .fullscreen)
        let t = try h.written().transitions
        #expect(t[0].appState == "background")
        #expect(t[0].failure == "background_trigger")
        #expect(t[1].failure == "half_black_screen")
    }

    @Test func endRecordsATransitionInFlightAsCancelledAndLaterCallsThrow() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "s1")
        try s.enter(strategy: .windowTransform)
        h.clock.advance(milliseconds: 40)
        try s.end(reason: "app_background")
        #expect(s.state == .ended)
        #expect(throws: RecorderError.sessionEnded) { try s.enter(strategy: .windowTransform) }
        #expect(throws: RecorderError.sessionEnded) { try s.exit() }
        #expect(throws: RecorderError.sessionEnded) { try s.finish(outcome: .ok) }
        try s.end()  // ending twice does nothing
        #expect(h.recorder.statistics.droppedByReason == [.sessionEnded: 3])
        let w = try h.written()
        #expect(w.transitions.map(\.outcome) == [.cancelled])
        #expect(w.transitions.map(\.durationMs) == [40])
        #expect(w.ends == ["s1"])
    }

    @Test func concurrentSessionsOnManyThreadsKeepEverySessionGapFree() throws {
        let h = try Harness(maxFileBytes: 16 * 1024)
        defer { h.dir.cleanUp() }
        let threads = 8, rounds = 300
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            let s = try! h.recorder.startSession(id: "thread-\(t)")
            for i in 0..<rounds {
                try! s.enter(strategy: .windowTransform)
                if i % 2 == 0 { try! s.enter(strategy: .windowTransform) }
                try! s.finish(outcome: .ok)
                try! s.exit()
                try! s.finish(outcome: .ok)
            }
            try! s.end()
        }
        let w = try h.written()
        #expect(Set(w.starts).count == threads)
        for t in 0..<threads {
            let seqs = w.transitions.filter { $0.sessionID == "thread-\(t)" }.map(\.seq)
            #expect(seqs == (0..<Int64(rounds * 5 / 2)).map { $0 })
        }
        #expect(h.recorder.statistics.linesDropped == 0)
    }

    @Test func oneSessionSharedByThreadsNeverHasTwoTransitionsInFlight() throws {
        let h = try Harness()
        defer { h.dir.cleanUp() }
        let s = try h.recorder.startSession(id: "shared")
        let started = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                if try! s.enter(strategy: .nativeRotation) { started.add(); try! s.finish(outcome: .ok) }
                if try! s.exit() { started.add(); try! s.finish(outcome: .ok) }
            }
        }
        let t = try h.written().transitions
        #expect(t.map(\.seq) == (0..<Int64(t.count)).map { $0 })
        // Every accepted request became exactly one completed line; the rest were ignored.
        #expect(t.filter { $0.outcome == .ok }.count == started.value)
        #expect(t.count == 8 * 200 * 2)
        // Directions of the completed transitions alternate: enter, exit, enter, ...
        let completed = t.filter { $0.outcome == .ok }.map(\.direction)
        #expect(completed == (0..<completed.count).map { $0 % 2 == 0 ? Direction.enter : .exit })
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.lock(); n += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
}
