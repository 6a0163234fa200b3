import FSTelStore

/// One kept rejected line (``RejectedLines/list(_:filter:includeRaw:_:)``).
public struct RejectedLine: Equatable, Sendable {
    /// The input's path as stored (absolute, or `-`).
    public var file: String
    /// Its line number, from 1.
    public var line: Int64
    /// The byte offset of the line's start.
    public var offset: Int64
    /// The reason code (``RejectReason``).
    public var reason: String
    /// What was wrong, in words.
    public var detail: String
    /// The line's full length in bytes.
    public var length: Int64
    /// The kept bytes as text (the first 4 KiB of an over-long line), when asked for.
    public var raw: String?

    /// The cells of `fstel rejects`: file, line, offset, reason, detail, length (and raw).
    package var cells: [DatabaseValue] {
        [.text(file), .integer(line), .integer(offset), .text(reason), .text(detail), .integer(length)] + (raw.map { [.text($0)] } ?? [])
    }
}

/// Rejected lines per reason and file (``RejectedLines/counts(_:filter:_:)``).
public struct RejectedLineCount: Equatable, Sendable {
    /// The reason code.
    public var reason: String
    /// The input's path as stored.
    public var file: String
    /// How many of its lines were rejected for the reason.
    public var lines: Int64

    /// The cells of `fstel rejects --summary`: reason, file, lines.
    package var cells: [DatabaseValue] { [.text(reason), .text(file), .integer(lines)] }
}

/// The rejected lines ingest keeps (`rejected_lines`), read the same way on both backends:
/// paths sort by their bytes, raw lines come back as text.
public enum RejectedLines {
    /// The columns of ``RejectedLine/cells``.
    package static func lineColumns(includeRaw: Bool) -> [String] {
        ["file", "line", "offset", "reason", "detail", "length"] + (includeRaw ? ["raw"] : [])
    }

    /// The columns of ``RejectedLineCount/cells``.
    package static let countColumns = ["reason", "file", "lines"]

    /// The stored paths of the inputs that have rejected lines, sorted by their bytes.
    public static func sourcePaths(_ db: any SQLQuerying) throws -> [String] {
        try db.select("SELECT DISTINCT path FROM sources JOIN rejected_lines USING (source_id)")
            .compactMap { $0[0].string }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Hands `body` the rejected lines that `filter` selects, one at a time, by file (its
    /// bytes), then in the order they were read; at most `filter.limit`.
    public static func list(
        _ db: any SQLQuerying, filter: RejectFilter, includeRaw: Bool, _ body: (RejectedLine) throws -> Void
    ) throws {
        let raw: SQL = includeRaw ? ", \(SQL.construct(.blobAsText("r.raw"))) AS raw" : ""
        let sql: SQL = """
            SELECT s.path AS file, r.line AS line, r.byte_offset AS offset, r.reason AS reason, r.detail AS detail,
                   r.raw_length AS length\(raw)
            FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
            \(whereClause(filter)) ORDER BY \(SQL.construct(.bytewise("s.path"))), r.generation, r.line \(limit(filter))
            """
        try db.eachRow(sql) { row in
            try body(RejectedLine(
                file: text(row, 0), line: row.int64(1), offset: row.int64(2), reason: text(row, 3), detail: text(row, 4),
                length: row.int64(5), raw: includeRaw ? text(row, 6) : nil))
        }
    }

    /// Hands `body` the number of rejected lines per reason and file that `filter`
    /// selects, by reason then file; at most `filter.limit` rows.
    public static func counts(_ db: any SQLQuerying, filter: RejectFilter, _ body: (RejectedLineCount) throws -> Void) throws {
        let sql: SQL = """
            SELECT r.reason AS reason, s.path AS file, count(*) AS lines
            FROM rejected_lines AS r JOIN sources AS s ON s.source_id = r.source_id
            \(whereClause(filter)) GROUP BY r.reason, s.path \
            ORDER BY \(SQL.construct(.bytewise("r.reason"))), \(SQL.construct(.bytewise("s.path"))) \(limit(filter))
            """
        try db.eachRow(sql) { row in
            try body(RejectedLineCount(reason: text(row, 0), file: text(row, 1), lines: row.int64(2)))
        }
    }

    /// `WHERE` and the filter's conditions over `rejected_lines AS r JOIN sources AS s`, or
    /// nothing.
    private static func whereClause(_ filter: RejectFilter) -> SQL {
        var conditions: [SQL] = []
        if !filter.reasons.isEmpty { conditions.append("r.reason IN (\(SQL.list(filter.reasons.map { .text($0.rawValue) })))") }
        if !filter.paths.isEmpty { conditions.append("s.path IN (\(SQL.list(filter.paths.map { .text($0) })))") }
        return conditions.isEmpty ? "" : "WHERE \(SQL.joined(conditions, separator: " AND "))"
    }

    /// `LIMIT n`, or nothing.
    private static func limit(_ filter: RejectFilter) -> SQL {
        filter.limit.map { "LIMIT \(verbatim: String($0))" } ?? ""
    }

    /// A text column, or a blob column's bytes decoded as UTF-8 (PostgreSQL's `bytea`).
    private static func text(_ row: any SQLRow, _ index: Int) -> String {
        switch row.value(index) {
        case .blob(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .text(let text): return text
        case let other: return other.description
        }
    }
}
