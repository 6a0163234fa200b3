@_spi(FSTelDrivers) import FSTelStorage

/// A row of a PostgreSQL result, as values.
struct PostgresRow: SQLRow {
    let values: [DatabaseValue]

    func isNull(_ index: Int) -> Bool { values[index] == .null }
    func isText(_ index: Int) -> Bool {
        if case .text = values[index] { return true }
        return false
    }
    func int64(_ index: Int) -> Int64 { values[index].int64 ?? Int64(values[index].double ?? 0) }
    func int(_ index: Int) -> Int { Int(int64(index)) }
    func double(_ index: Int) -> Double { values[index].double ?? 0 }
    func string(_ index: Int) -> String? {
        switch values[index] {
        case .null: return nil
        case .text(let v): return v
        case let other: return other.description
        }
    }
    func value(_ index: Int) -> DatabaseValue { values[index] }
    func withText<T>(_ index: Int, _ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        guard var text = string(index) else { return try body(nil) }
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
    func withBlob<T>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        guard case .blob(let bytes) = values[index] else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try bytes.withUnsafeBytes(body)
    }
}

extension PostgresConnection: SQLQuerying {
    package var backend: SQLBackend { .postgresql }

    package func fetchRows(sql: String, arguments: [DatabaseValue]) throws -> [[DatabaseValue]] {
        try rows(sql: sql, arguments: arguments)
    }

    package func forEachRow(sql: String, arguments: [DatabaseValue], _ body: (any SQLRow) throws -> Void) throws {
        try forEachRow(sql: sql, arguments: arguments, columns: { _ in }, row: { try body(PostgresRow(values: $0)) })
    }

    /// A `REPEATABLE READ READ ONLY` transaction: one snapshot for every statement.
    package func inSnapshot<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        return try inTransaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }
}
