import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

private let hostileFixtures = packageRoot + "/Tests/FSTelStoreTests/Fixtures/hostile"

/// Guarantee 4 (docs/reliability.md): hostile input is rejected line by line with its
/// reason code, or the file is reported unreadable, and the run goes on.
@Suite struct HostileInputTests {
    /// Reason codes expected per rejected line, by fixture.
    static let expectedRejects: [String: [Int: String]] = [
        "invalid-utf8.ndjson": [1: "invalid_utf8", 2: "invalid_utf8", 3: "invalid_utf8"],
        "nul-byte.ndjson": [1: "invalid_utf8", 2: "invalid_utf8"],
        "byte-order-mark.ndjson": [1: "invalid_json"],
        "crlf.ndjson": [:],
        "lone-surrogate.ndjson": [1: "invalid_json", 2: "invalid_json", 3: "invalid_json"],
        "duplicate-key.ndjson": [1: "duplicate_key", 2: "duplicate_key", 3: "duplicate_key", 4: "duplicate_key"],
        "numbers-out-of-range.ndjson": [1: "invalid_field", 2: "invalid_field", 3: "invalid_field", 4: "invalid_field", 5: "invalid_field"],
        "nesting-10000-deep.ndjson": [1: "nesting_too_deep", 2: "nesting_too_deep"],
        "not-ndjson.csv": [1: "invalid_json", 2: "invalid_json", 3: "invalid_json"],
        "empty.ndjson": [:],
    ]

    @Test func everyHostileFileIsRejectedLineByLineWithItsReasonAndTheRunGoesOn() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let names = Self.expectedRejects.keys.sorted() + ["binary.bin", "truncated.ndjson.gz"]
        let paths = names.map { hostileFixtures + "/" + $0 } + [dir.path, dir.file("missing.ndjson")]
        let db = dir.file("s.sqlite")
        let result = try runExecutable(["ingest", "--db", db, "--format", "json"] + paths)
        // Unreadable inputs (a directory, a missing file, a truncated gzip) give 66, after
        // every other file was ingested.
        #expect(result.status == 66, "\(result.stderr)")
        let summary = try #require(try result.json() as? [String: Any])
        let files = try #require(summary["files"] as? [[String: Any]])
        #expect(files.count == paths.count)
        let byName = Dictionary(
            files.map { ((($0["path"] as? String) ?? "") as NSString).lastPathComponent }.enumerated().map { ($1, files[$0]) },
            uniquingKeysWith: { first, _ in first })
        for file in files {
            let lines = file["lines"] as? Int ?? -1
            let sum = (file["stored"] as? Int ?? 0) + (file["duplicates"] as? Int ?? 0) + (file["rejected"] as? Int ?? 0)
            #expect(lines == sum, "\(file["path"] ?? "?"): lines = stored + duplicates + rejected")
        }
        let store = try Store(path: db, access: .read).database
        for (name, expected) in Self.expectedRejects {
            let rows = try store.rows(
                sql: "SELECT r.line, r.reason FROM rejected_lines r JOIN sources s USING (source_id) WHERE s.path = ? ORDER BY 1",
                arguments: [hostileFixtures + "/" + name])
            let got = Dictionary(uniqueKeysWithValues: rows.map { (Int($0[0].int64 ?? 0), $0[1].string ?? "") })
            #expect(got == expected, "\(name)")
            let file = try #require(byName[name], "\(name) missing from the summary")
            #expect(file["error"] == nil, "\(name): \(file["error"] ?? "")")
            // Each hostile fixture ends with a valid line that must be read (stored or a duplicate).
            if name != "empty.ndjson" && name != "not-ndjson.csv" {
                #expect((file["stored"] as? Int ?? 0) + (file["duplicates"] as? Int ?? 0) >= 1, "\(name): the run did not go on")
            }
        }
        #expect(byName["crlf.ndjson"]?["blank"] as? Int == 1)
        #expect(byName["crlf.ndjson"]?["rejected"] as? Int == 0)
        #expect(byName["empty.ndjson"]?["lines"] as? Int == 0)
        // A binary file: every line rejected (invalid_utf8 or invalid_json), nothing stored.
        let binary = try #require(byName["binary.bin"])
        #expect((binary["lines"] as? Int ?? 0) > 0)
        #expect(binary["rejected"] as? Int == binary["lines"] as? Int)
        let binaryReasons = try store.rows(
            sql: "SELECT DISTINCT reason FROM rejected_lines r JOIN sources s USING (source_id) WHERE s.path LIKE '%binary.bin'")
        #expect(Set(binaryReasons.compactMap { $0[0].string }).isSubset(of: ["invalid_utf8", "invalid_json"]))
        // A truncated gzip stream: the lines before the damage are stored, then the error.
        let truncated = try #require(byName["truncated.ndjson.gz"])
        #expect(truncated["error_kind"] as? String == "truncated_gzip")
        #expect((truncated["lines"] as? Int ?? 0) > 0)
        #expect(byName[(dir.path as NSString).lastPathComponent]?["error_kind"] as? String == "is_directory")
        #expect(byName["missing.ndjson"]?["error_kind"] as? String == "not_found")
        #expect(try storeInconsistencies(db).isEmpty)
    }

    @Test func truncatedGzipKeepsItsCheckpointAtTheLastWholeLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = hostileFixtures + "/truncated.ndjson.gz"
        let path = dir.file("upload.ndjson.gz")
        try FileManager.default.copyItem(atPath: source, toPath: path)
        let db = dir.file("s.sqlite")
        let first = runInProcess(["ingest", "--db", db, path])
        #expect(first.status == 66)
        #expect(first.stderr.contains("gzip stream ends early"))
        #expect(first.stderr.contains(path))
        let store = try Store(path: db, access: .read).database
        let stored = try store.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? -1
        let checkpointLine = try store.scalar(sql: "SELECT checkpoint_line FROM sources").int64 ?? -1
        #expect(stored > 0 && stored == checkpointLine)
        #expect(try store.scalar(sql: "SELECT read_to_end FROM sources") == .integer(0))
    }

    /// An upload cut short, then completed under the same path: the second ingest resumes
    /// inside the gzip stream at the checkpoint and ends with exactly the full file's rows.
    @Test func truncatedGzipCompletedLaterIsResumedWithoutLossOrDuplicates() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 300, seed: 8)
        options.gzip = true
        let summary = try generateLogs(options, into: dir.file("full"))
        let full = try Data(contentsOf: URL(fileURLWithPath: summary.files[0]))
        let path = dir.file("upload.ndjson.gz")
        try full.prefix(full.count * 6 / 10).write(to: URL(fileURLWithPath: path))
        let db = dir.file("s.sqlite")
        let first = runInProcess(["ingest", "--db", db, "--format", "json", path])
        #expect(first.status == 66)
        let partial = try #require(try first.json() as? [String: Any])
        let storedFirst = partial["stored"] as? Int ?? -1
        #expect(storedFirst > 0 && storedFirst < summary.validLines)

        try full.write(to: URL(fileURLWithPath: path))
        let second = runInProcess(["ingest", "--db", db, "--format", "json", path])
        #expect(second.status == 0, "\(second.stderr)")
        let rest = try #require(try second.json() as? [String: Any])
        let files = try #require(rest["files"] as? [[String: Any]])
        #expect(files.first?["resumed"] as? Bool == true)
        #expect(rest["duplicates"] as? Int == 0)
        #expect(storedFirst + (rest["stored"] as? Int ?? 0) == summary.validLines)
        let store = try Store(path: db, access: .read).database
        #expect(try store.scalar(sql: "SELECT count(*) FROM transitions") == .integer(Int64(summary.transitions)))
    }

    /// A 100 MB line without a newline, then a valid file: the line is pending (a writer may
    /// still be appending), then with --final rejected as line_too_long; the next file is
    /// stored, and the process's peak memory stays small both times.
    @Test(.timeLimit(.minutes(10)))
    func hundredMegabyteLineWithoutNewlineIsRejectedInBoundedMemory() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let huge = dir.file("huge.ndjson")
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.write(contentsOf: Data(#"{"type":"transition","session_id":""#.utf8))
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        for _ in 0..<100 { try handle.write(contentsOf: chunk) }
        try handle.close()
        let valid = try dir.write("valid.ndjson", #"{"type":"transition","ts":1764324000000,"session_id":"big","seq":0,"direction":"enter","strategy":"window_transform","outcome":"ok"}"# + "\n")
        let (pending, pendingPeak) = try runMeasuringPeakMemory(["ingest", "--db", dir.file("s.sqlite"), "--format", "json", huge, valid])
        #expect(pending.status == 0, "\(pending.stderr)")
        let held = try #require(try pending.json() as? [String: Any])
        #expect(held["rejected"] as? Int == 0)
        #expect(held["stored"] as? Int == 1)
        #expect(held["pending_lines"] as? Int == 1)
        #expect(held["pending_bytes"] as? Int == (100 << 20) + 35)
        #expect(try #require(pendingPeak) < 64 * 1024)
        let (result, peak) = try runMeasuringPeakMemory(["ingest", "--db", dir.file("s.sqlite"), "--format", "json", "--final", huge, valid])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(try result.json() as? [String: Any])
        #expect(summary["rejected"] as? Int == 1)
        #expect(summary["stored"] as? Int == 0)
        #expect(summary["pending_lines"] as? Int == 0)
        #expect((summary["bytes"] as? Int ?? 0) > 100 << 20)
        let store = try Store(path: dir.file("s.sqlite"), access: .read).database
        #expect(try store.scalar(sql: "SELECT reason FROM rejected_lines") == .text("line_too_long"))
        #expect(try store.scalar(sql: "SELECT raw_length FROM rejected_lines") == .integer(Int64(100 << 20) + 35))
        #expect(try store.scalar(sql: "SELECT length(raw) FROM rejected_lines") == .integer(4096))
        let peakKiB = try #require(peak, "/usr/bin/time is needed to measure the peak memory")
        #expect(peakKiB < 64 * 1024, "peak RSS \(peakKiB) KiB for a 100 MB line")
    }
}
