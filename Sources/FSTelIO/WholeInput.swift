#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a small input whole: a regular file, a pipe, a FIFO, a `/dev/fd/N` or
/// `/dev/stdin` path (process substitution), or standard input for `"-"`. Used for a query
/// given by file; log files go through ``LineReader``.
package enum WholeInput {
    /// The bytes of `path` (standard input for `"-"`), at most `limit` of them.
    ///
    /// - Throws: ``InputError`` whose message is the operating system's reason (`no such
    ///   file`, `permission denied`, `is a directory`, a read error's text), or that the
    ///   input is longer than `limit`.
    package static func read(_ path: String, limit: Int) throws(InputError) -> [UInt8] {
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            if fd < 0 { throw failure(path, errno, opening: true) }
        }
        defer { if path != "-" { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw InputError(.isDirectory, path: path, message: "is a directory")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(path, errno, opening: false)
            }
            if n == 0 { return bytes }
            if bytes.count + n > limit {
                throw InputError(.readFailed, path: path, message: "longer than \(limit) bytes", offset: Int64(bytes.count))
            }
            bytes += chunk[0..<n]
        }
    }

    private static func failure(_ path: String, _ code: Int32, opening: Bool) -> InputError {
        switch code {
        case ENOENT: return InputError(.notFound, path: path, message: "no such file")
        case EACCES: return InputError(.permissionDenied, path: path, message: "permission denied")
        case EISDIR: return InputError(.isDirectory, path: path, message: "is a directory")
        default:
            let text = errnoText(code)
            let reason = text.prefix(1).lowercased() + String(text.dropFirst())
            return InputError(.readFailed, path: path, message: opening ? reason : "read failed: " + reason)
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
