import AuthInterface
import AuthPorts
import Foundation
import GRDB
import Storage

/// ``AccessTokenStore`` in SQLite: the `accessToken` table, hashes only.
public struct SQLiteAccessTokenStore: AccessTokenStore {
    private let database: DatabaseProvider

    /// Creates the store on `database`, whose migrations must include ``migrations`` after
    /// ``SQLiteProfileRepository/migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The tokens' table; a profile's tokens go with it.
    public static let migrations = [
        DatabaseMigration("auth.v2.tokens") { db in
            try db.create(table: "accessToken") { table in
                table.primaryKey("hash", .blob)
                table.column("profileID", .text).notNull().references("profile", onDelete: .cascade)
                table.column("expiresAt", .datetime).notNull()
            }
        },
    ]

    /// Stores the token, and forgets tokens that have expired by now, so the table holds only
    /// live ones.
    public func store(hash: Data, for profile: Profile.ID, expiresAt: Date, now: Date) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM accessToken WHERE expiresAt <= ?", arguments: [now])
            try db.execute(sql: "INSERT INTO accessToken (hash, profileID, expiresAt) VALUES (?, ?, ?)", arguments: [hash, profile.uuidString, expiresAt])
        }
    }

    public func liveToken(forHash hash: Data, now: Date) throws -> StoredAccessToken? {
        let row = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT profileID, expiresAt FROM accessToken WHERE hash = ? AND expiresAt > ?", arguments: [hash, now])
        }
        guard let row, let id = UUID(uuidString: row["profileID"]), let expiresAt: Date = row["expiresAt"] else { return nil }
        return StoredAccessToken(profileID: id, expiresAt: expiresAt)
    }

    public func revoke(hash: Data) throws {
        try database.write { db in try db.execute(sql: "DELETE FROM accessToken WHERE hash = ?", arguments: [hash]) }
    }
}
