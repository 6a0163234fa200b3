import Foundation
import Testing
@testable import FSTelModel

/// The field table (``LogFields``) against the decoder and the encoder: the keys, the
/// rules and the order each of them writes out by hand.
@Suite struct LogFieldsTests {
    /// A value as a test compares it (text read out of the decoder's buffer).
    enum Plain: Equatable, CustomStringConvertible {
        case null, text(String), integer(Int64), real(Double), boolean(Bool)

        init(_ value: LogValue, _ decoder: LineDecoder) {
            switch value {
            case .null: self = .null
            case .text(let ref): self = .text(decoder.string(ref))
            case .name(let name): self = .text(name)
            case .integer(let v): self = .integer(v)
            case .real(let v): self = .real(v)
            case .boolean(let v): self = .boolean(v)
            }
        }

        var description: String {
            switch self {
            case .null: return "null"
            case .text(let s): return "\"\(s)\""
            case .integer(let v): return "\(v)"
            case .real(let v): return "\(v)"
            case .boolean(let v): return "\(v)"
            }
        }
    }

    /// Lines with every field of their type, written by hand, and the value each column must get.
    static let samples: [(EventKind, String, [String: Plain])] = [
        (.sessionStart,
         #"{"v":1,"type":"session_start","ts":1796378403000,"session_id":"s1","device":{"model":"iPad8,1","os":"iPadOS","os_version":"16.4.1","screen":{"w":1024,"h":1366.5,"scale":2}},"app":{"version":"2.0","build":"9"},"player":{"version":"3.1"},"zz":1}"#,
         ["started_at": .integer(1_796_378_403_000), "device_model": .text("iPad8,1"), "os_name": .text("iPadOS"),
          "os_version": .text("16.4.1"), "os_major": .integer(16), "os_minor": .integer(4), "os_patch": .integer(1),
          "app_version": .text("2.0"), "app_build": .text("9"), "player_version": .text("3.1"), "screen_width": .real(1024),
          "screen_height": .real(1366.5), "screen_scale": .real(2), "start_extra": .text(#"{"zz":1}"#)]),
        (.sessionEnd,
         #"{"v":1,"type":"session_end","ts":1796378409000,"session_id":"s1","reason":"user_closed","flag":true}"#,
         ["ended_at": .integer(1_796_378_409_000), "end_reason": .text("user_closed"), "end_extra": .text(#"{"flag":true}"#)]),
        (.transition,
         #"{"v":1,"type":"transition","ts":1796378401000,"session_id":"s1","seq":7,"direction":"exit","strategy":"native_rotation","outcome":"failed","failure":"half_black_screen","duration_ms":333.5,"trigger":"button","from_orientation":"portrait","to_orientation":"landscape_left","app_state":"active","status_bar":{"orientation":"portrait_upside_down","hidden":true},"screen_bounds":[390,844],"window_bounds":[844,390.25],"restore":{"method":"index_path","container":"table_view","list":"feed","section":1,"item":12,"restored_section":2,"restored_item":13,"cell_reused":false},"note":"x"}"#,
         ["seq": .integer(7), "ts": .integer(1_796_378_401_000), "direction": .text("exit"), "strategy": .text("native_rotation"),
          "outcome": .text("failed"), "failure": .text("half_black_screen"), "duration_ms": .real(333.5), "trigger": .text("button"),
          "from_orientation": .text("portrait"), "to_orientation": .text("landscape_left"), "app_state": .text("active"),
          "status_bar_orientation": .text("portrait_upside_down"), "status_bar_hidden": .boolean(true),
          "screen_width": .real(390), "screen_height": .real(844), "window_width": .real(844), "window_height": .real(390.25),
          "bounds_swapped": .boolean(true), "restore_method": .text("index_path"), "restore_container": .text("table_view"),
          "restore_list": .text("feed"), "restore_section": .integer(1), "restore_item": .integer(12),
          "restored_section": .integer(2), "restored_item": .integer(13), "cell_reused": .boolean(false),
          "restore_mismatch": .boolean(true), "extra": .text(#"{"note":"x"}"#)]),
    ]

    /// The values of `line`'s fields by column.
    static func values(_ line: String) throws -> [String: Plain] {
        var decoder = LineDecoder()
        let event = try decoder.decode(line)
        var values: [String: Plain] = [:]
        for field in LogFields.of(event.kind) { values[field.column] = Plain(field.read(event), decoder) }
        return values
    }

    // MARK: The table

    @Test func eachLineTypeHasItsTimestampAndExtraOnceAndUniqueColumnsAndKeys() {
        for kind in [EventKind.sessionStart, .sessionEnd, .transition] {
            let fields = LogFields.of(kind)
            #expect(fields.allSatisfy { $0.event == kind })
            #expect(Set(fields.map(\.column)).count == fields.count, "\(kind)")
            #expect(fields.filter { $0.rule == .timestamp }.map(\.key) == ["ts"], "\(kind)")
            #expect(fields.filter { $0.rule == .extra }.count == 1, "\(kind)")
            // A key names one field, or the two elements 0 and 1 of a pair.
            let keyed = Dictionary(grouping: fields.filter { $0.key != nil }, by: { $0.key! })
            for (key, group) in keyed {
                #expect(group.count == 1 && group[0].element == nil || group.map(\.element) == [0, 1], "\(key)")
            }
            // Derived values and `extra` have no key; every other field has one.
            #expect(fields.allSatisfy { ($0.key == nil) == ($0.rule == .derived || $0.rule == .extra) })
        }
    }

    // MARK: The decoder

    @Test func everyKeyOfTheTableIsAMemberTheDecoderKnows() {
        for field in LogFields.sessionStart + LogFields.sessionEnd + LogFields.transition {
            guard let key = field.key else { continue }
            #expect(LineDecoder.memberIdentifier(key) != nil, "\(key) is in the table but the decoder does not know it")
        }
        #expect(LineDecoder.memberIdentifier("device.carrier") == nil)
        #expect(LineDecoder.memberIdentifier("screen_scale") == nil)
        #expect(LineDecoder.memberIdentifier("restore.method.x") == nil)
    }

    @Test func theDecoderKnowsNoMemberThatTheTableLacks() {
        // Every identifier the decoder gives is a key of the table, an object on a key's
        // path, or one of the members every line has.
        var reached: Set<Int> = []
        for key in ["v", "type", "session_id"] { reached.insert(LineDecoder.memberIdentifier(key) ?? -1) }
        for field in LogFields.sessionStart + LogFields.sessionEnd + LogFields.transition {
            let path = field.path
            for end in path.indices { reached.insert(LineDecoder.memberIdentifier(path[...end].joined(separator: ".")) ?? -1) }
        }
        #expect(reached == Set(LineDecoder.memberIdentifiers))
    }

    @Test func eachFieldReadsItsValueFromADecodedLine() throws {
        for (kind, line, expected) in Self.samples {
            #expect(Set(expected.keys) == Set(LogFields.of(kind).map(\.column)), "\(kind): the sample names every column")
            let values = try Self.values(line)
            for (column, value) in expected {
                #expect(values[column] == value, "\(kind) \(column)")
            }
        }
    }

    @Test func everyOptionalFieldLeftOutReadsAsNull() throws {
        let minimal = [
            #"{"type":"session_start","ts":1,"session_id":"s1","device":{"model":"m","os":"iOS","os_version":"13"},"app":{"version":"1","build":"2"}}"#,
            #"{"type":"session_end","ts":1,"session_id":"s1"}"#,
            #"{"type":"transition","ts":1,"session_id":"s1","seq":0,"direction":"enter","strategy":"s","outcome":"ok"}"#,
        ]
        for line in minimal {
            let values = try Self.values(line)
            var decoder = LineDecoder()
            let kind = try decoder.decode(line).kind
            for field in LogFields.of(kind) {
                #expect((values[field.column] == .null) == (field.presence != .required), "\(kind) \(field.column)")
            }
        }
    }

    /// The sample line of `kind` with members replaced (`nil` removes one), written from
    /// the table's shape: `members` maps a key (or `key[0]`, `key[1]` for a pair's
    /// elements) to its JSON text.
    static func line(_ kind: EventKind, replacing changes: [String: String?] = [:]) throws -> String {
        let (_, sample, expected) = samples.first { $0.0 == kind }!
        let fields = LogFields.of(kind)
        var json: [String: String] = [:]
        for field in fields where field.isMember {
            let name = field.key! + (field.element.map { "[\($0)]" } ?? "")
            switch expected[field.column]! {
            case .null: break
            case .text(let s): json[name] = "\"\(s)\""
            case .integer(let v): json[name] = "\(v)"
            case .real(let v): json[name] = "\(v)"
            case .boolean(let v): json[name] = "\(v)"
            }
        }
        for (name, value) in changes { json[name] = value }
        func write(_ members: [LogFields.Member]) -> String {
            members.compactMap { member -> String? in
                switch member {
                case .value(_, let index):
                    return json[fields[index].key!].map { "\"\(member.key)\":\($0)" }
                case .pair:
                    let key = member.key
                    guard let w = json[key + "[0]"], let h = json[key + "[1]"] else { return nil }
                    return "\"\(key)\":[\(w),\(h)]"
                case .object(_, let inner):
                    return "\"\(member.key)\":{\(write(inner))}"
                }
            }.joined(separator: ",")
        }
        let type = sample.split(separator: ",")[1]
        let members = write(LogFields.shape(fields))
        return #"{"v":1,\#(type),"ts":1796378401000,"session_id":"s1"\#(members.isEmpty ? "" : ",")\#(members)}"#
    }

    @Test func theTableBuildsTheSampleLinesValues() throws {
        for (kind, _, expected) in Self.samples {
            let values = try Self.values(try Self.line(kind))
            for field in LogFields.of(kind) where field.isMember {
                #expect(values[field.column] == expected[field.column], "\(kind) \(field.column)")
            }
        }
    }

    @Test func theDecoderAppliesTheTablesRuleToEveryMember() throws {
        for kind in [EventKind.sessionStart, .sessionEnd, .transition] {
            for field in LogFields.of(kind) where field.isMember {
                let name = field.key! + (field.element.map { "[\($0)]" } ?? "")
                // Outcomes other than `failed` may not carry a failure.
                func change(_ value: String?) -> [String: String?] {
                    var changes: [String: String?] = [name: value]
                    if field.key == "outcome", value != "\"failed\"" { changes["failure"] = .some(nil) }
                    return changes
                }
                var good: [String] = []
                var bad: [String] = []
                switch field.rule {
                case .text: bad = ["\"a\\u0001b\"", "1"]; good = ["\"\"", "\"é\""]
                case .nonEmptyText: bad = ["\"\"", "\"a\\u0001b\"", "true"]; good = ["\"é\""]
                case .version: bad = ["\"\"", "\"13.x\"", "13"]; good = ["\"13\"", "\"13.4\""]
                case .choice(let names): bad = ["\"bogus\"", "\"\(names[0].uppercased())\"", "1"]; good = names.map { "\"\($0)\"" }
                case .integer(let range): bad = ["\(range.upperBound + 1)", "-1", "1.5", "\"1\""]; good = ["\(range.lowerBound)", "\(range.upperBound)"]
                case .number(let range): bad = ["\(Int64(range.upperBound) + 1)", "-1", "\"1\""]; good = ["\(Int64(range.upperBound))", "0.5"]
                case .boolean: bad = ["1", "\"true\""]; good = ["true", "false"]
                case .timestamp, .derived, .extra: continue
                }
                for value in bad {
                    let line = try Self.line(kind, replacing: change(value))
                    let rejected = rejection(line)
                    #expect(rejected?.reason == .invalidField, "\(name) = \(value) must be refused: \(line)")
                    #expect(rejected?.detail.contains(field.key!) == true, "\(name): \(rejected?.detail ?? "")")
                }
                for value in good {
                    let line = try Self.line(kind, replacing: change(value))
                    #expect(rejection(line) == nil, "\(name) = \(value) must be accepted: \(rejection(line)?.detail ?? "")")
                }
                let without = rejection(try Self.line(kind, replacing: change(nil)))
                // The sample's outcome is `failed`: `failure` is required there.
                if field.presence == .optional {
                    #expect(without == nil, "\(name) is optional: \(without?.detail ?? "")")
                } else {
                    #expect(without?.reason == .missingField || field.element != nil, "\(name) is required: \(without?.detail ?? "accepted")")
                }
            }
        }
    }

    // MARK: The encoder

    /// Records with every field of their type.
    static let startRecord = SessionStartRecord(
        sessionID: "s1", timestampMillis: 1_796_378_403_000, deviceModel: "iPad8,1", osName: "iPadOS", osVersion: "16.4.1",
        screen: .init(width: 1024, height: 1366.5, scale: 2), appVersion: "2.0", appBuild: "9", playerVersion: "3.1")
    static let endRecord = SessionEndRecord(sessionID: "s1", timestampMillis: 1_796_378_409_000, reason: "user_closed")
    static let transitionRecord = TransitionRecord(
        sessionID: "s1", timestampMillis: 1_796_378_401_000, seq: 7, direction: .exit, strategy: "native_rotation",
        outcome: .failed, failure: "half_black_screen", durationMs: 333.5, trigger: "button", fromOrientation: "portrait",
        toOrientation: "landscape_left", appState: "active", statusBarOrientation: "portrait_upside_down", statusBarHidden: true,
        screenBounds: .init(width: 390, height: 844), windowBounds: .init(width: 844, height: 390.25),
        restore: RestoreRecord(
            method: .indexPath, container: "table_view", list: "feed", section: 1, item: 12, restoredSection: 2,
            restoredItem: 13, cellReused: false))

    /// The member names of a line in the order it writes them, objects left out.
    static func leafKeys(_ line: String) -> [String] {
        let bytes = Array(line.utf8)
        var keys: [String] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x22 else { i += 1; continue }
            var j = i + 1
            while bytes[j] != 0x22 { j += bytes[j] == 0x5C ? 2 : 1 }
            if j + 1 < bytes.count, bytes[j + 1] == 0x3A, bytes[j + 2] != 0x7B {
                keys.append(String(decoding: bytes[(i + 1)..<j], as: UTF8.self))
            }
            i = j + 1
        }
        return keys
    }

    /// The leaf keys of a shape, in order.
    static func leafKeys(_ members: [LogFields.Member]) -> [String] {
        members.flatMap { member -> [String] in
            if case .object(_, let inner) = member { return leafKeys(inner) }
            return [member.key]
        }
    }

    @Test func theEncoderWritesEveryFieldOfTheTableInItsOrder() throws {
        let lines: [(EventKind, String)] = [
            (.sessionStart, try LineEncoder.line(Self.startRecord)),
            (.sessionEnd, try LineEncoder.line(Self.endRecord)),
            (.transition, try LineEncoder.line(Self.transitionRecord)),
        ]
        for (kind, line) in lines {
            let (_, _, expected) = Self.samples.first { $0.0 == kind }!
            let values = try Self.values(line)
            for field in LogFields.of(kind) where field.rule != .extra {
                #expect(values[field.column] == expected[field.column], "\(kind) \(field.column): \(line)")
            }
            let shape = LogFields.shape(LogFields.of(kind))
            #expect(Self.leafKeys(line) == ["v", "type", "ts", "session_id"] + Self.leafKeys(shape), "\(line)")
        }
    }

    @Test func everyMemberOfASessionLineHasARecordReaderAndNothingElseHasOne() {
        for field in LogFields.sessionStart {
            #expect((field.recordStart != nil) == field.isMember, "\(field.column)")
            #expect(field.recordEnd == nil, "\(field.column)")
        }
        for field in LogFields.sessionEnd {
            #expect((field.recordEnd != nil) == field.isMember, "\(field.column)")
            #expect(field.recordStart == nil, "\(field.column)")
        }
        for field in LogFields.transition { #expect(field.recordStart == nil && field.recordEnd == nil, "\(field.column)") }
    }

    /// A session line left out of a record (nil) and one with each value set: the encoder
    /// writes an object only when one of its members is there.
    @Test func theEncoderLeavesOutAnObjectWhoseMembersAreAllMissing() throws {
        var record = Self.startRecord
        record.screen = nil
        record.playerVersion = nil
        let line = try LineEncoder.line(record)
        #expect(!line.contains("screen") && !line.contains("player"), "\(line)")
        #expect(line.hasSuffix(#""app":{"version":"2.0","build":"9"}}"# + "\n"), "\(line)")
        #expect(try LineEncoder.line(SessionEndRecord(sessionID: "s1", timestampMillis: 0)).hasSuffix(#""session_id":"s1"}"# + "\n"))
    }

    /// Records the encoder must refuse, each with the first fault of its line as written:
    /// the decoder, reading the same values, refuses them for the same reason and detail.
    @Test func theEncoderRefusesASessionRecordAsTheDecoderRefusesItsLine() throws {
        func start(_ change: (inout SessionStartRecord) -> Void) -> SessionStartRecord {
            var record = Self.startRecord
            change(&record)
            return record
        }
        let starts: [(SessionStartRecord, [String: String?])] = [
            (start { $0.deviceModel = "" }, ["device.model": #""""#]),
            (start { $0.osVersion = "13.x" }, ["device.os_version": #""13.x""#]),
            (start { $0.screen?.width = 1e9 }, ["device.screen.w": "1000000000"]),
            (start { $0.screen?.scale = -1 }, ["device.screen.scale": "-1"]),
            (start { $0.playerVersion = "3\u{1}" }, ["player.version": #""3\u0001""#]),
            // Two faults: the first member written (`device.model`) is the one named.
            (start { $0.appBuild = ""; $0.deviceModel = "" }, ["app.build": #""""#, "device.model": #""""#]),
        ]
        for (record, changes) in starts {
            let line = try Self.line(.sessionStart, replacing: changes)
            let decoded = rejection(line)
            #expect(decoded != nil, "\(line)")
            #expect(throws: decoded!) { try LineEncoder.validate(record) }
        }
        let end = SessionEndRecord(sessionID: "s1", timestampMillis: 1_796_378_409_000, reason: "a\u{7F}")
        let decoded = rejection(try Self.line(.sessionEnd, replacing: ["reason": #""a\u007f""#]))
        #expect(decoded != nil)
        #expect(throws: decoded!) { try LineEncoder.validate(end) }
    }

    @Test func theShapeGroupsMembersUnderTheirObjectsWhereTheyFirstAppear() {
        let start = LogFields.shape(LogFields.sessionStart).map(\.key)
        #expect(start == ["device", "app", "player"])
        guard case .object(_, let device)? = LogFields.shape(LogFields.sessionStart).first else {
            Issue.record("no device object")
            return
        }
        #expect(device.map(\.key) == ["model", "os", "os_version", "screen"])
        let transition = LogFields.shape(LogFields.transition)
        #expect(transition.contains(.pair(key: "screen_bounds", indexes: [13, 14])))
        #expect(LogFields.transition[13].column == "screen_width" && LogFields.transition[14].column == "screen_height")
    }
}
