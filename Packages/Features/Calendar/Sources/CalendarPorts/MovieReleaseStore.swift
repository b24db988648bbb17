import Foundation
import WatchlistInterface

/// Where the release dates last fetched are kept, for every profile alike: SQLite and
/// PostgreSQL in CalendarAdapters, memory in CalendarTesting, whose
/// ``MovieReleaseStoreContract`` says what each must do.
public protocol MovieReleaseStore: Sendable {
    /// What is known of each film in `ids`: those never looked up are missing.
    func filmLookups(of ids: [String]) async throws -> [String: MovieLookup]
    /// Keeps the film `id` as the source knows it, or that it does not (nil), fetched at
    /// `date`, replacing what was kept of it.
    func keep(_ film: SourceMovie?, for id: String, at date: Date) async throws
}

/// What was learnt the last time a film was looked up.
public struct MovieLookup: Hashable, Sendable {
    /// The film at the source; nil when the source did not know it.
    public let film: SourceMovie?
    /// When it was looked up.
    public let fetchedAt: Date

    /// Creates a lookup.
    public init(film: SourceMovie?, fetchedAt: Date) {
        self.film = film
        self.fetchedAt = fetchedAt
    }
}
