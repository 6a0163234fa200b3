#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FSTelIO
import FSTelModel

extension IngestEngine {
    /// Finds (or creates) the source record a regular file continues, under the write
    /// lock, and the reader positioned where its unstored lines begin (the identity model
    /// of docs/ingest.md).
    enum LocatedFile {
        /// Read from `reader`, whose unstored lines begin at `startOffset`; `inHand` is a
        /// line already taken from it (with the blank lines before it), handled first;
        /// `records` are the records with its first line as found.
        case read(Source, reader: LineReader, inHand: FirstLine?, startOffset: Int64, records: [StoredSource])
        /// A compressed file unchanged since it was read to its end.
        case upToDate(StoredSource)
    }

    /// Reads the records with the file's first line, decides which one it continues
    /// (``FileIdentity``, its questions answered from the file and the store), and writes
    /// what the decision says: a legacy record's fingerprint, a checkpoint moved back to
    /// the start of its last line, or a new record.
    func locateFile(
        _ probe: LineReader, first: FirstLine, status: FileStatus, run: RunState, report: inout FileIngestReport
    ) throws -> LocatedFile {
        let records = try backend.fileSources(fingerprint: first.fingerprint)
        let compressed = probe.isCompressed
        let file = FileIdentity.File(
            device: status.device, inode: status.inode, size: status.size, changedNanoseconds: status.changedNanoseconds,
            compressed: compressed)
        let outcome = try FileIdentity.decide(
            file, records: records, context: FileIdentity.Context(final: options.final, mayDefer: run.mayDefer),
            facts: FileFacts(engine: self, probe: probe, status: status, run: run))
        if let legacy = outcome.adoptsLegacy {
            try backend.setFingerprint(first.fingerprint, sourceID: legacy.id)
        }
        switch outcome.decision {
        case .upToDate(let record):
            report.resumed = record.offset > 0
            return .upToDate(record)
        case .unchanged(let record, let reader), .legacy(let record, let reader):
            report.resumed = record.offset > 0
            return .read(
                Source(id: record.id, generation: record.generation), reader: reader, inHand: nil, startOffset: record.offset,
                records: records)
        case .continues(let record, let reader, let rewoundFrom):
            if let rewoundFrom {
                // Its last line, read whole by --final before the writer completed it, is
                // read again from its start.
                try backend.rewindCheckpoint(
                    sourceID: record.id, generation: record.generation, from: rewoundFrom,
                    to: DecodePipeline.Position(offset: record.offset, line: record.line, prefixHash: record.tailHash ?? 0))
            }
            report.resumed = record.offset > 0
            return .read(
                Source(id: record.id, generation: record.generation), reader: reader, inHand: nil, startOffset: record.offset,
                records: records)
        case .copy(let reader, let inHand, var start, let rewritten):
            report.replaced = rewritten
            // This file's own record begins where the shared content ends.
            if inHand == nil { start = DecodePipeline.Position(reader) }
            let id = try backend.insertFileSource(
                status: status, fingerprint: first.fingerprint, compressed: compressed, start: start, now: Clocks.unixMilliseconds())
            report.resumed = start.offset > 0
            return .read(Source(id: id, generation: 1), reader: reader, inHand: inHand, startOffset: start.offset, records: records)
        case .newContent(let rewritten):
            report.replaced = rewritten
            let id = try backend.insertFileSource(
                status: status, fingerprint: first.fingerprint, compressed: compressed,
                start: DecodePipeline.Position(offset: 0, line: 0, prefixHash: PrefixHash().value), now: Clocks.unixMilliseconds())
            return .read(Source(id: id, generation: 1), reader: probe, inHand: first, startOffset: 0, records: records)
        case .deferred:
            throw Deferred()
        }
    }

    /// ``FileIdentity``'s questions answered from the file being read (`probe`), the other
    /// files records name or this run read, and the store's reads.
    struct FileFacts: FileIdentity.Facts {
        let engine: IngestEngine
        let probe: LineReader
        let status: FileStatus
        let run: RunState

        private var options: IngestOptions { engine.options }

        func currentSize() -> Int64 {
            probe.openFileStatus(canonicalPath: status.canonicalPath)?.size ?? status.size
        }

        func resume(at record: StoredSource) throws -> (reader: LineReader, endsLine: Bool)? {
            guard let hash = record.tailHash else { return nil }
            let reader = try LineReader(
                sameFileAs: probe, startOffset: record.offset, startLine: record.line,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final, resumePrefixHash: hash)
            guard reader.reachedStart else { return nil }
            return (reader, try reader.startsAfterNewline || !reader.hasMoreInput())
        }

        func prefix(at record: StoredSource) throws -> FileIdentity.Prefix<LineReader>? {
            guard let hash = record.tailHash, let tailLength = record.tailLength else { return nil }
            let full = record.hasFullPrefix
            let reader = try LineReader(
                sameFileAs: probe, startOffset: record.offset, startLine: record.line,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final, verifyTailLength: full ? 0 : tailLength)
            guard reader.reachedStart else { return nil }
            let endsLine = try reader.startsAfterNewline || !reader.hasMoreInput()
            return FileIdentity.Prefix(
                reader: reader, matches: full ? reader.prefixHash() == hash : reader.startTailHash == hash, endsLine: endsLine)
        }

        /// The line's start is looked for in the 1 MiB before the checkpoint
        /// (``IngestEngine/lineStart(before:path:)``).
        func lastLineStart(of record: StoredSource) throws -> (offset: Int64, prefixHash: UInt64, reader: LineReader)? {
            guard let start = IngestEngine.lineStart(before: record.offset, path: status.canonicalPath) else { return nil }
            let reader = try LineReader(
                sameFileAs: probe, startOffset: start, startLine: record.line - 1,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final)
            guard reader.reachedStart else { return nil }
            return (start, reader.prefixHash(), reader)
        }

        func legacyRecord() throws -> StoredSource? {
            try engine.legacySource(status: status)
        }

        func reader(at legacy: StoredSource) throws -> LineReader? {
            let reader = try LineReader(
                sameFileAs: probe, startOffset: legacy.offset, startLine: legacy.line,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final)
            return reader.reachedStart ? reader : nil
        }

        func coverage(beyond offset: Int64, records: [StoredSource], matched: StoredSource?) throws
            -> (best: FileIdentity.Coverage<LineReader>?, unresolved: Bool)
        {
            try engine.coveredBeyond(offset, records: records, probe: probe, matched: matched, run: run)
        }

        func pathHasRecord() throws -> Bool {
            try engine.backend.hasFileSource(path: status.canonicalPath)
        }
    }

    /// The offset just after the last line feed before `offset` in the plain file at `path`
    /// (0 when there is none), looked for in the 1 MiB before it; nil when it is not there.
    fileprivate static func lineStart(before offset: Int64, path: String) -> Int64? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let window = 1 << 20
        let from = max(0, offset - Int64(window))
        var bytes = [UInt8](repeating: 0, count: Int(offset - from))
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(from)) }
        guard count == bytes.count else { return nil }
        if let newline = bytes.lastIndex(of: 0x0A) { return from + Int64(newline) + 1 }
        return from == 0 ? 0 : nil
    }

    /// Where this file's lines stop being those of another recorded file (one of
    /// `records`, longer than what this file matched at `offset`): that file must still
    /// hold its record's content, under its recorded path or a path this run read it
    /// under (device and inode). The furthest such place wins; `unresolved` tells that
    /// some record's file was not found (it may be another input of the command).
    fileprivate func coveredBeyond(
        _ offset: Int64, records: [StoredSource], probe: LineReader, matched: StoredSource?, run: RunState
    ) throws -> (best: FileIdentity.Coverage<LineReader>?, unresolved: Bool) {
        var best: FileIdentity.Coverage<LineReader>?
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
                // The other file failing to read (a gzip damaged since) ends the comparison
                // there: this file's lines from here on are read as its own.
                // Their line counts only where it lies whole within their record: a last line
                // the record holds only in part (`--final` read it before the writer completed
                // it) was not stored as the line it is now.
                if theirs.offset < record.offset, !line.isTruncated, case .line(let their)? = try? theirs.read(), !their.isTruncated,
                   theirs.offset <= record.offset {
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
                best = FileIdentity.Coverage(reader: mine, inHand: inHand, start: start)
            }
        }
        return (best, unresolved)
    }

    /// A reader of the file a record was saved from, when its recorded path (or a path
    /// this run read that device and inode under) still names that file and the file still
    /// holds the record's content (its prefix hashed again up to the checkpoint).
    func holding(_ record: StoredSource, run: RunState) -> LineReader? {
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
    /// file (and takes the fingerprint, ``locateFile(_:first:status:run:report:)``).
    package func legacySource(status: FileStatus) throws -> StoredSource? {
        guard let stored = try backend.legacySource(path: status.canonicalPath) else { return nil }
        guard let size = stored.size, status.size >= size else { return nil }
        if let length = stored.prefixLength, let hash = stored.prefixHash, length > 0 {
            let now = try FileFingerprint.of(path: status.canonicalPath, prefixLength: length)
            guard now.prefixLength == length, now.prefixHash == hash else { return nil }
        }
        return stored
    }

    /// The other records with this file's first line, as this ingest last saw them. Between
    /// two batches another ingest may have read further a file with the same content (a
    /// copy, a compressed copy, the file this one was copied from) under a record of its
    /// own: the lines it stored are this file's next lines, and are skipped, not counted
    /// twice. A record is taken as the same content only when this file's bytes up to its
    /// checkpoint hash as recorded; one that does not match is never read for again (a
    /// longer prefix of it cannot match either) until it is rewritten.
    package struct Relatives {
        /// Record id -> (generation, checkpoint) last seen.
        package var seen: [Int64: (generation: Int64, offset: Int64)] = [:]
        /// Records whose content this file left (id, generation).
        var unrelated: Set<[Int64]> = []

        package init(known: [StoredSource]) {
            for record in known { seen[record.id] = (record.generation, record.offset) }
        }
    }

    /// The furthest checkpoint beyond `offset` of another record that this file's content
    /// really continues (its bytes hashed up to there), among the records that are new or
    /// moved since last seen; nil when there is none.
    func furthestRelative(
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

    enum Recheck {
        case `continue`
        /// Another ingest found the file rewritten and reads it again from its start.
        case handedOver
    }

    /// Reads the source's checkpoint again under the write lock: another ingest of the
    /// same file may have stored lines since this one's last batch; they are skipped.
    func recheck(
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
}
