import JSONWriting
import Foundation
import MoviesInterface
import Series
import SeriesInterface
import TerminalUIInterface
import WatchlistInterface

/// Series beside films in the film commands (`search`, `show`, `add`, `remove`, `watched`,
/// `list`, `history`):
/// the Movies and Watchlist features own the protocols their commands need, and know nothing
/// of series; an app's root registers this to join them. A reference that cannot name a
/// series (a film's id, `offline:1`, `tmdb:603`, `12`) or names none is left to the films.
public struct SeriesAsOtherTitles: OtherTitles, OtherTitleTracking {
    private let service: any SeriesService
    private let catalog: any SeriesCatalog
    private let archives: SeriesArchives

    /// Joins `service` to the film commands; other services' exports are matched in `catalog`.
    public init(service: any SeriesService, catalog: any SeriesCatalog) {
        self.service = service
        self.catalog = catalog
        archives = SeriesArchives(service: service, catalog: catalog)
    }

    public func title(imdbID: String) async throws -> OtherTitle? {
        guard let id = TitleID(parsing: imdbID), let series = try await catalog.series(id) else { return nil }
        return OtherTitle(kind: "series", id: series.id.description, title: series.title, startYear: series.startYear, endYear: series.endYear)
    }

    public var kinds: [String] { ["series"] }

    public func search(_ text: String, kind: String?, limit: Int) async throws -> [OtherTitle] {
        guard kind == nil || kind == "series" else { return [] }
        return try await service.search(text, limit: limit).map { series in
            OtherTitle(kind: "series", id: series.id.description, title: series.title, startYear: series.startYear, endYear: series.endYear)
        }
    }

    public func show(_ reference: String, options: OtherKindOptions, json: Bool, style: TextStyle) async throws -> [UInt8]? {
        guard let (details, viewings, rating) = try await ifSeries(reference, { try await service.show(reference) }) else { return nil }
        let season = options.part(SeriesShowOptions.self)?.season
        return try SeriesText.show(details, viewings: viewings, rating: rating, season: season, json: json, style: style)
    }

    public func add(_ reference: String) async throws -> String? {
        try await ifSeries(reference) { try await service.follow(reference) }.map { SeriesText.followed($0.series, new: $0.followed) }
    }

    public func remove(_ reference: String) async throws -> String? {
        try await ifSeries(reference) { try await service.unfollow(reference, forgettingViewings: false) }
            .map { SeriesText.unfollowed($0.series, removedViewings: $0.removedViewings, forgetting: false) }
    }

    public func watched(_ reference: String, options: OtherKindOptions, on day: CalendarDay?, rating: Int?) async throws -> String? {
        let chosen = options.part(SeriesWatchedOptions.self)
        let selection = try SeriesWatchedCommand.selection(season: chosen?.season, episode: chosen?.episode)
        return try await ifSeries(reference) { try await service.markWatched(reference, selection, on: day, rating: rating) }
            .map { SeriesText.watched($0, rating: rating) }
    }

    public func list() async throws -> [OtherListEntry] {
        try await service.followed().map { progress in
            let next = progress.next?.code
            return OtherListEntry(
                kind: "series", id: progress.series.id.description, title: progress.series.title, startYear: progress.series.startYear,
                endYear: progress.series.endYear,
                progress: [OtherColumn("Watched", "\(progress.watchedEpisodes)/\(progress.episodes)", isNumeric: true), OtherColumn("Next", next ?? "finished")],
                fields: [OtherField("watchedEpisodes", .integer(progress.watchedEpisodes)), OtherField("episodes", .integer(progress.episodes)), OtherField("next", .string(next))],
                continuation: next.map { "Next: \($0); \(progress.watchedEpisodes) of \(progress.episodes) episodes watched." }
            )
        }
    }

    /// An episode's season, number and title.
    public let historyKeys = ["season", "episode", "episodeTitle"]

    /// `4 episodes of 2 series watched`; `episodes`, `series`, `episodeHours`, `episodesTimed`.
    public let tallyNames = OtherTallyNames(
        viewing: "episode", viewings: "episodes", title: "series", titles: "series",
        viewingsKey: "episodes", titlesKey: "series", hoursKey: "episodeHours", timedKey: "episodesTimed"
    )

    public func history() async throws -> [OtherViewing] {
        // Read field by field where the viewings lie: a history holds hundreds of thousands of
        // them, and `map` copied each one whole, retaining all its strings.
        try await service.history().withUnsafeBufferPointer { viewings in
            viewings.indices.map { index in
                let (season, episode, episodeTitle) = (viewings[index].season, viewings[index].episode, viewings[index].episodeTitle)
                // Made by appending, for the same reason.
                var detail = episodeTitle
                if let season, let episode { detail = "S" + String(season) + "E" + String(episode) + " " + detail }
                return OtherViewing(
                    kind: "episode", id: viewings[index].seriesID.description, title: viewings[index].seriesTitle, detail: detail.isEmpty ? nil : detail,
                    fields: [OtherField("season", .integer(season)), OtherField("episode", .integer(episode)), OtherField("episodeTitle", .string(episodeTitle))],
                    runtimeMinutes: viewings[index].runtimeMinutes, watchedOn: viewings[index].watchedOn, rating: viewings[index].rating
                )
            }
        }
    }

    public func archive() async throws -> [String: JSONValue] {
        try await archives.archive()
    }

    public func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) async throws -> OtherImportSummary? {
        try await archives.restore(sections, dryRun: dryRun, path: path)
    }

    public func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) async throws -> OtherHistoryImport? {
        try await archives.importHistory(records, dryRun: dryRun)
    }

    public func undoImport(_ imported: OtherImportSummary, dryRun: Bool) async throws -> OtherUndoSummary? {
        try await archives.undoImport(imported, dryRun: dryRun)
    }

    /// `body`'s answer when `reference` names a series or an episode; nil when it names none.
    private func ifSeries<Answer>(_ reference: String, _ body: () async throws -> Answer) async throws -> Answer? {
        guard Self.mayNameSeries(reference) else { return nil }
        do {
            return try await body()
        } catch SeriesError.unknownSeries {
            return nil
        }
    }

    /// An IMDb id or a title may name a series; another catalog's id (`offline:1`) or a bare
    /// number (a film's id in the current catalog) never does.
    static func mayNameSeries(_ reference: String) -> Bool {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if TitleID(parsing: trimmed) != nil { return true }
        return !trimmed.contains(":") && !trimmed.allSatisfy(\.isNumber)
    }
}
