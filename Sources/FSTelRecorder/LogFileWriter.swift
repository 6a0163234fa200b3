import Dispatch
import Foundation
import FSTelLogWriting

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
/// File names: see ``LogFileName``. A file is created under a `.creating` name, locked
/// with `flock`, then renamed, so a file with the final name is always locked by its live
/// writer, and a `.ndjson` that can be locked belongs to a writer that died.
///
/// One `write()` per line on an `O_APPEND` descriptor: in the caller's thread by default,
/// or, with a flush interval, by a background thread that writes the lines queued in
/// memory (each still with its own `write()`) at most that long after the first of them.
/// A failed or short write is cut off again (`ftruncate` to the previous size), so the
/// file holds only whole lines. Before each write (and before a file is closed) an `fstat`
/// of the descriptor checks that the file still has a name: when it was deleted under the
/// recorder (its directory purged), its lines, still readable through the descriptor, are
/// copied into a new file, in a directory created again if needed, and writing goes on
/// there. A SIGKILL can still stop the kernel between two pages of one `write()`; such a
/// torn last line is removed when the dead writer's file is recovered (cut after its last
/// `\n`) before it is compressed.
final class LogFileWriter: @unchecked Sendable {
    struct Statistics: Equatable, Sendable {
        var linesWritten = 0
        var bytesWritten = 0
        var dropped: [DropReason: Int] = [:]
        var filesClosed = 0
        var filesRecovered = 0
        var linesLost = 0
        var filesRestored = 0
        var directoriesCreated = 0
        var lastError: String? = nil

        var linesDropped: Int { dropped.values.reduce(0, +) }
    }

    /// What became of a line handed to ``append(_:seq:)``.
    enum AppendResult: Equatable {
        /// In the file.
        case written
        /// Queued; the background thread writes it (or counts it dropped) within the interval.
        case queued
        /// The writer is closed: nothing was queued or written (not counted here).
        case closed
        /// Not written; counted as dropped with this reason.
        case dropped(DropReason)
    }

    /// The `seq` numbers a session's lines get when they are written (deferred writing):
    /// guarded by the writer's lock.
    final class SeqCounter: @unchecked Sendable {
        var written: Int64 = 0
    }

    let directory: String
    let prefix: String
    let maxFileBytes: Int
    let maxFileAgeNanos: UInt64
    let compressionLevel: Int
    let clock: any RecorderClock
    /// Unique per writer: `MILLIS-PID-RANDOM`.
    let writerID: String
    /// Faults the tests inject (a full disk, a read-only directory); nil otherwise.
    let faults: FileFaults?

    /// Guards the file state and the statistics.
    private let lock = NSLock()
    private var fd: Int32 = -1
    private var path = ""
    private var size = 0
    private var linesInFile = 0
    private var openedAt: UInt64 = 0
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
    private var pendingCounters: [SeqCounter?] = []
    private var flushScheduled = false
    private var acceptsLines = true
    /// Touched only on `flushQueue`.
    private var spare: [UInt8] = []
    private var spareEnds: [Int] = []
    private var spareCounters: [SeqCounter?] = []
    private var spliced: [UInt8] = []
    private let flushQueue = DispatchQueue(label: "fstel.recorder.flush", qos: .utility)

    /// The file in the directory that holds its last sequence number.
    static let sequenceFileName = ".fstel-sequence"

    init(
        directory: String, prefix: String, maxFileBytes: Int, maxFileAgeNanos: UInt64, compressionLevel: Int,
        flushIntervalNanos: UInt64? = nil, clock: any RecorderClock, faults: FileFaults? = nil
    ) throws {
        self.flushIntervalNanos = flushIntervalNanos
        self.directory = directory
        self.prefix = prefix
        self.maxFileBytes = max(1, maxFileBytes)
        self.maxFileAgeNanos = max(1, maxFileAgeNanos)
        self.compressionLevel = compressionLevel
        self.clock = clock
        self.faults = faults
        var random = SystemRandomNumberGenerator()
        let millis = String(max(0, clock.unixMilliseconds()))
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

    /// False once ``close()`` has begun.
    var isAccepting: Bool {
        if flushIntervalNanos != nil {
            pendingLock.lock()
            defer { pendingLock.unlock() }
            return acceptsLines
        }
        lock.lock()
        defer { lock.unlock() }
        return !isClosed
    }

    /// The transition lines of a session written so far (deferred writing).
    func written(_ counter: SeqCounter) -> Int64 {
        lock.lock()
        defer { lock.unlock() }
        return counter.written
    }

    /// Appends one line (which must end with `\n`) with one `write()`, now or (deferred
    /// writing) within the flush interval. With deferred writing, a transition line passes
    /// its session's `seq` counter: its `seq` (encoded as a number at least as large) is
    /// replaced by the counter's value when the line is written, and the counter advances
    /// only then, so the lines that reach the file are numbered without a gap.
    func append(_ line: UnsafeRawBufferPointer, seq counter: SeqCounter? = nil) -> AppendResult {
        guard let interval = flushIntervalNanos else {
            lock.lock()
            defer { lock.unlock() }
            guard !isClosed else { return .closed }
            return writeLocked(line)
        }
        pendingLock.lock()
        guard acceptsLines else {
            pendingLock.unlock()
            return .closed
        }
        pending.append(contentsOf: line)
        pendingEnds.append(pending.count)
        pendingCounters.append(counter)
        let schedule = !flushScheduled
        flushScheduled = true
        pendingLock.unlock()
        if schedule {
            flushQueue.asyncAfter(deadline: .now() + .nanoseconds(Int(min(interval, UInt64(Int.max))))) { self.flushPending() }
        }
        return .queued
    }

    /// Writes the queued lines now (deferred writing), and waits until they are written.
    func flush() {
        if flushIntervalNanos != nil { flushQueue.sync { flushPending() } }
    }

    /// On `flushQueue`: writes every queued line, one `write()` each, giving transition
    /// lines their session's next `seq`.
    private func flushPending() {
        pendingLock.lock()
        swap(&pending, &spare)
        swap(&pendingEnds, &spareEnds)
        swap(&pendingCounters, &spareCounters)
        flushScheduled = false
        pendingLock.unlock()
        guard !spareEnds.isEmpty else { return }
        lock.lock()
        spare.withUnsafeBytes { bytes in
            var start = 0
            for (k, end) in spareEnds.enumerated() {
                let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                start = end
                guard let counter = spareCounters[k] else {
                    _ = writeLocked(line)
                    continue
                }
                guard spliceSeq(line, counter.written) else {
                    count(.writeFailed, "queued line without a `seq` to number")
                    continue
                }
                let result = spliced.withUnsafeBytes { writeLocked($0) }
                if result == .written { counter.written += 1 }
            }
        }
        lock.unlock()
        spare.removeAll(keepingCapacity: true)
        spareEnds.removeAll(keepingCapacity: true)
        spareCounters.removeAll(keepingCapacity: true)
    }

    /// Copies `line` into `spliced` with the digits of its `"seq":` member replaced by `seq`.
    private func spliceSeq(_ line: UnsafeRawBufferPointer, _ seq: Int64) -> Bool {
        let key: [UInt8] = Array(",\"seq\":".utf8)
        guard line.count > key.count else { return false }
        var at = -1
        var i = 0
        while i + key.count <= line.count {
            if line[i] == key[0] && line[i + 1] == key[1] && line[i + 2] == key[2] && line[i + 3] == key[3]
                && line[i + 4] == key[4] && line[i + 5] == key[5] && line[i + 6] == key[6]
            {
                at = i + key.count
                break
            }
            i += 1
        }
        guard at >= 0 else { return false }
        var end = at
        while end < line.count, line[end] >= 0x30, line[end] <= 0x39 { end += 1 }
        guard end > at else { return false }
        spliced.removeAll(keepingCapacity: true)
        spliced.append(contentsOf: line[0..<at])
        spliced.append(contentsOf: String(seq).utf8)
        spliced.append(contentsOf: line[end..<line.count])
        return true
    }

    /// Writes one line into the current file (opening one if needed); counts it written,
    /// or dropped with the reason.
    private func writeLocked(_ line: UnsafeRawBufferPointer) -> AppendResult {
        guard !isClosed, let base = line.baseAddress else {
            count(.recorderClosed, "the recorder is closed")
            return .dropped(.recorderClosed)
        }
        if fd >= 0 && (size + line.count > maxFileBytes || clock.monotonicNanoseconds() &- openedAt >= maxFileAgeNanos) {
            closeCurrentLocked()
        }
        if fd >= 0 && isUnlinked(fd) { restoreDeletedLocked() }
        if fd < 0 && !openNextLocked() {
            count(.cannotCreateFile, nil)
            return .dropped(.cannotCreateFile)
        }
        let n = writeLine(base, line.count)
        guard n == line.count else {
            // Nothing or part of the line was written: cut the part off again.
            stats.lastError = n < 0 ? "write \(path): \(String(cString: strerror(errno)))" : "write \(path): short write (\(n) of \(line.count) bytes)"
            if n > 0 { _ = ftruncate(fd, off_t(size)) }
            count(.writeFailed, nil)
            return .dropped(.writeFailed)
        }
        size += n
        linesInFile += 1
        stats.linesWritten += 1
        stats.bytesWritten += n
        return .written
    }

    /// The current file was deleted under the writer (its directory purged): copies its
    /// lines, still readable through the descriptor, into a new file (in the directory,
    /// created again if needed), which becomes the current file. When that fails (no file
    /// can be created, the disk is full), its lines are counted lost.
    private func restoreDeletedLocked() {
        let oldFD = fd, oldPath = path, oldSize = size, oldLines = linesInFile
        fd = -1
        path = ""
        size = 0
        linesInFile = 0
        defer { _ = Glibc_close(oldFD) }
        guard oldSize > 0 else { return }
        guard openNextLocked() else {
            stats.linesLost += oldLines
            stats.lastError = "\(oldPath) was deleted and no new file could be created: \(oldLines) lines lost (\(stats.lastError ?? ""))"
            return
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while offset < oldSize {
            let want = min(buffer.count, oldSize - offset)
            let n = buffer.withUnsafeMutableBytes { pread(oldFD, $0.baseAddress, want, off_t(offset)) }
            if n < 0 && errno == EINTR { continue }
            let w = n > 0 ? buffer.withUnsafeBytes { writeLine($0.baseAddress!, n) } : -1
            guard n > 0, w == n else {
                _ = ftruncate(fd, 0)
                stats.linesLost += oldLines
                stats.lastError = "\(oldPath) was deleted and could not be copied into \(path): \(oldLines) lines lost"
                return
            }
            offset += n
        }
        size = oldSize
        linesInFile = oldLines
        stats.filesRestored += 1
    }

    /// One `write()` (again after EINTR), or the fault a test injected.
    @inline(__always)
    private func writeLine(_ base: UnsafeRawPointer, _ count: Int) -> Int {
        if let faults, let cut = faults.writeFault(count) {
            if cut.written > 0 { _ = Glibc_write(fd, base, cut.written) }
            errno = cut.errno
            return cut.written > 0 ? cut.written : -1
        }
        while true {
            let n = Glibc_write(fd, base, count)
            if n < 0 && errno == EINTR { continue }
            return n
        }
    }

    /// True when the file of `fd` has no name left (deleted under the writer).
    @inline(__always)
    private func isUnlinked(_ fd: Int32) -> Bool {
        var st = stat()
        return fstat(fd, &st) == 0 && st.st_nlink == 0
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

    /// The closed, compressed files in the order of the directory's file sequence (files of
    /// the earlier name layout first, by name), after pending compression and a recovery
    /// pass over files of writers that died.
    func closedFiles() -> [String] {
        closeCurrentFile(olderThan: maxFileAgeNanos)
        queue.sync { recoverOrphans() }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var files: [(sequence: UInt64?, name: String)] = []
        for name in names {
            guard let parsed = LogFileName(name), parsed.prefix == prefix, parsed.stage == .compressed else { continue }
            files.append((parsed.sequence, name))
        }
        files.sort { a, b in
            switch (a.sequence, b.sequence) {
            case (nil, nil): return a.name < b.name
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?): return x != y ? x < y : a.name < b.name
            }
        }
        return files.map { directory + "/" + $0.name }
    }

    /// True for a closed file of this directory and prefix.
    func isClosedFile(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        guard url.deletingLastPathComponent().standardizedFileURL.path == URL(fileURLWithPath: directory).standardizedFileURL.path,
            let parsed = LogFileName(url.lastPathComponent)
        else { return false }
        return parsed.prefix == prefix && parsed.stage == .compressed
    }

    /// Waits for compression jobs queued so far.
    func waitForCompression() { queue.sync {} }

    // MARK: - Under the lock

    private func isOwnName(_ name: String) -> LogFileName? {
        guard let parsed = LogFileName(name), parsed.prefix == prefix else { return nil }
        return parsed
    }

    /// Creates the directory again when it is gone; true when it exists now.
    private func ensureDirectoryLocked() -> Bool {
        var st = stat()
        if stat(directory, &st) == 0 { return true }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            stats.directoriesCreated += 1
            return true
        } catch {
            stats.lastError = "create directory \(directory): \(error.localizedDescription)"
            return false
        }
    }

    /// The next number of the directory's file sequence, from the sequence file (under its
    /// `flock`, so recorders sharing the directory never take the same number); when that
    /// file is missing or unreadable, from the highest number among the directory's file
    /// names. Nil when the sequence file cannot be written.
    private func nextSequenceLocked() -> UInt64? {
        let file = directory + "/" + Self.sequenceFileName
        let f = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard f >= 0 else {
            stats.lastError = "open \(file): \(String(cString: strerror(errno)))"
            return nil
        }
        defer { _ = Glibc_close(f) }
        while flock(f, LOCK_EX) != 0 {
            guard errno == EINTR else {
                stats.lastError = "lock \(file): \(String(cString: strerror(errno)))"
                return nil
            }
        }
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = buffer.withUnsafeMutableBytes { pread(f, $0.baseAddress, 32, 0) }
        var last: UInt64? = nil
        if n > 0 {
            let text = String(decoding: buffer[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            last = UInt64(text)
        }
        if last == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            last = names.compactMap { LogFileName($0)?.sequence }.max() ?? 0
        }
        let next = (last ?? 0) &+ 1
        let text = Array("\(next)\n".utf8)
        let w = text.withUnsafeBytes { pwrite(f, $0.baseAddress, text.count, 0) }
        guard w == text.count else {
            stats.lastError = "write \(file): \(w < 0 ? String(cString: strerror(errno)) : "short write")"
            return nil
        }
        _ = ftruncate(f, off_t(text.count))
        return next
    }

    private func openNextLocked() -> Bool {
        for _ in 0..<3 {
            if let error = faults?.createFault() {
                stats.lastError = "create in \(directory): \(String(cString: strerror(error)))"
                return false
            }
            guard ensureDirectoryLocked() else { return false }
            guard let sequence = nextSequenceLocked() else {
                var st = stat()
                if stat(directory, &st) != 0 { continue }  // the directory went away meanwhile
                return false
            }
            let final = directory + "/" + LogFileName.make(prefix: prefix, sequence: sequence, writer: writerID, stage: .live)
            let creating = directory + "/" + LogFileName.make(prefix: prefix, sequence: sequence, writer: writerID, stage: .creating)
            let newFD = open(creating, O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o644)
            if newFD < 0 {
                stats.lastError = "open \(creating): \(String(cString: strerror(errno)))"
                if errno == EEXIST || errno == ENOENT { continue }
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
            linesInFile = 0
            openedAt = clock.monotonicNanoseconds()
            return true
        }
        return false
    }

    private func closeCurrentLocked() {
        if isUnlinked(fd) { restoreDeletedLocked() }
        guard fd >= 0 else { return }
        let closingFD = fd, closingPath = path, closingSize = size, closingLines = linesInFile
        fd = -1
        path = ""
        size = 0
        linesInFile = 0
        stats.filesClosed += 1
        if closingSize == 0 {
            unlink(closingPath)
            _ = Glibc_close(closingFD)
            return
        }
        // The descriptor keeps the lock until the compressed copy is in place.
        queue.async {
            if let error = self.compressAndRemove(fd: closingFD, path: closingPath, lines: closingLines) {
                self.noteError(error)
            }
        }
    }

    /// Counts a line that was not written, with its reason (and a message for `lastError`).
    private func count(_ reason: DropReason, _ message: String?) {
        stats.dropped[reason, default: 0] += 1
        if let message { stats.lastError = message }
    }

    /// Counts a line that was not written (refused before it reached the writer).
    func drop(_ reason: DropReason, _ message: String) {
        lock.lock()
        count(reason, message)
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
    /// Returns an error message, or nil. A file that failed to compress stays (unlocked
    /// once `fd` is closed) and the next recovery pass compresses it. `lines`: the lines
    /// this writer counted in it, counted lost when the file turns out deleted.
    private func compressAndRemove(fd: Int32, path: String, lines: Int? = nil) -> String? {
        defer { _ = Glibc_close(fd) }
        if let lines, isUnlinked(fd) {
            lock.lock()
            stats.linesLost += lines
            lock.unlock()
            return "\(path) was deleted before it was compressed; its \(lines) lines went with it"
        }
        guard let end = wholeLinesEnd(fd) else { return "stat \(path): \(String(cString: strerror(errno)))" }
        if end == 0 {
            unlink(path)
            return nil
        }
        _ = ftruncate(fd, off_t(end))
        let gz = path + ".gz"
        let partial = gz + ".partial"
        if let error = faults?.compressFault() {
            return "compress \(path): \(String(cString: strerror(error)))"
        }
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
    /// `flock` is held belong to a live writer and are left alone. Only files of this
    /// prefix are touched.
    private func recoverOrphans() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let all = Set(names)
        var recovered = 0
        for name in names.sorted() {
            guard let parsed = isOwnName(name) else { continue }
            let file = directory + "/" + name
            switch parsed.stage {
            case .creating:
                let f = open(file, O_RDWR | O_CLOEXEC)
                if f < 0 { continue }
                if flock(f, LOCK_EX | LOCK_NB) == 0 && sameFile(f, file) { unlink(file) }
                _ = Glibc_close(f)
            case .live:
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
            case .partial:
                let base = String(name.dropLast(".gz.partial".count))
                if !all.contains(base) && access(directory + "/" + base, F_OK) != 0 { unlink(file) }
            case .compressed:
                break
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

/// Faults a test injects into a writer's file operations (in-process, so both writing
/// modes and any sequence of faults can be scripted): each is an `errno` the operation
/// fails with while it is set.
final class FileFaults: @unchecked Sendable {
    private let lock = NSLock()
    private var create: Int32?
    private var write: Int32?
    private var writeCut: Int?
    private var compress: Int32?

    init() {}

    /// Creating a file fails with `errno` (EACCES, EROFS: a read-only directory; ENOSPC).
    func failCreating(_ errno: Int32?) { set { create = errno } }
    /// Every write fails with `errno` (ENOSPC: a full disk); with `after`, the kernel first
    /// writes that many bytes of the line (a short write).
    func failWriting(_ errno: Int32?, after bytes: Int? = nil) { set { write = errno; writeCut = bytes } }
    /// Compressing a closed file fails with `errno`.
    func failCompressing(_ errno: Int32?) { set { compress = errno } }

    private func set(_ body: () -> Void) {
        lock.lock()
        body()
        lock.unlock()
    }

    func createFault() -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        return create
    }

    func writeFault(_ count: Int) -> (written: Int, errno: Int32)? {
        lock.lock()
        defer { lock.unlock() }
        guard let write else { return nil }
        return (min(writeCut ?? 0, max(0, count - 1)), write)
    }

    func compressFault() -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        return compress
    }
}

// `close` and `write` are shadowed inside the class.
@inline(__always) private func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
