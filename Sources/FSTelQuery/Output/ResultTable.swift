import Foundation
import FSTelStore

/// How a result is printed.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for a terminal (rates with their interval).
    case table
    /// RFC 4180 CSV with a header row.
    case csv
    /// A JSON array of objects keyed by column name.
    case json
    /// A Markdown table, numbers right-aligned.
    case markdown

    /// How the prose that goes with the rows (a summary, a method's note, a section's
    /// title) is written; nil for the formats that carry rows only (CSV, JSON), whose
    /// columns hold what the prose says.
    package var prose: ProseStyle? {
        switch self {
        case .table: return .terminal
        case .markdown: return .markdown
        case .csv, .json: return nil
        }
    }
}

/// How a format writes prose.
package enum ProseStyle: Sendable {
    /// Plain lines, wrapped to the terminal's width.
    case terminal
    /// Markdown: links for the documents named, headings, list items.
    case markdown
}

/// A result column: its name (the JSON key and CSV header) and how a table shows it.
package struct ResultColumn: Sendable, Equatable {
    /// How a table shows a column's values (JSON and CSV show them as they are).
    package enum Style: Sendable, Equatable {
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

    /// The JSON key and CSV header.
    package var name: String
    /// How tables show the values.
    package var style: Style
    /// Left out of table and Markdown output because another column shows it (the
    /// bounds of a `.rate` column); always in CSV and JSON.
    var hiddenInText: Bool
    /// How table and Markdown output show a missing value (NULL): `(none)` for a missing
    /// dimension, nothing for a missing metric.
    var missingText: String
    /// A column of sentences (a verdict): when a table does not fit its width, it leaves
    /// the grid and is printed under its row as a wrapped sentence (`  verdict: ...`).
    var isSentence: Bool
    /// Cells a table never wraps (a verdict such as `no change` reads only whole); only
    /// the header may wrap.
    var keepsWhole: Bool

    /// A column called `name`.
    package init(
        _ name: String, style: Style = .plain, hiddenInText: Bool = false, missingText: String = "", isSentence: Bool = false,
        keepsWhole: Bool = false
    ) {
        self.name = name
        self.style = style
        self.hiddenInText = hiddenInText
        self.missingText = missingText
        self.isSentence = isSentence
        self.keepsWhole = keepsWhole
    }
}

/// Rows with named columns: what every report returns, whatever its format.
package struct ResultTable: Sendable, Equatable {
    /// The columns, in order.
    package var columns: [ResultColumn]
    /// The rows: one value per column.
    package var rows: [[DatabaseValue]]

    /// A table of `columns` and `rows`.
    package init(columns: [ResultColumn], rows: [[DatabaseValue]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The value of `column` in row `row`, or nil when the column does not exist.
    package func value(_ column: String, row: Int) -> DatabaseValue? {
        guard let index = columns.firstIndex(where: { $0.name == column }) else { return nil }
        return rows[row][index]
    }

    /// Renders the whole table as text in `format`; a table is fitted to `width` columns
    /// when given: sentence columns move under their rows, text wraps, then intervals
    /// take their compact form (`12.3% [11–14]`) and, if need be, their own line.
    package func rendered(as format: OutputFormat, width: Int? = nil) -> String {
        var output = ""
        let writer = makeResultWriter(format: format, columns: columns, width: width) { output += $0 }
        for row in rows { writer.write(row: row) }
        writer.finish()
        return output
    }
}

/// Writes rows one at a time (CSV, JSON and Markdown stream; a table waits for its
/// rows to size its columns).
package protocol ResultWriter: AnyObject {
    /// Writes one row (one value per column).
    func write(row: [DatabaseValue])
    /// Writes what remains (a table's rows, a closing bracket).
    func finish()
}

/// A writer for `format` that emits text through `emit`. Text from the store never
/// reaches a terminal raw: table, Markdown and CSV output show control characters
/// escaped (``TerminalText``); JSON escapes them as JSON does.
package func makeResultWriter(format: OutputFormat, columns: [ResultColumn], width: Int? = nil, emit: @escaping (String) -> Void) -> ResultWriter {
    switch format {
    case .table: return AlignedTableWriter(columns: columns, emit: emit, width: width)
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
        guard let v = value.double else { return TerminalText.escaped(value.description) }
        return formatPercent(v)
    case (_, .decimal(let places)):
        guard let v = value.double else { return value.description }
        if case .integer = value { return value.description }
        return formatFixed(v, decimals: places)
    case (.real(let v), .plain):
        return formatNumber(v)
    default:
        return TerminalText.escaped(value.description)
    }
}

/// How a table shows the interval of a `.rate` column.
enum IntervalText: Sendable {
    /// `12.3% [11.0–13.7]`.
    case full
    /// `12.3% [11–14]`: bounds with two significant digits (one decimal from 1% up,
    /// none from 10% up).
    case compact
    /// Left out (a terminal too narrow even for the compact form).
    case none
}

/// A bound of a compact interval: `14`, `4.5`, `0.3`, `0.042` (percent, without the sign).
func compactPercent(_ share: Double) -> String {
    let percent = share * 100
    let size = abs(percent)
    if size < 0.0000005 { return "0" }
    if size >= 9.95 { return formatFixed(percent, decimals: 0) }
    if size >= 0.095 { return formatFixed(percent, decimals: 1) }
    var decimals = 2
    while decimals < 8 && size * pow10Text(decimals) < 10 { decimals += 1 }
    return formatFixed(percent, decimals: decimals)
}

private func pow10Text(_ n: Int) -> Double {
    var x = 1.0
    for _ in 0..<n { x *= 10 }
    return x
}

/// The visible cells of a row in table and Markdown output: hidden columns left out,
/// `.rate` columns with their interval, sentence columns in the grid or under the row.
struct TextLayout {
    private(set) var visible: [Int]
    /// For each column, the indices of its interval bounds when it is a `.rate`.
    let bounds: [(Int, Int)?]
    let columns: [ResultColumn]
    /// How intervals of `.rate` columns are shown.
    var intervals = IntervalText.full
    /// The sentence columns printed under their row instead of in the grid.
    private(set) var below: [Int] = []

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

    /// True when a column shows sentences that may move under their row.
    var hasSentences: Bool { visible.contains { columns[$0].isSentence } }

    /// Moves the sentence columns under their rows.
    mutating func moveSentencesBelow() {
        below = visible.filter { columns[$0].isSentence }
        visible.removeAll { columns[$0].isSentence }
    }

    var header: [String] { visible.map { TerminalText.escaped(columns[$0].name) } }

    func text(_ row: [DatabaseValue], _ index: Int) -> String {
        let value = index < row.count ? row[index] : .null
        if value.isNull { return columns[index].missingText }
        var text = tableText(value, style: columns[index].style)
        if let (l, h) = bounds[index], let low = row[l].double, let high = row[h].double {
            switch intervals {
            case .full: text += " [" + formatPercent(low).dropLast() + "–" + formatPercent(high).dropLast() + "]"
            case .compact: text += " [" + compactPercent(low) + "–" + compactPercent(high) + "]"
            case .none: break
            }
        }
        return text
    }

    func cells(_ row: [DatabaseValue]) -> [String] {
        visible.map { text(row, $0) }
    }

    /// The sentences printed under the row: `verdict: ship native_rotation`.
    func sentences(_ row: [DatabaseValue]) -> [String] {
        below.compactMap { index in
            let text = text(row, index)
            return text.isEmpty ? nil : TerminalText.escaped(columns[index].name) + ": " + text
        }
    }

    /// Whether the column at `position` (among the visible ones) holds numbers, by its style.
    func isNumericByStyle(_ position: Int) -> Bool {
        switch columns[visible[position]].style {
        case .percent, .rate, .decimal: return true
        case .plain, .flag: return false
        }
    }

    /// Whether the column at `position` (among the visible ones) is a `.rate` with bounds.
    func isRate(_ position: Int) -> Bool { bounds[visible[position]] != nil }

    /// Whether the cells of the column at `position` (among the visible ones) never wrap.
    func keepsWhole(_ position: Int) -> Bool { columns[visible[position]].keepsWhole }
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
package func jsonQuoted(_ text: String) -> String {
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

    static func field(_ raw: String) -> String {
        // Line breaks and tabs stay (RFC 4180 quotes them); other control characters are escaped.
        var text = raw
        if raw.unicodeScalars.contains(where: { TerminalText.isControl($0) && $0 != "\n" && $0 != "\r" && $0 != "\t" }) {
            text = ""
            for scalar in raw.unicodeScalars {
                if scalar == "\n" || scalar == "\r" || scalar == "\t" || !TerminalText.isControl(scalar) {
                    text.unicodeScalars.append(scalar)
                } else {
                    text += TerminalText.escaped(String(scalar))
                }
            }
        }
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

/// Decides which columns hold numbers: by style, else by the values of the first rows
/// (no text or blob among them).
struct NumericColumns {
    /// Per column (all columns, hidden or not).
    private(set) var byColumn: [Bool]

    init(_ layout: TextLayout) {
        byColumn = layout.columns.map { column in
            if case .flag = column.style { return false }
            return !column.isSentence
        }
    }

    mutating func observe(_ row: [DatabaseValue], _ layout: TextLayout) {
        for index in layout.columns.indices where index < row.count {
            switch layout.columns[index].style {
            case .percent, .rate, .decimal: continue
            case .plain, .flag: break
            }
            switch row[index] {
            case .text, .blob: byColumn[index] = false
            default: break
            }
        }
    }

    /// Per visible column of `layout`.
    func visible(_ layout: TextLayout) -> [Bool] { layout.visible.map { byColumn[$0] } }
}

final class MarkdownWriter: ResultWriter {
    /// Rows kept to decide which columns are numeric (right-aligned); after them rows stream.
    static let sizingRows = 1000

    private let layout: TextLayout
    private let emit: (String) -> Void
    private var numeric: NumericColumns
    private var pending: [[String]] = []
    private var started = false

    init(columns: [ResultColumn], emit: @escaping (String) -> Void) {
        layout = TextLayout(columns)
        numeric = NumericColumns(layout)
        self.emit = emit
    }

    static func cell(_ text: String) -> String {
        TerminalText.escaped(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
    }

    func write(row: [DatabaseValue]) {
        let cells = layout.cells(row).map(Self.cell)
        if started {
            emit("| " + cells.joined(separator: " | ") + " |\n")
            return
        }
        numeric.observe(row, layout)
        pending.append(cells)
        if pending.count >= Self.sizingRows { start() }
    }

    private func start() {
        started = true
        emit("| " + layout.header.map { Self.cell($0) }.joined(separator: " | ") + " |\n")
        emit("|" + numeric.visible(layout).map { $0 ? " ---: |" : " --- |" }.joined() + "\n")
        for cells in pending { emit("| " + cells.joined(separator: " | ") + " |\n") }
        pending = []
    }

    func finish() {
        if !started { start() }
    }
}

final class AlignedTableWriter: ResultWriter {
    /// Rows kept to size the columns; after them the widths are fixed and rows stream
    /// (a longer cell then only pushes its own line out of alignment).
    static let sizingRows = 1000

    private var layout: TextLayout
    private let emit: (String) -> Void
    private let sizingRows: Int
    private let width: Int?
    private var pending: [[DatabaseValue]] = []
    private var numericColumns: NumericColumns
    /// Per visible column, once the layout is chosen.
    private var numeric: [Bool] = []
    private var widths: [Int]?
    private var count = 0
    /// Spaces between columns: two, or one when a terminal is too narrow for two.
    private var gap = 2

    init(columns: [ResultColumn], emit: @escaping (String) -> Void, width: Int? = nil, sizingRows: Int = AlignedTableWriter.sizingRows) {
        layout = TextLayout(columns)
        self.emit = emit
        self.sizingRows = sizingRows
        self.width = width
        numericColumns = NumericColumns(layout)
    }

    func write(row: [DatabaseValue]) {
        count += 1
        if let widths {
            emit(line(layout.cells(row), widths) + sentenceLines(row))
            return
        }
        numericColumns.observe(row, layout)
        pending.append(row)
        if pending.count >= sizingRows { flushPending() }
    }

    private static func widths(of rows: [[String]], header: [String]) -> [Int] {
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return widths
    }

    /// Shrinks the columns of `rows` toward `width`; returns the widths (which may still
    /// exceed `width` when nothing more may shrink).
    ///
    /// Words first: columns whose cells break at spaces shrink to their longest word;
    /// then at the joints of names (`native_|rotation`, `logs/|a.ndjson`); then any text
    /// column, down to 12 characters or its header's width; then text that breaks at
    /// spaces, down to its longest word and its header's longest piece; then (with `wrapRates`) a
    /// rate puts its interval on a line of its own; last, headers wrap at their joints
    /// too (`mismatch_|rate`), so a column may be narrower than its header, and text
    /// shrinks to its longest piece between joints. A number never wraps, and no word
    /// is cut.
    private func fitted(_ rows: [[String]], numeric: [Bool], width: Int, wrapRates: Bool) -> [Int] {
        let header = layout.header
        var widths = Self.widths(of: rows, header: header)
        let longest = { (index: Int, breaks: Set<Character>) -> Int in
            rows.map { Self.longestPiece($0[index], breaks: breaks) }.max() ?? 0
        }
        let widestCell = widths.indices.map { index in rows.map { $0[index].count }.max() ?? 0 }
        let rateFloor = widths.indices.map { index in
            layout.isRate(index) ? max(Self.longestPiece(header[index], breaks: Self.joints), longest(index, Self.spaces)) : widestCell[index]
        }
        let floors: [[Int]] = [
            widths.indices.map { max(12, header[$0].count, longest($0, Self.spaces)) },
            widths.indices.map { max(12, header[$0].count, longest($0, Self.joints)) },
            widths.indices.map { max(12, header[$0].count, longest($0, Self.joints)) },
            // Text that breaks at spaces (the cells of a matrix) to its longest word.
            widths.indices.map { index in
                numeric[index] ? widths[index] : max(Self.longestPiece(header[index], breaks: Self.joints), longest(index, Self.spaces))
            },
            widths.indices.map { index in
                max(Self.longestPiece(header[index], breaks: Self.joints),
                    numeric[index] ? (wrapRates ? rateFloor[index] : widestCell[index]) : longest(index, Self.joints))
            },
        ]
        for (phase, floor) in floors.enumerated() {
            while total(widths) > width {
                let candidates = widths.indices.filter { index in
                    // Numbers never wrap; in the last phase their headers (and rates' intervals) may.
                    if numeric[index] && phase < floors.count - 1 { return false }
                    // Whole cells (a verdict) never wrap; in the last phase their headers may.
                    if layout.keepsWhole(index) && (phase < floors.count - 1 || widths[index] <= widestCell[index]) { return false }
                    return widths[index] > floor[index]
                }
                guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
                widths[widest] -= 1
            }
        }
        return widths
    }

    private func flushPending() {
        var rows = pending.map(layout.cells)
        numeric = numericColumns.visible(layout)
        var widths = Self.widths(of: rows, header: layout.header)
        if let width, total(widths) > width {
            // Too wide for the terminal: sentences move under their rows, text wraps, then
            // intervals take their compact form, then their own line; dropped only when
            // even that does not fit.
            var tries: [(IntervalText, Bool, Int)] = [(.full, false, 2), (.compact, false, 2), (.compact, true, 2), (.compact, true, 1)]
            if layout.bounds.contains(where: { $0 != nil }) { tries.append((.none, false, 1)) }
            if layout.hasSentences { layout.moveSentencesBelow() }
            numeric = numericColumns.visible(layout)
            // The first that fits; when none does, the narrowest (the earliest of equals,
            // so intervals stay when dropping them gains nothing).
            var best: (intervals: IntervalText, gap: Int, widths: [Int], total: Int)?
            for (intervals, wrapRates, gap) in tries {
                layout.intervals = intervals
                self.gap = gap
                let candidate = fitted(pending.map(layout.cells), numeric: numeric, width: width, wrapRates: wrapRates)
                let size = total(candidate)
                if best == nil || size < best!.total { best = (intervals, gap, candidate, size) }
                if size <= width { break }
            }
            layout.intervals = best!.intervals
            gap = best!.gap
            widths = best!.widths
            rows = pending.map(layout.cells)
        }
        self.widths = widths
        emit(line(layout.header, widths, header: true))
        emit(line(widths.map { String(repeating: "-", count: $0) }, widths, header: true))
        for (cells, row) in zip(rows, pending) { emit(line(cells, widths) + sentenceLines(row)) }
        pending = []
    }

    /// The sentence columns of `row` under it, indented and wrapped at spaces.
    private func sentenceLines(_ row: [DatabaseValue]) -> String {
        var text = ""
        for sentence in layout.sentences(row) {
            let indent = "    "
            for piece in Self.wrapped(sentence, width: max(20, (width ?? Int.max) - indent.count), spacesOnly: true) {
                text += indent + piece + "\n"
            }
        }
        return text
    }

    static let spaces: Set<Character> = [" "]
    /// Where a name may break: after a space, an underscore (`native_|rotation`), a slash
    /// (`logs/|a.ndjson`) or a comma. Never inside a word, a date, a version or a number.
    static let joints: Set<Character> = [" ", "_", "/", ","]

    /// The longest run of `text` that a break after one of `breaks` cannot shorten.
    static func longestPiece(_ text: String, breaks: Set<Character>) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run += 1
            if breaks.contains(character) {
                longest = max(longest, character == " " ? run - 1 : run)
                run = 0
            }
        }
        return max(longest, run)
    }

    /// `text` in pieces of at most `width` characters, broken after a space when one is
    /// near, else after a joint of a name (`_`, `/`, `,`), else (a piece longer than the
    /// width, which the column widths avoid) anywhere (`spacesOnly`: only a word longer
    /// than the width breaks inside).
    static func wrapped(_ text: String, width: Int, spacesOnly: Bool = false) -> [String] {
        guard text.count > width, width > 0 else { return [text] }
        var pieces: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            let window = rest.prefix(width + (spacesOnly ? 1 : 0))
            var cut = rest.index(rest.startIndex, offsetBy: width)
            if let space = window.lastIndex(of: " "), space > window.startIndex {
                cut = rest.index(after: space)
            } else if !spacesOnly, let joint = window.prefix(width).dropLast().lastIndex(where: { joints.contains($0) }), joint > window.startIndex {
                cut = rest.index(after: joint)
            }
            var piece = String(rest[..<cut])
            while piece.hasSuffix(" ") { piece.removeLast() }
            pieces.append(piece)
            rest = rest[cut...]
            while rest.hasPrefix(" ") { rest = rest.dropFirst() }
        }
        if !rest.isEmpty { pieces.append(String(rest)) }
        return pieces
    }

    private func total(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + gap * max(0, widths.count - 1)
    }

    private func line(_ row: [String], _ widths: [Int], header: Bool = false) -> String {
        let pieces = row.enumerated().map { index, cell in width == nil ? [cell] : Self.wrapped(cell, width: widths[index]) }
        let height = pieces.map(\.count).max() ?? 1
        var lines: [String] = []
        for lineIndex in 0..<height {
            var parts: [String] = []
            for (index, cellPieces) in pieces.enumerated() {
                // Cells start on the first line; a wrapped header ends on the last, above the rule.
                let at = header ? lineIndex - (height - cellPieces.count) : lineIndex
                let cell = at >= 0 && at < cellPieces.count ? cellPieces[at] : ""
                let pad = String(repeating: " ", count: max(0, widths[index] - cell.count))
                parts.append(numeric[index] ? pad + cell : cell + pad)
            }
            var text = parts.joined(separator: String(repeating: " ", count: gap))
            while text.hasSuffix(" ") { text.removeLast() }
            lines.append(text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func finish() {
        if widths == nil { flushPending() }
        if count == 0 { emit("(no rows)\n") }
    }
}
