import Foundation
import FSTelStore

/// How a result is printed.
public enum OutputFormat: String, CaseIterable, Sendable {
    case table, csv, json, markdown
}

/// A result column: its name (the JSON key and CSV header) and how a table shows it.
public struct ResultColumn: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// As the value is.
        case plain
        /// A share in 0...1, shown in tables as a percentage (`12.3%`).
        case percent
        /// A number shown with a fixed count of decimals in tables.
        case decimal(Int)
    }

    public var name: String
    public var style: Style

    public init(_ name: String, style: Style = .plain) {
        self.name = name
        self.style = style
    }
}

/// Rows with named columns: what every report returns, whatever its format.
public struct ResultTable: Sendable, Equatable {
    public var columns: [ResultColumn]
    public var rows: [[DatabaseValue]]

    public init(columns: [ResultColumn], rows: [[DatabaseValue]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The value of `column` in row `row`, or nil when the column does not exist.
    public func value(_ column: String, row: Int) -> DatabaseValue? {
        guard let index = columns.firstIndex(where: { $0.name == column }) else { return nil }
        return rows[row][index]
    }

    /// Renders the whole table as text in `format`.
    public func rendered(as format: OutputFormat) -> String {
        var output = ""
        let writer = makeResultWriter(format: format, columns: columns) { output += $0 }
        for row in rows { writer.write(row: row) }
        writer.finish()
        return output
    }
}

/// Writes rows one at a time (CSV, JSON and Markdown stream; a table waits for its
/// rows to size its columns).
public protocol ResultWriter: AnyObject {
    func write(row: [DatabaseValue])
    func finish()
}

/// A writer for `format` that emits text through `emit`.
public func makeResultWriter(format: OutputFormat, columns: [ResultColumn], emit: @escaping (String) -> Void) -> ResultWriter {
    switch format {
    case .table: return AlignedTableWriter(columns: columns, emit: emit)
    case .csv: return CSVWriter(columns: columns, emit: emit)
    case .json: return JSONArrayWriter(columns: columns, emit: emit)
    case .markdown: return MarkdownWriter(columns: columns, emit: emit)
    }
}

// MARK: - Cell text

func tableText(_ value: DatabaseValue, style: ResultColumn.Style) -> String {
    switch (value, style) {
    case (.null, _): return ""
    case (_, .percent):
        guard let v = value.double else { return value.description }
        return formatFixed(v * 100, decimals: 1) + "%"
    case (_, .decimal(let places)):
        guard let v = value.double else { return value.description }
        if case .integer = value { return value.description }
        return formatFixed(v, decimals: places)
    case (.real(let v), .plain):
        return formatNumber(v)
    default:
        return value.description
    }
}

/// A double with a fixed number of decimals, without Foundation.
func formatFixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let negative = value < 0 && rounded != 0
    let whole = Int64(rounded / scale)
    let fraction = Int64(rounded - Double(whole) * scale)
    var text = (negative ? "-" : "") + String(whole)
    if decimals > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
    }
    return text
}

/// The shortest text that reads back as the same double; integral values without `.0`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}

func jsonText(_ value: DatabaseValue) -> String {
    switch value {
    case .null: return "null"
    case .integer(let v): return String(v)
    case .real(let v): return v.isFinite ? formatNumber(v) : "null"
    case .text(let v): return jsonQuoted(v)
    case .blob(let bytes): return jsonQuoted(String(decoding: bytes, as: UTF8.self))
    }
}

/// A JSON string literal (RFC 8259) for `text`.
public func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

// MARK: - Writers

final class CSVWriter: ResultWriter {
    private let emit: (String) -> Void

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        self.emit = emit
        emit(columns.map { Self.field($0.name) }.joined(separator: ",") + "\r\n")
    }

    static func field(_ text: String) -> String {
        if text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) {
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return text
    }

    func write(row: [DatabaseValue]) {
        emit(row.map { value -> String in
            switch value {
            case .null: return ""
            case .real(let v): return Self.field(formatNumber(v))
            default: return Self.field(value.description)
            }
        }.joined(separator: ",") + "\r\n")
    }

    func finish() {}
}

final class JSONArrayWriter: ResultWriter {
    private let keys: [String]
    private let emit: (String) -> Void
    private var count = 0

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        keys = columns.map { jsonQuoted($0.name) }
        self.emit = emit
        emit("[")
    }

    func write(row: [DatabaseValue]) {
        var text = count == 0 ? "\n  {" : ",\n  {"
        for (index, value) in row.enumerated() {
            if index > 0 { text += ", " }
            text += keys[index] + ": " + jsonText(value)
        }
        emit(text + "}")
        count += 1
    }

    func finish() {
        emit(count == 0 ? "]\n" : "\n]\n")
    }
}

final class MarkdownWriter: ResultWriter {
    private let columns: [ResultColumn]
    private let emit: (String) -> Void

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        self.columns = columns
        self.emit = emit
        emit("| " + columns.map { Self.cell($0.name) }.joined(separator: " | ") + " |\n")
        emit("|" + columns.map { _ in " --- |" }.joined() + "\n")
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    func write(row: [DatabaseValue]) {
        let cells = zip(row, columns).map { Self.cell(tableText($0, style: $1.style)) }
        emit("| " + cells.joined(separator: " | ") + " |\n")
    }

    func finish() {}
}

final class AlignedTableWriter: ResultWriter {
    private let columns: [ResultColumn]
    private let emit: (String) -> Void
    private var cells: [[String]] = []
    private var numeric: [Bool]

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        self.columns = columns
        self.emit = emit
        numeric = Array(repeating: true, count: columns.count)
    }

    func write(row: [DatabaseValue]) {
        for (index, value) in row.enumerated() where index < numeric.count {
            if case .text = value { numeric[index] = false }
            if case .blob = value { numeric[index] = false }
        }
        cells.append(zip(row, columns).map { tableText($0, style: $1.style) })
    }

    func finish() {
        let header = columns.map(\.name)
        var widths = header.map(\.count)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ row: [String]) -> String {
            var parts: [String] = []
            for (index, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                parts.append(numeric[index] ? pad + cell : cell + pad)
            }
            var text = parts.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text + "\n"
        }
        emit(line(header))
        emit(line(widths.map { String(repeating: "-", count: $0) }))
        for row in cells { emit(line(row)) }
        if cells.isEmpty { emit("(no rows)\n") }
    }
}
