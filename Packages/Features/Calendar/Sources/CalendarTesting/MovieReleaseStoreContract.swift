import CalendarPorts
import Foundation
import WatchlistInterface

/// What every ``MovieReleaseStore`` must do, as checks that any test target runs on its own
/// store: CalendarAdapters' contract suite runs them on memory, SQLite and PostgreSQL. Each
/// check takes an empty store and returns what went wrong, nothing when it held.
public enum MovieReleaseStoreContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any MovieReleaseStore) async throws -> [String])] = [
        ("an empty store knows no film", emptyKnowsNothing),
        ("a film comes back as kept, with both days or either", keptComesBack),
        ("keeping a film again replaces what was kept", keepingReplaces),
        ("a film unknown to the source is kept as such", unknownIsKept),
        ("titles with commas, semicolons, quotes and letters beyond ASCII come back exactly", textIsExact),
    ]

    static let fetched = Date(timeIntervalSince1970: 1_790_000_000)
    static let doomsday = SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: CalendarDay(parsing: "2026-12-18"), digital: CalendarDay(parsing: "2027-03-02"))

    static func emptyKnowsNothing(_ store: any MovieReleaseStore) async throws -> [String] {
        try await store.filmLookups(of: ["imdb:tt21357150"]).isEmpty ? [] : ["an empty store has a lookup"]
    }

    static func keptComesBack(_ store: any MovieReleaseStore) async throws -> [String] {
        let cinemaOnly = SourceMovie(id: "7", title: "Only in cinemas", cinema: CalendarDay(parsing: "2027-01-01"), digital: nil)
        try await store.keep(doomsday, for: "imdb:tt21357150", at: fetched)
        try await store.keep(cinemaOnly, for: "tmdb:7", at: fetched.addingTimeInterval(60))
        let lookups = try await store.filmLookups(of: ["imdb:tt21357150", "tmdb:7", "tmdb:8"])
        let expected = [
            "imdb:tt21357150": MovieLookup(film: doomsday, fetchedAt: fetched), "tmdb:7": MovieLookup(film: cinemaOnly, fetchedAt: fetched.addingTimeInterval(60)),
        ]
        return lookups == expected ? [] : ["lookups answered \(lookups)"]
    }

    static func keepingReplaces(_ store: any MovieReleaseStore) async throws -> [String] {
        try await store.keep(doomsday, for: "imdb:tt21357150", at: fetched)
        let moved = SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: CalendarDay(parsing: "2027-05-01"), digital: nil)
        try await store.keep(moved, for: "imdb:tt21357150", at: fetched.addingTimeInterval(3600))
        let lookups = try await store.filmLookups(of: ["imdb:tt21357150"])
        return lookups == ["imdb:tt21357150": MovieLookup(film: moved, fetchedAt: fetched.addingTimeInterval(3600))] ? [] : ["after keeping again: \(lookups)"]
    }

    static func unknownIsKept(_ store: any MovieReleaseStore) async throws -> [String] {
        try await store.keep(doomsday, for: "tmdb:1", at: fetched)
        try await store.keep(nil, for: "tmdb:1", at: fetched.addingTimeInterval(60))
        let lookups = try await store.filmLookups(of: ["tmdb:1"])
        return lookups == ["tmdb:1": MovieLookup(film: nil, fetchedAt: fetched.addingTimeInterval(60))] ? [] : ["an unknown film came back as \(lookups)"]
    }

    static func textIsExact(_ store: any MovieReleaseStore) async throws -> [String] {
        let film = SourceMovie(id: "42", title: "Amélie, «Paris»; \"Montmartre\" \\ 東京", cinema: CalendarDay(parsing: "2027-02-14"), digital: nil)
        try await store.keep(film, for: "tmdb:42", at: fetched)
        let title = try await store.filmLookups(of: ["tmdb:42"])["tmdb:42"]?.film?.title
        return title == film.title ? [] : ["the title came back as \(title ?? "nothing")"]
    }
}
