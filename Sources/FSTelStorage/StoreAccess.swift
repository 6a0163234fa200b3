/// How a store is opened.
public enum StoreAccess: Sendable {
    /// Create the store if needed and apply pending migrations.
    case write
    /// Open an existing, fully migrated store without writing to it.
    case read
}
