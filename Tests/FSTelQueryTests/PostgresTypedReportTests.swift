import Foundation
import FSTelGenerator
import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
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

    @Test func exactPercentilesComputedByTheServerAreTheNearestRanksSwiftPicks() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("store.sqlite"), access: .write)
        let db = store.database
        try db.execute(sql: "INSERT INTO sources (path, first_ingested_at, last_ingested_at) VALUES ('a', 0, 0)")
        try db.execute(sql: "INSERT INTO sessions (session_id, id_hash) VALUES ('s', fstel_id_hash('s'))")
        // Groups of 1, 2, 10, 100 and 101 durations, shuffled, with repeats and a zero.
        var state: UInt64 = 5
        var seq = 0
        for (group, size) in [1, 2, 10, 100, 101].enumerated() {
            var values = (1...size).map { Double($0 % 37) * 1.5 }
            for i in values.indices.reversed() {
                state = state &* 6_364_136_223_846_793_005 &+ 1
                values.swapAt(i, Int(state >> 33) % (i + 1))
            }
            for value in values {
                try db.execute(sql: """
                    INSERT INTO transitions (session_key, seq, ts, direction, strategy, outcome, duration_ms, source_id, line)
                    VALUES (1, ?, ?, 'enter', ?, 'ok', ?, 1, ?)
                    """, arguments: [seq, 1_764_320_297_987 + seq, "g\(group)", value, seq + 1])
                seq += 1
            }
        }
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        try PostgresRowCopy.copy(from: db, to: try PostgresStore(url: database.url, access: .write).connection)
        let postgres = try PostgresStore(url: database.url, access: .read)
        let expected = try store.durations(by: [.strategy], exact: true)
        #expect(expected.count == 5)
        #expect(try postgres.durations(by: [.strategy], exact: true) == expected)
        #expect(try postgres.durations(by: [], exact: true) == store.durations(by: [], exact: true))
        #expect(try postgres.durations(by: [.day, .direction], filter: { var f = ReportFilter(); f.strategies = ["g3"]; return f }(), minAttempts: 50, exact: true)
            == store.durations(by: [.day, .direction], filter: { var f = ReportFilter(); f.strategies = ["g3"]; return f }(), minAttempts: 50, exact: true))
    }
}
