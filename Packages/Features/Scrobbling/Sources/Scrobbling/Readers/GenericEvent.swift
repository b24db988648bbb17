import Foundation
import ScrobblingInterface
import WatchlistInterface

/// The generic format, for scripts, Kodi add-ons and Tautulli: one JSON object per viewing.
/// A film:
///
///     {"imdb": "tt0068646", "tmdb": 238, "title": "The Godfather", "year": 1972,
///      "watchedAt": "2026-11-20T21:30:00Z", "rating": 9, "user": "ada", "id": "kodi-4711"}
///
/// with `imdb`, `tmdb`, or `title` (best with `year`) at least. An episode has `series` (the
/// show's title, or its IMDb id), `season` and `episode` (and `lastEpisode` for a file of
/// several), or its own id in `imdb` with `"kind": "episode"`; its `year` is the year the
/// show began:
///
///     {"series": "Breaking Bad", "year": 2008, "season": 1, "episode": 2, "imdb": "tt1054724"}
///
/// `watchedAt` (ISO 8601) defaults to the time it arrives, `rating` is 1 to 10, `user` the
/// media server's user for a hook limited to one, and `id` the event's own id: a second event
/// with the same `id` is the same viewing.
enum GenericEvent {
    static func read(_ event: JSONFields, receivedAt: Date) throws(HookError) -> EventReading {
        let imdb = event.string("imdb"), tmdb = event.string("tmdb"), tvdb = event.string("tvdb")
        if let imdb, EventReader.imdbID(imdb) == nil { throw .unreadable("imdb must be an IMDb id such as tt0068646, not \(imdb.prefix(40))") }
        if let tmdb, EventReader.tmdbID(tmdb) == nil { throw .unreadable("tmdb must be a TMDB id (digits), not \(tmdb.prefix(40))") }
        if let tvdb, EventReader.tmdbID(tvdb) == nil { throw .unreadable("tvdb must be a TVDB id (digits), not \(tvdb.prefix(40))") }
        var watchedAt = receivedAt
        if let text = event.string("watchedAt") {
            guard let date = JSONFields.iso8601(text) else { throw .unreadable("watchedAt must be a time in ISO 8601, such as 2026-11-20T21:30:00Z") }
            watchedAt = date
        }
        let rating = event.int("rating")
        if let rating, !Rating.range.contains(rating) { throw .unreadable("rating must be 1 to 10, not \(rating)") }
        let eventID = event.string("id").map { String($0.prefix(200)) }
        let kind = event.string("kind")
        if let kind, kind != "film", kind != "episode" { throw .unreadable("kind must be film or episode, not \(kind.prefix(40))") }
        let isEpisode = kind == "episode" || (kind == nil && ["series", "season", "episode"].contains { event.string($0) != nil })
        if isEpisode {
            let episode = try episode(event, imdb: imdb, tmdb: tmdb, tvdb: tvdb)
            return .episode(EpisodePlayback(episode: episode, playedAt: watchedAt, rating: rating, eventID: eventID), user: event.string("user"))
        }
        let title = event.string("title")
        guard imdb != nil || tmdb != nil || title != nil else { throw .unreadable("name the film: imdb, tmdb, or title and year; or an episode: series, season and episode") }
        let film = MovieReference(title: title ?? "", year: event.int("year"), imdbID: imdb, tmdbID: tmdb)
        return .playback(Playback(film: film, playedAt: watchedAt, rating: rating, eventID: eventID), user: event.string("user"))
    }

    private static func episode(_ event: JSONFields, imdb: String?, tmdb: String?, tvdb: String?) throws(HookError) -> EpisodeReference {
        let series = event.string("series")
        let numbers = try ["season", "episode", "lastEpisode"].map { (key: String) throws(HookError) -> Int? in
            guard event.string(key) != nil else { return nil }
            guard let number = EventReader.number(event.int(key)) else { throw .unreadable("\(key) must be a number from 0 to 10000") }
            return number
        }
        guard imdb != nil || (series != nil && numbers[0] != nil && numbers[1] != nil) else {
            throw .unreadable("name the episode: its imdb id, or series, season and episode")
        }
        let seriesID = series.flatMap(EventReader.imdbID(naming:))
        return EpisodeReference(
            seriesTitle: seriesID == nil ? series ?? "" : "", seriesYear: event.int("year"), seriesIMDbID: seriesID,
            season: numbers[0], episode: numbers[1], lastEpisode: numbers[2],
            episodeIMDbID: EventReader.imdbID(imdb), tmdbID: tmdb, tvdbID: tvdb
        )
    }
}
