import Foundation
import ScrobblingInterface
import WatchlistInterface

/// Plex Media Server's webhook `payload`: `media.scrobble` (sent once a play passes 90%) on a
/// `movie` or an `episode` is a viewing; `media.play`, `media.resume`, `media.pause` and
/// `media.stop` say where a playback is (`Metadata.viewOffset` of `Metadata.duration`, in
/// milliseconds); every other event (`media.rate`…) and every other type is neither. The film's or episode's own ids are in
/// `Metadata.Guid` (`imdb://tt…`, `tmdb://…`, `tvdb://…`) with Plex's current agents, and in
/// `Metadata.guid` (`com.plexapp.agents.imdb://tt…?lang=en`) with the older ones. An episode
/// names its show in `grandparentTitle` (the show's own ids are not in the payload), its
/// season in `parentIndex` and its number in `index`; the older TVDB agent writes
/// `com.plexapp.agents.thetvdb://SHOW/SEASON/EPISODE`. An episode's `year` is its own, not the
/// show's, so it is not used. `Account.title` names the Plex user; `Metadata.userRating` is
/// their rating out of 10. Plex gives a playback no id.
enum PlexEvent {
    static func read(_ payload: JSONFields, receivedAt: Date) throws(HookError) -> EventReading {
        guard let event = payload.string("event") else { throw .unreadable("the payload has no event") }
        let user = payload.object("Account")?.string("title")
        let states: [String: MediaServerPosition.State] = ["media.play": .started, "media.resume": .playing, "media.pause": .paused, "media.stop": .stopped]
        guard event == "media.scrobble" || states[event] != nil else {
            return .ignored("\(event) is neither a playback nor a finished play (media.play, media.pause, media.resume, media.stop and media.scrobble are)", user: user)
        }
        guard let metadata = payload.object("Metadata") else {
            if states[event] != nil { return .ignored("a \(event) with no Metadata", user: user) }
            throw .unreadable("a media.scrobble with no Metadata")
        }
        let type = metadata.string("type")
        guard type == "movie" || type == "episode" else { return .ignored(EventReader.notPlayable(type), user: user) }
        let subject = try played(metadata, isEpisode: type == "episode")
        if let state = states[event] {
            let position = MediaServerPosition(
                item: subject, server: .plex, state: state,
                seconds: metadata.double("viewOffset").map { $0 / 1_000 }, duration: metadata.double("duration").map { $0 / 1_000 }
            )
            return .position(position, user: user)
        }
        let rating = metadata.double("userRating").flatMap { $0 >= 1 ? Int($0.rounded()) : nil }
        return .finished(subject, playedAt: receivedAt, rating: rating, user: user)
    }

    /// The film or the episode `metadata` names.
    private static func played(_ metadata: JSONFields, isEpisode: Bool) throws(HookError) -> MediaServerPosition.Item {
        var imdb: String?, tmdb: String?, tvdb: String?, legacyPlace: (season: Int, episode: Int)?
        for guid in metadata.objects("Guid").compactMap({ $0.string("id") }) + [metadata.string("guid")].compactMap({ $0 }) {
            let (scheme, id) = split(guid)
            switch scheme {
            case "imdb", "com.plexapp.agents.imdb": imdb = imdb ?? EventReader.imdbID(id)
            case "tmdb", "com.plexapp.agents.themoviedb": tmdb = tmdb ?? EventReader.tmdbID(id)
            case "tvdb": tvdb = tvdb ?? EventReader.tmdbID(id)
            case "com.plexapp.agents.thetvdb", "com.plexapp.agents.thetvdbdvdorder": legacyPlace = legacyPlace ?? place(id)
            default: break
            }
        }
        if isEpisode {
            return .episode(EpisodeReference(
                seriesTitle: metadata.string("grandparentTitle") ?? "",
                season: EventReader.number(metadata.int("parentIndex")) ?? legacyPlace?.season,
                episode: EventReader.number(metadata.int("index")) ?? legacyPlace?.episode,
                episodeIMDbID: EventReader.imdbID(imdb), tmdbID: tmdb, tvdbID: tvdb
            ))
        }
        guard let title = metadata.string("title") else { throw .unreadable("a film with no title") }
        return .film(MovieReference(title: title, year: metadata.int("year"), imdbID: imdb, tmdbID: tmdb))
    }

    /// `121361/6/1` (the older TVDB agent's show, season and episode) → season 6, episode 1.
    private static func place(_ id: String) -> (season: Int, episode: Int)? {
        let parts = id.split(separator: "/")
        guard parts.count == 3, let season = EventReader.number(Int(parts[1])), let episode = EventReader.number(Int(parts[2])) else { return nil }
        return (season, episode)
    }

    /// `imdb://tt0068646` → (`imdb`, `tt0068646`); the older agents' `?lang=en` dropped.
    private static func split(_ guid: String) -> (scheme: String, id: String) {
        guard let separator = guid.range(of: "://") else { return ("", guid) }
        let id = guid[separator.upperBound...].prefix { $0 != "?" }
        return (String(guid[..<separator.lowerBound]).lowercased(), String(id))
    }
}
