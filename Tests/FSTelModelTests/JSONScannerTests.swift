import Foundation
import Testing
@testable import FSTelModel

struct JSONFixture: CustomStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    var description: String { name }
}

func fixtures(prefix: String) -> [JSONFixture] {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/json")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted().map { name in
        JSONFixture(name: name, bytes: Array((try? Data(contentsOf: dir.appendingPathComponent(name))) ?? Data()))
    }
}

func scan(_ bytes: [UInt8], maxDepth: Int = 64) -> Rejection? {
    var scanner = JSONScanner(maxDepth: maxDepth)
    do {
        try bytes.withUnsafeBytes { buf in try scanner.scan(buf) }
        return nil
    } catch {
        return error as? Rejection ?? Rejection(.invalidJSON, "unexpected error \(error)")
    }
}

@Suite struct JSONScannerTests {
    @Test func fixtureSetIsLargeEnough() {
        #expect(fixtures(prefix: "n_").count >= 25)
        #expect(fixtures(prefix: "y_").count >= 10)
        #expect(fixtures(prefix: "i_").count >= 3)
    }

    @Test(arguments: fixtures(prefix: "n_"))
    func everyNFixtureIsRejectedAsInvalidJSONOrUTF8(_ f: JSONFixture) {
        let r = rejection(bytes: f.bytes)
        let utf8Broken = f.name.contains("utf8") || f.name.contains("nul")
        #expect(r?.reason == (utf8Broken ? .invalidUTF8 : .invalidJSON), "\(f.name): \(String(describing: r))")
        #expect(scan(f.bytes)?.reason == r?.reason)
    }

    @Test(arguments: fixtures(prefix: "y_"))
    func everyYFixturePassesTheJSONLayer(_ f: JSONFixture) {
        let s = scan(f.bytes)
        #expect(s == nil || s?.reason == .notAnObject, "\(f.name): \(String(describing: s))")
        let r = rejection(bytes: f.bytes)
        #expect(r?.reason != .invalidJSON && r?.reason != .invalidUTF8 && r?.reason != .nestingTooDeep,
                "\(f.name): \(String(describing: r))")
    }

    @Test(arguments: fixtures(prefix: "i_"))
    func everyIFixtureGivesADefinedResult(_ f: JSONFixture) {
        let r = rejection(bytes: f.bytes)
        let expected: [String: RejectReason?] = [
            "i_deep_nesting_10000.json": .nestingTooDeep,
            "i_deep_nesting_100.json": .nestingTooDeep,
            "i_duplicate_key.json": .duplicateKey,
            "i_duplicate_key_escaped.json": .duplicateKey,
        ]
        if let want = expected[f.name] {
            #expect(r?.reason == want, "\(f.name)")
        } else {
            // Valid JSON (huge numbers, noncharacters, escaped NUL): the JSON layer accepts
            // it; the line decoder then rejects it for format reasons.
            #expect(scan(f.bytes) == nil, "\(f.name)")
            #expect(r?.reason == .missingField, "\(f.name): \(String(describing: r))")
        }
    }

    @Test func tenThousandDeepNestingIsRejectedQuicklyWithoutCrashing() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 10_000) + Array(repeating: UInt8(ascii: "]"), count: 10_000)
        let clock = ContinuousClock()
        var r: Rejection?
        let elapsed = clock.measure { r = rejection(bytes: deep) }
        #expect(r?.reason == .nestingTooDeep)
        #expect(elapsed < .seconds(1))
        let deepObjects = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(rejection(deepObjects)?.reason == .nestingTooDeep)
    }

    @Test func depthLimitIsInclusive() {
        let ok = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        #expect(scan(Array(#"{"a":\#(ok)}"#.utf8)) == nil)
        let tooDeep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(scan(Array(#"{"a":\#(tooDeep)}"#.utf8))?.reason == .nestingTooDeep)
        #expect(scan(Array(#"{"a":[[1]]}"#.utf8), maxDepth: 2)?.reason == .nestingTooDeep)
        #expect(scan(Array(#"{"a":[1]}"#.utf8), maxDepth: 2) == nil)
    }

    @Test func invalidUTF8AnywhereWinsOverAGrammarError() {
        // Grammar error at column 2, broken UTF-8 later in the line.
        #expect(scan([UInt8(ascii: "{"), UInt8(ascii: "x"), 0xFF])?.reason == .invalidUTF8)
        // Depth exceeded, broken UTF-8 later in the line.
        #expect(scan(Array(repeating: UInt8(ascii: "["), count: 100) + [0xC0, 0x80])?.reason == .invalidUTF8)
    }

    @Test func byteOrderMarkAtLineStartIsInvalidJSON() {
        let r = rejection(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8))
        #expect(r?.reason == .invalidJSON)
        #expect(r?.detail.contains("byte-order mark") == true)
    }

    @Test func nulByteIsInvalidUTF8() {
        let r = rejection(bytes: Array(#"{"a":"x"#.utf8) + [0] + Array(#""}"#.utf8))
        #expect(r?.reason == .invalidUTF8)
        #expect(r?.detail.contains("NUL") == true)
        #expect(rejection(bytes: [0] + Array(#"{"a":1}"#.utf8))?.reason == .invalidUTF8)
    }

    @Test func loneSurrogateEscapeIsInvalidJSONWithDetail() {
        let r = rejection(#"{"a":"\uD800"}"#)
        #expect(r?.reason == .invalidJSON)
        #expect(r?.detail.contains("lone surrogate") == true)
        #expect(rejection(#"{"a":"\uDFFF\uD800"}"#)?.detail.contains("lone surrogate") == true)
        #expect(scan(Array(#"{"a":"\uD83D\uDE00"}"#.utf8)) == nil)
    }

    @Test func invalidJSONDetailGivesTheByteAndColumn() {
        let r = rejection(#"{"v":1,"type":1,}"#)
        #expect(r?.reason == .invalidJSON)
        #expect(r?.detail == "unexpected byte 0x7D at column 17")
        #expect(rejection(#"{"a":1"#)?.detail == "unexpected end of line at column 7")
    }

    @Test func whitespaceAroundTheValueIncludingAStrayCarriageReturnIsFine() {
        #expect(scan(Array(" \t{\"a\":1}\r".utf8)) == nil)
        #expect(scan(Array("{\"a\" :\r\n 1 }\r".utf8)) == nil)
    }

    @Test func topLevelNonObjectIsNotAnObjectOnlyWhenValidJSON() {
        #expect(rejection("[1,2]")?.reason == .notAnObject)
        #expect(rejection("\"s\"")?.reason == .notAnObject)
        #expect(rejection("null")?.reason == .notAnObject)
        #expect(rejection("[1,2")?.reason == .invalidJSON)
        // not_an_object comes before duplicate_key
        #expect(rejection(#"[{"a":1,"a":2}]"#)?.reason == .notAnObject)
    }

    @Test func duplicateKeysAreDetectedAtAnyDepthAfterUnescaping() {
        #expect(rejection(#"{"a":1,"b":2,"a":3}"#)?.reason == .duplicateKey)
        #expect(rejection(#"{"x":{"k":[{"z":1,"z":2}]}}"#)?.reason == .duplicateKey)
        #expect(rejection(#"{"ab":1,"a\u0062":2}"#)?.reason == .duplicateKey)
        #expect(rejection(#"{"\u00e9":1,"é":2}"#)?.reason == .duplicateKey)
        #expect(rejection(#"{"a":1,"a":2}"#)?.detail.contains("`a`") == true)
        // Same key in sibling objects, or a key equal to another object's key, is fine.
        #expect(scan(Array(#"{"a":{"k":1},"b":{"k":2},"k":{"a":1,"b":2}}"#.utf8)) == nil)
        // Keys of the same length and same first/last byte but different middle.
        #expect(scan(Array(#"{"axb":1,"ayb":2,"abcdefghij":1,"abcdefxhij":2}"#.utf8)) == nil)
        #expect(scan(Array(#"{"abcdefghijk":1,"abcdefghijk":2}"#.utf8))?.reason == .duplicateKey)
    }

    @Test func invalidJSONIsReportedBeforeADuplicateKey() {
        #expect(rejection(#"{"a":1,"a":2,}"#)?.reason == .invalidJSON)
    }

    @Test func tapeRecordsTokensWithOffsetsAndLinks() throws {
        var scanner = JSONScanner()
        let bytes = Array(#"{"a":[1,true],"b":"x\n"}"#.utf8)
        try bytes.withUnsafeBytes { buf in try scanner.scan(buf) }
        let kinds = scanner.tape[0..<scanner.tokenCount].map(\.kind)
        #expect(kinds == [.objectStart, .string, .arrayStart, .number, .trueValue, .arrayEnd, .string, .string, .objectEnd])
        #expect(scanner.tape[0].link == 8)
        #expect(scanner.tape[2].link == 5)
        #expect(scanner.tape[2].start == 5 && scanner.tape[2].end == 13)
        #expect(scanner.tape[7].flags & JSONToken.escapedFlag != 0)
        let s = bytes.withUnsafeBytes { JSONScanner.unescapedString($0, scanner.tape[7]) }
        #expect(s == "x\n")
    }

    @Test func utf8ValidatorRejectsOverlongsSurrogatesAndOutOfRange() {
        func valid(_ b: [UInt8]) -> Bool { b.withUnsafeBytes { JSONScanner.isValidUTF8($0) } }
        #expect(valid(Array("aé中😀".utf8)))
        #expect(!valid([0xC0, 0x80]))           // overlong NUL
        #expect(!valid([0xE0, 0x80, 0x80]))     // overlong 3-byte
        #expect(!valid([0xF0, 0x80, 0x80, 0x80])) // overlong 4-byte
        #expect(!valid([0xED, 0xB0, 0x80]))     // encoded low surrogate
        #expect(!valid([0xF4, 0x90, 0x80, 0x80])) // > U+10FFFF
        #expect(!valid([0xF5, 0x80, 0x80, 0x80]))
        #expect(!valid([0xE2, 0x82]))           // truncated
        #expect(!valid([0x61, 0x00]))           // NUL
        #expect(valid([0xF4, 0x8F, 0xBF, 0xBF])) // U+10FFFF
    }
}

@Suite struct ScannerReuseTests {
    @Test func oneScannerHandlesLinesOfGrowingAndShrinkingSize() throws {
        var scanner = JSONScanner()
        for line in [#"{}"#, sampleTransition, #"{"a":1}"#, "{" + (0..<500).map { #""k\#($0)":[\#($0)]"# }.joined(separator: ",") + "}", #"{"b":[]}"#] {
            let bytes = Array(line.utf8)
            try bytes.withUnsafeBytes { buf in try scanner.scan(buf) }
            #expect(scanner.tape[0].kind == .objectStart)
            #expect(Int(scanner.tape[0].link) == scanner.tokenCount - 1)
            #expect(Int(scanner.tape[0].end) == bytes.count)
        }
    }

    @Test func lineDecoderHonoursACustomDepthLimit() {
        var decoder = LineDecoder(maxDepth: 2)
        #expect(throws: Rejection.self) { try decoder.decode(#"{"a":{"b":{}}}"#) }
        #expect((try? decoder.decode(#"{"a":{"b":1},"type":"session_end","ts":0,"session_id":"s"}"#)) != nil)
    }

    @Test func manyKeysInOneObjectStillDetectDuplicates() {
        let keys = (0..<200).map { #""key\#($0)":\#($0)"# }
        #expect(rejection("{" + keys.joined(separator: ",") + "}")?.reason == .missingField)
        #expect(rejection("{" + keys.joined(separator: ",") + #","key117":0}"#)?.reason == .duplicateKey)
    }
}
