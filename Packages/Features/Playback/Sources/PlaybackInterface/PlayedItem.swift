/// What a player plays, as it names it: a film, or an episode by its show and numbers or by its
/// own ids. Matched by the webhooks' rules: by id first, then exact title and year; never
/// guessed.
public struct PlayedItem: Hashable, Sendable, Codable {
    /// A film or an episode.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case film, episode
    }

    /// Ids as players know them (Kodi's `uniqueid`): a film's, a show's, or an episode's own.
    public struct IDs: Hashable, Sendable, Codable {
        /// IMDb's id, `tt0113277`.
        public let imdb: String?
        /// TMDB's id, `949`.
        public let tmdb: String?
        /// TheTVDB's id.
        public let tvdb: String?

        /// The ids; an empty one counts as none.
        public init(imdb: String? = nil, tmdb: String? = nil, tvdb: String? = nil) {
            self.imdb = imdb.flatMap { $0.isEmpty ? nil : $0 }
            self.tmdb = tmdb.flatMap { $0.isEmpty ? nil : $0 }
            self.tvdb = tvdb.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// Whether it has no id.
        public var isEmpty: Bool { imdb == nil && tmdb == nil && tvdb == nil }
    }

    /// A film or an episode.
    public let kind: Kind
    /// The film's title, or the episode's show's.
    public let title: String
    /// The film's year, or the year the show began.
    public let year: Int?
    /// The film's ids, or the show's.
    public let ids: IDs
    /// An episode's season (a film's is not read).
    public let season: Int?
    /// An episode's number in its season (a film's is not read).
    public let episode: Int?
    /// An episode's own ids (a film's are not read).
    public let episodeIDs: IDs

    /// Creates one.
    public init(kind: Kind, title: String, year: Int? = nil, ids: IDs = IDs(), season: Int? = nil, episode: Int? = nil, episodeIDs: IDs = IDs()) {
        self.kind = kind
        self.title = title
        self.year = year
        self.ids = ids
        self.season = season
        self.episode = episode
        self.episodeIDs = episodeIDs
    }

    /// What names it the same whichever event reports it: its ids when it has some, else its
    /// title and year; an episode's own ids, else its show's and its numbers.
    public var key: String {
        let show = [ids.imdb.map { "imdb:\($0)" }, ids.tmdb.map { "tmdb:\($0)" }, ids.tvdb.map { "tvdb:\($0)" }].compactMap { $0 }.first
            ?? "title:\(title.lowercased())|\(year.map(String.init) ?? "")"
        switch kind {
        case .film:
            return "film|\(show)"
        case .episode:
            let own = [episodeIDs.imdb.map { "imdb:\($0)" }, episodeIDs.tmdb.map { "tmdb:\($0)" }, episodeIDs.tvdb.map { "tvdb:\($0)" }]
                .compactMap { $0 }.first
            return own.map { "episode|\($0)" } ?? "episode|\(show)|S\(season ?? -1)E\(episode ?? -1)"
        }
    }

    /// `Heat (1995)`, `Fargo S6E2`.
    public var label: String {
        switch kind {
        case .film: year.map { "\(title) (\($0))" } ?? title
        case .episode: "\(title) S\(season.map(String.init) ?? "?")E\(episode.map(String.init) ?? "?")"
        }
    }
}
