#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: results to `out`, diagnostics and progress to `err`.
/// The process uses the real streams; tests capture them.
public final class Console: @unchecked Sendable {
    public let out: TextSink
    public let err: TextSink
    /// True when `err` is a terminal: progress lines are shown only then.
    public let errIsTerminal: Bool
    public let environment: [String: String]

    public init(out: TextSink, err: TextSink, errIsTerminal: Bool, environment: [String: String]) {
        self.out = out
        self.err = err
        self.errIsTerminal = errIsTerminal
        self.environment = environment
    }

    /// The process's standard output and error and its environment.
    public static func standard(environment: [String: String]) -> Console {
        Console(
            out: FileDescriptorSink(fd: STDOUT_FILENO), err: FileDescriptorSink(fd: STDERR_FILENO, flushEachWrite: true),
            errIsTerminal: isatty(STDERR_FILENO) == 1, environment: environment)
    }

    /// A console that keeps what is written, for tests.
    public static func capturing(environment: [String: String] = [:]) -> (Console, BufferSink, BufferSink) {
        let out = BufferSink()
        let err = BufferSink()
        return (Console(out: out, err: err, errIsTerminal: false, environment: environment), out, err)
    }
}

public protocol TextSink: AnyObject {
    func write(_ text: String)
    func flush()
}

/// Writes to a file descriptor: buffered (stdout), or at once (stderr, so diagnostics
/// and progress show when they happen).
public final class FileDescriptorSink: TextSink {
    private let fd: Int32
    private let flushEachWrite: Bool
    private var buffer: [UInt8] = []

    public init(fd: Int32, flushEachWrite: Bool = false) {
        self.fd = fd
        self.flushEachWrite = flushEachWrite
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if flushEachWrite || buffer.count >= 1 << 16 { flush() }
    }

    public func flush() {
        var written = 0
        while written < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
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
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }

    public func flush() {}
}
