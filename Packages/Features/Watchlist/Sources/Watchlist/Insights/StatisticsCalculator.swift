import Foundation
import MoviesInterface
import WatchlistInterface

/// Adds up a list and its viewings into ``WatchlistStatistics``.
enum StatisticsCalculator {
    /// The statistics of `films` (the whole list, each with its viewings) in `year`, or for
    /// all time; `details` gives what is stored of a film.
    static func statistics(of films: [ArchivedMovie], year: Int?, details: (MovieID) -> MovieFacts?) -> WatchlistStatistics {
        let selected = films.map { film in
            (film: film, viewings: film.viewings.filter { viewing in year.map { viewing.watchedOn.year == $0 } ?? true })
        }
        let counted = year == nil ? selected : selected.filter { !$0.viewings.isEmpty }
        let watched = counted.filter { !$0.viewings.isEmpty }
        let viewings = counted.flatMap(\.viewings)

        var perYear: [Int: Int] = [:]
        for viewing in viewings { perYear[viewing.watchedOn.year, default: 0] += 1 }
        let monthsOfYear = year ?? perYear.keys.max()
        var perMonth = Array(repeating: 0, count: 12)
        for viewing in viewings where viewing.watchedOn.year == monthsOfYear { perMonth[viewing.watchedOn.month - 1] += 1 }
        var ratings = Array(repeating: 0, count: 10)
        for rating in viewings.compactMap(\.rating) where Rating.range.contains(rating) { ratings[rating - 1] += 1 }

        var directors: [String: Int] = [:], genres: [String: Int] = [:]
        var withDetails = 0
        for film in watched.map(\.film) {
            guard let movie = details(film.movieID) else { continue }
            withDetails += 1
            let names = movie.director.map { $0.components(separatedBy: " & ") } ?? []
            for name in Set(names.map { $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty { directors[name, default: 0] += 1 }
            for genre in Set(movie.genres) { genres[genre, default: 0] += 1 }
        }
        return WatchlistStatistics(
            year: year, films: counted.count, watchedFilms: watched.count, viewings: viewings.count, viewingsPerYear: perYear,
            monthsOfYear: monthsOfYear, viewingsPerMonth: perMonth, ratingCounts: ratings,
            topDirectors: top(directors), topGenres: top(genres), watchedFilmsWithDetails: withDetails
        )
    }

    /// The five largest tallies, largest first, ties by name.
    private static func top(_ counts: [String: Int]) -> [WatchlistStatistics.Tally] {
        counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map { WatchlistStatistics.Tally(name: $0.key, films: $0.value) }
    }
}
