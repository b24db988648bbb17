import Foundation
import MoviesInterface
import PostgresNIO
import WatchlistInterface

/// The statements a burst of writes runs most, prepared once a connection: PostgreSQL parses
/// and plans them once, not at each call (which cost more of its time than running them).
/// Each parameter's type is given, so each value is sent in PostgreSQL's binary form of it.

/// One film of a list, with its viewings summarised, on the primary key.
struct ListedMovieStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT movie_id, title, year, note, added_at,
               (SELECT max(watched_on) FROM viewing WHERE profile_id = $1 AND movie_id = $2)::text,
               (SELECT count(*) FROM viewing WHERE profile_id = $1 AND movie_id = $2),
               coalesce((SELECT rating FROM viewing WHERE profile_id = $1 AND movie_id = $2 AND rating IS NOT NULL ORDER BY watched_on DESC, id DESC LIMIT 1), rating)
        FROM watchlist_entry WHERE profile_id = $1 AND movie_id = $2
        """
    static let bindingDataTypes: [PostgresDataType] = [.uuid, .text]

    let profile: UUID
    let movie: String

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 2)
        bindings.append(profile)
        bindings.append(movie)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> WatchlistEntry? {
        let (movie, title, year, note, addedAt, lastWatchedOn, times, rating) = try row.decode((String, String, Int?, String?, Date, String?, Int, Int?).self)
        guard let id = try? MovieID(parsing: movie, defaultSource: .offline) else { return nil }
        return WatchlistEntry(
            movieID: id, title: title, year: year, note: note, addedAt: addedAt,
            lastWatchedOn: lastWatchedOn.flatMap(CalendarDay.init(parsing:)), rating: rating, viewingCount: times
        )
    }
}

/// A playback, recorded by `watchlist_record_playback` (``PostgresWatchlistRepository/playbackMigration``).
struct RecordPlaybackStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT outcome, listed_title, listed_year, kept_rating FROM watchlist_record_playback(
            $1, $2, $3, $4, $5::integer, $6, $7::date, $8::integer, $9, $10, $11::interval, $12)
        """
    static let bindingDataTypes: [PostgresDataType] = [.text, .uuid, .text, .text, .int8, .timestamptz, .text, .int8, .text, .timestamptz, .text, .bool]

    let lock: String
    let profile: UUID
    let movie: String
    let title: String
    let year: Int?
    let playedAt: Date
    let day: String
    let rating: Int?
    let eventID: String?
    let addedAt: Date
    let window: String
    let listing: Bool

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 12)
        bindings.append(lock)
        bindings.append(profile)
        bindings.append(movie)
        bindings.append(title)
        bindings.append(year)
        bindings.append(playedAt)
        bindings.append(day)
        bindings.append(rating)
        bindings.append(eventID)
        bindings.append(addedAt)
        bindings.append(window)
        bindings.append(listing)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> (outcome: String, title: String?, year: Int?, rating: Int?) {
        try row.decode((String, String?, Int?, Int?).self)
    }
}
