import FSTelStorage
import FSTelModel

/// The move of a batch's staged rows into the store (docs/postgresql.md, "Ingest").
extension PostgresIngestBackend {
    /// What a staged transition adds to the rollups once it is stored.
    struct StagedTransition {
        var ord: Int64
        /// Index in ``PostgresIngestBackend/sessionIDs``.
        var session: Int32
        var seq: Int64
        /// Its columns in ``PostgresIngestBackend/bodies``.
        var body: Range<Int>
        var day: Int64
        var enter: Bool
        /// Index in the strategies of ``PostgresIngestBackend/deltas``.
        var strategy: Int32
        var outcome: UInt8
        var extras: RollupDeltas.Extras
    }

    /// Moves the batch's rows into the store and counts them. Every move takes the row
    /// locks it needs in one order (sessions by id, then transition keys, then rollup rows
    /// by table and key), so that ingesters moving at once wait for each other's rows but
    /// never deadlock:
    /// 1. the batch's sessions stored before are found by id; the others are inserted by
    ///    `COPY` straight into `sessions` (in byte order of their ids; when another
    ///    ingester stored one of them since, by the statement that skips stored sessions,
    ///    in the same order); the sessions stored before are locked (in the same order),
    ///    then stubs get their facts (the counts of their stored transitions are gathered
    ///    to move to those facts) and unended sessions their end;
    /// 2. the transitions of the sessions stored before go through the staging table (new
    ///    keys only, in key order);
    /// 3. the rows of the sessions this move inserted go by `COPY` straight into
    ///    `transitions` (no other batch can see or write those sessions before this one
    ///    commits), made while they are sent;
    /// 4. the rollups get the counts of the rows stored (``PostgresRollupWriter``, in key
    ///    order), last, so that the rollup rows every ingester shares stay locked only
    ///    until the commit that follows;
    /// 5. the rejected lines (per source, whose lock the batch holds).
    ///
    /// A batch moved once holds the move lock shared, so such batches move at once; a batch
    /// that moves more than once (its rows outgrew ``holdBytes``, or a replay) takes it
    /// exclusively, since its later moves lock rows after its earlier moves' rollup rows.
    /// No day partition is made here: rows of a session day without one wait in
    /// `transitions_default` until `fstel maintain` makes it.
    func move(final: Bool = false) throws {
        try send()
        try takeMoveLock(exclusive: !final || moveLock != .none)
        // The batch's sessions in byte order of their ids: the order their rows are locked in.
        let byID = sessionStarts.indices.sorted { RollupDeltas.compare(sessionIDs.text(Int32($0)), sessionIDs.text(Int32($1))) < 0 }
        let storedAlready = try storedSessions(byID)
        try stageSessions(byID.filter { storedAlready[$0] })
        let events = staged.transitions + staged.starts + staged.ends
        var stored = 0
        if events > 0 {
            var facts = [Int32](repeating: RollupDeltas.unknownFacts, count: sessionIDs.values.count)
            let (sessionsStored, newSessions, movedCounts) = try moveSessions(
                byID: byID, fresh: byID.filter { !storedAlready[$0] }, facts: &facts)
            stored += sessionsStored
            if !transitions.isEmpty {
                stored += try moveTransitions(newSessions: newSessions, facts: facts)
                stored += try copyTransitionsOfNewSessions(newSessions, facts: facts)
            }
            try rollupWriter.write(&deltas, withMovedCounts: movedCounts)
        }
        if staged.rejects > 0 {
            try moveStagedRejects()
        }
        tally.stored += stored
        tally.duplicates += events - stored
        forgetMovedRows()
        try connection.execute(sql: "TRUNCATE fstel_stage, fstel_stage_sessions, fstel_stage_rejects")
    }

    /// Adds the rejected lines staged in `fstel_stage_rejects` to `rejected_lines`, in
    /// staging order; returns how many it kept. The same bytes at the same place of a
    /// source's content, or of the same content under another source (`place_hash`), are
    /// kept once.
    @discardableResult
    private func moveStagedRejects() throws -> Int {
        try connection.execute(sql: """
            INSERT INTO rejected_lines (source_id, generation, run_id, line, byte_offset, reason, detail, raw,
                raw_length, raw_hash, place_hash)
            SELECT source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash, place_hash
            FROM fstel_stage_rejects ORDER BY ord
            ON CONFLICT DO NOTHING
            """, arguments: [])
    }

    /// Adds the rejected lines `rows` writes, one row each in the staging table's columns
    /// (``rejectColumns``: `ord` first, `place_hash` last), as a batch's are added: a line
    /// whose place the store keeps already is not kept twice. In the caller's transaction;
    /// returns how many were written and how many kept.
    package func addRejectedLines(_ rows: (inout PostgresCopyWriter) throws -> Void) throws -> (written: Int, kept: Int) {
        try waitForBackground()
        let written = try connection.copy("COPY fstel_stage_rejects (\(Self.rejectColumns)) FROM STDIN", rows: rows)
        let kept = written > 0 ? try moveStagedRejects() : 0
        try connection.execute(sql: "TRUNCATE fstel_stage_rejects")
        return (written, kept)
    }

    /// Forgets the rows and sessions held since the last move (moved, or rolled back),
    /// keeping the buffers' room.
    func forgetMovedRows() {
        staged = Staged()
        transitions.removeAll(keepingCapacity: true)
        bodies.removeAll()
        firstKeys.removeAll()
        sessionBodies.removeAll()
        sessionStarts.removeAll(keepingCapacity: true)
        sessionEnds.removeAll(keepingCapacity: true)
        sessionDays.removeAll(keepingCapacity: true)
        sessionFacts.removeAll(keepingCapacity: true)
        sessionHashes.removeAll(keepingCapacity: true)
        sessionIDs = Interned()
    }

    /// Which of the batch's sessions (by index in ``sessionIDs``; `byID` lists them all,
    /// in byte order of their ids) are stored already, by this ingest or another one. Each
    /// id is looked up through the unique index with its hash, in that order on one server
    /// (``PostgresStatementShapes/storedSessions``).
    private func storedSessions(_ byID: [Int]) throws -> [Bool] {
        var stored = [Bool](repeating: false, count: sessionStarts.count)
        guard !byID.isEmpty else { return stored }
        for group in try shardGroups(byID) {
            let ids = Self.textArray(group.map { sessionIDs.values[$0] })
            let hashes = Self.int64ArrayLiteral(group.map { sessionHashes[$0] })
            for row in try connection.rows(sql: shapes.storedSessions, arguments: [ids, hashes]) {
                let session = Int(sessionIDs.intern(row[0].string ?? ""))
                if session < stored.count { stored[session] = true }
            }
        }
        return stored
    }

    /// `sessions` (indexes in ``sessionIDs``) in the groups that one statement each looks up
    /// or locks, each in the given order: all of them on one server; on Citus one group per
    /// shard of `sessions`, in shard order, so that each shard is sent only its own ids (one
    /// array for all would make every shard probe its index for every id of the batch, and
    /// the locks are taken shard by shard, in one order for every ingester).
    func shardGroups(_ sessions: [Int]) throws -> [[Int]] {
        guard shapes.groupsByShard, sessions.count > 1 else { return [sessions] }
        let shards = try connection.rows(sql: """
            SELECT get_shard_id_for_distribution_column('sessions', u.h)
            FROM unnest($1::bigint[]) WITH ORDINALITY AS u(h, n) ORDER BY u.n
            """, arguments: [Self.int64ArrayLiteral(sessions.map { sessionHashes[$0] })]).map { $0[0].int64 ?? 0 }
        var groups: [Int64: [Int]] = [:]
        for (index, session) in sessions.enumerated() { groups[shards[index], default: []].append(session) }
        return groups.keys.sorted().map { groups[$0] ?? [] }
    }

    /// `{1,2,3}`: an array literal of `values`.
    static func int64ArrayLiteral(_ values: [Int64]) -> String {
        "{" + values.map(String.init).joined(separator: ",") + "}"
    }

    /// The columns of a session's row as ``appendSession(_:to:)`` writes them (those of
    /// `fstel_stage_sessions`, in its order).
    static let sessionColumns = "session_id, \(LogFields.columns(LogFields.sessionStart)), start_source_id, start_line, "
        + "\(LogFields.columns(LogFields.sessionEnd)), session_day, session_hash"

    /// A session's row (``sessionColumns``): its id, its first `session_start`'s columns and
    /// its first `session_end`'s (NULL where it had none), the day of its earliest line,
    /// and the hash of its id.
    private func appendSession(_ session: Int, to rows: inout PostgresCopyBuffer) {
        rows.append(text: sessionIDs.text(Int32(session)))
        if let start = sessionStarts[session] {
            rows.append(encoded: sessionBodies.bytes[start])
        } else {
            for _ in 0..<(LogFields.sessionStart.count + 2) { rows.appendNull() }
        }
        if let end = sessionEnds[session] {
            rows.append(encoded: sessionBodies.bytes[end])
        } else {
            for _ in 0..<LogFields.sessionEnd.count { rows.appendNull() }
        }
        rows.append(sessionDays[session])
        rows.append(sessionHashes[session])
        rows.endRow()
    }

    /// The rows of `sessions` (indexes in ``sessionIDs``) into `fstel_stage_sessions`.
    private func stageSessions(_ sessions: [Int]) throws {
        guard !sessions.isEmpty else { return }
        var rows = PostgresCopyBuffer()
        for session in sessions { appendSession(session, to: &rows) }
        try connection.copy("COPY fstel_stage_sessions (\(Self.sessionColumns)) FROM STDIN", encoded: rows)
    }

    /// The name of the sequence of `sessions.session_key`, looked up once.
    private func sessionKeySequence() throws -> String {
        if let name = sessionKeySequenceName { return name }
        let name = try connection.scalar(sql: "SELECT pg_get_serial_sequence('sessions', 'session_key')").string ?? ""
        sessionKeySequenceName = name
        return name
    }

    /// Inserts the sessions `fresh` (indexes in ``sessionIDs``, not stored when the batch
    /// looked, in byte order of their ids) by `COPY` straight into `sessions`, with keys
    /// taken from its sequence: their keys. Nil when another ingester stored one of them
    /// since (the unique index refuses it): none is inserted then, and the caller falls back
    /// to the statement that skips stored sessions. The `COPY` inserts, and so locks, the
    /// sessions in the order of that statement (ids in byte order), so ingesters that
    /// insert the same sessions at once wait for each other without deadlock.
    private func copyNewSessions(_ fresh: [Int]) throws -> [Int64]? {
        let keys = try connection.rows(
            sql: "SELECT nextval($1::regclass) FROM generate_series(1, $2::integer)",
            arguments: [try sessionKeySequence(), Int64(fresh.count)]
        ).map { $0[0].int64 ?? 0 }
        var rows = PostgresCopyBuffer()
        for (index, session) in fresh.enumerated() {
            rows.append(keys[index])
            appendSession(session, to: &rows)
        }
        try connection.execute(sql: "SAVEPOINT fstel_new_sessions")
        do {
            try connection.copy("COPY sessions (session_key, \(Self.sessionColumns)) FROM STDIN", encoded: rows)
        } catch let error as PostgresError where error.isUniqueViolation {
            try connection.execute(sql: "ROLLBACK TO SAVEPOINT fstel_new_sessions")
            try connection.execute(sql: "RELEASE SAVEPOINT fstel_new_sessions")
            return nil
        }
        try connection.execute(sql: "RELEASE SAVEPOINT fstel_new_sessions")
        return keys
    }

    /// Inserts the new sessions (`fresh`: not stored when the batch looked, in byte order of
    /// their ids), with their first start and first end of the batch; locks the
    /// batch's sessions stored before (in id order) and reads their facts; gives stubs and
    /// unended sessions the batch's first start and end. Returns the session events stored,
    /// the `session_key` of each session of ``sessionIDs`` this move inserted (`nil` for
    /// the others; its hash and day are ``sessionHashes``' and ``sessionDays``'), and
    /// whether the counts of completed stubs' stored transitions wait in the rollup
    /// writer's delta tables to move to their facts. Sets each session's rollup facts in
    /// `facts` (``RollupDeltas/unknownFacts`` while its start is not stored).
    private func moveSessions(
        byID: [Int], fresh: [Int], facts: inout [Int32]
    ) throws -> (stored: Int, newSessions: [Int64?], movedCounts: Bool) {
        var newSessions = [Int64?](repeating: nil, count: sessionIDs.values.count)
        lockedSessions = [(key: Int64, day: Int64)?](repeating: nil, count: sessionIDs.values.count)
        if !fresh.isEmpty {
            if let keys = try copyNewSessions(fresh) {
                for (index, session) in fresh.enumerated() { newSessions[session] = keys[index] }
            } else {
                // Another ingester stored some of them since: the statement that skips
                // stored sessions, over every session of the batch.
                try stageSessions(fresh)
                for row in try connection.rows(sql: Self.newSessionsSQL) {
                    let session = Int(sessionIDs.intern(row[0].string ?? ""))
                    if session < newSessions.count { newSessions[session] = row[1].int64 ?? -1 }
                }
            }
        }
        // A new session is stored with what the client staged for it: its hash, day,
        // facts, start and end are known here; only its key was needed.
        var startedNew = 0, endedNew = 0
        for session in sessionStarts.indices where newSessions[session] != nil {
            if sessionEnds[session] != nil { endedNew += 1 }
            if sessionStarts[session] != nil {
                startedNew += 1
                facts[session] = sessionFacts[session]
            }
        }
        var stored = startedNew + endedNew
        let storedIndexes = byID.filter { newSessions[$0] == nil }
        guard !storedIndexes.isEmpty else { return (stored, newSessions, false) }
        // The ids of the sessions stored before, in byte order: the lock and the updates
        // below find them by this array.
        let storedBefore = Self.textArray(storedIndexes.map { sessionIDs.values[$0] })
        let storedHashes = Self.int64ArrayLiteral(storedIndexes.map { sessionHashes[$0] })
        // Locked in byte order of their ids (the array's; on Citus shard by shard), as strongly
        // as the updates below need: another ingester that stores transitions of these
        // sessions, or completes them, waits for this commit (and then reads their facts as
        // this batch leaves them). On one server one `LIMIT 1` subquery per id: an index
        // probe each, never a scan of every session however many ids the batch holds.
        var unstarted = 0, unended = 0
        var locked: [[DatabaseValue]] = []
        for group in try shardGroups(storedIndexes) {
            locked += try connection.rows(sql: shapes.lockStoredSessions, arguments: [
                Self.textArray(group.map { sessionIDs.values[$0] }), Self.int64ArrayLiteral(group.map { sessionHashes[$0] }),
            ])
        }
        for row in locked {
            let session = Int(sessionIDs.intern(row[0].string ?? ""))
            guard session < facts.count else { continue }
            lockedSessions[session] = (key: row[9].int64 ?? 0, day: row[11].int64 ?? 0)
            if row[7].int64 == 1 {
                facts[session] = internFacts(row, from: 1)
            } else if sessionStarts[session] != nil {
                unstarted += 1
            }
            if row[8].int64 != 1 && sessionEnds[session] != nil { unended += 1 }
        }
        var movedCounts = false
        // The updates below find the stored sessions by id; with thousands of ids PostgreSQL
        // would plan a scan of every session, a cost that grows with the store. Without
        // sequential scans it probes the unique index per id (the staging table, which has
        // no index, is still read whole: it holds only this batch's stored sessions).
        if unstarted > 0 || unended > 0 { try connection.execute(sql: "SET LOCAL enable_seqscan = off") }
        defer { if unstarted > 0 || unended > 0 { try? connection.execute(sql: "RESET enable_seqscan") } }
        if unstarted > 0 {
            // Stubs (sessions first seen through their transitions) get their facts, and the
            // counts of their stored transitions move from unknown facts to these.
            let completed = try connection.rows(sql: """
                UPDATE sessions AS s SET \(LogFields.assignments(LogFields.sessionStart, from: "st.")),
                        start_source_id = st.start_source_id, start_line = st.start_line
                    FROM fstel_stage_sessions AS st
                    WHERE s.session_id = ANY($1::text[]) AND s.session_hash = ANY($2::bigint[])
                        AND st.started_at IS NOT NULL AND s.session_id = st.session_id AND s.started_at IS NULL
                    RETURNING s.session_id, coalesce(s.os_name, ''), coalesce(s.os_version, ''),
                        coalesce(s.device_model, ''), coalesce(s.app_version, ''), s.os_major, s.os_minor,
                        s.session_key, s.session_day, s.session_hash
                """, arguments: [storedBefore, storedHashes])
            for row in completed {
                let session = Int(sessionIDs.intern(row[0].string ?? ""))
                if session < facts.count { facts[session] = internFacts(row, from: 1) }
            }
            if !completed.isEmpty {
                // The keys as array literals: the planner then expects few and looks each up.
                let keys = completed.map { String($0[7].int64 ?? 0) }.joined(separator: ",")
                let days = completed.map { String($0[8].int64 ?? 0) }.joined(separator: ",")
                let hashes = completed.map { String($0[9].int64 ?? 0) }.joined(separator: ",")
                try rollupWriter.gatherCountsToMove(sessions: """
                    SELECT * FROM unnest('{\(keys)}'::bigint[], '{\(days)}'::integer[], '{\(hashes)}'::bigint[])
                        AS k(session_key, session_day, session_hash)
                    """)
                movedCounts = true
            }
            stored += completed.count
        }
        if unended > 0 {
            stored += try connection.execute(sql: """
                UPDATE sessions AS s SET \(LogFields.assignments(LogFields.sessionEnd, from: "st."))
                FROM fstel_stage_sessions AS st
                WHERE s.session_id = ANY($1::text[]) AND s.session_hash = ANY($2::bigint[])
                    AND st.ended_at IS NOT NULL AND s.session_id = st.session_id AND s.ended_at IS NULL
                """, arguments: [storedBefore, storedHashes])
        }
        return (stored, newSessions, movedCounts)
    }

    /// New sessions (the batch's first `session_start` and `session_end` of each, the day
    /// of their earliest line and the hash of their id, ``SessionHash``): their id and key.
    /// A session stored before is skipped by the unique index (no join with `sessions`,
    /// which could be planned as a scan of every session).
    private static let newSessionsSQL = """
        INSERT INTO sessions (session_id, session_hash, session_day, \(LogFields.columns(LogFields.sessionStart)),
                \(LogFields.columns(LogFields.sessionEnd)), start_source_id, start_line)
            SELECT f.session_id, f.session_hash, f.session_day, \(LogFields.columns(LogFields.sessionStart, prefix: "f.")),
                \(LogFields.columns(LogFields.sessionEnd, prefix: "f.")), f.start_source_id, f.start_line
            FROM fstel_stage_sessions AS f
            ORDER BY f.session_id COLLATE "C"
            ON CONFLICT (session_id, session_hash) DO NOTHING
            RETURNING session_id, session_key
        """

    /// The facts in `row` from column `first` on (os_name, os_version, device_model,
    /// app_version, os_major, os_minor), interned in ``deltas``.
    private func internFacts(_ row: [DatabaseValue], from first: Int) -> Int32 {
        deltas.intern(RollupDeltas.Facts(
            osName: row[first].string ?? "", osVersion: row[first + 1].string ?? "", deviceModel: row[first + 2].string ?? "",
            appVersion: row[first + 3].string ?? "", osMajor: row[first + 4].int64, osMinor: row[first + 5].int64))
    }

    /// Copies the rows of the sessions this move inserted (`newSessions`) into
    /// `transitions`, in key order, made while they are sent: no key of a session stored
    /// just now can be stored yet, so each is. Adds their counts to ``deltas`` under their
    /// session's `facts`; returns how many were stored.
    private func copyTransitionsOfNewSessions(_ newSessions: [Int64?], facts: [Int32]) throws -> Int {
        var order: [(key: Int64, seq: Int64, index: Int)] = []
        order.reserveCapacity(transitions.count)
        for (index, t) in transitions.enumerated() {
            if let key = newSessions[Int(t.session)] { order.append((key, t.seq, index)) }
        }
        guard !order.isEmpty else { return 0 }
        order.sort { $0.key != $1.key ? $0.key < $1.key : $0.seq < $1.seq }
        // Only copies of bytes while the COPY runs, and each row's counts (the server takes
        // the rows sent before meanwhile): the rows are made faster than the server takes
        // them, so it never waits for the next chunk. (If the COPY fails, the batch and its
        // counts are dropped.)
        let copied = try connection.copy(
            "COPY transitions (\(Self.transitionColumns)) FROM STDIN (FORMAT binary)"
        ) { rows, send in
            rows.reserveCapacity(Self.copyChunkBytes + 4096)
            for entry in order {
                let t = transitions[entry.index], session = Int(t.session)
                deltas.add(
                    RollupDeltas.Key(facts: facts[session], day: t.day, enter: t.enter, strategy: t.strategy),
                    outcome: t.outcome, extras: t.extras)
                rows.beginRow(fields: Self.transitionFields)
                rows.append(entry.key)
                rows.append(encoded: bodies.bytes[t.body])
                rows.append(sessionHashes[session])
                rows.append(int32: Int32(truncatingIfNeeded: sessionDays[session]))
                rows.endRow()
                if rows.byteCount >= Self.copyChunkBytes { try send(&rows) }
            }
        }
        guard copied == order.count else {
            throw PostgresError(
                sqlState: nil,
                message: "the batch stored \(copied) transitions of its new sessions, but \(order.count) were counted for the rollups; nothing of this batch was stored")
        }
        return copied
    }

    /// Bytes of rows handed to the server at a time by ``copyTransitionsOfNewSessions(_:facts:)``.
    static let copyChunkBytes = 4 << 20

    /// The columns of `transitions` an ingest writes: those of a row of ``bodies`` after
    /// its `session_key`, then its session's hash and day.
    static let transitionColumns = TransitionColumns.list + ", session_hash, session_day"
    /// Fields per row of ``bodies``: the values of ``LogFields/transition``, `source_id`, `line`, `run_id`.
    static let bodyFields = LogFields.transition.count + 3
    /// Fields per row: `session_key`, a body's, `session_hash`, `session_day`.
    static let transitionFields = 1 + bodyFields + 2
    /// Fields per staged row (``stageColumns``): `ord`, `session_id`, a body's.
    static let stageFields = 2 + bodyFields

    /// Stages the rows of the sessions stored before this batch and inserts those whose key
    /// is new (the first line of a key wins, as on SQLite); adds what each stored row counts
    /// to ``deltas`` under its session's `facts`, and returns how many were stored.
    private func moveTransitions(newSessions: [Int64?], facts: [Int32]) throws -> Int {
        var staging = 0
        for t in transitions where newSessions[Int(t.session)] == nil {
            rows.beginRow(fields: Self.stageFields)
            rows.append(t.ord)
            rows.append(text: sessionIDs.text(t.session))
            rows.append(encoded: bodies.bytes[t.body])
            rows.endRow()
            staging += 1
            if rows.byteCount >= Self.sendBytes { try send() }
        }
        guard staging > 0 else { return 0 }
        try send()
        // The staged rows' sessions, as the move locked them: their keys and days.
        let sessions = lockedSessions.indices.filter { lockedSessions[$0] != nil }
        let row = try connection.rows(sql: Self.newTransitionsSQL, arguments: [
            Self.textArray(sessions.map { sessionIDs.values[$0] }),
            Self.int64ArrayLiteral(sessions.map { lockedSessions[$0]?.key ?? 0 }),
            Self.int64ArrayLiteral(sessions.map { sessionHashes[$0] }),
            Self.int64ArrayLiteral(sessions.map { lockedSessions[$0]?.day ?? 0 }),
        ]).first ?? []
        let stored = Int(row[0].int64 ?? 0)
        let notStored = Set(Self.int64Array(row[1].string ?? "{}"))
        var counted = 0
        for t in transitions where newSessions[Int(t.session)] == nil && !notStored.contains(t.ord) {
            deltas.add(
                RollupDeltas.Key(facts: facts[Int(t.session)], day: t.day, enter: t.enter, strategy: t.strategy),
                outcome: t.outcome, extras: t.extras)
            counted += 1
        }
        guard counted == stored else {
            throw PostgresError(
                sqlState: nil,
                message: "the batch stored \(stored) transitions, but \(counted) were counted for the rollups; nothing of this batch was stored")
        }
        return stored
    }

    /// The staged rows into `transitions`, with their session's key, hash and day; a key
    /// stored before (by the table's primary key, whatever the row's `ts`) is skipped.
    /// Returns how many rows were stored and the staging `ord` of those that were not.
    /// (A move stages one row per key: the first line of each in the batch.) Each staged row
    /// takes its session's key, hash and day from the arrays `$1` (ids), `$2` (keys), `$3`
    /// (hashes), `$4` (days), as the move locked them: no lookup in `sessions` (on Citus, a
    /// statement over the coordinator's rows that inserts into the workers' shards).
    private static let newTransitionsSQL = """
        WITH firsts AS MATERIALIZED (
            SELECT t.ord, s.session_key, \(TransitionColumns.list(qualifiedBy: "t.", withKey: false)),
                s.session_hash, s.session_day
            FROM fstel_stage AS t
            JOIN unnest($1::text[], $2::bigint[], $3::bigint[], $4::integer[])
                AS s(session_id, session_key, session_hash, session_day) ON s.session_id = t.session_id
        ), stored AS (
            INSERT INTO transitions (\(transitionColumns))
            SELECT \(TransitionColumns.list(qualifiedBy: "f.")), f.session_hash, f.session_day
            FROM firsts AS f
            ORDER BY f.session_key, f.seq
            ON CONFLICT DO NOTHING
            RETURNING session_key, seq
        )
        SELECT (SELECT count(*) FROM stored),
               (SELECT coalesce(array_agg(f.ord), '{}') FROM firsts AS f
                WHERE NOT EXISTS (SELECT 1 FROM stored AS n WHERE n.session_key = f.session_key AND n.seq = f.seq))::text
        """

    /// The integers of a PostgreSQL array literal (`{1,2,3}`).
    static func int64Array(_ literal: String) -> [Int64] {
        literal.dropFirst().dropLast().split(separator: ",").compactMap { Int64($0) }
    }
}
