import FSTelIO
import FSTelModel

extension IngestEngine {
    // MARK: Streams

    /// Reads a stream (anything that is not a regular file) whole (``StreamIngest``).
    func ingestStream(
        _ reader: LineReader, name: String, run: inout RunState, report: inout FileIngestReport,
        progress: ((IngestProgress) -> Void)?
    ) throws {
        let first = try readFirstLine(reader)
        if first.line == nil && first.blankBefore == 0 {
            report.interrupted = stopRequested
            return
        }
        var stream = StreamIngest(engine: self, reader: reader, name: name, first: first, progress: progress, report: report)
        defer { report = stream.report }
        try stream.read(run: &run)
    }

    /// One stream read to its end: never checkpointed, committed at least every
    /// ``IngestOptions/commitIntervalSeconds`` and whenever it waits for input, so no write
    /// lock is held while it is idle. Its source is found when the first batch opens.
    /// Its lines are read and decoded on the decoding thread (``readPipelined(_:run:)``)
    /// like a file's, or line by line on this one (``readLines(run:)``).
    struct StreamIngest {
        package let engine: IngestEngine
        package let reader: LineReader
        package let name: String
        package let first: FirstLine
        package let progress: ((IngestProgress) -> Void)?
        package var report: FileIngestReport
        package var source: Source? = nil
        /// What an earlier input of the same source recorded in this run.
        package var base: FileIngestReport? = nil
        package var batch = Batch()
        /// The report as of the last commit (what a failure of the store leaves).
        var committed: FileIngestReport
        package let clock = Stopwatch()
        fileprivate var nextProgress: Int
        /// The offset after the last line handled, while the decoding thread holds the reader.
        fileprivate var pipelinedOffset: Int64?

        package init(
            engine: IngestEngine, reader: LineReader, name: String, first: FirstLine,
            progress: ((IngestProgress) -> Void)?, report: FileIngestReport
        ) {
            self.engine = engine
            self.reader = reader
            self.name = name
            self.first = first
            self.progress = progress
            self.report = report
            committed = report
            nextProgress = engine.options.progressEveryLines
        }

        /// Handles the first line, then reads the rest. A failure of the store rolls the
        /// open batch back and leaves the report as last committed.
        package mutating func read(run: inout RunState) throws {
            do {
                try open(run: run)
                report.compressed = reader.isCompressed
                report.compression = reader.compression?.rawValue
                report.blank += first.blankBefore
                if let line = first.line, let source { try engine.handle(line, reader: reader, source: source, runID: run.id, report: &report) }
                batch.lines += 1
                if let pipeline = engine.pipeline {
                    try readPipelined(pipeline, run: &run)
                } else {
                    try readLines(run: &run)
                }
                // The last commit also records what the stream held, when it was read to its end.
                let whole = !report.interrupted && report.pendingLines == 0
                if !engine.backend.isInBatch && (committed != report || whole) { try open(run: run) }
                try commit(run: &run, end: whole ? DecodePipeline.Position(reader) : nil)
            } catch let error as Backend.StoreError {
                engine.rollback()
                report = committed
                throw IngestFailure(
                    path: name, committedOffset: committed.endOffset, committedLine: committed.lines + committed.blank,
                    underlying: error, partialReport: IngestReport())
            } catch let error as InputError {
                report.error = error.description
                report.errorKind = error.kind.rawValue
                if let source {
                    try? engine.recordFileAlone(run: &run, base: base, sourceID: source.id, report: report)
                }
                throw error
            }
        }

        private mutating func readLines(run: inout RunState) throws {
            readLoop: while true {
                if !report.interrupted && engine.stopRequested {
                    // Store the complete lines already taken from the stream, then stop.
                    report.interrupted = true
                    reader.stopReading()
                }
                if engine.backend.isInBatch && (batch.lines >= engine.options.batchLines || isDue) {
                    try commit(run: &run)
                }
                let line: LineReader.Line
                do {
                    switch try reader.read() {
                    case .line(let next): line = next
                    case .idle:
                        try commit(run: &run)
                        continue readLoop
                    case .end:
                        report.pendingBytes = reader.pendingBytes
                        report.pendingLines = reader.pendingBytes > 0 ? 1 : 0
                        break readLoop
                    }
                } catch {
                    try commit(run: &run)
                    throw error
                }
                if !engine.backend.isInBatch { try open(run: run) }
                if let source { try engine.handle(line, reader: reader, source: source, runID: run.id, report: &report) }
                batch.lines += 1
                if let progress, report.lines + report.blank >= nextProgress {
                    nextProgress += engine.options.progressEveryLines
                    progress(IngestProgress(path: name, lines: report.lines + report.blank, bytes: reader.offset, seconds: clock.seconds))
                }
            }
        }

        /// The open batch is as old as the commit interval, or holds as many summary keys as it may.
        private var isDue: Bool {
            batch.started.seconds >= engine.options.commitIntervalSeconds || engine.batchIsFull
        }

        /// Writes the blocks the decoding thread reads and decodes (``DecodePipeline``, with
        /// ``DecodePipeline/StreamLimits``), committing where a block ends a batch, where the
        /// input waited, and once the batch is as old as the commit interval. At a stop
        /// request every line read so far is written, then committed.
        private mutating func readPipelined(_ pipeline: DecodePipeline, run: inout RunState) throws {
            let options = engine.options
            let limits = DecodePipeline.StreamLimits(
                maxSeconds: min(Double(IngestLimits.idleMilliseconds) / 1000, options.commitIntervalSeconds / 4),
                stopRequested: options.stopRequested)
            pipelinedOffset = reader.offset
            pipeline.startReading(
                reader, linesLeftInBatch: options.batchLines - batch.lines, batchLines: options.batchLines, stream: limits)
            defer {
                pipeline.stopReading()
                pipelinedOffset = nil
            }
            while true {
                let block = pipeline.next()
                defer { pipeline.recycle(block) }
                if block.stopped { report.interrupted = true }
                if !block.entries.isEmpty {
                    if !engine.backend.isInBatch { try open(run: run) }
                    try write(block, run: run)
                }
                pipelinedOffset = block.endOffset
                if let error = block.error {
                    try commit(run: &run)
                    throw error
                }
                if block.ended {
                    report.pendingBytes = block.pendingBytes
                    report.pendingLines = block.pendingBytes > 0 ? 1 : 0
                    return
                }
                if block.waited || block.endsBatch || isDue { try commit(run: &run) }
            }
        }

        /// Writes a decoded block's lines, reporting progress every `progressEveryLines` lines.
        private mutating func write(_ block: DecodePipeline.Block, run: RunState) throws {
            guard let source else { return }
            var index = 0
            while index < block.entries.count {
                let untilProgress = progress == nil ? block.entries.count : max(nextProgress - (report.lines + report.blank), 1)
                let stop = min(block.entries.count, index + untilProgress)
                try engine.write(block, from: index, to: stop, source: source, runID: run.id, report: &report)
                batch.lines += stop - index
                index = stop
                if let progress, report.lines + report.blank >= nextProgress {
                    nextProgress += engine.options.progressEveryLines
                    let offset = index < block.entries.count ? block.entries[index].offset : block.endOffset
                    progress(IngestProgress(path: name, lines: report.lines + report.blank, bytes: offset, seconds: clock.seconds))
                }
            }
        }

        /// Commits the open batch with the stream's accounting; `end`, where the stream was
        /// read to its end, is recorded as its content (``IngestBackend/recordStreamContent(sourceID:end:)``).
        private mutating func commit(run: inout RunState, end: DecodePipeline.Position? = nil) throws {
            guard engine.backend.isInBatch, let source else { return }
            let base = base, offset = pipelinedOffset ?? reader.offset, compressed = report.compressed
            try engine.backend.commitBatch { tally in
                report.stored += tally.stored
                report.duplicates += tally.duplicates
                report.endOffset = offset
                report.bytes = offset
                try engine.backend.touchStream(sourceID: source.id, compressed: compressed, now: Clocks.unixMilliseconds())
                if let end { try engine.backend.recordStreamContent(sourceID: source.id, end: end) }
                try engine.recordFile(run: &run, base: base, sourceID: source.id, report: report)
            }
            committed = report
            batch = Batch()
        }

        /// Opens a batch; the first one finds the stream's source.
        private mutating func open(run: RunState) throws {
            try engine.begin(lock: first.fingerprint)
            batch = Batch()
            if source == nil {
                let located = try engine.locateStream(name: name, fingerprint: first.fingerprint)
                source = located
                base = run.recorded[located.id]
            }
        }
    }

    /// The source of a stream: any source whose content began with the same line (so a
    /// stream fed twice, or the content of a file already read, keeps its rejected lines
    /// once), else a new one. Streams never move a checkpoint.
    fileprivate func locateStream(name: String, fingerprint: UInt64) throws -> Source {
        if let found = try backend.streamSource(fingerprint: fingerprint) {
            return Source(id: found.id, generation: found.generation)
        }
        let id = try backend.insertStreamSource(name: name, fingerprint: fingerprint, now: Clocks.unixMilliseconds())
        return Source(id: id, generation: 1)
    }
}
