import MoviesInterface
import WatchlistInterface

/// An inbox item's subject as flat fields, as storage's columns, the CLI's JSON and the API's
/// documents keep it: a film's title and year, or an episode's show, the year it began and
/// its numbers, with the ids either has.
public struct InboxSubjectFields: Hashable, Sendable {
    /// `film` or `episode`.
    public let kind: String
    /// The film's title, or the show's.
    public let title: String
    /// The film's year, or the year the show began.
    public let year: Int?
    /// The film's or the episode's own IMDb id (`tt…`).
    public let imdbID: String?
    /// The film's or the episode's own TMDB id.
    public let tmdbID: String?
    /// The episode's own TVDB id.
    public let tvdbID: String?
    /// The show's IMDb id, when the event named it.
    public let seriesID: String?
    /// The episode's season, number, and the last of a file's several.
    public let season: Int?, episode: Int?, lastEpisode: Int?
    /// Why it waits: ``UnmatchedRow/Problem``'s or ``EpisodeMatchProblem``'s raw value.
    public let problem: String

    /// The fields of `subject`.
    public init(_ subject: InboxSubject) {
        switch subject {
        case .film(let film, let problem):
            self.init(kind: "film", title: film.title, year: film.year, imdbID: film.imdbID, tmdbID: film.tmdbID, problem: problem.rawValue)
        case .episode(let reference, let problem):
            self.init(
                kind: "episode", title: reference.seriesTitle, year: reference.seriesYear, imdbID: reference.episodeIMDbID, tmdbID: reference.tmdbID,
                tvdbID: reference.tvdbID, seriesID: reference.seriesIMDbID, season: reference.season, episode: reference.episode,
                lastEpisode: reference.lastEpisode, problem: problem.rawValue
            )
        }
    }

    /// Fields as read back.
    public init(
        kind: String, title: String, year: Int?, imdbID: String?, tmdbID: String?, tvdbID: String? = nil, seriesID: String? = nil,
        season: Int? = nil, episode: Int? = nil, lastEpisode: Int? = nil, problem: String
    ) {
        self.kind = kind
        self.title = title
        self.year = year
        self.imdbID = imdbID
        self.tmdbID = tmdbID
        self.tvdbID = tvdbID
        self.seriesID = seriesID
        self.season = season
        self.episode = episode
        self.lastEpisode = lastEpisode
        self.problem = problem
    }

    /// The subject, or nil when the kind or the problem is none this version knows.
    public var subject: InboxSubject? {
        switch kind {
        case "film":
            UnmatchedRow.Problem(rawValue: problem).map { .film(MovieReference(title: title, year: year, imdbID: imdbID, tmdbID: tmdbID), $0) }
        case "episode":
            EpisodeMatchProblem(rawValue: problem).map {
                .episode(EpisodeReference(
                    seriesTitle: title, seriesYear: year, seriesIMDbID: seriesID, season: season, episode: episode,
                    lastEpisode: lastEpisode, episodeIMDbID: imdbID, tmdbID: tmdbID, tvdbID: tvdbID
                ), $0)
            }
        default:
            nil
        }
    }
}
