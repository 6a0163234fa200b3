import FSTelStorage

/// Turns a migrated store into the layout of docs/scale-out.md on a Citus coordinator
/// (`fstel maintain --distribute`): `session_hash(text)` distributed, `sessions` and
/// `transitions` distributed by `session_hash` and co-located, `device_names` a reference
/// table, everything else local to the coordinator. Idempotent: what is done already is
/// left as it is and said so.
package enum CitusDistribution {
    /// Why a store cannot be distributed here; nothing was changed.
    struct Refusal: Error, CustomStringConvertible, Sendable {
        package enum Kind: Sendable { case noCitus, noWorkers, workerDown, schema, shardCount }
        package var kind: Kind
        package var description: String
    }

    /// A worker registered with the coordinator.
    package struct Worker: Sendable, Equatable {
        package var name: String
        package var port: Int
        var address: String { "\(name):\(port)" }
    }

    /// What a run found and did.
    package struct Outcome: Sendable, Equatable {
        /// The Citus version of the coordinator's extension.
        var citusVersion: String
        /// The active primary workers.
        package var workers: [Worker]
        /// The shards per table of the co-location group of `sessions`.
        package var shardCount: Int
        /// One line per object: what was done, or that it was so already.
        package var steps: [(object: String, action: String)]
        /// True when the run changed nothing.
        package var unchanged: Bool

        package static func == (a: Outcome, b: Outcome) -> Bool {
            a.citusVersion == b.citusVersion && a.workers == b.workers && a.shardCount == b.shardCount
                && a.steps.map(\.object) == b.steps.map(\.object) && a.steps.map(\.action) == b.steps.map(\.action)
                && a.unchanged == b.unchanged
        }
    }

    /// The version of the citus extension in the connection's database, or nil.
    static func citusVersion(_ connection: PostgresConnection) throws -> String? {
        try connection.rows(sql: "SELECT extversion FROM pg_catalog.pg_extension WHERE extname = 'citus'").first?[0].string
    }

    /// True when `sessions` of the connection's current schema is a Citus distributed table:
    /// the store's layout is the distributed one (detected once when a store is opened).
    package static func isDistributed(_ connection: PostgresConnection) throws -> Bool {
        guard try citusVersion(connection) != nil else { return false }
        return try connection.scalar(sql: """
            SELECT count(*) FROM pg_dist_partition WHERE logicalrelid = to_regclass('sessions') AND partmethod = 'h'
            """).int64 == 1
    }

    /// The active primary workers, in node order.
    package static func workers(_ connection: PostgresConnection) throws -> [Worker] {
        try connection.rows(sql: """
            SELECT nodename, nodeport FROM pg_dist_node
            WHERE noderole = 'primary' AND isactive AND groupid <> 0 ORDER BY nodeid
            """).map { Worker(name: $0[0].string ?? "", port: Int($0[1].int64 ?? 0)) }
    }

    /// Distributes the store (see the type); `shardCount` is the shards per table of a table
    /// distributed now (Citus's `citus.shard_count` when nil). Refuses, changing nothing,
    /// on a server without Citus, without workers or with one unreachable, or a schema that
    /// breaks a rule of ``CitusLayout``.
    package static func distribute(_ connection: PostgresConnection, shardCount: Int?) throws -> Outcome {
        guard let version = try citusVersion(connection) else {
            let available = try connection.scalar(sql: """
                SELECT count(*) FROM pg_catalog.pg_available_extensions WHERE name = 'citus'
                """).int64 == 1
            throw Refusal(kind: .noCitus, description: available
                ? "\(connection.displayURL): the citus extension is not created in this database; as a superuser run CREATE EXTENSION citus here and in the same database on every worker, register the workers (citus_set_coordinator_host, citus_add_node), then run this again (docs/scale-out.md)"
                : "\(connection.displayURL): this server has no Citus (no citus extension available); install Citus and load it (shared_preload_libraries = 'citus') on the coordinator and every worker (docs/scale-out.md)")
        }
        let workers = try workers(connection)
        guard !workers.isEmpty else {
            throw Refusal(kind: .noWorkers, description: "\(connection.displayURL): no worker is registered with this coordinator; as a superuser run SELECT citus_add_node('host', port) for each worker, then run this again")
        }
        // Every worker answers before anything changes.
        let reached = try connection.rows(sql: "SELECT nodename, nodeport, success, result FROM run_command_on_workers('SELECT 1')")
        let down = reached.filter { $0[2].int64 != 1 }
        guard down.isEmpty else {
            let names = down.map { "\($0[0].string ?? "?"):\($0[1].int64 ?? 0) (\($0[3].string ?? ""))" }.joined(separator: ", ")
            throw Refusal(kind: .workerDown, description: "\(connection.displayURL): worker \(names) cannot be reached; nothing was changed")
        }
        let violations = try CitusLayout.store.violations(in: connection)
        guard violations.isEmpty else {
            throw Refusal(kind: .schema, description: "\(connection.displayURL): the schema breaks \(violations.count) rules Citus imposes (fstel maintain --check-citus lists them; fstel migrate fixes them); nothing was changed")
        }
        var steps: [(object: String, action: String)] = []
        var changed = false
        let distributed = Dictionary(uniqueKeysWithValues: try connection.rows(sql: """
            SELECT c.relname::text, p.partmethod::text, coalesce((SELECT count(*) FROM pg_dist_shard AS s WHERE s.logicalrelid = p.logicalrelid), 0)
            FROM pg_dist_partition AS p JOIN pg_catalog.pg_class AS c ON c.oid = p.logicalrelid
            WHERE c.relnamespace = current_schema()::regnamespace AND c.relname IN ('sessions', 'transitions', 'device_names')
            """).map { ($0[0].string ?? "", (method: $0[1].string ?? "", shards: Int($0[2].int64 ?? 0))) })
        if let existing = distributed["sessions"], let shardCount, existing.shards != shardCount {
            throw Refusal(kind: .shardCount, description: "\(connection.displayURL): sessions is distributed already in \(existing.shards) shards, not \(shardCount); nothing was changed (alter_distributed_table changes a shard count, docs/scale-out.md)")
        }
        try connection.inTransaction {
            if let shardCount { try connection.execute(sql: "SET LOCAL citus.shard_count = \(shardCount)") }
            // Tables are distributed in parallel over several connections to each worker; the
            // functions and the tables in this one transaction.
            try connection.execute(sql: "SET LOCAL citus.multi_shard_modify_mode = 'sequential'")
            let functionDistributed = try connection.scalar(sql: """
                SELECT count(*) FROM pg_dist_object
                WHERE classid = 'pg_catalog.pg_proc'::regclass AND objid = 'session_hash(text)'::regprocedure
                """).int64 == 1
            if functionDistributed {
                steps.append(("session_hash(text)", "distributed already"))
            } else {
                _ = try connection.rows(sql: "SELECT create_distributed_function('session_hash(text)'::regprocedure)")
                steps.append(("session_hash(text)", "distributed (on every node)"))
                changed = true
            }
            for (table, colocate) in [("sessions", nil), ("transitions", "sessions")] as [(String, String?)] {
                if distributed[table]?.method == "h" {
                    steps.append((table, "distributed already"))
                    continue
                }
                let schema = try connection.scalar(sql: "SELECT current_schema()").string ?? "public"
                let qualified = PostgresRoles.quoted(schema) + "." + PostgresRoles.quoted(table)
                _ = try connection.rows(
                    sql: "SELECT create_distributed_table($1, 'session_hash'" + (colocate.map { ", colocate_with => '\(PostgresRoles.quoted(schema)).\($0)'" } ?? "") + ")",
                    arguments: [qualified])
                // Rows stored before were copied into the shards; the coordinator's copies go.
                _ = try connection.rows(sql: "SELECT truncate_local_data_after_distributing_table($1)", arguments: [qualified])
                steps.append((table, "distributed by session_hash" + (colocate.map { ", co-located with \($0)" } ?? "")))
                changed = true
            }
            if distributed["device_names"]?.method == "n" {
                steps.append(("device_names", "reference table already"))
            } else {
                let schema = try connection.scalar(sql: "SELECT current_schema()").string ?? "public"
                let qualified = PostgresRoles.quoted(schema) + ".device_names"
                _ = try connection.rows(sql: "SELECT create_reference_table($1)", arguments: [qualified])
                _ = try connection.rows(sql: "SELECT truncate_local_data_after_distributing_table($1)", arguments: [qualified])
                steps.append(("device_names", "reference table (a copy on every node)"))
                changed = true
            }
        }
        let shards = Int(try connection.scalar(sql: """
            SELECT count(*) FROM pg_dist_shard WHERE logicalrelid = to_regclass('sessions')
            """).int64 ?? 0)
        return Outcome(citusVersion: version, workers: workers, shardCount: shards, steps: steps, unchanged: !changed)
    }
}
