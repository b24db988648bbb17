import AuthInterface
import AuthPorts
import Foundation
import GRDB
import Storage

/// ``HouseholdStore`` in SQLite: the owner (one row at most), the disabled profiles and the
/// invitations, each going with its profile.
public struct SQLiteHouseholdStore: HouseholdStore {
    private let database: DatabaseProvider

    /// Creates the store on `database`, whose migrations must include ``migrations`` after
    /// ``SQLiteProfileRepository/migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The household's tables. A server that had profiles before has its oldest as its owner,
    /// so no visitor becomes it.
    public static let migrations = [
        DatabaseMigration("auth.v3.household") { db in
            try db.execute(sql: """
                CREATE TABLE householdOwner (
                    slot INTEGER PRIMARY KEY CHECK (slot = 1),
                    profileID TEXT NOT NULL REFERENCES profile(id) ON DELETE CASCADE
                );
                CREATE TABLE disabledProfile (profileID TEXT PRIMARY KEY REFERENCES profile(id) ON DELETE CASCADE);
                CREATE TABLE passwordReset (profileID TEXT PRIMARY KEY REFERENCES profile(id) ON DELETE CASCADE);
                CREATE TABLE invitation (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    hash BLOB NOT NULL UNIQUE,
                    createdAt DOUBLE NOT NULL,
                    expiresAt DOUBLE NOT NULL,
                    usedBy TEXT,
                    revoked INTEGER NOT NULL DEFAULT 0
                );
                INSERT INTO householdOwner (slot, profileID) SELECT 1, id FROM profile ORDER BY createdAt, name LIMIT 1;
                """)
        },
    ]

    public func owner() throws -> Profile.ID? {
        try database.read { db in try String.fetchOne(db, sql: "SELECT profileID FROM householdOwner") }.flatMap(UUID.init(uuidString:))
    }

    public func claimOwnership(for profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO householdOwner (slot, profileID) VALUES (1, ?)", arguments: [profile.uuidString])
            return try String.fetchOne(db, sql: "SELECT profileID FROM householdOwner") == profile.uuidString
        }
    }

    public func isDisabled(_ profile: Profile.ID) throws -> Bool {
        try has(profile, in: .disabledProfile)
    }

    public func setDisabled(_ profile: Profile.ID, _ disabled: Bool) throws {
        try set(profile, in: .disabledProfile, disabled)
    }

    public func mustChoosePassword(_ profile: Profile.ID) throws -> Bool {
        try has(profile, in: .passwordReset)
    }

    public func setMustChoosePassword(_ profile: Profile.ID, _ must: Bool) throws {
        try set(profile, in: .passwordReset, must)
    }

    /// The tables that hold a profile or not: a standing that is on or off.
    private enum Standing: String {
        case disabledProfile, passwordReset
    }

    private func has(_ profile: Profile.ID, in table: Standing) throws -> Bool {
        try database.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.rawValue) WHERE profileID = ?)", arguments: [profile.uuidString]) ?? false
        }
    }

    private func set(_ profile: Profile.ID, in table: Standing, _ on: Bool) throws {
        try database.write { db in
            try db.execute(
                sql: on ? "INSERT OR IGNORE INTO \(table.rawValue) (profileID) VALUES (?)" : "DELETE FROM \(table.rawValue) WHERE profileID = ?",
                arguments: [profile.uuidString]
            )
        }
    }

    public func isLockedOut(_ profile: Profile.ID) throws -> Bool {
        try database.read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM disabledProfile WHERE profileID = ?1) OR EXISTS (SELECT 1 FROM passwordReset WHERE profileID = ?1)
                """, arguments: [profile.uuidString]) ?? false
        }
    }

    public func members() throws -> [HouseholdMember] {
        try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.id, p.name, o.profileID IS NOT NULL AS owner, d.profileID IS NOT NULL AS disabled
                FROM profile p LEFT JOIN householdOwner o ON o.profileID = p.id LEFT JOIN disabledProfile d ON d.profileID = p.id
                ORDER BY p.name
                """)
        }.compactMap { row in
            UUID(uuidString: row["id"]).map { HouseholdMember(profile: Profile(id: $0, name: row["name"]), isOwner: row["owner"], isDisabled: row["disabled"]) }
        }
    }

    public func addInvitation(hash: Data, createdAt: Date, expiresAt: Date) throws -> Invitation {
        let id = try database.write { db -> Int64 in
            try db.execute(
                sql: "INSERT INTO invitation (hash, createdAt, expiresAt) VALUES (?, ?, ?)",
                arguments: [hash, createdAt.timeIntervalSince1970, expiresAt.timeIntervalSince1970]
            )
            return db.lastInsertedRowID
        }
        return Invitation(id: Int(id), createdAt: createdAt, expiresAt: expiresAt, usedBy: nil, isRevoked: false)
    }

    public func useInvitation(hash: Data, by name: String, at now: Date) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: "UPDATE invitation SET usedBy = ? WHERE hash = ? AND usedBy IS NULL AND revoked = 0 AND expiresAt > ?",
                arguments: [name, hash, now.timeIntervalSince1970]
            )
            return db.changesCount == 1
        }
    }

    public func releaseInvitation(hash: Data) throws {
        try database.write { db in try db.execute(sql: "UPDATE invitation SET usedBy = NULL WHERE hash = ?", arguments: [hash]) }
    }

    public func invitations() throws -> [Invitation] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, createdAt, expiresAt, usedBy, revoked FROM invitation ORDER BY id DESC")
        }.map { row in
            Invitation(
                id: row["id"], createdAt: Date(timeIntervalSince1970: row["createdAt"]), expiresAt: Date(timeIntervalSince1970: row["expiresAt"]),
                usedBy: row["usedBy"], isRevoked: row["revoked"]
            )
        }
    }

    public func revokeInvitation(_ id: Int) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "UPDATE invitation SET revoked = 1 WHERE id = ? AND usedBy IS NULL AND revoked = 0", arguments: [id])
            return db.changesCount == 1
        }
    }
}
