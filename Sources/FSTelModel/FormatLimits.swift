/// The limits of log format v1 that `fstel ingest` enforces, in one place: ``LineDecoder``
/// (and the ingest's line reader) reject what breaks them, and ``LineEncoder`` refuses to
/// write it, so what an app writes and what the store accepts cannot drift apart.
///
/// | limit | value | rejected as |
/// |---|---|---|
/// | ``maxLineBytes`` | 1,048,576 bytes per line, not counting its `\n` (or `\r\n`) | `line_too_long` |
/// | ``sessionIDCharacters`` | 1 to 128 Unicode scalars | `invalid_field` |
/// | ``isControlCharacter(_:)`` | no C0 (U+0000-U+001F), DEL (U+007F) or C1 (U+0080-U+009F) in any string | `invalid_field` |
/// | ``timestampMillis`` | `ts` from 0000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z in UTC, as RFC 3339 (after its offset) or as epoch milliseconds (-62167219200000 to 253402300799999) | `invalid_field` |
/// | ``integers`` | `seq` and the index paths of `restore` (`section`, `item`, `restored_section`, `restored_item`): 0 to 2^53 - 1 (``ValueRanges``) | `invalid_field` |
/// | ``ValueRanges`` | every other numeric field (`duration_ms`, points, screen scale) | `invalid_field` |
///
/// Every property is computed and inlinable: reading one costs a constant.
public enum FormatLimits {
    /// The longest line ingest accepts by default, in bytes, not counting the line's
    /// `\n` (nor the `\r` of a `\r\n` ending). `fstel ingest --max-line-bytes` can lower or
    /// raise it for one ingest; writers keep to this default.
    @inlinable public static var maxLineBytes: Int { 1 << 20 }

    /// How many characters (Unicode scalars) a `session_id` has: 1 to 128.
    @inlinable public static var sessionIDCharacters: ClosedRange<Int> { 1...128 }

    /// `ts` in epoch milliseconds: 0000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z,
    /// the same instants whether the line gives RFC 3339 text (after its offset is applied)
    /// or a number.
    @inlinable public static var timestampMillis: ClosedRange<Int64> { Timestamp.minMillis...Timestamp.maxMillis }

    /// The integers of a transition: `seq`, and the index paths of `restore`
    /// (`section`, `item`, `restored_section`, `restored_item`): 0 to 2^53 - 1, exact in a
    /// double. The same range as ``ValueRanges/seq`` and ``ValueRanges/indexPath``.
    public static var integers: ClosedRange<Int64> { ValueRanges.seq }

    /// True for the characters no string of a line may hold: C0 controls (U+0000-U+001F,
    /// which JSON admits only escaped), DEL (U+007F) and C1 controls (U+0080-U+009F).
    /// They would be cut by C string handling, or act on a terminal that shows them.
    @inlinable
    public static func isControlCharacter(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (scalar >= 0x7F && scalar <= 0x9F)
    }

    /// The first control character of `text` (see ``isControlCharacter(_:)``), or nil.
    /// Reads UTF-8 bytes: the controls are U+0000-U+007F (one byte) and U+0080-U+009F
    /// (`C2 80` to `C2 9F`).
    @inlinable
    public static func firstControlCharacter(_ text: String) -> Unicode.Scalar? {
        var lead: UInt8 = 0
        for b in text.utf8 {
            if b < 0x80 {
                if isControlCharacter(UInt32(b)) { return Unicode.Scalar(b) }
            } else if lead == 0xC2 && isControlCharacter(UInt32(b)) {
                return Unicode.Scalar(UInt32(b))
            }
            lead = b
        }
        return nil
    }
}
