import FSTelStorage

extension PostgresError: StoreFailure {
    /// A server that cannot be reached; a full disk or a system error; a statement or lock
    /// wait past its time limit, or a transaction conflict.
    package var failureKind: StoreFailureKind {
        if isConnectionFailure { return .unreachable }
        if isInsufficientResources || isSystemError { return .cannotWrite }
        if isQueryCanceled || isLockNotAvailable || isTransactionConflict { return .busy }
        return .other
    }

    /// A connection failure says so with the URL (its password hidden); any other error
    /// shows the server's message, detail and hint, and the statement.
    package var plainDescription: String {
        if isConnectionFailure && sql == nil { return message }
        var text = description
        if let hint { text += "\nhint: \(hint)" }
        return text
    }

    package var ingestFailureSummary: String {
        if isInsufficientResources || isSystemError {
            return "the server could not write the store (out of disk or memory, or an I/O error)"
        }
        if isConnectionFailure, let node = unreachableClusterNode {
            return "a node of the cluster (\(node)) could not be reached"
        }
        if isConnectionFailure { return "the connection to the server was lost" }
        return "the store failed"
    }

    /// A deadlock (40P01) or serialization failure (40001): the server rolled the
    /// transaction back, and running it again may succeed. On Citus two ingesters whose
    /// batches update the same sessions on several workers meet in a distributed deadlock,
    /// which Citus ends by cancelling one of them.
    package var isTransientConflict: Bool { isTransactionConflict }
}
