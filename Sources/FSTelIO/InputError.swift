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
