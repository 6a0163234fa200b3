import FSTelStore

/// One `--sort` key: a result column, ascending unless written `-name` or `name:desc`.
public struct SortKey: Sendable, Equatable {
    /// The result column to order by (`failure_rate`).
    public var column: String
    /// True for the largest first.
    public var descending: Bool

    /// Orders by `column`, ascending unless `descending`.
    public init(column: String, descending: Bool = false) {
        self.column = column
        self.descending = descending
    }

    /// `failure_rate`, `-failure_rate`, `failure_rate:desc` or `failure_rate:asc`.
    package init(parsing text: String) {
        var name = Substring(text)
        var descending = false
        if name.hasPrefix("-") {
            descending = true
            name = name.dropFirst()
        } else if name.hasPrefix("+") {
            name = name.dropFirst()
        }
        if name.hasSuffix(":desc") {
            descending = true
            name = name.dropLast(5)
        } else if name.hasSuffix(":asc") {
            name = name.dropLast(4)
        }
        self.init(column: String(name), descending: descending)
    }
}

/// What every report is asked: group by `dimensions`, count the transitions that pass
/// `filter`, mark groups with fewer than `minAttempts` attempts as insufficient, and
/// order rows by `sort` (then by the dimensions).
public struct ReportRequest: Sendable, Equatable {
    /// What to group by, in order; none gives one row for everything.
    public var dimensions: [Dimension]
    /// Which transitions count.
    public var filter: ReportFilter
    /// Groups with fewer attempts (exits for `restore`, durations for `durations`) are
    /// flagged `insufficient` and never ranked; nil adds no such column.
    public var minAttempts: Int?
    /// Result columns to order by, before the default order (the dimensions).
    public var sort: [SortKey]
    /// Let the report answer from the summaries ingest keeps (`transition_rollup`,
    /// `failure_rollup`, `restore_rollup`, `duration_sketch`) when they can answer; false
    /// (`--exact`) forces the scan of `transitions`: the same counts without pruned days,
    /// and exact duration percentiles.
    public var useRollup = true

    /// A request grouped by `dimensions`.
    public init(dimensions: [Dimension] = [], filter: ReportFilter = ReportFilter(), minAttempts: Int? = nil, sort: [SortKey] = []) {
        self.dimensions = dimensions
        self.filter = filter
        self.minAttempts = minAttempts
        self.sort = sort
    }

    /// The same request grouped by `names` (`--by strategy,os_major`).
    package init(by names: [String], filter: ReportFilter = ReportFilter(), minAttempts: Int? = nil, sort: [SortKey] = []) throws(ReportRequestError) {
        self.init(dimensions: try Dimension.parse(names), filter: filter, minAttempts: minAttempts, sort: sort)
    }
}

// MARK: - Shared machinery

/// Builds the one grouped query of a report over `transitions AS t` (joined to
/// `sessions AS s` only when a dimension or filter needs it).
enum GroupedQuery {
    /// `SELECT <dimensions>, <metrics> FROM ... WHERE <conditions> GROUP BY <dimensions>`.
    static func sql(
        dimensions: [Dimension], filter: ReportFilter, select metrics: [SQL],
        conditions extra: [SQL] = [], groupExtra: [SQL] = []
    ) -> SQL {
        let conditions = extra + filter.conditions()
        let selected = dimensions.map { dimension -> SQL in "\(dimension.expression) AS \(quoted: dimension.name)" } + groupExtra + metrics
        let grouped = dimensions.map(\.expression) + groupExtra
        var sql: SQL = "SELECT \(SQL.joined(selected, separator: ", "))\nFROM transitions AS t\(joins(dimensions, filter))"
        if !conditions.isEmpty { sql += "\nWHERE \(SQL.joined(conditions, separator: "\n  AND "))" }
        if !grouped.isEmpty { sql += "\nGROUP BY \(SQL.joined(grouped, separator: ", "))" }
        return sql
    }

    /// The join of `sessions AS s`, when a dimension or the filter reads it; else nothing.
    static func joins(_ dimensions: [Dimension], _ filter: ReportFilter) -> SQL {
        dimensions.contains(where: \.needsSessions) || filter.needsSessions ? .construct(.sessionsJoin) : ""
    }

    /// The rows of a grouped query whose columns after the dimensions are all counts:
    /// each row's group (with device names) and its counts (0 for NULL).
    static func counts(_ db: any SQLQuerying, _ request: ReportRequest, _ sql: SQL) throws -> [(ReportGroup, [Int])] {
        let names = try DeviceNames.load(db)
        let k = request.dimensions.count
        return try db.select(sql).map { row in
            (ReportGroup(request.dimensions, row[0..<k], names: names), row[k...].map { Int($0.int64 ?? 0) })
        }
    }
}

/// The readable names of device models (the `device_names` table).
enum DeviceNames {
    static func load(_ db: any SQLQuerying) throws -> [String: String] {
        var names: [String: String] = [:]
        for row in try db.select("SELECT model, name FROM device_names") {
            if let model = row[0].string, let name = row[1].string { names[model] = name }
        }
        return names
    }
}

/// The result columns of the dimensions: their names, with `device_name` right after
/// `device_model`.
func dimensionColumns(_ dimensions: [Dimension]) -> [ResultColumn] {
    var columns: [ResultColumn] = []
    for dimension in dimensions {
        columns.append(ResultColumn(dimension.name, missingText: "(none)"))
        if dimension.name == "device_model" { columns.append(ResultColumn("device_name", missingText: "(none)")) }
    }
    return columns
}

/// A report's columns: the dimensions, `metrics`, and `insufficient` when the request
/// gives `minAttempts`.
func reportColumns(_ request: ReportRequest, _ metrics: [ResultColumn]) -> [ResultColumn] {
    var columns = dimensionColumns(request.dimensions) + metrics
    if request.minAttempts != nil { columns.append(ResultColumn("insufficient", style: .flag("insufficient"))) }
    return columns
}

/// The `insufficient` cell when the request gives `minAttempts`, else nothing.
func insufficientCell(_ request: ReportRequest, _ insufficient: Bool) -> [DatabaseValue] {
    request.minAttempts == nil ? [] : [.integer(insufficient ? 1 : 0)]
}

/// Ascending keys on the dimension columns: the default order of every report.
func dimensionSortKeys(_ dimensions: [Dimension]) -> [SortKey] {
    dimensionColumns(dimensions).map { SortKey(column: $0.name) }
}

/// Orders report rows: rows whose `insufficient` column is 1 go last (unranked, in
/// dimension order); the others by the `--sort` keys, then by `tieBreak` columns.
/// Values compare naturally: numbers by value, text by its digit runs as numbers
/// (`17.9` before `17.10`), NULL last.
func orderRows(_ table: inout ResultTable, sort: [SortKey], tieBreak: [SortKey]) throws(ReportRequestError) {
    let order = try orderedIndices(table, sort: sort, tieBreak: tieBreak)
    table.rows = order.map { table.rows[$0] }
}

/// Typed rows and their table, both in the order of ``orderRows(_:sort:tieBreak:)``.
func ordered<Row>(
    _ rows: [Row], columns: [ResultColumn], cells: (Row) -> [DatabaseValue], sort: [SortKey], tieBreak: [SortKey]
) throws(ReportRequestError) -> (rows: [Row], table: ResultTable) {
    var table = ResultTable(columns: columns)
    table.rows = rows.map(cells)
    let order = try orderedIndices(table, sort: sort, tieBreak: tieBreak)
    table.rows = order.map { table.rows[$0] }
    return (order.map { rows[$0] }, table)
}

/// The row indices of `table` in report order (see ``orderRows(_:sort:tieBreak:)``).
func orderedIndices(_ table: ResultTable, sort: [SortKey], tieBreak: [SortKey]) throws(ReportRequestError) -> [Int] {
    let names = table.columns.map(\.name)
    func index(_ key: SortKey) throws(ReportRequestError) -> (Int, Bool) {
        guard let i = names.firstIndex(of: key.column) else { throw .unknownSortColumn(key.column, known: names) }
        return (i, key.descending)
    }
    var keys: [(Int, Bool)] = []
    for key in sort { keys.append(try index(key)) }
    var ties: [(Int, Bool)] = []
    for key in tieBreak { ties.append(try index(key)) }
    let flag = names.firstIndex(of: "insufficient")
    let rows = table.rows
    func isInsufficient(_ i: Int) -> Bool { flag.map { rows[i][$0] == .integer(1) } ?? false }
    func less(_ a: Int, _ b: Int, _ keys: [(Int, Bool)]) -> Bool {
        for (i, descending) in keys {
            let order = naturalCompare(rows[a][i], rows[b][i])
            if order != 0 { return descending ? order > 0 : order < 0 }
        }
        return a < b
    }
    let sufficient = rows.indices.filter { !isInsufficient($0) }
    let insufficient = rows.indices.filter(isInsufficient)
    return sufficient.sorted { less($0, $1, keys + ties) } + insufficient.sorted { less($0, $1, ties) }
}

/// -1, 0 or 1. NULL sorts after everything; numbers before text; text by natural order.
func naturalCompare(_ a: DatabaseValue, _ b: DatabaseValue) -> Int {
    switch (a, b) {
    case (.null, .null): return 0
    case (.null, _): return 1
    case (_, .null): return -1
    default: break
    }
    if let x = a.double, let y = b.double { return x < y ? -1 : (x > y ? 1 : 0) }
    if a.double != nil { return -1 }
    if b.double != nil { return 1 }
    return naturalCompare(a.description, b.description)
}

/// Compares text with runs of ASCII digits taken as numbers: `17.9` < `17.10`,
/// `iPhone9,1` < `iPhone12,1`.
package func naturalCompare(_ a: String, _ b: String) -> Int {
    var i = a.utf8.makeIterator(), j = b.utf8.makeIterator()
    var x = i.next(), y = j.next()
    func isDigit(_ c: UInt8?) -> Bool { c.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    while let cx = x, let cy = y {
        if isDigit(cx) && isDigit(cy) {
            var nx: [UInt8] = [], ny: [UInt8] = []
            while isDigit(x) { nx.append(x!); x = i.next() }
            while isDigit(y) { ny.append(y!); y = j.next() }
            while nx.count > 1 && nx.first == 0x30 { nx.removeFirst() }
            while ny.count > 1 && ny.first == 0x30 { ny.removeFirst() }
            if nx.count != ny.count { return nx.count < ny.count ? -1 : 1 }
            for (dx, dy) in zip(nx, ny) where dx != dy { return dx < dy ? -1 : 1 }
            continue
        }
        if cx != cy { return cx < cy ? -1 : 1 }
        x = i.next()
        y = j.next()
    }
    if x == nil && y == nil { return 0 }
    return x == nil ? -1 : 1
}

/// A row's dimension values as a dictionary key.
struct GroupKey: Hashable {
    let values: [DatabaseValue]

    static func == (a: GroupKey, b: GroupKey) -> Bool { a.values == b.values }

    func hash(into hasher: inout Hasher) {
        for value in values {
            switch value {
            case .null: hasher.combine(0)
            case .integer(let v): hasher.combine(1); hasher.combine(v)
            case .real(let v): hasher.combine(2); hasher.combine(v)
            case .text(let v): hasher.combine(3); hasher.combine(v)
            case .blob(let v): hasher.combine(4); hasher.combine(v)
            }
        }
    }
}

extension DatabaseValue {
    init(_ value: Double?) { self = value.map(DatabaseValue.real) ?? .null }
    init(_ value: Int) { self = .integer(Int64(value)) }
}
