import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelIO
import FSTelModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moves an SQLite store into a PostgreSQL store (`fstel copy`), exactly once and resumable
/// after a kill at any moment (docs/postgresql.md, "Moving an SQLite store: fstel copy").
///
/// The SQLite store is read in one snapshot. The tables that grow with the logs (sources,
/// ingest_runs, ingest_files, sessions, transitions, rejected_lines) are copied in key
/// order, in chunks: each chunk's rows and its table's progress row (`store_copy_tables`)
/// commit in one PostgreSQL transaction, so a run that is killed leaves whole chunks and
/// the next run starts after the last one. Keys (source_id, run_id, session_key, seq,
/// reject_id, prune_id) are kept as they are. The last transaction replaces the rollups,
/// summaries and small tables (device_names, pruned_ranges, daily_durations, ...) with the
/// SQLite store's, which also count days already pruned from raw rows, advances the
/// identity sequences past the copied keys, checks every table's row count, and marks the
/// copy finished.
///
/// A copy is tied to its source by a fingerprint of the source's contents (schema version,
/// row counts and totals): a target that holds anything else (rows not written by a copy,
/// a copy of another store, or of this store before it changed) is refused before anything
/// is written, unless the run merges (``StoreMerge``): then the SQLite store's rows are
/// added to what the target holds, through the target's ingest.
package final class StoreCopy {
    /// Rows per transaction for the tables copied in chunks.
    fileprivate static let defaultChunkRows = 50_000
    /// Events per transaction of a merge: an ingest's batch (``IngestOptions/batchLines``).
    fileprivate static let defaultMergeBatchEvents = IngestOptions().batchLines

    /// The tables copied in chunks, in order (parents before children), with the key that
    /// orders them.
    static let chunkedTables: [(name: String, key: [String])] = [
        ("sources", ["source_id"]),
        ("ingest_runs", ["run_id"]),
        ("ingest_files", ["run_id", "source_id"]),
        ("sessions", ["session_key"]),
        ("transitions", ["session_key", "seq"]),
        ("rejected_lines", ["reject_id"]),
    ]

    /// The tables whose contents the last transaction replaces with the SQLite store's:
    /// rollups and summaries (SQLite's count the rows copied, and pruned days too), the
    /// nightly tables and the small ones.
    static let replacedTables = [
        "device_names", "pruned_ranges", "daily_durations", "daily_rollup_days",
        "transition_rollup", "failure_rollup", "restore_rollup", "duration_sketch", "duration_sketch_changes",
        "pruned_keys",
        "dimension_rollup", "dimension_failure_rollup",
    ]

    /// SQLite tables that are not copied as such: bookkeeping, and the narrow rows and their
    /// dictionary, which are read decoded through the `transitions` view.
    static let sqliteOnlyTables: Set<String> = ["schema_migrations", "dictionary", "transition_rows", "transition_overflow", "session_ids", "recent_session_ids", "sqlite_sequence", "sqlite_stat1", "sqlite_stat4"]

    /// SQLite columns that PostgreSQL need not keep: derived from other columns.
    static let derivedSQLiteColumns: [String: Set<String>] = ["sessions": ["id_hash"]]

    /// PostgreSQL tables whose rows mean the target is not empty, besides the copied ones.
    static let otherTargetTables: [String] = []

    /// How one table fared.
    package struct TableCount: Sendable, Equatable {
        /// The table's name (on both stores).
        package var table: String
        /// Rows this run copied.
        package var copied: Int
        /// Rows a previous run had already copied.
        package var alreadyThere: Int
        /// Rows in the SQLite store.
        package var sourceRows: Int
    }

    /// What a run did.
    package struct Report: Sendable, Equatable {
        /// One entry per table, in copy order.
        package var tables: [TableCount]
        /// True when an earlier run had finished the copy: this one copied nothing.
        package var wasAlreadyComplete: Bool
        /// True when this run went on with a copy an earlier run had begun.
        package var resumed: Bool
        /// PostgreSQL migrations this run applied to the target.
        package var targetMigrations: [Int]
        /// The source's fingerprint, as stored in `store_copies`.
        var sourceFingerprint: String
        /// True for a merge (`--merge`): rows were added to what the target holds.
        package var merged = false
    }

    /// Where a running copy stands, after each chunk.
    package struct Progress: Sendable {
        /// The table being copied.
        package var table: String
        /// Its rows in the target so far.
        package var rows: Int
        /// Its rows in the source.
        package var total: Int
    }

    /// Copies the store `source` (read at `sourcePath`, which is recorded for messages)
    /// into the PostgreSQL store at `url`, creating and migrating it when needed. When the
    /// target's sources have a host (the machine their files were read on, part of a
    /// source's identity there), the copied ones get `sourceHost`, by default this
    /// machine's name, so that an ingest on that host goes on from their checkpoints.
    /// Waits up to `lockWaitMilliseconds` for another copy into the same store to end.
    /// With `merge`, adds the store to a target that may hold other data (``StoreMerge``).
    /// `progress` is called after each committed chunk.
    package static func run(
        source: Store, sourcePath: String, to url: String, chunkRows: Int? = nil, sourceHost: String? = nil,
        merge: Bool = false, lockWaitMilliseconds: Int = 10_000,
        now: () -> Int64 = Clocks.unixMilliseconds, progress: ((Progress) -> Void)? = nil
    ) throws -> Report {
        let chunkRows = chunkRows ?? (merge ? defaultMergeBatchEvents : defaultChunkRows)
        precondition(chunkRows > 0)
        // Held for the whole run on a connection of its own: a second copy into the same
        // schema is refused instead of interleaving its chunks with this one's.
        let guardConnection = try PostgresConnection(url: url, applicationName: "fstel copy")
        try lockStore(guardConnection, waitMilliseconds: lockWaitMilliseconds)
        // Read under the lock: a copy that held it may have just made the store.
        let migrator = PostgresMigrator()
        let applied = try migrator.appliedVersions(in: guardConnection)
        let db = source.database
        return try withExtendedLifetime(guardConnection) { try db.inReadTransaction {
            let snapshot = try SourceSnapshot(db)
            if merge {
                return try Self.merge(
                    db, snapshot: snapshot, sourcePath: sourcePath, url: url, guardConnection: guardConnection, applied: applied,
                    chunkRows: chunkRows, sourceHost: sourceHost ?? PostgresIngestor.currentHost(), now: now, progress: progress)
            }
            // Decided before anything is written, also before the target is migrated.
            let state = try applied.isEmpty ? TargetState.empty : TargetState(guardConnection, fingerprint: snapshot.fingerprint)
            switch state {
            case .otherData(let tables):
                throw StoreCopyError(
                    .targetNotEmpty,
                    "the store at \(guardConnection.displayURL) already holds rows (\(tables.joined(separator: ", "))) that no fstel copy of \(sourcePath) wrote; nothing was copied by this run (add --merge to add this store's rows to them, or copy into an empty database)")
            case .otherCopy(let path, let finished):
                throw StoreCopyError(
                    .targetNotEmpty,
                    "the store at \(guardConnection.displayURL) holds a \(finished ? "" : "partial ")copy of another SQLite store (\(path)), or of this one before it changed; nothing was copied (a copy resumes only from the same unchanged store: add --merge to add this store's rows to the ones there)")
            case .finished(let copied):
                let tables = snapshot.tableOrder.map { name in
                    TableCount(table: name, copied: 0, alreadyThere: copied[name] ?? snapshot.counts[name] ?? 0, sourceRows: snapshot.counts[name] ?? 0)
                }
                return Report(tables: tables, wasAlreadyComplete: true, resumed: false, targetMigrations: [], sourceFingerprint: snapshot.fingerprint)
            case .empty, .partial:
                break
            }
            let target = try PostgresStore(url: url, access: .write, migrator: migrator)
            let copier = try Copier(
                source: db, target: target.connection, snapshot: snapshot, sourcePath: sourcePath, chunkRows: chunkRows,
                sourceHost: sourceHost ?? PostgresIngestor.currentHost(), progress: progress)
            var tables = try copier.run(now: now)
            tables.sort { snapshot.tableOrder.firstIndex(of: $0.table) ?? 0 < snapshot.tableOrder.firstIndex(of: $1.table) ?? 0 }
            return Report(
                tables: tables, wasAlreadyComplete: false, resumed: state == .partial, targetMigrations: target.appliedMigrations,
                sourceFingerprint: snapshot.fingerprint)
        } }
    }
}

/// Takes the session lock that keeps two copies out of one schema, waiting up to
/// `waitMilliseconds` (a copy killed a moment ago may hold it until its server process
/// notices).
private func lockStore(_ connection: PostgresConnection, waitMilliseconds: Int) throws {
    try connection.execute(sql: "SET lock_timeout = \(max(1, waitMilliseconds))")
    let locked: Bool
    do {
        _ = try connection.scalar(sql: "SELECT pg_advisory_lock(hashtext('fstel.copy'), hashtext(current_schema()))")
        locked = true
    } catch {
        guard error.isLockNotAvailable else { throw error }
        locked = false
    }
    if !locked {
        throw StoreCopyError(
            .busy, "another fstel copy is writing the store at \(connection.displayURL) (waited \(waitMilliseconds / 1000) s); wait for it to end")
    }
    try connection.execute(sql: "SET lock_timeout = 0")
}

/// Why `fstel copy` refused or stopped.
package struct StoreCopyError: Error, CustomStringConvertible, Sendable {
    /// The kinds of refusal.
    package enum Kind: Sendable, Equatable {
        /// The target holds rows other than an unfinished copy of the same, unchanged source.
        case targetNotEmpty
        /// The two stores' schemas do not match: a table or column of the source has no place in the target.
        case schemaMismatch
        /// Another copy into the same store is running.
        case busy
        /// After copying, a table's row count in the target differs from the source's
        /// (something else wrote to the target meanwhile); the last transaction was rolled back.
        case countMismatch
        /// A stored event does not read back from the log line written for it as stored
        /// (a merge feeds events to the target's ingest as lines).
        case notRepresentable
        /// The SQLite store was pruned again after an earlier merge of it into the target.
        case prunedSinceMerge
        /// The target holds raw rows of the days the SQLite store pruned, of sessions it
        /// holds: the pruned days' counts could be added twice.
        case prunedDaysHeld
    }

    /// What went wrong.
    package var kind: Kind
    /// The refusal in plain words.
    package var description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

/// The SQLite store as one read transaction sees it: the tables to copy, their row counts
/// and the fingerprint that ties a copy to these contents.
struct SourceSnapshot {
    /// Every table to copy, in copy order: the chunked ones, then the replaced ones present.
    var tableOrder: [String]
    /// Rows per table.
    var counts: [String: Int]
    /// FNV-1a 64 of the schema version and of the counts and totals below, in hex.
    var fingerprint: String
    /// The schema version.
    var version: Int
    /// Sessions with a stored `session_start`, and with a stored `session_end`.
    var starts = 0, ends = 0

    init(_ db: Database) throws {
        let tables = Set(try db.rows(sql: "SELECT name FROM sqlite_schema WHERE type = 'table'").compactMap { $0[0].string })
        let known = Set(StoreCopy.chunkedTables.map(\.name)).union(StoreCopy.replacedTables).union(StoreCopy.sqliteOnlyTables)
        for table in tables.subtracting(known).sorted() where try db.scalar(sql: "SELECT count(*) FROM \(quoted(table))") != .integer(0) {
            throw StoreCopyError(.schemaMismatch, "the SQLite store has a table this fstel does not know how to copy: \(table)")
        }
        version = Int(try db.scalar(sql: "SELECT coalesce(max(version), 0) FROM schema_migrations").int64 ?? 0)
        tableOrder = StoreCopy.chunkedTables.map(\.name) + StoreCopy.replacedTables.filter(tables.contains)
        var counts: [String: Int] = [:]
        var summary = "version \(version)\n"
        for table in tableOrder {
            let relation = table == "transitions" ? "transition_rows" : table
            let count = Int(try db.scalar(sql: "SELECT count(*) FROM \(quoted(relation))").int64 ?? 0)
            counts[table] = count
            summary += "\(table) \(count)"
            if let totals = Self.totals[relation] {
                summary += " " + (try db.rows(sql: "SELECT \(totals) FROM \(quoted(relation))").first ?? []).map(\.description).joined(separator: " ")
            }
            summary += "\n"
        }
        self.counts = counts
        let lines = try db.rows(sql: "SELECT count(started_at), count(ended_at) FROM sessions").first
        starts = Int(lines?[0].int64 ?? 0)
        ends = Int(lines?[1].int64 ?? 0)
        let hash = Array(summary.utf8).withUnsafeBytes { FileFingerprint.hash($0) }
        fingerprint = String(hash, radix: 16).leftPadded(to: 16)
    }

    /// Per table, sums and maxima that change whenever a writer changes the table without
    /// changing its row count (a checkpoint moves, a session's facts arrive, nightly runs
    /// again): with the counts, they make the fingerprint.
    static let totals: [String: String] = [
        "sources": "max(source_id), sum(checkpoint_offset), sum(checkpoint_line), sum(generation), max(last_ingested_at), sum(coalesce(file_size, 0))",
        "ingest_runs": "max(run_id), sum(coalesce(finished_at, 0) % 1000003), count(finished_at)",
        "ingest_files": "sum(lines), sum(stored), sum(duplicates), sum(rejected), sum(blank), sum(bytes), sum(end_offset)",
        "sessions": "max(session_key), count(started_at), count(ended_at), sum(coalesce(started_at, 0) % 1000003), count(os_version), count(app_version)",
        "transition_rows": "max(rowid), min(rowid)",
        "rejected_lines": "max(reject_id)",
        "pruned_ranges": "max(prune_id), sum(before_ts % 1000003)",
        "daily_rollup_days": "sum(computed_at % 1000003), sum(transitions)",
        "transition_rollup": "sum(ok), sum(failed), sum(cancelled), sum(ignored), sum(restores), sum(mismatches), sum(durations)",
        "failure_rollup": "sum(failures)",
        "restore_rollup": "sum(restores), sum(mismatches), sum(cell_reused)",
        "dimension_rollup": "sum(attempts), sum(failures)",
        "dimension_failure_rollup": "sum(failures)",
        "duration_sketch_changes": "sum(weight)",
    ]
}

extension SourceSnapshot {
    /// Records the copy of these contents in the target's `store_copies` (or finds it from
    /// an earlier run) with a `store_copy_tables` progress row per name of `progressRows`,
    /// in the caller's transaction; returns how many of those rows it added (the others
    /// an earlier run had added).
    func recordCopy(in connection: PostgresConnection, sourcePath: String, progressRows: [String], now: Int64) throws -> Int {
        try connection.execute(
            sql: """
                INSERT INTO store_copies (source_fingerprint, source_path, source_version, started_at) VALUES ($1, $2, $3, $4)
                ON CONFLICT (source_fingerprint) DO UPDATE SET source_path = excluded.source_path
                """, arguments: [fingerprint, sourcePath, version, now])
        var added = 0
        for name in progressRows {
            added += try connection.execute(
                sql: "INSERT INTO store_copy_tables (source_fingerprint, table_name) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                arguments: [fingerprint, name])
        }
        return added
    }
}

/// What the target holds, decided before anything is written to it.
enum TargetState: Equatable {
    /// No rows in any data table: a new copy.
    case empty
    /// An unfinished copy of this source.
    case partial
    /// A finished copy of this source: rows per chunked table.
    case finished([String: Int])
    /// A copy (finished or not) of another source, or of this one before it changed.
    case otherCopy(path: String, finished: Bool)
    /// Rows no copy wrote, in these tables.
    case otherData([String])

    /// The chunked tables whose rows are not exactly those the copy's progress rows say it
    /// committed.
    static func tablesWithOtherRows(_ connection: PostgresConnection, fingerprint: String) throws -> [String] {
        var copied: [String: Int64] = [:]
        for row in try connection.rows(
            sql: "SELECT table_name, rows_copied FROM store_copy_tables WHERE source_fingerprint = $1", arguments: [fingerprint])
        {
            if let name = row[0].string { copied[name] = row[1].int64 ?? 0 }
        }
        var tables: [String] = []
        for (table, _) in StoreCopy.chunkedTables
        where try connection.scalar(sql: "SELECT count(*) FROM \(quoted(table))") != .integer(copied[table] ?? 0) {
            tables.append(table)
        }
        return tables
    }

    init(_ connection: PostgresConnection, fingerprint: String) throws {
        if try connection.scalar(sql: "SELECT to_regclass('store_copies') IS NOT NULL") == .integer(1) {
            let copies = try connection.rows(sql: "SELECT source_fingerprint, source_path, finished_at IS NOT NULL FROM store_copies")
            if let mine = copies.first(where: { $0[0] == .text(fingerprint) }) {
                if mine[2] == .integer(1) {
                    var copied: [String: Int] = [:]
                    for row in try connection.rows(
                        sql: "SELECT table_name, rows_copied FROM store_copy_tables WHERE source_fingerprint = $1", arguments: [fingerprint])
                    {
                        if let name = row[0].string { copied[name] = Int(row[1].int64 ?? 0) }
                    }
                    self = .finished(copied)
                } else {
                    // Rows written since by anything else would make the last transaction's
                    // count check fail after the whole copy: found now, before writing.
                    let extra = try Self.tablesWithOtherRows(connection, fingerprint: fingerprint)
                    self = extra.isEmpty ? .partial : .otherData(extra)
                }
                return
            }
            if let other = copies.first {
                self = .otherCopy(path: other[1].string ?? "?", finished: other[2] == .integer(1))
                return
            }
        }
        var nonEmpty: [String] = []
        let candidates = StoreCopy.chunkedTables.map(\.name) + StoreCopy.replacedTables.filter { $0 != "device_names" } + StoreCopy.otherTargetTables
        for table in candidates where try connection.scalar(sql: "SELECT to_regclass($1) IS NOT NULL", arguments: [table]) == .integer(1) {
            if try connection.scalar(sql: "SELECT EXISTS (SELECT 1 FROM \(quoted(table)))") == .integer(1) {
                nonEmpty.append(table)
            }
        }
        self = nonEmpty.isEmpty ? .empty : .otherData(nonEmpty)
    }
}

/// One run's copying, once the target is known to be empty or to hold this source's
/// unfinished copy.
struct Copier {
    let source: Database
    let target: PostgresConnection
    let snapshot: SourceSnapshot
    let sourcePath: String
    let chunkRows: Int
    let progress: ((StoreCopy.Progress) -> Void)?
    /// Per table, the columns both stores have, in the source's order.
    let columns: [String: [String]]
    /// True when the target keeps duration sketches as one row per bucket (PostgreSQL's
    /// 0002) rather than SQLite's blobs: the blobs and `duration_sketch_changes` are then
    /// merged per key and written as buckets.
    let bucketSketches: Bool
    /// Per table, target columns the source does not have, with the value every copied row
    /// gets: `sources.host`, the host the source's files were read on.
    let constants: [String: [(name: String, value: DatabaseValue)]]

    init(
        source: Database, target: PostgresConnection, snapshot: SourceSnapshot, sourcePath: String, chunkRows: Int,
        sourceHost: String, progress: ((StoreCopy.Progress) -> Void)?
    ) throws {
        self.source = source
        self.target = target
        self.snapshot = snapshot
        self.sourcePath = sourcePath
        self.chunkRows = chunkRows
        self.progress = progress
        func targetColumns(_ table: String) throws -> [String] {
            try target.rows(
                sql: """
                    SELECT column_name FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
                    ORDER BY ordinal_position
                    """, arguments: [table]
            ).compactMap { $0[0].string }
        }
        bucketSketches = try targetColumns("duration_sketch").contains("bucket")
        var columns: [String: [String]] = [:]
        var constants: [String: [(name: String, value: DatabaseValue)]] = [:]
        for table in snapshot.tableOrder {
            if bucketSketches && (table == "duration_sketch" || table == "duration_sketch_changes") { continue }
            let targetColumns = try targetColumns(table)
            if targetColumns.isEmpty {
                if snapshot.counts[table] == 0 { continue }
                throw StoreCopyError(.schemaMismatch, "the PostgreSQL store has no table \(table) for the SQLite store's \(snapshot.counts[table] ?? 0) rows")
            }
            // table_info lists a view's columns too, and leaves out generated ones.
            let sourceColumns = try source.rows(sql: "SELECT name FROM pragma_table_info(?)", arguments: [table]).compactMap { $0[0].string }
            let derived = StoreCopy.derivedSQLiteColumns[table] ?? []
            if let missing = sourceColumns.first(where: { !targetColumns.contains($0) && !derived.contains($0) }) {
                throw StoreCopyError(.schemaMismatch, "the PostgreSQL store's table \(table) has no column \(missing) for the SQLite store's values")
            }
            columns[table] = sourceColumns.filter(targetColumns.contains)
            if table == "sources" && targetColumns.contains("host") && !sourceColumns.contains("host") {
                constants[table] = [("host", .text(sourceHost))]
            }
        }
        self.columns = columns
        self.constants = constants
    }

    func run(now: () -> Int64) throws -> [StoreCopy.TableCount] {
        let fingerprint = snapshot.fingerprint
        let chunked = StoreCopy.chunkedTables
        try target.inTransaction {
            _ = try snapshot.recordCopy(in: target, sourcePath: sourcePath, progressRows: chunked.map(\.name), now: now())
        }
        var results: [StoreCopy.TableCount] = []
        for table in chunked {
            let row = try target.rows(
                sql: "SELECT rows_copied, last_key, done FROM store_copy_tables WHERE source_fingerprint = $1 AND table_name = $2",
                arguments: [fingerprint, table.name])[0]
            let before = Int(row[0].int64 ?? 0)
            let lastKey = Self.parseKey(row[1])
            var copied = 0
            if row[2] != .integer(1) {
                copied = try copyChunks(table.name, key: table.key, after: lastKey, alreadyCopied: before)
            }
            results.append(StoreCopy.TableCount(table: table.name, copied: copied, alreadyThere: before, sourceRows: snapshot.counts[table.name] ?? 0))
        }
        results += try finish(now: now)
        return results
    }

    /// Copies `table`'s rows after `lastKey`, chunk by chunk; returns how many.
    ///
    /// Sessions and transitions go through a temporary table, from which one `INSERT`
    /// adds what PostgreSQL keeps besides SQLite's columns: a session's `session_hash` (of
    /// its id) and `session_day` (the UTC day of its earliest stored line), which its
    /// transitions carry too.
    private func copyChunks(_ table: String, key: [String], after lastKey: [Int64]?, alreadyCopied: Int) throws -> Int {
        let names = columns[table] ?? []
        let keyIndexes = key.map { names.firstIndex(of: $0)! }
        let isSessions = table == "sessions", isTransitions = table == "transitions"
        var selected = names.map(quoted)
        if isSessions {
            // The earliest of the session's start, end and transitions (the largest integer
            // when it has none of them); its UTC day is the session's `session_day` (0 then).
            selected.append("""
                min(coalesce(started_at, \(Int64.max)), coalesce(ended_at, \(Int64.max)),
                    coalesce((SELECT min(t.ts) FROM transitions AS t WHERE t.session_key = sessions.session_key), \(Int64.max)))
                """)
        }
        var sql = "SELECT \(selected.joined(separator: ", ")) FROM \(quoted(table))"
        if let lastKey, lastKey.count == key.count {
            sql += " WHERE (\(key.joined(separator: ", "))) > (\(key.map { _ in "?" }.joined(separator: ", ")))"
        }
        sql += " ORDER BY \(key.joined(separator: ", "))"
        let statement = try source.makeStatement(sql: sql)
        if let lastKey, lastKey.count == key.count { try statement.bind(lastKey.map { $0 as any DatabaseValueConvertible }) }
        let added = constants[table] ?? []
        let columnList = (names + added.map(\.name)).map(quoted).joined(separator: ", ")
        var copySQL = "COPY \(quoted(table)) (\(columnList)) FROM STDIN"
        var insertSQL: String?
        if isSessions || isTransitions {
            let stage = "fstel_copy_" + table
            try target.execute(sql: """
                CREATE TEMP TABLE IF NOT EXISTS \(stage) ON COMMIT DELETE ROWS AS SELECT \(columnList)\(isSessions ? ", session_day" : "")
                FROM \(quoted(table)) WITH NO DATA
                """)
            copySQL = "COPY \(stage) (\(columnList)\(isSessions ? ", session_day" : "")) FROM STDIN"
            insertSQL = isSessions
                ? """
                    INSERT INTO sessions (\(columnList), session_hash, session_day)
                    SELECT \(columnList), session_hash(session_id), session_day FROM \(stage)
                    """
                : """
                    INSERT INTO transitions (\(columnList), session_hash, session_day)
                    SELECT \((names + added.map(\.name)).map { "r." + quoted($0) }.joined(separator: ", ")), s.session_hash, s.session_day
                    FROM \(stage) AS r JOIN sessions AS s ON s.session_key = r.session_key
                    """
        }
        if isTransitions { try makePartitions() }
        var copied = 0
        var exhausted = false
        while !exhausted {
            // Rows stream from SQLite into the COPY; only the last key is kept (for the
            // progress row).
            var count = 0
            var lastRowKey: [Int64] = []
            try target.inTransaction {
                _ = try target.copy(copySQL) { writer in
                    while count < chunkRows {
                        guard try statement.step() else {
                            exhausted = true
                            break
                        }
                        for index in 0..<names.count { writer.append(statement.value(index)) }
                        for constant in added { writer.append(constant.value) }
                        if isSessions {
                            let first = statement.int64(names.count)
                            writer.append(first == Int64.max ? 0 : Int64(UTCDay(containing: first).daysSinceEpoch))
                        }
                        writer.endRow()
                        lastRowKey = keyIndexes.map { statement.int64($0) }
                        count += 1
                    }
                }
                if let insertSQL, count > 0 {
                    let inserted = try target.execute(sql: insertSQL, arguments: [])
                    guard inserted == count else {
                        throw StoreCopyError(
                            .countMismatch,
                            "\(count) rows of \(table) were read but \(inserted) stored: a session of a transition is missing; the copy was not finished")
                    }
                }
                try target.execute(
                    sql: """
                        UPDATE store_copy_tables SET rows_copied = rows_copied + $3, last_key = coalesce($4::bigint[], last_key), done = $5
                        WHERE source_fingerprint = $1 AND table_name = $2
                        """,
                    arguments: [snapshot.fingerprint, table, count, lastRowKey.isEmpty ? nil : Self.keyText(lastRowKey), exhausted ? 1 : 0])
            }
            copied += count
            progress?(StoreCopy.Progress(table: table, rows: alreadyCopied + copied, total: snapshot.counts[table] ?? 0))
        }
        return copied
    }

    /// Makes the day partitions of every day the source's transitions fall in
    /// (`transitions_partition(day)`), each in its own short transaction before any row is
    /// copied: a partition made by a run that is killed later stays, empty, as one made by
    /// an ingest would.
    private func makePartitions() throws {
        let days = try source.rows(
            sql: "SELECT DISTINCT ts / 86400000 - (ts < 0 AND ts % 86400000 <> 0) FROM transitions ORDER BY 1"
        ).compactMap { $0[0].int64 }
        for day in days {
            try target.execute(sql: "SELECT transitions_partition($1::integer)", arguments: [day])
        }
    }

    /// The last transaction: the replaced tables, the sequences, the count check and the
    /// copy's end.
    private func finish(now: () -> Int64) throws -> [StoreCopy.TableCount] {
        var results: [StoreCopy.TableCount] = []
        try target.inTransaction {
            for table in StoreCopy.replacedTables {
                if bucketSketches && table == "duration_sketch" {
                    try copySketchBuckets()
                }
                if bucketSketches && (table == "duration_sketch" || table == "duration_sketch_changes") {
                    let rows = snapshot.counts[table] ?? 0
                    results.append(StoreCopy.TableCount(table: table, copied: rows, alreadyThere: 0, sourceRows: rows))
                    continue
                }
                guard let names = columns[table], snapshot.counts[table] != nil else { continue }
                try target.execute(sql: "DELETE FROM \(quoted(table))")
                let statement = try source.makeStatement(
                    sql: "SELECT \(names.map(quoted).joined(separator: ", ")) FROM \(quoted(table))")
                let copied = try target.copy("COPY \(quoted(table)) (\(names.map(quoted).joined(separator: ", "))) FROM STDIN") { writer in
                    while try statement.step() {
                        for index in 0..<names.count { writer.append(statement.value(index)) }
                        writer.endRow()
                    }
                }
                results.append(StoreCopy.TableCount(table: table, copied: copied, alreadyThere: 0, sourceRows: snapshot.counts[table] ?? 0))
            }
            try advanceSequences()
            try checkCounts()
            try target.execute(
                sql: "UPDATE store_copies SET finished_at = $2 WHERE source_fingerprint = $1", arguments: [snapshot.fingerprint, now()])
        }
        return results
    }

    /// Replaces the target's duration sketches by the source's: per key (day, strategy,
    /// direction, started, OS version, app version), the blobs of `duration_sketch` merged
    /// with the signed durations still pending in `duration_sketch_changes`, written as one
    /// row per key with its non-empty buckets (PostgreSQL's `duration_sketches` of
    /// migration 0006, read per bucket through the view `duration_sketch`; the zeros in
    /// bucket -2147483648, as `duration_bucket` puts them). os_major and os_minor are the
    /// sketch row's, or the first change's for a key that has no sketch row.
    private func copySketchBuckets() throws {
        var sketches: [[String]: (key: [DatabaseValue], facts: [DatabaseValue], sketch: DurationSketch)] = [:]
        var order: [[String]] = []
        func identity(_ values: [DatabaseValue]) -> [String] {
            values.map { value in
                switch value {
                case .null: return "n"
                case .integer(let v): return "i\(v)"
                case .real(let v): return "r\(v)"
                case .text(let v): return "t" + v
                case .blob(let v): return "b\(v)"
                }
            }
        }
        let keySQL = "day, strategy, direction, started, os_version, app_version, os_major, os_minor"
        let statement = try source.makeStatement(sql: "SELECT \(keySQL), sketch FROM duration_sketch")
        while try statement.step() {
            let values = (0..<6).map(statement.value), key = identity(values)
            var entry = sketches[key] ?? (values, [statement.value(6), statement.value(7)], DurationSketch())
            if sketches[key] == nil { order.append(key) }
            do {
                try entry.sketch.merge(encoded: statement.blob(8))
            } catch {
                throw StoreCopyError(.schemaMismatch, "the SQLite store's duration_sketch holds a sketch this fstel cannot read: \(error)")
            }
            sketches[key] = entry
        }
        if snapshot.counts["duration_sketch_changes"] != nil {
            let changes = try source.makeStatement(sql: "SELECT \(keySQL), duration_ms, weight FROM duration_sketch_changes ORDER BY rowid")
            while try changes.step() {
                let values = (0..<6).map(changes.value), key = identity(values)
                var entry = sketches[key] ?? (values, [changes.value(6), changes.value(7)], DurationSketch())
                if sketches[key] == nil { order.append(key) }
                entry.sketch.add(changes.double(8), weight: changes.int(9))
                sketches[key] = entry
            }
        }
        // One row per key (migration 0006): its non-empty buckets, ascending, and their counts.
        try target.execute(sql: "DELETE FROM duration_sketches")
        _ = try target.copy(
            "COPY duration_sketches (day, strategy, direction, started, os_version, app_version, os_major, os_minor, buckets, counts) FROM STDIN"
        ) { writer in
            for key in order {
                guard let entry = sketches[key] else { continue }
                var buckets = entry.sketch.buckets.map { (index: Int64($0.index), count: $0.count) }
                if entry.sketch.zeroCount != 0 { buckets.insert((Int64(Int32.min), entry.sketch.zeroCount), at: 0) }
                buckets.removeAll { $0.count == 0 }
                if buckets.isEmpty { continue }
                for value in entry.key + entry.facts { writer.append(value) }
                writer.append("{" + buckets.map { String($0.index) }.joined(separator: ",") + "}")
                writer.append("{" + buckets.map { String($0.count) }.joined(separator: ",") + "}")
                writer.endRow()
            }
        }
    }

    /// Moves every identity column's sequence past the largest copied key, so that rows
    /// written later get new keys.
    private func advanceSequences() throws {
        let tables = Array(columns.keys)
        let identities = try target.rows(
            sql: """
                SELECT table_name, column_name FROM information_schema.columns
                WHERE table_schema = current_schema() AND is_identity = 'YES' AND table_name = ANY($1::text[])
                ORDER BY 1, 2
                """, arguments: ["{" + tables.joined(separator: ",") + "}"])
        for row in identities {
            guard let table = row[0].string, let column = row[1].string else { continue }
            try target.execute(
                sql: """
                    SELECT setval(pg_get_serial_sequence($1, $2), m) FROM (SELECT max(\(quoted(column))) AS m FROM \(quoted(table))) AS x
                    WHERE m IS NOT NULL
                    """, arguments: [quoted(table), column])
        }
    }

    /// Every copied table holds exactly the source's rows.
    private func checkCounts() throws {
        for (table, _) in StoreCopy.chunkedTables {
            let count = Int(try target.scalar(sql: "SELECT count(*) FROM \(quoted(table))").int64 ?? -1)
            if count != snapshot.counts[table] {
                throw StoreCopyError(
                    .countMismatch,
                    "after copying, the PostgreSQL store's \(table) holds \(count) rows but the SQLite store's holds \(snapshot.counts[table] ?? 0): something else wrote to it during the copy; the copy was not finished")
            }
        }
    }

    /// `{1,2}`: a key as a PostgreSQL array literal.
    static func keyText(_ key: [Int64]) -> String {
        "{" + key.map(String.init).joined(separator: ",") + "}"
    }

    /// A `bigint[]` read back as text (`{1,2}`), or nil for NULL.
    static func parseKey(_ value: DatabaseValue) -> [Int64]? {
        guard let text = value.string else { return nil }
        let inner = text.trimmingCharacters(in: "{}")
        if inner.isEmpty { return [] }
        return inner.split(separator: ",").compactMap { Int64($0) }
    }
}

/// `"name"`: an identifier quoted for SQL (both dialects).
func quoted(_ name: String) -> String {
    "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }

    fileprivate func trimmingCharacters(in characters: String) -> String {
        var s = Substring(self)
        while let c = s.first, characters.contains(c) { s.removeFirst() }
        while let c = s.last, characters.contains(c) { s.removeLast() }
        return String(s)
    }
}
