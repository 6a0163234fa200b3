import FSTelModel
import FSTelStorage

extension PostgresStore: ServerAdministration {
    package func maintainPartitions(firstDay first: Int, daysAhead: Int, analyze: Bool) throws -> AdministrationReport {
        let (made, existing) = try PostgresMaintenance.makePartitions(connection, from: first, through: first + daysAhead)
        let analyzed = analyze ? try PostgresMaintenance.analyzeChanged(connection) : []
        let health = try PostgresMaintenance.tableHealth(connection)
        let span = "\(UTCDay(daysSinceEpoch: first)) to \(UTCDay(daysSinceEpoch: first + daysAhead))"
        return AdministrationReport(
            columns: ["table", "live_rows", "dead_rows", "dead_percent", "bytes", "last_vacuum", "analyzed"],
            rows: health.map { row in
                [.text(row.table), .integer(row.liveRows), .integer(row.deadRows), .real((row.deadShare * 1000).rounded() / 10),
                 .integer(row.bytes), .text(row.lastVacuum), .integer(analyzed.contains(row.table) ? 1 : 0)]
            },
            note: "\(displayName): day partitions \(span): \(made.count) made, \(existing) already there; \(analyzed.count) tables analyzed\n")
    }

    package func checkDistributionLayout() throws -> AdministrationReport {
        let violations = try CitusLayout.store.violations(in: connection)
        let rules = Set(violations.map(\.rule)).count
        return AdministrationReport(
            columns: ["rule", "table", "object", "problem"],
            rows: violations.map { [.text($0.rule.rawValue), .text($0.table), .text($0.object), .text($0.problem)] },
            note: violations.isEmpty
                ? "\(displayName): the schema keeps every rule Citus imposes under the layout of docs/scale-out.md\n"
                : "\(displayName): \(violations.count) objects break \(rules) of the \(CitusLayout.Rule.allCases.count) rules Citus imposes (docs/scale-out.md)\n")
    }

    package func distribute(shardCount: Int?) throws -> AdministrationReport {
        let outcome = try CitusDistribution.distribute(connection, shardCount: shardCount)
        let workers = outcome.workers.map(\.address).joined(separator: ", ")
        return AdministrationReport(
            columns: ["object", "action"],
            rows: outcome.steps.map { [.text($0.object), .text($0.action)] },
            note: "\(displayName): Citus \(outcome.citusVersion), \(outcome.workers.count) workers (\(workers)), \(outcome.shardCount) shards per distributed table; \(outcome.unchanged ? "the store was distributed already: nothing changed" : "distributed")\n")
    }

    package func setUpRoles(owner: String, ingest: String, analyst: String) throws -> AdministrationReport {
        let outcome = try PostgresRoles(owner: owner, ingest: ingest, analyst: analyst).apply(to: connection)
        let purposes = [
            (owner, "owns every table, view, sequence and function: fstel migrate, prune, maintain"),
            (ingest, "reads and writes rows, makes day partitions: fstel ingest, nightly, backfill, rejects --replay"),
            (analyst, "reads every table and view: fstel sql, report, schema"),
        ]
        return AdministrationReport(
            columns: ["role", "created", "for"],
            rows: purposes.map { [.text($0.0), .integer(outcome.created.contains($0.0) ? 1 : 0), .text($0.1)] },
            note: "\(displayName): schema \(outcome.schema): \(outcome.created.count) roles created, owner of \(outcome.ownershipChanged) objects changed; log in as members (CREATE ROLE name LOGIN IN ROLE \(ingest))\n"
                + (outcome.citus
                    ? "citus: the three roles may log in, without a password\(outcome.allowedLogin.isEmpty ? "" : " (\(outcome.allowedLogin.joined(separator: ", ")) changed from NOLOGIN)"): Citus connects to the workers as them (docs/scale-out.md)\n"
                    : ""))
    }
}

/// A store that cannot be distributed here: no Citus, or a node missing or down, is a
/// server without what is needed; a schema or shard count that does not fit, a store that
/// does not fit.
extension CitusDistribution.Refusal: StoreFailure {
    package var failureKind: StoreFailureKind {
        switch kind {
        case .noCitus, .noWorkers, .workerDown: return .unavailable
        case .schema, .shardCount: return .notAStore
        }
    }

    package var plainDescription: String { description }
    package var ingestFailureSummary: String { "the store failed" }
}
