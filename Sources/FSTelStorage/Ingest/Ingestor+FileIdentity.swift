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
    package enum LocatedFile {
        /// Read from `reader`, whose unstored lines begin at `startOffset`; `inHand` is a
        /// line already taken from it (with the blank lines before it), handled first;
        /// `records` are the records with its first line as found.
        case read(Source, reader: LineReader, inHand: FirstLine?, startOffset: Int64, records: [StoredSource])
        /// A compressed file unchanged since it was read to its end.
        case upToDate(StoredSource)
    }

    package func locateFile(
        _ probe: LineReader, first: FirstLine, status: FileStatus, run: RunState, report: inout FileIngestReport
    ) throws -> LocatedFile {
        let mayDefer = run.mayDefer
        let records = try backend.fileSources(fingerprint: first.fingerprint)
        let owned = { (s: StoredSource) in s.device == status.device && s.inode == status.inode }
        let compressed = probe.isCompressed

        // 1. Unchanged since this very file saved a record: its prefix is not read again.
        if let unchanged = try unchangedSinceSaved(records, probe: probe, status: status, owned: owned, report: &report) {
            return unchanged
        }

        // 2. The longest recorded prefix this file really starts with.
        let matched = try longestRecordedPrefix(records, probe: probe, status: status, owned: owned)
        if matched == nil, let legacy = try adoptLegacySource(status: status, fingerprint: first.fingerprint) {
            let reader = try LineReader(
                sameFileAs: probe, startOffset: legacy.offset, startLine: legacy.line,
                maxLineBytes: options.maxLineBytes, finalLastLine: options.final)
            if reader.reachedStart {
                report.resumed = legacy.offset > 0
                return .read(Source(id: legacy.id, generation: legacy.generation), reader: reader, inHand: nil, startOffset: legacy.offset, records: records)
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
            if let from = record.rewoundFrom {
                // Its last line, read whole by --final before the writer completed it, is
                // read again from its start.
                try backend.rewindCheckpoint(
                    sourceID: record.id, generation: record.generation, from: from,
                    to: DecodePipeline.Position(offset: record.offset, line: record.line, prefixHash: record.tailHash ?? 0))
            }
            report.resumed = record.offset > 0
            return .read(Source(id: record.id, generation: record.generation), reader: reader!, inHand: inHand, startOffset: record.offset, records: records)
        }
        report.replaced = try backend.hasFileSource(path: status.canonicalPath) && start.offset == 0
        let now = Clocks.unixMilliseconds()
        if let reader {
            // Another file's record, or a prefix it shares: this file's own record begins there.
            if inHand == nil { start = DecodePipeline.Position(reader) }
            let id = try backend.insertFileSource(
                status: status, fingerprint: first.fingerprint, compressed: compressed, start: start, now: now)
            report.resumed = start.offset > 0
            return .read(Source(id: id, generation: 1), reader: reader, inHand: inHand, startOffset: start.offset, records: records)
        }
        // Content no record holds: a record of its own, read from the start.
        let id = try backend.insertFileSource(
            status: status, fingerprint: first.fingerprint, compressed: compressed,
            start: DecodePipeline.Position(offset: 0, line: 0, prefixHash: PrefixHash().value), now: now)
        return .read(Source(id: id, generation: 1), reader: probe, inHand: first, startOffset: 0, records: records)
    }

    /// Step 1 of ``locateFile``: the record this very file saved, when the file is unchanged
    /// since (same device, inode, size and status-change time) and no longer record has the
    /// same first line; nil when there is none or its prefix must be read again.
    private func unchangedSinceSaved(
        _ records: [StoredSource], probe: LineReader, status: FileStatus, owned: (StoredSource) -> Bool,
        report: inout FileIngestReport
    ) throws -> LocatedFile? {
        let compressed = probe.isCompressed
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
                    return .read(Source(id: record.id, generation: record.generation), reader: reader, inHand: nil, startOffset: record.offset, records: records)
                }
            }
        }
        return nil
    }

    /// Step 2 of ``locateFile``: the longest recorded prefix this file really starts with
    /// (its bytes read and hashed up to there), and a reader positioned at its end.
    private func longestRecordedPrefix(
        _ records: [StoredSource], probe: LineReader, status: FileStatus, owned: (StoredSource) -> Bool
    ) throws -> (record: StoredSource, reader: LineReader)? {
        let compressed = probe.isCompressed
        // The file's size is taken again now, under the lock: it may have grown since it
        // was opened, and another ingest read it further.
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
            // by a file that ends there too: a longer one holds more of that line. Except the
            // file that saved it, grown since (the writer completed the line and went on): it
            // continues the record from that line's start, the line read again whole.
            if !reader.startsAfterNewline, try reader.hasMoreInput() {
                if owned(record), !compressed, full, reader.prefixHash() == hash,
                   let rewound = try startOfLastLine(record, probe: probe, path: status.canonicalPath) {
                    matched = rewound
                    break
                }
                continue
            }
            if full ? reader.prefixHash() == hash : reader.startTailHash == hash {
                matched = (record, reader)
                break
            }
        }
        return matched
    }

    /// The record `record` as it stood before its last line, which has no line feed, and a
    /// reader of this file at that line's start (the record's prefix up to there hashed
    /// again); nil when the line cannot be found (it began before the last 1 MiB).
    private func startOfLastLine(
        _ record: StoredSource, probe: LineReader, path: String
    ) throws -> (record: StoredSource, reader: LineReader)? {
        guard record.line > 0, let start = Self.lineStart(before: record.offset, path: path) else { return nil }
        let reader = try LineReader(
            sameFileAs: probe, startOffset: start, startLine: record.line - 1,
            maxLineBytes: options.maxLineBytes, finalLastLine: options.final)
        guard reader.reachedStart else { return nil }
        var rewound = record
        rewound.offset = start
        rewound.line = record.line - 1
        rewound.tailLength = Int(start)
        rewound.tailHash = reader.prefixHash()
        rewound.readToEnd = false
        rewound.rewoundFrom = record.offset
        return (rewound, reader)
    }

    /// The offset just after the last line feed before `offset` in the plain file at `path`
    /// (0 when there is none), looked for in the 1 MiB before it; nil when it is not there.
    package static func lineStart(before offset: Int64, path: String) -> Int64? {
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
    package func coveredBeyond(
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
                best = (mine, inHand, start)
            }
        }
        return (best, unresolved)
    }

    /// A reader of the file a record was saved from, when its recorded path (or a path
    /// this run read that device and inode under) still names that file and the file still
    /// holds the record's content (its prefix hashed again up to the checkpoint).
    package func holding(_ record: StoredSource, run: RunState) -> LineReader? {
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
    package func adoptLegacySource(status: FileStatus, fingerprint: UInt64) throws -> StoredSource? {
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
    package struct Relatives {
        /// Record id -> (generation, checkpoint) last seen.
        package var seen: [Int64: (generation: Int64, offset: Int64)] = [:]
        /// Records whose content this file left (id, generation).
        package var unrelated: Set<[Int64]> = []

        package init(known: [StoredSource]) {
            for record in known { seen[record.id] = (record.generation, record.offset) }
        }
    }

    /// The furthest checkpoint beyond `offset` of another record that this file's content
    /// really continues (its bytes hashed up to there), among the records that are new or
    /// moved since last seen; nil when there is none.
    package func furthestRelative(
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

    package enum Recheck {
        case `continue`
        /// Another ingest found the file rewritten and reads it again from its start.
        case handedOver
    }

    /// Reads the source's checkpoint again under the write lock: another ingest of the
    /// same file may have stored lines since this one's last batch; they are skipped.
    package func recheck(
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
