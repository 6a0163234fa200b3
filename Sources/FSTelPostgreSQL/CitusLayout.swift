import FSTelStorage

/// How a store's tables would be laid out on Citus (docs/scale-out.md), and the rules
/// Citus imposes on such a schema, checked on plain PostgreSQL against the store's catalog
/// (``violations(in:)``): no Citus is needed to see what would be refused.
package struct CitusLayout: Sendable, Equatable {
    /// Distributed (hash-sharded) tables, co-located, by their distribution column.
    var distributed: [String: String]
    /// Reference tables (a copy on every node).
    package var reference: Set<String>

    /// The layout docs/scale-out.md gives: `sessions` and `transitions` (with its day
    /// partitions) distributed by `session_hash`, co-located; `device_names` a reference
    /// table; every other table local to the coordinator (`sources`, `ingest_runs` and
    /// `ingest_files` are written at every batch's checkpoint, which a reference table would
    /// make a write on every worker; no distributed table has a foreign key to them).
    package static let store = CitusLayout(
        distributed: ["sessions": "session_hash", "transitions": "session_hash"],
        reference: ["device_names"])

    /// A layout of `distributed` tables (by their distribution column) and `reference` tables.
    package init(distributed: [String: String], reference: Set<String>) {
        self.distributed = distributed
        self.reference = reference
    }

    /// The rules, by short name.
    package enum Rule: String, Sendable, CaseIterable {
        /// Every primary key and unique constraint or index of a distributed table holds
        /// its distribution column.
        case uniqueKeyHoldsDistributionColumn = "unique-key-holds-distribution-column"
        /// No trigger on a distributed table (Citus does not run a coordinator's triggers
        /// for distributed tables unless `citus.enable_unsafe_triggers`, and then only on
        /// shards, where they cannot reach the coordinator's tables).
        case noTriggerOnDistributedTable = "no-trigger-on-distributed-table"
        /// A foreign key from a distributed table points at a reference table, or at a
        /// co-located distributed table by the distribution column on both sides; never at a
        /// coordinator-local table.
        case foreignKeyFromDistributedTable = "foreign-key-from-distributed-table"
        /// No foreign key from a reference table to a distributed table.
        case foreignKeyFromReferenceTable = "foreign-key-from-reference-table"
        /// Every distributed table has its distribution column, NOT NULL, of one type
        /// across the co-located tables.
        case distributionColumn = "distribution-column"
    }

    /// One broken rule.
    package struct Violation: Sendable, Equatable, Hashable, CustomStringConvertible {
        /// The rule.
        package var rule: Rule
        /// The table it is broken on.
        package var table: String
        /// The constraint, index, trigger or column.
        package var object: String
        /// What is wrong, in words.
        package var problem: String

        package var description: String { "\(rule.rawValue): \(table).\(object): \(problem)" }
    }

    /// The rules the schema of the connection's current schema breaks under this layout,
    /// ordered by rule, table and object. Day partitions of a distributed table are checked
    /// through their parent (their keys and triggers come from it).
    package func violations(in connection: PostgresConnection) throws -> [Violation] {
        let found = try distributionColumnViolations(connection)
            + uniqueKeyAndTriggerViolations(connection)
            + foreignKeyViolations(connection)
        let order = Dictionary(uniqueKeysWithValues: Rule.allCases.enumerated().map { ($1, $0) })
        return found.sorted { a, b in
            (order[a.rule] ?? 0, a.table, a.object) < (order[b.rule] ?? 0, b.table, b.object)
        }
    }

    /// Distributed tables whose distribution column is missing, may be NULL, or has a
    /// type other than the co-located tables' (which co-location needs to be equal).
    private func distributionColumnViolations(_ connection: PostgresConnection) throws -> [Violation] {
        var found: [Violation] = []
        let names = distributed.keys.sorted()
        var types: [String: String] = [:]
        for table in names {
            let column = distributed[table] ?? ""
            let rows = try connection.rows(sql: """
                SELECT format_type(a.atttypid, a.atttypmod), a.attnotnull::integer
                FROM pg_catalog.pg_attribute AS a
                WHERE a.attrelid = to_regclass(quote_ident($1)) AND a.attname = $2 AND NOT a.attisdropped
                """, arguments: [table, column])
            guard let row = rows.first else {
                found.append(Violation(rule: .distributionColumn, table: table, object: column, problem: "the table or its distribution column does not exist"))
                continue
            }
            types[table] = row[0].string ?? ""
            if row[1].int64 != 1 {
                found.append(Violation(rule: .distributionColumn, table: table, object: column, problem: "may be NULL"))
            }
        }
        if Set(types.values).count > 1 {
            for table in names where types[table] != nil {
                found.append(Violation(
                    rule: .distributionColumn, table: table, object: distributed[table] ?? "",
                    problem: "type \(types[table] ?? "") where the co-located tables use \(Set(types.values).sorted().joined(separator: ", "))"))
            }
        }
        return found
    }

    /// Unique indexes (primary keys and unique constraints are backed by one) of
    /// distributed tables without the distribution column, and their triggers.
    private func uniqueKeyAndTriggerViolations(_ connection: PostgresConnection) throws -> [Violation] {
        var found: [Violation] = []
        for table in distributed.keys.sorted() {
            let column = distributed[table] ?? ""
            for row in try connection.rows(sql: """
                SELECT ic.relname::text,
                       coalesce(array_to_string(ARRAY(SELECT a.attname FROM unnest(i.indkey) AS k(n)
                                JOIN pg_catalog.pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = k.n), ', '), '')
                FROM pg_catalog.pg_index AS i JOIN pg_catalog.pg_class AS ic ON ic.oid = i.indexrelid
                WHERE i.indrelid = to_regclass(quote_ident($1)) AND i.indisunique
                  AND NOT EXISTS (SELECT 1 FROM unnest(i.indkey) AS k(n) JOIN pg_catalog.pg_attribute AS a
                                  ON a.attrelid = i.indrelid AND a.attnum = k.n WHERE a.attname = $2)
                ORDER BY 1
                """, arguments: [table, column]) {
                found.append(Violation(
                    rule: .uniqueKeyHoldsDistributionColumn, table: table, object: row[0].string ?? "",
                    problem: "unique on (\(row[1].string ?? "an expression")) without \(column)"))
            }
            for row in try connection.rows(sql: """
                SELECT t.tgname::text FROM pg_catalog.pg_trigger AS t
                WHERE t.tgrelid = to_regclass(quote_ident($1)) AND NOT t.tgisinternal ORDER BY 1
                """, arguments: [table]) {
                found.append(Violation(
                    rule: .noTriggerOnDistributedTable, table: table, object: row[0].string ?? "",
                    problem: "a trigger on a distributed table"))
            }
        }
        return found
    }

    /// Foreign keys from a distributed table to anything but a reference table or a
    /// co-located table on the distribution columns, and from a reference table to a
    /// distributed one.
    private func foreignKeyViolations(_ connection: PostgresConnection) throws -> [Violation] {
        var found: [Violation] = []
        for row in try connection.rows(sql: """
            SELECT c.conname::text, src.relname::text, dst.relname::text,
                   ARRAY(SELECT a.attname::text FROM unnest(c.conkey) AS k(n) JOIN pg_catalog.pg_attribute AS a
                         ON a.attrelid = c.conrelid AND a.attnum = k.n),
                   ARRAY(SELECT a.attname::text FROM unnest(c.confkey) AS k(n) JOIN pg_catalog.pg_attribute AS a
                         ON a.attrelid = c.confrelid AND a.attnum = k.n)
            FROM pg_catalog.pg_constraint AS c
            JOIN pg_catalog.pg_class AS src ON src.oid = c.conrelid
            JOIN pg_catalog.pg_class AS dst ON dst.oid = c.confrelid
            WHERE c.contype = 'f' AND src.relnamespace = current_schema()::regnamespace AND NOT src.relispartition
              AND c.conparentid = 0
            ORDER BY 2, 1
            """) {
            let name = row[0].string ?? ""
            let from = row[1].string ?? ""
            let to = row[2].string ?? ""
            if let column = distributed[from] {
                if reference.contains(to) { continue }
                if let targetColumn = distributed[to] {
                    let paired = zip(Self.textArray(row[3]), Self.textArray(row[4])).contains { $0 == column && $1 == targetColumn }
                    if !paired {
                        found.append(Violation(
                            rule: .foreignKeyFromDistributedTable, table: from, object: name,
                            problem: "references distributed \(to) without pairing \(column) with \(targetColumn)"))
                    }
                } else {
                    found.append(Violation(
                        rule: .foreignKeyFromDistributedTable, table: from, object: name,
                        problem: "references \(to), a coordinator-local table"))
                }
            } else if reference.contains(from), distributed[to] != nil {
                found.append(Violation(
                    rule: .foreignKeyFromReferenceTable, table: from, object: name, problem: "references distributed \(to)"))
            }
        }
        return found
    }

    /// A `text[]` read back as text (`{a,b}`), as its elements.
    static func textArray(_ value: DatabaseValue) -> [String] {
        guard var text = value.string else { return [] }
        if text.hasPrefix("{") { text.removeFirst() }
        if text.hasSuffix("}") { text.removeLast() }
        return text.isEmpty ? [] : text.split(separator: ",").map { String($0).trimmingCharacters(in: "\"") }
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var s = Substring(self)
        while s.first == character { s.removeFirst() }
        while s.last == character { s.removeLast() }
        return String(s)
    }
}
