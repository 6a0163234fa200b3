import Foundation
import Testing
import FSTelQuery
import FSTelTestSupport
import FSTelSQLite

/// The README's "Use it from Swift" example is the source of the `fstel-example` target,
/// and that program runs and prints what the typed reports say.
@Suite struct ReadmeExampleTests {
    /// The ```swift blocks of the README section `## Use it from Swift`.
    static func readmeSwiftBlocks() throws -> [String] {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        guard let start = readme.range(of: "\n## Use it from Swift\n") else { return [] }
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
            block.range(of: "```").map { String(block[..<$0.lowerBound]) }
        }
    }

    @Test func theReadmeExampleIsTheExampleTargetsSource() throws {
        let source = try String(contentsOfFile: packageRoot + "/Examples/ReportsFromSwift/main.swift", encoding: .utf8)
        let blocks = try Self.readmeSwiftBlocks()
        #expect(blocks.count >= 1, "no swift block under '## Use it from Swift' in README.md")
        #expect(blocks.last == source, "README.md's example differs from Examples/ReportsFromSwift/main.swift")
    }

    /// Runs the built `fstel-example` with `arguments`.
    static func runExample(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let result = try runProcess(try builtExecutable(named: "fstel-example"), arguments)
        return (result.status, result.stdout, result.stderr)
    }

    @Test func theExampleRunsAndPrintsTheTypedAnswers() throws {
        let storePath = Corpus.shared.storePath
        let (status, printed, errors) = try Self.runExample([storePath])
        #expect(status == 0, "\(errors)")
        #expect(errors.isEmpty)

        // What the example asks, asked here.
        let store = try Store(path: storePath, access: .read)
        var filter = ReportFilter()
        filter.directions = [.exit]
        filter.osMajors = [16, 17]
        let rates = try store.failureRates(by: [.strategy, .osMajor], filter: filter, minAttempts: 30).filter { !$0.insufficient }
        let best = try store.bestStrategies(by: [.osMajor]).filter { $0.rank == 1 }
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(!rates.isEmpty && !best.isEmpty)
        #expect(lines.count == rates.count + best.count)
        for (line, rate) in zip(lines, rates) {
            let os = rate.group[.osMajor]?.int64.map { "iOS \($0)" } ?? "(none)"
            #expect(line.hasPrefix("\(rate.group[.strategy]?.string ?? "(none)") on \(os): \(rate.failures) of \(rate.attempts) failed, "), "\(line)")
        }
        for (line, ranking) in zip(lines.dropFirst(rates.count), best) {
            #expect(line.hasSuffix(": " + ranking.verdictText), "\(line)")
        }
    }

    @Test func theExampleSaysWhyItCannotOpenAStore() throws {
        let (status, _, errors) = try Self.runExample(["/nonexistent/fstel.sqlite"])
        #expect(status == 1)
        #expect(errors.hasPrefix("error: no store at /nonexistent/fstel.sqlite"))
    }
}
