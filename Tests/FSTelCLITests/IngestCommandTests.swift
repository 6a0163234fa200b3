import CommandLineKit
import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
@testable import FSTelCLI
import FSTelTestSupport

private let sessionStart = #"{"type":"session_start","ts":"2026-11-28T10:00:00Z","session_id":"c1","device":{"model":"iPhone12,1","os":"iOS","os_version":"13.4.1"},"app":{"version":"5.2.0","build":"100"}}"#
private let transition = #"{"type":"transition","ts":1764324000000,"session_id":"c1","seq":0,"direction":"enter","strategy":"window_transform","outcome":"ok"}"#

@Suite struct IngestCommandTests {
    @Test func jsonSummaryOnStdoutCarriesTheAccountingAndPerFileList() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let file = try dir.write("a.ndjson", sessionStart + "\n\n" + transition + "\n{broken\n")
        let result = runInProcess(["ingest", "--db", dir.file("s.sqlite"), "--format", "json", file])
        #expect(result.status == 0)
        let summary = try #require(try result.json() as? [String: Any])
        #expect(summary["lines"] as? Int == 3)
        #expect(summary["stored"] as? Int == 2)
        #expect(summary["duplicates"] as? Int == 0)
        #expect(summary["rejected"] as? Int == 1)
        #expect(summary["blank"] as? Int == 1)
        #expect((summary["bytes"] as? Int ?? 0) > 0)
        #expect(summary["seconds"] is Double)
        let files = try #require(summary["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files[0]["path"] as? String == file)
    }

    /// A directory stands for its log files, in the documented order; the same lines
    /// are stored as when the files are named one by one.
    @Test func aDirectoryIsReadAsItsLogFilesInAStableOrder() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let other = #"{"type":"transition","ts":1764324000001,"session_id":"c1","seq":1,"direction":"exit","strategy":"window_transform","outcome":"ok"}"#
        try FileManager.default.createDirectory(atPath: dir.file("logs/sub"), withIntermediateDirectories: true)
        _ = try dir.write("logs/app.ndjson.1", sessionStart + "\n")
        _ = try dir.write("logs/app.ndjson", transition + "\n")
        _ = try dir.write("logs/notes.txt", "not a log\n")
        _ = try dir.write("logs/.app.ndjson.swp", "{broken\n")
        _ = try dir.write("logs/sub/more.jsonl", other + "\n")
        let flat = runInProcess(["ingest", "--db", dir.file("a.sqlite"), "--format", "json", dir.file("logs")])
        #expect(flat.status == 0, "\(flat.stderr)")
        let summary = try #require(try flat.json() as? [String: Any])
        let files = try #require(summary["files"] as? [[String: Any]]).map { $0["path"] as? String ?? "" }
        #expect(files == [dir.file("logs/app.ndjson.1"), dir.file("logs/app.ndjson")])
        #expect(summary["stored"] as? Int == 2 && summary["rejected"] as? Int == 0)
        #expect(flat.stderr.contains("1 subdirectory not read (--recursive reads them)"), "\(flat.stderr)")
        let deep = runInProcess(["ingest", "--db", dir.file("b.sqlite"), "--format", "json", "--recursive", dir.file("logs")])
        #expect(deep.status == 0, "\(deep.stderr)")
        let deepFiles = try #require((try deep.json() as? [String: Any])?["files"] as? [[String: Any]]).map { $0["path"] as? String ?? "" }
        #expect(deepFiles == [dir.file("logs/app.ndjson.1"), dir.file("logs/app.ndjson"), dir.file("logs/sub/more.jsonl")])
        // Named one by one: the same rows.
        let named = runInProcess(["ingest", "--db", dir.file("c.sqlite"), "--format", "json", dir.file("logs/app.ndjson.1"), dir.file("logs/app.ndjson"), dir.file("logs/sub/more.jsonl")])
        #expect((try named.json() as? [String: Any])?["stored"] as? Int == (try deep.json() as? [String: Any])?["stored"] as? Int)
    }

    @Test func aDirectoryWithoutLogFilesExitsSixtySixWithACapitalisedError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        try FileManager.default.createDirectory(atPath: dir.file("empty"), withIntermediateDirectories: true)
        _ = try dir.write("empty/readme.md", "hello\n")
        let result = runInProcess(["ingest", "--db", dir.file("s.sqlite"), dir.file("empty")])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("Error: \(dir.file("empty")): a directory with no log files"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("s.sqlite")), "no empty store is left behind")
        // With a file that can be read, that file is stored and the exit status still says 66.
        let file = try dir.write("a.ndjson", sessionStart + "\n")
        let mixed = runInProcess(["ingest", "--db", dir.file("s.sqlite"), dir.file("empty"), file])
        #expect(mixed.status == 66)
        #expect(mixed.stderr.contains("Error: \(dir.file("empty")): a directory with no log files"), "\(mixed.stderr)")
        #expect(!mixed.stderr.contains("error: "), "\(mixed.stderr)")
    }

    @Test func strictExitsSixtyFiveWhenALineIsRejected() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let file = try dir.write("a.ndjson", "[1]\n")
        #expect(runInProcess(["ingest", "--db", dir.file("s.sqlite"), "--strict", file]).status == 65)
        #expect(runInProcess(["ingest", "--db", dir.file("t.sqlite"), file]).status == 0)
    }

    @Test func unreadableFileExitsSixtySixAndTheOtherFilesAreKept() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let good = try dir.write("good.ndjson", transition + "\n")
        let result = runInProcess(["ingest", "--db", dir.file("s.sqlite"), dir.file("missing.ndjson"), good])
        #expect(result.status == 66)
        #expect(result.stderr.contains("missing.ndjson: no such file"))
        let store = try Store(path: dir.file("s.sqlite"), access: .read)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transitions") == .integer(1))
    }

    @Test func cacheMegabytesOutsideItsRangeIsAUsageErrorAndInsideItIngests() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let file = try dir.write("a.ndjson", sessionStart + "\n" + transition + "\n")
        let tooSmall = runInProcess(["ingest", "--db", dir.file("s.sqlite"), "--cache-mb", "1", file])
        #expect(tooSmall.status == 64)
        #expect(tooSmall.stderr.contains("--cache-mb"))
        #expect(runInProcess(["ingest", "--db", dir.file("s.sqlite"), "--cache-mb", "not-a-number", file]).status == 64)
        #expect(!FileManager.default.fileExists(atPath: dir.file("s.sqlite")), "a usage error opens no store")
        let small = runInProcess(["ingest", "--db", dir.file("s.sqlite"), "--cache-mb", "2", "--format", "json", file])
        #expect(small.status == 0)
        let summary = try #require(try small.json() as? [String: Any])
        #expect(summary["stored"] as? Int == 2)
    }

    @Test func usageErrorsExitSixtyFourWithTheUsageLine() throws {
        let missing = runInProcess(["ingest"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("Usage: fstel ingest"))
        #expect(runInProcess(["ingest", "--no-such-option", "x"]).status == 64)
        #expect(runInProcess(["frobnicate"]).status == 64)
        #expect(runInProcess(["ingest", "--format", "yaml", "x"]).status == 64)
    }

    @Test func helpIsGeneratedForEverySubcommandAndExitsZero() throws {
        let root = runInProcess(["--help"])
        #expect(root.status == 0)
        for name in ["ingest", "rejects", "generate", "migrate", "schema"] {
            #expect(root.stdout.contains(name))
            let sub = runInProcess([name, "--help"])
            #expect(sub.status == 0, "\(name) --help")
            #expect(sub.stdout.contains("USAGE: fstel \(name)"))
            #expect(sub.stdout.contains("--help"))
        }
    }

    @Test func dbPathComesFromTheEnvironmentWhenNotGiven() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let file = try dir.write("a.ndjson", transition + "\n")
        let result = runInProcess(["ingest", file], environment: ["FSTEL_DB": dir.file("env.sqlite")])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.file("env.sqlite")))
    }

    @Test func storeFromANewerBinaryExitsSeventyEight() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        do {
            let store = try Store(path: path, access: .write)
            try store.database.execute(sql: "INSERT INTO schema_migrations VALUES (9999, '9999_future', 'x', 0)")
        }
        let result = runInProcess(["migrate", "--db", path])
        #expect(result.status == 78)
        #expect(result.stderr.contains("newer fstel"))
    }

    @Test func standardInputIsReadWithDash() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = Data((sessionStart + "\n" + transition + "\n").utf8)
        let first = try runExecutable(["ingest", "--db", dir.file("s.sqlite"), "--format", "json", "-"], stdin: input)
        #expect(first.status == 0, "\(first.stderr)")
        let summary = try #require(try first.json() as? [String: Any])
        #expect(summary["stored"] as? Int == 2)
        let again = try runExecutable(["ingest", "--db", dir.file("s.sqlite"), "--format", "json", "-"], stdin: input)
        let second = try #require(try again.json() as? [String: Any])
        #expect(second["lines"] as? Int == 2)
        #expect(second["duplicates"] as? Int == 2)
    }

    @Test func killedIngestLosesAndDuplicatesNothingOnTheNextRun() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 6000, seed: 21, files: 2)
        options.badRate = 0.02
        options.dupRate = 0.02
        let summary = try generateLogs(options, into: dir.file("logs"))
        let reference = dir.file("reference.sqlite")
        let full = try runExecutable(["ingest", "--db", reference] + summary.files)
        #expect(full.status == 0, "\(full.stderr)")

        let fstel = try builtExecutable()
        let victim = dir.file("killed.sqlite")
        var killedMidway = false
        for delay in [150_000, 400_000, 700_000] as [useconds_t] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: fstel)
            process.arguments = ["ingest", "--db", victim, "--batch-lines", "500"] + summary.files
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(delay)
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killedMidway = true
            }
            process.waitUntilExit()
        }
        let resumed = try runExecutable(["ingest", "--db", victim] + summary.files)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(killedMidway, "every ingest finished before it could be killed; use more data")

        let a = try Store(path: reference, access: .read).database
        let b = try Store(path: victim, access: .read).database
        for query in [
            "SELECT session_id, seq, ts, strategy, outcome, failure FROM transition_facts ORDER BY 1, 2",
            "SELECT session_id, started_at, ended_at, device_model, os_version, transitions FROM session_facts ORDER BY 1",
            "SELECT s.path, r.line, r.byte_offset, r.reason FROM rejected_lines r JOIN sources s USING (source_id) ORDER BY 1, 2",
            "SELECT path, checkpoint_offset, checkpoint_line FROM sources ORDER BY 1",
        ] {
            #expect(try a.rows(sql: query) == b.rows(sql: query), "\(query)")
        }
        #expect(try b.scalar(sql: "PRAGMA integrity_check") == .text("ok"))
        let stored = try b.scalar(sql: "SELECT sum(stored) FROM ingest_files").int64 ?? 0
        #expect(Int(stored) == summary.validLines)
    }
}

@Suite struct IngestProgressLineTests {
    private func run(terminal: Bool) throws -> String {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let lines = (0..<500).map {
            #"{"type":"transition","ts":1764324000000,"session_id":"p","seq":\#($0),"direction":"enter","strategy":"window_transform","outcome":"ok"}"#
        }
        let file = try dir.write("p.ndjson", lines.joined(separator: "\n") + "\n")
        let err = BufferSink()
        let console = Console(out: BufferSink(), err: err, errIsTerminal: terminal, environment: [:])
        let status = CommandLineTool.run(["ingest", "--db", dir.file("s.sqlite"), "--progress-every", "100", file], console: console)
        #expect(status == 0)
        return err.text
    }

    @Test func progressLineIsRedrawnOnATerminalAndClearedBeforeTheSummary() throws {
        let text = try run(terminal: true)
        #expect(text.components(separatedBy: "lines/s").count - 1 >= 5)
        #expect(text.contains("\r\u{1B}[K"))
        #expect(text.contains("total: 500 lines"))
    }

    @Test func noProgressLineWhenStderrIsNotATerminal() throws {
        let text = try run(terminal: false)
        #expect(!text.contains("\r"))
        #expect(text.contains("total: 500 lines"))
    }
}
