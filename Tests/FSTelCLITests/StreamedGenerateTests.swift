import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport
import Testing

/// `fstel generate --stdout`: the logs as one stream, for `fstel generate ... --stdout |
/// fstel ingest -` without files on disk.
@Suite struct StreamedGenerateTests {
    @Test func stdoutCarriesTheBytesOfOnePlainFileAndTheSummaryGoesToStderr() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let options = ["--sessions", "400", "--seed", "11", "--days", "3", "--bad-rate", "0.02", "--dup-rate", "0.02"]
        let files = try runExecutable(["generate", "--out", dir.file("out"), "-q"] + options)
        #expect(files.status == 0, "\(files.stderr)")
        let streamed = try runExecutable(["generate", "--stdout"] + options)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        // Bad lines hold invalid UTF-8: both sides decoded the same way (runProcess's).
        let file = String(decoding: try fileBytes(dir.file("out") + "/fstel-0001.ndjson"), as: UTF8.self)
        #expect(streamed.stdout == file)
        let sameBytes = try runShell("$FSTEL generate --stdout \(options.joined(separator: " ")) 2>/dev/null | cmp - \(dir.file("out"))/fstel-0001.ndjson")
        #expect(sameBytes.status == 0, "\(sameBytes.stdout)\(sameBytes.stderr)")
        #expect(streamed.stdout.count > 10_000)
        #expect(streamed.stderr.contains("for 400 sessions to stdout"))
    }

    @Test func aStreamPipedIntoIngestStoresWhatTheFileWouldStore() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let options = "--sessions 500 --seed 12 --days 2 --bad-rate 0.01"
        let piped = try runShell("$FSTEL generate \(options) --stdout | $FSTEL ingest --db \(dir.file("piped.sqlite")) - --format json")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(try runExecutable(["generate", "--out", dir.file("logs"), "-q"] + options.split(separator: " ").map(String.init)).status == 0)
        let fromFile = try runExecutable(["ingest", "--db", dir.file("file.sqlite"), dir.file("logs") + "/fstel-0001.ndjson"])
        #expect(fromFile.status == 0)
        let query = "SELECT (SELECT count(*) FROM transitions), (SELECT count(*) FROM sessions), (SELECT count(*) FROM rejected_lines), (SELECT sum(ok + failed) FROM transition_rollup)"
        let a = try Store(path: dir.file("piped.sqlite"), access: .read).database.rows(sql: query)
        let b = try Store(path: dir.file("file.sqlite"), access: .read).database.rows(sql: query)
        #expect(a == b)
        #expect((a.first?.first?.int64 ?? 0) > 1000)
    }

    @Test func stdoutWithOutFilesGzipOrJSONIsAUsageError() throws {
        for extra in [["--out", "x"], ["--files", "2"], ["--gzip"], ["--format", "json"]] {
            let result = try runExecutable(["generate", "--sessions", "3", "--stdout"] + extra)
            #expect(result.status == 64, "\(extra)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try runExecutable(["generate", "--sessions", "3"]).status == 64)
    }
}
