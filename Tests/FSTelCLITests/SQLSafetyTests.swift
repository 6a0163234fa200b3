import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Guarantee 6 (docs/reliability.md): filter values are bound parameters, `fstel sql`
/// cannot change anything, and a file that is not a store is refused and left unchanged.
@Suite struct SQLSafetyTests {
    static let injections = [
        "' OR '1'='1", "'; DROP TABLE transitions; --", "\" OR \"\"=\"", "x') UNION SELECT sql, 1, 1 FROM sqlite_schema --",
        "%", "_", "\\", "0 OR 1=1", "1; DELETE FROM sessions", "'||(SELECT count(*) FROM transitions)||'",
    ]

    /// A store whose stored strings are themselves injection attempts: a filter equal to
    /// one must select exactly that row, and no other value may select anything.
    private func makeStore(_ dir: TemporaryDirectory) throws -> String {
        var lines: [String] = []
        for (index, value) in Self.injections.enumerated() {
            let text = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            lines.append(#"{"type":"session_start","ts":"2026-11-28T10:00:00Z","session_id":"s\#(index)","device":{"model":"\#(text)","os":"iOS","os_version":"13.4.1"},"app":{"version":"\#(text)","build":"1"}}"#)
            lines.append(#"{"type":"transition","ts":"2026-11-28T10:01:00Z","session_id":"s\#(index)","seq":0,"direction":"exit","strategy":"\#(text)","outcome":"failed","failure":"\#(text)","duration_ms":100,"restore":{"method":"index_path","container":"table_view","section":0,"item":1,"restored_section":0,"restored_item":2}}"#)
        }
        let file = try dir.write("inject.ndjson", lines.joined(separator: "\n") + "\n{broken\n")
        let db = dir.file("s.sqlite")
        let result = runInProcess(["ingest", "--db", db, file])
        #expect(result.status == 0, "\(result.stderr)")
        return db
    }

    private func dataRows(_ csv: String) -> [String] {
        Array(csv.split(separator: "\r\n").dropFirst().map(String.init))
    }

    @Test func everyReportFilterBindsItsValueAndMatchesOnlyTheExactString() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        let before = try fileBytes(db)
        let reports = ["failure-rates", "failures", "restore", "durations", "best-strategy"]
        for report in reports {
            for (option, dimension) in [("--strategy", "strategy"), ("--app-version", "app_version"), ("--device", "device_model")] {
                for value in Self.injections {
                    // best-strategy ranks strategies, so it groups by something else.
                    let by = report == "best-strategy" ? "os_major" : dimension
                    let result = runInProcess(["report", report, "--db", db, "--format", "csv", "--by", by, option, value])
                    #expect(result.status == 0, "\(report) \(option) \(value): \(result.stderr)")
                    let rows = dataRows(result.stdout)
                    #expect(rows.count <= 1, "\(report) \(option) \(value) matched \(rows.count) groups")
                    // --strategy and --app-version take comma-separated lists: a value with a
                    // comma is two values, neither stored.
                    let listSplit = option != "--device" && value.contains(",")
                    if report != "best-strategy" {
                        #expect(rows.count == (listSplit ? 0 : 1), "\(report) \(option) \(value): \(result.stdout)")
                    }
                }
            }
            for (option, value) in [("--os-version", "' OR 1=1 --"), ("--os-version", "%"), ("--app-version", "nothing' OR 'a'='a")] {
                let result = runInProcess(["report", report, "--db", db, "--format", "csv", option, value])
                #expect(result.status == 0, "\(report) \(option) \(value): \(result.stderr)")
                #expect(dataRows(result.stdout).isEmpty, "\(report) \(option) \(value): \(result.stdout)")
            }
            // Typed filters refuse what they cannot parse: a usage error, never SQL.
            for (option, value) in [
                ("--os-major", "13 OR 1=1"), ("--direction", "exit' OR '1'='1"), ("--since", "2026-01-01' OR 1=1"),
                ("--until", "x'; DROP TABLE transitions"), ("--by", "strategy; DROP TABLE transitions"),
                ("--sort", "attempts; DROP TABLE transitions"), ("--min-attempts", "1 OR 1=1"),
            ] {
                let result = runInProcess(["report", report, "--db", db, "--format", "csv", option, value])
                #expect(result.status == 64, "\(report) \(option) \(value): \(result.status) \(result.stderr)")
            }
        }
        for value in Self.injections {
            for option in ["--reason", "--file"] {
                let result = runInProcess(["rejects", "--db", db, "--format", "csv", option, value])
                #expect(result.status == 0 || result.status == 64, "rejects \(option) \(value): \(result.stderr)")
                #expect(dataRows(result.stdout).isEmpty, "rejects \(option) \(value): \(result.stdout)")
            }
        }
        #expect(try fileBytes(db) == before)
        let store = try Store(path: db, access: .read).database
        #expect(try store.scalar(sql: "SELECT count(*) FROM transitions") == .integer(Int64(Self.injections.count)))
        #expect(try store.scalar(sql: "SELECT count(*) FROM sessions") == .integer(Int64(Self.injections.count)))
    }

    @Test func sqlParametersAreBoundNotSpliced() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        for value in Self.injections {
            let result = runInProcess([
                "sql", "--db", db, "--format", "csv", "--param", "s=\(value)",
                "SELECT count(*) AS n FROM transition_facts WHERE strategy = :s",
            ])
            #expect(result.status == 0, "\(value): \(result.stderr)")
            // Text that reads as a number binds as a number and matches nothing stored as text.
            let expected = value == "0 OR 1=1" || value == "%" || value == "_" ? ["1", "0"] : ["1"]
            #expect(expected.contains(dataRows(result.stdout).first ?? ""), "\(value): \(result.stdout)")
        }
    }

    @Test(arguments: [
        "SELECT load_extension('/lib/x86_64-linux-gnu/libm.so.6')",
        "SELECT load_extension('libsqlite3_mod_nonexistent')",
        "PRAGMA wal_checkpoint(TRUNCATE)",
        "PRAGMA main.journal_mode = DELETE",
        "PRAGMA synchronous = OFF",
        "PRAGMA foreign_keys = OFF",
        "PRAGMA writable_schema = ON",
        "PRAGMA page_size = 512",
        "PRAGMA auto_vacuum = FULL",
        "PRAGMA application_id = 7",
        "PRAGMA incremental_vacuum",
        "PRAGMA optimize",
        "PRAGMA temp.journal_mode = OFF",
        "SELECT * FROM pragma_journal_mode('DELETE')",
        "VACUUM INTO '/tmp/fstel-vacuum-copy.sqlite'",
        "ATTACH 'file:/tmp/fstel-attach.sqlite?mode=rwc' AS x",
        "REINDEX",
        "ANALYZE",
        "CREATE TEMP TABLE t AS SELECT 1",
        "CREATE TEMP VIEW v AS SELECT 1",
        "INSERT INTO rejected_lines (source_id, generation, line, byte_offset, reason, raw, raw_length) SELECT 1, 1, 1, 0, 'x', x'00', 1",
        "REPLACE INTO device_names VALUES ('a', 'b')",
        "SAVEPOINT a",
        "COMMIT",
    ])
    func sqlCommandCannotWriteAttachLoadExtensionsOrChangePersistentPragmas(sql: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let db = try makeStore(dir)
        let before = try fileBytes(db)
        let pragmas = try Store(path: db, access: .read).database.rows(sql: "SELECT * FROM pragma_journal_mode, pragma_page_size, pragma_auto_vacuum, pragma_application_id, pragma_user_version")
        let result = runInProcess(["sql", "--db", db, sql])
        #expect(result.status != 0, "\(sql) was run: \(result.stdout)")
        #expect(result.stderr.contains("refused") || result.stderr.contains("not authorized") || result.stderr.contains("Error"), "\(result.stderr)")
        #expect(try fileBytes(db) == before)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/fstel-vacuum-copy.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/fstel-attach.sqlite"))
        let store = try Store(path: db, access: .read).database
        #expect(try store.rows(sql: "SELECT * FROM pragma_journal_mode, pragma_page_size, pragma_auto_vacuum, pragma_application_id, pragma_user_version") == pragmas)
        #expect(try store.scalar(sql: "SELECT count(*) FROM rejected_lines") == .integer(1))
    }

    /// Not a store, another application's SQLite file, a store with a damaged header and a
    /// truncated store: every command refuses them with exit 78 naming the file, and never
    /// writes to them.
    @Test func foreignOrDamagedFilesAreRefusedByEveryCommandAndNeverModified() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try makeStore(dir)
        let storeBytes = try fileBytes(store)
        var candidates: [String: Data] = [:]
        candidates["text.sqlite"] = Data(String(repeating: "not a database\n", count: 400).utf8)
        var header = storeBytes
        header.replaceSubrange(0..<16, with: Data("SQLite format 2\u{0}".utf8))
        candidates["bad-header.sqlite"] = header
        candidates["truncated.sqlite"] = storeBytes.prefix(storeBytes.count / 3 / 4096 * 4096 + 100)
        var zeroedSchema = storeBytes
        zeroedSchema.replaceSubrange(100..<4096, with: Data(repeating: 0xEE, count: 3996))
        candidates["damaged-schema.sqlite"] = zeroedSchema
        do {
            let other = try Database(path: dir.file("other.sqlite"))
            try other.execute(sql: "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'a')")
        }
        candidates["other.sqlite"] = try fileBytes(dir.file("other.sqlite"))
        let log = try dir.write("a.ndjson", #"{"type":"transition","ts":1764324000000,"session_id":"z","seq":0,"direction":"enter","strategy":"w","outcome":"ok"}"# + "\n")
        for (name, bytes) in candidates {
            let path = dir.file(name)
            for command in [
                ["ingest", "--db", path, log], ["migrate", "--db", path], ["report", "failure-rates", "--db", path],
                ["sql", "--db", path, "SELECT 1"], ["rejects", "--db", path], ["schema", "--db", path],
            ] {
                try bytes.write(to: URL(fileURLWithPath: path))
                let result = runInProcess(command)
                #expect(result.status == 78, "\(name) \(command[0]): \(result.status) \(result.stderr)")
                #expect(result.stderr.contains(path), "\(name) \(command[0]): \(result.stderr)")
                #expect(try fileBytes(path) == bytes, "\(name) was modified by \(command[0])")
                #expect(walIsEmpty(path), "\(name) \(command[0]) wrote a write-ahead log")
            }
        }
    }
}
