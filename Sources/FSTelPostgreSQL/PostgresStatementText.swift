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
        var scan = StatementScan(Array(sql.unicodeScalars))
        scan.run()
        self.text = String(scan.output)
        self.names = scan.names
        self.firstWord = scan.firstWord
        self.trailing = scan.trailing
        self.hasPositionalParameter = scan.positional
        self.shifts = scan.shifts
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

/// The scan behind ``PostgresStatementText/init(_:)``: copies the statement scalar by
/// scalar, stepping over what PostgreSQL does not read as SQL (``SQLTextSpans``), numbering
/// the `:name`s and noting the first word and what follows the first `;`.
private struct StatementScan {
    let scalars: [Unicode.Scalar]
    let spans: SQLTextSpans
    var output = String.UnicodeScalarView()
    var names: [String] = []
    var shifts: [(rewritten: Int, original: Int)] = []
    var firstWord: String?
    var trailing: String?
    var positional = false
    /// Scalars written to ``output`` so far.
    var written = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        self.spans = SQLTextSpans(scalars: scalars)
    }

    mutating func run() {
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if let end = spans.end(ofSpanAt: i) {
                if firstWord == nil && (c == "'" || c == "\"" || c == "$") { firstWord = String(c) }
                copy(i, end)
                i = end
                continue
            }
            if c == ";" {
                trailing = statementAfterSemicolon(at: i)
                copy(i, scalars.count)
                return
            }
            if c == "$", i + 1 < scalars.count, scalars[i + 1] >= "0", scalars[i + 1] <= "9",
                i == 0 || !SQLTextSpans.isIdentifierPart(scalars[i - 1])
            {
                positional = true
            }
            if c == ":", let next = colon(at: i) {
                i = next
                continue
            }
            if firstWord == nil && !c.properties.isWhitespace {
                if SQLTextSpans.isIdentifierStart(c) {
                    let end = identifierEnd(from: i)
                    firstWord = text(i, end).lowercased()
                    copy(i, end)
                    i = end
                    continue
                }
                firstWord = String(c)
            }
            copy(i, i + 1)
            i += 1
        }
    }

    /// Copies the scalars `from..<to` unchanged.
    mutating func copy(_ from: Int, _ to: Int) {
        for index in from..<to { output.append(scalars[index]) }
        written += to - from
    }

    /// The text `from..<to`.
    func text(_ from: Int, _ to: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[from..<to])
        return String(view)
    }

    /// The end (exclusive) of the identifier starting at `start`.
    func identifierEnd(from start: Int) -> Int {
        var j = start
        while j < scalars.count && SQLTextSpans.isIdentifierPart(scalars[j]) { j += 1 }
        return j
    }

    /// Anything after the `;` at `index` other than white space, comments and semicolons:
    /// a second statement.
    func statementAfterSemicolon(at index: Int) -> String? {
        var j = index + 1
        while j < scalars.count {
            if scalars[j].properties.isWhitespace || scalars[j] == ";" {
                j += 1
            } else if scalars[j] == "-" || scalars[j] == "/", let end = spans.end(ofSpanAt: j) {
                j = end
            } else {
                return text(j, scalars.count)
            }
        }
        return nil
    }

    /// At a `:`: copies a cast (`x::int`) or writes a named parameter's number, and gives
    /// where the scan goes on; nil when the `:` is neither.
    mutating func colon(at i: Int) -> Int? {
        if i + 1 < scalars.count && scalars[i + 1] == ":" {
            copy(i, i + 2)
            return i + 2
        }
        guard i + 1 < scalars.count && SQLTextSpans.isIdentifierStart(scalars[i + 1]) && (i == 0 || scalars[i - 1] != ":") else {
            return nil
        }
        var j = i + 1
        while j < scalars.count && SQLTextSpans.isIdentifierPart(scalars[j]) && scalars[j] != "$" { j += 1 }
        let name = text(i + 1, j)
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
        return j
    }
}

/// The spans of a PostgreSQL statement that are not SQL to read: comments (`--`, nested
/// `/* */`), string literals (with `E'...'` escapes), quoted identifiers and dollar-quoted
/// text.
private struct SQLTextSpans {
    let scalars: [Unicode.Scalar]

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c.value >= 0x80
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || (c >= "0" && c <= "9") || c == "$"
    }

    /// The end (exclusive) of the comment, string, identifier or dollar-quoted text
    /// starting at `start`, or nil when none starts there.
    func end(ofSpanAt start: Int) -> Int? {
        let c = scalars[start]
        let next: Unicode.Scalar? = start + 1 < scalars.count ? scalars[start + 1] : nil
        if c == "-" && next == "-" { return lineCommentEnd(start) }
        if c == "/" && next == "*" { return blockCommentEnd(start) }
        if c == "'" || c == "\"" { return quotedEnd(start) }
        if c == "$" && (start == 0 || !Self.isIdentifierPart(scalars[start - 1])) { return dollarQuotedEnd(start) }
        return nil
    }

    /// `-- ...` up to the end of the line.
    func lineCommentEnd(_ start: Int) -> Int {
        var j = start + 2
        while j < scalars.count && scalars[j] != "\n" { j += 1 }
        return j
    }

    /// `/* ... */`, nested.
    func blockCommentEnd(_ start: Int) -> Int {
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

    /// `'...'` or `"..."`, the quote doubled inside; `E'...'` strings take backslash escapes.
    func quotedEnd(_ start: Int) -> Int {
        let c = scalars[start]
        let escapes = c == "'" && start > 0 && (scalars[start - 1] == "E" || scalars[start - 1] == "e")
            && (start < 2 || !Self.isIdentifierPart(scalars[start - 2]))
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

    /// `$tag$ ... $tag$` (the tag may be empty); nil when no tag starts at `start`.
    func dollarQuotedEnd(_ start: Int) -> Int? {
        var j = start + 1
        if j < scalars.count && Self.isIdentifierStart(scalars[j]) {
            while j < scalars.count && Self.isIdentifierPart(scalars[j]) && scalars[j] != "$" { j += 1 }
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
}
