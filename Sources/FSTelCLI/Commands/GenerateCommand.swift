import CommandLineKit
import Foundation
import FSTelGenerator

/// `fstel generate --sessions N --seed S --out DIR`
struct GenerateCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "generate",
            abstract: "Write realistic, deterministic sample logs in format v1.",
            discussion: """
                The logs follow the known failure patterns of each rotation strategy per iOS version
                and of restores by superview vs index path (docs/domain.md), spread sessions across
                files out of order, and can mix in bad and duplicate lines. The same options always
                give the same bytes.

                --stdout writes the lines to standard output instead, as one stream with the bytes
                --files 1 would write, so logs can go into `fstel ingest -` without touching the disk;
                the summary goes to stderr.
                """,
            examples: [
                "generate --sessions 10000 --seed 7 --out logs --files 4 --days 7 --gzip --bad-rate 0.01",
                "generate --sessions 1000000 --seed 7 --days 7 --stdout | fstel ingest --db big.sqlite -",
            ])
    }

    @Option(name: "sessions", valueName: "N", help: "Number of sessions.", check: .range(0...100_000_000))
    var sessions = 1000

    @Option(name: "seed", valueName: "S", help: "Random seed.", check: .range(0...Int.max))
    var seed = 1

    @Option(name: "out", valueName: "DIR", help: "Output directory (created if missing); required unless --stdout.", completion: .directory)
    var out: String?

    @Flag(name: "stdout", help: "Write the lines to standard output (one plain stream) instead of files.")
    var stdout: Bool

    @Option(name: "files", valueName: "K", help: "Number of files.", check: .range(1...9999))
    var files = 1

    @Option(name: "days", valueName: "D", help: "Days the sessions spread over.", check: .range(1...36_500))
    var days = 1

    @Option(name: "end-day", valueName: "YYYY-MM-DD", help: "UTC date of the last day.")
    var endDay = GeneratorOptions(sessions: 0, seed: 0).endDay

    @Flag(name: "gzip", help: "Write gzip-compressed files.")
    var gzip: Bool

    @Option(name: "bad-rate", valueName: "R", help: "Share of extra bad lines (0-1).", check: .range(0...0.99))
    var badRate = 0.0

    @Option(name: "dup-rate", valueName: "R", help: "Share of repeated valid lines (0-1).", check: .range(0...0.99))
    var dupRate = 0.0

    @Option(name: "regression", valueName: "STRATEGY:RATE", help: "Plant a failure-rate rise for STRATEGY on the last day.")
    var regression: String?

    @Option(name: "plant-break", valueName: "VERSION:STRATEGY:RATE", help: "In app release VERSION, add failures of STRATEGY with probability RATE (on every day).", split: false)
    var plantBreaks: [String] = []

    @Option(name: "plant-fix", valueName: "VERSION:STRATEGY:SHARE", help: "In app release VERSION, avoid SHARE of the failures of STRATEGY (on every day).", split: false)
    var plantFixes: [String] = []

    @Option(name: "plant-concentration", valueName: "STRATEGY:DIM=VALUE:RATE[:KIND]", help: "Add failures of STRATEGY with probability RATE where dimension DIM (app_state, os_major, device_model, app_version, direction) is VALUE, as KIND (default: the strategy's usual kind).", split: false)
    var plantConcentrations: [String] = []

    @Flag(name: "flat-failures", help: "Every strategy fails at its own fixed rate, whatever the device, iOS, app state or direction: only planted concentrations stand out.")
    var flatFailures: Bool

    @Option(name: "format", valueName: "FORMAT", help: "Summary format: text (stderr) or json (stdout).")
    var format: TextOrJSON = .text

    @Option(name: "shape", valueName: "SHAPE", help: "How lines arrive: standard, per-device-upload (sessions contiguous, uploads in random day order), time-merged (2,048 sessions interleaved), long-sessions (100-300 transitions), many-short (1-2).")
    var shape: GeneratorShape = .standard

    @Option(name: "app-versions", valueName: "N", help: "Distinct app version strings (0: the catalog's five releases).", check: .range(0...1_000_000))
    var appVersions = 0

    @Option(name: "device-models", valueName: "N", help: "Distinct device model strings (0: the catalog's fourteen).", check: .range(0...1_000_000))
    var deviceModels = 0

    func validate() throws {
        _ = try generatorOptions()
    }

    func generatorOptions() throws -> (options: GeneratorOptions, directory: String?) {
        if stdout {
            if out != nil { throw UsageError("--stdout and --out DIR exclude each other") }
            if files != 1 || gzip { throw UsageError("--stdout writes one plain stream: --files and --gzip do not apply") }
            if format == .json { throw UsageError("--stdout writes the logs on stdout: the summary is text on stderr") }
        } else if out == nil {
            throw UsageError("--out DIR (or --stdout) is required")
        }
        var options = GeneratorOptions(sessions: sessions, seed: UInt64(seed))
        options.files = files
        options.days = days
        options.endDay = endDay
        options.gzip = gzip
        options.badRate = badRate
        options.dupRate = dupRate
        options.shape = shape
        options.appVersions = appVersions
        options.deviceModels = deviceModels
        if let regression {
            let parts = regression.split(separator: ":")
            guard parts.count == 2, let rate = Double(parts[1]) else {
                throw UsageError("--regression expects STRATEGY:RATE, e.g. native_rotation:0.1")
            }
            options.regression = PlantedRegression(strategy: String(parts[0]), addedFailureRate: rate)
        }
        for (texts, isBreak) in [(plantBreaks, true), (plantFixes, false)] {
            for text in texts {
                let parts = text.split(separator: ":")
                guard parts.count == 3, let rate = Double(parts[2]) else {
                    throw UsageError("--plant-\(isBreak ? "break" : "fix") expects VERSION:STRATEGY:\(isBreak ? "RATE" : "SHARE"), e.g. 8.6.0:native_rotation:0.1")
                }
                options.releaseChanges.append(PlantedReleaseChange(
                    appVersion: String(parts[0]), strategy: String(parts[1]),
                    addedFailureRate: isBreak ? rate : 0, avoidedFailureShare: isBreak ? 0 : rate))
            }
        }
        options.flatFailures = flatFailures
        for text in plantConcentrations {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            let where_ = parts.count >= 2 ? parts[1].split(separator: "=", maxSplits: 1) : []
            guard parts.count == 3 || parts.count == 4, where_.count == 2, let rate = Double(parts[2]) else {
                throw UsageError("--plant-concentration expects STRATEGY:DIM=VALUE:RATE[:KIND], e.g. present_landscape_vc:app_state=background:0.3")
            }
            options.concentrations.append(PlantedConcentration(
                strategy: String(parts[0]), dimension: String(where_[0]), value: String(where_[1]), addedFailureRate: rate,
                failure: parts.count == 4 ? String(parts[3]) : nil))
        }
        do {
            try options.validate()
        } catch let error as GeneratorError {
            throw UsageError(error.description)
        }
        return (options, out)
    }

    func run(_ console: Console) throws -> ExitCode {
        let (options, directory) = try generatorOptions()
        guard let directory else {
            let summary = try generateLogs(options, toDescriptor: STDOUT_FILENO, name: "stdout")
            console.note(
                "wrote \(summary.totalLines) lines (\(summary.validLines) valid, \(summary.duplicateLines) duplicates, \(summary.badLines) bad) for \(summary.sessions) sessions to stdout\n")
            return .success
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let summary = try generateLogs(options, into: directory)
        if format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            console.out.write(String(decoding: try encoder.encode(summary), as: UTF8.self) + "\n")
        } else {
            console.note(
                "wrote \(summary.totalLines) lines (\(summary.validLines) valid, \(summary.duplicateLines) duplicates, \(summary.badLines) bad) for \(summary.sessions) sessions in \(summary.files.count) file(s) under \(directory)\n")
            for file in summary.files { console.out.write(file + "\n") }
        }
        return .success
    }
}

extension GeneratorShape: ArgumentValue {}
