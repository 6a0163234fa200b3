/// Session lines written and checked through the field table (``LogFields``): the members
/// of a `session_start` or `session_end` line, in the table's shape, with each row's rule.
/// A field added to the table is written and checked here without a line of its own.
/// Transitions, the recorder's hot path, are written out by hand; `LogFieldsTests` pins
/// both to the table.
extension LineEncoder {
    static let sessionStartShape = LogFields.shape(LogFields.sessionStart)
    static let sessionEndShape = LogFields.shape(LogFields.sessionEnd)

    /// The bytes of the text values `value` gives for `fields`, to size a line's room.
    static func textBytes(_ fields: [LogField], _ value: (LogField) -> RecordValue?) -> Int {
        var bytes = 0
        for field in fields where field.isMember {
            if case .text(let text)? = value(field) { bytes += text.utf8.count + field.path.last!.utf8.count }
        }
        return bytes
    }

    /// Writes `members` (those `value` gives), each after a comma unless it is the object's
    /// first; an object only when one of its members has a value. The first member of the
    /// line follows its head, so it takes a comma too (`first` is false there).
    static func appendMembers(
        _ out: inout LineBytes, _ members: [LogFields.Member], _ fields: [LogField], first: Bool = false,
        _ value: (LogField) -> RecordValue?
    ) {
        var first = first
        for member in members {
            switch member {
            case .value(let key, let index):
                guard let v = value(fields[index]) else { continue }
                appendKey(&out, key, comma: !first)
                appendValue(&out, v)
            case .pair(let key, let indexes):
                let values = indexes.compactMap { value(fields[$0]) }
                guard values.count == indexes.count else { continue }
                appendKey(&out, key, comma: !first)
                out.append(0x5B)
                for (i, v) in values.enumerated() {
                    if i > 0 { out.append(0x2C) }
                    appendValue(&out, v)
                }
                out.append(0x5D)
            case .object(let key, let inner):
                guard hasValue(inner, fields, value) else { continue }
                appendKey(&out, key, comma: !first)
                out.append(0x7B)
                appendMembers(&out, inner, fields, first: true, value)
                out.append(0x7D)
            }
            first = false
        }
    }

    /// Applies each present member's rule, in the order the line is written (the decoder's).
    static func checkMembers(
        _ members: [LogFields.Member], _ fields: [LogField], _ value: (LogField) -> RecordValue?
    ) throws(Rejection) {
        for member in members {
            switch member {
            case .value(_, let index):
                try check(fields[index], value(fields[index]))
            case .pair(_, let indexes):
                for index in indexes { try check(fields[index], value(fields[index])) }
            case .object(_, let inner):
                try checkMembers(inner, fields, value)
            }
        }
    }

    private static func hasValue(_ members: [LogFields.Member], _ fields: [LogField], _ value: (LogField) -> RecordValue?) -> Bool {
        members.contains { member in
            switch member {
            case .value(_, let index): return value(fields[index]) != nil
            case .pair(_, let indexes): return indexes.contains { value(fields[$0]) != nil }
            case .object(_, let inner): return hasValue(inner, fields, value)
            }
        }
    }

    /// One member's rule, as ingest applies it (its messages name the member's path).
    private static func check(_ field: LogField, _ value: RecordValue?) throws(Rejection) {
        let name = field.key!
        guard let value else {
            if field.presence == .required { throw Rejection(.missingField, "field `\(name)`: required") }
            return
        }
        switch (field.rule, value) {
        case (.text, .text(let text)):
            try checkName(text, name)
        case (.nonEmptyText, .text(let text)):
            try checkNonEmpty(text, name)
        case (.version, .text(let text)):
            try checkNonEmpty(text, name)
            guard OSVersion(text) != nil else {
                throw Rejection(
                    .invalidField, "field `\(name)`: expected a version such as `13`, `13.4` or `13.4.1`, got \(token(text))")
            }
        case (.choice(let names), .text(let text)):
            guard names.contains(text) else {
                throw Rejection(.invalidField, "field `\(name)`: expected one of \(names.joined(separator: ", "))")
            }
        case (.number(let range), .number(let number)):
            try checkNumber(number, name, range)
        case (.integer(let range), .integer(let integer)):
            guard range.contains(integer) else { throw Rejection(.invalidField, ValueRanges.integerDetail(name, range)) }
        case (.boolean, .boolean):
            return
        default:
            preconditionFailure("LogFields: the record value of `\(name)` does not fit its rule \(field.rule)")
        }
    }

    /// A string as the line holds it, cut at 64 bytes as the decoder's messages cut it.
    private static func token(_ text: String) -> String {
        var bytes: [UInt8] = []
        if (try? withSpace(&bytes, 2 + 6 * text.utf8.count, { appendString(&$0, text) })) == nil { bytes = Array("\"\(text)\"".utf8) }
        let shown = bytes.prefix(64)
        return String(decoding: shown, as: UTF8.self) + (bytes.count > shown.count ? "..." : "")
    }

    private static func appendKey(_ out: inout LineBytes, _ key: String, comma: Bool) {
        if comma { out.append(0x2C) }
        appendString(&out, key)
        out.append(0x3A)
    }

    private static func appendValue(_ out: inout LineBytes, _ value: RecordValue) {
        switch value {
        case .text(let text): appendString(&out, text)
        case .number(let number): appendNumber(&out, number)
        case .integer(let integer): appendInt(&out, integer)
        case .boolean(let flag): appendRaw(&out, flag ? "true" : "false")
        }
    }
}
