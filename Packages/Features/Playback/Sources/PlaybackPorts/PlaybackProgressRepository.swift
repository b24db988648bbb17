import Foundation
import PlaybackInterface

/// Where each profile's playbacks are kept, one per player and item: SQLite and PostgreSQL in
/// PlaybackAdapters, memory in PlaybackTesting. PlaybackTesting's
/// ``PlaybackProgressRepositoryContract`` says what each must do.
public protocol PlaybackProgressRepository: Sendable {
    /// The playback of the item named `key` on `player`, or `nil`.
    func playback(of profile: UUID, player: String, key: String) async throws -> PlaybackProgress?
    /// Keeps `progress` in place of the playback of its item on its player.
    func save(_ progress: PlaybackProgress, for profile: UUID) async throws
    /// The playbacks not watched and past the start, newest first.
    func inProgress(of profile: UUID) async throws -> [PlaybackProgress]
}

/// Records an item watched in the profile's history, matched by the webhooks' rules.
public protocol ViewingRecording: Sendable {
    /// Records `item` as played at `date` on `player`; `playback` names the playback, so that
    /// recording it twice records it once. Answers what was recorded, or why nothing was, in a
    /// person's words.
    func record(_ item: PlayedItem, at date: Date, playback: String, player: String, for profile: UUID) async throws -> String
}
