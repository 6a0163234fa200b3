import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL

/// Copies what an SQLite store's ingest stored into a migrated PostgreSQL store with plain
/// SQL, the way an ingest into PostgreSQL writes it, so that tests can compare what the
/// two backends derive from the same rows (rollups, reports, nightly).
///
/// Sources, runs, file accounting and rejected lines are copied as they are. Sessions and
/// transitions are replayed as events in the order ingest met them (by source, then line):
/// in batches of ``eventsPerBatch`` events, each in its own transaction, a batch inserts
/// the sessions it meets first (with their facts when their `session_start` is in the
/// batch or earlier, else as stubs), its transitions in one `INSERT ... ON CONFLICT DO
/// NOTHING` that also sends again some rows the previous batch stored (duplicates the
/// store must skip and the rollups must not count), then completes with an `UPDATE` the
/// stubs whose `session_start` it holds. Session keys, ids and provenance are SQLite's.
/// No trigger keeps PostgreSQL's rollups: each batch adds the counts of the rows its insert
/// stored, and moves those of a completed stub, as the ingest does
/// (``PostgresRollupWriter``). A session's `session_hash` is that of its id, and its
/// `session_day` the UTC day of its earliest event in the batch that inserts it.
///
/// A store at a schema version before 0011 (made by `PostgresMigrator` with fewer
/// migrations) is written as it was then: day partitions by `ts`, keys in
/// `transition_keys`, and the rollups kept by its triggers.
package enum PostgresRowCopy {
    /// What was copied.
    package struct Summary: Sendable, Equatable {
        package var sessions = 0
        package var transitions = 0
        /// Transition rows sent again (and skipped by the store).
        package var resent = 0
        /// Sessions stored first as stubs and completed by an update.
        package var lateStarts = 0
        package var batches = 0
    }

    /// The columns both stores' `sessions` have that a `session_start` sets.
    static let startColumns = [
        "started_at", "device_model", "os_name", "os_version", "os_major", "os_minor", "os_patch", "app_version",
        "app_build", "player_version", "screen_width", "screen_height", "screen_scale", "start_extra",
        "start_source_id", "start_line",
    ]
    static let endColumns = ["ended_at", "end_reason", "end_extra"]

    /// Copies every stored row of `sqlite` into `postgres` (a store just migrated, empty).
    @discardableResult
    package static func copy(from sqlite: Database, to postgres: PostgresConnection, eventsPerBatch: Int = 97) throws -> Summary {
        for table in ["sources", "ingest_runs", "ingest_files", "rejected_lines"] {
            try copyTable(table, from: sqlite, to: postgres)
        }
        var summary = Summary()
        let legacy = try postgres.scalar(sql: """
            SELECT count(*) = 0 FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = 'sessions' AND column_name = 'session_hash'
            """) == .integer(1)
        let rollups = PostgresRollupWriter(connection: postgres)
        if !legacy { try rollups.prepare() }
        try postgres.execute(sql: """
            CREATE TEMP TABLE IF NOT EXISTS row_copy_stored (session_key bigint, session_day integer, seq bigint, session_hash bigint)
            ON COMMIT DELETE ROWS
            """)
        let transitionColumns = try sharedColumns("transitions", sqlite, postgres).filter { $0 != "session_hash" && $0 != "session_day" }
        let sessionKeyIndex = transitionColumns.firstIndex(of: "session_key")!
        let tsIndex = transitionColumns.firstIndex(of: "ts")!

        struct Session { var key: Int64; var id: String; var start: [DatabaseValue]?; var end: [DatabaseValue] }
        var sessions: [Int64: Session] = [:]
        for row in try sqlite.rows(sql: """
            SELECT session_key, session_id, \((startColumns + endColumns).joined(separator: ", ")) FROM sessions
            """) {
            let start = Array(row[2..<(2 + startColumns.count)])
            sessions[row[0].int64!] = Session(
                key: row[0].int64!, id: row[1].string!, start: start[0] == .null ? nil : start,
                end: Array(row[(2 + startColumns.count)...]))
        }

        // Events in the order ingest met them: (source, line, kind), a start before the
        // transitions of its own line (none: one event per line).
        enum Event { case start(Int64), transition([DatabaseValue]) }
        var events: [(source: Int64, line: Int64, event: Event)] = []
        for session in sessions.values {
            if let start = session.start {
                let source = start[startColumns.firstIndex(of: "start_source_id")!].int64 ?? 0
                let line = start[startColumns.firstIndex(of: "start_line")!].int64 ?? 0
                events.append((source, line, .start(session.key)))
            }
        }
        let sourceIndex = transitionColumns.firstIndex(of: "source_id")!, lineIndex = transitionColumns.firstIndex(of: "line")!
        for row in try sqlite.rows(sql: "SELECT \(transitionColumns.joined(separator: ", ")) FROM transitions") {
            events.append((row[sourceIndex].int64 ?? 0, row[lineIndex].int64 ?? 0, .transition(row)))
        }
        events.sort { ($0.source, $0.line) < ($1.source, $1.line) }

        var inserted = Set<Int64>()
        var keys: [Int64: (hash: DatabaseValue, day: DatabaseValue)] = [:]
        var started = Set<Int64>()
        var previousBatch: [[DatabaseValue]] = []
        var partitions = Set<Int64>()
        var start = 0
        while start < events.count {
            let batch = events[start..<min(start + eventsPerBatch, events.count)]
            start += eventsPerBatch
            summary.batches += 1
            let startsHere = Set(batch.compactMap { if case .start(let key) = $0.event { return key } else { return nil } })
            var rows: [[DatabaseValue]] = []
            var newSessions: [Int64] = []
            var newSet = Set<Int64>()
            for entry in batch {
                let key: Int64
                switch entry.event {
                case .start(let k): key = k
                case .transition(let row):
                    key = row[sessionKeyIndex].int64!
                    rows.append(row)
                }
                if !inserted.contains(key) && !newSet.contains(key) {
                    newSessions.append(key)
                    newSet.insert(key)
                }
            }
            // Every third batch sends its predecessor's first rows again.
            let resend = summary.batches % 3 == 0 ? Array(previousBatch.prefix(5)) : []
            let sent = resend + rows
            if legacy {
                let startsFirst = Set(newSessions.filter { key in
                    let first = batch.first { entry in
                        switch entry.event {
                        case .start(let k): return k == key
                        case .transition(let row): return row[sessionKeyIndex].int64 == key
                        }
                    }!
                    if case .start = first.event { return sessions[key]!.start != nil }
                    return false
                })
                let late = startsHere.filter { !started.contains($0) && !startsFirst.contains($0) }.sorted()
                try copyBatchBeforeSessionDays(
                    postgres, sessions: newSessions.map { (sessions[$0]!.key, sessions[$0]!.id) }, startsFirst: startsFirst,
                    starts: { sessions[$0]!.start }, rows: rows, sent: sent, columns: transitionColumns, lateStarts: late,
                    partitions: &partitions, batch: summary.batches)
                inserted.formUnion(newSessions)
                started.formUnion(startsHere)
                summary.sessions += newSessions.count
                summary.transitions += rows.count
                summary.resent += resend.count
                summary.lateStarts += late.count
                previousBatch = rows.isEmpty ? previousBatch : rows
                continue
            }
            try postgres.inTransaction {
                for key in newSessions {
                    let session = sessions[key]!
                    // A session whose start comes first in this batch is inserted with its
                    // facts; one first met through a transition is a stub until its start.
                    let firstEvent = batch.first { entry in
                        switch entry.event {
                        case .start(let k): return k == key
                        case .transition(let row): return row[sessionKeyIndex].int64 == key
                        }
                    }!
                    let day = batch.compactMap { entry -> Int64? in
                        switch entry.event {
                        case .start(let k): return k == key ? floorDay(session.start![0].int64!) : nil
                        case .transition(let row): return row[sessionKeyIndex].int64 == key ? floorDay(row[tsIndex].int64!) : nil
                        }
                    }.min()!
                    if !partitions.contains(day) {
                        _ = try postgres.scalar(sql: "SELECT transitions_partition($1)", arguments: [day])
                        partitions.insert(day)
                    }
                    let row: [DatabaseValue]
                    if case .start = firstEvent.event, let facts = session.start {
                        let columns = ["session_key", "session_id", "session_hash", "session_day"] + startColumns
                        row = try postgres.rows(
                            sql: """
                                INSERT INTO sessions (\(columns.joined(separator: ", ")))
                                VALUES ($1, $2, session_hash($2), $3, \(placeholders(startColumns.count, from: 4)))
                                RETURNING session_hash, session_day
                                """,
                            arguments: [DatabaseValue.integer(key), .text(session.id), .integer(day)] + facts)[0]
                        started.insert(key)
                    } else {
                        row = try postgres.rows(
                            sql: """
                                INSERT INTO sessions (session_key, session_id, session_hash, session_day)
                                VALUES ($1, $2, session_hash($2), $3) RETURNING session_hash, session_day
                                """,
                            arguments: [key, session.id, day])[0]
                    }
                    keys[key] = (row[0], row[1])
                    inserted.insert(key)
                    summary.sessions += 1
                }
                if !sent.isEmpty {
                    let width = transitionColumns.count + 2
                    let values = (0..<sent.count).map { "(" + placeholders(width, from: $0 * width + 1) + ")" }
                    let stored = try postgres.execute(sql: """
                        WITH stored AS (
                            INSERT INTO transitions (\(transitionColumns.joined(separator: ", ")), session_hash, session_day)
                            VALUES \(values.joined(separator: ", "))
                            ON CONFLICT DO NOTHING
                            RETURNING session_key, session_day, seq, session_hash
                        )
                        INSERT INTO row_copy_stored SELECT * FROM stored
                        """, arguments: sent.flatMap { row in
                            let session = keys[row[sessionKeyIndex].int64!]!
                            return row + [session.hash, session.day]
                        })
                    guard stored == rows.count else {
                        throw TestSupportError("batch \(summary.batches): stored \(stored) transitions of \(rows.count) new ones")
                    }
                    try rollups.addCountsOfStoredTransitions("SELECT session_key, session_day, seq, session_hash FROM row_copy_stored")
                    try postgres.execute(sql: "TRUNCATE row_copy_stored")
                    summary.transitions += rows.count
                    summary.resent += resend.count
                }
                for key in startsHere where !started.contains(key) {
                    let facts = sessions[key]!.start!
                    let assignments = startColumns.enumerated().map { "\($1) = $\($0 + 2)" }
                    try postgres.execute(
                        sql: "UPDATE sessions SET \(assignments.joined(separator: ", ")) WHERE session_key = $1",
                        arguments: [DatabaseValue.integer(key)] + facts)
                    try rollups.moveCountsToStartedFacts(sessions: "SELECT session_key, session_day, session_hash FROM sessions WHERE session_key = \(key)")
                    started.insert(key)
                    summary.lateStarts += 1
                }
            }
            previousBatch = rows.isEmpty ? previousBatch : rows
        }
        // Sessions seen only through their end (none in the events above) and every end.
        for session in sessions.values.sorted(by: { $0.key < $1.key }) {
            if !inserted.contains(session.key) && legacy {
                try postgres.execute(
                    sql: "INSERT INTO sessions (session_key, session_id) VALUES ($1, $2)", arguments: [session.key, session.id])
                summary.sessions += 1
            } else if !inserted.contains(session.key) {
                let ended = session.end[0].int64.map(floorDay) ?? 0
                try postgres.execute(
                    sql: "INSERT INTO sessions (session_key, session_id, session_hash, session_day) VALUES ($1, $2, session_hash($2), $3)",
                    arguments: [session.key, session.id, ended])
                summary.sessions += 1
            }
            if session.end.contains(where: { $0 != .null }) {
                let assignments = endColumns.enumerated().map { "\($1) = $\($0 + 2)" }
                try postgres.execute(
                    sql: "UPDATE sessions SET \(assignments.joined(separator: ", ")) WHERE session_key = $1",
                    arguments: [DatabaseValue.integer(session.key)] + session.end)
            }
        }
        try postgres.execute(sql: """
            SELECT setval(pg_get_serial_sequence('sessions', 'session_key'), coalesce(max(session_key), 0) + 1, false) FROM sessions;
            SELECT setval(pg_get_serial_sequence('sources', 'source_id'), coalesce(max(source_id), 0) + 1, false) FROM sources;
            SELECT setval(pg_get_serial_sequence('ingest_runs', 'run_id'), coalesce(max(run_id), 0) + 1, false) FROM ingest_runs;
            SELECT setval(pg_get_serial_sequence('rejected_lines', 'reject_id'), coalesce(max(reject_id), 0) + 1, false) FROM rejected_lines;
            """)
        return summary
    }

    /// One batch into a store before schema version 11, in one transaction: the sessions
    /// it meets first (with their facts when `startsFirst`), its transitions (`sent`, of
    /// which `rows` are new) with their keys, then the late starts; the triggers count.
    static func copyBatchBeforeSessionDays(
        _ postgres: PostgresConnection, sessions: [(key: Int64, id: String)], startsFirst: Set<Int64>,
        starts: (Int64) -> [DatabaseValue]?, rows: [[DatabaseValue]], sent: [[DatabaseValue]], columns: [String],
        lateStarts: [Int64], partitions: inout Set<Int64>, batch: Int
    ) throws {
        let keyIndex = columns.firstIndex(of: "session_key")!, tsIndex = columns.firstIndex(of: "ts")!
        let seqIndex = columns.firstIndex(of: "seq")!
        var made = partitions
        try postgres.inTransaction {
            for day in Set(sent.map { floorDay($0[tsIndex].int64!) }) where !made.contains(day) {
                _ = try postgres.scalar(sql: "SELECT transitions_partition($1)", arguments: [day])
                made.insert(day)
            }
            for session in sessions {
                if startsFirst.contains(session.key), let facts = starts(session.key) {
                    let names = ["session_key", "session_id"] + startColumns
                    try postgres.execute(
                        sql: "INSERT INTO sessions (\(names.joined(separator: ", "))) VALUES (\(placeholders(names.count)))",
                        arguments: [DatabaseValue.integer(session.key), .text(session.id)] + facts)
                } else {
                    try postgres.execute(
                        sql: "INSERT INTO sessions (session_key, session_id) VALUES ($1, $2)", arguments: [session.key, session.id])
                }
            }
            if !sent.isEmpty {
                let values = (0..<sent.count).map { "(" + placeholders(columns.count, from: $0 * columns.count + 1) + ")" }
                let stored = try postgres.execute(sql: """
                    INSERT INTO transitions (\(columns.joined(separator: ", "))) VALUES \(values.joined(separator: ", "))
                    ON CONFLICT DO NOTHING
                    """, arguments: sent.flatMap { $0 })
                guard stored == rows.count else {
                    throw TestSupportError("batch \(batch): stored \(stored) transitions of \(rows.count) new ones")
                }
                let keys = (0..<sent.count).map { "($\($0 * 2 + 1), $\($0 * 2 + 2))" }
                try postgres.execute(
                    sql: "INSERT INTO transition_keys (session_key, seq) VALUES \(keys.joined(separator: ", ")) ON CONFLICT DO NOTHING",
                    arguments: sent.flatMap { [$0[keyIndex], $0[seqIndex]] })
            }
            for key in lateStarts {
                let assignments = startColumns.enumerated().map { "\($1) = $\($0 + 2)" }
                try postgres.execute(
                    sql: "UPDATE sessions SET \(assignments.joined(separator: ", ")) WHERE session_key = $1",
                    arguments: [DatabaseValue.integer(key)] + starts(key)!)
            }
        }
        partitions = made
    }

    /// Copies a table's rows as they are (the columns both stores have), in key order.
    package static func copyTable(_ table: String, from sqlite: Database, to postgres: PostgresConnection) throws {
        let columns = try sharedColumns(table, sqlite, postgres)
        let rows = try sqlite.rows(sql: "SELECT \(columns.joined(separator: ", ")) FROM \(table) ORDER BY 1")
        for chunk in stride(from: 0, to: rows.count, by: 200) {
            let part = rows[chunk..<min(chunk + 200, rows.count)]
            let values = (0..<part.count).map { "(" + placeholders(columns.count, from: $0 * columns.count + 1) + ")" }
            try postgres.execute(
                sql: "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES \(values.joined(separator: ", "))",
                arguments: part.flatMap { $0 })
        }
    }

    /// The columns of `table` in both stores, in SQLite's order.
    static func sharedColumns(_ table: String, _ sqlite: Database, _ postgres: PostgresConnection) throws -> [String] {
        let theirs = Set(try postgres.rows(
            sql: "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'",
            arguments: [table]).compactMap { $0[0].string })
        return try sqlite.rows(sql: "SELECT name FROM pragma_table_xinfo('\(table)') WHERE hidden = 0")
            .compactMap { $0[0].string }.filter(theirs.contains)
    }

    static func placeholders(_ count: Int, from first: Int = 1) -> String {
        (first..<(first + count)).map { "$\($0)" }.joined(separator: ", ")
    }

    static func floorDay(_ ts: Int64) -> Int64 {
        ts >= 0 ? ts / 86_400_000 : (ts - 86_399_999) / 86_400_000
    }
}
