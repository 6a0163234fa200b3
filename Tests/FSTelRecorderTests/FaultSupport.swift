import Foundation
import FSTelModel
@testable import FSTelRecorder
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// A recorder whose file operations fail when the test says so, and the record of what
/// its calls reported: for each session, the transition lines that the calls handed over
/// and that the writer wrote, with the `seq` each must carry in the store.
final class FaultDriver {
    let recorder: Recorder
    let faults = FileFaults()
    let clock: ManualClock
    let deferred: Bool
    /// (seq, trigger) of every line expected in the store, per session.
    private(set) var expected: [String: [(seq: Int64, trigger: String)]] = [:]
    /// Lines written per session so far (lost ones included: they used their number).
    private var writtenPerSession: [String: Int64] = [:]
    /// Deferred writing: the triggers queued since the last flush, per session, in call order.
    private var queued: [(session: String, trigger: String)] = []
    /// Deferred writing: lines other than transitions queued since the last flush.
    private var queuedOthers = 0
    private var next = 0

    init(
        directory: URL, prefix: String = "fstel", flushInterval: TimeInterval? = nil, maxFileBytes: Int = 1 << 20,
        clock: ManualClock = ManualClock()
    ) throws {
        self.clock = clock
        deferred = flushInterval != nil
        // A long interval: the test decides when queued lines are written (`flush`).
        recorder = try Recorder(
            configuration: .init(
                directory: directory, filePrefix: prefix, maxFileBytes: maxFileBytes, maxFileAge: 3600,
                flushInterval: flushInterval),
            deviceFacts: FakeDeviceFacts(), clock: clock, faults: faults)
    }

    /// Starts a session (its `session_start` is not a transition: only counted).
    func start(_ id: String) throws -> FullscreenSession {
        let session = try recorder.startSession(id: id)
        if deferred { queuedOthers += 1 }
        return session
    }

    /// One transition (an enter, cancelled, so the player stays small) with a unique
    /// trigger. Synchronous writing: expected in the store when the writer counted it
    /// written during the call. Deferred: queued; `flush` decides.
    @discardableResult
    func transition(_ session: FullscreenSession) throws -> String {
        next += 1
        let trigger = "t\(next)"
        let before = recorder.statistics.linesWritten
        try session.enter(strategy: .windowTransform, trigger: Trigger(trigger))
        clock.advance(milliseconds: 5)
        try session.finish(outcome: .cancelled)
        if deferred {
            queued.append((session.id, trigger))
        } else if recorder.statistics.linesWritten == before + 1 {
            expect(session.id, trigger)
        }
        return trigger
    }

    /// Deferred writing: writes the queued lines now; each one the writer counted written
    /// is expected (in queue order), the others were counted dropped.
    func flush() {
        let before = recorder.statistics
        recorder.flush()
        let after = recorder.statistics
        let written = after.linesWritten - before.linesWritten
        let dropped = after.linesDropped - before.linesDropped
        #expect(written + dropped == queued.count + queuedOthers, "every queued line is written or counted dropped")
        if written == queued.count + queuedOthers {
            for q in queued { expect(q.session, q.trigger) }
        } else {
            #expect(written == 0, "a test flushes while a fault holds for the whole batch, or while none does")
        }
        queued.removeAll()
        queuedOthers = 0
    }

    /// The lines with these triggers are gone (deleted with their files): they keep their numbers.
    func forget(_ triggers: Set<String>) {
        for (session, rows) in expected {
            expected[session] = rows.filter { !triggers.contains($0.trigger) }
        }
    }

    private func expect(_ session: String, _ trigger: String) {
        let seq = writtenPerSession[session, default: 0]
        writtenPerSession[session] = seq + 1
        expected[session, default: []].append((seq, trigger))
    }
}

/// Closes the recorders, ingests their closed files in-process (`fstel ingest`'s
/// `Ingestor`), and checks that the store holds exactly what the calls reported: every
/// written line of every driver, nothing else, no reject, no duplicate, each session's
/// transitions with the expected `seq` and trigger. `removed`: lines of closed files the
/// test deleted itself. Returns the ingest report.
@discardableResult
func expectRoundTrip(_ drivers: [FaultDriver], removed: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> IngestReport {
    var files: [URL] = []
    var written = -removed
    var expected: [String: [(seq: Int64, trigger: String)]] = [:]
    for d in drivers {
        d.recorder.close()
        files += d.recorder.closedFiles()
        let stats = d.recorder.statistics
        written += stats.linesWritten - stats.linesLost
        expected.merge(d.expected) { a, b in a + b }
    }
    let storeDir = try TemporaryDirectory()
    defer { storeDir.cleanUp() }
    let store = try Store(path: storeDir.file("store.sqlite"), access: .write)
    let report = try Ingestor(store: store).ingest(paths: files.map(\.path))
    #expect(report.rejected == 0, sourceLocation: sourceLocation)
    #expect(report.duplicates == 0, sourceLocation: sourceLocation)
    #expect(report.failedFiles.isEmpty, sourceLocation: sourceLocation)
    #expect(report.stored == written, "lines stored = lines the recorders counted written (minus lost)", sourceLocation: sourceLocation)
    var stored: [String: [(seq: Int64, trigger: String)]] = [:]
    for row in try store.database.rows(sql: "SELECT session_id, seq, trigger FROM transition_facts ORDER BY session_id, seq") {
        stored[row[0].string ?? "", default: []].append((row[1].int64 ?? -1, row[2].string ?? ""))
    }
    #expect(Set(stored.keys) == Set(expected.keys), sourceLocation: sourceLocation)
    for (session, rows) in expected {
        let got = stored[session] ?? []
        #expect(got.map(\.seq) == rows.map(\.seq), "seq of \(session)", sourceLocation: sourceLocation)
        #expect(got.map(\.trigger) == rows.map(\.trigger), "triggers of \(session)", sourceLocation: sourceLocation)
    }
    return report
}

/// The `seq` numbers of a session's stored lines run 0, 1, 2, ... without a gap.
func isGapFree(_ rows: [(seq: Int64, trigger: String)]) -> Bool {
    rows.map(\.seq) == (0..<Int64(rows.count)).map { $0 }
}
