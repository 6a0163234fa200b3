import Foundation
import Testing
@_spi(FSTelDrivers) @testable import FSTelQuery
import FSTelStore
@_spi(FSTelDrivers) import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport

@Suite struct AdHocQueryTests {
    /// A small file store, and its bytes before the test touches it.
    func makeStore(_ dir: TemporaryDirectory) throws -> String {
        let path = dir.file("store.sqlite")
        let store = try Store(path: path, access: .write)
        try store.database.execute(sql: """
            INSERT INTO sources (source_id, path, first_ingested_at, last_ingested_at) VALUES (1, '/x', 0, 0);
            INSERT INTO sessions (session_key, session_id, os_version, os_major, os_minor, device_model) VALUES
                (1, 'a', '13.4.1', 13, 4, 'iPhone12,1'), (2, 'b', '17.10', 17, 10, 'iPhone9,1');
            INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, failure, source_id, line) VALUES
                (1, 0, 0, 'enter', 'window_transform', 'ok', NULL, 1, 1),
                (1, 1, 1, 'exit', 'window_transform', 'failed', 'window_flash', 1, 2),
                (2, 0, 2, 'enter', 'native_rotation', 'ok', NULL, 1, 3);
            PRAGMA wal_checkpoint(TRUNCATE);
            """)
        return path
    }

    func run(_ sql: String, _ parameters: [AdHocQuery.Parameter] = [], path: String, format: OutputFormat = .json) throws -> String {
        var output = ""
        let db = try Store(path: path, access: .read).database
        try AdHocQuery.run(sql: sql, parameters: parameters, in: db, format: format) { output += $0 }
        return output
    }

    func fileBytes(_ path: String) throws -> Data {
        var data = try Data(contentsOf: URL(fileURLWithPath: path))
        for suffix in ["-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
            data += try Data(contentsOf: URL(fileURLWithPath: path + suffix))
        }
        return data
    }

    @Test func runsOneSelectWithNamedParametersBoundAsNumbersOrText() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try makeStore(dir)
        let json = try run(
            "SELECT strategy, count(*) AS n, typeof(:major) AS t FROM transition_facts WHERE os_major = :major AND strategy = $s GROUP BY strategy",
            [AdHocQuery.Parameter(parsing: "major=13")!, AdHocQuery.Parameter(parsing: "$s=window_transform")!], path: path)
        let rows = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        #expect(rows.count == 1)
        #expect(rows[0]["n"] as? Int == 2)
        #expect(rows[0]["t"] as? String == "integer")
        #expect(AdHocQuery.Parameter(parsing: "v=13.4.1")?.value == .text("13.4.1"))
        #expect(AdHocQuery.Parameter(parsing: "v=2.5")?.value == .real(2.5))
        #expect(AdHocQuery.Parameter(parsing: "v=-7")?.value == .integer(-7))
        #expect(AdHocQuery.Parameter(parsing: "v=")?.value == .text(""))
        #expect(AdHocQuery.Parameter(parsing: "novalue") == nil)
    }

    @Test func unsetParametersAreNullAndUnknownOnesAreRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try makeStore(dir)
        let db = try Store(path: path, access: .read).database
        var output = ""
        let outcome = try AdHocQuery.run(
            sql: "SELECT count(*) AS n FROM transitions WHERE (:strategy IS NULL OR strategy = :strategy)",
            parameters: [], in: db, format: .csv) { output += $0 }
        #expect(output == "n\r\n3\r\n")
        #expect(outcome.unsetParameters == [":strategy"])
        #expect(throws: AdHocQueryError.self) {
            try run("SELECT :a", [AdHocQuery.Parameter(name: "b", value: .integer(1))], path: path)
        }
    }

    @Test(arguments: [
        "DROP TABLE transitions",
        "INSERT INTO device_names VALUES ('x', 'y')",
        "DELETE FROM transitions",
        "UPDATE sessions SET os_major = 1",
        "CREATE TABLE t (x)",
        "ATTACH DATABASE '/tmp/fstel-attack.sqlite' AS other",
        "PRAGMA user_version = 7",
        "PRAGMA journal_mode = DELETE",
        "PRAGMA query_only = 0",
        "SELECT 1; DROP TABLE transitions",
        "SELECT 1; SELECT 2",
        "BEGIN IMMEDIATE",
        "VACUUM",
        "WITH x AS (SELECT 1) DELETE FROM transitions",
    ])
    func refusesEverythingButReadingAndChangesNothing(sql: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try makeStore(dir)
        let before = try fileBytes(path)
        #expect(throws: AdHocQueryError.self) { try run(sql, path: path) }
        #expect(try fileBytes(path) == before)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/fstel-attack.sqlite"))
        let count = try run("SELECT count(*) AS n FROM transitions", path: path, format: .csv)
        #expect(count == "n\r\n3\r\n")
    }

    @Test func refusalMessagesSayWhy() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try makeStore(dir)
        do {
            _ = try run("DROP TABLE transitions", path: path)
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("refused"))
        }
        do {
            _ = try run("SELECT 1; SELECT 2", path: path)
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("only one statement"))
        }
        // Comments and white space after the statement are fine.
        #expect(try run("SELECT 1 AS one; -- trailing comment\n  ", path: path, format: .csv) == "one\r\n1\r\n")
        // Read-only pragmas are allowed.
        #expect(try run("PRAGMA user_version", path: path, format: .csv).hasSuffix("\r\n\(Migrator().latestVersion)\r\n"))
    }

    @Test func streamsManyRowsInEveryFormat() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = try makeStore(dir)
        let sql = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) SELECT i, 'v' || i AS label FROM n"
        for format in OutputFormat.allCases {
            var chunks = 0
            var lines = 0
            let db = try Store(path: path, access: .read).database
            let outcome = try AdHocQuery.run(sql: sql, parameters: [], in: db, format: format) { text in
                chunks += 1
                lines += text.utf8.filter { $0 == 0x0A }.count
            }
            #expect(outcome.rows == 5000)
            #expect(chunks > 1000, "\(format) streams row by row")
            #expect(lines >= 5000)
        }
    }
}
