import Testing
@testable import FSTelQuery
@testable import FSTelPostgreSQL

/// How `fstel sql` reads a statement for PostgreSQL: named parameters become positional
/// ones, and nothing inside comments, strings, quoted identifiers or dollar quotes counts.
@Suite struct PostgresStatementTextTests {
    @Test func eachNamedParameterGetsOneNumberWhereverItRecurs() {
        let statement = PostgresStatementText("SELECT :a, :b, :a")
        #expect(statement.text == "SELECT $1, $2, $1")
        #expect(statement.names == ["a", "b"])
        #expect(statement.firstWord == "select")
        #expect(statement.trailing == nil)
        #expect(!statement.hasPositionalParameter)
    }

    @Test func castsCommentsStringsAndQuotesHoldNoParameters() {
        let sql = "SELECT x::int, ':no', \"c:no\", $$ :no $$, $t$ :no $t$, E'it\\'s :no', 'it''s :no' -- :no\n/* :no /* :no */ :no */ :yes"
        let statement = PostgresStatementText(sql)
        #expect(statement.names == ["yes"])
        #expect(statement.text == String(sql.dropLast(4)) + "$1")
    }

    @Test func onlyTextAfterTheFirstSemicolonThatIsMoreThanSpaceAndCommentsTrails() {
        #expect(PostgresStatementText("SELECT 1; -- done\n ; /* c */").trailing == nil)
        #expect(PostgresStatementText("SELECT 1; DROP TABLE x").trailing == "DROP TABLE x")
        #expect(PostgresStatementText("SELECT ';'").trailing == nil)
    }

    @Test func aDollarDigitOutsideAnIdentifierIsAPositionalParameter() {
        #expect(PostgresStatementText("SELECT $1").hasPositionalParameter)
        #expect(!PostgresStatementText("SELECT a$1").hasPositionalParameter)
        #expect(!PostgresStatementText("SELECT '$1'").hasPositionalParameter)
    }

    @Test func theFirstWordIsLowercasedOrTheFirstSign() {
        #expect(PostgresStatementText("  WITH x AS (SELECT 1) SELECT * FROM x").firstWord == "with")
        #expect(PostgresStatementText("(SELECT 1)").firstWord == "(")
        #expect(PostgresStatementText(":a").firstWord == ":")
        #expect(PostgresStatementText("'text'").firstWord == "'")
        #expect(PostgresStatementText("-- only a comment").firstWord == nil)
        #expect(PostgresStatementText("").firstWord == nil)
    }

    @Test func serverPositionsMapBackToWhatTheUserWrote() {
        let statement = PostgresStatementText("SELECT :long_name + x")
        #expect(statement.text == "SELECT $1 + x")
        #expect(statement.originalPosition(of: 13) == 21)
        #expect(statement.originalPosition(of: 8) == 8)
        #expect(statement.originalPosition(of: 1) == 1)
    }
}
