/// The fields of format v1, declared once: every value a line carries (and every value
/// derived from one) that a store keeps, in the order of the columns that hold it.
///
/// The column lists of both drivers, the staging tables and session `COPY` rows of
/// PostgreSQL, SQLite's session statements and waiting session rows, the encoder of
/// session lines, and `fstel copy`'s rebuild of a stored row as its line are read from this
/// table. What runs on every line stays written out by hand for speed: the decoder's
/// per-key dispatch (``LineDecoder``), the encoder of transitions, SQLite's packed
/// transition columns, and the binary `COPY` row of a transition; tests pin each of them
/// to this table (docs/design/log-fields.md).
///
/// A field is one stored column: `screen_bounds`, a pair, is two fields (its elements 0
/// and 1); `os_major` is derived from `device.os_version`, `bounds_swapped` and
/// `restore_mismatch` from other fields of the line.
package struct LogField: Sendable {
    /// How the store keeps the value (PostgreSQL's type; SQLite keeps the same values).
    package enum Storage: Sendable, Equatable {
        /// `text`.
        case text
        /// `bigint`.
        case bigint
        /// `integer`.
        case integer
        /// `double precision`.
        case real
        /// `integer` 0 or 1 (a JSON boolean).
        case flag

        /// The PostgreSQL type of the column.
        package var postgresType: String {
            switch self {
            case .text: return "text"
            case .bigint: return "bigint"
            case .integer, .flag: return "integer"
            case .real: return "double precision"
            }
        }
    }

    /// What the line may hold for the field (the decoder's and the encoder's rule).
    package enum Rule: Sendable, Equatable {
        /// A string without control characters.
        case text
        /// A non-empty string without control characters.
        case nonEmptyText
        /// One of these strings.
        case choice([String])
        /// An integer in the range.
        case integer(ClosedRange<Int64>)
        /// A number in the range.
        case number(ClosedRange<Double>)
        /// `true` or `false`.
        case boolean
        /// `ts`: RFC 3339 text or epoch milliseconds (``FormatLimits/timestampMillis``).
        case timestamp
        /// `device.os_version`: `13`, `13.4` or `13.4.1` (``OSVersion``).
        case version
        /// Not in the line: computed from other fields of it.
        case derived
        /// The members of the line the format does not define, as one JSON object.
        case extra
    }

    /// Whether a line of the field's event must have it.
    package enum Presence: Sendable, Equatable {
        case required
        case optional
        /// Required when `outcome` is `failed`, and only allowed then (`failure`).
        case whenFailed
    }

    /// The line type that carries the field (``read(_:)`` reads it from that type only).
    package var event: EventKind {
        if readStart != nil { return .sessionStart }
        return readEnd != nil ? .sessionEnd : .transition
    }
    /// The member's path in the line (`device.screen.scale`); nil for a derived value and
    /// for `extra`.
    package let key: String?
    /// For a member whose value is a `[w, h]` pair: which element (0 or 1).
    package let element: Int?
    /// The column that holds it.
    package let column: String
    package let storage: Storage
    package let rule: Rule
    package let presence: Presence
    /// The field's value in its line type's decoded fields (one of the three is set).
    /// ``LogFields/forEachValue(of:_:)`` calls these without copying the rows.
    let readStart: (@Sendable (EventHeader, SessionStartFields) -> LogValue)?
    let readEnd: (@Sendable (EventHeader, SessionEndFields) -> LogValue)?
    let readTransition: (@Sendable (EventHeader, TransitionFields) -> LogValue)?
    /// The member's value in a record of its line type, for ``LineEncoder`` (session lines;
    /// nil for a value that is not a member, and for transitions, whose encoder is written
    /// out by hand).
    let recordStart: (@Sendable (SessionStartRecord) -> RecordValue?)?
    let recordEnd: (@Sendable (SessionEndRecord) -> RecordValue?)?

    /// The field's value in a decoded event of ``event`` (``LogValue/null`` in another).
    package func read(_ event: DecodedEvent) -> LogValue {
        switch event {
        case .sessionStart(let h, let f): return readStart?(h, f) ?? .null
        case .sessionEnd(let h, let f): return readEnd?(h, f) ?? .null
        case .transition(let h, let t): return readTransition?(h, t) ?? .null
        }
    }

    /// The path's members (`["device", "screen", "scale"]`); empty without a key.
    package var path: [String] { key.map { $0.split(separator: ".").map(String.init) } ?? [] }

    /// True for a field a line holds as a member of its own (not `ts`, `extra` or a derived value).
    package var isMember: Bool { key != nil && rule != .timestamp }
}

/// A field's value in a decoded event.
package enum LogValue: Equatable, Sendable {
    case null
    /// Text in the decoder's buffer.
    case text(TextRef)
    /// One of the format's names (`enter`, `failed`, `index_path`).
    case name(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)

    init(_ ref: TextRef?) { self = ref.map(LogValue.text) ?? .null }
    init(_ value: Int64?) { self = value.map(LogValue.integer) ?? .null }
    init(_ value: Int?) { self = value.map { LogValue.integer(Int64($0)) } ?? .null }
    init(_ value: Double?) { self = value.map(LogValue.real) ?? .null }
    init(_ value: Bool?) { self = value.map(LogValue.boolean) ?? .null }
}

/// A member's value in a record (``SessionStartRecord``, ``SessionEndRecord``), as
/// ``LineEncoder`` writes it.
package enum RecordValue: Equatable, Sendable {
    case text(String)
    case number(Double)
    case integer(Int64)
    case boolean(Bool)

    init?(_ text: String?) { if let text { self = .text(text) } else { return nil } }
    init?(_ number: Double?) { if let number { self = .number(number) } else { return nil } }
}

/// The table of ``LogField``s, by line type.
package enum LogFields {
    /// The values of a `session_start` line: the columns of `sessions` from `started_at`
    /// to `start_extra`.
    package static let sessionStart: [LogField] = [
        start("started_at", "ts", .bigint, .timestamp, .required) { h, _ in .integer(h.timestampMillis) },
        start("device_model", "device.model", .text, .nonEmptyText, .required, record: { .text($0.deviceModel) }) { _, f in .text(f.deviceModel) },
        start("os_name", "device.os", .text, .nonEmptyText, .required, record: { .text($0.osName) }) { _, f in .text(f.osName) },
        start("os_version", "device.os_version", .text, .version, .required, record: { .text($0.osVersion) }) { _, f in .text(f.osVersion) },
        start("os_major", nil, .integer, .derived, .required) { _, f in .integer(Int64(f.osMajor)) },
        start("os_minor", nil, .integer, .derived, .optional) { _, f in LogValue(f.osMinor) },
        start("os_patch", nil, .integer, .derived, .optional) { _, f in LogValue(f.osPatch) },
        start("app_version", "app.version", .text, .nonEmptyText, .required, record: { .text($0.appVersion) }) { _, f in .text(f.appVersion) },
        start("app_build", "app.build", .text, .nonEmptyText, .required, record: { .text($0.appBuild) }) { _, f in .text(f.appBuild) },
        start("player_version", "player.version", .text, .text, .optional, record: { RecordValue($0.playerVersion) }) { _, f in LogValue(f.playerVersion) },
        start("screen_width", "device.screen.w", .real, .number(ValueRanges.points), .optional, record: { RecordValue($0.screen?.width) }) { _, f in LogValue(f.screenWidth) },
        start("screen_height", "device.screen.h", .real, .number(ValueRanges.points), .optional, record: { RecordValue($0.screen?.height) }) { _, f in LogValue(f.screenHeight) },
        start("screen_scale", "device.screen.scale", .real, .number(ValueRanges.screenScale), .optional, record: { RecordValue($0.screen?.scale) }) { _, f in
            LogValue(f.screenScale)
        },
        start("start_extra", nil, .text, .extra, .optional) { h, _ in LogValue(h.extra) },
    ]

    /// The values of a `session_end` line: the columns of `sessions` from `ended_at` to `end_extra`.
    package static let sessionEnd: [LogField] = [
        end("ended_at", "ts", .bigint, .timestamp, .required) { h, _ in .integer(h.timestampMillis) },
        end("end_reason", "reason", .text, .text, .optional, record: { RecordValue($0.reason) }) { _, f in LogValue(f.reason) },
        end("end_extra", nil, .text, .extra, .optional) { h, _ in LogValue(h.extra) },
    ]

    /// The values of a `transition` line: the columns of `transitions` from `seq` to `extra`.
    package static let transition: [LogField] = [
        transition("seq", "seq", .bigint, .integer(ValueRanges.seq), .required) { _, t in .integer(t.seq) },
        transition("ts", "ts", .bigint, .timestamp, .required) { h, _ in .integer(h.timestampMillis) },
        transition("direction", "direction", .text, .choice(["enter", "exit"]), .required) { _, t in .name(t.direction.rawValue) },
        transition("strategy", "strategy", .text, .nonEmptyText, .required) { _, t in .text(t.strategy) },
        transition("outcome", "outcome", .text, .choice(["ok", "failed", "cancelled", "ignored"]), .required) { _, t in
            .name(t.outcome.rawValue)
        },
        transition("failure", "failure", .text, .nonEmptyText, .whenFailed) { _, t in LogValue(t.failure) },
        transition("duration_ms", "duration_ms", .real, .number(ValueRanges.durationMs), .optional) { _, t in LogValue(t.durationMs) },
        transition("trigger", "trigger", .text, .text, .optional) { _, t in LogValue(t.trigger) },
        transition("from_orientation", "from_orientation", .text, .choice(orientations), .optional) { _, t in
            LogValue(t.fromOrientation)
        },
        transition("to_orientation", "to_orientation", .text, .choice(orientations), .optional) { _, t in LogValue(t.toOrientation) },
        transition("app_state", "app_state", .text, .choice(appStates), .optional) { _, t in LogValue(t.appState) },
        transition("status_bar_orientation", "status_bar.orientation", .text, .choice(orientations), .optional) { _, t in
            LogValue(t.statusBarOrientation)
        },
        transition("status_bar_hidden", "status_bar.hidden", .flag, .boolean, .optional) { _, t in LogValue(t.statusBarHidden) },
        transition("screen_width", "screen_bounds", element: 0, .real, .number(ValueRanges.points), .optional) { _, t in
            LogValue(t.screenBounds?.width)
        },
        transition("screen_height", "screen_bounds", element: 1, .real, .number(ValueRanges.points), .optional) { _, t in
            LogValue(t.screenBounds?.height)
        },
        transition("window_width", "window_bounds", element: 0, .real, .number(ValueRanges.points), .optional) { _, t in
            LogValue(t.windowBounds?.width)
        },
        transition("window_height", "window_bounds", element: 1, .real, .number(ValueRanges.points), .optional) { _, t in
            LogValue(t.windowBounds?.height)
        },
        transition("bounds_swapped", nil, .flag, .derived, .optional) { _, t in LogValue(t.boundsSwapped) },
        transition("restore_method", "restore.method", .text, .choice(["index_path", "superview"]), .optional) { _, t in
            t.restore?.method.map { .name($0.rawValue) } ?? .null
        },
        transition("restore_container", "restore.container", .text, .choice(containers), .optional) { _, t in
            LogValue(t.restore?.container)
        },
        transition("restore_list", "restore.list", .text, .text, .optional) { _, t in LogValue(t.restore?.list) },
        transition("restore_section", "restore.section", .bigint, .integer(ValueRanges.indexPath), .optional) { _, t in
            LogValue(t.restore?.section)
        },
        transition("restore_item", "restore.item", .bigint, .integer(ValueRanges.indexPath), .optional) { _, t in
            LogValue(t.restore?.item)
        },
        transition("restored_section", "restore.restored_section", .bigint, .integer(ValueRanges.indexPath), .optional) { _, t in
            LogValue(t.restore?.restoredSection)
        },
        transition("restored_item", "restore.restored_item", .bigint, .integer(ValueRanges.indexPath), .optional) { _, t in
            LogValue(t.restore?.restoredItem)
        },
        transition("cell_reused", "restore.cell_reused", .flag, .boolean, .optional) { _, t in LogValue(t.restore?.cellReused) },
        transition("restore_mismatch", nil, .flag, .derived, .optional) { _, t in LogValue(t.restore?.mismatch) },
        transition("extra", nil, .text, .extra, .optional) { h, _ in LogValue(h.extra) },
    ]

    /// The fields of lines of `kind`.
    package static func of(_ kind: EventKind) -> [LogField] {
        switch kind {
        case .sessionStart: return sessionStart
        case .sessionEnd: return sessionEnd
        case .transition: return transition
        }
    }

    /// The values of `event`'s fields, in table order.
    package static func values(of event: DecodedEvent) -> [LogValue] {
        var values: [LogValue] = []
        forEachValue(of: event) { values.append($0) }
        return values
    }

    /// Calls `body` with each value of `event`'s fields, in table order (PostgreSQL's
    /// session rows, SQLite's stub completion and end update): the rows' readers are
    /// gathered once per line type and called without copying a row.
    package static func forEachValue(of event: DecodedEvent, _ body: (LogValue) throws -> Void) rethrows {
        switch event {
        case .sessionStart(let h, let f):
            try startReaders.withUnsafeBufferPointer { readers in for read in readers { try body(read(h, f)) } }
        case .sessionEnd(let h, let f):
            try endReaders.withUnsafeBufferPointer { readers in for read in readers { try body(read(h, f)) } }
        case .transition(let h, let t):
            try transitionReaders.withUnsafeBufferPointer { readers in for read in readers { try body(read(h, t)) } }
        }
    }

    /// The readers of ``sessionStart``'s rows, in order.
    package static let startReaders = sessionStart.map { $0.readStart! }
    /// The readers of ``sessionEnd``'s rows, in order.
    package static let endReaders = sessionEnd.map { $0.readEnd! }
    private static let transitionReaders = transition.map { $0.readTransition! }

    /// `portrait`, `landscape_left`, `landscape_right`, `portrait_upside_down`.
    package static let orientations = ["portrait", "landscape_left", "landscape_right", "portrait_upside_down"]
    /// `active`, `inactive`, `background`.
    package static let appStates = ["active", "inactive", "background"]
    /// `table_view`, `collection_view`, `scroll_view`, `view`.
    package static let containers = ["table_view", "collection_view", "scroll_view", "view"]

    // MARK: Column lists

    /// The columns of `fields`, comma-separated, each written `prefix` + its name.
    package static func columns(_ fields: [LogField], prefix: String = "") -> String {
        fields.map { prefix + $0.column }.joined(separator: ", ")
    }

    /// `column type` for each field, comma-separated (PostgreSQL's types), for a table's
    /// definition; `notNull`: the required fields' columns are `NOT NULL`.
    package static func definitions(_ fields: [LogField], notNull: Bool = false) -> String {
        fields.map { field in
            let constraint = notNull && field.presence == .required ? " NOT NULL" : ""
            return "\(field.column) \(field.storage.postgresType)\(constraint)"
        }.joined(separator: ", ")
    }

    /// `column = prefix.column` for each field, comma-separated, for an `UPDATE ... SET`.
    package static func assignments(_ fields: [LogField], from prefix: String) -> String {
        fields.map { "\($0.column) = \(prefix)\($0.column)" }.joined(separator: ", ")
    }

    // MARK: The line's shape

    /// A member of a line as its fields make it: a value, a `[w, h]` pair, or an object of
    /// members. `index` and `indexes` are positions in the event's field list.
    package indirect enum Member: Equatable, Sendable {
        case value(key: String, index: Int)
        case pair(key: String, indexes: [Int])
        case object(key: String, members: [Member])

        package var key: String {
            switch self {
            case .value(let key, _), .pair(let key, _), .object(let key, _): return key
            }
        }
    }

    /// The members of a line of `fields` after its head (`v`, `type`, `ts`, `session_id`),
    /// in table order, members of one object grouped under it where the object first
    /// appears: the order the encoder writes and `fstel copy` rebuilds.
    package static func shape(_ fields: [LogField]) -> [Member] {
        var root: [Member] = []
        for (index, field) in fields.enumerated() where field.isMember {
            insert(field, index: index, path: field.path[...], into: &root)
        }
        return root
    }

    private static func insert(_ field: LogField, index: Int, path: ArraySlice<String>, into members: inout [Member]) {
        let key = path.first!
        if path.count == 1 {
            if field.element != nil {
                if let at = members.firstIndex(where: { $0.key == key }), case .pair(_, let indexes) = members[at] {
                    members[at] = .pair(key: key, indexes: indexes + [index])
                } else {
                    members.append(.pair(key: key, indexes: [index]))
                }
            } else {
                members.append(.value(key: key, index: index))
            }
            return
        }
        if let at = members.firstIndex(where: { $0.key == key }), case .object(_, var inner) = members[at] {
            insert(field, index: index, path: path.dropFirst(), into: &inner)
            members[at] = .object(key: key, members: inner)
        } else {
            var inner: [Member] = []
            insert(field, index: index, path: path.dropFirst(), into: &inner)
            members.append(.object(key: key, members: inner))
        }
    }

    // MARK: Rows

    /// A row of a `session_start` line: `record` reads a member from a record, `read` from a
    /// decoded line.
    private static func start(
        _ column: String, _ key: String?, _ storage: LogField.Storage, _ rule: LogField.Rule, _ presence: LogField.Presence,
        record: (@Sendable (SessionStartRecord) -> RecordValue?)? = nil,
        _ read: @escaping @Sendable (EventHeader, SessionStartFields) -> LogValue
    ) -> LogField {
        LogField(
            key: key, element: nil, column: column, storage: storage, rule: rule, presence: presence,
            readStart: read, readEnd: nil, readTransition: nil, recordStart: record, recordEnd: nil)
    }

    /// A row of a `session_end` line.
    private static func end(
        _ column: String, _ key: String?, _ storage: LogField.Storage, _ rule: LogField.Rule, _ presence: LogField.Presence,
        record: (@Sendable (SessionEndRecord) -> RecordValue?)? = nil,
        _ read: @escaping @Sendable (EventHeader, SessionEndFields) -> LogValue
    ) -> LogField {
        LogField(
            key: key, element: nil, column: column, storage: storage, rule: rule, presence: presence,
            readStart: nil, readEnd: read, readTransition: nil, recordStart: nil, recordEnd: record)
    }

    private static func transition(
        _ column: String, _ key: String?, element: Int? = nil, _ storage: LogField.Storage, _ rule: LogField.Rule,
        _ presence: LogField.Presence, _ read: @escaping @Sendable (EventHeader, TransitionFields) -> LogValue
    ) -> LogField {
        LogField(
            key: key, element: element, column: column, storage: storage, rule: rule, presence: presence,
            readStart: nil, readEnd: nil, readTransition: read, recordStart: nil, recordEnd: nil)
    }
}
