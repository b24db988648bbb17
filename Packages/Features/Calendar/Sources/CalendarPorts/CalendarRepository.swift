import Foundation
import CalendarInterface

/// Where each profile's items are kept: SQLite and PostgreSQL in CalendarAdapters, memory in
/// CalendarTesting. CalendarTesting's ``CalendarRepositoryContract`` says what each must do.
/// Profiles never see each other's items.
public protocol CalendarRepository: Sendable {
    /// The profile's items, oldest first, numbered from 1.
    func items(for profile: UUID) async throws -> [CalendarItem]
    /// Keeps `text` after the profile's other items and returns it as an item, numbered.
    func append(_ text: String, for profile: UUID) async throws -> CalendarItem
}
