import Dispatch
import FSTelIO
import FSTelModel

/// Decodes lines on a second thread while the caller writes the lines before them.
///
/// The caller reads lines and ``append(_:)``s them (their bytes are copied into a block);
/// when a block is full it calls ``rotate()``, which hands the block to the decoding
/// thread and returns the block handed over before it, decoded, for the caller to write.
/// So decoding block *k* overlaps writing block *k - 1*. Before anything commits, the
/// caller takes every block still in flight with ``drain()``: the lines written are then
/// exactly the lines read, and the reader's offset is the checkpoint.
///
/// With a ``DictionaryCodeBook`` (the SQLite writer's), the decoding thread also looks up
/// each transition's `dictionary` codes in its own copy of the codes the writer has
/// learned (``Block/codes``), which it brings up to date whenever no block is being
/// decoded; a value it does not know yet gets 0 and the writer looks it up.
///
/// Two blocks exist at a time (one filling, one decoding), each bounded by ``maxLines``
/// lines and ``maxBytes`` bytes (a longer line is one block of its own), so memory does
/// not grow with the input.
final class DecodePipeline: @unchecked Sendable {
    static let maxLines = 256
    static let maxBytes = 1 << 20

    /// One line of a block: where it came from (what decoding made of it is in
    /// ``Block/results``, so that appending a line copies a few words, not a decoded event).
    struct Entry {
        enum Result {
            case event(DecodedEvent, text: Range<Int>)
            case rejected(Rejection)
            case blank
            /// Longer than the reader's limit: only its first bytes are kept.
            case truncated
        }

        var number: Int
        var offset: Int64
        /// The line's full length (``raw`` holds a prefix when truncated).
        var length: Int
        var raw: Range<Int>
    }

    /// Lines with their raw bytes and, once decoded, their decoded text.
    final class Block: @unchecked Sendable {
        @exclusivity(unchecked) var entries: [Entry] = []
        @exclusivity(unchecked) var raw = LineBytes(capacity: DecodePipeline.maxLines * 512)
        @exclusivity(unchecked) var text: [UInt8] = []
        @exclusivity(unchecked) var truncated: [Bool] = []
        /// What decoding made of each entry, one per entry once decoded.
        @exclusivity(unchecked) var results: [Entry.Result] = []
        /// Each entry's transition codes (``TransitionCodes/none`` for other lines); filled
        /// by decoding, one per entry.
        @exclusivity(unchecked) var codes: [TransitionCodes] = []

        init() {
            entries.reserveCapacity(DecodePipeline.maxLines)
            text.reserveCapacity(DecodePipeline.maxLines * 256)
            codes.reserveCapacity(DecodePipeline.maxLines)
            results.reserveCapacity(DecodePipeline.maxLines)
        }

        deinit {
            raw.deallocate()
        }

        func removeAll() {
            entries.removeAll(keepingCapacity: true)
            raw.removeAll()
            text.removeAll(keepingCapacity: true)
            truncated.removeAll(keepingCapacity: true)
            codes.removeAll(keepingCapacity: true)
            results.removeAll(keepingCapacity: true)
        }
    }

    private let queue = DispatchQueue(label: "fstel.decode", qos: .userInitiated)
    @exclusivity(unchecked) private var decoder = LineDecoder()
    /// The decoding thread's copy of the writer's codes (written only while no block is
    /// being decoded), and where they come from (nil: codes are not looked up).
    @exclusivity(unchecked) private var codes = DictionaryCodes()
    private let codeBook: DictionaryCodeBook?
    @exclusivity(unchecked) private var filling = Block()
    @exclusivity(unchecked) private var spares: [Block] = []
    /// The block handed to the decoding thread, and the group that says when it is done.
    @exclusivity(unchecked) private var inFlight: (block: Block, done: DispatchGroup)?

    /// Lines appended and not yet returned by ``rotate()`` or ``drain()``.
    @exclusivity(unchecked) private(set) var pendingLines = 0

    init(codeBook: DictionaryCodeBook? = nil) {
        self.codeBook = codeBook
    }

    /// True when the filling block has no room for more lines.
    var isFull: Bool {
        filling.entries.count >= Self.maxLines || filling.raw.count >= Self.maxBytes
    }

    /// Copies a line into the filling block.
    func append(_ line: LineReader.Line) {
        // The pipeline holds the filling block: no retain and release per line.
        Unmanaged.passUnretained(filling)._withUnsafeGuaranteedRef { block in
            let start = block.raw.count
            block.raw.append(line.bytes)
            block.entries.append(Entry(
                number: line.number, offset: line.offset, length: line.length, raw: start..<block.raw.count))
            block.truncated.append(line.isTruncated)
        }
        pendingLines += 1
    }

    /// Hands the filling block to the decoding thread; returns the block handed over
    /// before it, decoded (nil the first time).
    func rotate() -> Block? {
        let previous = takeInFlight()
        submit()
        return previous
    }

    /// Every block not yet returned, decoded, in order; nothing is in flight after it.
    func drain() -> [Block] {
        var blocks: [Block] = []
        if let previous = takeInFlight() { blocks.append(previous) }
        if !filling.entries.isEmpty {
            let block = filling
            filling = Block()
            codeBook?.update(&codes)
            Self.decode(block, with: &decoder, codes: codeBook == nil ? nil : codes)
            pendingLines -= block.entries.count
            blocks.append(block)
        }
        return blocks
    }

    /// Forgets every line appended and not yet returned (after a rollback).
    func discard() {
        _ = drain()
        pendingLines = 0
    }

    /// Gives a block back once its lines are written, to be filled again.
    func recycle(_ block: Block) {
        block.removeAll()
        if spares.count < 2 { spares.append(block) }
    }

    private func submit() {
        guard !filling.entries.isEmpty else { return }
        let block = filling
        filling = spares.popLast() ?? Block()
        // Nothing is being decoded (the block before was taken): the codes may change.
        codeBook?.update(&codes)
        let done = DispatchGroup()
        queue.async(group: done) { [self] in
            Self.decode(block, with: &decoder, codes: codeBook == nil ? nil : codes)
        }
        inFlight = (block, done)
    }

    private func takeInFlight() -> Block? {
        guard let (block, done) = inFlight else { return nil }
        done.wait()
        inFlight = nil
        pendingLines -= block.entries.count
        return block
    }

    /// Decodes every line of a block, and looks up its transitions' values in `codes`
    /// when given. Runs on the decoding thread for a submitted block, which nothing else
    /// touches until its group is done.
    private static func decode(_ block: Block, with decoder: inout LineDecoder, codes: DictionaryCodes?) {
        block.codes.removeAll(keepingCapacity: true)
        block.codes.append(contentsOf: repeatElement(.none, count: block.entries.count))
        block.results.removeAll(keepingCapacity: true)
        block.raw.withUnsafeBytes { raw in
            for index in block.entries.indices {
                let entry = block.entries[index]
                if block.truncated[index] {
                    block.results.append(.truncated)
                    continue
                }
                let bytes = UnsafeRawBufferPointer(rebasing: raw[entry.raw])
                if isBlank(bytes) {
                    block.results.append(.blank)
                    continue
                }
                do throws(Rejection) {
                    let event = try decoder.decode(bytes)
                    let start = block.text.count
                    block.text.append(contentsOf: decoder.text)
                    block.results.append(.event(event, text: start..<block.text.count))
                    if let codes, case .transition(_, let t) = event {
                        block.codes[index] = decoder.text.withUnsafeBytes { TransitionCodes(t, text: $0, codes: codes) }
                    }
                } catch {
                    block.results.append(.rejected(error))
                }
            }
        }
    }

    /// True for a line of spaces, tabs and carriage returns only.
    static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for byte in bytes where byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x0A {
            return false
        }
        return true
    }
}

/// The raw bytes of a block's lines: each line is appended with one copy (an `Array`'s
/// generic `append(contentsOf:)` cost the writing thread about 160 instructions a line
/// besides the copy), growing by doubling and keeping its memory when emptied. Its owner
/// calls ``deallocate()``.
struct LineBytes {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(byteCount: self.capacity, alignment: 16)
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0 else { return }
        if count + n > capacity { grow(toHold: count + n) }
        (base + count).copyMemory(from: bytes.baseAddress!, byteCount: n)
        count += n
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        newBase.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    mutating func removeAll() {
        count = 0
    }

    func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    func deallocate() {
        base.deallocate()
    }
}
