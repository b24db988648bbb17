import APIContract
import APIRouting
import AuthInterface
import Hummingbird
import ReadCache
import SeriesAPI
import SeriesInterface
import WatchlistInterface
import WebServer

/// The Series feature's routes in the API, each one on the token's profile:
///
/// - `GET /v1/series?query=WORDS[&limit=]`: series whose titles match;
/// - `GET /v1/series/{series}[?season=N]`: a series with its seasons, progress and viewings;
/// - `POST /v1/series/{series}/viewings`: episodes watched (a season, one, a range, or the
///   episode whose own id `{series}` is);
/// - `PUT` and `DELETE /v1/series/{series}/rating`: the profile's rating of the whole series;
/// - `GET /v1/following`, `PUT` and `DELETE /v1/following/{series}`: the followed series;
/// - `GET /v1/next`: Up Next; `GET /v1/history/episodes`: every episode viewing;
/// - `GET /v1/export/series` and `POST /v1/import/series[?dryRun=true]`: every followed or
///   watched series with its viewings, as the CLI's JSON export keeps them.
///
/// `{series}` is an id (`imdb:tt0903747`, `tt0903747`) or a title that names one series, as
/// the CLI takes them.
public struct SeriesRoutes: APIRoutes {
    /// The results a search may ask for.
    static let limits = 1...100

    let series: @Sendable (Profile) -> any SeriesService
    let cache: ReadCache

    /// Routes on each profile's `series`; each change is told to `cache`, so that the profile's
    /// open pages, on this server and the others on its storage, redraw.
    public init(series: @escaping @Sendable (Profile) -> any SeriesService, cache: ReadCache) {
        self.series = series
        self.cache = cache
    }

    public func add(to groups: APIRouteGroups) {
        let (series, limits, cache) = (series, Self.limits, cache)
        let group = groups.signedIn
        group.get("series") { request, context in
            let words = try request.searchWords(example: "/v1/series?query=WORDS")
            let limit = try request.integer("limit", in: limits) ?? 20
            return JSONBody(try await series(try context.signedIn()).search(words, limit: limit).map(SeriesSummaryDocument.init))
        }
        group.get("series/:series") { request, context in
            let season = try request.integer("season", in: 0...Int.max)
            let shown = try await series(try context.signedIn()).show(try context.parameters.requireDecoded("series"))
            if let season, !shown.details.seasons.contains(where: { $0.number == season }) {
                throw SeriesError.noSuchSeason(series: shown.details.series.title, season: season, seasons: shown.details.seasons.map(\.number))
            }
            return JSONBody(SeriesDetailsDocument(shown.details, viewings: shown.viewings, rating: shown.rating, season: season))
        }
        group.post("series/:series/viewings") { request, context in
            let body = try await request.document(NewEpisodeViewingsDocument.self, context: context)
            let selection = try Self.selection(body)
            let day = try body.on.map { text throws(APIError) -> CalendarDay in
                guard let day = CalendarDay(parsing: text) else { throw APIError(status: .badRequest, message: "on must be a date, YYYY-MM-DD, not \(text)") }
                return day
            }
            let reference = try context.parameters.requireDecoded("series")
            let profile = try context.signedIn()
            let viewings = try await cache.afterWriting(.list(owner: profile.id)) {
                try await Self.answering { try await series(profile).markWatched(reference, selection, on: day, rating: body.rating) }
            }
            return JSONBody(viewings.map(EpisodeViewingDocument.init), status: .created)
        }
        group.put("series/:series/rating") { request, context in
            let body = try await request.document(NewSeriesRatingDocument.self, context: context)
            let day = try body.on.map { text throws(APIError) -> CalendarDay in
                guard let day = CalendarDay(parsing: text) else { throw APIError(status: .badRequest, message: "on must be a date, YYYY-MM-DD, not \(text)") }
                return day
            }
            let reference = try context.parameters.requireDecoded("series")
            let profile = try context.signedIn()
            let (rated, rating) = try await cache.afterWriting(.list(owner: profile.id)) {
                try await series(profile).rate(reference, rating: body.rating, on: day)
            }
            return JSONBody(SeriesRatingDocument(series: rated, rating: rating))
        }
        group.delete("series/:series/rating") { _, context in
            let profile = try context.signedIn()
            let reference = try context.parameters.requireDecoded("series")
            let (rated, removed) = try await cache.afterWriting(.list(owner: profile.id)) { try await series(profile).removeRating(reference) }
            return JSONBody(RemovedSeriesRatingDocument(series: rated, removed: removed))
        }
        group.get("following") { _, context in
            JSONBody(try await series(try context.signedIn()).followed().map(SeriesProgressDocument.init))
        }
        group.put("following/:series") { _, context in
            let profile = try context.signedIn()
            let reference = try context.parameters.requireDecoded("series")
            let (followed, added) = try await cache.afterWriting(.list(owner: profile.id)) { try await series(profile).follow(reference) }
            return JSONBody(SeriesSummaryDocument(followed), status: added ? .created : .ok)
        }
        group.delete("following/:series") { request, context in
            let forgetting = try Self.flag("forgetViewings", in: request)
            let profile = try context.signedIn()
            let reference = try context.parameters.requireDecoded("series")
            let (unfollowed, removed) = try await cache.afterWriting(.list(owner: profile.id)) {
                try await series(profile).unfollow(reference, forgettingViewings: forgetting)
            }
            return JSONBody(UnfollowedDocument(series: unfollowed, removedViewings: removed))
        }
        group.get("next") { _, context in
            JSONBody(try await series(try context.signedIn()).upNext().map(UpNextDocument.init))
        }
        group.get("history/episodes") { _, context in
            JSONBody(try await series(try context.signedIn()).history().map(EpisodeViewingDocument.init))
        }
        group.get("export/series") { _, context in
            JSONBody(try await series(try context.signedIn()).archive().map(ArchivedSeriesDocument.init))
        }
        group.post("import/series") { request, context in
            let dryRun = try Self.flag("dryRun", in: request)
            let archived = try await Self.archived(request, context)
            let profile = try context.signedIn()
            guard !dryRun else { return JSONBody(SeriesRestoreDocument(try await series(profile).restore(archived, dryRun: true))) }
            return JSONBody(SeriesRestoreDocument(try await cache.afterWriting(.list(owner: profile.id)) { try await series(profile).restore(archived, dryRun: false) }))
        }
        group.post("import/series/undo") { request, context in
            let dryRun = try Self.flag("dryRun", in: request)
            let added = try await Self.archived(request, context)
            let profile = try context.signedIn()
            guard !dryRun else { return JSONBody(SeriesTakeBackDocument(try await series(profile).takeBack(added, dryRun: true))) }
            return JSONBody(SeriesTakeBackDocument(try await cache.afterWriting(.list(owner: profile.id)) { try await series(profile).takeBack(added, dryRun: false) }))
        }
    }

    /// The largest archive `POST /v1/import/series` reads, as the films' import.
    static let maximumImportBytes = 32 * 1024 * 1024

    /// The archived series in the body of `POST /v1/import/series` and its undo, each checked.
    private static func archived(_ request: Request, _ context: ServerRequestContext) async throws -> [ArchivedSeries] {
        let document = try await request.document([ArchivedSeriesDocument].self, context: context, limit: maximumImportBytes)
        try SeriesDocumentChecks.check(document)
        var archived: [ArchivedSeries] = []
        for entry in document {
            archived.append(try entry.archived())
        }
        return archived
    }

    /// The query parameter `name`: `true`, or `false` when absent; anything else is refused.
    static func flag(_ name: String, in request: Request) throws(APIError) -> Bool {
        switch request.uri.queryParameters[Substring(name)] {
        case nil, "false"?: return false
        case "true"?: return true
        case let other?: throw APIError(status: .badRequest, message: "\(name) must be true or false, not \(other)")
        }
    }

    /// The episodes a body picks: none (an episode's own id), a season, one episode or a range.
    static func selection(_ body: NewEpisodeViewingsDocument) throws(APIError) -> EpisodeSelection? {
        switch (body.season, body.episode, body.lastEpisode) {
        case (nil, nil, nil):
            return nil
        case (let season?, nil, nil):
            guard season >= 0 else { throw APIError(status: .badRequest, message: "season must be a number from 0, not \(season)") }
            return .season(season)
        case (let season?, let first?, let last):
            guard season >= 0, first >= 0, (last ?? first) >= 0 else {
                throw APIError(status: .badRequest, message: "season, episode and lastEpisode must be numbers from 0")
            }
            let last = last ?? first
            guard first <= last else {
                throw APIError(status: .notFound, message: "lastEpisode \(last) comes before episode \(first): no episodes are between them")
            }
            return .episodes(season: season, numbers: first...last)
        case (nil, _?, _):
            throw APIError(status: .badRequest, message: "episode needs season, as in {\"season\": 2, \"episode\": 3}")
        case (_, nil, _?):
            throw APIError(status: .badRequest, message: "lastEpisode needs episode, as in {\"season\": 2, \"episode\": 3, \"lastEpisode\": 5}")
        }
    }

    /// `work`, with the Series errors that name the CLI's options said in the API's words.
    static func answering<Value>(_ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch SeriesError.episodeWithSelection(let id) {
            throw APIError(status: .conflict, message: "\(id) is an episode's id, so season and episode have nothing to choose; leave them out")
        } catch SeriesError.selectionNeeded(let named) {
            throw APIError(status: .conflict, message: "\(named.title) is a series: give the season (and episode) watched, or use an episode's own id")
        }
    }
}

/// How Series' errors are answered: a series, season or episode that is not there, 404; a
/// title that names several, 409; a rating or day out of range, or an export's `series`
/// section that cannot be read, 400; a catalog that cannot be read, 503.
public struct SeriesHTTPErrors: HTTPErrorMapping {
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        if error is SeriesArchiveError { return HTTPErrorAnswer(.badRequest) }
        guard let error = error as? SeriesError else { return nil }
        return switch error {
        case .unknownSeries, .noSuchSeason, .noSuchEpisode, .notFollowing: HTTPErrorAnswer(.notFound)
        case .ambiguousTitle, .episodeWithSelection, .selectionNeeded: HTTPErrorAnswer(.conflict)
        case .episodeWithoutSeason, .invalidEpisodes, .ratingOutOfRange, .dayInTheFuture: HTTPErrorAnswer(.badRequest)
        case .catalogUnreadable: HTTPErrorAnswer(.serviceUnavailable)
        }
    }
}
