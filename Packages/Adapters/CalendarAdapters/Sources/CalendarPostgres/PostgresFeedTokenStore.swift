import CalendarPorts
import Foundation
import PostgresNIO
import PostgresStorage

/// ``FeedTokenStore`` in PostgreSQL, the same table as SQLite's: servers sharing the database
/// answer each other's feeds, and a token rotated on one stops on all.
public struct PostgresFeedTokenStore: FeedTokenStore {
    private let database: PostgresPool

    /// Creates the store on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The feed tokens' table; moments as seconds since 1970, as in SQLite.
    public static let migrations = [
        PostgresMigration("calendar.v2.feed-tokens", [
            "CREATE TABLE calendar_feed (profile_id text PRIMARY KEY, token text NOT NULL UNIQUE, created_at double precision NOT NULL)",
        ]),
    ]

    public func token(of profile: UUID, orKeeping token: String, at date: Date) async throws -> FeedToken {
        let id = profile.uuidString, made = date.timeIntervalSince1970
        try await database.client.query(
            "INSERT INTO calendar_feed (profile_id, token, created_at) VALUES (\(id), \(token), \(made)) ON CONFLICT (profile_id) DO NOTHING",
            logger: database.logger
        )
        let rows = try await database.client.query("SELECT token, created_at FROM calendar_feed WHERE profile_id = \(id)", logger: database.logger)
        return try await Self.first(rows, of: profile)
    }

    public func replaceToken(of profile: UUID, with token: String, at date: Date) async throws -> FeedToken {
        let id = profile.uuidString, made = date.timeIntervalSince1970
        let rows = try await database.client.query(
            """
            INSERT INTO calendar_feed (profile_id, token, created_at) VALUES (\(id), \(token), \(made))
            ON CONFLICT (profile_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at
            RETURNING token, created_at
            """,
            logger: database.logger
        )
        return try await Self.first(rows, of: profile)
    }

    public func profilesWithFeeds() async throws -> [UUID] {
        var profiles: [UUID] = []
        for try await (id) in try await database.client.query("SELECT profile_id FROM calendar_feed", logger: database.logger).decode(String.self) {
            if let profile = UUID(uuidString: id) { profiles.append(profile) }
        }
        return profiles
    }

    public func profile(holding token: String) async throws -> UUID? {
        let rows = try await database.client.query("SELECT profile_id FROM calendar_feed WHERE token = \(token)", logger: database.logger)
        for try await (id) in rows.decode(String.self) {
            return UUID(uuidString: id)
        }
        return nil
    }

    /// The token in the first of `rows`, which the statement before wrote.
    private static func first(_ rows: PostgresRowSequence, of profile: UUID) async throws -> FeedToken {
        for try await (token, created) in rows.decode((String, Double).self) {
            return FeedToken(token: token, createdAt: Date(timeIntervalSince1970: created))
        }
        throw FeedTokenMissing(profile: profile)
    }
}

/// The feed token just written for a profile was not read back: the database changed under it.
struct FeedTokenMissing: Error, CustomStringConvertible {
    let profile: UUID
    var description: String { "the feed token just written for profile \(profile) could not be read back; try again" }
}
