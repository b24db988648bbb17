/// An episode as another application names it: a media server's event or an export's row.
/// Any of its parts may be missing; what is there is matched, never guessed, by the title kind
/// that records episodes (``EpisodePlaybackRecording``, which the Series feature gives).
public struct EpisodeReference: Hashable, Sendable {
    /// The show's title, as the application writes it; empty when it gave none.
    public let seriesTitle: String
    /// The year the show began, when the application says so (not an episode's year).
    public let seriesYear: Int?
    /// The show's own IMDb id (`tt0903747`), when the application knows it (Trakt does; media
    /// servers do not).
    public let seriesIMDbID: String?
    /// The season: 0 for specials.
    public let season: Int?
    /// The episode's number in its season.
    public let episode: Int?
    /// The last episode of a file holding several (`S1E1-E2`), after ``episode``.
    public let lastEpisode: Int?
    /// The episode's own IMDb id (`tt0959621`).
    public let episodeIMDbID: String?
    /// The episode's own TMDB id, kept to show a person.
    public let tmdbID: String?
    /// The episode's own TVDB id, kept to show a person.
    public let tvdbID: String?

    /// Creates a reference; a `lastEpisode` that is not after `episode` counts as none.
    public init(
        seriesTitle: String, seriesYear: Int? = nil, seriesIMDbID: String? = nil, season: Int?, episode: Int?, lastEpisode: Int? = nil,
        episodeIMDbID: String? = nil, tmdbID: String? = nil, tvdbID: String? = nil
    ) {
        self.seriesTitle = seriesTitle
        self.seriesYear = seriesYear
        self.seriesIMDbID = seriesIMDbID
        self.season = season
        self.episode = episode
        self.lastEpisode = lastEpisode.flatMap { last in episode.flatMap { last > $0 ? last : nil } }
        self.episodeIMDbID = episodeIMDbID
        self.tmdbID = tmdbID
        self.tvdbID = tvdbID
    }

    /// The episode numbers it names in ``season``, in order: one, or each of a file's; none
    /// without a season and a number.
    public var numbers: [Int] {
        guard let season, let episode, season >= 0, episode >= 0 else { return [] }
        // At most 20 episodes in one file: a range wider than that is a mistake, not a file.
        return Array(episode...min(lastEpisode ?? episode, episode + 19))
    }

    /// `Breaking Bad S1E1`, `Breaking Bad S1E1-E2`, with the ids a person needs to find it.
    public var description: String {
        let show = seriesTitle.isEmpty ? "an episode" : seriesTitle + (seriesYear.map { " (\($0))" } ?? "")
        var code = ""
        if let season, let episode {
            code = " S\(season)E\(episode)" + (lastEpisode.map { "-E\($0)" } ?? "")
        }
        let ids = [episodeIMDbID.map { "imdb:\($0)" }, tmdbID.map { "tmdb \($0)" }, tvdbID.map { "tvdb \($0)" }].compactMap { $0 }
        return show + code + (ids.isEmpty ? "" : " [\(ids.joined(separator: ", "))]")
    }
}
