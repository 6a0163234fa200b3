import Testing
import FSTelModel
@_spi(FSTelDrivers) @testable import FSTelStorage
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// The PostgreSQL driver's writes that `fstel copy --merge` shares with ingest, prune and
/// nightly: each table's write has one function, and these pin what it keeps.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresSharedWritesNeedsServerTests {
    @Test func addedPrunedKeysKeepTheKeysTheStoreHoldsAndCountEveryRowWritten() throws {
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            try db.execute(sql: "INSERT INTO pruned_keys (day, key) VALUES (1, 10)")
            let written = try db.inTransaction {
                try PrunedKeys.add(db) { writer in
                    for (day, key) in [(1, 10), (1, 11), (2, 10), (1, 11)] as [(Int64, Int64)] {
                        writer.append(day)
                        writer.append(key)
                        writer.endRow()
                    }
                }
            }
            #expect(written == 4)
            #expect(try db.rows(sql: "SELECT day, key FROM pruned_keys ORDER BY 1, 2") == [
                [.integer(1), .integer(10)], [.integer(1), .integer(11)], [.integer(2), .integer(10)],
            ])
            // A second call on the same connection adds its own rows.
            let again = try db.inTransaction {
                try PrunedKeys.add(db) { writer in
                    writer.append(Int64(3))
                    writer.append(Int64(30))
                    writer.endRow()
                }
            }
            #expect(again == 1)
            #expect(try db.scalar(sql: "SELECT count(*) FROM pruned_keys") == .integer(4))
        }
    }

    @Test func aPrunedRangeGivenFewerValuesLeavesTheOtherColumnsToTheirDefaults() throws {
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            try Retention.recordPrunedRange(db, [Int64(5), Int64(86_400_000), "1970-01-02", 7, 2, "1970-01-01"])
            try Retention.recordPrunedRange(db, [Int64(6), Int64(172_800_000), "1970-01-03", 3, 1, String?.none, 1])
            #expect(try db.rows(sql: "SELECT \(Retention.prunedRangeColumns.joined(separator: ", ")) FROM pruned_ranges ORDER BY prune_id") == [
                [.integer(5), .integer(86_400_000), .text("1970-01-02"), .integer(7), .integer(2), .text("1970-01-01"), .integer(0)],
                [.integer(6), .integer(172_800_000), .text("1970-01-03"), .integer(3), .integer(1), .null, .integer(1)],
            ])
        }
    }

    @Test func addedNightlyDaysLeaveADayTheStoreComputedAsItIs() throws {
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            let kept = DurationPercentiles(
                strategy: "window_transform", osMajor: 17, osMinor: 4, appVersion: "1.0", direction: "enter", durations: 3, p50: 120, p95: 300)
            let offered = DurationPercentiles(
                strategy: "native_rotation", osMajor: nil, osMinor: nil, appVersion: nil, direction: "exit", durations: 9, p50: 80, p95: 95.5)
            try db.replaceDailyDurations(day: UTCDay(daysSinceEpoch: 19_000), with: [kept], computedAt: 1_000)
            let day = UTCDay(daysSinceEpoch: 19_000).description, other = UTCDay(daysSinceEpoch: 19_001).description
            let (first, second) = try db.inTransaction {
                (try db.addDailyDurations(day: day, with: [offered], transitions: 9, computedAt: 2_000),
                 try db.addDailyDurations(day: other, with: [offered, kept], transitions: 40, computedAt: 3_000))
            }
            #expect(!first)
            #expect(second)
            #expect(try db.rows(sql: "SELECT day, transitions, computed_at FROM daily_rollup_days ORDER BY day") == [
                [.text(day), .integer(3), .integer(1_000)], [.text(other), .integer(40), .integer(3_000)],
            ])
            #expect(try db.rows(sql: """
                SELECT day, strategy, os_major, app_version, durations, duration_p95_ms FROM daily_durations ORDER BY day, strategy
                """) == [
                [.text(day), .text("window_transform"), .integer(17), .text("1.0"), .integer(3), .real(300)],
                [.text(other), .text("native_rotation"), .null, .null, .integer(9), .real(95.5)],
                [.text(other), .text("window_transform"), .integer(17), .text("1.0"), .integer(3), .real(300)],
            ])
        }
    }

    @Test func addedRejectedLinesKeepOneLinePerPlaceAndRecordedFilesAreReplaced() throws {
        try withPostgresDatabase { database in
            let store = try PostgresStore(url: database.url, access: .write)
            let db = store.connection
            let backend = try PostgresIngestBackend(store: store, host: "test-host")
            let run = try PostgresIngestBackend.insertRun(db, startedAt: 10, finishedAt: 20, command: "copy")
            try backend.beginBatch(lock: nil)
            let source = try backend.insertStreamSource(name: "stdin", fingerprint: 42, now: 10)
            try backend.commitBatch { _ in }
            func reject(_ order: Int64, offset: Int64, raw: [UInt8], to writer: inout PostgresCopyWriter) {
                for value: Int64 in [order, source, 0, run, order + 1, offset] { writer.append(value) }
                writer.append("bad_json")
                writer.append("")
                writer.append(bytea: raw)
                writer.append(Int64(raw.count))
                writer.append(Int64(raw.count) * 1_000 + offset)
                writer.append(Int64?.none)
                writer.endRow()
            }
            let added = try db.inTransaction {
                try backend.addRejectedLines { writer in
                    reject(0, offset: 0, raw: Array("{x".utf8), to: &writer)
                    reject(1, offset: 3, raw: Array("{y".utf8), to: &writer)
                    reject(2, offset: 0, raw: Array("{x".utf8), to: &writer)
                }
            }
            #expect(added.written == 3)
            #expect(added.kept == 2)
            let again = try db.inTransaction {
                try backend.addRejectedLines { writer in reject(0, offset: 3, raw: Array("{y".utf8), to: &writer) }
            }
            #expect(again.written == 1)
            #expect(again.kept == 0)
            #expect(try db.rows(sql: "SELECT byte_offset, run_id FROM rejected_lines ORDER BY byte_offset") == [
                [.integer(0), .integer(run)], [.integer(3), .integer(run)],
            ])

            try PostgresIngestBackend.recordFile(db, runID: run, sourceID: source, accounting: [0, 10, 2, 1, 1, 0, 0, 10, String?.none])
            try PostgresIngestBackend.recordFile(db, runID: run, sourceID: source, accounting: [0, 30, 5, 3, 1, 1, 0, 30, "cut short"])
            #expect(try db.rows(sql: "SELECT end_offset, lines, stored, rejected, error FROM ingest_files") == [
                [.integer(30), .integer(5), .integer(3), .integer(1), .text("cut short")],
            ])
            #expect(try db.rows(sql: "SELECT started_at, finished_at, command FROM ingest_runs WHERE run_id = $1", arguments: [run]) == [
                [.integer(10), .integer(20), .text("copy")],
            ])
        }
    }
}
