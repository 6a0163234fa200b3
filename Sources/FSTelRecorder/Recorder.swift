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
/// let session = recorder.startSession(defaultStrategy: .windowTransform)
/// if session.enter(strategy: .windowTransform, trigger: .button, restoreTarget: target) { animate... }
/// session.finish(outcome: .ok)                       // when the animation completes
/// for file in recorder.closedFiles() { upload(file) } // then recorder.deleteUploadedFiles(shipped)
/// ```
public final class Recorder: @unchecked Sendable {
    /// Where and how the files are written.
    public struct Configuration: Sendable {
        /// The directory of the log files (created if needed).
        public var directory: URL
        /// File names start with `PREFIX-`; only such files are listed, recovered and deleted.
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

        /// A configuration writing into `directory` (created if missing); the defaults rotate at 1 MiB or 15 minutes.
        public init(
            directory: URL, filePrefix: String = "fstel", maxFileBytes: Int = 1 << 20,
            maxFileAge: TimeInterval = 15 * 60, compressionLevel: Int = 6, flushInterval: TimeInterval? = nil
        ) {
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
        /// Lines lost: the file could not be created or written, or the recorder was closed.
        public var linesDropped: Int
        /// Files this recorder closed (rotation, ``Recorder/closeCurrentFile()``, ``Recorder/close()``).
        public var filesClosed: Int
        /// Files of writers that died, finished by this recorder.
        public var filesRecovered: Int
        /// The last file error, if any.
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
    public init(configuration: Configuration, deviceFacts: any DeviceFactsProvider, clock: any RecorderClock = SystemClock()) throws {
        self.configuration = configuration
        self.deviceFacts = deviceFacts
        self.clock = clock
        let nanos = min(max(configuration.maxFileAge, 0.000_001), 1e9) * 1e9
        files = try LogFileWriter(
            directory: configuration.directory.path, prefix: configuration.filePrefix,
            maxFileBytes: configuration.maxFileBytes, maxFileAgeNanos: UInt64(nanos),
            compressionLevel: configuration.compressionLevel,
            flushIntervalNanos: configuration.flushInterval.map { UInt64(min(max($0, 0.000_001), 1e9) * 1e9) },
            clock: clock)
    }

    /// Starts a session: writes its `session_start` line with the provider's facts now.
    ///
    /// - Parameters:
    ///   - id: the `session_id` (1 to 128 characters); a random UUID when nil.
    ///   - defaultStrategy: the strategy written on an ignored exit that comes before any
    ///     enter (every transition line names a strategy); `unknown` when nil.
    public func startSession(id: String? = nil, defaultStrategy: Strategy? = nil) -> FullscreenSession {
        let session = FullscreenSession(
            id: id ?? UUID().uuidString.lowercased(), recorder: self, defaultStrategy: defaultStrategy ?? "unknown")
        session.writeStart(deviceFacts.currentFacts())
        return session
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

    /// Closes the current file now (for instance when the app goes to background), so
    /// that every line written so far is in ``closedFiles()`` once compressed.
    public func closeCurrentFile() {
        files.closeCurrentFile()
        files.waitForCompression()
    }

    /// Closes the current file, waits for its compression, and drops later lines.
    public func close() {
        files.close()
    }

    /// Counters since the recorder was made.
    public var statistics: Statistics {
        let s = files.statistics
        return Statistics(
            linesWritten: s.linesWritten, bytesWritten: s.bytesWritten, linesDropped: s.linesDropped,
            filesClosed: s.filesClosed, filesRecovered: s.filesRecovered, lastError: s.lastError)
    }
}

/// Errors of the uploader-facing calls.
public enum RecorderError: Error, Equatable, CustomStringConvertible {
    /// The URL is not a closed log file of this recorder's directory.
    case notAClosedFile(URL)
    /// The file could not be deleted (the system's message).
    case cannotDelete(URL, String)

    /// The error in plain words.
    public var description: String {
        switch self {
        case .notAClosedFile(let url): return "\(url.path) is not a closed log file of this recorder's directory"
        case .cannotDelete(let url, let message): return "cannot delete \(url.path): \(message)"
        }
    }
}
