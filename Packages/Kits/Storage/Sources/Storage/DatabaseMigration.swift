import GRDB

/// One schema change that a feature's SQLite adapter brings. Identifiers are namespaced by
/// feature (`movies.v1`) so features can add migrations without coordinating.
public struct DatabaseMigration: Sendable {
    /// A unique, stable name; never rename one that has shipped.
    public let identifier: String
    /// Applies the change inside a transaction.
    public let migrate: @Sendable (Database) throws -> Void

    /// Creates a migration.
    public init(_ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void) {
        self.identifier = identifier
        self.migrate = migrate
    }
}
