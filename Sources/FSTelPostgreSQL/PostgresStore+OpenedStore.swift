import FSTelStorage
import FSTelModel

extension PostgresStore: OpenedStore {
    /// The URL without its password.
    package var displayName: String { displayURL }

    /// The store's PostgreSQL connection.
    package var queryConnection: any SQLQuerying { connection }

    package func privilegedRoleReason() throws -> String? {
        let rows = try connection.rows(sql: """
            SELECT r.rolname::text, r.rolsuper::integer,
                   (SELECT string_agg(s.rolname::text, ', ' ORDER BY s.rolname) FROM pg_catalog.pg_roles AS s
                    WHERE s.rolsuper AND s.oid <> r.oid AND pg_has_role(r.oid, s.oid, 'MEMBER')),
                   (SELECT string_agg(g, ', ' ORDER BY g) FROM unnest(ARRAY['pg_read_server_files', 'pg_write_server_files',
                        'pg_execute_server_program']) AS g
                    WHERE pg_has_role(r.oid, g, 'MEMBER'))
            FROM pg_catalog.pg_roles AS r WHERE r.rolname IN (session_user, current_user) ORDER BY r.rolname = current_user DESC
            """)
        for row in rows {
            let name = row[0].string ?? "?"
            if row[1].int64 == 1 { return "role \(name) is a superuser" }
            if let superusers = row[2].string { return "role \(name) may become the superuser \(superusers) (SET ROLE)" }
            if let groups = row[3].string { return "role \(name) may reach the server's files or programs (member of \(groups))" }
        }
        return nil
    }

    package func recordedMigrations() throws -> [Migration] {
        try PostgresMigrator().appliedMigrations(in: connection)
    }

    /// The tables (a partitioned table once, not each day's partition) and views of the
    /// connection's current schema, with PostgreSQL's type names (`bigint`, `text`,
    /// `double precision`).
    package func schemaColumns() throws -> [SchemaColumn] {
        try connection.rows(sql: """
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
            """).map { row in
            SchemaColumn(
                object: row[0].string ?? "", kind: row[1].string ?? "", column: row[2].string ?? "", type: row[3].string ?? "",
                notNull: (row[4].int64 ?? 0) != 0, primaryKey: Int(row[5].int64 ?? 0))
        }
    }

    /// Prunes by ``Retention/prune(_:keepFrom:sessionGraceDays:dryRun:now:)-(PostgresConnection,_,_,_,_)``:
    /// whole day partitions before the cut are dropped (``PruneReport/droppedPartitions``).
    package func prune(keepFrom: UTCDay, sessionGraceDays: Int = Retention.defaultSessionGraceDays, dryRun: Bool, now: Int64) throws -> PruneReport {
        try Retention.prune(connection, keepFrom: keepFrom, sessionGraceDays: sessionGraceDays, dryRun: dryRun, now: now)
    }

    /// None: a PostgreSQL store prunes in one transaction (day partitions are dropped
    /// whole), and a prune is never left half done.
    package var chunkedPrune: (any ChunkedPruning)? { nil }

    /// Sources are recorded under `host` (``PostgresIngestor/currentHost()`` when nil).
    package func makeIngestor(host: String?, options: IngestOptions) throws -> any LogIngesting {
        try PostgresIngestor(store: self, host: host, options: options)
    }

    /// Opens the store at `url` (see ``openStore(_:access:createIfMissing:migratingShared:)``).
    /// For `.write` without `createIfMissing`, a schema without a store is refused and left
    /// empty. Pending migrations are applied only for `.write` with `migrating`; otherwise
    /// the store is refused with ``StoreCompatibilityError/pendingSharedMigrations(url:pending:names:)``.
    package static func opening(url: String, access: StoreAccess, createIfMissing: Bool, migrating: Bool = true) throws -> PostgresStore {
        try PostgresStore(url: url, access: access, createIfMissing: createIfMissing, migrating: migrating)
    }
}

extension PostgresIngestor: LogIngesting {}
