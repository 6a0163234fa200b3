import Foundation
import FSTelModel
import FSTelQuery
import FSTelRecorder
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// One scripted request of a session and what the recorder must make of it.
struct Step {
    var direction: Direction
    var strategy: Strategy
    /// `ignored`: the request comes in a state that cannot take it.
    var expected: Outcome
    var failure: FailureKind? = nil
    var target: RestoreTarget? = nil
    var landing: ListIndexPath? = nil
    var cellReused: Bool? = nil
    var settledIn: FullscreenSession.SettledState? = nil
    /// Requests made while this transition animates: each is recorded as ignored.
    var duringAnimation: [Direction] = []
}

/// A session of the script: device facts and steps.
struct ScriptedSession {
    var facts: DeviceFacts
    var steps: [Step]
}

func facts(_ os: String, _ model: String = "iPhone12,1", app: String = "8.6.1") -> DeviceFacts {
    DeviceFacts(model: model, osName: "iOS", osVersion: os, appVersion: app, appBuild: "1")
}

/// The script: every strategy, every outcome, every failure kind of the domain, both
/// restore methods, including reused cells that land on the wrong index path.
func script() -> [ScriptedSession] {
    let ip = { (section: Int, item: Int) in RestoreTarget(method: .indexPath, container: .tableView, list: "feed_home", section: section, item: item) }
    let sv = { (section: Int, item: Int) in RestoreTarget(method: .superview, container: .tableView, list: "feed_home", section: section, item: item) }
    let cv = RestoreTarget(method: .indexPath, container: .collectionView, list: "channel_page", section: 0, item: 3)

    func enter(_ s: Strategy, _ outcome: Outcome = .ok, _ failure: FailureKind? = nil, target: RestoreTarget? = nil,
               settledIn: FullscreenSession.SettledState? = nil, during: [Direction] = []) -> Step {
        Step(direction: .enter, strategy: s, expected: outcome, failure: failure, target: target, settledIn: settledIn, duringAnimation: during)
    }
    func exit(_ s: Strategy, _ outcome: Outcome = .ok, _ failure: FailureKind? = nil, landing: ListIndexPath? = nil,
              reused: Bool? = nil, during: [Direction] = []) -> Step {
        Step(direction: .exit, strategy: s, expected: outcome, failure: failure, landing: landing, cellReused: reused, duringAnimation: during)
    }
    let at = { (section: Int, item: Int) in ListIndexPath(section: section, item: item) }

    return [
        // window_transform, iOS 13: alerts in portrait, Auto Layout fighting the animation.
        ScriptedSession(facts: facts("13.4.1"), steps: [
            enter(.windowTransform, target: ip(0, 4)), exit(.windowTransform, landing: at(0, 4), reused: false),
            enter(.windowTransform, .failed, .alertWrongOrientation, target: ip(1, 2), during: [.enter, .exit]),
            exit(.windowTransform, landing: at(1, 2), reused: true),
            enter(.windowTransform, .failed, .autolayoutConflict), exit(.windowTransform),
            exit(.windowTransform, .ignored),
        ]),
        // present_landscape_vc, iOS 10: half black screen, bounds swapped, layout, lifecycle;
        // superview restore into a reused cell lands on the wrong index path.
        ScriptedSession(facts: facts("10.3.3", "iPhone9,1"), steps: [
            enter(.presentLandscapeViewController, .failed, .halfBlackScreen, target: sv(0, 12)),
            exit(.presentLandscapeViewController, .failed, .restoreMismatch, landing: at(0, 14), reused: true),
            enter(.presentLandscapeViewController, .failed, .screenBoundsSwapped, target: sv(2, 5)),
            exit(.presentLandscapeViewController, landing: at(2, 5), reused: false),
            enter(.presentLandscapeViewController, .failed, .layoutCorrupted, target: sv(1, 1)),
            exit(.presentLandscapeViewController, .failed, .lifecycleDisappear, landing: at(1, 3), reused: true),
            enter(.presentLandscapeViewController, .cancelled, target: sv(0, 0)),
        ]),
        // present_landscape_vc with index-path restore: the cell is reused, the player still
        // finds its row.
        ScriptedSession(facts: facts("16.7.2", "iPhone14,5", app: "8.6.0"), steps: [
            enter(.presentLandscapeViewController, target: ip(0, 12)),
            exit(.presentLandscapeViewController, landing: at(0, 12), reused: true),
            enter(.presentLandscapeViewController, target: cv),
            exit(.presentLandscapeViewController, .cancelled, during: [.exit, .enter]),
            exit(.presentLandscapeViewController, landing: at(0, 3), reused: false),
        ]),
        // status_bar_orientation: fine on iOS 12, wrong status bar from iOS 13; subviews lag.
        ScriptedSession(facts: facts("12.5.7", "iPhone8,1"), steps: [
            enter(.statusBarOrientation), exit(.statusBarOrientation),
            enter(.statusBarOrientation, .failed, .subviewLag), exit(.statusBarOrientation),
        ]),
        ScriptedSession(facts: facts("17.10", "iPhone15,2"), steps: [
            enter(.statusBarOrientation, .failed, .statusBarWrongOrientation, target: ip(3, 9)),
            enter(.statusBarOrientation, .ignored),
            exit(.statusBarOrientation, landing: at(3, 9), reused: false),
        ]),
        // native_rotation: black edges; a rotation cancelled half-way.
        ScriptedSession(facts: facts("15.7", "iPhone13,2"), steps: [
            enter(.nativeRotation, .failed, .blackEdges), exit(.nativeRotation, .cancelled), exit(.nativeRotation),
            enter(.nativeRotation, .cancelled, during: [.enter]),
        ]),
        // transform_portrait_window: flash between windows.
        ScriptedSession(facts: facts("14.8", "iPhone11,8"), steps: [
            enter(.transformPortraitWindow, target: ip(0, 1)), exit(.transformPortraitWindow, .failed, .windowFlash, landing: at(0, 1), reused: false),
            exit(.transformPortraitWindow, .ignored),
        ]),
        // transform_landscape_window: flash, bounds after background, a background request
        // refused (the player stays small).
        ScriptedSession(facts: facts("18.1", "iPhone16,2"), steps: [
            enter(.transformLandscapeWindow, .failed, .windowFlash), exit(.transformLandscapeWindow, .failed, .screenBoundsSwapped),
            enter(.transformLandscapeWindow, .failed, .backgroundTrigger, settledIn: .small),
            enter(.transformLandscapeWindow), exit(.transformLandscapeWindow),
        ]),
    ]
}

/// Drives a session through its steps, checking each request is accepted or ignored as scripted.
func drive(_ session: FullscreenSession, _ steps: [Step], clock: ManualClock) throws {
    for step in steps {
        let accepted = step.direction == .enter
            ? try session.enter(strategy: step.strategy, trigger: .button, restoreTarget: step.target)
            : try session.exit(trigger: .rotation)
        #expect(accepted == (step.expected != .ignored), "\(step.direction) \(step.strategy) in \(session.id)")
        guard accepted else { continue }
        for d in step.duringAnimation {
            let extra = d == .enter ? try session.enter(strategy: step.strategy, trigger: .doubleTap) : try session.exit(trigger: .rotation)
            #expect(!extra)
        }
        clock.advance(milliseconds: 250)
        let outcome: FullscreenSession.TransitionOutcome
        switch step.expected {
        case .failed: outcome = .failed(step.failure!)
        case .cancelled: outcome = .cancelled
        default: outcome = .ok
        }
        #expect(try session.finish(outcome: outcome, landedAt: step.landing, cellReused: step.cellReused, settledIn: step.settledIn))
        clock.advance(milliseconds: 30_000)
    }
}

/// What the script says, tallied from the script alone (never from the recorder's output).
struct ScriptTally {
    var attempts: [String: Int] = [:], failures: [String: Int] = [:], cancelled: [String: Int] = [:], ignored: [String: Int] = [:]
    var kinds: [String: Int] = [:]
    var restores: [String: (exits: Int, mismatches: Int, reused: Int)] = [:]
    var transitions = 0

    init(_ sessions: [ScriptedSession]) {
        for session in sessions {
            var target: RestoreTarget? = nil
            for step in session.steps {
                let s = step.strategy.rawValue
                transitions += 1 + (step.expected == .ignored ? 0 : step.duringAnimation.count)
                ignored[s, default: 0] += step.duringAnimation.count * (step.expected == .ignored ? 0 : 1)
                switch step.expected {
                case .ok: attempts[s, default: 0] += 1
                case .failed:
                    attempts[s, default: 0] += 1
                    failures[s, default: 0] += 1
                    kinds[step.failure!.rawValue, default: 0] += 1
                case .cancelled: cancelled[s, default: 0] += 1
                case .ignored: ignored[s, default: 0] += 1
                }
                if step.direction == .enter && step.expected != .ignored { target = step.target }
                if step.direction == .exit, step.expected != .ignored, let t = target, let landing = step.landing {
                    var r = restores[t.method.rawValue, default: (0, 0, 0)]
                    r.exits += 1
                    if landing != t.indexPath { r.mismatches += 1 }
                    if step.cellReused == true { r.reused += 1 }
                    restores[t.method.rawValue] = r
                }
            }
        }
    }
}

/// Records the script into `dir` (small files, so sessions span several) and returns the
/// closed files; the fake provider answers each session with that session's device.
func recordScript(_ sessions: [ScriptedSession], into dir: TemporaryDirectory) throws -> [URL] {
    let clock = ManualClock()
    let provider = FakeDeviceFacts()
    let recorder = try Recorder(
        configuration: .init(directory: dir.url, maxFileBytes: 2048), deviceFacts: provider, clock: clock)
    for (i, scripted) in sessions.enumerated() {
        provider.facts = scripted.facts
        let session = try recorder.startSession(id: "script-\(i)")
        try drive(session, scripted.steps, clock: clock)
        try session.end(reason: "user_left")
    }
    recorder.closeCurrentFile()
    #expect(recorder.statistics.linesDropped == 0)
    #expect(provider.asked == sessions.count)
    let files = recorder.closedFiles()
    #expect(files.count > 1)
    #expect(dir.names().filter { !$0.hasPrefix(".") }.allSatisfy { $0.hasSuffix(".ndjson.gz") })
    return files
}

@Suite struct RoundTripTests {
    @Test func scriptedSessionsIngestWithNoRejectAndTheReportsGiveTheScriptedCounts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let sessions = script()
        let tally = ScriptTally(sessions)
        let (attempts, failures, cancelled, ignored) = (tally.attempts, tally.failures, tally.cancelled, tally.ignored)
        let (kinds, restores, transitions) = (tally.kinds, tally.restores, tally.transitions)

        // The script covers the whole domain.
        #expect(Set(attempts.keys) == Set(Strategy.known.map(\.rawValue)))
        #expect(Set(kinds.keys) == Set(FailureKind.known.map(\.rawValue)))
        #expect(cancelled.values.reduce(0, +) > 0 && ignored.values.reduce(0, +) > 0)
        #expect(restores["superview"]?.mismatches ?? 0 > 0 && restores["index_path"]?.exits ?? 0 > 0)

        let files = try recordScript(sessions, into: dir)

        // Ingest them all.
        let store = try Store(path: dir.file("store.sqlite"), access: .write)
        let report = try Ingestor(store: store).ingest(paths: files.map(\.path))
        #expect(report.rejected == 0)
        #expect(report.duplicates == 0)
        #expect(report.failedFiles.isEmpty)
        #expect(report.stored == report.lines)
        #expect(report.lines == transitions + 2 * sessions.count)
        #expect(transitions == 43)

        let db = store.database
        let rates = try FailureRatesReport.table(try ReportRequest(by: ["strategy"]), in: db)
        var seen: Set<String> = []
        for row in 0..<rates.rows.count {
            let s = try #require(rates.value("strategy", row: row)?.string)
            seen.insert(s)
            #expect(rates.value("attempts", row: row)?.int64 == Int64(attempts[s] ?? 0), "\(s)")
            #expect(rates.value("failures", row: row)?.int64 == Int64(failures[s] ?? 0), "\(s)")
            #expect(rates.value("cancelled", row: row)?.int64 == Int64(cancelled[s] ?? 0), "\(s)")
            #expect(rates.value("ignored", row: row)?.int64 == Int64(ignored[s] ?? 0), "\(s)")
        }
        #expect(seen == Set(Strategy.known.map(\.rawValue)))

        let failed = try FailuresReport.table(try ReportRequest(by: []), in: db)
        var reported: [String: Int] = [:]
        for row in 0..<failed.rows.count {
            reported[failed.value("failure", row: row)!.string!] = Int(failed.value("count", row: row)!.int64!)
        }
        #expect(reported == kinds)

        let restore = try RestoreReport.table(try ReportRequest(by: ["method"]), in: db)
        #expect(restore.rows.count == 2)
        for row in 0..<restore.rows.count {
            let m = try #require(restore.value("method", row: row)?.string)
            let want = try #require(restores[m])
            #expect(restore.value("exits", row: row)?.int64 == Int64(want.exits), "\(m)")
            #expect(restore.value("mismatches", row: row)?.int64 == Int64(want.mismatches), "\(m)")
            #expect(restore.value("cell_reused", row: row)?.int64 == Int64(want.reused), "\(m)")
        }
        // Superview restore into reused cells mismatched; index-path restore never did.
        #expect(restores["superview"]! == (exits: 3, mismatches: 2, reused: 2))
        #expect(restores["index_path"]! == (exits: 6, mismatches: 0, reused: 2))

        // Every transition joined to its session's device and OS facts; durations from the clock.
        let joined = try db.scalar(sql: "SELECT count(*) FROM transition_facts WHERE os_major IS NOT NULL AND device_model IS NOT NULL").int64
        #expect(joined == Int64(transitions))
        let durations = try db.scalar(sql: "SELECT count(*) FROM transition_facts WHERE outcome <> 'ignored' AND duration_ms = 250").int64
        let notIgnored = try db.scalar(sql: "SELECT count(*) FROM transition_facts WHERE outcome <> 'ignored'").int64
        #expect(durations == notIgnored)
        let perOS = try FailureRatesReport.table(try ReportRequest(by: ["os_major"]), in: db)
        #expect(perOS.rows.count == 8)
    }

    /// The same script, ingested and reported by the built `fstel` binary (child processes).
    @Test func theBuiltFstelIngestsTheRecordedFilesWithNoRejectAndReportsTheScriptedCounts() throws {
        let fstel = try builtFstel()
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let sessions = script()
        let tally = ScriptTally(sessions)
        let files = try recordScript(sessions, into: dir).map(\.path)
        let db = dir.file("cli.sqlite")

        let ingest = try runJSON(fstel, ["ingest", "--db", db, "--format", "json"] + files)
        let summary = try #require(ingest as? [String: Any])
        #expect(summary["rejected"] as? Int == 0)
        #expect(summary["duplicates"] as? Int == 0)
        #expect(summary["lines"] as? Int == tally.transitions + 2 * sessions.count)
        #expect(summary["stored"] as? Int == summary["lines"] as? Int)

        let rates = try #require(try runJSON(fstel, ["report", "failure-rates", "--db", db, "--by", "strategy", "--format", "json"]) as? [[String: Any]])
        #expect(rates.count == Strategy.known.count)
        for row in rates {
            let s = try #require(row["strategy"] as? String)
            #expect(row["attempts"] as? Int == tally.attempts[s] ?? 0, "\(s)")
            #expect(row["failures"] as? Int == tally.failures[s] ?? 0, "\(s)")
            #expect(row["cancelled"] as? Int == tally.cancelled[s] ?? 0, "\(s)")
            #expect(row["ignored"] as? Int == tally.ignored[s] ?? 0, "\(s)")
        }
        let kinds = try #require(try runJSON(fstel, ["report", "failures", "--db", db, "--format", "json"]) as? [[String: Any]])
        var reported: [String: Int] = [:]
        // Summed over the default grouping of the command.
        for row in kinds { reported[row["failure"] as? String ?? "?", default: 0] += row["count"] as? Int ?? 0 }
        #expect(reported == tally.kinds)
        let restore = try #require(try runJSON(fstel, ["report", "restore", "--db", db, "--by", "method", "--format", "json"]) as? [[String: Any]])
        #expect(restore.count == 2)
        for row in restore {
            let m = try #require(row["method"] as? String)
            let want = try #require(tally.restores[m])
            #expect(row["exits"] as? Int == want.exits, "\(m)")
            #expect(row["mismatches"] as? Int == want.mismatches, "\(m)")
            #expect(row["cell_reused"] as? Int == want.reused, "\(m)")
        }
    }
}

/// The `fstel` executable built by `swift build` (debug).
func builtFstel() throws -> String {
    try builtExecutable(named: "fstel")
}

/// Runs a program and parses its standard output as JSON; throws when it exits non-zero.
func runJSON(_ executable: String, _ arguments: [String]) throws -> Any {
    let result = try runProcess(executable, arguments)
    guard result.status == 0 else {
        throw TestFailure("\(arguments.prefix(2).joined(separator: " ")) exited \(result.status): \(result.stderr)")
    }
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
}
