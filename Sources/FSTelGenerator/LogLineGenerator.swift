import FSTelModel

/// Produces format-v1 log lines one at a time, appending each line's bytes (with its
/// `\n`) to a caller's buffer, so any number of lines can be made in constant memory.
///
/// Several sessions are in progress at once and their lines interleave. Bad and
/// duplicate lines are mixed in at the options' rates. Deterministic: the same options
/// always give the same sequence of lines.
public struct LogLineGenerator: Sendable {
    /// What a generated line is.
    public enum LineKind: String, Sendable, Codable {
        /// A `session_start` line.
        case sessionStart = "session_start"
        /// A `session_end` line.
        case sessionEnd = "session_end"
        /// A `transition` line.
        case transition
        /// A byte-identical repeat of an earlier valid line.
        case duplicate
        /// A line ingest must reject.
        case bad
    }

    /// What the last appended line was.
    public struct Line: Sendable, Equatable {
        /// What the line is.
        public var kind: LineKind
        /// Index (0..<sessions) of the session the line belongs to; -1 for bad lines.
        public var session: Int
        /// For bad lines: the reason ingest should reject it with.
        public var expectedRejection: RejectReason?
    }

    /// Number of sessions in progress at once (their lines interleave), in the standard shape.
    public static let concurrentSessions = 8
    /// Sessions in progress at once in a shape.
    public static func concurrentSessions(_ shape: GeneratorShape) -> Int {
        switch shape {
        case .perDeviceUpload: return 1
        case .timeMerged: return 2048
        default: return concurrentSessions
        }
    }
    static let ringSize = 64

    private let config: GenConfig
    private let badRate: Double
    private let dupRate: Double
    private var rng: SplitMix64
    private var pool: [SessionState] = []
    private var nextSession = 0
    private var ring: [[UInt8]] = []
    private var ringSession: [Int] = []
    private var ringNext = 0
    private var badCounter: UInt64 = 0

    /// Lines appended so far.
    public private(set) var linesWritten = 0
    /// Distinct valid lines so far.
    public private(set) var validLines = 0
    /// Repeated valid lines so far.
    public private(set) var duplicateLines = 0
    /// Bad lines so far.
    public private(set) var badLines = 0
    /// `session_start` lines so far.
    public private(set) var sessionStarts = 0
    /// `session_end` lines so far.
    public private(set) var sessionEnds = 0
    /// Distinct transition lines so far.
    public private(set) var transitions = 0
    /// Bytes appended so far.
    public private(set) var bytesWritten = 0
    /// Bad lines by expected reject reason (raw value).
    public private(set) var badLinesByReason: [String: Int] = [:]

    /// A generator of `options`; throws ``GeneratorError`` for options it cannot honour.
    public init(_ options: GeneratorOptions) throws {
        try options.validate()
        let last = parseDay(options.endDay)!
        var regressionStrategy: Strategy? = nil
        if let r = options.regression {
            regressionStrategy = Strategy.allCases.first { $0.nameString == r.strategy }
        }
        config = GenConfig(
            seed: options.seed,
            sessions: options.sessions,
            days: options.days,
            firstDay: last - (options.days - 1),
            transitions: options.effectiveTransitions,
            extraRate: options.extraFieldRate,
            regressionStrategy: regressionStrategy,
            regressionRate: options.regression?.addedFailureRate ?? 0,
            releaseChanges: options.releaseChanges.compactMap { change in
                guard let release = PlantedReleaseChange.appVersions.firstIndex(of: change.appVersion),
                      let strategy = Strategy.allCases.first(where: { $0.nameString == change.strategy }) else { return nil }
                return (release, strategy, change.addedFailureRate, change.avoidedFailureShare)
            },
            shape: options.shape,
            appVersions: options.appVersions,
            deviceModels: options.deviceModels,
            flatFailures: options.flatFailures,
            concentrations: options.concentrations
        )
        badRate = options.badRate
        dupRate = options.dupRate
        rng = SplitMix64(seed: SplitMix64.mix(options.seed ^ 0x11E5_0F_10C5))
        let concurrent = Self.concurrentSessions(options.shape)
        pool.reserveCapacity(concurrent)
        while pool.count < concurrent && nextSession < config.sessions {
            pool.append(SessionState(index: nextSession, config: config))
            nextSession += 1
        }
    }

    /// True when every session has written all its lines.
    public var isFinished: Bool { pool.isEmpty }

    /// Appends the next line (ending in `\n`) to `out`; nil when all sessions are done.
    public mutating func appendNextLine(to out: inout [UInt8]) -> Line? {
        if pool.isEmpty { return nil }
        let start = out.count
        defer {
            linesWritten += 1
            bytesWritten += out.count - start
        }
        if badRate > 0 || dupRate > 0 {
            let r = rng.unit()
            if r < badRate {
                let reason = writeBadLine(&out)
                badLines += 1
                badLinesByReason[reason.rawValue, default: 0] += 1
                return Line(kind: .bad, session: -1, expectedRejection: reason)
            }
            if r < badRate + dupRate && !ring.isEmpty {
                let i = rng.below(ring.count)
                out.append(contentsOf: ring[i])
                duplicateLines += 1
                return Line(kind: .duplicate, session: ringSession[i], expectedRejection: nil)
            }
        }
        let slot = rng.below(pool.count)
        let session = pool[slot].index
        let emitted = pool[slot].emit(into: &out, config)
        if pool[slot].isDone {
            if nextSession < config.sessions {
                pool[slot] = SessionState(index: nextSession, config: config)
                nextSession += 1
            } else {
                pool.swapAt(slot, pool.count - 1)
                pool.removeLast()
            }
        }
        validLines += 1
        let kind: LineKind
        switch emitted {
        case .start: kind = .sessionStart; sessionStarts += 1
        case .transition: kind = .transition; transitions += 1
        case .end: kind = .sessionEnd; sessionEnds += 1
        }
        if dupRate > 0 {
            if ring.count < Self.ringSize {
                ring.append(Array(out[start...]))
                ringSession.append(session)
            } else {
                ring[ringNext].removeAll(keepingCapacity: true)
                ring[ringNext].append(contentsOf: out[start...])
                ringSession[ringNext] = session
                ringNext = (ringNext + 1) % Self.ringSize
            }
        }
        return Line(kind: kind, session: session, expectedRejection: nil)
    }

    // MARK: - Bad lines

    private mutating func writeBadHead(_ out: inout [UInt8], type: StaticString, version: Int = 1) {
        badCounter &+= 1
        put(&out, "{\"v\":")
        putInt(&out, version)
        put(&out, ",\"type\":\"")
        put(&out, type)
        put(&out, "\",\"ts\":")
        let ms = Int64(config.firstDay + config.days - 1) * 86_400_000 + Int64(rng.below(86_400_000))
        putTimestamp(&out, ms: ms, offsetMinutes: 0, withMillis: true)
        put(&out, ",\"session_id\":\"")
        putUUID(&out, rng.next(), rng.next())
        out.append(0x22)
    }

    private mutating func writeBadTransitionBody(_ out: inout [UInt8], seq: Int) {
        put(&out, ",\"seq\":")
        putInt(&out, seq)
        put(&out, ",\"direction\":\"enter\",\"strategy\":\"window_transform\",\"outcome\":\"ok\",\"duration_ms\":287.5,\"app_state\":\"active\"")
    }

    /// Appends one bad line and returns the reason ingest should reject it with.
    private mutating func writeBadLine(_ out: inout [UInt8]) -> RejectReason {
        let start = out.count
        switch rng.below(11) {
        case 0:
            // Not JSON at all.
            put(&out, rng.chance(0.5) ? "player crashed: EXC_BAD_ACCESS at 0x0000000c\n" : "{\"v\":1,\"type\":\"transition\",,\"seq\":}\n")
            return .invalidJSON
        case 1, 2:
            // A line cut short (an app killed mid-write).
            writeBadHead(&out, type: "transition")
            writeBadTransitionBody(&out, seq: rng.below(10))
            put(&out, "}")
            let length = out.count - start
            out.removeLast(out.count - (start + 12 + rng.below(length - 13)))
            out.append(0x0A)
            return .invalidJSON
        case 3:
            // Wrong type: seq as a string.
            writeBadHead(&out, type: "transition")
            put(&out, ",\"seq\":\"")
            putInt(&out, rng.below(10))
            put(&out, "\",\"direction\":\"exit\",\"strategy\":\"native_rotation\",\"outcome\":\"ok\"}\n")
            return .invalidField
        case 4:
            // Unknown event type.
            writeBadHead(&out, type: rng.chance(0.5) ? "heartbeat" : "player_error")
            put(&out, ",\"code\":-1100}\n")
            return .unknownType
        case 5:
            // Missing field: a transition without a direction.
            writeBadHead(&out, type: "transition")
            put(&out, ",\"seq\":")
            putInt(&out, rng.below(10))
            put(&out, ",\"strategy\":\"window_transform\",\"outcome\":\"ok\"}\n")
            return .missingField
        case 6:
            // Missing field: failed without a failure kind.
            writeBadHead(&out, type: "transition")
            put(&out, ",\"seq\":")
            putInt(&out, rng.below(10))
            put(&out, ",\"direction\":\"enter\",\"strategy\":\"present_landscape_vc\",\"outcome\":\"failed\"}\n")
            return .missingField
        case 7:
            // Invalid UTF-8 inside a string.
            writeBadHead(&out, type: "session_start")
            put(&out, ",\"device\":{\"model\":\"iPhone")
            out.append(0xFF)
            out.append(0xFE)
            put(&out, "\",\"os\":\"iOS\",\"os_version\":\"15.7\"},\"app\":{\"version\":\"8.6.0\",\"build\":\"8612\"}}\n")
            return .invalidUTF8
        case 8:
            // Duplicate key.
            writeBadHead(&out, type: "transition")
            writeBadTransitionBody(&out, seq: 3)
            put(&out, ",\"seq\":4}\n")
            return .duplicateKey
        case 9:
            // A format version this store does not know.
            writeBadHead(&out, type: "transition", version: 2)
            writeBadTransitionBody(&out, seq: rng.below(10))
            put(&out, "}\n")
            return .unsupportedVersion
        default:
            put(&out, rng.chance(0.5) ? "[\"transition\",3,\"enter\"]\n" : "\"session_start\"\n")
            return .notAnObject
        }
    }
}
