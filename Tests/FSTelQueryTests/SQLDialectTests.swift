import FSTelStore
@testable import FSTelQuery
import Testing

/// Statements built as ``SQL`` values and rendered per dialect.
@Suite struct SQLDialectTests {
    @Test func argumentsAreNumberedInTheOrderTheyAppearOnPostgreSQLAndMarkedOnSQLite() {
        let inner: SQL = "b IN (\(SQL.list([.text("x"), .text("y")])))"
        let sql: SQL = "SELECT '?', \"a?\" FROM t WHERE a = \(bind: 1 as Int64) AND \(inner) -- a ? here\nAND c = \(bind: "z")"
        let postgres = sql.rendered(for: .postgresql)
        #expect(postgres.sql == "SELECT '?', \"a?\" FROM t WHERE a = $1 AND b IN ($2, $3) -- a ? here\nAND c = $4")
        #expect(postgres.arguments == [.integer(1), .text("x"), .text("y"), .text("z")])
        let sqlite = sql.rendered(for: .sqlite)
        #expect(sqlite.sql == "SELECT '?', \"a?\" FROM t WHERE a = ? AND b IN (?, ?) -- a ? here\nAND c = ?")
        #expect(sqlite.arguments == postgres.arguments)
        #expect(sql.arguments == postgres.arguments)
    }

    @Test func aValueIsBoundNeverWrittenIntoTheText() {
        let hostile = "x'); DROP TABLE transitions; --"
        let sql: SQL = "SELECT 1 WHERE strategy = \(bind: hostile)"
        for dialect in [SQLDialect.sqlite, .postgresql] {
            let (text, arguments) = sql.rendered(for: dialect)
            #expect(!text.contains("DROP"))
            #expect(arguments == [.text(hostile)])
        }
    }

    @Test func aQuotedNameDoublesItsQuotes() {
        let sql: SQL = "SELECT 1 AS \(quoted: "a\"b")"
        #expect(sql.rendered(for: .sqlite).sql == "SELECT 1 AS \"a\"\"b\"")
    }

    @Test func constructsAreWrittenPerDialectWithTheirArgumentsInPlace() {
        let day: SQL = "SELECT \(SQL.construct(.dayTextOfDayNumber("(r.day + \(bind: 2 as Int64))"))) WHERE x = \(bind: 3 as Int64)"
        #expect(day.rendered(for: .sqlite).sql == "SELECT date((r.day + ?) * 86400, 'unixepoch') WHERE x = ?")
        #expect(day.rendered(for: .postgresql).sql == "SELECT to_char(date '1970-01-01' + (r.day + $1), 'YYYY-MM-DD') WHERE x = $2")
        #expect(day.rendered(for: .postgresql).arguments == [.integer(2), .integer(3)])
        let millis = SQL.construct(.dayTextOfMillis("t.ts"))
        #expect(millis.rendered(for: .sqlite).sql == "date(t.ts / 1000, 'unixepoch')")
        #expect(millis.rendered(for: .postgresql).sql == "to_char(date '1970-01-01' + utc_day_number(t.ts), 'YYYY-MM-DD')")
        let join = SQL.construct(.sessionsJoin)
        #expect(join.rendered(for: .sqlite).sql == " JOIN sessions AS s ON s.session_key = t.session_key")
        #expect(join.rendered(for: .postgresql).sql.hasSuffix("AND s.session_hash = t.session_hash"))
        #expect(SQL.construct(.bytewise("s.path")).rendered(for: .postgresql).sql == "s.path COLLATE \"C\"")
        #expect(SQL.construct(.bytewise("s.path")).rendered(for: .sqlite).sql == "s.path")
        #expect(SQL.construct(.blobAsText("r.raw")).rendered(for: .sqlite).sql == "CAST(r.raw AS TEXT)")
        #expect(SQL.construct(.blobAsText("r.raw")).rendered(for: .postgresql).sql == "r.raw")
    }

    @Test func joinedPutsTheSeparatorBetweenPartsOnly() {
        #expect(SQL.joined([], separator: ", ").isEmpty)
        #expect(SQL.joined(["a"], separator: ", ").rendered(for: .sqlite).sql == "a")
        #expect(SQL.joined(["a", "b", "c"], separator: " AND ").rendered(for: .sqlite).sql == "a AND b AND c")
    }

    @Test func aSketchQueryReadsEachPartWithItsOwnArguments() {
        let sql = SQLDialect.sqlite.sketchQuery(selected: ["r.strategy"], grouped: ["r.strategy"], conditions: ["r.day >= \(bind: 5 as Int64)"])
        let (text, arguments) = sql.rendered(for: .sqlite)
        #expect(text.components(separatedBy: "UNION ALL").count == 2)
        #expect(arguments == [.integer(5), .integer(5)])
        let postgres = SQLDialect.postgresql.sketchQuery(selected: ["r.strategy"], grouped: ["r.strategy"], conditions: ["r.day >= \(bind: 5 as Int64)"])
            .rendered(for: .postgresql)
        #expect(postgres.sql.hasSuffix("GROUP BY r.strategy, r.bucket"))
        #expect(postgres.arguments == [.integer(5)])
    }
}
