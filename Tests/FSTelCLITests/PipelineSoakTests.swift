import Foundation
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

/// A log pipeline as it runs in production, compressed in time: an app appends lines in
/// random-sized `write()` calls, logrotate renames and compresses its file, and two
/// cron-like loops of `fstel ingest app.log*` overlap. At the end the store equals one
/// ingest of everything the app wrote. `FSTEL_SOAK_LINES` (default 12000, about 30 s; 20000 found a rotation race the unit tests did not) scales it.
@Suite(.serialized) struct PipelineSoakTests {
    @Test(.timeLimit(.minutes(5)))
    func rotatingAppendedLogsIngestedByOverlappingLoopsGiveTheStoreOfOneIngest() throws {
        let total = Int(ProcessInfo.processInfo.environment["FSTEL_SOAK_LINES"] ?? "") ?? 12000
        let dir = try TemporaryDirectory()
        let keep = ProcessInfo.processInfo.environment["FSTEL_SOAK_KEEP"] != nil
        defer { if keep { print("soak files kept in \(dir.path)") } else { dir.cleanUp() } }
        let logs = dir.file("logs")
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        let store = dir.file("s.sqlite")
        _ = try Store(path: store, access: .write)

        // Two overlapping ingest loops, as two cron entries whose runs overlap.
        let stopFile = dir.file("stop")
        var loops: [Process] = []
        for loop in 0..<2 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", """
                while [ ! -e '\(stopFile)' ]; do
                  "$FSTEL" ingest --db '\(store)' --batch-lines \(loop == 0 ? 40 : 170) '\(logs)'/app.log* >/dev/null 2>>'\(dir.file("loop\(loop).err"))'
                  case $? in 0|66|75) ;; *) echo "ingest exited $?" >> '\(dir.file("loop\(loop).fail"))';; esac
                  sleep 0.0$((RANDOM % 9))
                done
                """]
            var environment = ProcessInfo.processInfo.environment
            environment["FSTEL"] = try builtExecutable()
            process.environment = environment
            try process.run()
            loops.append(process)
        }

        // The app: whole lines in random pieces; logrotate every few hundred lines, now and
        // then while a line is half written (the app finishes it on the renamed file).
        var random = SeededRandom(seed: 0x50A4)
        var everything = ""
        let log = logs + "/app.log"
        var fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        var rotation = 0
        func rotate() throws {
            rotation += 1
            let previous = log + ".1"
            if FileManager.default.fileExists(atPath: previous) {
                let gzip = try GzipWriter(path: log + ".\(rotation).gz")
                try gzip.write(Array(try Data(contentsOf: URL(fileURLWithPath: previous))))
                try gzip.close()
                try FileManager.default.removeItem(atPath: previous)
            }
            try FileManager.default.moveItem(atPath: log, toPath: previous)
        }
        for n in 0..<total {
            let session = "soak-\(n / 12)"
            let line: String
            switch n % 12 {
            case 0: line = #"{"type":"session_start","ts":"2026-11-28T10:00:00Z","session_id":"\#(session)","device":{"model":"iPhone12,1","os":"iOS","os_version":"17.4"},"app":{"version":"5.2.0","build":"100"}}"#
            case 7 where n % 5 == 0: line = #"{"type":"transition","session_id":"\#(session)","oops"#
            default:
                let outcome = n % 9 == 0 ? #""outcome":"failed","failure":"half_black_screen""# : #""outcome":"ok""#
                line = #"{"type":"transition","ts":1764324000000,"session_id":"\#(session)","seq":\#(n % 12 - 1),"direction":"enter","strategy":"native_rotation",\#(outcome)}"#
            }
            let bytes = Array((line + "\n").utf8)
            everything += line + "\n"
            var written = 0
            var rotatedMidLine = false
            while written < bytes.count {
                let piece = min(bytes.count - written, Int.random(in: 1...max(1, bytes.count / 2), using: &random))
                _ = bytes[written..<(written + piece)].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                written += piece
                if !rotatedMidLine, written < bytes.count, n % 400 == 399 {
                    try rotate()
                    rotatedMidLine = true
                }
            }
            if rotatedMidLine || (n % 400 == 199) {
                if !rotatedMidLine { try rotate() }
                close(fd)
                fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            }
            usleep(2_000)
        }
        close(fd)
        try Data().write(to: URL(fileURLWithPath: stopFile))
        for loop in loops { loop.waitUntilExit() }
        for loop in 0..<2 {
            #expect(!FileManager.default.fileExists(atPath: dir.file("loop\(loop).fail")),
                    "\((try? String(contentsOfFile: dir.file("loop\(loop).fail"), encoding: .utf8)) ?? "")")
        }
        let last = try runShell("\"$FSTEL\" ingest --db '\(store)' '\(logs)'/app.log*")
        #expect(last.status == 0, "\(last.stderr)")

        let reference = dir.file("ref.sqlite")
        let whole = try dir.write("everything.ndjson", everything)
        #expect(try runExecutable(["ingest", "--db", reference, whole]).status == 0)
        let a = try StoreSnapshot(store)
        let b = try StoreSnapshot(reference)
        #expect(a.transitions == b.transitions)
        #expect(a.sessions == b.sessions)
        #expect(a.rejected == b.rejected)
        #expect(a.rollup == b.rollup)
        #expect(a.accounting == b.accounting, "every line read once: \(a.accounting) vs \(b.accounting)")
        #expect(try storeInconsistencies(store) == [])
        let runs = try Store(path: store, access: .read).database.scalar(sql: "SELECT count(*) FROM ingest_runs").int64 ?? 0
        #expect(runs > 20, "only \(runs) ingest runs overlapped the writer")
    }
}

/// The content of a store, independent of which files and runs brought it.
struct StoreSnapshot {
    var transitions: [[DatabaseValue]]
    var sessions: [[DatabaseValue]]
    var rejected: [[DatabaseValue]]
    var rollup: [[DatabaseValue]]
    /// lines, stored, duplicates, rejected and blank, summed over every run.
    var accounting: [DatabaseValue]

    init(_ path: String) throws {
        let db = try Store(path: path, access: .read).database
        transitions = try db.rows(sql: "SELECT session_id, seq, ts, strategy, outcome, failure, os_version FROM transition_facts ORDER BY 1, 2")
        sessions = try db.rows(sql: "SELECT session_id, started_at, device_model, os_version, transitions FROM session_facts ORDER BY 1")
        rejected = try db.rows(sql: "SELECT reason, raw FROM rejected_lines ORDER BY 1, 2")
        rollup = try db.rows(sql: """
            SELECT day, strategy, direction, os_major, sum(ok), sum(failed), sum(cancelled), sum(ignored)
            FROM transition_rollup GROUP BY 1, 2, 3, 4 HAVING sum(ok + failed + cancelled + ignored) <> 0 ORDER BY 1, 2, 3, 4
            """)
        accounting = try db.rows(sql: "SELECT sum(lines), sum(stored), sum(duplicates), sum(rejected), sum(blank) FROM ingest_files")[0]
    }
}
