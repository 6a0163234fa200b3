import Foundation
import FSTelGenerator
import FSTelModel
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport
import Testing

/// `fstel prune` on SQLite deletes in chunks: killed anywhere, it resumes to the store an
/// uninterrupted prune gives; the summaries (and the reports read from them) are exact at
/// every chunk boundary; the write-ahead log stays under its bound; freed pages are reused
/// or given back.
@Suite struct ChunkedPruneTests {
    static let asOf = "2026-10-10"
    static let keepFrom = UTCDay("2026-10-07")!

    /// A store of 10 days of logs, with sessions that never logged a start, ingested once.
    static func makeStore(in dir: TemporaryDirectory, sessions: Int = 1500) throws -> String {
        var options = GeneratorOptions(sessions: sessions, seed: 29, files: 2, days: 10, endDay: asOf)
        options.dupRate = 0.01
        let logs = try generateLogs(options, into: dir.file("logs"))
        // Start-less sessions: one whose only transitions are old (pruned with its facts),
        // one with an old and a kept transition (keeps its facts).
        let orphans = dir.file("orphans.ndjson")
        let lines = [
            #"{"v":1,"type":"transition","session_id":"no-start-old","seq":1,"ts":"2026-10-02T10:00:00.000Z","direction":"enter","strategy":"native_rotation","outcome":"failed","failure":"status_bar_orientation"}"#,
            #"{"v":1,"type":"transition","session_id":"no-start-both","seq":1,"ts":"2026-10-02T10:00:00.000Z","direction":"enter","strategy":"native_rotation","outcome":"ok"}"#,
            #"{"v":1,"type":"transition","session_id":"no-start-both","seq":2,"ts":"2026-10-09T10:00:00.000Z","direction":"exit","strategy":"native_rotation","outcome":"ok"}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: orphans, atomically: true, encoding: .utf8)
        let db = dir.file("base.sqlite")
        let ingest = try runExecutable(["ingest", "--db", db] + logs.files + [orphans])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        return db
    }

    static func copyStore(_ from: String, to: String) throws {
        let db = try Store(path: from, access: .write).database
        try db.execute(sql: "VACUUM INTO '\(to)'")
        // Opened once by a writer, as every store fstel writes is: it keeps its -wal and -shm
        // files, so a reader can open it even when a prune is killed before it starts.
        _ = try Store(path: to, access: .write)
    }

    /// Every table a prune writes, in a fixed order; `pruned_at` (the clock) left out.
    static let prunedStateQueries = [
        "SELECT session_key, seq, ts, strategy, flags, failure, duration_ms, codes, bounds, places, restore_container, restore_list, extra, source_id, line FROM transition_rows ORDER BY 1, 2",
        "SELECT * FROM transition_overflow ORDER BY 1, 2",
        "SELECT * FROM sessions ORDER BY session_key",
        "SELECT before_ts, before_day, transitions, sessions, first_day, before_summaries FROM pruned_ranges ORDER BY prune_id",
        "SELECT * FROM prune_progress",
        "SELECT * FROM transition_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
        "SELECT * FROM failure_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9",
        "SELECT * FROM restore_rollup ORDER BY 1, 2, 3, 4, 5, 6, 7",
        "SELECT day, strategy, direction, started, os_version, app_version, fstel_sketch_count(fstel_sketch_sum(sketch)) FROM duration_sketch GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6",
        "SELECT count(*), coalesce(sum(weight), 0) FROM duration_sketch_changes",
    ]

    static func prunedStateDifferences(_ path: String, reference: String) throws -> [String] {
        let a = try Store(path: path, access: .read).database
        let b = try Store(path: reference, access: .read).database
        return try prunedStateQueries.filter { try a.rows(sql: $0) != b.rows(sql: $0) }
    }

    /// Reports answered from the summaries: the same before, during and after a prune.
    static let summaryReports: [[String]] = [
        ["report", "failure-rates", "--by", "day,strategy,direction", "--format", "json"],
        ["report", "failure-rates", "--by", "day,os_version,app_version", "--format", "json"],
        ["report", "failures", "--by", "day,strategy", "--format", "json"],
        ["report", "restore", "--by", "day,strategy", "--format", "json"],
        ["report", "durations", "--by", "day,strategy", "--format", "json"],
    ]

    static func reportOutputs(_ db: String) throws -> [String] {
        try summaryReports.map { arguments in
            let result = try runExecutable(arguments + ["--db", db])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return result.stdout
        }
    }

    /// Kills `fstel prune` (tiny chunks) with SIGKILL at seeded random moments and runs it
    /// again after every kill until a run ends by itself. After every kill the reports
    /// from summaries equal those before the prune, and a report that reads raw rows names
    /// the pruned days; at the end the store, the prune's JSON and every report equal
    /// those of an uninterrupted chunked prune and of the one-transaction prune.
    @Test(.timeLimit(.minutes(6)))
    func sigkilledChunkedPruneResumesToTheStoreOfAnUninterruptedPrune() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let base = try Self.makeStore(in: dir)
        let reportsBefore = try Self.reportOutputs(base)
        let prune = ["prune", "--keep-days", "4", "--as-of", Self.asOf, "--session-grace-days", "2", "--format", "json"]

        // References: one uninterrupted chunked prune (tiny chunks), one in one transaction.
        let reference = dir.file("reference.sqlite")
        try Self.copyStore(base, to: reference)
        let started = Date()
        let uninterrupted = try runExecutable(prune + ["--db", reference, "--chunk-rows", "60"])
        let fullSeconds = seconds(since: started)
        #expect(uninterrupted.status == 0, "\(uninterrupted.stderr)")
        let single = dir.file("single.sqlite")
        try Self.copyStore(base, to: single)
        let singleReport = try Store(path: single, access: .write).prune(
            keepFrom: Self.keepFrom, sessionGraceDays: 2, dryRun: false, now: 0)
        #expect(try Self.prunedStateDifferences(single, reference: reference) == [])
        let referenceJSON = try uninterrupted.json() as? [String: Any]
        #expect(referenceJSON?["transitions"] as? Int == singleReport.transitions)
        #expect(referenceJSON?["sessions"] as? Int == singleReport.sessions)
        #expect(singleReport.transitions > 5000 && singleReport.sessions > 100, "\(singleReport)")

        var random = SeededRandom(seed: 0x5EED_0029)
        var midPruneKills = 0
        var deletedAtKills: Set<Int64> = []
        for sequence in 1...3 {
            let victim = dir.file("victim-\(sequence).sqlite")
            try Self.copyStore(base, to: victim)
            var finalOutput: String?
            // A kill can land after the prune's last commit, before it exits: the next run
            // then finds nothing left to delete and says so.
            var finishedBeforeAKill = false
            for attempt in 1...40 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: try builtExecutable())
                process.arguments = prune + ["--db", victim, "--chunk-rows", "60"]
                let out = Pipe()
                process.standardOutput = out
                process.standardError = FileHandle.nullDevice
                try process.run()
                // Later attempts let it run longer, so every sequence ends.
                let delay = Double.random(in: 0.02...max(0.05, fullSeconds * Double(attempt) / 6), using: &random)
                usleep(useconds_t(delay * 1_000_000))
                let killed = process.isRunning
                if killed { kill(process.processIdentifier, SIGKILL) }
                let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                guard killed, process.terminationReason == .uncaughtSignal else {
                    #expect(process.terminationStatus == 0)
                    finalOutput = output
                    break
                }
                let db = try Store(path: victim, access: .read).database
                #expect(try db.scalar(sql: "PRAGMA integrity_check") == .text("ok"))
                let underWay = try db.scalar(sql: "SELECT count(*) FROM prune_progress").int64 ?? 0
                let deleted = try db.scalar(sql: "SELECT coalesce(sum(transitions + sessions), 0) FROM pruned_ranges").int64 ?? 0
                if underWay == 0 && deleted == Int64(singleReport.transitions + singleReport.sessions) {
                    finishedBeforeAKill = true
                }
                if underWay > 0 {
                    midPruneKills += 1
                    deletedAtKills.insert(try db.scalar(sql: "SELECT transitions + sessions FROM pruned_ranges").int64 ?? -1)
                    // Summaries exact between chunks; raw-row reports name the pruned days.
                    #expect(try Self.reportOutputs(victim) == reportsBefore, "after a kill \(delay) s in")
                    let exact = try runExecutable(["report", "failure-rates", "--db", victim, "--by", "day", "--exact", "--format", "json"])
                    let notice = (try exact.json() as? [String: Any])?["pruned_days"] as? [String: Any]
                    #expect(notice?["to"] as? String == "2026-10-06", "\(exact.stdout)")
                }
            }
            if finishedBeforeAKill {
                let final = finalOutput.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any]
                #expect(final?["transitions"] as? Int == 0 && final?["sessions"] as? Int == 0, "sequence \(sequence)")
                #expect(final?["before_day"] as? String == referenceJSON?["before_day"] as? String, "sequence \(sequence)")
            } else {
                #expect(finalOutput == uninterrupted.stdout, "sequence \(sequence)")
            }
            #expect(try Self.prunedStateDifferences(victim, reference: reference) == [], "sequence \(sequence)")
            #expect(try Self.reportOutputs(victim) == reportsBefore)
        }
        #expect(midPruneKills >= 6, "only \(midPruneKills) kills landed while a prune was under way")
        #expect(deletedAtKills.count >= 4, "kills landed at only \(deletedAtKills.count) distinct chunk boundaries")
    }

    /// With a 1 MiB bound, every chunk leaves the log under it (measured after each
    /// commit, before its checkpoint), and the log is emptied between chunks; the same
    /// prune in one transaction grows it past the bound.
    @Test func chunkedPruneKeepsTheWriteAheadLogUnderItsBound() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let base = try Self.makeStore(in: dir, sessions: 3000)
        let single = dir.file("single.sqlite")
        try Self.copyStore(base, to: single)
        do {
            let store = try Store(path: single, access: .write)
            _ = try store.prune(keepFrom: Self.keepFrom, sessionGraceDays: 2, dryRun: false, now: 0)
            let wal = (try FileManager.default.attributesOfItem(atPath: single + "-wal")[.size] as? Int) ?? 0
            #expect(wal > 1 << 20, "the one-transaction prune wrote only \(wal) bytes of log: too small a store to prove anything")
        }

        let chunked = dir.file("chunked.sqlite")
        try Self.copyStore(base, to: chunked)
        let store = try Store(path: chunked, access: .write)
        var progress: [PruneChunkProgress] = []
        let result = try store.pruneInChunks(
            keepFrom: Self.keepFrom, sessionGraceDays: 2, now: 0, chunking: PruneChunking(maxWALBytes: 1 << 20)
        ) { progress.append($0) }
        #expect(result.chunks == progress.count && progress.count > 4)
        #expect(progress.allSatisfy { $0.walBytes <= 1 << 20 }, "\(progress.map(\.walBytes).max() ?? 0)")
        #expect(progress.allSatisfy { $0.walBytesAfterCheckpoint == 0 })
        #expect(result.largestWALBytes <= 1 << 20 && result.largestWALBytes > 0)
        #expect(Set(progress.map(\.phase)) == [1, 2])
        #expect(try Self.prunedStateDifferences(chunked, reference: single) == [])
    }

    /// A reader holding a snapshot keeps the log from being emptied: the prune goes on
    /// while another chunk fits under the bound, then waits for the reader, then stops
    /// (``PruneStopped``) with what it deleted committed and counted. Once the reader is
    /// gone, the next run finishes it, and the store equals an uninterrupted prune's.
    @Test func aReaderHoldingASnapshotStopsThePruneAtTheBoundAndTheNextRunFinishesIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let base = try Self.makeStore(in: dir, sessions: 3000)
        let reference = dir.file("reference.sqlite")
        try Self.copyStore(base, to: reference)
        _ = try Store(path: reference, access: .write).prune(keepFrom: Self.keepFrom, sessionGraceDays: 2, dryRun: false, now: 0)

        let path = dir.file("s.sqlite")
        try Self.copyStore(base, to: path)
        let store = try Store(path: path, access: .write)
        let reader = try Database(path: path, mode: .readOnly)
        try reader.beginTransaction(.deferred)
        let before = try reader.scalar(sql: "SELECT count(*) FROM transition_rows").int64
        let chunking = PruneChunking(maxWALBytes: 1 << 20, readerWaitMilliseconds: 300)
        var largest: Int64 = 0
        #expect(throws: PruneStopped.self) {
            _ = try store.pruneInChunks(keepFrom: Self.keepFrom, sessionGraceDays: 2, now: 0, chunking: chunking) {
                largest = max(largest, $0.walBytes)
            }
        }
        #expect(largest <= 1 << 20 && largest > 0, "the log grew to \(largest) bytes while a reader held its snapshot")
        // The reader still sees its snapshot; the store has the part deleted so far, counted.
        #expect(try reader.scalar(sql: "SELECT count(*) FROM transition_rows").int64 == before)
        try reader.execute(sql: "COMMIT")
        let db = store.database
        #expect(try db.scalar(sql: "SELECT count(*) FROM prune_progress").int64 == 1)
        let deletedSoFar = try db.scalar(sql: "SELECT transitions FROM pruned_ranges").int64 ?? 0
        let stored = try db.scalar(sql: "SELECT count(*) FROM transition_rows").int64 ?? 0
        #expect(deletedSoFar > 0 && deletedSoFar + stored == before ?? 0)

        let result = try store.pruneInChunks(keepFrom: Self.keepFrom, sessionGraceDays: 2, now: 0, chunking: chunking)
        #expect(result.finishedEarlier == nil)
        #expect(try Self.prunedStateDifferences(path, reference: reference) == [])
        #expect(result.report.transitions == (try db.scalar(sql: "SELECT transitions FROM pruned_ranges").int64).map(Int.init))
    }

    /// A prune with another cut left unfinished is finished first, then the one asked for
    /// runs; both are recorded with their own counts.
    @Test func anUnfinishedPruneWithAnotherCutIsFinishedFirst() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let base = try Self.makeStore(in: dir, sessions: 600)
        let reference = dir.file("reference.sqlite")
        try Self.copyStore(base, to: reference)
        do {
            let store = try Store(path: reference, access: .write)
            _ = try store.prune(keepFrom: UTCDay("2026-10-04")!, sessionGraceDays: 2, dryRun: false, now: 0)
            _ = try store.prune(keepFrom: Self.keepFrom, sessionGraceDays: 2, dryRun: false, now: 0)
        }
        let path = dir.file("s.sqlite")
        try Self.copyStore(base, to: path)
        let store = try Store(path: path, access: .write)
        // A first prune, stopped after two chunks (the hook throws, as a kill would stop it).
        struct Stop: Error {}
        var seen = 0
        #expect(throws: Stop.self) {
            _ = try store.pruneInChunks(
                keepFrom: UTCDay("2026-10-04")!, sessionGraceDays: 2, now: 0, chunking: PruneChunking(maxChunkRows: 50)
            ) { _ in
                seen += 1
                if seen == 2 { throw Stop() }
            }
        }
        let result = try store.pruneInChunks(keepFrom: Self.keepFrom, sessionGraceDays: 2, now: 0)
        #expect(result.finishedEarlier?.beforeDay == UTCDay("2026-10-04"))
        #expect((result.finishedEarlier?.transitions ?? 0) > 0)
        #expect(result.report.beforeDay == Self.keepFrom && result.report.transitions > 0)
        #expect(try Self.prunedStateDifferences(path, reference: reference) == [])
    }

    /// Without --vacuum the pages a prune frees stay in the file and later ingests fill
    /// them; with --vacuum they go back to the file system (the store is switched to
    /// incremental vacuum once, and later vacuums run in chunks).
    @Test func freedPagesAreReusedByIngestOrGivenBackWithVacuum() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let base = try Self.makeStore(in: dir, sessions: 1500)
        let more = try generateLogs(
            GeneratorOptions(sessions: 300, seed: 30, files: 1, days: 2, endDay: Self.asOf), into: dir.file("more"))

        let reuse = dir.file("reuse.sqlite")
        try Self.copyStore(base, to: reuse)
        let pruned = try runExecutable(["prune", "--db", reuse, "--keep-days", "4", "--as-of", Self.asOf])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stderr.isEmpty, "\(pruned.stderr)")
        func pages(_ path: String) throws -> (count: Int64, free: Int64, autoVacuum: Int64) {
            let db = try Store(path: path, access: .read).database
            return (
                try db.scalar(sql: "PRAGMA page_count").int64 ?? 0, try db.scalar(sql: "PRAGMA freelist_count").int64 ?? 0,
                try db.scalar(sql: "PRAGMA auto_vacuum").int64 ?? 0)
        }
        let afterPrune = try pages(reuse)
        // The deleted rows' pages, less those the pruned transitions' keys fill (pruned_keys).
        #expect(afterPrune.free > 50, "\(afterPrune)")
        #expect(try runExecutable(["ingest", "--db", reuse] + more.files).status == 0)
        let afterIngest = try pages(reuse)
        #expect(afterIngest.free < afterPrune.free, "\(afterPrune) -> \(afterIngest)")
        // The ingest filled freed pages first: the file grew by less than the pages it used.
        #expect(afterIngest.count - afterPrune.count < (afterIngest.count - afterIngest.free) - (afterPrune.count - afterPrune.free))

        let giveBack = dir.file("vacuum.sqlite")
        try Self.copyStore(base, to: giveBack)
        let before = try pages(giveBack)
        let first = try runExecutable(["prune", "--db", giveBack, "--keep-days", "6", "--as-of", Self.asOf, "--vacuum", "--format", "json"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("switched the store to incremental vacuum"))
        let afterFirst = try pages(giveBack)
        #expect(afterFirst.free == 0 && afterFirst.autoVacuum == 2 && afterFirst.count < before.count, "\(before) -> \(afterFirst)")
        #expect((try first.json() as? [String: Any])?["vacuumed_pages"] as? Int == Int(before.count - afterFirst.count))
        let second = try runExecutable(["prune", "--db", giveBack, "--keep-days", "3", "--as-of", Self.asOf, "--vacuum", "--max-wal-mb", "1", "--format", "json", "--show-chunks"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("switched"))
        #expect(second.stderr.contains("chunks; the largest write-ahead log between chunks: ") && second.stderr.contains("(bound: 1 MiB)"), "\(second.stderr)")
        let afterSecond = try pages(giveBack)
        #expect(afterSecond.free == 0 && afterSecond.count < afterFirst.count, "\(afterFirst) -> \(afterSecond)")
        #expect((try second.json() as? [String: Any])?["vacuumed_pages"] as? Int == Int(afterFirst.count - afterSecond.count))
        #expect(try Self.reportOutputs(giveBack) == Self.reportOutputs(base))
    }

    /// An ingest of late and current rows (25-line batches) runs while prunes in 40-row
    /// chunks with a moving cut loop on the same store: every chunk commits between the
    /// ingest's batches, and at the end the failure rates by day (and by day, strategy and
    /// direction) equal those of a store that only ingested, no prune is left under way, and
    /// no session a stored transition names was deleted.
    @Test(.timeLimit(.minutes(4)))
    func ingestBetweenChunksLosesNoCount() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = try generateLogs(
            GeneratorOptions(sessions: 3000, seed: 78, files: 3, days: 12, endDay: "2026-10-12"), into: dir.file("logs"))
        let reference = dir.file("reference.sqlite")
        #expect(try runExecutable(["ingest", "--db", reference] + logs.files).status == 0)
        let db = dir.file("s.sqlite")
        #expect(try runExecutable(["ingest", "--db", db, logs.files[0]]).status == 0)
        let writer = try startExecutable(["ingest", "--db", db, "--batch-lines", "25"] + logs.files.dropFirst())
        var keep = 12
        var prunesDuringIngest = 0
        repeat {
            let during = writer.isRunning
            let prune = runInProcess([
                "prune", "--db", db, "--keep-days", String(max(keep, 3)), "--as-of", "2026-10-12", "--chunk-rows", "40",
                "--session-grace-days", "1",
            ])
            #expect(prune.status == 0, "\(prune.stderr)")
            if during { prunesDuringIngest += 1 }
            keep -= 1
        } while writer.isRunning
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(prunesDuringIngest >= 2, "the ingest ended before prune could overlap it")
        #expect(try runExecutable(["prune", "--db", db, "--keep-days", "3", "--as-of", "2026-10-12", "--session-grace-days", "1"]).status == 0)
        let store = try Store(path: db, access: .read).database
        #expect(try store.scalar(sql: "SELECT count(*) FROM prune_progress").int64 == 0)
        #expect(try store.scalar(sql: "SELECT count(*) FROM transition_rows AS t WHERE NOT EXISTS (SELECT 1 FROM sessions AS s WHERE s.session_key = t.session_key)").int64 == 0)
        let remaining = try store.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0
        let total = try Store(path: reference, access: .read).database.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0
        #expect(remaining < total / 2, "prune removed too little to prove anything: \(remaining) of \(total)")
        for by in ["day", "day,strategy,direction"] {
            let expected = try runExecutable(["report", "failure-rates", "--db", reference, "--by", by, "--format", "csv"])
            let actual = try runExecutable(["report", "failure-rates", "--db", db, "--by", by, "--format", "csv"])
            #expect(actual.stdout == expected.stdout, "--by \(by)")
        }
    }

    /// `fstel prune` stopped by a reader's snapshot exits 75 (EX_TEMPFAIL) saying it
    /// resumes when run again; run again once the reader is gone, it finishes with the
    /// counts of an uninterrupted prune.
    @Test func aPruneStoppedByAReaderExitsSeventyFiveAndResumes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let base = try Self.makeStore(in: dir, sessions: 3000)
        let reference = dir.file("reference.sqlite")
        try Self.copyStore(base, to: reference)
        let expected = try runExecutable(["prune", "--db", reference, "--keep-days", "4", "--as-of", Self.asOf, "--format", "json"])
        let path = dir.file("s.sqlite")
        try Self.copyStore(base, to: path)
        _ = try Store(path: path, access: .write)
        let reader = try Database(path: path, mode: .readOnly)
        try reader.beginTransaction(.deferred)
        _ = try reader.scalar(sql: "SELECT count(*) FROM sessions")
        let stopped = runInProcess([
            "prune", "--db", path, "--keep-days", "4", "--as-of", Self.asOf, "--max-wal-mb", "1", "--wait-for-readers", "0",
            "--format", "json",
        ])
        #expect(stopped.status == 75, "\(stopped.stderr)")
        #expect(stopped.stderr.contains("prune stopped after waiting 0 s for readers") && stopped.stderr.contains("resumes it"), "\(stopped.stderr)")
        #expect(stopped.stdout.isEmpty)
        try reader.execute(sql: "COMMIT")
        let dry = try runExecutable(["prune", "--db", path, "--keep-days", "4", "--as-of", Self.asOf, "--dry-run"])
        #expect(dry.stderr.contains("note: a prune before 2026-10-07 is under way or stopped before its end; the next prune finishes it first"), "\(dry.stderr)")
        let resumed = try runExecutable(["prune", "--db", path, "--keep-days", "4", "--as-of", Self.asOf, "--format", "json"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout == expected.stdout)
        #expect(try runExecutable(["prune", "--db", path, "--keep-days", "4", "--as-of", Self.asOf, "--dry-run"]).stderr.isEmpty)
        #expect(try Self.prunedStateDifferences(path, reference: reference) == [])
    }
}
