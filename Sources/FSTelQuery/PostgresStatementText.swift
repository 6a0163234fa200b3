/// A user's statement for PostgreSQL, read the way the server reads it (string literals,
/// `E'...'` escapes, quoted identifiers, dollar quoting, nested comments), so that
/// `fstel sql` can take named parameters (`:name`, as on SQLite) although PostgreSQL only
/// knows positional ones (`$1`), and can tell its first word and whether more than one
/// statement was given.
struct PostgresStatementText: Equatable {
    /// The statement with each `:name` replaced by `$1`, `$2`, ... (one number per name).
    var text: String
    /// The parameters' names without their `:`, in the order of their numbers.
    var names: [String]
    /// The first word of the statement, lowercased (`select`, `with`), `(` for a
    /// parenthesized query, or nil when there is no statement.
    var firstWord: String?
    /// The text after the first statement's `;`, when it holds more than white space,
    /// comments and semicolons.
    var trailing: String?
    /// True when the statement holds a positional parameter (`$1`) of its own.
    var hasPositionalParameter: Bool
    /// Where each replacement starts in ``text`` and in the original, in unicode scalars,
    /// for mapping the server's error positions back to what the user wrote.
    private var shifts: [(rewritten: Int, original: Int)]

    static func == (a: PostgresStatementText, b: PostgresStatementText) -> Bool {
        a.text == b.text && a.names == b.names && a.firstWord == b.firstWord && a.trailing == b.trailing
            && a.hasPositionalParameter == b.hasPositionalParameter
    }

    init(_ sql: String) {
        let scalars = Array(sql.unicodeScalars)
        var output = String.UnicodeScalarView()
        var names: [String] = []
        var shifts: [(rewritten: Int, original: Int)] = []
        var firstWord: String?
        var trailing: String?
        var positional = false
        var written = 0
        var i = 0

        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            c == "_" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c.value >= 0x80
        }
        func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
            isIdentifierStart(c) || (c >= "0" && c <= "9") || c == "$"
        }
        func copy(_ from: Int, _ to: Int) {
            for index in from..<to { output.append(scalars[index]) }
            written += to - from
        }
        /// The end (exclusive) of the comment, string, identifier or dollar-quoted text
        /// starting at `start`, or nil when none starts there.
        func skipQuoted(_ start: Int) -> Int? {
            let c = scalars[start]
            let next: Unicode.Scalar? = start + 1 < scalars.count ? scalars[start + 1] : nil
            if c == "-" && next == "-" {
                var j = start + 2
                while j < scalars.count && scalars[j] != "\n" { j += 1 }
                return j
            }
            if c == "/" && next == "*" {
                var depth = 1
                var j = start + 2
                while j < scalars.count && depth > 0 {
                    if scalars[j] == "/" && j + 1 < scalars.count && scalars[j + 1] == "*" {
                        depth += 1
                        j += 2
                    } else if scalars[j] == "*" && j + 1 < scalars.count && scalars[j + 1] == "/" {
                        depth -= 1
                        j += 2
                    } else {
                        j += 1
                    }
                }
                return j
            }
            if c == "'" || c == "\"" {
                // E'...' strings take backslash escapes.
                let escapes = c == "'" && start > 0 && (scalars[start - 1] == "E" || scalars[start - 1] == "e")
                    && (start < 2 || !isIdentifierPart(scalars[start - 2]))
                var j = start + 1
                while j < scalars.count {
                    if escapes && scalars[j] == "\\" {
                        j += 2
                        continue
                    }
                    if scalars[j] == c {
                        if j + 1 < scalars.count && scalars[j + 1] == c {
                            j += 2
                            continue
                        }
                        return j + 1
                    }
                    j += 1
                }
                return scalars.count
            }
            if c == "$" && (start == 0 || !isIdentifierPart(scalars[start - 1])) {
                // $tag$ ... $tag$ (the tag may be empty).
                var j = start + 1
                if j < scalars.count && isIdentifierStart(scalars[j]) {
                    while j < scalars.count && isIdentifierPart(scalars[j]) && scalars[j] != "$" { j += 1 }
                }
                guard j < scalars.count, scalars[j] == "$" else { return nil }
                let tag = Array(scalars[start...j])
                var k = j + 1
                while k < scalars.count {
                    if scalars[k] == "$" && scalars[k...].starts(with: tag) { return k + tag.count }
                    k += 1
                }
                return scalars.count
            }
            return nil
        }

        while i < scalars.count {
            let c = scalars[i]
            if let end = skipQuoted(i) {
                if firstWord == nil && (c == "'" || c == "\"" || c == "$") { firstWord = String(c) }
                copy(i, end)
                i = end
                continue
            }
            if c == ";" {
                // Anything after the first statement other than white space, comments and
                // semicolons is a second statement.
                var j = i + 1
                while j < scalars.count {
                    if scalars[j].properties.isWhitespace || scalars[j] == ";" {
                        j += 1
                    } else if (scalars[j] == "-" || scalars[j] == "/"), let end = skipQuoted(j) {
                        j = end
                    } else {
                        var rest = String.UnicodeScalarView()
                        rest.append(contentsOf: scalars[j...])
                        trailing = String(rest)
                        break
                    }
                }
                copy(i, scalars.count)
                break
            }
            if c == "$", i + 1 < scalars.count, scalars[i + 1] >= "0", scalars[i + 1] <= "9",
                i == 0 || !isIdentifierPart(scalars[i - 1])
            {
                positional = true
            }
            if c == ":" {
                if i + 1 < scalars.count && scalars[i + 1] == ":" {
                    copy(i, i + 2)  // a cast: x::int
                    i += 2
                    continue
                }
                if i + 1 < scalars.count && isIdentifierStart(scalars[i + 1]) && (i == 0 || scalars[i - 1] != ":") {
                    var j = i + 1
                    while j < scalars.count && isIdentifierPart(scalars[j]) && scalars[j] != "$" { j += 1 }
                    var nameScalars = String.UnicodeScalarView()
                    nameScalars.append(contentsOf: scalars[(i + 1)..<j])
                    let name = String(nameScalars)
                    if firstWord == nil { firstWord = ":" }
                    let number: Int
                    if let known = names.firstIndex(of: name) {
                        number = known + 1
                    } else {
                        names.append(name)
                        number = names.count
                    }
                    shifts.append((rewritten: written, original: i))
                    let replacement = "$\(number)"
                    output.append(contentsOf: replacement.unicodeScalars)
                    written += replacement.unicodeScalars.count
                    shifts.append((rewritten: written, original: j))
                    i = j
                    continue
                }
            }
            if firstWord == nil && !c.properties.isWhitespace {
                if isIdentifierStart(c) {
                    var j = i
                    while j < scalars.count && isIdentifierPart(scalars[j]) { j += 1 }
                    var word = String.UnicodeScalarView()
                    word.append(contentsOf: scalars[i..<j])
                    firstWord = String(word).lowercased()
                    copy(i, j)
                    i = j
                    continue
                }
                firstWord = String(c)
            }
            copy(i, i + 1)
            i += 1
        }
        self.text = String(output)
        self.names = names
        self.firstWord = firstWord
        self.trailing = trailing
        self.hasPositionalParameter = positional
        self.shifts = shifts
    }

    /// The 1-based scalar position in the original statement of `position` in ``text``
    /// (PostgreSQL counts characters from 1).
    func originalPosition(of position: Int) -> Int {
        let zeroBased = position - 1
        var original = zeroBased
        for shift in shifts where shift.rewritten <= zeroBased {
            original = shift.original + (zeroBased - shift.rewritten)
        }
        return original + 1
    }
}
