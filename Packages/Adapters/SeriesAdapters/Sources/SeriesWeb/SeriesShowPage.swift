import SeriesInterface
import WebUI

/// `/series/ID`: a series' poster and progress, and its seasons one line each, the one with the
/// next episode open.
extension SeriesPages {
    func show(_ request: WebRequest) async throws -> Page {
        let id = try Self.id(request)
        let (details, viewings, rating) = try await service(try profile(request)).show(id.description)
        let counts = ViewingCounts(viewings)
        let watched = Set(details.episodes.filter { counts.times($0) > 0 }.map(\.code))
        // The next episode: the first regular one not watched, as Up Next counts.
        let next = details.episodes.first { $0.isRegular && !watched.contains($0.code) }
        let series = details.series
        let action = "\(Self.path(of: series.id))/watched"
        let poster = await poster(of: series)
        let rated = rating.map { "You rated it \($0.value)/10 on \($0.ratedOn)." } ?? ""
        var context: [String: Any] = [
            "live": Self.eventsPath, "title": series.title, "years": series.years, "id": series.id.description,
            "action": action, "poster": poster, "rating": rated, "watched": watched.count, "episodes": details.episodes.count,
        ]
        var seasons: [[String: Any]] = []
        for season in details.seasons {
            let open = next.map { next in season.episodes.contains { $0.code == next.code } } ?? false
            var episodes: [[String: Any]] = []
            for episode in season.episodes {
                let seen = watched.contains(episode.code), isNext = episode.code == next?.code
                var line: [String: Any] = ["code": episode.code, "title": episode.title, "watched": seen, "anchor": Self.anchor(of: episode), "next": isNext]
                // Stills for the open season only: a long series has thousands of episodes,
                // and each still shown is one the server fetches.
                if open { line["still"] = await still(of: episode, in: series) }
                episodes.append(line)
            }
            seasons.append(Self.line(of: season, done: season.episodes.filter { watched.contains($0.code) }.count, open: open, episodes: episodes))
        }
        context["seasons"] = seasons
        if let next {
            let shown: [String: Any] = ["code": next.code, "title": next.title, "anchor": Self.anchor(of: next)]
            context["next"] = shown
        }
        return Page(title: series.title, body: try templates.render("show", context, for: request), section: "series")
    }

    /// A season's line: its name, the form's value for it, how many of its episodes are
    /// `done`, whether it is `open`, and its `episodes`' lines.
    private static func line(of season: Season, done: Int, open: Bool, episodes: [[String: Any]]) -> [String: Any] {
        let name = season.number == 0 ? "Specials" : "Season \(season.number)"
        let total = season.episodes.count
        let complete = done == total
        return ["name": name, "value": "S\(season.number)", "done": done, "total": total, "complete": complete, "open": open, "episodes": episodes]
    }

    /// The anchor of an episode's line on its series' page.
    private static func anchor(of episode: Episode) -> String {
        "episode-\(episode.code)"
    }

    /// The still of `episode`, for the `still` partial; `nil` for an unnumbered one.
    private func still(of episode: Episode, in series: Series) async -> [String: Any]? {
        guard let season = episode.season, let number = episode.number else { return nil }
        let place = PosterSubject.Place(seriesID: series.id.description, season: season, number: number)
        return await posters.poster(of: PosterSubject(episode: episode.id?.description, title: episode.title, place: place)).context
    }
}
