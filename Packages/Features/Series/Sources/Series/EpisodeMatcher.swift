import ScrobblingInterface
import SeriesInterface

/// Finds the episodes another application names, in this order, never guessing: the episode's
/// own IMDb id in the catalog; then the show, by its IMDb id or by its whole title (and the
/// year it began, when given), and the season and episode numbers. A title that names several
/// series, a show the catalog lacks, or numbers the show does not have match nothing. A film's
/// id never matches: the catalog holds series only. Shows are looked up once a matcher, for an
/// import asks about the same few shows thousands of times.
struct EpisodeMatcher {
    let catalog: any SeriesCatalog
    private var seriesByID: [TitleID: Series?] = [:]
    private var seriesByTitle: [String: Result<Series, EpisodeMatchProblem>] = [:]

    init(catalog: any SeriesCatalog) {
        self.catalog = catalog
    }

    /// The series and the episodes the reference names (one, or each of a file's), or why
    /// there are none.
    mutating func match(_ reference: EpisodeReference) async throws -> Result<(Series, [Episode]), EpisodeMatchProblem> {
        if let id = reference.episodeID, let episode = try await catalog.episode(id), let series = try await series(episode.seriesID) {
            var episodes = [episode]
            // A file of several episodes: the ones after the first, by their numbers.
            if let season = episode.season, let first = episode.number, let last = reference.lastEpisode, last > first, reference.episode == first {
                for number in (first + 1)...min(last, first + 19) {
                    guard let next = try await catalog.episode(of: episode.seriesID, at: EpisodeNumber(season: season, number: number)) else {
                        return .failure(.noEpisode)
                    }
                    episodes.append(next)
                }
            }
            return .success((series, episodes))
        }
        let series: Series
        switch try await show(reference) {
        case .success(let found): series = found
        case .failure(let problem): return .failure(problem)
        }
        let places = reference.places
        guard !places.isEmpty else { return .failure(.noNumbers) }
        var episodes: [Episode] = []
        for place in places {
            guard let episode = try await catalog.episode(of: series.id, at: place) else { return .failure(.noEpisode) }
            episodes.append(episode)
        }
        return .success((series, episodes))
    }

    /// The one series the reference's show is: by its id, else its whole title and year.
    mutating func show(_ reference: EpisodeReference) async throws -> Result<Series, EpisodeMatchProblem> {
        if let id = reference.seriesID {
            return try await series(id).map { .success($0) } ?? .failure(.noSeries)
        }
        let title = SeriesTitle.key(reference.seriesTitle)
        guard !title.isEmpty else { return .failure(.noSeries) }
        let key = "\(title)\u{1F}\(reference.seriesYear.map(String.init) ?? "")"
        if let known = seriesByTitle[key] { return known }
        var matches = try await catalog.series(withWordsOf: reference.seriesTitle).filter { SeriesTitle.key($0.title) == title }
        if let year = reference.seriesYear {
            matches = matches.filter { $0.startYear == year || $0.startYear == nil }
        }
        let found: Result<Series, EpisodeMatchProblem> = switch matches.count {
        case 0: .failure(.noSeries)
        case 1: .success(matches[0])
        default: .failure(.severalSeries)
        }
        seriesByTitle[key] = found
        return found
    }

    /// The series with `id`, looked up once.
    private mutating func series(_ id: TitleID) async throws -> Series? {
        if let known = seriesByID[id] { return known }
        let series = try await catalog.series(id)
        seriesByID[id] = series
        return series
    }
}
