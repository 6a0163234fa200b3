import FSTelStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams log files into a PostgreSQL store exactly once, by the rules of ``Ingestor``
/// (the same reading, checkpoints, pending lines, streams, stops, reject reasons and
/// accounting: the logic is written once), with rows sent by `COPY` and moved into the
/// store by set-based statements (``PostgresIngestBackend``).
///
/// Several hosts may ingest into one database at once: a source's identity includes the
/// host it was read on (``host``), so each host keeps its own checkpoints, and rows meet
/// in the primary key of `transitions` and the unique session id of `sessions`, which let
/// each key and session in once. The same
/// file read on two hosts is two sources (its lines are counted by each, stored once).
package final class PostgresIngestor {
    let engine: IngestEngine<PostgresIngestBackend>

    /// The host sources are recorded under.
    package var host: String { engine.backend.host }

    /// An ingestor writing into `store` (opened with `.write`); `host` names the machine the
    /// logs are read on (``currentHost()`` when nil).
    package init(store: PostgresStore, host: String? = nil, options: IngestOptions = IngestOptions()) throws {
        engine = IngestEngine(
            backend: try PostgresIngestBackend(store: store, host: host ?? Self.currentHost()), options: options)
    }

    /// See ``Ingestor/ingest(paths:progress:)``.
    package func ingest(paths: [String], progress: ((IngestProgress) -> Void)? = nil) throws -> IngestReport {
        try engine.ingest(paths: paths, progress: progress)
    }

    /// See ``Ingestor/replayRejects(_:)``.
    package func replayRejects(_ filter: RejectFilter) throws -> IngestReport {
        try engine.replayRejects(filter)
    }

    /// This machine's name (`gethostname`), or `localhost` when it has none: the host an
    /// ingest on this machine records, and `fstel copy` gives the sources it copies.
    package static func currentHost() -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let got = buffer.withUnsafeMutableBufferPointer { gethostname(UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count - 1) }
        guard got == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
