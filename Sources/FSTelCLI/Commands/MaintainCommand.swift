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
                schema can be distributed as it is).
                """,
            examples: ["maintain --db postgresql://fstel_owner@db.example.com/telemetry", "maintain --days-ahead 14 --format json", "maintain --check-citus"])
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

    func run(_ console: Console) throws -> ExitCode {
        let postgres = try store.openPostgresStore(console, access: .write, command: "maintain", otherwise: "an SQLite store keeps itself")
        let connection = postgres.connection
        if checkCitus {
            let violations = try CitusLayout.store.violations(in: connection)
            let table = ResultTable(
                columns: [ResultColumn("rule"), ResultColumn("table"), ResultColumn("object"), ResultColumn("problem")],
                rows: violations.map { [.text($0.rule.rawValue), .text($0.table), .text($0.object), .text($0.problem)] })
            console.out.write(table.rendered(as: output.format, width: console.width))
            let rules = Set(violations.map(\.rule)).count
            console.note(violations.isEmpty
                ? "\(postgres.displayName): the schema keeps every rule Citus imposes under the layout of docs/scale-out.md\n"
                : "\(postgres.displayName): \(violations.count) objects break \(rules) of the \(CitusLayout.Rule.allCases.count) rules Citus imposes (docs/scale-out.md)\n")
            return .success
        }
        let first = (asOf ?? UTCDay(containing: Clocks.unixMilliseconds())).daysSinceEpoch
        let (made, existing) = try PostgresMaintenance.makePartitions(connection, from: first, through: first + daysAhead)
        let analyzed = noAnalyze ? [] : try PostgresMaintenance.analyzeChanged(connection)
        let health = try PostgresMaintenance.tableHealth(connection)
        let table = ResultTable(
            columns: [ResultColumn("table"), ResultColumn("live_rows"), ResultColumn("dead_rows"), ResultColumn("dead_percent"),
                      ResultColumn("bytes"), ResultColumn("last_vacuum"), ResultColumn("analyzed")],
            rows: health.map { row in
                [.text(row.table), .integer(row.liveRows), .integer(row.deadRows), .real((row.deadShare * 1000).rounded() / 10),
                 .integer(row.bytes), .text(row.lastVacuum), .integer(analyzed.contains(row.table) ? 1 : 0)]
            })
        console.out.write(table.rendered(as: output.format, width: console.width))
        let span = "\(UTCDay(daysSinceEpoch: first)) to \(UTCDay(daysSinceEpoch: first + daysAhead))"
        console.note("\(postgres.displayName): day partitions \(span): \(made.count) made, \(existing) already there; \(analyzed.count) tables analyzed\n")
        return .success
    }
}
