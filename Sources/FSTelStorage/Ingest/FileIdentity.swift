import FSTelIO

/// Which record a regular file continues, decided from facts alone (the identity model of
/// docs/ingest.md): the file's status, the records with its first line (``StoredSource``
/// rows), and facts of its content asked as they are needed (``FileIdentityFacts``: where
/// its bytes hash as a record's prefix, where a line ends). No store call is made here;
/// ``IngestEngine/locateFile(_:first:status:run:report:)`` reads the records, answers the
/// questions from the file and the store, and writes what the decision says.
///
/// The steps, in order:
/// 1. Unchanged since this very file saved a record (same device, inode, size, ctime and
///    compression, no longer record of another file): up to date (compressed, read to its
///    end) or continued at its checkpoint without hashing the prefix again.
/// 2. The longest recorded prefix this file really starts with (hashed up to there); a
///    record whose last line had no line feed is continued only by a file that ends there
///    too, except by the file that saved it, grown since: continued from that line's start.
/// 3. Without one, a record from before fingerprints, under this path.
/// 4. Beyond the prefix, as far as another recorded file still holding its record's content
///    has the same lines (this file is an earlier copy or a snapshot of it); when such a
///    file was not found and the command has other inputs, the file is put off.
/// 5. Then: this file's own record is continued, or a new record begins where the content
///    another record holds ends (a rotated or copied file), or at 0 (new content; a rewrite
///    when a record had this path).
enum FileIdentity {
    /// The status of the file, taken when it was opened.
    package struct File: Equatable {
        package var device: UInt64
        package var inode: UInt64
        package var size: Int64
        package var changedNanoseconds: Int64
        package var compressed: Bool

        init(device: UInt64, inode: UInt64, size: Int64, changedNanoseconds: Int64, compressed: Bool) {
            self.device = device
            self.inode = inode
            self.size = size
            self.changedNanoseconds = changedNanoseconds
            self.compressed = compressed
        }

        /// True when `record` was saved from this file (under this name or another).
        func owns(_ record: StoredSource) -> Bool {
            record.device == device && record.inode == inode
        }
    }

    /// How the file is read.
    struct Context: Equatable {
        /// `--final`: an unterminated last line is read as complete.
        package var final: Bool
        /// The file may be put off until the command's other inputs are read.
        var mayDefer: Bool

        init(final: Bool, mayDefer: Bool) {
            self.final = final
            self.mayDefer = mayDefer
        }
    }

    /// The file's content read up to a record's checkpoint.
    struct Prefix<Reader> {
        /// A reader of the file at the checkpoint.
        package var reader: Reader
        /// The bytes before the checkpoint hash as recorded (all of them for a record with
        /// its full prefix, else its last `tailLength`).
        package var matches: Bool
        /// A line feed is just before the checkpoint, or nothing follows it.
        var endsLine: Bool

        init(reader: Reader, matches: Bool, endsLine: Bool) {
            self.reader = reader
            self.matches = matches
            self.endsLine = endsLine
        }
    }

    /// How far this file's lines are those of another recorded file beyond what it matched.
    struct Coverage<Reader> {
        /// A reader of this file where they stop being the same.
        package var reader: Reader
        /// The first line that differs (read from `reader`), nil when they are the same to
        /// this file's end.
        var inHand: FirstLine?
        /// Where the same lines end.
        package var start: DecodePipeline.Position

        init(reader: Reader, inHand: FirstLine?, start: DecodePipeline.Position) {
            self.reader = reader
            self.inHand = inHand
            self.start = start
        }
    }

    /// What the decision asks, answered from the file (and the store's reads).
    package protocol Facts {
        associatedtype Reader
        /// The file's size now (it may have grown since it was opened).
        func currentSize() throws -> Int64
        /// A reader at `record`'s checkpoint trusting the recorded prefix (not read), and
        /// whether a line ends there; nil when the file does not reach it.
        func resume(at record: StoredSource) throws -> (reader: Reader, endsLine: Bool)?
        /// The file read up to `record`'s checkpoint; nil when it does not reach it.
        func prefix(at record: StoredSource) throws -> Prefix<Reader>?
        /// Where the last line before `record`'s checkpoint starts in this (plain) file, the
        /// prefix hash up to there and a reader there; nil when it cannot be found.
        func lastLineStart(of record: StoredSource) throws -> (offset: Int64, prefixHash: UInt64, reader: Reader)?
        /// A record from before fingerprints under this file's path that this file still
        /// is (its first bytes as hashed, not shrunk); nil when there is none.
        func legacyRecord() throws -> StoredSource?
        /// A reader at a legacy record's checkpoint; nil when the file does not reach it.
        func reader(at legacy: StoredSource) throws -> Reader?
        /// How far this file's lines beyond `offset` are those of the recorded files of
        /// `records` (each longer than `offset`) that still hold their record's content;
        /// `unresolved` when some record's file was not found.
        func coverage(beyond offset: Int64, records: [StoredSource], matched: StoredSource?) throws
            -> (best: Coverage<Reader>?, unresolved: Bool)
        /// True when a file record was saved under this file's path.
        func pathHasRecord() throws -> Bool
    }

    /// Where the file's unstored lines begin, and under which record.
    enum Decision<Reader> {
        /// A compressed file unchanged since it was read to its end: nothing to read.
        case upToDate(StoredSource)
        /// Unchanged since it saved `record`: continued at its checkpoint, the prefix not
        /// read again.
        case unchanged(StoredSource, reader: Reader)
        /// The file saved `record` and starts with its content: continued at its
        /// checkpoint; `rewoundFrom` is where the checkpoint was before its last line (with
        /// no line feed, read whole by `--final`) is read again from its start.
        case continues(StoredSource, reader: Reader, rewoundFrom: Int64?)
        /// A record from before fingerprints, continued at its checkpoint.
        case legacy(StoredSource, reader: Reader)
        /// The file holds content another record holds up to `start` (a rotated or copied
        /// file, an earlier snapshot): a record of its own begins there; `inHand` is the
        /// first line read after it. `rewritten` when a record had this path and nothing
        /// is shared.
        case copy(reader: Reader, inHand: FirstLine?, start: DecodePipeline.Position, rewritten: Bool)
        /// Content no record holds: a record of its own, read from the start. `rewritten`
        /// when a record had this path (the file was replaced or rewritten in place).
        case newContent(rewritten: Bool)
        /// Put off until the command's other inputs are read: one of them may hold the
        /// longer content a record of this file's first line has.
        case deferred
    }

    /// A decision, and the legacy record that takes the file's fingerprint (whatever the
    /// decision: it is this file).
    package struct Outcome<Reader> {
        var decision: Decision<Reader>
        var adoptsLegacy: StoredSource?
    }

    /// Decides which record `file`, with `records` (the records with its first line), continues.
    static func decide<F: Facts>(
        _ file: File, records: [StoredSource], context: Context, facts: F
    ) throws -> Outcome<F.Reader> {
        // 1. Unchanged since this very file saved a record: its prefix is not read again.
        if let unchanged = try unchangedSinceSaved(file, records: records, context: context, facts: facts) {
            return Outcome(decision: unchanged, adoptsLegacy: nil)
        }

        // 2. The longest recorded prefix this file really starts with.
        let matched = try longestRecordedPrefix(file, records: records, facts: facts)

        // 3. A record from before fingerprints.
        var adopted: StoredSource?
        if matched == nil, let legacy = try facts.legacyRecord() {
            adopted = legacy
            if let reader = try facts.reader(at: legacy) {
                return Outcome(decision: .legacy(legacy, reader: reader), adoptsLegacy: legacy)
            }
        }

        // 4. Read on beyond it as far as another recorded file, still holding its record's
        //    content, has the same lines (this file is an earlier copy or a snapshot of it).
        let matchedOffset = matched?.record.offset ?? 0
        var reader = matched?.reader
        var inHand: FirstLine?
        var start = DecodePipeline.Position(offset: matchedOffset, line: matched?.record.line ?? 0, prefixHash: 0)
        let longer = records.filter { $0.offset > matchedOffset && !file.owns($0) }
        let covered = longer.isEmpty
            ? (best: nil, unresolved: false)
            : try facts.coverage(beyond: matchedOffset, records: longer, matched: matched?.record)
        if covered.unresolved && context.mayDefer && (covered.best == nil || covered.best?.inHand != nil) {
            return Outcome(decision: .deferred, adoptsLegacy: adopted)
        }
        if let best = covered.best, best.start.offset > matchedOffset || (best.inHand == nil && best.start.offset >= matchedOffset) {
            reader = best.reader
            inHand = best.inHand
            start = best.start
        }

        // 5. This file's own record, or a new one.
        if let (record, _) = matched, file.owns(record), start.offset == record.offset, let reader {
            // This file saved the record (under this name or another: a rename, a hard link).
            return Outcome(decision: .continues(record, reader: reader, rewoundFrom: record.rewoundFrom), adoptsLegacy: adopted)
        }
        let rewritten = try facts.pathHasRecord() && start.offset == 0
        if let reader {
            // Another file's record, or a prefix it shares: this file's own record begins there.
            return Outcome(decision: .copy(reader: reader, inHand: inHand, start: start, rewritten: rewritten), adoptsLegacy: adopted)
        }
        // Content no record holds: a record of its own, read from the start.
        return Outcome(decision: .newContent(rewritten: rewritten), adoptsLegacy: adopted)
    }

    /// Step 1: the record this very file saved, when the file is unchanged since (same
    /// device, inode, size, status-change time and compression) and no longer record has
    /// the same first line; nil when there is none or its prefix must be read again.
    static func unchangedSinceSaved<F: Facts>(
        _ file: File, records: [StoredSource], context: Context, facts: F
    ) throws -> Decision<F.Reader>? {
        guard let record = records.first(where: {
            file.owns($0) && $0.size == file.size && $0.modified == file.changedNanoseconds && $0.compressed == file.compressed
        }), records.allSatisfy({ $0.offset <= record.offset || file.owns($0) }) else { return nil }
        if file.compressed {
            return record.readToEnd && !context.final ? .upToDate(record) : nil
        }
        guard record.hasFullPrefix, record.tailHash != nil, let resumed = try facts.resume(at: record), resumed.endsLine else {
            return nil
        }
        return .unchanged(record, reader: resumed.reader)
    }

    /// Step 2: the longest recorded prefix this file really starts with (its bytes read and
    /// hashed up to there), and a reader positioned at its end.
    static func longestRecordedPrefix<F: Facts>(
        _ file: File, records: [StoredSource], facts: F
    ) throws -> (record: StoredSource, reader: F.Reader)? {
        // The file's size is taken again now, under the lock: it may have grown since it
        // was opened, and another ingest read it further.
        let size = try facts.currentSize()
        // Longest first; of equal ones, the record this file saved.
        for record in records.sorted(by: { $0.offset != $1.offset ? $0.offset > $1.offset : file.owns($0) && !file.owns($1) }) {
            if !file.compressed && record.offset > size { continue }
            guard record.tailHash != nil, record.tailLength != nil, let prefix = try facts.prefix(at: record) else { continue }
            // A record whose last line had no line feed (read with --final) is continued only
            // by a file that ends there too: a longer one holds more of that line. Except the
            // file that saved it, grown since (the writer completed the line and went on): it
            // continues the record from that line's start, the line read again whole.
            if !prefix.endsLine {
                if file.owns(record), !file.compressed, record.hasFullPrefix, prefix.matches, record.line > 0,
                   let start = try facts.lastLineStart(of: record) {
                    var rewound = record
                    rewound.offset = start.offset
                    rewound.line = record.line - 1
                    rewound.tailLength = Int(start.offset)
                    rewound.tailHash = start.prefixHash
                    rewound.readToEnd = false
                    rewound.rewoundFrom = record.offset
                    return (rewound, start.reader)
                }
                continue
            }
            if prefix.matches { return (record, prefix.reader) }
        }
        return nil
    }
}
