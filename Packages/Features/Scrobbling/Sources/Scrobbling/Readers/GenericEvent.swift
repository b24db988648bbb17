import Foundation
import ScrobblingInterface
import WatchlistInterface

/// The generic format, for scripts, Kodi add-ons and Tautulli: one JSON object per viewing,
///
///     {"imdb": "tt0068646", "tmdb": 238, "title": "The Godfather", "year": 1972,
///      "watchedAt": "2026-11-20T21:30:00Z", "rating": 9, "user": "ada", "id": "kodi-4711"}
///
/// with `imdb`, `tmdb`, or `title` (best with `year`) at least. `watchedAt` (ISO 8601)
/// defaults to the time it arrives, `rating` is 1 to 10, `user` the media server's user for a
/// hook limited to one, and `id` the event's own id: a second event with the same `id` is
/// the same viewing.
enum GenericEvent {
    static func read(_ event: JSONFields, receivedAt: Date) throws(HookError) -> EventReading {
        let imdb = event.string("imdb"), tmdb = event.string("tmdb")
        if let imdb, EventReader.imdbID(imdb) == nil { throw .unreadable("imdb must be an IMDb id such as tt0068646, not \(imdb.prefix(40))") }
        if let tmdb, EventReader.tmdbID(tmdb) == nil { throw .unreadable("tmdb must be a TMDB id (digits), not \(tmdb.prefix(40))") }
        let title = event.string("title")
        guard imdb != nil || tmdb != nil || title != nil else { throw .unreadable("name the film: imdb, tmdb, or title and year") }
        var watchedAt = receivedAt
        if let text = event.string("watchedAt") {
            guard let date = JSONFields.iso8601(text) else { throw .unreadable("watchedAt must be a time in ISO 8601, such as 2026-11-20T21:30:00Z") }
            watchedAt = date
        }
        let rating = event.int("rating")
        if let rating, !Rating.range.contains(rating) { throw .unreadable("rating must be 1 to 10, not \(rating)") }
        let film = MovieReference(title: title ?? "", year: event.int("year"), imdbID: imdb, tmdbID: tmdb)
        return .playback(Playback(film: film, playedAt: watchedAt, rating: rating, eventID: event.string("id").map { String($0.prefix(200)) }), user: event.string("user"))
    }
}
