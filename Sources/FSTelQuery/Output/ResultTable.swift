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
        /// A share in 0...1 shown in tables as a percentage followed by its interval, read
        /// from the columns named `low` and `high` (`12.3% [11.0–13.7]`).
        case rate(low: String, high: String)
        /// 1/0: JSON `true`/`false`, CSV `true`/`false`, tables show `word` for 1 and
        /// nothing for 0.
        case flag(String)
    }

    public var name: String
    public var style: Style
    /// Left out of table and Markdown output because another column shows it (the
    /// bounds of a `.rate` column); always in CSV and JSON.
    public var hiddenInText: Bool

    public init(_ name: String, style: Style = .plain, hiddenInText: Bool = false) {
        self.name = name
        self.style = style
        self.hiddenInText = hiddenInText
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
    case (_, .flag(let word)):
        return value == .integer(0) ? "" : word
    case (_, .percent), (_, .rate):
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

/// The visible cells of a row in table and Markdown output: hidden columns left out,
/// `.rate` columns with their interval.
struct TextLayout {
    let visible: [Int]
    /// For each column, the indices of its interval bounds when it is a `.rate`.
    let bounds: [(Int, Int)?]
    let columns: [ResultColumn]

    init(_ columns: [ResultColumn]) {
        self.columns = columns
        visible = columns.indices.filter { !columns[$0].hiddenInText }
        bounds = columns.map { column in
            guard case .rate(let low, let high) = column.style,
                let l = columns.firstIndex(where: { $0.name == low }),
                let h = columns.firstIndex(where: { $0.name == high })
            else { return nil }
            return (l, h)
        }
    }

    var header: [String] { visible.map { columns[$0].name } }

    func cells(_ row: [DatabaseValue]) -> [String] {
        visible.map { index in
            let value = index < row.count ? row[index] : .null
            var text = tableText(value, style: columns[index].style)
            if let (l, h) = bounds[index], !value.isNull, let low = row[l].double, let high = row[h].double {
                text += " [" + formatFixed(low * 100, decimals: 1) + "–" + formatFixed(high * 100, decimals: 1) + "]"
            }
            return text
        }
    }
}

func jsonText(_ value: DatabaseValue, style: ResultColumn.Style) -> String {
    if case .flag = style, case .integer(let v) = value { return v == 0 ? "false" : "true" }
    return jsonText(value)
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
    // Fast path: nothing to escape (checked on the UTF-8 bytes).
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + text + "\"" }
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
    private let flags: [Bool]

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        self.emit = emit
        flags = columns.map { if case .flag = $0.style { return true } else { return false } }
        emit(columns.map { Self.field($0.name) }.joined(separator: ",") + "\r\n")
    }

    static func field(_ text: String) -> String {
        if text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return text
    }

    func write(row: [DatabaseValue]) {
        var line = ""
        for (index, value) in row.enumerated() {
            if index > 0 { line += "," }
            switch value {
            case .null: break
            case .integer(let v) where index < flags.count && flags[index]: line += v == 0 ? "false" : "true"
            case .integer(let v): line += String(v)
            case .real(let v): line += formatNumber(v)
            default: line += Self.field(value.description)
            }
        }
        line += "\r\n"
        emit(line)
    }

    func finish() {}
}

final class JSONArrayWriter: ResultWriter {
    private let keys: [String]
    private let styles: [ResultColumn.Style]
    private let emit: (String) -> Void
    private var count = 0

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        keys = columns.map { jsonQuoted($0.name) }
        styles = columns.map(\.style)
        self.emit = emit
        emit("[")
    }

    func write(row: [DatabaseValue]) {
        var text = count == 0 ? "\n  {" : ",\n  {"
        for (index, value) in row.enumerated() {
            if index > 0 { text += ", " }
            text += keys[index] + ": " + jsonText(value, style: styles[index])
        }
        emit(text + "}")
        count += 1
    }

    func finish() {
        emit(count == 0 ? "]\n" : "\n]\n")
    }
}

final class MarkdownWriter: ResultWriter {
    private let layout: TextLayout
    private let emit: (String) -> Void

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        layout = TextLayout(columns)
        self.emit = emit
        emit("| " + layout.header.map { Self.cell($0) }.joined(separator: " | ") + " |\n")
        emit("|" + layout.header.map { _ in " --- |" }.joined() + "\n")
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    func write(row: [DatabaseValue]) {
        let cells = layout.cells(row).map(Self.cell)
        emit("| " + cells.joined(separator: " | ") + " |\n")
    }

    func finish() {}
}

final class AlignedTableWriter: ResultWriter {
    /// Rows kept to size the columns; after them the widths are fixed and rows stream
    /// (a longer cell then only pushes its own line out of alignment).
    static let sizingRows = 1000

    private let layout: TextLayout
    private let emit: (String) -> Void
    private let sizingRows: Int
    private var pending: [[String]] = []
    private var numeric: [Bool]
    private var widths: [Int]?
    private var count = 0

    init(columns: [ResultColumn], emit: @escaping (String) -> Void, sizingRows: Int = AlignedTableWriter.sizingRows) {
        layout = TextLayout(columns)
        self.emit = emit
        self.sizingRows = sizingRows
        numeric = Array(repeating: true, count: layout.visible.count)
    }

    func write(row: [DatabaseValue]) {
        count += 1
        let cells = layout.cells(row).map(Self.oneLine)
        if let widths {
            emit(line(cells, widths))
            return
        }
        for (position, index) in layout.visible.enumerated() where index < row.count {
            switch row[index] {
            case .text, .blob: numeric[position] = false
            default: break
            }
        }
        pending.append(cells)
        if pending.count >= sizingRows { flushPending() }
    }

    /// A cell on one line: line breaks and tabs shown as `\\n`, `\\r`, `\\t`.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\t", with: "\\t")
    }

    private func flushPending() {
        var widths = layout.header.map(\.count)
        for row in pending {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        self.widths = widths
        emit(line(layout.header, widths, header: true))
        emit(line(widths.map { String(repeating: "-", count: $0) }, widths, header: true))
        for row in pending { emit(line(row, widths)) }
        pending = []
    }

    private func line(_ row: [String], _ widths: [Int], header: Bool = false) -> String {
        var parts: [String] = []
        for (index, cell) in row.enumerated() {
            let pad = String(repeating: " ", count: max(0, widths[index] - cell.count))
            parts.append(numeric[index] ? pad + cell : cell + pad)
        }
        var text = parts.joined(separator: "  ")
        while text.hasSuffix(" ") { text.removeLast() }
        return text + "\n"
    }

    func finish() {
        if widths == nil { flushPending() }
        if count == 0 { emit("(no rows)\n") }
    }
}
