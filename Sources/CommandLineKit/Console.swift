import Foundation
#if canImport(Glibc)
import Glibc
/// `write(2)`, named apart from ``FileDescriptorSink/write(_:)``.
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
/// `write(2)`, named apart from ``FileDescriptorSink/write(_:)``.
private let systemWrite = Darwin.write
#endif

/// Where a command writes: results to `out`, diagnostics and progress to `err`.
/// The process uses the real streams; tests capture them.
public final class Console: @unchecked Sendable {
    /// Where results go (stdout).
    public let out: TextSink
    /// Where diagnostics and progress go (stderr).
    public let err: TextSink
    /// True when `err` is a terminal: progress lines are shown only then.
    public let errIsTerminal: Bool
    /// True when `out` is a terminal: a command may then choose a format for people.
    public let outIsTerminal: Bool
    /// The environment the command sees.
    public let environment: [String: String]
    /// `--quiet`: notes, progress and warnings are not shown; errors and results are.
    public package(set) var quiet = false

    /// The path this program was started with (`argv[0]`), for hints.
    public let programPath: String?
    /// The width tables must fit: `$COLUMNS` when set, else the terminal's when stdout is
    /// one, else nil (no limit: output to a file or pipe is not wrapped).
    public let width: Int?
    /// The width notices, summaries and progress lines on stderr must fit: `$COLUMNS`
    /// when set, else the terminal's when stderr is one; nil when stderr goes to a file
    /// or pipe (lines stay whole there: one fact per line for logs and scripts).
    public let errWidth: Int?
    /// True for the process's own console: commands may take over SIGINT and SIGTERM
    /// (never in tests that run commands in-process).
    public let installsSignalHandlers: Bool

    /// A console over these sinks.
    public init(
        out: TextSink, err: TextSink, errIsTerminal: Bool, environment: [String: String], programPath: String? = nil,
        terminalWidth: Int? = nil, errTerminalWidth: Int? = nil, installsSignalHandlers: Bool = false, outIsTerminal: Bool = false
    ) {
        self.installsSignalHandlers = installsSignalHandlers
        self.outIsTerminal = outIsTerminal
        self.out = out
        self.err = err
        self.errIsTerminal = errIsTerminal
        self.environment = environment
        self.programPath = programPath
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            width = columns
            errWidth = columns
        } else {
            width = terminalWidth
            errWidth = errTerminalWidth
        }
    }

    /// A note on stderr (a summary, a hint), unless `--quiet`.
    public func note(_ text: String) {
        if !quiet { err.write(text) }
    }

    /// A note of one paragraph on stderr, wrapped to ``errWidth`` (further lines
    /// indented by two spaces), unless `--quiet`.
    public func wrappedNote(_ text: String) {
        guard !quiet else { return }
        guard let width = errWidth, text.count > width else { return err.write(text + "\n") }
        let lines = Prose.lines(text, width: width)
        var out = lines[0] + "\n"
        for line in Prose.lines(lines.dropFirst().joined(separator: " "), width: max(20, width - 2)) { out += "  " + line + "\n" }
        err.write(out)
    }

    /// A warning on stderr (`warning: ...`), unless `--quiet`.
    public func warn(_ text: String) {
        if !quiet { err.write("warning: \(text)\n") }
    }

    /// The columns of the terminal on `fd`, or nil when it is not one.
    static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        return isatty(fd) == 1 && ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }

    /// The process's standard output and error and its environment.
    public static func standard(environment: [String: String], programPath: String? = CommandLine.arguments.first) -> Console {
        Console(
            out: FileDescriptorSink(fd: STDOUT_FILENO), err: FileDescriptorSink(fd: STDERR_FILENO, flushEachWrite: true),
            errIsTerminal: isatty(STDERR_FILENO) == 1, environment: environment, programPath: programPath,
            terminalWidth: terminalColumns(STDOUT_FILENO), errTerminalWidth: terminalColumns(STDERR_FILENO),
            installsSignalHandlers: true, outIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// A console that keeps what is written, for tests.
    public static func capturing(environment: [String: String] = [:]) -> (Console, BufferSink, BufferSink) {
        let out = BufferSink()
        let err = BufferSink()
        return (Console(out: out, err: err, errIsTerminal: false, environment: environment), out, err)
    }
}

/// Somewhere text is written.
public protocol TextSink: AnyObject {
    /// Writes `text` (perhaps buffered).
    func write(_ text: String)
    /// Writes what is buffered.
    func flush()
}

/// Writes to a file descriptor: buffered (stdout), or at once (stderr, so diagnostics
/// and progress show when they happen).
public final class FileDescriptorSink: TextSink {
    private let fd: Int32
    private let flushEachWrite: Bool
    private var buffer: [UInt8] = []

    /// A sink on `fd`; `flushEachWrite` for stderr.
    public init(fd: Int32, flushEachWrite: Bool = false) {
        self.fd = fd
        self.flushEachWrite = flushEachWrite
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    /// Buffers `text` (writes at once when flushing each write or the buffer is full).
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if flushEachWrite || buffer.count >= 1 << 16 { flush() }
    }

    /// Writes what is buffered (retrying when interrupted).
    public func flush() {
        var written = 0
        while written < buffer.count {
            let n = buffer.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                break
            }
            written += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Keeps everything written, for tests.
public final class BufferSink: TextSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty sink.
    public init() {}

    /// Keeps `text`.
    public func write(_ text: String) {
        self.text += text
    }

    /// Nothing to flush.
    public func flush() {}
}

/// A word quoted for a POSIX shell when it needs to be, so that a printed hint runs
/// as printed.
package enum ShellWord {
    package static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=,+@%".unicodeScalars.contains(scalar))
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
