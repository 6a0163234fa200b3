import Foundation
import FSTelGenerator

/// `fstel generate --sessions N --seed S --out DIR`
struct GenerateCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(
            name: "generate",
            abstract: "Write realistic, deterministic sample logs in format v1.",
            discussion: """
                The logs follow the failure patterns of DOMAIN.md (strategies by iOS version, restore
                by superview vs index path), spread sessions across files out of order, and can mix in
                bad and duplicate lines. The same options always give the same bytes.
                """,
            options: [
                .value("sessions", "N", help: "Number of sessions.", default: "1000"),
                .value("seed", "S", help: "Random seed.", default: "1"),
                .value("out", "DIR", help: "Output directory (created if missing)."),
                .value("files", "K", help: "Number of files.", default: "1"),
                .value("days", "D", help: "Days the sessions spread over.", default: "1"),
                .value("end-day", "YYYY-MM-DD", help: "UTC date of the last day.", default: "2026-11-28"),
                .flag("gzip", help: "Write gzip-compressed files."),
                .value("bad-rate", "R", help: "Share of extra bad lines (0-1).", default: "0"),
                .value("dup-rate", "R", help: "Share of repeated valid lines (0-1).", default: "0"),
                .value("regression", "STRATEGY:RATE", help: "Plant a failure-rate rise for STRATEGY on the last day."),
                .value("format", "FORMAT", help: "Summary format: text (stderr) or json (stdout).", default: "text"),
            ])
    }

    let options: GeneratorOptions
    let directory: String
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        guard let out = arguments.value("out") else { throw UsageError("--out DIR is required") }
        directory = out
        var options = GeneratorOptions(
            sessions: try arguments.int("sessions", default: 1000, range: 0...100_000_000)!,
            seed: UInt64(try arguments.int("seed", default: 1, range: 0...Int.max)!))
        options.files = try arguments.int("files", default: 1, range: 1...9999)!
        options.days = try arguments.int("days", default: 1, range: 1...36_500)!
        options.endDay = arguments.value("end-day") ?? options.endDay
        options.gzip = arguments.flag("gzip")
        options.badRate = try arguments.double("bad-rate", default: 0, range: 0...0.99)!
        options.dupRate = try arguments.double("dup-rate", default: 0, range: 0...0.99)!
        if let planted = arguments.value("regression") {
            let parts = planted.split(separator: ":")
            guard parts.count == 2, let rate = Double(parts[1]) else {
                throw UsageError("--regression expects STRATEGY:RATE, e.g. native_rotation:0.1")
            }
            options.regression = PlantedRegression(strategy: String(parts[0]), addedFailureRate: rate)
        }
        do {
            try options.validate()
        } catch let error as GeneratorError {
            throw UsageError(error.description)
        }
        self.options = options
        json = arguments.value("format") == "json"
        if let format = arguments.value("format"), format != "json", format != "text" {
            throw UsageError("--format must be one of text, json, got '\(format)'")
        }
    }

    func run(_ console: Console) throws -> ExitCode {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let summary = try generateLogs(options, into: directory)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            console.out.write(String(decoding: try encoder.encode(summary), as: UTF8.self) + "\n")
        } else {
            console.err.write(
                "wrote \(summary.totalLines) lines (\(summary.validLines) valid, \(summary.duplicateLines) duplicates, \(summary.badLines) bad) for \(summary.sessions) sessions in \(summary.files.count) file(s) under \(directory)\n")
            for file in summary.files { console.out.write(file + "\n") }
        }
        return .success
    }
}
