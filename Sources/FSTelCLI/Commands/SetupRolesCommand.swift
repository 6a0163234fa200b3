import CommandLineKit
import FSTelQuery
import FSTelStore
import FSTelPostgreSQL

/// `fstel setup-roles`
struct SetupRolesCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "setup-roles",
            abstract: "Create a PostgreSQL store's owner, ingest and analyst roles and grant them their rights.",
            discussion: """
                PostgreSQL only (--db postgresql://... or "host=... dbname=..."), on a store fstel migrate made.
                Creates the three roles where they do not exist, as group roles (NOLOGIN), in one transaction:
                the owner (--owner, default fstel_owner) becomes the owner of every table, partition, view,
                sequence and function of the store: run fstel migrate, prune and maintain as it. The ingest role
                (--ingest, default fstel_ingest) may read and write rows and make new day partitions (through
                transitions_partition, which runs with the owner's rights), but not change the schema: run
                ingest, nightly, backfill and rejects --replay as it. The analyst role (--analyst, default
                fstel_analyst) may only read every table and view: run sql, report and schema as it. People
                and services log in as members: CREATE ROLE web3 LOGIN PASSWORD '...' IN ROLE fstel_ingest.
                In a database with Citus the three roles may log in (LOGIN, no password; roles that exist are
                changed to LOGIN): Citus connects to the workers as them (docs/scale-out.md).
                Run it as a superuser (or a role with CREATEROLE that owns the store), and again after each
                fstel migrate; it changes only what is not already so. Prints each role and what it is for.
                """,
            examples: [
                "setup-roles --db postgresql://postgres@db.example.com/telemetry",
                "setup-roles --db \"host=db.example.com dbname=telemetry user=postgres\" --owner tel_owner --ingest tel_ingest --analyst tel_read",
            ])
    }

    var store = StoreOptions()
    var output = FormatOptions()

    @Option(name: "owner", valueName: "ROLE", help: "The role that owns the store.")
    var owner: String = "fstel_owner"

    @Option(name: "ingest", valueName: "ROLE", help: "The role ingests run as.")
    var ingest: String = "fstel_ingest"

    @Option(name: "analyst", valueName: "ROLE", help: "The read-only role.")
    var analyst: String = "fstel_analyst"

    var roles: PostgresRoles { PostgresRoles(owner: owner, ingest: ingest, analyst: analyst) }

    func validate() throws {
        if let problem = roles.problem() { throw UsageError(problem) }
    }

    func run(_ console: Console) throws -> ExitCode {
        let postgres = try store.openPostgresStore(
            console, access: .read, command: "setup-roles", otherwise: "an SQLite store's rights are its file's")
        let outcome = try roles.apply(to: postgres.connection)
        let purposes = [
            (owner, "owns every table, view, sequence and function: fstel migrate, prune, maintain"),
            (ingest, "reads and writes rows, makes day partitions: fstel ingest, nightly, backfill, rejects --replay"),
            (analyst, "reads every table and view: fstel sql, report, schema"),
        ]
        let table = ResultTable(
            columns: [ResultColumn("role"), ResultColumn("created"), ResultColumn("for")],
            rows: purposes.map { [.text($0.0), .integer(outcome.created.contains($0.0) ? 1 : 0), .text($0.1)] })
        console.out.write(table.rendered(as: output.format, width: console.width))
        console.note(
            "\(postgres.displayName): schema \(outcome.schema): \(outcome.created.count) roles created, owner of \(outcome.ownershipChanged) objects changed; log in as members (CREATE ROLE name LOGIN IN ROLE \(ingest))\n")
        if outcome.citus {
            let changed = outcome.allowedLogin.isEmpty ? "" : " (\(outcome.allowedLogin.joined(separator: ", ")) changed from NOLOGIN)"
            console.note("citus: the three roles may log in, without a password\(changed): Citus connects to the workers as them (docs/scale-out.md)\n")
        }
        return .success
    }
}
