import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

@Suite struct CommandTests {
    @Test func rejectsListsPlaceReasonAndDetailAsJSONAndFiltersByReason() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let good = #"{"type":"transition","ts":1764324000000,"session_id":"r1","seq":0,"direction":"enter","strategy":"window_transform","outcome":"ok"}"#
        let file = try dir.write("bad.ndjson", good + "\n{oops\n[1]\n")
        let db = dir.file("s.sqlite")
        #expect(runInProcess(["ingest", "--db", db, file]).status == 0)

        let all = runInProcess(["rejects", "--db", db, "--format", "json"])
        #expect(all.status == 0)
        let rows = try #require(try all.json() as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows.map { $0["reason"] as? String } == ["invalid_json", "not_an_object"])
        #expect(rows.map { $0["line"] as? Int } == [2, 3])
        #expect(rows[0]["offset"] as? Int == good.utf8.count + 1)
        #expect(rows[0]["file"] as? String == file)
        #expect((rows[0]["detail"] as? String)?.isEmpty == false)

        let filtered = runInProcess(["rejects", "--db", db, "--reason", "not_an_object", "--format", "csv"])
        #expect(filtered.stdout.split(separator: "\r\n").count == 2)
        #expect(filtered.stdout.contains("not_an_object"))
    }

    @Test func replayWithNothingFixableKeepsTheRejectsAndReportsThem() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = dir.file("s.sqlite")
        #expect(runInProcess(["ingest", "--db", db, try dir.write("bad.ndjson", "{oops\n")]).status == 0)
        let replay = runInProcess(["rejects", "--db", db, "--replay"])
        #expect(replay.status == 0)
        #expect(replay.stderr.contains("replayed 1 rejected lines: 0 stored, 0 duplicates, 1 still rejected"))
        let store = try Store(path: db, access: .read)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM rejected_lines") == .integer(1))
    }

    @Test func generateWritesDeterministicFilesAndAJSONSummary() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let first = runInProcess(["generate", "--sessions", "30", "--seed", "4", "--out", dir.file("a"), "--format", "json"])
        #expect(first.status == 0)
        let summary = try #require(try first.json() as? [String: Any])
        #expect(summary["sessions"] as? Int == 30)
        _ = runInProcess(["generate", "--sessions", "30", "--seed", "4", "--out", dir.file("b")])
        let a = try Data(contentsOf: URL(fileURLWithPath: dir.file("a/fstel-0001.ndjson")))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir.file("b/fstel-0001.ndjson")))
        #expect(a == b)
        #expect(runInProcess(["generate", "--sessions", "3"]).status == 64)
        #expect(runInProcess(["generate", "--out", dir.path, "--regression", "nonsense"]).status == 64)
    }

    @Test func demoIngestsSampleLogsPrintsTheReportsAndStoresNothingTwice() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let first = runInProcess(["demo", "--dir", dir.path, "--sessions", "400", "--format", "markdown"])
        #expect(first.status == 0, "\(first.stderr)")
        for heading in ["The strategy to ship per iOS major version", "failure kinds", "Restore into the right cell"] {
            #expect(first.stdout.contains(heading))
        }
        // The answer leads: the first table is the strategy to ship per iOS major version.
        let firstHeading = try #require(first.stdout.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(firstHeading.contains("strategy to ship"))
        #expect(first.stdout.contains("| os_major | strategy | attempts |"))
        let store = try Store(path: dir.file("demo.sqlite"), access: .read)
        let count = try store.database.scalar(sql: "SELECT count(*) FROM transitions")
        #expect((count.int64 ?? 0) > 0)
        let second = runInProcess(["demo", "--dir", dir.path, "--sessions", "400"])
        #expect(second.status == 0)
        #expect(second.stderr.contains(": 0 lines: 0 stored"))
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transitions") == count)
    }

    @Test func migrateCreatesAStoreAndReportsItUpToDateTheSecondTime() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = dir.file("m.sqlite")
        let first = runInProcess(["migrate", "--db", db])
        #expect(first.status == 0)
        #expect(first.stderr.contains("applied 0001_initial"))
        let second = runInProcess(["migrate", "--db", db])
        #expect(second.stderr.contains("up to date"))
        let store = try Store(path: db, access: .read)
        #expect(try store.schemaVersion() == Migrator().latestVersion)
    }

    @Test func readingCommandsRefuseAFileThatIsNotAStoreWithExitSeventyEight() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write("notes.txt", String(repeating: "not a database\n", count: 100))
        for command in [["rejects"], ["schema"], ["report", "failure-rates"], ["sql", "SELECT 1"]] {
            let result = runInProcess(command + ["--db", path])
            #expect(result.status == 78, "\(command)")
            #expect(result.stderr.contains("not"), "\(command)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == String(repeating: "not a database\n", count: 100))
    }
}
