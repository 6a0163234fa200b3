/// Why a log line was not stored. The raw values are the documented reason codes
/// (`docs/log-format.md`) and are stored in `rejected_lines.reason`.
public enum RejectReason: String, CaseIterable, Sendable, Codable {
    /// Not valid JSON (RFC 8259), including lone surrogate escapes and trailing bytes.
    case invalidJSON = "invalid_json"
    /// The line is not valid UTF-8 (or holds a NUL byte outside a string escape).
    case invalidUTF8 = "invalid_utf8"
    /// Valid JSON whose top-level value is not an object.
    case notAnObject = "not_an_object"
    /// An object (at any depth) names the same key twice.
    case duplicateKey = "duplicate_key"
    /// Arrays and objects nested deeper than the decoder's limit.
    case nestingTooDeep = "nesting_too_deep"
    /// `v` is present and is not the integer 1.
    case unsupportedVersion = "unsupported_version"
    /// `type` is not `session_start`, `session_end` or `transition`.
    case unknownType = "unknown_type"
    /// A required field is absent (or JSON `null`).
    case missingField = "missing_field"
    /// A field is present but has the wrong type or a value outside its rule.
    case invalidField = "invalid_field"
    /// The line is longer than the reader's limit; only its first bytes are kept.
    case lineTooLong = "line_too_long"
}

/// A line that breaks the format, with a reason code and a human-readable detail
/// such as ``"field `seq`: expected an integer from 0 to 9007199254740991"``.
public struct Rejection: Error, Equatable, Sendable {
    /// The reason code.
    public var reason: RejectReason
    /// What was wrong, for a person.
    public var detail: String

    /// A rejection for `reason`, saying `detail`.
    public init(_ reason: RejectReason, _ detail: String) {
        self.reason = reason
        self.detail = detail
    }
}
