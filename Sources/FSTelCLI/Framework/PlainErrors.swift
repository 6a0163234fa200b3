import FSTelStore

/// SQLite's and PostgreSQL's failures in the words of this tool.
enum PlainErrors {
    static func describe(_ error: SQLiteError) -> String {
        if error.isCannotOpen {
            return "cannot open the store: \(error.message.replacingOccurrences(of: "unable to open database file", with: "no such directory, or permission denied"))"
        }
        if error.isBusy {
            return "the store is locked by another writer (waited 30 s): \(error.message)"
        }
        return error.description
    }

    /// A connection failure says so with the URL (its password hidden); any other error
    /// shows the server's message, detail and hint, and the statement.
    static func describe(_ error: PostgresError) -> String {
        if error.isConnectionFailure && error.sql == nil { return error.message }
        var text = error.description
        if let hint = error.hint { text += "\nhint: \(hint)" }
        return text
    }
}
