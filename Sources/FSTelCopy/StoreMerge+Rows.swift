@_spi(FSTelDrivers) import FSTelStorage
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
    /// last committed one, in chunks that commit with the progress row, through the
    /// target's ingest (``PostgresIngestBackend/addRejectedLines(_:)``). A line whose place
    /// (source, offset, bytes) the target keeps already is not kept twice.
    func mergeRejects(_ backend: PostgresIngestBackend, ids: MergeIDs) throws -> StoreCopy.TableCount {
        let start = try progressRow(Self.rejectsProgress)
        let statement = try source.makeStatement(
            sql: """
                SELECT reject_id, source_id, generation, run_id, line, byte_offset, reason, detail, raw, raw_length, raw_hash
                FROM rejected_lines WHERE reject_id > ? ORDER BY reject_id
                """)
        try statement.bind([start.lastKey])
        var added = 0, exhausted = false
        while !exhausted {
            var count = 0, lastKey = start.lastKey
            try connection.inTransaction {
                added += try backend.addRejectedLines { writer in
                    while count < chunkRows {
                        guard try statement.step() else { exhausted = true; break }
                        lastKey = statement.int64(0)
                        try appendReject(statement, order: count, ids: ids, to: &writer)
                        count += 1
                    }
                }.kept
                if count > 0 { try saveProgress(Self.rejectsProgress, rows: count, lastKey: lastKey) }
            }
        }
        let rows = snapshot.counts["rejected_lines", default: 0]
        return StoreCopy.TableCount(table: "rejected_lines", copied: added, alreadyThere: rows - added, sourceRows: rows)
    }

    /// One rejected line with the target's ids, in the staging columns of
    /// ``PostgresIngestBackend/addRejectedLines(_:)`` (`order` its place in the chunk, no
    /// `place_hash`); its `raw_hash` as ingest computes it when the SQLite store has none
    /// (rows kept before it had them).
    private func appendReject(_ s: Statement, order: Int, ids: MergeIDs, to writer: inout PostgresCopyWriter) throws {
        guard let sourceID = ids.sources[s.int64(1)] else {
            throw StoreCopyError(.schemaMismatch, "the SQLite store's rejected line \(s.int64(0)) names a source it does not have")
        }
        writer.append(Int64(order))
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
        writer.append(Int64?.none)
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
        var percentiles: [String: [DurationPercentiles]] = [:]
        var durations = 0
        for row in try source.rows(
            sql: """
                SELECT day, strategy, os_major, os_minor, app_version, direction, durations, duration_p50_ms, duration_p95_ms
                FROM daily_durations ORDER BY rowid
                """)
        {
            durations += 1
            guard let day = row[0].string else { continue }
            percentiles[day, default: []].append(DurationPercentiles(
                strategy: row[1].string ?? "", osMajor: row[2].int64.map { Int($0) }, osMinor: row[3].int64.map { Int($0) },
                appVersion: row[4].string, direction: row[5].string ?? "", durations: Int(row[6].int64 ?? 0),
                p50: row[7].double ?? 0, p95: row[8].double ?? 0))
        }
        var addedDays = 0, copied = 0
        for day in days {
            guard let name = day[0].string else { continue }
            let rows = percentiles[name] ?? []
            if try connection.addDailyDurations(
                day: name, with: rows, transitions: day[1].int64 ?? 0, computedAt: day[2].int64 ?? 0)
            {
                addedDays += 1
                copied += rows.count
            }
        }
        return [
            StoreCopy.TableCount(table: "daily_rollup_days", copied: addedDays, alreadyThere: days.count - addedDays, sourceRows: days.count),
            StoreCopy.TableCount(table: "daily_durations", copied: copied, alreadyThere: durations - copied, sourceRows: durations),
        ]
    }
}

extension SourceSnapshot {
    /// Session rows' stored `session_start` and `session_end` lines.
    var startsAndEnds: Int { starts + ends }
}
