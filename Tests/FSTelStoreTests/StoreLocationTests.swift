import Foundation
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Which `--db` texts name a PostgreSQL database and which an SQLite file.
@Suite struct StoreLocationTests {
    @Test func urlsAndLibpqKeywordAndServiceFormsArePostgreSQL() {
        for text in [
            "postgresql://fstel@db/telemetry", "POSTGRES://x@y/z", "host=db.example.com dbname=telemetry",
            "service=telemetry", "  host = /var/run/postgresql  dbname = 'my db' user=fstel ", "dbname=telemetry sslmode=require", "dbname=",
            "host=db password='it''s' dbname=x".replacingOccurrences(of: "''", with: "\\'"),
        ] {
            #expect(StoreLocation(text) == .postgresql(url: text), "\(text)")
        }
    }

    @Test func pathsAndTextsThatAreNotKeywordListsStaySQLitePaths() {
        for text in [
            "fstel.sqlite", "./postgresql:x", "a=b.sqlite", "dbname", "host=db unknown_keyword=1", "host=db trailing",
            "dbname='unterminated", "=x", "", "/tmp/dir/with=sign/store.sqlite", "postgresql:store.sqlite",
        ] {
            #expect(StoreLocation(text) == .sqlite(path: text), "\(text)")
        }
    }

    @Test func anExistingFileWhoseNameLooksLikeAKeywordListIsThatFile() throws {
        // A bare name is relative to the current directory: a uniquely named file there.
        let name = "dbname=fstel_location_test_" + UUID().uuidString.prefix(8).lowercased()
        #expect(StoreLocation(name) == .postgresql(url: name))
        defer { for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: name + suffix) } }
        _ = try Store(path: name, access: .write)
        #expect(StoreLocation(name) == .sqlite(path: name))
        #expect(try openStore(name, access: .read).displayName == name)
    }

    @Test func theKeywordFormIsParsedAsLibpqReadsItAndItsPasswordIsHidden() throws {
        let pairs = try #require(PostgresURL.keywordPairs(#"host=db  dbname = 'my \'db\'' password=s3cret user=a\ b"#))
        #expect(pairs.map(\.keyword) == ["host", "dbname", "password", "user"])
        #expect(pairs.map(\.value) == ["db", "my 'db'", "s3cret", "a b"])
        let shown = PostgresURL.redacted(#"host=db dbname='my db' password='s3 cret' user=fstel"#)
        #expect(shown == "host=db dbname='my db' password=*** user=fstel")
        #expect(!shown.contains("s3"))
        #expect(StoreLocation(#"host=db password=s3cret"#).displayName == "host=db password=***")
        #expect(PostgresURL.redacted("postgresql://u:pw@h/db?password=x") == "postgresql://u:***@h/db?password=***")
    }
}
