import Foundation
import Testing
@testable import FSTelIO
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The bzip2 decoder that splits a file into its blocks and decodes them on several
/// threads gives exactly the bytes, offsets and hash the one-thread libbz2 decoder gives,
/// and for damaged input the same error.
@Suite struct ParallelBzip2Tests {
    /// What a reader read: its lines (text, offset), its hash, pending bytes, and the error
    /// that stopped it.
    struct Outcome: Equatable {
        var lines: [String] = []
        var offsets: [Int64] = []
        var hash: UInt64 = 0
        var pending: Int64 = 0
        var error: String?
    }

    func read(_ reader: LineReader) -> Outcome {
        var outcome = Outcome()
        do throws(InputError) {
            while let line = try reader.next() {
                outcome.lines.append(String(decoding: line.bytes, as: UTF8.self))
                outcome.offsets.append(line.offset)
            }
            outcome.hash = reader.prefixHash()
            outcome.pending = reader.pendingBytes
        } catch {
            outcome.error = "\(error.kind.rawValue) | \(error.message) | \(error.offset.map(String.init) ?? "-")"
        }
        return outcome
    }

    /// Reads `path` sequentially (one libbz2 stream) and with 2 and 3 threads; returns the
    /// 2-thread outcome and reader, after checking that all three agree: the same lines,
    /// offsets and hash, or the same error. Before an error the parallel decoder may have
    /// handed out more lines (its blocks are checked one by one, while the sequential decoder
    /// loses what it decoded in the call that fails), never other ones.
    func readEveryWay(_ path: String, limit: Int = ParallelBzip2Decoder.maxBlockOutput) throws -> (Outcome, LineReader) {
        let sequential = read(try LineReader(path: path, chunkSize: 4096, bzip2Threads: 1))
        let two = try LineReader(path: path, chunkSize: 4096, bzip2Threads: 2, bzip2BlockOutputLimit: limit)
        let three = try LineReader(path: path, chunkSize: 65536, bzip2Threads: 3, bzip2BlockOutputLimit: limit)
        let twoOutcome = read(two), threeOutcome = read(three)
        for outcome in [twoOutcome, threeOutcome] {
            if sequential.error == nil {
                #expect(outcome == sequential)
            } else {
                #expect(outcome.error == sequential.error)
                #expect(outcome.lines.starts(with: sequential.lines))
                #expect(outcome.offsets.starts(with: sequential.offsets))
            }
        }
        #expect(twoOutcome.lines.starts(with: threeOutcome.lines) || threeOutcome.lines.starts(with: twoOutcome.lines))
        return (twoOutcome, two)
    }

    let directory: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-pbz-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `bytes` compressed by the `bzip2` command with `level` (1: 100k blocks).
    func bzip2(_ bytes: [UInt8], level: Int, name: String) throws -> [UInt8] {
        let plain = try write(bytes, name)
        let result = try runProcess("/bin/sh", ["-c", "bzip2 -\(level) -c '\(plain)' > '\(plain).bz2'"])
        try #require(result.status == 0, "\(result.stderr)")
        return Array(try Data(contentsOf: URL(fileURLWithPath: plain + ".bz2")))
    }

    /// What `bzip2 -dc` makes of the file at `path`.
    func bzip2Decoded(_ path: String) throws -> [UInt8] {
        let result = try runProcess("/bin/sh", ["-c", "bzip2 -dc '\(path)' > '\(path).out'"])
        try #require(result.status == 0, "\(result.stderr)")
        return Array(try Data(contentsOf: URL(fileURLWithPath: path + ".out")))
    }

    /// About `size` bytes of log-like lines with pseudo-random content (compresses about 3x).
    func varied(_ size: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1
        var out: [UInt8] = []
        out.reserveCapacity(size + 200)
        var number = 0
        let digits = Array("0123456789abcdef".utf8)
        while out.count < size {
            out.append(contentsOf: Array("{\"n\":\(number),\"v\":\"".utf8))
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = 20 + Int(state >> 57)
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                out.append(digits[Int(state >> 60)])
            }
            out.append(contentsOf: Array("\"}\n".utf8))
            number += 1
        }
        return out
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: directory) }

    @Test func aMultiBlockFileDecodesOnSeveralThreadsToWhatBzip2Gives() throws {
        defer { cleanUp() }
        let plain = varied(450_000, seed: 1) + Array("{\"last\":".utf8)
        let path = try write(try bzip2(plain, level: 1, name: "multi"), "multi.bz2")
        #expect(try bzip2Decoded(path) == plain)
        let (outcome, reader) = try readEveryWay(path)
        #expect(outcome.error == nil)
        #expect((outcome.lines.joined(separator: "\n") + "\n{\"last\":").utf8.elementsEqual(plain))
        #expect(outcome.pending == 8)
        // bzip2 -1 cuts 450 kB into 5 blocks, all decoded by the workers.
        #expect(reader.bzip2ParallelBlocks == 5)
        #expect(reader.bzip2SequentialFrom == nil)
        #expect(reader.compression == .bzip2)
    }

    @Test func concatenatedStreamsOfSeveralBlocksAndEmptyStreamsAreOneContent() throws {
        defer { cleanUp() }
        let a = varied(250_000, seed: 2), b = varied(30_000, seed: 3), c = varied(120_000, seed: 4)
        let empty = try bzip2([], level: 9, name: "empty")
        let file = try bzip2(a, level: 1, name: "a") + empty + bzip2(b, level: 9, name: "b") + bzip2(c, level: 2, name: "c") + empty
        let path = try write(file, "cat.bz2")
        #expect(try bzip2Decoded(path) == a + b + c)
        let (outcome, reader) = try readEveryWay(path)
        #expect(outcome.error == nil)
        #expect((outcome.lines.joined(separator: "\n") + "\n").utf8.elementsEqual(a + b + c))
        #expect(reader.bzip2ParallelBlocks == 3 + 1 + 1)
        #expect(reader.bzip2SequentialFrom == nil)
        // Zero padding after the last stream ends the content; other bytes are damage, named
        // as the sequential decoder names them.
        let padded = try write(file + [UInt8](repeating: 0, count: 5000), "padded.bz2")
        let (paddedOutcome, paddedReader) = try readEveryWay(padded)
        #expect(paddedOutcome.lines == outcome.lines && paddedOutcome.error == nil)
        #expect(paddedReader.bzip2SequentialFrom == nil)
        let garbage = try write(file + [0, 0, 9], "garbage.bz2")
        let (garbageOutcome, garbageReader) = try readEveryWay(garbage)
        #expect(garbageOutcome.error?.contains("unexpected bytes after the last member") == true, "\(garbageOutcome.error ?? "")")
        #expect(garbageOutcome.lines == outcome.lines)
        #expect(garbageReader.bzip2SequentialFrom != nil)
    }

    @Test func contentHoldingTheBlockAndEndMagicsAtEveryBitShiftDecodesExactly() throws {
        defer { cleanUp() }
        var plain: [UInt8] = []
        var filler = varied(300_000, seed: 5)
        // The two 48-bit magics, as bytes and shifted by 1 to 7 bits, inside the lines.
        for magic in [ParallelBzip2Decoder.blockMagic, ParallelBzip2Decoder.endMagic] {
            for shift in 0..<8 {
                let value = magic << UInt64(shift)
                let bytes = (0..<7).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * (6 - $0))) }
                for _ in 0..<5 {
                    plain += Array(filler.prefix(3000))
                    filler.removeFirst(3000)
                    plain += Array("{\"m\":\"".utf8) + bytes + Array("\"}\n".utf8)
                }
            }
        }
        plain += filler
        let path = try write(try bzip2(plain, level: 1, name: "magic"), "magic.bz2")
        let (outcome, reader) = try readEveryWay(path)
        #expect(outcome.error == nil)
        // The lines hold bytes that are not UTF-8: the hash and offsets compare the bytes.
        let source = read(try LineReader(path: directory + "/magic", bzip2Threads: 1))
        #expect(source.lines.count > 300)
        #expect(outcome.hash == source.hash && outcome.offsets == source.offsets)
        #expect(try bzip2Decoded(path) == plain)
        #expect(reader.bzip2ParallelBlocks == 4)
        #expect(reader.bzip2SequentialFrom == nil)
    }

    @Test func aMagicPlantedInsideABlockFailsAsTheSequentialDecoderFails() throws {
        defer { cleanUp() }
        let plain = varied(400_000, seed: 6)
        let file = try bzip2(plain, level: 1, name: "plant")
        // A false block start and a false end, at a byte and at an odd bit, in the 3rd block.
        for (magic, bit) in [(ParallelBzip2Decoder.blockMagic, 0), (ParallelBzip2Decoder.blockMagic, 3),
                             (ParallelBzip2Decoder.endMagic, 5)] {
            var damaged = file
            let at = file.count * 55 / 100 * 8 + bit
            for index in 0..<48 {
                let value = UInt8(magic >> UInt64(47 - index) & 1)
                let position = at + index
                let mask = UInt8(0x80) >> UInt8(position & 7)
                damaged[position >> 3] = value == 1 ? damaged[position >> 3] | mask : damaged[position >> 3] & ~mask
            }
            let path = try write(damaged, "plant-\(bit).bz2")
            let (outcome, reader) = try readEveryWay(path)
            #expect(outcome.error?.hasPrefix("corrupt_bzip2 | bzip2 data is corrupt at compressed byte") == true, "\(outcome.error ?? "none")")
            #expect(reader.bzip2SequentialFrom == 0)
            #expect(reader.bzip2ParallelBlocks >= 1)
        }
    }

    @Test func aTruncatedOrBitFlippedFileFailsWithTheSequentialDecodersError() throws {
        defer { cleanUp() }
        let plain = varied(400_000, seed: 7)
        let file = try bzip2(plain, level: 1, name: "damage")
        let source = String(decoding: plain, as: UTF8.self).split(separator: "\n").map(String.init)
        for cut in [file.count / 2, file.count - 3, 20] {
            let path = try write(Array(file.prefix(cut)), "cut-\(cut).bz2")
            let (outcome, reader) = try readEveryWay(path)
            #expect(outcome.error?.hasPrefix("truncated_bzip2 | bzip2 stream ends early") == true, "\(outcome.error ?? "none")")
            #expect(outcome.lines == Array(source.prefix(outcome.lines.count)))
            #expect(reader.bzip2SequentialFrom == 0)
        }
        for fraction in [30, 70, 99] {
            var flipped = file
            flipped[file.count * fraction / 100] ^= 0x10
            let path = try write(flipped, "flip-\(fraction).bz2")
            let (outcome, reader) = try readEveryWay(path)
            #expect(outcome.error?.hasPrefix("corrupt_bzip2 | bzip2 data is corrupt") == true, "\(outcome.error ?? "none")")
            #expect(outcome.lines == Array(source.prefix(outcome.lines.count)))
            #expect(reader.bzip2SequentialFrom == 0)
        }
    }

    @Test func aBlockDecodingPastTheOutputLimitIsLeftToTheSequentialDecoderAfterTheBlocksBefore() throws {
        defer { cleanUp() }
        // Varied lines, then lines of long runs that bzip2's run-length stage shrinks about
        // 12 times, so a 100k block decodes to about 1.2 MB.
        var plain = varied(250_000, seed: 8)
        for index in 0..<6000 {
            plain += Array("{\"n\":\(index),\"pad\":\"\(String(repeating: " ", count: 250))\"}\n".utf8)
        }
        let path = try write(try bzip2(plain, level: 1, name: "runs"), "runs.bz2")
        let (outcome, reader) = try readEveryWay(path, limit: 200_000)
        #expect(outcome.error == nil)
        #expect(outcome.lines.joined(separator: "\n").utf8.count + 1 == plain.count)
        // The varied blocks were decoded in parallel and handed out; the decoder then went
        // on alone from the stream's start, dropping what was handed out.
        #expect(reader.bzip2ParallelBlocks >= 2)
        #expect(reader.bzip2SequentialFrom == 0)
    }
}
