import AuthInterface
import AuthPorts
import Foundation
import PostgresNIO
import PostgresStorage

/// ``HouseholdStore`` in PostgreSQL: the owner (one row at most), the disabled profiles and
/// the invitations, each going with its profile. Several servers on one database agree: the
/// owner's row and an invitation's use are each decided by one statement.
public struct PostgresHouseholdStore: HouseholdStore {
    private let database: PostgresPool

    /// Creates the store on `database`, whose migrations must include
    /// ``PostgresProfileRepository/migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The household's tables; a server that had profiles before has its oldest as its owner.
    static let migration = PostgresMigration("auth.v3.household", [
        """
        CREATE TABLE household_owner (
            slot integer PRIMARY KEY CHECK (slot = 1), profile_id uuid NOT NULL REFERENCES profile (id) ON DELETE CASCADE)
        """,
        "CREATE TABLE disabled_profile (profile_id uuid PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE)",
        "CREATE TABLE password_reset (profile_id uuid PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE)",
        """
        CREATE TABLE invitation (
            id bigserial PRIMARY KEY, hash bytea NOT NULL UNIQUE, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL,
            used_by text, revoked boolean NOT NULL DEFAULT false)
        """,
        "INSERT INTO household_owner (slot, profile_id) SELECT 1, id FROM profile ORDER BY created_at, name LIMIT 1",
    ])

    public func owner() async throws -> Profile.ID? {
        let rows = try await database.client.query("SELECT profile_id FROM household_owner", logger: database.logger)
        for try await id in rows.decode(UUID.self) { return id }
        return nil
    }

    public func claimOwnership(for profile: Profile.ID) async throws -> Bool {
        try await database.client.query(
            "INSERT INTO household_owner (slot, profile_id) VALUES (1, \(profile)) ON CONFLICT (slot) DO NOTHING", logger: database.logger
        )
        return try await owner() == profile
    }

    public func isDisabled(_ profile: Profile.ID) async throws -> Bool {
        try await has(profile, in: .disabledProfile)
    }

    public func setDisabled(_ profile: Profile.ID, _ disabled: Bool) async throws {
        try await set(profile, in: .disabledProfile, disabled)
    }

    public func mustChoosePassword(_ profile: Profile.ID) async throws -> Bool {
        try await has(profile, in: .passwordReset)
    }

    public func setMustChoosePassword(_ profile: Profile.ID, _ must: Bool) async throws {
        try await set(profile, in: .passwordReset, must)
    }

    /// The tables that hold a profile or not: a standing that is on or off. Their names are
    /// this type's, never a request's.
    private enum Standing: String {
        case disabledProfile = "disabled_profile", passwordReset = "password_reset"
    }

    private func has(_ profile: Profile.ID, in table: Standing) async throws -> Bool {
        var query = PostgresQuery(unsafeSQL: "SELECT 1 FROM \(table.rawValue) WHERE profile_id = $1")
        query.binds.append(profile)
        for try await _ in try await database.client.query(query, logger: database.logger).decode(Int.self) { return true }
        return false
    }

    private func set(_ profile: Profile.ID, in table: Standing, _ on: Bool) async throws {
        var query = PostgresQuery(unsafeSQL: on
            ? "INSERT INTO \(table.rawValue) (profile_id) VALUES ($1) ON CONFLICT DO NOTHING"
            : "DELETE FROM \(table.rawValue) WHERE profile_id = $1")
        query.binds.append(profile)
        try await database.client.query(query, logger: database.logger)
    }

    public func isLockedOut(_ profile: Profile.ID) async throws -> Bool {
        let rows = try await database.client.query("""
            SELECT EXISTS (SELECT 1 FROM disabled_profile WHERE profile_id = \(profile))
                OR EXISTS (SELECT 1 FROM password_reset WHERE profile_id = \(profile))
            """, logger: database.logger)
        for try await locked in rows.decode(Bool.self) { return locked }
        return false
    }

    public func members() async throws -> [HouseholdMember] {
        let rows = try await database.client.query("""
            SELECT p.id, p.name, o.profile_id IS NOT NULL, d.profile_id IS NOT NULL
            FROM profile p LEFT JOIN household_owner o ON o.profile_id = p.id LEFT JOIN disabled_profile d ON d.profile_id = p.id
            ORDER BY p.name
            """, logger: database.logger)
        var members: [HouseholdMember] = []
        for try await (id, name, owner, disabled) in rows.decode((UUID, String, Bool, Bool).self) {
            members.append(HouseholdMember(profile: Profile(id: id, name: name), isOwner: owner, isDisabled: disabled))
        }
        return members
    }

    public func addInvitation(hash: Data, createdAt: Date, expiresAt: Date) async throws -> Invitation {
        let rows = try await database.client.query(
            "INSERT INTO invitation (hash, created_at, expires_at) VALUES (\(hash), \(createdAt), \(expiresAt)) RETURNING id", logger: database.logger
        )
        for try await id in rows.decode(Int.self) {
            return Invitation(id: id, createdAt: createdAt, expiresAt: expiresAt, usedBy: nil, isRevoked: false)
        }
        throw PostgresHouseholdStoreError.noRow
    }

    public func useInvitation(hash: Data, by name: String, at now: Date) async throws -> Bool {
        let rows = try await database.client.query("""
            UPDATE invitation SET used_by = \(name) WHERE hash = \(hash) AND used_by IS NULL AND NOT revoked AND expires_at > \(now) RETURNING 1
            """, logger: database.logger)
        return try await rows.decode(Int.self).reduce(0, +) == 1
    }

    public func releaseInvitation(hash: Data) async throws {
        try await database.client.query("UPDATE invitation SET used_by = NULL WHERE hash = \(hash)", logger: database.logger)
    }

    public func invitations() async throws -> [Invitation] {
        let rows = try await database.client.query(
            "SELECT id, created_at, expires_at, used_by, revoked FROM invitation ORDER BY id DESC", logger: database.logger
        )
        var invitations: [Invitation] = []
        for try await (id, createdAt, expiresAt, usedBy, revoked) in rows.decode((Int, Date, Date, String?, Bool).self) {
            invitations.append(Invitation(id: id, createdAt: createdAt, expiresAt: expiresAt, usedBy: usedBy, isRevoked: revoked))
        }
        return invitations
    }

    public func revokeInvitation(_ id: Int) async throws -> Bool {
        let rows = try await database.client.query(
            "UPDATE invitation SET revoked = true WHERE id = \(id) AND used_by IS NULL AND NOT revoked RETURNING 1", logger: database.logger
        )
        return try await rows.decode(Int.self).reduce(0, +) == 1
    }
}

/// Why an invitation could not be kept.
enum PostgresHouseholdStoreError: Error, CustomStringConvertible {
    /// The insert gave back no number.
    case noRow

    var description: String { "PostgreSQL stored the invitation but gave back no number; see the server's log" }
}
