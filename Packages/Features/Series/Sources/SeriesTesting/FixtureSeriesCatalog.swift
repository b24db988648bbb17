import SeriesInterface

/// A ``SeriesCatalog`` of given series, for tests and the dev app. ``standard`` holds the
/// cases the feature must handle: episodes with ids of their own, specials, an unnumbered
/// episode, and two series with one title.
public struct FixtureSeriesCatalog: SeriesCatalog {
    private let details: [TitleID: SeriesDetails]
    private let episodes: [TitleID: Episode]

    /// A catalog of `series`.
    public init(_ series: [SeriesDetails]) {
        details = Dictionary(series.map { ($0.series.id, $0) }, uniquingKeysWith: { first, _ in first })
        episodes = Dictionary(series.flatMap(\.episodes).compactMap { episode in episode.id.map { ($0, episode) } }, uniquingKeysWith: { first, _ in first })
    }

    /// "Pilot Light" (2020–2021): season 1 of 3 episodes, season 2 of 2, a special, an
    /// episode without numbers, every episode with an id; "The Office" twice (2001 and 2005).
    public static let standard = FixtureSeriesCatalog([
        FixtureSeries.make(number: 101, title: "Pilot Light", years: 2020...2021, seasons: [3, 2], specials: 1, unnumbered: 1, episodeIDs: true),
        FixtureSeries.make(number: 290_978, title: "The Office", years: 2001...2003, seasons: [6, 6]),
        FixtureSeries.make(number: 386_676, title: "The Office", years: 2005...2013, seasons: [6, 22]),
    ])

    public func search(_ text: String, limit: Int) -> [Series] {
        let words = text.lowercased().split(separator: " ")
        let found = details.values.map(\.series).filter { series in words.allSatisfy { series.title.lowercased().contains($0) } }
        return Array(found.sorted { ($0.title, $0.startYear ?? 0) < ($1.title, $1.startYear ?? 0) }.prefix(limit))
    }

    public func series(withWordsOf title: String) -> [Series] {
        search(title, limit: 1_000)
    }

    public func details(of id: TitleID) -> SeriesDetails? {
        details[id]
    }

    public func episode(_ id: TitleID) -> Episode? {
        episodes[id]
    }

    public func series(_ id: TitleID) -> Series? {
        details[id]?.series
    }

    public func outline(of id: TitleID) -> SeriesOutline? {
        details[id]?.outline
    }

    public func episode(of id: TitleID, at place: EpisodeNumber) -> Episode? {
        details[id]?.episode(at: place)
    }
}

/// Makes fixture series: numbered episodes titled "Title SxEy", a year per season.
public enum FixtureSeries {
    /// A series with IMDb number `number` and `seasons[i]` episodes in season i + 1; its
    /// episodes' own ids, when asked, are `number * 1000 + season * 100 + episode`.
    public static func make(
        number: Int, title: String, years: ClosedRange<Int>, seasons: [Int], specials: Int = 0, unnumbered: Int = 0, episodeIDs: Bool = false
    ) -> SeriesDetails {
        let id = TitleID(imdbNumber: number)
        func episode(_ season: Int?, _ episode: Int?, _ key: Int, title: String, year: Int?) -> Episode {
            Episode(seriesID: id, id: episodeIDs ? TitleID(imdbNumber: number * 1000 + key) : nil, season: season, number: episode, title: title, year: year, runtimeMinutes: 45)
        }
        var episodes: [Episode] = []
        for special in 0..<specials {
            episodes.append(episode(0, special + 1, special + 1, title: "\(title) Special \(special + 1)", year: years.upperBound))
        }
        for (index, count) in seasons.enumerated() {
            let year = min(years.lowerBound + index, years.upperBound)
            for number in 1...max(count, 1) {
                episodes.append(episode(index + 1, number, (index + 1) * 100 + number, title: "\(title) S\(index + 1)E\(number)", year: year))
            }
        }
        for extra in 0..<unnumbered {
            episodes.append(episode(nil, nil, 990 + extra, title: "\(title) Extra \(extra + 1)", year: nil))
        }
        let series = Series(id: id, title: title, startYear: years.lowerBound, endYear: years.upperBound)
        return SeriesDetails(series: series, episodes: episodes)
    }
}
