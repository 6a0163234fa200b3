import FSTelIO
import FSTelModel

/// The records of regular files (inside a batch): what ``FileIdentity`` decides over, and
/// the checkpoints the file reader saves.
package protocol IngestFileSources: AnyObject {
    /// The file sources whose content began as `fingerprint` (on this host, for a backend
    /// shared by hosts).
    func fileSources(fingerprint: UInt64) throws -> [StoredSource]
    /// A source recorded before sources had fingerprints, under `path`.
    func legacySource(path: String) throws -> StoredSource?
    func setFingerprint(_ fingerprint: UInt64, sourceID: Int64) throws
    /// True when a file source was recorded under `path`.
    func hasFileSource(path: String) throws -> Bool
    /// A new source record of a regular file, its content stored up to `start` (0, or a
    /// prefix another record holds).
    func insertFileSource(
        status: FileStatus, fingerprint: UInt64, compressed: Bool, start: DecodePipeline.Position, now: Int64
    ) throws -> Int64
    /// The source's generation and checkpoint offset as stored now, nil when it is gone.
    func checkpoint(sourceID: Int64) throws -> (generation: Int64, offset: Int64)?
    func saveCheckpoint(_ checkpoint: Checkpoint) throws
    /// Moves a file source's checkpoint back from `from` to `to`, the start of its last
    /// line (one without a line feed that `--final` read whole, since completed by the
    /// writer): the only move back a checkpoint makes. Nothing when it is no longer at `from`.
    func rewindCheckpoint(sourceID: Int64, generation: Int64, from: Int64, to: DecodePipeline.Position) throws
}

/// The records of streams (inside a batch).
package protocol IngestStreamSources: AnyObject {
    func touchStream(sourceID: Int64, compressed: Bool, now: Int64) throws
    /// Records the content a stream source's stream held when read to its end (`end`: its
    /// length, lines and ``PrefixHash``) as the stream's record, when longer than the one
    /// recorded: a file with that content continues it (``IngestFileSources/fileSources(fingerprint:)``)
    /// instead of reading its lines again. Nothing for a file source; no checkpoint moves.
    func recordStreamContent(sourceID: Int64, end: DecodePipeline.Position) throws
    /// A source whose content began as `fingerprint`, streams first.
    func streamSource(fingerprint: UInt64) throws -> (id: Int64, generation: Int64)?
    func insertStreamSource(name: String, fingerprint: UInt64, now: Int64) throws -> Int64
}

/// A `sources` row as the ingest logic reads it.
package struct StoredSource {
    package var id: Int64
    package var generation: Int64
    package var offset: Int64
    package var line: Int
    package var tailLength: Int?
    package var tailHash: UInt64?
    package var device: UInt64?
    package var inode: UInt64?
    var modified: Int64?
    package var size: Int64?
    package var readToEnd: Bool
    package var compressed: Bool
    package var path: String
    package var prefixLength: Int?
    package var prefixHash: UInt64?
    /// The checkpoint this record was moved back from, to the start of its last line
    /// (``FileIdentity``); nil as stored.
    var rewoundFrom: Int64?

    /// True when ``tailHash`` is the ``PrefixHash`` of the whole content before the
    /// checkpoint (older records hash only the bytes just before it).
    var hasFullPrefix: Bool { tailHash != nil && tailLength.map(Int64.init) == offset }

    package init(
        id: Int64, generation: Int64 = 1, offset: Int64, line: Int, tailLength: Int?, tailHash: UInt64?,
        device: UInt64?, inode: UInt64?, modified: Int64?, size: Int64?, readToEnd: Bool = false, compressed: Bool = false,
        path: String, prefixLength: Int? = nil, prefixHash: UInt64? = nil
    ) {
        self.id = id
        self.generation = generation
        self.offset = offset
        self.line = line
        self.tailLength = tailLength
        self.tailHash = tailHash
        self.device = device
        self.inode = inode
        self.modified = modified
        self.size = size
        self.readToEnd = readToEnd
        self.compressed = compressed
        self.path = path
        self.prefixLength = prefixLength
        self.prefixHash = prefixHash
    }

    package init(_ row: [DatabaseValue]) {
        id = row[0].int64 ?? 0
        generation = row[1].int64 ?? 1
        offset = row[2].int64 ?? 0
        line = Int(row[3].int64 ?? 0)
        tailLength = row[4].int64.map { Int($0) }
        tailHash = row[5].int64.map { UInt64(bitPattern: $0) }
        device = row[6].int64.map { UInt64(bitPattern: $0) }
        inode = row[7].int64.map { UInt64(bitPattern: $0) }
        modified = row[8].int64
        size = row[9].int64
        readToEnd = row[10].int64 == 1
        compressed = row[11].int64 == 1
        path = row[12].string ?? ""
        prefixLength = row[13].int64.map { Int($0) }
        prefixHash = row[14].int64.map { UInt64(bitPattern: $0) }
    }

    /// The columns ``init(_:)`` reads, in order.
    package static let columns = """
        source_id, generation, checkpoint_offset, checkpoint_line, tail_length, tail_hash, device, inode,
        modified_ns, file_size, read_to_end, compressed, path, prefix_length, prefix_hash
        """

    /// ``columns`` where a stream's record (its content's length, ``IngestStreamSources/recordStreamContent(sourceID:end:)``)
    /// stands for the checkpoint a stream never has.
    package static let columnsWithStreams = columns.replacingOccurrences(
        of: "checkpoint_offset", with: "CASE WHEN kind = 'stream' THEN coalesce(tail_length, 0) ELSE checkpoint_offset END")

    /// The sources ``IngestFileSources/fileSources(fingerprint:)`` finds: files, and streams
    /// whose content is recorded.
    package static let fileOrRecordedStream = "(kind = 'file' OR (kind = 'stream' AND tail_hash IS NOT NULL))"
}

/// Where a regular file's lines are stored up to, saved with the batch that stored them.
package struct Checkpoint {
    package var sourceID: Int64
    package var generation: Int64
    package var offset: Int64
    package var line: Int
    package var tailLength: Int
    package var tailHash: UInt64
    package var status: FileStatus
    package var compressed: Bool
    package var readToEnd: Bool
    package var now: Int64
}
