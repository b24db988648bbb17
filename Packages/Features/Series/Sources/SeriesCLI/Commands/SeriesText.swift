import Series
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// What the commands print, shared by the `series` commands and by the film commands that
/// act on series too (``SeriesAsOtherTitles``).
enum SeriesText {
    /// A series with its seasons, or one season's episodes, the progress and the profile's
    /// rating of the series, in UTF-8.
    static func show(_ details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?, season: Int?, json: Bool, style: TextStyle) throws -> [UInt8] {
        if let season, !details.seasons.contains(where: { $0.number == season }) {
            throw SeriesError.noSuchSeason(series: details.series.title, season: season, seasons: details.seasons.map(\.number))
        }
        if json { return SeriesJSON.show(details, viewings: viewings, rating: rating, season: season) }
        return Array(text(details, viewings: viewings, rating: rating, season: season, style: style).utf8)
    }

    /// ``show(_:viewings:rating:season:json:style:)`` as text.
    private static func text(_ details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?, season: Int?, style: TextStyle) -> String {
        var text = style.bold("\(details.series.title) (\(details.series.years))") + "  \(details.series.id)\n"
        let progress = UpNext.progress(of: details, viewings: viewings)
        text += "\(progress.watchedEpisodes) of \(progress.episodes) episodes watched" + (progress.next.map { "; next: \($0.code) \($0.title)" } ?? "") + "\n"
        if let rating { text += "You rated the series \(rating.value)/10 on \(rating.ratedOn).\n" }
        if let season, let episodes = details.seasons.first(where: { $0.number == season })?.episodes {
            text += SeriesTables.episodes(episodes, viewings: viewings).render(style: style)
        } else {
            text += SeriesTables.seasons(details.seasons, viewings: viewings).render(style: style)
            let unnumbered = details.episodes.count - details.seasons.reduce(0) { $0 + $1.episodes.count }
            if unnumbered > 0 { text += "\(unnumbered) more episodes without a season number.\n" }
        }
        return text
    }

    static func followed(_ series: Series, new: Bool) -> String {
        new ? "Following \(series.title) (\(series.years))." : "You already follow \(series.title) (\(series.years))."
    }

    static func unfollowed(_ series: Series, removedViewings: Int, forgetting: Bool) -> String {
        "Stopped following \(series.title)" + (forgetting ? "; \(removedViewings) episode viewings removed." : "; its episode viewings are kept.")
    }

    static func rated(_ series: Series, _ rating: SeriesRating) -> String {
        "Rated \(series.title) (\(series.years)) \(rating.value)/10 on \(rating.ratedOn)."
    }

    static func ratingRemoved(_ series: Series, removed: Bool) -> String {
        removed ? "Removed your rating of \(series.title) (\(series.years))." : "You had not rated \(series.title) (\(series.years)); nothing changed."
    }

    static func watched(_ viewings: [EpisodeViewing], rating: Int?) -> String {
        guard let first = viewings.first else { return "Nothing to record: that selection has no episodes." }
        let rated = rating.map { ", rated \($0)/10" } ?? ""
        let what = viewings.count == 1
            ? "\(code(first)) \(first.episodeTitle)"
            : "\(viewings.count) episodes (\(code(first))–\(viewings.last.map(code) ?? ""))"
        return "Marked \(first.seriesTitle) \(what) watched on \(first.watchedOn)\(rated)."
    }

    private static func code(_ viewing: EpisodeViewing) -> String {
        guard let season = viewing.season, let number = viewing.episode else { return "unnumbered" }
        return "S\(season)E\(number)"
    }
}
