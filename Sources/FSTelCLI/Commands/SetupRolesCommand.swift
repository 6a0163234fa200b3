import CommandLineKit
import FSTelQuery
import FSTelStore

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

    func validate() throws {
        if let problem = serverRolesProblem(owner: owner, ingest: ingest, analyst: analyst) { throw UsageError(problem) }
    }

    func run(_ console: Console) throws -> ExitCode {
        let server = try store.openServerStore(
            console, access: .read, command: "setup-roles", otherwise: "an SQLite store's rights are its file's")
        let report = try server.setUpRoles(owner: owner, ingest: ingest, analyst: analyst)
        let table = ResultTable(columns: report.columns.map { ResultColumn($0) }, rows: report.rows)
        console.out.write(table.rendered(as: output.format, width: console.width))
        console.note(report.note)
        return .success
    }
}
