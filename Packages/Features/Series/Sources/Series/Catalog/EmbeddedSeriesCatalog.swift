import SeriesInterface

/// The series that ship with the app (``EmbeddedSeriesFacts``), so `search` finds a famous
/// show on a fresh install with no files and no key.
public struct EmbeddedSeriesCatalog: SeriesCatalog {
    private let details: [TitleID: SeriesDetails]
    private let ordered: [Series]

    /// The embedded series.
    public init() {
        var details: [TitleID: SeriesDetails] = [:]
        var ordered: [Series] = []
        for entry in EmbeddedSeriesFacts.entries {
            guard let id = TitleID(parsing: entry.imdb) else { continue }
            let series = Series(id: id, title: entry.title, startYear: entry.startYear, endYear: entry.endYear, kind: entry.kind)
            var episodes: [Episode] = []
            for (index, year) in entry.specials.enumerated() {
                episodes.append(Episode(seriesID: id, id: nil, season: 0, number: index + 1, title: "Special \(index + 1)", year: year, runtimeMinutes: nil))
            }
            for (seasonIndex, (count, year)) in zip(entry.episodes, entry.years).enumerated() {
                for number in 1...max(count, 1) {
                    episodes.append(Episode(seriesID: id, id: nil, season: seasonIndex + 1, number: number, title: "Episode \(number)", year: year, runtimeMinutes: nil))
                }
            }
            details[id] = SeriesDetails(series: series, episodes: episodes)
            ordered.append(series)
        }
        self.details = details
        self.ordered = ordered
    }

    public func search(_ text: String, limit: Int) -> [Series] {
        let words = SeriesTitle.words(text)
        guard !words.isEmpty, limit > 0 else { return [] }
        let query = words.joined(separator: " ")
        let matches = ordered.filter { series in
            let title = SeriesTitle.words(series.title)
            return words.allSatisfy { word in title.contains { $0.hasPrefix(word) } }
        }
        let ranked = matches.sorted { lhs, rhs in
            let left = Self.rank(lhs, query), right = Self.rank(rhs, query)
            return left != right ? left < right : (lhs.startYear ?? 0) > (rhs.startYear ?? 0)
        }
        return Array(ranked.prefix(limit))
    }

    public func series(withWordsOf title: String) -> [Series] {
        let words = SeriesTitle.words(title)
        guard !words.isEmpty else { return [] }
        return ordered.filter { series in Set(SeriesTitle.words(series.title)).isSuperset(of: words) }
    }

    public func details(of id: TitleID) -> SeriesDetails? {
        details[id]
    }

    public func episode(_ id: TitleID) -> Episode? {
        nil
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

    /// 0 for the exact title, 1 for a title that starts with the words, 2 otherwise.
    private static func rank(_ series: Series, _ query: String) -> Int {
        let title = SeriesTitle.key(series.title)
        return title == query ? 0 : title.hasPrefix(query) ? 1 : 2
    }
}
