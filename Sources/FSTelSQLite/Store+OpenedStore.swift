import FSTelStorage
import FSTelModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Store: OpenedStore {
    /// The path the store was opened at.
    package var displayName: String { path }

    /// The store's SQLite connection.
    package var queryConnection: any SQLQuerying { database }
    package func privilegedRoleReason() throws -> String? { nil }

    package func recordedMigrations() throws -> [Migration] {
        try Migrator().appliedMigrations(in: database)
    }

    /// Tables and views from `sqlite_schema` (SQLite's own tables left out), each column
    /// as `pragma_table_info` gives it.
    package func schemaColumns() throws -> [SchemaColumn] {
        let objects = try database.rows(sql: """
            SELECT name, type FROM sqlite_schema
            WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'
            ORDER BY type = 'table', name
            """)
        var columns: [SchemaColumn] = []
        for object in objects {
            let name = object[0].string ?? ""
            for column in try database.rows(sql: "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", arguments: [name]) {
                columns.append(SchemaColumn(
                    object: name, kind: object[1].string ?? "", column: column[0].string ?? "", type: column[1].string ?? "",
                    notNull: (column[2].int64 ?? 0) != 0, primaryKey: Int(column[3].int64 ?? 0)))
            }
        }
        return columns
    }

    /// Sources are not recorded by host in an SQLite store: `host` is ignored.
    package func makeIngestor(host: String?, options: IngestOptions) throws -> any LogIngesting {
        try Ingestor(store: self, options: options)
    }

    /// Opens the store at `path` (see ``openStore(_:access:createIfMissing:)``): the
    /// folder must exist, and without `createIfMissing` so must the file.
    package static func opening(path: String, access: Access, createIfMissing: Bool) throws -> Store {
        if path != ":memory:" {
            var info = stat()
            if !createIfMissing && stat(path, &info) != 0 {
                throw StoreOpeningError.noStore(path: path)
            }
            let directory = Self.directory(of: path)
            if !directory.isEmpty, stat(directory, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
                throw StoreOpeningError.noDirectory(directory: directory, path: path)
            }
        }
        return try Store(path: path, access: access)
    }

    /// `path` without its last component (and the slashes before it), or empty for a bare
    /// name; `/` for a file in the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let head = path[..<slash]
        let trimmed = head.reversed().drop { $0 == "/" }
        return trimmed.isEmpty ? "/" : String(trimmed.reversed())
    }
}
