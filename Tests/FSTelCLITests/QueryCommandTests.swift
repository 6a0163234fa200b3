import CommandLineKit
import Foundation
import FSTelCLI
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// `fstel report ...` and `fstel sql` driven in-process, as a user would call them.
@Suite struct QueryCommandTests {
    /// A store filled from generated logs, made once.
    static let storePath: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fstel-cli-query-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let summary = try! generateLogs(GeneratorOptions(sessions: 300, seed: 5, files: 2, days: 3), into: dir + "/logs")
        let store = try! Store(path: dir + "/store.sqlite", access: .write)
        _ = try! Ingestor(store: store).ingest(paths: summary.files)
        return dir + "/store.sqlite"
    }()

    func fstel(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let (console, out, err) = Console.capturing(environment: ["FSTEL_DB": Self.storePath])
        let status = CommandLineTool.run(arguments, console: console)
        return (status, out.text, err.text)
    }

    func json(_ arguments: [String]) throws -> [[String: Any]] {
        let result = fstel(arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        return try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [[String: Any]]
    }

    @Test func failureRatesJSONHasTheDimensionsThenTheMetricsInOrder() throws {
        let result = fstel(["report", "failure-rates", "--by", "strategy,os_major", "--format", "json"])
        #expect(result.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [[String: Any]]
        #expect(!rows.isEmpty)
        let firstLine = result.out.split(separator: "\n")[1]
        let keys = ["strategy", "os_major", "attempts", "failures", "failure_rate", "ci_low", "ci_high", "cancelled", "ignored"]
        var position = firstLine.startIndex
        for key in keys {
            let found = firstLine.range(of: "\"\(key)\":", range: position..<firstLine.endIndex)
            #expect(found != nil, "\(key) in order")
            position = found?.upperBound ?? position
        }
        #expect(Set(rows[0].keys) == Set(keys))
        // Numbers are JSON numbers and the counts add up to the store's.
        let attempts = rows.reduce(0) { $0 + ($1["attempts"] as! Int) }
        let db = try Store(path: Self.storePath, access: .read).database
        #expect(try db.scalar(sql: "SELECT count(*) FROM transitions WHERE outcome IN ('ok', 'failed')") == .integer(Int64(attempts)))
        #expect(rows.allSatisfy { $0["failure_rate"] is Double || $0["failure_rate"] is Int || $0["failure_rate"] is NSNull })
    }

    @Test func filtersAndByOptionsReachTheReport() throws {
        let rows = try json(["report", "failure-rates", "--by", "os_major", "--by", "direction", "--strategy", "native_rotation",
                             "--os-major", "17,18", "--direction", "exit", "--min-attempts", "5", "--sort", "-attempts"])
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { [17, 18].contains($0["os_major"] as? Int ?? 0) && $0["direction"] as? String == "exit" })
        #expect(rows.allSatisfy { $0["insufficient"] is Bool })
        let failures = try json(["report", "failures", "--by", "strategy", "--device", "iPhone 11", "--since", "2026-11-27"])
        #expect(failures.allSatisfy { $0["failure"] is String && $0["share"] is Double || $0["share"] is Int })
        let restore = try json(["report", "restore", "--by", "method,container"])
        #expect(restore.contains { $0["method"] as? String == "index_path" })
        #expect(Set(restore[0].keys) == ["method", "container", "exits", "mismatches", "mismatch_rate", "ci_low", "ci_high", "cell_reused"])
        let durations = try json(["report", "durations"])
        #expect(Set(durations[0].keys) == ["strategy", "count", "p50_ms", "p90_ms", "p99_ms", "max_ms", "relative_error"])
        #expect(durations.allSatisfy { $0["relative_error"] as? Double == 0.01 })
        #expect(try json(["report", "durations", "--exact"]).allSatisfy { $0["relative_error"] as? Int == 0 })
        let best = try json(["report", "best-strategy", "--by", "os_major", "--min-attempts", "20"])
        #expect(best.contains { ($0["verdict"] as? String ?? "").hasPrefix("ship ") })
        let devices = try json(["report", "failure-rates", "--by", "device_model"])
        #expect(devices.contains { $0["device_model"] as? String == "iPhone12,1" && $0["device_name"] as? String == "iPhone 11" })
    }

    @Test func everyFormatPrints() throws {
        for format in ["table", "csv", "markdown"] {
            let result = fstel(["report", "failure-rates", "--by", "strategy", "--format", format])
            #expect(result.status == 0)
            #expect(result.out.contains("window_transform"))
        }
        let table = fstel(["report", "failure-rates", "--by", "strategy"]).out
        #expect(table.contains("%") && table.contains("["))
        #expect(fstel(["report", "failure-rates", "--format", "markdown"]).out.hasPrefix("| strategy | attempts |"))
    }

    @Test func badUsageExitsWith64AndSaysWhatIsValid() {
        let unknown = fstel(["report", "failure-rates", "--by", "planet"])
        #expect(unknown.status == 64)
        #expect(unknown.err.contains("unknown value 'planet' for --by") && unknown.err.contains("os_minor"))
        #expect(fstel(["report", "failure-rates", "--since", "last week"]).status == 64)
        #expect(fstel(["report", "failure-rates", "--sort", "nope"]).status == 64)
        #expect(fstel(["report", "failure-rates", "--direction", "sideways"]).status == 64)
        #expect(fstel(["report", "best-strategy", "--by", "strategy"]).status == 64)
        #expect(fstel(["report"]).status == 64)
        #expect(fstel(["sql"]).status == 64)
    }

    @Test func injectionInAFilterValueMatchesNothing() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: Self.storePath))
        let rows = try json(["report", "failure-rates", "--strategy", "x' OR 1=1; DROP TABLE transitions; --"])
        #expect(rows.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.storePath)) == before)
    }

    @Test func sqlRunsAReadOnlyQueryWithParametersAndAFile() throws {
        let rows = try json(["sql", "--param", "strategy=native_rotation", "SELECT count(*) AS n FROM transition_facts WHERE strategy = :strategy"])
        #expect((rows.first?["n"] as? Int ?? 0) > 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("q-\(UUID().uuidString).sql").path
        try "-- a saved query\nSELECT :x + 1 AS y;\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = fstel(["sql", "--file", file, "--param", "x=41", "--format", "csv"])
        #expect(fromFile.out == "y\r\n42\r\n")
    }

    @Test(arguments: ["DROP TABLE transitions", "INSERT INTO device_names VALUES ('a', 'b')",
                      "ATTACH DATABASE 'other.sqlite' AS o", "PRAGMA user_version = 9", "SELECT 1; DELETE FROM sessions"])
    func sqlRefusesChangesWithAClearErrorAndChangesNothing(sql: String) throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: Self.storePath))
        let result = fstel(["sql", sql])
        #expect(result.status == 65)
        #expect(result.err.hasPrefix("Error: "))
        #expect(!result.err.contains("not authorized"))
        #expect(result.err.contains("refused") || result.err.contains("only one statement"), "\(result.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.storePath)) == before)
    }

    @Test func schemaListsTheDeviceNamesAndRollupTables() {
        let result = fstel(["schema", "--format", "csv"])
        #expect(result.out.contains("device_names,table,model,TEXT"))
        #expect(result.out.contains("device_names,table,name,TEXT"))
        #expect(result.out.contains("transition_rollup,table,day,INTEGER"))
    }

    @Test func reportsRunTheSavedQueriesUnchanged() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let folder = root.path + "/reports"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(files.count >= 4)
        for file in files {
            let result = fstel(["sql", "--file", folder + "/" + file, "--format", "json"])
            #expect(result.status == 0, "\(file): \(result.err)")
            #expect((try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) != nil, "\(file)")
        }
    }
}
