import AuthInterface
import SeriesInterface
import WebUI

/// `/series`, and Up Next for the list page.
extension SeriesPages {
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
            let progress = next.isEmpty ? [] : try await own.followed()
            let items = try await items(next, progress: progress, back: "list")
            let hasNext = !next.isEmpty
            let context: [String: Any] = ["hasNext": hasNext, "next": items, "seriesPage": Self.seriesPath, "csrf": csrf]
            return try templates.render("upNext", context)
        }
    }

    /// The page with Up Next, the shows followed and, for `?q=`, what a search found. Without a
    /// search it is kept until the profile's list or series change (or a few seconds pass), as
    /// Up Next's section is: a heavy user's 1,000 shows took 1.2 s to add up.
    func home(_ request: WebRequest) async throws -> Page {
        let profile = try profile(request)
        let query = (request.query["q"] ?? "").trimmingCharacters(in: .whitespaces)
        guard query.isEmpty else {
            return Page(title: "Series", body: try await homeContent(profile, query: query, csrf: request.csrfToken), section: "series")
        }
        let revision = await posters.revision()
        let body = try await request.remembered("series-home&\(revision)", of: profile.id) { csrf in
            try await homeContent(profile, query: "", csrf: csrf)
        }
        return Page(title: "Series", body: body, section: "series")
    }

    /// The page's content, its forms signed with `csrf`.
    private func homeContent(_ profile: Profile, query: String, csrf: String) async throws -> HTML {
        let own = service(profile)
        let found = query.isEmpty ? [] : try await own.search(query, limit: 20)
        let next = try await own.upNext()
        let followed = try await own.followed()
        var followedRows: [[String: Any]] = []
        for progress in followed {
            let series = progress.series
            let link = Self.path(of: series.id)
            let poster = await poster(of: series)
            followedRows.append([
                "title": series.title, "years": series.years, "link": link,
                "watched": progress.watchedEpisodes, "episodes": progress.episodes, "poster": poster,
            ])
        }
        var foundRows: [[String: Any]] = []
        for series in found {
            let link = Self.path(of: series.id)
            let poster = await poster(of: series)
            foundRows.append(["title": series.title, "years": series.years, "link": link, "id": series.id.description, "poster": poster])
        }
        let items = try await items(next, progress: followed, back: "home")
        let hasNext = !next.isEmpty, hasFollowed = !followed.isEmpty, hasFound = !found.isEmpty, searched = !query.isEmpty
        let followAction = "\(Self.seriesPath)/follow"
        let context: [String: Any] = [
            "live": Self.eventsPath, "hasNext": hasNext, "hasFollowed": hasFollowed, "hasFound": hasFound,
            "next": items, "followed": followedRows, "query": query, "searched": searched, "found": foundRows,
            "followAction": followAction, "searchAction": Self.seriesPath, "csrf": csrf,
        ]
        return try templates.render("series", context)
    }

    /// Up Next's shows: each with its poster, its progress from `progress`, its next episode,
    /// how many are left, and a *Watched* button that goes `back` to its page.
    private func items(_ next: [UpNextItem], progress: [SeriesProgress], back: String) async throws -> [[String: Any]] {
        let progress = Dictionary(progress.map { ($0.series.id, $0) }, uniquingKeysWith: { first, _ in first })
        var items: [[String: Any]] = []
        for item in next {
            let link = Self.path(of: item.series.id)
            let action = "\(link)/watched"
            let left = "\(Plural.phrase(item.episodesLeft, "episode")) left"
            let poster = await poster(of: item.series)
            var shown: [String: Any] = [
                "title": item.series.title, "link": link, "code": item.episode.code, "episode": item.episode.title,
                "left": left, "action": action, "value": item.episode.code, "back": back, "poster": poster,
            ]
            if let counts = progress[item.series.id] {
                let shownProgress: [String: Any] = ["watched": counts.watchedEpisodes, "episodes": counts.episodes]
                shown["progress"] = shownProgress
            }
            items.append(shown)
        }
        return items
    }
}
