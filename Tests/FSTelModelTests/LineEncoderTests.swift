import Foundation
import Testing
@testable import FSTelModel

/// The encoder writes what the decoder reads back unchanged, and refuses what ingest
/// would reject, with the same reason.
@Suite struct LineEncoderTests {
    let full = TransitionRecord(
        sessionID: "s-1", timestampMillis: 1_764_320_297_987, seq: 42, direction: .exit,
        strategy: "present_landscape_vc", outcome: .failed, failure: "restore_mismatch", durationMs: 287.5,
        trigger: "button", fromOrientation: "landscape_right", toOrientation: "portrait", appState: "active",
        statusBarOrientation: "portrait", statusBarHidden: false,
        screenBounds: .init(width: 414, height: 896), windowBounds: .init(width: 896, height: 414),
        restore: RestoreRecord(
            method: .indexPath, container: "table_view", list: "feed_home", section: 2, item: 17,
            restoredSection: 2, restoredItem: 19, cellReused: true))

    @Test func aTransitionWithEveryFieldReadsBackEqual() throws {
        let line = try LineEncoder.line(full)
        #expect(line.hasSuffix("}\n"))
        #expect(line.filter { $0 == "\n" }.count == 1)
        let (event, d) = try accept(line)
        #expect(event.kind == .transition)
        #expect(d.string(event.sessionID) == "s-1")
        #expect(event.timestampMillis == 1_764_320_297_987)
        #expect(event.extra == nil)
        let t = try #require(event.transitionFields)
        #expect(t.seq == 42 && t.direction == .exit && t.outcome == .failed)
        #expect(d.string(t.strategy) == "present_landscape_vc")
        #expect(t.failure.map(d.string) == "restore_mismatch")
        #expect(t.durationMs == 287.5)
        #expect(t.trigger.map(d.string) == "button")
        #expect(t.fromOrientation.map(d.string) == "landscape_right")
        #expect(t.toOrientation.map(d.string) == "portrait")
        #expect(t.appState.map(d.string) == "active")
        #expect(t.statusBarOrientation.map(d.string) == "portrait")
        #expect(t.statusBarHidden == false)
        #expect(t.screenBounds?.width == 414 && t.screenBounds?.height == 896)
        #expect(t.windowBounds?.width == 896 && t.windowBounds?.height == 414)
        #expect(t.boundsSwapped == true)
        let r = try #require(t.restore)
        #expect(r.method == .indexPath)
        #expect(r.container.map(d.string) == "table_view")
        #expect(r.list.map(d.string) == "feed_home")
        #expect(r.section == 2 && r.item == 17 && r.restoredSection == 2 && r.restoredItem == 19)
        #expect(r.cellReused == true)
        #expect(r.mismatch == true)
    }

    @Test func aMinimalTransitionLeavesOptionalFieldsOut() throws {
        let record = TransitionRecord(sessionID: "s", timestampMillis: 0, seq: 0, direction: .enter, strategy: "window_transform", outcome: .ignored)
        #expect(try LineEncoder.line(record) == #"{"v":1,"type":"transition","ts":"1970-01-01T00:00:00.000Z","session_id":"s","seq":0,"direction":"enter","strategy":"window_transform","outcome":"ignored"}"# + "\n")
    }

    @Test func sessionLinesReadBackEqual() throws {
        let start = SessionStartRecord(
            sessionID: "s-2", timestampMillis: 1_764_320_297_000, deviceModel: "iPad8,1", osName: "iPadOS",
            osVersion: "17.10", screen: .init(width: 834, height: 1194, scale: 2), appVersion: "8.6.1",
            appBuild: "8618", playerVersion: "4.0.1")
        let (event, d) = try accept(try LineEncoder.line(start))
        let s = try #require(event.startFields)
        #expect(d.string(s.deviceModel) == "iPad8,1" && d.string(s.osName) == "iPadOS")
        #expect(d.string(s.osVersion) == "17.10" && s.osMajor == 17 && s.osMinor == 10)
        #expect(s.screenWidth == 834 && s.screenHeight == 1194 && s.screenScale == 2)
        #expect(d.string(s.appVersion) == "8.6.1" && d.string(s.appBuild) == "8618")
        #expect(s.playerVersion.map(d.string) == "4.0.1")
        #expect(event.extra == nil)

        let (endEvent, e) = try accept(try LineEncoder.line(SessionEndRecord(sessionID: "s-2", timestampMillis: 5, reason: "user_left")))
        #expect(endEvent.kind == .sessionEnd)
        #expect(endEvent.endFields?.reason.map(e.string) == "user_left")
        #expect(endEvent.timestampMillis == 5)
    }

    @Test func stringsWithQuotesBackslashesAndNonASCIIReadBackEqual() throws {
        for text in ["say \"hi\"", #"C:\path\"#, "slash/and\\back", "feed 首页 🎬", "\u{2028}\u{FEFF}"] {
            var record = full
            record.trigger = text
            record.sessionID = text
            let line = try LineEncoder.line(record)
            #expect(line.dropLast().contains("\n") == false)
            let (event, d) = try accept(line)
            #expect(d.string(event.sessionID) == text)
            #expect(event.transitionFields?.trigger.map(d.string) == text)
        }
    }

    @Test func namesWithControlCharactersAreRefusedAsIngestWouldRejectThem() throws {
        for (text, escaped) in [("tab\there", #"tab\there"#), ("nul\u{0}", #"nul\u0000"#), ("esc\u{1B}[31m", #"esc\u001b[31m"#), ("del\u{7F}", "del\u{7F}"), ("c1\u{85}", "c1\u{85}")] {
            var record = full
            record.trigger = text
            var copy = full
            copy.trigger = nil
            let plain = try LineEncoder.line(copy)
            let line = String(plain.dropLast(2)) + #","trigger":"\#(escaped)"}"#
            let decoderSays = rejection(line)
            #expect(decoderSays?.reason == .invalidField, "\(line)")
            do throws(Rejection) {
                _ = try LineEncoder.line(record)
                Issue.record("\(text) was encoded")
            } catch let refused {
                #expect(refused.reason == decoderSays?.reason)
                #expect(refused.detail == decoderSays?.detail, "\(text)")
            }
        }
    }

    @Test func numbersReadBackToTheSameDouble() throws {
        for value in [0, 287.5, 0.125, 0.001, 0.1, 1.0 / 3.0, 2.5e-7, 12_345_678.987, 86_399_999.999, ValueRanges.durationMs.upperBound] {
            var record = full
            record.durationMs = value
            let (event, _) = try accept(try LineEncoder.line(record))
            #expect(event.transitionFields?.durationMs == value, "\(value)")
        }
        var record = full
        record.durationMs = 250.125
        #expect(try LineEncoder.line(record).contains(#""duration_ms":250.125,"#))
        record.durationMs = 300
        #expect(try LineEncoder.line(record).contains(#""duration_ms":300,"#))
        record.durationMs = 0.05
        #expect(try LineEncoder.line(record).contains(#""duration_ms":0.05,"#))
    }

    @Test func timestampsAreRFC3339UTCWithMilliseconds() throws {
        for millis: Int64 in [Timestamp.minMillis, -86_400_001, -1, 0, 951_782_400_123, 1_764_320_297_987, Timestamp.maxMillis] {
            var record = full
            record.timestampMillis = millis
            let (event, _) = try accept(try LineEncoder.line(record))
            #expect(event.timestampMillis == millis)
        }
        #expect(try LineEncoder.line(full).contains(#""ts":"2025-11-28T08:58:17.987Z""#))
        var early = full
        early.timestampMillis = -1
        #expect(try LineEncoder.line(early).contains(#""ts":"1969-12-31T23:59:59.999Z""#))
        early.timestampMillis = Timestamp.minMillis
        #expect(try LineEncoder.line(early).contains(#""ts":"0000-01-01T00:00:00.000Z""#))
    }

    /// Each invalid record is refused with the reason ingest gives the line it would make.
    @Test func recordsIngestWouldRejectAreRefusedWithTheSameReasonAndWriteNothing() {
        func refused(_ change: (inout TransitionRecord) -> Void) -> RejectReason? {
            var record = full
            change(&record)
            var out: [UInt8] = [1, 2, 3]
            do {
                try LineEncoder.append(record, to: &out)
                return nil
            } catch {
                #expect(out == [1, 2, 3])
                return error.reason
            }
        }
        #expect(refused { $0.failure = nil } == .missingField)
        #expect(refused { $0.outcome = .ok } == .invalidField)  // a failure without `failed`
        #expect(refused { $0.failure = "" } == .invalidField)
        #expect(refused { $0.sessionID = "" } == .invalidField)
        #expect(refused { $0.sessionID = String(repeating: "é", count: 129) } == .invalidField)
        #expect(refused { $0.sessionID = String(repeating: "é", count: 128) } == nil)
        #expect(refused { $0.strategy = "" } == .invalidField)
        #expect(refused { $0.seq = -1 } == .invalidField)
        #expect(refused { $0.timestampMillis = Timestamp.minMillis - 1 } == .invalidField)
        #expect(refused { $0.timestampMillis = -1 } == nil)
        #expect(refused { $0.timestampMillis = Timestamp.maxMillis + 1 } == .invalidField)
        #expect(refused { $0.durationMs = -0.5 } == .invalidField)
        #expect(refused { $0.durationMs = .nan } == .invalidField)
        #expect(refused { $0.durationMs = .infinity } == .invalidField)
        #expect(refused { $0.durationMs = 18_446_744_073_709_551_615 } == .invalidField)
        #expect(refused { $0.seq = ValueRanges.seq.upperBound + 1 } == .invalidField)
        #expect(refused { $0.fromOrientation = "sideways" } == .invalidField)
        #expect(refused { $0.appState = "suspended" } == .invalidField)
        #expect(refused { $0.statusBarOrientation = "up" } == .invalidField)
        #expect(refused { $0.screenBounds = .init(width: -1, height: 2) } == .invalidField)
        #expect(refused { $0.restore?.container = "web_view" } == .invalidField)
        #expect(refused { $0.restore?.restoredItem = -3 } == .invalidField)

        // The same rules, checked against the decoder on the lines such records stand for.
        #expect(rejection(transitionLine(#""outcome":"failed""#, base: #""v":1,"type":"transition","ts":0,"session_id":"s","seq":1,"direction":"exit","strategy":"x""#))?.reason == .missingField)
        #expect(rejection(transitionLine(#""duration_ms":-0.5"#))?.reason == .invalidField)
        #expect(rejection(transitionLine(#""restore":{"container":"web_view"}"#))?.reason == .invalidField)
    }

    @Test func sessionStartsIngestWouldRejectAreRefused() {
        let good = SessionStartRecord(sessionID: "s", timestampMillis: 0, deviceModel: "iPhone12,1", osName: "iOS", osVersion: "13.4.1", appVersion: "1", appBuild: "1")
        func refused(_ change: (inout SessionStartRecord) -> Void) -> RejectReason? {
            var record = good
            change(&record)
            var out: [UInt8] = []
            do { try LineEncoder.append(record, to: &out); return nil } catch { return error.reason }
        }
        #expect(refused { _ in } == nil)
        #expect(refused { $0.osVersion = "thirteen" } == .invalidField)
        #expect(refused { $0.deviceModel = "" } == .invalidField)
        #expect(refused { $0.appBuild = "" } == .invalidField)
        #expect(refused { $0.screen = .init(width: 1, height: .nan, scale: 2) } == .invalidField)
        #expect(rejection(startLine(device: #""model":"iPhone12,1","os":"iOS","os_version":"thirteen""#))?.reason == .invalidField)
    }

    @Test func appendingReusesTheBufferAndAddsOneWholeLinePerRecord() throws {
        var out: [UInt8] = []
        for seq in 0..<3 {
            var record = full
            record.seq = Int64(seq)
            try LineEncoder.append(record, to: &out)
        }
        let lines = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[3].isEmpty)
        for (i, line) in lines.dropLast().enumerated() {
            let (event, _) = try accept(String(line))
            #expect(event.transitionFields?.seq == Int64(i))
        }
    }
}

/// Seeded random records: whatever the encoder accepts, the decoder reads back equal.
@Suite struct LineEncoderPropertyTests {
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet: [Character] = ["a", "Z", "0", "_", " ", "\"", "\\", "é", "首", "🎬", "\u{2028}", "/"]

    func text(_ g: inout SplitMix, min: Int = 0, max: Int = 12) -> String {
        String((0..<Int.random(in: min...max, using: &g)).map { _ in Self.alphabet.randomElement(using: &g)! })
    }

    func number(_ g: inout SplitMix) -> Double {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return Double(Int.random(in: 0...5000, using: &g))
        case 1: return Double(Int.random(in: 0...5_000_000, using: &g)) / 1000
        case 2: return Double.random(in: 0...1e5, using: &g)
        // Any double from 0 to 100,000 (the bit patterns of positive doubles are in order),
        // within every numeric range (ValueRanges).
        default: return Double(bitPattern: UInt64.random(in: 0...(100_000.0).bitPattern, using: &g))
        }
    }

    @Test func twoThousandRandomTransitionsReadBackEqual() throws {
        var g = SplitMix(state: 14)
        let orientations = ["portrait", "landscape_left", "landscape_right", "portrait_upside_down"]
        var decoder = LineDecoder()
        for _ in 0..<2000 {
            let outcome = [Outcome.ok, .failed, .cancelled, .ignored].randomElement(using: &g)!
            let maybe = { (g: inout SplitMix) in Bool.random(using: &g) }
            let record = TransitionRecord(
                sessionID: text(&g, min: 1, max: 40), timestampMillis: Int64.random(in: 0...Timestamp.maxMillis, using: &g),
                seq: Int64.random(in: ValueRanges.seq, using: &g), direction: maybe(&g) ? .enter : .exit,
                strategy: text(&g, min: 1), outcome: outcome, failure: outcome == .failed ? text(&g, min: 1) : nil,
                durationMs: maybe(&g) ? number(&g) : nil, trigger: maybe(&g) ? text(&g) : nil,
                fromOrientation: maybe(&g) ? orientations.randomElement(using: &g) : nil,
                toOrientation: maybe(&g) ? orientations.randomElement(using: &g) : nil,
                appState: maybe(&g) ? ["active", "inactive", "background"].randomElement(using: &g) : nil,
                statusBarOrientation: maybe(&g) ? orientations.randomElement(using: &g) : nil,
                statusBarHidden: maybe(&g) ? maybe(&g) : nil,
                screenBounds: maybe(&g) ? .init(width: number(&g), height: number(&g)) : nil,
                windowBounds: maybe(&g) ? .init(width: number(&g), height: number(&g)) : nil,
                restore: maybe(&g) ? RestoreRecord(
                    method: maybe(&g) ? (maybe(&g) ? .indexPath : .superview) : nil,
                    container: maybe(&g) ? ["table_view", "collection_view", "scroll_view", "view"].randomElement(using: &g) : nil,
                    list: maybe(&g) ? text(&g) : nil, section: maybe(&g) ? Int64.random(in: 0...1000, using: &g) : nil,
                    item: maybe(&g) ? Int64.random(in: 0...1000, using: &g) : nil,
                    restoredSection: maybe(&g) ? Int64.random(in: 0...1000, using: &g) : nil,
                    restoredItem: maybe(&g) ? Int64.random(in: 0...1000, using: &g) : nil,
                    cellReused: maybe(&g) ? maybe(&g) : nil) : nil)
            let line = try LineEncoder.line(record)
            let event = try decoder.decode(line)
            let d = decoder
            let t = try #require(event.transitionFields)
            #expect(d.string(event.sessionID) == record.sessionID)
            #expect(event.timestampMillis == record.timestampMillis)
            #expect(event.extra == nil)
            #expect(t.seq == record.seq && t.direction == record.direction && t.outcome == record.outcome)
            #expect(d.string(t.strategy) == record.strategy)
            #expect(t.failure.map(d.string) == record.failure)
            #expect(t.durationMs == record.durationMs)
            #expect(t.trigger.map(d.string) == record.trigger)
            #expect(t.fromOrientation.map(d.string) == record.fromOrientation)
            #expect(t.toOrientation.map(d.string) == record.toOrientation)
            #expect(t.appState.map(d.string) == record.appState)
            #expect(t.statusBarOrientation.map(d.string) == record.statusBarOrientation)
            #expect(t.statusBarHidden == record.statusBarHidden)
            #expect(t.screenBounds?.width == record.screenBounds?.width && t.screenBounds?.height == record.screenBounds?.height)
            #expect(t.windowBounds?.width == record.windowBounds?.width && t.windowBounds?.height == record.windowBounds?.height)
            let r = t.restore, w = record.restore
            #expect((r == nil) == (w == nil))
            #expect(r?.method == w?.method && r?.section == w?.section && r?.item == w?.item)
            #expect(r?.restoredSection == w?.restoredSection && r?.restoredItem == w?.restoredItem && r?.cellReused == w?.cellReused)
            #expect(r?.container.map(d.string) == w?.container && r?.list.map(d.string) == w?.list)
        }
    }
}
