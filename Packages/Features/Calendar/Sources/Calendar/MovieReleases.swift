import CalendarInterface
import CalendarPorts
import Foundation
import WatchlistInterface

/// The release dates of the films on a profile's list that are not watched yet: fetched from a
/// source (TMDB, when its token is set) and kept, so that the calendar lists them offline too.
public struct MovieReleases: Sendable {
    private let films: any ListedMovies
    private let store: any MovieReleaseStore
    private let source: (any ReleaseDateSource)?

    /// A film not out yet is fetched again after this long: release dates move.
    static let retry: TimeInterval = 20 * 3600

    /// The films `films` lists, their dates kept in `store` and fetched from `source` (nil when
    /// none is set: the dates kept are still listed).
    public init(films: any ListedMovies, store: any MovieReleaseStore, source: (any ReleaseDateSource)?) {
        self.films = films
        self.store = store
        self.source = source
    }

    /// The releases from `from` through `to`, by day, then title and kind.
    func releases(from: CalendarDay, through: CalendarDay) async throws -> [MovieRelease] {
        let listed = try await films.unwatched().filter(\.canBeLookedUp)
        guard !listed.isEmpty else { return [] }
        let lookups = try await store.filmLookups(of: listed.map(\.id))
        return listed.flatMap { film -> [MovieRelease] in
            guard let known = lookups[film.id]?.film else { return [] }
            return [(MovieRelease.Kind.cinema, known.cinema), (.digital, known.digital)].compactMap { kind, day in
                guard let day, from <= day, day <= through else { return nil }
                return MovieRelease(filmID: film.id, title: film.title, day: day, kind: kind, sourceID: known.id)
            }
        }
        .sorted { ($0.day, $0.title, $0.kind.rawValue) < ($1.day, $1.title, $1.kind.rawValue) }
    }

    /// The films a refresh considers: those a source can look up, from this year on or of no
    /// known year (older ones are out).
    func candidates(today: CalendarDay) async throws -> [ListedMovie] {
        try await films.unwatched().filter { $0.canBeLookedUp && $0.mayComeOut(after: today.year - 1) }
    }

    /// Fetches the films of `listed` never looked up, not out yet and fetched more than
    /// ``retry`` ago, or unknown a week ago; reports each film done to `progress`. Without a
    /// source, counts the films whose dates it would fetch.
    func refresh(
        _ listed: [ListedMovie], now date: Date, timeZone: TimeZone, progress: (_ done: Int, _ title: String) -> Void
    ) async throws -> (fetched: Int, withoutSource: Int) {
        let lookups = try await store.filmLookups(of: listed.map(\.id))
        let today = CalendarDay(containing: date, in: timeZone)
        guard let source else {
            // Those whose dates would be fetched: never fetched, unknown, or not out.
            return (0, listed.filter { film in lookups[film.id]?.film.map { !$0.isOut(by: today) } ?? true }.count)
        }
        var fetched = 0
        for (index, film) in listed.enumerated() {
            if Self.isDue(lookups[film.id], at: date, today: today) {
                try await store.keep(try await source.film(film.id), for: film.id, at: date)
                fetched += 1
            }
            progress(index + 1, film.title)
        }
        return (fetched, 0)
    }

    /// Whether a film looked up as `lookup` is to be fetched at `date`.
    static func isDue(_ lookup: MovieLookup?, at date: Date, today: CalendarDay) -> Bool {
        guard let lookup else { return true }
        guard let film = lookup.film else { return date.timeIntervalSince(lookup.fetchedAt) >= ProfileCalendarService.unknownRetry }
        return !film.isOut(by: today) && date.timeIntervalSince(lookup.fetchedAt) >= retry
    }
}
