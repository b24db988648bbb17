/// One schema change that a feature's Postgres module brings, named like its SQLite
/// migrations (`watchlist.v1`) so that features add theirs without coordinating.
public struct PostgresMigration: Sendable, Equatable {
    /// A unique, stable name; never rename one that has shipped.
    public let name: String
    /// The SQL statements, run in order in one transaction.
    public let statements: [String]

    /// Creates a migration.
    public init(_ name: String, _ statements: [String]) {
        self.name = name
        self.statements = statements
    }
}
