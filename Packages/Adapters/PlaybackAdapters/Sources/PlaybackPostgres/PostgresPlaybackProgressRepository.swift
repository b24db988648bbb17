import Foundation
import PlaybackInterface
import PlaybackPorts
import PostgresNIO
import PostgresStorage

/// ``PlaybackProgressRepository`` in PostgreSQL, the same table as SQLite's.
public struct PostgresPlaybackProgressRepository: PlaybackProgressRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include
    /// ``PostgresAppTokenRepository/migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The playbacks' table, after the apps'.
    static let migration = PostgresMigration("playback.v2.progress", [
        """
        CREATE TABLE playback_progress (
            profile_id uuid NOT NULL, player text NOT NULL, item_key text NOT NULL, item text NOT NULL,
            position double precision NOT NULL, duration double precision, percent double precision NOT NULL, state text NOT NULL,
            watched boolean NOT NULL, updated_at timestamptz NOT NULL, PRIMARY KEY (profile_id, player, item_key)
        )
        """,
        "CREATE INDEX playback_progress_by_time ON playback_progress (profile_id, updated_at)",
    ])

    private static let columns = "item, player, position, duration, percent, state, watched, updated_at"

    public func playback(of profile: UUID, player: String, key: String) async throws -> PlaybackProgress? {
        try await rows(
            "SELECT \(unescaped: Self.columns) FROM playback_progress WHERE profile_id = \(profile) AND player = \(player) AND item_key = \(key)"
        ).first
    }

    public func save(_ progress: PlaybackProgress, for profile: UUID) async throws {
        let item = try PlayedItemColumn.text(progress.item)
        try await database.client.query(
            """
            INSERT INTO playback_progress (profile_id, player, item_key, item, position, duration, percent, state, watched, updated_at)
            VALUES (\(profile), \(progress.player), \(progress.item.key), \(item), \(progress.position), \(progress.duration), \(progress.percent),
                \(progress.state.rawValue), \(progress.watched), \(progress.updatedAt))
            ON CONFLICT (profile_id, player, item_key) DO UPDATE SET item = excluded.item, position = excluded.position,
                duration = excluded.duration, percent = excluded.percent, state = excluded.state, watched = excluded.watched,
                updated_at = excluded.updated_at
            """,
            logger: database.logger
        )
    }

    public func inProgress(of profile: UUID) async throws -> [PlaybackProgress] {
        try await rows(
            """
            SELECT \(unescaped: Self.columns) FROM playback_progress
            WHERE profile_id = \(profile) AND NOT watched AND position > 0 ORDER BY updated_at DESC
            """
        )
    }

    private func rows(_ query: PostgresQuery) async throws -> [PlaybackProgress] {
        let rows = try await database.client.query(query, logger: database.logger)
        var found: [PlaybackProgress] = []
        for try await (text, player, position, duration, percent, state, watched, updated) in rows.decode(
            (String, String, Double, Double?, Double, String, Bool, Date).self
        ) {
            guard let item = PlayedItemColumn.item(text), let state = PlaybackProgress.State(rawValue: state) else { continue }
            found.append(PlaybackProgress(
                item: item, player: player, position: position, duration: duration, percent: percent, state: state, watched: watched, updatedAt: updated
            ))
        }
        return found
    }
}
