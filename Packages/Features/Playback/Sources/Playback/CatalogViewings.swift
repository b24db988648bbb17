import Foundation
import PlaybackInterface
import PlaybackPorts
import ScrobblingInterface
import WatchlistInterface

/// ``ViewingRecording`` by the features that record media servers' playbacks: a film through
/// the list's ``PlaybackRecording``, an episode through each title kind's
/// ``EpisodePlaybackRecording`` (the Series feature's), the first that matches it. Matched as
/// a webhook's event is: by id first, then exact title and year; never guessed. What matches
/// nothing, or several, waits in the hooks' inbox (``InboxFiling``, Scrobbling's) when the
/// server has one.
public struct CatalogViewings: ViewingRecording {
    private let films: any PlaybackRecording
    private let episodes: [any EpisodePlaybackRecording]
    private let inbox: (any InboxFiling)?

    /// Records films with `films` and episodes with `episodes`, and files what matches nothing
    /// in `inbox`.
    public init(films: any PlaybackRecording, episodes: [any EpisodePlaybackRecording], inbox: (any InboxFiling)? = nil) {
        self.films = films
        self.episodes = episodes
        self.inbox = inbox
    }

    public func record(_ item: PlayedItem, at date: Date, playback: String, player: String, for profile: UUID) async throws -> String {
        switch item.kind {
        case .film:
            let film = MovieReference(title: item.title, year: item.year, imdbID: item.ids.imdb, tmdbID: item.ids.tmdb)
            switch try await films.record(Playback(film: film, playedAt: date, eventID: playback), for: profile) {
            case .recorded(let viewing, _):
                return "recorded \(viewing.title)\(viewing.year.map { " (\($0))" } ?? "") on \(viewing.watchedOn)"
            case .duplicate(let rule):
                return "recorded already (\(rule.rawValue))"
            case .unmatched(let problem):
                let reason = problem == .ambiguous ? "several films in the catalog match" : "no film in the catalog matches"
                return try await unmatched(.film(film, problem), reason: reason, at: date, playback: playback, player: player, for: profile)
            }
        case .episode:
            let reference = EpisodeReference(
                seriesTitle: item.title, seriesYear: item.year, seriesIMDbID: item.ids.imdb, season: item.season, episode: item.episode,
                episodeIMDbID: item.episodeIDs.imdb, tmdbID: item.episodeIDs.tmdb, tvdbID: item.episodeIDs.tvdb
            )
            var problem = EpisodeMatchProblem.noSeries
            for recorder in episodes {
                switch try await recorder.record(EpisodePlayback(episode: reference, playedAt: date, eventID: playback), for: profile) {
                case .recorded(let episodes, _):
                    return "recorded \(episodes.seriesTitle) \(episodes.episodes.joined(separator: ", ")) on \(episodes.day)"
                case .duplicate(let rule):
                    return "recorded already (\(rule.rawValue))"
                case .unmatched(let reason):
                    problem = reason
                }
            }
            return try await unmatched(.episode(reference, problem), reason: "\(problem)", at: date, playback: playback, player: player, for: profile)
        }
    }

    /// `not recorded` and why; with an inbox, the item waits there, and the answer says where.
    private func unmatched(
        _ subject: InboxSubject, reason: String, at date: Date, playback: String, player: String, for profile: UUID
    ) async throws -> String {
        guard let inbox else { return "not recorded: \(reason)" }
        let number = try await inbox.file(subject, playedAt: date, eventID: playback, player: player, for: profile)
        return "not recorded: \(reason); it waits in the inbox as item \(number)"
    }
}
