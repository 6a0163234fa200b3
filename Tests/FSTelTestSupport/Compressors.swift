import CBzip2
import CLzma
import CZlib
import CZstd
import FSTelIO

/// One member of `bytes` compressed as `format` would write it (`gzip -c`, `xz -c`,
/// `zstd -c`, `bzip2 -c`), made with the same libraries fstel reads them with. Concatenate
/// two results for a multi-member file (`cat a.xz b.xz`).
public func compressed(_ bytes: [UInt8], as format: CompressionFormat) -> [UInt8] {
    var source = bytes
    switch format {
    case .gzip:
        var stream = z_stream()
        precondition(czlib_deflate_init_gzip(&stream, 6) == Z_OK)
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
        let written = source.withUnsafeMutableBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                precondition(deflate(&stream, Z_FINISH) == Z_STREAM_END)
                return output.count - Int(stream.avail_out)
            }
        }
        return Array(out[0..<written])
    case .xz:
        var out = [UInt8](repeating: 0, count: bytes.count + bytes.count / 2 + 1024)
        var position = 0
        let status = source.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                lzma_easy_buffer_encode(6, LZMA_CHECK_CRC64, nil, input.baseAddress, input.count, output.baseAddress, &position, output.count)
            }
        }
        precondition(status == LZMA_OK)
        return Array(out[0..<position])
    case .zstd:
        var out = [UInt8](repeating: 0, count: ZSTD_compressBound(bytes.count))
        let written = source.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                ZSTD_compress(output.baseAddress, output.count, input.baseAddress, input.count, 3)
            }
        }
        precondition(ZSTD_isError(written) == 0)
        return Array(out[0..<written])
    case .bzip2:
        var out = [UInt8](repeating: 0, count: bytes.count + bytes.count / 100 + 700)
        var length = UInt32(out.count)
        let status = source.withUnsafeMutableBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                output.withMemoryRebound(to: CChar.self) { o in
                    input.withMemoryRebound(to: CChar.self) { i in
                        BZ2_bzBuffToBuffCompress(o.baseAddress, &length, i.baseAddress, UInt32(i.count), 9, 0, 0)
                    }
                }
            }
        }
        precondition(status == BZ_OK)
        return Array(out[0..<Int(length)])
    }
}
