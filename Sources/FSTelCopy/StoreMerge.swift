import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelIO

/// `fstel copy --merge`: adds an SQLite store's contents to a PostgreSQL store that may
/// already hold data (ingested there, or merged from other SQLite stores), exactly once,
/// resumable after a kill, while other hosts ingest into it (docs/postgresql.md, "Merging
/// into a store that holds data").
///
/// The SQLite store's sessions and transitions are written back as the log lines they were
/// read from (``StoredEventLines``, each checked to read back as stored) and fed to the
/// target's own ingest (``IngestBackend``), session by session in key order, in batches
/// that commit with the copy's progress: the target keeps a session or a transition it
/// already holds (the first stored wins, as for ingest), counts it a duplicate, and keeps
/// its rollups as ingest keeps them. What raw rows cannot carry is added apart: the
/// sources with their checkpoints, the ingest runs and their accounting, the rejected
/// lines (once per place, as ingest keeps them), device names, nightly days the target
/// lacks, and the counts of days the SQLite store pruned from raw rows.
struct StoreMerge {
    let source: Database
    let target: PostgresStore
    let snapshot: SourceSnapshot
    let sourcePath: String
    let host: String
    let chunkRows: Int
    let progress: ((StoreCopy.Progress) -> Void)?

    /// The progress rows of a merge in `store_copy_tables` (names that no table has).
    static let eventsProgress = "merge.events"
    static let rejectsProgress = "merge.rejected_lines"

    var connection: PostgresConnection { target.connection }

    /// Every step, in order; each is safe to run again after a kill.
    func run(now: () -> Int64) throws -> (tables: [StoreCopy.TableCount], resumed: Bool) {
        let resumed = try begin(now: now)
        let backend = try PostgresIngestBackend(store: target, host: host)
        let copyRun = try backend.beginRun(command: "copy")
        var tables: [StoreCopy.TableCount] = []
        let sources = try mergeSources(now: now)
        tables.append(sources.count)
        let runs = try mergeAccounting(sources: sources.map)
        tables += runs.counts
        let ids = MergeIDs(sources: sources.map, runs: runs.map, copyRun: copyRun, copySource: try copySource(backend))
        tables.append(try mergeEvents(backend, ids: ids))
        tables.append(try mergeRejects(backend, ids: ids))
        tables += try finish(now: now)
        try backend.finishRun(copyRun)
        return (tables, resumed)
    }

    /// Records the merge in `store_copies` (or finds it from an earlier run); true when an
    /// earlier run had begun it.
    private func begin(now: () -> Int64) throws -> Bool {
        try connection.inTransaction {
            let progressRows = [Self.eventsProgress, Self.rejectsProgress]
            return try snapshot.recordCopy(in: connection, sourcePath: sourcePath, progressRows: progressRows, now: now()) < progressRows.count
        }
    }

    /// The source the copy's own runs are recorded under: a stream named `copy:<path>` (of
    /// the host), one per path merged from.
    private func copySource(_ backend: PostgresIngestBackend) throws -> Int64 {
        var text = "copy:" + sourcePath
        let fingerprint = text.withUTF8 { FileFingerprint.hash(UnsafeRawBufferPointer($0)) }
        try backend.beginBatch(lock: nil)
        do {
            let id = try backend.streamSource(fingerprint: fingerprint)?.id
                ?? backend.insertStreamSource(name: "copy:" + sourcePath, fingerprint: fingerprint, now: Clocks.unixMilliseconds())
            try backend.commitBatch { _ in }
            return id
        } catch {
            backend.rollbackBatch()
            throw error
        }
    }

    // MARK: Progress

    /// A merge progress row: rows fed so far and the last key.
    func progressRow(_ table: String) throws -> (rows: Int, lastKey: Int64) {
        let row = try connection.rows(
            sql: "SELECT rows_copied, coalesce(last_key[1], -9223372036854775808) FROM store_copy_tables WHERE source_fingerprint = $1 AND table_name = $2",
            arguments: [snapshot.fingerprint, table]
        ).first
        return (Int(row?[0].int64 ?? 0), row?[1].int64 ?? Int64.min)
    }

    /// Moves a progress row on, in the caller's transaction.
    func saveProgress(_ table: String, rows: Int, lastKey: Int64) throws {
        try connection.execute(
            sql: """
                UPDATE store_copy_tables SET rows_copied = rows_copied + $3, last_key = ARRAY[$4::bigint]
                WHERE source_fingerprint = $1 AND table_name = $2
                """, arguments: [snapshot.fingerprint, table, rows, lastKey])
    }

    // MARK: Sources

    /// Each SQLite source as a target source of `host`: the one with the same kind, path and
    /// fingerprint when the target has it (kept as it is: its checkpoint is the target's),
    /// else a new record with the SQLite store's checkpoint, so that an ingest on that host
    /// goes on from it. Returns the ids, SQLite's to the target's.
    private func mergeSources(now: () -> Int64) throws -> (map: [Int64: Int64], count: StoreCopy.TableCount) {
        let targetColumns = Set(try connection.rows(
            sql: "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'sources'"
        ).compactMap { $0[0].string })
        let names = try source.rows(sql: "SELECT name FROM pragma_table_info('sources')").compactMap { $0[0].string }
            .filter { $0 != "source_id" && $0 != "host" && targetColumns.contains($0) }
        let rows = try source.rows(sql: "SELECT source_id, kind, path, fingerprint, \(names.map(quoted).joined(separator: ", ")) FROM sources ORDER BY source_id")
        var map: [Int64: Int64] = [:]
        var inserted = 0
        try connection.inTransaction {
            for row in rows {
                guard let id = row[0].int64 else { continue }
                if let found = try connection.scalar(
                    sql: """
                        SELECT min(source_id) FROM sources
                        WHERE host = $1 AND kind = $2 AND path = $3 AND fingerprint IS NOT DISTINCT FROM $4
                        """, arguments: [host, row[1], row[2], row[3]]
                ).int64 {
                    map[id] = found
                    continue
                }
                let placeholders = (0...names.count).map { "$\($0 + 1)" }.joined(separator: ", ")
                let values: [any DatabaseValueConvertible] = Array(row.dropFirst(4)) + [host]
                map[id] = try connection.scalar(
                    sql: "INSERT INTO sources (\((names + ["host"]).map(quoted).joined(separator: ", "))) VALUES (\(placeholders)) RETURNING source_id",
                    arguments: values
                ).int64
                inserted += 1
            }
        }
        return (map, StoreCopy.TableCount(table: "sources", copied: inserted, alreadyThere: rows.count - inserted, sourceRows: rows.count))
    }

    // MARK: Runs and accounting

    /// Each SQLite ingest run as a target run, with its `ingest_files` rows on the mapped
    /// sources. A run is the one the target has when a run there began at the same
    /// millisecond, by the same command, and its files are on mapped sources of this run
    /// (a run merged before, from this store or an earlier state of it); its accounting is
    /// then brought up to the SQLite store's. Returns the ids, SQLite's to the target's.
    private func mergeAccounting(sources: [Int64: Int64]) throws -> (map: [Int64: Int64], counts: [StoreCopy.TableCount]) {
        let runs = try source.rows(sql: "SELECT run_id, started_at, finished_at, command FROM ingest_runs ORDER BY run_id")
        var files: [Int64: [[DatabaseValue]]] = [:]
        for row in try source.rows(
            sql: "SELECT run_id, source_id, start_offset, end_offset, lines, stored, duplicates, rejected, blank, bytes, error FROM ingest_files ORDER BY run_id, source_id")
        {
            files[row[0].int64 ?? 0, default: []].append(row)
        }
        var map: [Int64: Int64] = [:]
        var newRuns = 0, newFiles = 0, fileRows = 0
        try connection.inTransaction {
            let candidates = try targetRuns(startedAt: runs.compactMap { $0[1].int64 })
            for run in runs {
                guard let id = run[0].int64, let started = run[1].int64 else { continue }
                let mine = Set((files[id] ?? []).compactMap { $0[1].int64.flatMap { sources[$0] } })
                let match = candidates[started]?.first { $0.command == run[3].string && ($0.sources.isEmpty ? mine.isEmpty : $0.sources.isSubset(of: mine)) }
                let targetID: Int64
                if let match {
                    targetID = match.id
                    try connection.execute(
                        sql: "UPDATE ingest_runs SET finished_at = $2 WHERE run_id = $1", arguments: [targetID, run[2]])
                } else {
                    targetID = try PostgresIngestBackend.insertRun(
                        connection, startedAt: started, finishedAt: run[2].int64, command: run[3].string)
                    newRuns += 1
                }
                map[id] = targetID
                for file in files[id] ?? [] {
                    guard let sourceID = file[1].int64.flatMap({ sources[$0] }) else { continue }
                    fileRows += 1
                    if match == nil || !(match?.sources.contains(sourceID) ?? false) { newFiles += 1 }
                    try PostgresIngestBackend.recordFile(connection, runID: targetID, sourceID: sourceID, accounting: Array(file.dropFirst(2)))
                }
            }
        }
        return (map, [
            StoreCopy.TableCount(table: "ingest_runs", copied: newRuns, alreadyThere: runs.count - newRuns, sourceRows: runs.count),
            StoreCopy.TableCount(table: "ingest_files", copied: newFiles, alreadyThere: fileRows - newFiles, sourceRows: fileRows),
        ])
    }

    /// The target's runs that began at one of `startedAt`, by start time, with the sources
    /// of their `ingest_files` rows.
    private func targetRuns(startedAt: [Int64]) throws -> [Int64: [(id: Int64, command: String?, sources: Set<Int64>)]] {
        var found: [Int64: [(id: Int64, command: String?, sources: Set<Int64>)]] = [:]
        let rows = try connection.rows(
            sql: """
                SELECT r.run_id, r.started_at, r.command, array_agg(f.source_id) FILTER (WHERE f.source_id IS NOT NULL)
                FROM ingest_runs AS r LEFT JOIN ingest_files AS f USING (run_id)
                WHERE r.started_at = ANY($1::bigint[]) GROUP BY r.run_id ORDER BY r.run_id
                """, arguments: [Copier.keyText(startedAt)])
        for row in rows {
            guard let id = row[0].int64, let started = row[1].int64 else { continue }
            found[started, default: []].append((id, row[2].string, Set(Copier.parseKey(row[3]) ?? [])))
        }
        return found
    }
}

/// How a merge names the SQLite store's rows in the target.
struct MergeIDs {
    /// SQLite source ids to the target's.
    var sources: [Int64: Int64]
    /// SQLite run ids to the target's.
    var runs: [Int64: Int64]
    /// The merge's own run (`command` 'copy').
    var copyRun: Int64
    /// The merge's own source (`copy:<path>`).
    var copySource: Int64
}

extension StoreCopy {
    /// ``run(source:sourcePath:to:chunkRows:sourceHost:merge:lockWaitMilliseconds:now:progress:)``
    /// with `merge`: under the copy lock, in the SQLite store's read snapshot.
    static func merge(
        _ db: Database, snapshot: SourceSnapshot, sourcePath: String, url: String, guardConnection: PostgresConnection,
        applied: [Int], chunkRows: Int, sourceHost: String, now: () -> Int64, progress: ((Progress) -> Void)?
    ) throws -> Report {
        if !applied.isEmpty, try guardConnection.scalar(sql: "SELECT to_regclass('store_copies') IS NOT NULL") == .integer(1) {
            let mine = try guardConnection.rows(
                sql: """
                    SELECT c.finished_at IS NOT NULL, EXISTS (SELECT 1 FROM store_copy_tables AS t
                        WHERE t.source_fingerprint = c.source_fingerprint AND t.table_name NOT LIKE 'merge.%')
                    FROM store_copies AS c WHERE c.source_fingerprint = $1
                    """, arguments: [snapshot.fingerprint]
            ).first
            if mine?[0] == .integer(1) {
                var rows = snapshot.counts
                rows["events"] = rows["transitions", default: 0] + snapshot.startsAndEnds
                let tables = ["sources", "ingest_runs", "ingest_files", "events", "rejected_lines", "device_names"].map {
                    TableCount(table: $0, copied: 0, alreadyThere: rows[$0] ?? 0, sourceRows: rows[$0] ?? 0)
                }
                return Report(
                    tables: tables, wasAlreadyComplete: true, resumed: false, targetMigrations: [], sourceFingerprint: snapshot.fingerprint,
                    merged: true)
            }
            if mine?[1] == .integer(1) {
                throw StoreCopyError(
                    .targetNotEmpty,
                    "the store at \(guardConnection.displayURL) holds an unfinished copy of \(sourcePath) made without --merge; nothing was merged (run the same command without --merge to finish that copy)")
            }
        }
        let target = try PostgresStore(url: url, access: .write, migrator: PostgresMigrator())
        let merge = StoreMerge(
            source: db, target: target, snapshot: snapshot, sourcePath: sourcePath, host: sourceHost, chunkRows: chunkRows,
            progress: progress)
        try merge.refusePrunedSinceMerge()
        try merge.refuseRawRowsOfPrunedDays()
        // A step the target rolls back in a conflict with an ingest (a distributed deadlock
        // on Citus) is run again, as a rerun of the command would: every step resumes.
        var retries = 0
        let tables: [TableCount], resumed: Bool
        while true {
            do {
                (tables, resumed) = try merge.run(now: now)
                break
            } catch where ConflictRetry.isTransient(error) && retries < ConflictRetry.defaultRetries {
                retries += 1
                ConflictRetry.pause(before: retries)
            }
        }
        return Report(
            tables: tables, wasAlreadyComplete: false, resumed: resumed, targetMigrations: target.appliedMigrations,
            sourceFingerprint: snapshot.fingerprint, merged: true)
    }
}
