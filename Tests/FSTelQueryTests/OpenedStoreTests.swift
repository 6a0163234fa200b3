import Foundation
import FSTelGenerator
import FSTelModel
@_spi(FSTelDrivers) import FSTelQuery
import FSTelStore
@_spi(FSTelDrivers) import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Sample logs with rejected lines, in `dir/logs`; their paths, sorted.
private func sampleLogs(in dir: TemporaryDirectory, sessions: Int = 120) throws -> [String] {
    let logs = dir.file("logs")
    try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
    _ = try generateLogs(GeneratorOptions(sessions: sessions, seed: 31, files: 3, days: 2, badRate: 0.05, dupRate: 0.02), into: logs)
    return try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
}

/// `openStore` and what every opened store answers, on SQLite.
struct OpenedStoreTests {
    @Test func openingANewStoreForWritingListsEveryMigrationItAppliedAndReopeningNone() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("new.sqlite")
        let created = try openStore(path, access: .write)
        #expect(created.displayName == path)
        #expect(created.appliedMigrations == Migration.embedded.map(\.version))
        #expect(try created.recordedMigrations() == Migration.embedded)
        #expect(try created.schemaVersion() == Migrator().latestVersion)
        let again = try openStore(path, access: .write)
        #expect(again.appliedMigrations.isEmpty)
        #expect(try openStore(path, access: .read).recordedMigrations().map(\.version) == Migration.embedded.map(\.version))
    }

    @Test func openingAnOlderStoreForWritingListsOnlyThePendingMigrations() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("old.sqlite")
        let older = Migrator(migrations: Migration.embedded.filter { $0.version <= 7 })
        _ = try Store(path: path, access: .write, migrator: older)
        let opened = try openStore(path, access: .write, createIfMissing: false)
        #expect(opened.appliedMigrations == Migration.embedded.map(\.version).filter { $0 > 7 })
    }

    @Test func withoutCreateIfMissingAMissingFileIsRefusedAndNothingIsCreated() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("absent.sqlite")
        #expect(throws: StoreOpeningError.noStore(path: path)) { try openStore(path, access: .write, createIfMissing: false) }
        #expect(throws: StoreOpeningError.noStore(path: path)) { try openStore(path, access: .read, createIfMissing: false) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aStoreInAMissingFolderIsRefusedNamingTheFolder() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("no/such/folder/s.sqlite")
        #expect(throws: StoreOpeningError.noDirectory(directory: dir.file("no/such/folder"), path: path)) {
            try openStore(path, access: .write)
        }
    }

    @Test func schemaColumnsListEveryColumnOfEveryTableAndViewViewsFirst() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try openStore(dir.file("s.sqlite"), access: .write)
        let columns = try store.schemaColumns()
        // Counted another way: pragma_table_info per object of sqlite_schema.
        let db = try Store(path: dir.file("s.sqlite"), access: .read).database
        let expected = try db.scalar(sql: """
            SELECT count(*) FROM sqlite_schema AS o, pragma_table_info(o.name) AS c
            WHERE o.type IN ('table', 'view') AND o.name NOT LIKE 'sqlite_%'
            """).int64
        #expect(Int64(columns.count) == expected)
        let kinds = columns.map(\.kind)
        #expect(kinds.firstIndex(of: "table")! > kinds.lastIndex(of: "view")!)
        let key = try #require(columns.first { $0.object == "sources" && $0.column == "source_id" })
        #expect(key.kind == "table" && key.type == "INTEGER" && key.primaryKey == 1)
        #expect(columns.contains { $0.object == "transition_facts" && $0.kind == "view" })
        #expect(try SchemaCatalog.describe(store).rows.count == columns.count)
    }

    @Test func pruneThroughTheProtocolCountsWhatRetentionCounts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try openStore(dir.file("s.sqlite"), access: .write)
        _ = try store.makeIngestor(host: "ignored", options: IngestOptions()).ingest(paths: try sampleLogs(in: dir), progress: nil)
        let transitions = try store.queryConnection.fetchRows(sql: "SELECT count(*) FROM transitions", arguments: [])[0][0].int64 ?? 0
        #expect(transitions > 0)
        let far = UTCDay(containing: Int64(Date().timeIntervalSince1970 * 1000)).adding(days: 3650)
        let dry = try store.prune(keepFrom: far, sessionGraceDays: 0, dryRun: true, now: 0)
        #expect(Int64(dry.transitions) == transitions && dry.dryRun)
        let done = try store.prune(keepFrom: far, sessionGraceDays: 0, dryRun: false, now: 0)
        #expect(done.transitions == dry.transitions && done.sessions == dry.sessions)
        #expect(try store.queryConnection.fetchRows(sql: "SELECT count(*) FROM transitions", arguments: [])[0][0].int64 == 0)
    }
}

/// The rejected-lines listing, checked against counts made with plain SQL.
struct RejectedLinesTests {
    @Test func theListingHoldsEveryRejectedLineByFileThenLineWithItsRawBytes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let paths = try sampleLogs(in: dir)
        let store = try openStore(dir.file("s.sqlite"), access: .write)
        _ = try store.makeIngestor(host: nil, options: IngestOptions()).ingest(paths: paths, progress: nil)
        let db = store.queryConnection
        var lines: [RejectedLine] = []
        try RejectedLines.list(db, filter: RejectFilter(), includeRaw: true) { lines.append($0) }
        let total = try db.fetchRows(sql: "SELECT count(*) FROM rejected_lines", arguments: [])[0][0].int64 ?? 0
        #expect(total > 0 && Int64(lines.count) == total)
        #expect(lines.map { [$0.file, String($0.line)] } == lines.sorted {
            ($0.file.utf8.lexicographicallyPrecedes($1.file.utf8)) || ($0.file == $1.file && $0.line < $1.line)
        }.map { [$0.file, String($0.line)] })
        // The raw text is the file's line (up to 4 KiB) at that offset.
        for line in lines.prefix(20) {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: line.file)))
            let start = Int(line.offset)
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            #expect(line.raw == String(decoding: bytes[start..<min(end, start + 4096)], as: UTF8.self))
            #expect(line.cells.count == 7)
        }
        var withoutRaw: [RejectedLine] = []
        try RejectedLines.list(db, filter: RejectFilter(limit: 3), includeRaw: false) { withoutRaw.append($0) }
        #expect(withoutRaw.count == 3 && withoutRaw.allSatisfy { $0.raw == nil && $0.cells.count == 6 })
        #expect(try RejectedLines.sourcePaths(db) == Set(lines.map(\.file)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func theCountsPerReasonAndFileAddUpToTheLinesAndFollowTheFilter() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try openStore(dir.file("s.sqlite"), access: .write)
        _ = try store.makeIngestor(host: nil, options: IngestOptions()).ingest(paths: try sampleLogs(in: dir), progress: nil)
        let db = store.queryConnection
        var counts: [RejectedLineCount] = []
        try RejectedLines.counts(db, filter: RejectFilter()) { counts.append($0) }
        let expected = try db.fetchRows(sql: """
            SELECT r.reason, s.path, count(*) FROM rejected_lines AS r JOIN sources AS s USING (source_id)
            GROUP BY 1, 2 ORDER BY 1, 2
            """, arguments: []).map { [$0[0].string!, $0[1].string!, String($0[2].int64!)] }
        #expect(!counts.isEmpty && counts.map { [$0.reason, $0.file, String($0.lines)] } == expected)
        let reason = counts[0].reason
        let code = try #require(RejectReason(rawValue: reason))
        var one: [RejectedLineCount] = []
        try RejectedLines.counts(db, filter: RejectFilter(reasons: [code])) { one.append($0) }
        #expect(one.map { [$0.reason, $0.file, String($0.lines)] } == expected.filter { $0[0] == reason })
        var listed = 0
        try RejectedLines.list(db, filter: RejectFilter(reasons: [code], paths: [counts[0].file]), includeRaw: false) { line in
            #expect(line.reason == reason && line.file == counts[0].file)
            listed += 1
        }
        #expect(Int64(listed) == counts[0].lines)
    }
}

/// `fstel sql`'s run through an opened store's `queryConnection`, and the wording of its errors.
struct OpenedStoreAdHocQueryTests {
    /// Runs `sql` through the store's query connection; its JSON rows and outcome.
    func run(_ sql: String, on store: any OpenedStore) throws -> (String, AdHocQuery.Outcome) {
        var output = ""
        let outcome = try AdHocQuery.run(sql: sql, parameters: [], in: store.queryConnection, format: .json) { output += $0 }
        return (output, outcome)
    }

    /// The error `sql` ends with on `store`.
    func failure(_ sql: String, on store: any OpenedStore) throws -> AdHocQueryError {
        do {
            _ = try run(sql, on: store)
        } catch let error as AdHocQueryError {
            return error
        }
        Issue.record("\(sql) ran")
        throw AdHocQueryError.invalid("ran")
    }

    @Test func aQueryThroughTheQueryConnectionGivesTheRowsOfTheDatabaseRun() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let paths = try sampleLogs(in: dir, sessions: 30)
        let path = dir.file("s.sqlite")
        _ = try openStore(path, access: .write).makeIngestor(host: nil, options: IngestOptions()).ingest(paths: paths, progress: nil)
        let sql = "SELECT strategy, count(*) AS n FROM transition_facts GROUP BY strategy ORDER BY strategy"
        let (viaProtocol, outcome) = try run(sql, on: try openStore(path, access: .read))
        var direct = ""
        try AdHocQuery.run(sql: sql, parameters: [], in: try Store(path: path, access: .read).database, format: .json) { direct += $0 }
        #expect(viaProtocol == direct)
        #expect(viaProtocol.contains("\"n\""))
        #expect(outcome.readsRawRows)
        let (_, summary) = try run("SELECT count(*) FROM daily_transition_counts", on: try openStore(path, access: .read))
        #expect(!summary.readsRawRows)
    }

    @Test func aRefusalNamesTheStatementAndWhatEachBackendRunsAndChangesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        _ = try openStore(path, access: .write)
        let store = try openStore(path, access: .read)
        let sql = "/* why */ DELETE FROM transitions WHERE 1 = 1"
        let error = try failure(sql, on: store)
        guard case .refused = error else { Issue.record("not refused: \(error)"); return }
        #expect(error.message(for: sql, dialect: .sqlite)
            == "refused: `DELETE FROM transitions WHERE` would change the store; fstel sql only reads (no writes, schema changes, ATTACH or writing pragmas); nothing was changed")
        #expect(error.message(for: sql, dialect: .postgresql).hasPrefix("refused: `DELETE FROM transitions WHERE` is not a query or would change the store; on PostgreSQL"))
        #expect(!error.isOverMemoryLimit && error.storeFailure == nil)
    }

    @Test func aSyntaxErrorShowsTheDatabasesMessageAndACaretOnItsLine() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        _ = try openStore(path, access: .write)
        let sql = "SELECT 1\nFROM transitions WHERE ts >> AND 1"
        let error = try failure(sql, on: try openStore(path, access: .read))
        guard case .database(let underlying) = error else { Issue.record("not the database's: \(error)"); return }
        #expect(underlying is SQLiteError)
        let lines = error.message(for: sql, dialect: .sqlite).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines.first?.contains("syntax error") == true)
        #expect(lines.dropFirst().first == "  line 2: FROM transitions WHERE ts >> AND 1")
        let caret = String(lines.last ?? "")
        #expect(caret.trimmingCharacters(in: .whitespaces) == "^")
        // The caret sits under `AND`, where SQLite stopped.
        #expect(caret.count - 1 == "  line 2: FROM transitions WHERE ts >> ".count)
        #expect(!error.isOverMemoryLimit && error.storeFailure == nil)
    }
}

/// `StoreLocation`: what `--db` names, and whether opening it would create a file.
struct StoreLocationTests {
    @Test func onlyAnSQLitePathWithNothingThereIsAnAbsentFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("s.sqlite")
        #expect(StoreLocation(path).isAbsentFile)
        _ = try openStore(path, access: .write)
        #expect(!StoreLocation(path).isAbsentFile)
        #expect(!StoreLocation(dir.path).isAbsentFile)
        #expect(!StoreLocation("postgresql://localhost/telemetry").isAbsentFile)
        #expect(!StoreLocation("postgres:///telemetry").isAbsentFile)
        #expect(StoreLocation(dir.file("postgresql:x")).isAbsentFile)
    }
}

/// `openStore` on a PostgreSQL URL, and the same answers as the SQLite store.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct OpenedPostgresStoreNeedsServerTests {
    @Test func withoutCreateIfMissingAnEmptySchemaIsRefusedAndLeftEmpty() throws {
        let database = try TestPostgres.makeEmptyDatabase()
        defer { database.drop() }
        #expect(throws: StoreCompatibilityError.self) { try openStore(database.url, access: .write, createIfMissing: false) }
        let relations = try PostgresConnection(url: database.url).scalar(
            sql: """
                SELECT count(*) FROM pg_class AS c WHERE c.relnamespace = current_schema()::regnamespace
                  AND NOT EXISTS (SELECT 1 FROM pg_depend AS d WHERE d.objid = c.oid AND d.deptype = 'e')
                """).int64
        #expect(relations == 0)
    }

    @Test func aPostgresStoreListsItsMigrationsSchemaAndRejectsAsTheSQLiteStoreDoes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let paths = try sampleLogs(in: dir, sessions: 60)
        let database = try TestPostgres.makeEmptyDatabase()
        defer { database.drop() }
        let postgres = try openStore(database.url, access: .write)
        #expect(postgres.appliedMigrations == Migration.embeddedPostgreSQL.map(\.version))
        #expect(try postgres.recordedMigrations() == Migration.embeddedPostgreSQL)
        #expect(try openStore(database.url, access: .write, createIfMissing: false).appliedMigrations.isEmpty)
        let columns = try postgres.schemaColumns()
        #expect(columns.filter { $0.object == "transitions" && $0.column == "ts" }.count == 1)
        let sqlite = try openStore(dir.file("s.sqlite"), access: .write)
        for store in [sqlite, postgres] {
            _ = try store.makeIngestor(host: "host-a", options: IngestOptions()).ingest(paths: paths, progress: nil)
        }
        func listing(_ store: any OpenedStore) throws -> ([RejectedLine], [RejectedLineCount]) {
            var lines: [RejectedLine] = []
            var counts: [RejectedLineCount] = []
            try RejectedLines.list(store.queryConnection, filter: RejectFilter(), includeRaw: true) { lines.append($0) }
            try RejectedLines.counts(store.queryConnection, filter: RejectFilter()) { counts.append($0) }
            return (lines, counts)
        }
        let (a, b) = (try listing(sqlite), try listing(postgres))
        #expect(!a.0.isEmpty && a.0 == b.0 && a.1 == b.1)
        #expect(try sqlite.failureRates(by: [.strategy]) == postgres.failureRates(by: [.strategy]))
        let far = UTCDay(containing: Int64(Date().timeIntervalSince1970 * 1000)).adding(days: 3650)
        let (x, y) = (try sqlite.prune(keepFrom: far, sessionGraceDays: 0, dryRun: true, now: 0),
                      try postgres.prune(keepFrom: far, sessionGraceDays: 0, dryRun: true, now: 0))
        #expect(x.transitions == y.transitions && x.sessions == y.sessions && x.transitions > 0)
    }
}

/// `fstel sql`'s run through a PostgreSQL store's `queryConnection`.
@Suite(.enabled(if: TestPostgres.isAvailable, Comment(rawValue: TestPostgres.unavailableReason)))
struct OpenedPostgresStoreAdHocQueryNeedsServerTests {
    @Test func aQueryRefusalAndSyntaxErrorThroughTheQueryConnectionReadAsOnSQLite() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let paths = try sampleLogs(in: dir, sessions: 30)
        let database = try TestPostgres.makeDatabase()
        defer { database.drop() }
        let sqlitePath = dir.file("s.sqlite")
        for location in [sqlitePath, database.url] {
            _ = try openStore(location, access: .write).makeIngestor(host: "h", options: IngestOptions()).ingest(paths: paths, progress: nil)
        }
        let helper = OpenedStoreAdHocQueryTests()
        let sql = "SELECT strategy, count(*) AS n FROM transition_facts GROUP BY strategy ORDER BY strategy"
        let postgres = try openStore(database.url, access: .read)
        let (rows, outcome) = try helper.run(sql, on: postgres)
        #expect(rows == (try helper.run(sql, on: try openStore(sqlitePath, access: .read))).0)
        #expect(outcome.readsRawRows)

        let refusedSQL = "DELETE FROM transitions"
        let refused = try helper.failure(refusedSQL, on: postgres)
        guard case .refused = refused else { Issue.record("not refused: \(refused)"); return }
        #expect(refused.message(for: refusedSQL, dialect: SQLDialect(backend: postgres.queryConnection.backend))
            == "refused: `DELETE FROM transitions` is not a query or would change the store; on PostgreSQL fstel sql runs one query (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW) in a read-only transaction; nothing was changed")

        let badSQL = "SELECT 1\nFROM transitions WHERE ts >> AND 1"
        let bad = try helper.failure(badSQL, on: postgres)
        guard case .database(let underlying) = bad else { Issue.record("not the server's: \(bad)"); return }
        #expect(underlying is PostgresError)
        #expect(!bad.isOverMemoryLimit && bad.storeFailure == nil)
        let lines = bad.message(for: badSQL, dialect: .postgresql).split(separator: "\n")
        #expect(lines.first?.contains("syntax error") == true)
        #expect(lines.dropLast().last == "  line 2: FROM transitions WHERE ts >> AND 1")
        #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "^")
    }
}

/// The stored values a filter can match, checked against the rows.
struct StoredFilterValuesTests {
    @Test func eachOpenSetListsTheDistinctValuesOfTheStoredTransitions() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try openStore(dir.file("s.sqlite"), access: .write)
        _ = try store.makeIngestor(host: nil, options: IngestOptions()).ingest(paths: try sampleLogs(in: dir), progress: nil)
        let db = store.queryConnection
        func distinct(_ sql: String) throws -> Set<String> {
            Set(try db.fetchRows(sql: sql, arguments: []).compactMap { $0[0].string })
        }
        #expect(Set(try StoredFilterValues.values(of: .strategy, in: db)) == (try distinct("SELECT DISTINCT strategy FROM transition_facts")))
        #expect(Set(try StoredFilterValues.values(of: .osMajor, in: db))
            == (try distinct("SELECT DISTINCT CAST(os_major AS TEXT) FROM transition_facts WHERE os_major IS NOT NULL")))
        let devices = Set(try StoredFilterValues.values(of: .device, in: db))
        let models = try distinct("SELECT DISTINCT device_model FROM transition_facts WHERE device_model IS NOT NULL")
        #expect(!models.isEmpty && models.isSubset(of: devices))
        #expect(!(try StoredFilterValues.values(of: .appVersion, in: db)).isEmpty)
    }
}
