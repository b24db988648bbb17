import ScrobblingInterface
import WatchlistInterface

/// A row about a series or an episode that ``EpisodeMatcher`` could not match, as `import`
/// shows it: its kind, its name, and its keys in `import --json` (`kind`, `series`, `year`,
/// `season`, `episode`, `episodeTitle`, `imdb`).
enum UnmatchedSeriesRow {
    /// The row, left out for `problem`.
    static func make(_ record: OtherHistoryRecord, problem: EpisodeMatchProblem) -> UnmatchedOtherRow {
        let whole = record.title.whole, part = record.title.part
        let kind = part == nil ? "series" : "episode"
        let numbers = SeriesRowNumbers(part?.place ?? [])
        return UnmatchedOtherRow(
            record: record, problem: problem.rawValue, reason: problem.description, kind: kind, name: name(of: record.title),
            fields: [
                OtherField("kind", .string(kind)), OtherField("series", .string(whole.title)), OtherField("year", .integer(whole.year)),
                OtherField("season", .integer(numbers.season)), OtherField("episode", .integer(numbers.episode)),
                OtherField("episodeTitle", .string(part?.title)), OtherField("imdb", .string(part.map(\.imdbID) ?? whole.imdbID)),
            ]
        )
    }

    /// The row's title as a person reads it: `"Breaking Bad" (2008) S1E2 "Cat's in the Bag…"
    /// [tt0959621]`, or `a series` and `an episode` when it names no series.
    static func name(of reference: OtherTitleReference) -> String {
        let whole = reference.whole, part = reference.part
        var name = whole.title.isEmpty ? (part == nil ? "a series" : "an episode") : "\"\(whole.title)\"" + (whole.year.map { " (\($0))" } ?? "")
        let numbers = SeriesRowNumbers(part?.place ?? [])
        if let season = numbers.season, let episode = numbers.episode { name += " S\(season)E\(episode)" }
        if let title = part?.title { name += " \"\(title)\"" }
        if let id = part.map(\.imdbID) ?? whole.imdbID { name += " [\(id)]" }
        return name
    }
}

/// An episode's season and number in a row's place in its series (``OtherTitlePart/place``).
struct SeriesRowNumbers {
    /// The season (0 for specials), when given.
    let season: Int?
    /// The episode's number in it, when given.
    let episode: Int?

    init(_ place: [Int]) {
        season = place.first
        episode = place.count > 1 ? place[1] : nil
    }
}
