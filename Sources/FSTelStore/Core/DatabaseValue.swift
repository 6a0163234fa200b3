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

/// Something that binds to one SQL parameter: ``Statement/bind(_:at:)`` takes any of
/// them, and an optional of one binds NULL when it is nil.
public protocol DatabaseValueConvertible {
    /// The value bound.
    var databaseValue: DatabaseValue { get }
    /// Binds the value to parameter `index` (1-based) of `statement`. The default binds
    /// ``databaseValue``; the standard types bind directly, with no ``DatabaseValue`` made.
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError)
}

extension DatabaseValueConvertible {
    /// Binds ``databaseValue``.
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try databaseValue.bind(to: statement, at: index)
    }
}

extension DatabaseValue: DatabaseValueConvertible {
    /// Itself.
    public var databaseValue: DatabaseValue { self }

    /// Binds NULL, the integer, the real, the text or the bytes.
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        switch self {
        case .null: try statement.bindNull(index)
        case .integer(let v): try statement.bindInteger(v, at: index)
        case .real(let v): try statement.bindReal(v, at: index)
        case .text(let v): try statement.bindString(v, at: index)
        case .blob(let v): try statement.bindBytes(v, at: index)
        }
    }
}
extension Int: DatabaseValueConvertible {
    /// An integer.
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
    /// Binds the integer.
    @inline(__always)
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindInteger(Int64(self), at: index)
    }
}
extension Int64: DatabaseValueConvertible {
    /// An integer.
    public var databaseValue: DatabaseValue { .integer(self) }
    /// Binds the integer.
    @inline(__always)
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindInteger(self, at: index)
    }
}
extension Double: DatabaseValueConvertible {
    /// A real.
    public var databaseValue: DatabaseValue { .real(self) }
    /// Binds the real.
    @inline(__always)
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindReal(self, at: index)
    }
}
extension String: DatabaseValueConvertible {
    /// Text.
    public var databaseValue: DatabaseValue { .text(self) }
    /// Binds the text (SQLite copies it).
    @inline(__always)
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindString(self, at: index)
    }
}
extension StaticString: DatabaseValueConvertible {
    /// Text.
    public var databaseValue: DatabaseValue { .text(description) }
    /// Binds the text without copying it (it lives as long as the program).
    @inline(__always)
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindStaticString(self, at: index)
    }
}
extension Bool: DatabaseValueConvertible {
    /// 1 for true, 0 for false.
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
    /// Binds 1 or 0.
    @inline(__always)
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindInteger(self ? 1 : 0, at: index)
    }
}
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// The wrapped value, or NULL.
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
    /// Binds the wrapped value, or NULL when there is none.
    @inline(__always)
    public func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        if let value = self { try value.bind(to: statement, at: index) } else { try statement.bindNull(index) }
    }
}
