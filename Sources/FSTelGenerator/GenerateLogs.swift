import FSTelIO
import Foundation

/// Plain file output through POSIX `write`.
final class PlainFileWriter {
    let path: String
    private var fd: Int32

    private let ownsDescriptor: Bool

    init(path: String) throws {
        self.path = path
        ownsDescriptor = true
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw GeneratorError.io("cannot open \(path): \(String(cString: strerror(errno)))") }
    }

    /// Writes to an open descriptor (standard output), which `close()` leaves open.
    init(descriptor: Int32, name: String) {
        path = name
        fd = descriptor
        ownsDescriptor = false
    }

    deinit {
        if fd >= 0 && ownsDescriptor { _ = sysClose(fd) }
    }

    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buf in
            var done = 0
            while done < buf.count {
                let n = sysWrite(fd, buf.baseAddress!.advanced(by: done), buf.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw GeneratorError.io("cannot write \(path): \(String(cString: strerror(errno)))")
                }
                done += n
            }
        }
    }

    func close() throws {
        guard ownsDescriptor else {
            fd = -1
            return
        }
        let rc = sysClose(fd)
        fd = -1
        if rc != 0 { throw GeneratorError.io("cannot close \(path): \(String(cString: strerror(errno)))") }
    }
}

@inline(__always) private func sysClose(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func sysWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }

/// Writes buffers to the sinks on a serial queue, in submission order per sink.
/// The sinks are touched only on that queue (hence `@unchecked Sendable`).
private final class BackgroundWriter: @unchecked Sendable {
    private let sinks: [Sink]
    private let queue = DispatchQueue(label: "fstel.generator.writer")
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var error: Error? = nil

    init(sinks: [Sink], maxInFlight: Int) {
        self.sinks = sinks
        slots = DispatchSemaphore(value: maxInFlight)
    }

    var failed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return error != nil
    }

    private func record(_ e: Error) {
        lock.lock()
        if error == nil { error = e }
        lock.unlock()
    }

    func submit(_ bytes: [UInt8], to index: Int) {
        slots.wait()
        queue.async {
            defer { self.slots.signal() }
            if self.failed { return }
            do { try self.sinks[index].write(bytes) } catch { self.record(error) }
        }
    }

    /// Waits for every write, closes every sink, and throws the first error.
    func finish() throws {
        queue.sync {
            for sink in sinks {
                do { try sink.close() } catch { record(error) }
            }
        }
        lock.lock()
        let e = error
        lock.unlock()
        if let e = e as? GeneratorError { throw e }
        if let e { throw GeneratorError.io(String(describing: e)) }
    }
}

private enum Sink {
    case plain(PlainFileWriter)
    case gzip(GzipWriter)

    func write(_ bytes: [UInt8]) throws {
        switch self {
        case .plain(let w): try w.write(bytes)
        case .gzip(let w): try w.write(bytes)
        }
    }

    func close() throws {
        switch self {
        case .plain(let w): try w.close()
        case .gzip(let w): try w.close()
        }
    }
}

/// The file name of output file `number` (1-based): `fstel-0001.ndjson[.gz]`.
public func generatedFileName(_ number: Int, gzip: Bool) -> String {
    var digits = String(number)
    while digits.count < 4 { digits = "0" + digits }
    return "fstel-\(digits).ndjson" + (gzip ? ".gz" : "")
}

/// Writes `options.files` log files into `directory` (created when missing) and
/// returns what was written. Same options, same bytes.
///
/// Lines are routed to files so that ingest sees realistic disorder: a session's lines
/// go mostly to one file, but some transitions land in another (possibly earlier) file
/// than their `session_start`; duplicates go to their session's file or to a random one;
/// bad lines go anywhere.
public func generateLogs(_ options: GeneratorOptions, into directory: String) throws -> GeneratedSummary {
    var generator = try LogLineGenerator(options)
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        throw GeneratorError.io("cannot create directory \(directory): \(error.localizedDescription)")
    }
    var paths: [String] = []
    var sinks: [Sink] = []
    for n in 1...options.files {
        let path = (directory as NSString).appendingPathComponent(generatedFileName(n, gzip: options.gzip))
        paths.append(path)
        if options.gzip {
            do {
                sinks.append(.gzip(try GzipWriter(path: path, level: options.gzipLevel)))
            } catch {
                throw GeneratorError.io(String(describing: error))
            }
        } else {
            sinks.append(.plain(try PlainFileWriter(path: path)))
        }
    }
    let summary = try generate(&generator, options: options, sinks: sinks)
    var fileBytes = 0
    for path in paths {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        fileBytes += (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
    return summary.with(files: paths, fileBytes: fileBytes)
}

/// Writes the lines of `options` to an open file descriptor (standard output: a pipe into
/// `fstel ingest -`, a FIFO), in the order and with the bytes `generateLogs(_:into:)` gives
/// one plain file. `options.files` must be 1 and `gzip` off. The descriptor stays open.
public func generateLogs(_ options: GeneratorOptions, toDescriptor descriptor: Int32, name: String = "-") throws -> GeneratedSummary {
    guard options.files == 1, !options.gzip else {
        throw GeneratorError.invalidOption("a stream is one plain file: files must be 1 and gzip off")
    }
    var generator = try LogLineGenerator(options)
    let summary = try generate(&generator, options: options, sinks: [.plain(PlainFileWriter(descriptor: descriptor, name: name))])
    return summary.with(files: [name], fileBytes: summary.bytes)
}

/// Runs `generator` to its end, routing lines to `sinks` (one per file).
private func generate(_ generator: inout LogLineGenerator, options: GeneratorOptions, sinks: [Sink]) throws -> GeneratedSummary {
    let fileCount = sinks.count
    // Generation runs on this thread; a serial queue writes (and compresses) full
    // buffers meanwhile. At most `maxInFlight` buffers wait, so memory stays bounded.
    let flushAt = 1 << 20
    let writer = BackgroundWriter(sinks: sinks, maxInFlight: 2 * fileCount + 2)
    var buffers = [[UInt8]](repeating: [], count: fileCount)
    for i in 0..<fileCount { buffers[i].reserveCapacity(flushAt + 4096) }
    var lineCounts = [Int](repeating: 0, count: fileCount)
    var router = SplitMix64(seed: SplitMix64.mix(options.seed ^ 0xF11E_F11E))
    let routeSalt = SplitMix64.mix(options.seed &+ 0x00C0_FFEE)

    var line: [UInt8] = []
    line.reserveCapacity(2048)
    while let info = generator.appendNextLine(to: &line) {
        var target = 0
        if fileCount > 1 {
            let home = info.session >= 0
                ? Int(SplitMix64.mix(routeSalt &+ UInt64(info.session)) % UInt64(fileCount)) : 0
            switch info.kind {
            case .sessionStart, .sessionEnd:
                target = home
            case .transition:
                target = router.chance(0.05) ? router.below(fileCount) : home
            case .duplicate:
                target = router.chance(0.5) ? router.below(fileCount) : home
            case .bad:
                target = router.below(fileCount)
            }
        }
        buffers[target].append(contentsOf: line)
        lineCounts[target] += 1
        line.removeAll(keepingCapacity: true)
        if buffers[target].count >= flushAt {
            var full: [UInt8] = []
            full.reserveCapacity(flushAt + 4096)
            swap(&full, &buffers[target])
            writer.submit(full, to: target)
            if writer.failed { break }
        }
    }
    for i in 0..<fileCount where !buffers[i].isEmpty {
        writer.submit(buffers[i], to: i)
        buffers[i] = []
    }
    try writer.finish()

    return GeneratedSummary(
        files: [],
        linesPerFile: lineCounts,
        totalLines: generator.linesWritten,
        validLines: generator.validLines,
        duplicateLines: generator.duplicateLines,
        badLines: generator.badLines,
        badLinesByReason: generator.badLinesByReason,
        sessions: options.sessions,
        sessionStarts: generator.sessionStarts,
        sessionEnds: generator.sessionEnds,
        transitions: generator.transitions,
        bytes: generator.bytesWritten,
        fileBytes: 0
    )
}

extension GeneratedSummary {
    func with(files: [String], fileBytes: Int) -> GeneratedSummary {
        var copy = self
        copy.files = files
        copy.fileBytes = fileBytes
        return copy
    }
}
