import Foundation
import GRDB
import PlaybackInterface
import PlaybackPorts
import Storage

/// ``PlaybackRepository`` in SQLite: each profile's items, numbered per profile.
public struct SQLitePlaybackRepository: PlaybackRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Playback feature's schema. Its identifiers start with the feature's name, so the
    /// app's schema (every feature's migrations in one file) keeps them apart.
    public static let migrations = [
        DatabaseMigration("playback.v1") { db in
            try db.create(table: "playback_item") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("profile_id", .text).notNull()
                table.column("text", .text).notNull()
            }
            try db.create(index: "playback_item_by_profile", on: "playback_item", columns: ["profile_id", "id"])
        },
    ]

    public func items(for profile: UUID) throws -> [PlaybackItem] {
        try database.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM playback_item WHERE profile_id = ? ORDER BY id", arguments: [profile.uuidString])
                .enumerated().map { PlaybackItem(number: $0.offset + 1, text: $0.element) }
        }
    }

    public func append(_ text: String, for profile: UUID) throws -> PlaybackItem {
        try database.write { db in
            try db.execute(sql: "INSERT INTO playback_item (profile_id, text) VALUES (?, ?)", arguments: [profile.uuidString, text])
            let number = try Int.fetchOne(db, sql: "SELECT count(*) FROM playback_item WHERE profile_id = ?", arguments: [profile.uuidString]) ?? 1
            return PlaybackItem(number: number, text: text)
        }
    }
}
