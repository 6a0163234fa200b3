import CommandLineKit
import FSTelIO
import FSTelModel
import FSTelQuery
import FSTelStore

/// `fstel maintain`
struct MaintainCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "maintain",
            abstract: "Make a PostgreSQL store's next day partitions, ANALYZE what changed, and report bloat.",
            discussion: """
                PostgreSQL only; run it as the store's owner (fstel setup-roles), daily (cron, a systemd timer)
                and after large ingests. Makes the day partitions of transitions from --as-of (today, UTC, by
                default) through --days-ahead days later, one short transaction each (a day's rows that an
                ingest left in transitions_default move into its partition), so that ingests find their
                day's partition ready (an ingest never makes one); runs ANALYZE on every table whose rows changed
                since it was last analyzed, and on transitions itself when a partition changed (autovacuum never
                analyzes a partitioned table's parent); then prints one row per table, largest first: live and
                dead rows (dead: the bloat VACUUM reclaims), dead_percent, bytes (indexes included), the last
                vacuum and whether this run analyzed it. --check-citus prints instead the rules Citus imposes
                on the schema that it breaks under the layout of docs/scale-out.md, one row each (none: the
                schema can be distributed as it is). --distribute turns the store into the layout of
                docs/scale-out.md on a Citus coordinator (run it as a superuser, ingests stopped): sessions and
                transitions distributed by session_hash and co-located, in --shard-count shards each
                (citus.shard_count when not given), device_names a reference table, the rest on the coordinator;
                it checks the citus extension, that every registered worker answers and the schema first, does
                only what is not done yet and prints one row per object with what it did.
                """,
            examples: [
                "maintain --db postgresql://fstel_owner@db.example.com/telemetry", "maintain --days-ahead 14 --format json",
                "maintain --check-citus", "maintain --distribute --shard-count 32 --db postgresql://postgres@coordinator/telemetry",
            ])
    }

    var store = StoreOptions()
    var output = FormatOptions()

    @Option(name: "days-ahead", valueName: "N", help: "Make the day partitions up to N days after --as-of.", check: .range(0...3_660))
    var daysAhead = 7

    @Option(name: "as-of", valueName: "YYYY-MM-DD", help: "The first day to make a partition for.", defaultText: "today, UTC")
    var asOf: UTCDay?

    @Flag(name: "no-analyze", help: "Do not run ANALYZE.")
    var noAnalyze: Bool

    @Flag(name: "check-citus", help: "Only print the Citus rules the schema breaks (docs/scale-out.md); change nothing.")
    var checkCitus: Bool

    @Flag(name: "distribute", help: "Distribute the store over the Citus workers (docs/scale-out.md); idempotent.")
    var distribute: Bool

    @Option(name: "shard-count", valueName: "N", help: "With --distribute: shards per distributed table.", check: .range(1...4_096))
    var shardCount: Int?

    func validate() throws {
        if shardCount != nil && !distribute { throw UsageError("--shard-count needs --distribute") }
        if distribute && checkCitus { throw UsageError("--distribute and --check-citus: give one") }
    }

    func run(_ console: Console) throws -> ExitCode {
        let server = try store.openServerStore(console, access: .write, command: "maintain", otherwise: "an SQLite store keeps itself")
        let report: AdministrationReport
        if checkCitus {
            report = try server.checkDistributionLayout()
        } else if distribute {
            report = try server.distribute(shardCount: shardCount)
        } else {
            let first = (asOf ?? UTCDay(containing: Clocks.unixMilliseconds())).daysSinceEpoch
            report = try server.maintainPartitions(firstDay: first, daysAhead: daysAhead, analyze: !noAnalyze)
        }
        let table = ResultTable(columns: report.columns.map { ResultColumn($0) }, rows: report.rows)
        console.out.write(table.rendered(as: output.format, width: console.width))
        console.note(report.note)
        return .success
    }
}
