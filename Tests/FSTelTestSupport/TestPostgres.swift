import Foundation
import FSTelStore

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
public enum TestPostgres {
    /// Names a server to use instead of starting one: a URL whose role may create databases.
    public static let urlVariable = "FSTEL_TEST_POSTGRES_URL"
    /// When `1`, tests that need the server run (and fail) even when none can be had.
    public static let requiredVariable = "FSTEL_TEST_REQUIRE_POSTGRES"

    /// The server's URL (its maintenance database), or why there is none.
    static let server: Result<String, TestSupportError> = {
        let environment = ProcessInfo.processInfo.environment
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
    public static var isAvailable: Bool {
        if ProcessInfo.processInfo.environment[requiredVariable] == "1" { return true }
        if case .success = server { return true }
        return false
    }

    /// Why no server could be had (empty when one is there).
    public static var unavailableReason: String {
        if case .failure(let error) = server { return "no PostgreSQL server for the tests: \(error.description)" }
        return ""
    }

    /// The server's URL; throws why there is none.
    public static func serverURL() throws -> String {
        try server.get()
    }

    /// A new, empty database on the server, for one test; ``TestDatabase/drop()`` removes it.
    public static func makeDatabase() throws -> TestDatabase {
        let base = try serverURL()
        let name = "fstel_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(20)
        let admin = try PostgresConnection(url: base)
        // C collation whatever the server's default, so that ORDER BY sorts as SQLite does.
        try admin.execute(sql: "CREATE DATABASE \(name) TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'")
        return TestDatabase(name: String(name), url: replacingDatabase(in: base, with: String(name)), serverURL: base)
    }

    /// `url` naming database `name` instead of its own (`postgresql://u@h/old?x` ->
    /// `postgresql://u@h/name?x`).
    public static func replacingDatabase(in url: String, with name: String) -> String {
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
public struct TestDatabase: Sendable {
    /// The database's name.
    public let name: String
    /// Its URL: `--db` for fstel.
    public let url: String
    /// The server's maintenance URL.
    public let serverURL: String

    /// Removes the database (its connections are ended first).
    public func drop() {
        guard let admin = try? PostgresConnection(url: serverURL) else { return }
        try? admin.execute(sql: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }
}
