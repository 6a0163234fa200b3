import Foundation
import FSTelQuery
import FSTelStore
@_spi(FSTelDrivers) import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// The saved queries in reports/ read the summary views and give the reports' numbers over
/// any range, before and after prunes; `fstel sql` names pruned days when it reads raw rows.
@Suite struct SavedQueryTests {
    /// A saved query, the report it reproduces, and the report's grouping.
    static let pairs: [(file: String, report: String, by: String, keys: [String])] = [
        ("failure_rates.sql", "failure-rates", "strategy,os_major", ["strategy", "os_major"]),
        ("daily_failure_rate.sql", "failure-rates", "day,app_version,strategy", ["day", "app_version", "strategy"]),
        ("failure_kinds.sql", "failures", "strategy,os_major", ["strategy", "os_major", "failure"]),
        ("restore_mismatch.sql", "restore", "method,container", ["method", "container"]),
        ("durations.sql", "durations", "strategy,direction", ["strategy", "direction"]),
        ("best_strategy.sql", "best-strategy", "os_major", ["os_major", "strategy"]),
    ]

    func rows(_ result: RunResult, _ what: String) throws -> [[String: Any]] {
        #expect(result.status == 0, "\(what): \(result.stderr)")
        let parsed = try result.json()
        if let rows = parsed as? [[String: Any]] { return rows }
        if let object = parsed as? [String: Any], let rows = object["rows"] as? [[String: Any]] { return rows }
        throw TestSupportError("\(what): not rows: \(result.stdout.prefix(300))")
    }

    func key(_ row: [String: Any], _ keys: [String]) -> String {
        keys.map { row[$0].map { "\($0)" } ?? "nil" }.joined(separator: "|")
    }

    func same(_ a: Any?, _ b: Any?) -> Bool {
        if a == nil || a is NSNull { return b == nil || b is NSNull }
        if let x = a as? NSNumber, let y = b as? NSNumber {
            let (u, v) = (x.doubleValue, y.doubleValue)
            return u == v || abs(u - v) <= 1e-12 * max(abs(u), abs(v))
        }
        if let x = a as? String, let y = b as? String { return x == y }
        return false
    }

    /// Compares every saved query with its report over `ranges`; returns the rows compared.
    func compareAll(db: String, ranges: [(String?, String?)], phase: String) throws -> Int {
        var compared = 0
        for pair in Self.pairs {
            for (since, until) in ranges {
                var sql = ["sql", "--db", db, "--format", "json", "--file", packageRoot + "/reports/" + pair.file]
                var report = ["report", pair.report, "--db", db, "--format", "json", "--by", pair.by]
                if let since {
                    sql += ["--param", "since=\(since)"]
                    report += ["--since", since]
                }
                if let until {
                    sql += ["--param", "until=\(until)"]
                    report += ["--until", until]
                }
                let what = "\(phase) \(pair.file) \(since ?? "-")..\(until ?? "-")"
                let saved = try rows(runInProcess(sql), what + " sql")
                let reported = try rows(runInProcess(report), what + " report")
                let byKey = Dictionary(reported.map { (key($0, pair.keys), $0) }, uniquingKeysWith: { a, _ in a })
                #expect(saved.count == reported.count, "\(what): \(saved.count) rows, report \(reported.count)")
                for row in saved {
                    guard let other = byKey[key(row, pair.keys)] else {
                        Issue.record("\(what): \(key(row, pair.keys)) is not in the report")
                        continue
                    }
                    for (column, value) in row {
                        #expect(same(value, other[column]), "\(what) \(key(row, pair.keys)) \(column): \(value) vs \(other[column] ?? "nil")")
                    }
                    compared += 1
                }
            }
        }
        return compared
    }

    @Test func everySavedQueryEqualsItsReportOverRangesBeforeAndAfterPrunes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = dir.file("logs")
        let db = dir.file("s.sqlite")
        #expect(runInProcess(["generate", "--sessions", "400", "--seed", "11", "--days", "8", "--end-day", "2026-11-08",
                              "--out", logs, "--files", "2", "--quiet"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
        let ingest = runInProcess(["ingest", "--db", db, "--quiet"] + files)
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let ranges: [(String?, String?)] = [
            (nil, nil), ("2026-11-01", "2026-11-03"), ("2026-11-03", "2026-11-03"), ("2026-11-04", nil), (nil, "2026-11-05"),
            ("2026-11-06", "2026-11-08"),
        ]
        let rawCount = { () throws -> Int in
            let result = runInProcess(["sql", "--db", db, "--format", "csv", "SELECT count(*) FROM transition_facts"])
            return Int(result.stdout.split(separator: "\r\n")[1]) ?? -1
        }
        let before = try compareAll(db: db, ranges: ranges, phase: "before prune")
        #expect(before > 100)
        let rawBefore = try rawCount()

        #expect(runInProcess(["prune", "--db", db, "--keep-days", "6", "--as-of", "2026-11-08", "--quiet"]).status == 0)
        #expect(try rawCount() < rawBefore, "the prune removed raw rows")
        #expect(try compareAll(db: db, ranges: ranges, phase: "after the first prune") == before)
        #expect(runInProcess(["prune", "--db", db, "--keep-days", "4", "--as-of", "2026-11-08", "--quiet"]).status == 0)
        #expect(try compareAll(db: db, ranges: ranges, phase: "after the second prune") == before)

        // More logs after the prunes (the last days again, new sessions) keep them equal.
        let more = dir.file("more")
        #expect(runInProcess(["generate", "--sessions", "60", "--seed", "12", "--days", "2", "--end-day", "2026-11-08",
                              "--out", more, "--quiet"]).status == 0)
        let moreFiles = try FileManager.default.contentsOfDirectory(atPath: more).map { more + "/" + $0 }
        #expect(runInProcess(["ingest", "--db", db, "--quiet"] + moreFiles).status == 0)
        #expect(try compareAll(db: db, ranges: ranges, phase: "after a later ingest") > before)

        // The pruned days are listed, each once.
        let days = runInProcess(["sql", "--db", db, "--format", "csv", "SELECT day FROM pruned_days ORDER BY day"])
        #expect(days.stdout.split(separator: "\r\n").dropFirst() == ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"])
    }

    @Test func sqlNamesThePrunedDaysWhenItReadsRawRowsOnly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = dir.file("logs")
        let db = dir.file("s.sqlite")
        #expect(runInProcess(["generate", "--sessions", "60", "--seed", "5", "--days", "4", "--end-day", "2026-11-04",
                              "--out", logs, "--quiet"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: logs).map { logs + "/" + $0 }
        #expect(runInProcess(["ingest", "--db", db, "--quiet"] + files).status == 0)
        let raw = ["SELECT count(*) FROM transition_facts", "SELECT count(*) FROM session_facts",
                   "WITH x AS (SELECT strategy FROM transitions) SELECT count(*) FROM x",
                   "SELECT (SELECT count(*) FROM sessions) + 1"]
        let summaries = ["SELECT sum(attempts) FROM daily_transition_counts", "SELECT count(*) FROM pruned_days",
                         "SELECT sum(failures) FROM daily_failure_kinds"]
        for sql in raw + summaries {
            let result = runInProcess(["sql", "--db", db, sql])
            #expect(result.status == 0 && !result.stderr.contains("prune"), "\(sql): \(result.stderr)")
        }
        #expect(runInProcess(["prune", "--db", db, "--keep-days", "2", "--as-of", "2026-11-04", "--quiet"]).status == 0)
        for sql in raw {
            let result = runInProcess(["sql", "--db", db, "--quiet", sql], environment: ["COLUMNS": "60"])
            #expect(result.status == 0, "\(sql): \(result.stderr)")
            #expect(result.stderr.contains("2026-11-01 to 2026-11-02"), "\(sql): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(result.stderr)")
        }
        for sql in summaries {
            let result = runInProcess(["sql", "--db", db, sql])
            #expect(result.status == 0 && !result.stderr.contains("prune"), "\(sql): \(result.stderr)")
        }
    }
}

/// `fstel sql` is safe to hand to anyone who can read the store: time and memory limits
/// that hold whatever the query does, and only allowed functions.
@Suite struct SQLSandboxTests {
    func makeStore(_ dir: TemporaryDirectory, sessions: Int = 40) throws -> String {
        let logs = dir.file("logs")
        let db = dir.file("s.sqlite")
        #expect(runInProcess(["generate", "--sessions", "\(sessions)", "--seed", "3", "--out", logs, "--quiet"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: logs).map { logs + "/" + $0 }
        #expect(runInProcess(["ingest", "--db", db, "--quiet"] + files).status == 0)
        return db
    }

    @Test func aMistypedTableOrViewGetsADidYouMean() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        for (typed, meant) in [("transiton_facts", "transition_facts"), ("daily_transition_count", "daily_transition_counts"), ("sesions", "sessions")] {
            let result = runInProcess(["sql", "--db", db, "SELECT count(*) FROM \(typed)"])
            #expect(result.status == 65, "\(typed): \(result.stderr)")
            #expect(result.stderr.contains("did you mean '\(meant)'?"), "\(typed): \(result.stderr)")
        }
        let far = runInProcess(["sql", "--db", db, "SELECT * FROM zzzzqqq"])
        #expect(far.status == 65 && !far.stderr.contains("did you mean") && far.stderr.contains("'fstel schema' lists every table and view"), "\(far.stderr)")
        // Another error gets no suggestion.
        let column = runInProcess(["sql", "--db", db, "SELECT nosuchcolumn FROM transition_facts"])
        #expect(column.status == 65 && !column.stderr.contains("did you mean"), "\(column.stderr)")
    }

    /// The saved queries test their parameters for NULL: left unset, they are optional
    /// and no note says they were bound to NULL; a parameter used otherwise still is.
    @Test func optionalParametersOfSavedQueriesPrintNoNote() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        for file in ["best_strategy.sql", "daily_failure_rate.sql", "failure_rates.sql"] {
            let result = runInProcess(["sql", "--db", db, "--file", packageRoot + "/reports/" + file])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            #expect(!result.stderr.contains("bound to NULL"), "\(file): \(result.stderr)")
        }
        let required = runInProcess(["sql", "--db", db, "SELECT count(*) FROM transition_facts WHERE strategy = :strategy OR :since IS NULL"])
        #expect(required.stderr.contains("no --param for :strategy: bound to NULL"), "\(required.stderr)")
        #expect(!required.stderr.contains(":since"), "\(required.stderr)")
        #expect(AdHocQuery.optionalParameters(in: "WHERE (:a IS NULL OR x = :a) AND (@b\n  is   null) AND :c = 1 AND :d IS NOT NULL AND n >= COALESCE( :e, 3) AND ifnull(:f,1)") == [":a", "@b", ":e", ":f"])
    }

    @Test func theTimeoutHoldsInWallClockTimeForFewButExpensiveRows() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        // Each row costs one long step (tens of ms), far fewer than the progress handler's
        // 1000 instructions: only a wall-clock timer stops it in time.
        let sql = "SELECT length(randomblob(40000000)) FROM transition_rows LIMIT 60"
        let started = Date()
        let result = try runExecutable(["sql", "--db", db, "--timeout", "0.5", sql])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 75, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("time limit (0.5 s)"), "\(result.stderr)")
        #expect(elapsed < 4, "ran \(elapsed) s with --timeout 0.5")
        // In-process too (the same connection code), with a CTE and a view around it.
        let nested = "WITH r AS (SELECT randomblob(40000000) AS b FROM transition_facts LIMIT 60) SELECT length(b) FROM r"
        let t0 = Date()
        let inProcess = runInProcess(["sql", "--db", db, "--timeout", "0.5", nested])
        #expect(inProcess.status == 75, "\(inProcess.stderr)")
        #expect(Date().timeIntervalSince(t0) < 4)
    }

    @Test func theMemoryCeilingEndsAQueryWithItsOwnExitCode() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        // One value past a quarter of the limit.
        let big = try runExecutable(["sql", "--db", db, "--max-memory", "64M", "SELECT length(zeroblob(20000000))"])
        #expect(big.status == 79, "\(big.status) \(big.stderr)")
        #expect(big.stderr.contains("--max-memory 64 MiB"), "\(big.stderr)")
        // Values under that size, held at once in one row: the heap limit.
        let many = try runExecutable([
            "sql", "--db", db, "--max-memory", "64M", "--format", "csv",
            "SELECT randomblob(15000000), randomblob(15000000), randomblob(15000000), randomblob(15000000), randomblob(15000000)",
        ])
        #expect(many.status == 79, "\(many.status) \(many.stderr)")
        #expect(many.stdout.count < 1000, "no row was written")
        // The same query fits a larger limit.
        let fits = try runExecutable([
            "sql", "--db", db, "--max-memory", "1G", "--format", "csv",
            "SELECT count(*) FROM (SELECT length(randomblob(1000000)) FROM transition_rows LIMIT 40)",
        ])
        #expect(fits.status == 0 && fits.stdout.contains("40"), "\(fits.stderr)")
        #expect(runInProcess(["sql", "--db", db, "--max-memory", "lots", "SELECT 1"]).status == 64)
        #expect(runInProcess(["sql", "--db", db, "--max-memory", "1K", "SELECT 1"]).status == 64)
    }

    @Test func everyViewOfTheStoreReadsUnderTheAllowList() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir, sessions: 5)
        let list = runInProcess(["sql", "--db", db, "--format", "csv", "SELECT name FROM sqlite_schema WHERE type = 'view' ORDER BY name"])
        let views = list.stdout.split(separator: "\r\n").dropFirst().map(String.init)
        #expect(views.contains("daily_duration_sketches") && views.contains("transition_facts") && views.count >= 10, "\(views)")
        for view in views {
            let result = runInProcess(["sql", "--db", db, "--format", "csv", "SELECT * FROM \(view) LIMIT 3"])
            #expect(result.status == 0, "\(view): \(result.stderr)")
        }
    }

    @Test func rowsATableHoldsToSizeItsColumnsCountAgainstTheMemoryLimit() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        // 30 rows of 1 MB each: each value is allowed (up to 4 MB with 16M), but a table
        // holds its first 1000 rows before printing (up to 8 MB here); CSV prints each row
        // as it comes.
        let sql = "SELECT printf('%.*c', 1000000, 'x') FROM transition_rows LIMIT 30"
        let table = runInProcess(["sql", "--db", db, "--max-memory", "16M", "--format", "table", sql])
        #expect(table.status == 79, "\(table.status) \(table.stderr)")
        #expect(table.stdout.isEmpty)
        let csv = runInProcess(["sql", "--db", db, "--max-memory", "16M", "--format", "csv", sql])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout.split(separator: "\r\n").count == 31)
    }

    @Test func functionsOffTheAllowListAreRefusedByName() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir, sessions: 5)
        let refused: [(String, String)] = [
            ("SELECT fts3_tokenizer('simple')", "fts3_tokenizer"),
            ("SELECT fts3_tokenizer('x', x'0000000000000000')", "fts3_tokenizer"),
            ("SELECT load_extension('/tmp/x.so')", "load_extension"),
            ("SELECT upper(hex(fts3_tokenizer('porter')))", "fts3_tokenizer"),
            ("WITH t AS (SELECT fts3_tokenizer('simple') AS p) SELECT count(*) FROM t", "fts3_tokenizer"),
            ("SELECT strategy FROM transition_facts WHERE strategy = (SELECT sqlite_compileoption_get(0))", "sqlite_compileoption_get"),
            ("SELECT count(*) FROM transition_facts GROUP BY strategy HAVING max(fts3_tokenizer('simple')) IS NULL", "fts3_tokenizer"),
        ]
        for (sql, name) in refused {
            let result = runInProcess(["sql", "--db", db, sql])
            #expect(result.status == 65, "\(sql): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("the function \(name)() is not allowed"), "\(sql): \(result.stderr)")
            #expect(!result.stdout.contains("0x") && result.stdout.isEmpty, "\(sql): \(result.stdout)")
        }
        // What analysts use still runs, also through the views and table-valued functions.
        let allowed = [
            "SELECT strategy, count(*), avg(duration_ms), round(sqrt(2), 3), date('now') IS NOT NULL FROM transition_facts GROUP BY 1",
            "SELECT json_extract('{\"a\":1}', '$.a'), '{\"a\":2}' ->> '$.a', upper(substr('abc', 2)), printf('%d', 3)",
            "SELECT rank() OVER (ORDER BY sum(attempts) DESC), strategy FROM daily_transition_counts GROUP BY strategy",
            "SELECT count(*) FROM json_each('[1,2,3]')",
            "SELECT name FROM pragma_table_info('daily_transition_counts')",
            "SELECT fstel_sketch_count(fstel_sketch_sum(sketch)) FROM daily_duration_sketches",
        ]
        for sql in allowed {
            let result = runInProcess(["sql", "--db", db, sql])
            #expect(result.status == 0, "\(sql): \(result.stderr)")
        }
        // Writes and ATTACH stay refused.
        for sql in ["ATTACH 'x.db' AS x", "SELECT * FROM pragma_journal_mode('delete')", "PRAGMA query_only = 0"] {
            let result = runInProcess(["sql", "--db", db, sql])
            #expect(result.status == 65, "\(sql): \(result.status) \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("x.db")))
    }
}
