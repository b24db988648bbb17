import SeriesInterface
import WebUI

/// The series pages' forms: following a series, and ticking episodes and seasons watched.
extension SeriesPages {
    func follow(_ request: WebRequest) async throws -> WebAnswer {
        guard let text = request.form["series"], let id = TitleID(parsing: text) else { throw WebError(status: 400, message: "the form names no series; choose one from a search") }
        let profile = try profile(request)
        let (series, followed) = try await request.writing(.list(owner: profile.id)) { try await service(profile).follow(id.description) }
        return .redirect(to: Self.path(of: series.id), notice: followed ? "Following \(series.title)." : "You already follow \(series.title).")
    }

    /// Records the ticked episodes and seasons: `episode=S1E2` and `season=S1` fields. A ticked
    /// season records its episodes not watched yet; an episode already watched is not recorded
    /// again from here.
    func watched(_ request: WebRequest) async throws -> WebAnswer {
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

    /// `S2` as 2.
    private static func season(_ text: String) -> Int? {
        text.hasPrefix("S") ? Int(text.dropFirst()) : nil
    }
}
