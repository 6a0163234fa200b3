import CBzip2
import CLzma
import CZlib
import CZstd

/// How an input is compressed, found by its first bytes (never by its name).
public enum CompressionFormat: String, Sendable, CaseIterable {
    case gzip
    case xz
    case zstd
    case bzip2

    /// What the first bytes of an input say it is.
    enum Sniffed: Equatable {
        /// Not compressed (or not yet decidable: more bytes are needed).
        case plain
        /// A format ``LineReader`` decodes.
        case compressed(CompressionFormat)
        /// A compressor's magic bytes that fstel does not decode (`lz4`, `lzip`, ...), with
        /// the command that decompresses it.
        case unsupported(name: String, command: String)
        /// The bytes so far are a prefix of some magic: read more before deciding.
        case needMore
    }

    /// The magic bytes of every format fstel recognises, decoded or not. A log line starts
    /// with `{` (or white space), so none of these can start a plain log.
    private static let signatures: [(magic: [UInt8], mask: [UInt8]?, result: Sniffed)] = [
        ([0x1F, 0x8B], nil, .compressed(.gzip)),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], nil, .compressed(.xz)),
        ([0x28, 0xB5, 0x2F, 0xFD], nil, .compressed(.zstd)),
        // A zstd skippable frame (0x184D2A50 to 0x184D2A5F, little-endian) may come first.
        ([0x50, 0x2A, 0x4D, 0x18], [0xF0, 0xFF, 0xFF, 0xFF], .compressed(.zstd)),
        // "BZh" and the block size digit 1 to 9.
        ([0x42, 0x5A, 0x68, 0x31], [0xFF, 0xFF, 0xFF, 0xF0], .compressed(.bzip2)),
        ([0x04, 0x22, 0x4D, 0x18], nil, .unsupported(name: "lz4", command: "lz4 -dc")),
        ([0x02, 0x21, 0x4C, 0x18], nil, .unsupported(name: "lz4 (legacy)", command: "lz4 -dc")),
        ([0x4C, 0x5A, 0x49, 0x50], nil, .unsupported(name: "lzip", command: "lzip -dc")),
        ([0x1F, 0x9D], nil, .unsupported(name: "compress (.Z)", command: "uncompress -c")),
        ([0x1F, 0x1E], nil, .unsupported(name: "pack (.z)", command: "unpack")),
        ([0x89, 0x4C, 0x5A, 0x4F, 0x00, 0x0D, 0x0A, 0x1A, 0x0A], nil, .unsupported(name: "lzop", command: "lzop -dc")),
        ([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], nil, .unsupported(name: "7z archive", command: "7z x -so")),
        ([0x50, 0x4B, 0x03, 0x04], nil, .unsupported(name: "zip archive", command: "unzip -p")),
        ([0x5D, 0x00, 0x00], nil, .unsupported(name: "lzma (legacy .lzma)", command: "xz --format=lzma -dc")),
    ]

    /// Longest magic: bytes to read before every format is decided.
    static let longestMagic = 9

    /// What `bytes` (the first bytes of an input, `count` of them) say, or `.needMore` when
    /// they are a proper prefix of a magic and the input has more.
    static func sniff(_ bytes: UnsafePointer<UInt8>, count: Int, atEnd: Bool) -> Sniffed {
        var undecided = false
        for signature in signatures {
            let length = signature.magic.count
            var matches = true
            for index in 0..<min(length, count) {
                let mask = signature.mask?[index] ?? 0xFF
                let want = signature.magic[index] & mask
                if bytes[index] & mask != want {
                    matches = false
                    break
                }
            }
            guard matches else { continue }
            if count >= length { return signature.result }
            undecided = true
        }
        return undecided && !atEnd ? .needMore : .plain
    }
}

/// One of the decoders of ``CompressionFormat``, behind one interface for the line reader:
/// each call decodes some input into some output.
final class Decompressor {
    /// What one ``step(input:inputCount:output:outputCount:finishing:)`` ended with.
    enum Status {
        /// Progress (or none, when more input is needed).
        case ok
        /// A member (gzip, bzip2 stream, zstd frame; for xz, the last of its concatenated
        /// streams) ended; more data may start another.
        case memberEnd
        /// The data is damaged, with the library's words.
        case corrupt(String)
    }

    let format: CompressionFormat
    /// The most memory the xz decoder may use (its dictionary): 256 MiB.
    static let xzMemoryLimit: UInt64 = 256 << 20
    private var zlib: UnsafeMutablePointer<z_stream>?
    private var lzma: UnsafeMutablePointer<lzma_stream>?
    private var zstd: OpaquePointer?
    private var bzip: UnsafeMutablePointer<bz_stream>?

    /// A decoder of `format`; nil when the library cannot set one up (out of memory).
    init?(_ format: CompressionFormat) {
        self.format = format
        switch format {
        case .gzip:
            let zs = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            zs.initialize(to: z_stream())
            guard czlib_inflate_init_gzip(zs) == Z_OK else {
                zs.deallocate()
                return nil
            }
            zlib = zs
        case .xz:
            let xs = UnsafeMutablePointer<lzma_stream>.allocate(capacity: 1)
            xs.initialize(to: clzma_stream_init())
            // Concatenated streams (`cat a.xz b.xz`) and stream padding are one content.
            // Memory is bounded: `xz -9` needs 65 MiB to decode, a forged header could ask
            // for gigabytes.
            guard lzma_stream_decoder(xs, Self.xzMemoryLimit, clzma_concatenated) == LZMA_OK else {
                xs.deallocate()
                return nil
            }
            lzma = xs
        case .zstd:
            guard let ds = ZSTD_createDStream() else { return nil }
            zstd = ds
        case .bzip2:
            let bs = UnsafeMutablePointer<bz_stream>.allocate(capacity: 1)
            bs.initialize(to: bz_stream())
            guard BZ2_bzDecompressInit(bs, 0, 0) == BZ_OK else {
                bs.deallocate()
                return nil
            }
            bzip = bs
        }
    }

    deinit {
        if let zlib {
            inflateEnd(zlib)
            zlib.deinitialize(count: 1)
            zlib.deallocate()
        }
        if let lzma {
            lzma_end(lzma)
            lzma.deinitialize(count: 1)
            lzma.deallocate()
        }
        if let zstd { ZSTD_freeDStream(zstd) }
        if let bzip {
            BZ2_bzDecompressEnd(bzip)
            bzip.deinitialize(count: 1)
            bzip.deallocate()
        }
    }

    /// Decodes from `input` into `output`; `finishing` tells that no input follows. Returns
    /// the bytes consumed and produced; no progress with `finishing` means the data ends
    /// early (truncated).
    func step(
        input: UnsafeRawPointer?, inputCount: Int, output: UnsafeMutableRawPointer, outputCount: Int, finishing: Bool
    ) -> (consumed: Int, produced: Int, status: Status) {
        switch format {
        case .gzip:
            let zs = zlib!
            zs.pointee.next_in = UnsafeMutablePointer(mutating: input?.assumingMemoryBound(to: UInt8.self))
            zs.pointee.avail_in = UInt32(inputCount)
            zs.pointee.next_out = output.assumingMemoryBound(to: UInt8.self)
            zs.pointee.avail_out = UInt32(outputCount)
            let code = inflate(zs, Z_NO_FLUSH)
            let consumed = inputCount - Int(zs.pointee.avail_in)
            let produced = outputCount - Int(zs.pointee.avail_out)
            switch code {
            case Z_OK, Z_BUF_ERROR: return (consumed, produced, .ok)
            case Z_STREAM_END: return (consumed, produced, .memberEnd)
            default:
                return (consumed, produced, .corrupt(zs.pointee.msg.map { String(cString: $0) } ?? "error \(code)"))
            }
        case .xz:
            let xs = lzma!
            xs.pointee.next_in = input?.assumingMemoryBound(to: UInt8.self)
            xs.pointee.avail_in = inputCount
            xs.pointee.next_out = output.assumingMemoryBound(to: UInt8.self)
            xs.pointee.avail_out = outputCount
            let code = lzma_code(xs, finishing ? LZMA_FINISH : LZMA_RUN)
            let consumed = inputCount - xs.pointee.avail_in
            let produced = outputCount - xs.pointee.avail_out
            switch code {
            case LZMA_OK, LZMA_BUF_ERROR: return (consumed, produced, .ok)
            case LZMA_STREAM_END: return (consumed, produced, .memberEnd)
            case LZMA_FORMAT_ERROR: return (consumed, produced, .corrupt("not an xz stream where one should start"))
            case LZMA_OPTIONS_ERROR: return (consumed, produced, .corrupt("unsupported xz options"))
            case LZMA_DATA_ERROR: return (consumed, produced, .corrupt("compressed data is corrupt"))
            case LZMA_MEM_ERROR: return (consumed, produced, .corrupt("out of memory"))
            case LZMA_MEMLIMIT_ERROR:
                return (consumed, produced, .corrupt("it needs more than \(Self.xzMemoryLimit >> 20) MiB to decode (xz -9 needs 65 MiB)"))
            default: return (consumed, produced, .corrupt("error \(code.rawValue)"))
            }
        case .zstd:
            var source = ZSTD_inBuffer(src: input, size: inputCount, pos: 0)
            var target = ZSTD_outBuffer(dst: output, size: outputCount, pos: 0)
            let code = ZSTD_decompressStream(zstd, &target, &source)
            if ZSTD_isError(code) != 0 {
                return (source.pos, target.pos, .corrupt(String(cString: ZSTD_getErrorName(code)).lowercased()))
            }
            // 0: a frame is complete and flushed (the next byte may start another).
            return (source.pos, target.pos, code == 0 ? .memberEnd : .ok)
        case .bzip2:
            let bs = bzip!
            bs.pointee.next_in = UnsafeMutablePointer(mutating: input?.assumingMemoryBound(to: CChar.self))
            bs.pointee.avail_in = UInt32(inputCount)
            bs.pointee.next_out = output.assumingMemoryBound(to: CChar.self)
            bs.pointee.avail_out = UInt32(outputCount)
            let code = BZ2_bzDecompress(bs)
            let consumed = inputCount - Int(bs.pointee.avail_in)
            let produced = outputCount - Int(bs.pointee.avail_out)
            switch code {
            case BZ_OK: return (consumed, produced, .ok)
            case BZ_STREAM_END: return (consumed, produced, .memberEnd)
            case BZ_DATA_ERROR_MAGIC: return (consumed, produced, .corrupt("not a bzip2 stream where one should start"))
            case BZ_DATA_ERROR: return (consumed, produced, .corrupt("compressed data is corrupt"))
            case BZ_MEM_ERROR: return (consumed, produced, .corrupt("out of memory"))
            default: return (consumed, produced, .corrupt("error \(code)"))
            }
        }
    }

    /// Gets ready for the member that follows one that ended; false when the library
    /// cannot (out of memory).
    func startNextMember() -> Bool {
        switch format {
        case .gzip: return inflateReset(zlib!) == Z_OK
        case .xz: return true  // concatenated streams are decoded as one
        case .zstd: return ZSTD_isError(ZSTD_DCtx_reset(zstd, ZSTD_reset_session_only)) == 0
        case .bzip2:
            let bs = bzip!
            BZ2_bzDecompressEnd(bs)
            bs.pointee = bz_stream()
            return BZ2_bzDecompressInit(bs, 0, 0) == BZ_OK
        }
    }
}
