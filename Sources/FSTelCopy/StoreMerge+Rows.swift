import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelIO

extension StoreMerge {
    // MARK: Sessions and transitions

    /// Feeds the sessions after the last committed one to the target's ingest; each batch
    /// commits with the progress row. Returns the `events` count: stored now (`copied`),
    /// found already stored or fed by an earlier run (`already_there`).
    func mergeEvents(_ backend: PostgresIngestBackend, ids: MergeIDs) throws -> StoreCopy.TableCount {
        let start = try progressRow(Self.eventsProgress)
        let total = snapshot.counts["transitions", default: 0] + snapshot.startsAndEnds
        var fed = 0, stored = 0
        let feed = StoredEventFeed(backend: backend)
        try feed.feed(from: source, after: start.lastKey, batchEvents: chunkRows, ids: ids) { lastKey, events, tally in
            try saveProgress(Self.eventsProgress, rows: events, lastKey: lastKey)
            try backend.recordFile(runID: ids.copyRun, sourceID: ids.copySource, report: copyReport(lines: fed + events, stored: stored + tally.stored))
            fed += events
            stored += tally.stored
            progress?(StoreCopy.Progress(table: "events", rows: start.rows + fed, total: total))
        }
        return StoreCopy.TableCount(table: "events", copied: stored, alreadyThere: start.rows + fed - stored, sourceRows: total)
    }

    /// The copy run's accounting of its lines: each stored or a duplicate.
    private func copyReport(lines: Int, stored: Int) -> FileIngestReport {
        var report = FileIngestReport(path: "copy:" + sourcePath)
        report.stream = true
        report.lines = lines
        report.stored = stored
        report.duplicates = lines - stored
        return report
    }

    // MARK: Rejected lines

    /// Adds the SQLite store's rejected lines under the mapped sources and runs, after the
    /// last committed one, in chunks that commit with the progress row. A line whose place
    /// (source, offset, bytes) the target keeps already is not kept twice.
    func mergeRejects(_ ids: MergeIDs) throws -> StoreCopy.TableCount {
        let start = try progressRow(Self.rejectsProgress)
        let statement = try source.makeStatement(
            sql: """
                SELECT reject_id, source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash
                FROM rejected_lines WHERE reject_id > ? ORDER BY reject_id
                """)
        try statement.bind([start.lastKey])
        try connection.execute(sql: """
            CREATE TEMP TABLE IF NOT EXISTS fstel_merge_rejects (
                source_id bigint, generation bigint, run_id bigint, line bigint, byte_offset bigint, reason text,
                detail text, raw bytea, raw_length bigint, raw_hash bigint) ON COMMIT DELETE ROWS
            """)
        var added = 0, exhausted = false
        while !exhausted {
            var count = 0, lastKey = start.lastKey
            try connection.inTransaction {
                _ = try connection.copy("COPY fstel_merge_rejects FROM STDIN") { writer in
                    while count < chunkRows {
                        guard try statement.step() else { exhausted = true; break }
                        lastKey = statement.int64(0)
                        try appendReject(statement, ids: ids, to: &writer)
                        count += 1
                    }
                }
                added += try connection.execute(sql: """
                    INSERT INTO rejected_lines (source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash)
                    SELECT * FROM fstel_merge_rejects ON CONFLICT DO NOTHING
                    """, arguments: [])
                if count > 0 { try saveProgress(Self.rejectsProgress, rows: count, lastKey: lastKey) }
            }
        }
        let rows = snapshot.counts["rejected_lines", default: 0]
        return StoreCopy.TableCount(table: "rejected_lines", copied: added, alreadyThere: rows - added, sourceRows: rows)
    }

    /// One rejected line with the target's ids; its `raw_hash` as ingest computes it when
    /// the SQLite store has none (rows kept before it had them).
    private func appendReject(_ s: Statement, ids: MergeIDs, to writer: inout PostgresCopyWriter) throws {
        guard let sourceID = ids.sources[s.int64(1)] else {
            throw StoreCopyError(.schemaMismatch, "the SQLite store's rejected line \(s.int64(0)) names a source it does not have")
        }
        writer.append(sourceID)
        writer.append(s.int64(2))
        writer.append(ids.runs[s.int64(3)] ?? ids.copyRun)
        writer.append(s.int64(4))
        writer.append(s.int64(5))
        writer.append(s.string(6))
        writer.append(s.string(7))
        let raw = s.blob(8)
        writer.append(bytea: raw)
        writer.append(s.int64(9))
        if s.isNull(10) {
            var hash = raw.withUnsafeBytes { FileFingerprint.hash($0) }
            hash ^= UInt64(s.int64(9)) &* 0x9E37_79B9_7F4A_7C15
            writer.append(Int64(bitPattern: hash))
        } else {
            writer.append(s.int64(10))
        }
        writer.endRow()
    }

    // MARK: The end

    /// The last transaction: device names and nightly days the target lacks, the counts of
    /// days the SQLite store pruned, and the merge marked finished.
    func finish(now: () -> Int64) throws -> [StoreCopy.TableCount] {
        try connection.inTransaction {
            var tables = [try mergeDeviceNames()]
            tables += try mergeNightlyDays()
            tables += try mergePrunedCounts()
            try connection.execute(
                sql: "UPDATE store_copies SET finished_at = $2 WHERE source_fingerprint = $1", arguments: [snapshot.fingerprint, now()])
            return tables
        }
    }

    /// Device names the target has no name for (a name it has stays).
    private func mergeDeviceNames() throws -> StoreCopy.TableCount {
        let rows = try source.rows(sql: "SELECT model, name FROM device_names ORDER BY model")
        var added = 0
        for row in rows {
            added += try connection.execute(
                sql: "INSERT INTO device_names (model, name) VALUES ($1, $2) ON CONFLICT DO NOTHING", arguments: [row[0], row[1]])
        }
        return StoreCopy.TableCount(table: "device_names", copied: added, alreadyThere: rows.count - added, sourceRows: rows.count)
    }

    /// The nightly duration percentiles of the days the target has not computed (a day it
    /// has keeps the target's: `fstel nightly` computes it again from the merged rows).
    private func mergeNightlyDays() throws -> [StoreCopy.TableCount] {
        let days = try source.rows(sql: "SELECT day, transitions, computed_at FROM daily_rollup_days ORDER BY day")
        var addedDays: [String] = []
        for day in days {
            if try connection.execute(
                sql: "INSERT INTO daily_rollup_days (day, transitions, computed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                arguments: [day[0], day[1], day[2]]) == 1, let name = day[0].string
            {
                addedDays.append(name)
            }
        }
        let columns = "day, strategy, os_major, os_minor, app_version, direction, durations, duration_p50_ms, duration_p95_ms"
        let durations = try source.rows(sql: "SELECT \(columns) FROM daily_durations ORDER BY rowid")
        let added = Set(addedDays)
        var copied = 0
        for row in durations where row[0].string.map(added.contains) ?? false {
            try connection.execute(
                sql: "INSERT INTO daily_durations (\(columns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)", arguments: row)
            copied += 1
        }
        return [
            StoreCopy.TableCount(table: "daily_rollup_days", copied: addedDays.count, alreadyThere: days.count - addedDays.count, sourceRows: days.count),
            StoreCopy.TableCount(table: "daily_durations", copied: copied, alreadyThere: durations.count - copied, sourceRows: durations.count),
        ]
    }
}

extension SourceSnapshot {
    /// Session rows' stored `session_start` and `session_end` lines.
    var startsAndEnds: Int { starts + ends }
}
