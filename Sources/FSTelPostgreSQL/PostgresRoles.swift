import FSTelStorage

/// The least-privilege roles of a PostgreSQL store (`fstel setup-roles`): an owner that
/// owns every table, view, sequence and function of the store (runs `fstel migrate`,
/// `prune`, `maintain`), an ingest role that may read and write rows but change no schema
/// (runs `ingest`, `nightly`, `backfill`, `rejects --replay`), and an analyst role that may
/// only read (runs `sql`, `report`, `schema`, BI tools). The three are group roles
/// (`NOLOGIN`); people and services log in with roles that are members of them
/// (`CREATE ROLE web3 LOGIN IN ROLE fstel_ingest`). In a database with Citus they may log
/// in (without a password): Citus connects to the workers as them.
package struct PostgresRoles: Sendable, Equatable {
    /// The role that owns the store's objects.
    package var owner: String
    /// The role ingests run as.
    package var ingest: String
    /// The read-only role.
    package var analyst: String

    /// The roles by name (`fstel_owner`, `fstel_ingest`, `fstel_analyst` by default).
    package init(owner: String = "fstel_owner", ingest: String = "fstel_ingest", analyst: String = "fstel_analyst") {
        self.owner = owner
        self.ingest = ingest
        self.analyst = analyst
    }

    /// Why a role name cannot be used, or nil: empty, longer than PostgreSQL's 63 bytes, a
    /// reserved `pg_` name, or the same name given to two roles.
    package func problem() -> String? {
        for (what, name) in [("owner", owner), ("ingest", ingest), ("analyst", analyst)] {
            if name.isEmpty { return "the \(what) role's name is empty" }
            if name.utf8.count > 63 { return "the \(what) role's name \(name) is longer than 63 bytes" }
            if name.lowercased().hasPrefix("pg_") { return "role names starting with pg_ are reserved by PostgreSQL (\(name))" }
            if name.utf8.contains(0) { return "the \(what) role's name holds a NUL character" }
        }
        if Set([owner, ingest, analyst]).count != 3 { return "the owner, ingest and analyst roles must be three different roles" }
        return nil
    }

    /// What ``apply(to:)`` did, for the command's output.
    package struct Outcome: Sendable, Equatable {
        /// The roles it created (the others existed).
        package var created: [String]
        /// The store's schema.
        package var schema: String
        /// The relations and functions whose owner it changed.
        var ownershipChanged: Int
        /// True when the database has the citus extension: the three roles may log in.
        var citus = false
        /// The roles that existed as group roles (`NOLOGIN`) and that it let log in, on Citus.
        var allowedLogin: [String] = []
    }

    /// Creates the roles that do not exist, makes ``owner`` the owner of every table,
    /// partition, view, sequence and function in the store's schema, and grants the ingest
    /// and analyst roles their rights, in one transaction. Idempotent: run it again after
    /// `fstel migrate` to cover what a migration created. The connection's role must be a
    /// superuser, or have `CREATEROLE` and own the store (PostgreSQL's rules for changing
    /// an owner).
    package func apply(to connection: PostgresConnection) throws -> Outcome {
        if let problem = problem() { throw PostgresError(sqlState: "42939", message: problem) }
        return try connection.inTransaction { () throws -> Outcome in
            let schema = try connection.scalar(sql: "SELECT current_schema()").string ?? "public"
            let database = try connection.scalar(sql: "SELECT current_database()").string ?? ""
            // On a Citus coordinator the statements a role runs reach the workers over
            // connections Citus opens as that role (the session's current user: the owner inside
            // transitions_partition, which runs with its rights; a group role after SET ROLE),
            // which the workers refuse to a role that may not log in. There the three roles may
            // log in; they get no password (the workers' pg_hba.conf and Citus's
            // pg_dist_authinfo decide how the nodes' connections authenticate).
            let citus = try connection.scalar(sql: "SELECT count(*) FROM pg_catalog.pg_extension WHERE extname = 'citus'").int64 == 1
            var created: [String] = []
            var allowedLogin: [String] = []
            for name in [owner, ingest, analyst] {
                let canLogIn = try connection.rows(sql: "SELECT rolcanlogin::integer FROM pg_catalog.pg_roles WHERE rolname = $1", arguments: [name]).first?[0].int64
                if canLogIn == nil {
                    try connection.execute(sql: "CREATE ROLE \(Self.quoted(name)) \(citus ? "LOGIN" : "NOLOGIN")")
                    created.append(name)
                } else if citus && canLogIn == 0 {
                    try connection.execute(sql: "ALTER ROLE \(Self.quoted(name)) LOGIN")
                    allowedLogin.append(name)
                }
            }
            let s = Self.quoted(schema)
            let o = Self.quoted(owner)
            let i = Self.quoted(ingest)
            let a = Self.quoted(analyst)
            let db = Self.quoted(database)
            // Ownership: every relation (partitions too; not identity sequences, which follow
            // their table) and function of the schema, except what an extension owns.
            let objects = try connection.rows(sql: """
                SELECT CASE WHEN c.relkind IN ('v', 'm') THEN 'VIEW' WHEN c.relkind = 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
                       format('%I.%I', n.nspname, c.relname)
                FROM pg_catalog.pg_class AS c JOIN pg_catalog.pg_namespace AS n ON n.oid = c.relnamespace
                WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
                  AND c.relowner <> (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = $1)
                  AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend AS d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                                  AND (d.deptype = 'e' OR (c.relkind = 'S' AND d.deptype IN ('a', 'i'))))
                UNION ALL
                SELECT 'FUNCTION', p.oid::regprocedure::text
                FROM pg_catalog.pg_proc AS p JOIN pg_catalog.pg_namespace AS n ON n.oid = p.pronamespace
                WHERE n.nspname = current_schema() AND p.prokind IN ('f', 'p', 'a', 'w')
                  AND p.proowner <> (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = $1)
                  AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend AS d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                                  AND d.deptype = 'e')
                """, arguments: [owner])
            for object in objects {
                let kind = object[0].string ?? "TABLE"
                // ALTER FUNCTION takes the signature as regprocedure prints it.
                try connection.execute(sql: "ALTER \(kind) \(object[1].string ?? "") OWNER TO \(o)")
            }
            try connection.execute(sql: """
                GRANT CONNECT, TEMPORARY ON DATABASE \(db) TO \(o), \(i);
                GRANT CONNECT ON DATABASE \(db) TO \(a);
                GRANT USAGE, CREATE ON SCHEMA \(s) TO \(o);
                GRANT USAGE ON SCHEMA \(s) TO \(i), \(a);
                REVOKE CREATE ON SCHEMA \(s) FROM \(i), \(a);
                GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA \(s) TO \(i);
                REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA \(s) FROM \(i), \(a);
                GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA \(s) TO \(i);
                GRANT SELECT ON ALL TABLES IN SCHEMA \(s) TO \(a);
                REVOKE INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA \(s) FROM \(a);
                REVOKE INSERT, UPDATE, DELETE ON \(s).schema_migrations FROM \(i);
                GRANT EXECUTE ON FUNCTION \(s).transitions_partition(integer) TO \(i);
                ALTER DEFAULT PRIVILEGES FOR ROLE \(o) IN SCHEMA \(s) GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO \(i);
                ALTER DEFAULT PRIVILEGES FOR ROLE \(o) IN SCHEMA \(s) GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO \(i);
                ALTER DEFAULT PRIVILEGES FOR ROLE \(o) IN SCHEMA \(s) GRANT SELECT ON TABLES TO \(a)
                """)
            return Outcome(created: created, schema: schema, ownershipChanged: objects.count, citus: citus, allowedLogin: allowedLogin)
        }
    }

    /// `name` as a quoted SQL identifier.
    static func quoted(_ name: String) -> String {
        var text = "\""
        for c in name {
            if c == "\"" { text.append("\"") }
            text.append(c)
        }
        return text + "\""
    }
}
