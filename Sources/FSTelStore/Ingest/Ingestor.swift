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
    /// Read and decode regular files' lines on a second thread while the store writes
    /// the lines before them (``DecodePipeline``). Streams are decoded on the writing thread.
    public var decodeOnSecondThread = true
    /// SQLite's page cache for the ingest connection, in MiB. A batch's changed pages
    /// that do not fit are written to the log early and read again; the default holds
    /// a default batch's and keeps peak memory of the process under 128 MB.
    public var cacheMegabytes = 64

    /// Called after a batch of a regular file commits, before the next one begins (while
    /// no lock is held): tests run another ingest of the same file there.
    var batchCommitted: (@Sendable () -> Void)? = nil

    /// Called once a regular file is opened and its status taken, before the write lock is
    /// asked for to find its record: tests let the file grow and another ingest read it there.
    var fileOpened: (@Sendable (String) -> Void)? = nil

    /// The defaults: batches as measured, no progress, no stop.
    public init() {}
}

/// Streams log files into the store exactly once.
///
/// A regular file is known by what it holds, not by the name that reached it: a source
/// record keeps the length and a hash of the content prefix whose lines are stored, and a
/// file continues the longest recorded prefix it really starts with (its bytes hashed up
/// to there, unless its device, inode, size and change time are those the record saved).
/// A record moves forward only for the file that saved it; another file continuing it
/// gets a record of its own. The checkpoint commits in the same transaction as the rows
/// read up to it and is read again under the write lock before each batch, so a crash
/// loses nothing and two ingests of one file at once store and count each line once.
/// Anything that is not a regular file is a stream: read whole, never checkpointed,
/// committed whenever it waits for input. The model and its limits are in docs/ingest.md.
public final class Ingestor {
    let engine: IngestEngine<SQLiteIngestBackend>

    /// Bytes hashed into a source's fingerprint (the start of its first non-blank line).
    static let fingerprintBytes = 4096
    /// How long a stream waits for data before committing what it holds.
    static let idleMilliseconds: Int32 = 200

    /// An ingestor writing into `store` (opened with `.write`).
    public init(store: Store, options: IngestOptions = IngestOptions()) throws {
        engine = IngestEngine(
            backend: try SQLiteIngestBackend(database: store.database, cacheMegabytes: options.cacheMegabytes), options: options)
    }

    /// Ingests every path in order (`-` is standard input). A file that cannot be read
    /// is reported in its ``FileIngestReport/error`` and the others go on; a failure of
    /// the store itself stops the run with an ``IngestFailure``.
    public func ingest(paths: [String], progress: ((IngestProgress) -> Void)? = nil) throws -> IngestReport {
        try engine.ingest(paths: paths, progress: progress)
    }

    /// Decodes the kept rejected lines again (after a fix of the decoder, say): a line
    /// that now passes is stored (or found a duplicate) and leaves `rejected_lines`; one
    /// that still fails stays, with its reason brought up to date. One transaction.
    public func replayRejects(_ filter: RejectFilter) throws -> IngestReport {
        try engine.replayRejects(filter)
    }
}

/// The ingest logic, written once for every backend: what ``Ingestor`` (SQLite) and
/// ``PostgresIngestor`` do, with the store's writes behind `Backend`.
final class IngestEngine<Backend: IngestBackend> {
    let backend: Backend
    private let options: IngestOptions
    @exclusivity(unchecked) private var decoder = LineDecoder()
    @exclusivity(unchecked) var decoderForReplay = LineDecoder()
    private let pipeline: DecodePipeline?

    init(backend: Backend, options: IngestOptions) {
        self.backend = backend
        self.options = options
        self.pipeline = options.decodeOnSecondThread ? DecodePipeline(codeBook: backend.codeBook) : nil
    }

    func ingest(paths: [String], progress: ((IngestProgress) -> Void)?) throws -> IngestReport {
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
                try ingestInput(path: path, run: &run, report: &file, progress: progress)
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

    private var stopRequested: Bool { options.stopRequested?() ?? false }

    // MARK: State of a run and of one input

    /// What a run remembers across its inputs.
    struct RunState {
        var id: Int64
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

    struct FileKey: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The source an input's lines are stored under, and how far it is stored.
    private struct Source {
        var id: Int64
        var generation: Int64
    }

    // MARK: One input

    private func ingestInput(
        path: String, run: inout RunState, report: inout FileIngestReport, progress: ((IngestProgress) -> Void)?
    ) throws {
        let named = path == "-" ? nil : try FileStatus.of(path: path)
        let probe = try LineReader(
            path: path, maxLineBytes: options.maxLineBytes, finalLastLine: options.final,
            idleTimeoutMilliseconds: Ingestor.idleMilliseconds)
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
        }
    }

    /// The first non-blank complete line of a reader (and the blank lines before it).
    private struct FirstLine {
        var line: LineReader.Line?
        var blankBefore = 0
        var fingerprint: UInt64
    }

    private func readFirstLine(_ reader: LineReader) throws -> FirstLine {
        var blank = 0
        while true {
            switch try reader.read() {
            case .line(let line):
                if !line.isTruncated && DecodePipeline.isBlank(line.bytes) {
                    blank += 1
                    continue
                }
                let prefix = UnsafeRawBufferPointer(rebasing: line.bytes.prefix(Ingestor.fingerprintBytes))
                return FirstLine(line: line, blankBefore: blank, fingerprint: FileFingerprint.hash(prefix))
            case .idle:
                if stopRequested { return FirstLine(line: nil, blankBefore: blank, fingerprint: 0) }
            case .end:
                return FirstLine(line: nil, blankBefore: blank, fingerprint: FileFingerprint.hash(UnsafeRawBufferPointer(start: nil, count: 0)))
            }
        }
    }

    // MARK: Regular files

    private func ingestFile(
        _ probe: LineReader, status: FileStatus, run: inout RunState, report: inout FileIngestReport,
        progress: ((IngestProgress) -> Void)?
    ) throws {
        let first = try readFirstLine(probe)
        if first.line == nil && first.blankBefore == 0 {
            // Nothing complete yet (an empty file, or one unterminated line being written).
            report.pendingLines = probe.pendingBytes > 0 ? 1 : 0
            report.pendingBytes = probe.pendingBytes
            report.compressed = probe.isCompressed
            return
        }
        options.fileOpened?(status.canonicalPath)
        try begin(lock: first.fingerprint)
        var batch = Batch()
        let located: LocatedFile
        do {
            located = try locateFile(probe, first: first, status: status, run: run, report: &report)
        } catch {
            rollback()
            throw error
        }
        if case .upToDate(let stored) = located {
            // Recorded as read (zero lines) without reading: nothing changed since.
            report.compressed = probe.isCompressed
            report.startOffset = stored.offset
            report.endOffset = stored.offset
            do {
                try backend.commitBatch { _ in
                    try recordFile(run: &run, base: run.recorded[stored.id], sourceID: stored.id, report: report)
                }
            } catch {
                rollback()
                throw error
            }
            return
        }
        guard case .read(var source, let reader, let inHand, let startOffset) = located else { return }
        report.compressed = reader.isCompressed
        // Where this run's reading starts: the line in hand (if any) starts there.
        report.startOffset = startOffset
        report.endOffset = report.startOffset
        let base = run.recorded[source.id]
        var relatives = Relatives(known: try backend.fileSources(fingerprint: first.fingerprint))
        var committed = report
        var committedLine = reader.lineNumber
        let clock = Stopwatch()
        var nextProgress = options.progressEveryLines
        // Where the lines handled so far end: the end of the last block written when
        // reading is on the decoding thread (its tail hashed only for a commit), else the
        // reader's position.
        var pipelined = false
        var blockEnd: (offset: Int64, line: Int) = (0, 0)
        var blockEndHash: UInt64 = 0
        var position: DecodePipeline.Position {
            guard pipelined else { return DecodePipeline.Position(reader) }
            return DecodePipeline.Position(offset: blockEnd.offset, line: blockEnd.line, prefixHash: blockEndHash)
        }

        func commit(readToEnd: Bool) throws {
            let at = position
            try commitBatch(
                run: &run, base: base, source: source, at: at, compressed: reader.isCompressed, status: status,
                readToEnd: readToEnd, report: &report)
            committed = report
            committedLine = at.line
            batch = Batch()
        }

        /// Gives the file up to another ingest of it, storing nothing of the open batch.
        func handOver() {
            rollback()
            report.handedOver = true
        }

        /// Commits the batch and opens the next one; false (and interrupted) when a stop was
        /// requested.
        func commitAndBegin() throws -> Bool {
            try commit(readToEnd: false)
            if stopRequested {
                report.interrupted = true
                return false
            }
            options.batchCommitted?()
            try begin(lock: first.fingerprint)
            return true
        }

        func reportProgress(linesRead: Int, bytes: Int64) {
            if let progress, linesRead >= nextProgress {
                nextProgress += options.progressEveryLines
                progress(IngestProgress(path: report.path, lines: linesRead, bytes: bytes, seconds: clock.seconds))
            }
        }

        do {
            if let inHand {
                report.blank += inHand.blankBefore
                if let line = inHand.line { try handle(line, source: source, runID: run.id, report: &report) }
                batch.lines += 1
            }
            if let pipeline {
                pipelined = true
                blockEnd = (reader.offset, reader.lineNumber)
                blockEndHash = reader.prefixHash()
                pipeline.startReading(reader, linesLeftInBatch: options.batchLines - batch.lines, batchLines: options.batchLines)
                defer { pipeline.stopReading() }
                // A checkpoint another ingest stored beyond this one's position: the lines
                // before it are skipped (that ingest stored them).
                var skipTo: Int64?
                while true {
                    let block = pipeline.next()
                    var firstEntry = 0
                    if let target = skipTo {
                        switch block.meet(target) {
                        case .at(let index):
                            firstEntry = index
                            skipTo = nil
                        case .after:
                            firstEntry = block.entries.count
                        case .inside:
                            return handOver()
                        }
                        if skipTo != nil, block.isLast {
                            if let error = block.error { throw error }
                            return handOver()
                        }
                    }
                    if progress == nil {
                        try write(block, from: firstEntry, source: source, runID: run.id, report: &report)
                    } else {
                        // Every `progressEveryLines` lines, as when reading line by line.
                        var index = firstEntry
                        while index < block.entries.count {
                            let untilProgress = max(nextProgress - (report.lines + report.blank), 1)
                            let stop = min(block.entries.count, index + untilProgress)
                            try write(block, from: index, to: stop, source: source, runID: run.id, report: &report)
                            index = stop
                            let offset = index < block.entries.count ? block.entries[index].offset : block.endOffset
                            reportProgress(linesRead: report.lines + report.blank, bytes: offset - report.startOffset)
                        }
                    }
                    blockEnd = (block.endOffset, block.endLine)
                    blockEndHash = block.endPrefixHash
                    batch.lines += block.entries.count
                    if let error = block.error {
                        pipeline.recycle(block)
                        try commit(readToEnd: false)
                        throw error
                    }
                    if block.ended {
                        report.pendingLines = block.pendingBytes > 0 ? 1 : 0
                        report.pendingBytes = block.pendingBytes
                        pipeline.recycle(block)
                        try commit(readToEnd: true)
                        return
                    }
                    let endsBatch = block.endsBatch
                    pipeline.recycle(block)
                    guard endsBatch || stopRequested else { continue }
                    guard try commitAndBegin() else { return }
                    // Another ingest of the file may have stored lines since: skip them.
                    guard let stored = try backend.checkpoint(sourceID: source.id), stored.generation == source.generation else {
                        return handOver()
                    }
                    if stored.offset > blockEnd.offset { skipTo = stored.offset }
                    // Or another file with this content (a copy, a compressed copy, the file
                    // it was copied from) read further by another ingest meanwhile.
                    let here = max(blockEnd.offset, skipTo ?? 0)
                    if let ahead = try furthestRelative(&relatives, beyond: here, source: source, first: first, probe: probe) {
                        skipTo = ahead
                    }
                }
            }
            readLoop: while true {
                if batch.lines >= options.batchLines || (batch.lines & 4095 == 0 && stopRequested) {
                    guard try commitAndBegin() else { return }
                    switch try recheck(&source, reader: reader, relatives: &relatives, first: first, probe: probe) {
                    case .continue: break
                    case .handedOver:
                        return handOver()
                    }
                }
                let line: LineReader.Line
                do {
                    switch try reader.read() {
                    case .line(let next): line = next
                    case .idle: continue readLoop
                    case .end: break readLoop
                    }
                } catch {
                    try commit(readToEnd: false)
                    throw error
                }
                try handle(line, source: source, runID: run.id, report: &report)
                batch.lines += 1
                reportProgress(linesRead: report.lines + report.blank, bytes: reader.offset - report.startOffset)
            }
            report.pendingLines = reader.pendingBytes > 0 ? 1 : 0
            report.pendingBytes = reader.pendingBytes
            try commit(readToEnd: true)
        } catch let error as Backend.StoreError {
            rollback()
            report = committed
            throw IngestFailure(
                path: report.path, committedOffset: committed.endOffset, committedLine: committedLine,
                underlying: error, partialReport: IngestReport())
        } catch let error as InputError {
            report.error = error.description
            report.errorKind = error.kind.rawValue
            try? recordFileAlone(run: &run, base: base, sourceID: source.id, report: report)
            throw error
        }
    }

    /// Lines handled in the open transaction.
    private struct Batch {
        var lines = 0
        var started = Stopwatch()
    }

    /// Finds (or creates) the source record a regular file continues, under the write
    /// lock, and the reader positioned where its unstored lines begin (the identity model
    /// of docs/ingest.md).
    private enum LocatedFile {
        /// Read from `reader`, whose unstored lines begin at `startOffset`; `inHand` is a
        /// line already taken from it (with the blank lines before it), handled first.
        case read(Source, reader: LineReader, inHand: FirstLine?, startOffset: Int64)
        /// A compressed file unchanged since it was read to its end.
        case upToDate(StoredSource)
    }

    private func locateFile(
        _ probe: LineReader, first: FirstLine, status: FileStatus, run: RunState, report: inout FileIngestReport
    ) throws -> LocatedFile {
        let mayDefer = run.mayDefer
        let records = try backend.fileSources(fingerprint: first.fingerprint)
        let owned = { (s: StoredSource) in s.device == status.device && s.inode == status.inode }
        let compressed = probe.isCompressed

        // 1. Unchanged since this very file saved a record (same device, inode, size and
        //    status-change time), and no longer record with the same first line: the
        //    record's prefix is not read again.
        if let record = records.first(where: {
            owned($0) && $0.size == status.size && $0.modified == status.changedNanoseconds && $0.compressed == compressed
        }), records.allSatisfy({ $0.offset <= record.offset || owned($0) }) {
            if compressed {
                if record.readToEnd && !options.final {
                    report.resumed = record.offset > 0
                    return .upToDate(record)
                }
            } else if record.hasFullPrefix, let hash = record.tailHash {
                let reader = try LineReader(
                    sameFileAs: probe, startOffset: record.offset, startLine: record.line,
                    maxLineBytes: options.maxLineBytes, finalLastLine: options.final, resumePrefixHash: hash)
                if reader.reachedStart, try reader.startsAfterNewline || !reader.hasMoreInput() {
                    report.resumed = record.offset > 0
                    return .read(Source(id: record.id, generation: record.generation), reader: reader, inHand: nil, startOffset: record.offset)
                }
            }
        }

        // 2. The longest recorded prefix this file really starts with (its bytes read and
        //    hashed up to there). The file's size is taken again now, under the lock: it
        //    may have grown since it was opened, and another ingest read it further.
        let size = probe.openFileStatus(canonicalPath: status.canonicalPath)?.size ?? status.size
        var matched: (record: StoredSource, reader: LineReader)?
        // Longest first; of equal ones, the record this file saved.
        for record in records.sorted(by: { $0.offset != $1.offset ? $0.offset > $1.offset : owned($0) && !owned($1) }) {
            if !compressed && record.offset > size { continue }
            guard let hash = record.tailHash, let tailLength = record.tailLength else { continue }
            let full = record.hasFullPrefix
            let reader = try LineReader(
                sameFileAs: probe, startOffset: record.offset, startLine: record.line,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final, verifyTailLength: full ? 0 : tailLength)
            guard reader.reachedStart else { continue }
            // A record whose last line had no line feed (read with --final) is continued only
            // by a file that ends there too: a longer one holds more of that line.
            if !reader.startsAfterNewline, try reader.hasMoreInput() { continue }
            if full ? reader.prefixHash() == hash : reader.startTailHash == hash {
                matched = (record, reader)
                break
            }
        }
        if matched == nil, let legacy = try adoptLegacySource(status: status, fingerprint: first.fingerprint) {
            let reader = try LineReader(
                sameFileAs: probe, startOffset: legacy.offset, startLine: legacy.line,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final)
            if reader.reachedStart {
                report.resumed = legacy.offset > 0
                return .read(Source(id: legacy.id, generation: legacy.generation), reader: reader, inHand: nil, startOffset: legacy.offset)
            }
        }

        // 3. Read on beyond it as far as another recorded file, still holding its record's
        //    content, has the same lines (this file is an earlier copy or a snapshot of it).
        let matchedOffset = matched?.record.offset ?? 0
        var reader = matched?.reader
        var inHand: FirstLine?
        var start = DecodePipeline.Position(offset: matchedOffset, line: matched?.record.line ?? 0, prefixHash: 0)
        let longer = records.filter { $0.offset > matchedOffset && !owned($0) }
        let covered = longer.isEmpty
            ? (best: nil, unresolved: false)
            : try coveredBeyond(matchedOffset, records: longer, probe: probe, matched: matched?.record, run: run)
        if covered.unresolved && mayDefer && (covered.best == nil || covered.best?.inHand != nil) {
            throw Deferred()
        }
        if let best = covered.best, best.start.offset > matchedOffset || (best.inHand == nil && best.start.offset >= matchedOffset) {
            reader = best.reader
            inHand = best.inHand
            start = best.start
        }

        if let (record, _) = matched, owned(record), start.offset == record.offset {
            // This file saved the record (under this name or another: a rename, a hard link).
            report.resumed = record.offset > 0
            return .read(Source(id: record.id, generation: record.generation), reader: reader!, inHand: inHand, startOffset: record.offset)
        }
        report.replaced = try backend.hasFileSource(path: status.canonicalPath) && start.offset == 0
        let now = Clocks.unixMilliseconds()
        if let reader {
            // Another file's record, or a prefix it shares: this file's own record begins there.
            if inHand == nil { start = DecodePipeline.Position(reader) }
            let id = try backend.insertFileSource(
                status: status, fingerprint: first.fingerprint, compressed: compressed, start: start, now: now)
            report.resumed = start.offset > 0
            return .read(Source(id: id, generation: 1), reader: reader, inHand: inHand, startOffset: start.offset)
        }
        // Content no record holds: a record of its own, read from the start.
        let id = try backend.insertFileSource(
            status: status, fingerprint: first.fingerprint, compressed: compressed,
            start: DecodePipeline.Position(offset: 0, line: 0, prefixHash: PrefixHash().value), now: now)
        return .read(Source(id: id, generation: 1), reader: probe, inHand: first, startOffset: 0)
    }

    /// Where this file's lines stop being those of another recorded file (one of
    /// `records`, longer than what this file matched at `offset`): that file must still
    /// hold its record's content, under its recorded path or a path this run read it
    /// under (device and inode). The furthest such place wins; `unresolved` tells that
    /// some record's file was not found (it may be another input of the command).
    private func coveredBeyond(
        _ offset: Int64, records: [StoredSource], probe: LineReader, matched: StoredSource?, run: RunState
    ) throws -> (best: (reader: LineReader, inHand: FirstLine?, start: DecodePipeline.Position)?, unresolved: Bool) {
        var best: (reader: LineReader, inHand: FirstLine?, start: DecodePipeline.Position)?
        var unresolved = false
        for record in records.sorted(by: { $0.offset > $1.offset }) {
            if let best, best.inHand == nil { break }  // covered to its end
            guard record.hasFullPrefix, let other = holding(record, run: run) else {
                unresolved = true
                continue
            }
            let mine: LineReader
            if let matched, let hash = matched.tailHash {
                mine = try LineReader(
                    sameFileAs: probe, startOffset: matched.offset, startLine: matched.line,
                    maxLineBytes: options.maxLineBytes, finalLastLine: options.final,
                    resumePrefixHash: probe.isCompressed || !matched.hasFullPrefix ? nil : hash)
            } else {
                mine = try LineReader(sameFileAs: probe, maxLineBytes: options.maxLineBytes, finalLastLine: options.final)
            }
            let theirs: LineReader
            do {
                theirs = try LineReader(sameFileAs: other, startOffset: mine.offset, startLine: mine.lineNumber, maxLineBytes: options.maxLineBytes)
            } catch {
                continue
            }
            guard theirs.reachedStart, theirs.prefixHash() == mine.prefixHash() else { continue }
            var start = DecodePipeline.Position(mine)
            var inHand: FirstLine?
            compare: while true {
                let before = DecodePipeline.Position(mine)
                guard case .line(let line) = try mine.read() else { break }
                var same = false
                if theirs.offset < record.offset, !line.isTruncated, case .line(let their) = try theirs.read(), !their.isTruncated {
                    same = their.length == line.length && their.bytes.elementsEqual(line.bytes)
                }
                if !same {
                    start = before
                    inHand = FirstLine(line: line, blankBefore: 0, fingerprint: 0)
                    break compare
                }
                start = DecodePipeline.Position(mine)
            }
            if start.offset > offset && start.offset > (best?.start.offset ?? 0) || (inHand == nil && best == nil) {
                best = (mine, inHand, start)
            }
        }
        return (best, unresolved)
    }

    /// A reader of the file a record was saved from, when its recorded path (or a path
    /// this run read that device and inode under) still names that file and the file still
    /// holds the record's content (its prefix hashed again up to the checkpoint).
    private func holding(_ record: StoredSource, run: RunState) -> LineReader? {
        guard let device = record.device, let inode = record.inode, let hash = record.tailHash else { return nil }
        var paths = [record.path]
        if let seen = run.filesRead[FileKey(device: device, inode: inode)], seen != record.path { paths.append(seen) }
        for path in paths {
            guard let status = try? FileStatus.of(path: path), status.isRegularFile,
                  status.device == device, status.inode == inode,
                  let reader = try? LineReader(path: path, startOffset: record.offset, startLine: record.line, maxLineBytes: options.maxLineBytes),
                  reader.reachedStart, reader.prefixHash() == hash
            else { continue }
            return reader
        }
        return nil
    }

    /// A source recorded before sources had fingerprints (migration 0004), under this path,
    /// whose first bytes are still those it hashed and which has not shrunk: it is this
    /// file, and takes the fingerprint.
    private func adoptLegacySource(status: FileStatus, fingerprint: UInt64) throws -> StoredSource? {
        guard let stored = try backend.legacySource(path: status.canonicalPath) else { return nil }
        guard let size = stored.size, status.size >= size else { return nil }
        if let length = stored.prefixLength, let hash = stored.prefixHash, length > 0 {
            let now = try FileFingerprint.of(path: status.canonicalPath, prefixLength: length)
            guard now.prefixLength == length, now.prefixHash == hash else { return nil }
        }
        try backend.setFingerprint(fingerprint, sourceID: stored.id)
        return stored
    }

    /// The other records with this file's first line, as this ingest last saw them. Between
    /// two batches another ingest may have read further a file with the same content (a
    /// copy, a compressed copy, the file this one was copied from) under a record of its
    /// own: the lines it stored are this file's next lines, and are skipped, not counted
    /// twice. A record is taken as the same content only when this file's bytes up to its
    /// checkpoint hash as recorded; one that does not match is never read for again (a
    /// longer prefix of it cannot match either) until it is rewritten.
    private struct Relatives {
        /// Record id -> (generation, checkpoint) last seen.
        var seen: [Int64: (generation: Int64, offset: Int64)] = [:]
        /// Records whose content this file left (id, generation).
        var unrelated: Set<[Int64]> = []

        init(known: [StoredSource]) {
            for record in known { seen[record.id] = (record.generation, record.offset) }
        }
    }

    /// The furthest checkpoint beyond `offset` of another record that this file's content
    /// really continues (its bytes hashed up to there), among the records that are new or
    /// moved since last seen; nil when there is none.
    private func furthestRelative(
        _ relatives: inout Relatives, beyond offset: Int64, source: Source, first: FirstLine, probe: LineReader
    ) throws -> Int64? {
        var furthest: Int64?
        for record in try backend.fileSources(fingerprint: first.fingerprint) where record.id != source.id {
            if let last = relatives.seen[record.id], last.generation == record.generation, last.offset == record.offset {
                continue
            }
            guard record.offset > max(offset, furthest ?? 0), record.hasFullPrefix, let hash = record.tailHash,
                  !relatives.unrelated.contains([record.id, record.generation])
            else {
                relatives.seen[record.id] = (record.generation, record.offset)
                continue
            }
            let reader = try LineReader(
                sameFileAs: probe, startOffset: record.offset, startLine: record.line,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final)
            // This file does not reach that far (yet): it may still grow into it, so the
            // record is looked at again next time.
            guard reader.reachedStart else { continue }
            relatives.seen[record.id] = (record.generation, record.offset)
            let endsHere = try reader.startsAfterNewline || !reader.hasMoreInput()
            if reader.prefixHash() == hash, endsHere {
                furthest = record.offset
            } else {
                relatives.unrelated.insert([record.id, record.generation])
            }
        }
        return furthest
    }

    private enum Recheck {
        case `continue`
        /// Another ingest found the file rewritten and reads it again from its start.
        case handedOver
    }

    /// Reads the source's checkpoint again under the write lock: another ingest of the
    /// same file may have stored lines since this one's last batch; they are skipped.
    private func recheck(
        _ source: inout Source, reader: LineReader, relatives: inout Relatives, first: FirstLine, probe: LineReader
    ) throws -> Recheck {
        guard let stored = try backend.checkpoint(sourceID: source.id) else { return .handedOver }
        if stored.generation != source.generation { return .handedOver }
        var offset = stored.offset
        if let ahead = try furthestRelative(&relatives, beyond: max(reader.offset, offset), source: source, first: first, probe: probe) {
            offset = ahead
        }
        if reader.offset >= offset { return .continue }
        while reader.offset < offset {
            guard case .line = try reader.read() else { return .handedOver }
        }
        // Past it: the other ingest's lines ended elsewhere, so it read other bytes.
        return reader.offset == offset ? .continue : .handedOver
    }

    private func commitBatch(
        run: inout RunState, base: FileIngestReport?, source: Source, at position: DecodePipeline.Position,
        compressed: Bool, status: FileStatus, readToEnd: Bool, report: inout FileIngestReport
    ) throws {
        try backend.commitBatch { tally in
            report.stored += tally.stored
            report.duplicates += tally.duplicates
            report.endOffset = max(report.endOffset, position.offset)
            report.bytes = report.endOffset - report.startOffset
            try backend.saveCheckpoint(Checkpoint(
                sourceID: source.id, generation: source.generation, offset: position.offset, line: position.line,
                tailLength: Int(position.offset), tailHash: position.prefixHash, status: status, compressed: compressed,
                readToEnd: readToEnd, now: Clocks.unixMilliseconds()))
            try recordFile(run: &run, base: base, sourceID: source.id, report: report)
        }
    }

    // MARK: Streams

    private func ingestStream(
        _ reader: LineReader, name: String, run: inout RunState, report: inout FileIngestReport,
        progress: ((IngestProgress) -> Void)?
    ) throws {
        let first = try readFirstLine(reader)
        if first.line == nil && first.blankBefore == 0 {
            report.interrupted = stopRequested
            return
        }
        var source: Source? = nil
        var base: FileIngestReport? = nil
        var batch = Batch()
        var committed = report
        let clock = Stopwatch()
        var nextProgress = options.progressEveryLines

        func commit() throws {
            guard backend.isInBatch, let source else { return }
            try backend.commitBatch { tally in
                report.stored += tally.stored
                report.duplicates += tally.duplicates
                report.endOffset = reader.offset
                report.bytes = reader.offset
                try backend.touchStream(sourceID: source.id, compressed: reader.isCompressed, now: Clocks.unixMilliseconds())
                try recordFile(run: &run, base: base, sourceID: source.id, report: report)
            }
            committed = report
            batch = Batch()
        }

        func open() throws {
            try begin(lock: first.fingerprint)
            batch = Batch()
            if source == nil {
                let located = try locateStream(name: name, fingerprint: first.fingerprint)
                source = located
                base = run.recorded[located.id]
            }
        }

        do {
            try open()
            report.compressed = reader.isCompressed
            report.blank += first.blankBefore
            if let line = first.line, let source { try handle(line, source: source, runID: run.id, report: &report) }
            batch.lines += 1
            readLoop: while true {
                if !report.interrupted && stopRequested {
                    // Store the complete lines already taken from the stream, then stop.
                    report.interrupted = true
                    reader.stopReading()
                }
                if backend.isInBatch && (batch.lines >= options.batchLines || batch.started.seconds >= options.commitIntervalSeconds) {
                    try commit()
                }
                let line: LineReader.Line
                do {
                    switch try reader.read() {
                    case .line(let next): line = next
                    case .idle:
                        try commit()
                        continue readLoop
                    case .end:
                        report.pendingBytes = reader.pendingBytes
                        report.pendingLines = reader.pendingBytes > 0 ? 1 : 0
                        break readLoop
                    }
                } catch {
                    try commit()
                    throw error
                }
                if !backend.isInBatch { try open() }
                if let source { try handle(line, source: source, runID: run.id, report: &report) }
                batch.lines += 1
                if let progress, report.lines + report.blank >= nextProgress {
                    nextProgress += options.progressEveryLines
                    progress(IngestProgress(path: name, lines: report.lines + report.blank, bytes: reader.offset, seconds: clock.seconds))
                }
            }
            if !backend.isInBatch && committed != report { try open() }
            try commit()
        } catch let error as Backend.StoreError {
            rollback()
            report = committed
            throw IngestFailure(
                path: name, committedOffset: committed.endOffset, committedLine: committed.lines + committed.blank,
                underlying: error, partialReport: IngestReport())
        } catch let error as InputError {
            report.error = error.description
            report.errorKind = error.kind.rawValue
            if let source {
                try? recordFileAlone(run: &run, base: base, sourceID: source.id, report: report)
            }
            throw error
        }
    }

    /// The source of a stream: any source whose content began with the same line (so a
    /// stream fed twice, or the content of a file already read, keeps its rejected lines
    /// once), else a new one. Streams never move a checkpoint.
    private func locateStream(name: String, fingerprint: UInt64) throws -> Source {
        if let found = try backend.streamSource(fingerprint: fingerprint) {
            return Source(id: found.id, generation: found.generation)
        }
        let id = try backend.insertStreamSource(name: name, fingerprint: fingerprint, now: Clocks.unixMilliseconds())
        return Source(id: id, generation: 1)
    }

    // MARK: Lines

    /// Decodes a line and writes it.
    private func handle(_ line: LineReader.Line, source: Source, runID: Int64, report: inout FileIngestReport) throws {
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
                offset: line.offset, source: source, runID: runID, report: &report)
        }
    }

    /// Writes the lines of a decoded block from its entry `first` on (to `end`, excluded), in order.
    private func write(
        _ block: DecodePipeline.Block, from first: Int, to end: Int? = nil, source: Source, runID: Int64,
        report: inout FileIngestReport
    ) throws {
        try block.raw.withUnsafeBytes { raw in
            try block.text.withUnsafeBytes { text in
                for index in first..<(end ?? block.entries.count) {
                    let entry = block.entries[index]
                    try store(
                        block.results[index], codes: block.codes[index], raw: UnsafeRawBufferPointer(rebasing: raw[entry.raw]),
                        text: text, length: entry.length, number: entry.number, offset: entry.offset,
                        source: source, runID: runID, report: &report)
                }
            }
        }
    }

    /// Counts one line and stores what it is: a stored (or duplicate) event, or a
    /// rejected line with its place, reason and bytes.
    private func store(
        _ result: DecodePipeline.Entry.Result, codes: TransitionCodes, raw: UnsafeRawBufferPointer,
        text: UnsafeRawBufferPointer, length: Int, number: Int, offset: Int64, source: Source, runID: Int64,
        report: inout FileIngestReport
    ) throws {
        let rejection: Rejection
        switch result {
        case .blank:
            report.blank += 1
            return
        case .event(let event, let range):
            report.lines += 1
            try backend.write(
                event, text: UnsafeRawBufferPointer(rebasing: text[range]), codes: codes, sourceID: source.id, line: number,
                runID: runID)
            return
        case .truncated:
            rejection = Rejection(.lineTooLong, "line of \(length) bytes exceeds the limit of \(options.maxLineBytes) bytes")
        case .rejected(let refused):
            rejection = refused
        }
        report.lines += 1
        report.rejected += 1
        try backend.reject(
            rejection, raw: raw, rawLength: length, sourceID: source.id, generation: source.generation,
            runID: runID, line: number, offset: offset)
    }

        // MARK: Accounting

    /// Records a source's accounting for this run, added to what an earlier input of
    /// the same source recorded in this run.
    private func recordFile(run: inout RunState, base: FileIngestReport?, sourceID: Int64, report: FileIngestReport) throws {
        let merged = Self.merged(report, base: base)
        try backend.recordFile(runID: run.id, sourceID: sourceID, report: merged)
        run.recorded[sourceID] = merged
    }

    /// A source's accounting in this run: `report` added to what an earlier input of the
    /// same source recorded (`base`).
    private static func merged(_ report: FileIngestReport, base: FileIngestReport?) -> FileIngestReport {
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
    private func recordFileAlone(run: inout RunState, base: FileIngestReport?, sourceID: Int64, report: FileIngestReport) throws {
        let merged = Self.merged(report, base: base)
        try backend.recordFileAlone(runID: run.id, sourceID: sourceID, report: merged)
        run.recorded[sourceID] = merged
    }

    private func begin(lock: UInt64?) throws {
        try backend.beginBatch(lock: lock)
    }

    private func rollback() {
        backend.rollbackBatch()
    }

    // MARK: Runs

    func beginRun(command: String) throws -> Int64 {
        try backend.beginRun(command: command)
    }

    func finishRun(_ runID: Int64) throws {
        try backend.finishRun(runID)
    }
}
