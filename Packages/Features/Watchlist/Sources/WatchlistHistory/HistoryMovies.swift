import Foundation
import MoviesInterface
import WatchlistInterface

/// Turns the matched rows of another service's export into films with viewings, to merge
/// like a JSON export (``ArchiveMerge``). For each film, in file order:
///
/// - each `watched` row is a viewing (a diary entry, a play);
/// - with no such viewing, each `seen` row is one, on the day it was logged;
/// - a `rated` row rates the latest viewing when none of its viewings has a rating, and the
///   film itself when it has none: a rating is never a viewing (an IMDb rating says nothing
///   of when, or whether, the film was seen);
/// - a `listed` row puts the film on the list; the film was added on the earliest day any
///   row gives (at the start of that day), or at `now` when none does.
///
/// The same rows always give the same films, so importing a file twice changes nothing.
package enum HistoryMovies {
    package static func films(
        from records: [(record: HistoryRecord, movie: MovieSummary)],
        now: Date,
        timeZone: TimeZone = .current
    ) -> [ArchivedMovie] {
        var order: [MovieID] = []
        var byFilm: [MovieID: (movie: MovieSummary, records: [HistoryRecord])] = [:]
        for (record, movie) in records {
            if byFilm[movie.id] == nil {
                order.append(movie.id)
                byFilm[movie.id] = (movie, [])
            }
            byFilm[movie.id]?.records.append(record)
        }
        return order.compactMap { id in
            guard let entry = byFilm[id] else { return nil }
            return film(entry.movie, records: entry.records, now: now, timeZone: timeZone)
        }
    }

    private static func film(_ movie: MovieSummary, records: [HistoryRecord], now: Date, timeZone: TimeZone) -> ArchivedMovie {
        var viewings: [ArchivedViewing] = []
        var seen: [CalendarDay] = []
        var ratings: [(day: CalendarDay?, rating: Int)] = []
        var days: [CalendarDay] = []
        for record in records {
            switch record.event {
            case .watched(let day, let rating, let review):
                viewings.append(ArchivedViewing(watchedOn: day, rating: rating, review: review))
                days.append(day)
            case .seen(let day):
                seen.append(day)
                days.append(day)
            case .rated(let day, let rating):
                ratings.append((day, rating))
                if let day { days.append(day) }
            case .listed(let day):
                if let day { days.append(day) }
            }
        }
        if viewings.isEmpty {
            viewings = seen.map { ArchivedViewing(watchedOn: $0, rating: nil, review: nil) }
        }
        var filmRating: Int?
        // The latest, a day known coming after none.
        if let latestRating = ratings.max(by: { ($0.day.map { [$0] } ?? []).lexicographicallyPrecedes($1.day.map { [$0] } ?? []) }) {
            if viewings.isEmpty {
                filmRating = latestRating.rating
            } else if viewings.allSatisfy({ $0.rating == nil }), let latest = viewings.indices.max(by: { viewings[$0].watchedOn < viewings[$1].watchedOn }) {
                viewings[latest] = ArchivedViewing(watchedOn: viewings[latest].watchedOn, rating: latestRating.rating, review: viewings[latest].review)
            }
        }
        let addedAt = days.min().flatMap { start(of: $0, in: timeZone) } ?? now
        return ArchivedMovie(movieID: movie.id, title: movie.title, year: movie.year, note: nil, addedAt: addedAt, viewings: viewings, rating: filmRating)
    }

    private static func start(of day: CalendarDay, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
    }
}
