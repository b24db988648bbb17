import Foundation
import JSONWriting
import Series
import SeriesInterface
import TerminalUI

/// Series, seasons, episodes and viewings as tables for people.
enum SeriesTables {
    static func series(_ series: [Series]) -> TextTable {
        TextTable(
            columns: [.init("ID"), .init("Title"), .init("Years"), .init("Kind")],
            rows: series.map { [$0.id.description, $0.title, $0.years, $0.kind == .miniSeries ? "mini-series" : "series"] }
        )
    }

    static func seasons(_ seasons: [Season], viewings: [EpisodeViewing]) -> TextTable {
        let counts = ViewingCounts(viewings)
        return TextTable(
            columns: [.init("Season", alignment: .right), .init("Episodes", alignment: .right), .init("Years"), .init("Watched", alignment: .right)],
            rows: seasons.map { season in
                let watched = season.episodes.filter { counts.times($0) > 0 }.count
                return [season.number == 0 ? "specials" : String(season.number), String(season.episodes.count), season.years, "\(watched)/\(season.episodes.count)"]
            }
        )
    }

    /// A season's episodes with a mark per viewing; their ids when the catalog has them.
    static func episodes(_ episodes: [Episode], viewings: [EpisodeViewing]) -> TextTable {
        let withIDs = episodes.contains { $0.id != nil }
        let counts = ViewingCounts(viewings)
        var columns: [TextTable.Column] = [.init(""), .init("Episode"), .init("Title"), .init("Year", alignment: .right)]
        if withIDs { columns.append(.init("ID")) }
        return TextTable(
            columns: columns,
            rows: episodes.map { episode in
                let times = counts.times(episode)
                var row = [times == 0 ? " " : times == 1 ? "✓" : "✓\(times)", episode.code, episode.title, episode.year.map(String.init) ?? "—"]
                if withIDs { row.append(episode.id?.description ?? "—") }
                return row
            }
        )
    }

    static func upNext(_ items: [UpNextItem]) -> TextTable {
        TextTable(
            columns: [.init("Series"), .init("Next"), .init("Title"), .init("Left", alignment: .right)],
            rows: items.map { [$0.series.title, $0.episode.code, $0.episode.title, String($0.episodesLeft)] }
        )
    }

    static func progress(_ followed: [SeriesProgress]) -> TextTable {
        TextTable(
            columns: [.init("ID"), .init("Title"), .init("Years"), .init("Watched", alignment: .right), .init("Next")],
            rows: followed.map { progress in
                [progress.series.id.description, progress.series.title, progress.series.years, "\(progress.watchedEpisodes)/\(progress.episodes)", progress.next?.code ?? "finished"]
            }
        )
    }

    static func history(_ viewings: [EpisodeViewing]) -> TextTable {
        TextTable(
            columns: [.init("Watched"), .init("Series"), .init("Episode"), .init("Title"), .init("Rating", alignment: .right)],
            rows: viewings.map { viewing in
                let code = viewing.season.flatMap { season in viewing.episode.map { "S\(season)E\($0)" } } ?? "unnumbered"
                return [viewing.watchedOn.description, viewing.seriesTitle, code, viewing.episodeTitle, viewing.rating.map(String.init) ?? "—"]
            }
        )
    }
}

/// What the commands print with `--json`: every key present (null when unknown), so scripts
/// can rely on them. Lists are written by the JSONWriting kit; `show`'s nested seasons, as
/// the kit's JSONOutput writes them.
enum SeriesJSON {
    /// `show`: the series, the profile's rating of it, its seasons (or the one asked for) with
    /// their episodes, and the progress, written by the JSONWriting kit: `JSONEncoder` took nine tenths of a
    /// 10,000-episode show (measured with perf).
    static func show(_ details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?, season: Int?) -> [UInt8] {
        let counts = ViewingCounts(viewings)
        let episodes = JSONListWriter<Episode>(fields: [
            .init("season") { .integer($0.season) },
            .init("episode") { .integer($0.number) },
            .init("id") { .string($0.id?.description) },
            .init("title") { .string($0.title) },
            .init("year") { .integer($0.year) },
            .init("runtimeMinutes") { .integer($0.runtimeMinutes) },
            .init("timesWatched") { .integer(counts.times($0)) },
        ])
        let seasons = JSONListWriter<Season>(fields: [
            .init("number") { .integer($0.number) },
            .list("episodes", episodes) { $0.episodes },
        ])
        let shown = details.seasons.filter { season == nil || $0.number == season }
        let progress = UpNext.progress(of: details, viewings: viewings)
        let document = JSONListWriter<SeriesProgress>(fields: [
            .init("kind") { _ in .string("series") },
            .init("id") { .string($0.series.id.description) },
            .init("title") { .string($0.series.title) },
            .init("startYear") { .integer($0.series.startYear) },
            .init("endYear") { .integer($0.series.endYear) },
            .init("watchedEpisodes") { .integer($0.watchedEpisodes) },
            .init("episodes") { .integer($0.episodes) },
            .init("rating") { _ in .integer(rating?.value) },
            .init("ratedOn") { _ in .string(rating?.ratedOn.description) },
            .list("seasons", seasons) { _ in shown },
        ])
        // About 260 bytes an episode, indented five levels: the bytes are allocated once.
        let capacity = 1_024 + shown.reduce(0) { $0 + $1.episodes.count } * 260
        return document.object(progress, capacity: capacity)
    }

    /// Search results: a series each.
    static let summaries = JSONListWriter<Series>(fields: [
        .init("kind") { _ in .string("series") },
        .init("id") { .string($0.id.description) },
        .init("title") { .string($0.title) },
        .init("startYear") { .integer($0.startYear) },
        .init("endYear") { .integer($0.endYear) },
        .init("miniSeries") { .boolean($0.kind == .miniSeries) },
    ])

    /// Up Next: an episode each.
    static let upNext = JSONListWriter<UpNextItem>(fields: [
        .init("id") { .string($0.series.id.description) },
        .init("title") { .string($0.series.title) },
        .init("season") { .integer($0.episode.season) },
        .init("episode") { .integer($0.episode.number) },
        .init("episodeTitle") { .string($0.episode.title) },
        .init("episodeID") { .string($0.episode.id?.description) },
        .init("episodesLeft") { .integer($0.episodesLeft) },
    ])

    /// The followed series with their progress.
    static let progress = JSONListWriter<SeriesProgress>(fields: [
        .init("kind") { _ in .string("series") },
        .init("id") { .string($0.series.id.description) },
        .init("title") { .string($0.series.title) },
        .init("startYear") { .integer($0.series.startYear) },
        .init("watchedEpisodes") { .integer($0.watchedEpisodes) },
        .init("episodes") { .integer($0.episodes) },
        .init("next") { .string($0.next?.code) },
    ])

    /// Episode viewings, newest first.
    static let viewings = JSONListWriter<EpisodeViewing>(fields: [
        .init("id") { .string($0.seriesID.description) },
        .init("title") { .string($0.seriesTitle) },
        .init("season") { .integer($0.season) },
        .init("episode") { .integer($0.episode) },
        .init("episodeTitle") { .string($0.episodeTitle) },
        .init("episodeID") { .string($0.episodeID?.description) },
        .init("watchedOn") { .string($0.watchedOn.description) },
        .init("rating") { .integer($0.rating) },
    ])
}
