import FSTelSQLite
import FSTelStorage

extension StoreCopy {
    /// The SQLite store a copy reads, opened by its path.
    package struct Source {
        /// The store.
        let store: Store

        /// Opens the SQLite store at `path` (``StoreAccess/write`` applies its pending migrations).
        package init(path: String, access: StoreAccess) throws {
            store = try Store(path: path, access: access)
        }

        /// The store's schema version.
        package func schemaVersion() throws -> Int { try store.schemaVersion() }
    }

    /// ``run(source:sourcePath:to:chunkRows:sourceHost:merge:lockWaitMilliseconds:now:progress:)``
    /// from an opened ``Source``.
    package static func run(
        source: Source, sourcePath: String, to url: String, chunkRows: Int? = nil, sourceHost: String? = nil,
        merge: Bool = false, progress: ((Progress) -> Void)? = nil
    ) throws -> Report {
        try run(
            source: source.store, sourcePath: sourcePath, to: url, chunkRows: chunkRows, sourceHost: sourceHost, merge: merge,
            progress: progress)
    }
}
