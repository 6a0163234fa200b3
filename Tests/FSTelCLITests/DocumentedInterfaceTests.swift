import CommandLineKit
import FSTelQuery
import FSTelTestSupport
import Foundation
import Testing

@testable import FSTelCLI

/// What the README and docs/ say about the command line is what the code declares: the
/// exit codes (``ExitCode``) and the reports (``ReportRegistry``), so that neither drifts.
@Suite struct DocumentedInterfaceTests {
    /// The rows of the first Markdown table after `heading` in `text`, each as its cells.
    static func tableRows(after heading: String, in text: String) throws -> [[String]] {
        let start = try #require(text.range(of: heading), "no \(heading)")
        var rows: [[String]] = []
        var inTable = false
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                inTable = true
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                rows.append(cells.map { $0.trimmingCharacters(in: .whitespaces) })
            } else if inTable {
                break
            }
        }
        // The header and the |---| line.
        return Array(rows.dropFirst(2))
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    }

    @Test func theReadmeExitCodeTableListsExactlyTheExitCodesInOrder() throws {
        let rows = try Self.tableRows(after: "## Exit codes", in: try Self.read("README.md"))
        #expect(rows.map { $0[0] } == ExitCode.allCases.map { String($0.rawValue) })
        #expect(rows.map { $0[1] } == ExitCode.allCases.map(\.meaning))
    }

    @Test func everyExitCodeADocumentNamesInATableIsOne() throws {
        let known = Set(ExitCode.allCases.map { String($0.rawValue) })
        // docs/nightly.md's table of what nightly's statuses ask of the operator.
        let rows = try Self.tableRows(after: "## Exit status", in: try Self.read("docs/nightly.md"))
        #expect(!rows.isEmpty)
        for row in rows { #expect(known.contains(row[0]), "docs/nightly.md lists exit status \(row[0])") }
    }

    @Test func theManPageGivesEveryExitCodeWithItsMeaning() {
        let man = runInProcess(["help", "--man"]).stdout
        for code in ExitCode.allCases {
            #expect(man.contains(".B \(code.rawValue)\n"), "\(code.rawValue)")
        }
    }

    @Test func reportHelpListsTheRegistrysReportsInOrderWithTheirSummaries() {
        let subcommands = ReportCommand.configuration.subcommands
        #expect(subcommands.map { $0.configuration.name } == ReportRegistry.all.map { $0.name })
        #expect(subcommands.map { $0.configuration.abstract } == ReportRegistry.all.map { $0.abstract })
        let help = runInProcess(["report", "--help"]).stdout
        for report in ReportRegistry.all {
            #expect(help.contains("  \(report.name) "), "\(report.name)")
        }
    }

    @Test func eachReportsHelpIsItsDeclaration() {
        for report in ReportRegistry.grouped {
            // The help as one line of words (it wraps).
            let help = runInProcess(["report", report.name, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let defaults = report.defaultDimensions.map(\.name).joined(separator: ",")
            #expect(help.contains("(default: \(defaults))"), "\(report.name): --by defaults to \(defaults)")
            if let layout = report.layout {
                #expect(help.contains("--\(layout.flag)"), "\(report.name) --\(layout.flag)")
            }
        }
        // A report without another layout has no such flag.
        #expect(!runInProcess(["report", "failure-rates", "--matrix"]).stderr.isEmpty)
    }

    @Test func theReadmeCommandTableNamesEveryReport() throws {
        let rows = try Self.tableRows(after: "## Commands", in: try Self.read("README.md"))
        let row = try #require(rows.first { $0[0] == "`fstel report REPORT`" })
        let named = row[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0] }
        #expect(named == ReportRegistry.all.map { "`\($0.name)`"[...] })
    }

    @Test func metricsDocumentsEveryGroupedReportAndItsDefaultGrouping() throws {
        let rows = try Self.tableRows(after: "## Reports", in: try Self.read("docs/metrics.md"))
        #expect(rows.map { String($0[0].split(separator: " ")[0]) } == ReportRegistry.grouped.map { "`\($0.name)`" })
        for (row, report) in zip(rows, ReportRegistry.grouped) {
            let defaults = report.defaultDimensions.map(\.name).joined(separator: ",")
            // The table says the default only where it is not the usual --by strategy.
            #expect(row[0].contains("(default `--by \(defaults)`)") == (defaults != "strategy"), "\(row[0])")
        }
    }
}
