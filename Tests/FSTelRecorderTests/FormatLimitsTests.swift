import Foundation
import FSTelModel
import FSTelStore
import FSTelStorage
import FSTelSQLite
import FSTelPostgreSQL
import Testing
import FSTelTestSupport

/// Each limit of ``FormatLimits``, walked from both sides: the value at the limit is
/// written by the encoder and accepted by the decoder (and, for the line length, stored by
/// ingest); one past it is refused by the encoder and rejected by the decoder (or ingest)
/// with the same reason.
@Suite struct FormatLimitsTests {
    static let base = TransitionRecord(
        sessionID: "limits", timestampMillis: 1_764_000_000_000, seq: 3, direction: .enter, strategy: "window_transform",
        outcome: .ok, durationMs: 120, trigger: "X",
        restore: RestoreRecord(method: .indexPath, container: "table_view", list: "feed", section: 1, item: 2))

    func encoder(_ record: TransitionRecord) -> RejectReason? {
        do {
            _ = try LineEncoder.line(record)
            return nil
        } catch {
            return error.reason
        }
    }

    func decoder(_ line: String) -> RejectReason? {
        var decoder = LineDecoder()
        do {
            _ = try decoder.decode(line.hasSuffix("\n") ? String(line.dropLast()) : line)
            return nil
        } catch {
            return error.reason
        }
    }

    /// The line of `base` with `"key":old` replaced by `"key":new` (raw JSON).
    func line(replacing old: String, with new: String, in record: TransitionRecord = base) throws -> String {
        let text = try LineEncoder.line(record)
        #expect(text.contains(old), "\(old) in \(text)")
        return text.replacingOccurrences(of: old, with: new)
    }

    /// What ingest does with one line in a file: nil when stored, else the reason it was rejected for.
    func ingest(_ line: String) throws -> RejectReason? {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        try Data(line.utf8).write(to: URL(fileURLWithPath: dir.file("one.ndjson")))
        let store = try Store(path: dir.file("store.sqlite"), access: .write)
        let report = try Ingestor(store: store).ingest(paths: [dir.file("one.ndjson")])
        if report.stored == 1 { return nil }
        let reason = try store.database.scalar(sql: "SELECT reason FROM rejected_lines").string
        return reason.flatMap(RejectReason.init(rawValue:))
    }

    @Test func theLineLengthLimitIsWrittenAndStoredAtTheLimitAndRefusedOneBytePast() throws {
        var record = Self.base
        record.trigger = ""
        let empty = try LineEncoder.line(record).utf8.count - 1  // without `\n`
        record.trigger = String(repeating: "t", count: FormatLimits.maxLineBytes - empty)
        let atLimit = try LineEncoder.line(record)
        #expect(atLimit.utf8.count - 1 == FormatLimits.maxLineBytes)
        #expect(decoder(atLimit) == nil)
        #expect(try ingest(atLimit) == nil)

        record.trigger! += "t"
        do {
            _ = try LineEncoder.line(record)
            Issue.record("a line one byte over the limit was encoded")
        } catch {
            #expect(error.reason == .lineTooLong)
            #expect(error.detail == "line of \(FormatLimits.maxLineBytes + 1) bytes exceeds the limit of \(FormatLimits.maxLineBytes) bytes")
        }
        let onePast = atLimit.replacingOccurrences(of: "\"trigger\":\"t", with: "\"trigger\":\"tt")
        #expect(onePast.utf8.count - 1 == FormatLimits.maxLineBytes + 1)
        #expect(try ingest(onePast) == .lineTooLong)
        // The encoder's buffer is left as it was when it refuses.
        var out: [UInt8] = [1, 2, 3]
        #expect(throws: Rejection.self) { try LineEncoder.append(record, to: &out) }
        #expect(out == [1, 2, 3])
    }

    @Test func theSessionIDLengthIsCountedInCharactersFromOneTo128() throws {
        for unit in ["a", "é", "💡"] {
            var record = Self.base
            record.sessionID = String(repeating: unit, count: FormatLimits.sessionIDCharacters.upperBound)
            #expect(encoder(record) == nil, "\(unit) x 128")
            #expect(decoder(try LineEncoder.line(record)) == nil)
            let over = String(repeating: unit, count: FormatLimits.sessionIDCharacters.upperBound + 1)
            record.sessionID = over
            #expect(encoder(record) == .invalidField, "\(unit) x 129")
            #expect(decoder(try line(replacing: "\"session_id\":\"limits\"", with: "\"session_id\":\"\(over)\"")) == .invalidField)
        }
        var record = Self.base
        record.sessionID = ""
        #expect(encoder(record) == .invalidField)
        #expect(decoder(try line(replacing: "\"session_id\":\"limits\"", with: "\"session_id\":\"\"")) == .invalidField)
    }

    @Test func controlCharactersAreRefusedByBothSidesAndTheirNeighboursAccepted() throws {
        var checked = 0
        for value in UInt32(0)...0x2FF {
            let scalar = Unicode.Scalar(value)!
            let text = "a" + String(Character(scalar)) + "b"
            var record = Self.base
            record.trigger = text
            let escaped = value < 0x20 ? String(format: "\\u%04x", value) : (value == 0x22 ? "\\\"" : value == 0x5C ? "\\\\" : String(Character(scalar)))
            let raw = try line(replacing: "\"trigger\":\"X\"", with: "\"trigger\":\"a\(escaped)b\"")
            let forbidden = FormatLimits.isControlCharacter(value)
            #expect(encoder(record) == (forbidden ? .invalidField : nil), "U+\(String(value, radix: 16)) encoder")
            #expect(decoder(raw) == (forbidden ? .invalidField : nil), "U+\(String(value, radix: 16)) decoder")
            checked += 1
        }
        #expect(checked == 0x300)
        // The edges, named.
        for (value, forbidden) in [(0x1F, true), (0x20, false), (0x7E, false), (0x7F, true), (0x80, true), (0x9F, true), (0xA0, false)] {
            #expect(FormatLimits.isControlCharacter(UInt32(value)) == forbidden)
        }
    }

    @Test func timestampsRunFromYear0000ToTheLastMillisecondOfYear9999() throws {
        for (millis, ok) in [(Timestamp.minMillis, true), (-1, true), (Int64(0), true), (Timestamp.maxMillis, true),
                             (Timestamp.minMillis - 1, false), (Timestamp.maxMillis + 1, false)] {
            var record = Self.base
            record.timestampMillis = millis
            #expect(encoder(record) == (ok ? nil : .invalidField), "\(millis)")
            let raw = try line(replacing: "\"ts\":\"2025-11-24T16:00:00.000Z\"", with: "\"ts\":\(millis)")
            #expect(decoder(raw) == (ok ? nil : .invalidField), "\(millis)")
        }
        #expect(FormatLimits.timestampMillis == Timestamp.minMillis...Timestamp.maxMillis)
    }

    @Test func seqAndIndexPathsRunFromZeroTo2Pow53Minus1() throws {
        #expect(FormatLimits.integers == 0...9_007_199_254_740_991)
        #expect(FormatLimits.integers == ValueRanges.seq && FormatLimits.integers == ValueRanges.indexPath)
        let top = FormatLimits.integers.upperBound
        let fields: [(String, WritableKeyPath<TransitionRecord, Int64?>, String)] = [
            ("seq", \.optionalSeq, "\"seq\":3"),
            ("restore.section", \.restore!.section, "\"section\":1"),
            ("restore.item", \.restore!.item, "\"item\":2"),
            ("restore.restored_section", \.restore!.restoredSection, "\"item\":2"),
            ("restore.restored_item", \.restore!.restoredItem, "\"item\":2"),
        ]
        for (name, path, member) in fields {
            for (value, ok) in [(Int64(0), true), (top, true), (top + 1, false), (Int64.max, false), (-1, false)] {
                var record = Self.base
                record[keyPath: path] = value
                #expect(encoder(record) == (ok ? nil : .invalidField), "\(name) = \(value)")
                if ok { #expect(decoder(try LineEncoder.line(record)) == nil, "\(name) = \(value)") }
            }
            // Past the ends, as raw JSON: -1, 2^53 and 2^63.
            let key = name.split(separator: ".").last!
            for past in ["-1", "9007199254740992", "9223372036854775808"] {
                let replacement = member.hasPrefix("\"\(key)\"") ? "\"\(key)\":\(past)" : "\(member),\"\(key)\":\(past)"
                #expect(decoder(try line(replacing: member, with: replacement)) == .invalidField, "\(name) = \(past)")
            }
        }
    }
}

extension TransitionRecord {
    /// `seq` as an optional, for a key path shared with the optional index paths.
    fileprivate var optionalSeq: Int64? {
        get { seq }
        set { seq = newValue ?? 0 }
    }
}
