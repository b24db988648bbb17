import SeriesInterface

/// What to type next after an error of the Series commands, in those commands. Every
/// executable that offers them names the command they sit under (`watchlist series`,
/// `series-dev`), and adds advice of its own before this; Auth advises on signing in.
public enum SeriesAdvice {
    /// The advice for `error`, naming the commands as `command` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs command: String) -> String? {
        guard let error = error as? SeriesError else { return nil }
        switch error {
        case .ambiguousTitle(_, let candidates):
            let example = candidates.first.map { "`\(command) show \($0.id)`" } ?? "its id"
            return "Name one by its id, as in \(example), or add the year it began: \"Title (YEAR)\"."
        case .unknownSeries: return "`\(command) search WORDS` finds series by title."
        case .noSuchSeason(let series, _, _), .noSuchEpisode(let series, _, _, _):
            return "`\(command) show \"\(series)\"` lists its seasons, and `--season N` a season's episodes."
        case .notFollowing: return "`\(command) list` shows the series you follow."
        case .episodeWithoutSeason, .invalidEpisodes, .selectionNeeded: return "Give --season N, with --episode M or --episode M-K for some of its episodes."
        case .episodeWithSelection: return "Leave out --season and --episode, or give the series instead of the episode."
        case .ratingOutOfRange, .dayInTheFuture, .catalogUnreadable: return nil
        }
    }
}
