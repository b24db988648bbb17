/// How many times each episode of a series was watched, counted once from the viewings: a
/// series of 10,000 episodes is shown by looking each one up, where asking every viewing
/// about every episode (``EpisodeViewing/isOf(_:)``) grew with the product of the two.
public struct ViewingCounts: Sendable {
    private var byID: [TitleID: Int] = [:]
    /// Viewings by season and number: all of them, and those without an episode id.
    private var byNumber: [EpisodeNumber: Int] = [:]
    private var byNumberWithoutID: [EpisodeNumber: Int] = [:]

    /// Counts `viewings`, all of one series.
    public init(_ viewings: [EpisodeViewing]) {
        for viewing in viewings {
            if let id = viewing.episodeID { byID[id, default: 0] += 1 }
            guard let season = viewing.season, let number = viewing.episode else { continue }
            let key = EpisodeNumber(season: season, number: number)
            byNumber[key, default: 0] += 1
            if viewing.episodeID == nil { byNumberWithoutID[key, default: 0] += 1 }
        }
    }

    /// The viewings of `episode`, matched as ``EpisodeViewing/isOf(_:)`` matches them: by id
    /// when both have one, else by season and number.
    public func times(_ episode: Episode) -> Int {
        let key = episode.season.flatMap { season in episode.number.map { EpisodeNumber(season: season, number: $0) } }
        if let id = episode.id {
            return byID[id, default: 0] + (key.map { byNumberWithoutID[$0, default: 0] } ?? 0)
        }
        return key.map { byNumber[$0, default: 0] } ?? 0
    }
}
