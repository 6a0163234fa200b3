import FSTelStorage
import FSTelStore
import FSTelSQLite
import FSTelPostgreSQL

extension StoreCopy {
    /// Why a copy's ends cannot be used: a copy goes from an SQLite store to a PostgreSQL one.
    package enum EndpointError: Error, Equatable, Sendable {
        /// The source is a PostgreSQL URL (shown without its password), not an SQLite path.
        case sourceIsNotSQLite(String)
        /// The target is not a PostgreSQL URL (as given).
        case targetIsNotPostgreSQL(String)
    }

    /// Checks that `from` names an SQLite store (a path) and `to` a PostgreSQL one (a
    /// `postgresql://` or `postgres://` URL), before anything is opened.
    package static func checkEndpoints(from: String, to: String) throws(EndpointError) {
        if case .postgresql = StoreLocation(from) { throw .sourceIsNotSQLite(PostgresURL.redacted(from)) }
        if case .sqlite = StoreLocation(to) { throw .targetIsNotPostgreSQL(to) }
    }
}
