/// A failure to read an input file (as opposed to a bad line inside it).
public struct InputError: Error, CustomStringConvertible, Sendable {
    public enum Kind: String, Sendable {
        case notFound = "not_found"
        case isDirectory = "is_directory"
        case permissionDenied = "permission_denied"
        case readFailed = "read_failed"
        case corruptGzip = "corrupt_gzip"
        case truncatedGzip = "truncated_gzip"
        case notSeekable = "not_seekable"
    }

    public var kind: Kind
    public var path: String
    public var message: String
    /// The byte offset (in the decompressed stream) reached when the error occurred.
    public var offset: Int64?

    public init(_ kind: Kind, path: String, message: String, offset: Int64? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.offset = offset
    }

    public var description: String {
        var text = "\(path): \(message)"
        if let offset { text += " (at byte offset \(offset))" }
        return text
    }
}
