import Foundation
import FSTelModel

/// The library an app embeds to write log format v1: sessions, their fullscreen
/// transitions, and files an uploader can ship.
///
/// One recorder per process and directory is the usual setup; each recorder writes its
/// own files (see ``Configuration``), so several recorders — in one process, or in an
/// app and its extensions — can share a directory without ever writing the same file.
/// Every method can be called from any thread.
///
/// ```swift
/// let recorder = try Recorder(configuration: .init(directory: logsURL), deviceFacts: UIKitDeviceFactsProvider())
/// let session = try recorder.startSession(defaultStrategy: .windowTransform)
/// if try session.enter(strategy: .windowTransform, trigger: .button, restoreTarget: target) { animate... }
/// try session.finish(outcome: .ok)                   // when the animation completes
/// for file in recorder.closedFiles() { upload(file) } // then recorder.deleteUploadedFiles(shipped)
/// ```
///
/// Every line a call hands over is either written to a file `fstel ingest` accepts, or
/// counted in ``statistics`` as dropped with a ``DropReason``; a call whose own values
/// cannot be recorded (or that comes after ``close()``) throws a ``RecorderError`` and
/// changes nothing.
public final class Recorder: @unchecked Sendable {
    /// Where and how the files are written.
    public struct Configuration: Sendable {
        /// The directory of the log files (created if needed).
        public var directory: URL
        /// File names start with `PREFIX.`; only such files are listed, recovered and
        /// deleted. 1 to 64 letters, digits, `_` or `-` (never a `.`, so prefixes never
        /// claim each other's files: `fstel` and `fstel-ext` can share a directory).
        public var filePrefix: String
        /// A file is closed before a line would make it larger than this (a single line
        /// larger than the limit gets a file of its own).
        public var maxFileBytes: Int
        /// A file is closed once this many seconds have passed since its first line: at the next
        /// line, or at the next ``Recorder/closedFiles()``.
        public var maxFileAge: TimeInterval
        /// zlib level (0...9) of the closed files.
        public var compressionLevel: Int
        /// nil (the default): each line is written before the call that records it
        /// returns, so it survives a crash of the app. A number of seconds: lines are
        /// queued in memory and a background thread writes them (still one `write()` per
        /// line) at most that long after the first of them; the caller's cost drops to
        /// encoding the line, and a crash loses the lines of the last interval.
        public var flushInterval: TimeInterval?
        /// False (the default): a call the recorder refuses throws its ``RecorderError``
        /// and counts the line as dropped. True: in debug builds it also stops at an
        /// `assertionFailure` (release builds behave as with false).
        public var assertOnMisuse: Bool

        /// A configuration writing into `directory` (created if missing); the defaults rotate at 1 MiB or 15 minutes.
        public init(
            directory: URL, filePrefix: String = "fstel", maxFileBytes: Int = 1 << 20,
            maxFileAge: TimeInterval = 15 * 60, compressionLevel: Int = 6, flushInterval: TimeInterval? = nil,
            assertOnMisuse: Bool = false
        ) {
            self.assertOnMisuse = assertOnMisuse
            self.flushInterval = flushInterval
            self.directory = directory
            self.filePrefix = filePrefix
            self.maxFileBytes = maxFileBytes
            self.maxFileAge = maxFileAge
            self.compressionLevel = compressionLevel
        }
    }

    /// Counters since the recorder was made.
    public struct Statistics: Equatable, Sendable {
        /// Lines appended to files.
        public var linesWritten: Int
        /// Bytes appended to files.
        public var bytesWritten: Int
        /// Lines not written, whatever the reason: the sum of ``droppedByReason``.
        public var linesDropped: Int
        /// Lines not written, by reason. A call that threw counts its line here too.
        public var droppedByReason: [DropReason: Int]
        /// Lines that were written, then deleted with their file by someone else, and
        /// could not be copied into a new file (see ``filesRestored``). Not in
        /// ``linesDropped``: they were written.
        public var linesLost: Int
        /// Files being written that were deleted under the recorder (the directory
        /// purged by the system or the user) and whose lines were copied into a new file.
        public var filesRestored: Int
        /// Times the directory was found missing and created again.
        public var directoriesCreated: Int
        /// Files this recorder closed (rotation, ``Recorder/closeCurrentFile()``, ``Recorder/close()``).
        public var filesClosed: Int
        /// Files of writers that died, finished by this recorder.
        public var filesRecovered: Int
        /// The last error (a refused call or a file error), if any.
        public var lastError: String?
    }

    /// How the recorder writes its files.
    public let configuration: Configuration
    let clock: any RecorderClock
    let deviceFacts: any DeviceFactsProvider
    let files: LogFileWriter

    /// Opens the directory and starts, in the background, finishing the files of
    /// writers that died (cut after their last whole line, compressed).
    ///
    /// - Parameters:
    ///   - deviceFacts: asked for the facts of each new session (``UIKitDeviceFactsProvider``
    ///     on Apple platforms; fixed ``DeviceFacts`` in tests).
    ///   - clock: the monotonic and wall clocks (``SystemClock`` unless testing).
    /// - Throws: when the directory cannot be created.
    public convenience init(configuration: Configuration, deviceFacts: any DeviceFactsProvider, clock: any RecorderClock = SystemClock()) throws {
        try self.init(configuration: configuration, deviceFacts: deviceFacts, clock: clock, faults: nil)
    }

    /// A recorder whose file operations fail as `faults` says (tests).
    init(configuration: Configuration, deviceFacts: any DeviceFactsProvider, clock: any RecorderClock, faults: FileFaults?) throws {
        guard LogFileName.isValidPrefix(configuration.filePrefix) else {
            throw RecorderError.invalidPrefix(configuration.filePrefix)
        }
        self.configuration = configuration
        self.deviceFacts = deviceFacts
        self.clock = clock
        let nanos = min(max(configuration.maxFileAge, 0.000_001), 1e9) * 1e9
        files = try LogFileWriter(
            directory: configuration.directory.path, prefix: configuration.filePrefix,
            maxFileBytes: configuration.maxFileBytes, maxFileAgeNanos: UInt64(nanos),
            compressionLevel: configuration.compressionLevel,
            flushIntervalNanos: configuration.flushInterval.map { UInt64(min(max($0, 0.000_001), 1e9) * 1e9) },
            clock: clock, faults: faults)
    }

    /// Starts a session: writes its `session_start` line with the provider's facts now.
    ///
    /// - Parameters:
    ///   - id: the `session_id` (1 to 128 characters, no control character); a random
    ///     UUID when nil.
    ///   - defaultStrategy: the strategy written on an ignored exit that comes before any
    ///     enter (every transition line names a strategy); `unknown` when nil.
    /// - Throws: ``RecorderError/invalidValue(_:)`` when the id, the default strategy or
    ///   the provider's facts break the format (nothing is written), ``RecorderError/closed``
    ///   after ``close()``. A `session_start` line that could not be written to the file
    ///   (a full disk) does not throw: it is counted in ``Statistics/droppedByReason``.
    public func startSession(id: String? = nil, defaultStrategy: Strategy? = nil) throws(RecorderError) -> FullscreenSession {
        let strategy = defaultStrategy ?? "unknown"
        if strategy.rawValue.isEmpty || FormatLimits.firstControlCharacter(strategy.rawValue) != nil {
            throw refuse(.invalidValue("default strategy: expected a non-empty string without control characters"))
        }
        let session = FullscreenSession(
            id: id ?? UUID().uuidString.lowercased(), recorder: self, defaultStrategy: strategy)
        try session.writeStart(deviceFacts.currentFacts())
        return session
    }

    /// Counts the line of a refused call as dropped, stops at an assertion when
    /// ``Configuration/assertOnMisuse`` asks for it, and returns the error to throw.
    func refuse(_ error: RecorderError) -> RecorderError {
        let reason: DropReason
        switch error {
        case .closed: reason = .recorderClosed
        case .sessionEnded: reason = .sessionEnded
        case .lineTooLong: reason = .lineTooLong
        default: reason = .invalidValue
        }
        files.drop(reason, error.description)
        if configuration.assertOnMisuse { assertionFailure("FSTelRecorder: \(error)") }
        return error
    }

    /// The closed files, compressed (`.ndjson.gz`), oldest first: what to upload.
    ///
    /// First closes the current file if it is older than ``Configuration/maxFileAge``,
    /// waits for pending compression and finishes files of writers that died; call it
    /// from a background thread.
    public func closedFiles() -> [URL] {
        files.closedFiles().map { URL(fileURLWithPath: $0) }
    }

    /// Deletes files the app's upload has confirmed. Files already gone are skipped.
    /// - Throws: ``RecorderError/notAClosedFile(_:)`` for a URL that is not one of
    ///   ``closedFiles()`` (nothing is deleted then), or the error of a failed delete.
    public func deleteUploadedFiles(_ urls: [URL]) throws {
        for url in urls where !files.isClosedFile(url.path) {
            throw RecorderError.notAClosedFile(url)
        }
        for url in urls {
            if unlink(url.path) != 0 && errno != ENOENT {
                throw RecorderError.cannotDelete(url, String(cString: strerror(errno)))
            }
        }
    }

    /// With deferred writing, writes the queued lines now and returns once they are
    /// written (or counted as dropped); without, does nothing (every line is written by
    /// its call).
    public func flush() {
        files.flush()
    }

    /// Closes the current file now (for instance when the app goes to background), so
    /// that every line written so far is in ``closedFiles()`` once compressed.
    public func closeCurrentFile() {
        files.closeCurrentFile()
        files.waitForCompression()
    }

    /// Waits for the compression of the files closed so far (tests).
    func waitForCompression() { files.waitForCompression() }

    /// Closes the current file, waits for its compression, and drops later lines.
    public func close() {
        files.close()
    }

    /// Counters since the recorder was made.
    public var statistics: Statistics {
        let s = files.statistics
        return Statistics(
            linesWritten: s.linesWritten, bytesWritten: s.bytesWritten, linesDropped: s.linesDropped,
            droppedByReason: s.dropped, linesLost: s.linesLost, filesRestored: s.filesRestored, directoriesCreated: s.directoriesCreated,
            filesClosed: s.filesClosed, filesRecovered: s.filesRecovered, lastError: s.lastError)
    }
}

/// Why a line was not written (``Recorder/Statistics/droppedByReason``).
public enum DropReason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A value of the call breaks the format (the call threw ``RecorderError/invalidValue(_:)``).
    case invalidValue = "invalid_value"
    /// The line would be longer than ingest accepts (the call threw ``RecorderError/lineTooLong(bytes:limit:)``).
    case lineTooLong = "line_too_long"
    /// The call came after ``Recorder/close()`` (it threw ``RecorderError/closed``).
    case recorderClosed = "recorder_closed"
    /// The call came after ``FullscreenSession/end(reason:)`` (it threw ``RecorderError/sessionEnded``).
    case sessionEnded = "session_ended"
    /// No file could be created: the directory is read-only or full, or cannot be created.
    case cannotCreateFile = "cannot_create_file"
    /// `write()` failed or wrote part of the line (taken back): a full disk, a file-size
    /// limit, an I/O error.
    case writeFailed = "write_failed"

    /// The reason as written here (`write_failed`).
    public var description: String { rawValue }
}

/// Why a call was refused; a call that throws one records nothing and changes nothing.
public enum RecorderError: Error, Equatable, CustomStringConvertible {
    /// A value of the call breaks the format (what ingest would reject, and why).
    case invalidValue(String)
    /// The line would be longer than ingest accepts (``FSTelModel/FormatLimits/maxLineBytes``).
    case lineTooLong(bytes: Int, limit: Int)
    /// The recorder is closed.
    case closed
    /// The session has ended.
    case sessionEnded
    /// The file prefix is not 1 to 64 letters, digits, `_` or `-`.
    case invalidPrefix(String)
    /// The URL is not a closed log file of this recorder's directory.
    case notAClosedFile(URL)
    /// The file could not be deleted (the system's message).
    case cannotDelete(URL, String)

    /// The error in plain words.
    public var description: String {
        switch self {
        case .invalidValue(let detail): return "not recorded: \(detail)"
        case .lineTooLong(let bytes, let limit): return "not recorded: the line would be \(bytes) bytes, longer than the \(limit) bytes ingest accepts"
        case .closed: return "not recorded: the recorder is closed"
        case .sessionEnded: return "not recorded: the session has ended"
        case .invalidPrefix(let prefix): return "invalid file prefix \"\(prefix)\": expected 1 to 64 letters, digits, `_` or `-`"
        case .notAClosedFile(let url): return "\(url.path) is not a closed log file of this recorder's directory"
        case .cannotDelete(let url, let message): return "cannot delete \(url.path): \(message)"
        }
    }
}
