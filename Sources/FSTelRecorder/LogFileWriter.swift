import Dispatch
import Foundation
import FSTelIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of one recorder in its directory: appends whole lines, rotates by size and
/// age, compresses closed files in the background, and recovers files left behind by a
/// writer that died.
///
/// File names: `PREFIX-WRITER-NNNNNN.ndjson` while written, `....ndjson.gz` once closed
/// (ready to upload). `WRITER` is unique per writer (start time, process id, random bits),
/// so two writers never name the same file; a file is created under a `.creating` name,
/// locked with `flock`, then renamed, so a file with the final name is always locked by
/// its live writer, and a `.ndjson` that can be locked belongs to a writer that died.
///
/// One `write()` per line on an `O_APPEND` descriptor: in the caller's thread by default,
/// or, with a flush interval, by a background thread that writes the lines queued in
/// memory (each still with its own `write()`) at most that long after the first of them. A failed or short write is cut off
/// again (`ftruncate` to the previous size), so the file holds only whole lines. A
/// SIGKILL can still stop the kernel between two pages of one `write()`; such a torn
/// last line is removed when the dead writer's file is recovered (cut after its last `\n`)
/// before it is compressed.
final class LogFileWriter: @unchecked Sendable {
    struct Statistics: Equatable, Sendable {
        var linesWritten = 0
        var bytesWritten = 0
        var linesDropped = 0
        var filesClosed = 0
        var filesRecovered = 0
        var lastError: String? = nil
    }

    let directory: String
    let prefix: String
    let maxFileBytes: Int
    let maxFileAgeNanos: UInt64
    let compressionLevel: Int
    let clock: any RecorderClock
    /// Unique per writer: `MILLIS-PID-RANDOM`.
    let writerID: String

    /// Guards the file state and the statistics.
    private let lock = NSLock()
    private var fd: Int32 = -1
    private var path = ""
    private var size = 0
    private var openedAt: UInt64 = 0
    private var fileNumber = 0
    private var isClosed = false
    private var stats = Statistics()

    /// Compression and recovery run here, one job at a time.
    private let queue = DispatchQueue(label: "fstel.recorder.files", qos: .utility)

    /// Deferred writing: nil writes each line in the caller's thread.
    let flushIntervalNanos: UInt64?
    /// Guards the queued lines (deferred writing only).
    private let pendingLock = NSLock()
    private var pending: [UInt8] = []
    private var pendingEnds: [Int] = []
    private var flushScheduled = false
    private var acceptsLines = true
    /// Touched only on `flushQueue`.
    private var spare: [UInt8] = []
    private var spareEnds: [Int] = []
    private let flushQueue = DispatchQueue(label: "fstel.recorder.flush", qos: .utility)

    init(
        directory: String, prefix: String, maxFileBytes: Int, maxFileAgeNanos: UInt64, compressionLevel: Int,
        flushIntervalNanos: UInt64? = nil, clock: any RecorderClock
    ) throws {
        self.flushIntervalNanos = flushIntervalNanos
        self.directory = directory
        self.prefix = prefix
        self.maxFileBytes = max(1, maxFileBytes)
        self.maxFileAgeNanos = max(1, maxFileAgeNanos)
        self.compressionLevel = compressionLevel
        self.clock = clock
        var random = SystemRandomNumberGenerator()
        let millis = String(clock.unixMilliseconds())
        let paddedMillis = String(repeating: "0", count: max(0, 13 - millis.count)) + millis
        let word: UInt64 = random.next()
        let bits = String(word & 0xFFFF_FFFF, radix: 16)
        writerID = "\(paddedMillis)-\(getpid())-\(String(repeating: "0", count: 8 - bits.count))\(bits)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        queue.async { self.recoverOrphans() }
    }

    deinit {
        if fd >= 0 { _ = Glibc_close(fd) }
    }

    var statistics: Statistics {
        lock.lock()
        defer { lock.unlock() }
        return stats
    }

    /// Appends one line (which must end with `\n`) with one `write()`, now or (deferred
    /// writing) within the flush interval; false when it was dropped (the writer is
    /// closed, or the file could not be created or written).
    @discardableResult
    func append(_ line: UnsafeRawBufferPointer) -> Bool {
        guard let interval = flushIntervalNanos else {
            lock.lock()
            defer { lock.unlock() }
            return writeLocked(line)
        }
        pendingLock.lock()
        guard acceptsLines else {
            pendingLock.unlock()
            drop("the recorder is closed")
            return false
        }
        pending.append(contentsOf: line)
        pendingEnds.append(pending.count)
        let schedule = !flushScheduled
        flushScheduled = true
        pendingLock.unlock()
        if schedule {
            flushQueue.asyncAfter(deadline: .now() + .nanoseconds(Int(min(interval, UInt64(Int.max))))) { self.flushPending() }
        }
        return true
    }

    /// Writes the queued lines now (deferred writing), and waits until they are written.
    func flush() {
        if flushIntervalNanos != nil { flushQueue.sync { flushPending() } }
    }

    /// On `flushQueue`: writes every queued line, one `write()` each.
    private func flushPending() {
        pendingLock.lock()
        swap(&pending, &spare)
        swap(&pendingEnds, &spareEnds)
        flushScheduled = false
        pendingLock.unlock()
        guard !spareEnds.isEmpty else { return }
        lock.lock()
        spare.withUnsafeBytes { bytes in
            var start = 0
            for end in spareEnds {
                writeLocked(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
        }
        lock.unlock()
        spare.removeAll(keepingCapacity: true)
        spareEnds.removeAll(keepingCapacity: true)
    }

    @discardableResult
    private func writeLocked(_ line: UnsafeRawBufferPointer) -> Bool {
        guard !isClosed, let base = line.baseAddress else {
            stats.linesDropped += 1
            return false
        }
        if fd >= 0 && (size + line.count > maxFileBytes || clock.monotonicNanoseconds() &- openedAt >= maxFileAgeNanos) {
            closeCurrentLocked()
        }
        if fd < 0 && !openNextLocked() {
            stats.linesDropped += 1
            return false
        }
        while true {
            let n = Glibc_write(fd, base, line.count)
            if n == line.count {
                size += n
                stats.linesWritten += 1
                stats.bytesWritten += n
                return true
            }
            if n < 0 && errno == EINTR { continue }
            // Nothing or part of the line was written: cut the part off again.
            stats.lastError = n < 0 ? "write: \(String(cString: strerror(errno)))" : "write: short write (\(n) of \(line.count) bytes)"
            if n > 0 { _ = ftruncate(fd, off_t(size)) }
            stats.linesDropped += 1
            return false
        }
    }

    /// Closes the current file (it is then compressed and listed) when it has lines and
    /// is at least `minimumAge` old (0: whatever its age).
    func closeCurrentFile(olderThan minimumAgeNanos: UInt64 = 0) {
        flush()
        lock.lock()
        defer { lock.unlock() }
        if fd >= 0 && clock.monotonicNanoseconds() &- openedAt >= minimumAgeNanos {
            closeCurrentLocked()
        }
    }

    /// Closes the current file and refuses further lines.
    func close() {
        pendingLock.lock()
        acceptsLines = false
        pendingLock.unlock()
        flush()
        lock.lock()
        if fd >= 0 { closeCurrentLocked() }
        isClosed = true
        lock.unlock()
        queue.sync {}
    }

    /// The closed, compressed files, oldest first, after pending compression and a
    /// recovery pass over files of writers that died.
    func closedFiles() -> [String] {
        closeCurrentFile(olderThan: maxFileAgeNanos)
        queue.sync { recoverOrphans() }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { isOwnName($0) && $0.hasSuffix(".ndjson.gz") }.sorted().map { directory + "/" + $0 }
    }

    /// True for a closed file of this directory and prefix (`PREFIX-....ndjson.gz`).
    func isClosedFile(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().standardizedFileURL.path == URL(fileURLWithPath: directory).standardizedFileURL.path
            && isOwnName(url.lastPathComponent) && url.lastPathComponent.hasSuffix(".ndjson.gz")
    }

    /// Waits for compression jobs queued so far.
    func waitForCompression() { queue.sync {} }

    // MARK: - Under the lock

    private func isOwnName(_ name: String) -> Bool { name.hasPrefix(prefix + "-") }

    private func openNextLocked() -> Bool {
        for _ in 0..<3 {
            fileNumber += 1
            let number = String(fileNumber)
            let name = "\(prefix)-\(writerID)-\(String(repeating: "0", count: max(0, 6 - number.count)))\(number).ndjson"
            let final = directory + "/" + name
            let creating = final + ".creating"
            let newFD = open(creating, O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o644)
            if newFD < 0 {
                stats.lastError = "open \(creating): \(String(cString: strerror(errno)))"
                if errno == EEXIST { continue }
                return false
            }
            // Lock before the final name appears; a recovery pass that got there first
            // (it deletes unlocked `.creating` files) makes the rename fail: try again.
            if flock(newFD, LOCK_EX | LOCK_NB) != 0 || rename(creating, final) != 0 {
                stats.lastError = "create \(final): \(String(cString: strerror(errno)))"
                _ = Glibc_close(newFD)
                continue
            }
            fd = newFD
            path = final
            size = 0
            openedAt = clock.monotonicNanoseconds()
            return true
        }
        return false
    }

    private func closeCurrentLocked() {
        let closingFD = fd, closingPath = path, closingSize = size
        fd = -1
        path = ""
        size = 0
        stats.filesClosed += 1
        if closingSize == 0 {
            unlink(closingPath)
            _ = Glibc_close(closingFD)
            return
        }
        // The descriptor keeps the lock until the compressed copy is in place.
        queue.async {
            if let error = self.compressAndRemove(fd: closingFD, path: closingPath) {
                self.noteError(error)
            }
        }
    }

    /// Counts a line that was not written (the encoder refused it).
    func drop(_ message: String) {
        lock.lock()
        stats.linesDropped += 1
        stats.lastError = message
        lock.unlock()
    }

    private func noteError(_ message: String) {
        lock.lock()
        stats.lastError = message
        lock.unlock()
    }

    // MARK: - On the queue

    /// Cuts the file after its last `\n`, writes `PATH.gz` (through `PATH.gz.partial`,
    /// renamed when complete), deletes `PATH` and closes `fd` (which holds the lock).
    /// Returns an error message, or nil.
    private func compressAndRemove(fd: Int32, path: String) -> String? {
        defer { _ = Glibc_close(fd) }
        guard let end = wholeLinesEnd(fd) else { return "stat \(path): \(String(cString: strerror(errno)))" }
        if end == 0 {
            unlink(path)
            return nil
        }
        _ = ftruncate(fd, off_t(end))
        let gz = path + ".gz"
        let partial = gz + ".partial"
        do {
            let writer = try GzipWriter(path: partial, level: compressionLevel)
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var offset = 0
            while offset < end {
                let want = min(buffer.count, end - offset)
                let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, want, off_t(offset)) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else {
                    unlink(partial)
                    return "read \(path): \(n < 0 ? String(cString: strerror(errno)) : "file shrank")"
                }
                try buffer.withUnsafeBytes { try writer.write(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
                offset += n
            }
            try writer.close()
        } catch {
            unlink(partial)
            return "compress \(path): \(error)"
        }
        guard rename(partial, gz) == 0 else {
            let message = "rename \(partial): \(String(cString: strerror(errno)))"
            unlink(partial)
            return message
        }
        unlink(path)
        return nil
    }

    /// The size of the file up to and including its last `\n` (0 when it has none).
    private func wholeLinesEnd(_ fd: Int32) -> Int? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        var end = Int(st.st_size)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while end > 0 {
            let start = max(0, end - buffer.count)
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, end - start, off_t(start)) }
            if n < 0 && errno == EINTR { continue }
            guard n == end - start else { return nil }
            if let i = buffer[0..<n].lastIndex(of: 0x0A) { return start + i + 1 }
            end = start
        }
        return 0
    }

    /// Finishes what writers that died left in the directory: their `.ndjson` files are
    /// cut after the last whole line and compressed (or deleted when a compressed copy is
    /// already in place); stray `.creating` and `.partial` files are deleted. Files whose
    /// `flock` is held belong to a live writer and are left alone.
    private func recoverOrphans() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let all = Set(names)
        var recovered = 0
        for name in names.sorted() where isOwnName(name) {
            let file = directory + "/" + name
            if name.hasSuffix(".ndjson.creating") {
                let f = open(file, O_RDWR | O_CLOEXEC)
                if f < 0 { continue }
                if flock(f, LOCK_EX | LOCK_NB) == 0 && sameFile(f, file) { unlink(file) }
                _ = Glibc_close(f)
            } else if name.hasSuffix(".ndjson") {
                let f = open(file, O_RDWR | O_APPEND | O_CLOEXEC)
                if f < 0 { continue }
                guard flock(f, LOCK_EX | LOCK_NB) == 0, sameFile(f, file) else {
                    _ = Glibc_close(f)
                    continue
                }
                recovered += 1
                if access(file + ".gz", F_OK) == 0 {
                    // Compressed before its writer died, not yet deleted.
                    unlink(file)
                    _ = Glibc_close(f)
                } else if let error = compressAndRemove(fd: f, path: file) {
                    noteError(error)
                }
            } else if name.hasSuffix(".ndjson.gz.partial") {
                let base = String(name.dropLast(".gz.partial".count))
                if !all.contains(base) && access(directory + "/" + base, F_OK) != 0 { unlink(file) }
            }
        }
        if recovered > 0 {
            lock.lock()
            stats.filesRecovered += recovered
            lock.unlock()
        }
    }

    /// True when `fd` is still the file named `path` (not deleted or replaced meanwhile).
    private func sameFile(_ fd: Int32, _ path: String) -> Bool {
        var a = stat(), b = stat()
        return fstat(fd, &a) == 0 && stat(path, &b) == 0 && a.st_ino == b.st_ino && a.st_dev == b.st_dev
    }
}

// `close` and `write` are shadowed inside the class.
@inline(__always) private func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
