import FSTelIO
import FSTelModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tuning and limits of an ingest run.
public struct IngestOptions: Sendable {
    /// Lines per transaction; each commit also records the file's checkpoint. Half a
    /// million lines change about 45 MB of pages, which stay in the default page cache
    /// (``cacheMegabytes``); a batch upserts each rollup key it touched once, so larger
    /// batches write fewer rollup rows per line.
    public var batchLines = 500_000
    /// A batch commits early, where a block of lines ends, once it holds this many distinct
    /// summary keys and session facts in memory (a batch of sessions with thousands of app
    /// versions x device models, each with facts of its own), so that memory stays bounded
    /// whatever the variety of the input. The stored rows and counts are the same.
    public var maxBatchSummaryKeys = 65_536
    /// Where batches commit while the next is read (PostgreSQL), the first batch of a
    /// regular file whose unread part is at least this many bytes ends a quarter of the
    /// way through that part, unless ``batchLines`` ends it first: the server starts on the
    /// file sooner, and a file that would fit in one batch is read while its first part
    /// commits (so two ingests of files that share sessions rarely move those sessions in
    /// batches open at once). Smaller and compressed files and streams are batched by lines
    /// only, as every SQLite ingest is.
    public var splitFileBytes: Int64 = 64 << 20
    /// Lines longer than this (not counting their `\n`) are rejected as `line_too_long`;
    /// the format's limit (``FormatLimits/maxLineBytes``) unless set.
    public var maxLineBytes = FormatLimits.maxLineBytes
    /// How often (in lines) the progress callback is called.
    public var progressEveryLines = 200_000
    /// Declares the inputs finished: an unterminated last line of a regular file is
    /// read as complete instead of being held back as pending.
    public var final = false
    /// A stream commits what it read at least this often (seconds), and whenever it
    /// waits for input, so no write lock is held while it is idle.
    public var commitIntervalSeconds = 1.0
    /// Asked between lines and while a stream waits for input; `true` ends the run
    /// cleanly: what was read is committed, and ``IngestReport/interrupted`` is set.
    public var stopRequested: (@Sendable () -> Bool)? = nil
    /// Read and decode the lines of files and streams on a second thread while the store
    /// writes the lines before them (``DecodePipeline``).
    public var decodeOnSecondThread = true
    /// SQLite's page cache for the ingest connection, in MiB. A batch's changed pages
    /// that do not fit are written to the log early and read again; the default holds
    /// a default batch's and keeps peak memory of the process under 128 MB.
    public var cacheMegabytes = 64
    /// How many times an input is read again from its last commit when the store rolls a
    /// batch back in a conflict with another writer (``StoreFailure/isTransientConflict``),
    /// after a pause that doubles each time from 50 ms (with jitter); then the ingest fails
    /// as for any store failure. Streams are never read again: their batch's lines are gone.
    public var conflictRetries = ConflictRetry.defaultRetries

    /// The most entries `recent_session_ids` keeps after a batch before its slices move
    /// to `session_ids` (the SQLite driver's session-id levels); tests make it small.
    package var recentSessionIDLimit = IngestLimits.recentSessionIDs

    /// Called after a batch of a regular file commits, before the next one begins (while
    /// no lock is held): tests run another ingest of the same file there. Where batches
    /// commit in the background (``BackgroundCommitter``), called once the
    /// commit is known, while the next batch, open, holds the file's lock.
    var batchCommitted: (@Sendable () -> Void)? = nil

    /// Called once a regular file is opened and its status taken, before the write lock is
    /// asked for to find its record: tests let the file grow and another ingest read it there.
    var fileOpened: (@Sendable (String) -> Void)? = nil

    /// The defaults: batches as measured, no progress, no stop.
    public init() {}
}

/// The first non-blank complete line of a reader (and the blank lines before it).
package struct FirstLine {
    package var line: LineReader.Line?
    var blankBefore = 0
    package var fingerprint: UInt64

    init(line: LineReader.Line?, blankBefore: Int = 0, fingerprint: UInt64) {
        self.line = line
        self.blankBefore = blankBefore
        self.fingerprint = fingerprint
    }
}

/// Constants of the ingest engine that do not depend on the backend.
package enum IngestLimits {
    /// Bytes hashed into a source's fingerprint (the start of its first non-blank line).
    fileprivate static let fingerprintBytes = 4096
    /// How long a stream waits for data before committing what it holds.
    static let idleMilliseconds: Int32 = 200
    /// The default most entries `recent_session_ids` keeps after a batch: about 30 MB of
    /// pages, half the ingest's default page cache.
    package static let recentSessionIDs = 1 << 20
}

/// The ingest logic, written once for every backend: what each driver's ingestor does,
/// with the store's writes behind `Backend`.
///
/// This file runs the inputs and writes each line; a regular file is read by
/// ``FileIngest`` (Ingestor+File.swift) from the record ``locateFile`` finds
/// (Ingestor+FileIdentity.swift), a stream by ``StreamIngest`` (Ingestor+Stream.swift), and
/// kept rejected lines are decoded again in Ingestor+Replay.swift.
package final class IngestEngine<Backend: IngestBackend> {
    package let backend: Backend
    package let options: IngestOptions
    @exclusivity(unchecked) private var decoder = LineDecoder()
    @exclusivity(unchecked) var decoderForReplay = LineDecoder()
    let pipeline: DecodePipeline?

    package init(backend: Backend, options: IngestOptions) {
        self.backend = backend
        self.options = options
        self.pipeline = options.decodeOnSecondThread ? DecodePipeline(codeBook: backend.codeBook) : nil
    }

    package func ingest(paths: [String], progress: ((IngestProgress) -> Void)?) throws -> IngestReport {
        let clock = Stopwatch()
        var run = RunState(id: try beginRun(command: "ingest"))
        var report = IngestReport()
        report.runID = run.id
        // Files that may be copies of content another input of the command holds are read
        // after the others (see ``Deferred``).
        var queue = paths.map { (path: $0, mayDefer: true) }
        var next = 0
        var deferred: [String] = []
        while true {
            if next == queue.count {
                guard !deferred.isEmpty else { break }
                // The put-off files, largest first: a larger one may hold a smaller one.
                let sizes = Dictionary(deferred.map { ($0, (try? FileStatus.of(path: $0).size) ?? 0) }, uniquingKeysWith: { a, _ in a })
                queue += deferred.sorted { sizes[$0]! > sizes[$1]! }.map { ($0, false) }
                deferred = []
            }
            let (path, mayDefer) = queue[next]
            next += 1
            if stopRequested {
                report.interrupted = true
                break
            }
            var file = FileIngestReport(path: path)
            run.mayDefer = mayDefer && paths.count > 1
            do {
                try ingestInputRetryingConflicts(path: path, run: &run, report: &file, progress: progress)
            } catch is Deferred {
                deferred.append(path)
                continue
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
            if file.interrupted { report.interrupted = true }
            report.files.append(file)
            if report.interrupted { break }
        }
        try finishRun(run.id)
        report.seconds = clock.seconds
        return report
    }

    package var stopRequested: Bool { options.stopRequested?() ?? false }

    /// The open batch holds as many summary keys as a batch may (``IngestOptions/maxBatchSummaryKeys``).
    var batchIsFull: Bool { backend.heldSummaryKeys >= options.maxBatchSummaryKeys }

    // MARK: State of a run and of one input

    /// What a run remembers across its inputs.
    package struct RunState {
        package var id: Int64
        /// Regular files already read in this run, by device and inode, with the path read.
        var filesRead: [FileKey: String] = [:]
        /// Accounting already recorded in this run per source (a source read twice in one
        /// run, for example a file and its compressed copy, adds to one row).
        var recorded: [Int64: FileIngestReport] = [:]
        /// The input at hand may be put off until the others are read.
        var mayDefer = false
    }

    /// Thrown (before anything is stored) for a file that shares its start with a longer
    /// recorded content whose file was not found: another input of the command may hold
    /// that content (a copy made by copytruncate, say) and, once read, cover this file.
    struct Deferred: Error {}

    package struct FileKey: Hashable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// The source an input's lines are stored under, and how far it is stored.
    package struct Source {
        package var id: Int64
        package var generation: Int64
    }

    // MARK: One input

    /// ``ingestInput(path:run:report:progress:)``, read again from its last commit (up to
    /// ``IngestOptions/conflictRetries`` times) when the store rolls a batch back in a
    /// conflict with another writer. What each attempt committed stays committed and is
    /// counted once: the next attempt resumes at its checkpoint, as a rerun of the command
    /// would, and `report` adds the attempts up.
    private func ingestInputRetryingConflicts(
        path: String, run: inout RunState, report: inout FileIngestReport, progress: ((IngestProgress) -> Void)?
    ) throws {
        var earlier: FileIngestReport?
        var retries = 0
        while true {
            var attempt = FileIngestReport(path: path)
            defer { report = Self.attempts(attempt, after: earlier, retries: retries) }
            do {
                try ingestInput(path: path, run: &run, report: &attempt, progress: progress)
                return
            } catch let failure as IngestFailure
                where failure.isTransientConflict && !attempt.stream && retries < options.conflictRetries && !stopRequested
            {
                earlier = Self.attempts(attempt, after: earlier, retries: retries)
                retries += 1
                ConflictRetry.pause(before: retries)
            }
        }
    }

    /// The report of an input read in attempts: `attempt` added to what the ones before it
    /// committed (`earlier`), which also say whether the input was resumed or replaced.
    private static func attempts(_ attempt: FileIngestReport, after earlier: FileIngestReport?, retries: Int) -> FileIngestReport {
        var report = merged(attempt, base: earlier)
        if let earlier {
            report.resumed = earlier.resumed
            report.replaced = earlier.replaced
        }
        report.conflictRetries = retries
        return report
    }

    private func ingestInput(
        path: String, run: inout RunState, report: inout FileIngestReport, progress: ((IngestProgress) -> Void)?
    ) throws {
        let named = path == "-" ? nil : try FileStatus.of(path: path)
        let probe = try LineReader(
            path: path, maxLineBytes: options.maxLineBytes, finalLastLine: options.final,
            idleTimeoutMilliseconds: IngestLimits.idleMilliseconds)
        guard let named, !probe.isStream else {
            report.stream = true
            try ingestStream(probe, name: path, run: &run, report: &report, progress: progress)
            return
        }
        // The file opened, which a rotation may have put under the path after the stat.
        let status = probe.openFileStatus(canonicalPath: named.canonicalPath) ?? named
        report.path = status.canonicalPath
        let key = FileKey(device: status.device, inode: status.inode)
        if let first = run.filesRead[key] {
            report.sameAs = first
            return
        }
        run.filesRead[key] = status.canonicalPath
        do {
            try ingestFile(probe, status: status, run: &run, report: &report, progress: progress)
        } catch is Deferred {
            run.filesRead[key] = nil
            throw Deferred()
        } catch let failure as IngestFailure {
            // Not read whole: a retry of the same input must read it again.
            run.filesRead[key] = nil
            throw failure
        }
    }

    func readFirstLine(_ reader: LineReader) throws -> FirstLine {
        var blank = 0
        while true {
            switch try reader.read() {
            case .line(let line):
                if !line.isTruncated && DecodePipeline.isBlank(line.bytes) {
                    blank += 1
                    continue
                }
                let prefix = UnsafeRawBufferPointer(rebasing: line.bytes.prefix(IngestLimits.fingerprintBytes))
                return FirstLine(line: line, blankBefore: blank, fingerprint: FileFingerprint.hash(prefix))
            case .idle:
                if stopRequested { return FirstLine(line: nil, blankBefore: blank, fingerprint: 0) }
            case .end:
                return FirstLine(line: nil, blankBefore: blank, fingerprint: FileFingerprint.hash(UnsafeRawBufferPointer(start: nil, count: 0)))
            }
        }
    }

    /// Lines handled in the open transaction.
    package struct Batch {
        package var lines = 0
        package var started = Stopwatch()
    }

    // MARK: Lines

    /// Decodes a line and writes it; `reader` read it last (its ``LineReader/placeHash()``
    /// places a rejected line in its content).
    package func handle(_ line: LineReader.Line, reader: LineReader, source: Source, runID: Int64, report: inout FileIngestReport) throws {
        let result: DecodePipeline.Entry.Result
        if line.isTruncated {
            result = .truncated
        } else if DecodePipeline.isBlank(line.bytes) {
            result = .blank
        } else {
            do throws(Rejection) {
                let event = try decoder.decode(line.bytes)
                result = .event(event, text: 0..<decoder.text.count)
            } catch {
                result = .rejected(error)
            }
        }
        try decoder.text.withUnsafeBytes { text in
            try store(
                result, codes: .none, raw: line.bytes, text: text, length: line.length, number: line.number,
                offset: line.offset, place: { reader.placeHash() }, source: source, runID: runID, report: &report)
        }
    }

    /// Writes the lines of a decoded block from its entry `first` on (to `end`, excluded), in
    /// order (``IngestLineWriter/writeLines(of:from:to:sourceID:generation:runID:maxLineBytes:report:)``).
    package func write(
        _ block: DecodePipeline.Block, from first: Int, to end: Int? = nil, source: Source, runID: Int64,
        report: inout FileIngestReport
    ) throws {
        try backend.writeLines(
            of: block, from: first, to: end ?? block.entries.count, sourceID: source.id, generation: source.generation,
            runID: runID, maxLineBytes: options.maxLineBytes, report: &report)
    }

    /// Counts one line and stores what it is (``IngestLineWriter/storeLine(_:codes:raw:text:length:number:offset:place:sourceID:generation:runID:maxLineBytes:report:)``).
    private func store(
        _ result: DecodePipeline.Entry.Result, codes: TransitionCodes, raw: UnsafeRawBufferPointer,
        text: UnsafeRawBufferPointer, length: Int, number: Int, offset: Int64, place: () -> UInt64, source: Source,
        runID: Int64, report: inout FileIngestReport
    ) throws {
        try backend.storeLine(
            result, codes: codes, raw: raw, text: text, length: length, number: number, offset: offset, place: place,
            sourceID: source.id, generation: source.generation, runID: runID, maxLineBytes: options.maxLineBytes,
            report: &report)
    }

    // MARK: Accounting

    /// Records a source's accounting for this run, added to what an earlier input of
    /// the same source recorded in this run.
    package func recordFile(run: inout RunState, base: FileIngestReport?, sourceID: Int64, report: FileIngestReport) throws {
        let merged = Self.merged(report, base: base)
        try backend.recordFile(runID: run.id, sourceID: sourceID, report: merged)
        run.recorded[sourceID] = merged
    }

    /// A source's accounting in this run: `report` added to what an earlier input of the
    /// same source recorded (`base`).
    package static func merged(_ report: FileIngestReport, base: FileIngestReport?) -> FileIngestReport {
        var merged = report
        if let base {
            merged.startOffset = min(base.startOffset, report.startOffset)
            merged.endOffset = max(base.endOffset, report.endOffset)
            merged.lines += base.lines
            merged.stored += base.stored
            merged.duplicates += base.duplicates
            merged.rejected += base.rejected
            merged.blank += base.blank
            merged.bytes += base.bytes
            merged.error = report.error ?? base.error
        }
        return merged
    }

    /// ``recordFile(run:base:sourceID:report:)`` outside a batch (an input that failed).
    package func recordFileAlone(run: inout RunState, base: FileIngestReport?, sourceID: Int64, report: FileIngestReport) throws {
        let merged = Self.merged(report, base: base)
        try backend.recordFileAlone(runID: run.id, sourceID: sourceID, report: merged)
        run.recorded[sourceID] = merged
    }

    package func begin(lock: UInt64?) throws {
        try backend.beginBatch(lock: lock)
    }

    package func rollback() {
        backend.rollbackBatch()
    }

    // MARK: Runs

    package func beginRun(command: String) throws -> Int64 {
        try backend.beginRun(command: command)
    }

    package func finishRun(_ runID: Int64) throws {
        try backend.finishRun(runID)
    }
}
