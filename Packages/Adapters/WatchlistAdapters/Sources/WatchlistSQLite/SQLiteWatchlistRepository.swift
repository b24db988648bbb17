import AuthInterface
import Foundation
import GRDB
import MoviesInterface
import Storage
import WatchlistInterface
import WatchlistPorts

/// ``WatchlistRepository`` and ``PlaybackStore`` in SQLite. Every statement is scoped by the profile id, so one
/// profile's calls can never touch another's rows. A film's viewings are rows of `viewing`,
/// deleted with its entry; an entry's latest day, latest rating and count are read from them.
/// An entry's own `rating` is the film's, given with no viewing (an import's); a rated
/// viewing's comes first.
public struct SQLiteWatchlistRepository: WatchlistRepository {
    let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Watchlist feature's schema, shares (``SQLiteListShareRepository``) included.
    public static let migrations = [
        DatabaseMigration("watchlist.v1") { db in
            try db.create(table: "watchlistEntry") { table in
                table.column("profileID", .text).notNull()
                table.column("movieID", .text).notNull()
                table.column("title", .text).notNull()
                table.column("year", .integer)
                table.column("note", .text)
                table.column("addedAt", .datetime).notNull()
                table.column("watchedAt", .datetime)
                table.column("rating", .integer).check { $0 == nil || ($0 >= 1 && $0 <= 10) }
                table.primaryKey(["profileID", "movieID"])
            }
        },
        // A film can be watched more than once: each watched mark becomes the first viewing,
        // on the day it was made in the user's time zone, with its rating.
        DatabaseMigration("watchlist.v2.viewings") { db in
            try db.create(table: "viewing") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("profileID", .text).notNull()
                table.column("movieID", .text).notNull()
                table.column("watchedOn", .text).notNull().check(sql: "date(watchedOn) IS watchedOn")
                table.column("rating", .integer).check { $0 == nil || ($0 >= 1 && $0 <= 10) }
                table.column("review", .text)
                table.foreignKey(["profileID", "movieID"], references: "watchlistEntry", columns: ["profileID", "movieID"], onDelete: .cascade)
            }
            try db.create(index: "viewing_by_film", on: "viewing", columns: ["profileID", "movieID", "watchedOn"])
            try db.execute(sql: """
                INSERT INTO viewing (profileID, movieID, watchedOn, rating)
                SELECT profileID, movieID, date(watchedAt, 'localtime'), rating FROM watchlistEntry
                WHERE watchedAt IS NOT NULL ORDER BY watchedAt, rowid
                """)
            try db.alter(table: "watchlistEntry") { table in
                table.drop(column: "watchedAt")
                table.drop(column: "rating")
            }
        },
        SQLiteListShareRepository.migration,
        playbackMigration,
        // A rating is never a viewing: an import's rating of a film with no viewing is the film's.
        DatabaseMigration("watchlist.v5.film-ratings") { db in
            try db.alter(table: "watchlistEntry") { table in
                table.add(column: "rating", .integer).check { $0 == nil || ($0 >= 1 && $0 <= 10) }
            }
        },
        playbackJoinsMigration,
        importsMigration,
    ]

    public func add(_ entry: WatchlistEntry, for profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO watchlistEntry (profileID, movieID, title, year, note, addedAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [profile.uuidString, entry.movieID.description, entry.title, entry.year, entry.note, entry.addedAt]
            )
            return db.changesCount == 1
        }
    }

    public func remove(_ movieID: MovieID, for profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM watchlistEntry WHERE profileID = ? AND movieID = ?", arguments: [profile.uuidString, movieID.description])
            return db.changesCount == 1
        }
    }

    public func addViewing(of movieID: MovieID, on day: CalendarDay, rating: Int?, review: String?, for profile: Profile.ID) throws -> WatchlistEntry? {
        try database.write { db in
            let key: StatementArguments = [profile.uuidString, movieID.description]
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM watchlistEntry WHERE profileID = ? AND movieID = ?", arguments: key) == true else {
                return nil
            }
            try db.execute(
                sql: "INSERT INTO viewing (profileID, movieID, watchedOn, rating, review) VALUES (?, ?, ?, ?, ?)",
                arguments: [profile.uuidString, movieID.description, day.description, rating, review]
            )
            return try Self.fetch(db, profile: profile, movie: movieID).first
        }
    }

    public func entry(_ movieID: MovieID, for profile: Profile.ID) throws -> WatchlistEntry? {
        try database.read { db in
            try Self.fetch(db, profile: profile, movie: movieID).first
        }
    }

    public func entries(for profile: Profile.ID) throws -> [WatchlistEntry] {
        try database.read { db in
            try Self.fetch(db, profile: profile, movie: nil)
        }
    }

    public func viewings(for profile: Profile.ID) throws -> [Viewing] {
        try database.read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                SELECT viewing.movieID, title, year, watchedOn, viewing.rating, review
                FROM viewing JOIN watchlistEntry USING (profileID, movieID)
                WHERE profileID = ? ORDER BY watchedOn DESC, viewing.id DESC
                """,
                arguments: [profile.uuidString]
            )
            var viewings: [Viewing] = []
            while let row = try rows.next() {
                guard let id = try? MovieID(parsing: row[0], defaultSource: .offline), let day = CalendarDay(parsing: row[3] as String) else { continue }
                viewings.append(Viewing(movieID: id, title: row[1], year: row[2], watchedOn: day, rating: row[4], review: row[5]))
            }
            return viewings
        }
    }

    public func archive(for profile: Profile.ID) throws -> [ArchivedMovie] {
        try database.read { db in try Self.archive(db, profile: profile) }
    }

    @discardableResult
    public func update(for profile: Profile.ID, _ changes: ([ArchivedMovie]) throws -> ArchiveChanges) throws -> Int? {
        try database.write { db in
            let wanted = try changes(Self.archive(db, profile: profile))
            try Self.apply(wanted, db, profile: profile)
            return try Self.journal(wanted, db, profile: profile)
        }
    }

    private static func archive(_ db: Database, profile: Profile.ID) throws -> [ArchivedMovie] {
        var viewings: [String: [ArchivedViewing]] = [:]
        let viewingRows = try Row.fetchCursor(
            db, sql: "SELECT movieID, watchedOn, rating, review FROM viewing WHERE profileID = ? ORDER BY id", arguments: [profile.uuidString]
        )
        while let row = try viewingRows.next() {
            guard let day = CalendarDay(parsing: row[1] as String) else { continue }
            viewings[row[0], default: []].append(ArchivedViewing(watchedOn: day, rating: row[2], review: row[3]))
        }
        let films = try Row.fetchCursor(
            db,
            sql: """
            SELECT movieID, title, year, note, \(millisecondsSince1970("addedAt")), rating FROM watchlistEntry
            WHERE profileID = ? ORDER BY addedAt, rowid
            """,
            arguments: [profile.uuidString]
        )
        var archive: [ArchivedMovie] = []
        while let row = try films.next() {
            let stored: String = row[0]
            guard let id = try? MovieID(parsing: stored, defaultSource: .offline), let addedAt: Int64 = row[4] else { continue }
            archive.append(ArchivedMovie(
                movieID: id, title: row[1], year: row[2], note: row[3], addedAt: date(milliseconds: addedAt), viewings: viewings[stored] ?? [],
                rating: row[5]
            ))
        }
        return archive
    }

    private static func apply(_ changes: ArchiveChanges, _ db: Database, profile: Profile.ID) throws {
        let addFilm = try db.makeStatement(
            sql: "INSERT INTO watchlistEntry (profileID, movieID, title, year, note, addedAt, rating) VALUES (?, ?, ?, ?, ?, ?, ?)"
        )
        let addViewing = try db.makeStatement(
            sql: "INSERT INTO viewing (profileID, movieID, watchedOn, rating, review) VALUES (?, ?, ?, ?, ?)"
        )
        for film in changes.newMovies {
            try addFilm.execute(arguments: [profile.uuidString, film.movieID.description, film.title, film.year, film.note, film.addedAt, film.rating])
            for viewing in film.viewings {
                try addViewing.execute(arguments: [
                    profile.uuidString, film.movieID.description, viewing.watchedOn.description, viewing.rating, viewing.review,
                ])
            }
        }
        for (movieID, change) in changes.newNotes.sorted(by: { $0.key.description < $1.key.description }) {
            try db.execute(
                sql: "UPDATE watchlistEntry SET note = ?, addedAt = ? WHERE profileID = ? AND movieID = ?",
                arguments: [change.note, change.addedAt, profile.uuidString, movieID.description]
            )
        }
        for merge in changes.mergedViewings {
            try db.execute(
                sql: """
                    UPDATE viewing SET rating = ?, review = ? WHERE id = (
                        SELECT id FROM viewing WHERE profileID = ? AND movieID = ? AND watchedOn = ? AND rating IS ? AND review IS ? ORDER BY id LIMIT 1)
                    """,
                arguments: [
                    merge.merged.rating, merge.merged.review, profile.uuidString, merge.movieID.description, merge.stored.watchedOn.description,
                    merge.stored.rating, merge.stored.review,
                ]
            )
        }
        for new in changes.newViewings {
            try addViewing.execute(arguments: [
                profile.uuidString, new.movieID.description, new.viewing.watchedOn.description, new.viewing.rating, new.viewing.review,
            ])
        }
        for (movieID, rating) in changes.newRatings.sorted(by: { $0.key.description < $1.key.description }) {
            try db.execute(
                sql: "UPDATE watchlistEntry SET rating = ? WHERE profileID = ? AND movieID = ?",
                arguments: [rating, profile.uuidString, movieID.description]
            )
        }
        for removed in changes.removedViewings {
            try db.execute(
                sql: """
                    DELETE FROM viewing WHERE id = (
                        SELECT id FROM viewing WHERE profileID = ? AND movieID = ? AND watchedOn = ? AND rating IS ? AND review IS ? ORDER BY id DESC LIMIT 1)
                    """,
                arguments: [
                    profile.uuidString, removed.movieID.description, removed.viewing.watchedOn.description, removed.viewing.rating, removed.viewing.review,
                ]
            )
        }
        for movieID in changes.clearedRatings.sorted(by: { $0.description < $1.description }) {
            try db.execute(
                sql: "UPDATE watchlistEntry SET rating = NULL WHERE profileID = ? AND movieID = ?", arguments: [profile.uuidString, movieID.description]
            )
        }
        for movieID in changes.removedMovies {
            try db.execute(sql: "DELETE FROM watchlistEntry WHERE profileID = ? AND movieID = ?", arguments: [profile.uuidString, movieID.description])
        }
    }

    /// `profile`'s entries, or the one for `movie`, with their viewings summarised. Columns are
    /// read by position from a cursor, not by name from copied rows, and dates come as
    /// milliseconds since 1970 from SQLite's own date arithmetic, which is exact to the
    /// millisecond stored, instead of going through a calendar: a long list spends its time here.
    ///
    /// One film is its own statement, on the primary key: a plan for both (`?2 IS NULL OR
    /// movieID = ?2`) would read the whole list to find it, on each add and viewing.
    private static func fetch(_ db: Database, profile: Profile.ID, movie: MovieID?) throws -> [WatchlistEntry] {
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: movie == nil ? """
            SELECT movieID, title, year, note, \(millisecondsSince1970("addedAt")), seen.lastWatchedOn, seen.times,
                   coalesce((SELECT rating FROM viewing AS latest
                    WHERE latest.profileID = watchlistEntry.profileID AND latest.movieID = watchlistEntry.movieID AND rating IS NOT NULL
                    ORDER BY watchedOn DESC, id DESC LIMIT 1), watchlistEntry.rating)
            FROM watchlistEntry
            LEFT JOIN (SELECT movieID, max(watchedOn) AS lastWatchedOn, count(*) AS times FROM viewing WHERE profileID = ?1 GROUP BY movieID) AS seen
                USING (movieID)
            WHERE profileID = ?1
            ORDER BY addedAt, watchlistEntry.rowid
            """ : """
            SELECT movieID, title, year, note, \(millisecondsSince1970("addedAt")),
                   (SELECT max(watchedOn) FROM viewing WHERE profileID = ?1 AND movieID = ?2),
                   (SELECT count(*) FROM viewing WHERE profileID = ?1 AND movieID = ?2),
                   coalesce((SELECT rating FROM viewing WHERE profileID = ?1 AND movieID = ?2 AND rating IS NOT NULL ORDER BY watchedOn DESC, id DESC LIMIT 1), rating)
            FROM watchlistEntry WHERE profileID = ?1 AND movieID = ?2
            """),
            arguments: movie == nil ? [profile.uuidString] : [profile.uuidString, movie?.description]
        )
        var entries: [WatchlistEntry] = []
        while let row = try rows.next() {
            guard let id = try? MovieID(parsing: row[0], defaultSource: .offline), let addedAt: Int64 = row[4] else { continue }
            let lastWatchedOn: String? = row[5]
            let times: Int? = row[6]
            entries.append(WatchlistEntry(
                movieID: id, title: row[1], year: row[2], note: row[3], addedAt: date(milliseconds: addedAt),
                lastWatchedOn: lastWatchedOn.flatMap(CalendarDay.init(parsing:)), rating: row[7], viewingCount: times ?? 0
            ))
        }
        return entries
    }

    /// SQL for a stored date column as whole milliseconds since 1970. SQLite keeps a date as
    /// an integer count of milliseconds; rounding its Julian day undoes the division.
    private static func millisecondsSince1970(_ column: String) -> String {
        "CAST(round((julianday(\(column)) - 2440587.5) * 86400000.0) AS INTEGER)"
    }

    private static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
