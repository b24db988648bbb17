import Foundation
import PostgresNIO
import PostgresStorage
import PlaybackInterface
import PlaybackPorts

/// ``PlaybackRepository`` in PostgreSQL, the same table as SQLite's.
public struct PostgresPlaybackRepository: PlaybackRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Playback feature's schema.
    public static let migrations = [
        PostgresMigration("playback.v1", [
            "CREATE TABLE playback_item (id bigserial PRIMARY KEY, profile_id uuid NOT NULL, text text NOT NULL)",
            "CREATE INDEX playback_item_by_profile ON playback_item (profile_id, id)",
        ]),
    ]

    public func items(for profile: UUID) async throws -> [PlaybackItem] {
        let rows = try await database.client.query("SELECT text FROM playback_item WHERE profile_id = \(profile) ORDER BY id", logger: database.logger)
        var items: [PlaybackItem] = []
        for try await text in rows.decode(String.self) {
            items.append(PlaybackItem(number: items.count + 1, text: text))
        }
        return items
    }

    /// Numbers the item in the same transaction that keeps it, with the profile's writes one
    /// after another, so two at once never get one number.
    public func append(_ text: String, for profile: UUID) async throws -> PlaybackItem {
        try await database.transaction(locking: "playback:\(profile)") { connection in
            try await connection.query("INSERT INTO playback_item (profile_id, text) VALUES (\(profile), \(text))", logger: database.logger)
            let rows = try await connection.query("SELECT count(*) FROM playback_item WHERE profile_id = \(profile)", logger: database.logger)
            return PlaybackItem(number: try await rows.decode(Int.self).reduce(0, +), text: text)
        }
    }
}
