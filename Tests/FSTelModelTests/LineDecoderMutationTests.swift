import Foundation
import Testing
@testable import FSTelModel

/// A bounded, seeded mutation fuzzer for the line parser, run by `swift test` everywhere
/// (scripts/fuzz.sh runs the coverage-guided libFuzzer target for longer). Every mutated
/// line must give a verdict, the same one from a fresh and from a reused decoder.
@Suite struct LineDecoderMutationTests {
    struct Mix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds: [[UInt8]] = [
        #"{"type":"transition","ts":"2026-11-28T10:01:00Z","session_id":"s1","seq":3,"direction":"exit","strategy":"window_transform","outcome":"failed","failure":"half_black_screen","duration_ms":310.5,"screen_bounds":[375,812],"window_bounds":[812,375],"restore":{"method":"index_path","container":"table_view","list":"feed","section":0,"item":4,"restored_section":0,"restored_item":5,"cell_reused":true},"status_bar":{"orientation":"portrait","hidden":false}}"#,
        #"{"type":"session_start","ts":1764324000000,"session_id":"s\u00e9\ud83d\ude00","device":{"model":"iPhone12,1","os":"iOS","os_version":"13.4.1","screen":{"w":375,"h":812,"scale":3}},"app":{"version":"5.2.0","build":"100"},"player":{"version":"2.1"},"x":[1e5,-0.0,null]}"#,
        #"{"v":1,"type":"session_end","ts":"2026-11-28T16:58:17.987+08:00","session_id":"s1","reason":"user"}"#,
    ].map { Array($0.utf8) }

    static let tokens: [[UInt8]] = ["{", "}", "[", "]", "\"", ":", ",", "\\", "\\u", "\\ud800", "1e999", "-", "null", "true", "\u{0}", "\r", "\t", " ", "\u{FEFF}"]
        .map { Array($0.utf8) } + [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]

    static func verdict(_ decoder: inout LineDecoder, _ bytes: [UInt8]) -> RejectReason? {
        do {
            _ = try bytes.withUnsafeBytes { try decoder.decode($0) }
            return nil
        } catch let rejection as Rejection {
            return rejection.reason
        } catch {
            Issue.record("not a Rejection: \(error)")
            return nil
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func fiftyThousandSeededMutationsNeverCrashAndGiveStableVerdicts() {
        var random = Mix64(state: 0xF022_0005)
        var reused = LineDecoder()
        var verdicts: [String: Int] = [:]
        for _ in 0..<50_000 {
            var line = Self.seeds.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...line.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where at < line.count: line[at] = UInt8.random(in: 0...255, using: &random)
                case 1 where at < line.count: line.remove(at: at)
                case 2: line.insert(contentsOf: Self.tokens.randomElement(using: &random)!, at: at)
                case 3 where at < line.count:
                    let end = min(line.count, at + Int.random(in: 1...40, using: &random))
                    line.insert(contentsOf: line[at..<end], at: at)
                default: line = Array(line.prefix(at))
                }
            }
            var fresh = LineDecoder()
            let first = Self.verdict(&fresh, line)
            let second = Self.verdict(&reused, line)
            if first != second {
                Issue.record("verdicts differ for \(line): \(String(describing: first)) vs \(String(describing: second))")
                return
            }
            verdicts[first?.rawValue ?? "accepted", default: 0] += 1
        }
        // The mutations reach many different rules, not just one early rejection.
        #expect(verdicts.count >= 6, "\(verdicts)")
        #expect(verdicts["accepted", default: 0] > 0)
    }

    @Test func deepAndWideRandomStructuresAreRejectedOrAcceptedWithoutCrashing() {
        var random = Mix64(state: 42)
        var decoder = LineDecoder()
        for depth in [63, 64, 65, 1000, 100_000] {
            let open = (0..<depth).map { _ in Bool.random(using: &random) }
            var line = Array(#"{"type":"transition","x":"#.utf8)
            for isArray in open { line += isArray ? Array("[".utf8) : Array(#"{"k":"#.utf8) }
            line += Array("0".utf8)
            for isArray in open.reversed() { line += isArray ? Array("]".utf8) : Array("}".utf8) }
            line += Array("}".utf8)
            let verdict = Self.verdict(&decoder, line)
            #expect(verdict == (depth + 1 > 64 ? .nestingTooDeep : .missingField), "depth \(depth): \(String(describing: verdict))")
        }
    }
}
