import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Guarantee 2 (docs/reliability.md): readers run while an ingest writes, and two ingests
/// of different files run at once, without "database is locked" and with exact totals;
/// readers see whole batches only.
@Suite struct ConcurrencyTests {
    @Test(.timeLimit(.minutes(10)))
    func reportsAndSQLRunWhileAnIngestWritesAndSeeOnlyWholeBatches() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = try MixedInput(in: dir, sessions: 1000, seed: 41)
        let db = dir.file("s.sqlite")
        #expect(runInProcess(["migrate", "--db", db]).status == 0)
        let writer = try startExecutable(["ingest", "--db", db, "--batch-lines", "200"] + input.files)
        var reads = 0
        var readsDuringIngest = 0
        var snapshots: Set<String> = []
        repeat {
            let during = writer.isRunning
            // One statement is one snapshot: the events stored and the accounting committed
            // with them must agree, whatever moment the reader picks.
            let sql = try runExecutable(["sql", "--db", db, "--format", "csv", consistencySQL])
            #expect(sql.status == 0, "\(sql.stderr)")
            #expect(!sql.stderr.contains("locked"))
            let values = sql.stdout.split(separator: "\r\n").dropFirst().first?.split(separator: ",").map(String.init) ?? []
            #expect(values.count == 6, "\(sql.stdout)")
            if values.count == 6 {
                #expect(values[0] == values[1], "half a batch visible: stored rows \(values[0]), accounting \(values[1])")
                #expect(values[2] == values[3], "rejects \(values[2]) vs accounting \(values[3])")
                #expect(values[4] == values[5], "rollup \(values[4]) vs transitions \(values[5])")
                snapshots.insert(values[0])
            }
            let report = try runExecutable(["report", "failure-rates", "--db", db, "--format", "csv"])
            #expect(report.status == 0, "\(report.stderr)")
            #expect(!report.stderr.contains("locked"))
            let rejects = try runExecutable(["rejects", "--db", db, "--format", "csv"])
            #expect(rejects.status == 0, "\(rejects.stderr)")
            reads += 1
            if during { readsDuringIngest += 1 }
        } while writer.isRunning
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(readsDuringIngest >= 2, "the ingest ended before the readers could overlap it")
        #expect(snapshots.count >= 2, "every read saw the same state: \(snapshots)")
        let store = try Store(path: db, access: .read).database
        let stored = try store.scalar(sql: "SELECT sum(stored) FROM ingest_files").int64 ?? 0
        #expect(Int(stored) == input.validLines)
        #expect(try storeInconsistencies(db).isEmpty)
    }

    @Test(.timeLimit(.minutes(10)))
    func twoIngestsOfDifferentFilesAtOnceIntoANewStoreGiveExactTotals() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = try MixedInput(in: dir, sessions: 800, seed: 51)
        let reference = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--db", reference] + input.files).status == 0)
        for round in 0..<3 {
            // Both start on a file that does not exist yet: both create and migrate it.
            let db = dir.file("both-\(round).sqlite")
            let first = Array(input.files.prefix(2))
            let second = Array(input.files.dropFirst(2))
            let a = Process()
            a.executableURL = URL(fileURLWithPath: try builtExecutable())
            a.arguments = ["ingest", "--db", db, "--batch-lines", "100"] + first
            let aErr = Pipe()
            a.standardError = aErr
            a.standardOutput = FileHandle.nullDevice
            try a.run()
            let b = try runExecutable(["ingest", "--db", db, "--batch-lines", "100"] + second)
            let aStderr = String(decoding: aErr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            a.waitUntilExit()
            #expect(a.terminationStatus == 0, "round \(round), first ingest: \(aStderr)")
            #expect(b.status == 0, "round \(round), second ingest: \(b.stderr)")
            #expect(!aStderr.contains("locked") && !b.stderr.contains("locked"))
            #expect(try storeInconsistencies(db).isEmpty)
            // Sessions are split across files, so the order of the two ingests decides which
            // line of a session counts as its duplicate; the stored facts must not depend on it.
            let facts = try Store(path: db, access: .read).database
            let expected = try Store(path: reference, access: .read).database
            for query in [
                "SELECT session_id, seq, ts, strategy, outcome, failure, device_model, os_version FROM transition_facts ORDER BY 1, 2",
                "SELECT session_id, started_at, ended_at, device_model, transitions FROM session_facts ORDER BY 1",
                "SELECT count(*), sum(reason = 'invalid_json') FROM rejected_lines",
                "SELECT sum(lines), sum(stored), sum(duplicates), sum(rejected) FROM ingest_files",
                "SELECT * FROM transition_rollup WHERE ok <> 0 OR failed <> 0 OR cancelled <> 0 OR ignored <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
            ] {
                #expect(try facts.rows(sql: query) == expected.rows(sql: query), "round \(round): \(query)")
            }
        }
    }
}
