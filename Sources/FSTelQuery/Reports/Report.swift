import FSTelStore

/// A report, as `fstel report <name>` shows it: its name and its help text. Declared once,
/// here; the CLI lists the reports of ``ReportRegistry`` and takes their help, man page
/// and completions from these declarations.
package protocol Report {
    /// The subcommand's name (`failure-rates`).
    static var name: String { get }
    /// One line: what it answers (its summary in `fstel report --help`).
    static var abstract: String { get }
    /// The rest of its help: columns, options of its own, where to read more.
    static var discussion: String { get }
}

/// A report over a ``ReportRequest``: grouped by dimensions (`--by`), filtered, with typed
/// rows for library users and a ``ResultTable`` for the CLI. Everything `fstel report
/// <name>` needs to parse, run and print it.
package protocol GroupedReport: Report {
    /// One typed row of the answer (``FailureRate``, ``DurationSummary``, ...).
    associatedtype Row

    /// What it groups by when no dimension is given.
    static var defaultDimensions: [Dimension] { get }
    /// What it can be grouped by.
    static var dimensions: [Dimension] { get }
    /// Where the numbers for `request` come from (which pruned days they miss).
    static func source(_ request: ReportRequest) -> ReportSource
    /// The typed rows, in report order (see ``ReportRequest/sort``).
    static func rows(_ request: ReportRequest, in db: any SQLQuerying) throws -> [Row]
    /// The rows as the table the CLI renders.
    static func table(_ request: ReportRequest, in db: any SQLQuerying) throws -> ResultTable
    /// Lines said on stderr after a table or Markdown (what JSON and CSV say in a column).
    static func notes(_ request: ReportRequest) -> [String]
    /// Another layout of the same answer, chosen by a flag, or nil.
    static var layout: ReportLayout? { get }
}

extension GroupedReport {
    package static var dimensions: [Dimension] { Dimension.all }
    package static func notes(_ request: ReportRequest) -> [String] { [] }
    package static var layout: ReportLayout? { nil }
}

/// Another layout of a report's answer, chosen by a flag (`best-strategy --matrix`).
package struct ReportLayout: Sendable {
    /// The flag's name, without `--`.
    package var flag: String
    /// The flag's help.
    package var help: String
    /// The answer in this layout.
    package var build: @Sendable (ReportRequest, any SQLQuerying) throws -> any RenderedReport
}

/// An answer the CLI prints in any output format.
package protocol RenderedReport {
    func rendered(as format: OutputFormat, width: Int?) -> String
}

extension ResultTable: RenderedReport {}
extension ShipMatrix: RenderedReport {}

/// Every report, in the order `fstel report --help` lists them.
package enum ReportRegistry {
    /// The reports: the grouped ones, then those with requests of their own.
    package static var all: [any Report.Type] {
        [
            FailureRatesReport.self, FailuresReport.self, RestoreReport.self, DurationsReport.self, BestStrategyReport.self,
            CompareReport.self, CausesReport.self,
        ]
    }

    /// The reports over a ``ReportRequest``, in the order of ``all``.
    package static var grouped: [any GroupedReport.Type] {
        all.compactMap { $0 as? any GroupedReport.Type }
    }
}
