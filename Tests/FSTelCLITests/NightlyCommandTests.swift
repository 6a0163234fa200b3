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

/// Nine generated days (2026-11-20 to 2026-11-28), 800 sessions a day, with
/// window_transform's failure rate raised by 15 points on the last day only. Built once;
/// each test works on its own copy.
private let generatedStore: Result<String, any Error> = Result {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-nightly-cli-\(UUID().uuidString)").path
    var options = GeneratorOptions(sessions: 9 * 800, seed: 5, files: 2, days: 9, endDay: "2026-11-28")
    options.regression = PlantedRegression(strategy: "window_transform", addedFailureRate: 0.15)
    let summary = try generateLogs(options, into: dir + "/logs")
    do {
        let store = try Store(path: dir + "/store.sqlite", access: .write)
        _ = try Ingestor(store: store).ingest(paths: summary.files)
    }
    return dir + "/store.sqlite"
}

private func copyOfStore() throws -> String {
    let source = try generatedStore.get()
    let copy = source.replacingOccurrences(of: "store.sqlite", with: "copy-\(UUID().uuidString).sqlite")
    try FileManager.default.copyItem(atPath: source, toPath: copy)
    return copy
}

private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let (console, out, err) = Console.capturing()
    let status = CommandLineTool.run(arguments, console: console)
    return (status, out.text, err.text)
}

private func json(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
}

@Suite struct NightlyCommandTests {
    @Test func aRiseOnTheLastDayFlagsOnlyThatStrategyAndExitsThree() throws {
        let db = try copyOfStore()
        let result = run(["nightly", "--db", db, "--date", "2026-11-28", "--format", "json", "--min-attempts", "100"])
        #expect(result.status == 3, "\(result.err)")
        let object = try json(result.out)
        #expect(object["date"] as? String == "2026-11-28")
        let baseline = object["baseline"] as! [String: Any]
        #expect(baseline["from"] as? String == "2026-11-21")
        #expect(baseline["to"] as? String == "2026-11-27")
        let regressions = object["regressions"] as! [[String: Any]]
        #expect(!regressions.isEmpty)
        for r in regressions {
            #expect(r["strategy"] as? String == "window_transform")
            #expect(r["kind"] as? String == "rate_increase")
            #expect((r["day_rate"] as! Double) - (r["baseline_rate"] as! Double) >= 0.02)
            #expect((r["p_value"] as! Double) < 0.01)
            #expect(r["os_major"] is Int)
            #expect(r["attempts"] is Int)
            #expect((r["sentence"] as! String).contains("window_transform"))
        }
        let groups = object["groups"] as! [[String: Any]]
        #expect(groups.count > 50)
        #expect(groups.allSatisfy { $0["attempts"] is Int && $0["direction"] is String && $0["failures_by_kind"] is [String: Any] })
    }

    @Test func nightlyPrintsTheSameBytesInEveryProcess() throws {
        // Each process hashes with its own seed, so dictionaries iterate in another order:
        // nothing printed may depend on it (floating-point sums did, in the dispersion).
        let db = try copyOfStore()
        let arguments = ["nightly", "--db", db, "--date", "2026-11-28", "--format", "json", "--min-attempts", "100"]
        let first = try runExecutable(arguments)
        #expect(first.status == 3, "\(first.stderr)")
        #expect(first.stdout.contains("\"dispersion\""))
        for _ in 0..<7 {
            let again = try runExecutable(arguments)
            #expect(again.status == first.status)
            #expect(again.stdout == first.stdout)
        }
    }

    @Test func theNightBeforeTheRiseFlagsNothingAndExitsZero() throws {
        let db = try copyOfStore()
        let result = run(["nightly", "--db", db, "--date", "2026-11-27", "--format", "markdown", "--min-attempts", "100"])
        #expect(result.status == 0, "\(result.out)")
        #expect(result.out.contains("OK: nothing flagged"))
    }

    /// `--format text` fits the terminal: no line wider, no Markdown, no word cut, the
    /// flagged items first.
    @Test(arguments: [80, 120])
    func theTextSummaryFitsTheTerminalAndLeadsWithTheAnswers(width: Int) throws {
        let db = try copyOfStore()
        var env = ProcessInfo.processInfo.environment
        env["COLUMNS"] = String(width)
        let narrow = try runExecutable(["nightly", "--db", db, "--date", "2026-11-28", "--format", "text", "--min-attempts", "100"], environment: env)
        #expect(narrow.status == 3, "\(narrow.stderr)")
        let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= width }, "\(narrow.stdout)")
        #expect(!narrow.stdout.contains("**") && !narrow.stdout.contains("|---"), "\(narrow.stdout)")
        #expect(lines.first == "fstel nightly: 2026-11-28")
        // The release verdict (the generator's newest release) first, then last night's alert.
        #expect(lines[2].hasPrefix("Release: "), "\(narrow.stdout)")
        let alert = try #require(narrow.stdout.range(of: "Last night: ALERT"))
        let ship = try #require(narrow.stdout.range(of: "What to ship"))
        #expect(alert.lowerBound < ship.lowerBound)
        // Unwrapped, the same words: none was cut.
        env["COLUMNS"] = nil
        let wide = try runExecutable(["nightly", "--db", db, "--date", "2026-11-28", "--format", "text", "--min-attempts", "100"], environment: env)
        let words = { (t: String) in Set(t.split(whereSeparator: { !$0.isLetter }).map(String.init)) }
        #expect(words(narrow.stdout).subtracting(words(wide.stdout)).isEmpty, "\(words(narrow.stdout).subtracting(words(wide.stdout)))")
    }

    /// Text is the default on a terminal (run under `script`, which gives it one);
    /// Markdown through a pipe and into a file.
    @Test func textIsTheDefaultOnATerminalAndMarkdownThroughAPipe() throws {
        let db = try copyOfStore()
        let piped = try runExecutable(["nightly", "--db", db, "--date", "2026-11-28", "--min-attempts", "100"])
        #expect(piped.stdout.hasPrefix("## fstel nightly: 2026-11-28"), "\(piped.stdout)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let binary = try builtExecutable()
        let command = "stty cols 80 rows 50; '\(binary)' nightly --db '\(db)' --date 2026-11-28 --min-attempts 100"
        var env = ProcessInfo.processInfo.environment
        env["COLUMNS"] = nil
        let terminal = try runProcess("/usr/bin/script", ["-qec", command, "/dev/null"], environment: env)
        let text = terminal.stdout.replacingOccurrences(of: "\r", with: "")
        #expect(text.hasPrefix("fstel nightly: 2026-11-28\n"), "\(text)")
        #expect(!text.contains("**"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(text)")
    }

    @Test func theHTMLPageIsSelfContainedWithChartsAndTheFlaggedGroupHighlighted() throws {
        let db = try copyOfStore()
        let out = db + ".html"
        let result = run(["nightly", "--db", db, "--date", "2026-11-28", "--format", "html", "--out", out, "--min-attempts", "100"])
        #expect(result.status == 3)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<svg").count - 1 >= 7)
        #expect(html.contains("window_transform (flagged)"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("url(http"))
    }

    @Test func pruneDryRunChangesNothingThenPruneKeepsRollupsAndNightlySaysSo() throws {
        let db = try copyOfStore()
        #expect(run(["backfill", "--db", db, "--from", "2026-11-20", "--to", "2026-11-28"]).status == 0)
        let before = try Store(path: db, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions").int64!
        let dry = run(["prune", "--db", db, "--keep-days", "3", "--as-of", "2026-11-28", "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.out.contains("would delete"))
        #expect(try Store(path: db, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions").int64! == before)
        let done = run(["prune", "--db", db, "--keep-days", "3", "--as-of", "2026-11-28"])
        #expect(done.status == 0)
        #expect(done.out.contains("before 2026-11-26"))
        let store = try Store(path: db, access: .read)
        #expect(try store.database.scalar(sql: "SELECT count(*) FROM transitions WHERE ts < 1795651200000").int64 == 0)
        #expect(try store.database.scalar(sql: "SELECT count(DISTINCT day) FROM daily_rollups").int64 == 9)
        let night = run(["nightly", "--db", db, "--date", "2026-11-25", "--min-attempts", "100"])
        #expect(night.out.contains("pruned"))
    }

    @Test func badDatesAndHalfRangesAreUsageErrors() {
        #expect(run(["nightly", "--db", "/nonexistent/x.sqlite", "--date", "2026-13-01"]).status == 64)
        #expect(run(["backfill", "--db", "/nonexistent/x.sqlite", "--from", "2026-11-01"]).status == 64)
        #expect(run(["nightly", "--db", "/nonexistent/x.sqlite", "--format", "pdf"]).status == 64)
        #expect(run(["prune", "--db", "/nonexistent/x.sqlite"]).status == 64)
    }
}
