import CalendarPorts
import Foundation
import GRDB
import Storage

/// ``FeedTokenStore`` in SQLite: one row a profile, its token unique so a lookup by it is one
/// index probe.
public struct SQLiteFeedTokenStore: FeedTokenStore {
    private let database: DatabaseProvider

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The feed tokens' table. Moments are seconds since 1970.
    public static let migrations = [
        DatabaseMigration("calendar.v2.feed-tokens") { db in
            try db.execute(sql: """
                CREATE TABLE calendar_feed (
                    profile_id TEXT PRIMARY KEY,
                    token TEXT NOT NULL UNIQUE,
                    created_at DOUBLE NOT NULL
                )
                """)
        },
    ]

    public func token(of profile: UUID, orKeeping token: String, at date: Date) throws -> FeedToken {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO calendar_feed (profile_id, token, created_at) VALUES (?, ?, ?) ON CONFLICT (profile_id) DO NOTHING",
                arguments: [profile.uuidString, token, date.timeIntervalSince1970]
            )
            return try Self.kept(profile, in: db)
        }
    }

    public func replaceToken(of profile: UUID, with token: String, at date: Date) throws -> FeedToken {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO calendar_feed (profile_id, token, created_at) VALUES (?, ?, ?)
                    ON CONFLICT (profile_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at
                    """,
                arguments: [profile.uuidString, token, date.timeIntervalSince1970]
            )
            return try Self.kept(profile, in: db)
        }
    }

    public func profilesWithFeeds() throws -> [UUID] {
        try database.read { db in try String.fetchAll(db, sql: "SELECT profile_id FROM calendar_feed").compactMap(UUID.init(uuidString:)) }
    }

    public func profile(holding token: String) throws -> UUID? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT profile_id FROM calendar_feed WHERE token = ?", arguments: [token]).flatMap(UUID.init(uuidString:))
        }
    }

    /// The row of `profile`, which the statement before wrote.
    private static func kept(_ profile: UUID, in db: Database) throws -> FeedToken {
        guard let row = try Row.fetchOne(db, sql: "SELECT token, created_at FROM calendar_feed WHERE profile_id = ?", arguments: [profile.uuidString]) else {
            throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "the feed token just written for \(profile) is not there")
        }
        return FeedToken(token: row[0], createdAt: Date(timeIntervalSince1970: row[1]))
    }
}
