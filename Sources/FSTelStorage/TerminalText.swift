/// Text from the store made safe for a terminal: C0 and C1 control characters (ESC,
/// BEL, ...) and DEL are shown escaped, so a value in a log cannot set the reader's
/// terminal title or colours. Tabs and line breaks are escaped too (`\t`, `\n`, `\r`):
/// a cell stays on its line.
package enum TerminalText {
    /// `text` with every control character written as `\n`, `\t`, `\r`, `\e` or `\u{XX}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{1B}": out += "\\e"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// `text` with every control character but the line feed escaped: for whole
    /// documents (a Markdown summary) whose lines are their structure.
    package static func escapedKeepingLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }
}
