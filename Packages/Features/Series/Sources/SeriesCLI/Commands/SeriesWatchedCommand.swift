import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `watched SERIES [--season N [--episode M|M-K]] [--on DAY] [--rating R]`, or
/// `watched EPISODE-ID`.
public struct SeriesWatchedCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "watched",
        abstract: "Record that you watched episodes: a season, one episode, a range, or an episode by its id.",
        discussion: """
        Each run adds one viewing per episode, so watching again is a rewatch. A season or \
        episode the series does not have is refused and nothing is recorded. The series is \
        followed if it was not.

        Examples:
          watched "Breaking Bad" --season 1
          watched "Breaking Bad" --season 2 --episode 3
          watched "Breaking Bad" --season 2 --episode 4-6 --on 2026-11-01 --rating 9
          watched imdb:tt0959621
        """
    )

    @Argument(help: "The series (its id or title) or an episode's own id.")
    var reference: String

    @Option(help: "The season (0 for specials).")
    var season: Int?

    @Option(help: ArgumentHelp("One episode of the season, or a range such as 4-6.", valueName: "M or M-K"))
    var episode: String?

    @Option(name: [.customLong("on"), .customLong("date")], help: ArgumentHelp("The day you watched them, as YYYY-MM-DD (default: today).", valueName: "YYYY-MM-DD"))
    var on: String?

    @Option(help: "Your rating, from 1 to 10.")
    var rating: Int?

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        if let rating, !Rating.range.contains(rating) {
            throw ValidationError("--rating must be from 1 to 10, not \(rating).")
        }
        if let on, CalendarDay(parsing: on) == nil {
            throw ValidationError("--on must be a day written as YYYY-MM-DD, such as 2026-11-01, not \(on).")
        }
        _ = try selection()
    }

    public func run() async throws {
        let viewings = try await service.markWatched(reference, try selection(), on: on.flatMap(CalendarDay.init(parsing:)), rating: rating)
        terminal.writeLine(SeriesText.watched(viewings, rating: rating))
    }

    /// The episodes `--season` and `--episode` pick; nil when neither is given.
    func selection() throws -> EpisodeSelection? {
        try Self.selection(season: season, episode: episode)
    }

    /// The episodes `season` and `episode` (`4` or `4-6`) pick; nil when neither is given.
    static func selection(season: Int?, episode: String?) throws -> EpisodeSelection? {
        guard let season else {
            if episode != nil { throw SeriesError.episodeWithoutSeason }
            return nil
        }
        guard let episode else { return .season(season) }
        return .episodes(season: season, numbers: try numbers(episode))
    }

    /// `4` or `4-6` as a range of episode numbers.
    static func numbers(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        switch parts.count {
        case 1: if let number = parts[0], number >= 0 { return number...number }
        case 2: if let low = parts[0], let high = parts[1], low >= 0, low <= high { return low...high }
        default: break
        }
        throw SeriesError.invalidEpisodes(text)
    }
}
