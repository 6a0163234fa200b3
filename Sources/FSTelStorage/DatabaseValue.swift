/// A value read from or bound to SQLite.
public enum DatabaseValue: Equatable, Sendable, CustomStringConvertible {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob([UInt8])

    /// The value as text (`NULL` for null).
    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .text(let v): return v
        case .blob(let v): return "<\(v.count) bytes>"
        }
    }

    /// The integer (or a real that is a whole number), or nil.
    public var int64: Int64? {
        switch self {
        case .integer(let v): return v
        case .real(let v): return Int64(exactly: v)
        default: return nil
        }
    }

    /// The number as a double (integers too), or nil.
    public var double: Double? {
        switch self {
        case .integer(let v): return Double(v)
        case .real(let v): return v
        default: return nil
        }
    }

    /// The text, or nil when it is not text.
    public var string: String? {
        if case .text(let v) = self { return v }
        return nil
    }

    /// True for SQL NULL.
    public var isNull: Bool { self == .null }
}

/// Something that binds to one SQL parameter of either backend; an optional of one binds
/// NULL when it is nil. The SQLite driver binds the standard types directly
/// (`SQLiteBindable`), with no ``DatabaseValue`` made.
package protocol DatabaseValueConvertible {
    /// The value bound.
    var databaseValue: DatabaseValue { get }
}

extension DatabaseValue: DatabaseValueConvertible {
    /// Itself.
    package var databaseValue: DatabaseValue { self }
}
extension Int: DatabaseValueConvertible {
    /// An integer.
    package var databaseValue: DatabaseValue { .integer(Int64(self)) }
}
extension Int64: DatabaseValueConvertible {
    /// An integer.
    package var databaseValue: DatabaseValue { .integer(self) }
}
extension Double: DatabaseValueConvertible {
    /// A real.
    package var databaseValue: DatabaseValue { .real(self) }
}
extension String: DatabaseValueConvertible {
    /// Text.
    package var databaseValue: DatabaseValue { .text(self) }
}
extension StaticString: DatabaseValueConvertible {
    /// Text.
    package var databaseValue: DatabaseValue { .text(description) }
}
extension Bool: DatabaseValueConvertible {
    /// 1 for true, 0 for false.
    package var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
}
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// The wrapped value, or NULL.
    package var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
}
