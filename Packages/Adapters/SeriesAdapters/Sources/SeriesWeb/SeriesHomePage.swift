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

    func home(_ request: WebRequest) async throws -> Page {
        let own = service(try profile(request))
        let query = (request.query["q"] ?? "").trimmingCharacters(in: .whitespaces)
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
            "followAction": followAction, "searchAction": Self.seriesPath,
        ]
        return Page(title: "Series", body: try templates.render("series", context, for: request), section: "series")
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
