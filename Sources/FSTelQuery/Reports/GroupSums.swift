import FSTelStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls `body` with each row of `sql`, rendered for the store's dialect, as it is read.
func forEachRow(_ db: any SQLQuerying, _ sql: SQL, _ body: (any SQLRow) throws -> Void) throws {
    let (text, arguments) = sql.rendered(for: db.dialect)
    try db.forEachRow(sql: text, arguments: arguments, body)
}

/// Integer columns summed per group of up to four leading columns, as SQLite's `GROUP BY`
/// with `sum()` would: text is matched by its bytes (``ColumnTexts``), integers by value;
/// no value is made or hashed per row beyond a few words.
final class GroupSums {
    /// One group: its values and its sums.
    struct Group {
        var values: [DatabaseValue]
        var counts: [Int]
    }

    /// The most leading columns a group can have here.
    static let maxWidth = 4

    /// A group's columns: for each, a tag (0 NULL, 1 integer, 2 text) and a payload (the
    /// integer, or the text's index in its column's ``ColumnTexts``).
    private struct Key: Hashable {
        var tags: UInt32 = 0
        var a: Int64 = 0, b: Int64 = 0, c: Int64 = 0, d: Int64 = 0

        func hash(into hasher: inout Hasher) {
            var h = UInt64(tags) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ UInt64(bitPattern: a)) &* 0xFF51_AFD7_ED55_8CCD
            h = (h ^ UInt64(bitPattern: b)) &* 0xC4CE_B9FE_1A85_EC53
            h = (h ^ UInt64(bitPattern: c) ^ UInt64(bitPattern: d) << 32 ^ h >> 29) &* 0x9E37_79B9_7F4A_7C15
            hasher.combine(h)
        }
    }

    /// A value this summing cannot group as SQLite would (a real or a blob).
    struct Unsupported: Error {}

    private let width: Int
    private let countColumns: Int
    private let texts: [ColumnTexts]
    @exclusivity(unchecked) private var index: [Key: Int] = [:]
    @exclusivity(unchecked) private var keys: [Key] = []
    @exclusivity(unchecked) private var sums: [Int] = []
    @exclusivity(unchecked) private var last: (key: Key, group: Int)? = nil

    /// Groups of the first `width` (1 to ``maxWidth``) columns of each row, summing the
    /// `counts` integer columns after them.
    init(width: Int, counts: Int) {
        precondition((1...Self.maxWidth).contains(width))
        self.width = width
        self.countColumns = counts
        self.texts = (0..<width).map { _ in ColumnTexts() }
    }

    /// Adds a row: its group's values, then the counts (NULL counts as 0).
    @inline(__always)
    func add<Row: SQLRow>(_ row: Row) throws {
        var key = Key()
        for column in 0..<width {
            let payload: Int64
            let tag: UInt32
            if row.isText(column) {
                (tag, payload) = (2, Int64(texts[column].index(row, column)))
            } else {
                switch row.value(column) {
                case .null: (tag, payload) = (0, 0)
                case .integer(let v): (tag, payload) = (1, v)
                default: throw Unsupported()
                }
            }
            key.tags |= tag << (2 * UInt32(column))
            switch column {
            case 0: key.a = payload
            case 1: key.b = payload
            case 2: key.c = payload
            default: key.d = payload
            }
        }
        let group: Int
        if let last, last.key == key {
            group = last.group
        } else if let known = index[key] {
            group = known
        } else {
            group = keys.count
            keys.append(key)
            sums.append(contentsOf: repeatElement(0, count: countColumns))
            index[key] = group
        }
        last = (key, group)
        for c in 0..<countColumns { sums[group * countColumns + c] += row.int(width + c) }
    }

    /// The groups ordered as SQLite orders its `GROUP BY` output: by each value in turn,
    /// NULL first, then integers, then text by its bytes.
    func inSQLiteOrder() -> [Group] {
        let groups = keys.indices.map { g in
            Group(values: (0..<width).map { value(keys[g], $0) }, counts: Array(sums[g * countColumns..<(g + 1) * countColumns]))
        }
        return groups.sorted { a, b in
            for (x, y) in zip(a.values, b.values) {
                let order = sqliteCompare(x, y)
                if order != 0 { return order < 0 }
            }
            return false
        }
    }

    private func value(_ key: Key, _ column: Int) -> DatabaseValue {
        let payload = column == 0 ? key.a : column == 1 ? key.b : column == 2 ? key.c : key.d
        switch key.tags >> (2 * UInt32(column)) & 3 {
        case 1: return .integer(payload)
        case 2: return .text(texts[column].values[Int(payload)])
        default: return .null
        }
    }
}

/// SQLite's comparison of two values with the BINARY collation: -1, 0 or 1.
func sqliteCompare(_ a: DatabaseValue, _ b: DatabaseValue) -> Int {
    func rank(_ v: DatabaseValue) -> Int {
        switch v {
        case .null: return 0
        case .integer, .real: return 1
        case .text: return 2
        case .blob: return 3
        }
    }
    let (ra, rb) = (rank(a), rank(b))
    if ra != rb { return ra < rb ? -1 : 1 }
    func bytes(_ x: [UInt8], _ y: [UInt8]) -> Int {
        let n = min(x.count, y.count)
        let c = n == 0 ? 0 : x.withUnsafeBytes { px in y.withUnsafeBytes { py in memcmp(px.baseAddress!, py.baseAddress!, n) } }
        if c != 0 { return c < 0 ? -1 : 1 }
        return x.count == y.count ? 0 : (x.count < y.count ? -1 : 1)
    }
    switch (a, b) {
    case (.integer(let x), .integer(let y)): return x == y ? 0 : (x < y ? -1 : 1)
    case (.integer(let x), .real(let y)): return Double(x) == y ? 0 : (Double(x) < y ? -1 : 1)
    case (.real(let x), .integer(let y)): return x == Double(y) ? 0 : (x < Double(y) ? -1 : 1)
    case (.real(let x), .real(let y)): return x == y ? 0 : (x < y ? -1 : 1)
    case (.text(let x), .text(let y)): return bytes(Array(x.utf8), Array(y.utf8))
    case (.blob(let x), .blob(let y)): return bytes(x, y)
    default: return 0
    }
}
