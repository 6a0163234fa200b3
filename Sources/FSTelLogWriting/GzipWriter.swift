import CZlib

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``GzipWriter`` could not open, write or finish its file.
public struct GzipWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed.
    public enum Kind: String, Sendable {
        /// The output file could not be created or opened.
        case open
        /// Writing compressed bytes to the file failed.
        case write
        /// zlib reported an error (bad level, out of memory, stream error).
        case zlib
        /// The writer was already closed.
        case closed
    }

    /// What failed.
    public var kind: Kind
    /// The output file.
    public var path: String
    /// What the system or zlib said.
    public var detail: String

    /// An error of `kind` on `path`.
    public init(_ kind: Kind, path: String, detail: String) {
        self.kind = kind
        self.path = path
        self.detail = detail
    }

    /// The failure in plain words.
    public var description: String {
        switch kind {
        case .open: return "cannot open \(path) for writing: \(detail)"
        case .write: return "cannot write to \(path): \(detail)"
        case .zlib: return "gzip compression of \(path) failed: \(detail)"
        case .closed: return "gzip writer for \(path) is already closed"
        }
    }
}

/// Streaming gzip output to a file: bytes are deflated through a fixed-size output
/// buffer and written as they come, so memory stays constant however much is written.
///
/// Call ``close()`` to write the gzip trailer; a writer dropped without `close()`
/// releases its resources but leaves an incomplete gzip file.
public final class GzipWriter {
    /// The file being written.
    public let path: String
    /// Bytes of compressed output buffered before each write.
    public static let outputBufferSize = 64 * 1024

    private let stream: UnsafeMutablePointer<z_stream>
    private let outBuffer: UnsafeMutablePointer<UInt8>
    private var fd: Int32
    private var closed = false
    /// Uncompressed bytes accepted so far.
    public private(set) var bytesIn: UInt64 = 0
    /// Compressed bytes written to the file so far.
    public private(set) var bytesOut: UInt64 = 0

    /// Creates (or truncates) the file at `path`. `level` is the zlib level, 0...9
    /// (`-1` is zlib's default, 6).
    public init(path: String, level: Int = 6) throws {
        self.path = path
        guard level >= -1 && level <= 9 else {
            throw GzipWriterError(.zlib, path: path, detail: "compression level \(level) is not in -1...9")
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else {
            throw GzipWriterError(.open, path: path, detail: String(cString: strerror(errno)))
        }
        self.fd = fd
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        outBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: GzipWriter.outputBufferSize)
        let rc = czlib_deflate_init_gzip(stream, Int32(level))
        if rc != Z_OK {
            _ = sysClose(fd)
            self.fd = -1
            closed = true
            stream.deinitialize(count: 1)
            stream.deallocate()
            outBuffer.deallocate()
            throw GzipWriterError(.zlib, path: path, detail: "deflateInit2 returned \(rc)")
        }
        resetOutput()
    }

    deinit {
        if !closed {
            deflateEnd(stream)
            _ = sysClose(fd)
            stream.deinitialize(count: 1)
            stream.deallocate()
            outBuffer.deallocate()
        }
    }

    /// Compresses and writes `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !closed else { throw GzipWriterError(.closed, path: path, detail: "") }
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        bytesIn &+= UInt64(bytes.count)
        // zlib's avail_in is 32-bit: feed very large buffers in chunks.
        var offset = 0
        while offset < bytes.count {
            let chunk = min(bytes.count - offset, 1 << 30)
            stream.pointee.next_in = UnsafeMutablePointer(mutating: base.advanced(by: offset).assumingMemoryBound(to: UInt8.self))
            stream.pointee.avail_in = UInt32(chunk)
            while stream.pointee.avail_in > 0 {
                let rc = deflate(stream, Z_NO_FLUSH)
                guard rc == Z_OK || rc == Z_BUF_ERROR else {
                    throw GzipWriterError(.zlib, path: path, detail: "deflate returned \(rc)")
                }
                if stream.pointee.avail_out == 0 { try drainOutput() }
            }
            offset += chunk
        }
        stream.pointee.next_in = nil
    }

    /// Compresses and writes `bytes`.
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Finishes the gzip stream (trailer with CRC and length), and closes the file.
    /// Closing twice is an error.
    public func close() throws {
        guard !closed else { throw GzipWriterError(.closed, path: path, detail: "") }
        closed = true
        defer {
            deflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            outBuffer.deallocate()
        }
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        var finished = false
        do {
            while !finished {
                let rc = deflate(stream, Z_FINISH)
                if rc == Z_STREAM_END {
                    finished = true
                } else if rc != Z_OK && rc != Z_BUF_ERROR {
                    throw GzipWriterError(.zlib, path: path, detail: "deflate(Z_FINISH) returned \(rc)")
                }
                try drainOutput()
            }
        } catch {
            _ = sysClose(fd)
            fd = -1
            throw error
        }
        let rc = sysClose(fd)
        fd = -1
        if rc != 0 {
            throw GzipWriterError(.write, path: path, detail: String(cString: strerror(errno)))
        }
    }

    private func resetOutput() {
        stream.pointee.next_out = outBuffer
        stream.pointee.avail_out = UInt32(GzipWriter.outputBufferSize)
    }

    private func drainOutput() throws {
        let produced = GzipWriter.outputBufferSize - Int(stream.pointee.avail_out)
        var written = 0
        while written < produced {
            let n = sysWrite(fd, outBuffer.advanced(by: written), produced - written)
            if n < 0 {
                if errno == EINTR { continue }
                throw GzipWriterError(.write, path: path, detail: String(cString: strerror(errno)))
            }
            written += n
        }
        bytesOut &+= UInt64(produced)
        resetOutput()
    }
}

// `close` and `write` are shadowed by the methods inside the class.
@inline(__always) private func sysClose(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func sysWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
