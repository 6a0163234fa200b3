/// The exit statuses of `fstel`: the README's table and the man page are this list.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked (rejected lines are data, not errors).
    case success = 0
    /// An unexpected error.
    case failure = 1
    /// `fstel nightly`: one or more regressions were flagged.
    case regressions = 3
    /// Wrong command-line usage (sysexits EX_USAGE).
    case usage = 64
    /// Data refused (EX_DATAERR): `ingest --strict` with rejected lines; a statement that
    /// `fstel sql` cannot run (not valid SQL, several statements, or one that would write).
    case rejectedLines = 65
    /// An input could not be read, in whole or in part (EX_NOINPUT): a log file, `sql
    /// --file`, or a store that does not exist.
    case unreadableInput = 66
    /// The PostgreSQL server lacks what the command needs (`maintain --distribute`: Citus,
    /// a reachable worker) (EX_UNAVAILABLE); nothing was done.
    case serviceUnavailable = 69
    /// An output file (`--out`) could not be written (EX_CANTCREAT).
    case cannotCreateOutput = 73
    /// The store could not be written: disk full or I/O error (EX_IOERR).
    case storeIOError = 74
    /// The store stayed locked by another process past the busy timeout; on PostgreSQL, a
    /// statement ran past its time limit (EX_TEMPFAIL).
    case storeBusy = 75
    /// Not permitted (EX_NOPERM): a command that writes an SQLite store was run by a user
    /// who may not write it (nothing was opened or created); `fstel sql` on PostgreSQL: the
    /// role is a superuser or may read the server's files, and `--allow-superuser` was not
    /// given (nothing was run).
    case notPermitted = 77
    /// The file (or PostgreSQL schema) is not a fstel store, is damaged, or has a schema
    /// this binary does not know (a newer fstel, or an altered migration) (EX_CONFIG).
    case incompatibleStore = 78
    /// `fstel sql`: the query needed more memory than `--max-memory` allows.
    case queryOverMemoryLimit = 79
    /// A PostgreSQL store has migrations this binary carries but the store has not applied,
    /// and the command was not asked to apply them (`--migrate`, or `fstel migrate`).
    case storeNeedsMigration = 80
    /// `ingest` stopped by SIGINT: what it read is committed (128 + 2).
    case interruptedBySIGINT = 130
    /// `ingest` stopped by SIGTERM: what it read is committed (128 + 15).
    case interruptedBySIGTERM = 143

    /// A statement given to `fstel sql` was refused.
    public static let badStatement = ExitCode.rejectedLines

    /// What the status means, for the man page and the README.
    public var meaning: String {
        switch self {
        case .success: return "success (rejected lines are data, not errors)"
        case .failure: return "unexpected error"
        case .regressions: return "fstel nightly: regressions flagged; fstel report compare: a group got worse"
        case .usage: return "usage error (unknown subcommand or option, missing argument, bad value); the usage line is printed"
        case .rejectedLines:
            return "data refused: ingest --strict and some lines were rejected; fstel sql: the statement is not valid SQL, is more than one statement, would write, or calls a function that is not allowed"
        case .unreadableInput:
            return "an input could not be read: a log file or directory (in whole or in part; the other files were ingested), sql --file, a report compare cohort that matches nothing stored, or the store (no store at the path: ingest first; a PostgreSQL server that cannot be reached or refuses the login)"
        case .cannotCreateOutput: return "an output file (--out) could not be written"
        case .storeIOError:
            return "the store could not be written (disk full, I/O error, no such directory); what was committed stays, and the next ingest resumes from it"
        case .serviceUnavailable:
            return "the PostgreSQL server lacks what the command needs (maintain --distribute: Citus, a reachable worker); nothing was done"
        case .storeBusy:
            return "the store stayed locked by another writer past the 30 s busy timeout; fstel sql: the query ran past --timeout (wall-clock time, SQLite or PostgreSQL); on PostgreSQL, a lock wait timed out; fstel prune: readers kept its full write-ahead log from being emptied past --wait-for-readers (run it again to go on)"
        case .queryOverMemoryLimit:
            return "fstel sql: the query needed more memory than --max-memory (default 256M) allows, or made a value larger than a quarter of it; it was cancelled"
        case .incompatibleStore: return "the file (or PostgreSQL schema) is not a fstel store, is damaged, or was written by a newer fstel"
        case .notPermitted:
            return "not permitted: a command that writes an SQLite store was run by a user who may read it but not write it (nothing was opened or created; run it as the store's owner, named in the message); fstel sql on PostgreSQL: the role is a superuser or may read the server's files (pg_read_server_files); use a read-only role, or give --allow-superuser"
        case .storeNeedsMigration:
            return "a PostgreSQL store needs migrations this fstel carries (named in the message); shared stores are migrated only when asked: run fstel migrate (as the store's owner), or give the command --migrate"
        case .interruptedBySIGINT: return "fstel ingest stopped by SIGINT (Ctrl-C): what it read is committed; run it again to go on"
        case .interruptedBySIGTERM: return "fstel ingest stopped by SIGTERM: what it read is committed; run it again to go on"
        }
    }
}
