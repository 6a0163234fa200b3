import FSTelIO
import FSTelModel

extension IngestEngine {
    // MARK: Regular files

    /// Reads a regular file: finds its record under the write lock (``locateFile``), then
    /// reads its unstored lines in batches (``FileIngest``).
    package func ingestFile(
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
            source: source, relatives: relatives, report: report)
        defer { report = file.report }
        try file.read(inHand: inHand, run: &run)
    }

    /// One regular file read from where its unstored lines begin, a batch (one write
    /// transaction, ending with the file's checkpoint) at a time: on the decoding thread
    /// (``readPipelined(_:run:)``) or line by line on this one (``readLineByLine(run:)``).
    /// Between two batches it looks again at what other ingests stored meanwhile: the
    /// lines another ingest of this file (or of a file with its content) stored are
    /// skipped, and a file found rewritten is handed over.
    package struct FileIngest {
        package let engine: IngestEngine
        package let probe: LineReader
        package let status: FileStatus
        package let first: FirstLine
        package let reader: LineReader
        /// What an earlier input of the same source recorded in this run.
        package let base: FileIngestReport?
        package let progress: ((IngestProgress) -> Void)?
        package var source: Source
        package var relatives: Relatives
        package var report: FileIngestReport
        package var batch = Batch()
        /// The report and line as of the last commit (what a failure of the store leaves).
        package var committed: FileIngestReport
        package var committedLine: Int
        /// A batch of this file committed in this reading.
        package var hasCommitted = false
        package let clock = Stopwatch()
        package var nextProgress: Int
        // Where the lines handled so far end: the end of the last block written when
        // reading is on the decoding thread (its tail hashed only for a commit), else the
        // reader's position.
        package var pipelined = false
        package var blockEnd: (offset: Int64, line: Int) = (0, 0)
        package var blockEndHash: UInt64 = 0
        /// The batch committing in the background (a backend that ``IngestBackend/commitsInBackground``)
        /// while the next one's lines are written: its accounting before its tally, where it
        /// ends, and its tally when it committed before the call returned.
        package var committing: (report: FileIngestReport, at: DecodePipeline.Position, tally: WriteTally?)?

        package init(
            engine: IngestEngine, probe: LineReader, status: FileStatus, first: FirstLine, reader: LineReader,
            base: FileIngestReport?, progress: ((IngestProgress) -> Void)?, source: Source, relatives: Relatives,
            report: FileIngestReport
        ) {
            self.engine = engine
            self.probe = probe
            self.status = status
            self.first = first
            self.reader = reader
            self.base = base
            self.progress = progress
            self.source = source
            self.relatives = relatives
            self.report = report
            committed = report
            committedLine = reader.lineNumber
            nextProgress = engine.options.progressEveryLines
        }

        package var position: DecodePipeline.Position {
            guard pipelined else { return DecodePipeline.Position(reader) }
            return DecodePipeline.Position(offset: blockEnd.offset, line: blockEnd.line, prefixHash: blockEndHash)
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
                // A batch that committed in the background before the failure counts as
                // committed (what failed after it is this error, or leads to it).
                _ = takeBackgroundCommit(run: &run)
                engine.rollback()
                report = committed
                // The run's accounting of the source as committed (a commit that failed after
                // its accounting was written in it left that in `run`): a retry adds to it.
                run.recorded[source.id] = hasCommitted ? IngestEngine.merged(committed, base: base) : base
                throw IngestFailure(
                    path: report.path, committedOffset: committed.endOffset, committedLine: committedLine,
                    underlying: error, partialReport: IngestReport())
            } catch let error as InputError {
                report.error = error.description
                report.errorKind = error.kind.rawValue
                try? engine.recordFileAlone(run: &run, base: base, sourceID: source.id, report: report)
                throw error
            }
        }

        /// Writes the blocks the decoding thread reads (``DecodePipeline``), committing where
        /// a block ends a batch.
        private mutating func readPipelined(_ pipeline: DecodePipeline, run: inout RunState) throws {
            pipelined = true
            blockEnd = (reader.offset, reader.lineNumber)
            blockEndHash = reader.prefixHash()
            pipeline.startReading(
                reader, linesLeftInBatch: engine.options.batchLines - batch.lines, batchLines: engine.options.batchLines,
                firstBatchEndOffset: firstBatchEnd)
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
                blockEnd = (block.endOffset, block.endLine)
                blockEndHash = block.endPrefixHash
                batch.lines += block.entries.count
                if let error = block.error {
                    pipeline.recycle(block)
                    guard try settle(run: &run) else { return handOver() }
                    try commit(readToEnd: false, run: &run)
                    throw error
                }
                if block.ended {
                    let pendingBytes = block.pendingBytes
                    pipeline.recycle(block)
                    guard try settle(run: &run) else { return handOver() }
                    report.pendingLines = pendingBytes > 0 ? 1 : 0
                    report.pendingBytes = pendingBytes
                    try commit(readToEnd: true, run: &run)
                    return
                }
                let endsBatch = block.endsBatch
                pipeline.recycle(block)
                guard endsBatch || engine.stopRequested || engine.batchIsFull else { continue }
                guard try settle(run: &run) else { return handOver() }
                // The next batch's lines are written while this one commits, unless lines
                // are to be skipped (another ingest stored them, or a copy of them).
                var copyAhead: Int64?
                if engine.backend.commitsInBackground, skipTo == nil, !engine.stopRequested {
                    copyAhead = try engine.furthestRelative(&relatives, beyond: blockEnd.offset, source: source, first: first, probe: probe)
                    if copyAhead == nil {
                        try commitInBackground(run: &run)
                        continue
                    }
                }
                guard try commitAndBegin(run: &run) else { return }
                // Another ingest of the file may have stored lines since: skip them.
                guard let stored = try engine.backend.checkpoint(sourceID: source.id), stored.generation == source.generation else {
                    return handOver()
                }
                if stored.offset > blockEnd.offset { skipTo = stored.offset }
                // Or another file with this content (a copy, a compressed copy, the file
                // it was copied from) read further by another ingest meanwhile (or found
                // read further just before the commit).
                let here = max(blockEnd.offset, skipTo ?? 0)
                if let ahead = try engine.furthestRelative(&relatives, beyond: here, source: source, first: first, probe: probe) {
                    skipTo = ahead
                } else if let copyAhead, copyAhead > here {
                    skipTo = copyAhead
                }
            }
        }

        /// Writes a decoded block's lines from its entry `firstEntry` on, reporting progress
        /// every `progressEveryLines` lines, as when reading line by line.
        private mutating func write(_ block: DecodePipeline.Block, from firstEntry: Int, run: RunState) throws {
            guard progress != nil else {
                return try engine.write(block, from: firstEntry, source: source, runID: run.id, report: &report)
            }
            var index = firstEntry
            while index < block.entries.count {
                let untilProgress = max(nextProgress - (report.lines + report.blank), 1)
                let stop = min(block.entries.count, index + untilProgress)
                try engine.write(block, from: index, to: stop, source: source, runID: run.id, report: &report)
                index = stop
                let offset = index < block.entries.count ? block.entries[index].offset : block.endOffset
                reportProgress(linesRead: report.lines + report.blank, bytes: offset - report.startOffset)
            }
        }

        /// Where the batch being read ends at the latest when batches commit in the background
        /// and the unread part of this regular file is at least ``IngestOptions/splitFileBytes``:
        /// a quarter of the way through that part, so that the server starts on the file
        /// sooner and the rest is read while that batch commits. Nil otherwise (the batch
        /// ends by lines).
        private var firstBatchEnd: Int64? {
            guard engine.backend.commitsInBackground, !reader.isCompressed else { return nil }
            let unread = status.size - reader.offset
            guard unread >= engine.options.splitFileBytes else { return nil }
            return reader.offset + unread / 4
        }

        /// Reads and decodes the file line by line on this thread.
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
                reportProgress(linesRead: report.lines + report.blank, bytes: reader.offset - report.startOffset)
            }
            report.pendingLines = reader.pendingBytes > 0 ? 1 : 0
            report.pendingBytes = reader.pendingBytes
            try commit(readToEnd: true, run: &run)
        }

        /// The batch holds as many summary keys as it may, or a stop was requested.
        private var isFullOrStopped: Bool { engine.batchIsFull || engine.stopRequested }

        private mutating func commit(readToEnd: Bool, run: inout RunState) throws {
            let at = position
            try engine.commitBatch(
                run: &run, base: base, source: source, at: at, compressed: reader.isCompressed, status: status,
                readToEnd: readToEnd, report: &report)
            committed = report
            committedLine = at.line
            hasCommitted = true
            batch = Batch()
        }

        /// Starts the batch's commit (with the file's checkpoint and accounting) on the
        /// backend's commit thread, which then opens the next batch under the file's lock;
        /// ``settle(run:)`` takes its result.
        private mutating func commitInBackground(run: inout RunState) throws {
            let at = position, snapshot = report, base = base, sourceID = source.id, runID = run.id
            let checkpoint = IngestEngine.checkpoint(
                source: source, at: at, compressed: reader.isCompressed, status: status, readToEnd: false)
            let written = try engine.backend.commitBatchInBackground(lock: first.fingerprint) { tally, store in
                var done = snapshot
                IngestEngine.count(tally, through: at, in: &done)
                try store.saveCheckpoint(checkpoint)
                try store.recordFile(runID: runID, sourceID: sourceID, report: IngestEngine.merged(done, base: base))
            }
            committing = (snapshot, at, written)
            batch = Batch()
        }

        /// Waits for the batch committing in the background and takes its accounting (as its
        /// commit recorded it); then, in the batch opened after it, checks that no other
        /// ingest stored lines of this file since. None can (the file's lock passed from that
        /// batch to this one without a gap); if one did, false: the lines written since are
        /// dropped from the report, and the caller hands the file over.
        private mutating func settle(run: inout RunState) throws -> Bool {
            guard let end = committing?.at.offset else { return true }
            if let error = takeBackgroundCommit(run: &run) { throw error }
            engine.options.batchCommitted?()
            guard let stored = try engine.backend.checkpoint(sourceID: source.id), stored.generation == source.generation,
                  stored.offset == end
            else {
                report = committed
                return false
            }
            return true
        }

        /// Waits for the batch committing in the background, if any, and takes its result: if
        /// it committed, `snapshot` (the report as of its last line) with its counts is what
        /// was committed, and the report gets its counts. Returns what failed.
        private mutating func takeBackgroundCommit(run: inout RunState) -> Backend.StoreError? {
            guard let pending = committing else { return nil }
            committing = nil
            let (tally, error) = pending.tally.map { ($0, nil) } ?? engine.backend.finishBackgroundCommit()
            if let tally {
                var done = pending.report
                IngestEngine.count(tally, through: pending.at, in: &done)
                committed = done
                committedLine = pending.at.line
                hasCommitted = true
                run.recorded[source.id] = IngestEngine.merged(done, base: base)
                IngestEngine.count(tally, through: pending.at, in: &report)
            }
            return error
        }

        /// Gives the file up to another ingest of it, storing nothing of the open batch.
        private mutating func handOver() {
            engine.rollback()
            report.handedOver = true
        }

        /// Commits the batch and opens the next one; false (and interrupted) when a stop was
        /// requested.
        private mutating func commitAndBegin(run: inout RunState) throws -> Bool {
            try commit(readToEnd: false, run: &run)
            if engine.stopRequested {
                report.interrupted = true
                return false
            }
            engine.options.batchCommitted?()
            try engine.begin(lock: first.fingerprint)
            return true
        }

        private mutating func reportProgress(linesRead: Int, bytes: Int64) {
            if let progress, linesRead >= nextProgress {
                nextProgress += engine.options.progressEveryLines
                progress(IngestProgress(path: report.path, lines: linesRead, bytes: bytes, seconds: clock.seconds))
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
