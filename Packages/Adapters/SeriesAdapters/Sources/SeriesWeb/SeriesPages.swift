import AuthInterface
import SeriesInterface
import WebUI

/// The Series feature's pages. `/series`: Up Next with a button per episode, the followed
/// series with progress, and a search with a follow button per result, each with its poster.
/// `/series/:id`: a series' poster and progress, and its seasons one line each, opened one at
/// a time (the open one's episodes with their stills), with a button per episode and per
/// season. Every form posts and answers with a page, so nothing needs JavaScript; with it,
/// both pages redraw when the profile's films or series change elsewhere (`/series/events`),
/// as the list page does. Up Next is offered to the list page too (``upNextSection(_:)``).
public struct SeriesPages: Sendable {
    /// A profile's series, as the server makes them per request.
    public typealias Service = @Sendable (Profile) -> any SeriesService
    /// The page.
    public static let seriesPath = "/series"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Series", path: seriesPath, section: "series")]

    let service: Service
    let templates: Templates
    let posters: any Posters

    /// Creates the pages on `service`, with the series' `posters`.
    public init(service: @escaping Service, posters: any Posters = PlaceholderPosters()) throws(TemplateError) {
        self.service = service
        self.posters = posters
        templates = try Templates(SeriesTemplates.sources)
    }

    /// The routes: the pages, and their forms'.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.seriesPath) { request in .page(try await home(request)) },
            WebRoute(.get, Self.eventsPath) { request in .changes(.list(owner: try request.signedIn().id)) },
            WebRoute(.post, Self.seriesPath + "/follow") { request in try await follow(request) },
            WebRoute(.get, Self.seriesPath + "/:id") { request in .page(try await show(request)) },
            WebRoute(.post, Self.seriesPath + "/:id/watched") { request in try await watched(request) },
        ]
    }

    /// The event stream the series pages follow: the profile's changes, films and series.
    static let eventsPath = seriesPath + "/events"

    /// Up Next, with a *Watched* button per show, for another feature's page (the list): the
    /// signed-in profile's, live as the list page is.
    /// It is kept until the profile's list or series change (or a few seconds pass), and made
    /// again when a poster arrives.
    public func upNextSection(_ request: WebRequest) async throws -> HTML {
        let profile = try profile(request)
        let revision = await posters.revision()
        return try await request.remembered("up-next&\(revision)", of: profile.id) { csrf in
            let own = service(profile)
            let next = try await own.upNext()
            let items = try await items(next, progress: next.isEmpty ? [] : try await own.followed(), back: "list")
            return try templates.render("upNext", ["hasNext": !next.isEmpty, "next": items, "seriesPage": Self.seriesPath, "csrf": csrf])
        }
    }

    /// `/series/ID`: the address of a series' page.
    public static func path(of id: TitleID) -> String {
        "\(seriesPath)/\(id.imdb)"
    }

    private func home(_ request: WebRequest) async throws -> Page {
        let own = service(try profile(request))
        let query = (request.query["q"] ?? "").trimmingCharacters(in: .whitespaces)
        let found = query.isEmpty ? [] : try await own.search(query, limit: 20)
        let next = try await own.upNext()
        let followed = try await own.followed()
        var followedRows: [[String: Any]] = []
        for progress in followed {
            followedRows.append([
                "title": progress.series.title, "years": progress.series.years, "link": Self.path(of: progress.series.id),
                "watched": progress.watchedEpisodes, "episodes": progress.episodes, "poster": await poster(of: progress.series),
            ])
        }
        var foundRows: [[String: Any]] = []
        for series in found {
            foundRows.append([
                "title": series.title, "years": series.years, "link": Self.path(of: series.id), "id": series.id.description, "poster": await poster(of: series),
            ])
        }
        let context: [String: Any] = [
            "live": Self.eventsPath, "hasNext": !next.isEmpty, "hasFollowed": !followed.isEmpty, "hasFound": !found.isEmpty,
            "next": try await items(next, progress: followed, back: "home"), "followed": followedRows,
            "query": query, "searched": !query.isEmpty, "found": foundRows,
            "followAction": Self.seriesPath + "/follow", "searchAction": Self.seriesPath,
        ]
        return Page(title: "Series", body: try templates.render("series", context, for: request), section: "series")
    }

    /// Up Next's shows: each with its poster, its progress from `progress`, its next episode,
    /// how many are left, and a *Watched* button that goes `back` to its page.
    private func items(_ next: [UpNextItem], progress: [SeriesProgress], back: String) async throws -> [[String: Any]] {
        let progress = Dictionary(progress.map { ($0.series.id, $0) }, uniquingKeysWith: { first, _ in first })
        var items: [[String: Any]] = []
        for item in next {
            var shown: [String: Any] = [
                "title": item.series.title, "link": Self.path(of: item.series.id), "code": item.episode.code, "episode": item.episode.title,
                "left": Plural.phrase(item.episodesLeft, "episode") + " left", "action": Self.path(of: item.series.id) + "/watched",
                "value": item.episode.code, "back": back, "poster": await poster(of: item.series),
            ]
            if let counts = progress[item.series.id] { shown["progress"] = ["watched": counts.watchedEpisodes, "episodes": counts.episodes] }
            items.append(shown)
        }
        return items
    }

    /// The poster of `series`, for the `poster` partial.
    private func poster(of series: Series) async -> [String: Any] {
        await posters.poster(of: PosterSubject(id: series.id.description, title: series.title, kind: .series)).context
    }

    /// The still of `episode`, for the `still` partial; `nil` for an unnumbered one.
    private func still(of episode: Episode, in series: Series) async -> [String: Any]? {
        guard let season = episode.season, let number = episode.number else { return nil }
        let place = PosterSubject.Place(seriesID: series.id.description, season: season, number: number)
        return await posters.poster(of: PosterSubject(episode: episode.id?.description, title: episode.title, place: place)).context
    }

    private func show(_ request: WebRequest) async throws -> Page {
        let id = try Self.id(request)
        let (details, viewings, rating) = try await service(try profile(request)).show(id.description)
        let counts = ViewingCounts(viewings)
        let watched = Set(details.episodes.filter { counts.times($0) > 0 }.map(\.code))
        // The next episode: the first regular one not watched, as Up Next counts.
        let next = details.episodes.first { $0.isRegular && !watched.contains($0.code) }
        let anchor = { (episode: Episode) in "episode-" + episode.code }
        var context: [String: Any] = [
            "live": Self.eventsPath, "title": details.series.title, "years": details.series.years, "id": details.series.id.description,
            "action": Self.path(of: details.series.id) + "/watched", "poster": await poster(of: details.series),
            "rating": rating.map { "You rated it \($0.value)/10 on \($0.ratedOn)." } ?? "",
            "watched": watched.count, "episodes": details.episodes.count,
        ]
        var seasons: [[String: Any]] = []
        for season in details.seasons {
            let done = season.episodes.filter { watched.contains($0.code) }.count
            let open = next.map { next in season.episodes.contains { $0.code == next.code } } ?? false
            var episodes: [[String: Any]] = []
            for episode in season.episodes {
                var line: [String: Any] = [
                    "code": episode.code, "title": episode.title, "watched": watched.contains(episode.code), "anchor": anchor(episode),
                    "next": episode.code == next?.code,
                ]
                // Stills for the open season only: a long series has thousands of episodes,
                // and each still shown is one the server fetches.
                if open { line["still"] = await still(of: episode, in: details.series) }
                episodes.append(line)
            }
            seasons.append([
                "name": season.number == 0 ? "Specials" : "Season \(season.number)", "value": "S\(season.number)",
                "done": done, "total": season.episodes.count, "complete": done == season.episodes.count, "open": open, "episodes": episodes,
            ])
        }
        context["seasons"] = seasons
        if let next { context["next"] = ["code": next.code, "title": next.title, "anchor": anchor(next)] }
        return Page(title: details.series.title, body: try templates.render("show", context, for: request), section: "series")
    }

    private func follow(_ request: WebRequest) async throws -> WebAnswer {
        guard let text = request.form["series"], let id = TitleID(parsing: text) else { throw WebError(status: 400, message: "the form names no series; choose one from a search") }
        let profile = try profile(request)
        let (series, followed) = try await request.writing(.list(owner: profile.id)) { try await service(profile).follow(id.description) }
        return .redirect(to: Self.path(of: series.id), notice: followed ? "Following \(series.title)." : "You already follow \(series.title).")
    }

    /// Records the ticked episodes and seasons: `episode=S1E2` and `season=S1` fields. A ticked
    /// season records its episodes not watched yet; an episode already watched is not recorded
    /// again from here.
    private func watched(_ request: WebRequest) async throws -> WebAnswer {
        let id = try Self.id(request)
        let profile = try profile(request)
        let own = service(profile)
        let (details, viewings, _) = try await own.show(id.description)
        let seasons = Set(request.form.all("season").compactMap(Self.season))
        var wanted = Set(request.form.all("episode"))
        for season in details.seasons where seasons.contains(season.number) {
            wanted.formUnion(season.episodes.map(\.code))
        }
        let counts = ViewingCounts(viewings)
        let picked = details.episodes.filter { episode in wanted.contains(episode.code) && counts.times(episode) == 0 }
        let back = switch request.form["back"] {
        case "home"?: Self.seriesPath
        case "list"?: "/"
        default: Self.path(of: id)
        }
        guard !picked.isEmpty else { return .redirect(to: back, notice: "Nothing new was ticked.") }
        try await request.writing(.list(owner: profile.id)) {
            for episode in picked {
                guard let season = episode.season, let number = episode.number else { continue }
                _ = try await own.markWatched(id.description, .episodes(season: season, numbers: number...number), on: nil, rating: nil)
            }
        }
        let what = picked.count == 1 ? "\(picked[0].code) \(picked[0].title)" : "\(picked.count) episodes"
        return .redirect(to: back, notice: "Marked \(details.series.title) \(what) watched.")
    }

    private static func id(_ request: WebRequest) throws -> TitleID {
        guard let id = TitleID(parsing: try request.parameter("id")) else { throw WebError(status: 404, message: "there is no such series") }
        return id
    }

    /// `S2` as 2.
    private static func season(_ text: String) -> Int? {
        text.hasPrefix("S") ? Int(text.dropFirst()) : nil
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }
}
