/// An OS version such as `13.4.1`: `major(.minor(.patch)?)?`, each part at most 6 digits.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version (`13`).
    public var major: Int
    /// The minor version, when given.
    public var minor: Int?
    /// The patch version, when given.
    public var patch: Int?

    /// The version `major.minor.patch`.
    public init(major: Int, minor: Int? = nil, patch: Int? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `13`, `13.4` or `13.4.1`; nil for anything else.
    public init?(_ text: String) {
        var copy = text
        guard let v = copy.withUTF8({ OSVersion(bytes: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = v
    }

    /// Parses UTF-8 bytes holding `13`, `13.4` or `13.4.1`; nil for anything else.
    public init?(bytes: UnsafeRawBufferPointer) {
        var parts: (Int, Int, Int) = (0, 0, 0)
        var count = 0
        var value = 0
        var digits = 0
        for b in bytes {
            if b &- 0x30 < 10 {
                digits += 1
                if digits > 6 { return nil }
                value = value * 10 + Int(b &- 0x30)
            } else if b == 0x2E {
                if digits == 0 || count == 2 { return nil }
                if count == 0 { parts.0 = value } else { parts.1 = value }
                count += 1
                value = 0
                digits = 0
            } else {
                return nil
            }
        }
        if digits == 0 { return nil }
        switch count {
        case 0: self.init(major: value)
        case 1: self.init(major: parts.0, minor: value)
        default: self.init(major: parts.0, minor: parts.1, patch: value)
        }
    }

    /// `major.minor`, with a missing minor shown as 0: `13.4.1` and `13.4` give `13.4`, `13` gives `13.0`.
    public var minorLabel: String { "\(major).\(minor ?? 0)" }

    /// A number that sorts versions numerically (`13.10` after `13.9`); missing parts count as 0.
    public var sortKey: Int64 {
        Int64(major) * 1_000_000_000_000 + Int64(minor ?? 0) * 1_000_000 + Int64(patch ?? 0)
    }

    /// `13.4.1`, with only the parts given.
    public var description: String {
        var s = "\(major)"
        if let minor { s += ".\(minor)" }
        if let patch { s += ".\(patch)" }
        return s
    }

    /// Numeric order (`13.10` after `13.9`).
    public static func < (a: OSVersion, b: OSVersion) -> Bool { a.sortKey < b.sortKey }
}
