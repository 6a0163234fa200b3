import FSTelStorage

extension SQLiteError: StoreFailure {
    package var failureKind: StoreFailureKind {
        if isBusy { return .busy }
        if isNotADatabase { return .notAStore }
        if isFull || isReadOnly || isIOError || isCannotOpen { return .cannotWrite }
        return .other
    }

    /// A file that cannot be opened and a store locked by another writer say so in plain words.
    package var plainDescription: String {
        if isCannotOpen {
            return "cannot open the store: \(message.replacingOccurrences(of: "unable to open database file", with: "no such directory, or permission denied"))"
        }
        if isBusy {
            return "the store is locked by another writer (waited 30 s): \(message)"
        }
        return description
    }

    package var ingestFailureSummary: String {
        if isFull { return "the store is full" }
        if isIOError || isReadOnly { return "the store could not be written (disk full, file-size limit or I/O error)" }
        return "the store failed"
    }
}
