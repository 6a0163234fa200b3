import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Retention and late data lose nothing; nightly counts as the reports do and
/// keeps alerting while logs are missing. One test per case, run through the
/// commands a cron job runs (`ingest`, `nightly`, `prune`, `report`).
@Suite struct RetentionTests {
    /// Lines of format v1 for one test, written to numbered files.
    struct Logs {
        let dir: TemporaryDirectory
        var files = 0

        static func start(_ session: String, os: String = "17.4", app: String = "8.6.0", at ts: String) -> String {
            #"{"type":"session_start","ts":"\#(ts)","session_id":"\#(session)","device":{"model":"iPhone12,1","os":"iOS","os_version":"\#(os)"},"app":{"version":"\#(app)","build":"1"}}"#
        }

        static func transition(
            _ session: String, seq: Int, at ts: String, strategy: String = "window_transform", outcome: String = "ok",
            direction: String = "enter", extra: String = ""
        ) -> String {
            let failure = outcome == "failed" ? #","failure":"window_flash""# : ""
            return #"{"type":"transition","ts":"\#(ts)","session_id":"\#(session)","seq":\#(seq),"direction":"\#(direction)","strategy":"\#(strategy)","outcome":"\#(outcome)"\#(failure)\#(extra)}"#
        }

        /// `count` transitions of one new session on `day` (10:00Z onward, one a second),
        /// the first `failed` of them failed, then `cancelled` cancelled and `ignored` ignored.
        /// With `restores`, every transition carries a duration and every third is an exit
        /// that restores by index path (every fifth of those into the wrong row).
        static func session(
            _ id: String, day: String, count: Int, failed: Int = 0, cancelled: Int = 0, ignored: Int = 0,
            strategy: String = "window_transform", os: String = "17.4", withStart: Bool = true, restores: Bool = false
        ) -> [String] {
            var lines = withStart ? [start(id, os: os, at: "\(day)T09:59:00Z")] : []
            for i in 0..<count {
                let outcome = i < failed ? "failed" : i < failed + cancelled ? "cancelled" : i < failed + cancelled + ignored ? "ignored" : "ok"
                let ts = "\(day)T\(two(10 + i / 3600)):\(two(i / 60 % 60)):\(two(i % 60))Z"
                let exit = restores && i % 3 == 2
                let extra = !restores ? "" : #","duration_ms":\#(100 + i * 7)"# + (exit
                    ? #","restore":{"method":"index_path","container":"table_view","section":0,"item":\#(i),"restored_section":0,"restored_item":\#(i % 5 == 0 ? i + 1 : i)}"#
                    : "")
                lines.append(transition(id, seq: i, at: ts, strategy: strategy, outcome: outcome, direction: exit ? "exit" : "enter", extra: extra))
            }
            return lines
        }

        static func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

        mutating func write(_ lines: [String]) throws -> String {
            files += 1
            return try dir.write("log-\(files).ndjson", lines.joined(separator: "\n") + "\n")
        }
    }

    /// Runs `fstel` in-process and expects `status`.
    @discardableResult
    func fstel(_ arguments: [String], status: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation) -> RunResult {
        let result = runInProcess(arguments)
        #expect(result.status == status, "fstel \(arguments.joined(separator: " ")): \(result.stderr)", sourceLocation: sourceLocation)
        return result
    }

    /// `[day: (attempts, failures)]` from `report failure-rates --by day`.
    func ratesByDay(_ db: String, extra: [String] = []) throws -> [String: [Int]] {
        let result = fstel(["report", "failure-rates", "--db", db, "--by", "day", "--format", "json"] + extra)
        var out: [String: [Int]] = [:]
        for row in try rows(result) {
            out[row["day"] as! String] = [row["attempts"] as! Int, row["failures"] as! Int]
        }
        return out
    }

    /// The rows of a report's JSON output (an array, or an object holding `rows`).
    func rows(_ result: RunResult) throws -> [[String: Any]] {
        let value = try result.json()
        if let array = value as? [[String: Any]] { return array }
        return (value as? [String: Any])?["rows"] as? [[String: Any]] ?? []
    }

    /// Sum of `attempts` and `failures` over nightly's JSON `groups` of the day.
    func nightlyDay(_ db: String, _ day: String, status: Int32? = nil) throws -> (attempts: Int, failures: Int, json: [String: Any]) {
        let result = runInProcess(["nightly", "--db", db, "--date", day, "--format", "json"])
        if let status { #expect(result.status == status, "\(result.stderr)") }
        let json = try result.json() as! [String: Any]
        let groups = json["groups"] as! [[String: Any]]
        return (groups.reduce(0) { $0 + ($1["attempts"] as! Int) }, groups.reduce(0) { $0 + ($1["failures"] as! Int) }, json)
    }

    func sqlInts(_ db: String, _ sql: String) throws -> [Int] {
        let result = fstel(["sql", "--db", db, "--format", "json", sql])
        let rows = try result.json() as! [[String: Any]]
        return rows.first.map { row in row.keys.sorted().map { (row[$0] as? Int) ?? -1 } } ?? []
    }

    // MARK: 1

    @Test func case1_lateRowsOfADayAlreadyRolledUpSurviveAPrune() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var logs = Logs(dir: dir)
        let db = dir.file("s.sqlite")
        fstel(["ingest", "--db", db, try logs.write(Logs.session("a", day: "2026-10-01", count: 100))])
        // 2026-10-01 becomes a baseline day of the next night: its rollups are computed (the
        // night itself has no logs: a data alert, exit 3).
        #expect([0, 3].contains(runInProcess(["nightly", "--db", db, "--date", "2026-10-02", "--format", "json"]).status))
        // 100 late failures of 2026-10-01 arrive, then the day is pruned.
        fstel(["ingest", "--db", db, try logs.write(Logs.session("late", day: "2026-10-01", count: 100, failed: 100))])
        #expect(try ratesByDay(db)["2026-10-01"] == [200, 100])
        fstel(["prune", "--db", db, "--keep-days", "10", "--as-of", "2026-10-20"])
        #expect(try ratesByDay(db)["2026-10-01"] == [200, 100])
        #expect(try sqlInts(db, "SELECT sum(attempts) AS a, sum(failures) AS f FROM daily_rollups WHERE day = '2026-10-01'") == [200, 100])
        let night = try nightlyDay(db, "2026-10-01")
        #expect(night.attempts == 200 && night.failures == 100)
    }

    // MARK: 2

    @Test func case2_lateRowsOfADayOlderThanAnEarlierCutAreCounted() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var logs = Logs(dir: dir)
        let db = dir.file("s.sqlite")
        fstel(["ingest", "--db", db, try logs.write(Logs.session("a", day: "2026-10-01", count: 100, failed: 10))])
        fstel(["prune", "--db", db, "--keep-days", "10", "--as-of", "2026-10-20"])
        // Late rows for the pruned day.
        fstel(["ingest", "--db", db, try logs.write(Logs.session("late", day: "2026-10-01", count: 50, failed: 50))])
        let night = try nightlyDay(db, "2026-10-01")
        #expect(night.attempts == 150 && night.failures == 60, "\(night.json["notes"] ?? "")")
        let backfill = fstel(["backfill", "--db", db, "--from", "2026-10-01", "--to", "2026-10-01"])
        #expect(!backfill.stderr.contains("skipped"), "\(backfill.stderr)")
        #expect(try ratesByDay(db)["2026-10-01"] == [150, 60])
        // The next prune deletes the late raw rows; they stay counted.
        fstel(["prune", "--db", db, "--keep-days", "10", "--as-of", "2026-10-21"])
        #expect(try ratesByDay(db)["2026-10-01"] == [150, 60])
        #expect(try sqlInts(db, "SELECT sum(attempts) AS a, sum(failures) AS f FROM daily_rollups WHERE day = '2026-10-01'") == [150, 60])
    }

    // MARK: 4

    @Test func case4_aSessionStillReceivingTransitionsKeepsItsFactsThroughAPrune() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var logs = Logs(dir: dir)
        let db = dir.file("s.sqlite")
        // The session starts on 2026-10-09 with one transition that day.
        fstel(["ingest", "--db", db, try logs.write(Logs.session("s", day: "2026-10-09", count: 1, os: "16.2"))])
        fstel(["prune", "--db", db, "--keep-days", "10", "--as-of", "2026-10-19"])   // cut: 2026-10-10
        // Its next transition, on 2026-10-10, arrives after the prune.
        fstel(["ingest", "--db", db, try logs.write([Logs.transition("s", seq: 1, at: "2026-10-10T00:00:05Z", outcome: "failed")])])
        let facts = fstel(["sql", "--db", db, "--format", "json", "SELECT os_major, os_version FROM transition_facts WHERE session_id = 's'"])
        let rows = try facts.json() as! [[String: Any]]
        #expect(rows.count == 1)
        #expect(rows.first?["os_major"] as? Int == 16)
        let byOS = fstel(["report", "failure-rates", "--db", db, "--by", "os_major", "--since", "2026-10-10", "--format", "json"])
        let osRows = try self.rows(byOS)
        #expect(osRows.count == 1 && osRows.first?["os_major"] as? Int == 16, "\(byOS.stdout)")
    }

    // MARK: 5

    @Test func case5_reportsAnswerPrunedDaysFromRollupsOrSayWhichDaysTheyCouldNotCount() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var logs = Logs(dir: dir)
        let db = dir.file("s.sqlite")
        var lines: [String] = []
        for (i, day) in ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04"].enumerated() {
            lines += Logs.session("s\(i)", day: day, count: 40 + i, failed: 3 + i, cancelled: 2, ignored: 1, os: "1\(5 + i % 2).1", restores: true)
            lines += Logs.session("p\(i)", day: day, count: 30, failed: 6, strategy: "present_landscape_vc", os: "17.0", restores: true)
        }
        fstel(["ingest", "--db", db, try logs.write(lines)])
        let rollupReports: [[String]] = [
            ["report", "failure-rates", "--by", "strategy,os_major,os_minor,app_version,direction,day"],
            ["report", "failure-rates", "--by", "os_version,device_model", "--since", "2026-10-02"],
            ["report", "best-strategy", "--by", "os_major", "--min-attempts", "1"],
            ["report", "failures", "--by", "strategy,os_minor,app_version,direction,day", "--min-attempts", "10"],
            ["report", "restore", "--by", "method,container,strategy,os_major,day"],
            ["report", "durations", "--by", "strategy,os_version,day"],
        ]
        let before = rollupReports.map { fstel($0 + ["--db", db, "--format", "json"]).stdout }
        #expect(before.allSatisfy { $0.count > 100 }, "\(before)")
        fstel(["prune", "--db", db, "--keep-days", "2", "--as-of", "2026-10-04"])   // cut: 2026-10-03
        for (arguments, expected) in zip(rollupReports, before) {
            let after = fstel(arguments + ["--db", db, "--format", "json"])
            #expect(after.stdout == expected, "\(arguments)")
            #expect(after.stderr.isEmpty, "\(after.stderr)")
        }
        // Reports that read raw rows say which days of the range they could not count.
        for arguments in [
            ["report", "failures", "--by", "device_model", "--since", "2026-10-01"],
            ["report", "failure-rates", "--by", "trigger", "--since", "2026-10-02"],
            ["report", "durations", "--by", "strategy", "--exact"],
            ["report", "restore", "--exact"],
            ["report", "restore", "--by", "trigger"],
        ] {
            let result = fstel(arguments + ["--db", db, "--format", "json"])
            let notice = result.stderr.split(separator: "\n").filter { $0.contains("pruned") }
            #expect(notice.count == 1, "\(arguments): \(result.stderr)")
            #expect(notice.first?.contains("2026-10-02") == true, "\(notice)")
            let json = try result.json() as? [String: Any]
            let pruned = json?["pruned_days"] as? [String: Any]
            #expect(pruned?["to"] as? String == "2026-10-02", "\(arguments): \(result.stdout)")
        }
        // A range entirely after the cut is complete: no notice.
        let recent = fstel(["report", "failures", "--by", "strategy", "--since", "2026-10-03", "--db", db])
        #expect(recent.stderr.isEmpty)
    }

    // MARK: 6

    @Test func case6_nightlyCountsAttemptsAsTheReportsDo() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var logs = Logs(dir: dir)
        let db = dir.file("s.sqlite")
        fstel(["ingest", "--db", db, try logs.write(Logs.session("a", day: "2026-10-05", count: 135, failed: 10, cancelled: 20, ignored: 5))])
        let night = try nightlyDay(db, "2026-10-05")
        #expect(night.attempts == 110 && night.failures == 10)
        let report = try ratesByDay(db)["2026-10-05"]
        #expect(report == [110, 10])
        #expect(try sqlInts(db, "SELECT sum(attempts) AS a, sum(cancelled) AS c, sum(ignored) AS i FROM daily_rollups WHERE day = '2026-10-05'") == [110, 20, 5])
    }

    // MARK: 7

    @Test func case7_nightlyKeepsAlertingWhileLogsAreMissingAndNamesItADataAlert() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var logs = Logs(dir: dir)
        let db = dir.file("s.sqlite")
        var lines: [String] = []
        for day in 1...10 {
            lines += Logs.session("s\(day)", day: "2026-10-\(Logs.two(day))", count: 300, failed: 15)
        }
        fstel(["ingest", "--db", db, try logs.write(lines)])
        // Logs stop after 2026-10-10: every night from the 11th on is flagged.
        for day in 11...24 {
            let date = "2026-10-\(Logs.two(day))"
            let result = runInProcess(["nightly", "--db", db, "--date", date])
            #expect(result.status == 3, "\(date): \(result.stdout)")
            #expect(result.stdout.contains("1 data alert"), "\(date): \(result.stdout)")
            #expect(!result.stdout.contains("regression"), "\(date): \(result.stdout)")
            #expect(result.stdout.contains("for \(day - 10) day"), "\(date) should say how many days are missing: \(result.stdout)")
        }
    }
}

/// Case 3: `ingest`, `prune` and `nightly` from overlapping cron jobs. Several files are
/// ingested with small batches while prune (with a cut moving forward through the data)
/// and nightly loop on the same store; at the end, failure rates by day over the whole
/// range equal those of a store that only ingested the same files.
@Suite struct RetentionConcurrencyTests {
    @Test(.timeLimit(.minutes(3)))
    func case3_ingestPruneAndNightlyAtOnceLoseNoCount() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let summary = try generateLogs(
            GeneratorOptions(sessions: 5000, seed: 77, files: 4, days: 12, endDay: "2026-10-12"), into: dir.file("logs"))
        let files = summary.files
        let reference = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--db", reference] + files).status == 0)

        let db = dir.file("s.sqlite")
        #expect(runInProcess(["migrate", "--db", db]).status == 0)
        let writer = try startExecutable(["ingest", "--db", db, "--batch-lines", "25"] + files)
        var keep = 12
        var prunes = 0, nights = 0, pruneDuringIngest = 0
        repeat {
            let during = writer.isRunning
            // Prune and nightly run in this process (their own connections), so each round is
            // short next to the ingest, which runs in its own process.
            let prune = runInProcess(["prune", "--db", db, "--keep-days", String(max(keep, 2)), "--as-of", "2026-10-12"])
            #expect(prune.status == 0, "\(prune.stderr)")
            prunes += 1
            if during { pruneDuringIngest += 1 }
            keep -= 1
            let night = runInProcess(["nightly", "--db", db, "--date", "2026-10-\(10 + nights % 3)", "--format", "json"])
            #expect(night.status == 0 || night.status == 3, "\(night.stderr)")
            nights += 1
        } while writer.isRunning
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(pruneDuringIngest >= 2, "the ingest ended before prune could overlap it")
        // One more prune after the ingest: most raw rows are gone now.
        #expect(try runExecutable(["prune", "--db", db, "--keep-days", "2", "--as-of", "2026-10-12"]).status == 0)
        let remaining = try Store(path: db, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0
        let total = try Store(path: reference, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0
        #expect(remaining < total / 2, "prune removed too little to prove anything: \(remaining) of \(total)")

        for by in ["day", "day,strategy,direction"] {
            let expected = try runExecutable(["report", "failure-rates", "--db", reference, "--by", by, "--format", "csv"])
            let actual = try runExecutable(["report", "failure-rates", "--db", db, "--by", by, "--format", "csv"])
            #expect(expected.status == 0 && actual.status == 0)
            #expect(actual.stdout == expected.stdout, "--by \(by)")
            #expect(actual.stderr.isEmpty, "\(actual.stderr)")
        }
        // Nightly's counts of a pruned day equal the reference's.
        for day in ["2026-10-02", "2026-10-06"] {
            let a = try runExecutable(["sql", "--db", db, "--format", "csv", "SELECT sum(attempts), sum(failures), sum(cancelled), sum(ignored) FROM daily_rollups WHERE day = '\(day)'"])
            let r = try runExecutable(["report", "failure-rates", "--db", reference, "--by", "day", "--since", day, "--until", day, "--format", "csv"])
            let ref = r.stdout.split(separator: "\r\n").dropFirst().first?.split(separator: ",").map(String.init) ?? []
            let got = a.stdout.split(separator: "\r\n").dropFirst().first?.split(separator: ",").map(String.init) ?? []
            #expect(ref.count == 8 && got.count == 4)
            if ref.count == 8 && got.count == 4 {
                #expect([got[0], got[1], got[2], got[3]] == [ref[1], ref[2], ref[6], ref[7]], "\(day)")
            }
        }
    }
}
