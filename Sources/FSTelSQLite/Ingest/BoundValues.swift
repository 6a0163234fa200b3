import FSTelStorage

/// What each parameter of one prepared statement holds, as far as its writer bound it.
/// SQLite keeps a statement's bindings through its resets, so a parameter that already
/// holds the value (NULL, or the same integer or double) is not bound again: most rows
/// leave the same rare columns empty, and some columns repeat (the run and the file of
/// every row, an app state). Each bind skipped is a call into SQLite that releases and
/// sets the parameter. Every binding of the tracked parameters must go through this value;
/// its owner calls ``deallocate()`` when the statement goes.
struct BoundValues {
    private enum Held: UInt8 {
        case unknown, null, integer, real
    }

    /// Per parameter (by index): what it holds, and the integer or the double's bits.
    private let held: UnsafeMutablePointer<Held>
    private let values: UnsafeMutablePointer<Int64>

    init(parameters: Int32) {
        let count = Int(parameters) + 1
        held = .allocate(capacity: count)
        held.initialize(repeating: .unknown, count: count)
        values = .allocate(capacity: count)
        values.initialize(repeating: 0, count: count)
    }

    func deallocate() {
        held.deallocate()
        values.deallocate()
    }

    /// Binds NULL to parameter `index` unless it holds NULL already.
    @inline(__always)
    func bindNull(_ statement: Statement, _ index: Int32) throws {
        let i = Int(index)
        guard held[i] != .null else { return }
        held[i] = .unknown
        try statement.bindNull(index)
        held[i] = .null
    }

    /// Binds an integer, or NULL when it is nil, unless the parameter holds it already.
    @inline(__always)
    func bind(_ value: Int64?, _ statement: Statement, _ index: Int32) throws {
        guard let value else { return try bindNull(statement, index) }
        let i = Int(index)
        guard held[i] != .integer || values[i] != value else { return }
        held[i] = .unknown
        try statement.bind(value, at: index)
        held[i] = .integer
        values[i] = value
    }

    /// Binds a double, or NULL when it is nil, unless the parameter holds it already.
    @inline(__always)
    func bind(_ value: Double?, _ statement: Statement, _ index: Int32) throws {
        guard let value else { return try bindNull(statement, index) }
        let i = Int(index), bits = Int64(bitPattern: value.bitPattern)
        guard held[i] != .real || values[i] != bits else { return }
        held[i] = .unknown
        try statement.bind(value, at: index)
        held[i] = .real
        values[i] = bits
    }

    /// Binds text without copying it (``Statement/bindTextNoCopy(_:at:)``), or NULL when
    /// it is nil. Text is always bound: its bytes move with every row.
    @inline(__always)
    func bindText(_ bytes: UnsafeRawBufferPointer?, _ statement: Statement, _ index: Int32) throws {
        guard let bytes else { return try bindNull(statement, index) }
        held[Int(index)] = .unknown
        try statement.bindTextNoCopy(bytes, at: index)
    }
}
