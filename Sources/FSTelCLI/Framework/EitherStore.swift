import FSTelQuery
import FSTelStore

/// A store opened by a command written once for both backends (`report`, `nightly`,
/// `backfill`, `prune`, `rejects`): an SQLite file or a PostgreSQL database.
enum EitherStore {
    case sqlite(Store)
    case postgresql(PostgresStore)

    /// The connection the query module reads through.
    var connection: any SQLQuerying {
        switch self {
        case .sqlite(let store): return store.database
        case .postgresql(let store): return store.connection
        }
    }
}

extension StoreOptions {
    /// Opens the store at `--db`, whichever its backend, without creating one: a path with
    /// no file is a ``MissingStoreError`` (exit 66), a PostgreSQL database without a store
    /// is refused (exit 66) and left alone. For `.write`, pending migrations are applied, as
    /// when an SQLite store is opened for writing.
    func openEither(_ console: Console, access: Store.Access) throws -> EitherStore {
        switch location(console) {
        case .sqlite(let path):
            return .sqlite(try Self.open(path: path, access: access, creating: false))
        case .postgresql(let url):
            do {
                return .postgresql(try Self.openPostgres(url: url, access: .read))
            } catch StoreCompatibilityError.needsMigration where access == .write {
                return .postgresql(try Self.openPostgres(url: url, access: .write))
            }
        }
    }
}
