#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a driver's failure means to its caller, whichever the backend: the CLI maps it to
/// an exit status, ingest to the words of ``IngestFailure``.
public enum StoreFailureKind: Sendable, Equatable {
    /// The store could not be reached: its server is down, refuses the connection, or the
    /// connection was lost.
    case unreachable
    /// The store could not be written or opened: a full disk, an I/O error, a read-only
    /// file, a file that cannot be opened, or a server out of disk or memory.
    case cannotWrite
    /// Another writer holds the store, or a statement or lock waited past its limit, or a
    /// transaction conflicted with another: running again may succeed.
    case busy
    /// The file or database is not one this driver can use, or its schema or a setting
    /// does not fit what was asked.
    case notAStore
    /// The server lacks what the operation needs (an extension, a reachable node); nothing
    /// was done.
    case unavailable
    /// Anything else (an SQL error, a constraint).
    case other
}

/// An error a store driver throws: the SQLite driver's and the PostgreSQL driver's errors
/// conform, so that code above the drivers classes and words them without naming either.
public protocol StoreFailure: Error, CustomStringConvertible {
    /// What the failure means to the caller.
    var failureKind: StoreFailureKind { get }
    /// The failure as the command line prints it.
    var plainDescription: String { get }
    /// What happened to the store, in a few words, when this failure stopped an ingest
    /// ("the store is full", "the connection to the server was lost").
    var ingestFailureSummary: String { get }
    /// True when the store rolled the transaction back because it conflicted with another
    /// one (a deadlock, a serialization failure) and nothing else went wrong: the same work
    /// run again may succeed. An ingest retries the input from its last commit.
    var isTransientConflict: Bool { get }
}

extension StoreFailure {
    /// False: a driver whose transactions never conflict that way (SQLite's writer waits
    /// for the lock instead) need not say so.
    public var isTransientConflict: Bool { false }
}

/// How work the store rolled back in a conflict with another writer
/// (``StoreFailure/isTransientConflict``) is run again: after a pause of 50 ms doubled per
/// retry up to 1.6 s, less a random part of up to half, so that the writers that
/// conflicted do not meet again at once.
package enum ConflictRetry {
    /// Retries before the failure is the caller's.
    package static let defaultRetries = 5

    /// True when `error` is a store failure that running the same work again may cure.
    package static func isTransient(_ error: any Error) -> Bool {
        if let failure = error as? IngestFailure { return failure.isTransientConflict }
        return (error as? any StoreFailure)?.isTransientConflict ?? false
    }

    /// Sleeps before retry number `retry` (1, 2, ...).
    package static func pause(before retry: Int) {
        let full = 50_000 << min(max(retry - 1, 0), 5)
        usleep(UInt32(full / 2 + Int.random(in: 0...(full / 2))))
    }
}

