import Foundation
import FSTelIO
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

private let fixtures = packageRoot + "/Tests/FSTelStoreTests/Fixtures/compressed"

/// `fstel ingest` of files and streams compressed by xz, zstd or bzip2 (the fixtures were
/// made by the command-line tools), and of damaged or unsupported compressed input.
@Suite struct CompressedInputTests {
    func transitions(_ db: String) throws -> [String] {
        try Store(path: db, access: .read).database
            .rows(sql: "SELECT s.session_id, t.seq, t.ts, t.direction FROM transitions t JOIN sessions s USING (session_key) ORDER BY 1, 2")
            .map { row in row.map { "\($0)" }.joined(separator: "|") }
    }

    @Test func xzZstdAndBzip2FilesAreStoredAsTheirPlainSource() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let plainDB = dir.file("plain.sqlite")
        #expect(runInProcess(["ingest", "--db", plainDB, "--quiet", fixtures + "/source.ndjson"]).status == 0)
        let expected = try transitions(plainDB)
        #expect(expected.count == 400)
        for (name, format) in [("whole.ndjson.xz", "xz"), ("whole.ndjson.zst", "zstd"), ("whole.ndjson.bz2", "bzip2"),
                               ("concatenated.ndjson.xz", "xz"), ("concatenated.ndjson.zst", "zstd"), ("concatenated.ndjson.bz2", "bzip2")] {
            let db = dir.file("\(name).sqlite")
            let result = runInProcess(["ingest", "--db", db, "--format", "json", fixtures + "/" + name])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let summary = try #require(try result.json() as? [String: Any])
            let file = try #require((summary["files"] as? [[String: Any]])?.first)
            #expect(file["compressed"] as? Bool == true)
            #expect(file["compression"] as? String == format)
            #expect(file["stored"] as? Int == 401, "\(name)")
            #expect(file["rejected"] as? Int == 0, "\(name)")
            #expect(file["pending_lines"] as? Int == 0, "\(name)")
            #expect(try transitions(db) == expected, "\(name)")
            // The text summary says how the file was compressed.
            let text = runInProcess(["ingest", "--db", db, fixtures + "/" + name])
            #expect(text.stderr.contains("(\(format)-compressed)"), "\(text.stderr)")
        }
    }

    @Test func aMultiBlockBzip2FileDecodedOnSeveralThreadsIsStoredAsItsPlainFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        #expect(runInProcess(["generate", "--sessions", "400", "--seed", "11", "--days", "2", "--end-day", "2026-11-28",
                              "--files", "1", "--out", dir.path]).status == 0)
        let plain = dir.path + "/fstel-0001.ndjson"
        let size = try #require(try FileManager.default.attributesOfItem(atPath: plain)[.size] as? Int)
        // bzip2 -1 makes a block of each 100 kB of content.
        #expect(size > 400_000, "\(size)")
        let packed = try runProcess("/bin/sh", ["-c", "bzip2 -1 -k -c '\(plain)' > '\(plain).bz2'"])
        #expect(packed.status == 0, "\(packed.stderr)")
        let plainDB = dir.file("plain.sqlite"), packedDB = dir.file("packed.sqlite")
        #expect(runInProcess(["ingest", "--db", plainDB, "--quiet", plain]).status == 0)
        // The fstel executable, with its blocks decoded on 2 threads.
        var environment = ProcessInfo.processInfo.environment
        environment["FSTEL_BZIP2_THREADS"] = "2"
        let result = try runProcess(
            try builtExecutable(named: "fstel"), ["ingest", "--db", packedDB, "--format", "json", plain + ".bz2"],
            environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try transitions(plainDB)
        #expect(expected.count > 1000)
        #expect(try transitions(packedDB) == expected)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let file = try #require((summary["files"] as? [[String: Any]])?.first)
        #expect(file["compression"] as? String == "bzip2")
        #expect(file["rejected"] as? Int == 0)
        // The compressed copy is the plain file's content: ingesting it into the plain
        // file's store adds nothing.
        let again = runInProcess(["ingest", "--db", plainDB, "--format", "json", plain + ".bz2"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try transitions(plainDB) == expected)
    }

    @Test func damagedAndUnsupportedCompressedInputsFailAloneWithExit66NamingFormatAndOffset() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = dir.file("s.sqlite")
        let good = try dir.write("good.ndjson", #"{"type":"transition","ts":1795860000000,"session_id":"g","seq":0,"direction":"enter","strategy":"s","outcome":"ok"}"# + "\n")
        let bad = ["truncated.ndjson.xz", "truncated.ndjson.zst", "truncated.ndjson.bz2",
                   "corrupt.ndjson.xz", "corrupt.ndjson.zst", "corrupt.ndjson.bz2", "unsupported.ndjson.lz4"]
        let result = try runExecutable(["ingest", "--db", db, "--format", "json"] + bad.map { fixtures + "/" + $0 } + [good])
        #expect(result.status == 66, "\(result.stderr)")
        let files = try #require((try result.json() as? [String: Any])?["files"] as? [[String: Any]])
        var kinds: [String: String] = [:]
        for file in files {
            kinds[((file["path"] as? String ?? "") as NSString).lastPathComponent] = file["error_kind"] as? String ?? "none"
        }
        #expect(kinds == [
            "truncated.ndjson.xz": "truncated_xz", "truncated.ndjson.zst": "truncated_zstd", "truncated.ndjson.bz2": "truncated_bzip2",
            "corrupt.ndjson.xz": "corrupt_xz", "corrupt.ndjson.zst": "corrupt_zstd", "corrupt.ndjson.bz2": "corrupt_bzip2",
            "unsupported.ndjson.lz4": "unsupported_compression", "good.ndjson": "none",
        ])
        for file in files {
            let lines = file["lines"] as? Int ?? -1
            #expect(lines == (file["stored"] as? Int ?? 0) + (file["duplicates"] as? Int ?? 0) + (file["rejected"] as? Int ?? 0))
            // Nothing of a damaged file is kept as a rejected line: binary junk is not "a line".
            #expect(file["rejected"] as? Int == 0, "\(file["path"] ?? "")")
        }
        // Each error names its file, its format and where it happened.
        let errors = Dictionary(uniqueKeysWithValues: files.map {
            ((($0["path"] as? String) ?? "") as NSString).lastPathComponent as String
        }.enumerated().map { ($1, files[$0]["error"] as? String ?? "") })
        for (name, words) in [("truncated.ndjson.xz", "xz stream ends early"), ("truncated.ndjson.zst", "zstd stream ends early"),
                              ("truncated.ndjson.bz2", "bzip2 stream ends early"), ("corrupt.ndjson.xz", "xz data is corrupt "),
                              ("corrupt.ndjson.zst", "zstd data is corrupt "),
                              ("corrupt.ndjson.bz2", "bzip2 data is corrupt "), ("unsupported.ndjson.lz4", "lz4-compressed")] {
            let error = errors[name] ?? ""
            #expect(error.hasPrefix(fixtures + "/" + name + ": " + words), "\(name): \(error)")
            #expect(error.contains("byte"), "\(name): \(error)")
        }
        // The text summary prints the same errors on stderr.
        let text = try runExecutable(["ingest", "--db", dir.file("t.sqlite")] + bad.map { fixtures + "/" + $0 })
        #expect(text.status == 66)
        for name in bad { #expect(text.stderr.contains("Error: " + fixtures + "/" + name + ": "), "\(name)") }
        // The other input of the run was stored.
        #expect(try Store(path: db, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0 >= 1)
        let stored = try transitions(db)
        #expect(stored.contains { $0.hasPrefix("g|0|") })
    }

    @Test(arguments: CompressionFormat.allCases)
    func aCompressedStandardInputIsReadAsItsFile(_ format: CompressionFormat) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/source.ndjson"))
        let db = dir.file("s.sqlite")
        let result = try runExecutable(["ingest", "--db", db, "--format", "json", "-"], stdin: Data(compressed(Array(source), as: format)))
        #expect(result.status == 0, "\(result.stderr)")
        let file = try #require(((try result.json() as? [String: Any])?["files"] as? [[String: Any]])?.first)
        #expect(file["stream"] as? Bool == true)
        #expect(file["compression"] as? String == format.rawValue)
        #expect(file["stored"] as? Int == 401)
        // The same content as a file afterwards: every transition a duplicate, none stored again.
        let plain = runInProcess(["ingest", "--db", db, "--format", "json", fixtures + "/source.ndjson"])
        let again = try #require(((try plain.json() as? [String: Any])?["files"] as? [[String: Any]])?.first)
        #expect(again["stored"] as? Int == 0)
        #expect(try transitions(db).count == 400)
    }
}
