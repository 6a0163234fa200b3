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
