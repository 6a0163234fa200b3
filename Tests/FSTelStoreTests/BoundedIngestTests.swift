import Dispatch
import Foundation
import FSTelGenerator
import FSTelIO
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Every table of a store, each row as text, sorted: what two ingests of the same lines
/// must both hold, whatever their batches were. Times (of runs, sources, migrations) and
/// the name a stream was read under are left out.
private func everyTable(_ db: Database) throws -> [String: [String]] {
    var tables: [String: [String]] = [:]
    let names = try db.rows(sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .map { $0[0].string ?? "" }
    for name in names {
        let sql: String
        switch name {
        case "ingest_runs": sql = "SELECT run_id, command FROM ingest_runs"
        case "sources":
            sql = "SELECT source_id, kind, fingerprint, checkpoint_offset, checkpoint_line, compressed, generation FROM sources"
        case "schema_migrations": sql = "SELECT version FROM schema_migrations"
        default: sql = "SELECT * FROM \"\(name)\""
        }
        tables[name] = try db.rows(sql: sql).map { row in row.map { "\($0)" }.joined(separator: "|") }.sorted()
    }
    return tables
}

/// Writes `bytes` into the write end of a pipe, then closes it unless `keepOpen`.
private func feed(_ fd: Int32, _ bytes: [UInt8], keepOpen: Bool = false) {
    var written = 0
    while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        written += n
    }
    if !keepOpen { close(fd) }
}

/// Ingests `bytes` read from a pipe (a stream) into a new store at `path`.
private func ingestStream(_ bytes: [UInt8], into path: String, options: IngestOptions) throws -> (IngestReport, Store) {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let writeEnd = fds[1]
    let writer = Thread { feed(writeEnd, bytes) }
    writer.start()
    defer { close(fds[0]) }
    let store = try Store(path: path, access: .write)
    let report = try Ingestor(store: store, options: options).ingest(paths: ["/dev/fd/\(fds[0])"])
    return (report, store)
}

/// Generated logs of many distinct app versions and device models (each session brings
/// its own facts and summary keys), with the generator's late session starts.
private func highCardinalityLog(in dir: TemporaryDirectory) throws -> String {
    var options = GeneratorOptions(sessions: 300, seed: 13, files: 1, days: 3)
    options.appVersions = 400
    options.deviceModels = 500
    _ = try generateLogs(options, into: dir.file("logs"))
    return dir.file("logs/fstel-0001.ndjson")
}

/// Lines of sessions whose `session_start` arrives after their transitions, with lines
/// that fail to decode, blank lines and a line longer than the limit of 2,000 bytes.
private func lateStartAndBadLines() -> String {
    var lines: [String] = []
    for s in 0..<40 {
        let id = "late\(s)"
        for seq in 0..<3 {
            lines.append(Lines.transition(id, seq: seq, outcome: seq == 1 ? "failed" : "ok", failure: seq == 1 ? "black_screen" : nil))
        }
        lines.append(Lines.start(id, os: "17.\(s % 4)", model: "iPhone\(s % 7),1", app: "6.\(s % 5).0"))
        if s % 9 == 0 { lines.append(#"{"type":"transition","session_id":"\#(id)","oops""#) }
        if s % 11 == 0 { lines.append("") }
        if s % 13 == 0 { lines.append(#"{"type":"session_start","pad":""# + String(repeating: "x", count: 3000) + #""}"#) }
        lines.append(Lines.end(id))
    }
    return lines.joined(separator: "\n") + "\n"
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false
    var value: Bool { lock.withLock { set } }
    func raise() { lock.withLock { set = true } }
}

@Suite struct BoundedIngestTests {
    // MARK: Summary keys held by a batch

    @Test(arguments: [true, false])
    func aFileBatchPastTheSummaryKeyLimitCommitsEarlyAndStoresTheSameRows(pipelined: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = try highCardinalityLog(in: dir)
        func ingest(_ name: String, limit: Int) throws -> (report: IngestReport, batches: Int, tables: [String: [String]]) {
            let store = try Store(path: dir.file(name), access: .write)
            var options = IngestOptions()
            options.decodeOnSecondThread = pipelined
            options.maxBatchSummaryKeys = limit
            let batches = Counter()
            options.batchCommitted = { batches.add() }
            let report = try Ingestor(store: store, options: options).ingest(paths: [log])
            return (report, batches.value, try everyTable(store.database))
        }
        let whole = try ingest("whole.sqlite", limit: .max)
        let bounded = try ingest("bounded.sqlite", limit: 100)
        // One batch for the whole file without the limit; with it, a commit (and a new
        // batch) each time the batch reached 100 keys, at the end of a block of lines.
        #expect(whole.batches == 0)
        #expect(bounded.batches >= 5, "batches committed early: \(bounded.batches)")
        #expect(bounded.report.lines == whole.report.lines)
        #expect(bounded.report.stored == whole.report.stored)
        #expect(bounded.report.rejected == whole.report.rejected)
        #expect(bounded.tables == whole.tables)
        #expect((bounded.tables["transition_rows"]?.count ?? 0) > 1000)
    }

    @Test(arguments: [true, false])
    func aStreamBatchPastTheSummaryKeyLimitCommitsEarlyAndStoresTheSameRows(pipelined: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try highCardinalityLog(in: dir))))
        var options = IngestOptions()
        options.decodeOnSecondThread = pipelined
        options.commitIntervalSeconds = 3600
        let (whole, wholeStore) = try ingestStream(bytes, into: dir.file("whole.sqlite"), options: options)
        options.maxBatchSummaryKeys = 100
        let (bounded, boundedStore) = try ingestStream(bytes, into: dir.file("bounded.sqlite"), options: options)
        #expect(bounded.lines == whole.lines)
        #expect(bounded.stored == whole.stored)
        #expect(try everyTable(boundedStore.database) == everyTable(wholeStore.database))
    }

    @Test func heldSummaryKeysCountTheBatchsKeysAndNewFactsOnly() {
        var deltas = RollupDeltas()
        let strategy = deltas.strategy("window_transform")
        for n in 0..<10 {
            let facts = deltas.intern(RollupDeltas.Facts(
                osName: "iOS", osVersion: "17.\(n)", deviceModel: "iPhone\(n),1", appVersion: "6.0.\(n)", osMajor: 17, osMinor: Int64(n)))
            deltas.add(RollupDeltas.Key(facts: facts, day: 20_000, enter: true, strategy: strategy), outcome: 0, extras: .init())
            deltas.add(RollupDeltas.Key(facts: facts, day: 20_001, enter: true, strategy: strategy), outcome: 0, extras: .init())
        }
        // 20 rollup keys, 2 dimension combinations (a day each: the same values), 10 facts.
        #expect(deltas.heldKeys == 20 + 2 + 10 * RollupDeltas.factWeight)
        // Written: the counts are forgotten; the facts kept for the next batch weigh nothing.
        deltas.removeAll()
        #expect(deltas.heldKeys == 0)
        let again = deltas.intern(RollupDeltas.Facts(
            osName: "iOS", osVersion: "17.0", deviceModel: "iPhone0,1", appVersion: "6.0.0", osMajor: 17, osMinor: 0))
        deltas.add(RollupDeltas.Key(facts: again, day: 20_002, enter: false, strategy: strategy), outcome: 1, extras: .init())
        #expect(deltas.heldKeys == 3)  // a rollup key, a failure key, a dimension combination
    }

    @Test func theStoredSessionFilterKeepsItsMostBitsForAnyNumberOfSessionsAndMissesNoHash() {
        // Sized for 40M sessions: it has its most bits, and takes a quarter as many hashes.
        var large = StoredSessionFilter(capacity: 40_000_000)
        #expect(large.bitCount == StoredSessionFilter.maxBits)
        #expect(large.capacity == StoredSessionFilter.maxBits / 4)
        var hash: UInt64 = 0x1234_5678
        var inserted: [UInt64] = []
        for _ in 0..<50_000 {
            hash = hash &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            large.insert(hash)
            inserted.append(hash)
        }
        #expect(inserted.allSatisfy { large.mayContain($0) })
        #expect(!large.isOverfull)
        // A small one takes what it was sized for, at eight bits each, and no more.
        var small = StoredSessionFilter(capacity: 1000)
        #expect(small.bitCount >= 8000)
        for h in inserted.prefix(1000) { small.insert(h) }
        #expect(!small.isOverfull)
        small.insert(inserted[1000])
        #expect(small.isOverfull)
        #expect(inserted.prefix(1001).allSatisfy { small.mayContain($0) })
    }

    // MARK: Streams decoded on the second thread

    @Test(arguments: ["plain", "bad lines", "late starts"])
    func aStreamDecodedOnTheSecondThreadStoresWhatLineByLineStores(input: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let text: String
        switch input {
        case "plain":
            _ = try generateLogs(GeneratorOptions(sessions: 120, seed: 4, files: 1, days: 2), into: dir.file("logs"))
            text = try String(contentsOfFile: dir.file("logs/fstel-0001.ndjson"), encoding: .utf8)
        case "bad lines":
            _ = try generateLogs(GeneratorOptions(sessions: 120, seed: 4, files: 1, days: 2), into: dir.file("logs"))
            let generated = try String(contentsOfFile: dir.file("logs/fstel-0001.ndjson"), encoding: .utf8)
            text = generated.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                index % 97 == 5 ? "not json \(index)\n\(line)" : index % 151 == 7 ? "   \n\(line)" : String(line)
            }.joined(separator: "\n") + #"{"type":"transition","unterminated"#
        default:
            text = lateStartAndBadLines()
        }
        let bytes = Array(text.utf8)
        var tables: [[String: [String]]] = []
        var reports: [IngestReport] = []
        for pipelined in [true, false] {
            var options = IngestOptions()
            options.decodeOnSecondThread = pipelined
            options.maxLineBytes = 2000
            options.batchLines = 300
            let (report, store) = try ingestStream(bytes, into: dir.file("s-\(pipelined).sqlite"), options: options)
            reports.append(report)
            tables.append(try everyTable(store.database))
        }
        #expect(reports[0].lines == reports[1].lines)
        #expect(reports[0].stored == reports[1].stored)
        #expect(reports[0].rejected == reports[1].rejected)
        #expect(reports[0].blank == reports[1].blank)
        #expect(reports[0].files[0].pendingBytes == reports[1].files[0].pendingBytes)
        #expect(reports[0].lines > 100)
        if input != "plain" { #expect(reports[0].rejected > 0) }
        #expect(tables[0] == tables[1])
    }

    @Test(arguments: ["file", "stream"])
    func blocksTheDecodingThreadHasNotStartedAreDecodedByTheWriterWithTheSameRows(input: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let log = try dir.write("mixed.ndjson", lateStartAndBadLines() + String(repeating: lateStartAndBadLines(), count: 3))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: log)))
        var options = IngestOptions()
        options.maxLineBytes = 2000
        options.batchLines = 300
        options.decodeOnSecondThread = false
        let (_, reference) = try ingestStream(bytes, into: dir.file("reference.sqlite"), options: options)
        options.decodeOnSecondThread = true
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let ingestor = try Ingestor(store: store, options: options)
        let pipeline = try #require(ingestor.engine.pipeline)
        // The decoding thread never gets to run: every block is read by the writer.
        pipeline.suspendDecodingThread()
        let report: IngestReport
        if input == "file" {
            report = try ingestor.ingest(paths: [log])
        } else {
            var fds: [Int32] = [0, 0]
            #expect(pipe(&fds) == 0)
            let writeEnd = fds[1]
            let writer = Thread { feed(writeEnd, bytes) }
            writer.start()
            defer { close(fds[0]) }
            report = try ingestor.ingest(paths: ["/dev/fd/\(fds[0])"])
        }
        pipeline.resumeDecodingThread()
        #expect(report.lines + report.blank == bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count - 1)
        #expect(report.rejected > 0)
        var stored = try everyTable(store.database), expected = try everyTable(reference.database)
        // A file keeps a checkpoint; the stream read for the reference does not.
        stored["sources"] = nil
        expected["sources"] = nil
        stored["ingest_files"] = nil
        expected["ingest_files"] = nil
        #expect(stored == expected)
        #expect(try store.database.int("SELECT sum(lines) FROM ingest_files") == report.lines)
    }

    @Test(.timeLimit(.minutes(10)), arguments: [true, false])
    func aStopWhileAStreamWaitsStoresEveryLineReadAfterCommittingThemOnTheWait(pipelined: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let complete = lateStartAndBadLines()
        let path = dir.file("s.sqlite")
        _ = try Store(path: path, access: .write)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let stop = Flag()
        var options = IngestOptions()
        options.decodeOnSecondThread = pipelined
        options.maxLineBytes = 2000
        options.commitIntervalSeconds = 3600
        options.stopRequested = { @Sendable () -> Bool in stop.value }
        let result = Box<Result<IngestReport, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let readEnd = fds[0], stopping = options
        let ingest = Thread {
            result.value = Result { try Ingestor(store: Store(path: path, access: .write), options: stopping).ingest(paths: ["/dev/fd/\(readEnd)"]) }
            done.signal()
        }
        ingest.start()
        // Every line, then the start of one more, and the stream stays open.
        feed(fds[1], Array((complete + #"{"type":"session_end","#).utf8), keepOpen: true)
        // The input waits after its lines: they are committed while the stream stays open.
        let reader = try Database(path: path, mode: .readOnly)
        var committed = 0
        for _ in 0..<400 where committed < 120 {
            usleep(50_000)
            committed = Int(try reader.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0)
        }
        #expect(committed == 120)
        stop.raise()
        done.wait()
        let report = try #require(try result.value?.get())
        #expect(report.interrupted)
        #expect(report.files[0].pendingBytes > 0)
        let clean = try ingestStream(Array(complete.utf8), into: dir.file("clean.sqlite"), options: { var o = IngestOptions(); o.maxLineBytes = 2000; return o }())
        #expect(report.lines == clean.0.lines)
        #expect(report.stored == clean.0.stored)
        #expect(try StoreContent(Store(path: path, access: .read)) == StoreContent(clean.1))
    }

    @Test(.timeLimit(.minutes(10)), arguments: [true, false])
    func aStreamWhoseLinesTrickleInCommitsWithinTheCommitInterval(pipelined: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        _ = try Store(path: path, access: .write)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        var options = IngestOptions()
        options.decodeOnSecondThread = pipelined
        options.commitIntervalSeconds = 0.2
        let done = DispatchSemaphore(value: 0)
        let readEnd = fds[0], trickling = options
        let ingest = Thread {
            _ = try? Ingestor(store: Store(path: path, access: .write), options: trickling).ingest(paths: ["/dev/fd/\(readEnd)"])
            done.signal()
        }
        ingest.start()
        // A line every 20 ms, never a pause as long as the stream's idle wait: the rows
        // are committed on time while lines keep coming.
        let reader = try Database(path: path, mode: .readOnly)
        var seenBeforeTheEnd = 0
        for seq in 0..<150 {
            feed(fds[1], Array((Lines.transition("trickle", seq: seq) + "\n").utf8), keepOpen: true)
            usleep(20_000)
            if seq >= 100 && seenBeforeTheEnd == 0 {
                seenBeforeTheEnd = Int(try reader.scalar(sql: "SELECT count(*) FROM transitions").int64 ?? 0)
            }
        }
        close(fds[1])
        done.wait()
        #expect(seenBeforeTheEnd > 0)
        #expect(try reader.scalar(sql: "SELECT count(*) FROM transitions").int64 == 150)
    }
}

private final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
