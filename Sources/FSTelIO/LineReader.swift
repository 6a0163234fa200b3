#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Streams the lines of a file or of standard input, plain or compressed by gzip, xz, zstd
/// or bzip2 (found by its magic bytes, never by its name), in memory that does not depend on
/// the file's size. Concatenated members (`cat a.gz b.gz`, `cat a.xz b.xz`, several zstd
/// frames or bzip2 streams) are one content; an input that starts with the magic bytes of
/// another compressor (lz4, lzip, ...) is an ``InputError`` of kind
/// ``InputError/Kind/unsupportedCompression``.
///
/// Lines end at `\n`; a `\r` before it is removed, and so is a `\r` that ends the input
/// (half of a `\r\n`). A last line without its `\n` is complete at the end of a stream and
/// at the end of a regular file (plain or compressed) opened with `finalLastLine`; otherwise
/// it is held back as pending (``pendingBytes``): a writer may still be appending to it, or
/// a compressed copy was taken while it was.
///
/// The reader hashes every byte it consumes (``prefixHash()``: a ``PrefixHash`` of the
/// content before ``offset``), which is how a source record recognises its content.
/// A line longer than `maxLineBytes` is returned truncated (``Line/isTruncated``) with
/// only its first `truncatedPrefixBytes`, while its full length is still counted.
/// Offsets count bytes of the decompressed stream, so they are the same for a file and
/// its compressed copies.
public final class LineReader {
    /// One line, valid until the next call to ``next()``.
    public struct Line {
        /// The line's bytes without its terminator (a prefix when truncated).
        public var bytes: UnsafeRawBufferPointer
        /// 1-based line number in the stream.
        public var number: Int
        /// Byte offset of the line's first byte in the (decompressed) stream.
        public var offset: Int64
        /// The full length of the line without its terminator.
        public var length: Int
        /// True when the line was longer than the limit and only its first bytes are kept.
        public var isTruncated: Bool
    }

    /// What ``read()`` found.
    public enum ReadResult {
        /// The next line.
        case line(Line)
        /// A stream had no data for the idle timeout; the caller may commit and call again.
        case idle
        /// No more input.
        case end
    }

    /// `"-"` for standard input.
    public let path: String
    /// True for anything that is not a regular file (standard input, a pipe, a FIFO, a
    /// character device): it cannot be re-read or resumed.
    public let isStream: Bool
    /// True when the input is compressed (found by its magic bytes).
    @exclusivity(unchecked) public private(set) var isCompressed = false
    /// The input's compression (found by its magic bytes), nil for plain input.
    public var compression: CompressionFormat? { decoder?.format }
    /// Bytes of an unterminated last line held back at the end of the input (see the
    /// type's discussion); valid once ``read()`` returned `.end`.
    @exclusivity(unchecked) public private(set) var pendingBytes: Int64 = 0
    /// The hash of the bytes just before the start offset (``FileFingerprint/hash(_:)``),
    /// nil when the input ended before the start offset; set when `verifyTailLength` > 0.
    @exclusivity(unchecked) public private(set) var startTailHash: UInt64?
    /// Offset just past the last line returned: where a resumed read would start.
    @exclusivity(unchecked) public private(set) var offset: Int64
    /// Number of the last line returned (0 before the first).
    @exclusivity(unchecked) public private(set) var lineNumber: Int
    /// Raw bytes read from the file or pipe so far (compressed bytes for compressed input).
    @exclusivity(unchecked) public private(set) var rawBytesRead: Int64 = 0
    /// False when the input ended before the start offset it was opened at, or (when
    /// resumed from a prefix hash) its last bytes before that offset could not be read.
    public private(set) var reachedStart = true
    /// True when the byte before the start offset is a line feed (or the start is 0): the
    /// content before it ends with a complete line. False after an unterminated last line
    /// read as complete (`finalLastLine`), which a longer content would continue.
    public private(set) var startsAfterNewline = true

    private let maxLineBytes: Int
    private let truncatedPrefixBytes: Int
    private let fd: Int32
    private let ownsDescriptor: Bool
    /// Where the next read of a regular file starts (raw bytes).
    @exclusivity(unchecked) private var filePosition: Int64 = 0
    private let finalLastLine: Bool
    private let idleTimeoutMilliseconds: Int32?
    @exclusivity(unchecked) private var idle = false
    @exclusivity(unchecked) private var stopped = false

    /// Bytes kept before `start` after a compaction, so the tail of what was read can be
    /// fingerprinted; `historyStart` is where the contiguous consumed bytes begin.
    public static let historyCapacity = 4096
    @exclusivity(unchecked) private var historyStart = 0
    private let buffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var scanFrom = 0
    @exclusivity(unchecked) private var inputEnded = false

    @exclusivity(unchecked) private var overflowLength = 0
    @exclusivity(unchecked) private var overflowActive = false
    private let overflowPrefix: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var overflowPrefixCount = 0

    private let rawBuffer: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) private var decoder: Decompressor?
    /// The compressed bytes in ``rawBuffer`` not yet decoded: from `rawStart`, `rawCount` of them.
    @exclusivity(unchecked) private var rawStart = 0
    @exclusivity(unchecked) private var rawCount = 0
    @exclusivity(unchecked) private var rawInputEnded = false
    @exclusivity(unchecked) private var memberEnded = false
    @exclusivity(unchecked) private var pendingError: InputError?
    /// Zero bytes follow the last member (padding that `gzip -t` accepts).
    @exclusivity(unchecked) private var trailingZeros = false
    @exclusivity(unchecked) private var released = false
    /// The multi-threaded decoder of a bzip2 regular file, until it ends or gives up.
    @exclusivity(unchecked) private var parallelBzip2: ParallelBzip2Decoder?
    /// Decoded bytes the sequential decoder drops (handed out already by ``parallelBzip2``).
    @exclusivity(unchecked) private var skipDecoded: Int64 = 0
    private let bzip2Decoding: (threads: Int, blockOutputLimit: Int)
    /// bzip2 blocks decoded by worker threads and handed out.
    @exclusivity(unchecked) private(set) var bzip2ParallelBlocks = 0
    /// Where in the compressed file the sequential decoder took over from the parallel one
    /// (the start of a stream), nil while it did not.
    @exclusivity(unchecked) private(set) var bzip2SequentialFrom: Int64?

    /// The hash of the consumed bytes before `buffer[hashFrom]`; the bytes from there to
    /// `start` are consumed and not yet hashed.
    @exclusivity(unchecked) private var hasher = PrefixHash()
    @exclusivity(unchecked) private var hashFrom = 0
    /// ``hasher`` at the start of an over-long line being spilled (its bytes are hashed
    /// as they go by, before the line is complete).
    @exclusivity(unchecked) private var overflowHash = PrefixHash()
    /// Where the text of the last line returned ends in ``buffer`` (before its terminator),
    /// while the hashing has not passed it; -1 once ``lineTextHash`` holds the hash there.
    @exclusivity(unchecked) private var lineTextEnd = -1
    /// The hash of the content up to the end of the last line's text (``placeHash()``).
    @exclusivity(unchecked) private var lineTextHash = PrefixHash()

    /// Opens `path` (or standard input for `"-"`) and positions the reader at
    /// `startOffset` of the decompressed stream, which must be a line boundary already
    /// read by an earlier reader, numbered `startLine`.
    ///
    /// - Parameters:
    ///   - finalLastLine: an unterminated last line of a regular, uncompressed file is
    ///     complete (the user declared the file finished) instead of pending.
    ///   - verifyTailLength: hash up to this many bytes just before `startOffset` into
    ///     ``startTailHash`` (to check that the input still holds what was read before).
    ///   - resumePrefixHash: for a plain regular file, the ``prefixHash()`` a reader had at
    ///     `startOffset`: the reader seeks there without reading what comes before, and
    ///     hashes on from that value. Without it, the bytes before `startOffset` are read
    ///     and hashed (a compressed file is always read from its start).
    ///   - idleTimeoutMilliseconds: for a stream, ``read()`` returns `.idle` after waiting
    ///     this long for data; nil waits as long as it takes.
    public convenience init(
        path: String, startOffset: Int64 = 0, startLine: Int = 0,
        maxLineBytes: Int = 1 << 20, truncatedPrefixBytes: Int = 4096,
        chunkSize: Int = 1 << 18, finalLastLine: Bool = false, verifyTailLength: Int = 0,
        resumePrefixHash: UInt64? = nil, idleTimeoutMilliseconds: Int32? = nil
    ) throws(InputError) {
        let fd = path == "-" ? STDIN_FILENO : try openForReading(path)
        try self.init(
            path: path, descriptor: fd, owned: path != "-", startOffset: startOffset, startLine: startLine,
            maxLineBytes: maxLineBytes, truncatedPrefixBytes: truncatedPrefixBytes, chunkSize: chunkSize,
            finalLastLine: finalLastLine, verifyTailLength: verifyTailLength, resumePrefixHash: resumePrefixHash,
            idleTimeoutMilliseconds: idleTimeoutMilliseconds)
    }

    /// A reader of `path` whose bzip2 decoding uses `bzip2Threads` threads (1: one libbz2
    /// stream on the reader's thread) and gives up a block that decodes to more than
    /// `bzip2BlockOutputLimit` bytes, for tests that compare the two decoders.
    convenience init(
        path: String, chunkSize: Int = 1 << 18, finalLastLine: Bool = false,
        bzip2Threads: Int, bzip2BlockOutputLimit: Int = ParallelBzip2Decoder.maxBlockOutput
    ) throws(InputError) {
        let fd = try openForReading(path)
        try self.init(
            path: path, descriptor: fd, owned: true, startOffset: 0, startLine: 0,
            maxLineBytes: 1 << 20, truncatedPrefixBytes: 4096, chunkSize: chunkSize,
            finalLastLine: finalLastLine, verifyTailLength: 0, resumePrefixHash: nil,
            idleTimeoutMilliseconds: nil, bzip2: (bzip2Threads, bzip2BlockOutputLimit))
    }

    /// A second reader of the very file `other` reads (not of whatever its path names now:
    /// a rotation may have put another file there), with its own position.
    public convenience init(
        sameFileAs other: LineReader, startOffset: Int64 = 0, startLine: Int = 0,
        maxLineBytes: Int = 1 << 20, finalLastLine: Bool = false, verifyTailLength: Int = 0,
        resumePrefixHash: UInt64? = nil
    ) throws(InputError) {
        let fd = dup(other.fd)
        guard fd >= 0 else {
            throw InputError(.readFailed, path: other.path, message: "cannot duplicate the descriptor: \(errnoText())")
        }
        try self.init(
            path: other.path, descriptor: fd, owned: true, startOffset: startOffset, startLine: startLine,
            maxLineBytes: maxLineBytes, truncatedPrefixBytes: other.truncatedPrefixBytes, chunkSize: other.rawBuffer.count,
            finalLastLine: finalLastLine, verifyTailLength: verifyTailLength, resumePrefixHash: resumePrefixHash,
            idleTimeoutMilliseconds: nil)
    }

    private init(
        path: String, descriptor: Int32, owned: Bool, startOffset: Int64, startLine: Int,
        maxLineBytes: Int, truncatedPrefixBytes: Int, chunkSize: Int, finalLastLine: Bool, verifyTailLength: Int,
        resumePrefixHash: UInt64?, idleTimeoutMilliseconds: Int32?,
        bzip2: (threads: Int, blockOutputLimit: Int) = (ParallelBzip2Decoder.configuredThreads, ParallelBzip2Decoder.maxBlockOutput)
    ) throws(InputError) {
        self.path = path
        bzip2Decoding = bzip2
        self.maxLineBytes = max(maxLineBytes, 16)
        self.truncatedPrefixBytes = min(truncatedPrefixBytes, self.maxLineBytes)
        self.finalLastLine = finalLastLine
        self.idleTimeoutMilliseconds = idleTimeoutMilliseconds
        fd = descriptor
        ownsDescriptor = owned
        var info = stat()
        isStream = path == "-" || fstat(fd, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG
        buffer = .allocate(byteCount: self.maxLineBytes + chunkSize + Self.historyCapacity + 1, alignment: 16)
        rawBuffer = .allocate(byteCount: chunkSize, alignment: 16)
        overflowPrefix = .allocate(byteCount: self.truncatedPrefixBytes, alignment: 16)
        offset = 0
        lineNumber = 0
        // A throw from here on runs deinit, which releases the buffers and the descriptor.
        try sniffCompression()
        if let resumePrefixHash, !isCompressed, !isStream {
            try resume(at: startOffset, prefixHash: resumePrefixHash, fileSize: Int64(info.st_size))
        } else {
            let tail = Int(min(Int64(max(verifyTailLength, 0)), startOffset))
            try skipHashing(to: startOffset - Int64(tail))
            if tail > 0 {
                try consumeTail(tail)
            } else if verifyTailLength > 0 {
                startTailHash = FileFingerprint.hash(UnsafeRawBufferPointer(start: nil, count: 0))
            }
            if offset < startOffset { reachedStart = false }
            if offset > 0 && reachedStart && tail == 0 && start > 0 {
                startsAfterNewline = buffer.load(fromByteOffset: start - 1, as: UInt8.self) == 0x0A
            }
        }
        lineNumber = startLine
    }

    deinit {
        releaseResources()
    }

    /// Frees the buffers, the decoder and the descriptor, once.
    private func releaseResources() {
        guard !released else { return }
        released = true
        decoder = nil
        parallelBzip2 = nil
        if ownsDescriptor && fd >= 0 { close(fd) }
        buffer.deallocate()
        rawBuffer.deallocate()
        overflowPrefix.deallocate()
    }

    /// The next line, or nil at the end of the input (waiting for a stream's data as
    /// long as it takes).
    public func next() throws(InputError) -> Line? {
        while true {
            switch try read() {
            case .line(let line): return line
            case .idle: continue
            case .end: return nil
            }
        }
    }

    /// The next line, `.idle` when a stream had no data for the idle timeout, or `.end`.
    public func read() throws(InputError) -> ReadResult {
        while true {
            let base = buffer.baseAddress!
            if scanFrom < end, let found = memchr(base + scanFrom, 0x0A, end - scanFrom) {
                let newline = base.distance(to: found)
                return .line(emitLine(contentEnd: newline, consumedEnd: newline + 1))
            }
            scanFrom = end
            if overflowActive || end - start > maxLineBytes {
                spill()
            }
            if inputEnded {
                if overflowActive || end > start {
                    if !stopped && (isStream || finalLastLine) {
                        return .line(emitLine(contentEnd: end, consumedEnd: end))
                    }
                    pendingBytes = Int64(overflowLength + end - start)
                }
                return .end
            }
            if idle {
                idle = false
                return .idle
            }
            compact()
            try fill()
        }
    }

    /// The ``PrefixHash`` value of the content before ``offset`` (every byte consumed up
    /// to the end of the last line returned).
    public func prefixHash() -> UInt64 {
        if overflowActive { return overflowHash.value }
        flushHash()
        return hasher.value
    }

    /// Where the last line returned lies in the content, whatever ends it: the
    /// ``PrefixHash`` value of the content up to the end of the line's text, followed by one
    /// line feed. A line's terminator (`\n` or `\r\n`), or its absence at the end of a stream
    /// or of a file read with `finalLastLine`, does not change it, so a line read whole from
    /// a file has the place it has at the end of a stream cut just after its text. For a
    /// line ended by a line feed alone it is ``prefixHash()`` after the line. Valid until the
    /// next ``read()``.
    public func placeHash() -> UInt64 {
        flushHash()
        var place = lineTextHash
        var newline: UInt8 = 0x0A
        withUnsafeBytes(of: &newline) { place.append($0) }
        return place.value
    }

    @inline(__always)
    private func flushHash() {
        if lineTextEnd >= hashFrom {
            if lineTextEnd > hashFrom {
                hasher.append(UnsafeRawBufferPointer(start: buffer.baseAddress! + hashFrom, count: lineTextEnd - hashFrom))
            }
            lineTextHash = hasher
            hashFrom = lineTextEnd
            lineTextEnd = -1
        }
        if start > hashFrom {
            hasher.append(UnsafeRawBufferPointer(start: buffer.baseAddress! + hashFrom, count: start - hashFrom))
        }
        hashFrom = start
    }

    /// True when bytes follow the current offset (reads ahead without consuming them).
    public func hasMoreInput() throws(InputError) -> Bool {
        while start == end && !inputEnded {
            compact()
            try fill()
            if idle { return false }
        }
        return start < end
    }

    /// What the file system says about the open file (not about what its path names
    /// now). Nil for a stream.
    public func openFileStatus(canonicalPath: String) -> FileStatus? {
        var info = stat()
        guard !isStream, fstat(fd, &info) == 0 else { return nil }
        return FileStatus(info: info, canonicalPath: canonicalPath, isRegularFile: true)
    }

    /// Stops taking input: the complete lines already read are still returned, then
    /// `.end`, with an unterminated rest counted in ``pendingBytes`` (a stream stopped by
    /// a signal, say).
    public func stopReading() {
        stopped = true
        inputEnded = true
    }

    /// The length and hash of up to `maxLength` bytes just before ``offset`` (fewer when
    /// an over-long line broke the history).
    public func tailFingerprint(maxLength: Int = LineReader.historyCapacity) -> (length: Int, hash: UInt64) {
        withTail(maxLength: maxLength) { ($0.count, FileFingerprint.hash($0)) }
    }

    /// Calls `body` with up to `maxLength` bytes just before ``offset`` (the bytes
    /// ``tailFingerprint(maxLength:)`` hashes), valid during the call only.
    public func withTail<R>(maxLength: Int = LineReader.historyCapacity, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let length = min(maxLength, start - historyStart)
        return body(UnsafeRawBufferPointer(start: buffer.baseAddress! + (start - length), count: length))
    }

    /// Reads `count` bytes as the history before the start offset and hashes them.
    private func consumeTail(_ count: Int) throws(InputError) {
        while end - start < count && !inputEnded {
            compact()
            try fill()
        }
        guard end - start >= count else {
            startTailHash = nil
            offset += Int64(end - start)
            start = end
            scanFrom = end
            return
        }
        startTailHash = FileFingerprint.hash(UnsafeRawBufferPointer(start: buffer.baseAddress! + start, count: count))
        historyStart = start
        start += count
        scanFrom = start
        offset += Int64(count)
    }

    private func emitLine(contentEnd: Int, consumedEnd: Int) -> Line {
        let base = UnsafeRawPointer(buffer.baseAddress!)
        let lineOffset = offset
        lineNumber += 1
        offset += Int64(overflowLength + consumedEnd - start)
        defer {
            start = consumedEnd
            scanFrom = consumedEnd
        }
        if overflowActive {
            var stop = contentEnd
            if stop > start && base.load(fromByteOffset: stop - 1, as: UInt8.self) == 0x0D { stop -= 1 }
            let total = overflowLength + (stop - start)
            lineTextEnd = stop
            appendOverflowPrefix(from: start, to: stop)
            overflowActive = false
            overflowLength = 0
            return Line(
                bytes: UnsafeRawBufferPointer(start: overflowPrefix.baseAddress, count: overflowPrefixCount),
                number: lineNumber, offset: lineOffset, length: total, isTruncated: true)
        }
        // A `\r` before the line feed belongs to the terminator; so does one that ends the
        // input (a stream cut between the two), so that line reads as it does completed.
        var stop = contentEnd
        if stop > start && base.load(fromByteOffset: stop - 1, as: UInt8.self) == 0x0D {
            stop -= 1
        }
        lineTextEnd = stop
        let length = stop - start
        if length > maxLineBytes {
            let keep = min(truncatedPrefixBytes, length)
            overflowPrefix.baseAddress!.copyMemory(from: base + start, byteCount: keep)
            return Line(
                bytes: UnsafeRawBufferPointer(start: overflowPrefix.baseAddress, count: keep),
                number: lineNumber, offset: lineOffset, length: length, isTruncated: true)
        }
        return Line(
            bytes: UnsafeRawBufferPointer(start: base + start, count: length),
            number: lineNumber, offset: lineOffset, length: length, isTruncated: false)
    }

    /// Moves the pending bytes of an over-long line out of the buffer, keeping a prefix.
    private func spill() {
        if !overflowActive {
            flushHash()
            overflowHash = hasher
            overflowActive = true
            overflowLength = 0
            overflowPrefixCount = 0
        }
        // A `\r` at the end stays in the buffer: whether it is half of the line's
        // terminator shows when the line ends.
        var upTo = end
        if upTo > start && buffer.load(fromByteOffset: upTo - 1, as: UInt8.self) == 0x0D { upTo -= 1 }
        appendOverflowPrefix(from: start, to: upTo)
        overflowLength += upTo - start
        start = upTo
        scanFrom = end
        historyStart = upTo
    }

    private func appendOverflowPrefix(from: Int, to: Int) {
        let room = truncatedPrefixBytes - overflowPrefixCount
        let count = min(room, to - from)
        if count > 0 {
            (overflowPrefix.baseAddress! + overflowPrefixCount)
                .copyMemory(from: buffer.baseAddress! + from, byteCount: count)
            overflowPrefixCount += count
        }
    }

    /// Moves the unread bytes, and up to ``historyCapacity`` bytes read before them, to
    /// the front of the buffer.
    private func compact() {
        flushHash()
        let keep = min(Self.historyCapacity, start - historyStart)
        let from = start - keep
        if from == 0 { return }
        let count = end - from
        if count > 0 {
            buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + from, byteCount: count)
        }
        historyStart = 0
        start = keep
        hashFrom = keep
        lineTextEnd = -1
        end = count
        scanFrom = count
    }

    /// Appends decompressed (or plain) bytes after `end`; sets `inputEnded` at the end.
    private func fill() throws(InputError) {
        let room = buffer.count - end
        if let pendingError { throw pendingError }
        if isCompressed {
            let produced = try decodeInto(buffer.baseAddress! + end, capacity: room)
            end += produced
            return
        }
        let n = try readRaw(into: buffer.baseAddress! + end, capacity: room)
        if n < 0 { return }
        if n == 0 { inputEnded = true }
        end += n
    }

    /// Reads up to `capacity` bytes; 0 at the end of the input; -1 when a stream read with
    /// an idle timeout had no data in time (``idle`` is then set).
    private func readRaw(into pointer: UnsafeMutableRawPointer, capacity: Int) throws(InputError) -> Int {
        if isStream, let timeout = idleTimeoutMilliseconds {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, timeout)
            if ready == 0 || (ready < 0 && errno == EINTR) {
                idle = true
                return -1
            }
        }
        while true {
            // A regular file is read at this reader's own position (pread), so readers
            // sharing one open file (``init(sameFileAs:)``) do not move each other.
            let n = isStream ? systemRead(fd, pointer, capacity) : pread(fd, pointer, capacity, off_t(filePosition))
            if n >= 0 {
                rawBytesRead += Int64(n)
                filePosition += Int64(n)
                return n
            }
            if errno == EINTR { continue }
            let code = errno
            if code == EISDIR {
                throw InputError(.isDirectory, path: path, message: "is a directory, not a log file")
            }
            throw InputError(.readFailed, path: path, message: "read failed: \(errnoText(code))", offset: offset)
        }
    }

    /// Reads the first bytes, as many as it takes to tell a compressor's magic bytes from
    /// plain text (one byte for a log line, which starts with `{` or white space), and sets
    /// up the decoder they name.
    private func sniffCompression() throws(InputError) {
        var got = 0
        let bytes = rawBuffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var sniffed = CompressionFormat.Sniffed.needMore
        while got < CompressionFormat.longestMagic {
            let n = try readRaw(into: rawBuffer.baseAddress! + got, capacity: rawBuffer.count - got)
            if n < 0 { continue }
            got += n
            sniffed = CompressionFormat.sniff(bytes, count: got, atEnd: n == 0)
            if n == 0 || sniffed != .needMore { break }
        }
        idle = false
        switch sniffed {
        case .compressed(let format):
            guard let made = Decompressor(format) else {
                throw InputError(.corruptKind(format), path: path, message: "cannot set up the \(format.rawValue) decoder (out of memory)")
            }
            decoder = made
            isCompressed = true
            rawStart = 0
            rawCount = got
            if format == .bzip2 && !isStream && bzip2Decoding.threads >= 2 {
                parallelBzip2 = ParallelBzip2Decoder(
                    initial: rawBuffer.baseAddress!, count: got, threads: bzip2Decoding.threads,
                    blockOutputLimit: bzip2Decoding.blockOutputLimit)
                rawCount = 0
            }
        case .unsupported(let name, let command):
            throw InputError(
                .unsupportedCompression, path: path,
                message: "\(name)-compressed (by its first bytes), which fstel does not decode; decompress it first, e.g. `\(command) FILE | fstel ingest -`",
                offset: 0)
        case .plain, .needMore:
            if got > 0 {
                buffer.baseAddress!.copyMemory(from: rawBuffer.baseAddress!, byteCount: got)
            }
            end = got
            if got == 0 { inputEnded = true }
        }
    }

    /// The offset in the compressed input the decoder reached (bytes it consumed).
    private var compressedOffset: Int64 { rawBytesRead - Int64(rawCount) }

    /// Decodes into `pointer`, up to `capacity` bytes, reading compressed input as needed;
    /// sets `inputEnded` at the end of the content. Concatenated members are one content;
    /// zero bytes after the last member are padding.
    private func decodeInto(_ pointer: UnsafeMutableRawPointer, capacity: Int) throws(InputError) -> Int {
        if let parallel = parallelBzip2 {
            let outcome = try parallel.read(into: pointer, capacity: capacity) { (into, count) throws(InputError) -> Int in
                try self.readRaw(into: into, capacity: count)
            }
            bzip2ParallelBlocks = parallel.blocksHandedOut
            switch outcome {
            case .bytes(let count):
                return count
            case .end:
                parallelBzip2 = nil
                inputEnded = true
                return 0
            case .fallBack(let streamByte, let skip):
                // Decode on sequentially from the start of the stream the parallel decoder
                // stopped in, dropping what it handed out: the same bytes, the same errors.
                parallelBzip2 = nil
                bzip2SequentialFrom = streamByte
                guard let fresh = Decompressor(.bzip2) else {
                    throw InputError(.corruptKind(.bzip2), path: path, message: "cannot set up the bzip2 decoder (out of memory)")
                }
                decoder = fresh
                filePosition = streamByte
                rawBytesRead = streamByte
                rawStart = 0
                rawCount = 0
                rawInputEnded = false
                memberEnded = false
                trailingZeros = false
                skipDecoded = skip
            }
        }
        guard let decoder else { return 0 }
        let format = decoder.format
        let name = format.rawValue
        var produced = 0
        while produced < capacity {
            if rawCount == 0 && !rawInputEnded {
                let n = try readRaw(into: rawBuffer.baseAddress!, capacity: rawBuffer.count)
                if n < 0 { break }
                if n == 0 {
                    rawInputEnded = true
                } else {
                    rawStart = 0
                    rawCount = n
                }
            }
            if memberEnded {
                if rawCount == 0 && rawInputEnded {
                    inputEnded = true
                    break
                }
                if rawCount == 0 { continue }
                let next = rawBuffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + rawStart
                if trailingZeros || next[0] == 0 {
                    // Zero padding after the last member (a preallocated or block-padded
                    // file), which gzip accepts: the content ended with that member.
                    for index in 0..<rawCount where next[index] != 0 {
                        throw InputError(
                            .corruptKind(format), path: path,
                            message: "\(name) data is corrupt: unexpected bytes after the last member, at compressed byte \(compressedOffset + Int64(index))",
                            offset: offset + Int64(end - start) + Int64(produced))
                    }
                    trailingZeros = true
                    rawCount = 0
                    continue
                }
                guard decoder.startNextMember() else {
                    throw InputError(.corruptKind(format), path: path, message: "cannot restart the \(name) decoder (out of memory)", offset: offset)
                }
                memberEnded = false
            }
            let finishing = rawCount == 0 && rawInputEnded
            let given = (from: compressedOffset, to: rawBytesRead)
            let step = decoder.step(
                input: rawCount == 0 ? nil : UnsafeRawPointer(rawBuffer.baseAddress! + rawStart), inputCount: rawCount,
                output: pointer + produced, outputCount: capacity - produced, finishing: finishing)
            rawStart += step.consumed
            rawCount -= step.consumed
            produced += step.produced
            if skipDecoded > 0 && produced > 0 {
                let drop = Int(min(skipDecoded, Int64(produced)))
                if produced > drop { pointer.copyMemory(from: pointer + drop, byteCount: produced - drop) }
                produced -= drop
                skipDecoded -= Int64(drop)
            }
            switch step.status {
            case .ok:
                if !finishing && rawCount > 0 && step.consumed == 0 && step.produced == 0 {
                    throw InputError(
                        .corruptKind(format), path: path,
                        message: "\(name) data is corrupt at compressed byte \(compressedOffset): the decoder makes no progress",
                        offset: offset + Int64(end - start + produced))
                }
                if finishing && step.produced == 0 {
                    let error = InputError(
                        .truncatedKind(format), path: path,
                        message: "\(name) stream ends early (truncated file, after compressed byte \(compressedOffset)); the lines before this point were read",
                        offset: offset + Int64(end - start + produced))
                    if produced == 0 { throw error }
                    pendingError = error
                    return produced
                }
            case .memberEnd:
                memberEnded = true
            case .corrupt(let reason):
                // Where the decoder stopped; a decoder that consumed nothing of what it was
                // given (zstd checks a whole block at once) names that stretch.
                let place = step.consumed > 0 || given.from == given.to
                    ? "at compressed byte \(compressedOffset)" : "in compressed bytes \(given.from) to \(given.to)"
                throw InputError(
                    .corruptKind(format), path: path,
                    message: "\(name) data is corrupt \(place): \(reason)",
                    offset: offset + Int64(end - start + produced))
            }
            if memberEnded && produced > 0 { break }
        }
        return produced
    }

    /// Reads and hashes the first `target` bytes of the input (a resumed read that
    /// verifies what it skips); fewer when the input ends before.
    private func skipHashing(to target: Int64) throws(InputError) {
        var remaining = target - offset
        while remaining > 0 {
            if start == end {
                if inputEnded { break }
                flushHash()
                start = 0
                end = 0
                hashFrom = 0
                historyStart = 0
                try fill()
                continue
            }
            let take = Int(min(Int64(end - start), remaining))
            start += take
            remaining -= Int64(take)
        }
        scanFrom = start
        offset = target - remaining
    }

    /// Seeks a plain file to `target` without reading what comes before, and hashes on
    /// from `value` (the hash of those bytes), reading only the few bytes after the last
    /// full word to restore the hash state.
    private func resume(at target: Int64, prefixHash value: UInt64, fileSize: Int64) throws(InputError) {
        guard target > 0 else { return }
        guard fileSize >= target else {
            reachedStart = false
            return
        }
        let count = Int(target & 7)
        var last = [UInt8](repeating: 0, count: 8)
        var byte: UInt8 = 0
        while pread(fd, &byte, 1, off_t(target - 1)) < 0 && errno == EINTR {}
        startsAfterNewline = byte == 0x0A
        var got = 0
        while got < count {
            let n = last.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, count - got, off_t(target) - off_t(count - got)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        guard got == count,
              let restored = last.withUnsafeBytes({ PrefixHash.resumed(value: value, length: target, lastBytes: UnsafeRawBufferPointer(rebasing: $0[0..<count])) })
        else {
            reachedStart = false
            return
        }
        let pending = Int64(end - start)
        if target <= pending {
            start += Int(target)
            scanFrom = start
        } else {
            filePosition = target
            start = 0
            end = 0
            scanFrom = 0
            inputEnded = false
        }
        historyStart = start
        hashFrom = start
        lineTextEnd = -1
        hasher = restored
        offset = target
    }
}
