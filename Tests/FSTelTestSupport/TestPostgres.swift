import Foundation
import FSTelStore
import Synchronization
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL

/// A PostgreSQL server for the tests that need one: the server at `FSTEL_TEST_POSTGRES_URL`
/// when it is set, else a throwaway one started once per test process by
/// `scripts/postgres-test-server.sh` (initdb into a temporary folder, listening only on a
/// Unix socket there, as `nobody` when the tests run as root) and stopped when the process
/// ends, even when it crashes (a watcher process stops it).
///
/// Each test takes a database of its own (``makeDatabase()``). Suites that need the server
/// are enabled by ``isAvailable``: without a server they are skipped with
/// ``unavailableReason`` shown, unless `FSTEL_TEST_REQUIRE_POSTGRES=1` (CI), which makes them
/// run and fail instead.
///
/// With `FSTEL_TEST_CITUS_URL` (a Citus coordinator, `scripts/citus-cluster.sh start`), the
/// same tests run against the cluster: each database is made on the coordinator and on every
/// worker registered in the URL's database, with the citus extension and the workers
/// registered, and ``makeDatabase()`` gives a store migrated and distributed
/// (docs/scale-out.md) instead of an empty database; ``makeEmptyDatabase()`` gives one to
/// migrate.
package enum TestPostgres {
    /// Names a server to use instead of starting one: a URL whose role may create databases.
    package static let urlVariable = "FSTEL_TEST_POSTGRES_URL"
    /// Names a Citus coordinator to run the tests against instead (a superuser's URL).
    package static let citusURLVariable = "FSTEL_TEST_CITUS_URL"
    /// The cluster's folder (`scripts/citus-cluster.sh start DIR`), for the tests that stop
    /// or add a node.
    package static let citusDirectoryVariable = "FSTEL_TEST_CITUS_DIR"
    /// When `1`, tests that need the server run (and fail) even when none can be had.
    package static let requiredVariable = "FSTEL_TEST_REQUIRE_POSTGRES"

    /// Shards per distributed table in the tests' stores: few, so that each store is made
    /// quickly; more than one per worker.
    package static let testShardCount = 4

    /// True when the tests run against a Citus cluster.
    package static var isCitus: Bool {
        !(ProcessInfo.processInfo.environment[citusURLVariable] ?? "").isEmpty
    }

    /// The cluster's folder, or nil.
    package static var citusDirectory: String? {
        ProcessInfo.processInfo.environment[citusDirectoryVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The server's URL (its maintenance database), or why there is none.
    static let server: Result<String, TestSupportError> = {
        let environment = ProcessInfo.processInfo.environment
        if let url = environment[citusURLVariable], !url.isEmpty { return .success(url) }
        if let url = environment[urlVariable], !url.isEmpty { return .success(url) }
        do {
            return .success(try startThrowawayServer())
        } catch let error as TestSupportError {
            return .failure(error)
        } catch {
            return .failure(TestSupportError("\(error)"))
        }
    }()

    /// True when the tests that need a server should run: a server is there, or it is
    /// required (then they fail with the reason).
    package static var isAvailable: Bool {
        if ProcessInfo.processInfo.environment[requiredVariable] == "1" { return true }
        if case .success = server { return true }
        return false
    }

    /// Why no server could be had (empty when one is there).
    package static var unavailableReason: String {
        if case .failure(let error) = server { return "no PostgreSQL server for the tests: \(error.description)" }
        return ""
    }

    /// The server's URL; throws why there is none.
    package static func serverURL() throws -> String {
        try server.get()
    }

    /// A new database on the server, for one test; ``TestDatabase/drop()`` removes it. Empty
    /// on PostgreSQL; on a Citus cluster, a store migrated and distributed.
    ///
    /// On a cluster, `referenceJoins` lets the database run joins that are not on the
    /// distribution column (`citus.enable_repartition_joins`): the suite's own reference
    /// queries join transitions and sessions on `session_key` alone, as on SQLite. fstel's
    /// statements need no such join; the Citus-only tests make their databases without it.
    ///
    /// The PostgreSQL suite's stores are copies of one template (``citusStoreTemplate``); the
    /// Citus-only tests (`referenceJoins` false), which add, stop and register nodes, get a
    /// store made as a user makes one: the extension created on every node, migrated and
    /// distributed.
    package static func makeDatabase(referenceJoins: Bool = true) throws -> TestDatabase {
        guard isCitus else { return try makeEmptyDatabase(referenceJoins: referenceJoins) }
        guard referenceJoins else {
            let database = try makeEmptyDatabase(referenceJoins: false)
            do {
                let store = try PostgresStore(url: database.url, access: .write)
                _ = try CitusDistribution.distribute(store.connection, shardCount: testShardCount)
            } catch {
                database.drop()
                throw error
            }
            return database
        }
        let template = try citusStoreTemplate.get()
        let base = try serverURL()
        let name = newDatabaseName()
        let database = TestDatabase(
            name: name, url: replacingDatabase(in: base, with: name), serverURL: base, workerURLs: template.workerURLs)
        do {
            // The same copy on every node: the coordinator's metadata names the workers'
            // shards, which the workers' copies hold.
            for server in [base] + template.workerURLs {
                try PostgresConnection(url: server).executeQuietly(sql: "CREATE DATABASE \(name) TEMPLATE \(template.name)")
            }
            if referenceJoins { try PostgresConnection(url: base).execute(sql: "ALTER DATABASE \(name) SET citus.enable_repartition_joins = on") }
        } catch {
            database.drop()
            throw error
        }
        return database
    }

    /// On a cluster, the database each test's store is copied from on every node (`CREATE
    /// DATABASE ... TEMPLATE`, a copy of its files, instead of the extension created and a
    /// store migrated and distributed on three nodes for every test): made once per test
    /// process, with no session left in it and none allowed (Citus's maintenance daemon of
    /// each node ended), and dropped when the process exits.
    static let citusStoreTemplate: Result<TestDatabase, TestSupportError> = {
        do {
            let template = try makeEmptyDatabase(referenceJoins: false)
            do {
                let store = try PostgresStore(url: template.url, access: .write)
                _ = try CitusDistribution.distribute(store.connection, shardCount: testShardCount)
            }
            // No session may come back either: the coordinator's maintenance daemon of the
            // template would connect to the workers' copies (deadlock detection, recovery of
            // prepared transactions). A database that allows no connection is a template as
            // template0 is; its copies allow them.
            for server in [template.serverURL] + template.workerURLs {
                try PostgresConnection(url: server).execute(sql: "ALTER DATABASE \(template.name) WITH ALLOW_CONNECTIONS false")
            }
            for server in [template.serverURL] + template.workerURLs {
                let admin = try PostgresConnection(url: server)
                for _ in 0..<100 {
                    let left = try admin.scalar(sql: """
                        SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()
                        """, arguments: [template.name]).int64 ?? 0
                    if left == 0 { break }
                    usleep(50_000)
                }
            }
            templateToDrop.withLock { $0 = template }
            atexit { TestPostgres.templateToDrop.withLock { $0 }?.drop() }
            return .success(template)
        } catch let error as TestSupportError {
            return .failure(error)
        } catch {
            return .failure(TestSupportError("the cluster's template store: \(error)"))
        }
    }()

    static let templateToDrop = Mutex<TestDatabase?>(nil)

    /// A new database's name, unique on the server.
    static func newDatabaseName() -> String {
        "fstel_test_" + String(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(20))
    }

    /// A new, empty database on the server, for one test (on a Citus cluster, with the
    /// extension and the workers registered, unless `withCitus` is false: then a plain
    /// database on the coordinator); ``TestDatabase/drop()`` removes it.
    package static func makeEmptyDatabase(referenceJoins: Bool = true, withCitus: Bool = true) throws -> TestDatabase {
        let base = try serverURL()
        let name = "fstel_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(20)
        let admin = try PostgresConnection(url: base)
        // C collation whatever the server's default, so that ORDER BY sorts as SQLite does.
        let create = "CREATE DATABASE \(name) TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'"
        guard isCitus && withCitus else {
            try admin.execute(sql: create)
            return TestDatabase(name: String(name), url: replacingDatabase(in: base, with: String(name)), serverURL: base)
        }
        let workers = try CitusDistribution.workers(admin)
        let coordinator = try admin.rows(sql: "SELECT nodename, nodeport FROM pg_dist_node WHERE groupid = 0").first
        var workerURLs: [String] = []
        for worker in workers {
            workerURLs.append(replacingHost(in: base, host: worker.name, port: worker.port))
        }
        let database = TestDatabase(
            name: String(name), url: replacingDatabase(in: base, with: String(name)), serverURL: base, workerURLs: workerURLs)
        do {
            try admin.executeQuietly(sql: create)
            if referenceJoins { try admin.execute(sql: "ALTER DATABASE \(name) SET citus.enable_repartition_joins = on") }
            for url in workerURLs {
                try PostgresConnection(url: url).executeQuietly(sql: create)
                try PostgresConnection(url: replacingDatabase(in: url, with: String(name))).execute(sql: "CREATE EXTENSION citus")
            }
            let db = try PostgresConnection(url: database.url)
            try db.execute(sql: "CREATE EXTENSION citus")
            if let coordinator {
                _ = try db.rows(sql: "SELECT citus_set_coordinator_host($1, $2::integer)", arguments: [coordinator[0], coordinator[1]])
            }
            for worker in workers {
                _ = try db.rows(sql: "SELECT citus_add_node($1, $2::integer)", arguments: [worker.name, Int64(worker.port)])
            }
        } catch {
            database.drop()
            throw error
        }
        return database
    }

    /// `sql`, a query written for SQLite's schema, for the server under test: on a Citus
    /// cluster each join `USING (session_key)` (of `sessions` and `transitions`) matches
    /// `session_hash` too. The same rows (a session's key and hash go together), and a join
    /// of co-located shards, which Citus runs beside the coordinator's own tables; on
    /// `session_key` alone it needs a repartition join, which it does not combine with them.
    /// Unchanged on one server.
    package static func joinsOnSessionHash(_ sql: String) -> String {
        isCitus ? sql.replacingOccurrences(of: "USING (session_key)", with: "USING (session_key, session_hash)") : sql
    }

    /// A query counting the relations in schema `public` that an extension owns
    /// (`ofExtensions`: on a Citus database, its views `citus_tables` and `citus_schemas`), or
    /// those that no extension owns.
    package static func relationsInPublic(ofExtensions: Bool) -> String {
        """
        SELECT count(*) FROM pg_catalog.pg_class AS c WHERE c.relnamespace = 'public'::regnamespace
            AND \(ofExtensions ? "" : "NOT ")EXISTS (SELECT 1 FROM pg_catalog.pg_depend AS d
                WHERE d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
        """
    }

    /// `url` pointing at `host`:`port` instead of its own server (the same role, database
    /// and options; a `host` or `port` option in its query is replaced).
    package static func replacingHost(in url: String, host: String, port: Int) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let afterScheme = url[scheme.upperBound...]
        let authorityEnd = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? afterScheme.endIndex
        let authority = afterScheme[..<authorityEnd]
        let user = authority.firstIndex(of: "@").map { String(authority[...$0]) } ?? ""
        var rest = String(afterScheme[authorityEnd...])
        if let query = rest.firstIndex(of: "?") {
            let kept = rest[rest.index(after: query)...].split(separator: "&").filter { !$0.hasPrefix("host=") && !$0.hasPrefix("port=") }
            rest = String(rest[..<query]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
        }
        return String(url[..<scheme.upperBound]) + user + host + ":" + String(port) + rest
    }

    /// `url` naming database `name` instead of its own (`postgresql://u@h/old?x` ->
    /// `postgresql://u@h/name?x`).
    package static func replacingDatabase(in url: String, with name: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let afterScheme = url[scheme.upperBound...]
        let authorityEnd = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? afterScheme.endIndex
        let rest = afterScheme[authorityEnd...]
        let query = rest.firstIndex(of: "?").map { String(rest[$0...]) } ?? ""
        return String(url[..<authorityEnd]) + "/" + name + query
    }

    /// Starts the server and its watcher with `system(3)`, which blocks in `waitpid`:
    /// Foundation's `Process.waitUntilExit` may wait for the main queue, which is busy when
    /// Swift Testing evaluates ``isAvailable`` there.
    private static func startThrowawayServer() throws -> String {
        let script = packageRoot + "/scripts/postgres-test-server.sh"
        let directory = "/tmp/fstel-pg-" + UUID().uuidString.prefix(8).lowercased()
        let output = directory + ".url"
        let errors = directory + ".err"
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: errors)
        }
        let status = system("\(shellQuoted(script)) start \(directory) > \(output) 2> \(errors)")
        guard status == 0, let url = try? String(contentsOfFile: output, encoding: .utf8), !url.isEmpty else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw TestSupportError("\(script) start failed (exit \(status >> 8)): \(message)")
        }
        // The watcher outlives this process: it stops the server once this process is gone.
        let pid = ProcessInfo.processInfo.processIdentifier
        _ = system("setsid \(shellQuoted(script)) watch \(directory) \(pid) < /dev/null > /dev/null 2>&1 &")
        return url.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A database made for one test on the test server.
package struct TestDatabase: Sendable {
    /// The database's name.
    package let name: String
    /// Its URL: `--db` for fstel.
    package let url: String
    /// The server's maintenance URL.
    package let serverURL: String
    /// On a Citus cluster, the workers' maintenance URLs (the database is on each of them too).
    package var workerURLs: [String] = []

    package init(name: String, url: String, serverURL: String, workerURLs: [String] = []) {
        self.name = name
        self.url = url
        self.serverURL = serverURL
        self.workerURLs = workerURLs
    }

    /// Removes the database (its connections are ended first), on every node.
    package func drop() {
        for server in [serverURL] + workerURLs {
            guard let admin = try? PostgresConnection(url: server) else { continue }
            try? admin.executeQuietly(sql: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        }
    }
}

extension PostgresConnection {
    /// Runs `sql` with Citus's notices (that it does not propagate a database) silenced.
    func executeQuietly(sql: String) throws {
        try execute(sql: "SET client_min_messages = warning")
        try execute(sql: sql)
    }
}
