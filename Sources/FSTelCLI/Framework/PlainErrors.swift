import FSTelStore

/// SQLite's failures in the words of this tool.
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
}
