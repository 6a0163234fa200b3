import FSTelIO
import FSTelModel

/// The ingest's writes into a PostgreSQL store (docs/postgresql.md, "Ingest").
///
/// A batch is one transaction that first takes a transaction-scoped advisory lock on its
/// source (host and content fingerprint), so two ingests of one source wait for each
/// other's batches and re-read the checkpoint under it, as SQLite's write lock makes them.
/// Lines are encoded in COPY's text format as they come and sent by `COPY ... FROM STDIN`
/// into a temporary staging table (every 8 MiB, and at the commit). At the commit, under a
/// second advisory lock that lets one batch at a time move its rows (so that two
/// ingesters never deadlock on the rows, keys and rollups they share), set-based
/// statements make the day partitions the rows need, insert new sessions and complete
/// stubs, insert the keys of `transition_keys` (`ON CONFLICT DO NOTHING`) and the rows of
/// the new keys into `transitions` (whose triggers keep the rollups), keep rejected lines
/// once, and count stored and duplicate events; then the caller's checkpoint and
/// accounting, and `COMMIT`.
final class PostgresIngestBackend: IngestBackend {
    typealias StoreError = PostgresError

    let connection: PostgresConnection
    /// The host a source is read on (part of its identity).
    let host: String
    private let hostHash: UInt64

    private var rows = PostgresCopyBuffer()
    private var rejects = PostgresCopyBuffer()
    /// Rows staged since the last move, by kind.
    private var staged = Staged()
    private var ord: Int64 = 0
    /// UTC days of the staged transitions.
    private var days: Set<Int64> = []
    private var tally = WriteTally()

    private struct Staged {
        var transitions = 0
        var starts = 0
        var ends = 0
        var rejects = 0
        var isEmpty: Bool { transitions == 0 && starts == 0 && ends == 0 && rejects == 0 }
    }

    /// Bytes of encoded rows held before they are sent to the staging table.
    static let sendBytes = 8 << 20

    /// The advisory lock (two-key form) that lets one batch at a time move its rows.
    private static let moveLock = "pg_advisory_xact_lock(hashtext('fstel.ingest.move'), 0)"

    /// The role the ingest runs as (`current_user`), for messages.
    private var role = "?"

    init(store: PostgresStore, host: String) throws {
        connection = store.connection
        self.host = host
        var h = host
        hostHash = h.withUTF8 { FileFingerprint.hash(UnsafeRawBufferPointer($0)) }
        // A batch's sorts and hashes (hundreds of MB at 500,000 lines) stay in memory; its
        // statements are planned without JIT, whose compile time they would not win back.
        // The ingest sets its own limits for its session, whatever the role's or database's
        // (set for analysts' queries, say): a batch's statements may run for minutes, its
        // transaction stays open while a stream waits for input, and it waits for other
        // ingesters' advisory locks.
        try connection.execute(sql: "SET work_mem = '256MB'; SET jit = off")
        try connection.execute(sql: "SET statement_timeout = 0; SET lock_timeout = 0; SET idle_in_transaction_session_timeout = 0")
        role = try connection.scalar(sql: "SELECT current_user::text").string ?? "?"
        try connection.execute(sql: Self.stagingSQL)
    }

    private static let stageColumns = """
        ord, kind, session_id, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger, from_orientation,
        to_orientation, app_state, status_bar_orientation, status_bar_hidden, screen_width, screen_height, window_width,
        window_height, bounds_swapped, restore_method, restore_container, restore_list, restore_section, restore_item,
        restored_section, restored_item, cell_reused, restore_mismatch, extra, source_id, line, run_id, device_model,
        os_name, os_version, os_major, os_minor, os_patch, app_version, app_build, player_version, screen_scale, end_reason
        """

    private static let rejectColumns =
        "ord, source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash"

    /// The staging tables: one row per event (kind 0 a transition, 1 a `session_start`,
    /// 2 a `session_end`; a start keeps `started_at` in `ts` and `start_extra` in `extra`,
    /// an end `ended_at` and `end_extra`), and one per rejected line. Emptied at each commit.
    private static let stagingSQL = """
        CREATE TEMP TABLE IF NOT EXISTS fstel_stage (
            ord bigint NOT NULL, kind smallint NOT NULL, session_id text NOT NULL, seq bigint, ts bigint NOT NULL,
            direction text, strategy text, outcome text, failure text, duration_ms double precision, trigger text,
            from_orientation text, to_orientation text, app_state text, status_bar_orientation text,
            status_bar_hidden integer, screen_width double precision, screen_height double precision,
            window_width double precision, window_height double precision, bounds_swapped integer,
            restore_method text, restore_container text, restore_list text, restore_section bigint,
            restore_item bigint, restored_section bigint, restored_item bigint, cell_reused integer,
            restore_mismatch integer, extra text, source_id bigint NOT NULL, line bigint NOT NULL, run_id bigint,
            device_model text, os_name text, os_version text, os_major integer, os_minor integer, os_patch integer,
            app_version text, app_build text, player_version text, screen_scale double precision, end_reason text
        ) ON COMMIT DELETE ROWS;
        CREATE TEMP TABLE IF NOT EXISTS fstel_stage_rejects (
            ord bigint NOT NULL, source_id bigint NOT NULL, generation bigint NOT NULL, run_id bigint NOT NULL,
            line bigint NOT NULL, byte_offset bigint NOT NULL, reason text NOT NULL, detail text NOT NULL,
            raw bytea NOT NULL, raw_length bigint NOT NULL, raw_hash bigint
        ) ON COMMIT DELETE ROWS
        """

    // MARK: Batches

    func beginBatch(lock: UInt64?) throws {
        try connection.execute(sql: "BEGIN")
        do {
            if let lock {
                var key = hostHash ^ (lock &* 0x9E37_79B9_7F4A_7C15)
                key ^= key >> 29
                try connection.execute(sql: "SELECT pg_advisory_xact_lock($1)", arguments: [Int64(bitPattern: key)])
            }
        } catch {
            rollbackBatch()
            throw error
        }
    }

    var isInBatch: Bool { connection.isInTransaction }

    func commitBatch(_ finish: (WriteTally) throws -> Void) throws {
        let written = try flushTally()
        try finish(written)
        try connection.execute(sql: "COMMIT")
    }

    func rollbackBatch() {
        if connection.isInTransaction { try? connection.execute(sql: "ROLLBACK") }
        rows.removeAll()
        rejects.removeAll()
        staged = Staged()
        days.removeAll()
        tally = WriteTally()
    }

    func flushTally() throws -> WriteTally {
        if !staged.isEmpty { try move() }
        defer { tally = WriteTally() }
        return tally
    }

    /// Sends the encoded rows to the staging tables.
    private func send() throws {
        if !rows.isEmpty {
            try connection.copy("COPY fstel_stage (\(Self.stageColumns)) FROM STDIN", encoded: rows)
            rows.removeAll()
        }
        if !rejects.isEmpty {
            try connection.copy("COPY fstel_stage_rejects (\(Self.rejectColumns)) FROM STDIN", encoded: rejects)
            rejects.removeAll()
        }
    }

    /// `error` with what to do about it when the role may not make day partitions.
    static func explainingPartitionRights(_ error: PostgresError, role: String) -> PostgresError {
        guard error.isInsufficientPrivilege else { return error }
        var explained = error
        let advice = "have the store's owner make them ahead (fstel maintain), or grant the role EXECUTE on transitions_partition (fstel setup-roles does, for its ingest role); nothing of this batch was stored"
        explained.message = "role " + role + " may not make the day partitions of transitions that this batch needs (" + error.message + "): " + advice
        return explained
    }

    /// Moves the staged rows into the store and counts them (see the type's description).
    private func move() throws {
        try send()
        try connection.execute(sql: "SELECT \(Self.moveLock)")
        if !days.isEmpty {
            do {
                // Only the days without a partition yet (`fstel maintain` makes them ahead):
                // a role may then ingest without the right to make partitions.
                let missing = try connection.rows(
                    sql: """
                        SELECT d FROM unnest($1::bigint[]) AS d
                        WHERE to_regclass(quote_ident('transitions_' || to_char(date '1970-01-01' + d::integer, 'YYYYMMDD'))) IS NULL
                        ORDER BY d
                        """,
                    arguments: ["{" + days.sorted().map(String.init).joined(separator: ",") + "}"]
                ).compactMap { $0[0].int64 }
                if !missing.isEmpty {
                    try connection.execute(
                        sql: "SELECT transitions_partition(d::integer) FROM unnest($1::bigint[]) AS d ORDER BY d",
                        arguments: ["{" + missing.map(String.init).joined(separator: ",") + "}"])
                }
            } catch {
                throw Self.explainingPartitionRights(error, role: role)
            }
        }
        var events = staged.transitions + staged.starts + staged.ends
        var stored = 0
        if staged.transitions + staged.starts + staged.ends > 0 {
            // New sessions, with their first start and first end of the batch.
            let counts = try connection.rows(sql: """
                WITH firsts AS (
                    SELECT session_id, min(ord) FILTER (WHERE kind = 1) AS start_ord,
                           min(ord) FILTER (WHERE kind = 2) AS end_ord
                    FROM fstel_stage GROUP BY session_id
                ), inserted AS (
                    INSERT INTO sessions (session_id, started_at, ended_at, end_reason, device_model, os_name, os_version,
                        os_major, os_minor, os_patch, app_version, app_build, player_version, screen_width, screen_height,
                        screen_scale, start_extra, end_extra, start_source_id, start_line)
                    SELECT f.session_id, st.ts, en.ts, en.end_reason, st.device_model, st.os_name, st.os_version,
                        st.os_major, st.os_minor, st.os_patch, st.app_version, st.app_build, st.player_version,
                        st.screen_width, st.screen_height, st.screen_scale, st.extra, en.extra, st.source_id, st.line
                    FROM firsts AS f
                    LEFT JOIN fstel_stage AS st ON st.ord = f.start_ord AND st.kind = 1
                    LEFT JOIN fstel_stage AS en ON en.ord = f.end_ord AND en.kind = 2
                    WHERE NOT EXISTS (SELECT 1 FROM sessions AS s WHERE s.session_id = f.session_id)
                    ORDER BY f.session_id
                    ON CONFLICT (session_id) DO NOTHING
                    RETURNING started_at IS NOT NULL AS started, ended_at IS NOT NULL AS ended
                )
                SELECT (SELECT count(*) FILTER (WHERE started) FROM inserted),
                       (SELECT count(*) FILTER (WHERE ended) FROM inserted),
                       (SELECT count(*) FILTER (WHERE start_ord IS NOT NULL) FROM firsts),
                       (SELECT count(*) FILTER (WHERE end_ord IS NOT NULL) FROM firsts)
                """)
            let row = counts.first ?? []
            let startedNew = Int(row[0].int64 ?? 0), endedNew = Int(row[1].int64 ?? 0)
            let startSessions = Int(row[2].int64 ?? 0), endSessions = Int(row[3].int64 ?? 0)
            stored += startedNew + endedNew
            if startSessions > startedNew {
                // Stubs (sessions first seen through their transitions) get their facts.
                stored += try connection.execute(sql: """
                    UPDATE sessions AS s SET started_at = st.ts, device_model = st.device_model, os_name = st.os_name,
                        os_version = st.os_version, os_major = st.os_major, os_minor = st.os_minor, os_patch = st.os_patch,
                        app_version = st.app_version, app_build = st.app_build, player_version = st.player_version,
                        screen_width = st.screen_width, screen_height = st.screen_height, screen_scale = st.screen_scale,
                        start_extra = st.extra, start_source_id = st.source_id, start_line = st.line
                    FROM fstel_stage AS st
                    WHERE st.ord IN (SELECT min(ord) FROM fstel_stage WHERE kind = 1 GROUP BY session_id)
                      AND s.session_id = st.session_id AND s.started_at IS NULL
                    """, arguments: [])
            }
            if endSessions > endedNew {
                stored += try connection.execute(sql: """
                    UPDATE sessions AS s SET ended_at = en.ts, end_reason = en.end_reason, end_extra = en.extra
                    FROM fstel_stage AS en
                    WHERE en.ord IN (SELECT min(ord) FROM fstel_stage WHERE kind = 2 GROUP BY session_id)
                      AND s.session_id = en.session_id AND s.ended_at IS NULL
                    """, arguments: [])
            }
            if staged.transitions > 0 {
                // The first line of a new key wins, as on SQLite. `firsts` carries the rows' columns, so
                // that the rows of the new keys are not looked up again in the staging table by `ord`
                // (a hash of every staged row, as wide as the table).
                stored += try connection.execute(sql: """
                    WITH firsts AS MATERIALIZED (
                        SELECT DISTINCT ON (s.session_key, t.seq) s.session_key, t.seq, t.ts, t.direction, t.strategy,
                            t.outcome, t.failure, t.duration_ms, t.trigger, t.from_orientation, t.to_orientation,
                            t.app_state, t.status_bar_orientation, t.status_bar_hidden, t.screen_width, t.screen_height,
                            t.window_width, t.window_height, t.bounds_swapped, t.restore_method, t.restore_container,
                            t.restore_list, t.restore_section, t.restore_item, t.restored_section, t.restored_item,
                            t.cell_reused, t.restore_mismatch, t.extra, t.source_id, t.line, t.run_id
                        FROM fstel_stage AS t JOIN sessions AS s ON s.session_id = t.session_id
                        WHERE t.kind = 0
                        ORDER BY s.session_key, t.seq, t.ord
                    ), keys AS (
                        INSERT INTO transition_keys (session_key, seq)
                        SELECT session_key, seq FROM firsts
                        ON CONFLICT DO NOTHING
                        RETURNING session_key, seq
                    )
                    INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, failure, duration_ms,
                        trigger, from_orientation, to_orientation, app_state, status_bar_orientation, status_bar_hidden,
                        screen_width, screen_height, window_width, window_height, bounds_swapped, restore_method,
                        restore_container, restore_list, restore_section, restore_item, restored_section, restored_item,
                        cell_reused, restore_mismatch, extra, source_id, line, run_id)
                    SELECT f.session_key, f.seq, f.ts, f.direction, f.strategy, f.outcome, f.failure, f.duration_ms,
                        f.trigger, f.from_orientation, f.to_orientation, f.app_state, f.status_bar_orientation,
                        f.status_bar_hidden, f.screen_width, f.screen_height, f.window_width, f.window_height,
                        f.bounds_swapped, f.restore_method, f.restore_container, f.restore_list, f.restore_section,
                        f.restore_item, f.restored_section, f.restored_item, f.cell_reused, f.restore_mismatch, f.extra,
                        f.source_id, f.line, f.run_id
                    FROM firsts AS f JOIN keys AS k ON k.session_key = f.session_key AND k.seq = f.seq
                    """, arguments: [])
            }
        } else {
            events = 0
        }
        if staged.rejects > 0 {
            // The same bytes at the same place of a source's content are kept once.
            try connection.execute(sql: """
                INSERT INTO rejected_lines (source_id, generation, run_id, line, byte_offset, reason, detail, raw,
                    raw_length, raw_hash)
                SELECT source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash
                FROM fstel_stage_rejects ORDER BY ord
                ON CONFLICT (source_id, byte_offset, raw_hash) DO NOTHING
                """, arguments: [])
        }
        tally.stored += stored
        tally.duplicates += events - stored
        staged = Staged()
        days.removeAll()
        try connection.execute(sql: "TRUNCATE fstel_stage, fstel_stage_rejects")
    }

    // MARK: Lines

    @inline(__always)
    private func slice(_ text: UnsafeRawBufferPointer, _ ref: TextRef) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: text[Int(ref.start)..<Int(ref.start + ref.count)])
    }

    @inline(__always)
    private func appendText(_ text: UnsafeRawBufferPointer, _ ref: TextRef?) {
        if let ref { rows.append(text: slice(text, ref)) } else { rows.appendNull() }
    }

    /// Codes are not used: PostgreSQL stores the values themselves.
    func write(
        _ event: DecodedEvent, text: UnsafeRawBufferPointer, codes _: TransitionCodes, sourceID: Int64, line: Int, runID: Int64
    ) throws {
        let header = event.header
        ord += 1
        rows.append(ord)
        switch event {
        case .transition(_, let t):
            rows.append(Int64(0))
            rows.append(text: slice(text, header.sessionID))
            rows.append(t.seq)
            rows.append(header.timestampMillis)
            rows.append(t.direction == .enter ? "enter" as StaticString : "exit")
            rows.append(text: slice(text, t.strategy))
            switch t.outcome {
            case .ok: rows.append("ok" as StaticString)
            case .failed: rows.append("failed" as StaticString)
            case .cancelled: rows.append("cancelled" as StaticString)
            case .ignored: rows.append("ignored" as StaticString)
            }
            appendText(text, t.failure)
            rows.append(t.durationMs)
            appendText(text, t.trigger)
            appendText(text, t.fromOrientation)
            appendText(text, t.toOrientation)
            appendText(text, t.appState)
            appendText(text, t.statusBarOrientation)
            rows.append(t.statusBarHidden)
            rows.append(t.screenBounds?.width)
            rows.append(t.screenBounds?.height)
            rows.append(t.windowBounds?.width)
            rows.append(t.windowBounds?.height)
            rows.append(t.boundsSwapped)
            let r = t.restore
            switch r?.method {
            case .indexPath?: rows.append("index_path" as StaticString)
            case .superview?: rows.append("superview" as StaticString)
            case nil: rows.appendNull()
            }
            appendText(text, r?.container)
            appendText(text, r?.list)
            rows.append(r?.section)
            rows.append(r?.item)
            rows.append(r?.restoredSection)
            rows.append(r?.restoredItem)
            rows.append(r?.cellReused)
            rows.append(r?.mismatch)
            appendText(text, header.extra)
            rows.append(sourceID)
            rows.append(Int64(line))
            rows.append(runID)
            for _ in 0..<11 { rows.appendNull() }
            staged.transitions += 1
            let ts = header.timestampMillis
            days.insert(ts >= 0 ? ts / 86_400_000 : (ts - 86_399_999) / 86_400_000)
        case .sessionStart(_, let f):
            rows.append(Int64(1))
            rows.append(text: slice(text, header.sessionID))
            rows.appendNull()
            rows.append(header.timestampMillis)
            for _ in 0..<11 { rows.appendNull() }  // direction ... status_bar_hidden
            rows.append(f.screenWidth)
            rows.append(f.screenHeight)
            for _ in 0..<12 { rows.appendNull() }  // window_width ... restore_mismatch
            appendText(text, header.extra)
            rows.append(sourceID)
            rows.append(Int64(line))
            rows.append(runID)
            rows.append(text: slice(text, f.deviceModel))
            rows.append(text: slice(text, f.osName))
            rows.append(text: slice(text, f.osVersion))
            rows.append(Int64(f.osMajor))
            rows.append(f.osMinor)
            rows.append(f.osPatch)
            rows.append(text: slice(text, f.appVersion))
            rows.append(text: slice(text, f.appBuild))
            appendText(text, f.playerVersion)
            rows.append(f.screenScale)
            rows.appendNull()
            staged.starts += 1
        case .sessionEnd(_, let f):
            rows.append(Int64(2))
            rows.append(text: slice(text, header.sessionID))
            rows.appendNull()
            rows.append(header.timestampMillis)
            for _ in 0..<25 { rows.appendNull() }  // direction ... restore_mismatch
            appendText(text, header.extra)
            rows.append(sourceID)
            rows.append(Int64(line))
            rows.append(runID)
            for _ in 0..<10 { rows.appendNull() }  // device_model ... screen_scale
            appendText(text, f.reason)
            staged.ends += 1
        }
        rows.endRow()
        if rows.byteCount >= Self.sendBytes { try send() }
    }

    func reject(
        _ rejection: Rejection, raw: UnsafeRawBufferPointer, rawLength: Int,
        sourceID: Int64, generation: Int64, runID: Int64, line: Int, offset: Int64
    ) throws {
        ord += 1
        rejects.append(ord)
        rejects.append(sourceID)
        rejects.append(generation)
        rejects.append(runID)
        rejects.append(Int64(line))
        rejects.append(offset)
        rejects.append(rejection.reason.rawValue)
        rejects.append(rejection.detail)
        rejects.append(bytea: raw)
        rejects.append(Int64(rawLength))
        var hash = FileFingerprint.hash(raw)
        hash ^= UInt64(rawLength) &* 0x9E37_79B9_7F4A_7C15
        rejects.append(Int64(bitPattern: hash))
        rejects.endRow()
        staged.rejects += 1
        if rejects.byteCount >= Self.sendBytes { try send() }
    }

    // MARK: Runs and accounting

    func beginRun(command: String) throws -> Int64 {
        try connection.scalar(
            sql: "INSERT INTO ingest_runs (started_at, command) VALUES ($1, $2) RETURNING run_id",
            arguments: [Clocks.unixMilliseconds(), command]
        ).int64 ?? 0
    }

    func finishRun(_ runID: Int64) throws {
        try connection.execute(
            sql: "UPDATE ingest_runs SET finished_at = $1 WHERE run_id = $2", arguments: [Clocks.unixMilliseconds(), runID])
    }

    func recordFile(runID: Int64, sourceID: Int64, report: FileIngestReport) throws {
        try connection.execute(
            sql: """
                INSERT INTO ingest_files (run_id, source_id, start_offset, end_offset, lines, stored, duplicates, rejected, blank, bytes, error)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                ON CONFLICT (run_id, source_id) DO UPDATE SET
                    start_offset = excluded.start_offset, end_offset = excluded.end_offset, lines = excluded.lines,
                    stored = excluded.stored, duplicates = excluded.duplicates, rejected = excluded.rejected,
                    blank = excluded.blank, bytes = excluded.bytes, error = excluded.error
                """,
            arguments: [
                runID, sourceID, report.startOffset, report.endOffset, report.lines, report.stored,
                report.duplicates, report.rejected, report.blank, report.bytes, report.error,
            ])
    }

    func recordFileAlone(runID: Int64, sourceID: Int64, report: FileIngestReport) throws {
        if connection.isInTransaction {
            try recordFile(runID: runID, sourceID: sourceID, report: report)
        } else {
            try connection.inTransaction { try recordFile(runID: runID, sourceID: sourceID, report: report) }
        }
    }

    // MARK: Sources

    func fileSources(fingerprint: UInt64) throws -> [StoredSource] {
        try connection.rows(
            sql: "SELECT \(StoredSource.columns) FROM sources WHERE fingerprint = $1 AND kind = 'file' AND host = $2",
            arguments: [Int64(bitPattern: fingerprint), host]
        ).map(StoredSource.init)
    }

    func legacySource(path: String) throws -> StoredSource? {
        try connection.rows(
            sql: "SELECT \(StoredSource.columns) FROM sources WHERE fingerprint IS NULL AND kind = 'file' AND path = $1 AND host = $2",
            arguments: [path, host]
        ).first.map(StoredSource.init)
    }

    func setFingerprint(_ fingerprint: UInt64, sourceID: Int64) throws {
        try connection.execute(
            sql: "UPDATE sources SET fingerprint = $1 WHERE source_id = $2",
            arguments: [Int64(bitPattern: fingerprint), sourceID])
    }

    func hasFileSource(path: String) throws -> Bool {
        try connection.scalar(
            sql: "SELECT count(*) FROM sources WHERE path = $1 AND kind = 'file' AND host = $2", arguments: [path, host]
        ).int64 ?? 0 > 0
    }

    func insertFileSource(
        status: FileStatus, fingerprint: UInt64, compressed: Bool, start: DecodePipeline.Position, now: Int64
    ) throws -> Int64 {
        // The file's size and change time are left out until its first checkpoint: a record
        // is trusted without reading its prefix only once that prefix was stored.
        try connection.scalar(
            sql: """
                INSERT INTO sources (path, kind, host, fingerprint, device, inode, compressed,
                    checkpoint_offset, checkpoint_line, tail_length, tail_hash, first_ingested_at, last_ingested_at)
                VALUES ($1, 'file', $2, $3, $4, $5, $6, $7, $8, $7, $9, $10, $10)
                RETURNING source_id
                """,
            arguments: [
                status.canonicalPath, host, Int64(bitPattern: fingerprint), Int64(bitPattern: status.device),
                Int64(bitPattern: status.inode), compressed ? 1 : 0, start.offset, Int64(start.line),
                Int64(bitPattern: start.prefixHash), now,
            ]
        ).int64 ?? 0
    }

    func checkpoint(sourceID: Int64) throws -> (generation: Int64, offset: Int64)? {
        let row = try connection.rows(
            sql: "SELECT generation, checkpoint_offset FROM sources WHERE source_id = $1", arguments: [sourceID])
        guard let row = row.first else { return nil }
        return (row[0].int64 ?? 0, row[1].int64 ?? 0)
    }

    func saveCheckpoint(_ c: Checkpoint) throws {
        try connection.execute(
            sql: """
                UPDATE sources SET checkpoint_offset = $1, checkpoint_line = $2, tail_length = $3, tail_hash = $4,
                    path = $5, device = $6, inode = $7, modified_ns = $8, file_size = $9, compressed = $10,
                    last_ingested_at = $11, read_to_end = $12
                WHERE source_id = $13 AND generation = $14 AND checkpoint_offset <= $1
                """,
            arguments: [
                c.offset, c.line, c.tailLength, Int64(bitPattern: c.tailHash),
                c.status.canonicalPath, Int64(bitPattern: c.status.device), Int64(bitPattern: c.status.inode),
                c.status.changedNanoseconds, c.status.size, c.compressed ? 1 : 0, c.now, c.readToEnd ? 1 : 0,
                c.sourceID, c.generation,
            ])
    }

    func touchStream(sourceID: Int64, compressed: Bool, now: Int64) throws {
        try connection.execute(
            sql: "UPDATE sources SET last_ingested_at = $1, compressed = $2 WHERE source_id = $3",
            arguments: [now, compressed ? 1 : 0, sourceID])
    }

    func streamSource(fingerprint: UInt64) throws -> (id: Int64, generation: Int64)? {
        let rows = try connection.rows(
            sql: """
                SELECT source_id, generation FROM sources WHERE fingerprint = $1 AND host = $2
                ORDER BY kind = 'stream' DESC, source_id LIMIT 1
                """,
            arguments: [Int64(bitPattern: fingerprint), host])
        return rows.first.map { ($0[0].int64 ?? 0, $0[1].int64 ?? 1) }
    }

    func insertStreamSource(name: String, fingerprint: UInt64, now: Int64) throws -> Int64 {
        try connection.scalar(
            sql: """
                INSERT INTO sources (path, kind, host, fingerprint, first_ingested_at, last_ingested_at)
                VALUES ($1, 'stream', $2, $3, $4, $4) RETURNING source_id
                """,
            arguments: [name, host, Int64(bitPattern: fingerprint), now]
        ).int64 ?? 0
    }

    // MARK: Replay

    func rejectedLines(_ filter: RejectFilter, after: Int64, limit: Int) throws -> [StoredReject] {
        var conditions = ["r.reject_id > $1"]
        var arguments: [any DatabaseValueConvertible] = [after]
        if !filter.reasons.isEmpty {
            conditions.append("r.reason = ANY($\(arguments.count + 1)::text[])")
            arguments.append(Self.textArray(filter.reasons.map(\.rawValue)))
        }
        if !filter.paths.isEmpty {
            conditions.append("s.path = ANY($\(arguments.count + 1)::text[])")
            arguments.append(Self.textArray(filter.paths))
        }
        arguments.append(limit)
        return try connection.rows(
            sql: """
                SELECT r.reject_id, r.source_id, s.path, r.line, r.raw, r.raw_length
                FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
                WHERE \(conditions.joined(separator: " AND ")) ORDER BY r.reject_id LIMIT $\(arguments.count)
                """,
            arguments: arguments
        ).map(StoredReject.init)
    }

    /// A PostgreSQL array literal of texts.
    static func textArray(_ values: [String]) -> String {
        var literal = "{"
        for (index, value) in values.enumerated() {
            if index > 0 { literal += "," }
            literal += "\""
            for character in value {
                if character == "\\" || character == "\"" { literal += "\\" }
                literal.append(character)
            }
            literal += "\""
        }
        return literal + "}"
    }

    func deleteReject(_ rejectID: Int64) throws {
        try connection.execute(sql: "DELETE FROM rejected_lines WHERE reject_id = $1", arguments: [rejectID])
    }

    func updateReject(_ rejectID: Int64, reason: String, detail: String, runID: Int64) throws {
        try connection.execute(
            sql: "UPDATE rejected_lines SET reason = $1, detail = $2, run_id = $3 WHERE reject_id = $4",
            arguments: [reason, detail, runID, rejectID])
    }
}
