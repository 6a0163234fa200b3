/// The accounting of one input file in one ingest run.
/// Invariant: `lines == stored + duplicates + rejected`; blank lines are counted apart.
public struct FileIngestReport: Codable, Sendable, Equatable {
    /// The input's path as given (`-` for standard input).
    public var path: String
    /// True when the input was compressed (gzip, xz, zstd or bzip2, by its magic bytes).
    public var compressed = false
    /// The input's compression (`gzip`, `xz`, `zstd`, `bzip2`), nil when plain.
    public var compression: String? = nil
    /// True when the file was read from an earlier checkpoint (it grew).
    public var resumed = false
    /// True when a file under this path had been ingested before and was found replaced.
    public var replaced = false
    /// The (decompressed) offset this run started reading at.
    public var startOffset: Int64 = 0
    /// The offset up to which the file is now stored.
    public var endOffset: Int64 = 0
    /// Lines read (blank ones apart): `stored + duplicates + rejected`.
    public var lines = 0
    /// Lines stored as new events.
    public var stored = 0
    /// Lines whose event was already stored.
    public var duplicates = 0
    /// Lines rejected (kept in `rejected_lines` with their reason).
    public var rejected = 0
    /// Empty lines, counted apart.
    public var blank = 0
    /// Bytes of the (decompressed) stream read in this run.
    public var bytes: Int64 = 0
    /// Why the file could not be read (completely), or nil.
    public var error: String? = nil
    /// The error's kind (`not_found`, `is_directory`, `truncated_gzip`, ...), or nil.
    public var errorKind: String? = nil
    /// True when the input is a stream (standard input, a pipe, a FIFO, a device): read
    /// whole, never checkpointed.
    public var stream = false
    /// Lines held back at the end of a regular file because they lack their `\n` (0 or
    /// 1): neither stored nor rejected; read once an append completes them.
    public var pendingLines = 0
    /// Bytes of the pending line.
    public var pendingBytes: Int64 = 0
    /// The path named a file already read earlier in this run (the same device and
    /// inode); it was not read again. Holds that earlier path.
    public var sameAs: String? = nil
    /// Another ingest running at the same time found this file rewritten and reads it
    /// again from its start; this run stopped reading it (nothing is lost).
    public var handedOver = false
    /// The run was stopped (SIGINT, SIGTERM) while reading this input; what was read
    /// is committed.
    public var interrupted = false
    /// Times the input was read again from its last commit because the store rolled a
    /// batch back in a conflict with another writer (a deadlock between two ingesters on
    /// a cluster): nothing of a rolled-back batch is kept, so nothing counts twice.
    public var conflictRetries = 0

    /// An empty report for `path`.
    public init(path: String) {
        self.path = path
    }

    package enum CodingKeys: String, CodingKey {
        case path, compressed, compression, resumed, replaced
        case startOffset = "start_offset", endOffset = "end_offset"
        case lines, stored, duplicates, rejected, blank, bytes, error
        case errorKind = "error_kind"
        case stream
        case pendingLines = "pending_lines", pendingBytes = "pending_bytes"
        case sameAs = "same_as", handedOver = "handed_over", interrupted
        case conflictRetries = "conflict_retries"
    }
}

/// The accounting of one ingest run over all its files.
public struct IngestReport: Codable, Sendable, Equatable {
    /// The run's id in `ingest_runs`.
    public var runID: Int64 = 0
    /// One report per input, in order.
    public var files: [FileIngestReport] = []
    /// Wall-clock seconds the run took.
    public var seconds: Double = 0
    /// The run was stopped by a signal before it read all its inputs; what it read is
    /// committed and the next run goes on from there.
    public var interrupted = false

    /// An empty report.
    public init() {}

    /// Lines read over all files.
    public var lines: Int { files.reduce(0) { $0 + $1.lines } }
    /// Lines stored over all files.
    public var stored: Int { files.reduce(0) { $0 + $1.stored } }
    /// Duplicate lines over all files.
    public var duplicates: Int { files.reduce(0) { $0 + $1.duplicates } }
    /// Rejected lines over all files.
    public var rejected: Int { files.reduce(0) { $0 + $1.rejected } }
    /// Blank lines over all files.
    public var blank: Int { files.reduce(0) { $0 + $1.blank } }
    /// Bytes read over all files.
    public var bytes: Int64 { files.reduce(0) { $0 + $1.bytes } }
    /// Unterminated last lines held back (see ``FileIngestReport/pendingLines``).
    public var pendingLines: Int { files.reduce(0) { $0 + $1.pendingLines } }
    /// Bytes of unterminated last lines left pending over all files.
    public var pendingBytes: Int64 { files.reduce(0) { $0 + $1.pendingBytes } }
    /// Files that could not be read, in whole or in part.
    public var failedFiles: [FileIngestReport] { files.filter { $0.error != nil } }

    package enum CodingKeys: String, CodingKey {
        case runID = "run_id", lines, stored, duplicates, rejected, blank, bytes, seconds, files
        case pendingLines = "pending_lines", pendingBytes = "pending_bytes", interrupted
    }

    /// Encodes the totals next to the files (the JSON `fstel ingest --format json` prints).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(runID, forKey: .runID)
        try c.encode(lines, forKey: .lines)
        try c.encode(stored, forKey: .stored)
        try c.encode(duplicates, forKey: .duplicates)
        try c.encode(rejected, forKey: .rejected)
        try c.encode(blank, forKey: .blank)
        try c.encode(bytes, forKey: .bytes)
        try c.encode(pendingLines, forKey: .pendingLines)
        try c.encode(pendingBytes, forKey: .pendingBytes)
        try c.encode(interrupted, forKey: .interrupted)
        try c.encode(seconds, forKey: .seconds)
        try c.encode(files, forKey: .files)
    }

    /// Decodes what ``encode(to:)`` wrote (the totals are recomputed from the files).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        runID = try c.decode(Int64.self, forKey: .runID)
        files = try c.decode([FileIngestReport].self, forKey: .files)
        seconds = try c.decode(Double.self, forKey: .seconds)
        interrupted = try c.decodeIfPresent(Bool.self, forKey: .interrupted) ?? false
    }
}

/// A snapshot for a progress line.
public struct IngestProgress: Sendable {
    /// The input being read.
    public var path: String
    /// Lines read from it so far.
    public var lines: Int
    /// Bytes read from it so far.
    public var bytes: Int64
    /// Seconds since the run started.
    public var seconds: Double
}

/// The store failed while a file was being ingested (disk full, I/O error, busy). The
/// rows of the batch in flight were rolled back; the checkpoint covers only what was
/// committed before, so the next ingest continues from there.
public struct IngestFailure: Error, CustomStringConvertible, Sendable {
    /// The input being ingested.
    public var path: String
    /// The offset up to which the file's lines are stored.
    public var committedOffset: Int64
    /// The line up to which the file's lines are stored.
    public var committedLine: Int
    /// What the store said: a driver's error (``StoreFailure``).
    public var underlying: any Error & Sendable
    /// What the run had committed before it failed.
    public var partialReport: IngestReport

    /// True when the store rolled the batch back in a conflict with another writer
    /// (``StoreFailure/isTransientConflict``): reading the input again from its last
    /// commit may succeed.
    public var isTransientConflict: Bool { (underlying as? any StoreFailure)?.isTransientConflict ?? false }

    /// The failure in plain words, with the file, the offset and what to do.
    public var description: String {
        let what = (underlying as? any StoreFailure)?.ingestFailureSummary ?? "the store failed"
        return "\(path): \(what) after committing up to byte offset \(committedOffset) (line \(committedLine)); nothing past it was kept; the next ingest resumes there: \(underlying)"
    }
}
