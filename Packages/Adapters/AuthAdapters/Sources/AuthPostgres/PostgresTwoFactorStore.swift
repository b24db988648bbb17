import AuthInterface
import AuthPorts
import Foundation
import PostgresNIO
import PostgresStorage

/// ``TwoFactorStore`` in PostgreSQL: one row a profile with a secret, its recovery codes
/// beside it. Several servers on one database agree: a step's use and a recovery code's are
/// each decided by one statement.
public struct PostgresTwoFactorStore: TwoFactorStore {
    private let database: PostgresPool

    /// Creates the store on `database`, whose migrations must include
    /// ``PostgresProfileRepository/migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The tables of two-factor log-in.
    static let migration = PostgresMigration("auth.v4.two_factor", [
        """
        CREATE TABLE two_factor (
            profile_id uuid PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE, secret text NOT NULL,
            is_on boolean NOT NULL DEFAULT false, last_step bigint)
        """,
        """
        CREATE TABLE recovery_code (
            profile_id uuid NOT NULL REFERENCES two_factor (profile_id) ON DELETE CASCADE, hash bytea NOT NULL,
            PRIMARY KEY (profile_id, hash))
        """,
    ])

    public func secret(of profile: Profile.ID) async throws -> StoredTwoFactor? {
        let rows = try await database.client.query(
            "SELECT secret, is_on, last_step FROM two_factor WHERE profile_id = \(profile)", logger: database.logger
        )
        for try await (secret, isOn, lastStep) in rows.decode((String, Bool, Int64?).self) {
            return StoredTwoFactor(secret: secret, isOn: isOn, lastStep: lastStep)
        }
        return nil
    }

    public func begin(_ profile: Profile.ID, secret: String) async throws -> Bool {
        try await changed("""
            INSERT INTO two_factor (profile_id, secret) VALUES (\(profile), \(secret))
            ON CONFLICT (profile_id) DO UPDATE SET secret = excluded.secret WHERE NOT two_factor.is_on RETURNING 1
            """)
    }

    public func confirm(_ profile: Profile.ID, step: Int64, recoveryCodes: [Data]) async throws -> Bool {
        try await database.client.withTransaction(logger: database.logger) { connection in
            let rows = try await connection.query(
                "UPDATE two_factor SET is_on = true, last_step = \(step) WHERE profile_id = \(profile) AND NOT is_on RETURNING 1",
                logger: database.logger
            )
            guard try await rows.decode(Int.self).reduce(0, +) == 1 else { return false }
            for hash in recoveryCodes {
                try await connection.query(
                    "INSERT INTO recovery_code (profile_id, hash) VALUES (\(profile), \(hash)) ON CONFLICT DO NOTHING", logger: database.logger
                )
            }
            return true
        }
    }

    public func use(step: Int64, by profile: Profile.ID) async throws -> Bool {
        try await changed("""
            UPDATE two_factor SET last_step = \(step) WHERE profile_id = \(profile) AND is_on AND (last_step IS NULL OR last_step < \(step)) RETURNING 1
            """)
    }

    public func useRecoveryCode(_ hash: Data, by profile: Profile.ID) async throws -> Bool {
        try await changed("DELETE FROM recovery_code WHERE profile_id = \(profile) AND hash = \(hash) RETURNING 1")
    }

    public func recoveryCodesLeft(for profile: Profile.ID) async throws -> Int {
        let rows = try await database.client.query("SELECT count(*)::int FROM recovery_code WHERE profile_id = \(profile)", logger: database.logger)
        for try await count in rows.decode(Int.self) { return count }
        return 0
    }

    public func remove(_ profile: Profile.ID) async throws {
        try await database.client.query("DELETE FROM two_factor WHERE profile_id = \(profile)", logger: database.logger)
    }

    /// Whether the statement, which returns 1 a row it changed, changed one.
    private func changed(_ query: PostgresQuery) async throws -> Bool {
        try await database.client.query(query, logger: database.logger).decode(Int.self).reduce(0, +) == 1
    }
}
