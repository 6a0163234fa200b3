import FSTelIO
import FSTelModel

extension IngestEngine {
    // MARK: Streams

    func ingestStream(
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
    func locateStream(name: String, fingerprint: UInt64) throws -> Source {
        if let found = try backend.streamSource(fingerprint: fingerprint) {
            return Source(id: found.id, generation: found.generation)
        }
        let id = try backend.insertStreamSource(name: name, fingerprint: fingerprint, now: Clocks.unixMilliseconds())
        return Source(id: id, generation: 1)
    }
}
