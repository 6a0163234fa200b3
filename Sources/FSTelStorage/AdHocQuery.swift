
/// `fstel sql`: one user-supplied statement, run read-only, its rows streamed to a writer.
/// What every backend shares: the parameters, the outcome, the errors. Each driver runs the
/// statement in its own sandbox (``SQLQuerying/runAdHoc(sql:parameters:timeoutMilliseconds:maxMemoryBytes:columns:row:)``);
/// FSTelQuery writes the rows.
@_spi(FSTelDrivers) public enum AdHocQuery {
    /// A `--param NAME=VALUE`: the name without its `:`, `@` or `$`, and the value as
    /// an integer when it reads as one, a real when it reads as one, else text.
    public struct Parameter: Sendable, Equatable {
        /// The parameter's name, without its `:`, `@` or `$`.
        package var name: String
        /// The value bound to it.
        package var value: DatabaseValue

        /// A parameter called `name` bound to `value`.
        package init(name: String, value: DatabaseValue) {
            self.name = name
            self.value = value
        }

        /// Parses `NAME=VALUE` (`strategy=native_rotation`, `:os=13`); nil without `=`
        /// or without a name.
        package init?(parsing text: String) {
            guard let equals = text.firstIndex(of: "=") else { return nil }
            var name = Substring(text[..<equals])
            if let first = name.first, ":@$".contains(first) { name = name.dropFirst() }
            guard !name.isEmpty else { return nil }
            self.name = String(name)
            self.value = Self.typed(String(text[text.index(after: equals)...]))
        }

        /// `42` -> integer, `4.5` / `1e3` -> real, anything else -> text (`13.4.1`, `007x`).
        package static func typed(_ text: String) -> DatabaseValue {
            let isNumberish = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
            guard isNumberish else { return .text(text) }
            if let integer = Int64(text) { return .integer(integer) }
            if let real = Double(text), real.isFinite, text.contains(where: \.isNumber) { return .real(real) }
            return .text(text)
        }
    }

    /// What a run produced besides its rows.
    public struct Outcome: Sendable, Equatable {
        /// Rows written.
        package var rows: Int
        /// Parameters of the statement that got no `--param` and were bound to NULL
        /// (as sqlite3 does for unset parameters).
        package var unsetParameters: [String]
        /// True when the statement read raw rows (``rawRowTables``), which `fstel prune`
        /// deletes: counted over a range with pruned days, they miss those days.
        package var readsRawRows: Bool = false

        package init(rows: Int, unsetParameters: [String], readsRawRows: Bool = false) {
            self.rows = rows
            self.unsetParameters = unsetParameters
            self.readsRawRows = readsRawRows
        }
    }

    /// The parameters `sql` declares optional by testing them for NULL (`:since IS NULL`,
    /// as the saved queries in reports/ do: `(:since IS NULL OR day >= :since)`) or by
    /// giving them a default (`coalesce(:min_attempts, 30)`, `ifnull(...)`), with their
    /// sign (`:since`); left unset, they are NULL on purpose.
    package static func optionalParameters(in sql: String) -> Set<String> {
        var result: Set<String> = []
        let scalars = Array(sql.unicodeScalars)
        var i = 0
        func isName(_ c: Unicode.Scalar) -> Bool {
            c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
        }
        while i < scalars.count {
            let c = scalars[i]
            guard c == ":" || c == "@" || c == "$", i + 1 < scalars.count, isName(scalars[i + 1]), i == 0 || scalars[i - 1] != ":" else {
                i += 1
                continue
            }
            var j = i + 1
            while j < scalars.count && isName(scalars[j]) { j += 1 }
            let name = String(String.UnicodeScalarView(scalars[i..<j]))
            let rest = String(String.UnicodeScalarView(scalars[j..<min(scalars.count, j + 40)])).uppercased()
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == ")" || $0 == "(" })
            if words.count >= 2 && words[0] == "IS" && words[1].hasPrefix("NULL") { result.insert(name) }
            // The first argument of coalesce or ifnull: a default stands in for NULL.
            let before = String(String.UnicodeScalarView(scalars[max(0, i - 20)..<i])).lowercased().filter { !$0.isWhitespace }
            if before.hasSuffix("coalesce(") || before.hasSuffix("ifnull(") { result.insert(name) }
            i = j
        }
        return result
    }

    /// The tables holding raw rows, which `fstel prune` deletes (the summaries it leaves).
    /// A query reading one of them, directly or through a view such as `transition_facts`,
    /// `transitions` or `session_facts`, misses the pruned days.
    package static let rawRowTables: Set<String> = ["transition_rows", "transition_overflow", "transitions", "sessions"]

    /// The largest string or blob a query may make with `maxMemoryBytes` of memory: a quarter
    /// of it, so that a value, its copy and its output fit.
    package static func valueSizeLimit(maxMemoryBytes: Int) -> Int { max(1 << 20, maxMemoryBytes / 4) }
}

/// Why `fstel sql` did not run a query.
package enum AdHocQueryError: Error, CustomStringConvertible, Sendable {
    /// The query would change something (write, schema change, ATTACH, a writing pragma).
    case refused(String)
    /// The query cannot run as given (several statements, a parameter problem).
    case invalid(String)
    /// The store's database rejected it (syntax error, unknown column, no privilege, ...),
    /// or the connection failed: the driver's error.
    case database(any AdHocDatabaseError)
    /// The statement ran past its time limit and was cancelled.
    case timedOut(milliseconds: Int)
    /// The statement called a function that is not on the allow-list.
    case refusedFunction(String)
    /// The statement needed more memory than its limit (`--max-memory`), or made a value
    /// larger than a quarter of it; 0 when no limit was set (the machine ran out).
    case memoryLimit(bytes: Int)

    /// The message the CLI prints.
    package var description: String {
        switch self {
        case .refused(let detail):
            return "refused: fstel sql only reads (no writes, schema changes, ATTACH or writing pragmas); nothing was changed (\(detail))"
        case .invalid(let message):
            return message
        case .database(let error):
            return error.description
        case .timedOut(let milliseconds):
            return "the query ran past its time limit (\(formatSeconds(milliseconds))) and was cancelled; nothing was changed"
        case .refusedFunction(let name):
            return "refused: the function \(name)() is not allowed in fstel sql (allowed: aggregates, window, date, JSON, math and string functions, and fstel's own; see docs/sql.md); nothing was run"
        case .memoryLimit(let bytes):
            guard bytes > 0 else { return "the query ran out of memory and was cancelled; nothing was changed" }
            return "the query needed more memory than its limit (--max-memory \(formatBytes(bytes)); no single value may pass \(formatBytes(AdHocQuery.valueSizeLimit(maxMemoryBytes: bytes)))) and was cancelled; nothing was changed"
        }
    }
}

extension AdHocQueryError {
    /// True when the database ended the statement for want of memory it may use (PostgreSQL's
    /// `out_of_memory`); SQLite's is ``memoryLimit(bytes:)``.
    package var isOverMemoryLimit: Bool {
        if case .database(let error) = self { return error.isOutOfMemory }
        return false
    }

    /// The database's error when the failure is the store's rather than the statement's (a lost
    /// connection, a server out of resources, a system error): it exits as for any command.
    /// An ``isOverMemoryLimit`` error is not one.
    package var storeFailure: (any AdHocDatabaseError)? {
        if case .database(let error) = self, error.isStoreFailure, !error.isOutOfMemory { return error }
        return nil
    }

    /// The first words of a statement, comments left out: `DROP TABLE transitions`.
    package static func leadingWords(of sql: String) -> String {
        var text = Substring(sql)
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("--") {
                text = text.drop { $0 != "\n" }
            } else if text.hasPrefix("/*"), let end = text.range(of: "*/") {
                text = text[end.upperBound...]
            } else {
                break
            }
        }
        let words = text.split(whereSeparator: { $0.isWhitespace }).prefix(4).joined(separator: " ")
        let shown = words.count > 60 ? String(words.prefix(60)) + "..." : words
        return "`" + TerminalText.escaped(shown) + "`"
    }

    /// The line of `sql` holding byte `offset`, and a caret under it: `  SELEC 1\n  ^`.
    package static func caret(in sql: String, atByte offset: Int) -> String {
        let bytes = Array(sql.utf8)
        let at = min(max(0, offset), bytes.count)
        var start = at
        while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
        var end = at
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        let column = String(decoding: bytes[start..<at], as: UTF8.self).count
        let lineNumber = bytes[0..<start].filter { $0 == 0x0A }.count + 1
        let prefix = bytes.contains(0x0A) ? "line \(lineNumber): " : ""
        return "  " + prefix + TerminalText.escaped(line) + "\n  " + String(repeating: " ", count: prefix.count + column) + "^"
    }
}

/// An error the store's database gave for a statement of `fstel sql` (``AdHocQueryError/database(_:)``):
/// each driver's error conforms.
package protocol AdHocDatabaseError: Error, Sendable, CustomStringConvertible {
    /// The database's message, with its detail and hint when it gives them, and the line of
    /// the statement with a caret under the place it stopped, when it says where.
    var messageInStatement: String { get }
    /// True when the database ended the statement for want of memory it may use.
    var isOutOfMemory: Bool { get }
    /// True when the failure is the store's, not the statement's: a lost connection, a
    /// server out of resources, a system error.
    var isStoreFailure: Bool { get }
}

/// `256 MiB`, `1.5 GiB`, `4096 bytes`: a memory size for messages.
fileprivate func formatBytes(_ bytes: Int) -> String {
    let units: [(Int, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    for (size, unit) in units where bytes >= size {
        return bytes % size == 0 ? "\(bytes / size) \(unit)" : String(format2(Double(bytes) / Double(size))) + " " + unit
    }
    return "\(bytes) bytes"
}

private func format2(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// `1.5 s`, `30 s`: a time limit for messages.
fileprivate func formatSeconds(_ milliseconds: Int) -> String {
    milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
}
