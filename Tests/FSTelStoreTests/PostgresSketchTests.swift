import Foundation
import FSTelGenerator
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
import FSTelTestSupport

/// PostgreSQL's duration sketches kept as one row per key with its buckets and counts in
/// arrays (migration 0006), read per bucket through the view `duration_sketch`.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct PostgresSketchNeedsServerTests {
    static let perKey = """
        SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, buckets::text, counts::text
        FROM duration_sketches ORDER BY 1, 2, 3, 4, 5, 6
        """
    static let perBucket = """
        SELECT day, strategy, direction, started, os_version, app_version, os_major, os_minor, bucket, durations
        FROM duration_sketch ORDER BY 1, 2, 3, 4, 5, 6, 9
        """

    @Test func sketchesMergedOverManyBatchesAndTwoHostsEqualOneBatchs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        var options = GeneratorOptions(sessions: 90, seed: 17, files: 2, days: 2)
        options.badRate = 0.02
        options.dupRate = 0.05
        let files = try generateLogs(options, into: dir.file("logs")).files.sorted()
        #expect(files.count == 2)
        try withPostgresDatabase { whole in
            let one = try PostgresIngestFixture(whole)
            _ = try one.ingest(files, host: "host-a")
            try withPostgresDatabase { split in
                let two = try PostgresIngestFixture(split)
                var small = IngestOptions()
                small.batchLines = 37
                _ = try two.ingest([files[0]], host: "host-a", options: small)
                small.batchLines = 53
                _ = try two.ingest([files[1]], host: "host-b", options: small)
                // The same rows give the same sketches, however the batches and hosts fell.
                #expect(try two.int("SELECT count(*) FROM transitions") == one.int("SELECT count(*) FROM transitions"))
                let wanted = try one.store.connection.rows(sql: Self.perKey)
                #expect(!wanted.isEmpty)
                #expect(try two.store.connection.rows(sql: Self.perKey) == wanted)
                #expect(try two.store.connection.rows(sql: Self.perBucket) == one.store.connection.rows(sql: Self.perBucket))
                // Each key's buckets once, ascending, none of them empty.
                for fixture in [one, two] {
                    #expect(try fixture.int("""
                        SELECT count(*) FROM duration_sketches
                        WHERE buckets <> (SELECT array_agg(DISTINCT b ORDER BY b) FROM unnest(buckets) AS b)
                           OR cardinality(buckets) <> cardinality(counts) OR 0 = ANY(counts)
                        """) == 0)
                }
            }
        }
    }

    @Test func mergingTwoSketchesSumsEachBucketAndDropsTheEmptyOnes() throws {
        try withPostgresDatabase { database in
            let db = try PostgresStore(url: database.url, access: .write).connection
            #expect(try db.rows(sql: """
                SELECT merged_buckets::text, merged_counts::text
                FROM duration_sketch_merge('{-2147483648,1,5}', '{1,2,3}', '{7,5,1}', '{4,-3,-2}')
                """) == [[.text("{-2147483648,7}"), .text("{1,4}")]])
            #expect(try db.rows(sql: """
                SELECT merged_buckets::text, merged_counts::text FROM duration_sketch_merge('{3}', '{2}', '{3}', '{-2}')
                """) == [[.text("{}"), .text("{}")]])
        }
    }

    @Test func durationsMovedByALateSessionStartLeaveNoEmptyBuckets() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        // The session's transitions arrive first (counted as not started), its start later.
        let first = try dir.write("a.ndjson", [
            Lines.transition("late", seq: 0, extra: #","duration_ms":12.5"#),
            Lines.transition("late", seq: 1, direction: "exit", extra: #","duration_ms":40"#),
        ].joined(separator: "\n") + "\n")
        let second = try dir.write("b.ndjson", Lines.start("late", os: "17.4") + "\n")
        try withPostgresDatabase { database in
            let postgres = try PostgresIngestFixture(database)
            _ = try postgres.ingest([first])
            #expect(try postgres.int("SELECT count(*) FROM duration_sketch WHERE started = 0") == 2)
            _ = try postgres.ingest([second])
            #expect(try postgres.int("SELECT count(*) FROM duration_sketch WHERE started = 0") == 0)
            #expect(try postgres.int("SELECT count(*) FROM duration_sketch WHERE started = 1 AND os_version = '17.4'") == 2)
            #expect(try postgres.int("SELECT count(*) FROM duration_sketches WHERE cardinality(buckets) = 0") == 2)
        }
    }
}
