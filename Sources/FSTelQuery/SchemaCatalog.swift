import FSTelStore

/// The store's documented tables and views, column by column.
public enum SchemaCatalog {
    /// One row per column of every table and view (internal SQLite tables excluded):
    /// `object`, `kind`, `column`, `type`, `not_null`, `primary_key`.
    public static func describe(_ db: Database) throws -> ResultTable {
        var table = ResultTable(columns: ["object", "kind", "column", "type", "not_null", "primary_key"].map { ResultColumn($0) })
        let objects = try db.rows(sql: """
            SELECT name, type FROM sqlite_schema
            WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'
            ORDER BY type = 'table', name
            """)
        for object in objects {
            let name = object[0].string ?? ""
            let columns = try db.rows(sql: "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", arguments: [name])
            for column in columns {
                table.rows.append([.text(name), object[1], column[0], column[1], column[2], column[3]])
            }
        }
        return table
    }
}

extension SchemaCatalog {
    /// The same table for the PostgreSQL store in the connection's current schema: its
    /// tables (a partitioned table once, not each day's partition) and views, with
    /// PostgreSQL's type names (`bigint`, `text`, `double precision`); `primary_key` is the
    /// column's place in the primary key, from 1, or 0.
    public static func describe(_ db: PostgresConnection) throws -> ResultTable {
        var table = ResultTable(columns: ["object", "kind", "column", "type", "not_null", "primary_key"].map { ResultColumn($0) })
        table.rows = try db.rows(sql: """
            SELECT c.relname::text,
                   CASE WHEN c.relkind = 'v' THEN 'view' ELSE 'table' END,
                   a.attname::text,
                   pg_catalog.format_type(a.atttypid, a.atttypmod),
                   a.attnotnull::integer,
                   coalesce((SELECT k.place FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, place) WHERE k.attnum = a.attnum), 0)
            FROM pg_catalog.pg_class AS c
            JOIN pg_catalog.pg_namespace AS n ON n.oid = c.relnamespace
            JOIN pg_catalog.pg_attribute AS a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
            LEFT JOIN pg_catalog.pg_index AS i ON i.indrelid = c.oid AND i.indisprimary
            WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v') AND NOT c.relispartition
            ORDER BY c.relkind <> 'v', c.relname, a.attnum
            """)
        return table
    }
}
