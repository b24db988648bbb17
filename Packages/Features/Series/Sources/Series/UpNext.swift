import SeriesInterface

/// How far a profile has got in a series, and what comes next: the regular episode after the
/// furthest one watched (seasons in order, specials aside), or the first when none is.
public enum UpNext {
    /// The profile's progress in `details` after `viewings` (of that series).
    public static func progress(of details: SeriesDetails, viewings: [EpisodeViewing]) -> SeriesProgress {
        let regular = details.regularEpisodes
        let watchedIDs = Set(viewings.compactMap(\.episodeID))
        let watchedNumbers = Set(viewings.compactMap { viewing in viewing.season.flatMap { season in viewing.episode.map { EpisodeNumber(season: season, number: $0) } } })
        var watchedCount = 0
        var furthest = -1
        for (index, episode) in regular.enumerated() {
            let byID = episode.id.map(watchedIDs.contains) ?? false
            let byNumber = episode.season.flatMap { season in episode.number.map { watchedNumbers.contains(EpisodeNumber(season: season, number: $0)) } } ?? false
            if byID || byNumber {
                watchedCount += 1
                furthest = index
            }
        }
        let next = furthest + 1 < regular.count ? regular[furthest + 1] : nil
        return SeriesProgress(series: details.series, watchedEpisodes: watchedCount, episodes: regular.count, next: next, episodesLeft: regular.count - (furthest + 1))
    }

    private struct EpisodeNumber: Hashable {
        let season: Int
        let number: Int
    }
}
