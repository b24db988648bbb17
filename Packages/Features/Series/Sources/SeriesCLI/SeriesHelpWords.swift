import CommandInjection

/// What series add to the help of Movies' `search`: that they are found too, after the films,
/// and their keys in `--json`; no option (`--kind` is the command's, and takes every kind the
/// app has).
public struct SeriesSearchOptions: KindOptions {
    public static let command = "search"
    public static let abstract = " and series"
    public static let argument = ", or series"
    public static let discussion = "Series are listed after the films, with their years; --kind film or --kind series shows one kind."
    public static let examples = ["search fargo --kind series"]
    public static let titles = ["a series"]
    public static let json = " (a series: {kind, id, title, startYear, endYear})"
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}

/// What series add to the help of the list's `list`: where they come, and their keys in
/// `--json`; no option.
public struct SeriesListOptions: KindOptions {
    public static let command = "list"
    public static let abstract = ""
    public static let argument = ""
    public static let discussion = """
        The series you follow come after the films, with the episodes you watched out of all \
        (specials aside), unless --watched, --unwatched or --of narrows the list to films.
        """
    public static let examples: [String] = []
    public static let titles = ["a series"]
    public static let json = "; a series: {kind, id, title, startYear, endYear, watchedEpisodes, episodes, next}"
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}

/// What series add to the help of `history`: episodes among the films, and their keys in
/// `--json`; no option.
public struct SeriesHistoryOptions: KindOptions {
    public static let command = "history"
    public static let abstract = ""
    public static let argument = ""
    public static let discussion = "Episodes of series are listed among the films (not with --of, which shows another's list of films)."
    public static let examples: [String] = []
    public static let titles = ["a series"]
    public static let json = ", season, episode, episodeTitle"
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}

/// What series add to the help of `stats`: episodes and their hours; no option.
public struct SeriesStatsOptions: KindOptions {
    public static let command = "stats"
    public static let abstract = "; episodes and their hours"
    public static let argument = ""
    public static let discussion = """
        Episodes of series are counted apart, with the hours they took where their running \
        times are known (episodesTimed in --json says for how many).
        """
    public static let examples: [String] = []
    public static let titles = ["a series"]
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}

/// What series add to the help of `export`: which formats keep them; no option.
public struct SeriesExportOptions: KindOptions {
    public static let command = "export"
    public static let abstract = ""
    public static let argument = ""
    public static let discussion = """
        json also holds the series you follow and every episode viewing; they are in json only \
        (Letterboxd takes films only), and the other formats say how many were left out.
        """
    public static let examples: [String] = []
    public static let titles = ["a series"]
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}

/// What series add to the help of Movies' `catalog build`: what the series' catalog part takes
/// from `title.episode`; no option.
public struct SeriesCatalogBuildOptions: KindOptions {
    public static let command = "catalog build"
    public static let abstract = ""
    public static let argument = ""
    public static let discussion = """
        title.episode adds TV series and their episodes: tvSeries and tvMiniSeries rows become \
        series and tvEpisode rows their episodes, whatever --types says, kept apart from the films.
        """
    public static let examples = ["catalog build title.basics.tsv.gz title.episode.tsv.gz title.ratings.tsv.gz"]
    public static let titles = ["a series"]
    public var given: [String] { [] }

    /// Declares no option.
    public init() {}
}
