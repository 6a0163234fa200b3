import Foundation
import Testing
import FSTelGenerator

/// A fresh temporary directory, removed by the caller with `cleanup`.
func makeTempDir(_ label: String = #function) -> String {
    let name = "fstel-gen-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func cleanup(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

func readBytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// Decompresses a gzip file with `/bin/gzip -dc`.
func gunzip(_ path: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-dc", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "gzip -dc \(path) failed")
    return [UInt8](data)
}

/// Splits on `\n`; every generated line ends with one.
func splitLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    for (i, b) in bytes.enumerated() where b == 0x0A {
        lines.append(Array(bytes[start..<i]))
        start = i + 1
    }
    if start < bytes.count { lines.append(Array(bytes[start...])) }
    return lines
}

/// True when some JSON object in the line names a key twice (JSONSerialization hides it).
func hasDuplicateKey(_ bytes: [UInt8]) -> Bool {
    var stack: [(isObject: Bool, keys: Set<[UInt8]>)] = []
    var expectKey = false
    var i = 0
    while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: "{"):
            stack.append((true, []))
            expectKey = true
        case UInt8(ascii: "["):
            stack.append((false, []))
            expectKey = false
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            _ = stack.popLast()
            expectKey = false
        case UInt8(ascii: ","):
            expectKey = stack.last?.isObject ?? false
        case UInt8(ascii: "\""):
            var j = i + 1
            var text: [UInt8] = []
            while j < bytes.count && bytes[j] != UInt8(ascii: "\"") {
                if bytes[j] == UInt8(ascii: "\\") { text.append(bytes[j]); j += 1 }
                if j < bytes.count { text.append(bytes[j]) }
                j += 1
            }
            if expectKey && !stack.isEmpty {
                if !stack[stack.count - 1].keys.insert(text).inserted { return true }
                expectKey = false
            }
            i = j
        default:
            break
        }
        i += 1
    }
    return false
}

func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
}

/// `ts` as epoch milliseconds: a number, or RFC 3339 with `Z` or `±HH:MM`.
func parseTimestamp(_ value: Any) -> Int64? {
    if let s = value as? String {
        let b = Array(s.utf8)
        func num(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count else { return nil }
            var v = 0
            for k in from..<(from + count) {
                guard b[k] >= 48 && b[k] <= 57 else { return nil }
                v = v * 10 + Int(b[k] - 48)
            }
            return v
        }
        guard b.count >= 20, let y = num(0, 4), b[4] == 45, let mo = num(5, 2), b[7] == 45, let d = num(8, 2),
              b[10] == UInt8(ascii: "T"), let h = num(11, 2), let mi = num(14, 2), let sec = num(17, 2) else { return nil }
        var i = 19
        var millis = 0
        if b[i] == UInt8(ascii: ".") {
            guard let m = num(20, 3) else { return nil }
            millis = m
            i = 23
        }
        var offset = 0
        if i < b.count && b[i] == UInt8(ascii: "Z") {
            guard i + 1 == b.count else { return nil }
        } else {
            guard i + 6 == b.count, let oh = num(i + 1, 2), let om = num(i + 4, 2) else { return nil }
            offset = (oh * 60 + om) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
        }
        let days = daysFromCivil(year: y, month: mo, day: d)
        let seconds = days * 86_400 + h * 3600 + mi * 60 + sec - offset * 60
        return Int64(seconds) * 1000 + Int64(millis)
    }
    if let n = value as? Int { return Int64(n) }
    return nil
}

struct ParsedTransition {
    var sessionID: String
    var seq: Int
    var direction: String
    var strategy: String
    var outcome: String
    var failure: String?
    var ms: Int64
    var file: Int
    var line: Int
    var appState: String?
    var restore: [String: Any]?
}

struct ParsedSession {
    var model: String
    var os: String
    var osVersion: String
    var major: Int
    var ms: Int64
    var file: Int
    var line: Int
}

/// Every line of a set of generated files, classified the way ingest would.
struct Corpus {
    var total = 0
    var valid = 0
    var duplicates = 0
    var bad = 0
    var formatProblems: [String] = []
    var sessions: [String: ParsedSession] = [:]
    var ends: Set<String> = []
    var transitions: [ParsedTransition] = []
    var extraFieldLines = 0
    var epochTimestamps = 0
    var zuluTimestamps = 0
    var offsetTimestamps = 0
    var lineLengths: [Int] = []
    private var seen: Set<String> = []

    init(files: [[UInt8]]) {
        for (f, bytes) in files.enumerated() {
            for (n, line) in splitLines(bytes).enumerated() {
                add(line, file: f, lineNumber: n)
            }
        }
    }

    private mutating func add(_ line: [UInt8], file: Int, lineNumber: Int) {
        total += 1
        guard String(bytes: line, encoding: .utf8) != nil, !hasDuplicateKey(line),
              let any = try? JSONSerialization.jsonObject(with: Data(line)),
              let object = any as? [String: Any] else {
            bad += 1
            return
        }
        if let problem = Corpus.check(object) {
            bad += 1
            formatProblems.append("\(problem): \(String(decoding: line, as: UTF8.self))")
            return
        }
        let type = object["type"] as! String
        let id = object["session_id"] as! String
        let key: String
        switch type {
        case "transition": key = "T|\(id)|\(object["seq"] as! Int)"
        case "session_start": key = "S|\(id)"
        default: key = "E|\(id)"
        }
        if !seen.insert(key).inserted {
            duplicates += 1
            return
        }
        valid += 1
        lineLengths.append(line.count)
        let ms = parseTimestamp(object["ts"]!)!
        if let ts = object["ts"] as? String {
            if ts.hasSuffix("Z") { zuluTimestamps += 1 } else { offsetTimestamps += 1 }
        } else {
            epochTimestamps += 1
        }
        let device = object["device"] as? [String: Any]
        if object["net"] != nil || device?["carrier"] != nil { extraFieldLines += 1 }
        switch type {
        case "transition":
            transitions.append(ParsedTransition(
                sessionID: id, seq: object["seq"] as! Int, direction: object["direction"] as! String,
                strategy: object["strategy"] as! String, outcome: object["outcome"] as! String,
                failure: object["failure"] as? String, ms: ms, file: file, line: lineNumber,
                appState: object["app_state"] as? String, restore: object["restore"] as? [String: Any]))
        case "session_start":
            let version = device!["os_version"] as! String
            sessions[id] = ParsedSession(
                model: device!["model"] as! String, os: device!["os"] as! String, osVersion: version,
                major: Int(version.split(separator: ".")[0])!, ms: ms, file: file, line: lineNumber)
        default:
            ends.insert(id)
        }
    }

    /// The first rule of format v1 the object breaks, or nil.
    static func check(_ o: [String: Any]) -> String? {
        if let v = o["v"] { guard (v as? Int) == 1, !(v is Bool) || (v as? Int) == 1 else { return "v is not 1" } }
        guard let type = o["type"] as? String else { return "type missing" }
        guard ["session_start", "session_end", "transition"].contains(type) else { return "unknown type" }
        guard let ts = o["ts"], parseTimestamp(ts) != nil else { return "bad ts" }
        guard let id = o["session_id"] as? String, (1...128).contains(id.count) else { return "bad session_id" }
        switch type {
        case "session_start":
            guard let device = o["device"] as? [String: Any],
                  device["model"] is String, device["os"] is String, let version = device["os_version"] as? String,
                  version.split(separator: ".").allSatisfy({ Int($0) != nil }) else { return "bad device" }
            if let screen = device["screen"] {
                guard let s = screen as? [String: Any], s["w"] is Int, s["h"] is Int, s["scale"] is Int else { return "bad screen" }
            }
            guard let app = o["app"] as? [String: Any], app["version"] is String, app["build"] is String else { return "bad app" }
            if let player = o["player"] { guard (player as? [String: Any])?["version"] is String else { return "bad player" } }
        case "session_end":
            if let reason = o["reason"] { guard reason is String else { return "bad reason" } }
        default:
            guard let seq = o["seq"] as? Int, seq >= 0 else { return "bad seq" }
            guard let direction = o["direction"] as? String, direction == "enter" || direction == "exit" else { return "bad direction" }
            guard o["strategy"] is String else { return "bad strategy" }
            guard let outcome = o["outcome"] as? String, ["ok", "failed", "cancelled", "ignored"].contains(outcome) else { return "bad outcome" }
            if outcome == "failed" {
                guard o["failure"] is String else { return "failed without failure" }
            } else {
                guard o["failure"] == nil else { return "failure without failed" }
            }
            if let d = o["duration_ms"] { guard let n = d as? Double, n >= 0 else { return "bad duration" } }
            for key in ["screen_bounds", "window_bounds"] {
                if let b = o[key] { guard let a = b as? [Int], a.count == 2 else { return "bad \(key)" } }
            }
            for key in ["trigger", "from_orientation", "to_orientation", "app_state"] {
                if let v = o[key] { guard v is String else { return "bad \(key)" } }
            }
            if let r = o["restore"] {
                guard let restore = r as? [String: Any], let method = restore["method"] as? String,
                      method == "index_path" || method == "superview",
                      restore["container"] is String, restore["list"] is String,
                      restore["section"] is Int, restore["item"] is Int else { return "bad restore" }
                if direction == "enter" && restore["restored_item"] != nil { return "restored index path on an enter" }
            }
        }
        return nil
    }
}

/// Generates into a fresh directory and returns the summary with each file's (decompressed) bytes.
func generate(_ options: GeneratorOptions) throws -> (GeneratedSummary, [[UInt8]]) {
    let dir = makeTempDir()
    defer { cleanup(dir) }
    let summary = try generateLogs(options, into: dir)
    let files = try summary.files.map { options.gzip ? try gunzip($0) : try readBytes($0) }
    return (summary, files)
}
