import Foundation
import GRDB
import PlaybackInterface
import PlaybackPorts
import Storage

/// ``PlaybackProgressRepository`` in SQLite: one row a profile, player and item, the item as
/// JSON (``PlayedItemColumn``) beside the key that names it.
public struct SQLitePlaybackProgressRepository: PlaybackProgressRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include
    /// ``SQLiteAppTokenRepository/migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The playbacks' table, after the apps'.
    static let migration = DatabaseMigration("playback.v2.progress") { db in
        try db.create(table: "playback_progress") { table in
            table.column("profile_id", .text).notNull()
            table.column("player", .text).notNull()
            table.column("item_key", .text).notNull()
            table.column("item", .text).notNull()
            table.column("position", .double).notNull()
            table.column("duration", .double)
            table.column("percent", .double).notNull()
            table.column("state", .text).notNull()
            table.column("watched", .boolean).notNull()
            table.column("updated_at", .datetime).notNull()
            table.primaryKey(["profile_id", "player", "item_key"])
        }
        try db.create(index: "playback_progress_by_time", on: "playback_progress", columns: ["profile_id", "updated_at"])
    }

    public func playback(of profile: UUID, player: String, key: String) throws -> PlaybackProgress? {
        try database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT * FROM playback_progress WHERE profile_id = ? AND player = ? AND item_key = ?",
                arguments: [profile.uuidString, player, key]
            ).flatMap(Self.progress)
        }
    }

    public func save(_ progress: PlaybackProgress, for profile: UUID) throws {
        let item = try PlayedItemColumn.text(progress.item)
        try database.write { db in
            try db.execute(
                sql: """
                INSERT INTO playback_progress (profile_id, player, item_key, item, position, duration, percent, state, watched, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (profile_id, player, item_key) DO UPDATE SET item = excluded.item, position = excluded.position,
                    duration = excluded.duration, percent = excluded.percent, state = excluded.state, watched = excluded.watched,
                    updated_at = excluded.updated_at
                """,
                arguments: [
                    profile.uuidString, progress.player, progress.item.key, item, progress.position, progress.duration, progress.percent,
                    progress.state.rawValue, progress.watched, progress.updatedAt,
                ]
            )
        }
    }

    public func inProgress(of profile: UUID) throws -> [PlaybackProgress] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM playback_progress WHERE profile_id = ? AND NOT watched AND position > 0 ORDER BY updated_at DESC",
                arguments: [profile.uuidString]
            ).compactMap(Self.progress)
        }
    }

    private static func progress(_ row: Row) -> PlaybackProgress? {
        guard let item = PlayedItemColumn.item(row["item"]), let state = PlaybackProgress.State(rawValue: row["state"]) else { return nil }
        return PlaybackProgress(
            item: item, player: row["player"], position: row["position"], duration: row["duration"], percent: row["percent"], state: state,
            watched: row["watched"], updatedAt: row["updated_at"]
        )
    }
}
