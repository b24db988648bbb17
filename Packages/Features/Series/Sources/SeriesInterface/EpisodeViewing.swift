import WatchlistInterface

/// One viewing of one episode, by one profile: what `history` lists. It keeps the titles and
/// numbers, so the history shows without the catalog.
public struct EpisodeViewing: Hashable, Sendable {
    /// The series.
    public let seriesID: TitleID
    /// The series' title.
    public let seriesTitle: String
    /// The episode's season; 0 for specials, nil when unknown.
    public let season: Int?
    /// The episode's number; nil when unknown.
    public let episode: Int?
    /// The episode's own id, when the catalog has one.
    public let episodeID: TitleID?
    /// The episode's title.
    public let episodeTitle: String
    /// The episode's length in minutes, when known: `stats` adds them up.
    public let runtimeMinutes: Int?
    /// The day it was watched.
    public let watchedOn: CalendarDay
    /// A rating from 1 to 10, if one was given.
    public let rating: Int?

    /// Creates a viewing of `episode` of `series`.
    public init(of episode: Episode, in series: Series, on day: CalendarDay, rating: Int?) {
        self.init(
            seriesID: series.id, seriesTitle: series.title, season: episode.season, episode: episode.number, episodeID: episode.id,
            episodeTitle: episode.title, runtimeMinutes: episode.runtimeMinutes, watchedOn: day, rating: rating
        )
    }

    /// Creates a viewing from what storage kept.
    public init(
        seriesID: TitleID, seriesTitle: String, season: Int?, episode: Int?, episodeID: TitleID?, episodeTitle: String,
        runtimeMinutes: Int?, watchedOn: CalendarDay, rating: Int?
    ) {
        self.seriesID = seriesID
        self.seriesTitle = seriesTitle
        self.season = season
        self.episode = episode
        self.episodeID = episodeID
        self.episodeTitle = episodeTitle
        self.runtimeMinutes = runtimeMinutes
        self.watchedOn = watchedOn
        self.rating = rating
    }

    /// The place of the episode when it is regular (season 1 on, numbered).
    public var place: EpisodeNumber? {
        guard let season, season >= 1, let episode else { return nil }
        return EpisodeNumber(season: season, number: episode)
    }

    /// Whether this is a viewing of `episode`: by its own id when both have one, else by the
    /// series and the numbers.
    public func isOf(_ episode: Episode) -> Bool {
        if let episodeID, let other = episode.id { return episodeID == other }
        return seriesID == episode.seriesID && season == episode.season && self.episode == episode.number && season != nil && self.episode != nil
    }
}
