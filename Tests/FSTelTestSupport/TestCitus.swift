import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL

/// The nodes of the test cluster (`scripts/citus-cluster.sh`, in `FSTEL_TEST_CITUS_DIR`),
/// for the tests that add, stop and start a worker. A test adds a worker of its own and
/// registers it in its own database only, so that tests running at the same time never see
/// it, and removes it at its end.
package enum TestCitus {
    /// True when the Citus-only tests can run: a cluster URL and its folder are given.
    package static var isAvailable: Bool {
        if ProcessInfo.processInfo.environment[TestPostgres.requiredVariable] == "1" && TestPostgres.isCitus { return true }
        return TestPostgres.isCitus && TestPostgres.citusDirectory != nil
    }

    /// Why the Citus-only tests do not run.
    package static var unavailableReason: String {
        "no Citus cluster for the tests: set \(TestPostgres.citusURLVariable) and \(TestPostgres.citusDirectoryVariable) (scripts/citus-cluster.sh start DIR)"
    }

    /// A worker node started for one test.
    package struct Node: Sendable {
        package let name: String
        package let port: Int
        /// Its `postgres` database as the cluster's superuser.
        package var maintenanceURL: String {
            TestPostgres.replacingDatabase(
                in: TestPostgres.replacingHost(in: (try? TestPostgres.serverURL()) ?? "", host: "127.0.0.1", port: port),
                with: "postgres")
        }
    }

    /// Starts a new worker node (not registered anywhere).
    package static func addWorker() throws -> Node {
        let output = try script(["add-worker"])
        let parts = output.split(separator: " ")
        guard parts.count == 2, let port = Int(parts[1]) else { throw TestSupportError("add-worker printed \(output)") }
        return Node(name: String(parts[0]), port: port)
    }

    /// Stops a node (fast shutdown: its connections end).
    package static func stop(_ node: Node) throws { _ = try script(["stop-node", node.name]) }
    /// Starts a stopped node again.
    package static func start(_ node: Node) throws { _ = try script(["start-node", node.name]) }
    /// Stops a node and deletes it.
    package static func remove(_ node: Node) { _ = try? script(["remove-node", node.name]) }

    /// Makes `database` (made by ``TestPostgres/makeEmptyDatabase()``) on `node` with the
    /// extension, and registers the node with the database's coordinator.
    package static func register(_ node: Node, in database: TestDatabase) throws {
        let admin = try PostgresConnection(url: node.maintenanceURL)
        try admin.execute(sql: "SET client_min_messages = warning")
        try admin.execute(sql: "CREATE DATABASE \(database.name) TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'")
        try PostgresConnection(url: TestPostgres.replacingDatabase(in: node.maintenanceURL, with: database.name))
            .execute(sql: "CREATE EXTENSION citus")
        _ = try PostgresConnection(url: database.url).rows(
            sql: "SELECT citus_add_node('127.0.0.1', $1::integer)", arguments: [Int64(node.port)])
    }

    /// Runs `scripts/citus-cluster.sh COMMAND DIR ARGS...`; its standard output, trimmed.
    /// With `system(3)`, as ``TestPostgres`` starts its server: the nodes it starts outlive
    /// the script, and Foundation's `Process` did not see the script end while they ran.
    @discardableResult
    static func script(_ arguments: [String]) throws -> String {
        guard let directory = TestPostgres.citusDirectory else { throw TestSupportError(unavailableReason) }
        let quoted = { (text: String) in "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let words = [packageRoot + "/scripts/citus-cluster.sh", arguments[0], directory] + arguments.dropFirst()
        let base = "/tmp/fstel-citus-script-" + UUID().uuidString.prefix(8).lowercased()
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
        }
        let status = system(words.map(quoted).joined(separator: " ") + " < /dev/null > \(base).out 2> \(base).err")
        let output = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
        guard status == 0 else {
            let errors = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
            throw TestSupportError("citus-cluster.sh \(arguments.joined(separator: " ")) failed (exit \(status >> 8)): \(errors)")
        }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
