import CommandLineKit
import Foundation
import FSTelIO
import FSTelQuery
import FSTelStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `fstel ingest PATH... | -` (files, or directories of log files)
struct IngestCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "ingest",
            abstract: "Read log files (format v1; plain, gzip, xz, zstd or bzip2) into the store, exactly once.",
            discussion: """
                A file is known by its content, not its name: read again under another path, renamed
                or compressed by logrotate, it goes on from where the last ingest stopped; rewritten
                in place, it is read from its start. An unterminated last line is pending until an
                append completes it (--final: the file is finished, store it). '-', pipes and FIFOs
                are streams: read whole, committed at least every --commit-interval seconds and
                whenever they wait. SIGINT/SIGTERM commit what was read and exit 130/143. Every line
                is counted: lines = stored + duplicates + rejected (blank lines apart). Rejected
                lines are kept once, with their place and reason: see 'fstel rejects'. On PostgreSQL
                (--db postgresql://...) the same rules hold, and a source is also known by the host it
                is read on (--source-host), so several hosts can ingest into one database at once.
                A directory stands for its log files: names ending in .log, .ndjson or .jsonl, rotated
                (.1, .2, ...) or not, compressed (.gz, .xz, .zst, .bz2; found by the file's first bytes)
                or not, dot-files left out; by base name in byte order, the rotations of one base oldest
                first (app.log.2.gz, app.log.1, app.log). Subdirectories are read with --recursive.
                """,
            examples: ["ingest --db telemetry.sqlite logs/", "ingest --db telemetry.sqlite --recursive /var/log/app",
                       "ingest --db telemetry.sqlite logs/*.ndjson logs/*.ndjson.gz", "ingest --db telemetry.sqlite -"])
    }

    var store = StoreOptions()

    @Option(name: "format", valueName: "FORMAT", help: "Summary format: text (on stderr) or json (on stdout).")
    var format: TextOrJSON = .text

    @Flag(name: "strict", help: "Exit 65 when any line was rejected.")
    var strict: Bool

    @Flag(name: "final", help: "The files are finished: store an unterminated last line instead of holding it back.")
    var final: Bool

    @Option(name: "commit-interval", valueName: "SECONDS", help: "A stream commits at least this often.", check: .range(0.01...86_400))
    var commitInterval = IngestOptions().commitIntervalSeconds

    @Option(name: "batch-lines", valueName: "N", help: "Lines per transaction.", check: .range(1...10_000_000))
    var batchLines = IngestOptions().batchLines

    @Option(name: "max-line-bytes", valueName: "N", help: "Longer lines are rejected as line_too_long.", check: .range(64...(256 << 20)))
    var maxLineBytes = IngestOptions().maxLineBytes

    @Option(
        name: "cache-mb", valueName: "MB",
        help: "SQLite page cache of the ingest: a batch's changed pages should fit (peak memory grows with it).",
        check: .range(2...65_536))
    var cacheMegabytes = IngestOptions().cacheMegabytes

    @Option(name: "threads", valueName: "N", help: "2: decode on a second core while the store writes; 1: both on one.", check: .range(1...2))
    var threads = 2

    @Option(
        name: "progress-every", valueName: "N", help: "Lines between progress updates (shown only when stderr is a terminal).",
        check: .range(1...Int.max))
    var progressEvery = IngestOptions().progressEveryLines

    @Option(
        name: "source-host", valueName: "NAME",
        help: "PostgreSQL: the host the files are read on, part of each source's identity (default: $FSTEL_SOURCE_HOST, else this machine's name).")
    var sourceHost: String?

    @Flag(name: "recursive", help: "With a directory: read the log files of its subdirectories too.")
    var recursive: Bool

    @Arguments(name: "PATH...", help: "Log files or directories of log files; '-' for standard input.", minimum: 1)
    var paths: [String]

    /// The inputs with each directory replaced by its log files (``LogDirectory``), and
    /// why a directory gave none.
    func expandedPaths(_ console: Console) -> (paths: [String], problems: [String]) {
        var expanded: [String] = []
        var problems: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                expanded.append(path)
                continue
            }
            do {
                let found = try LogDirectory.files(in: path, recursive: recursive)
                if found.files.isEmpty {
                    // Left to the ingest, which accounts for it as an input it could not read.
                    expanded.append(path)
                    continue
                } else if !found.skippedDirectories.isEmpty {
                    let n = found.skippedDirectories.count
                    console.wrappedNote("\(TerminalText.escaped(path)): \(n) subdirector\(n == 1 ? "y" : "ies") not read (--recursive reads them)")
                }
                expanded += found.files
            } catch {
                problems.append("\(path): cannot list the directory (permission denied)")
            }
        }
        return (expanded, problems)
    }

    var options: IngestOptions {
        var options = IngestOptions()
        options.batchLines = batchLines
        options.maxLineBytes = maxLineBytes
        options.progressEveryLines = progressEvery
        options.final = final
        options.commitIntervalSeconds = commitInterval
        options.cacheMegabytes = cacheMegabytes
        options.decodeOnSecondThread = threads == 2
        return options
    }

    func validate() throws {
        if paths.filter({ $0 == "-" }).count > 1 { throw UsageError("'-' (standard input) can be given only once") }
    }

    /// The environment variable that names the host sources are read on (PostgreSQL).
    static let hostVariable = "FSTEL_SOURCE_HOST"

    /// `--source-host`, else `$FSTEL_SOURCE_HOST`, else nil (this machine's name).
    func host(_ console: Console) -> String? {
        if let sourceHost, !sourceHost.isEmpty { return sourceHost }
        if let fromEnvironment = console.environment[Self.hostVariable], !fromEnvironment.isEmpty { return fromEnvironment }
        return nil
    }

    func run(_ console: Console) throws -> ExitCode {
        let (paths, directoryProblems) = expandedPaths(console)
        for problem in directoryProblems { console.err.write("Error: \(TerminalText.escaped(problem))\n") }
        if paths.isEmpty { return .unreadableInput }
        if store.location(console).isAbsentFile, let unreadable = Self.noneReadable(paths) {
            // Nothing could be stored: no empty store is left behind.
            for problem in unreadable { console.err.write("Error: \(TerminalText.escaped(problem))\n") }
            return .unreadableInput
        }
        var options = self.options
        if console.installsSignalHandlers {
            StopSignals.install()
            options.stopRequested = { StopSignals.received != 0 }
        }
        let ingestor = try store.openStore(console, access: .write, creating: true).makeIngestor(host: host(console), options: options)
        let progress = console.errIsTerminal && !console.quiet
            ? ProgressLine(console: console, totalBytes: Self.totalBytes(paths), givenPaths: paths) : nil
        let report: IngestReport
        do {
            report = try ingestor.ingest(paths: paths, progress: progress.map { line in { line.show($0) } })
        } catch let failure as IngestFailure {
            progress?.clear()
            printSummary(failure.partialReport, console: console)
            throw failure
        }
        progress?.clear()
        printSummary(report, console: console)
        if report.interrupted {
            let signal = StopSignals.received
            console.err.write("interrupted by signal \(signal): what was read is committed; run the same command again to go on\n")
            return signal == SIGINT ? .interruptedBySIGINT : .interruptedBySIGTERM
        }
        if !report.failedFiles.isEmpty || !directoryProblems.isEmpty { return .unreadableInput }
        if strict && report.rejected > 0 {
            console.err.write("Error: --strict: \(report.rejected) line\(report.rejected == 1 ? " was" : "s were") rejected, so the exit status is 65 (the lines that were valid are stored)\n")
            return .rejectedLines
        }
        return .success
    }

    /// Why a directory given is not read.
    static let noLogFiles = "a directory with no log files (names ending .log, .ndjson or .jsonl, rotated .N or not, compressed (.gz, .xz, .zst, .bz2) or not; "
        + "subdirectories only with --recursive)"

    /// When no input can be opened (all missing, unreadable or folders), why, one line
    /// each; nil when some input can be read (standard input always can).
    static func noneReadable(_ paths: [String]) -> [String]? {
        var problems: [String] = []
        for path in paths {
            if path == "-" { return nil }
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                problems.append("\(path): no such file")
            } else if isDirectory.boolValue {
                problems.append("\(path): \(Self.noLogFiles)")
            } else if !FileManager.default.isReadableFile(atPath: path) {
                problems.append("\(path): permission denied")
            } else {
                return nil
            }
        }
        return problems
    }

    /// The inputs' total size when every input is a regular, uncompressed file (the
    /// progress counts decompressed bytes), else nil.
    static func totalBytes(_ paths: [String]) -> Int64? {
        var total: Int64 = 0
        for path in paths {
            guard path != "-", let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? NSNumber,
                let handle = FileHandle(forReadingAtPath: path)
            else { return nil }
            let magic = (try? handle.read(upToCount: 2)) ?? Data()
            try? handle.close()
            if magic == Data([0x1F, 0x8B]) { return nil }
            total += size.int64Value
        }
        return total
    }

    private func printSummary(_ report: IngestReport, console: Console) {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(report) {
                console.out.write(String(decoding: data, as: UTF8.self) + "\n")
            }
        case .text:
            for file in report.files {
                if let error = file.error {
                    let text = file.errorKind == "is_directory" ? "\(file.path): \(Self.noLogFiles)" : error
                    console.err.write("Error: \(TerminalText.escaped(text))\n")
                }
                if let first = file.sameAs {
                    console.note("\(TerminalText.escaped(file.path)): the same file as \(TerminalText.escaped(first)), read once\n")
                    continue
                }
                var note = ""
                if file.stream { note = " (stream)" }
                else if file.replaced { note = " (replaced: read from the start)" }
                else if file.resumed { note = " (resumed at byte \(file.startOffset))" }
                if let compression = file.compression { note = " (\(compression)-compressed)" + note }
                if file.pendingLines > 0 {
                    note += "; 1 pending line (\(file.pendingBytes) bytes without a newline yet: read once completed, or with --final)"
                }
                if file.handedOver { note += "; left to another ingest that is reading it again from its start" }
                if file.conflictRetries > 0 {
                    let times = file.conflictRetries == 1 ? "once" : "\(file.conflictRetries) times"
                    note += "; read again from its last commit \(times) after a transaction conflict with another writer"
                }
                console.wrappedNote(
                    "\(TerminalText.escaped(file.path)): \(file.lines) lines: \(file.stored) stored, \(file.duplicates) duplicates, \(file.rejected) rejected; \(file.blank) blank\(note)")
            }
            let rate = report.seconds > 0 ? Double(report.lines + report.blank) / report.seconds : 0
            console.wrappedNote(
                "total: \(report.lines) lines: \(report.stored) stored, \(report.duplicates) duplicates, \(report.rejected) rejected; \(report.blank) blank; \(report.pendingLines) pending; \(report.bytes) bytes in \(String(format: "%.2f", report.seconds)) s (\(Int(rate)) lines/s)")
            if report.rejected > 0 {
                console.note("see rejected lines with: \(console.invocation) rejects --db \(ShellWord.quoted(store.resolvedText(console)))\n")
            }
        }
    }
}

/// A progress line on stderr, redrawn in place (only used when stderr is a terminal):
/// with the inputs' total size known, the percent of bytes read and an ETA. It names
/// each input as it was given and fits the terminal's width (the path is shortened
/// from its start, then the least useful figures go), so it never wraps and each
/// redraw erases the previous one.
final class ProgressLine {
    private let console: Console
    private let totalBytes: Int64?
    /// Inputs as given, by the path the ingest reports them under (it may resolve them).
    private let given: [String: String]
    /// Bytes of the files finished before the current one.
    private var finishedBytes: Int64 = 0
    private var currentPath = ""
    private var currentBytes: Int64 = 0

    init(console: Console, totalBytes: Int64?, givenPaths: [String] = []) {
        self.console = console
        self.totalBytes = totalBytes
        var given: [String: String] = [:]
        let cwd = FileManager.default.currentDirectoryPath
        for path in givenPaths where path != "-" {
            given[path] = path
            let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
            given[URL(fileURLWithPath: absolute).standardizedFileURL.path] = path
            given[URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path] = path
        }
        self.given = given
    }

    func show(_ progress: IngestProgress) {
        if progress.path != currentPath {
            finishedBytes += currentBytes
            currentPath = progress.path
        }
        currentBytes = progress.bytes
        var shown = progress
        shown.path = given[progress.path] ?? progress.path
        console.err.write("\r\u{1B}[K" + Self.text(shown, doneBytes: finishedBytes + progress.bytes, totalBytes: totalBytes, width: console.errWidth))
        console.err.flush()
    }

    /// `a.ndjson: 200000 lines, 41.3 MiB, 170000 lines/s, 37% (ETA 12 s)`, at most
    /// `width - 1` characters (the last column is left free: writing it makes some
    /// terminals wrap).
    static func text(_ progress: IngestProgress, doneBytes: Int64, totalBytes: Int64?, width: Int? = nil) -> String {
        let rate = progress.seconds > 0 ? Double(progress.lines) / progress.seconds : 0
        let megabytes = Double(progress.bytes) / 1_048_576
        var figures = ["\(progress.lines) lines", "\(String(format: "%.1f", megabytes)) MiB", "\(Int(rate)) lines/s"]
        if let totalBytes, totalBytes > 0 {
            let fraction = min(1, Double(doneBytes) / Double(totalBytes))
            var share = "\(Int(fraction * 100))%"
            if fraction > 0, progress.seconds > 0 {
                // The elapsed time counts from this file's start; the rate of bytes is this file's.
                let bytesPerSecond = Double(progress.bytes) / progress.seconds
                if bytesPerSecond > 0 {
                    share += " (ETA \(Int((Double(totalBytes - doneBytes) / bytesPerSecond).rounded())) s)"
                }
            }
            figures.append(share)
        }
        let path = TerminalText.escaped(progress.path)
        guard let width else { return path + ": " + figures.joined(separator: ", ") }
        let room = max(10, width - 1)
        // The path keeps at least 16 characters (its end: the file's name); figures go
        // from the least useful (MiB, then the rate) until the line fits.
        var kept = figures
        while min(path.count, 16) + 2 + kept.joined(separator: ", ").count > room,
              let drop = kept.firstIndex(where: { $0.hasSuffix(" MiB") || $0.hasSuffix(" lines/s") }) {
            kept.remove(at: drop)
        }
        let tail = ": " + kept.joined(separator: ", ")
        var shownPath = path
        if shownPath.count + tail.count > room {
            let keep = max(1, room - tail.count - 1)
            shownPath = "…" + shownPath.suffix(keep)
        }
        let line = shownPath + tail
        return line.count > room ? String(line.prefix(room)) : line
    }

    func clear() {
        console.err.write("\r\u{1B}[K")
    }
}
