import Foundation
import Testing
import FSTelModel
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL
@testable import FSTelCopy
import FSTelTestSupport

/// The field table (``LogFields``) against what the drivers store and what `fstel copy`
/// writes back: columns in the table's order, and every field of a line through a store
/// and back to a line unchanged.
@Suite struct LogFieldStoreTests {
    /// Lines with every field of their type, a session whose transition comes before its
    /// start (stored as a stub first), and a session of required fields only.
    static let lines = [
        #"{"type":"transition","ts":1796378401000,"session_id":"full","seq":7,"direction":"exit","strategy":"native_rotation","outcome":"failed","failure":"half_black_screen","duration_ms":333.5,"trigger":"button","from_orientation":"portrait","to_orientation":"landscape_left","app_state":"active","status_bar":{"orientation":"portrait_upside_down","hidden":true},"screen_bounds":[390,844],"window_bounds":[844,390.25],"restore":{"method":"index_path","container":"table_view","list":"feed","section":1,"item":12,"restored_section":2,"restored_item":13,"cell_reused":false},"note":"x"}"#,
        #"{"type":"session_start","ts":1796378403000,"session_id":"full","device":{"model":"iPad8,1","os":"iPadOS","os_version":"16.4.1","screen":{"w":1024,"h":1366.5,"scale":2},"carrier":"c"},"app":{"version":"2.0","build":"9"},"player":{"version":"3.1"},"zz":[1,{"a":null}]}"#,
        #"{"type":"session_end","ts":1796378409000,"session_id":"full","reason":"user_closed","flag":true}"#,
        #"{"type":"session_start","ts":1796378403001,"session_id":"bare","device":{"model":"m","os":"iOS","os_version":"13"},"app":{"version":"1","build":"2"}}"#,
        #"{"type":"transition","ts":1796378403002,"session_id":"bare","seq":0,"direction":"enter","strategy":"s","outcome":"ok"}"#,
        #"{"type":"session_end","ts":1796378403003,"session_id":"bare"}"#,
    ]

    /// The values of a decoded line as a store holds them, in the table's order.
    static func storedValues(_ line: String) throws -> (EventKind, [DatabaseValue]) {
        var decoder = LineDecoder()
        let event = try decoder.decode(line)
        let values = decoder.text.withUnsafeBytes { StoredEventLines.values(of: event, text: $0) }
        return (event.kind, values)
    }

    @Test func theColumnListsAreTheTablesInItsOrder() {
        let transition = LogFields.transition.map(\.column)
        #expect(TransitionColumns.list(qualifiedBy: "").components(separatedBy: ", ")
                == ["session_key"] + transition + ["source_id", "line", "run_id"])
        #expect(StoredEventLines.sessionColumns.components(separatedBy: ", ")
                == StoredEventLines.sessionHead + (LogFields.sessionStart + LogFields.sessionEnd).map(\.column))
        #expect(PostgresIngestBackend.sessionColumns.components(separatedBy: ", ")
                == ["session_id"] + LogFields.sessionStart.map(\.column) + ["start_source_id", "start_line"]
                    + LogFields.sessionEnd.map(\.column) + ["session_day", "session_hash"])
        #expect(PostgresIngestBackend.bodyFields == LogFields.transition.count + 3)
        #expect(PendingSessions.insertSQL.contains(
            (PendingSessions.head + LogFields.sessionStart.map(\.column) + LogFields.sessionEnd.map(\.column)).joined(separator: ", ")))
        #expect(Int(PendingSessions.columns) == PendingSessions.head.count + LogFields.sessionStart.count + LogFields.sessionEnd.count)
    }

    @Test func theSQLiteSchemaHasEveryColumnOfTheTable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let view = try store.database.rows(sql: "SELECT name FROM pragma_table_info('transitions') ORDER BY cid").map { $0[0].string ?? "" }
        #expect(view == TransitionColumns.list(qualifiedBy: "").components(separatedBy: ", "))
        let sessions = Set(try store.database.rows(sql: "SELECT name FROM pragma_table_info('sessions')").map { $0[0].string ?? "" })
        for field in LogFields.sessionStart + LogFields.sessionEnd {
            #expect(sessions.contains(field.column), "sessions has no \(field.column)")
        }
    }

    /// `separately`: each line ingested by a run of its own, so that a session's start
    /// completes a stub stored before and its end updates a stored row (else the lines
    /// meet in one batch's waiting rows).
    @Test(arguments: [false, true])
    func everyFieldOfALineComesBackFromTheSQLiteStoreAsTheSameLine(separately: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let store = try Store(path: dir.file("s.sqlite"), access: .write)
        let groups = separately ? Self.lines.map { [$0] } : [Self.lines]
        for (index, group) in groups.enumerated() {
            let log = dir.file("\(index).ndjson")
            try group.joined(separator: "\n").appending("\n").write(toFile: log, atomically: true, encoding: .utf8)
            let report = try Ingestor(store: store).ingest(paths: [log])
            #expect(report.stored == group.count)
        }

        // The values each line gave, by session and type (a transition by its seq too).
        var expected: [String: [DatabaseValue]] = [:]
        for line in Self.lines {
            let (kind, values) = try Self.storedValues(line)
            let session = line.contains("\"full\"") ? "full" : "bare"
            expected["\(session) \(kind.rawValue)"] = values
        }

        var rebuilt: [String: [DatabaseValue]] = [:]
        var line = JSONLine()
        let sessions = try store.database.rows(sql: "SELECT \(StoredEventLines.sessionColumns) FROM sessions")
        #expect(sessions.count == 2)
        for s in sessions {
            let id = s[1].string ?? ""
            #expect(Array(s[StoredEventLines.startValues]) == expected["\(id) session_start"], "stored start of \(id)")
            #expect(Array(s[StoredEventLines.endValues]) == expected["\(id) session_end"], "stored end of \(id)")
            StoredEventLines.startLine(s, into: &line)
            rebuilt["\(id) session_start"] = try Self.storedValues(String(decoding: line.bytes, as: UTF8.self)).1
            StoredEventLines.endLine(s, into: &line)
            rebuilt["\(id) session_end"] = try Self.storedValues(String(decoding: line.bytes, as: UTF8.self)).1
        }
        let transitions = try store.database.rows(sql: """
            SELECT s.session_id, \(TransitionColumns.list(qualifiedBy: "t.")) FROM transitions AS t JOIN sessions AS s USING (session_key)
            """)
        #expect(transitions.count == 2)
        for row in transitions {
            let id = row[0].string ?? ""
            let t = Array(row.dropFirst())
            #expect(Array(t[StoredEventLines.transitionValues]) == expected["\(id) transition"], "stored transition of \(id)")
            StoredEventLines.transitionLine(t, sessionID: row[0], into: &line)
            rebuilt["\(id) transition"] = try Self.storedValues(String(decoding: line.bytes, as: UTF8.self)).1
        }
        #expect(rebuilt.count == expected.count)
        for (what, values) in expected {
            #expect(rebuilt[what] == values, "\(what)")
        }
        // Every field of the full lines has a value: none was dropped on the way.
        for kind in ["session_start", "session_end", "transition"] {
            #expect(expected["full \(kind)"]?.contains(.null) == false, "\(kind)")
        }
    }

    /// The fields of one row of PostgreSQL's binary `COPY` format (nil for NULL).
    static func binaryFields(_ bytes: ArraySlice<UInt8>) -> [[UInt8]?] {
        var fields: [[UInt8]?] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let length = bytes[i..<(i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            i += 4
            if length == UInt32.max {
                fields.append(nil)
            } else {
                fields.append(Array(bytes[i..<(i + Int(length))]))
                i += Int(length)
            }
        }
        return fields
    }

    @Test func thePostgreSQLTransitionRowHoldsTheTablesValuesInItsOrder() throws {
        for line in [Self.lines[0], Self.lines[4]] {
            var decoder = LineDecoder()
            let event = try decoder.decode(line)
            guard case .transition(let header, let t) = event else {
                Issue.record("not a transition")
                continue
            }
            var rows = PostgresBinaryRows()
            rows.removeAll(header: false)
            decoder.text.withUnsafeBytes { PostgresIngestBackend.encodeBody(header, t, text: $0, into: &rows) }
            let fields = Self.binaryFields(rows.bytes[...])
            #expect(fields.count == LogFields.transition.count)
            for (index, field) in LogFields.transition.enumerated() where index < fields.count {
                let expected: [UInt8]?
                func bigEndian<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.bigEndian) { Array($0) } }
                switch field.read(event) {
                case .null: expected = nil
                case .text(let ref): expected = Array(decoder.string(ref).utf8)
                case .name(let name): expected = Array(name.utf8)
                case .integer(let v): expected = field.storage == .bigint ? bigEndian(v) : bigEndian(Int32(v))
                case .real(let v): expected = bigEndian(v.bitPattern)
                case .boolean(let v): expected = bigEndian(Int32(v ? 1 : 0))
                }
                #expect(fields[index] == expected, "\(field.column)")
            }
        }
    }
}
