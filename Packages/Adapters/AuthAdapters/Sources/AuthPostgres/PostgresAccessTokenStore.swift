import AuthInterface
import AuthPorts
import Foundation
import PostgresNIO
import PostgresStorage

/// ``AccessTokenStore`` in PostgreSQL: the `access_token` table, hashes only. A profile's
/// tokens go with it.
public struct PostgresAccessTokenStore: AccessTokenStore {
    private let database: PostgresPool

    /// Creates the store on `database`, whose migrations must include
    /// ``PostgresProfileRepository/migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    static let migration = PostgresMigration("auth.v2.tokens", [
        """
        CREATE TABLE access_token (
            hash bytea PRIMARY KEY, profile_id uuid NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
            expires_at timestamptz NOT NULL)
        """,
        "CREATE INDEX access_token_by_expiry ON access_token (expires_at)",
    ])

    /// Stores the token and forgets those expired by `now`, in one transaction, so the table
    /// holds only live tokens.
    public func store(hash: Data, for profile: Profile.ID, expiresAt: Date, now: Date) async throws {
        try await database.client.withTransaction(logger: database.logger) { connection in
            try await connection.query("DELETE FROM access_token WHERE expires_at <= \(now)", logger: database.logger)
            try await connection.query(
                "INSERT INTO access_token (hash, profile_id, expires_at) VALUES (\(hash), \(profile), \(expiresAt))",
                logger: database.logger
            )
        }
    }

    public func liveToken(forHash hash: Data, now: Date) async throws -> StoredAccessToken? {
        let rows = try await database.client.query(
            "SELECT profile_id, expires_at FROM access_token WHERE hash = \(hash) AND expires_at > \(now)", logger: database.logger
        )
        for try await (id, expiresAt) in rows.decode((UUID, Date).self) { return StoredAccessToken(profileID: id, expiresAt: expiresAt) }
        return nil
    }

    public func revoke(hash: Data) async throws {
        try await database.client.query("DELETE FROM access_token WHERE hash = \(hash)", logger: database.logger)
    }
}
