import FSTelStore

/// A statement, or a part of one, as a value: text, arguments bound where they stand, and
/// the few constructs each backend writes its own way (``SQL/Construct``). Written once for
/// both backends and rendered for one (``rendered(for:)``): each argument becomes SQLite's
/// `?` or PostgreSQL's `$1`, `$2`, ... in order, and each construct the dialect's text;
/// nothing is read back or rewritten after it is built.
///
/// Built from string literals with interpolations that say what they hold, so that no
/// value is spliced into the text by accident:
///
/// ```swift
/// let condition: SQL = "t.ts >= \(bind: since)"
/// let query: SQL = "SELECT \(dimension.expression) AS \(quoted: dimension.name) FROM transitions AS t WHERE \(condition)"
/// ```
package struct SQL: Sendable, Equatable {
    /// One piece of a statement.
    package enum Piece: Sendable, Equatable {
        /// SQL text, the same on every backend.
        case text(String)
        /// A value bound as a parameter.
        case argument(DatabaseValue)
        /// SQL each backend writes its own way.
        case construct(Construct)
    }

    /// What ``SQLDialect`` writes per backend.
    package enum Construct: Sendable, Equatable {
        /// The UTC day (`YYYY-MM-DD` text) of an epoch-milliseconds expression.
        case dayTextOfMillis(SQL)
        /// The UTC day (`YYYY-MM-DD` text) of a day-number expression (days since 1970-01-01).
        case dayTextOfDayNumber(SQL)
        /// ` JOIN sessions AS s ON ...`: a transition `t`'s session.
        case sessionsJoin
        /// An expression compared by its bytes (`ORDER BY`).
        case bytewise(SQL)
        /// A blob column read as text.
        case blobAsText(SQL)
    }

    /// The pieces, in order.
    private(set) var pieces: [Piece]

    /// The statement made of `pieces`.
    package init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Text the code writes (a column, a keyword, a fixed expression), never a value from
    /// outside: values are bound (``argument(_:)``, `\(bind:)`).
    package init(verbatim text: String) {
        self.pieces = text.isEmpty ? [] : [.text(text)]
    }

    /// A bound value alone (`?` or `$n`).
    package static func argument(_ value: DatabaseValue) -> SQL { SQL(pieces: [.argument(value)]) }

    /// A construct each backend writes its own way.
    static func construct(_ construct: Construct) -> SQL { SQL(pieces: [.construct(construct)]) }

    /// True when it holds no text, argument or construct.
    package var isEmpty: Bool { pieces.isEmpty }

    /// The arguments, in the order they are bound (the same on every backend).
    package var arguments: [DatabaseValue] { rendered(for: .sqlite).arguments }

    /// `parts` with `separator` between them.
    package static func joined(_ parts: [SQL], separator: String) -> SQL {
        var pieces: [Piece] = []
        for (i, part) in parts.enumerated() {
            if i > 0, !separator.isEmpty { pieces.append(.text(separator)) }
            pieces += part.pieces
        }
        return SQL(pieces: pieces)
    }

    /// `(?, ?, ?)` contents: each of `values` bound, separated by commas.
    package static func list(_ values: [DatabaseValue]) -> SQL {
        joined(values.map(argument), separator: ", ")
    }

    /// `a` followed by `b`.
    package static func + (a: SQL, b: SQL) -> SQL { SQL(pieces: a.pieces + b.pieces) }

    /// Appends `other`.
    package static func += (a: inout SQL, b: SQL) { a.pieces += b.pieces }

    /// The text and arguments for `dialect`: arguments numbered in the order they appear.
    package func rendered(for dialect: SQLDialect) -> (sql: String, arguments: [DatabaseValue]) {
        var text = ""
        var arguments: [DatabaseValue] = []
        render(for: dialect, into: &text, &arguments)
        return (text, arguments)
    }

    private func render(for dialect: SQLDialect, into text: inout String, _ arguments: inout [DatabaseValue]) {
        for piece in pieces {
            switch piece {
            case .text(let part):
                text += part
            case .argument(let value):
                arguments.append(value)
                text += dialect.placeholder(arguments.count)
            case .construct(let construct):
                dialect.sql(for: construct).render(for: dialect, into: &text, &arguments)
            }
        }
    }
}

extension SQL: ExpressibleByStringInterpolation {
    package init(stringLiteral value: String) {
        self.init(verbatim: value)
    }

    /// The interpolations a statement takes: other statements, bound values, and names
    /// the code writes.
    package struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        package init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        package mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(.text(literal)) }
        }

        /// Another statement's pieces.
        package mutating func appendInterpolation(_ sql: SQL) {
            pieces += sql.pieces
        }

        /// A value bound as a parameter.
        package mutating func appendInterpolation(bind value: DatabaseValue) {
            pieces.append(.argument(value))
        }

        /// An integer bound as a parameter.
        package mutating func appendInterpolation(bind value: Int64) {
            pieces.append(.argument(.integer(value)))
        }

        /// Text bound as a parameter.
        package mutating func appendInterpolation(bind value: String) {
            pieces.append(.argument(.text(value)))
        }

        /// A name the code writes (a column alias), in double quotes.
        package mutating func appendInterpolation(quoted name: String) {
            pieces.append(.text("\"" + name.replacingDoubleQuotes() + "\""))
        }

        /// Text the code writes: see ``SQL/init(verbatim:)``.
        package mutating func appendInterpolation(verbatim text: String) {
            if !text.isEmpty { pieces.append(.text(text)) }
        }
    }

    package init(stringInterpolation: StringInterpolation) {
        self.init(pieces: stringInterpolation.pieces)
    }
}

extension String {
    /// Each `"` doubled, as inside a quoted identifier.
    fileprivate func replacingDoubleQuotes() -> String {
        var out = ""
        for c in self { out += c == "\"" ? "\"\"" : String(c) }
        return out
    }
}

extension SQLQuerying {
    /// Every row of `sql`, rendered for this store's dialect.
    func select(_ sql: SQL) throws -> [[DatabaseValue]] {
        let (text, arguments) = sql.rendered(for: dialect)
        return try fetchRows(sql: text, arguments: arguments)
    }

    /// The rows of `sql` one at a time (see ``select(_:)``).
    func eachRow(_ sql: SQL, _ body: (any SQLRow) throws -> Void) throws {
        let (text, arguments) = sql.rendered(for: dialect)
        try forEachRow(sql: text, arguments: arguments, body)
    }
}
