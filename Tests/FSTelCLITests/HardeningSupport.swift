import Foundation
import FSTelGenerator
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import FSTelTestSupport

/// Multi-file input: two plain files and one gzip file of other sessions, with bad and
/// duplicate lines.
struct MixedInput {
    var files: [String]
    var validLines: Int

    init(in dir: TemporaryDirectory, sessions: Int = 1200, seed: UInt64 = 31) throws {
        var plain = GeneratorOptions(sessions: sessions, seed: seed, files: 2)
        plain.badRate = 0.02
        plain.dupRate = 0.02
        let a = try generateLogs(plain, into: dir.file("plain"))
        var packed = GeneratorOptions(sessions: sessions, seed: seed + 1, files: 1)
        packed.gzip = true
        packed.badRate = 0.02
        packed.dupRate = 0.02
        let b = try generateLogs(packed, into: dir.file("gzip"))
        files = a.files + b.files
        validLines = a.validLines + b.validLines
    }
}

/// Starts the built `fstel` without waiting for it; its output is discarded.
func startExecutable(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try builtExecutable())
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
}

/// What must be equal between a store and a reference store that ingested the same input
/// without interruption: rows, rejects, checkpoints, rollups and the per-file accounting.
let storeComparisonQueries = [
    "SELECT session_id, seq, ts, direction, strategy, outcome, failure, duration_ms, trigger, app_state, bounds_swapped, device_model, os_version, app_version, restore_method, restore_mismatch FROM transition_facts ORDER BY 1, 2",
    "SELECT session_id, started_at, ended_at, device_model, os_name, os_version, app_version, transitions FROM session_facts ORDER BY 1",
    "SELECT se.session_id, t.seq, s.path, t.line, t.extra FROM transitions t JOIN sources s USING (source_id) JOIN sessions se USING (session_key) ORDER BY 1, 2",
    "SELECT s.path, r.generation, r.line, r.byte_offset, r.reason, r.detail, r.raw, r.raw_length FROM rejected_lines r JOIN sources s USING (source_id) ORDER BY 2, 3",
    "SELECT path, generation, checkpoint_offset, checkpoint_line, file_size, compressed, read_to_end FROM sources ORDER BY 1",
    // Rows whose counts fell to zero when a session's facts arrived are skipped by every
    // reader (docs/metrics.md); the others must match exactly.
    "SELECT * FROM transition_rollup WHERE ok <> 0 OR failed <> 0 OR cancelled <> 0 OR ignored <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8",
    "SELECT s.path, sum(f.lines), sum(f.stored), sum(f.duplicates), sum(f.rejected), sum(f.blank), sum(f.bytes) FROM ingest_files f JOIN sources s USING (source_id) GROUP BY 1 ORDER BY 1",
]

/// Differences between two stores, as the queries whose results differ (empty: equal).
func storeDifferences(_ path: String, reference: String) throws -> [String] {
    let a = try Store(path: path, access: .read).database
    let b = try Store(path: reference, access: .read).database
    var differing: [String] = []
    for query in storeComparisonQueries where try a.rows(sql: query) != b.rows(sql: query) {
        differing.append(query)
    }
    return differing
}

/// Checks that a store's committed state is self-consistent: what `ingest_files` says
/// was stored and rejected is exactly what the tables hold, and SQLite finds no damage.
/// Returns the broken invariants (empty: consistent).
func storeInconsistencies(_ path: String) throws -> [String] {
    let db = try Store(path: path, access: .read).database
    var problems: [String] = []
    if try db.scalar(sql: "PRAGMA integrity_check") != .text("ok") { problems.append("integrity_check") }
    let row = try db.rows(sql: consistencySQL)[0]
    if row[0] != row[1] { problems.append("stored rows \(row[0]) != ingest_files.stored \(row[1])") }
    if row[2] != row[3] { problems.append("rejected_lines \(row[2]) != ingest_files.rejected \(row[3])") }
    if row[4] != row[5] { problems.append("rollup total \(row[4]) != transitions \(row[5])") }
    return problems
}

/// One statement (one snapshot): stored events, their accounting, rejects, rollup total.
let consistencySQL = """
    SELECT (SELECT count(*) FROM transitions) + (SELECT count(started_at) + count(ended_at) FROM sessions),
           (SELECT coalesce(sum(stored), 0) FROM ingest_files),
           (SELECT count(*) FROM rejected_lines),
           (SELECT coalesce(sum(rejected), 0) FROM ingest_files),
           (SELECT coalesce(sum(ok + failed + cancelled + ignored), 0) FROM transition_rollup),
           (SELECT count(*) FROM transitions)
    """

/// Runs `command` (an argument vector) through `/usr/bin/time` and returns the result with
/// the child's peak resident set size in KiB (nil when /usr/bin/time is missing).
func runMeasuringPeakMemory(_ arguments: [String]) throws -> (RunResult, peakKiB: Int?) {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
        return (try runExecutable(arguments), nil)
    }
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let report = dir.file("rss")
    let result = try runProcess("/usr/bin/time", ["-f", "%M", "-o", report, try builtExecutable()] + arguments)
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    let peak = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    return (result, peak)
}

/// Runs a shell script (bash) and returns its result; `$FSTEL` names the built binary.
func runShell(_ script: String) throws -> RunResult {
    var environment = ProcessInfo.processInfo.environment
    environment["FSTEL"] = try builtExecutable()
    return try runProcess("/bin/bash", ["-c", script], environment: environment)
}

func fileBytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Seconds since `start`.
func seconds(since start: Date) -> Double { Date().timeIntervalSince(start) }

/// True when `path` has no write-ahead log, or an empty one (a reader may leave an empty
/// `-wal` next to a WAL-mode file; it holds nothing).
func walIsEmpty(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
    return size == 0
}
