import FSTelStorage
import CSQLite

/// What the query module needs from a connection beyond ``Database``: one statement
/// exactly (for user-supplied SQL).
extension Database {
    /// Compiles `sql`, which must hold exactly one statement: text after it other than
    /// white space and comments is refused (so `SELECT 1; DROP TABLE x` never runs its
    /// second half), and so is text without any statement.
    func makeSingleStatement(sql: String) throws(SQLiteError) -> Statement {
        var trailing: String?
        var empty = false
        let code: Int32 = sql.withCString { start -> Int32 in
            var statement: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(handle, start, -1, &statement, &tail)
            if code != SQLITE_OK { return code }
            if statement == nil { empty = true }
            sqlite3_finalize(statement)
            // Whatever follows must compile to nothing (white space and comments only).
            while let rest = tail, rest.pointee != 0 {
                var next: OpaquePointer?
                var nextTail: UnsafePointer<CChar>?
                let restCode = sqlite3_prepare_v2(handle, rest, -1, &next, &nextTail)
                if restCode != SQLITE_OK || next != nil {
                    sqlite3_finalize(next)
                    trailing = String(cString: rest)
                    break
                }
                tail = nextTail
                if nextTail == rest { break }
            }
            return SQLITE_OK
        }
        if code != SQLITE_OK { throw lastError(code: code, sql: sql) }
        if empty {
            throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "no SQL statement given", sql: sql)
        }
        if let trailing {
            var shown = trailing.trimmingWhiteSpace()
            if shown.count > 60 { shown = String(shown.prefix(60)) + "..." }
            throw SQLiteError(
                extendedCode: SQLITE_MISUSE,
                message: "only one statement may be run; found more after the first: `\(shown)`", sql: nil)
        }
        return try makeStatement(sql: sql)
    }
}

extension String {
    fileprivate func trimmingWhiteSpace() -> String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
