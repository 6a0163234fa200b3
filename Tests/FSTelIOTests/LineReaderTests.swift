import Foundation
import Testing
@testable import FSTelIO

private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-io-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

private func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-gz-\(UUID().uuidString).gz").path
    let writer = try GzipWriter(path: path)
    try writer.write(bytes)
    try writer.close()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

private struct ReadLine: Equatable {
    var text: String
    var number: Int
    var offset: Int64
    var length: Int
    var truncated: Bool
}

private func readAll(_ reader: LineReader) throws -> [ReadLine] {
    var lines: [ReadLine] = []
    while let line = try reader.next() {
        lines.append(ReadLine(
            text: String(decoding: line.bytes, as: UTF8.self), number: line.number, offset: line.offset,
            length: line.length, truncated: line.isTruncated))
    }
    return lines
}

@Test func splitsLinesAndStripsCRLFWithOffsetsAndNumbers() throws {
    let path = try temporaryFile(Array("a\r\nbb\n\nccc".utf8))
    let lines = try readAll(LineReader(path: path, finalLastLine: true))
    #expect(lines == [
        ReadLine(text: "a", number: 1, offset: 0, length: 1, truncated: false),
        ReadLine(text: "bb", number: 2, offset: 3, length: 2, truncated: false),
        ReadLine(text: "", number: 3, offset: 6, length: 0, truncated: false),
        ReadLine(text: "ccc", number: 4, offset: 7, length: 3, truncated: false),
    ])
}

@Test func offsetAfterLastLineCountsAnUnterminatedLastLineOfAFinishedFile() throws {
    let path = try temporaryFile(Array("one\ntwo".utf8))
    let reader = try LineReader(path: path, finalLastLine: true)
    _ = try readAll(reader)
    #expect(reader.offset == 7)
    #expect(reader.lineNumber == 2)
    #expect(reader.pendingBytes == 0)
}

@Test func anUnterminatedLastLineOfARegularFileIsPending() throws {
    let path = try temporaryFile(Array("one\ntwo".utf8))
    let reader = try LineReader(path: path)
    #expect(try readAll(reader).map(\.text) == ["one"])
    #expect(reader.offset == 4)
    #expect(reader.lineNumber == 1)
    #expect(reader.pendingBytes == 3)
}

@Test func anUnterminatedLastLineOfAGzipCopyIsPendingLikeAPlainFilesUnlessFinal() throws {
    // `gzip -c` of a live file whose last line was half written: the writer completes
    // that line in the plain file later, so the copy's half line is not a line yet.
    let path = try temporaryFile(try gzip(Array("one\ntwo".utf8)))
    let reader = try LineReader(path: path)
    #expect(try readAll(reader).map(\.text) == ["one"])
    #expect(reader.offset == 4)
    #expect(reader.pendingBytes == 3)
    let final = try LineReader(path: path, finalLastLine: true)
    #expect(try readAll(final).map(\.text) == ["one", "two"])
    #expect(final.pendingBytes == 0)
}

@Test func zeroPaddingAfterTheLastGzipMemberEndsTheContentAsGzipTestAccepts() throws {
    let path = try temporaryFile(try gzip(Array("one\ntwo\n".utf8)) + [UInt8](repeating: 0, count: 1000))
    let reader = try LineReader(path: path)
    #expect(try readAll(reader).map(\.text) == ["one", "two"])
    let garbage = try temporaryFile(try gzip(Array("one\n".utf8)) + [0, 0, 7])
    let bad = try LineReader(path: garbage)
    #expect(throws: InputError.self) { try readAll(bad) }
}

@Test func aGzipDamagedBeforeTheStartOffsetFailsWithAnErrorNotACrash() throws {
    // The reader's initializer reads (and decompresses) up to its start offset; when that
    // fails, the error is thrown and the reader's buffers are released exactly once.
    var text = ""
    for index in 0..<2000 { text += "line \(index) of the log, with some words to compress\n" }
    var bytes = try gzip(Array(text.utf8))
    let truncated = try temporaryFile(Array(bytes[0..<(bytes.count / 2)]))
    for _ in 0..<3 {
        #expect(throws: InputError.self) { _ = try LineReader(path: truncated, startOffset: Int64(text.utf8.count - 10)) }
    }
    bytes[bytes.count / 2] ^= 0xFF
    bytes[bytes.count / 2 + 1] ^= 0xFF
    let damaged = try temporaryFile(bytes)
    #expect(throws: InputError.self) { _ = try LineReader(path: damaged, startOffset: Int64(text.utf8.count - 10)) }
}

@Test func prefixHashOfTheConsumedContentIsTheSameHoweverItIsRead() throws {
    var text = ""
    for index in 0..<300 { text += "line \(index)\n" }
    let bytes = Array(text.utf8)
    let plain = try temporaryFile(bytes)
    let reader = try LineReader(path: plain, chunkSize: 64)
    var offsets: [(Int64, UInt64)] = []
    while let _ = try reader.next() { offsets.append((reader.offset, reader.prefixHash())) }
    for (offset, hash) in offsets.prefix(40) {
        let expected = bytes.withUnsafeBytes { PrefixHash.of(UnsafeRawBufferPointer(rebasing: $0[0..<Int(offset)])).value }
        #expect(hash == expected)
        // Read again from the start up to there, from a gzip copy, or resumed from the value.
        #expect(try LineReader(path: plain, startOffset: offset).prefixHash() == expected)
        #expect(try LineReader(path: try temporaryFile(try gzip(bytes)), startOffset: offset).prefixHash() == expected)
        let resumed = try LineReader(path: plain, startOffset: offset, resumePrefixHash: expected)
        #expect(resumed.reachedStart)
        if let next = try resumed.next() {
            let upTo = Int(next.offset) + next.length + 1
            #expect(resumed.prefixHash() == bytes.withUnsafeBytes { PrefixHash.of(UnsafeRawBufferPointer(rebasing: $0[0..<upTo])).value })
        }
    }
    #expect(try LineReader(path: plain, startOffset: Int64(bytes.count) + 1).reachedStart == false)
}

@Test func theTailBeforeTheStartOffsetIsHashedForVerification() throws {
    let path = try temporaryFile(Array("one\ntwo\nthree\n".utf8))
    let first = try LineReader(path: path)
    _ = try readAll(first)
    let tail = first.tailFingerprint()
    #expect(tail.length == 14)
    let resumed = try LineReader(path: path, startOffset: 14, startLine: 3, verifyTailLength: tail.length)
    #expect(resumed.startTailHash == tail.hash)
    #expect(try readAll(resumed).isEmpty)
    let shorter = try LineReader(path: path, startOffset: 8, startLine: 2, verifyTailLength: 4)
    #expect(shorter.startTailHash == Array("one\ntwo\n".utf8).withUnsafeBytes { FileFingerprint.hash(UnsafeRawBufferPointer(rebasing: $0[4...])) })
    #expect(try readAll(shorter).map(\.text) == ["three"])
    let beyond = try LineReader(path: path, startOffset: 40, verifyTailLength: 4)
    #expect(beyond.startTailHash == nil)
}

@Test func aPipeIsAStreamWhoseLastLineIsComplete() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let bytes = Array("a\nb".utf8)
    _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    close(fds[1])
    let reader = try LineReader(path: "/dev/fd/\(fds[0])")
    #expect(reader.isStream)
    #expect(try readAll(reader).map(\.text) == ["a", "b"])
    close(fds[0])
}

@Test func resumesAtACheckpointWithTheRightLineNumbers() throws {
    let path = try temporaryFile(Array("one\ntwo\nthree\n".utf8))
    let lines = try readAll(LineReader(path: path, startOffset: 4, startLine: 1))
    #expect(lines.map(\.text) == ["two", "three"])
    #expect(lines.map(\.number) == [2, 3])
    #expect(lines.map(\.offset) == [4, 8])
}

@Test func readsGzipDetectedByMagicBytesNotByName() throws {
    let text = (1...5000).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let path = try temporaryFile(try gzip(Array(text.utf8)))
    let reader = try LineReader(path: path, chunkSize: 1024)
    let lines = try readAll(reader)
    #expect(reader.isCompressed)
    #expect(lines.count == 5000)
    #expect(lines.last?.text == "line 5000")
    #expect(reader.offset == Int64(text.utf8.count))
}

@Test func resumesInsideAGzipStreamAtADecompressedOffset() throws {
    let text = "alpha\nbeta\ngamma\n"
    let path = try temporaryFile(try gzip(Array(text.utf8)))
    let lines = try readAll(LineReader(path: path, startOffset: 6, startLine: 1))
    #expect(lines.map(\.text) == ["beta", "gamma"])
    #expect(lines.first?.offset == 6)
}

@Test func readsConcatenatedGzipMembers() throws {
    let path = try temporaryFile(try gzip(Array("a\nb\n".utf8)) + gzip(Array("c\n".utf8)))
    #expect(try readAll(LineReader(path: path)).map(\.text) == ["a", "b", "c"])
}

@Test func truncatedGzipReturnsTheLinesBeforeThenFails() throws {
    let text = (1...20000).map { "row \($0) with some padding to compress" }.joined(separator: "\n") + "\n"
    let compressed = try gzip(Array(text.utf8))
    let path = try temporaryFile(Array(compressed.prefix(compressed.count / 2)))
    let reader = try LineReader(path: path, chunkSize: 4096)
    var count = 0
    #expect(throws: InputError.self) {
        while try reader.next() != nil { count += 1 }
    }
    #expect(count > 0)
    #expect(count < 20000)
}

@Test func overlongLineIsTruncatedWithItsFullLengthAndTheNextLineIsIntact() throws {
    let long = String(repeating: "x", count: 300_000)
    let path = try temporaryFile(Array("short\n\(long)\nafter\n".utf8))
    let lines = try readAll(LineReader(path: path, maxLineBytes: 1000, truncatedPrefixBytes: 100, chunkSize: 4096))
    #expect(lines.count == 3)
    #expect(lines[1].truncated)
    #expect(lines[1].length == 300_000)
    #expect(lines[1].text.count == 100)
    #expect(lines[2] == ReadLine(text: "after", number: 3, offset: 300_007, length: 5, truncated: false))
}

@Test func overlongUnterminatedLastLineIsTruncated() throws {
    let path = try temporaryFile(Array(String(repeating: "y", count: 50_000).utf8))
    let lines = try readAll(LineReader(path: path, maxLineBytes: 1000, truncatedPrefixBytes: 10, chunkSize: 2048, finalLastLine: true))
    #expect(lines.count == 1)
    #expect(lines[0].truncated)
    #expect(lines[0].length == 50_000)
}

@Test func emptyFileHasNoLines() throws {
    let path = try temporaryFile([])
    #expect(try readAll(LineReader(path: path)).isEmpty)
}

@Test func missingFileAndDirectoryFailWithTheirKind() throws {
    #expect(throws: InputError.self) { try LineReader(path: "/nonexistent/fstel/file.ndjson") }
    do {
        _ = try LineReader(path: FileManager.default.temporaryDirectory.path)
        Issue.record("a directory was opened as a log file")
    } catch {
        #expect(error.kind == .isDirectory)
    }
    do {
        _ = try LineReader(path: "/nonexistent/fstel/file.ndjson")
    } catch {
        #expect(error.kind == .notFound)
    }
}

@Test func fingerprintSeesGrowthAsSamePrefixAndRewriteAsDifferent() throws {
    let path = try temporaryFile(Array("first line\n".utf8))
    let before = try FileFingerprint.of(path: path)
    try Data("first line\nsecond\n".utf8).write(to: URL(fileURLWithPath: path))
    let grown = try FileFingerprint.of(path: path, prefixLength: before.prefixLength)
    #expect(grown.prefixHash == before.prefixHash)
    #expect(grown.size > before.size)
    try Data("other line\nsecond\n".utf8).write(to: URL(fileURLWithPath: path))
    let rewritten = try FileFingerprint.of(path: path, prefixLength: before.prefixLength)
    #expect(rewritten.prefixHash != before.prefixHash)
}
