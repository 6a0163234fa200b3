import Foundation
import FSTelQuery

/// `12.3%` for 0.1234; `-` when there is no rate.
func percent(_ value: Double?) -> String {
    value.map { "\(($0 * 1000).rounded() / 10)%" } ?? "-"
}

func printReports(storePath: String) throws {
    // The store `fstel ingest` wrote, opened read-only: reports never write.
    let store = try openStore(storePath, access: .read, createIfMissing: false)

    // Failure rates of exits on iOS 16 and 17 per strategy and iOS major, for groups
    // with 30 attempts or more.
    var filter = ReportFilter()
    filter.directions = [.exit]
    filter.osMajors = [16, 17]
    for rate in try store.failureRates(by: [.strategy, .osMajor], filter: filter, minAttempts: 30)
    where !rate.insufficient {
        let strategy = rate.group[.strategy]?.string ?? "(none)"
        let os = rate.group[.osMajor]?.int64.map { "iOS \($0)" } ?? "(none)"
        print("\(strategy) on \(os): \(rate.failures) of \(rate.attempts) failed,",
              "\(percent(rate.rate)) (at most \(percent(rate.interval?.high)))")
    }

    // The strategy to ship on each iOS major.
    for ranking in try store.bestStrategies(by: [.osMajor]) where ranking.rank == 1 {
        let os = ranking.group[.osMajor]?.int64.map { "iOS \($0)" } ?? "(none)"
        print("\(os): \(ranking.verdictText)")
    }
}

do {
    try printReports(storePath: CommandLine.arguments.dropFirst().first ?? "fstel.sqlite")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
