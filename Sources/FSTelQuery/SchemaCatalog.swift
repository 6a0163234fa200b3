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
}
