import AuthInterface
import AuthPorts
import Foundation
import PostgresNIO
import PostgresStorage

/// ``ProfileRepository`` in PostgreSQL: the `profile` table, one row a profile, names unique.
///
/// There is no ``SessionStore`` here: a server signs people in with bearer tokens
/// (``PostgresAccessTokenStore``), never with one shared session.
public struct PostgresProfileRepository: ProfileRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Auth feature's schema: profiles, then the tokens of ``PostgresAccessTokenStore`` and
    /// the household of ``PostgresHouseholdStore``.
    public static let migrations = [
        PostgresMigration("auth.v1", [
            """
            CREATE TABLE profile (
                id uuid PRIMARY KEY, name text NOT NULL UNIQUE, password_hash text NOT NULL,
                created_at timestamptz NOT NULL DEFAULT now())
            """,
        ]),
        PostgresAccessTokenStore.migration,
        PostgresHouseholdStore.migration,
        PostgresTwoFactorStore.migration,
    ]

    /// Stores the profile. The unique name decides between two sign-ups of one name at once:
    /// the second finds the row there and is told the name is taken.
    public func create(_ credentials: StoredCredentials) async throws {
        let profile = credentials.profile
        let rows = try await database.client.query("""
            INSERT INTO profile (id, name, password_hash) VALUES (\(profile.id), \(profile.name), \(credentials.passwordHash))
            ON CONFLICT (name) DO NOTHING RETURNING 1
            """, logger: database.logger)
        guard try await rows.decode(Int.self).reduce(0, +) == 1 else { throw AuthError.nameTaken(profile.name) }
    }

    public func credentials(named name: String) async throws -> StoredCredentials? {
        let rows = try await database.client.query(
            "SELECT id, name, password_hash FROM profile WHERE name = \(name)", logger: database.logger
        )
        for try await (id, name, hash) in rows.decode((UUID, String, String).self) {
            return StoredCredentials(profile: Profile(id: id, name: name), passwordHash: hash)
        }
        return nil
    }

    public func replacePasswordHash(of profile: Profile.ID, with hash: String) async throws {
        try await database.client.query("UPDATE profile SET password_hash = \(hash) WHERE id = \(profile)", logger: database.logger)
    }

    public func profile(id: Profile.ID) async throws -> Profile? {
        let rows = try await database.client.query("SELECT id, name FROM profile WHERE id = \(id)", logger: database.logger)
        for try await (id, name) in rows.decode((UUID, String).self) { return Profile(id: id, name: name) }
        return nil
    }
}
