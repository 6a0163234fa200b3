/// Which parameters of one prepared statement hold NULL. SQLite keeps a statement's
/// bindings through its resets, so a parameter that holds NULL already is not bound again:
/// most rows leave the same rare columns empty, and each bind is a call into SQLite.
/// Every binding of the tracked parameters must go through this value; its owner calls
/// ``deallocate()`` when the statement goes.
struct NullBindings {
    /// A bit per parameter, at a fixed address (no array checks on the hot path).
    private let words: UnsafeMutablePointer<UInt64>

    init(parameters: Int32) {
        let count = Int(parameters) / 64 + 1
        words = .allocate(capacity: count)
        words.initialize(repeating: 0, count: count)
    }

    func deallocate() {
        words.deallocate()
    }

    /// Binds NULL to parameter `index` unless it holds NULL already.
    @inline(__always)
    func bindNull(_ statement: Statement, _ index: Int32) throws {
        let word = Int(index) >> 6, bit = UInt64(1) << UInt64(index & 63)
        guard words[word] & bit == 0 else { return }
        try statement.bindNull(index)
        words[word] |= bit
    }

    /// Binds `value`, or NULL when it is nil.
    @inline(__always)
    func bind<Value: DatabaseValueConvertible>(_ value: Value?, _ statement: Statement, _ index: Int32) throws {
        guard let value else { return try bindNull(statement, index) }
        try statement.bind(value, at: index)
        words[Int(index) >> 6] &= ~(UInt64(1) << UInt64(index & 63))
    }

    /// Binds text without copying it (``Statement/bindTextNoCopy(_:at:)``), or NULL when it is nil.
    @inline(__always)
    func bindText(_ bytes: UnsafeRawBufferPointer?, _ statement: Statement, _ index: Int32) throws {
        guard let bytes else { return try bindNull(statement, index) }
        try statement.bindTextNoCopy(bytes, at: index)
        words[Int(index) >> 6] &= ~(UInt64(1) << UInt64(index & 63))
    }
}
