/// A value read from or bound to SQLite.
public enum DatabaseValue: Equatable, Sendable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let v): return String(v)
        case .real(let v): return String(v)
        case .text(let v): return v
        case .blob(let v): return "<\(v.count) bytes>"
        }
    }

    public var int64: Int64? {
        switch self {
        case .integer(let v): return v
        case .real(let v): return Int64(exactly: v)
        default: return nil
        }
    }

    public var double: Double? {
        switch self {
        case .integer(let v): return Double(v)
        case .real(let v): return v
        default: return nil
        }
    }

    public var string: String? {
        if case .text(let v) = self { return v }
        return nil
    }

    public var isNull: Bool { self == .null }
}

/// Something that binds to one SQL parameter.
public protocol DatabaseValueConvertible {
    var databaseValue: DatabaseValue { get }
}

extension DatabaseValue: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self }
}
extension Int: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
}
extension Int64: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self) }
}
extension Double: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .real(self) }
}
extension String: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .text(self) }
}
extension Bool: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
}
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
}
