import Foundation
import FSTelQuery
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import Testing
@testable import FSTelCLI
import FSTelTestSupport

/// Every report and command summary at 80 and 120 columns: no line wider, intervals
/// kept, verdicts as sentences; `report compare` and `--matrix` on generated logs.
@Suite struct ReportWidthTests {
    /// Generated logs (3 days) with a break planted in release 8.6.0, ingested once.
    static let fixture: (dir: String, db: String, logs: [String]) = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-width-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let generated = try! runExecutable([
            "generate", "--sessions", "4000", "--days", "3", "--end-day", "2026-11-28", "--seed", "7", "--out", dir + "/logs",
            "--plant-break", "8.6.0:native_rotation:0.2",
        ])
        precondition(generated.status == 0, generated.stderr)
        let logs = try! FileManager.default.contentsOfDirectory(atPath: dir + "/logs").sorted().map { dir + "/logs/" + $0 }
        let db = dir + "/store.sqlite"
        let ingested = try! runExecutable(["ingest", "--db", db] + logs)
        precondition(ingested.status == 0, ingested.stderr)
        return (dir, db, logs)
    }()

    func fstel(_ arguments: [String], columns: Int?) throws -> RunResult {
        var env = ProcessInfo.processInfo.environment
        env["FSTEL_DB"] = nil
        env["COLUMNS"] = columns.map(String.init)
        return try runExecutable(arguments, environment: env)
    }

    func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    func expectFits(_ result: RunResult, _ width: Int, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines(result.stdout) + lines(result.stderr) where line.count > width {
            Issue.record("\(what) at \(width): \(line.count) characters: \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [80, 120])
    func everyReportFitsTheWidthAndKeepsItsIntervals(width: Int) throws {
        let db = Self.fixture.db
        let reports: [([String], Bool)] = [
            (["report", "failure-rates", "--by", "strategy,os_major"], true),
            (["report", "failure-rates", "--by", "strategy,app_version,direction"], true),
            (["report", "failures"], false),
            (["report", "restore"], true),
            (["report", "durations"], false),
            (["report", "best-strategy"], true),
            (["report", "best-strategy", "--matrix"], true),
            (["report", "compare", "--a", "8.5.0", "--b", "8.6.0"], true),
            (["report", "compare", "--a", "2026-11-26", "--b", "2026-11-27..2026-11-28"], true),
        ]
        for (words, hasIntervals) in reports {
            let result = try fstel(words + ["--db", db], columns: width)
            #expect(result.status == 0 || result.status == 3, "\(words): \(result.stderr)")
            expectFits(result, width, words.joined(separator: " "))
            if hasIntervals {
                #expect(result.stdout.contains("["), "\(words) lost its intervals at \(width):\n\(result.stdout)")
            }
            // The same report without a width limit (a pipe) has the same intervals, in full.
            let piped = try fstel(words + ["--db", db], columns: nil)
            #expect(piped.stdout.components(separatedBy: "[").count == result.stdout.components(separatedBy: "[").count, "\(words)")
        }
    }

    /// The words of `text`: runs of letters (a name broken inside a word leaves a piece
    /// that is no word of the unbroken output).
    func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
    }

    /// At 80 columns (and 60) a name wraps only at `_` or a space, never inside a word,
    /// and a verdict stays whole on its line.
    @Test(arguments: [80, 60])
    func namesWrapOnlyAtUnderscoresOrSpacesAndVerdictsStayWhole(width: Int) throws {
        let db = Self.fixture.db
        let reports: [[String]] = [
            ["report", "failure-rates", "--by", "strategy,os_major"],
            ["report", "failure-rates", "--by", "strategy,app_version,direction"],
            ["report", "failures"], ["report", "restore"], ["report", "durations"],
            ["report", "best-strategy"], ["report", "best-strategy", "--matrix"],
            ["report", "compare", "--a", "8.5.0", "--b", "8.6.0"],
        ]
        for report in reports {
            let narrow = try fstel(report + ["--db", db], columns: width)
            let wide = try fstel(report + ["--db", db], columns: nil)
            let broken = words(narrow.stdout).subtracting(words(wide.stdout))
            #expect(broken.isEmpty, "\(report) at \(width) broke words: \(broken.sorted())\n\(narrow.stdout)")
            // In the table (the summary after it is prose, wrapped at spaces).
            let narrowTable = narrow.stdout.components(separatedBy: "\n\n")[0], wideTable = wide.stdout.components(separatedBy: "\n\n")[0]
            for verdict in ["no change", "too few", "slightly worse", "slightly better", "unclear", "worse", "better"] {
                #expect(narrowTable.components(separatedBy: verdict).count == wideTable.components(separatedBy: verdict).count,
                        "\(report) at \(width): '\(verdict)' was split\n\(narrow.stdout)")
            }
        }
    }

    @Test func aLongNameWrapsAtItsUnderscoresAndAVerdictCellNeverWraps() {
        let table = ResultTable(
            columns: [ResultColumn("strategy"), ResultColumn("detail"), ResultColumn("verdict", keepsWhole: true)],
            rows: [[.text("transform_landscape_window"), .text(String(repeating: "words and more ", count: 6)), .text("slightly better")]])
        let text = table.rendered(as: .table, width: 40)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(text)")
        #expect(text.contains("slightly better"), "\(text)")
        for piece in ["transform_", "landscape_", "window"] { #expect(text.contains(piece), "\(text)") }
        #expect(words(text).isSubset(of: ["strategy", "detail", "verdict", "transform", "landscape", "window", "words", "and", "more", "slightly", "better"]), "\(text)")
    }

    @Test func bestStrategyVerdictsAreSentencesUnderTheirRowAtEightyColumns() throws {
        let result = try fstel(["report", "best-strategy", "--db", Self.fixture.db], columns: 80)
        let verdicts = lines(result.stdout).filter { $0.hasPrefix("    verdict: ") }
        #expect(!verdicts.isEmpty, "\(result.stdout)")
        // A verdict is one sentence on one line (two at most), never a column of fragments.
        #expect(verdicts.contains { $0.contains("ship ") })
        #expect(!result.stdout.contains("\n  verdict\n"))
        let wide = try fstel(["report", "best-strategy", "--db", Self.fixture.db], columns: 200)
        #expect(lines(wide.stdout).first?.hasSuffix("verdict") == true, "\(wide.stdout)")
    }

    @Test(arguments: [80, 120])
    func commandSummariesAndNoticesFitTheWidth(width: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = dir.file("s.sqlite")
        let ingest = try fstel(["ingest", "--db", db] + Self.fixture.logs, columns: width)
        #expect(ingest.status == 0)
        #expect(ingest.stderr.contains("total: "))
        expectFits(ingest, width, "ingest")
        // Without a terminal or COLUMNS, a summary line stays whole (one fact per line).
        let piped = try fstel(["ingest", "--db", dir.file("t.sqlite")] + Self.fixture.logs, columns: nil)
        #expect(lines(piped.stderr).contains { $0.hasPrefix("total: ") && $0.hasSuffix("lines/s)") }, "\(piped.stderr)")
        let prune = try fstel(["prune", "--db", db, "--keep-days", "1", "--as-of", "2026-11-28"], columns: width)
        #expect(prune.status == 0, "\(prune.stderr)")
        expectFits(prune, width, "prune")
        let exact = try fstel(["report", "failure-rates", "--db", db, "--exact"], columns: width)
        #expect(exact.stderr.contains("pruned") || exact.stderr.contains("could not"), "\(exact.stderr)")
        #expect(lines(exact.stderr).filter { !$0.isEmpty }.count >= 2, "the notice is wrapped: \(exact.stderr)")
        expectFits(exact, width, "report --exact after prune")
        let demo = try fstel(["demo", "--dir", dir.file("demo"), "--sessions", "800"], columns: width)
        #expect(demo.status == 0, "\(demo.stderr)")
        expectFits(demo, width, "demo")
    }

    @Test func theProgressLineFitsTheTerminalAndNamesTheInputAsGiven() {
        let long = "logs/" + String(repeating: "very-long-folder-name/", count: 6) + "fstel-0001.ndjson"
        let progress = IngestProgress(path: long, lines: 123_456, bytes: 45_000_000, seconds: 2.5)
        for width in [40, 80, 120] {
            let text = ProgressLine.text(progress, doneBytes: 45_000_000, totalBytes: 90_000_000, width: width)
            #expect(text.count <= width - 1, "\(width): \(text)")
            #expect(text.hasSuffix("50% (ETA 3 s)"), "\(width): \(text)")
            // The path is cut from its start: its end, the file's name, stays.
            #expect(text.hasPrefix("…"), "\(width): \(text)")
            if width >= 80 { #expect(text.contains("/fstel-0001.ndjson: "), "\(width): \(text)") }
        }
        let wide = ProgressLine.text(progress, doneBytes: 45_000_000, totalBytes: 90_000_000, width: 300)
        #expect(wide.hasPrefix(long + ": 123456 lines, "))
    }

    @Test func strictSaysWhyItExits65() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = try dir.write("bad.ndjson", "{oops\n")
        let result = try fstel(["ingest", "--strict", "--db", dir.file("s.sqlite"), log], columns: nil)
        #expect(result.status == 65)
        #expect(result.stderr.contains("--strict: 1 line was rejected, so the exit status is 65"), "\(result.stderr)")
    }

    @Test func demoSaysReusedWhenTheLogsAreAlreadyThere() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let first = try fstel(["demo", "--dir", dir.file("d"), "--sessions", "300"], columns: nil)
        #expect(first.status == 0)
        #expect(first.stderr.hasPrefix("generated "), "\(first.stderr)")
        let second = try fstel(["demo", "--dir", dir.file("d"), "--sessions", "300"], columns: nil)
        #expect(second.stderr.hasPrefix("reused "), "\(second.stderr)")
        // Other options, other logs: generated again.
        let third = try fstel(["demo", "--dir", dir.file("d"), "--sessions", "300", "--seed", "2"], columns: nil)
        #expect(third.stderr.hasPrefix("generated "), "\(third.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("d/logs/.fstel-demo-new")))
    }
}

/// `fstel report compare` and `best-strategy --matrix` on generated logs.
@Suite struct CompareCommandTests {
    func fstel(_ arguments: [String]) throws -> RunResult {
        var env = ProcessInfo.processInfo.environment
        env["FSTEL_DB"] = nil
        env["COLUMNS"] = nil
        return try runExecutable(arguments, environment: env)
    }

    func csvRows(_ text: String) -> [[String]] {
        text.replacingOccurrences(of: "\r", with: "").split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The 100-seed figure comes from scripts/compare-false-alarms.sh; a few seeds here.
    @Test(arguments: [1, 2, 3])
    func aPlantedBreakAndAPlantedFixAreFoundAndNothingElse(seed: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let generated = try fstel([
            "generate", "--sessions", "6000", "--days", "7", "--seed", String(seed), "--out", dir.file("logs"),
            "--plant-break", "8.6.0:native_rotation:0.2", "--plant-fix", "8.6.0:status_bar_orientation:0.8",
        ])
        #expect(generated.status == 0, "\(generated.stderr)")
        let logs = try FileManager.default.contentsOfDirectory(atPath: dir.file("logs")).map { dir.file("logs/" + $0) }
        #expect(try fstel(["ingest", "--quiet", "--db", dir.file("s.sqlite")] + logs).status == 0)
        let result = try fstel(["report", "compare", "--db", dir.file("s.sqlite"), "--a", "8.5.0", "--b", "8.6.0", "--format", "csv"])
        #expect(result.status == 3, "a group got worse: \(result.stderr)")
        let rows = csvRows(result.stdout)
        #expect(rows.count > 20)
        let changes = ["worse", "better", "slightly worse", "slightly better"]
        let flagged = rows.filter { changes.contains($0.last ?? "") }
        // The strategy as a whole (ios "all") says so once, besides its iOS majors.
        #expect(flagged.contains { $0[0] == "native_rotation" && $0[1] == "all" && $0.last == "worse" }, "\(flagged)")
        #expect(flagged.contains { $0[0] == "status_bar_orientation" && $0[1] == "all" && $0.last == "better" }, "\(flagged)")
        let others = flagged.filter { !($0[0] == "native_rotation" && $0.last == "worse") && !($0[0] == "status_bar_orientation" && $0.last == "better") }
        #expect(others.isEmpty, "\(others)")
        // Nothing planted between 8.4.2 and 8.5.0: no change verdict at all, exit 0.
        let quiet = try fstel(["report", "compare", "--db", dir.file("s.sqlite"), "--a", "8.4.2", "--b", "8.5.0", "--format", "json"])
        #expect(quiet.status == 0)
        let objects = try #require(try quiet.json() as? [[String: Any]])
        #expect(!objects.isEmpty && objects.allSatisfy { ["no change", "unclear", "too few"].contains($0["verdict"] as? String ?? "") })
    }

    @Test func compareInEveryFormatAndItsUsageErrors() throws {
        let db = ReportWidthTests.fixture.db
        let csv = try fstel(["report", "compare", "--db", db, "--a", "8.5.0", "--b", "8.6.0", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("strategy,ios,os_major,a_attempts,a_failures,a_failure_rate,a_ci_low,a_ci_high,b_attempts,"
            + "b_failures,b_failure_rate,b_ci_low,b_ci_high,difference,diff_ci_low,diff_ci_high,confidence,comparisons,verdict\r\n"))
        let json = try #require(try fstel(["report", "compare", "--db", db, "--a", "8.5.0", "--b", "8.6.0", "--format", "json"]).json() as? [[String: Any]])
        for row in json {
            let a = row["a_failure_rate"] as? Double, b = row["b_failure_rate"] as? Double, d = row["difference"] as? Double
            // On an iOS major's row the difference is B minus A; on the all-iOS row it is
            // stratified by iOS major, so it need not be.
            if let a, let b, let d, row["ios"] as? String != "all" { #expect(abs(b - a - d) < 1e-12) }
            if let low = row["diff_ci_low"] as? Double, let high = row["diff_ci_high"] as? Double, let d {
                #expect(low <= d && d <= high)
                // The verdict says what the interval shows.
                let verdict = row["verdict"] as? String ?? ""
                #expect(["worse", "slightly worse"].contains(verdict) == (low > 0), "\(row)")
                #expect(["better", "slightly better"].contains(verdict) == (high < 0), "\(row)")
            }
            // The all-iOS row has a null os_major; an iOS row its major.
            #expect((row["ios"] as? String == "all") == (row["os_major"] is NSNull && row["ios"] as? String != "unknown"), "\(row)")
        }
        let markdown = try fstel(["report", "compare", "--db", db, "--a", "8.5.0", "--b", "8.6.0", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("| strategy | ios | a_attempts | a_failure_rate |"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("[docs/metrics.md](docs/metrics.md#compare)"))
        let table = try fstel(["report", "compare", "--db", db, "--a", "8.5.0", "--b", "8.6.0"])
        #expect(table.stdout.contains("B (app 8.6.0) against A (app 8.5.0), 15 groups tested: 1 worse, 0 better, "), "\(table.stdout)")
        for bad in [["--a", "8.5.0"], ["--a", "8.5.0", "--b", "2026-11-27"], ["--a", "8.5.0", "--b", "8.5.0"],
                    ["--a", "2026-11-28..2026-11-20", "--b", "2026-11-27"], ["--a", "2026-11-26", "--b", "2026-11-27", "--since", "2026-11-01"]] {
            let result = try fstel(["report", "compare", "--db", db] + bad)
            #expect(result.status == 64, "\(bad): \(result.stderr)")
        }
        // A side that matches nothing stored: exit 66, naming the closest stored values.
        let unknown = try fstel(["report", "compare", "--db", db, "--a", "8.5.0", "--b", "9.9.9"])
        #expect(unknown.status == 66, "\(unknown.stderr)")
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix("Error: --b 9.9.9 matches no app version stored; closest stored: 8.6.1, 8.6.0"), "\(unknown.stderr)")
        let typo = try fstel(["report", "compare", "--db", db, "--a", "8.5.O", "--b", "8.6.0"])
        #expect(typo.status == 66 && typo.stderr.contains("--a 8.5.O matches no app version stored; closest stored: 8.5.0"), "\(typo.stderr)")
        // One version of a list stored: the others are warned about, the comparison runs.
        let partly = try fstel(["report", "compare", "--db", db, "--a", "8.5.0,8.5.9", "--b", "8.6.0"])
        #expect(partly.status == 0 || partly.status == 3)
        #expect(partly.stderr.contains("--a 8.5.9 matches nothing stored"), "\(partly.stderr)")
        let days = try fstel(["report", "compare", "--db", db, "--a", "2026-11-26", "--b", "2027-01-01..2027-01-07"])
        #expect(days.status == 66, "\(days.stderr)")
        #expect(days.stderr.contains("--b 2027-01-01..2027-01-07 matches no stored day with transitions; closest stored: 2026-11-28 (before)"), "\(days.stderr)")
    }

    /// A display filter chooses rows; it changes no verdict, interval or family size.
    @Test func filtersChooseRowsAndChangeNoVerdict() throws {
        let db = ReportWidthTests.fixture.db
        func rows(_ extra: [String]) throws -> [String: [String: Any]] {
            let json = try #require(try fstel(["report", "compare", "--db", db, "--a", "8.5.0", "--b", "8.6.0", "--format", "json"] + extra).json() as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: json.map { ("\($0["strategy"]!) \($0["ios"]!)", $0) })
        }
        let all = try rows([])
        for filter in [["--strategy", "native_rotation,window_transform"], ["--strategy", "native_rotation"], ["--os-major", "17"]] {
            let some = try rows(filter)
            #expect(!some.isEmpty && some.count < all.count, "\(filter)")
            for (key, row) in some {
                let full = try #require(all[key])
                for column in ["verdict", "diff_ci_low", "diff_ci_high", "comparisons", "confidence"] {
                    #expect("\(row[column] ?? "")" == "\(full[column] ?? "")", "\(filter) \(key) \(column)")
                }
            }
        }
        let text = try fstel(["report", "compare", "--db", db, "--a", "8.5.0", "--b", "8.6.0", "--strategy", "native_rotation"])
        #expect(text.stdout.contains("including rows --strategy or --os-major leave out, so a filter changes no verdict"), "\(text.stdout)")
    }

    @Test func theMatrixInEveryFormatMarksTheRecommendedAndSmallCells() throws {
        let db = ReportWidthTests.fixture.db
        let table = try fstel(["report", "best-strategy", "--matrix", "--db", db])
        #expect(table.status == 0)
        #expect(table.stdout.hasPrefix("iOS "), "\(table.stdout)")
        #expect(table.stdout.contains("> "))
        #expect(table.stdout.contains("Method: docs/metrics.md"))
        let list = try #require(try fstel(["report", "best-strategy", "--db", db, "--format", "json"]).json() as? [[String: Any]])
        let json = try #require(try fstel(["report", "best-strategy", "--matrix", "--db", db, "--format", "json"]).json() as? [[String: Any]])
        // One row per iOS major; the recommended strategy is the list's rank 1.
        let best = Dictionary(uniqueKeysWithValues: list.filter { ($0["rank"] as? Int) == 1 }.map { ("\($0["os_major"] ?? "")", $0["strategy"] as? String ?? "") })
        #expect(json.count == Set(list.map { "\($0["os_major"] ?? "")" }).count)
        for row in json {
            let key = "\(row["os_major"] ?? "")"
            #expect(row["recommended"] as? String == best[key], "\(row)")
            #expect(["clear", "too_close", "no_data"].contains(row["choice"] as? String ?? ""))
            if let strategy = row["recommended"] as? String {
                let rate = try #require(list.first { "\($0["os_major"] ?? "")" == key && $0["strategy"] as? String == strategy })
                #expect(row[strategy] as? Double == rate["failure_rate"] as? Double)
                #expect(row[strategy + "_ci_high"] as? Double == rate["ci_high"] as? Double)
            }
        }
        let csv = try fstel(["report", "best-strategy", "--matrix", "--db", db, "--format", "csv"])
        #expect(csv.stdout.hasPrefix("os_major,native_rotation,native_rotation_ci_low,native_rotation_ci_high,native_rotation_attempts,"), "\(csv.stdout)")
        let markdown = try fstel(["report", "best-strategy", "--matrix", "--db", db, "--format", "markdown", "--min-attempts", "100"])
        #expect(markdown.stdout.hasPrefix("| iOS | native_rotation |"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("(n="), "small samples are marked: \(markdown.stdout)")
        #expect(markdown.stdout.contains("[docs/metrics.md](docs/metrics.md#ship-matrix)"))
        let other = try fstel(["report", "failure-rates", "--matrix", "--db", db])
        #expect(other.status == 64, "--matrix belongs to best-strategy only")
    }
}
