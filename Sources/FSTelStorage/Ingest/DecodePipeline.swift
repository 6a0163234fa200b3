import Dispatch
import FSTelIO
import FSTelModel
import Synchronization

/// Reads and decodes a file's or a stream's lines on a second thread while the caller
/// writes the lines before them.
///
/// ``startReading(_:linesLeftInBatch:batchLines:firstBatchEndOffset:stream:)`` hands the pipeline a reader; from then
/// on only the decoding thread touches it, reading blocks of lines and decoding each line
/// as it is read (its bytes are copied only when the line is rejected, for the reject's
/// record). The caller takes the blocks in order with ``next()``: up to ``depth`` blocks are
/// read ahead, so reading and decoding overlap the writing of the blocks before, a batch's
/// commit included. No block crosses a batch boundary (``Block/endsBatch``), and each block
/// records where the reader stood after its last line (``Block/end``): the checkpoint of a
/// batch that ends with it. ``stopReading()`` waits for the blocks in flight and drops them;
/// the reader is the caller's again after it.
///
/// With a ``DictionaryCodeBook`` (the SQLite writer's), the decoding thread also looks up
/// each transition's `dictionary` codes in its own copy of the codes the writer has
/// learned (``Block/codes``), which the writer hands over with each request for a block;
/// a value it does not know yet gets 0 and the writer looks it up.
///
/// A block the decoding thread has not started on when the caller asks for it is read and
/// decoded by the caller itself (the request finds it taken), so an ingest whose decoding
/// thread waits for a core (another process busy on it) goes on at the pace of one thread
/// instead of waiting to be scheduled block after block.
///
/// Each block holds at most ``maxLines`` lines and about ``maxBytes`` bytes of decoded text
/// (a longer line is one block of its own), so memory does not grow with the input.
///
/// A stream's blocks (read with ``StreamLimits``) also end when the input waits
/// (``Block/waited``) and after ``StreamLimits/maxSeconds`` of reading, so the caller can
/// commit on time however slowly lines arrive; at a stop request the decoding thread stops
/// taking input, and the lines read already still come in the blocks (``Block/stopped``).
package final class DecodePipeline: @unchecked Sendable {
    fileprivate static let maxLines = 256
    fileprivate static let maxBytes = 1 << 20
    /// Blocks requested ahead of the one being written.
    package static let depth = 16

    /// One line of a block: where it came from and what decoding made of it.
    package struct Entry {
        package enum Result {
            case event(DecodedEvent, text: Range<Int>)
            case rejected(Rejection)
            case blank
            /// Longer than the reader's limit: only its first bytes are kept.
            case truncated
        }

        package var number: Int
        package var offset: Int64
        /// The line's full length (``raw`` holds a prefix when truncated).
        package var length: Int
        /// The line's bytes in ``Block/raw``: rejected and truncated lines only.
        package var raw: Range<Int>
        /// The reader's ``PrefixHash`` after the line (rejected and truncated lines only):
        /// where in its content the line lies.
        package var place: UInt64 = 0
    }

    /// Where a reader stood: its offset and the number of the last line read, and the
    /// hash of the content before the offset (a checkpoint's fields).
    package struct Position {
        package var offset: Int64
        package var line: Int
        package var prefixHash: UInt64

        package init(_ reader: LineReader) {
            self.init(offset: reader.offset, line: reader.lineNumber, prefixHash: reader.prefixHash())
        }

        package init(offset: Int64, line: Int, prefixHash: UInt64) {
            self.offset = offset
            self.line = line
            self.prefixHash = prefixHash
        }
    }

    /// Lines read and decoded, with the raw bytes of the rejected ones.
    package final class Block: @unchecked Sendable {
        @exclusivity(unchecked) package var entries: [Entry] = []
        /// What decoding made of each entry, one per entry.
        @exclusivity(unchecked) package var results: [Entry.Result] = []
        /// Each entry's transition codes (``TransitionCodes/none`` for other lines).
        @exclusivity(unchecked) package var codes: [TransitionCodes] = []
        @exclusivity(unchecked) package var raw: [UInt8] = []
        @exclusivity(unchecked) package var text: [UInt8] = []
        /// The reader's offset and line number after the block's last line.
        @exclusivity(unchecked) package var endOffset: Int64 = 0
        @exclusivity(unchecked) package var endLine = 0
        /// The hash of the content before ``endOffset`` (a checkpoint there keeps it).
        @exclusivity(unchecked) var endPrefixHash: UInt64 = 0
        /// The block's last line is the last of its batch.
        @exclusivity(unchecked) var endsBatch = false
        /// The input ended after the block's lines (nothing follows).
        @exclusivity(unchecked) package var ended = false
        /// Reading failed after the block's lines (nothing follows).
        @exclusivity(unchecked) package var error: InputError?
        /// The unterminated rest at the end of the input (with ``ended``).
        @exclusivity(unchecked) package var pendingBytes: Int64 = 0
        /// A stream's input waited for data after the block's lines.
        @exclusivity(unchecked) package var waited = false
        /// A stop was requested while the block was read: the stream takes no more input.
        @exclusivity(unchecked) package var stopped = false
        /// Claimed for filling, by its request on the decoding thread or by the caller
        /// (``DecodePipeline/fillLock`` held): whoever claims it first fills it, once.
        fileprivate let claimed = Atomic<Bool>(false)
        /// Claimed by the caller: its request may still run (and find it claimed), so the
        /// block is not filled again.
        @exclusivity(unchecked) fileprivate var claimedByCaller = false
        /// The writer's codes handed over with the block's request (nil: unchanged).
        @exclusivity(unchecked) fileprivate var codeUpdate: DictionaryCodes?

        package init() {
            entries.reserveCapacity(DecodePipeline.maxLines)
            results.reserveCapacity(DecodePipeline.maxLines)
            codes.reserveCapacity(DecodePipeline.maxLines)
            text.reserveCapacity(DecodePipeline.maxLines * 256)
        }

        package func removeAll() {
            entries.removeAll(keepingCapacity: true)
            results.removeAll(keepingCapacity: true)
            codes.removeAll(keepingCapacity: true)
            raw.removeAll(keepingCapacity: true)
            text.removeAll(keepingCapacity: true)
            endsBatch = false
            ended = false
            error = nil
            pendingBytes = 0
            waited = false
            stopped = false
            codeUpdate = nil
        }

        /// True when nothing follows the block (the input ended, or reading failed).
        var isLast: Bool { ended || error != nil }

        /// Where a checkpoint at `offset` falls among the block's lines.
        enum Meeting: Equatable {
            /// The entry at this index starts there (the block's entry count: at its end).
            case at(Int)
            /// Every line of the block ends before it.
            case after
            /// Inside a line of the block: whoever stored it read other bytes.
            case inside
        }

        /// Where a checkpoint at `offset` (not before the block's first line) falls among the
        /// block's lines.
        func meet(_ offset: Int64) -> Meeting {
            for (index, entry) in entries.enumerated() where entry.offset >= offset {
                return entry.offset == offset ? .at(index) : .inside
            }
            if endOffset == offset { return .at(entries.count) }
            return endOffset < offset ? .after : .inside
        }

    }

    /// How a stream's blocks end besides their size.
    struct StreamLimits: Sendable {
        /// A block ends after this long reading (its lines are then written and may commit).
        var maxSeconds: Double
        /// Asked between lines and while the input waits; true stops taking input.
        package var stopRequested: (@Sendable () -> Bool)?
    }

    private let queue = DispatchQueue(label: "fstel.decode", qos: .userInitiated)
    /// Held while a block is claimed and filled, on either thread: blocks are filled one at
    /// a time, in the order requested.
    private let fillLock = Mutex(())
    private let codeBook: DictionaryCodeBook?
    /// Set by ``stopReading()`` for a stream: requests not started yet read nothing, and a
    /// block waiting for input ends, instead of each waiting for its own idle timeout.
    private let cancelled = Atomic<Bool>(false)

    // The decoding thread's state: touched only with `fillLock` held (by a request on `queue`,
    // or by the caller filling a block itself), and by the caller while no request is in flight.
    @exclusivity(unchecked) private var decoder = LineDecoder()
    /// The decoding thread's copy of the writer's codes (nil: codes are not looked up).
    @exclusivity(unchecked) private var codes = DictionaryCodes()
    @exclusivity(unchecked) private var reader: LineReader?
    @exclusivity(unchecked) private var linesLeftInBatch = 0
    @exclusivity(unchecked) private var batchLines = 1
    /// The first batch also ends with the block that reads past this offset (nil: by lines only).
    @exclusivity(unchecked) private var firstBatchEndOffset: Int64?
    @exclusivity(unchecked) private var stream: StreamLimits?
    /// The stream's stop request was seen (its reader returns what it holds, then ends).
    @exclusivity(unchecked) private var streamStopped = false

    // The caller's state.
    /// The codes as the writer last handed them over (given to the next request when changed).
    @exclusivity(unchecked) private var staged = DictionaryCodes()
    @exclusivity(unchecked) private var stagedChanged = false
    @exclusivity(unchecked) private var inFlight: [(block: Block, done: DispatchGroup)] = []
    @exclusivity(unchecked) private var spares: [Block] = []
    /// A block that ended the input or failed was returned: nothing more is requested.
    @exclusivity(unchecked) private var lastReturned = false

    package init(codeBook: DictionaryCodeBook? = nil) {
        self.codeBook = codeBook
    }

    /// Starts reading `reader` on the decoding thread: the first batch ends after
    /// `linesLeftInBatch` more lines (0: the first block is empty and ends it), or with the
    /// block that reads past `firstBatchEndOffset`, the next ones every `batchLines` lines.
    /// `stream` reads it as a stream (``StreamLimits``).
    func startReading(
        _ reader: LineReader, linesLeftInBatch: Int, batchLines: Int, firstBatchEndOffset: Int64? = nil,
        stream: StreamLimits? = nil
    ) {
        precondition(inFlight.isEmpty && self.reader == nil)
        self.reader = reader
        self.batchLines = max(batchLines, 1)
        self.linesLeftInBatch = max(linesLeftInBatch, 0)
        self.firstBatchEndOffset = firstBatchEndOffset
        self.stream = stream
        streamStopped = false
        cancelled.store(false, ordering: .relaxed)
        lastReturned = false
        while inFlight.count < Self.depth { request() }
    }

    /// The next block, decoded, in order. The caller gives it back with ``recycle(_:)``
    /// once written, and stops asking after a block that ``Block/isLast``.
    package func next() -> Block {
        precondition(!inFlight.isEmpty, "next() after the last block or before startReading")
        let (block, done) = inFlight.removeFirst()
        if done.wait(timeout: .now()) == .timedOut {
            // Not filled yet: fill it here unless the decoding thread has started on it.
            if fillLock.withLock({ _ in fillIfUnclaimed(block) }) {
                block.claimedByCaller = true
            } else {
                done.wait()
            }
        }
        if block.isLast {
            lastReturned = true
        } else {
            request()
        }
        return block
    }

    /// Waits for every block in flight and drops them; the reader is the caller's again,
    /// positioned after the last line read (which may be beyond the last block returned).
    package func stopReading() {
        if stream != nil { cancelled.store(true, ordering: .relaxed) }
        for (block, done) in inFlight {
            // A block the decoding thread has not started on is claimed here, unfilled.
            let unstarted = fillLock.withLock { _ in block.claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged }
            if unstarted {
                block.claimedByCaller = true
            } else {
                done.wait()
            }
            recycle(block)
        }
        inFlight.removeAll()
        reader = nil
    }

    /// Holds the decoding thread's requests until ``resumeDecodingThread()``, as when it gets
    /// no core: the caller fills every block (tests).
    func suspendDecodingThread() { queue.suspend() }

    func resumeDecodingThread() { queue.resume() }

    /// Gives a block back once its lines are written, to be filled again.
    func recycle(_ block: Block) {
        // A block the caller claimed may still be in its request: it is not used again.
        guard !block.claimedByCaller else { return }
        block.removeAll()
        block.claimed.store(false, ordering: .relaxed)
        if spares.count < Self.depth + 1 { spares.append(block) }
    }

    private func request() {
        guard reader != nil, !lastReturned else { return }
        let block = spares.popLast() ?? Block()
        block.codeUpdate = takeCodeUpdate()
        let done = DispatchGroup()
        queue.async(group: done) { [self] in
            fillLock.withLock { _ in _ = fillIfUnclaimed(block) }
        }
        inFlight.append((block, done))
    }

    /// Fills `block` (with the codes handed over with it) unless it was claimed already;
    /// true when it filled it. Called with ``fillLock`` held.
    private func fillIfUnclaimed(_ block: Block) -> Bool {
        guard block.claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        if let update = block.codeUpdate { codes = update }
        fill(block)
        return true
    }

    /// The writer's codes when they changed since the last request, else nil.
    private func takeCodeUpdate() -> DictionaryCodes? {
        guard let codeBook else { return nil }
        if codeBook.update(&staged) { stagedChanged = true }
        guard stagedChanged else { return nil }
        stagedChanged = false
        return staged
    }

    /// Reads and decodes the lines of one block. Runs on the decoding thread.
    private func fill(_ block: Block) {
        guard let reader else { return }
        if stream != nil && cancelled.load(ordering: .relaxed) { return }
        let lookUpCodes = codeBook != nil
        let limit = min(Self.maxLines, linesLeftInBatch)
        let started = stream.map { _ in Stopwatch() }
        reading: while block.entries.count < limit && block.text.count + block.raw.count < Self.maxBytes {
            if let started, endsStreamBlock(block, reader: reader, started: started) { break reading }
            let line: LineReader.Line
            do {
                switch try reader.read() {
                case .line(let next): line = next
                case .idle:
                    guard stream != nil else { continue reading }
                    if stopStream(reader, block) { continue reading }
                    block.waited = true
                    break reading
                case .end:
                    block.ended = true
                    block.pendingBytes = reader.pendingBytes
                    break reading
                }
            } catch {
                block.error = error
                break reading
            }
            var entry = Entry(number: line.number, offset: line.offset, length: line.length, raw: 0..<0)
            var codes = TransitionCodes.none
            let result: Entry.Result
            if line.isTruncated {
                result = .truncated
            } else if Self.isBlank(line.bytes) {
                result = .blank
            } else {
                do throws(Rejection) {
                    let event = try decoder.decode(line.bytes)
                    let start = block.text.count
                    block.text.append(contentsOf: decoder.text)
                    result = .event(event, text: start..<block.text.count)
                    if lookUpCodes {
                        if case .transition(_, let t) = event {
                            codes = decoder.text.withUnsafeBytes { TransitionCodes(t, text: $0, codes: self.codes) }
                        }
                        let id = event.sessionID
                        codes.sessionIDHash = decoder.text.withUnsafeBytes {
                            SessionKeyCache.hash(UnsafeRawBufferPointer(rebasing: $0[Int(id.start)..<Int(id.start + id.count)]))
                        }
                    }
                } catch {
                    result = .rejected(error)
                }
            }
            switch result {
            case .rejected, .truncated:
                let start = block.raw.count
                block.raw.append(contentsOf: line.bytes)
                entry.raw = start..<block.raw.count
                entry.place = reader.placeHash()
            case .event, .blank:
                break
            }
            block.entries.append(entry)
            block.results.append(result)
            block.codes.append(codes)
        }
        linesLeftInBatch -= block.entries.count
        if linesLeftInBatch <= 0 || firstBatchEndOffset.map({ reader.offset >= $0 }) == true {
            block.endsBatch = true
            linesLeftInBatch = batchLines
            firstBatchEndOffset = nil
        }
        block.endOffset = reader.offset
        block.endLine = reader.lineNumber
        block.endPrefixHash = reader.prefixHash()
    }

    /// True when a stream's block should end before its next line: it has lines and has
    /// been read for ``StreamLimits/maxSeconds``, or the reading was cancelled. Stops the
    /// stream at a stop request (``stopStream(_:_:)``).
    private func endsStreamBlock(_ block: Block, reader: LineReader, started: Stopwatch) -> Bool {
        _ = stopStream(reader, block)
        if cancelled.load(ordering: .relaxed) { return true }
        return !block.entries.isEmpty && started.seconds >= stream!.maxSeconds
    }

    /// Stops taking a stream's input once a stop is requested: its reader returns the
    /// complete lines it holds, then ends. True when it stopped it now.
    private func stopStream(_ reader: LineReader, _ block: Block) -> Bool {
        guard !streamStopped, stream?.stopRequested?() == true || cancelled.load(ordering: .relaxed) else { return false }
        streamStopped = true
        block.stopped = true
        reader.stopReading()
        return true
    }

    /// True for a line of spaces, tabs and carriage returns only.
    static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for byte in bytes where byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x0A {
            return false
        }
        return true
    }
}
