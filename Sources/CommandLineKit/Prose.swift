/// Text for people, fitted to a width: lines break between words, never inside one
/// (a word longer than the line stands on a line of its own).
package enum Prose {
    /// The words of `text` in lines of at most `width` characters.
    package static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` (one paragraph) wrapped to `width`.
    package static func wrapped(_ text: String, width: Int) -> String {
        lines(text, width: width).joined(separator: "\n")
    }

    /// Paragraphs (separated by a blank line) refilled to `width`: the line breaks
    /// inside a paragraph are the source's, not the reader's.
    package static func reflowed(_ text: String, width: Int) -> String {
        text.components(separatedBy: "\n\n")
            .map { wrapped($0.replacingOccurrences(of: "\n", with: " "), width: width) }
            .joined(separator: "\n\n")
    }

    /// A shell command in lines of at most `width` characters where it can: broken
    /// between words (never inside quotes) with a trailing ` \`, further lines indented,
    /// so that it still runs as printed.
    package static func commandLines(_ command: String, width: Int) -> [String] {
        guard command.count > width else { return [command] }
        var words: [String] = []
        var word = ""
        var quote: Character? = nil
        for character in command {
            if character == " " && quote == nil {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if character == "\"" || character == "'" {
                if quote == nil { quote = character } else if quote == character { quote = nil }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        var lines: [String] = []
        var line = ""
        for word in words {
            let indent = lines.isEmpty ? "" : "    "
            if line.isEmpty {
                line = indent + word
            } else if line.count + 1 + word.count + 2 <= width {
                line += " " + word
            } else {
                lines.append(line + " \\")
                line = "    " + word
            }
        }
        lines.append(line)
        return lines
    }
}
