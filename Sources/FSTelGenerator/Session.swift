/// Settings every session reads while it writes its lines.
struct GenConfig: Sendable {
    var seed: UInt64
    var sessions: Int
    var days: Int
    /// Days since the epoch of the first generated day.
    var firstDay: Int
    var transitions: ClosedRange<Int>
    var extraRate: Double
    var regressionStrategy: Strategy?
    var regressionRate: Double
    /// Planted release changes: release index, strategy, added rate, avoided share.
    var releaseChanges: [(release: Int, strategy: Strategy, added: Double, avoided: Double)] = []
    var shape: GeneratorShape = .standard
    var appVersions = 0
    var deviceModels = 0
    var flatFailures = false
    var concentrations: [PlantedConcentration] = []
}

enum EmittedKind {
    case start, transition, end
}

/// One session in progress: its facts and where it is in its line sequence.
/// Everything it writes comes from its own PRNG, seeded from the options' seed and its
/// index, so its content does not depend on how sessions interleave.
struct SessionState: Sendable {
    let index: Int
    var rng: SplitMix64
    let idHi: UInt64
    let idLo: UInt64
    let device: Int
    let os: Int
    let osMajor: Int
    let release: Int
    let player: Int  // -1: no player field
    let strategy: Strategy
    let altStrategy: Strategy?
    let zone: Int
    let lastDay: Bool
    let startMs: Int64
    var timeMs: Int64
    let nTransitions: Int
    let hasEnd: Bool
    let lateStart: Bool
    let withScreen: Bool
    let container: Container
    let list: Int
    let indexPathRestore: Bool
    let landscapeRight: Bool
    /// The variant of the app version / device model text (-1: the catalog's text).
    let appVariant: Int
    let modelVariant: Int

    /// Sessions of one device per upload (``GeneratorShape/perDeviceUpload``).
    static let sessionsPerUpload = 8

    var seq = 0
    var startDone = false
    var endDone = false
    var fullscreen = false
    var sawBackground = false
    var section = 0
    var item = 0

    var isDone: Bool { startDone && seq >= nTransitions && (!hasEnd || endDone) }

    init(index: Int, config: GenConfig) {
        self.index = index
        var r = SplitMix64(seed: SplitMix64.mix(config.seed ^ 0x5E55_1011_0000_0000) &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        _ = r.next()
        idHi = r.next()
        idLo = r.next()
        let upload = UInt64(index / Self.sessionsPerUpload)
        if config.shape == .perDeviceUpload {
            // One device per upload: its model and OS come from the upload's own generator.
            var d = SplitMix64(seed: SplitMix64.mix(config.seed ^ 0xDE71_CE00_0000_0000) &+ upload &* 0x9E37_79B9_7F4A_7C15)
            (device, os) = Self.pickDevice(&d)
        } else {
            (device, os) = Self.pickDevice(&r)
        }
        osMajor = Catalog.osVersions[os].major

        var day = config.sessions > 0 ? index * config.days / config.sessions : 0
        if config.shape == .perDeviceUpload {
            // An upload covers two days from a random one: uploads arrive in random day order.
            let first = Int(SplitMix64.mix(config.seed ^ 0xDA75_0000 &+ upload) % UInt64(config.days))
            day = min(config.days - 1, first + (index % Self.sessionsPerUpload) / (Self.sessionsPerUpload / 2))
        }
        lastDay = day == config.days - 1
        // The newest release ships on the last day.
        let releasePick = r.below(100)
        if lastDay {
            release = releasePick < 4 ? 0 : releasePick < 12 ? 1 : releasePick < 27 ? 2 : releasePick < 57 ? 3 : 4
        } else {
            release = releasePick < 8 ? 0 : releasePick < 23 ? 1 : releasePick < 53 ? 2 : 3
        }
        player = r.chance(0.1) ? -1 : (release <= 1 ? 0 : release <= 3 ? 1 : 2)
        strategy = Strategy(rawValue: r.weighted(Strategy.weights, total: Strategy.weightTotal))!
        if r.chance(0.06) {
            let other = Strategy(rawValue: r.below(Strategy.allCases.count))!
            altStrategy = other == strategy ? nil : other
        } else {
            altStrategy = nil
        }
        zone = Catalog.zoneOffsets[r.below(Catalog.zoneOffsets.count)]
        let startSecond = (config.firstDay + day) * 86_400 + r.below(86_400 - 3 * 3_600)
        startMs = Int64(startSecond) * 1000 + Int64(r.below(1000))
        timeMs = startMs
        nTransitions = r.int(in: config.transitions)
        hasEnd = r.chance(0.88)
        lateStart = r.chance(0.03)
        withScreen = r.chance(0.85)
        let c = r.below(100)
        container = c < 45 ? .tableView : c < 70 ? .collectionView : c < 85 ? .scrollView : .view
        list = r.below(Catalog.lists.count)
        indexPathRestore = r.below(100) < Catalog.releases[release].indexPathShare
        landscapeRight = r.chance(0.7)
        // Per session, or per upload: one device's sessions share its model and app.
        let variants = SplitMix64.mix(config.seed ^ 0x7A21_A000_0000_0000 &+ (config.shape == .perDeviceUpload ? upload : UInt64(index)))
        appVariant = config.appVersions > 0 ? Int(variants % UInt64(config.appVersions)) : -1
        // Model variants are shared out among the catalog's devices: N strings in all.
        let ofDevice = config.deviceModels > device ? (config.deviceModels - device + Catalog.devices.count - 1) / Catalog.devices.count : 0
        modelVariant = ofDevice > 0 ? Int((variants >> 32) % UInt64(ofDevice)) : -1
        rng = r
    }

    /// A device (weighted) and an OS version it runs (weighted).
    static func pickDevice(_ r: inout SplitMix64) -> (device: Int, os: Int) {
        let device = r.weighted(Catalog.deviceWeights, total: Catalog.deviceWeightTotal)
        let range = Catalog.devices[device].osRange
        var total = 0
        for i in range { total += Catalog.osVersions[i].weight }
        var pick = r.below(total)
        var chosen = range.upperBound
        for i in range {
            let w = Catalog.osVersions[i].weight
            if pick < w { chosen = i; break }
            pick -= w
        }
        return (device, chosen)
    }

    // MARK: - Lines

    /// Appends this session's next line (with its `\n`) and tells which kind it was.
    mutating func emit(into out: inout [UInt8], _ config: GenConfig) -> EmittedKind {
        if !startDone && (!lateStart || seq >= 1 || nTransitions == 0) {
            startDone = true
            writeStart(&out, config)
            return .start
        }
        if seq < nTransitions {
            writeTransition(&out, config)
            seq += 1
            return .transition
        }
        endDone = true
        writeEnd(&out, config)
        return .end
    }

    private mutating func writeHead(_ out: inout [UInt8], type: StaticString, ms: Int64) {
        if rng.chance(0.96) {
            put(&out, "{\"v\":1,\"type\":\"")
        } else {
            put(&out, "{\"type\":\"")
        }
        put(&out, type)
        put(&out, "\",\"ts\":")
        let style = rng.below(100)
        if style < 7 {
            putInt(&out, Int(ms))
        } else {
            putTimestamp(&out, ms: ms, offsetMinutes: zone, withMillis: style >= 20)
        }
        put(&out, ",\"session_id\":\"")
        putUUID(&out, idHi, idLo)
        out.append(0x22)
    }

    private mutating func writeTail(_ out: inout [UInt8], _ config: GenConfig) {
        if rng.chance(config.extraRate) {
            put(&out, ",\"net\":\"")
            put(&out, Catalog.nets[rng.below(Catalog.nets.count)])
            out.append(0x22)
        }
        put(&out, "}\n")
    }

    private mutating func writeStart(_ out: inout [UInt8], _ config: GenConfig) {
        let d = Catalog.devices[device]
        writeHead(&out, type: "session_start", ms: startMs)
        put(&out, ",\"device\":{\"model\":\"")
        put(&out, d.model)
        if modelVariant >= 0 {
            out.append(0x2D)
            putInt(&out, modelVariant)
        }
        put(&out, d.isPad && osMajor >= 13 ? "\",\"os\":\"iPadOS\",\"os_version\":\"" : "\",\"os\":\"iOS\",\"os_version\":\"")
        put(&out, Catalog.osVersions[os].text)
        out.append(0x22)
        if withScreen {
            put(&out, ",\"screen\":{\"w\":")
            putInt(&out, d.width)
            put(&out, ",\"h\":")
            putInt(&out, d.height)
            put(&out, ",\"scale\":")
            putInt(&out, d.scale)
            out.append(0x7D)
        }
        if rng.chance(config.extraRate) {
            put(&out, ",\"carrier\":\"")
            put(&out, Catalog.carriers[rng.below(Catalog.carriers.count)])
            out.append(0x22)
        }
        let rel = Catalog.releases[release]
        put(&out, "},\"app\":{\"version\":\"")
        if appVariant >= 0 {
            put(&out, "9.")
            putInt(&out, appVariant / 100)
            out.append(0x2E)
            putInt(&out, appVariant % 100)
        } else {
            put(&out, rel.version)
        }
        put(&out, "\",\"build\":\"")
        put(&out, rel.build)
        put(&out, "\"}")
        if player >= 0 {
            put(&out, ",\"player\":{\"version\":\"")
            put(&out, Catalog.playerVersions[player])
            put(&out, "\"}")
        }
        writeTail(&out, config)
    }

    private mutating func writeEnd(_ out: inout [UInt8], _ config: GenConfig) {
        timeMs += Int64(1000 + rng.below(300_000))
        writeHead(&out, type: "session_end", ms: timeMs)
        if rng.chance(0.8) {
            put(&out, ",\"reason\":\"")
            put(&out, Catalog.endReasons[rng.below(Catalog.endReasons.count)])
            out.append(0x22)
        }
        writeTail(&out, config)
    }

    private enum Outcome { case ok, failed, cancelled, ignored }
    private enum AppState { case active, inactive, background }

    private mutating func writeTransition(_ out: inout [UInt8], _ config: GenConfig) {
        let enter = !fullscreen
        // Watching in fullscreen lasts longer than the time between two entries.
        timeMs += enter ? Int64(2000 + rng.below(120_000)) : Int64(5000 + rng.below(900_000))
        let strat = (altStrategy != nil && rng.chance(0.25)) ? altStrategy! : strategy

        let s = rng.below(1000)
        let appState: AppState = s < 930 ? .active : s < 960 ? .inactive : .background
        if appState == .background { sawBackground = true }

        if enter {
            section = rng.below(3)
            item = rng.below(40)
        }

        var outcome = Outcome.ok
        var failure: Failure? = nil
        var flatFailure: [UInt8]? = nil
        if enter && appState == .background && rng.chance(0.5) {
            outcome = .ignored
        } else if rng.chance(0.02) {
            outcome = .ignored
        } else if rng.chance(0.015) {
            outcome = .cancelled
        } else if config.flatFailures {
            flatFailure = decideFlatFailure(strat, enter: enter, appState: appState, config)
            if flatFailure != nil { outcome = .failed }
        } else {
            failure = decideFailure(strat, enter: enter, appState: appState, config)
            if failure != nil { outcome = .failed }
        }

        // Restore on exit: where the player lands.
        var restoredItem = item
        var cellReused = false
        let restoreHappens = !enter && (outcome == .ok || outcome == .failed)
        if restoreHappens {
            cellReused = container.reusesCells && rng.chance(strat == .presentLandscapeVC ? 0.35 : 0.06)
            let mismatch = indexPathRestore ? rng.chance(0.004) : (cellReused ? rng.chance(0.85) : rng.chance(0.01))
            if mismatch {
                let step = 1 + rng.below(5)
                restoredItem = (item > 5 && rng.chance(0.5)) ? item - step : item + step
                if outcome == .ok && !config.flatFailures && rng.chance(0.6) {
                    outcome = .failed
                    failure = .restoreMismatch
                }
            }
        }

        let moves = outcome == .ok || outcome == .failed
        if moves { fullscreen.toggle() }
        let landscapeNow = fullscreen

        writeHead(&out, type: "transition", ms: timeMs)
        put(&out, ",\"seq\":")
        putInt(&out, seq)
        put(&out, enter ? ",\"direction\":\"enter\",\"strategy\":\"" : ",\"direction\":\"exit\",\"strategy\":\"")
        put(&out, strat.name)
        switch outcome {
        case .ok: put(&out, "\",\"outcome\":\"ok\"")
        case .failed:
            put(&out, "\",\"outcome\":\"failed\",\"failure\":\"")
            if let flatFailure { out.append(contentsOf: flatFailure) } else { put(&out, failure!.name) }
            out.append(0x22)
        case .cancelled: put(&out, "\",\"outcome\":\"cancelled\"")
        case .ignored: put(&out, "\",\"outcome\":\"ignored\"")
        }
        if outcome != .ignored && rng.chance(0.92) {
            var tenths = strat.medianDurationTenths * _exp(0.45 * rng.roughNormal())
            if outcome == .failed { tenths *= 1.3 }
            if outcome == .cancelled { tenths *= 0.4 }
            put(&out, ",\"duration_ms\":")
            putTenths(&out, Int(tenths))
        }
        let t = rng.below(100)
        if t < 95 {
            put(&out, t < 60 ? ",\"trigger\":\"button\"" : t < 88 ? ",\"trigger\":\"rotation\"" : ",\"trigger\":\"double_tap\"")
        }
        let landscape: StaticString = landscapeRight ? "landscape_right" : "landscape_left"
        if rng.chance(0.9) {
            put(&out, ",\"from_orientation\":\"")
            put(&out, enter ? "portrait" : landscape)
            put(&out, "\",\"to_orientation\":\"")
            put(&out, enter ? landscape : "portrait")
            out.append(0x22)
        }
        switch appState {
        case .active: put(&out, ",\"app_state\":\"active\"")
        case .inactive: put(&out, ",\"app_state\":\"inactive\"")
        case .background: put(&out, ",\"app_state\":\"background\"")
        }
        if rng.chance(0.45) {
            put(&out, ",\"status_bar\":{\"orientation\":\"")
            let portraitBar = !landscapeNow || strat == .windowTransform || failure == .statusBarWrongOrientation
            put(&out, portraitBar ? "portrait" : landscape)
            let hidden = strat == .windowTransform ? landscapeNow : (landscapeNow && rng.chance(0.5))
            put(&out, hidden ? "\",\"hidden\":true}" : "\",\"hidden\":false}")
        }
        if rng.chance(0.6) {
            let d = Catalog.devices[device]
            // Window-transform and status-bar strategies keep the interface portrait.
            let interfaceLandscape = landscapeNow && strat != .windowTransform && strat != .statusBarOrientation
            var screenLandscape = interfaceLandscape
            if failure == .screenBoundsSwapped || rng.chance(0.005) { screenLandscape.toggle() }
            put(&out, ",\"screen_bounds\":[")
            putInt(&out, screenLandscape ? d.height : d.width)
            out.append(0x2C)
            putInt(&out, screenLandscape ? d.width : d.height)
            put(&out, "],\"window_bounds\":[")
            putInt(&out, interfaceLandscape ? d.height : d.width)
            out.append(0x2C)
            putInt(&out, interfaceLandscape ? d.width : d.height)
            out.append(0x5D)
        }
        if enter ? rng.chance(0.5) : rng.chance(0.9) {
            put(&out, indexPathRestore ? ",\"restore\":{\"method\":\"index_path\",\"container\":\"" : ",\"restore\":{\"method\":\"superview\",\"container\":\"")
            put(&out, container.name)
            put(&out, "\",\"list\":\"")
            put(&out, Catalog.lists[list])
            put(&out, "\",\"section\":")
            putInt(&out, section)
            put(&out, ",\"item\":")
            putInt(&out, item)
            if restoreHappens {
                put(&out, ",\"restored_section\":")
                putInt(&out, section)
                put(&out, ",\"restored_item\":")
                putInt(&out, restoredItem)
                if container.reusesCells {
                    put(&out, cellReused ? ",\"cell_reused\":true" : ",\"cell_reused\":false")
                }
            }
            out.append(0x7D)
        }
        writeTail(&out, config)
    }

    /// Under ``GenConfig/flatFailures``: a planted concentration's kind, the strategy's
    /// usual kind at its flat rate, or nil.
    private mutating func decideFlatFailure(_ strat: Strategy, enter: Bool, appState: AppState, _ config: GenConfig) -> [UInt8]? {
        for c in config.concentrations where c.strategy == strat.nameString && matches(c, enter: enter, appState: appState) {
            if rng.chance(c.addedFailureRate) { return Array((c.failure ?? strat.primaryFailure.nameString).utf8) }
        }
        return rng.chance(strat.flatFailureRate) ? Array(strat.primaryFailure.nameString.utf8) : nil
    }

    /// True when the transition has the concentration's value.
    private func matches(_ c: PlantedConcentration, enter: Bool, appState: AppState) -> Bool {
        switch c.dimension {
        case "app_state": return c.value == (appState == .active ? "active" : appState == .inactive ? "inactive" : "background")
        case "os_major": return c.value == String(osMajor)
        case "device_model": return c.value == Catalog.devices[device].model.description
        case "app_version": return c.value == Catalog.releases[release].version.description
        case "direction": return c.value == (enter ? "enter" : "exit")
        default: return false
        }
    }

    private mutating func decideFailure(_ strat: Strategy, enter: Bool, appState: AppState, _ config: GenConfig) -> Failure? {
        // Random draws only for a planted change that applies: other output is unchanged.
        guard let change = config.releaseChanges.first(where: { $0.release == release && $0.strategy == strat }) else {
            return decideUsualFailure(strat, enter: enter, appState: appState, config)
        }
        if change.added > 0 && rng.chance(change.added) { return strat.primaryFailure }
        let failure = decideUsualFailure(strat, enter: enter, appState: appState, config)
        if failure != nil && change.avoided > 0 && rng.chance(change.avoided) { return nil }
        return failure
    }

    private mutating func decideUsualFailure(_ strat: Strategy, enter: Bool, appState: AppState, _ config: GenConfig) -> Failure? {
        if config.lastDayRegression(strat, lastDay: lastDay) && rng.chance(config.regressionRate) {
            return strat.primaryFailure
        }
        if enter {
            switch strat {
            case .presentLandscapeVC:
                if osMajor == 10 && rng.chance(0.35) { return .halfBlackScreen }
                if appState == .background && rng.chance(0.7) { return .screenBoundsSwapped }
                if rng.chance(0.02) { return .layoutCorrupted }
                if rng.chance(0.015) { return .lifecycleDisappear }
            case .statusBarOrientation:
                if rng.chance(osMajor >= 13 ? 0.72 : 0.02) { return .statusBarWrongOrientation }
            case .windowTransform:
                if rng.chance(0.03) { return .alertWrongOrientation }
            case .nativeRotation:
                if rng.chance(0.08) { return .blackEdges }
            case .transformPortraitWindow:
                if rng.chance(0.06) { return .windowFlash }
                if rng.chance(0.02) { return .alertWrongOrientation }
            case .transformLandscapeWindow:
                if rng.chance(0.05) { return .windowFlash }
                if rng.chance(sawBackground ? 0.3 : 0.01) { return .screenBoundsSwapped }
            }
            if appState == .background && rng.chance(0.3) { return .backgroundTrigger }
            if osMajor < 10 && rng.chance(0.12) { return .autolayoutConflict }
        } else {
            switch strat {
            case .presentLandscapeVC:
                if rng.chance(0.01) { return .layoutCorrupted }
                if rng.chance(0.01) { return .lifecycleDisappear }
            case .statusBarOrientation:
                if osMajor >= 13 && rng.chance(0.1) { return .statusBarWrongOrientation }
            case .windowTransform:
                if rng.chance(0.01) { return .alertWrongOrientation }
            case .nativeRotation:
                if rng.chance(0.05) { return .blackEdges }
            case .transformPortraitWindow:
                if rng.chance(0.04) { return .windowFlash }
            case .transformLandscapeWindow:
                if rng.chance(0.04) { return .windowFlash }
                if sawBackground && rng.chance(0.2) { return .screenBoundsSwapped }
            }
        }
        if rng.chance(0.008) { return .subviewLag }
        return nil
    }
}

extension GenConfig {
    @inline(__always)
    func lastDayRegression(_ strat: Strategy, lastDay: Bool) -> Bool {
        lastDay && regressionStrategy == strat
    }
}

#if canImport(Glibc)
import Glibc
@inline(__always) func _exp(_ x: Double) -> Double { Glibc.exp(x) }
#elseif canImport(Musl)
import Musl
@inline(__always) func _exp(_ x: Double) -> Double { Musl.exp(x) }
#else
import Darwin
@inline(__always) func _exp(_ x: Double) -> Double { Darwin.exp(x) }
#endif
