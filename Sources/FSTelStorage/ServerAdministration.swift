/// What one administration step did, for the command line to print: a table (its column
/// names and rows) and a line for stderr.
package struct AdministrationReport: Sendable, Equatable {
    /// The table's column names.
    package var columns: [String]
    /// Its rows, one value per column.
    package var rows: [[DatabaseValue]]
    /// One line on what was done, ending in a newline.
    package var note: String

    package init(columns: [String], rows: [[DatabaseValue]], note: String) {
        self.columns = columns
        self.rows = rows
        self.note = note
    }
}

/// What a store on a database server needs looked after that a store in a file does not:
/// day partitions, statistics and bloat (`fstel maintain`), its distribution over a
/// cluster (`maintain --check-citus`, `--distribute`) and the roles that use it
/// (`fstel setup-roles`). The PostgreSQL driver's store conforms; the opener hands one out
/// for a location on a server (`openServerStore`).
package protocol ServerAdministration: AnyObject {
    /// The URL without its password: what messages print.
    var displayName: String { get }
    /// Makes the day partitions from `firstDay` (days since 1970-01-01) through
    /// `daysAhead` days later, analyzes what changed unless `analyze` is false, and
    /// reports each table's health.
    func maintainPartitions(firstDay: Int, daysAhead: Int, analyze: Bool) throws -> AdministrationReport
    /// The rules a distributed layout imposes that the schema breaks, one row each.
    func checkDistributionLayout() throws -> AdministrationReport
    /// Distributes the store over the cluster's workers, in `shardCount` shards per
    /// distributed table (the server's default when nil).
    func distribute(shardCount: Int?) throws -> AdministrationReport
    /// Creates the owner, ingest and analyst roles that do not exist, and gives them the
    /// store's objects and rights.
    func setUpRoles(owner: String, ingest: String, analyst: String) throws -> AdministrationReport
}
