import SeriesInterface

/// How far a profile has got in a series, and what comes next: the regular episode after the
/// furthest one watched (seasons in order, specials aside), or the first when none is.
public enum UpNext {
    /// Where a profile stands among a series' regular episodes.
    public struct Standing: Hashable, Sendable {
        /// The regular episodes watched at least once.
        public let watched: Int
        /// The place of the episode to watch next; nil when finished.
        public let next: EpisodeNumber?
        /// The regular episodes from ``next`` to the end, ``next`` included.
        public let left: Int
    }

    /// The standing among `regular` places (in order) when the places in `watched` are watched.
    public static func standing(of regular: [EpisodeNumber], watched: Set<EpisodeNumber>) -> Standing {
        var count = 0
        var furthest = -1
        for (index, place) in regular.enumerated() where watched.contains(place) {
            count += 1
            furthest = index
        }
        let next = furthest + 1 < regular.count ? regular[furthest + 1] : nil
        return Standing(watched: count, next: next, left: regular.count - (furthest + 1))
    }

    /// The places of the regular episodes that `viewings` are of, by their numbers.
    public static func watchedPlaces(_ viewings: [EpisodeViewing]) -> Set<EpisodeNumber> {
        Set(viewings.compactMap(\.place))
    }

    /// The profile's progress in `details` after `viewings` (of that series): a viewing is of
    /// an episode by its own id, or by its numbers.
    public static func progress(of details: SeriesDetails, viewings: [EpisodeViewing]) -> SeriesProgress {
        var watched = watchedPlaces(viewings)
        let ids = Set(viewings.compactMap(\.episodeID))
        for episode in details.episodes {
            if let id = episode.id, ids.contains(id), let place = episode.place { watched.insert(place) }
        }
        let outline = details.outline
        let standing = standing(of: outline.regular, watched: watched)
        return SeriesProgress(
            series: details.series, watchedEpisodes: standing.watched, episodes: outline.regular.count,
            next: standing.next.flatMap(details.episode(at:)), episodesLeft: standing.left
        )
    }
}
