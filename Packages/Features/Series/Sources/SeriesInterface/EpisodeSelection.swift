/// Which episodes of a series a command means.
public enum EpisodeSelection: Hashable, Sendable {
    /// Every episode of a season.
    case season(Int)
    /// Episodes `numbers` of a season: one, or a range such as 3–5.
    case episodes(season: Int, numbers: ClosedRange<Int>)
}
