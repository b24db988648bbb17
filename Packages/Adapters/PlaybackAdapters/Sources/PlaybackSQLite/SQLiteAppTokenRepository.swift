import AuthInterface
import Foundation
import GRDB
import PlaybackInterface
import PlaybackPorts
import Storage

/// ``AppTokenRepository`` in SQLite: each profile's apps, their tokens' hashes only.
public struct SQLiteAppTokenRepository: AppTokenRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Playback feature's schema, the apps' and the playbacks'. Its identifiers start with
    /// the feature's name, so the app's schema (every feature's migrations in one file) keeps
    /// them apart.
    public static let migrations = [
        DatabaseMigration("playback.v1") { db in
            try db.create(table: "playback_app") { table in
                table.primaryKey("hash", .blob)
                table.column("profile_id", .text).notNull()
                table.column("name", .text).notNull()
                table.column("scopes", .text).notNull()
                table.column("created_at", .datetime).notNull()
                table.column("last_used_at", .datetime)
                table.uniqueKey(["profile_id", "name"])
            }
        },
        SQLitePlaybackProgressRepository.migration,
    ]

    public func apps(of profile: UUID) throws -> [AppToken] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM playback_app WHERE profile_id = ? ORDER BY name", arguments: [profile.uuidString]).map(Self.app)
        }
    }

    public func insert(_ token: StoredAppToken) throws {
        let inserted = try database.write { db in
            try db.execute(
                sql: """
                INSERT INTO playback_app (hash, profile_id, name, scopes, created_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (profile_id, name) DO NOTHING
                """,
                arguments: [token.hash, token.profile.uuidString, token.app.name, AppScopesColumn.text(token.app.scopes), token.app.createdAt]
            )
            return db.changesCount == 1
        }
        guard inserted else { throw PlaybackError.nameTaken(token.app.name) }
    }

    public func delete(named name: String, of profile: UUID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM playback_app WHERE profile_id = ? AND name = ?", arguments: [profile.uuidString, name])
            return db.changesCount > 0
        }
    }

    public func token(hashed hash: Data) throws -> StoredAppToken? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM playback_app WHERE hash = ?", arguments: [hash]),
                  let profile = UUID(uuidString: row["profile_id"]) else { return nil }
            return StoredAppToken(app: Self.app(row), profile: profile, hash: hash)
        }
    }

    public func markUsed(hashed hash: Data, at date: Date) throws {
        try database.write { db in
            try db.execute(sql: "UPDATE playback_app SET last_used_at = ? WHERE hash = ?", arguments: [date, hash])
        }
    }

    private static func app(_ row: Row) -> AppToken {
        AppToken(name: row["name"], scopes: AppScopesColumn.scopes(row["scopes"]), createdAt: row["created_at"], lastUsedAt: row["last_used_at"])
    }
}
