import FSTelModel

/// A regression planted on the last generated day: every transition of `strategy`
/// on that day fails, in addition to its usual failures, with `addedFailureRate`.
public struct PlantedRegression: Sendable, Codable, Equatable {
    /// A strategy identifier from docs/domain.md, e.g. `"native_rotation"`.
    public var strategy: String
    /// Extra failure probability per transition, 0...1.
    public var addedFailureRate: Double

    /// A regression of `strategy` adding `addedFailureRate`.
    public init(strategy: String, addedFailureRate: Double) {
        self.strategy = strategy
        self.addedFailureRate = addedFailureRate
    }
}

/// A change planted in one app release, on every generated day: a break adds failures
/// to a strategy's transitions in that release; a fix avoids a share of its failures.
public struct PlantedReleaseChange: Sendable, Codable, Equatable {
    /// The app version (`8.6.0`); one of the generator's releases.
    public var appVersion: String
    /// A strategy identifier from DOMAIN.md.
    public var strategy: String
    /// Extra failure probability per transition (a break), 0...1.
    public var addedFailureRate: Double
    /// Share of the strategy's failures that do not happen (a fix), 0...1.
    public var avoidedFailureShare: Double

    /// A change of `strategy` in release `appVersion`.
    public init(appVersion: String, strategy: String, addedFailureRate: Double = 0, avoidedFailureShare: Double = 0) {
        self.appVersion = appVersion
        self.strategy = strategy
        self.addedFailureRate = addedFailureRate
        self.avoidedFailureShare = avoidedFailureShare
    }

    /// The app versions the generator writes, oldest first.
    public static var appVersions: [String] { Catalog.releases.map { $0.version.description } }
}

/// A failure planted where one dimension has one value, on every generated day: the
/// transitions of `strategy` with that value fail, in addition to their usual failures,
/// with probability `addedFailureRate` (as `failure`, or the strategy's usual kind).
/// For checking that `fstel report causes` finds what is there, and nothing else.
public struct PlantedConcentration: Sendable, Codable, Equatable {
    /// The dimensions a concentration can be planted in.
    public static let dimensions = ["app_state", "os_major", "device_model", "app_version", "direction"]

    /// A strategy identifier from DOMAIN.md.
    public var strategy: String
    /// One of ``dimensions``.
    public var dimension: String
    /// The value, as the logs write it (`background`, `13`, `iPhone12,1`, `8.6.0`, `enter`).
    public var value: String
    /// Extra failure probability per transition with that value, 0...1.
    public var addedFailureRate: Double
    /// The kind of the added failures; nil: the strategy's usual kind.
    public var failure: String?

    /// A concentration of `strategy`'s failures where `dimension` is `value`.
    public init(strategy: String, dimension: String, value: String, addedFailureRate: Double, failure: String? = nil) {
        self.strategy = strategy
        self.dimension = dimension
        self.value = value
        self.addedFailureRate = addedFailureRate
        self.failure = failure
    }

    /// The strategy's failure rate, per attempt, under ``GeneratorOptions/flatFailures``
    /// (before any planted concentration).
    public static func flatFailureRate(of strategy: String) -> Double? {
        Strategy.allCases.first { $0.nameString == strategy }?.flatFailureRate
    }
}

/// How the generated lines are arranged, like the ways real logs reach a collector.
public enum GeneratorShape: String, Sendable, Codable, CaseIterable {
    /// Sessions in day order, the lines of 8 sessions in progress at once interleaved.
    case standard
    /// Per-device uploads: each session's lines contiguous, 8 sessions of one device
    /// (same model and OS) per upload over two days, the uploads in random day order, so
    /// most arrive days late.
    case perDeviceUpload = "per-device-upload"
    /// A time-merged stream of many devices: the lines of 2,048 sessions in progress at
    /// once interleaved, in day order.
    case timeMerged = "time-merged"
    /// Few long sessions: 100 to 300 transitions each.
    case longSessions = "long-sessions"
    /// Many short sessions: 1 or 2 transitions each.
    case manyShort = "many-short"
}

/// What to generate. The same options always give byte-identical output.
public struct GeneratorOptions: Sendable, Equatable {
    /// Number of sessions (each gives one `session_start`, its transitions and mostly a `session_end`).
    public var sessions: Int
    /// The random seed: the same seed, the same bytes.
    public var seed: UInt64
    /// Number of output files (`fstel-0001.ndjson`, ...). Lines of one session may land in several.
    public var files: Int
    /// Number of UTC days the sessions spread over, ending on ``endDay``.
    public var days: Int
    /// UTC date (`YYYY-MM-DD`) of the last day.
    public var endDay: String
    /// Write `.ndjson.gz` files instead of plain `.ndjson`.
    public var gzip: Bool
    /// zlib level for gzip output.
    public var gzipLevel: Int
    /// Share (0...1) of all lines that are extra bad lines (rejected by ingest).
    public var badRate: Double
    /// Share (0...1) of all lines that repeat an earlier valid line, sometimes in another file.
    public var dupRate: Double
    /// Number of transitions per session.
    public var transitionsPerSession: ClosedRange<Int>
    /// A failure-rate regression for one strategy on the last day.
    public var regression: PlantedRegression?
    /// Share (0...1) of lines carrying fields the format does not define (`net`, `device.carrier`).
    public var extraFieldRate: Double
    /// Fixes and breaks planted in app releases (for `fstel report compare`).
    public var releaseChanges: [PlantedReleaseChange] = []
    /// How lines are arranged (``GeneratorShape``); `.standard` keeps the output of
    /// earlier versions byte for byte.
    public var shape: GeneratorShape = .standard
    /// Distinct app version strings (0: the five releases of the catalog). With N > 0,
    /// each session's version is one of N (`9.K.M`), its behaviour still that of its release.
    public var appVersions: Int = 0
    /// Distinct device model strings (0: the catalog's fourteen). With N >= 14, each
    /// session's model is one of N variants shared out among the catalog's devices
    /// (`iPhone12,1-K`), with its device's screen and OS versions.
    public var deviceModels: Int = 0
    /// Every strategy fails with its own fixed probability per attempt
    /// (``PlantedConcentration/flatFailureRate(of:)``), whatever the device, iOS version,
    /// app state or anything else: logs where no failure concentrates, but for those planted
    /// in ``concentrations``. Off: the catalog's failure patterns (docs/domain.md).
    public var flatFailures = false
    /// Failures planted in one dimension value each (``PlantedConcentration``).
    public var concentrations: [PlantedConcentration] = []

    /// The transitions per session a shape implies (``transitionsPerSession`` for the
    /// standard and stream shapes).
    var effectiveTransitions: ClosedRange<Int> {
        switch shape {
        case .longSessions: return 100...300
        case .manyShort: return 1...2
        default: return transitionsPerSession
        }
    }

    /// Options for `sessions` sessions from `seed`; the rest as `fstel generate` defaults them.
    public init(
        sessions: Int,
        seed: UInt64,
        files: Int = 1,
        days: Int = 1,
        endDay: String = "2026-11-28",
        gzip: Bool = false,
        gzipLevel: Int = 6,
        badRate: Double = 0,
        dupRate: Double = 0,
        transitionsPerSession: ClosedRange<Int> = 2...12,
        regression: PlantedRegression? = nil,
        extraFieldRate: Double = 0.03
    ) {
        self.sessions = sessions
        self.seed = seed
        self.files = files
        self.days = days
        self.endDay = endDay
        self.gzip = gzip
        self.gzipLevel = gzipLevel
        self.badRate = badRate
        self.dupRate = dupRate
        self.transitionsPerSession = transitionsPerSession
        self.regression = regression
        self.extraFieldRate = extraFieldRate
    }

    /// Throws ``GeneratorError/invalidOption(_:)`` naming the first option out of range.
    public func validate() throws {
        func fail(_ message: String) -> GeneratorError { .invalidOption(message) }
        guard sessions >= 0 else { throw fail("sessions must be >= 0 (got \(sessions))") }
        guard files >= 1 && files <= 9999 else { throw fail("files must be in 1...9999 (got \(files))") }
        guard days >= 1 && days <= 36_500 else { throw fail("days must be in 1...36500 (got \(days))") }
        guard parseDay(endDay) != nil else { throw fail("endDay must be a date YYYY-MM-DD (got \"\(endDay)\")") }
        guard gzipLevel >= -1 && gzipLevel <= 9 else { throw fail("gzipLevel must be in -1...9 (got \(gzipLevel))") }
        guard badRate >= 0 && dupRate >= 0 && badRate + dupRate < 1 else {
            throw fail("badRate and dupRate must be >= 0 with a sum below 1 (got \(badRate), \(dupRate))")
        }
        guard transitionsPerSession.lowerBound >= 0 && transitionsPerSession.upperBound <= 10_000 else {
            throw fail("transitionsPerSession must lie in 0...10000 (got \(transitionsPerSession))")
        }
        guard appVersions >= 0 && appVersions <= 1_000_000 else { throw fail("appVersions must be in 0...1000000 (got \(appVersions))") }
        guard deviceModels >= 0 && deviceModels <= 1_000_000 else { throw fail("deviceModels must be in 0...1000000 (got \(deviceModels))") }
        guard extraFieldRate >= 0 && extraFieldRate <= 1 else { throw fail("extraFieldRate must be in 0...1 (got \(extraFieldRate))") }
        if let regression {
            guard Strategy.allCases.contains(where: { $0.nameString == regression.strategy }) else {
                let known = Strategy.allCases.map(\.nameString).joined(separator: ", ")
                throw fail("regression strategy \"\(regression.strategy)\" is not one of: \(known)")
            }
            guard regression.addedFailureRate >= 0 && regression.addedFailureRate <= 1 else {
                throw fail("regression addedFailureRate must be in 0...1 (got \(regression.addedFailureRate))")
            }
        }
        try validateReleaseChanges()
        for c in concentrations {
            guard Strategy.allCases.contains(where: { $0.nameString == c.strategy }) else {
                throw fail("concentration strategy \"\(c.strategy)\" is not one of: \(GeneratorOptions.strategies.joined(separator: ", "))")
            }
            guard PlantedConcentration.dimensions.contains(c.dimension) else {
                throw fail("concentration dimension \"\(c.dimension)\" is not one of: \(PlantedConcentration.dimensions.joined(separator: ", "))")
            }
            guard (0...1).contains(c.addedFailureRate) else {
                throw fail("concentration rate must be in 0...1 (got \(c.addedFailureRate))")
            }
            if let failure = c.failure, failure.isEmpty || failure.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                throw fail("concentration failure kind must be a plain identifier (got \"\(failure)\")")
            }
        }
    }

    /// Throws when a planted release change names an unknown release or strategy.
    func validateReleaseChanges() throws {
        for change in releaseChanges {
            guard PlantedReleaseChange.appVersions.contains(change.appVersion) else {
                throw GeneratorError.invalidOption("release change app version \"\(change.appVersion)\" is not one of: \(PlantedReleaseChange.appVersions.joined(separator: ", "))")
            }
            guard Strategy.allCases.contains(where: { $0.nameString == change.strategy }) else {
                throw GeneratorError.invalidOption("release change strategy \"\(change.strategy)\" is not one of: \(GeneratorOptions.strategies.joined(separator: ", "))")
            }
            guard (0...1).contains(change.addedFailureRate), (0...1).contains(change.avoidedFailureShare) else {
                throw GeneratorError.invalidOption("release change rates must be in 0...1")
            }
        }
    }

    /// The strategy identifiers the generator uses.
    public static var strategies: [String] { Strategy.allCases.map(\.nameString) }
}

/// Options the generator cannot honour, or a file it cannot write.
public enum GeneratorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option out of range or inconsistent with another.
    case invalidOption(String)
    /// A file or directory could not be written.
    case io(String)

    /// The error in plain words.
    public var description: String {
        switch self {
        case .invalidOption(let m): return "invalid generator option: \(m)"
        case .io(let m): return "cannot write generated logs: \(m)"
        }
    }
}

/// What ``generateLogs(_:into:)`` wrote.
public struct GeneratedSummary: Sendable, Codable, Equatable {
    /// Paths of the files written, in order (`.../fstel-0001.ndjson`, ...).
    public var files: [String]
    /// Lines in each file, same order as ``files``.
    public var linesPerFile: [Int]
    /// All lines written: `validLines + duplicateLines + badLines`.
    public var totalLines: Int
    /// Distinct valid event lines (each session line and transition once).
    public var validLines: Int
    /// Repeats of a valid line already written (same bytes).
    public var duplicateLines: Int
    /// Lines that ingest must reject.
    public var badLines: Int
    /// Bad lines by the reject reason ingest should give them.
    public var badLinesByReason: [String: Int]
    /// Sessions generated.
    public var sessions: Int
    /// `session_start` lines written.
    public var sessionStarts: Int
    /// `session_end` lines written.
    public var sessionEnds: Int
    /// Distinct transition lines.
    public var transitions: Int
    /// Uncompressed bytes of all lines.
    public var bytes: Int
    /// Bytes on disk (equal to ``bytes`` for plain output).
    public var fileBytes: Int
}
