import Foundation
import FSTelGenerator
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `fstel ingest` fed by a FIFO held open by the test, as a slow pipeline would feed it.
private final class SlowStream {
    let process: Process
    let errPipe = Pipe()
    let writeEnd: Int32

    init(fifo: String, arguments: [String]) throws {
        #expect(mkfifo(fifo, 0o600) == 0)
        process = Process()
        process.executableURL = URL(fileURLWithPath: try builtExecutable())
        process.arguments = arguments + [fifo]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errPipe
        try process.run()
        writeEnd = open(fifo, O_WRONLY)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    /// Waits for the process (at most `seconds`) and returns its status and stderr.
    func finish(closing: Bool = true, seconds: Double = 20) -> (status: Int32, stderr: String) {
        if closing { close(writeEnd) }
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        if !closing { close(writeEnd) }
        let err = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, err)
    }
}

private func lines(_ session: String, from: Int, count: Int) -> String {
    (from..<(from + count)).map { seq in
        #"{"type":"transition","ts":"2026-11-28T10:01:00Z","session_id":"\#(session)","seq":\#(seq),"direction":"enter","strategy":"window_transform","outcome":"ok"}"#
    }.joined(separator: "\n") + "\n"
}

/// Polls `condition` until it holds or `seconds` pass.
private func eventually(_ seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        usleep(50_000)
    }
    return try condition()
}

@Suite(.serialized) struct PipelineCommandTests {
    @Test(.timeLimit(.minutes(5)))
    func aSlowStreamCommitsWhatItReadAndHoldsNoLockWhileItWaits() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = dir.file("s.sqlite")
        _ = try Store(path: store, access: .write)
        let stream = try SlowStream(fifo: dir.file("in"), arguments: ["ingest", "--db", store, "--commit-interval", "0.2"])
        stream.send(lines("slow", from: 0, count: 3))
        let reader = try Database(path: store, mode: .readWrite, busyTimeoutMilliseconds: 300)
        #expect(try eventually { try reader.scalar(sql: "SELECT count(*) FROM transitions").int64 == 3 })
        // Another writer gets the lock at once while the stream waits for input.
        try reader.execute(sql: "BEGIN IMMEDIATE")
        try reader.execute(sql: "COMMIT")
        stream.send(lines("slow", from: 3, count: 2))
        #expect(try eventually { try reader.scalar(sql: "SELECT count(*) FROM transitions").int64 == 5 })
        let end = stream.finish()
        #expect(end.status == 0, "\(end.stderr)")
        #expect(try reader.scalar(sql: "SELECT sum(lines) FROM ingest_files").int64 == 5)
    }

    @Test(.timeLimit(.minutes(10)), arguments: [SIGTERM, SIGINT])
    func aSignalCommitsTheLinesTakenFromAStreamAndExitsCleanly(signal: Int32) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = dir.file("s.sqlite")
        _ = try Store(path: store, access: .write)
        let stream = try SlowStream(fifo: dir.file("in"), arguments: ["ingest", "--db", store, "--commit-interval", "60"])
        stream.send(lines("sig", from: 0, count: 4) + #"{"type":"transition","#)
        let reader = try Database(path: store, mode: .readOnly)
        // The lines are read (and the process is idle) before the signal.
        usleep(800_000)
        kill(stream.process.processIdentifier, signal)
        let end = stream.finish(closing: false)
        #expect(end.status == 128 + signal, "\(end.stderr)")
        #expect(end.stderr.contains("interrupted"), "\(end.stderr)")
        #expect(end.stderr.contains("1 pending"), "\(end.stderr)")
        #expect(try reader.scalar(sql: "SELECT count(*) FROM transitions").int64 == 4)
        #expect(try reader.scalar(sql: "SELECT count(*) FROM rejected_lines").int64 == 0)
        #expect(try reader.scalar(sql: "SELECT sum(lines) FROM ingest_files").int64 == 4)
    }

    @Test(.timeLimit(.minutes(10)))
    func aSignalDuringALargeFileCommitsItsCheckpointAndTheNextRunFinishesExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = try MixedInput(in: dir, sessions: 3000, seed: 5)
        let store = dir.file("s.sqlite")
        let reference = dir.file("ref.sqlite")
        #expect(try runExecutable(["ingest", "--db", reference] + input.files).status == 0)
        let process = try startExecutable(["ingest", "--db", store, "--batch-lines", "500"] + input.files)
        usleep(300_000)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect([0, 143].contains(process.terminationStatus))
        #expect(try runExecutable(["ingest", "--db", store] + input.files).status == 0)
        #expect(try storeDifferences(store, reference: reference).filter { !$0.contains("ingest_files") && !$0.contains("FROM sources") } == [])
        #expect(try storeInconsistencies(store) == [])
    }

    /// The documented shared deployment: a service user writes the store, analysts who
    /// cannot write its folder read it (tests run as root and read as `nobody`).
    @Test(.timeLimit(.minutes(3)))
    func aReaderWhoCannotWriteTheFolderSeesConsistentSnapshotsWhileAnotherUserWrites() throws {
        guard getuid() == 0 else {
            print("skipped: reading as another user needs root to drop privileges")
            return
        }
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        chmod(dir.path, 0o755)
        var generator = GeneratorOptions(sessions: 1500, seed: 99, files: 6)
        generator.badRate = 0.02
        let logs = try generateLogs(generator, into: dir.file("logs"))
        let storeDir = dir.file("store")
        try FileManager.default.createDirectory(atPath: storeDir, withIntermediateDirectories: true)
        chmod(storeDir, 0o755)
        let store = storeDir + "/s.sqlite"
        #expect(try runExecutable(["ingest", "--db", store, logs.files[0]]).status == 0)
        // Separate runs, so the store is also read between two writers' sessions.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/bash")
        writer.arguments = ["-c", "for f in \"$@\"; do \"$FSTEL\" ingest --db '\(store)' --batch-lines 100 \"$f\" || exit 1; done", "writer"] + logs.files.dropFirst()
        var environment = ProcessInfo.processInfo.environment
        environment["FSTEL"] = try builtExecutable()
        writer.environment = environment
        writer.standardError = FileHandle.nullDevice
        try writer.run()
        var reads = 0
        var problems: [String] = []
        let script = """
            setpriv --reuid=65534 --regid=65534 --clear-groups "$FSTEL" sql --db '\(store)' --format csv \
              "SELECT (SELECT count(*) FROM transitions) - (SELECT coalesce(sum(ok + failed + cancelled + ignored), 0) FROM transition_rollup) AS torn, (SELECT count(*) FROM rejected_lines) - (SELECT coalesce(sum(rejected), 0) FROM ingest_files) AS unaccounted"
            """
        repeat {
            let result = try runShell(script)
            reads += 1
            if result.status != 0 || result.stdout != "torn,unaccounted\r\n0,0\r\n" {
                problems.append("status \(result.status): \(result.stdout) \(result.stderr)")
            }
        } while writer.isRunning && reads < 400
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(reads > 3)
        #expect(problems == [])
        let after = try runShell(script)
        #expect(after.status == 0 && after.stdout == "torn,unaccounted\r\n0,0\r\n", "\(after.stderr)")
    }
}
