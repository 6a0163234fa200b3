import FSTelStore

/// The store's documented tables and views, column by column.
package enum SchemaCatalog {
    /// One row per column of every table and view: `object`, `kind`, `column`, `type`,
    /// `not_null`, `primary_key` (the column's place in the primary key, from 1, or 0);
    /// views first, then tables, by name. Types are the backend's own (`INTEGER` on SQLite;
    /// `bigint`, `text`, `double precision` on PostgreSQL, where a partitioned table is
    /// listed once, not each day's partition).
    package static func describe(_ store: any OpenedStore) throws -> ResultTable {
        var table = ResultTable(columns: ["object", "kind", "column", "type", "not_null", "primary_key"].map { ResultColumn($0) })
        table.rows = try store.schemaColumns().map { column in
            [.text(column.object), .text(column.kind), .text(column.column), .text(column.type),
             .integer(column.notNull ? 1 : 0), .integer(Int64(column.primaryKey))]
        }
        return table
    }

    /// The table or view a failed statement named that does not exist, from the
    /// backend's message (`no such table: trnsitions` on SQLite, `relation "trnsitions"
    /// does not exist` on PostgreSQL); nil for any other failure.
    package static func missingObject(in message: String) -> String? {
        var name: Substring?
        if let range = message.range(of: "no such table: ") {
            name = message[range.upperBound...].prefix { !$0.isWhitespace && $0 != "\n" }
        } else if let range = message.range(of: "relation \""), let end = message[range.upperBound...].firstIndex(of: "\""),
                  message[end...].hasPrefix("\" does not exist") {
            name = message[range.upperBound..<end]
        }
        guard let name, let last = name.split(separator: ".").last, !last.isEmpty else { return nil }
        return String(last)
    }

    /// The names of the store's tables and views that a query may read.
    package static func objectNames(_ store: any OpenedStore) throws -> [String] {
        var seen: Set<String> = []
        return try store.schemaColumns().map(\.object).filter { seen.insert($0).inserted }
    }
}
