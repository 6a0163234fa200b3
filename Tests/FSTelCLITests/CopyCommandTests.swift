import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelCopy
import Testing
import FSTelTestSupport

/// `fstel copy` without a server: usage and help.
@Suite struct CopyCommandUsageTests {
    @Test func helpNamesEveryOptionAndTheRefusals() {
        let help = runInProcess(["copy", "--help"])
        #expect(help.status == 0)
        for word in ["--from PATH", "--to URL", "--migrate-source", "--merge", "--chunk-rows N", "--format FORMAT", "resumable", "exit 78"] {
            #expect(help.stdout.contains(word), "\(word): \(help.stdout)")
        }
        #expect(help.stderr.isEmpty)
        #expect(runInProcess(["help"]).stdout.contains("copy"))
    }

    @Test func missingOrWrongEndsAreUsageErrorsThatTouchNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let cases: [[String]] = [
            ["copy", "--to", "postgresql://x@/y"],
            ["copy", "--from", dir.file("a.sqlite")],
            ["copy", "--from", dir.file("a.sqlite"), "--to", dir.file("b.sqlite")],
            ["copy", "--from", "postgresql://x@/y", "--to", "postgresql://x@/z"],
            ["copy", "--from", dir.file("a.sqlite"), "--to", "postgresql://x@/y", "--chunk-rows", "0"],
        ]
        for arguments in cases {
            let result = runInProcess(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "))
        }
        #expect(dir.names().isEmpty)
    }

    @Test func aMissingSourceExits66AndConnectsNowhere() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let result = runInProcess(["copy", "--from", dir.file("none.sqlite"), "--to", PostgresCommandTests.nowhere])
        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("no SQLite store at"))
        #expect(dir.names().isEmpty)
    }
}

/// `fstel copy` into a real PostgreSQL server.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct CopyCommandNeedsServerTests {
    /// An SQLite store with everything a copy must carry: three files ingested in reverse
    /// order (sessions whose session_start comes in a later file: their rollup counts were
    /// moved when it arrived), bad and duplicate lines, a nightly run, and a prune (the
    /// rollups count days whose raw rows are gone).
    static func makeSource(in dir: TemporaryDirectory, sessions: Int = 500, seed: UInt64 = 7) throws -> String {
        var options = GeneratorOptions(sessions: sessions, seed: seed, files: 3)
        options.days = 6
        options.badRate = 0.03
        options.dupRate = 0.03
        let logs = try generateLogs(options, into: dir.file("logs-\(seed)"))
        let store = dir.file("source-\(seed).sqlite")
        for file in logs.files.reversed() {
            let ingest = runInProcess(["ingest", "--db", store, "--quiet", file])
            #expect(ingest.status == 0, "\(ingest.stderr)")
        }
        let nightly = runInProcess(["nightly", "--db", store, "--date", "2026-11-27", "--quiet"])
        #expect(nightly.status == 0 || nightly.status == 3, "\(nightly.stderr)")
        let prune = runInProcess(["prune", "--db", store, "--keep-days", "3", "--as-of", "2026-11-28"])
        #expect(prune.status == 0, "\(prune.stderr)")
        return store
    }

    /// True when a copy left the target as the test made it: an empty database (on a
    /// cluster, a migrated and distributed store without rows or copies).
    static func isUntouched(_ db: PostgresConnection) throws -> Bool {
        guard TestPostgres.isCitus else { return try db.scalar(sql: TestPostgres.relationsInPublic(ofExtensions: false)) == .integer(0) }
        return try db.scalar(sql: "SELECT (SELECT count(*) FROM sessions) + (SELECT count(*) FROM sources) + (SELECT count(*) FROM store_copies)") == .integer(0)
    }

    func withDatabase(_ body: (TestDatabase) throws -> Void) throws {
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try body(database)
    }

    @Test func aCopyHoldsEveryRowOfEveryTableAndTheRollupsOfPrunedDays() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir)
        let sqlite = try Store(path: source, access: .read).database
        // The source has what the copy must carry over.
        #expect(try sqlite.scalar(sql: "SELECT count(*) FROM rejected_lines").int64 ?? 0 > 0)
        #expect(try sqlite.scalar(sql: "SELECT sum(duplicates) FROM ingest_files").int64 ?? 0 > 0)
        #expect(try sqlite.scalar(sql: "SELECT count(*) FROM pruned_ranges").int64 == 1)
        #expect(try sqlite.scalar(sql: "SELECT count(*) FROM daily_durations").int64 ?? 0 > 0)
        #expect(try sqlite.scalar(sql: "SELECT count(*) FROM transition_rollup WHERE started = 0 AND ok + failed + cancelled + ignored = 0").int64 ?? 0 > 0,
                "no late session start moved counts")
        let prunedDays = try sqlite.scalar(sql: "SELECT count(DISTINCT day) FROM transition_rollup WHERE day < 20783").int64 ?? 0
        #expect(prunedDays > 0)
        #expect(try sqlite.scalar(sql: "SELECT count(*) FROM transitions WHERE ts < 20783 * 86400000").int64 == 0)
        try withDatabase { database in
            let result = runInProcess(["copy", "--from", source, "--to", database.url, "--chunk-rows", "700", "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("; the copy is complete"))
            let rows = try #require(try result.json() as? [[String: Any]])
            let tables = rows.compactMap { $0["table"] as? String }
            #expect(Array(tables.prefix(6)) == ["sources", "ingest_runs", "ingest_files", "sessions", "transitions", "rejected_lines"])
            #expect(tables.contains("transition_rollup") && tables.contains("duration_sketch") && tables.contains("device_names"))
            for row in rows {
                #expect(row["copied"] as? Int == row["source_rows"] as? Int, "\(row)")
                #expect(row["already_there"] as? Int == 0)
            }
            let postgres = try PostgresConnection(url: database.url)
            #expect(try CopyComparison.differences(sqlite, postgres, requireRows: true) == [])
            // The copy is a store like any other: new keys come after the copied ones.
            let maxRun = try sqlite.scalar(sql: "SELECT max(run_id) FROM ingest_runs").int64!
            #expect(try postgres.scalar(sql: "INSERT INTO ingest_runs (started_at, command) VALUES (0, 'ingest') RETURNING run_id") == .integer(maxRun + 1))
            let maxSession = try sqlite.scalar(sql: "SELECT max(session_key) FROM sessions").int64!
            #expect(try postgres.scalar(sql: "INSERT INTO sessions (session_id, session_hash, session_day) VALUES ('new', session_hash('new'), 0) RETURNING session_key") == .integer(maxSession + 1))
            let maxSource = try sqlite.scalar(sql: "SELECT max(source_id) FROM sources").int64!
            #expect(try postgres.scalar(sql: "INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('x', 0, 0) RETURNING source_id") == .integer(maxSource + 1))
        }
    }

    /// The reports read the copy as they read the source: every report, nightly and rejects
    /// of the parity suite, on a source whose rollups count pruned days.
    @Test func everyReportNightlyAndRejectsGiveTheSameOutputFromTheCopy() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 400)
        try withDatabase { database in
            let copy = runInProcess(["copy", "--from", source, "--to", database.url])
            #expect(copy.status == 0, "\(copy.stderr)")
            let parity = PostgresReportParityNeedsServerTests.self
            for arguments in parity.reports + parity.nights + parity.rejects {
                parity.expectSame(arguments, source, database.url)
            }
        }
    }

    @Test func theLibraryCopiesFromSwiftAndARerunCopiesNothingAndSaysSo() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 200)
        try withDatabase { database in
            let store = try Store(path: source, access: .read)
            var seen: [StoreCopy.Progress] = []
            let first = try StoreCopy.run(source: store, sourcePath: source, to: database.url, chunkRows: 250, progress: { seen.append($0) })
            #expect(!first.wasAlreadyComplete && !first.resumed)
            // On a cluster the target is a store migrated and distributed already.
            #expect(first.targetMigrations == (TestPostgres.isCitus ? [] : PostgresMigrator().migrations.map(\.version)))
            let transitions = try #require(first.tables.first { $0.table == "transitions" })
            #expect(transitions.copied == transitions.sourceRows && transitions.sourceRows > 250)
            // One progress call per committed chunk, counting up to the table's rows.
            let transitionProgress = seen.filter { $0.table == "transitions" }.map(\.rows)
            #expect(transitionProgress.count == transitions.sourceRows / 250 + 1)
            #expect(transitionProgress.last == transitions.sourceRows && transitionProgress == transitionProgress.sorted())

            let postgres = try PostgresConnection(url: database.url)
            let before = try CopyComparison.snapshot(postgres)
            let again = try StoreCopy.run(source: store, sourcePath: source, to: database.url)
            #expect(again.wasAlreadyComplete)
            #expect(again.tables.allSatisfy { $0.copied == 0 && $0.alreadyThere == $0.sourceRows })
            #expect(again.tables.map(\.table) == first.tables.map(\.table))
            let markdown = runInProcess(["copy", "--from", source, "--to", database.url, "--format", "markdown"])
            #expect(markdown.stdout.hasPrefix("| table | copied | already_there | source_rows |"), "\(markdown.stdout)")
            let cli = runInProcess(["copy", "--from", source, "--to", database.url, "--format", "csv"])
            #expect(cli.status == 0, "\(cli.stderr)")
            #expect(cli.stderr.contains("nothing to copy: ") && cli.stderr.contains("already holds a complete copy of \(source)"))
            #expect(cli.stdout.hasPrefix("table,copied,already_there,source_rows\r\n"))
            #expect(cli.stdout.contains("transitions,0,\(transitions.sourceRows),\(transitions.sourceRows)\r\n"))
            #expect(try CopyComparison.snapshot(postgres) == before)
        }
    }

    /// SIGKILL at seeded random moments of `fstel copy` (small chunks), a re-run after each
    /// kill; after every kill the target holds whole chunks only (each table's rows are what
    /// its progress row says), and the finished result equals an uninterrupted copy.
    @Test(.timeLimit(.minutes(6)))
    func sigkillAtAnyMomentThenRerunEqualsAnUninterruptedCopy() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 1000)
        let sqlite = try Store(path: source, access: .read).database
        let reference = try TestPostgres.makeDatabase()
        defer { reference.drop() }
        let started = Date()
        let full = try runExecutable(["copy", "--from", source, "--to", reference.url, "--chunk-rows", "10"])
        let fullSeconds = seconds(since: started)
        #expect(full.status == 0, "\(full.stderr)")
        let referenceSnapshot = try CopyComparison.snapshot(try PostgresConnection(url: reference.url))
        let totalRows = try CopyComparison.copiedRows(try PostgresConnection(url: reference.url))

        var random = SeededRandom(seed: 0xC0FF_EE13)
        var kills = 0
        var killPoints: Set<Int64> = []
        var sequence = 0
        // The fastest whole copy seen so far bounds the timed kills: the first copy may run
        // on a loaded machine and take several times longer than the ones after it, and a
        // delay past a copy's end kills nothing.
        var fastestWholeCopy = fullSeconds
        // Kills at different places of the copy, not all before its first chunk: the targeted
        // kills below each land past the previous one, so a few sequences give them.
        while (kills < 8 || killPoints.count < 3) && sequence < 24 {
            sequence += 1
            let victim = try TestPostgres.makeDatabase()
            defer { victim.drop() }
            var remaining = fastestWholeCopy
            let watcher = try PostgresConnection(url: victim.url)
            for attempt in 0..<4 {
                let launched = Date()
                let process = try startExecutable(["copy", "--from", source, "--to", victim.url, "--chunk-rows", "10"])
                let delay = Double.random(in: 0.02...max(0.3, remaining * 0.9), using: &random)
                remaining = max(0.3, remaining - delay + 0.2)
                if (attempt + sequence) % 2 == 0 {
                    // Any moment: start-up, migrations, a chunk, the last transaction.
                    usleep(useconds_t(delay * 1_000_000))
                } else {
                    // Once the copy has committed rows up to a random place of the source
                    // beyond what earlier runs left (a loaded machine would otherwise kill
                    // most copies before their first chunk, or again where the last one died).
                    let already = (try? CopyComparison.copiedRows(watcher)) ?? 0
                    let target = Int64.random(in: min(already + 1, totalRows)...max(1, totalRows), using: &random)
                    let deadline = Date().addingTimeInterval(60)
                    while process.isRunning, Date() < deadline, ((try? CopyComparison.copiedRows(watcher)) ?? 0) < target {
                        usleep(2_000)
                    }
                }
                let killed = process.isRunning
                if killed { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                guard killed, process.terminationReason == .uncaughtSignal else {
                    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
                    if attempt == 0 { fastestWholeCopy = min(fastestWholeCopy, seconds(since: launched)) }
                    break
                }
                kills += 1
                let postgres = try PostgresConnection(url: victim.url)
                let problems = try CopyComparison.partialCopyProblems(postgres)
                #expect(problems.isEmpty, "sequence \(sequence), after a kill at \(delay) s: \(problems)")
                killPoints.insert(try CopyComparison.copiedRows(postgres))
            }
            let rest = runInProcess(["copy", "--from", source, "--to", victim.url, "--chunk-rows", "10", "--format", "json"])
            #expect(rest.status == 0, "\(rest.stderr)")
            // Each table: what this run copied plus what was there is the whole table.
            for row in try #require(try rest.json() as? [[String: Any]]) {
                let copied = row["copied"] as? Int ?? -1, there = row["already_there"] as? Int ?? -1
                #expect(copied + there == row["source_rows"] as? Int, "\(row)")
            }
            let postgres = try PostgresConnection(url: victim.url)
            #expect(try CopyComparison.snapshot(postgres) == referenceSnapshot, "sequence \(sequence)")
            #expect(try CopyComparison.differences(sqlite, postgres).isEmpty, "sequence \(sequence)")
        }
        #expect(kills >= 8, "only \(kills) copies were still running when killed (an uninterrupted copy took \(fullSeconds) s, the fastest \(fastestWholeCopy) s)")
        #expect(killPoints.count >= 3, "kills landed at \(killPoints.sorted())")
    }

    @Test func aTargetWithOtherRowsIsRefusedWith78AndLeftAsItIs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 60)
        try withDatabase { database in
            #expect(runInProcess(["migrate", "--db", database.url]).status == 0)
            let postgres = try PostgresConnection(url: database.url)
            try postgres.execute(sql: "INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('/var/log/app.log', 1, 1)")
            try postgres.execute(sql: "INSERT INTO sessions (session_id, session_hash, session_day) VALUES ('someone-elses', session_hash('someone-elses'), 0)")
            let before = try CopyComparison.snapshot(postgres)
            let result = runInProcess(["copy", "--from", source, "--to", database.url])
            #expect(result.status == 78, "\(result.stderr)")
            #expect(result.stderr.contains("already holds rows (sources, sessions) that no fstel copy of"), "\(result.stderr)")
            #expect(result.stderr.contains("nothing was copied"))
            #expect(result.stdout.isEmpty)
            #expect(try CopyComparison.snapshot(postgres) == before)
            #expect(try postgres.scalar(sql: "SELECT to_regclass('store_copies') IS NULL OR NOT EXISTS (SELECT 1 FROM store_copies)") == .integer(1))
        }
    }

    /// A copy killed half-way, then a row written into the target by something else: the
    /// next run refuses before writing, instead of copying the rest and failing at the end.
    @Test func aPartialCopyWithOtherRowsBesideItIsRefusedAndLeftAsItIs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 600)
        try withDatabase { database in
            var partial = false
            let watcher = try PostgresConnection(url: database.url)
            for _ in 0..<5 where !partial {
                let process = try startExecutable(["copy", "--from", source, "--to", database.url, "--chunk-rows", "10"])
                // Killed once some chunks are committed.
                let deadline = Date().addingTimeInterval(60)
                while process.isRunning, Date() < deadline, ((try? CopyComparison.copiedRows(watcher)) ?? 0) < 200 {
                    usleep(2_000)
                }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                let postgres = try PostgresConnection(url: database.url)
                if process.terminationReason == .exit {
                    // It finished: start again from an empty database.
                    for table in ["store_copy_tables", "store_copies"] { try postgres.execute(sql: "DELETE FROM \(table)") }
                    try postgres.execute(sql: "DROP SCHEMA public CASCADE; CREATE SCHEMA public")
                    continue
                }
                partial = try CopyComparison.copiedRows(postgres) > 0
                    && postgres.scalar(sql: "SELECT count(*) FROM store_copies WHERE finished_at IS NULL") == .integer(1)
            }
            try #require(partial, "no kill left a partial copy")
            let postgres = try PostgresConnection(url: database.url)
            try postgres.execute(sql: "INSERT INTO sessions (session_key, session_id, session_hash, session_day) VALUES (999999999, 'written-meanwhile', session_hash('written-meanwhile'), 0)")
            let before = try CopyComparison.snapshot(postgres)
            let result = runInProcess(["copy", "--from", source, "--to", database.url])
            #expect(result.status == 78, "\(result.stderr)")
            #expect(result.stderr.contains("already holds rows (sessions) that no fstel copy of"), "\(result.stderr)")
            #expect(try CopyComparison.snapshot(postgres) == before)
        }
    }

    @Test func aCopyOfAnotherStoreOrOfThisOneBeforeItChangedIsRefusedAndLeftAsItIs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let first = try Self.makeSource(in: dir, sessions: 60, seed: 1)
        let second = try Self.makeSource(in: dir, sessions: 60, seed: 2)
        try withDatabase { database in
            #expect(runInProcess(["copy", "--from", first, "--to", database.url]).status == 0)
            let postgres = try PostgresConnection(url: database.url)
            let before = try CopyComparison.snapshot(postgres)
            let other = runInProcess(["copy", "--from", second, "--to", database.url])
            #expect(other.status == 78, "\(other.stderr)")
            #expect(other.stderr.contains("holds a copy of another SQLite store (\(first)), or of this one before it changed"), "\(other.stderr)")
            // The first store changes (one more file ingested): it is not the store copied any more.
            var options = GeneratorOptions(sessions: 5, seed: 99, files: 1)
            options.days = 1
            let more = try generateLogs(options, into: dir.file("more"))
            #expect(runInProcess(["ingest", "--db", first, "--quiet"] + more.files).status == 0)
            let changed = runInProcess(["copy", "--from", first, "--to", database.url])
            #expect(changed.status == 78, "\(changed.stderr)")
            #expect(try CopyComparison.snapshot(postgres) == before)
        }
    }

    /// The README's "When one file is not enough" commands, run as written (the server's
    /// folder and the script's path made absolute, `fstel` the built one).
    @Test func theReadmeSectionsCommandsRunAsWritten() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### When one file is not enough").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first).components(separatedBy: "```")[0]
        #expect(block.contains("fstel copy --from telemetry.sqlite --to \"$URL\""))
        #expect(section.contains("docs/scale-out.md") && section.contains("docs/postgresql.md"))
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 40, seed: 3, files: 2)
        options.badRate = 0.05
        _ = try generateLogs(options, into: dir.file("logs"))
        let script = packageRoot + "/scripts/postgres-test-server.sh"
        let serverDir = "/tmp/fstel-pg-readme-" + UUID().uuidString.prefix(8).lowercased()
        let commands = block.replacingOccurrences(of: "scripts/postgres-test-server.sh", with: script)
            .replacingOccurrences(of: "/tmp/fstel-pg", with: serverDir)
        let binaries = (try builtExecutable() as NSString).deletingLastPathComponent
        let result = try runShell("""
            set -euo pipefail
            trap '\(script) stop \(serverDir)' EXIT
            cd '\(dir.path)'
            export PATH='\(binaries)':"$PATH"
            \(commands)
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let sqlite = try Store(path: dir.file("telemetry.sqlite"), access: .read).database
        let transitions = try sqlite.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0
        #expect(transitions > 0)
        #expect(result.stdout.contains("transitions") && result.stdout.contains("\(transitions)"), "\(result.stdout)")
        #expect(result.stderr.contains("; the copy is complete"))
        // The ingest after the copy found every line stored already.
        #expect(result.stderr.contains("total: 0 lines"), "\(result.stderr)")
        #expect(result.stdout.contains("failure_rate"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: serverDir))
    }

    @Test func progressGoesToStderrOnlyOnATerminal() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 60)
        try withDatabase { database in
            // `script` gives the copy a terminal; what it printed there comes back on stdout.
            let binary = try builtExecutable()
            let shown = try runProcess(
                "/usr/bin/script", ["-qec", "\(binary) copy --from \(source) --to '\(database.url)' --chunk-rows 50", "/dev/null"])
            #expect(shown.status == 0, "\(shown.stderr)")
            #expect(shown.stdout.contains("\r\u{1B}[Ktransitions: 50 of "), "\(shown.stdout)")
            #expect(shown.stdout.contains("the copy is complete"))
        }
        try withDatabase { database in
            let piped = try runExecutable(["copy", "--from", source, "--to", database.url, "--chunk-rows", "50"])
            #expect(piped.status == 0)
            #expect(!piped.stderr.contains("\u{1B}[K") && !piped.stderr.contains(" of "), "\(piped.stderr)")
        }
    }

    @Test func twoCopiesStartedAtOnceCopyOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 300)
        try withDatabase { database in
            let binary = try builtExecutable()
            let both = try runShell("""
                '\(binary)' copy --from '\(source)' --to '\(database.url)' --chunk-rows 100 2> '\(dir.file("a.err"))' > /dev/null & a=$!
                '\(binary)' copy --from '\(source)' --to '\(database.url)' --chunk-rows 100 2> '\(dir.file("b.err"))' > /dev/null & b=$!
                wait $a; sa=$?; wait $b; sb=$?; echo "$sa $sb"
                """)
            #expect(both.stdout == "0 0\n", "\(both.stdout) \(both.stderr)")
            let notes = try [dir.file("a.err"), dir.file("b.err")].map { try String(contentsOfFile: $0, encoding: .utf8) }
            #expect(notes.filter { $0.contains("; the copy is complete") }.count == 1, "\(notes)")
            #expect(notes.filter { $0.contains("nothing to copy") }.count == 1, "\(notes)")
            let sqlite = try Store(path: source, access: .read).database
            #expect(try CopyComparison.differences(sqlite, try PostgresConnection(url: database.url)) == [])
        }
    }

    /// A store moved to PostgreSQL keeps being fed: an ingest on the host its logs were read
    /// on finds the copied checkpoints (nothing is read again, no rejected line is kept
    /// twice), and lines appended since are stored as an ingest into the SQLite store
    /// stores them.
    @Test func ingestOnTheSameHostAfterTheCopyGoesOnFromTheCopiedCheckpoints() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 300, seed: 11)
        let logs = try FileManager.default.contentsOfDirectory(atPath: dir.file("logs-11")).sorted().map { dir.file("logs-11/" + $0) }
        try withDatabase { database in
            let copy = runInProcess(["copy", "--from", source, "--to", database.url, "--source-host", "ingest-box"])
            #expect(copy.status == 0, "\(copy.stderr)")
            let postgres = try PostgresConnection(url: database.url)
            #expect(try postgres.rows(sql: "SELECT DISTINCT host FROM sources") == [[.text("ingest-box")]])

            let copiedRuns = try #require(try postgres.scalar(sql: "SELECT max(run_id) FROM ingest_runs").int64)
            let again = runInProcess(["ingest", "--db", database.url, "--source-host", "ingest-box"] + logs)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(try postgres.scalar(sql: "SELECT count(*) FROM sources") == .integer(Int64(logs.count)))
            #expect(try postgres.scalar(sql: "SELECT max(run_id) FROM ingest_runs") == .integer(copiedRuns + 1))
            #expect(try postgres.scalar(sql: "SELECT coalesce(sum(lines), 0) FROM ingest_files WHERE run_id > $1", arguments: [copiedRuns]) == .integer(0))

            // New lines at the end of one file: both stores take them the same way.
            var options = GeneratorOptions(sessions: 20, seed: 12, files: 1)
            options.badRate = 0.1
            let more = try generateLogs(options, into: dir.file("more"))
            let appended = try fileBytes(more.files[0])
            let handle = try #require(FileHandle(forWritingAtPath: logs[0]))
            handle.seekToEndOfFile()
            handle.write(appended)
            try handle.close()
            #expect(runInProcess(["ingest", "--db", source, "--quiet"] + logs).status == 0)
            let next = runInProcess(["ingest", "--db", database.url, "--source-host", "ingest-box", "--quiet"] + logs)
            #expect(next.status == 0, "\(next.stderr)")
            let parity = PostgresReportParityNeedsServerTests.self
            for arguments in [["report", "failure-rates", "--format", "json", "--by", "strategy,day"], ["rejects", "--summary", "--format", "json"]] {
                parity.expectSame(arguments, source, database.url)
            }
            let sqlite = try Store(path: source, access: .read).database
            for query in ["SELECT count(*) FROM transitions", "SELECT count(*) FROM rejected_lines", "SELECT sum(checkpoint_offset) FROM sources"] {
                #expect(try postgres.rows(sql: query) == sqlite.rows(sql: query), "\(query)")
            }
        }
    }

    /// (It waits 10 s for the other copy first.)
    @Test func aSecondCopyIntoTheSameStoreAtOnceIsRefusedWith75() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let source = try Self.makeSource(in: dir, sessions: 30)
        try withDatabase { database in
            let holder = try PostgresConnection(url: database.url)
            _ = try holder.scalar(sql: "SELECT pg_advisory_lock(hashtext('fstel.copy'), hashtext(current_schema()))")
            let result = runInProcess(["copy", "--from", source, "--to", database.url])
            #expect(result.status == 75, "\(result.stderr)")
            #expect(result.stderr.contains("another fstel copy is writing the store"))
            #expect(try Self.isUntouched(holder))
            _ = try holder.scalar(sql: "SELECT pg_advisory_unlock(hashtext('fstel.copy'), hashtext(current_schema()))")
            #expect(runInProcess(["copy", "--from", source, "--to", database.url]).status == 0)
        }
    }

    @Test func aSourceThatNeedsMigratingIsCopiedOnlyWithMigrateSource() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("old.sqlite")
        let older = Migrator(migrations: Migration.embedded.filter { $0.version <= 7 })
        let old = try Store(path: path, access: .write, migrator: older).database
        try old.execute(sql: """
            INSERT INTO sources (source_id, path, first_ingested_at, last_ingested_at) VALUES (1, '/logs/a.ndjson', 5, 5);
            INSERT INTO ingest_runs (run_id, started_at, finished_at, command) VALUES (1, 5, 6, 'ingest');
            INSERT INTO sessions (session_key, session_id, started_at, os_version, os_major, os_minor, app_version)
                VALUES (1, 's-1', 1764288000000, '18.1', 18, 1, '5.0');
            INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, duration_ms, source_id, line, run_id)
                VALUES (1, 1, 1764288001000, 'enter', 'modal', 'ok', 120.5, 1, 2, 1);
            INSERT INTO transition_rollup VALUES (20420, 'modal', 'enter', 1, '', '18.1', '', '5.0', 18, 1, 1, 0, 0, 0, 0, 0, 1);
            """)
        let bytes = try fileBytes(path)
        try withDatabase { database in
            let refused = runInProcess(["copy", "--from", path, "--to", database.url])
            #expect(refused.status == 78, "\(refused.stderr)")
            // 8 and every migration after it (the store was made at version 7).
            let needed = Migration.embedded.map(\.version).filter { $0 >= 8 }.sorted().map(String.init).joined(separator: ", ")
            #expect(refused.stderr.contains("needs SQLite migrations \(needed)"), "\(refused.stderr)")
            #expect(refused.stderr.contains("--migrate-source"))
            #expect(try fileBytes(path) == bytes)
            let postgres = try PostgresConnection(url: database.url)
            #expect(try Self.isUntouched(postgres))

            let copied = runInProcess(["copy", "--from", path, "--to", database.url, "--migrate-source"])
            #expect(copied.status == 0, "\(copied.stderr)")
            #expect(copied.stderr.contains("applied SQLite migrations \(needed) first"), "\(copied.stderr)")
            #expect(try postgres.rows(sql: "SELECT session_key, seq, ts, strategy, outcome, duration_ms FROM transitions") == [
                [.integer(1), .integer(1), .integer(1_764_288_001_000), .text("modal"), .text("ok"), .real(120.5)]
            ])
            let sqlite = try Store(path: path, access: .read).database
            #expect(try CopyComparison.differences(sqlite, postgres).isEmpty)
        }
    }
}

/// Compares a copied PostgreSQL store with its SQLite source, and two PostgreSQL stores.
enum CopyComparison {
    /// Tables compared row by row (the columns both stores have).
    static let tables = [
        "sources", "ingest_runs", "ingest_files", "sessions", "transitions", "rejected_lines", "device_names", "pruned_ranges",
        "daily_durations", "daily_rollup_days", "transition_rollup", "failure_rollup", "restore_rollup",
    ]

    /// The queries whose results differ between the stores, by name (empty: equal).
    /// With `requireRows`, an empty table (other than daily_rollup_days) is a difference too:
    /// the data did not test it.
    static func differences(_ sqlite: Database, _ postgres: PostgresConnection, requireRows: Bool = false) throws -> [String] {
        var differing: [String] = []
        for table in tables {
            let targetColumns = try postgres.rows(
                sql: """
                    SELECT column_name FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position
                    """, arguments: [table]
            ).compactMap { $0[0].string }
            let sourceColumns = try sqlite.rows(sql: "SELECT name FROM pragma_table_info(?)", arguments: [table]).compactMap { $0[0].string }
            // Nothing of the source is left behind but the sessions' id hash, derived from the id.
            let dropped = Set(sourceColumns).subtracting(targetColumns).subtracting(table == "sessions" ? ["id_hash"] : [])
            if !dropped.isEmpty { differing.append("\(table): columns \(dropped.sorted()) not in PostgreSQL") }
            let columns = sourceColumns.filter(targetColumns.contains).joined(separator: ", ")
            let query = "SELECT \(columns) FROM \(table)"
            let a = try sqlite.rows(sql: query).map(render).sorted()
            let b = try postgres.rows(sql: query).map(render).sorted()
            if a != b || requireRows && a.isEmpty {
                differing.append("\(table): \(a.count) rows in SQLite, \(b.count) in PostgreSQL, first difference \(zip(a, b).first { $0 != $1 } ?? ("", ""))")
            }
        }
        for view in ["transition_facts", "session_facts"] where try sqlite.rows(sql: "SELECT * FROM \(view)").map(render).sorted()
            != postgres.rows(sql: "SELECT * FROM \(view)").map(render).sorted()
        {
            differing.append(view)
        }
        // Each transition in its session's day partition, with its session's hash.
        if try postgres.scalar(sql: """
            SELECT count(*) FROM transitions AS t JOIN sessions AS s ON s.session_key = t.session_key
            WHERE t.session_hash <> s.session_hash OR t.session_day <> s.session_day OR s.session_hash <> session_hash(s.session_id)
            """) != .integer(0) {
            differing.append("session_hash/session_day")
        }
        if try sketchBuckets(sqlite) != postgres.rows(
            sql: """
                SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, bucket, durations
                FROM duration_sketch WHERE durations <> 0
                """
        ).map(render).sorted() {
            differing.append("duration_sketch")
        }
        return differing
    }

    /// SQLite's duration sketches as PostgreSQL keeps them: one row per non-empty bucket of
    /// each key's blob merged with its pending changes.
    static func sketchBuckets(_ db: Database) throws -> [String] {
        var sketches: [String: (prefix: [DatabaseValue], sketch: DurationSketch)] = [:]
        for row in try db.rows(sql: "SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, sketch FROM duration_sketch") {
            var entry = sketches[render(Array(row[0..<6]))] ?? (Array(row[0..<8]), DurationSketch())
            if case .blob(let bytes) = row[8] { try entry.sketch.merge(encoded: bytes) }
            sketches[render(Array(row[0..<6]))] = entry
        }
        for row in try db.rows(sql: "SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, duration_ms, weight FROM duration_sketch_changes") {
            var entry = sketches[render(Array(row[0..<6]))] ?? (Array(row[0..<8]), DurationSketch())
            entry.sketch.add(row[8].double!, weight: Int(row[9].int64!))
            sketches[render(Array(row[0..<6]))] = entry
        }
        var rows: [String] = []
        for entry in sketches.values {
            if entry.sketch.zeroCount != 0 { rows.append(render(entry.prefix + [.integer(Int64(Int32.min)), .integer(Int64(entry.sketch.zeroCount))])) }
            for bucket in entry.sketch.buckets where bucket.count != 0 {
                rows.append(render(entry.prefix + [.integer(Int64(bucket.index)), .integer(Int64(bucket.count))]))
            }
        }
        return rows.sorted()
    }

    /// Every table of a PostgreSQL store (rows sorted), the identity sequences' positions and
    /// the copy's progress rows without their times: equal for two stores that hold the same.
    static func snapshot(_ db: PostgresConnection) throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        let tables = try db.rows(
            sql: """
                SELECT c.relname FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace
                AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname NOT IN ('schema_migrations', 'store_copies')
                """
        ).compactMap { $0[0].string }
        for table in tables {
            result[table] = try db.rows(sql: "SELECT * FROM \(table)").map(render).sorted()
        }
        result["store_copies"] = try db.rows(
            sql: "SELECT source_fingerprint, source_version, finished_at IS NOT NULL FROM store_copies"
        ).map(render).sorted()
        result["sequences"] = try db.rows(sql: "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema()").map(render).sorted()
        result["partitions"] = try db.rows(sql: "SELECT relname FROM pg_class WHERE relispartition").map(render).sorted()
        return result
    }

    /// What is wrong with a store a copy was killed in: a table whose rows are not exactly
    /// what its progress row says was committed, or transitions without their keys.
    static func partialCopyProblems(_ db: PostgresConnection) throws -> [String] {
        var problems: [String] = []
        let hasProgress = try db.scalar(sql: "SELECT to_regclass('store_copy_tables') IS NOT NULL") == .integer(1)
        for table in ["sources", "ingest_runs", "ingest_files", "sessions", "transitions", "rejected_lines"] {
            guard try db.scalar(sql: "SELECT to_regclass($1) IS NOT NULL", arguments: [table]) == .integer(1) else { continue }
            let rows = try db.scalar(sql: "SELECT count(*) FROM \(table)")
            let progress = hasProgress
                ? try db.scalar(sql: "SELECT coalesce(sum(rows_copied), 0) FROM store_copy_tables WHERE table_name = $1", arguments: [table])
                : .integer(0)
            if rows != progress { problems.append("\(table): \(rows) rows, progress says \(progress)") }
        }
        if try db.scalar(sql: "SELECT to_regclass('transition_keys') IS NOT NULL") == .integer(1),
            try db.scalar(sql: "SELECT count(*) FROM transition_keys") != db.scalar(sql: "SELECT count(*) FROM transitions")
        {
            problems.append("transition_keys")
        }
        return problems
    }

    /// Rows of the chunked tables in the store (0 before the store exists).
    static func copiedRows(_ db: PostgresConnection) throws -> Int64 {
        guard try db.scalar(sql: "SELECT to_regclass('store_copy_tables') IS NOT NULL") == .integer(1) else { return 0 }
        return try db.scalar(sql: "SELECT coalesce(sum(rows_copied), 0) FROM store_copy_tables").int64 ?? 0
    }

    static func render(_ row: [DatabaseValue]) -> String {
        row.map { value in
            switch value {
            case .null: return "NULL"
            case .integer(let v): return String(v)
            case .real(let v): return String(v)
            case .text(let v): return "'" + v + "'"
            case .blob(let v): return "x'" + v.map { String($0, radix: 16) }.joined(separator: ".") + "'"
            }
        }.joined(separator: "|")
    }
}
