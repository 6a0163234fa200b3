import CBzip2
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decodes the bzip2 streams of a regular file on several threads, block by block, and hands
/// the decoded bytes out in order: the bytes are exactly those libbz2 decodes from the whole
/// file, or the decoder gives up (``Outcome/fallBack(streamByte:skip:)``) and the caller decodes
/// sequentially from the start of a stream, which yields the same bytes and the same errors.
///
/// A bzip2 stream is `BZh` and a block-size digit, blocks that each start with the 48-bit
/// magic `0x314159265359` at any bit offset (followed by the block's CRC), and the end
/// magic `0x177245385090` followed by the stream CRC (each block's CRC folded in by
/// `crc = rotl1(crc) ^ blockCRC`), padded to a byte. The reader's thread reads the file,
/// finds the magics by a bit-level scan, and gives each piece between two magics to a worker,
/// which wraps it as a one-block stream (header, piece, end magic, the block's CRC as the
/// stream CRC) and decodes it with libbz2, which checks the block's CRC. Every scan result
/// is checked: the stream CRC against the pieces' CRCs, what follows a stream (another
/// stream, zero padding, or the end of the file). A magic found inside a block's data (a
/// false start) splits a block into two pieces that fail to decode. Anything unexpected
/// (a piece that fails, a CRC that does not add up, a block decoding to more than
/// ``maxBlockOutput``, a file that ends inside a stream, other bytes after a stream) stops
/// the parallel decoding at the start of the stream it happened in; the blocks before it
/// were handed out decoded and checked.
///
/// Memory is bounded: at most ``window`` pieces are in flight, each holding at most
/// ``maxPieceBytes`` of input and ``maxBlockOutput`` of output, plus libbz2's 3.7 MB per
/// worker for a 900k block size.
final class ParallelBzip2Decoder {
    /// What ``read(into:capacity:readRaw:)`` gives.
    enum Outcome: Equatable {
        /// This many decoded bytes were written.
        case bytes(Int)
        /// The content ended: every stream decoded and its CRC checked.
        case end
        /// Decode sequentially from `streamByte` of the compressed file (where a stream
        /// starts), dropping the first `skip` decoded bytes (handed out already).
        case fallBack(streamByte: Int64, skip: Int64)
    }

    /// The bzip2 block magic (pi) and end-of-stream magic (sqrt pi).
    static let blockMagic: UInt64 = 0x3141_5926_5359
    static let endMagic: UInt64 = 0x1772_4538_5090
    /// The most compressed bytes one block may take: 900k blocks of incompressible data
    /// take a little more than 900 kB.
    static let maxPieceBytes = 1_200_000
    /// The most one block may decode to before the decoder gives up on it: bzip2's
    /// run-length stage can make a 900k block decode to about 46 MB.
    static let maxBlockOutput = 8 << 20

    /// Decoding threads to use for bzip2: `FSTEL_BZIP2_THREADS` when set to 2 or more (at
    /// most 64), `0` for the active processors (at least 2); otherwise 1, which decodes on
    /// the reader's own thread with one libbz2 stream. One stream is the default: on the
    /// 2 loaded vCPUs it was measured on, the threaded decoder took more wall and CPU time
    /// (docs/design/compressed-input.md).
    static var configuredThreads: Int {
        guard let text = getenv("FSTEL_BZIP2_THREADS").map({ String(cString: $0) }), let value = Int(text), value >= 0 else {
            return 1
        }
        if value == 0 { return max(2, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
        return min(value, 64)
    }

    private let threads: Int
    private let blockOutputLimit: Int
    /// Blocks decoded by the workers and handed out (or being handed out).
    private(set) var blocksHandedOut = 0
    private let window: Int
    private let queues: [DispatchQueue]
    private var nextQueue = 0

    /// Compressed bytes of the file from absolute offset `compBase`, `compCount` of them.
    private let comp: UnsafeMutableRawBufferPointer
    private var compBase: Int64 = 0
    private var compCount = 0
    private var eof = false

    private enum ScanState {
        /// A stream header is expected at this byte (or the end, or zero padding).
        case header(Int64)
        /// A block starts at bit `start`; the next magic is searched from bit `from`.
        case block(start: Int64, from: Int64)
        /// Zero padding after the last stream, checked from this byte.
        case zeros(Int64)
        case ended
        /// The scan found something it does not decode; fall back at this stream.
        case failed(streamByte: Int64)
    }
    private var state: ScanState = .header(0)
    /// The stream being scanned: where it starts, its block-size digit, its running CRC.
    private var streamByte: Int64 = 0
    private var level = 9
    private var combinedCRC: UInt32 = 0

    private var queue: [Bzip2BlockJob] = []
    private var queueHead = 0
    /// The block being handed out, and how much of it was.
    private var current: Bzip2BlockJob?
    private var currentUsed = 0
    /// Decoded bytes handed out, and where the stream of the block last handed out starts
    /// (compressed byte, decoded byte).
    private var delivered: Int64 = 0
    private var deliveredStreamByte: Int64 = -1
    private var deliveredStreamContent: Int64 = 0

    /// A decoder that starts with the `count` bytes at `initial` (the first bytes of the file,
    /// read to sniff the format), on `threads` worker threads (2 or more).
    init(initial: UnsafeRawPointer, count: Int, threads: Int, blockOutputLimit: Int = maxBlockOutput) {
        self.threads = max(threads, 1)
        self.blockOutputLimit = blockOutputLimit
        window = 2 * self.threads
        queues = (0..<self.threads).map { DispatchQueue(label: "fstel.bzip2.\($0)", qos: .userInitiated) }
        comp = .allocate(byteCount: 2 * Self.maxPieceBytes + (1 << 20), alignment: 16)
        if count > 0 { comp.baseAddress!.copyMemory(from: initial, byteCount: count) }
        compCount = count
    }

    deinit {
        cancelQueued()
        comp.deallocate()
    }

    /// Writes decoded bytes into `pointer` (up to `capacity`), reading the file through
    /// `readRaw` (which returns 0 at its end) as the scan needs it.
    func read(
        into pointer: UnsafeMutableRawPointer, capacity: Int,
        readRaw: (UnsafeMutableRawPointer, Int) throws(InputError) -> Int
    ) throws(InputError) -> Outcome {
        while true {
            if let job = current {
                let left = job.produced - currentUsed
                if left > 0 {
                    let count = min(left, capacity)
                    pointer.copyMemory(from: job.output! + currentUsed, byteCount: count)
                    currentUsed += count
                    delivered += Int64(count)
                    return .bytes(count)
                }
                current = nil
                job.release()
            }
            try fillPipeline(readRaw)
            guard queueHead < queue.count else {
                switch state {
                case .ended: return .end
                case .failed(let byte): return fallBack(at: byte)
                default: preconditionFailure("the scan stopped with room in its window")
                }
            }
            let job = queue[queueHead]
            queueHead += 1
            if queueHead >= window {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            job.done.wait()
            guard job.succeeded else { return fallBack(at: job.streamByte) }
            if job.streamByte != deliveredStreamByte {
                deliveredStreamByte = job.streamByte
                deliveredStreamContent = delivered
            }
            current = job
            currentUsed = 0
            blocksHandedOut += 1
        }
    }

    private func fallBack(at byte: Int64) -> Outcome {
        cancelQueued()
        let skip = byte == deliveredStreamByte ? delivered - deliveredStreamContent : 0
        return .fallBack(streamByte: byte, skip: skip)
    }

    /// Stops the pieces not yet decoded (their workers skip them) and forgets them all.
    private func cancelQueued() {
        for index in queueHead..<queue.count { queue[index].cancel() }
        queue.removeAll()
        queueHead = 0
        current?.release()
        current = nil
    }

    // MARK: - Reading and scanning

    private var compEnd: Int64 { compBase + Int64(compCount) }

    private func byte(_ absolute: Int64) -> UInt8 {
        comp.load(fromByteOffset: Int(absolute - compBase), as: UInt8.self)
    }

    /// `count` (at most 56) bits at absolute bit `position`, most significant first; bits
    /// past the bytes read are zero.
    private func bits(_ position: Int64, _ count: Int) -> UInt64 {
        let first = Int((position >> 3) - compBase)
        let shift = Int(position & 7)
        var word: UInt64 = 0
        if first + 8 <= compCount {
            word = UInt64(bigEndian: comp.loadUnaligned(fromByteOffset: first, as: UInt64.self))
        } else {
            for index in first..<(first + 8) {
                word = word << 8 | (index < compCount ? UInt64(comp[index]) : 0)
            }
        }
        return (word << UInt64(shift)) >> UInt64(64 - count)
    }

    /// Reads more of the file, first dropping the bytes before `keep`; false at the end of
    /// the file or when the buffer is full of bytes to keep.
    private func readMore(keeping keep: Int64, _ readRaw: (UnsafeMutableRawPointer, Int) throws(InputError) -> Int) throws(InputError) -> Bool {
        if eof { return false }
        let drop = Int(keep - compBase)
        if drop > 0 && compCount - drop < comp.count / 2 {
            let kept = compCount - drop
            if kept > 0 { comp.baseAddress!.copyMemory(from: comp.baseAddress! + drop, byteCount: kept) }
            compBase = keep
            compCount = kept
        }
        let room = comp.count - compCount
        if room == 0 { return false }
        let n = try readRaw(comp.baseAddress! + compCount, min(room, 1 << 20))
        if n <= 0 {
            eof = true
            return false
        }
        compCount += n
        return true
    }

    /// Whether the bytes before absolute `byte` are read, reading as needed.
    private func ensure(_ byte: Int64, keeping keep: Int64, _ readRaw: (UnsafeMutableRawPointer, Int) throws(InputError) -> Int) throws(InputError) -> Bool {
        while compEnd < byte {
            if !(try readMore(keeping: keep, readRaw)) { return compEnd >= byte }
        }
        return true
    }

    /// For each byte value: which bit shifts `s` put it as the second byte of a magic that
    /// starts at bit `s` of the byte before (bits 0-7: the block magic, 8-15: the end magic).
    private static let filter: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 256)
        for shift in 0..<8 {
            table[Int((blockMagic >> UInt64(32 + shift)) & 0xFF)] |= UInt16(1 << shift)
            table[Int((endMagic >> UInt64(32 + shift)) & 0xFF)] |= UInt16(1 << (8 + shift))
        }
        return table
    }()

    /// The first magic starting at bit `from` or after, within the bytes read: its bit and
    /// whether it ends the stream; nil when none is (the scan may go on from `resume`).
    private func findMagic(from: Int64) -> (at: Int64, isEnd: Bool)?? {
        let available = compEnd * 8
        // Candidate starts at bit 8*(j-1)+s, found by the byte j, which a magic covers whole.
        var j = max((from >> 3) + 1, compBase + 1)
        let last = (available - 55) >> 3 + 1  // the last j whose every candidate fits
        guard j <= last else { return .some(nil) }
        let base = comp.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let table = Self.filter
        return table.withUnsafeBufferPointer { filter -> (at: Int64, isEnd: Bool)?? in
            while j <= last {
                let mask = filter[Int(base[Int(j - compBase)])]
                if mask != 0 {
                    for shift in 0..<8 where mask & (0x101 << shift) != 0 {
                        let position = (j - 1) * 8 + Int64(shift)
                        if position < from { continue }
                        let value = bits(position, 48)
                        if value == Self.blockMagic { return (position, false) }
                        if value == Self.endMagic { return (position, true) }
                    }
                }
                j += 1
            }
            return .some(nil)
        }
    }

    private func fail() {
        state = .failed(streamByte: streamByte)
    }

    /// Scans on and starts pieces until the window is full or the scan ended or failed.
    private func fillPipeline(_ readRaw: (UnsafeMutableRawPointer, Int) throws(InputError) -> Int) throws(InputError) {
        while queue.count - queueHead < window {
            switch state {
            case .ended, .failed:
                return
            case .header(let at):
                _ = try ensure(at + 10, keeping: at, readRaw)
                if compEnd <= at && eof {
                    state = .ended
                    continue
                }
                if compEnd <= at { return fail() }
                if byte(at) == 0 {
                    state = .zeros(at)
                    continue
                }
                guard compEnd >= at + 10, byte(at) == 0x42, byte(at + 1) == 0x5A, byte(at + 2) == 0x68,
                      (0x31...0x39).contains(byte(at + 3))
                else { return fail() }
                streamByte = at
                level = Int(byte(at + 3) - 0x30)
                combinedCRC = 0
                let first = at * 8 + 32
                switch bits(first, 48) {
                case Self.blockMagic: state = .block(start: first, from: first + 80)
                case Self.endMagic: try endOfStream(at: first, readRaw)
                default: fail()
                }
            case .block(let start, let from):
                let found = findMagic(from: from)
                guard let magic = found.flatMap({ $0 }) else {
                    // Every candidate of a byte before this one was examined.
                    let resume = 8 * ((compEnd * 8 - 55) >> 3)
                    if compEnd - (start >> 3) > Int64(Self.maxPieceBytes) { return fail() }
                    if !(try readMore(keeping: start >> 3, readRaw)) { return fail() }
                    state = .block(start: start, from: max(from, resume))
                    continue
                }
                let length = magic.at - start
                guard length >= 80 + 8, length <= Int64(Self.maxPieceBytes) * 8 else { return fail() }
                submit(start: start, end: magic.at)
                if magic.isEnd {
                    try endOfStream(at: magic.at, readRaw)
                } else {
                    state = .block(start: magic.at, from: magic.at + 80)
                }
            case .zeros(let at):
                var position = at
                while true {
                    while position < compEnd {
                        if byte(position) != 0 { return fail() }
                        position += 1
                    }
                    if !(try readMore(keeping: position, readRaw)) { break }
                }
                if compEnd > position || !eof { return fail() }
                state = .ended
            }
        }
    }

    /// Checks the stream CRC after the end magic at bit `at`; the next stream starts at the
    /// byte after it.
    private func endOfStream(at: Int64, _ readRaw: (UnsafeMutableRawPointer, Int) throws(InputError) -> Int) throws(InputError) {
        let after = at + 80
        guard try ensure((after + 7) >> 3, keeping: at >> 3, readRaw) else { return fail() }
        guard UInt32(bits(at + 48, 32)) == combinedCRC else { return fail() }
        state = .header((after + 7) >> 3)
    }

    /// Starts decoding the piece from bit `start` (its magic) to bit `end`.
    private func submit(start: Int64, end: Int64) {
        let crc = UInt32(bits(start + 48, 32))
        combinedCRC = (combinedCRC << 1 | combinedCRC >> 31) ^ crc
        let firstByte = Int(start >> 3 - compBase)
        let lastByte = Int((end + 7) >> 3 - compBase)
        let raw = UnsafeRawBufferPointer(start: comp.baseAddress! + firstByte, count: lastByte - firstByte)
        let job = Bzip2BlockJob(
            raw: raw, shift: Int(start & 7), bitCount: Int(end - start), crc: crc, level: level, streamByte: streamByte,
            outputLimit: blockOutputLimit)
        queue.append(job)
        let target = queues[nextQueue]
        nextQueue = (nextQueue + 1) % queues.count
        target.async { job.run() }
    }
}

/// One piece of a bzip2 stream decoded on a worker thread as a one-block stream.
final class Bzip2BlockJob: @unchecked Sendable {
    let streamByte: Int64
    /// Signalled once the piece is decoded (or skipped).
    let done = DispatchSemaphore(value: 0)
    /// Set before `done` is signalled.
    private(set) var succeeded = false
    private(set) var produced = 0
    private(set) var output: UnsafeMutableRawPointer?

    private var stream: [UInt8]
    private let outputLimit: Int
    private let cancelled = ManagedAtomicFlag()

    /// A piece of `bitCount` bits starting at bit `shift` of `raw`, whose block CRC is `crc`,
    /// from a stream of block-size digit `level`.
    init(raw: UnsafeRawBufferPointer, shift: Int, bitCount: Int, crc: UInt32, level: Int, streamByte: Int64, outputLimit: Int) {
        self.streamByte = streamByte
        self.outputLimit = outputLimit
        // "BZh", the digit, the piece moved to a byte boundary, the end magic, the CRC.
        var bytes = [UInt8]()
        bytes.reserveCapacity(bitCount / 8 + 20)
        bytes.append(contentsOf: [0x42, 0x5A, 0x68, UInt8(0x30 + level)])
        let whole = bitCount / 8
        if shift == 0 {
            bytes.append(contentsOf: raw[0..<whole])
        } else {
            let left = UInt8(shift), right = UInt8(8 - shift)
            for index in 0..<whole {
                bytes.append(raw[index] << left | raw[index + 1] >> right)
            }
        }
        var accumulator: UInt64 = 0
        var pending = 0
        func put(_ value: UInt64, _ count: Int) {
            for bit in stride(from: count - 1, through: 0, by: -1) {
                accumulator = accumulator << 1 | (value >> UInt64(bit) & 1)
                pending += 1
                if pending == 8 {
                    bytes.append(UInt8(accumulator & 0xFF))
                    accumulator = 0
                    pending = 0
                }
            }
        }
        let rest = bitCount - whole * 8
        for bit in 0..<rest {
            let position = shift + whole * 8 + bit
            put(UInt64(raw[position >> 3] >> UInt8(7 - position & 7) & 1), 1)
        }
        put(ParallelBzip2Decoder.endMagic, 48)
        put(UInt64(crc), 32)
        if pending > 0 { put(0, 8 - pending) }
        stream = bytes
    }

    deinit { output?.deallocate() }

    func cancel() { cancelled.set() }

    /// Frees the decoded bytes once handed out.
    func release() {
        output?.deallocate()
        output = nil
        produced = 0
    }

    /// Decodes the piece; a failure (damage, a false start, more output than the cap)
    /// leaves `succeeded` false.
    func run() {
        defer { done.signal() }
        if cancelled.isSet { return }
        let capacity = outputLimit
        let out = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        let handle = UnsafeMutablePointer<bz_stream>.allocate(capacity: 1)
        handle.initialize(to: bz_stream())
        defer { handle.deallocate() }
        guard BZ2_bzDecompressInit(handle, 0, 0) == BZ_OK else {
            out.deallocate()
            return
        }
        var ended = false
        stream.withUnsafeMutableBytes { input in
            handle.pointee.next_in = input.baseAddress!.assumingMemoryBound(to: CChar.self)
            handle.pointee.avail_in = UInt32(input.count)
            handle.pointee.next_out = out.assumingMemoryBound(to: CChar.self)
            handle.pointee.avail_out = UInt32(capacity)
            while true {
                let before = (handle.pointee.avail_in, handle.pointee.avail_out)
                let code = BZ2_bzDecompress(handle)
                if code == BZ_STREAM_END {
                    ended = true
                    break
                }
                if code != BZ_OK || handle.pointee.avail_out == 0 || (handle.pointee.avail_in, handle.pointee.avail_out) == before { break }
            }
        }
        let count = capacity - Int(handle.pointee.avail_out)
        let unused = handle.pointee.avail_in
        BZ2_bzDecompressEnd(handle)
        stream = []
        if ended && unused == 0 {
            output = out
            produced = count
            succeeded = true
        } else {
            out.deallocate()
        }
    }
}

/// A flag set once by one thread and read by another.
final class ManagedAtomicFlag: @unchecked Sendable {
    private var value = false
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }
    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }
    func set() {
        pthread_mutex_lock(lock)
        value = true
        pthread_mutex_unlock(lock)
    }
    var isSet: Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return value
    }
}
