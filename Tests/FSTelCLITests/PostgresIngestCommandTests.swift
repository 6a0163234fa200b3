import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Differences between a PostgreSQL store and a reference store (either backend), as the
/// queries of ``storeComparisonQueries`` whose results differ (empty: equal).
func postgresStoreDifferences(_ url: String, reference: String) throws -> [String] {
    let a = try PostgresConnection(url: url)
    // The reference queries join on session_key alone and with the coordinator's own tables,
    // as on SQLite; on Citus they read session-local copies of the distributed tables (a
    // temporary table hides the table of the same name).
    if TestPostgres.isCitus {
        try a.execute(sql: """
            CREATE TEMP TABLE sessions AS SELECT * FROM sessions;
            CREATE TEMP TABLE transitions AS SELECT * FROM transitions
            """)
    }
    var differing: [String] = []
    // Rejected lines in a total order (line numbers repeat across files).
    let queries = storeComparisonQueries.map { $0.replacingOccurrences(of: "ORDER BY 2, 3", with: "ORDER BY 1, 2, 3, 4") }
    for query in queries {
        let expected: [[DatabaseValue]]
        if PostgresURL.isPostgresURL(reference) {
            expected = try PostgresConnection(url: reference).rows(sql: TestPostgres.joinsOnSessionHash(query))
        } else {
            expected = try Store(path: reference, access: .read).database.rows(sql: query)
        }
        let found = try a.rows(sql: query)
        if found != expected {
            let first = zip(found, expected).first { $0 != $1 }.map { "\($0.0) vs \($0.1)" } ?? "\(found.count) vs \(expected.count) rows"
            differing.append("\(query): \(first)")
        }
    }
    return differing
}

/// Starts the built `fstel` with `environment` added to this process's, without waiting.
func startExecutable(_ arguments: [String], environment: [String: String], stderrPath: String? = nil) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try builtExecutable())
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    if let stderrPath {
        FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
    } else {
        process.standardError = FileHandle.nullDevice
    }
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
}

/// The broken invariants of a PostgreSQL store (``storeInconsistencies(_:)``'s, but the
/// server's own integrity is not checked).
func postgresStoreInconsistencies(_ url: String) throws -> [String] {
    let connection = try PostgresConnection(url: url)
    if TestPostgres.isCitus { try connection.execute(sql: "SET citus.enable_repartition_joins = on") }
    let row = try connection.rows(sql: consistencySQL)[0]
    var problems: [String] = []
    if row[0] != row[1] { problems.append("stored rows \(row[0]) != ingest_files.stored \(row[1])") }
    if row[2] != row[3] { problems.append("rejected_lines \(row[2]) != ingest_files.rejected \(row[3])") }
    if row[4] != row[5] { problems.append("rollup total \(row[4]) != transitions \(row[5])") }
    return problems
}

/// `fstel ingest` (and `rejects --replay`) into PostgreSQL, as a child process: the same
/// accounting as on SQLite, SIGKILL, and two hosts at once.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresIngestCommandNeedsServerTests {
    func withDatabase(_ body: (TestDatabase) throws -> Void) throws {
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try body(database)
    }

    /// The per-file accounting of `ingest --format json`, without times and run ids.
    func accounting(_ json: String) throws -> [[String: Int]] {
        let decoded = try JSONDecoder().decode(IngestReport.self, from: Data(json.utf8))
        return decoded.files.map { f in
            ["lines": f.lines, "stored": f.stored, "duplicates": f.duplicates, "rejected": f.rejected, "blank": f.blank,
             "pending": f.pendingLines, "bytes": Int(f.bytes), "stream": f.stream ? 1 : 0, "compressed": f.compressed ? 1 : 0]
        }
    }

    @Test func filesGzipAndStandardInputAreCountedAsOnSQLiteAndStoredTheSame() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = try MixedInput(in: dir, sessions: 150)
        var streamed = GeneratorOptions(sessions: 40, seed: 77, files: 1)
        streamed.badRate = 0.05
        streamed.dupRate = 0.05
        let stdinFile = try generateLogs(streamed, into: dir.file("stdin")).files[0]
        let stdin = try Data(contentsOf: URL(fileURLWithPath: stdinFile))
        try withDatabase { database in
            let sqlite = dir.file("reference.sqlite")
            let arguments = ["ingest", "--migrate", "--format", "json", "--batch-lines", "97"] + input.files + ["-"]
            let a = try runExecutable(arguments + ["--db", sqlite], stdin: stdin)
            let b = try runExecutable(arguments + ["--db", database.url], stdin: stdin)
            #expect(a.status == 0 && b.status == 0, "\(a.stderr)\n\(b.stderr)")
            #expect(try accounting(a.stdout) == accounting(b.stdout))
            #expect(try accounting(b.stdout).count == 4)
            let differing = try postgresStoreDifferences(database.url, reference: sqlite)
            #expect(differing.isEmpty, "\(differing)")
            #expect(try postgresStoreInconsistencies(database.url) == [])
            // Again: files are up to date, standard input is read whole and found stored.
            let again = try runExecutable(arguments + ["--db", database.url], stdin: stdin)
            let sqliteAgain = try runExecutable(arguments + ["--db", sqlite], stdin: stdin)
            #expect(try accounting(again.stdout) == accounting(sqliteAgain.stdout))
            #expect(try postgresStoreDifferences(database.url, reference: sqlite) == [])
        }
    }

    @Test(.timeLimit(.minutes(6)))
    func sigkillDuringIngestThenARerunGivesExactlyTheUninterruptedStore() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let input = try MixedInput(in: dir, sessions: 600)
        let reference = try TestPostgres.makeDatabase()
        defer { reference.drop() }
        let started = Date()
        let full = try runExecutable(["ingest", "--migrate", "--db", reference.url, "--batch-lines", "200"] + input.files)
        let fullSeconds = Date().timeIntervalSince(started)
        #expect(full.status == 0, "\(full.stderr)")
        #expect(try postgresStoreInconsistencies(reference.url) == [])

        var random = SeededRandom(seed: 0x5EED_0013)
        var kills = 0
        for sequence in 1...4 {
            let victim = try TestPostgres.makeDatabase()
            defer { victim.drop() }
            var remaining = fullSeconds
            for _ in 1...3 {
                let process = try startExecutable(["ingest", "--migrate", "--db", victim.url, "--batch-lines", "200"] + input.files)
                // Within the first 70% of the time left: a rerun of a partly stored input
                // can finish sooner than the reference did, and a kill after the end tests nothing.
                let delay = Double.random(in: 0.02...max(0.1, remaining * 0.7), using: &random)
                remaining = max(0.2, remaining - delay + 0.1)
                usleep(useconds_t(delay * 1_000_000))
                let killed = process.isRunning
                if killed { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                guard killed, process.terminationReason == .uncaughtSignal else { break }
                kills += 1
                // A killed ingest's connection is gone, so its transaction rolled back.
                if let problems = try? postgresStoreInconsistencies(victim.url) {
                    #expect(problems.isEmpty, "after kill \(kills) (\(delay) s): \(problems)")
                }
            }
            let rest = try runExecutable(["ingest", "--migrate", "--db", victim.url] + input.files)
            #expect(rest.status == 0, "\(rest.stderr)")
            let differing = try postgresStoreDifferences(victim.url, reference: reference.url)
            #expect(differing.isEmpty, "sequence \(sequence): \(differing)")
            #expect(try postgresStoreInconsistencies(victim.url) == [], "sequence \(sequence)")
        }
        #expect(kills >= 4, "only \(kills) ingests were still running when killed")
    }

    @Test(.timeLimit(.minutes(5)))
    func twoHostsIngestingAtOnceLoseAndDoubleNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // Host a reads files 0 and 1, host b files 1 and 2: file 1 is read by both (two
        // sources by design), and the files share sessions, so both race for the same rows.
        var options = GeneratorOptions(sessions: 900, seed: 41, files: 3)
        options.badRate = 0.01
        options.dupRate = 0.02
        let files = try generateLogs(options, into: dir.file("logs")).files
        let sqlite = dir.file("reference.sqlite")
        let single = try runExecutable(["ingest", "--migrate", "--db", sqlite] + files)
        #expect(single.status == 0, "\(single.stderr)")
        try withDatabase { database in
            #expect(try runExecutable(["migrate", "--db", database.url]).status == 0)
            for round in 1...2 {
                let a = try startExecutable(["ingest", "--migrate", "--db", database.url, "--source-host", "a", "--batch-lines", "150", files[0], files[1]])
                let b = try startExecutable(
                    ["ingest", "--migrate", "--db", database.url, "--batch-lines", "150", files[2], files[1]],
                    environment: ["FSTEL_SOURCE_HOST": "b"])
                a.waitUntilExit()
                b.waitUntilExit()
                #expect(a.terminationStatus == 0 && b.terminationStatus == 0, "round \(round)")
            }
            // The rows are those of one ingest of the three files, stored once.
            let rows = Array(storeComparisonQueries.prefix(2)) + [storeComparisonQueries[5]]
            let db = try PostgresConnection(url: database.url)
            let reference = try Store(path: sqlite, access: .read).database
            for query in rows {
                #expect(try db.rows(sql: query) == reference.rows(sql: query), "\(query)")
            }
            #expect(try postgresStoreInconsistencies(database.url) == [])
            // The counts both hosts added to the rollups are those of the rows stored once.
            #expect(try RollupComparison.postgresTables(db) == RollupComparison.sqliteTables(reference))
            // Each host counted each of its files' lines once, over both rounds.
            let perHost = try db.rows(sql: """
                SELECT s.host, s.path, sum(f.lines), sum(f.rejected), count(DISTINCT s.source_id)
                FROM ingest_files f JOIN sources s USING (source_id) GROUP BY 1, 2 ORDER BY 1, 2
                """)
            let lines = try files.map { path in try Data(contentsOf: URL(fileURLWithPath: path)).filter { $0 == 0x0A }.count }
            #expect(perHost.map { [$0[0], $0[2], $0[4]] } == [
                [.text("a"), .integer(Int64(lines[0])), .integer(1)], [.text("a"), .integer(Int64(lines[1])), .integer(1)],
                [.text("b"), .integer(Int64(lines[1])), .integer(1)], [.text("b"), .integer(Int64(lines[2])), .integer(1)],
            ])
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func twoIngestsOfTheSameFilesOnOneHostAtOnceCountEachLineOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 700, seed: 43, files: 2)
        options.badRate = 0.01
        options.dupRate = 0.02
        let files = try generateLogs(options, into: dir.file("logs")).files
        let sqlite = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--migrate", "--db", sqlite] + files).status == 0)
        try withDatabase { database in
            #expect(try runExecutable(["migrate", "--db", database.url]).status == 0)
            let processes = try (0..<2).map { _ in
                try startExecutable(["ingest", "--migrate", "--db", database.url, "--source-host", "h", "--batch-lines", "100"] + files, environment: [:])
            }
            for process in processes { process.waitUntilExit() }
            #expect(processes.allSatisfy { $0.terminationStatus == 0 })
            // Both read under the source's lock and from its checkpoint: each line is counted
            // by one of them, and the store is one ingest's. (`bytes` counts the bytes each
            // run passed, also those it skipped after the other's checkpoint, as on SQLite.)
            let differing = try postgresStoreDifferences(database.url, reference: sqlite)
                .filter { !$0.hasPrefix("SELECT s.path, sum(f.lines)") }
            #expect(differing.isEmpty, "\(differing)")
            let lines = "SELECT s.path, sum(f.lines), sum(f.stored), sum(f.duplicates), sum(f.rejected), sum(f.blank) FROM ingest_files f JOIN sources s USING (source_id) GROUP BY 1 ORDER BY 1"
            #expect(try PostgresConnection(url: database.url).rows(sql: lines) == Store(path: sqlite, access: .read).database.rows(sql: lines))
            #expect(try postgresStoreInconsistencies(database.url) == [])
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aFIFOStreamCommitsWhileItWaitsAndASignalCommitsWhatWasTakenLeavingThePendingLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        func lines(_ from: Int, _ count: Int) -> String {
            (from..<(from + count)).map { seq in
                #"{"type":"transition","ts":"2026-11-28T10:01:00Z","session_id":"fifo","seq":\#(seq),"direction":"enter","strategy":"window_transform","outcome":"ok"}"#
            }.joined(separator: "\n") + "\n"
        }
        try withDatabase { database in
            #expect(try runExecutable(["migrate", "--db", database.url]).status == 0)
            let fifo = dir.file("in")
            #expect(mkfifo(fifo, 0o600) == 0)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try builtExecutable())
            process.arguments = ["ingest", "--migrate", "--db", database.url, "--commit-interval", "0.2", fifo]
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let writeEnd = open(fifo, O_WRONLY)
            func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) } }
            let db = try PostgresConnection(url: database.url)
            func count() throws -> Int64 { try db.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? -1 }
            func eventually(_ expected: Int64) throws -> Bool {
                let deadline = Date().addingTimeInterval(20)
                while Date() < deadline {
                    if try count() == expected { return true }
                    usleep(50_000)
                }
                return false
            }
            send(lines(0, 3))
            #expect(try eventually(3), "the stream's lines are committed while it waits")
            send(lines(3, 2) + #"{"type":"transition","#)
            #expect(try eventually(5))
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            close(writeEnd)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 143, "\(stderr)")
            #expect(stderr.contains("1 pending"), "\(stderr)")
            #expect(try count() == 5)
            #expect(try db.scalar(sql: "SELECT sum(lines) FROM ingest_files") == .integer(5))
            #expect(try db.scalar(sql: "SELECT kind FROM sources") == .text("stream"))
        }
    }

    @Test func demoIngestsIntoPostgreSQLAndPrintsTheReportsItPrintsOnSQLite() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        try withDatabase { database in
            let arguments = ["demo", "--dir", dir.file("demo"), "--sessions", "300", "--format", "json"]
            let postgres = runInProcess(arguments + ["--db", database.url])
            let sqlite = runInProcess(arguments + ["--db", dir.file("demo.sqlite")])
            #expect(postgres.status == 0, "\(postgres.stderr)")
            #expect(sqlite.status == 0, "\(sqlite.stderr)")
            #expect(postgres.stdout == sqlite.stdout)
            #expect(postgres.stdout.contains("strategy"))
            let again = runInProcess(arguments + ["--db", database.url])
            #expect(again.stderr.contains(": 0 lines: 0 stored"), "\(again.stderr)")
        }
    }

    @Test func replayOnPostgreSQLStoresTheLinesThatNowPass() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = try dir.write("r.ndjson", "{broken\n" + #"{"type":"session_end","ts":1,"session_id":"s"}"# + "\n")
        try withDatabase { database in
            #expect(try runExecutable(["ingest", "--migrate", "--db", database.url, log]).status == 0)
            let db = try PostgresConnection(url: database.url)
            try db.execute(
                sql: "UPDATE rejected_lines SET raw = convert_to($1, 'UTF8')",
                arguments: [#"{"type":"session_end","ts":2,"session_id":"t"}"#])
            let replay = try runExecutable(["rejects", "--replay", "--db", database.url])
            #expect(replay.status == 0, "\(replay.stderr)")
            #expect(replay.stderr.contains("replayed 1 rejected lines: 1 stored, 0 duplicates, 0 still rejected"), "\(replay.stderr)")
            #expect(try db.scalar(sql: "SELECT count(*) FROM sessions") == .integer(2))
            #expect(try db.scalar(sql: "SELECT count(*) FROM rejected_lines") == .integer(0))
        }
    }
}
