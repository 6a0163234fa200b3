#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies the content of an input file across ingests: its size and a hash
/// of its first bytes. A file whose first bytes still hash the same has only grown; a
/// file whose first bytes changed, or which shrank, was replaced.
public struct FileFingerprint: Equatable, Sendable {
    /// How many leading bytes the hash covers at most.
    public static let maxPrefixLength = 4096

    /// The file's size in bytes.
    public var size: Int64
    /// How many leading bytes the hash covers.
    public var prefixLength: Int
    /// The hash of those bytes.
    public var prefixHash: UInt64

    /// A fingerprint of these values.
    public init(size: Int64, prefixLength: Int, prefixHash: UInt64) {
        self.size = size
        self.prefixLength = prefixLength
        self.prefixHash = prefixHash
    }

    /// The fingerprint of a regular file, hashing `min(size, maxPrefixLength)` bytes, or
    /// exactly `prefixLength` bytes when given (to compare with an earlier fingerprint).
    public static func of(path: String, prefixLength: Int? = nil) throws(InputError) -> FileFingerprint {
        let fd = try openForReading(path)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw InputError(.readFailed, path: path, message: "cannot stat: \(errnoText())")
        }
        let size = Int64(info.st_size)
        let length = min(prefixLength ?? maxPrefixLength, Int(size), maxPrefixLength)
        var buffer = [UInt8](repeating: 0, count: max(length, 1))
        var filled = 0
        while filled < length {
            let n = buffer.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress! + filled, length - filled, off_t(filled))
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputError(.readFailed, path: path, message: "read failed: \(errnoText())")
            }
            if n == 0 { break }
            filled += n
        }
        return FileFingerprint(size: size, prefixLength: filled, prefixHash: fnv1a(buffer[0..<filled]))
    }

    static func fnv1a(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

func errnoText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// Opens a path for reading, refusing directories, with an error that names the problem.
func openForReading(_ path: String) throws(InputError) -> Int32 {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
        let code = errno
        switch code {
        case ENOENT: throw InputError(.notFound, path: path, message: "no such file")
        case EACCES: throw InputError(.permissionDenied, path: path, message: "permission denied")
        case EISDIR: throw InputError(.isDirectory, path: path, message: "is a directory, not a log file")
        default: throw InputError(.readFailed, path: path, message: "cannot open: \(errnoText(code))")
        }
    }
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
        close(fd)
        throw InputError(.isDirectory, path: path, message: "is a directory, not a log file")
    }
    return fd
}

extension FileFingerprint {
    /// FNV-1a (64 bits) of `bytes`: the hash of line fingerprints and checkpoint tails.
    @inlinable
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// What the file system says about an input path: whether it is a regular file, and
/// the facts that identify that file whatever name reaches it.
public struct FileStatus: Equatable, Sendable {
    /// The path with symbolic links, `.` and `..` resolved (`realpath`).
    public var canonicalPath: String
    /// True for a regular file (not a pipe, FIFO, device or directory).
    public var isRegularFile: Bool
    /// The device the file is on.
    public var device: UInt64
    /// The file's inode on that device.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// Last modification, nanoseconds since the epoch.
    public var modifiedNanoseconds: Int64
    /// Last status change (ctime), nanoseconds since the epoch: any write, truncation,
    /// rename or new link changes it, and no tool sets it back.
    public var changedNanoseconds: Int64

    /// The status of `path` (following symbolic links). `-` is standard input.
    public static func of(path: String) throws(InputError) -> FileStatus {
        var info = stat()
        if path == "-" {
            guard fstat(STDIN_FILENO, &info) == 0 else {
                throw InputError(.readFailed, path: path, message: "cannot stat standard input: \(errnoText())")
            }
            return FileStatus(info: info, canonicalPath: "-", isRegularFile: false)
        }
        guard stat(path, &info) == 0 else {
            let code = errno
            switch code {
            case ENOENT: throw InputError(.notFound, path: path, message: "no such file")
            case EACCES: throw InputError(.permissionDenied, path: path, message: "permission denied")
            default: throw InputError(.readFailed, path: path, message: "cannot stat: \(errnoText(code))")
            }
        }
        let isRegular = (info.st_mode & S_IFMT) == S_IFREG
        var canonical = path
        // /dev/fd/N and /proc/self/fd/N name a descriptor of this process: keep the name.
        if isRegular || (info.st_mode & S_IFMT) == S_IFDIR, let resolved = realpath(path, nil) {
            canonical = String(cString: resolved)
            free(resolved)
        }
        return FileStatus(info: info, canonicalPath: canonical, isRegularFile: isRegular)
    }

    init(info: stat, canonicalPath: String, isRegularFile: Bool) {
        self.canonicalPath = canonicalPath
        self.isRegularFile = isRegularFile
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        changedNanoseconds = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        modifiedNanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changedNanoseconds = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
    }
}
