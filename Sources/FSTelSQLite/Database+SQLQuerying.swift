@_spi(FSTelDrivers) import FSTelStorage

extension Statement: SQLRow {}

extension Database: SQLQuerying {
    package var backend: SQLBackend { .sqlite }

    package func fetchRows(sql: String, arguments: [DatabaseValue]) throws -> [[DatabaseValue]] {
        try rows(sql: sql, arguments: arguments)
    }

    package func forEachRow(sql: String, arguments: [DatabaseValue], _ body: (any SQLRow) throws -> Void) throws {
        let statement = try makeStatement(sql: sql)
        try statement.bind(arguments.map { $0 as any DatabaseValueConvertible })
        while try statement.step() { try body(statement) }
    }

    package func inSnapshot<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        return try inReadTransaction(body)
    }
}

