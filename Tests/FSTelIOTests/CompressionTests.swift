import Foundation
import Testing
@testable import FSTelIO
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// xz, zstd and bzip2 are read as gzip is: found by their magic bytes, decoded in the
/// reader, with the offsets and prefix hash of the decompressed content.
/// CRC-32 (the one xz and gzip use) of `bytes`.
private func crc32OfBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

@Suite struct CompressionTests {
    static let fixtures = packageRoot + "/Tests/FSTelStoreTests/Fixtures/compressed"

    func temporaryFile(_ bytes: [UInt8], name: String = "input") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-cz-\(UUID().uuidString)-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every line's text, number and offset, and the reader's state at the end.
    func readAll(_ reader: LineReader) throws(InputError) -> (lines: [String], offsets: [Int64], hash: UInt64, pending: Int64) {
        var lines: [String] = []
        var offsets: [Int64] = []
        while let line = try reader.next() {
            lines.append(String(decoding: line.bytes, as: UTF8.self))
            offsets.append(line.offset)
        }
        return (lines, offsets, reader.prefixHash(), reader.pendingBytes)
    }

    /// A text of `count` varied lines, and an unterminated last line when asked.
    func text(_ count: Int, seed: Int, unterminated: String? = nil) -> [UInt8] {
        var out = ""
        for i in 0..<count {
            out += "{\"n\":\(i),\"seed\":\(seed),\"pad\":\"\(String(repeating: "x", count: (i * 7 + seed) % 300))\"}\n"
        }
        if let unterminated { out += unterminated }
        return Array(out.utf8)
    }

    @Test(arguments: CompressionFormat.allCases)
    func eachFormatReadsTheLinesOffsetsPrefixHashAndPendingLineOfThePlainFile(_ format: CompressionFormat) throws {
        let plain = text(3000, seed: 1, unterminated: "{\"half\":")
        let plainPath = try temporaryFile(plain)
        let packedPath = try temporaryFile(compressed(plain, as: format))
        defer {
            unlink(plainPath)
            unlink(packedPath)
        }
        // A small chunk size: member, line and buffer boundaries fall everywhere.
        let expected = try readAll(LineReader(path: plainPath, chunkSize: 4096))
        let reader = try LineReader(path: packedPath, chunkSize: 4096)
        let got = try readAll(reader)
        #expect(reader.isCompressed)
        #expect(reader.compression == format)
        #expect(got.lines == expected.lines)
        #expect(got.offsets == expected.offsets)
        #expect(got.hash == expected.hash)
        // The unterminated last line is pending, as in the plain file (a copy of a live file).
        #expect(got.pending == 8 && expected.pending == 8)
        #expect(reader.rawBytesRead < Int64(plain.count))
    }

    @Test(arguments: CompressionFormat.allCases)
    func concatenatedMembersAreOneContent(_ format: CompressionFormat) throws {
        let a = text(500, seed: 2), b = text(700, seed: 3), c = text(1, seed: 4)
        let path = try temporaryFile(compressed(a, as: format) + compressed(b, as: format) + compressed(c, as: format))
        defer { unlink(path) }
        let got = try readAll(LineReader(path: path, chunkSize: 1024))
        #expect(got.lines.count == 1201)
        #expect(got.lines.joined(separator: "\n") + "\n" == String(decoding: a + b + c, as: UTF8.self))
        #expect(got.pending == 0)
    }

    @Test func theCommandLineToolsConcatenatedFilesReadAsTheirSource() throws {
        let source = try readAll(LineReader(path: Self.fixtures + "/source.ndjson"))
        #expect(source.lines.count == 401)
        for name in ["whole.ndjson.xz", "whole.ndjson.zst", "whole.ndjson.bz2",
                     "concatenated.ndjson.xz", "concatenated.ndjson.zst", "concatenated.ndjson.bz2"] {
            let got = try readAll(LineReader(path: Self.fixtures + "/" + name))
            #expect(got.lines == source.lines, "\(name)")
            #expect(got.hash == source.hash, "\(name)")
        }
    }

    @Test func theFormatIsFoundByMagicBytesNotByName() throws {
        let plain = text(20, seed: 5)
        // An xz file named .gz, a zstd file named .log, a plain file named .bz2.
        let xzAsGz = try temporaryFile(compressed(plain, as: .xz), name: "app.log.gz")
        let zstdAsLog = try temporaryFile(compressed(plain, as: .zstd), name: "app.log")
        let plainAsBz2 = try temporaryFile(plain, name: "app.log.bz2")
        defer { for path in [xzAsGz, zstdAsLog, plainAsBz2] { unlink(path) } }
        let xz = try LineReader(path: xzAsGz)
        #expect(try readAll(xz).lines.count == 20)
        #expect(xz.compression == .xz)
        let zstd = try LineReader(path: zstdAsLog)
        #expect(try readAll(zstd).lines.count == 20)
        #expect(zstd.compression == .zstd)
        let bz = try LineReader(path: plainAsBz2)
        #expect(try readAll(bz).lines.count == 20)
        #expect(bz.compression == nil && !bz.isCompressed)
    }

    @Test(arguments: [("truncated.ndjson.xz", "xz", InputError.Kind.truncatedXz),
                      ("truncated.ndjson.zst", "zstd", .truncatedZstd),
                      ("truncated.ndjson.bz2", "bzip2", .truncatedBzip2)])
    func aTruncatedFileReturnsTheLinesBeforeThenFailsNamingFormatAndOffset(_ name: String, _ format: String, _ kind: InputError.Kind) throws {
        let source = try readAll(LineReader(path: Self.fixtures + "/source.ndjson")).lines
        let reader = try LineReader(path: Self.fixtures + "/" + name)
        var lines: [String] = []
        do throws(InputError) {
            while let line = try reader.next() { lines.append(String(decoding: line.bytes, as: UTF8.self)) }
            Issue.record("\(name) read to its end")
        } catch {
            #expect(error.kind == kind)
            #expect(error.message.hasPrefix("\(format) stream ends early"), "\(error.message)")
            #expect(error.message.contains("compressed byte"), "\(error.message)")
            #expect(error.offset != nil)
        }
        // Whatever was decoded before the cut is the source's first lines, none invented.
        #expect(lines == Array(source.prefix(lines.count)))
        if format == "xz" { #expect(lines.count > 100) }
    }

    @Test(arguments: [("corrupt.ndjson.xz", "xz", InputError.Kind.corruptXz),
                      ("corrupt.ndjson.zst", "zstd", .corruptZstd),
                      ("corrupt.ndjson.bz2", "bzip2", .corruptBzip2)])
    func aDamagedFileFailsNamingFormatAndCompressedOffset(_ name: String, _ format: String, _ kind: InputError.Kind) throws {
        let reader = try LineReader(path: Self.fixtures + "/" + name)
        do throws(InputError) {
            while try reader.next() != nil {}
            Issue.record("\(name) read to its end")
        } catch {
            #expect(error.kind == kind)
            #expect(error.message.hasPrefix("\(format) data is corrupt "), "\(error.message)")
            #expect(error.message.contains("compressed byte"), "\(error.message)")
            #expect(error.description.contains(name))
        }
    }

    @Test func unsupportedCompressorsAreRefusedByTheirMagicBytes() throws {
        let samples: [(bytes: [UInt8], name: String)] = [
            ([0x04, 0x22, 0x4D, 0x18, 0x64, 0x40, 0xA7], "lz4"),
            (Array("LZIP".utf8) + [1, 0x0C, 0], "lzip"),
            ([0x1F, 0x9D, 0x90, 0x7B], "compress"),
            ([0x89, 0x4C, 0x5A, 0x4F, 0x00, 0x0D, 0x0A, 0x1A, 0x0A, 0x10], "lzop"),
            ([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0, 4], "7z"),
            ([0x50, 0x4B, 0x03, 0x04, 0x14, 0], "zip"),
            ([0x5D, 0x00, 0x00, 0x80, 0x00], "lzma"),
        ]
        for sample in samples {
            let path = try temporaryFile(sample.bytes + Array("{\"a\":1}\n".utf8))
            defer { unlink(path) }
            do throws(InputError) {
                _ = try readAll(LineReader(path: path))
                Issue.record("\(sample.name) was read as text")
            } catch {
                #expect(error.kind == .unsupportedCompression, "\(sample.name)")
                #expect(error.message.hasPrefix(sample.name), "\(error.message)")
                #expect(error.message.contains("decompress it first"))
            }
        }
        let lz4 = Self.fixtures + "/unsupported.ndjson.lz4"
        #expect(throws: InputError.self) { _ = try LineReader(path: lz4) }
        // A prefix of a magic that the file does not complete is plain text.
        let short = try temporaryFile([0xFD, 0x37, 0x0A, 0x7B, 0x7D, 0x0A])
        defer { unlink(short) }
        #expect(try readAll(LineReader(path: short)).lines.count == 2)
        let two = try temporaryFile([0x28, 0xB5])
        defer { unlink(two) }
        #expect(try readAll(LineReader(path: two, finalLastLine: true)).lines.count == 1)
    }

    @Test(arguments: [CompressionFormat.zstd, .bzip2, .gzip])
    func zeroPaddingAfterTheLastMemberEndsTheContentAndOtherBytesAreDamage(_ format: CompressionFormat) throws {
        let plain = text(50, seed: 6)
        let padded = try temporaryFile(compressed(plain, as: format) + [UInt8](repeating: 0, count: 4096))
        let garbage = try temporaryFile(compressed(plain, as: format) + [0, 0, 7])
        defer {
            unlink(padded)
            unlink(garbage)
        }
        #expect(try readAll(LineReader(path: padded)).lines.count == 50)
        do throws(InputError) {
            _ = try readAll(LineReader(path: garbage))
            Issue.record("garbage after the last \(format) member was accepted")
        } catch {
            #expect(error.kind == InputError.Kind.corruptKind(format))
            #expect(error.message.contains("unexpected bytes after the last member, at compressed byte"), "\(error.message)")
        }
    }

    @Test func xzStreamPaddingIsAcceptedAndOddPaddingIsDamage() throws {
        let plain = text(50, seed: 7)
        let padded = try temporaryFile(compressed(plain, as: .xz) + [UInt8](repeating: 0, count: 8) + compressed(plain, as: .xz))
        let odd = try temporaryFile(compressed(plain, as: .xz) + [0, 0, 0])
        defer {
            unlink(padded)
            unlink(odd)
        }
        #expect(try readAll(LineReader(path: padded)).lines.count == 100)
        #expect(throws: InputError.self) { _ = try readAll(LineReader(path: odd)) }
    }

    /// Sniffing reads only as far as it must: a live stream that wrote one short line is
    /// not held waiting for the nine bytes of the longest magic.
    @Test func aShortFirstLineOfALiveStreamIsReadWithoutWaitingForMoreBytes() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        let line = Array("{}\n".utf8)
        #expect(write(fds[1], line, line.count) == 3)
        // The writer keeps its end open: a reader that waited for more would time out idle.
        let reader = try LineReader(path: "/dev/fd/\(fds[0])", idleTimeoutMilliseconds: 200)
        guard case .line(let first) = try reader.read() else {
            Issue.record("the first line was not returned")
            return
        }
        #expect(String(decoding: first.bytes, as: UTF8.self) == "{}")
        #expect(!reader.isCompressed)
    }

    /// A compressed stream (a pipe, as `xz -c app.log | fstel ingest -`) reads as its file.
    @Test(arguments: CompressionFormat.allCases)
    func aCompressedPipeReadsAsItsFile(_ format: CompressionFormat) throws {
        let plain = text(400, seed: 8)
        let packed = compressed(plain, as: format)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let writeEnd = fds[1]
        let writer = Thread {
            var sent = 0
            while sent < packed.count {
                let n = packed[sent...].withUnsafeBytes { write(writeEnd, $0.baseAddress!, min($0.count, 777)) }
                if n <= 0 { break }
                sent += n
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(fds[0]) }
        let reader = try LineReader(path: "/dev/fd/\(fds[0])")
        #expect(reader.isStream)
        let got = try readAll(reader)
        #expect(got.lines.count == 400)
        #expect(got.lines.joined(separator: "\n") + "\n" == String(decoding: plain, as: UTF8.self))
        #expect(reader.compression == format)
    }

    /// An xz header that asks for a 4 GiB dictionary (a forged or hostile file) is refused
    /// at its header, naming the limit, instead of allocating it.
    @Test func anXzFileAskingForMoreThanTheMemoryLimitIsRefusedAtItsHeader() throws {
        var bytes = compressed(text(10, seed: 9), as: .xz)
        // The block header follows the 12-byte stream header: its size, its flags, the sizes
        // (variable-length integers) when the flags say so, then the LZMA2 filter (id 0x21,
        // 1 byte of properties: the dictionary size code, 40 for 4 GiB - 1), then its CRC32.
        let start = 12
        let size = (Int(bytes[start]) + 1) * 4
        let flags = bytes[start + 1]
        var index = start + 2
        func skipNumber() { while bytes[index] & 0x80 != 0 { index += 1 }; index += 1 }
        if flags & 0x40 != 0 { skipNumber() }
        if flags & 0x80 != 0 { skipNumber() }
        #expect(bytes[index] == 0x21 && bytes[index + 1] == 1)
        bytes[index + 2] = 40
        let crc = bytes[start..<(start + size - 4)].withContiguousStorageIfAvailable { crc32OfBytes($0) } ?? 0
        for k in 0..<4 { bytes[start + size - 4 + k] = UInt8(truncatingIfNeeded: crc >> (8 * k)) }
        let path = try temporaryFile(bytes)
        defer { unlink(path) }
        do throws(InputError) {
            _ = try readAll(LineReader(path: path))
            Issue.record("a 4 GiB dictionary was accepted")
        } catch {
            #expect(error.kind == .corruptXz)
            #expect(error.message.contains("needs more than 256 MiB to decode"), "\(error.message)")
        }
    }
}
