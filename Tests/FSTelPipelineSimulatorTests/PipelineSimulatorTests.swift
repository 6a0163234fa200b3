import Foundation
import FSTelIO
import FSTelModel
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A deterministic simulator of what log pipelines do to files (append, rotate by rename
/// or copytruncate, compression by every tool the reader reads, recompression by another
/// tool, hard links, snapshots, in-place rewrites, damaged archives, deletions),
/// interleaved with ingests (varied names, orders, batch sizes, `--final`, also while the
/// last line is half written, stops at random points, `fstel ingest` killed with SIGKILL),
/// streams of content also seen as files (a pipe as `<(cat ...)` gives, a FIFO, standard
/// input; whole or cut anywhere, plain or compressed), and prunes at cuts that the clock
/// moves forward and back. After every ingest and prune it checks the store against a
/// reference model: the complete lines the files and streams held when they were read, the
/// first line of each `(session, seq)` winning, pruned ones included.
///
/// Edits through a shared mapping (`mmap` with `MAP_SHARED`) change bytes already read and
/// keep the size; whether the kernel moves ctime depends on the page's state (and, on
/// ext4, on writeback and journal commits), so the simulator looks at the file as ingest
/// does: an edit that changed ctime is a rewrite in place; one that did not is not read
/// (until a `touch` follows) when the file holds its one whole record and no other record
/// has its first line, and is read as a rewrite when the file holds no record of its own,
/// as docs/ingest.md states (other cases are left out). Readers of another user (the
/// built `fstel` run as `nobody` with `setpriv`, when the test runs as root) run the
/// commands: the writing ones are refused with exit 77, the reading ones read, and none
/// creates a file or changes the store. Odd seeds run on tmpfs (`/dev/shm`) when there is
/// one, even seeds in the temporary directory.
///
/// Not simulated, and why:
/// - The wall clock itself: a file's ctime is set by the kernel, which a test cannot step;
///   clock steps are simulated where fstel reads the clock into the store, as prune cuts
///   (`--keep-days` against a stepped clock) that go back or jump ahead.
///
/// Environment:
/// - `FSTEL_SIM_SEED=N` replays seed N alone (a failure prints its seed and operations;
///   `FSTEL_SIM_TRACE=1` adds what each ingest read from each file, and on a rollup
///   difference the rows, keys and rejected lines of the sessions concerned;
///   `FSTEL_SIM_WATCH=TEXT` names the file where a line holding TEXT was first read).
/// - `FSTEL_SIM_SECONDS=S` runs seeds one after another for at most S seconds (default 40).
/// - `FSTEL_SIM_FIRST_SEED=N` starts at seed N (default 1).
/// - `FSTEL_SIM_SEEDS=K` runs at most K seeds.
///
/// Without any of them (CI), it runs seeds 1 to ``ciSeeds`` and stops at 40 s: a range
/// known to pass, so a faster machine never reaches seeds no one has run. Setting
/// `FSTEL_SIM_SECONDS` or `FSTEL_SIM_FIRST_SEED` lifts that cap (unless `FSTEL_SIM_SEEDS`
/// sets one) for long runs, e.g. `FSTEL_SIM_SECONDS=3600 FSTEL_SIM_FIRST_SEED=100000`.
@Suite struct PipelineSimulatorTests {
    /// Seeds the default (CI) run stays within: all of them pass.
    static let ciSeeds: UInt64 = 200

    @Test func randomFileOperationsStoreEveryCompleteLineOnce() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = Double(environment["FSTEL_SIM_SECONDS"] ?? "") ?? 40
        let deadline = Date().addingTimeInterval(seconds)
        var seeds: [UInt64] = []
        if let replay = environment["FSTEL_SIM_SEED"].flatMap(UInt64.init) {
            seeds = [replay]
        }
        var seed: UInt64 = UInt64(environment["FSTEL_SIM_FIRST_SEED"] ?? "") ?? 1
        let longRun = environment["FSTEL_SIM_SECONDS"] != nil || environment["FSTEL_SIM_FIRST_SEED"] != nil
        let seedLimit = UInt64(environment["FSTEL_SIM_SEEDS"] ?? "") ?? (longRun ? UInt64.max : Self.ciSeeds)
        let firstSeed = seed
        var operations = 0
        var mapped = [0, 0, 0]
        var foreign = 0
        var runs = 0
        while true {
            let current: UInt64
            if !seeds.isEmpty {
                guard runs < seeds.count else { break }
                current = seeds[runs]
            } else {
                guard Date() < deadline, seed - firstSeed < seedLimit else { break }
                current = seed
                seed += 1
            }
            runs += 1
            var simulation = try Simulation(seed: current)
            defer { simulation.cleanUp() }
            do {
                try simulation.run(steps: 120)
            } catch {
                Issue.record("pipeline simulator seed \(current) failed (replay: FSTEL_SIM_SEED=\(current)): \(error)\noperations:\n\(simulation.log.joined(separator: "\n"))")
                return
            }
            operations += simulation.log.count
            for line in simulation.log {
                if line.hasPrefix("mapped edit") { mapped[line.hasSuffix("not read") ? 0 : line.hasSuffix("rewrite") ? 2 : 1] += 1 }
                if line.hasPrefix("as nobody") { foreign += 1 }
            }
        }
        let range = seeds.isEmpty ? " (seeds \(firstSeed) to \(seed - 1))" : ""
        let kinds = "mapped edits: \(mapped[0]) not read, \(mapped[2]) read under another file's record, \(mapped[1]) moving ctime; \(foreign) commands as another user"
        FileHandle.standardError.write(Data("pipeline simulator: \(runs) seeds\(range), \(operations) operations (\(kinds))\n".utf8))
        #expect(runs > 0)
    }
}

/// A failed check, with what was expected and found.
struct SimulationFailure: Error, CustomStringConvertible {
    var description: String
}

/// The content of one file (shared by its hard links).
final class SimFile {
    var bytes: [UInt8]
    /// The tool that compressed the file on disk; nil for a plain file.
    var compressor: Compressor?
    var compressed: Bool { compressor != nil }
    /// A gzip file damaged on purpose: reading it fails.
    var damaged = false
    /// An ingest ran since the file was made.
    var ingested = false
    /// Rewritten in place: new content, read again whole by the next ingest.
    var rewritten = false
    /// An ingest with `--final` ran since the file was made: an unterminated last line was read.
    var readFinal = false
    /// The bytes an ingest takes the file to hold after an edit through a shared mapping
    /// that changed neither its size nor its ctime (nil when there is none): such an edit is
    /// not read (docs/ingest.md, "What the model cannot tell").
    var unseenEdit: [UInt8]?
    init(_ bytes: [UInt8], compressor: Compressor? = nil) {
        self.bytes = bytes
        self.compressor = compressor
    }

    /// The complete lines (and, when `final`, an unterminated last one).
    func lines(final: Bool) -> [String] {
        var result: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(String(decoding: bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        if final && start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return result
    }

    var endsWithNewline: Bool { bytes.isEmpty || bytes.last == 0x0A }
}

struct Simulation {
    /// The simulator's only source of randomness.
    var random: SeededRandom
    let dir: TemporaryDirectory
    let store: Store
    var files: [String: SimFile] = [:]
    var log: [String] = []
    // Reference model.
    /// Every complete line some ingest could read, in the order first read.
    var seen: [String] = []
    var seenSet: Set<String> = []
    /// Bad lines kept more than once are allowed for these (in a file rewritten in place).
    var rewrittenLines: Set<String> = []
    var pruneCut = 0
    var rows: [String: Int] = [:]
    /// The `(session, seq)` keys of the rows prunes deleted.
    var prunedKeys: Set<String> = []
    var counted: [Counted] = []
    var os: [String: Int] = [:]
    var badLines: [String] = []
    // The writer.
    var nextSession = 0
    var sessions: [(id: String, seq: Int, os: Int, started: Bool)] = []
    var written: [String] = []
    var bad = 0
    var repeats = 0
    var rotated = 0
    var copies = 0

    static let firstDay = 20_777  // 2026-11-20
    static let header = #"{"type":"session_start","ts":"2026-11-20T00:00:00Z","session_id":"header","device":{"model":"iPhone12,1","os":"iOS","os_version":"16.0"},"app":{"version":"1","build":"1"}}"#

    /// tmpfs, where odd seeds run: no page is ever written back, so a store through a shared
    /// mapping never moves ctime (on ext4 a journal commit or writeback may make it).
    static let tmpfs: String? = {
        let mounts = (try? String(contentsOfFile: "/proc/mounts", encoding: .utf8)) ?? ""
        let mounted = mounts.split(separator: "\n").contains { $0.split(separator: " ").dropFirst().prefix(2) == ["/dev/shm", "tmpfs"] }
        return mounted && access("/dev/shm", W_OK) == 0 ? "/dev/shm" : nil
    }()

    init(seed: UInt64) throws {
        random = SeededRandom(seed: seed)
        if let tmpfs = Self.tmpfs, seed % 2 == 1 {
            dir = try TemporaryDirectory(under: tmpfs)
        } else {
            dir = try TemporaryDirectory()
        }
        store = try Store(path: dir.file("store.sqlite"), access: .write)
    }

    func cleanUp() { dir.cleanUp() }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    // MARK: The writer

    mutating func newLine() -> String {
        if sessions.isEmpty || chance(8) {
            sessions.append((id: "s\(nextSession)", seq: 0, os: int(15...17), started: false))
            nextSession += 1
        }
        let index = int(0...(sessions.count - 1))
        let session = sessions[index]
        if !session.started && chance(30) {
            sessions[index].started = true
            return #"{"type":"session_start","ts":"2026-11-2\#(int(0...7))T09:00:00Z","session_id":"\#(session.id)","device":{"model":"iPhone12,1","os":"iOS","os_version":"\#(session.os).1"},"app":{"version":"1","build":"1"}}"#
        }
        if chance(6) {
            bad += 1
            return "bad line \(bad) {"
        }
        if session.seq > 0 && chance(5) {
            // The same (session, seq) again with another payload: the first read wins.
            // Numbered: two repeats never have the same bytes (the reference tells lines apart
            // by their bytes, so two equal lines would be one).
            let seq = int(0...(session.seq - 1))
            repeats += 1
            return transition(session.id, seq: seq, note: "again\(repeats)")
        }
        sessions[index].seq += 1
        return transition(session.id, seq: session.seq, note: nil)
    }

    /// A transition whose fields follow from (session, seq), so repeats differ only in `note`.
    func transition(_ session: String, seq: Int, note: String?) -> String {
        var h = UInt64(seq) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: session.hashValueStable)
        h ^= h >> 29
        let day = Int(h % 8)
        let outcome = h & 0x100 == 0 ? #""outcome":"ok""# : #""outcome":"failed","failure":"black_screen""#
        let strategy = h & 0x200 == 0 ? "window_transform" : "present_landscape_vc"
        let direction = h & 0x400 == 0 ? "enter" : "exit"
        let extra = note.map { #","note":"\#($0)""# } ?? ""
        return #"{"type":"transition","ts":"2026-11-2\#(day)T10:00:00Z","session_id":"\#(session)","seq":\#(seq),"direction":"\#(direction)","strategy":"\#(strategy)",\#(outcome)\#(extra)}"#
    }

    // MARK: File operations

    func write(_ name: String) throws {
        guard let file = files[name] else { return }
        let bytes = try onDisk(file)
        try Data(bytes).write(to: URL(fileURLWithPath: dir.file(name)))
    }

    /// Writes every name of `file` (hard links share the file on disk: write one).
    func writeFile(_ file: SimFile) throws {
        guard let name = files.first(where: { $0.value === file })?.key else { return }
        let path = dir.file(name)
        let bytes = try onDisk(file)
        // Rewrite in place (same inode), as an editor or exporter writing over it would.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
    }

    /// The bytes a file holds on disk: its content, compressed by its tool (cut in half when
    /// damaged).
    func onDisk(_ file: SimFile) throws -> [UInt8] {
        guard let tool = file.compressor else { return file.bytes }
        var out = try tool.compress(file.bytes)
        if file.damaged { out = Array(out.prefix(max(10, out.count / 2))) }
        return out
    }

    mutating func append(whole: Bool) throws {
        let file = files["app.log"] ?? SimFile([])
        if files["app.log"] == nil {
            files["app.log"] = file
            try Data().write(to: URL(fileURLWithPath: dir.file("app.log")))
        }
        var text = ""
        for _ in 0..<int(1...6) { text += newLine() + "\n" }
        if !whole {
            let line = newLine() + "\n"
            let cut = int(1...(line.utf8.count - 1))
            text += String(decoding: Array(line.utf8)[0..<cut], as: UTF8.self)
            pendingRest = Array(Array(line.utf8)[cut...])
        } else if let rest = pendingRest {
            text = String(decoding: rest, as: UTF8.self) + text
            pendingRest = nil
        }
        if pendingRest != nil && whole { pendingRest = nil }
        let bytes = Array(text.utf8)
        file.bytes += bytes
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dir.file("app.log")))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
    }
    var pendingRest: [UInt8]?

    /// Shifts app.log.N to app.log.N+1 and makes room for app.log.1.
    mutating func shiftRotated() throws {
        let numbered = files.keys.compactMap { name -> Int? in
            guard name.hasPrefix("app.log.") else { return nil }
            return Int(name.dropFirst(8).split(separator: ".")[0])
        }
        for n in numbered.sorted(by: >) {
            for suffix in [""] + Compressor.usable.map { "." + $0.suffix } {
                let from = "app.log.\(n)\(suffix)", to = "app.log.\(n + 1)\(suffix)"
                if let file = files[from] {
                    if files[to] != nil { try remove(to) }
                    try FileManager.default.moveItem(atPath: dir.file(from), toPath: dir.file(to))
                    files[to] = file
                    files[from] = nil
                }
            }
        }
    }

    /// A snapshot no ingest has seen yet: while it exists, the content it copies must stay
    /// where a record says it is, or the snapshot could not be told from new content
    /// (docs/ingest.md, "What the model cannot tell"), so no operation removes or changes it.
    ///
    /// A snapshot whose last line is unterminated (cut just before its line feed, say) is
    /// not read to its end until an ingest with `--final`: until then its last line is at
    /// no record's checkpoint, and if the content it copies were gone, `--final` would read
    /// that line as new content (counted again when its day was pruned), the same limit.
    var unseenSnapshot: Bool {
        files.contains { $0.key.hasPrefix("snap") && (!$0.value.ingested || !($0.value.endsWithNewline || $0.value.readFinal)) }
    }

    mutating func remove(_ name: String) throws {
        try FileManager.default.removeItem(atPath: dir.file(name))
        files[name] = nil
    }

    mutating func rotate(copytruncate: Bool, header: Bool) throws {
        guard let live = files["app.log"], pendingRest == nil, !(copytruncate && unseenSnapshot) else { return }
        try shiftRotated()
        if copytruncate {
            let copy = SimFile(live.bytes)
            files["app.log.1"] = copy
            try Data(copy.bytes).write(to: URL(fileURLWithPath: dir.file("app.log.1")))
            live.bytes = header ? Array((Self.header + "\n").utf8) : []
            try writeFile(live)
        } else {
            try FileManager.default.moveItem(atPath: dir.file("app.log"), toPath: dir.file("app.log.1"))
            files["app.log.1"] = live
            files["app.log"] = nil
            let fresh = SimFile(header ? Array((Self.header + "\n").utf8) : [])
            files["app.log"] = fresh
            try write("app.log")
        }
    }

    mutating func compressSome(keepPlain: Bool, tool: Compressor) throws {
        let plain = files.keys.filter { !(files[$0]!.compressed) }.sorted()
        guard !plain.isEmpty else { return }
        let name = plain[int(0...(plain.count - 1))]
        let target = (name == "app.log" ? "live\(copies)" : name) + "." + tool.suffix
        copies += 1
        guard files[target] == nil else { return }
        files[target] = SimFile(files[name]!.bytes, compressor: tool)
        // A copy of a rewrite not read yet is that rewrite's new content too.
        files[target]!.rewritten = files[name]!.rewritten && !files[name]!.ingested
        try write(target)
        if !keepPlain && name != "app.log" && !unseenSnapshot { try remove(name) }
    }

    /// A compressed file compressed again by another tool (or the same one at another
    /// level), under the new tool's name; the old one deleted or kept.
    mutating func recompress(tool: Compressor, keepOld: Bool) throws {
        let packed = files.keys.filter { files[$0]!.compressed && !files[$0]!.damaged }.sorted()
        guard !packed.isEmpty else { return }
        let name = packed[int(0...(packed.count - 1))]
        let base = String(name[..<name.lastIndex(of: ".")!])
        let target = base + "." + tool.suffix + (files[base + "." + tool.suffix] == nil ? "" : ".\(copies)")
        copies += 1
        guard files[target] == nil else { return }
        let file = files[name]!
        let copy = SimFile(file.bytes, compressor: tool)
        copy.rewritten = file.rewritten && !file.ingested
        files[target] = copy
        try write(target)
        log.append("  \(name) -> \(target)")
        if !keepOld && !unseenSnapshot { try remove(name) }
    }

    mutating func hardLink() throws {
        let names = files.keys.sorted()
        guard !names.isEmpty else { return }
        let name = names[int(0...(names.count - 1))]
        let link = "link\(copies)" + (files[name]!.compressor.map { "." + $0.suffix } ?? "")
        copies += 1
        try FileManager.default.linkItem(atPath: dir.file(name), toPath: dir.file(link))
        files[link] = files[name]
    }

    mutating func snapshot() throws {
        let plain = files.keys.filter { !(files[$0]!.compressed) }.sorted()
        guard !plain.isEmpty else { return }
        let name = plain[int(0...(plain.count - 1))]
        let bytes = files[name]!.bytes
        let cut = bytes.isEmpty ? 0 : int(0...bytes.count)
        let target = "snap\(copies).part"
        copies += 1
        files[target] = SimFile(Array(bytes[0..<cut]))
        files[target]!.rewritten = files[name]!.rewritten && !files[name]!.ingested
        try write(target)
    }

    mutating func rewrite() throws {
        let plain = files.keys.filter { !(files[$0]!.compressed) && $0 != "app.log" }.sorted()
        guard !plain.isEmpty, !unseenSnapshot else { return }
        let name = plain[int(0...(plain.count - 1))]
        let file = files[name]!
        var lines = file.lines(final: false)
        guard !lines.isEmpty, file.endsWithNewline else { return }
        // A rewrite is new content, read again whole: its transitions of days already pruned
        // are duplicates all the same (prune keeps their keys).
        for line in lines { rewrittenLines.insert(line) }
        let index = int(0...(lines.count - 1))
        switch int(0...3) {
        case 0: lines.remove(at: index)                                       // shorter
        case 1: lines.insert(newLine(), at: index)                            // longer
        case 2: lines[index] = lines[index].replacingOccurrences(of: "\"ok\"", with: "\"OK\"")  // same size
        default: lines[index] = lines[index] + " "                           // edited
        }
        file.bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        file.rewritten = true
        file.ingested = false
        try writeFile(file)
    }

    /// Damages a gzip file whose content every ingest so far has read.
    mutating func damageReadGzip() throws {
        let names = files.keys.filter { files[$0]!.compressor?.format == "gzip" && !files[$0]!.damaged }.sorted()
        guard !names.isEmpty, !unseenSnapshot else { return }
        let name = names[int(0...(names.count - 1))]
        let file = files[name]!
        guard file.lines(final: false).allSatisfy({ seenSet.contains($0) }), file.endsWithNewline else { return }
        file.damaged = true
        try writeFile(file)
    }

    /// The day of a transition line, nil for other lines.
    static func day(of line: String) -> Int? {
        guard line.hasPrefix(#"{"type":"transition","ts":"2026-11-2"#) else { return nil }
        let digit = line[line.index(line.startIndex, offsetBy: 36)]
        return digit.wholeNumberValue.map { firstDay + $0 }
    }

    // MARK: Ingest and prune

    mutating func ingest() throws {
        var names = files.keys.sorted()
        names.shuffle(using: &random)
        // `--final` also while the live file's last line is half written: it is read whole,
        // and the writer completes it later.
        let final = chance(30)
        var options = IngestOptions()
        options.final = final
        options.batchLines = [1, 2, 7, 500_000][int(0...3)]
        options.decodeOnSecondThread = chance(50)
        let stopAfter = chance(15) ? int(1...40) : nil
        if let stopAfter {
            let counter = Counter()
            options.stopRequested = { counter.next() > stopAfter }
        }
        let paths = names.map { name -> String in
            switch int(0...2) {
            case 0: return dir.file(name)
            case 1: return dir.path + "/./" + name
            default: return dir.path + "/../" + (dir.path as NSString).lastPathComponent + "/" + name
            }
        }
        log.append("ingest final=\(final) batch=\(options.batchLines) threads=\(options.decodeOnSecondThread ? 2 : 1) stop=\(stopAfter.map(String.init) ?? "-") \(names.joined(separator: " "))")
        let report = try Ingestor(store: store, options: options).ingest(paths: paths)
        if ProcessInfo.processInfo.environment["FSTEL_SIM_TRACE"] != nil {
            for file in report.files {
                log.append("  \((file.path as NSString).lastPathComponent): from \(file.startOffset) to \(file.endOffset), \(file.lines) lines, \(file.stored) stored, \(file.duplicates) duplicates, \(file.rejected) rejected\(file.resumed ? ", resumed" : "")\(file.replaced ? ", replaced" : "")\(file.sameAs.map { ", same as \($0)" } ?? "")\(file.error.map { ", error \($0)" } ?? "")")
            }
        }
        for file in report.files where file.error != nil {
            let name = (file.path as NSString).lastPathComponent
            let damaged = files.values.contains { $0.damaged && files.first(where: { $0.value.damaged })?.key != nil }
            if !damaged || !(file.errorKind == "truncated_gzip" || file.errorKind == "corrupt_gzip") {
                throw SimulationFailure(description: "unexpected error on \(name): \(file.error!)")
            }
            _ = name
        }
        for file in report.files where file.lines != file.stored + file.duplicates + file.rejected {
            throw SimulationFailure(description: "accounting of \(file.path): \(file.lines) lines != \(file.stored) + \(file.duplicates) + \(file.rejected)")
        }
        if report.interrupted {
            // A stopped run: what it read is stored; the next full run reads the rest.
            try ingestFully(final: final)
            return
        }
        record(final: final)
        try check()
    }

    /// `fstel ingest` as a child process, killed with SIGKILL after a seeded delay (at start-up,
    /// in the middle of a batch, between batches, or after it finished): the batch in flight
    /// is rolled back, and the next run stores the rest, nothing twice. Where the signal lands
    /// depends on the machine's speed; the check after the next full run does not.
    mutating func killedIngest() throws {
        var names = files.keys.sorted()
        guard !names.isEmpty else { return }
        names.shuffle(using: &random)
        let batch = [1, 3, 50][int(0...2)]
        let delay = Double(int(0...300)) / 1000
        log.append("ingest killed after \(delay) s batch=\(batch) \(names.joined(separator: " "))")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try builtExecutable(named: "fstel"))
        process.arguments = ["ingest", "--db", dir.file("store.sqlite"), "--batch-lines", String(batch)] + names.map { dir.file($0) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(useconds_t(delay * 1_000_000))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus != 0 {
            // Only a damaged gzip may fail an input (exit 66).
            guard process.terminationStatus == 66, files.values.contains(where: { $0.damaged }) else {
                throw SimulationFailure(description: "killed ingest exited \(process.terminationStatus) before the signal")
            }
        }
        try ingestFully(final: false)
    }

    mutating func ingestFully(final: Bool) throws {
        var options = IngestOptions()
        options.final = final
        let names = files.keys.sorted()
        log.append("ingest (after the stop) final=\(final) \(names.joined(separator: " "))")
        let report = try Ingestor(store: store, options: options).ingest(paths: names.map { dir.file($0) })
        if ProcessInfo.processInfo.environment["FSTEL_SIM_TRACE"] != nil {
            for file in report.files where file.lines > 0 {
                log.append("  \((file.path as NSString).lastPathComponent): from \(file.startOffset) to \(file.endOffset), \(file.lines) lines, \(file.stored) stored, \(file.rejected) rejected")
            }
        }
        record(final: final)
        try check()
    }

    /// Adds the lines the files hold now to what the store must have read.
    mutating func record(final: Bool) {
        var ids = Set<ObjectIdentifier>()
        for name in files.keys.sorted() {
            let file = files[name]!
            guard ids.insert(ObjectIdentifier(file)).inserted, !file.damaged else { continue }
            file.ingested = true
            if final { file.readFinal = true }
            // A compressed copy's unterminated last line is pending like a plain file's. An
            // edit that kept size and ctime is not read: the file holds what it held before.
            let lines = file.unseenEdit.map { SimFile($0).lines(final: final) } ?? file.lines(final: final)
            for line in lines where !line.isEmpty && !seenSet.contains(line) {
                if let watch = ProcessInfo.processInfo.environment["FSTEL_SIM_WATCH"], line.contains(watch) {
                    let at = String(decoding: file.bytes, as: UTF8.self).range(of: line).map { String(decoding: file.bytes, as: UTF8.self).utf8.distance(from: String(decoding: file.bytes, as: UTF8.self).startIndex, to: $0.lowerBound) } ?? -1
                    log.append("  (watched line first read in \(name) at byte \(at) of \(file.bytes.count), final \(final))")
                }
                seen.append(line)
                seenSet.insert(line)
                take(line)
            }
        }
    }

    /// A transition counted in the rollups.
    struct Counted {
        var day: Int
        var strategy: String
        var direction: String
        var failed: Bool
        var session: String
    }

    /// What a new line does to the reference: the first line of a `(session, seq)` is
    /// counted, every later one is a duplicate, whether its row is stored or was pruned
    /// (prune keeps the keys of the rows it deletes).
    mutating func take(_ line: String) {
        // Spaces, tabs and carriage returns only: a blank line, counted apart.
        if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        guard let data = line.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let type = object["type"] as? String, let session = object["session_id"] as? String
        else {
            badLines.append(line)
            return
        }
        // An outcome outside the set (a rewrite's `"OK"`) is an invalid field: rejected.
        if type == "transition", let outcome = object["outcome"] as? String,
           !["ok", "failed", "cancelled", "ignored"].contains(outcome) {
            badLines.append(line)
            return
        }
        if type == "session_start" {
            if os[session] == nil, let device = object["device"] as? [String: Any], let version = device["os_version"] as? String {
                os[session] = Int(version.split(separator: ".")[0])
            }
            return
        }
        let key = "\(session)#\(object["seq"] as! Int)"
        guard rows[key] == nil, !prunedKeys.contains(key) else { return }
        let ts = object["ts"] as! String
        let day = Self.firstDay + Int(String(ts[ts.index(ts.startIndex, offsetBy: 9)]))!
        rows[key] = day
        counted.append(Counted(
            day: day, strategy: object["strategy"] as! String, direction: object["direction"] as! String,
            failed: object["outcome"] as! String == "failed", session: session))
    }

    mutating func prune() throws {
        // The cut follows the clock: it moves on, or, after a step of the clock back (or a
        // prune run with an older `--as-of`), lies before an earlier prune's cut.
        let steppedBack = chance(20)
        let cut = steppedBack ? Self.firstDay + int(0...6) : min(Self.firstDay + 7, max(pruneCut, Self.firstDay + int(0...6)))
        pruneCut = max(pruneCut, cut)
        let day = UTCDay(daysSinceEpoch: cut)
        // In one transaction (the library's prune) or in chunks of a few rows (fstel prune).
        let chunkRows = chance(50) ? [1, 3, 50][int(0...2)] : nil
        log.append("prune before \(day)\(steppedBack ? " (clock stepped back)" : "")\(chunkRows.map { " in chunks of \($0) rows" } ?? "")")
        // The default grace period keeps every session's facts (its days span a week), so a
        // transition arriving after a prune still finds its session's OS, as it would in a
        // store never pruned.
        if let chunkRows {
            _ = try store.pruneInChunks(
                keepFrom: day, sessionGraceDays: Retention.defaultSessionGraceDays, now: 0,
                chunking: PruneChunking(maxChunkRows: chunkRows))
        } else {
            _ = try store.prune(keepFrom: day, sessionGraceDays: Retention.defaultSessionGraceDays, dryRun: false, now: 0)
        }
        // Rows of sessions whose start is stored go; those still waiting for it stay.
        for (key, rowDay) in rows where rowDay < cut && os[String(key.split(separator: "#")[0])] != nil {
            rows[key] = nil
            prunedKeys.insert(key)
        }
        try check()
    }

    // MARK: The check

    func check() throws {
        var expected: [String: (ok: Int, failed: Int)] = [:]
        for value in counted {
            let key = "\(value.day)|\(value.strategy)|\(value.direction)|\(os[value.session].map(String.init) ?? "-1")"
            var counts = expected[key] ?? (0, 0)
            if value.failed { counts.failed += 1 } else { counts.ok += 1 }
            expected[key] = counts
        }
        let expectedRollup = expected.keys.sorted().map { "\($0)|\(expected[$0]!.ok)|\(expected[$0]!.failed)" }
        let db = store.database
        let rollup = try db.rows(sql: """
            SELECT day, strategy, direction, coalesce(os_major, -1), sum(ok), sum(failed) FROM transition_rollup
            GROUP BY 1, 2, 3, 4 HAVING sum(ok) + sum(failed) <> 0 ORDER BY 1, 2, 3, 4
            """).map { row in row.map { "\($0.int64.map(String.init) ?? $0.string ?? "?")" }.joined(separator: "|") }
        if rollup.sorted() != expectedRollup {
            let missing = Set(expectedRollup).subtracting(rollup).sorted()
            let extra = Set(rollup).subtracting(expectedRollup).sorted()
            let sessions = counted.filter { value in
                let key = "\(value.day)|\(value.strategy)|\(value.direction)|\(os[value.session].map(String.init) ?? "-1")"
                return missing.contains { $0.hasPrefix(key + "|") } || extra.contains { $0.hasPrefix(key + "|") }
            }.map(\.session)
            let keys = rows.keys.filter { key in sessions.contains { key.hasPrefix($0 + "#") } }.sorted()
            if ProcessInfo.processInfo.environment["FSTEL_SIM_TRACE"] != nil {
                for session in Set(sessions) {
                    let product = try db.rows(sql: """
                        SELECT t.seq, t.ts, t.strategy, t.direction, t.outcome, s.started_at FROM transitions AS t JOIN sessions AS s USING (session_key)
                        WHERE s.session_id = ? ORDER BY 1
                        """, arguments: [session]).map { "\($0)" }
                    let model = counted.filter { $0.session == session }.map { "\($0)" }
                    let pruned = try (0..<20).filter { seq in
                        var id = session
                        let key = id.withUTF8 { PrunedKeys.key(sessionID: UnsafeRawBufferPointer($0), seq: Int64(seq)) }
                        return try db.rows(sql: "SELECT 1 FROM pruned_keys WHERE key = ?", arguments: [key]).count > 0
                    }
                    FileHandle.standardError.write(Data("session \(session): pruned seqs \(pruned)\n".utf8))
                    let rejected = try db.rows(sql: "SELECT reason, detail, CAST(raw AS TEXT) FROM rejected_lines WHERE CAST(raw AS TEXT) LIKE ?", arguments: ["%\"" + session + "\"%"]).map { "\($0)" }
                    FileHandle.standardError.write(Data("session \(session): rejected \(rejected)\n".utf8))
                    let sources = try db.rows(sql: "SELECT source_id, path, kind, checkpoint_offset, checkpoint_line, tail_length, inode FROM sources").map { "\($0)" }
                    FileHandle.standardError.write(Data("sources \(sources.joined(separator: "\n"))\n".utf8))
                    let lines = seen.filter { $0.contains("\"\(session)\"") }
                    FileHandle.standardError.write(Data("session \(session): product rows \(product)\nmodel counted \(model)\nlines seen \(lines.joined(separator: "\n"))\n".utf8))
                }
            }
            throw SimulationFailure(description: "rollup differs: expected but not found \(missing); found but not expected \(extra) (sessions \(Set(sessions).sorted()), stored keys of theirs \(keys))")
        }
        // Stored rows: exactly the first lines not pruned.
        let stored = Set(try db.rows(sql: """
            SELECT s.session_id || '#' || t.seq FROM transitions AS t JOIN sessions AS s USING (session_key)
            """).map { $0[0].string ?? "" })
        if stored != Set(rows.keys) {
            throw SimulationFailure(description: "rows differ: missing \(Set(rows.keys).subtracting(stored).sorted()); unexpected \(stored.subtracting(rows.keys).sorted())")
        }
        // Rejected lines: each bad line kept (once, unless a rewrite made it new content).
        var kept: [String: Int] = [:]
        for row in try db.rows(sql: "SELECT CAST(raw AS TEXT) FROM rejected_lines") {
            kept[row[0].string ?? "", default: 0] += 1
        }
        for line in badLines {
            let count = kept[line] ?? 0
            if count == 0 { throw SimulationFailure(description: "bad line not kept: \(line)") }
            // A half line that --final read as complete is a fragment: the same bytes may be
            // the end of two different contents (a gzip copy of the live file, a snapshot).
            let fragment = !line.hasPrefix("bad line ")
            if count > 1 && !rewrittenLines.contains(line) && !fragment {
                let places = try db.rows(sql: """
                    SELECT s.path, r.byte_offset FROM rejected_lines AS r JOIN sources AS s USING (source_id)
                    WHERE CAST(r.raw AS TEXT) = ?
                    """, arguments: [line]).map { "\((($0[0].string ?? "") as NSString).lastPathComponent)@\($0[1].int64 ?? -1)" }
                throw SimulationFailure(description: "bad line kept \(count) times (\(places.joined(separator: ", "))): \(line)")
            }
        }
        for line in kept.keys where !seenSet.contains(line) {
            throw SimulationFailure(description: "rejected line never complete in a file read: \(line)")
        }
    }

    // MARK: The sequence

    mutating func run(steps: Int) throws {
        for _ in 0..<steps {
            let roll = int(1...100)
            switch roll {
            case 1...30:
                let whole = pendingRest != nil ? true : !chance(20)
                log.append("append \(whole ? "lines" : "lines and half a line")")
                try append(whole: whole)
            case 31...37:
                let copytruncate = chance(40), header = chance(50)
                log.append("rotate \(copytruncate ? "copytruncate" : "rename")\(header ? " with header" : "")")
                try rotate(copytruncate: copytruncate, header: header)
            case 38...43:
                let keep = chance(40)
                let tool = Compressor.usable[int(0...(Compressor.usable.count - 1))]
                log.append("\(tool.name) \(keep ? "keep" : "delete") plain")
                try compressSome(keepPlain: keep, tool: tool)
            case 44...46:
                log.append("hard link")
                try hardLink()
            case 47...51:
                log.append("snapshot prefix copy")
                try snapshot()
            case 52...56:
                log.append("rewrite in place")
                try rewrite()
            case 57...58:
                log.append("damage a read gzip")
                try damageReadGzip()
            case 59...61:
                let deletable = files.keys.filter { $0 != "app.log" }.sorted()
                if !deletable.isEmpty && !unseenSnapshot {
                    let name = deletable[int(0...(deletable.count - 1))]
                    log.append("delete \(name)")
                    try remove(name)
                }
            case 62...66:
                try prune()
            case 67...69:
                try killedIngest()
            case 70...71:
                let tool = Compressor.usable[int(0...(Compressor.usable.count - 1))]
                let keep = chance(30)
                log.append("recompress with \(tool.name)\(keep ? " keep old" : "")")
                try recompress(tool: tool, keepOld: keep)
            case 72...78:
                try ingestStream()
            case 79:
                try mappedEdit()
            case 80:
                try foreignReader()
            default:
                try ingest()
            }
        }
        if pendingRest != nil { try append(whole: true) }
        try ingestFully(final: true)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { value += 1; return value } }
}

extension String {
    /// A hash that does not change between runs (String.hashValue is seeded per process).
    var hashValueStable: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}

/// A tool that compresses log files, as logrotate's `compresscmd` runs it.
struct Compressor {
    /// What the log shows.
    var name: String
    /// The format the reader must recognise by its magic bytes.
    var format: String
    /// The file name's suffix the rotation gives.
    var suffix: String
    /// The command line that compresses standard input to standard output; nil for the
    /// in-process gzip writer.
    var command: [String]?

    /// Every tool the simulator may use, one line each. A tool is used when it is installed
    /// and the reader reads its format (``usable``).
    static let all: [Compressor] = [
        Compressor(name: "gzip", format: "gzip", suffix: "gz", command: nil),
        Compressor(name: "gzip -9", format: "gzip", suffix: "gz", command: ["gzip", "-9", "-n", "-c"]),
        Compressor(name: "xz", format: "xz", suffix: "xz", command: ["xz", "-c"]),
        Compressor(name: "zstd", format: "zstd", suffix: "zst", command: ["zstd", "-q", "-c"]),
        Compressor(name: "bzip2", format: "bzip2", suffix: "bz2", command: ["bzip2", "-c"]),
    ]

    /// The tools installed whose output the reader reads back as the content compressed.
    static let usable: [Compressor] = all.filter { tool in
        let sample = Array("{\"probe\":1}\n".utf8)
        guard let packed = try? tool.compress(sample) else { return false }
        let path = NSTemporaryDirectory() + "fstel-sim-probe-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? Data(packed).write(to: URL(fileURLWithPath: path))) != nil,
              let reader = try? LineReader(path: path), case .line(let line)? = try? reader.read()
        else { return false }
        return reader.isCompressed && Array(line.bytes) == Array(sample.dropLast())
    }

    func compress(_ bytes: [UInt8]) throws -> [UInt8] {
        guard let command else {
            let path = NSTemporaryDirectory() + "fstel-sim-gz-\(UUID().uuidString)"
            let writer = try GzipWriter(path: path)
            try writer.write(bytes)
            try writer.close()
            defer { try? FileManager.default.removeItem(atPath: path) }
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SimulationFailure(description: "\(command.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return Array(out)
    }
}

extension Simulation {
    /// How a stream reaches `fstel ingest`.
    enum StreamKind: CaseIterable {
        /// `<(cat file)`: a pipe named `/dev/fd/N`.
        case pipe
        /// A named pipe (`mkfifo`).
        case fifo
        /// `-`: standard input.
        case standardInput
    }

    /// Feeds a file's content (as on disk, or decompressed as `zcat` gives it; whole or cut
    /// anywhere, as `head -c` gives it) to an ingest as a stream: read whole, its last line
    /// complete at its end, never checkpointed.
    mutating func ingestStream() throws {
        let names = files.keys.filter { !files[$0]!.damaged }.sorted()
        guard !names.isEmpty else { return }
        let name = names[int(0...(names.count - 1))]
        let file = files[name]!
        let decompressed = !file.compressed || chance(50)
        var content = file.bytes
        if chance(25) && !content.isEmpty { content = Array(content[0..<int(0...content.count)]) }
        // A compressed stream is the tool's output for that content.
        let bytes = decompressed ? content : try file.compressor!.compress(content)
        let kind = StreamKind.allCases[int(0...(StreamKind.allCases.count - 1))]
        log.append("stream \(kind) of \(name)\(decompressed && file.compressed ? " decompressed" : "") (\(content.count) of \(file.bytes.count) bytes)")
        var options = IngestOptions()
        options.batchLines = [1, 3, 500_000][int(0...2)]
        options.decodeOnSecondThread = chance(50)
        let report: IngestReport
        switch kind {
        case .pipe:
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw SimulationFailure(description: "pipe failed") }
            let writer = Self.feed(fds[1], bytes)
            defer { close(fds[0]); writer.wait() }
            report = try Ingestor(store: store, options: options).ingest(paths: ["/dev/fd/\(fds[0])"])
        case .fifo:
            let fifo = dir.file("stream-\(copies).fifo")
            copies += 1
            guard mkfifo(fifo, 0o600) == 0 else { throw SimulationFailure(description: "mkfifo failed") }
            defer { try? FileManager.default.removeItem(atPath: fifo) }
            let done = DispatchGroup()
            done.enter()
            let thread = Thread {
                let fd = open(fifo, O_WRONLY)
                if fd >= 0 { Self.writeAll(fd, bytes); close(fd) }
                done.leave()
            }
            thread.start()
            defer { done.wait() }
            report = try Ingestor(store: store, options: options).ingest(paths: [fifo])
        case .standardInput:
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw SimulationFailure(description: "pipe failed") }
            let saved = dup(STDIN_FILENO)
            dup2(fds[0], STDIN_FILENO)
            close(fds[0])
            let writer = Self.feed(fds[1], bytes)
            defer {
                dup2(saved, STDIN_FILENO)
                close(saved)
                writer.wait()
            }
            report = try Ingestor(store: store, options: options).ingest(paths: ["-"])
        }
        for file in report.files where file.error != nil {
            throw SimulationFailure(description: "unexpected error on the stream: \(file.error!)")
        }
        for file in report.files where file.lines != file.stored + file.duplicates + file.rejected {
            throw SimulationFailure(description: "accounting of the stream: \(file.lines) lines != \(file.stored) + \(file.duplicates) + \(file.rejected)")
        }
        if ProcessInfo.processInfo.environment["FSTEL_SIM_TRACE"] != nil, let file = report.files.first {
            log.append("  stream: \(file.lines) lines, \(file.stored) stored, \(file.duplicates) duplicates, \(file.rejected) rejected")
        }
        // At the end of a stream the last line is complete.
        for line in SimFile(content).lines(final: true) where !line.isEmpty && !seenSet.contains(line) {
            if let watch = ProcessInfo.processInfo.environment["FSTEL_SIM_WATCH"], line.contains(watch) {
                log.append("  (watched line first read in the stream)")
            }
            seen.append(line)
            seenSet.insert(line)
            take(line)
        }
        try check()
    }

    /// Writes `bytes` to `fd` on a thread of its own, then closes it.
    static func feed(_ fd: Int32, _ bytes: [UInt8]) -> DispatchGroup {
        let done = DispatchGroup()
        done.enter()
        let thread = Thread {
            writeAll(fd, bytes)
            close(fd)
            done.leave()
        }
        thread.start()
        return done
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
            if n <= 0 { break }
            written += n
        }
    }
}

extension Simulation {
    static func status(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec,
                info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
    }

    /// A writer that edits a file through a shared mapping: it maps a plain file and stores
    /// to a byte (the same value: the content stays) before an ingest reads the file whole,
    /// then changes that line's last byte through the same mapping, keeping the size. A store
    /// to a page already written through the mapping leaves ctime as it was (on tmpfs any
    /// store may); then the edit is not read (the file is taken as unchanged), until the
    /// file's ctime moves (`touch`, as docs/ingest.md tells such writers to do), after which
    /// it is read as a rewrite in place. An edit that moved ctime is a rewrite in place at once.
    mutating func mappedEdit() throws {
        let candidates = files.keys.filter { name in
            let file = files[name]!
            return !file.compressed && !file.damaged && file.endsWithNewline && file.bytes.count > 1 && name != "app.log"
        }.sorted()
        guard !candidates.isEmpty, !unseenSnapshot else { return }
        let name = candidates[int(0...(candidates.count - 1))]
        let file = files[name]!
        let path = dir.file(name)
        // The last byte of a line (before its line feed), not of a rotation's header (which
        // other files hold too: the same edit elsewhere would be the same bytes).
        let header = Array(Self.header.utf8)
        let ends = file.bytes.indices.filter { index in
            guard file.bytes[index] == 0x0A, index > 0, file.bytes[index - 1] != 0x0A else { return false }
            return index < header.count || Array(file.bytes[(index - header.count)..<index]) != header
                || (index > header.count && file.bytes[index - header.count - 1] != 0x0A)
        }
        guard !ends.isEmpty else { return }
        let at = ends[int(0...(ends.count - 1))] - 1
        let fd = open(path, O_RDWR)
        guard fd >= 0 else { throw SimulationFailure(description: "open \(name) for mapping: errno \(errno)") }
        defer { close(fd) }
        let size = file.bytes.count
        guard let map = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), map != MAP_FAILED else {
            throw SimulationFailure(description: "mmap \(name): errno \(errno)")
        }
        defer { munmap(map, size) }
        let bytes = map.assumingMemoryBound(to: UInt8.self)
        // A store of the byte it holds (memset: the compiler keeps it).
        memset(map + at, Int32(bytes[at]), 1)
        log.append("mapped store to \(name) at \(at) (same byte), then ingest")
        try ingest()
        // Only a file read to its end since it was made holds bytes already read.
        guard files[name] === file, file.ingested, file.unseenEdit == nil, file.lines(final: false).allSatisfy(seenSet.contains),
              var ownRecord = try holdsItsOwnWholeRecord(path, size: size)
        else { return }
        // Records are found by the file's first line: an edit there makes it new content.
        if at < (file.bytes.firstIndex(of: 0x0A) ?? size) { ownRecord = false }
        let before = Self.status(path)
        let edited = file.bytes[at] == 0x20 ? UInt8(ascii: "x") : 0x20
        bytes[at] = edited
        let after = Self.status(path)
        if ProcessInfo.processInfo.environment["FSTEL_SIM_TRACE"] != nil {
            FileHandle.standardError.write(Data("mapped edit of \(name): \(before ?? []) -> \(after ?? [])\n".utf8))
            let records = try store.database.rows(sql: """
                SELECT source_id, path, device, inode, modified_ns, file_size, checkpoint_offset, fingerprint, compressed, read_to_end
                FROM sources WHERE kind = 'file' ORDER BY source_id
                """).map { "\($0)" }
            FileHandle.standardError.write(Data("records:\n\(records.joined(separator: "\n"))\n".utf8))
        }
        for line in file.lines(final: false) { rewrittenLines.insert(line) }
        let old = file.bytes
        file.bytes[at] = edited
        if before == after && ownRecord {
            log.append("mapped edit of \(name) at \(at): size and ctime kept, the edit is not read")
            file.unseenEdit = old
            try ingest()
            log.append("touch \(name)")
            guard futimens(fd, nil) == 0 else { throw SimulationFailure(description: "futimens \(name): errno \(errno)") }
            file.unseenEdit = nil
        } else if before == after {
            // A file read under another file's record has its prefix hashed at every run; an
            // edited first line finds no record.
            log.append("mapped edit of \(name) at \(at): size and ctime kept, no record of its own or first line edited: read as a rewrite")
        } else {
            log.append("mapped edit of \(name) at \(at): ctime moved, a rewrite in place")
        }
        file.rewritten = true
        file.ingested = false
    }

    /// Whether the store holds a record saved from this file (its device and inode) with
    /// its size and ctime, whose checkpoint is the file's end: true when that is its one
    /// record and no other record has its first line, false when it has none (the file
    /// continues another file's record, and its prefix is hashed at each run), nil
    /// otherwise (a record that stops before the end, older records of the same file or
    /// other records with its first line beside it: ingest may hash the prefix then too).
    func holdsItsOwnWholeRecord(_ path: String, size: Int) throws -> Bool? {
        guard let status = Self.status(path) else { return nil }
        // Its record, and no other record with its first line (which ingest would look at).
        let records = try store.database.rows(sql: """
            SELECT file_size = ?3 AND modified_ns = ?4 AND checkpoint_offset = ?3
                AND (SELECT count(*) FROM sources AS o WHERE o.fingerprint = s.fingerprint) = 1
            FROM sources AS s WHERE kind = 'file' AND device = ?1 AND inode = ?2
            """, arguments: [Int64(bitPattern: UInt64(status[0])), Int64(status[1]), Int64(status[2]),
                             Int64(status[5]) * 1_000_000_000 + Int64(status[6])]).map { $0[0].int64 ?? 0 }
        if records.isEmpty { return false }
        return records == [1] ? true : nil
    }

    static let setpriv = "/usr/bin/setpriv"
    static let canSwitchUsers = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)

    /// A user who may read the store but not write it (`nobody`; the folder writable by all,
    /// the store and the writer's -wal and -shm readable) runs two commands: each writing
    /// one is refused with exit 77, each reading one reads; no file appears or changes owner
    /// and the store is as it was.
    mutating func foreignReader() throws {
        guard Self.canSwitchUsers else { return }
        let db = dir.file("store.sqlite")
        chmod(dir.path, 0o777)
        for suffix in ["", "-wal", "-shm"] { chmod(db + suffix, 0o644) }
        let logs = files.keys.sorted().map { dir.file($0) }
        var writing: [[String]] = [
            ["migrate"], ["nightly"], ["prune", "--keep-days", "1"],
            ["rejects", "--replay"], ["backfill", "--from", "2026-11-20", "--to", "2026-11-27"],
            ["report", "failure-rates", "--migrate"],
        ]
        // `ingest` needs a file to name (without one it is a usage error, exit 64).
        if !logs.isEmpty { writing += [["ingest"] + logs, ["ingest", "--final"] + logs] }
        let reading: [[String]] = [
            ["report", "failure-rates"], ["report", "durations"], ["report", "causes"], ["sql", "SELECT count(*) FROM transitions"],
            ["schema"], ["rejects"], ["rejects", "--summary"],
        ]
        let folder = dir
        let listing = { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
        let before = try listing()
        let owners = before.map { Self.owner(folder.file($0)) }
        let version = try store.database.scalar(sql: "PRAGMA data_version").int64
        let storeBytes = Self.status(db)?[2]
        for _ in 0..<2 {
            let write = chance(60)
            let arguments = write ? writing[int(0...(writing.count - 1))] : reading[int(0...(reading.count - 1))]
            log.append("as nobody: fstel \(arguments.prefix(2).joined(separator: " "))")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", try builtExecutable(named: "fstel")]
                + arguments + ["--db", db]
            let error = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = error
            try process.run()
            let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let expected: Int32 = write ? 77 : 0
            guard process.terminationReason == .exit, process.terminationStatus == expected else {
                throw SimulationFailure(description: "fstel \(arguments[0]) as nobody exited \(process.terminationStatus), expected \(expected): \(message)")
            }
            if write, !message.contains("may read the store but not write") {
                throw SimulationFailure(description: "fstel \(arguments[0]) as nobody: the refusal does not say why: \(message)")
            }
            let now = try listing()
            guard now == before, now.map({ Self.owner(folder.file($0)) }) == owners else {
                throw SimulationFailure(description: "fstel \(arguments[0]) as nobody changed the folder: \(before) -> \(now)")
            }
        }
        guard try store.database.scalar(sql: "PRAGMA data_version").int64 == version, Self.status(db)?[2] == storeBytes else {
            throw SimulationFailure(description: "a reader's command changed the store")
        }
        try check()
    }

    static func owner(_ path: String) -> uid_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_uid : nil
    }
}
