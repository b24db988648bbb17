import Foundation
import ScrobblingInterface
import SeriesInterface
import WatchlistInterface

/// Turns the rows of another service's export about series and episodes (Trakt's history and
/// ratings, IMDb's TV rows) into archived series, to restore as a lossless export restores:
/// each episode matched by ``EpisodeMatcher``, never guessed. For each episode, in file order:
///
/// - each `watched` row is a viewing (a rewatch stays a second viewing), with its rating;
/// - a `rated` row rates the episode's latest viewing among the rows when none of them has a
///   rating; with no viewing among the rows it is left out and counted, since a rating is
///   never a viewing and an episode keeps its rating only on one;
/// - a series is followed when any of its rows is read; a row that rates the whole series
///   rates it (the last such row of a series wins).
///
/// The same rows always give the same series, so importing a file twice adds nothing.
struct SeriesHistoryImport {
    private var matcher: EpisodeMatcher
    private let now: Date
    private var order: [TitleID] = []
    private var series: [TitleID: Series] = [:]
    private var viewings: [TitleID: [EpisodeViewing]] = [:]
    private var ratings: [(series: Series, episode: Episode, rating: Int)] = []
    private var seriesRatings: [TitleID: SeriesRating] = [:]
    private(set) var unmatched: [UnmatchedOtherRow] = []

    init(catalog: any SeriesCatalog, now: Date) {
        matcher = EpisodeMatcher(catalog: catalog)
        self.now = now
    }

    /// Matches and takes in one row.
    mutating func add(_ record: OtherHistoryRecord) async throws {
        let whole = record.title.whole, part = record.title.part
        let numbers = SeriesRowNumbers(part?.place ?? [])
        let reference = EpisodeReference(
            seriesTitle: whole.title, seriesYear: whole.year, seriesIMDbID: whole.imdbID.flatMap { TitleID(parsing: $0)?.imdb },
            season: numbers.season, episode: numbers.episode, episodeIMDbID: part?.imdbID.flatMap { TitleID(parsing: $0)?.imdb }, tmdbID: part?.tmdbID,
            tvdbID: part?.tvdbID
        )
        guard part != nil else {
            switch try await matcher.show(reference) {
            case .success(let found):
                take(found)
                if case .rated(let day, let rating) = record.event {
                    seriesRatings[found.id] = SeriesRating(value: rating, ratedOn: day ?? CalendarDay(containing: now))
                }
            case .failure(let problem):
                unmatched.append(UnmatchedSeriesRow.make(record, problem: problem))
            }
            return
        }
        switch try await matcher.match(reference) {
        case .success(let (found, episodes)):
            take(found)
            for episode in episodes { take(record.event, of: episode, in: found) }
        case .failure(let problem):
            unmatched.append(UnmatchedSeriesRow.make(record, problem: problem))
        }
    }

    /// The series with their viewings, in the order first read, each to be followed, and how
    /// many episodes' ratings had no viewing among the rows to carry them.
    func archived() -> (series: [ArchivedSeries], ratingsLeftOut: Int) {
        var viewings = viewings
        var ratingsLeftOut = 0
        for rated in ratings {
            let id = rated.series.id
            let own = viewings[id, default: []].indices.filter { viewings[id, default: []][$0].isOf(rated.episode) }
            if own.isEmpty {
                ratingsLeftOut += 1
            } else if own.allSatisfy({ viewings[id, default: []][$0].rating == nil }),
                      let latest = own.max(by: { viewings[id, default: []][$0].watchedOn < viewings[id, default: []][$1].watchedOn }) {
                let viewing = viewings[id, default: []][latest]
                viewings[id, default: []][latest] = EpisodeViewing(
                    seriesID: viewing.seriesID, seriesTitle: viewing.seriesTitle, season: viewing.season, episode: viewing.episode, episodeID: viewing.episodeID,
                    episodeTitle: viewing.episodeTitle, runtimeMinutes: viewing.runtimeMinutes, watchedOn: viewing.watchedOn, rating: rated.rating
                )
            }
        }
        let archived = order.compactMap { id in
            series[id].map { ArchivedSeries(series: $0, followedAt: now, rating: seriesRatings[id], viewings: viewings[id] ?? []) }
        }
        return (archived, ratingsLeftOut)
    }

    private mutating func take(_ found: Series) {
        if series.updateValue(found, forKey: found.id) == nil { order.append(found.id) }
    }

    private mutating func take(_ event: HistoryRecord.Event, of episode: Episode, in found: Series) {
        switch event {
        case .watched(let day, let rating, _):
            viewings[found.id, default: []].append(EpisodeViewing(of: episode, in: found, on: day, rating: rating))
        case .seen(let day):
            viewings[found.id, default: []].append(EpisodeViewing(of: episode, in: found, on: day, rating: nil))
        case .rated(_, let rating):
            ratings.append((found, episode, rating))
        case .listed:
            break
        }
    }
}
