import APIContract
import Foundation
import JSONWriting
import SeriesInterface
import WatchlistInterface

/// A series: what `GET /v1/series` finds, and the series of every other series document.
public struct SeriesSummaryDocument: Codable, Sendable, Equatable {
    /// Its id, `imdb:tt0903747`.
    public let id: String
    /// Its title.
    public let title: String
    /// `series` or `miniSeries`.
    public let kind: SeriesKind
    /// The year it began.
    public let startYear: Int?
    /// The year it ended; absent while it runs.
    public let endYear: Int?

    /// The document of `series`.
    public init(_ series: Series) {
        id = series.id.description
        title = series.title
        kind = series.kind
        startYear = series.startYear
        endYear = series.endYear
    }

    /// The series it describes.
    public func series() throws(APIDocumentError) -> Series {
        Series(id: try SeriesDocumentValues.id(id, field: "id"), title: title, startYear: startYear, endYear: endYear, kind: kind)
    }
}

/// An episode of a series, with how often the profile has watched it.
public struct EpisodeDocument: Codable, Sendable, Equatable {
    /// Its own id, when the catalog has one.
    public let id: String?
    /// Its season; 0 for specials, absent when unknown.
    public let season: Int?
    /// Its number in the season; absent when unknown.
    public let episode: Int?
    /// Its title.
    public let title: String
    /// The year it was first shown.
    public let year: Int?
    /// Its length in minutes.
    public let runtimeMinutes: Int?
    /// How many times the profile has watched it.
    public let timesWatched: Int

    /// The document of `episode`, watched `timesWatched` times.
    public init(_ episode: Episode, timesWatched: Int) {
        id = episode.id?.description
        season = episode.season
        self.episode = episode.number
        title = episode.title
        year = episode.year
        runtimeMinutes = episode.runtimeMinutes
        self.timesWatched = timesWatched
    }

    /// The episode it describes, of the series `seriesID`.
    public func episode(of seriesID: TitleID) throws(APIDocumentError) -> Episode {
        Episode(
            seriesID: seriesID, id: try id.map { text throws(APIDocumentError) in try SeriesDocumentValues.id(text, field: "id") },
            season: season, number: episode, title: title, year: year, runtimeMinutes: runtimeMinutes
        )
    }
}

/// A season and its episodes.
public struct SeasonDocument: Codable, Sendable, Equatable {
    /// Its number; 0 for specials.
    public let number: Int
    /// Its episodes, in order.
    public let episodes: [EpisodeDocument]
}

/// `GET /v1/series/{series}`: the series, the profile's progress and rating of it, its
/// seasons (or the one asked for) with how often each episode was watched, the episodes whose
/// season is unknown, and the profile's viewings of it.
public struct SeriesDetailsDocument: Codable, Sendable, Equatable {
    /// The series.
    public let series: SeriesSummaryDocument
    /// Regular episodes (numbered, specials left out) watched at least once.
    public let watchedEpisodes: Int
    /// Regular episodes the catalog has.
    public let episodes: Int
    /// The profile's rating of the whole series, from 1 to 10; absent when it has none.
    public let rating: Int?
    /// The day of ``rating``, `YYYY-MM-DD`.
    public let ratedOn: String?
    /// The seasons, specials as season 0.
    public let seasons: [SeasonDocument]
    /// Episodes whose season is unknown; none when one season was asked for.
    public let unnumbered: [EpisodeDocument]
    /// The profile's viewings of the series, newest first.
    public let viewings: [EpisodeViewingDocument]

    /// The document of `details` as the profile has watched them (`viewings`) and rated the
    /// series (`rating`), with only season `season` when it is given.
    public init(_ details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?, season: Int?) {
        let counts = ViewingCounts(viewings)
        let regular = details.regularEpisodes
        series = SeriesSummaryDocument(details.series)
        self.rating = rating?.value
        ratedOn = rating?.ratedOn.description
        episodes = regular.count
        watchedEpisodes = regular.count { counts.times($0) > 0 }
        seasons = details.seasons.filter { season == nil || $0.number == season }.map { season in
            SeasonDocument(number: season.number, episodes: season.episodes.map { EpisodeDocument($0, timesWatched: counts.times($0)) })
        }
        unnumbered = season == nil ? details.episodes.filter { $0.season == nil }.map { EpisodeDocument($0, timesWatched: counts.times($0)) } : []
        self.viewings = viewings.map(EpisodeViewingDocument.init)
    }

    /// The details it describes (every season when none was asked for), the viewings and the
    /// rating.
    public func details() throws(APIDocumentError) -> (details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?) {
        let series = try series.series()
        var episodes: [Episode] = []
        for document in seasons.flatMap(\.episodes) + unnumbered {
            episodes.append(try document.episode(of: series.id))
        }
        var viewings: [EpisodeViewing] = []
        for document in self.viewings {
            viewings.append(try document.viewing())
        }
        return (SeriesDetails(series: series, episodes: episodes), viewings, try SeriesDocumentValues.rating(rating, ratedOn: ratedOn))
    }
}

/// `POST /v1/series/{series}/viewings`: which episodes were watched, when, and how they were
/// liked. No season: `{series}` must be an episode's own id. A season alone: all of it.
/// `episode`, and `lastEpisode` for a range, pick episodes of the season.
public struct NewEpisodeViewingsDocument: Codable, Sendable {
    /// The season; 0 for specials.
    public let season: Int?
    /// The episode, or the first of a range.
    public let episode: Int?
    /// The last episode of a range.
    public let lastEpisode: Int?
    /// `YYYY-MM-DD`; today when absent.
    public let on: String?
    /// From 1 to 10.
    public let rating: Int?

    /// Creates one.
    public init(season: Int?, episode: Int?, lastEpisode: Int?, on: String?, rating: Int?) {
        self.season = season
        self.episode = episode
        self.lastEpisode = lastEpisode
        self.on = on
        self.rating = rating
    }

    /// The document of `selection`.
    public init(_ selection: EpisodeSelection?, on day: CalendarDay?, rating: Int?) {
        switch selection {
        case .season(let season)?:
            self.init(season: season, episode: nil, lastEpisode: nil, on: day?.description, rating: rating)
        case .episodes(let season, let numbers)?:
            let last = numbers.upperBound > numbers.lowerBound ? numbers.upperBound : nil
            self.init(season: season, episode: numbers.lowerBound, lastEpisode: last, on: day?.description, rating: rating)
        case nil:
            self.init(season: nil, episode: nil, lastEpisode: nil, on: day?.description, rating: rating)
        }
    }

    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            season: try container.optional(Int.self, forKey: .season), episode: try container.optional(Int.self, forKey: .episode),
            lastEpisode: try container.optional(Int.self, forKey: .lastEpisode), on: try container.optional(String.self, forKey: .on),
            rating: try container.optional(Int.self, forKey: .rating)
        )
    }
}

/// One viewing of one episode.
public struct EpisodeViewingDocument: Codable, Sendable, Equatable {
    /// The series' id.
    public let series: String
    /// The series' title.
    public let seriesTitle: String
    /// The episode's season; 0 for specials, absent when unknown.
    public let season: Int?
    /// The episode's number; absent when unknown.
    public let episode: Int?
    /// The episode's own id, when the catalog has one.
    public let episodeID: String?
    /// The episode's title.
    public let title: String
    /// The episode's length in minutes.
    public let runtimeMinutes: Int?
    /// The day it was watched, `YYYY-MM-DD`.
    public let watched: String
    /// The rating given.
    public let rating: Int?

    /// The document of `viewing`.
    public init(_ viewing: EpisodeViewing) {
        series = viewing.seriesID.description
        seriesTitle = viewing.seriesTitle
        season = viewing.season
        episode = viewing.episode
        episodeID = viewing.episodeID?.description
        title = viewing.episodeTitle
        runtimeMinutes = viewing.runtimeMinutes
        watched = viewing.watchedOn.description
        rating = viewing.rating
    }

    /// The viewing it describes.
    public func viewing() throws(APIDocumentError) -> EpisodeViewing {
        EpisodeViewing(
            seriesID: try SeriesDocumentValues.id(series, field: "series"), seriesTitle: seriesTitle, season: season, episode: episode,
            episodeID: try episodeID.map { text throws(APIDocumentError) in try SeriesDocumentValues.id(text, field: "episodeID") },
            episodeTitle: title, runtimeMinutes: runtimeMinutes, watchedOn: try DocumentValues.day(watched, field: "watched"), rating: rating
        )
    }
}

/// A followed series and how far the profile has got; `GET /v1/following` lists them.
public struct SeriesProgressDocument: Codable, Sendable, Equatable {
    /// The series.
    public let series: SeriesSummaryDocument
    /// Regular episodes watched at least once.
    public let watchedEpisodes: Int
    /// Regular episodes the catalog has.
    public let episodes: Int
    /// The episode to watch next; absent when finished.
    public let next: EpisodeDocument?
    /// Regular episodes from `next` to the end; 0 when finished.
    public let episodesLeft: Int

    /// The document of `progress`.
    public init(_ progress: SeriesProgress) {
        series = SeriesSummaryDocument(progress.series)
        watchedEpisodes = progress.watchedEpisodes
        episodes = progress.episodes
        next = progress.next.map { EpisodeDocument($0, timesWatched: 0) }
        episodesLeft = progress.episodesLeft
    }

    /// The progress it describes.
    public func progress() throws(APIDocumentError) -> SeriesProgress {
        let series = try series.series()
        return SeriesProgress(
            series: series, watchedEpisodes: watchedEpisodes, episodes: episodes, next: try next?.episode(of: series.id), episodesLeft: episodesLeft
        )
    }
}

/// One line of Up Next, `GET /v1/next`.
public struct UpNextDocument: Codable, Sendable, Equatable {
    /// The series.
    public let series: SeriesSummaryDocument
    /// The episode to watch next.
    public let next: EpisodeDocument
    /// Regular episodes from it to the end, it included.
    public let episodesLeft: Int

    /// The document of `item`.
    public init(_ item: UpNextItem) {
        series = SeriesSummaryDocument(item.series)
        next = EpisodeDocument(item.episode, timesWatched: 0)
        episodesLeft = item.episodesLeft
    }

    /// The item it describes.
    public func item() throws(APIDocumentError) -> UpNextItem {
        let series = try series.series()
        return UpNextItem(series: series, episode: try next.episode(of: series.id), episodesLeft: episodesLeft)
    }
}

/// What `DELETE /v1/following/{series}` answers.
public struct UnfollowedDocument: Codable, Sendable, Equatable {
    /// The series no longer followed.
    public let series: SeriesSummaryDocument
    /// The viewings removed with it (0 unless asked).
    public let removedViewings: Int

    /// Creates one.
    public init(series: Series, removedViewings: Int) {
        self.series = SeriesSummaryDocument(series)
        self.removedViewings = removedViewings
    }
}

/// `PUT /v1/series/{series}/rating`: the profile's rating of the whole series.
public struct NewSeriesRatingDocument: Codable, Sendable {
    /// From 1 to 10.
    public let rating: Int
    /// `YYYY-MM-DD`; today when absent.
    public let on: String?

    /// Creates one.
    public init(rating: Int, on: CalendarDay?) {
        self.rating = rating
        self.on = on?.description
    }
}

/// What `PUT /v1/series/{series}/rating` answers: the series and the rating kept.
public struct SeriesRatingDocument: Codable, Sendable, Equatable {
    /// The series rated.
    public let series: SeriesSummaryDocument
    /// From 1 to 10.
    public let rating: Int
    /// `YYYY-MM-DD`.
    public let ratedOn: String

    /// The document of `rating` of `series`.
    public init(series: Series, rating: SeriesRating) {
        self.series = SeriesSummaryDocument(series)
        self.rating = rating.value
        ratedOn = rating.ratedOn.description
    }

    /// The series and the rating it describes.
    public func rated() throws(APIDocumentError) -> (series: Series, rating: SeriesRating) {
        (try series.series(), SeriesRating(value: rating, ratedOn: try DocumentValues.day(ratedOn, field: "ratedOn")))
    }
}

/// What `DELETE /v1/series/{series}/rating` answers.
public struct RemovedSeriesRatingDocument: Codable, Sendable, Equatable {
    /// The series.
    public let series: SeriesSummaryDocument
    /// Whether the profile had rated it.
    public let removed: Bool

    /// Creates one.
    public init(series: Series, removed: Bool) {
        self.series = SeriesSummaryDocument(series)
        self.removed = removed
    }
}

/// Reading series' and episodes' ids, and a series' rating, out of documents.
enum SeriesDocumentValues {
    static func id(_ text: String, field: String) throws(APIDocumentError) -> TitleID {
        guard let id = TitleID(parsing: text) else { throw APIDocumentError(field: field, value: text) }
        return id
    }

    /// A series' rating: `rating` and `ratedOn` together, or neither.
    static func rating(_ value: Int?, ratedOn: String?) throws(APIDocumentError) -> SeriesRating? {
        switch (value, ratedOn) {
        case (nil, nil): return nil
        case (let value?, let day?): return SeriesRating(value: value, ratedOn: try DocumentValues.day(day, field: "ratedOn"))
        case (let value?, nil): throw APIDocumentError(field: "ratedOn", value: "absent beside rating \(value)")
        case (nil, let day?): throw APIDocumentError(field: "rating", value: "absent beside ratedOn \(day)")
        }
    }
}

/// A series as `GET /v1/export/series` gives it and `POST /v1/import/series` takes it: when
/// it was followed (absent when it is not), the profile's rating of it, and every viewing.
public struct ArchivedSeriesDocument: Codable, Sendable, Equatable {
    /// The series.
    public let series: SeriesSummaryDocument
    /// When it was followed.
    public let followedAt: Date?
    /// The profile's rating of the whole series, from 1 to 10.
    public let rating: Int?
    /// The day of ``rating``, `YYYY-MM-DD`; given with it, or not at all.
    public let ratedOn: String?
    /// Its viewings.
    public let viewings: [EpisodeViewingDocument]

    /// The document of `archived`.
    public init(_ archived: ArchivedSeries) {
        series = SeriesSummaryDocument(archived.series)
        followedAt = archived.followedAt
        rating = archived.rating?.value
        ratedOn = archived.rating?.ratedOn.description
        viewings = archived.viewings.map(EpisodeViewingDocument.init)
    }

    /// The archived series it describes.
    public func archived() throws(APIDocumentError) -> ArchivedSeries {
        var viewings: [EpisodeViewing] = []
        for viewing in self.viewings {
            viewings.append(try viewing.viewing())
        }
        return ArchivedSeries(series: try series.series(), followedAt: followedAt, rating: try SeriesDocumentValues.rating(rating, ratedOn: ratedOn), viewings: viewings)
    }
}

/// What `POST /v1/import/series` answers: the series followed, the series' ratings and the
/// viewings added (or, with `dryRun`, that would be).
public struct SeriesRestoreDocument: Codable, Sendable, Equatable {
    /// Series followed that were not.
    public let followed: Int
    /// Ratings of series the profile had not rated.
    public let ratingsAdded: Int
    /// Viewings added.
    public let viewingsAdded: Int
    /// What was added, as `POST /v1/import/series/undo` takes it back: each series with
    /// `followedAt` when this import followed it, the rating it added, the viewings it added.
    /// Empty for a dry run.
    public let added: [ArchivedSeriesDocument]

    /// The document of `restore`.
    public init(_ restore: SeriesRestore) {
        followed = restore.followed
        ratingsAdded = restore.ratingsAdded
        viewingsAdded = restore.viewingsAdded
        added = restore.added.map(ArchivedSeriesDocument.init)
    }

    /// The restore it describes.
    public func restore() throws(APIDocumentError) -> SeriesRestore {
        var archived: [ArchivedSeries] = []
        for series in added { archived.append(try series.archived()) }
        return SeriesRestore(followed: followed, ratingsAdded: ratingsAdded, viewingsAdded: viewingsAdded, added: archived)
    }
}

/// What `POST /v1/import/series/undo` answers: what taking an import of series back did, or
/// (with `dryRun`) would do.
public struct SeriesTakeBackDocument: Codable, Sendable, Equatable {
    /// Series it followed that are followed no more.
    public let unfollowed: Int
    /// Series it followed that stay followed, for something came to them from elsewhere.
    public let kept: Int
    /// Its ratings of series removed.
    public let ratingsRemoved: Int
    /// Its viewings removed.
    public let viewingsRemoved: Int
    /// What it added that changed since, left as it is.
    public let changedSince: Int

    /// The document of `takeBack`.
    public init(_ takeBack: SeriesTakeBack) {
        unfollowed = takeBack.unfollowed
        kept = takeBack.kept
        ratingsRemoved = takeBack.ratingsRemoved
        viewingsRemoved = takeBack.viewingsRemoved
        changedSince = takeBack.changedSince
    }

    /// What it describes.
    public var takeBack: SeriesTakeBack {
        SeriesTakeBack(unfollowed: unfollowed, kept: kept, ratingsRemoved: ratingsRemoved, viewingsRemoved: viewingsRemoved, changedSince: changedSince)
    }
}

extension SeriesSummaryDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        kind = try container.decode(SeriesKind.self, forKey: .kind)
        startYear = try container.optional(Int.self, forKey: .startYear)
        endYear = try container.optional(Int.self, forKey: .endYear)
    }
}

extension EpisodeViewingDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        series = try container.decode(String.self, forKey: .series)
        seriesTitle = try container.decode(String.self, forKey: .seriesTitle)
        season = try container.optional(Int.self, forKey: .season)
        episode = try container.optional(Int.self, forKey: .episode)
        episodeID = try container.optional(String.self, forKey: .episodeID)
        title = try container.decode(String.self, forKey: .title)
        runtimeMinutes = try container.optional(Int.self, forKey: .runtimeMinutes)
        watched = try container.decode(String.self, forKey: .watched)
        rating = try container.optional(Int.self, forKey: .rating)
    }
}

extension NewSeriesRatingDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rating = try container.decode(Int.self, forKey: .rating)
        on = try container.optional(String.self, forKey: .on)
    }
}

extension ArchivedSeriesDocument {
    /// Decodes it, refusing `null` for its optional fields (``KeyedDecodingContainer/optional(_:forKey:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        series = try container.decode(SeriesSummaryDocument.self, forKey: .series)
        // Read as the writer writes it, in the proleptic Gregorian calendar: Foundation's
        // parser counts days before 1582 in the Julian one, and 0001-01-01 would come back
        // as 0000-12-30.
        followedAt = try container.optional(String.self, forKey: .followedAt).map { text in
            guard let date = UTCTimestamp.date(parsing: text) else {
                throw DecodingError.dataCorruptedError(forKey: .followedAt, in: container, debugDescription: "\(text) is not a date and time such as 2026-11-23T10:15:30.125Z")
            }
            return date
        }
        rating = try container.optional(Int.self, forKey: .rating)
        ratedOn = try container.optional(String.self, forKey: .ratedOn)
        viewings = try container.decode([EpisodeViewingDocument].self, forKey: .viewings)
    }
}
