import Foundation
import ScrobblingInterface
import WatchlistInterface

/// Plex Media Server's webhook `payload`: `media.scrobble` (sent once a play passes 90%) on a
/// `movie` is a viewing; every other event (`media.play`, `media.stop`, `media.rate`…) and
/// every other type is not. The film's ids are in `Metadata.Guid` (`imdb://tt…`,
/// `tmdb://…`) with Plex's current agents, and in `Metadata.guid`
/// (`com.plexapp.agents.imdb://tt…?lang=en`) with the older ones. `Account.title` names the
/// Plex user; `Metadata.userRating` is their rating out of 10. Plex gives a playback no id.
enum PlexEvent {
    static func read(_ payload: JSONFields, receivedAt: Date) throws(HookError) -> EventReading {
        guard let event = payload.string("event") else { throw .unreadable("the payload has no event") }
        let user = payload.object("Account")?.string("title")
        guard event == "media.scrobble" else { return .ignored("\(event) is not a finished play (only media.scrobble is)", user: user) }
        guard let metadata = payload.object("Metadata") else { throw .unreadable("a media.scrobble with no Metadata") }
        let type = metadata.string("type")
        guard type == "movie" else { return .ignored(EventReader.notAFilm(type), user: user) }
        guard let title = metadata.string("title") else { throw .unreadable("a movie with no title") }
        var imdb: String?, tmdb: String?
        for guid in metadata.objects("Guid").compactMap({ $0.string("id") }) + [metadata.string("guid")].compactMap({ $0 }) {
            let (scheme, id) = split(guid)
            switch scheme {
            case "imdb", "com.plexapp.agents.imdb": imdb = imdb ?? EventReader.imdbID(id)
            case "tmdb", "com.plexapp.agents.themoviedb": tmdb = tmdb ?? EventReader.tmdbID(id)
            default: break
            }
        }
        let rating = metadata.double("userRating").flatMap { $0 >= 1 ? Int($0.rounded()) : nil }
        let film = MovieReference(title: title, year: metadata.int("year"), imdbID: imdb, tmdbID: tmdb)
        return .playback(Playback(film: film, playedAt: receivedAt, rating: rating), user: user)
    }

    /// `imdb://tt0068646` → (`imdb`, `tt0068646`); the older agents' `?lang=en` dropped.
    private static func split(_ guid: String) -> (scheme: String, id: String) {
        guard let separator = guid.range(of: "://") else { return ("", guid) }
        let id = guid[separator.upperBound...].prefix { $0 != "?" }
        return (String(guid[..<separator.lowerBound]).lowercased(), String(id))
    }
}
