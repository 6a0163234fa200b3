/// The exit statuses of `fstel`, documented in the README.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked (rejected lines are data, not errors).
    case success = 0
    /// An unexpected error.
    case failure = 1
    /// `fstel nightly`: one or more regressions were flagged.
    case regressions = 3
    /// Wrong command-line usage (sysexits EX_USAGE).
    case usage = 64
    /// `--strict` and some lines were rejected (EX_DATAERR).
    case rejectedLines = 65
    /// An input file could not be read, in whole or in part (EX_NOINPUT).
    case unreadableInput = 66
    /// The store could not be written: disk full or I/O error (EX_IOERR).
    case storeIOError = 74
    /// The store stayed locked by another process past the busy timeout (EX_TEMPFAIL).
    case storeBusy = 75
    /// The file is not a fstel store, is damaged, or has a schema this binary does not
    /// know (a newer fstel, or an altered migration) (EX_CONFIG).
    case incompatibleStore = 78
}
