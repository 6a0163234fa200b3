import FSTelIO
import Testing
@testable import FSTelStorage

/// ``FileIdentity`` decided from facts alone, without a store or a file: the file's content
/// is bytes in memory, its records are ``StoredSource`` values made from those bytes, and
/// the questions the decision asks are answered from them and logged (a reader is the
/// offset it stands at).
@Suite struct FileIdentityTests {
    /// A file's content and what the store says about its path, answering the decision's
    /// questions the way the engine does from a real file.
    final class Content: FileIdentity.Facts {
        var bytes: [UInt8]
        var legacy: StoredSource?
        var pathHasRecordAnswer = false
        var coverageAnswer: (best: FileIdentity.Coverage<Int>?, unresolved: Bool) = (nil, false)
        private(set) var asked: [String] = []

        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        func hash(_ range: Range<Int>) -> UInt64 {
            bytes[range].withUnsafeBytes { PrefixHash.of($0).value }
        }

        func endsLine(at offset: Int) -> Bool {
            offset == 0 || bytes[offset - 1] == 0x0A || offset == bytes.count
        }

        func currentSize() -> Int64 {
            asked.append("size")
            return Int64(bytes.count)
        }

        func resume(at record: StoredSource) -> (reader: Int, endsLine: Bool)? {
            asked.append("resume \(record.id)")
            let offset = Int(record.offset)
            guard offset <= bytes.count else { return nil }
            return (offset, endsLine(at: offset))
        }

        func prefix(at record: StoredSource) -> FileIdentity.Prefix<Int>? {
            asked.append("prefix \(record.id)")
            let offset = Int(record.offset)
            guard offset <= bytes.count, let tailLength = record.tailLength else { return nil }
            let matches = hash((offset - min(tailLength, offset))..<offset) == record.tailHash
            return FileIdentity.Prefix(reader: offset, matches: matches, endsLine: endsLine(at: offset))
        }

        func lastLineStart(of record: StoredSource) -> (offset: Int64, prefixHash: UInt64, reader: Int)? {
            asked.append("last line \(record.id)")
            let end = Int(record.offset)
            let start = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return (Int64(start), hash(0..<start), start)
        }

        func legacyRecord() -> StoredSource? {
            asked.append("legacy")
            return legacy
        }

        func reader(at legacy: StoredSource) -> Int? {
            asked.append("legacy reader")
            return legacy.offset <= bytes.count ? Int(legacy.offset) : nil
        }

        func coverage(beyond offset: Int64, records: [StoredSource], matched: StoredSource?) -> (best: FileIdentity.Coverage<Int>?, unresolved: Bool) {
            asked.append("coverage beyond \(offset) of \(records.map(\.id))")
            return coverageAnswer
        }

        func pathHasRecord() -> Bool {
            asked.append("path")
            return pathHasRecordAnswer
        }
    }

    static let me = (device: UInt64(1), inode: UInt64(10))
    static let other = (device: UInt64(1), inode: UInt64(20))

    /// A record of `content`'s first `offset` bytes, its prefix hashed whole, saved from the
    /// file `file` when it had `size` bytes and ctime `changed`.
    static func record(
        _ id: Int64, of content: Content, upTo offset: Int, from file: (device: UInt64, inode: UInt64), size: Int,
        changed: Int64 = 5, compressed: Bool = false, readToEnd: Bool = false, path: String = "/logs/app.log"
    ) -> StoredSource {
        StoredSource(
            id: id, offset: Int64(offset), line: content.bytes[..<offset].filter { $0 == 0x0A }.count,
            tailLength: offset, tailHash: content.hash(0..<offset), device: file.device, inode: file.inode,
            modified: changed, size: Int64(size), readToEnd: readToEnd, compressed: compressed, path: path)
    }

    static func file(_ content: Content, size: Int? = nil, changed: Int64 = 5, compressed: Bool = false, inode: UInt64 = me.inode) -> FileIdentity.File {
        FileIdentity.File(
            device: me.device, inode: inode, size: Int64(size ?? content.bytes.count), changedNanoseconds: changed,
            compressed: compressed)
    }

    static func decide(
        _ file: FileIdentity.File, _ records: [StoredSource], _ content: Content, final: Bool = false, mayDefer: Bool = false
    ) throws -> FileIdentity.Outcome<Int> {
        try FileIdentity.decide(file, records: records, context: FileIdentity.Context(final: final, mayDefer: mayDefer), facts: content)
    }

    static let two = "{\"a\":1}\n{\"b\":2}\n"

    // MARK: Unchanged

    @Test func aCompressedFileUnchangedSinceReadToItsEndIsUpToDateWithoutReading() throws {
        let content = Content(Self.two)
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16, compressed: true, readToEnd: true)
        let outcome = try Self.decide(Self.file(content, compressed: true), [saved], content)
        guard case .upToDate(let record) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 1)
        #expect(content.asked.isEmpty)
    }

    @Test func aCompressedFileUnchangedIsReadAgainUnderFinalFromItsCheckpoint() throws {
        let content = Content(Self.two)
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16, compressed: true, readToEnd: true)
        let outcome = try Self.decide(Self.file(content, compressed: true), [saved], content, final: true)
        guard case .continues(let record, let reader, nil) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 1 && reader == 16)
        #expect(content.asked == ["size", "prefix 1"])
    }

    @Test func aCompressedFileNotReadToItsEndIsNotUpToDate() throws {
        let content = Content(Self.two)
        let saved = Self.record(1, of: content, upTo: 8, from: Self.me, size: 16, compressed: true, readToEnd: false)
        let outcome = try Self.decide(Self.file(content, compressed: true), [saved], content)
        guard case .continues(let record, let reader, nil) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 1 && reader == 8)
    }

    @Test func aPlainFileUnchangedSinceItsRecordContinuesAtTheCheckpointWithoutHashingThePrefix() throws {
        let content = Content(Self.two)
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16)
        let outcome = try Self.decide(Self.file(content), [saved], content)
        guard case .unchanged(let record, let reader) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 1 && reader == 16)
        #expect(content.asked == ["resume 1"])
    }

    /// The status is all step 1 looks at: an edit that kept size and ctime is not seen.
    @Test func anEditThatKeptSizeAndCtimeIsNotSeen() throws {
        let content = Content(Self.two)
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16)
        content.bytes[3] = UInt8(ascii: "z")
        let outcome = try Self.decide(Self.file(content), [saved], content)
        guard case .unchanged(let record, _) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 1)
    }

    @Test func aMovedCtimeMakesAnEditedFileNewContentUnderItsPath() throws {
        let content = Content(Self.two)
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16)
        content.bytes[3] = UInt8(ascii: "z")
        content.pathHasRecordAnswer = true
        let outcome = try Self.decide(Self.file(content, changed: 6), [saved], content)
        guard case .newContent(rewritten: true) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(content.asked == ["size", "prefix 1", "legacy", "path"])
    }

    @Test func aLongerRecordOfAnotherFileMakesAnUnchangedFileHashItsPrefix() throws {
        let content = Content(Self.two)
        let longer = Content(Self.two + "{\"c\":3}\n")
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16)
        let copy = Self.record(2, of: longer, upTo: 24, from: Self.other, size: 24)
        let outcome = try Self.decide(Self.file(content), [saved, copy], content)
        guard case .continues(let record, let reader, nil) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 1 && reader == 16)
        #expect(!content.asked.contains("resume 1"))
        #expect(content.asked.contains("prefix 1"))
        #expect(content.asked.contains("coverage beyond 16 of [2]"))
    }

    // MARK: Prefixes

    @Test func aGrownFileContinuesItsRecordAtTheCheckpoint() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16)
        let outcome = try Self.decide(Self.file(content, changed: 9), [saved], content)
        guard case .continues(let record, let reader, nil) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 1 && reader == 16)
        #expect(outcome.adoptsLegacy == nil)
    }

    @Test func theLongestMatchingRecordWinsAndOfEqualOnesTheFilesOwn() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let short = Self.record(1, of: content, upTo: 8, from: Self.other, size: 8)
        let theirs = Self.record(2, of: content, upTo: 16, from: Self.other, size: 16)
        let mine = Self.record(3, of: content, upTo: 16, from: Self.me, size: 16)
        let outcome = try Self.decide(Self.file(content, changed: 9), [short, theirs, mine], content)
        guard case .continues(let record, let reader, nil) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 3 && reader == 16)
        #expect(content.asked.filter { $0.hasPrefix("prefix") } == ["prefix 3"])
    }

    @Test func aRecordBeyondTheFilesCurrentSizeIsNotRead() throws {
        let content = Content(Self.two)
        let longer = Content(Self.two + "{\"c\":3}\n")
        let copy = Self.record(2, of: longer, upTo: 24, from: Self.other, size: 24)
        let outcome = try Self.decide(Self.file(content), [copy], content)
        #expect(!content.asked.contains("prefix 2"))
        guard case .newContent(rewritten: false) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
    }

    /// The size is taken again under the lock: a file grown since it was opened is read
    /// for the longer record.
    @Test func theSizeTakenUnderTheLockLetsAGrownFileMatchALongerRecord() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let copy = Self.record(2, of: content, upTo: 24, from: Self.other, size: 24)
        let outcome = try Self.decide(Self.file(content, size: 16), [copy], content)
        guard case .copy(let reader, nil, let start, rewritten: false) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(reader == 24 && start.offset == 24)
    }

    @Test func aRecordWithoutAPrefixHashIsNotMatched() throws {
        let content = Content(Self.two)
        var old = Self.record(1, of: content, upTo: 16, from: Self.other, size: 16)
        old.tailHash = nil
        let outcome = try Self.decide(Self.file(content), [old], content)
        #expect(!content.asked.contains("prefix 1"))
        guard case .newContent = outcome.decision else { Issue.record("\(outcome.decision)"); return }
    }

    // MARK: Copies and rotations

    /// A file rotated away by rename keeps its record; the new file under the path that
    /// starts with the same content (copytruncate's copy, a snapshot) begins a record of
    /// its own after it.
    @Test func aFileWithAnotherFilesRecordAsItsPrefixStartsItsOwnRecordThere() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let rotated = Self.record(1, of: content, upTo: 16, from: Self.other, size: 16)
        content.pathHasRecordAnswer = true
        let outcome = try Self.decide(Self.file(content), [rotated], content)
        guard case .copy(let reader, nil, let start, let rewritten) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(reader == 16 && start.offset == 16)
        #expect(!rewritten, "a prefix is shared: not a rewrite")
    }

    @Test func aFileThatLeftARecordsContentIsNewContent() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let other = Content("{\"a\":1}\n{\"x\":9}\n")
        let unrelated = Self.record(1, of: other, upTo: 16, from: Self.other, size: 16)
        let outcome = try Self.decide(Self.file(content), [unrelated], content)
        guard case .newContent(rewritten: false) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(content.asked.contains("prefix 1"))
    }

    /// A record whose last line had no line feed (read with `--final`) is not continued by
    /// another file that goes on after it: that file holds more of that line.
    @Test func aRecordEndingInsideALineIsNotContinuedByAnotherLongerFile() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let partial = Self.record(1, of: content, upTo: 20, from: Self.other, size: 20)
        let outcome = try Self.decide(Self.file(content), [partial], content)
        guard case .newContent = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(!content.asked.contains("last line 1"))
    }

    /// The file that saved such a record, grown since (the writer completed the line),
    /// continues it from that line's start: the line is read again whole.
    @Test func theFileThatSavedARecordEndingInsideALineRereadsThatLineWhole() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        // `--final` counted the unterminated line as read.
        var partial = Self.record(1, of: content, upTo: 20, from: Self.me, size: 20)
        partial.line = 3
        let outcome = try Self.decide(Self.file(content, changed: 9), [partial], content)
        guard case .continues(let record, let reader, let rewoundFrom) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(rewoundFrom == 20)
        #expect(record.offset == 16 && record.line == 2 && reader == 16)
        #expect(record.tailLength == 16 && record.tailHash == content.hash(0..<16))
        #expect(!record.readToEnd)
    }

    @Test func aCompressedFileDoesNotRereadAPartialLastLine() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let partial = Self.record(1, of: content, upTo: 20, from: Self.me, size: 20, compressed: true)
        let outcome = try Self.decide(Self.file(content, changed: 9, compressed: true), [partial], content)
        guard case .newContent = outcome.decision else { Issue.record("\(outcome.decision)"); return }
    }

    // MARK: Content another recorded file holds further

    @Test func aFileCoveredByAnotherRecordedFileBeyondItsPrefixStartsWhereTheyDiffer() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let longer = Content(Self.two + "{\"d\":4}\n{\"e\":5}\n")
        let theirs = Self.record(1, of: longer, upTo: 32, from: Self.other, size: 32)
        let differing = FirstLine(line: nil, fingerprint: 0)
        content.coverageAnswer = (FileIdentity.Coverage(reader: 24, inHand: differing, start: .init(offset: 16, line: 2, prefixHash: 7)), false)
        let outcome = try Self.decide(Self.file(content), [theirs], content)
        guard case .copy(let reader, let inHand, let start, rewritten: false) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(reader == 24 && inHand != nil && start.offset == 16 && start.prefixHash == 7)
        #expect(content.asked.contains("coverage beyond 0 of [1]"))
    }

    /// The longer record's file was not found: another input of the command may hold that
    /// content, so the file is put off when it may be.
    @Test func aFileWhoseLongerRecordsFileIsNotFoundIsPutOffWhenItMayBe() throws {
        let content = Content(Self.two)
        let longer = Content(Self.two + "{\"d\":4}\n")
        let theirs = Self.record(1, of: longer, upTo: 24, from: Self.other, size: 24)
        content.coverageAnswer = (nil, true)
        let deferred = try Self.decide(Self.file(content), [theirs], content, mayDefer: true)
        guard case .deferred = deferred.decision else { Issue.record("\(deferred.decision)"); return }
        let alone = try Self.decide(Self.file(content), [theirs], content, mayDefer: false)
        guard case .newContent = alone.decision else { Issue.record("\(alone.decision)"); return }
    }

    /// Covered to its end by a file that was found, the file is not put off even when
    /// another record's file was not found.
    @Test func aFileCoveredToItsEndIsNotPutOff() throws {
        let content = Content(Self.two)
        let longer = Content(Self.two + "{\"d\":4}\n")
        let theirs = Self.record(1, of: longer, upTo: 24, from: Self.other, size: 24)
        content.coverageAnswer = (FileIdentity.Coverage(reader: 16, inHand: nil, start: .init(offset: 16, line: 2, prefixHash: 0)), true)
        let outcome = try Self.decide(Self.file(content), [theirs], content, mayDefer: true)
        guard case .copy(16, nil, let start, rewritten: false) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(start.offset == 16)
    }

    // MARK: Legacy records

    @Test func aLegacyRecordUnderThePathIsContinuedAndTakesTheFingerprint() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        var legacy = Self.record(7, of: content, upTo: 16, from: Self.me, size: 16)
        legacy.tailHash = nil
        content.legacy = legacy
        let outcome = try Self.decide(Self.file(content), [], content)
        guard case .legacy(let record, 16) = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(record.id == 7 && outcome.adoptsLegacy?.id == 7)
    }

    @Test func aLegacyRecordBeyondTheFileStillTakesTheFingerprint() throws {
        let content = Content(Self.two)
        var legacy = Self.record(7, of: Content(Self.two + "{\"c\":3}\n"), upTo: 24, from: Self.me, size: 16)
        legacy.tailHash = nil
        content.legacy = legacy
        let outcome = try Self.decide(Self.file(content), [], content)
        guard case .newContent = outcome.decision else { Issue.record("\(outcome.decision)"); return }
        #expect(outcome.adoptsLegacy?.id == 7)
    }

    @Test func aLegacyRecordIsNotAskedForWhenAPrefixMatched() throws {
        let content = Content(Self.two + "{\"c\":3}\n")
        let saved = Self.record(1, of: content, upTo: 16, from: Self.me, size: 16)
        content.legacy = Self.record(7, of: content, upTo: 8, from: Self.me, size: 8)
        _ = try Self.decide(Self.file(content, changed: 9), [saved], content)
        #expect(!content.asked.contains("legacy"))
    }

    // MARK: New content

    @Test func aFileNoRecordHoldsIsNewContentAndARewriteWhenItsPathHadOne() throws {
        let content = Content(Self.two)
        let fresh = try Self.decide(Self.file(content), [], content)
        guard case .newContent(rewritten: false) = fresh.decision else { Issue.record("\(fresh.decision)"); return }
        content.pathHasRecordAnswer = true
        let replaced = try Self.decide(Self.file(content), [], content)
        guard case .newContent(rewritten: true) = replaced.decision else { Issue.record("\(replaced.decision)"); return }
    }
}
