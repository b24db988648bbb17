import ArgumentParser
import CommandInjection
import WatchlistInterface

/// `--season` on the film commands' `show`: what series add to it, so that `show "Breaking
/// Bad" --season 2` lists one season's episodes.
public struct SeriesShowOptions: KindOptions {
    public static let command = "show"
    public static let abstract = ", or a series' seasons"
    public static let argument = "; or a series' id or title"
    public static let discussion = "A series (its id or title) is shown with its seasons; --season N lists one season's episodes."
    public static let examples = [#"show "Breaking Bad" --season 2"#]
    public static let titles = ["a series"]

    @Option(help: "For a series: list this season's episodes (0 for specials).")
    public var season: Int?

    public var given: [String] { season == nil ? [] : ["--season"] }

    /// Declares the option; ArgumentParser fills it while parsing.
    public init() {}
}

/// `--season` and `--episode` on the film commands' `watched`: what series add to it, so that
/// `watched "Breaking Bad" --season 1 --episode 1-3` records three episodes.
public struct SeriesWatchedOptions: KindOptions {
    public static let command = "watched"
    public static let abstract = " or episodes of a series"
    public static let argument = "; or a series (its id or title) or an episode's id"
    public static let discussion = """
        A series (its id or title) takes --season N, and --episode M or M-K for some of the \
        season's episodes; an episode's own id needs neither.
        """
    public static let examples = [#"watched "Breaking Bad" --season 1 --episode 1-3"#]
    public static let titles = ["a series"]

    @Option(help: "For a series: the season (0 for specials).")
    public var season: Int?

    @Option(help: ArgumentHelp("For a series: one episode of the season, or a range such as 4-6.", valueName: "M or M-K"))
    public var episode: String?

    public var given: [String] { (season == nil ? [] : ["--season"]) + (episode == nil ? [] : ["--episode"]) }

    /// Declares the options; ArgumentParser fills them while parsing.
    public init() {}
}

/// `--kind film|series` on the list's `pick`: what series add to it, so that `pick --kind
/// series` continues a followed series and `pick --kind film` leaves them out.
public struct SeriesPickOptions: KindOptions, PickKindChoice {
    public static let command = "pick"
    public static let abstract = ", or a series to continue"
    public static let argument = ""
    public static let discussion = """
        The series you follow that have episodes left are among the pick too, each with its \
        next episode, unless a film's option is given; --kind film or --kind series picks one kind.
        """
    public static let examples = ["pick --kind series"]
    public static let titles = ["a series"]

    /// What `--kind` picks.
    public enum Kind: String, ExpressibleByArgument, CaseIterable, Sendable {
        case film, series
    }

    @Option(help: ArgumentHelp("Pick only this kind: film (an unwatched film from your list) or series (a followed series to continue).", valueName: "film|series"))
    public var kind: Kind?

    public var given: [String] { kind == nil ? [] : ["--kind"] }
    public var includesFilms: Bool { kind != .series }
    public var includesOtherTitles: Bool { kind != .film }

    /// Declares the option; ArgumentParser fills it while parsing.
    public init() {}
}

/// What series add to the list's `add`: its help, for a series is followed there; no option.
public struct SeriesAddOptions: KindOptions {
    public static let command = "add"
    public static let abstract = ", or follow a series"
    public static let argument = "; or a series' id or title, to follow it"
    public static let discussion = "A series (its id or title) is followed instead."
    public static let examples: [String] = [#"add "Breaking Bad""#]
    public static let titles = ["a series"]
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}

/// What series add to the list's `remove`: its help, for a series is unfollowed there; no option.
public struct SeriesRemoveOptions: KindOptions {
    public static let command = "remove"
    public static let abstract = ", or stop following a series"
    public static let argument = "; or a series' id"
    public static let discussion = "A series' episode viewings are kept; `series unfollow --forget-viewings` removes them too."
    public static let examples: [String] = []
    public static let titles = ["a series"]
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}

/// What series add to the list's `import`: how episodes' rows are matched, and `--online`, so
/// that the shows an export names only by TheTVDB's id are looked up before they are matched.
public struct SeriesImportOptions: KindOptions, OnlineLookupChoice {
    public static let command = "import"
    public static let abstract = ", series"
    public static let argument = ""
    public static let discussion = """
        Episodes (Trakt's history and ratings, IMDb's TV Episode rows, TV Time's, Simkl's and \
        Yamtrack's episodes) are matched by the episode's IMDb id, else by the series' id or title \
        and year with the season and episode; a series seen is followed; a rating is a rating, \
        never a viewing; a rated series (Trakt's ratings-shows, IMDb's TV Series rows) keeps its \
        rating. In the unmatched file, an episode's row gives its series, season and episode.
        """
    public static let examples = ["import tvtime-export --online"]
    public static let titles = ["a series"]

    @Flag(help: """
        Ask TVmaze for the IMDb id of each series the export names only by TheTVDB's id (TV Time's, Simkl's), \
        to match it by id before its title. Without it nothing leaves this machine.
        """)
    public var online = false

    public var given: [String] { online ? ["--online"] : [] }

    /// Declares the flag; ArgumentParser fills it while parsing.
    public init() {}
}
