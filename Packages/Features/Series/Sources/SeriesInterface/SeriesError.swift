import WatchlistInterface

/// Why a Series operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands or options to use next.
public enum SeriesError: Error, Equatable, CustomStringConvertible {
    /// The text names no series in the catalog.
    case unknownSeries(String)
    /// The text names several series; each with its id, so one can be chosen.
    case ambiguousTitle(String, candidates: [Series])
    /// The id is an episode's, with a season or episode asked for as well.
    case episodeWithSelection(TitleID)
    /// The series has no such season; `seasons` are the ones it has.
    case noSuchSeason(series: String, season: Int, seasons: [Int])
    /// The season has no such episodes; `numbers` are the ones it has.
    case noSuchEpisode(series: String, season: Int, asked: ClosedRange<Int>, numbers: ClosedRange<Int>?)
    /// A series named with no season or episode to record.
    case selectionNeeded(Series)
    /// `--episode` without `--season`.
    case episodeWithoutSeason
    /// A range whose end comes before its start, or a number that is not one.
    case invalidEpisodes(String)
    /// The series is not followed.
    case notFollowing(Series)
    /// The rating is not from 1 to 10.
    case ratingOutOfRange(Int)
    /// The day is after today.
    case dayInTheFuture(CalendarDay, today: CalendarDay)
    /// The catalog file's series cannot be read: damaged, or written by another version.
    case catalogUnreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownSeries(let text):
            "no series in the catalog matches \"\(text)\""
        case .ambiguousTitle(let text, let candidates):
            "\"\(text)\" names \(candidates.count) series: " + candidates.map { "\($0.title) (\($0.years)) \($0.id)" }.joined(separator: ", ") + "; give the id of the one you mean"
        case .episodeWithSelection(let id):
            "\(id) is an episode's id, so a season and an episode have nothing to choose"
        case .noSuchSeason(let series, let season, let seasons):
            "\(series) has no season \(season); it has " + Self.list(seasons)
        case .noSuchEpisode(let series, let season, let asked, let numbers):
            "season \(season) of \(series) has no episode \(Self.range(asked)); "
                + (numbers.map { "it has episodes \(Self.range($0))" } ?? "its episodes are not numbered")
        case .selectionNeeded(let series):
            "\(series.title) is a series, and no season or episode of it was named"
        case .episodeWithoutSeason:
            "an episode is named with its season, as in season 2, episode 3"
        case .invalidEpisodes(let text):
            "\"\(text)\" is not an episode number or a range such as 3-5"
        case .notFollowing(let series):
            "you do not follow \(series.title)"
        case .ratingOutOfRange(let rating):
            "the rating \(rating) is not from \(Rating.range.lowerBound) to \(Rating.range.upperBound)"
        case .dayInTheFuture(let day, let today):
            "\(day) is after today (\(today))"
        case .catalogUnreadable(let path, let reason):
            "the series in the catalog at \(path) cannot be read (\(reason))"
        }
    }

    private static func range(_ numbers: ClosedRange<Int>) -> String {
        numbers.lowerBound == numbers.upperBound ? "\(numbers.lowerBound)" : "\(numbers.lowerBound)–\(numbers.upperBound)"
    }

    private static func list(_ seasons: [Int]) -> String {
        let regular = seasons.filter { $0 > 0 }
        var text = regular.isEmpty ? "no numbered seasons" : (regular.count == 1 ? "season \(regular[0])" : "seasons \(regular[0])–\(regular[regular.count - 1])")
        if seasons.contains(0) { text += " and specials (season 0)" }
        return text
    }
}
