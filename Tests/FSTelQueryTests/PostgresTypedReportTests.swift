import Foundation
import FSTelGenerator
import FSTelQuery
import FSTelStore
import Testing
import FSTelTestSupport

/// The typed report API on a ``PostgresStore``.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresTypedReportNeedsServerTests {
    @Test func theTypedReportsOfAPostgresStoreEqualThoseOfTheSQLiteStore() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let logs = dir.file("logs")
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        _ = try generateLogs(GeneratorOptions(sessions: 150, seed: 77, files: 2, days: 3, badRate: 0.02, dupRate: 0.05), into: logs)
        let paths = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
        let sqlite = dir.file("store.sqlite")
        _ = try Ingestor(store: try Store(path: sqlite, access: .write)).ingest(paths: paths)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try PostgresRowCopy.copy(from: try Store(path: sqlite, access: .read).database, to: try PostgresStore(url: database.url, access: .write).connection)
        do {
            let postgres = database.url
            let a = try Store(path: sqlite, access: .read)
            let b = try PostgresStore(url: postgres, access: .read)
            #expect(try a.failureRates(by: [.strategy, .osMajor]) == b.failureRates(by: [.strategy, .osMajor]))
            #expect(try a.failures(by: [.day]) == b.failures(by: [.day]))
            #expect(try a.restores(exact: true) == b.restores(exact: true))
            #expect(try a.durations(by: [.direction]) == b.durations(by: [.direction]))
            #expect(try a.bestStrategies() == b.bestStrategies())
            #expect(!(try b.failureRates()).isEmpty)
        }
    }
}
