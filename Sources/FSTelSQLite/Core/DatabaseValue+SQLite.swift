import FSTelStorage

/// A value the SQLite driver binds to a parameter of a ``Statement`` directly:
/// ``Statement/bind(_:at:)`` takes any of them, and an optional of one binds NULL when it
/// is nil. The standard types bind with no ``DatabaseValue`` made.
package protocol SQLiteBindable: DatabaseValueConvertible {
    /// Binds the value to parameter `index` (1-based) of `statement`.
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError)
}

extension DatabaseValueConvertible {
    /// Binds ``databaseValue``.
    func bindValue(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try databaseValue.bind(to: statement, at: index)
    }
}

extension DatabaseValue: SQLiteBindable {
    /// Binds NULL, the integer, the real, the text or the bytes.
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        switch self {
        case .null: try statement.bindNull(index)
        case .integer(let v): try statement.bindInteger(v, at: index)
        case .real(let v): try statement.bindReal(v, at: index)
        case .text(let v): try statement.bindString(v, at: index)
        case .blob(let v): try statement.bindBytes(v, at: index)
        }
    }
}
extension Int: SQLiteBindable {
    /// Binds the integer.
    @inline(__always)
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindInteger(Int64(self), at: index)
    }
}
extension Int64: SQLiteBindable {
    /// Binds the integer.
    @inline(__always)
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindInteger(self, at: index)
    }
}
extension Double: SQLiteBindable {
    /// Binds the real.
    @inline(__always)
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindReal(self, at: index)
    }
}
extension String: SQLiteBindable {
    /// Binds the text (SQLite copies it).
    @inline(__always)
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindString(self, at: index)
    }
}
extension StaticString: SQLiteBindable {
    /// Binds the text without copying it (it lives as long as the program).
    @inline(__always)
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindStaticString(self, at: index)
    }
}
extension Bool: SQLiteBindable {
    /// Binds 1 or 0.
    @inline(__always)
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        try statement.bindInteger(self ? 1 : 0, at: index)
    }
}
extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    /// Binds the wrapped value, or NULL when there is none.
    @inline(__always)
    package func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        if let value = self { try value.bind(to: statement, at: index) } else { try statement.bindNull(index) }
    }
}
