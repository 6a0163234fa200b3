import FSTelIO
import FSTelModel

extension IngestEngine {
    // MARK: Regular files

    /// Reads a regular file: finds its record under the write lock (``locateFile``), then
    /// reads its unstored lines in batches (``FileIngest``).
    func ingestFile(
        _ probe: LineReader, status: FileStatus, run: inout RunState, report: inout FileIngestReport,
        progress: ((IngestProgress) -> Void)?
    ) throws {
        let first = try readFirstLine(probe)
        if first.line == nil && first.blankBefore == 0 {
            // Nothing complete yet (an empty file, or one unterminated line being written).
            report.pendingLines = probe.pendingBytes > 0 ? 1 : 0
            report.pendingBytes = probe.pendingBytes
            report.compressed = probe.isCompressed
            report.compression = probe.compression?.rawValue
            return
        }
        options.fileOpened?(status.canonicalPath)
        try begin(lock: first.fingerprint)
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
            report.compression = probe.compression?.rawValue
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
        guard case .read(let source, let reader, let inHand, let startOffset, let records) = located else { return }
        report.compressed = reader.isCompressed
        report.compression = reader.compression?.rawValue
        // Where this run's reading starts: the line in hand (if any) starts there.
        report.startOffset = startOffset
        report.endOffset = report.startOffset
        let base = run.recorded[source.id]
        // The records as located, in the same transaction: what later batches compare with.
        let relatives = Relatives(known: records)
        var file = FileIngest(
            engine: self, probe: probe, status: status, first: first, reader: reader, base: base, progress: progress,
            source: source, relatives: relatives, report: report, committer: Backend.Committer())
        defer { report = file.report }
        try file.read(inHand: inHand, run: &run)
    }

    /// One regular file read from where its unstored lines begin, a batch (one write
    /// transaction, ending with the file's checkpoint) at a time: on the decoding thread
    /// (``readPipelined(_:run:)``) or line by line on this one (``readLineByLine(run:)``).
    /// Between two batches it looks again at what other ingests stored meanwhile: the
    /// lines another ingest of this file (or of a file with its content) stored are
    /// skipped, and a file found rewritten is handed over. How a batch read on the decoding
    /// thread commits is the ``committer``'s (``BatchCommitter``: one after another, or in
    /// the background while the next is written).
    package struct FileIngest {
        package let engine: IngestEngine
        let probe: LineReader
        package let status: FileStatus
        package let first: FirstLine
        package let reader: LineReader
        /// What an earlier input of the same source recorded in this run.
        package let base: FileIngestReport?
        package var progress: ProgressTicker
        package var source: Source
        var relatives: Relatives
        package var report: FileIngestReport
        package var batch = Batch()
        /// The report and line as of the last commit (what a failure of the store leaves).
        var committed: (report: FileIngestReport, line: Int)
        /// A batch of this file committed in this reading.
        fileprivate var hasCommitted = false
        /// How the batches commit.
        fileprivate let committer: Backend.Committer
        /// Where the lines handled so far end when reading is on the decoding thread: the
        /// end of the last block written (its prefix hashed only for a commit); nil when
        /// reading line by line (the reader's position).
        fileprivate var blockEnd: DecodePipeline.Position?

        package init(
            engine: IngestEngine, probe: LineReader, status: FileStatus, first: FirstLine, reader: LineReader,
            base: FileIngestReport?, progress: ((IngestProgress) -> Void)?, source: Source, relatives: Relatives,
            report: FileIngestReport, committer: Backend.Committer
        ) {
            self.engine = engine
            self.probe = probe
            self.status = status
            self.first = first
            self.reader = reader
            self.base = base
            self.progress = ProgressTicker(progress, every: engine.options.progressEveryLines)
            self.source = source
            self.relatives = relatives
            self.report = report
            self.committer = committer
            committed = (report, reader.lineNumber)
        }

        /// Where the lines handled so far end.
        package var position: DecodePipeline.Position {
            blockEnd ?? DecodePipeline.Position(reader)
        }

        /// Handles the line in hand, then reads the rest of the file. A failure of the store
        /// rolls the open batch back and leaves the report as last committed.
        package mutating func read(inHand: FirstLine?, run: inout RunState) throws {
            do {
                if let inHand {
                    report.blank += inHand.blankBefore
                    if let line = inHand.line { try engine.handle(line, reader: reader, source: source, runID: run.id, report: &report) }
                    batch.lines += 1
                }
                if let pipeline = engine.pipeline {
                    try readPipelined(pipeline, run: &run)
                } else {
                    try readLineByLine(run: &run)
                }
            } catch let error as Backend.StoreError {
                // What committed before the failure counts as committed (what failed after
                // it is this error, or leads to it).
                committer.takeCommitted(&self, run: &run)
                engine.rollback()
                report = committed.report
                // The run's accounting of the source as committed (a commit that failed after
                // its accounting was written in it left that in `run`): a retry adds to it.
                run.recorded[source.id] = hasCommitted ? IngestEngine.merged(committed.report, base: base) : base
                throw IngestFailure(
                    path: report.path, committedOffset: committed.report.endOffset, committedLine: committed.line,
                    underlying: error, partialReport: IngestReport())
            } catch let error as InputError {
                report.error = error.description
                report.errorKind = error.kind.rawValue
                try? engine.recordFileAlone(run: &run, base: base, sourceID: source.id, report: report)
                throw error
            }
        }

        /// Writes the blocks the decoding thread reads (``DecodePipeline``); where a block
        /// ends a batch, the ``committer`` commits it.
        private mutating func readPipelined(_ pipeline: DecodePipeline, run: inout RunState) throws {
            blockEnd = DecodePipeline.Position(offset: reader.offset, line: reader.lineNumber, prefixHash: reader.prefixHash())
            pipeline.startReading(
                reader, linesLeftInBatch: engine.options.batchLines - batch.lines, batchLines: engine.options.batchLines,
                firstBatchEndOffset: committer.firstBatchEnd(of: self))
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
                try write(block, from: firstEntry, run: run)
                blockEnd = DecodePipeline.Position(offset: block.endOffset, line: block.endLine, prefixHash: block.endPrefixHash)
                batch.lines += block.entries.count
                if let error = block.error {
                    pipeline.recycle(block)
                    guard try committer.commitLast(&self, readToEnd: false, run: &run) else { return handOver() }
                    throw error
                }
                if block.ended {
                    let pendingBytes = block.pendingBytes
                    pipeline.recycle(block)
                    report.pendingLines = pendingBytes > 0 ? 1 : 0
                    report.pendingBytes = pendingBytes
                    guard try committer.commitLast(&self, readToEnd: true, run: &run) else { return handOver() }
                    return
                }
                let endsBatch = block.endsBatch
                pipeline.recycle(block)
                guard endsBatch || engine.stopRequested || engine.batchIsFull else { continue }
                switch try committer.endBatch(&self, skipTo: skipTo, run: &run) {
                case .writingNext:
                    continue
                case .reopened(let next):
                    skipTo = next
                case .handOver:
                    return handOver()
                case .stopped:
                    return
                }
            }
        }

        /// Writes a decoded block's lines from its entry `firstEntry` on, reporting progress
        /// every `progressEveryLines` lines, as when reading line by line.
        private mutating func write(_ block: DecodePipeline.Block, from firstEntry: Int, run: RunState) throws {
            guard progress.isOn else {
                return try engine.write(block, from: firstEntry, source: source, runID: run.id, report: &report)
            }
            var index = firstEntry
            while index < block.entries.count {
                let untilProgress = max(progress.next - (report.lines + report.blank), 1)
                let stop = min(block.entries.count, index + untilProgress)
                try engine.write(block, from: index, to: stop, source: source, runID: run.id, report: &report)
                index = stop
                let offset = index < block.entries.count ? block.entries[index].offset : block.endOffset
                progress.tick(path: report.path, linesRead: report.lines + report.blank, bytes: offset - report.startOffset)
            }
        }

        /// Reads and decodes the file line by line on this thread, its batches committed one
        /// after another.
        private mutating func readLineByLine(run: inout RunState) throws {
            readLoop: while true {
                if batch.lines >= engine.options.batchLines || (batch.lines & 255 == 0 && isFullOrStopped) {
                    guard try commitAndBegin(run: &run) else { return }
                    switch try engine.recheck(&source, reader: reader, relatives: &relatives, first: first, probe: probe) {
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
                    try commit(readToEnd: false, run: &run)
                    throw error
                }
                try engine.handle(line, reader: reader, source: source, runID: run.id, report: &report)
                batch.lines += 1
                progress.tick(path: report.path, linesRead: report.lines + report.blank, bytes: reader.offset - report.startOffset)
            }
            report.pendingLines = reader.pendingBytes > 0 ? 1 : 0
            report.pendingBytes = reader.pendingBytes
            try commit(readToEnd: true, run: &run)
        }

        /// The batch holds as many summary keys as it may, or a stop was requested.
        private var isFullOrStopped: Bool { engine.batchIsFull || engine.stopRequested }

        /// Commits the open batch with the file's checkpoint where its lines end and its
        /// accounting.
        package mutating func commit(readToEnd: Bool, run: inout RunState) throws {
            let at = position
            try engine.commitBatch(
                run: &run, base: base, source: source, at: at, compressed: reader.isCompressed, status: status,
                readToEnd: readToEnd, report: &report)
            markCommitted(report, line: at.line)
            batch = Batch()
        }

        /// Takes `report`, reaching line `line`, as what is committed of this file.
        mutating func markCommitted(_ report: FileIngestReport, line: Int) {
            committed = (report, line)
            hasCommitted = true
        }

        /// The checkpoint of the lines handled so far, for a commit that runs later (in the
        /// background).
        package func checkpoint(at position: DecodePipeline.Position) -> Checkpoint {
            IngestEngine.checkpoint(source: source, at: position, compressed: reader.isCompressed, status: status, readToEnd: false)
        }

        /// Gives the file up to another ingest of it, storing nothing of the open batch.
        private mutating func handOver() {
            engine.rollback()
            report.handedOver = true
        }

        /// Commits the batch and opens the next one; false (and interrupted) when a stop was
        /// requested.
        mutating func commitAndBegin(run: inout RunState) throws -> Bool {
            try commit(readToEnd: false, run: &run)
            if engine.stopRequested {
                report.interrupted = true
                return false
            }
            engine.options.batchCommitted?()
            try engine.begin(lock: first.fingerprint)
            return true
        }

        /// The furthest checkpoint beyond `offset` of another record this file's content
        /// continues (``IngestEngine/furthestRelative(_:beyond:source:first:probe:)``).
        mutating func furthestRelative(beyond offset: Int64) throws -> Int64? {
            try engine.furthestRelative(&relatives, beyond: offset, source: source, first: first, probe: probe)
        }

        /// In the batch just opened: what another ingest stored meanwhile. Hands the file
        /// over when its record was rewritten; else where the lines to skip end (`skipTo`,
        /// or further: this file's checkpoint stored by another ingest of it, another
        /// file's with this content, or `copyAhead`, a checkpoint of such a file found just
        /// before the commit).
        mutating func lookAgain(skipTo: Int64?, copyAhead: Int64?) throws -> BatchEnd {
            let end = position.offset
            guard let stored = try engine.backend.checkpoint(sourceID: source.id), stored.generation == source.generation else {
                return .handOver
            }
            var skipTo = skipTo
            if stored.offset > end { skipTo = stored.offset }
            // Or another file with this content (a copy, a compressed copy, the file it was
            // copied from) read further by another ingest meanwhile (or found read further
            // just before the commit).
            let here = max(end, skipTo ?? 0)
            if let ahead = try furthestRelative(beyond: here) {
                skipTo = ahead
            } else if let copyAhead, copyAhead > here {
                skipTo = copyAhead
            }
            return .reopened(skipTo: skipTo)
        }
    }

    /// A progress callback called every `every` lines.
    package struct ProgressTicker {
        let callback: ((IngestProgress) -> Void)?
        let every: Int
        let clock = Stopwatch()
        /// The count of lines read at which it is called next.
        private(set) var next: Int

        init(_ callback: ((IngestProgress) -> Void)?, every: Int) {
            self.callback = callback
            self.every = every
            next = every
        }

        var isOn: Bool { callback != nil }

        mutating func tick(path: String, linesRead: Int, bytes: Int64) {
            if let callback, linesRead >= next {
                next += every
                callback(IngestProgress(path: path, lines: linesRead, bytes: bytes, seconds: clock.seconds))
            }
        }
    }

    /// Commits the open batch with the file's checkpoint at `position` and its accounting.
    package func commitBatch(
        run: inout RunState, base: FileIngestReport?, source: Source, at position: DecodePipeline.Position,
        compressed: Bool, status: FileStatus, readToEnd: Bool, report: inout FileIngestReport
    ) throws {
        try backend.commitBatch { tally in
            Self.count(tally, through: position, in: &report)
            try backend.saveCheckpoint(
                Self.checkpoint(source: source, at: position, compressed: compressed, status: status, readToEnd: readToEnd))
            try recordFile(run: &run, base: base, sourceID: source.id, report: report)
        }
    }

    /// Adds a committed batch's stored and duplicate events to `report`, which then reaches
    /// the batch's end, `position`.
    package static func count(_ tally: WriteTally, through position: DecodePipeline.Position, in report: inout FileIngestReport) {
        report.stored += tally.stored
        report.duplicates += tally.duplicates
        report.endOffset = max(report.endOffset, position.offset)
        report.bytes = report.endOffset - report.startOffset
    }

    /// The checkpoint of a file's source at `position`.
    package static func checkpoint(
        source: Source, at position: DecodePipeline.Position, compressed: Bool, status: FileStatus, readToEnd: Bool
    ) -> Checkpoint {
        Checkpoint(
            sourceID: source.id, generation: source.generation, offset: position.offset, line: position.line,
            tailLength: Int(position.offset), tailHash: position.prefixHash, status: status, compressed: compressed,
            readToEnd: readToEnd, now: Clocks.unixMilliseconds())
    }
}
