import Testing
@testable import FSTelQuery
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL

/// The failure-rate groups summed in Swift on SQLite (``FailureRatesReport/rollupSummedHere``)
/// against the same rollup query grouped by SQLite itself.
@Suite struct GroupSumsTests {
    let corpus = Corpus.shared

    @Test(arguments: [
        ["strategy"], ["os_major"], ["os_major", "strategy"], ["strategy", "os_major"], ["day"], ["os_minor", "direction"],
        ["app_version", "strategy", "direction"], ["day", "strategy", "os_version", "direction"], ["os_name", "device_model"],
    ])
    func summedHereEqualsSQLitesGroupByInGroupsCountsAndOrder(_ names: [String]) throws {
        let db = try corpus.open()
        var someStrategies = ReportFilter()
        someStrategies.strategies = ["window_transform", "native_rotation"]
        for filter in [ReportFilter(), someStrategies] {
            let request = try ReportRequest(by: names, filter: filter)
            guard case .summary(let scope) = FailureRatesReport.plan(request) else {
                Issue.record("transition_rollup keeps \(names)")
                continue
            }
            let expected = try GroupedQuery.counts(db, request, FailureRatesReport.rollupQuery(scope))
            let summed = try #require(try FailureRatesReport.rollupSummedHere(request, scope, in: db))
            #expect(expected.count > 1)
            #expect(summed.map(\.0.values) == expected.map(\.0.values), "\(names)")
            #expect(summed.map(\.1) == expected.map(\.1), "\(names)")
            // And the whole report equals the one counted from raw rows (--exact).
            var exact = request
            exact.useRollup = false
            #expect(try FailureRatesReport.table(request, in: db) == (try FailureRatesReport.table(exact, in: db)), "\(names)")
        }
    }

    @Test func moreThanFourDimensionsAreLeftToSQLite() throws {
        let request = try ReportRequest(by: ["day", "strategy", "os_major", "os_minor", "direction"])
        guard case .summary(let scope) = FailureRatesReport.plan(request) else {
            Issue.record("transition_rollup keeps every dimension of \(request.dimensions.map(\.name))")
            return
        }
        #expect(try FailureRatesReport.rollupSummedHere(request, scope, in: try corpus.open()) == nil)
    }

    @Test func valuesCompareAsSQLiteOrdersThem() {
        let ordered: [DatabaseValue] = [.null, .integer(-3), .real(2.5), .integer(9), .integer(17), .text(""), .text("17"), .text("9"),
                                        .text("a"), .text("ab"), .text("b"), .text("é"), .blob([0])]
        for (i, a) in ordered.enumerated() {
            for (j, b) in ordered.enumerated() {
                #expect(sqliteCompare(a, b) == (i < j ? -1 : i == j ? 0 : 1), "\(a) vs \(b)")
            }
        }
        #expect(sqliteCompare(.integer(2), .real(2)) == 0)
        #expect(sqliteCompare(.text("é"), .text("e\u{301}")) != 0)
    }
}
