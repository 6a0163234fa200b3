import FSTelIO
import FSTelModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tuning and limits of an ingest run.
public struct IngestOptions: Sendable {
    /// Lines per transaction; each commit also records the file's checkpoint.
    public var batchLines = 100_000
    /// Lines longer than this are rejected as `line_too_long`.
    public var maxLineBytes = 1 << 20
    /// How often (in lines) the progress callback is called.
    public var progressEveryLines = 200_000
    /// Declares the inputs finished: an unterminated last line of a regular file is
    /// read as complete instead of being held back as pending.
    public var final = false

    public init() {}
}

/// Streams log files into the store exactly once.
///
/// Each file is read from its checkpoint (the byte offset up to which its lines are
/// stored); the checkpoint commits in the same transaction as the rows read up to it,
/// so a crash at any point loses nothing and duplicates nothing on the next run.
public final class Ingestor {
    let db: Database
    private let options: IngestOptions
    let writer: EventWriter
    private var decoder = LineDecoder()
    var decoderForReplay = LineDecoder()

    public init(store: Store, options: IngestOptions = IngestOptions()) throws {
        self.db = store.database
        self.options = options
        self.writer = try EventWriter(database: store.database)
    }

    /// Ingests every path in order (`-` is standard input). A file that cannot be read
    /// is reported in its ``FileIngestReport/error`` and the others go on; a failure of
    /// the store itself stops the run with an ``IngestFailure``.
    public func ingest(paths: [String], progress: ((IngestProgress) -> Void)? = nil) throws -> IngestReport {
        let clock = Stopwatch()
        var report = IngestReport()
        report.runID = try beginRun(command: "ingest")
        for path in paths {
            var file = FileIngestReport(path: path)
            do {
                try ingestFile(path: path, runID: report.runID, report: &file, progress: progress)
            } catch let error as InputError {
                file.error = error.description
                file.errorKind = error.kind.rawValue
            } catch let failure as IngestFailure {
                var partial = report
                partial.files.append(file)
                partial.seconds = clock.seconds
                throw IngestFailure(
                    path: failure.path, committedOffset: failure.committedOffset,
                    committedLine: failure.committedLine, underlying: failure.underlying, partialReport: partial)
            }
            report.files.append(file)
        }
        try finishRun(report.runID)
        report.seconds = clock.seconds
        return report
    }

    // MARK: One file

    private struct Source {
        var id: Int64
        var generation: Int64
        var offset: Int64
        var line: Int
    }

    private func ingestFile(
        path: String, runID: Int64, report: inout FileIngestReport, progress: ((IngestProgress) -> Void)?
    ) throws {
        let key = path == "-" ? "-" : absolutePath(path)
        report.path = key
        let fingerprint: FileFingerprint? = key == "-" ? nil : try FileFingerprint.of(path: key)
        var source = try locateSource(path: key, fingerprint: fingerprint, report: &report)
        if let fingerprint, report.resumed, source.readToEnd, fingerprint.size == source.sizeAtCheckpoint {
            report.startOffset = source.state.offset
            report.endOffset = source.state.offset
            report.compressed = source.compressed
            try recordFile(runID: runID, sourceID: source.state.id, report: report)
            return
        }
        let reader = try LineReader(
            path: key, startOffset: source.state.offset, startLine: source.state.line,
            maxLineBytes: options.maxLineBytes)
        report.compressed = reader.isCompressed
        report.startOffset = source.state.offset
        report.endOffset = source.state.offset

        let clock = Stopwatch()
        var committed = report
        var committedLine = source.state.line
        var linesInBatch = 0
        var nextProgress = options.progressEveryLines
        try begin()
        do {
            while true {
                let line: LineReader.Line
                do {
                    guard let next = try reader.next() else { break }
                    line = next
                } catch {
                    try commitBatch(
                        runID: runID, source: &source.state, reader: reader, fingerprint: fingerprint,
                        readToEnd: false, report: &report)
                    throw error
                }
                try handle(line, source: source.state, runID: runID, report: &report)
                linesInBatch += 1
                if linesInBatch >= options.batchLines {
                    try commitBatch(
                        runID: runID, source: &source.state, reader: reader, fingerprint: fingerprint,
                        readToEnd: false, report: &report)
                    committed = report
                    committedLine = source.state.line
                    linesInBatch = 0
                    try begin()
                }
                if let progress, report.lines + report.blank >= nextProgress {
                    nextProgress += options.progressEveryLines
                    progress(IngestProgress(
                        path: key, lines: report.lines + report.blank, bytes: reader.offset - report.startOffset,
                        seconds: clock.seconds))
                }
            }
            try commitBatch(
                runID: runID, source: &source.state, reader: reader, fingerprint: fingerprint,
                readToEnd: true, report: &report)
        } catch let error as SQLiteError {
            rollback()
            report = committed
            throw IngestFailure(
                path: key, committedOffset: committed.endOffset, committedLine: committedLine,
                underlying: error, partialReport: IngestReport())
        } catch let error as InputError {
            report.error = error.description
            report.errorKind = error.kind.rawValue
            try? recordFile(runID: runID, sourceID: source.state.id, report: report)
            throw error
        }
    }

    private func handle(_ line: LineReader.Line, source: Source, runID: Int64, report: inout FileIngestReport) throws {
        if line.isTruncated {
            report.lines += 1
            report.rejected += 1
            try writer.reject(
                Rejection(.lineTooLong, "line of \(line.length) bytes exceeds the limit of \(options.maxLineBytes) bytes"),
                raw: line.bytes, rawLength: line.length, sourceID: source.id, generation: source.generation,
                runID: runID, line: line.number, offset: line.offset)
            return
        }
        if isBlank(line.bytes) {
            report.blank += 1
            return
        }
        report.lines += 1
        do {
            let event = try decoder.decode(line.bytes)
            try decoder.text.withUnsafeBytes { text in
                try writer.write(event, text: text, sourceID: source.id, line: line.number, runID: runID)
            }
        } catch let rejection as Rejection {
            report.rejected += 1
            try writer.reject(
                rejection, raw: line.bytes, rawLength: line.length, sourceID: source.id,
                generation: source.generation, runID: runID, line: line.number, offset: line.offset)
        }
    }

    private func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for byte in bytes where byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x0A {
            return false
        }
        return true
    }

    // MARK: Sources and checkpoints

    private struct LocatedSource {
        var state: Source
        var compressed: Bool
        var sizeAtCheckpoint: Int64?
        var readToEnd: Bool
    }

    private func locateSource(path: String, fingerprint: FileFingerprint?, report: inout FileIngestReport) throws -> LocatedSource {
        let now = currentEpochMillis()
        return try db.inTransaction { () throws -> LocatedSource in
            let rows = try db.rows(
                sql: """
                    SELECT source_id, generation, checkpoint_offset, checkpoint_line, file_size, prefix_length, prefix_hash,
                        compressed, read_to_end
                    FROM sources WHERE path = ?
                    """, arguments: [path])
            guard let row = rows.first else {
                try db.execute(
                    sql: "INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES (?, ?, ?)",
                    arguments: [path, now, now])
                return LocatedSource(
                    state: Source(id: db.lastInsertRowID, generation: 1, offset: 0, line: 0),
                    compressed: false, sizeAtCheckpoint: nil, readToEnd: false)
            }
            var located = LocatedSource(
                state: Source(id: row[0].int64!, generation: row[1].int64!, offset: row[2].int64!, line: Int(row[3].int64!)),
                compressed: row[7].int64 == 1, sizeAtCheckpoint: row[4].int64, readToEnd: row[8].int64 == 1)
            guard let fingerprint else {
                // Standard input cannot be identified: it is always read from its start.
                located.state.offset = 0
                located.state.line = 0
                return located
            }
            let storedSize = row[4].int64 ?? 0
            let storedPrefixLength = Int(row[5].int64 ?? 0)
            let storedHash = row[6].int64.map { UInt64(bitPattern: $0) }
            var same = fingerprint.size >= storedSize
            if same, storedPrefixLength > 0, let storedHash {
                let now = try FileFingerprint.of(path: path, prefixLength: storedPrefixLength)
                same = now.prefixLength == storedPrefixLength && now.prefixHash == storedHash
            }
            if same {
                report.resumed = located.state.offset > 0
            } else {
                report.replaced = true
                located.state.generation += 1
                located.state.offset = 0
                located.state.line = 0
                located.sizeAtCheckpoint = nil
                try db.execute(
                    sql: "UPDATE sources SET generation = ?, checkpoint_offset = 0, checkpoint_line = 0 WHERE source_id = ?",
                    arguments: [located.state.generation, located.state.id])
            }
            return located
        }
    }

    private func commitBatch(
        runID: Int64, source: inout Source, reader: LineReader, fingerprint: FileFingerprint?,
        readToEnd: Bool, report: inout FileIngestReport
    ) throws {
        try writer.finishBatch()
        let tally = writer.takeTally()
        report.stored += tally.stored
        report.duplicates += tally.duplicates
        report.endOffset = reader.offset
        report.bytes = reader.offset - report.startOffset
        source.offset = reader.offset
        source.line = reader.lineNumber
        let isStdin = fingerprint == nil
        try db.execute(
            sql: """
                UPDATE sources SET checkpoint_offset = ?, checkpoint_line = ?, file_size = ?, prefix_length = ?,
                    prefix_hash = ?, compressed = ?, generation = ?, last_ingested_at = ?, read_to_end = ?
                WHERE source_id = ?
                """,
            arguments: [
                isStdin ? 0 : reader.offset, isStdin ? 0 : reader.lineNumber,
                fingerprint?.size, fingerprint?.prefixLength, fingerprint.map { Int64(bitPattern: $0.prefixHash) },
                reader.isCompressed, source.generation, currentEpochMillis(), readToEnd, source.id,
            ])
        try recordFile(runID: runID, sourceID: source.id, report: report)
        try db.execute(sql: "COMMIT")
    }

    func recordFile(runID: Int64, sourceID: Int64, report: FileIngestReport) throws {
        try db.execute(
            sql: """
                INSERT INTO ingest_files (run_id, source_id, start_offset, end_offset, lines, stored, duplicates, rejected, blank, bytes, error)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (run_id, source_id) DO UPDATE SET
                    end_offset = excluded.end_offset, lines = excluded.lines, stored = excluded.stored,
                    duplicates = excluded.duplicates, rejected = excluded.rejected, blank = excluded.blank,
                    bytes = excluded.bytes, error = excluded.error
                """,
            arguments: [
                runID, sourceID, report.startOffset, report.endOffset, report.lines, report.stored,
                report.duplicates, report.rejected, report.blank, report.bytes, report.error,
            ])
    }

    private func begin() throws {
        try db.execute(sql: "BEGIN IMMEDIATE")
        writer.beginBatch()
    }

    private func rollback() {
        if db.isInTransaction { try? db.execute(sql: "ROLLBACK") }
        writer.discardAfterRollback()
    }

    // MARK: Runs

    func beginRun(command: String) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO ingest_runs (started_at, command) VALUES (?, ?)",
            arguments: [currentEpochMillis(), command])
        return db.lastInsertRowID
    }

    func finishRun(_ runID: Int64) throws {
        try db.execute(sql: "UPDATE ingest_runs SET finished_at = ? WHERE run_id = ?", arguments: [currentEpochMillis(), runID])
    }

    private func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        return cwd == "/" ? "/" + trimmed : cwd + "/" + trimmed
    }
}

/// Wall-clock seconds since creation.
struct Stopwatch {
    private let start = Stopwatch.now()

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    var seconds: Double { Stopwatch.now() - start }
}
