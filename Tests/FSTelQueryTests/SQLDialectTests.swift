import FSTelQuery
import Testing

@Suite struct SQLDialectTests {
    @Test func postgresPlaceholdersAreNumberedAsSQLiteNumbersThemOutsideQuotesAndComments() {
        let sql = "SELECT '?', \"a?\" FROM t WHERE a = ? AND b IN (?, ?) -- a ? here\nAND c = ?7 AND d = ? AND e = ?2"
        #expect(SQLDialect.postgresql.statement(sql)
            == "SELECT '?', \"a?\" FROM t WHERE a = $1 AND b IN ($2, $3) -- a ? here\nAND c = $7 AND d = $8 AND e = $2")
        #expect(SQLDialect.sqlite.statement(sql) == sql)
        #expect(SQLDialect.postgresql.statement("SELECT 1") == "SELECT 1")
        #expect(SQLDialect.postgresql.statement("x = ?") == "x = $1")
    }
}
