// fstel-recorder-bench: the caller's cost of FSTelRecorder per event, and (with
// --write-until-killed) the writer the kill test of Tests/FSTelRecorderTests runs as a
// child process. Not part of `swift test`; see Benchmarks/recorder-bench.sh.
//
//   fstel-recorder-bench [--lines N] [--threads T] [--dir PATH] [--max-file-bytes B]
//                        [--compression-level L] [--pace-us U] [--flush-interval-ms M]
//   fstel-recorder-bench --write-until-killed DIR [--threads T] [--max-file-bytes B] [--flush-interval-ms M]
//   fstel-recorder-bench --dir DIR --file-size-limit BYTES [--flush-interval-ms M]   (test helper:
//       writes 101 lines into a file the kernel stops at BYTES, prints `written W dropped D seq S`,
//       exits without closing)

import Foundation
import FSTelModel
import FSTelRecorder

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Options {
    var lines = 1_000_000
    var threads = 1
    var directory: String? = nil
    var maxFileBytes = 1 << 20
    var untilKilled: String? = nil
    var compressionLevel = 6
    /// Microseconds of idle time between two transitions (0: back to back).
    var paceMicros = 0
    /// Deferred writing (Recorder.Configuration.flushInterval), in milliseconds.
    var flushIntervalMillis: Double? = nil
    /// Test helper: write under a file-size limit (RLIMIT_FSIZE) of this many bytes.
    var fileSizeLimit: Int? = nil
}

func parseOptions() -> Options {
    var o = Options()
    var args = CommandLine.arguments.dropFirst().makeIterator()
    func value(_ name: String) -> String {
        guard let v = args.next() else {
            FileHandle.standardError.write(Data("missing value for \(name)\n".utf8))
            exit(64)
        }
        return v
    }
    while let a = args.next() {
        switch a {
        case "--lines": o.lines = Int(value(a)) ?? o.lines
        case "--threads": o.threads = max(1, Int(value(a)) ?? 1)
        case "--dir": o.directory = value(a)
        case "--max-file-bytes": o.maxFileBytes = Int(value(a)) ?? o.maxFileBytes
        case "--write-until-killed": o.untilKilled = value(a)
        case "--encode-only": break
        case "--file-size-limit": o.fileSizeLimit = Int(value(a))
        case "--compression-level": o.compressionLevel = Int(value(a)) ?? 6
        case "--pace-us": o.paceMicros = Int(value(a)) ?? 0
        case "--flush-interval-ms": o.flushIntervalMillis = Double(value(a))
        default:
            FileHandle.standardError.write(Data("unknown option \(a)\n".utf8))
            exit(64)
        }
    }
    return o
}

let facts = DeviceFacts(
    model: "iPhone12,1", osName: "iOS", osVersion: "17.4.1",
    screen: .init(width: 414, height: 896, scale: 2), appVersion: "8.6.1", appBuild: "8618", playerVersion: "4.0.1")

@inline(__always) func now() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

let options = parseOptions()

// MARK: - Writer for the kill test

if let dir = options.untilKilled {
    let recorder = try Recorder(
        configuration: .init(
            directory: URL(fileURLWithPath: dir), maxFileBytes: options.maxFileBytes, maxFileAge: 3600,
            flushInterval: options.flushIntervalMillis.map { $0 / 1000 }),
        deviceFacts: facts)
    let filler = String(repeating: "x", count: 9000)
    let ready = DispatchSemaphore(value: 0)
    for t in 0..<options.threads {
        Thread.detachNewThread {
            let session = try! recorder.startSession(defaultStrategy: .windowTransform)
            var i = 0
            while true {
                let strategy = Strategy.known[(i + t) % Strategy.known.count]
                // Lines from ~300 bytes to ~9 kB, so many of them cross a page boundary.
                let trigger = Trigger(String(filler.prefix((i * 7919) % 9000)))
                let target = RestoreTarget(method: i % 2 == 0 ? .indexPath : .superview, container: .tableView, list: "feed", section: i % 3, item: i % 40)
                _ = try? session.enter(strategy: strategy, trigger: trigger, restoreTarget: target)
                _ = try? session.enter(strategy: strategy, trigger: .button)  // ignored
                _ = try? session.finish(outcome: i % 5 == 0 ? .failed(.halfBlackScreen) : .ok)
                _ = try? session.exit(trigger: .rotation)
                _ = try? session.finish(outcome: .ok, landedAt: ListIndexPath(section: i % 3, item: i % 40), cellReused: false)
                i += 1
                if i == 20 && t == 0 { ready.signal() }
            }
        }
    }
    ready.wait()
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    while true { sleep(60) }
}

// MARK: - Writes that fail part-way (test helper)

if let limit = options.fileSizeLimit, let dir = options.directory {
    // Past the limit a write() is short (up to the limit), then fails with EFBIG; the
    // signal it would also raise is ignored.
    signal(SIGXFSZ, SIG_IGN)
    #if os(Linux)
    let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
    let fileSize = RLIMIT_FSIZE
    #endif
    var rl = rlimit()
    getrlimit(fileSize, &rl)
    rl.rlim_cur = rlim_t(limit)
    guard setrlimit(fileSize, &rl) == 0 else {
        FileHandle.standardError.write(Data("setrlimit failed\n".utf8))
        exit(1)
    }
    let recorder = try Recorder(
        configuration: .init(
            directory: URL(fileURLWithPath: dir), maxFileBytes: 1 << 30,
            flushInterval: options.flushIntervalMillis.map { $0 / 1000 }),
        deviceFacts: facts)
    let session = try recorder.startSession(id: "limited")
    for i in 0..<100 {
        try session.enter(strategy: .windowTransform, trigger: Trigger(String(repeating: "t", count: 1 + (i * 37) % 200)))
        try session.finish(outcome: .ok)
    }
    // Deferred writing: write what is queued (the file stays open, as at a crash).
    recorder.flush()
    let stats = recorder.statistics
    FileHandle.standardOutput.write(Data("written \(stats.linesWritten) dropped \(stats.linesDropped) seq \(session.nextSeq)\n".utf8))
    exit(0)
}

// MARK: - Encoding alone

if CommandLine.arguments.contains("--encode-only") {
    var out: [UInt8] = []
    out.reserveCapacity(1024)
    let n = 1_000_000
    let t0 = now()
    for i in 0..<n {
        let record = TransitionRecord(
            sessionID: "f716bc6d-330c-4506-bea1-026ca580a8d5", timestampMillis: 1_764_000_000_000 + Int64(i), seq: Int64(i),
            direction: .enter, strategy: "present_landscape_vc", outcome: .ok, durationMs: 287.5, trigger: "button",
            fromOrientation: "portrait", toOrientation: "landscape_right", appState: "active",
            restore: RestoreRecord(method: .indexPath, container: "table_view", list: "feed_home", section: 1, item: Int64(i % 40)))
        out.removeAll(keepingCapacity: true)
        try! LineEncoder.append(record, to: &out)
    }
    let t1 = now()
    print(String(format: "encode only: %.3f us per line (%d bytes)", Double(t1 - t0) / Double(n) / 1000, out.count))
    exit(0)
}

// MARK: - Caller-cost benchmark

let directory = options.directory ?? (NSTemporaryDirectory() + "fstel-recorder-bench-\(getpid())")
try? FileManager.default.removeItem(atPath: directory)
let recorder = try Recorder(
    configuration: .init(
        directory: URL(fileURLWithPath: directory), maxFileBytes: options.maxFileBytes,
        compressionLevel: options.compressionLevel, flushInterval: options.flushIntervalMillis.map { $0 / 1000 }),
    deviceFacts: facts)

/// Per-call times (ns) of the calls that write a line and of those that do not.
final class Samples: @unchecked Sendable {
    var writing: [UInt32] = []
    var silent: [UInt32] = []
    var lines = 0
    var elapsed: UInt64 = 0
    /// CPU time of the thread over the loop (excludes time it was not running).
    var cpu: UInt64 = 0
}

@inline(__always) func threadCPU() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

func run(_ samples: Samples, lines: Int, seed: Int, pace: UInt32 = 0) {
    let session = try! recorder.startSession(defaultStrategy: .windowTransform)
    samples.writing.reserveCapacity(lines)
    samples.silent.reserveCapacity(lines)
    let observed = TransitionObservation(appState: .active, fromOrientation: .portrait, toOrientation: .landscapeRight)
    var i = seed
    let start = now()
    let cpuStart = threadCPU()
    var written = 0
    while written < lines {
        let strategy = Strategy.known[i % Strategy.known.count]
        let target = RestoreTarget(method: i % 4 == 0 ? .superview : .indexPath, container: .tableView, list: "feed_home", section: i % 3, item: i % 40)
        var t0 = now()
        _ = try? session.enter(strategy: strategy, trigger: .button, restoreTarget: target, observed: observed)
        var t1 = now()
        samples.silent.append(UInt32(clamping: t1 - t0))
        if i % 10 == 0 {
            // A second tap while animating: recorded as ignored.
            t0 = now()
            _ = try? session.enter(strategy: strategy, trigger: .doubleTap)
            t1 = now()
            samples.writing.append(UInt32(clamping: t1 - t0))
            written += 1
        }
        t0 = now()
        _ = try? session.finish(outcome: i % 17 == 0 ? .failed(.statusBarWrongOrientation) : .ok)
        t1 = now()
        samples.writing.append(UInt32(clamping: t1 - t0))
        t0 = now()
        _ = try? session.exit(trigger: .rotation)
        t1 = now()
        samples.silent.append(UInt32(clamping: t1 - t0))
        t0 = now()
        _ = try? session.finish(outcome: .ok, landedAt: ListIndexPath(section: i % 3, item: i % 40), cellReused: i % 9 == 0)
        t1 = now()
        samples.writing.append(UInt32(clamping: t1 - t0))
        written += 2
        i += 1
        if pace > 0 { usleep(pace) }
    }
    samples.elapsed = now() - start
    samples.cpu = threadCPU() - cpuStart
    samples.lines = written
    try? session.end(reason: "bench")
}

func percentile(_ sorted: [UInt32], _ p: Double) -> UInt32 {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

// Warm-up (file creation, first allocations), not counted.
run(Samples(), lines: 20_000, seed: 1)

let perThread = options.lines / options.threads
let all = (0..<options.threads).map { _ in Samples() }
let group = DispatchGroup()
let wallStart = now()
for t in 0..<options.threads {
    group.enter()
    Thread.detachNewThread {
        run(all[t], lines: perThread, seed: t * 7, pace: UInt32(options.paceMicros))
        group.leave()
    }
}
group.wait()
let wall = now() - wallStart
recorder.close()

let writing = all.flatMap(\.writing).sorted()
let silent = all.flatMap(\.silent).sorted()
let lines = all.reduce(0) { $0 + $1.lines }
let callerNanos = writing.reduce(0) { $0 + UInt64($1) } + silent.reduce(0) { $0 + UInt64($1) }
let stats = recorder.statistics
let files = recorder.closedFiles()
let gzBytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int) ?? 0) }

func us(_ ns: UInt32) -> String { String(format: "%.2f", Double(ns) / 1000) }
print("fstel-recorder-bench: \(lines) lines, \(options.threads) thread(s), max file \(options.maxFileBytes) bytes, gzip level \(options.compressionLevel), \(options.flushIntervalMillis.map { "deferred writing (flush every \($0) ms)" } ?? "synchronous writing"), pace \(options.paceMicros) us, dir \(directory)")
print(String(format: "caller cost per recorded line (all calls' time / lines): %.2f us", Double(callerNanos) / Double(lines) / 1000))
let cpu = all.reduce(0) { $0 + $1.cpu }
print(String(format: "caller CPU time per recorded line (thread CPU clock over the loop, incl. timing calls): %.2f us", Double(cpu) / Double(lines) / 1000))
print(String(format: "wall time per line (incl. loop and timing overhead):   %.2f us  (%.0f lines/s)", Double(wall) / Double(lines) / 1000, Double(lines) / (Double(wall) / 1e9)))
print("calls that write a line (finish, ignored request): n=\(writing.count) p50=\(us(percentile(writing, 0.5))) p90=\(us(percentile(writing, 0.9))) p99=\(us(percentile(writing, 0.99))) p99.9=\(us(percentile(writing, 0.999))) max=\(us(writing.last ?? 0)) us")
print("calls that write nothing (accepted enter/exit):     n=\(silent.count) p50=\(us(percentile(silent, 0.5))) p90=\(us(percentile(silent, 0.9))) p99=\(us(percentile(silent, 0.99))) max=\(us(silent.last ?? 0)) us")
print("written: \(stats.linesWritten) lines, \(stats.bytesWritten) bytes (\(stats.bytesWritten / max(1, stats.linesWritten)) bytes/line), dropped \(stats.linesDropped); \(files.count) closed files, \(gzBytes) bytes gzip")
if options.directory == nil { try? FileManager.default.removeItem(atPath: directory) }
