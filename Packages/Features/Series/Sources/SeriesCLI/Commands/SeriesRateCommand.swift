import ArgumentParser
import Injection
import SeriesInterface
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `rate SERIES RATING [--on DAY]`, or `rate SERIES --remove`.
public struct SeriesRateCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Rate a whole series, apart from its episodes; or remove your rating of it.",
        discussion: """
        A new rating replaces the one you gave before. Episodes are rated with `watched \
        --rating`. An import (Trakt's ratings-shows.json, IMDb's rated TV Series rows) never \
        replaces a rating you gave.

        Examples:
          rate "Breaking Bad" 9
          rate "The Office (2005)" 8 --on 2026-11-01
          rate "Breaking Bad" --remove
        """
    )

    @Argument(help: "The series: its id, or its title with the year it began when two share one.")
    var series: String

    @Argument(help: "Your rating, from 1 to 10.")
    var rating: Int?

    @Option(name: [.customLong("on"), .customLong("date")], help: ArgumentHelp("The day you rated it, as YYYY-MM-DD (default: today).", valueName: "YYYY-MM-DD"))
    var on: String?

    @Flag(help: "Remove your rating of the series instead.")
    var remove = false

    @Injected var service: any SeriesService
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        switch (rating, remove) {
        case (nil, false): throw ValidationError("Give a rating from 1 to 10, or --remove to remove yours.")
        case (_?, true): throw ValidationError("Give a rating or --remove, not both.")
        case (let rating?, false) where !Rating.range.contains(rating): throw ValidationError("The rating must be from 1 to 10, not \(rating).")
        default: break
        }
        if remove, on != nil { throw ValidationError("--on is the day of a rating; --remove takes none.") }
        if let on, CalendarDay(parsing: on) == nil {
            throw ValidationError("--on must be a day written as YYYY-MM-DD, such as 2026-11-01, not \(on).")
        }
    }

    public func run() async throws {
        if let rating {
            let (series, kept) = try await service.rate(series, rating: rating, on: on.flatMap(CalendarDay.init(parsing:)))
            terminal.writeLine(SeriesText.rated(series, kept))
        } else {
            let (series, removed) = try await service.removeRating(series)
            terminal.writeLine(SeriesText.ratingRemoved(series, removed: removed))
        }
    }
}
