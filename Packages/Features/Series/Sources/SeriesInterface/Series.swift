/// Whether a series runs for seasons or is told in one.
public enum SeriesKind: String, Sendable, Codable {
    case series, miniSeries
}

/// A television series or mini-series in the catalog.
public struct Series: Hashable, Sendable, Codable {
    /// Its id.
    public let id: TitleID
    /// Its title.
    public let title: String
    /// The year it began, when known.
    public let startYear: Int?
    /// The year it ended; nil while it runs or when unknown.
    public let endYear: Int?
    /// Series or mini-series.
    public let kind: SeriesKind

    /// Creates a series.
    public init(id: TitleID, title: String, startYear: Int?, endYear: Int?, kind: SeriesKind = .series) {
        self.id = id
        self.title = title
        self.startYear = startYear
        self.endYear = endYear
        self.kind = kind
    }

    /// Its years as people write them: `2008–2013`, `2014–` while it runs, `2019` for one year.
    public var years: String {
        guard let startYear else { return "" }
        guard let endYear else { return "\(startYear)–" }
        return endYear == startYear ? "\(startYear)" : "\(startYear)–\(endYear)"
    }
}

/// One episode of a series. Its season and number may be unknown (IMDb writes `\N`): such an
/// episode is shown unnumbered and is never Up Next. Season 0 holds the specials.
public struct Episode: Hashable, Sendable, Codable {
    /// The series it belongs to.
    public let seriesID: TitleID
    /// Its own id in the catalog, when the catalog has one (the embedded catalog does not).
    public let id: TitleID?
    /// Its season: 0 for specials, nil when unknown.
    public let season: Int?
    /// Its number in the season, from 1; nil when unknown.
    public let number: Int?
    /// Its title.
    public let title: String
    /// The year it was first shown, when known.
    public let year: Int?
    /// Its length in minutes, when known.
    public let runtimeMinutes: Int?

    /// Creates an episode.
    public init(seriesID: TitleID, id: TitleID?, season: Int?, number: Int?, title: String, year: Int?, runtimeMinutes: Int?) {
        self.seriesID = seriesID
        self.id = id
        self.season = season
        self.number = number
        self.title = title
        self.year = year
        self.runtimeMinutes = runtimeMinutes
    }

    /// Numbered, and not a special: counted in progress and Up Next.
    public var isRegular: Bool { (season ?? 0) >= 1 && number != nil }

    /// Its place when it is regular.
    public var place: EpisodeNumber? {
        guard isRegular, let season, let number else { return nil }
        return EpisodeNumber(season: season, number: number)
    }

    /// `S1E4`, `S0E1` for a special; `unnumbered` when its season or number is unknown.
    public var code: String {
        guard let season, let number else { return "unnumbered" }
        return "S\(season)E\(number)"
    }
}

/// A series with every episode the catalog has of it, in season and number order; specials
/// (season 0) first, unnumbered episodes last.
public struct SeriesDetails: Hashable, Sendable {
    /// The series.
    public let series: Series
    /// Its episodes.
    public let episodes: [Episode]

    /// Creates the details, sorting `episodes` unless they are in order already (as a catalog
    /// reads them).
    public init(series: Series, episodes: [Episode]) {
        self.series = series
        let inOrder = { (left: Episode, right: Episode) in
            (left.season ?? Int.max, left.number ?? Int.max) < (right.season ?? Int.max, right.number ?? Int.max)
        }
        let sorted = zip(episodes, episodes.dropFirst()).allSatisfy { !inOrder($1, $0) }
        self.episodes = sorted ? episodes : episodes.sorted(by: inOrder)
    }

    /// Its seasons: each number with its episodes, in order; specials as season 0.
    public var seasons: [Season] {
        var seasons: [Season] = []
        for episode in episodes {
            guard let number = episode.season else { continue }
            if seasons.last?.number == number {
                seasons[seasons.count - 1].episodes.append(episode)
            } else {
                seasons.append(Season(number: number, episodes: [episode]))
            }
        }
        return seasons
    }

    /// The episodes counted in progress and Up Next: numbered, specials left out.
    public var regularEpisodes: [Episode] { episodes.filter(\.isRegular) }

    /// The series and its regular episodes' places.
    public var outline: SeriesOutline {
        SeriesOutline(series: series, regular: episodes.compactMap(\.place))
    }

    /// The first episode at `place`, a special's too (season 0).
    public func episode(at place: EpisodeNumber) -> Episode? {
        episodes.first { $0.season == place.season && $0.number == place.number }
    }
}

/// A season: its number and its episodes.
public struct Season: Hashable, Sendable {
    /// Its number; 0 for specials.
    public let number: Int
    /// Its episodes, in order.
    public var episodes: [Episode]

    /// Creates a season.
    public init(number: Int, episodes: [Episode]) {
        self.number = number
        self.episodes = episodes
    }

    /// The years its episodes were first shown, as `2012–2013` or `2012`; empty when unknown.
    public var years: String {
        let years = episodes.compactMap(\.year)
        guard let first = years.min(), let last = years.max() else { return "" }
        return first == last ? "\(first)" : "\(first)–\(last)"
    }
}
