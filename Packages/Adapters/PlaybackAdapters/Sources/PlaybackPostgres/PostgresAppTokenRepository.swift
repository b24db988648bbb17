import Foundation
import PlaybackInterface
import PlaybackPorts
import PostgresNIO
import PostgresStorage

/// ``AppTokenRepository`` in PostgreSQL, the same table as SQLite's.
public struct PostgresAppTokenRepository: AppTokenRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Playback feature's schema, the apps' and the playbacks'.
    public static let migrations = [
        PostgresMigration("playback.v1", [
            """
            CREATE TABLE playback_app (
                hash bytea PRIMARY KEY, profile_id uuid NOT NULL, name text NOT NULL, scopes text NOT NULL,
                created_at timestamptz NOT NULL, last_used_at timestamptz, UNIQUE (profile_id, name)
            )
            """,
        ]),
        PostgresPlaybackProgressRepository.migration,
    ]

    public func apps(of profile: UUID) async throws -> [AppToken] {
        let rows = try await database.client.query(
            "SELECT name, scopes, created_at, last_used_at FROM playback_app WHERE profile_id = \(profile) ORDER BY name COLLATE \"C\"",
            logger: database.logger
        )
        var apps: [AppToken] = []
        for try await (name, scopes, created, used) in rows.decode((String, String, Date, Date?).self) {
            apps.append(AppToken(name: name, scopes: AppScopesColumn.scopes(scopes), createdAt: created, lastUsedAt: used))
        }
        return apps
    }

    public func insert(_ token: StoredAppToken) async throws {
        let rows = try await database.client.query(
            """
            INSERT INTO playback_app (hash, profile_id, name, scopes, created_at)
            VALUES (\(token.hash), \(token.profile), \(token.app.name), \(AppScopesColumn.text(token.app.scopes)), \(token.app.createdAt))
            ON CONFLICT (profile_id, name) DO NOTHING RETURNING 1
            """,
            logger: database.logger
        )
        var inserted = 0
        for try await _ in rows { inserted += 1 }
        guard inserted == 1 else { throw PlaybackError.nameTaken(token.app.name) }
    }

    public func delete(named name: String, of profile: UUID) async throws -> Bool {
        let rows = try await database.client.query(
            "DELETE FROM playback_app WHERE profile_id = \(profile) AND name = \(name) RETURNING 1", logger: database.logger
        )
        var deleted = 0
        for try await _ in rows { deleted += 1 }
        return deleted > 0
    }

    public func token(hashed hash: Data) async throws -> StoredAppToken? {
        let rows = try await database.client.query(
            "SELECT profile_id, name, scopes, created_at, last_used_at FROM playback_app WHERE hash = \(hash)", logger: database.logger
        )
        for try await (profile, name, scopes, created, used) in rows.decode((UUID, String, String, Date, Date?).self) {
            let app = AppToken(name: name, scopes: AppScopesColumn.scopes(scopes), createdAt: created, lastUsedAt: used)
            return StoredAppToken(app: app, profile: profile, hash: hash)
        }
        return nil
    }

    public func markUsed(hashed hash: Data, at date: Date) async throws {
        try await database.client.query("UPDATE playback_app SET last_used_at = \(date) WHERE hash = \(hash)", logger: database.logger)
    }
}
