import AuthInterface
import Foundation
import PlaybackInterface
import PlaybackPorts
import ScrobblingInterface
import WatchlistInterface

/// Continue watching for media servers: the positions their webhooks give (Jellyfin's, Plex's
/// and Emby's start, pause, progress and stop), kept as the playback API keeps a player's, with
/// the media server as the player. The hook records a finished play itself, by the media
/// server's own verdict, so nothing here records a viewing: a play to the end only marks the
/// playback watched, and a stop before the end stays in progress whatever its percentage.
public struct MediaServerPositions: MediaServerPositionRecording {
    private let repository: any PlaybackProgressRepository
    private let now: @Sendable () -> Date

    /// Keeps the positions in `repository`; `now` is when each arrives.
    public init(repository: any PlaybackProgressRepository, now: @escaping @Sendable () -> Date = { Date() }) {
        self.repository = repository
        self.now = now
    }

    public func record(_ position: MediaServerPosition, for profile: Profile.ID) async throws -> String? {
        let item = Self.item(position.item)
        guard (try? PlaybackEvents.check(item)) != nil else { return nil }
        let player = position.server.name
        let kept = try await repository.playback(of: profile, player: player, key: item.key)
        let finished = position.state == .finished
        if finished, kept == nil { return nil }
        // As with a player: a start after a playback that ended watched begins another, and
        // anything else of a watched playback changes nothing.
        let previous = kept.flatMap { $0.watched && position.state == .started ? nil : $0 }
        if let previous, previous.watched { return nil }
        let place: PlaybackEvent.Position? = position.seconds.map { .seconds(min($0, PlaybackEvents.longest), duration: position.duration) }
        guard let (seconds, duration, percent) = try? PlaybackEvents.place(finished ? nil : place, previous: previous) else { return nil }
        let state: PlaybackProgress.State = switch position.state {
        case .started, .playing: .playing
        case .paused: .paused
        case .stopped, .finished: .stopped
        }
        let progress = PlaybackProgress(
            item: item, player: player, position: finished ? (duration ?? seconds) : seconds, duration: duration,
            percent: finished ? 100 : percent, state: state, watched: finished, updatedAt: now()
        )
        try await repository.save(progress, for: profile)
        return finished ? "\(item.label) left Continue watching" : "\(item.label) kept at \(Int(percent.rounded()))% for Continue watching"
    }

    /// The item as a player names it: a film by its ids, title and year; an episode by its
    /// show's title and year, its numbers, and its own ids.
    static func item(_ item: MediaServerPosition.Item) -> PlayedItem {
        switch item {
        case .film(let film):
            PlayedItem(kind: .film, title: film.title, year: film.year, ids: .init(imdb: film.imdbID, tmdb: film.tmdbID))
        case .episode(let episode):
            PlayedItem(
                kind: .episode, title: episode.seriesTitle, year: episode.seriesYear, ids: .init(imdb: episode.seriesIMDbID),
                season: episode.season, episode: episode.episode,
                episodeIDs: .init(imdb: episode.episodeIMDbID, tmdb: episode.tmdbID, tvdb: episode.tvdbID)
            )
        }
    }
}
