import AuthInterface
import Foundation
import GRDB
import ScrobblingInterface
import ScrobblingPorts
import Storage
import WatchlistInterface

/// ``HookRepository`` in SQLite. Every statement that reads or changes a profile's rows names
/// the profile.
public struct SQLiteHookRepository: HookRepository {
    private let database: DatabaseProvider

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The Scrobbling feature's schema: hooks, their logs, the inbox.
    public static let migrations = [
        DatabaseMigration("scrobbling.v1") { db in
            try db.create(table: "hook") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("profileID", .text).notNull()
                table.column("server", .text).notNull()
                table.column("mediaUser", .text)
                table.column("secretHash", .blob).notNull().unique()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(index: "hook_by_profile", on: "hook", columns: ["profileID"])
            try db.create(table: "hookEvent") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("hookID", .integer).notNull().references("hook", onDelete: .cascade)
                table.column("receivedAt", .datetime).notNull()
                table.column("outcome", .text).notNull()
                table.column("detail", .text).notNull()
            }
            try db.create(index: "hookEvent_by_hook", on: "hookEvent", columns: ["hookID", "id"])
            try db.create(table: "hookInbox") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("profileID", .text).notNull()
                table.column("hookID", .integer).notNull()
                table.column("title", .text).notNull()
                table.column("year", .integer)
                table.column("imdbID", .text)
                table.column("tmdbID", .text)
                table.column("playedAt", .datetime).notNull()
                table.column("rating", .integer)
                table.column("eventID", .text)
                table.column("problem", .text).notNull()
            }
            try db.create(index: "hookInbox_by_profile", on: "hookInbox", columns: ["profileID"])
        },
        // Episodes in the inbox: `title` and `year` are the show's, `imdbID` and `tmdbID` the
        // episode's own; a row from before keeps `kind` film.
        DatabaseMigration("scrobbling.v2.episodes") { db in
            try db.execute(sql: """
                ALTER TABLE hookInbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'film';
                ALTER TABLE hookInbox ADD COLUMN seriesID TEXT;
                ALTER TABLE hookInbox ADD COLUMN season INTEGER;
                ALTER TABLE hookInbox ADD COLUMN episode INTEGER;
                ALTER TABLE hookInbox ADD COLUMN lastEpisode INTEGER;
                ALTER TABLE hookInbox ADD COLUMN tvdbID TEXT;
                """)
        },
        // A player's playback (the playback API's) waits in the inbox too: it has a `player`
        // and no hook. SQLite cannot drop a NOT NULL, so the table is made again, its numbers
        // and their sequence kept.
        DatabaseMigration("scrobbling.v3.players") { db in
            try db.execute(sql: """
                CREATE TABLE hookInbox_v3 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, profileID TEXT NOT NULL, hookID INTEGER, player TEXT,
                    title TEXT NOT NULL, year INTEGER, imdbID TEXT, tmdbID TEXT, playedAt DATETIME NOT NULL, rating INTEGER, eventID TEXT,
                    problem TEXT NOT NULL, kind TEXT NOT NULL DEFAULT 'film', seriesID TEXT, season INTEGER, episode INTEGER, lastEpisode INTEGER,
                    tvdbID TEXT);
                INSERT INTO hookInbox_v3 (
                    id, profileID, hookID, title, year, imdbID, tmdbID, playedAt, rating, eventID, problem, kind, seriesID, season, episode,
                    lastEpisode, tvdbID)
                SELECT id, profileID, hookID, title, year, imdbID, tmdbID, playedAt, rating, eventID, problem, kind, seriesID, season, episode,
                    lastEpisode, tvdbID FROM hookInbox;
                DELETE FROM sqlite_sequence WHERE name = 'hookInbox_v3';
                INSERT INTO sqlite_sequence (name, seq) SELECT 'hookInbox_v3', seq FROM sqlite_sequence WHERE name = 'hookInbox';
                DROP TABLE hookInbox;
                ALTER TABLE hookInbox_v3 RENAME TO hookInbox;
                CREATE INDEX hookInbox_by_profile ON hookInbox (profileID);
                """)
        },
    ]

    public func create(_ server: MediaServer, mediaUser: String?, secretHash: Data, createdAt: Date, for profile: Profile.ID) throws -> StoredHook {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO hook (profileID, server, mediaUser, secretHash, createdAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [profile.uuidString, server.rawValue, mediaUser, secretHash, createdAt]
            )
            let hook = Hook(id: Int(db.lastInsertedRowID), server: server, mediaUser: mediaUser, createdAt: createdAt, lastEvent: nil)
            return StoredHook(hook: hook, profile: profile)
        }
    }

    public func hook(secretHash: Data) throws -> StoredHook? {
        try database.read { db in
            let statement = try db.cachedStatement(sql: "SELECT id, profileID, server, mediaUser, createdAt FROM hook WHERE secretHash = ?")
            guard let row = try Row.fetchOne(statement, arguments: [secretHash]), let server = MediaServer(rawValue: row["server"]),
                  let profile = UUID(uuidString: row["profileID"]) else { return nil }
            let hook = Hook(id: row["id"], server: server, mediaUser: row["mediaUser"], createdAt: row["createdAt"], lastEvent: nil)
            return StoredHook(hook: hook, profile: profile)
        }
    }

    public func hooks(for profile: Profile.ID) throws -> [Hook] {
        try database.read { db in
            try Row.fetchAll(db, sql: "\(Self.hookColumns) WHERE profileID = ? ORDER BY hook.id", arguments: [profile.uuidString]).compactMap(Self.hook)
        }
    }

    public func revoke(_ id: Int, for profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM hookEvent WHERE hookID = (SELECT id FROM hook WHERE id = ? AND profileID = ?)", arguments: [id, profile.uuidString])
            try db.execute(sql: "DELETE FROM hook WHERE id = ? AND profileID = ?", arguments: [id, profile.uuidString])
            return db.changesCount == 1
        }
    }

    public func log(_ event: HookEvent, hook id: Int) throws {
        try database.write { db in
            try db.cachedStatement(sql: "INSERT INTO hookEvent (hookID, receivedAt, outcome, detail) SELECT id, ?, ?, ? FROM hook WHERE id = ?")
                .execute(arguments: [event.receivedAt, event.outcome.rawValue, event.detail, id])
            try db.cachedStatement(
                sql: "DELETE FROM hookEvent WHERE hookID = ? AND id <= (SELECT id FROM hookEvent WHERE hookID = ? ORDER BY id DESC LIMIT 1 OFFSET ?)"
            ).execute(arguments: [id, id, Self.logLength])
        }
    }

    public func events(of id: Int, for profile: Profile.ID) throws -> [HookEvent]? {
        try database.read { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM hook WHERE id = ? AND profileID = ?", arguments: [id, profile.uuidString]) == true else { return nil }
            return try Row.fetchAll(
                db, sql: "SELECT receivedAt, outcome, detail FROM hookEvent WHERE hookID = ? ORDER BY id DESC LIMIT ?", arguments: [id, Self.logLength]
            ).compactMap { row in
                HookOutcome(rawValue: row["outcome"]).map { HookEvent(receivedAt: row["receivedAt"], outcome: $0, detail: row["detail"]) }
            }
        }
    }

    public func addToInbox(_ item: NewInboxItem, for profile: Profile.ID) throws -> Int {
        try database.write { db in
            let fields = InboxSubjectFields(item.subject)
            try db.execute(
                sql: """
                INSERT INTO hookInbox (
                    profileID, hookID, player, kind, title, year, imdbID, tmdbID, tvdbID, seriesID, season, episode, lastEpisode, playedAt, rating,
                    eventID, problem)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                arguments: [
                    profile.uuidString, item.hookID, item.player, fields.kind, fields.title, fields.year, fields.imdbID, fields.tmdbID, fields.tvdbID, fields.seriesID,
                    fields.season, fields.episode, fields.lastEpisode, item.playedAt, item.rating, item.eventID, fields.problem,
                ]
            )
            return Int(db.lastInsertedRowID)
        }
    }

    public func inbox(for profile: Profile.ID) throws -> [InboxItem] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM hookInbox WHERE profileID = ? ORDER BY id", arguments: [profile.uuidString]).compactMap { row in
                let fields = InboxSubjectFields(
                    kind: row["kind"], title: row["title"], year: row["year"], imdbID: row["imdbID"], tmdbID: row["tmdbID"], tvdbID: row["tvdbID"],
                    seriesID: row["seriesID"], season: row["season"], episode: row["episode"], lastEpisode: row["lastEpisode"], problem: row["problem"]
                )
                guard let subject = fields.subject else { return nil }
                return InboxItem(
                    number: row["id"], hookID: row["hookID"], player: row["player"], subject: subject, playedAt: row["playedAt"], rating: row["rating"], eventID: row["eventID"]
                )
            }
        }
    }

    public func removeFromInbox(_ number: Int, for profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM hookInbox WHERE id = ? AND profileID = ?", arguments: [number, profile.uuidString])
            return db.changesCount == 1
        }
    }

    /// A hook's columns and its last event's.
    private static let hookColumns = """
        SELECT hook.id, profileID, server, mediaUser, createdAt, last.receivedAt, last.outcome, last.detail FROM hook
        LEFT JOIN hookEvent AS last ON last.id = (SELECT max(id) FROM hookEvent WHERE hookID = hook.id)
        """

    private static func hook(_ row: Row) -> Hook? {
        guard let server = MediaServer(rawValue: row["server"]) else { return nil }
        let outcome = (row["outcome"] as String?).flatMap(HookOutcome.init(rawValue:))
        let last = outcome.map { HookEvent(receivedAt: row["receivedAt"], outcome: $0, detail: row["detail"]) }
        return Hook(id: row["id"], server: server, mediaUser: row["mediaUser"], createdAt: row["createdAt"], lastEvent: last)
    }
}
