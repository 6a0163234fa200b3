import Foundation
import FSTelGenerator
@testable import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport

/// One transition as read straight from the generated files with JSONSerialization,
/// joined in Swift to its session's `session_start`: the independent truth the
/// reports are checked against.
struct Fact {
    var strategy: String
    var outcome: String
    var failure: String?
    var direction: String
    var ts: Int64
    var duration: Double?
    var trigger: String?
    var appState: String?
    var osName: String?
    var osVersion: String?
    var device: String?
    var appVersion: String?
    var method: String?
    var container: String?
    var section: Int?
    var item: Int?
    var restoredSection: Int?
    var restoredItem: Int?
    var cellReused: Bool?

    var osMajor: Int? { osVersion.flatMap { Int($0.split(separator: ".")[0]) } }

    var osMinor: String? {
        guard let osVersion else { return nil }
        let parts = osVersion.split(separator: ".")
        return "\(parts[0]).\(parts.count > 1 ? Int(parts[1])! : 0)"
    }

    var day: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(ts) / 1000))
        return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }

    var isAttempt: Bool { outcome == "ok" || outcome == "failed" }
    var isRestore: Bool {
        direction == "exit" && section != nil && item != nil && restoredSection != nil && restoredItem != nil
    }

    /// The value of a dimension, as text ("∅" for none).
    func value(_ dimension: String) -> String {
        let v: Any?
        switch dimension {
        case "strategy": v = strategy
        case "os_name": v = osName
        case "os_major": v = osMajor
        case "os_minor": v = osMinor
        case "os_version": v = osVersion
        case "device_model": v = device
        case "app_version": v = appVersion
        case "direction": v = direction
        case "trigger": v = trigger
        case "app_state": v = appState
        case "method": v = method
        case "container": v = container
        case "day": v = day
        default: fatalError("no dimension \(dimension)")
        }
        return v.map { "\($0)" } ?? "∅"
    }

    func key(_ dimensions: [String]) -> [String] { dimensions.map(value) }
}

func text(_ value: DatabaseValue?) -> String {
    switch value {
    case .integer(let v)?: return String(v)
    case .real(let v)?: return String(v)
    case .text(let v)?: return v
    default: return "∅"
    }
}

/// Generated logs, ingested into a store, and parsed independently into facts.
final class Corpus: @unchecked Sendable {
    let directory: TemporaryDirectory
    let storePath: String
    let facts: [Fact]

    /// Built once per test process (generation and ingest take a moment). Tests run in
    /// parallel, so each opens its own connection with ``open()``.
    static let shared: Corpus = try! Corpus(sessions: 600, seed: 42)

    /// A read-only connection to the corpus store.
    func open() throws -> Database {
        try Store(path: storePath, access: .read).database
    }

    init(sessions: Int, seed: UInt64) throws {
        directory = try TemporaryDirectory()
        let logs = directory.file("logs")
        var options = GeneratorOptions(sessions: sessions, seed: seed, files: 3, days: 4)
        options.extraFieldRate = 0.03
        let summary = try FSTelGenerator.generateLogs(options, into: logs)
        storePath = directory.file("store.sqlite")
        let store = try Store(path: storePath, access: .write)
        _ = try Ingestor(store: store).ingest(paths: summary.files)
        facts = try Self.parse(summary.files)
    }

    static func parse(_ files: [String]) throws -> [Fact] {
        var starts: [String: [String: Any]] = [:]
        var transitions: [[String: Any]] = []
        for file in files {
            let content = try String(contentsOfFile: file, encoding: .utf8)
            for line in content.split(separator: "\n") where !line.isEmpty {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
                switch object["type"] as! String {
                case "session_start": starts[object["session_id"] as! String] = object
                case "transition": transitions.append(object)
                default: break
                }
            }
        }
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        func millis(_ ts: Any) -> Int64 {
            if let number = ts as? NSNumber { return number.int64Value }
            let text = ts as! String
            let date = withFraction.date(from: text) ?? plain.date(from: text)!
            return Int64((date.timeIntervalSince1970 * 1000).rounded())
        }
        var seen = Set<String>()
        return transitions.compactMap { t in
            let session = t["session_id"] as! String
            guard seen.insert("\(session)#\(t["seq"]!)").inserted else { return nil }
            let start = starts[session]
            let device = start?["device"] as? [String: Any]
            let app = start?["app"] as? [String: Any]
            let restore = t["restore"] as? [String: Any]
            return Fact(
                strategy: t["strategy"] as! String, outcome: t["outcome"] as! String, failure: t["failure"] as? String,
                direction: t["direction"] as! String, ts: millis(t["ts"]!), duration: (t["duration_ms"] as? NSNumber)?.doubleValue,
                trigger: t["trigger"] as? String, appState: t["app_state"] as? String,
                osName: device?["os"] as? String, osVersion: device?["os_version"] as? String,
                device: device?["model"] as? String, appVersion: app?["version"] as? String,
                method: restore?["method"] as? String, container: restore?["container"] as? String,
                section: restore?["section"] as? Int, item: restore?["item"] as? Int,
                restoredSection: restore?["restored_section"] as? Int, restoredItem: restore?["restored_item"] as? Int,
                cellReused: restore?["cell_reused"] as? Bool)
        }
    }
}
