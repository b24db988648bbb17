import Foundation
import PlaybackInterface

/// Where each profile's items are kept: SQLite and PostgreSQL in PlaybackAdapters, memory in
/// PlaybackTesting. PlaybackTesting's ``PlaybackRepositoryContract`` says what each must do.
/// Profiles never see each other's items.
public protocol PlaybackRepository: Sendable {
    /// The profile's items, oldest first, numbered from 1.
    func items(for profile: UUID) async throws -> [PlaybackItem]
    /// Keeps `text` after the profile's other items and returns it as an item, numbered.
    func append(_ text: String, for profile: UUID) async throws -> PlaybackItem
}
