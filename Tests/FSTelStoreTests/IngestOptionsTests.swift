import FSTelTestSupport
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL

@Suite struct IngestOptionsTests {
    @Test func theIngestConnectionsPageCacheIsCacheMegabytes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("store.sqlite"), access: .write)
        var options = IngestOptions()
        options.cacheMegabytes = 12
        let ingestor = try Ingestor(store: store, options: options)
        // A negative cache_size is a size in KiB (SQLite's PRAGMA cache_size).
        #expect(try store.database.scalar(sql: "PRAGMA cache_size") == .integer(-12 * 1024))
        let file = try dir.write("a.ndjson", Lines.start("s1") + "\n" + Lines.transition("s1", seq: 0) + "\n")
        let report = try ingestor.ingest(paths: [file])
        #expect(report.stored == 2)
        #expect(try store.database.scalar(sql: "PRAGMA cache_size") == .integer(-12 * 1024))
    }

    @Test func theDefaultPageCacheHoldsADefaultBatch() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("store.sqlite"), access: .write)
        _ = try Ingestor(store: store)
        #expect(IngestOptions().cacheMegabytes == 64)
        #expect(try store.database.scalar(sql: "PRAGMA cache_size") == .integer(-64 * 1024))
    }
}
