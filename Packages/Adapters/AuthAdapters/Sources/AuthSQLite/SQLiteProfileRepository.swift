import AuthInterface
import AuthPorts
import Foundation
import GRDB
import Storage

/// ``ProfileRepository`` and ``SessionStore`` in SQLite, through the Storage kit.
/// The session lives in the database, next to the profiles it refers to.
public struct SQLiteProfileRepository: ProfileRepository, SessionStore {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Auth feature's schema.
    public static let migrations = [
        DatabaseMigration("auth.v1") { db in
            try db.create(table: "profile") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull().unique()
                table.column("passwordHash", .text).notNull()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "authSession") { table in
                table.primaryKey("slot", .integer).check { $0 == 1 }
                table.column("profileID", .text).notNull().references("profile", onDelete: .cascade)
                table.column("startedAt", .datetime).notNull()
            }
        },
    ]

    public func create(_ credentials: StoredCredentials) throws {
        let created = try database.write { db -> Bool in
            let taken = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM profile WHERE name = ?)", arguments: [credentials.profile.name]) ?? false
            guard !taken else { return false }
            try db.execute(
                sql: "INSERT INTO profile (id, name, passwordHash, createdAt) VALUES (?, ?, ?, ?)",
                arguments: [credentials.profile.id.uuidString, credentials.profile.name, credentials.passwordHash, Date()]
            )
            return true
        }
        guard created else { throw AuthError.nameTaken(credentials.profile.name) }
    }

    public func credentials(named name: String) throws -> StoredCredentials? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT id, name, passwordHash FROM profile WHERE name = ?", arguments: [name])
        }.flatMap { row in
            Self.profile(row).map { StoredCredentials(profile: $0, passwordHash: row["passwordHash"]) }
        }
    }

    public func profile(id: Profile.ID) throws -> Profile? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT id, name FROM profile WHERE id = ?", arguments: [id.uuidString])
        }.flatMap(Self.profile)
    }

    public func replacePasswordHash(of profile: Profile.ID, with hash: String) throws {
        try database.write { db in
            try db.execute(sql: "UPDATE profile SET passwordHash = ? WHERE id = ?", arguments: [hash, profile.uuidString])
        }
    }

    public func currentProfileID() throws -> Profile.ID? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT profileID FROM authSession WHERE slot = 1")
        }.flatMap(UUID.init(uuidString:))
    }

    public func begin(for id: Profile.ID) throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO authSession (slot, profileID, startedAt) VALUES (1, ?, ?)",
                arguments: [id.uuidString, Date()]
            )
        }
    }

    public func end() throws {
        try database.write { db in try db.execute(sql: "DELETE FROM authSession") }
    }

    private static func profile(_ row: Row) -> Profile? {
        guard let id = UUID(uuidString: row["id"]) else { return nil }
        return Profile(id: id, name: row["name"])
    }
}
