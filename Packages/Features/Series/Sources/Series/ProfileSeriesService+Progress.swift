import SeriesInterface

/// How far the profile has got in each series it follows, and what comes next.
extension ProfileSeriesService {
    public func upNext() async throws -> [UpNextItem] {
        try await followed().compactMap { progress in
            progress.next.map { UpNextItem(series: progress.series, episode: $0, episodesLeft: progress.episodesLeft) }
        }
    }

    public func followedWithWatched() async throws -> [(series: Series, watched: Set<EpisodeNumber>)] {
        let profile = try await signedIn()
        let watched = try await repository.watchedPlaces(for: profile)
        return try await repository.followed(for: profile).map { ($0.series, watched[$0.series.id] ?? []) }
    }

    public func followed() async throws -> [SeriesProgress] {
        let profile = try await signedIn()
        let watched = try await repository.watchedPlaces(for: profile)
        var answer: [SeriesProgress] = []
        // Each series' outline, not its episodes: reading every episode of 200 long-running
        // shows took most of `next` (measured with perf), where an outline reads an index.
        let followed = try await repository.followed(for: profile)
        let outlines = try await catalog.outlines(of: followed.map(\.series.id))
        for followed in followed {
            let id = followed.series.id
            guard let outline = outlines[id] else {
                answer.append(SeriesProgress(series: followed.series, watchedEpisodes: 0, episodes: 0, next: nil, episodesLeft: 0))
                continue
            }
            let standing = UpNext.standing(of: outline.regular, watched: watched[id] ?? [])
            let next = if let place = standing.next { try await catalog.episode(of: id, at: place) } else { nil as Episode? }
            answer.append(SeriesProgress(
                series: outline.series, watchedEpisodes: standing.watched, episodes: outline.regular.count, next: next, episodesLeft: standing.left
            ))
        }
        return answer
    }
}
