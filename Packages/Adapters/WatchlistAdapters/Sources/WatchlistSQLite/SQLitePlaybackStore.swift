import AuthInterface
import Foundation
import GRDB
import MoviesInterface
import Storage
import WatchlistInterface
import WatchlistPorts

extension SQLiteWatchlistRepository: PlaybackStore {
    /// The `playback` table: each playback a hook recorded, with the viewing it made. A
    /// viewing that no playback names was recorded by a person. Times are milliseconds since
    /// 1970, for the window's arithmetic.
    static let playbackMigration = DatabaseMigration("watchlist.v4.playbacks") { db in
        try db.create(table: "playback") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("profileID", .text).notNull()
            table.column("movieID", .text).notNull()
            table.column("playedAt", .integer).notNull()
            table.column("eventID", .text)
            table.column("viewingID", .integer)
        }
        try db.create(index: "playback_by_film", on: "playback", columns: ["profileID", "movieID", "playedAt"])
        try db.execute(sql: "CREATE UNIQUE INDEX playback_by_event ON playback (profileID, eventID) WHERE eventID IS NOT NULL")
        try db.create(index: "playback_by_viewing", on: "playback", columns: ["viewingID"])
    }

    /// A playback may join a viewing recorded another way (an import, or by hand) on its day:
    /// `joinedViewingID` names it, so that one such viewing absorbs one playback.
    static let playbackJoinsMigration = DatabaseMigration("watchlist.v6.playback-joins") { db in
        try db.alter(table: "playback") { table in
            table.add(column: "joinedViewingID", .integer)
        }
        try db.create(index: "playback_by_joined_viewing", on: "playback", columns: ["joinedViewingID"])
    }

    /// Each statement is prepared once a connection and kept (GRDB's statement cache): a
    /// burst of events spends its time recording, not compiling SQL.
    public func recordPlayback(_ playback: PlaybackRecord, listing: Bool, for profile: Profile.ID) throws -> PlaybackWrite {
        try database.write { db in
            let owner = profile.uuidString, movie = playback.movie.id.description
            let playedAt = Int64((playback.playedAt.timeIntervalSince1970 * 1000).rounded())
            if let eventID = playback.eventID,
               try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM playback WHERE profileID = ? AND eventID = ?"), arguments: [owner, eventID]) == true {
                return .done(.duplicate(.sameEvent))
            }
            let window = Int64(PlaybackWindow.duration * 1000)
            let nearby = try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM playback WHERE profileID = ? AND movieID = ? AND playedAt > ? AND playedAt < ?"),
                arguments: [owner, movie, playedAt - window, playedAt + window]
            )
            if nearby == true { return .done(.duplicate(.sameMovieNearby)) }
            if !listing {
                let listed = try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM watchlistEntry WHERE profileID = ? AND movieID = ?"), arguments: [owner, movie])
                if listed != true { return .notListed }
            }
            let recorded = try Int64.fetchOne(db.cachedStatement(sql: """
                SELECT id FROM viewing WHERE profileID = ? AND movieID = ? AND watchedOn = ?
                AND NOT EXISTS (SELECT 1 FROM playback WHERE playback.viewingID = viewing.id OR playback.joinedViewingID = viewing.id)
                ORDER BY id LIMIT 1
                """), arguments: [owner, movie, playback.day.description])
            if let recorded {
                try db.cachedStatement(sql: "INSERT INTO playback (profileID, movieID, playedAt, eventID, joinedViewingID) VALUES (?, ?, ?, ?, ?)")
                    .execute(arguments: [owner, movie, playedAt, playback.eventID, recorded])
                return .done(.duplicate(.sameDayRecorded))
            }
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO watchlistEntry (profileID, movieID, title, year, addedAt) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [owner, movie, playback.movie.title, playback.movie.year, playback.addedAt])
            let ratedByHand = try Bool.fetchOne(db.cachedStatement(sql: """
                SELECT 1 FROM viewing WHERE profileID = ? AND movieID = ? AND rating IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM playback WHERE playback.viewingID = viewing.id)
                """), arguments: [owner, movie]) == true
            let rating = ratedByHand ? nil : playback.rating
            try db.cachedStatement(sql: "INSERT INTO viewing (profileID, movieID, watchedOn, rating) VALUES (?, ?, ?, ?)")
                .execute(arguments: [owner, movie, playback.day.description, rating])
            try db.cachedStatement(sql: "INSERT INTO playback (profileID, movieID, playedAt, eventID, viewingID) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [owner, movie, playedAt, playback.eventID, db.lastInsertedRowID])
            let listed = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT title, year FROM watchlistEntry WHERE profileID = ? AND movieID = ?"), arguments: [owner, movie]
            )
            let viewing = Viewing(
                movieID: playback.movie.id, title: listed?["title"] ?? playback.movie.title, year: listed?["year"] ?? playback.movie.year,
                watchedOn: playback.day, rating: rating
            )
            return .done(.recorded(viewing, droppedRating: ratedByHand ? playback.rating : nil))
        }
    }
}
