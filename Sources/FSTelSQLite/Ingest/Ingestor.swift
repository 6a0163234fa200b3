import FSTelIO
import FSTelModel
import FSTelStorage

/// Streams log files into the store exactly once.
///
/// A regular file is known by what it holds, not by the name that reached it: a source
/// record keeps the length and a hash of the content prefix whose lines are stored, and a
/// file continues the longest recorded prefix it really starts with (its bytes hashed up
/// to there, unless its device, inode, size and change time are those the record saved).
/// A record moves forward only for the file that saved it; another file continuing it
/// gets a record of its own. The checkpoint commits in the same transaction as the rows
/// read up to it and is read again under the write lock before each batch, so a crash
/// loses nothing and two ingests of one file at once store and count each line once.
/// Anything that is not a regular file is a stream: read whole, never checkpointed,
/// committed whenever it waits for input. The model and its limits are in docs/ingest.md.
package final class Ingestor {
    let engine: IngestEngine<SQLiteIngestBackend>

    /// An ingestor writing into `store` (opened with `.write`).
    package init(store: Store, options: IngestOptions = IngestOptions()) throws {
        engine = IngestEngine(
            backend: try SQLiteIngestBackend(
                database: store.database, cacheMegabytes: options.cacheMegabytes,
                recentSessionIDLimit: options.recentSessionIDLimit), options: options)
    }

    /// Ingests every path in order (`-` is standard input). A file that cannot be read
    /// is reported in its ``FileIngestReport/error`` and the others go on; a failure of
    /// the store itself stops the run with an ``IngestFailure``.
    package func ingest(paths: [String], progress: ((IngestProgress) -> Void)? = nil) throws -> IngestReport {
        try engine.ingest(paths: paths, progress: progress)
    }

    /// Decodes the kept rejected lines again (after a fix of the decoder, say): a line
    /// that now passes is stored (or found a duplicate) and leaves `rejected_lines`; one
    /// that still fails stays, with its reason brought up to date. One transaction.
    package func replayRejects(_ filter: RejectFilter) throws -> IngestReport {
        try engine.replayRejects(filter)
    }
}

/// The ingestor an SQLite store makes.
extension Ingestor: LogIngesting {}
