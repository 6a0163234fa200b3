/// A failure to read an input file (as opposed to a bad line inside it).
public struct InputError: Error, CustomStringConvertible, Sendable {
    /// What kind of failure.
    public enum Kind: String, Sendable {
        /// No file at the path.
        case notFound = "not_found"
        /// The path is a directory.
        case isDirectory = "is_directory"
        /// The file cannot be read by this user.
        case permissionDenied = "permission_denied"
        /// Reading failed (an I/O error).
        case readFailed = "read_failed"
        /// The gzip data is damaged.
        case corruptGzip = "corrupt_gzip"
        /// The gzip data ends before its trailer.
        case truncatedGzip = "truncated_gzip"
        /// The xz data is damaged.
        case corruptXz = "corrupt_xz"
        /// The xz data ends before its end.
        case truncatedXz = "truncated_xz"
        /// The zstd data is damaged.
        case corruptZstd = "corrupt_zstd"
        /// The zstd data ends inside a frame.
        case truncatedZstd = "truncated_zstd"
        /// The bzip2 data is damaged.
        case corruptBzip2 = "corrupt_bzip2"
        /// The bzip2 data ends inside a stream.
        case truncatedBzip2 = "truncated_bzip2"
        /// The input starts with the magic bytes of a compressor fstel does not decode
        /// (lz4, lzip, compress, lzop, 7z, zip, legacy lzma).
        case unsupportedCompression = "unsupported_compression"
        /// The input cannot be read from an offset (a stream asked to resume).
        case notSeekable = "not_seekable"
    }

    /// What kind of failure.
    public var kind: Kind

    /// The input's path as given.
    public var path: String
    /// What went wrong, in plain words.
    public var message: String
    /// The byte offset (in the decompressed stream) reached when the error occurred.
    public var offset: Int64?

    /// An error of `kind` on `path`.
    public init(_ kind: Kind, path: String, message: String, offset: Int64? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.offset = offset
    }

    /// `path: message (at byte offset N)`.
    public var description: String {
        var text = "\(path): \(message)"
        if let offset { text += " (at byte offset \(offset))" }
        return text
    }
}

extension InputError.Kind {
    /// The kind for damaged data of `format` (`corrupt_gzip`, `corrupt_xz`, ...).
    static func corruptKind(_ format: CompressionFormat) -> Self {
        switch format {
        case .gzip: .corruptGzip
        case .xz: .corruptXz
        case .zstd: .corruptZstd
        case .bzip2: .corruptBzip2
        }
    }

    /// The kind for data of `format` that ends early (`truncated_gzip`, `truncated_xz`, ...).
    static func truncatedKind(_ format: CompressionFormat) -> Self {
        switch format {
        case .gzip: .truncatedGzip
        case .xz: .truncatedXz
        case .zstd: .truncatedZstd
        case .bzip2: .truncatedBzip2
        }
    }
}
