/// What the ingest logic (``IngestEngine``: reading, decoding, checkpoints, pending lines,
/// streams, stops, accounting) asks of a store, by concern; one implementation per backend
/// (``SQLiteIngestBackend``, ``PostgresIngestBackend``):
///
/// | protocol | concern | requirements |
/// |---|---|---|
/// | ``IngestBatches`` | write transactions, the source lock | 6 |
/// | ``IngestLineWriter`` | one call per line | 3 |
/// | ``IngestRuns`` | runs and accounting | 4 |
/// | ``IngestFileSources`` | records of regular files, checkpoints | 8 |
/// | ``IngestStreamSources`` | records of streams | 4 |
/// | ``RejectReplay`` | rejected lines read back | 3 |
///
/// How a regular file's batches commit is the backend's ``Committer``: ``InlineCommitter``
/// (one after another) or ``BackgroundCommitter`` (a backend with ``IngestBackgroundBatches``:
/// each batch commits while the next is written). The file reader is handed one and has
/// no step of its own for either.
///
/// The engine is generic over its backend, so the per-line calls are direct calls.
package protocol IngestBackend:
    IngestBatches, IngestLineWriter, IngestRuns, IngestFileSources, IngestStreamSources, RejectReplay
{
    /// How the batches of a regular file commit.
    associatedtype Committer: BatchCommitter where Committer.Backend == Self
}
