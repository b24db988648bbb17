import AuthInterface
import Foundation
import PostgresNIO
import PostgresStorage
import ScrobblingInterface
import ScrobblingPorts
import WatchlistInterface

/// ``HookRepository`` in PostgreSQL, the same tables as SQLite's. Each call is one statement:
/// logging an event (the insert and the trimming of the log) is one round trip.
public struct PostgresHookRepository: HookRepository {
    private let database: PostgresPool

    /// Creates the repository on `database`, whose migrations must include ``migrations``.
    public init(database: PostgresPool) {
        self.database = database
    }

    /// The Scrobbling feature's schema.
    public static let migrations = [
        PostgresMigration("scrobbling.v1", [
            """
            CREATE TABLE hook (
                id bigserial PRIMARY KEY, profile_id uuid NOT NULL, server text NOT NULL, media_user text,
                secret_hash bytea NOT NULL UNIQUE, created_at timestamptz NOT NULL)
            """,
            "CREATE INDEX hook_by_profile ON hook (profile_id)",
            """
            CREATE TABLE hook_event (
                id bigserial PRIMARY KEY, hook_id bigint NOT NULL REFERENCES hook (id) ON DELETE CASCADE,
                received_at timestamptz NOT NULL, outcome text NOT NULL, detail text NOT NULL)
            """,
            "CREATE INDEX hook_event_by_hook ON hook_event (hook_id, id)",
            """
            CREATE TABLE hook_inbox (
                id bigserial PRIMARY KEY, profile_id uuid NOT NULL, hook_id bigint NOT NULL, title text NOT NULL, year integer,
                imdb_id text, tmdb_id text, played_at timestamptz NOT NULL, rating integer, event_id text, problem text NOT NULL)
            """,
            "CREATE INDEX hook_inbox_by_profile ON hook_inbox (profile_id)",
        ]),
        PostgresMigration("scrobbling.v2.episodes", [
            """
            ALTER TABLE hook_inbox ADD COLUMN kind text NOT NULL DEFAULT 'film', ADD COLUMN series_id text, ADD COLUMN season integer,
                ADD COLUMN episode integer, ADD COLUMN last_episode integer, ADD COLUMN tvdb_id text
            """,
        ]),
        // A player's playback (the playback API's) waits in the inbox too: a `player`, no hook.
        PostgresMigration("scrobbling.v3.players", [
            "ALTER TABLE hook_inbox ALTER COLUMN hook_id DROP NOT NULL, ADD COLUMN player text",
        ]),
    ]

    public func create(_ server: MediaServer, mediaUser: String?, secretHash: Data, createdAt: Date, for profile: Profile.ID) async throws -> StoredHook {
        let rows = try await database.client.query("""
            INSERT INTO hook (profile_id, server, media_user, secret_hash, created_at)
            VALUES (\(profile), \(server.rawValue), \(mediaUser), \(secretHash), \(createdAt)) RETURNING id
            """, logger: database.logger)
        for try await id in rows.decode(Int.self) {
            return StoredHook(hook: Hook(id: id, server: server, mediaUser: mediaUser, createdAt: createdAt, lastEvent: nil), profile: profile)
        }
        throw PostgresHookRepositoryError.noRow
    }

    public func hook(secretHash: Data) async throws -> StoredHook? {
        for try await hook in try await database.client.execute(HookBySecretStatement(secretHash: secretHash), logger: database.logger) {
            return hook
        }
        return nil
    }

    public func hooks(for profile: Profile.ID) async throws -> [Hook] {
        let rows = try await database.client.query("""
            SELECT hook.id, server, media_user, created_at, last.received_at, last.outcome, last.detail FROM hook
            LEFT JOIN LATERAL (SELECT received_at, outcome, detail FROM hook_event WHERE hook_id = hook.id ORDER BY id DESC LIMIT 1) AS last ON true
            WHERE profile_id = \(profile) ORDER BY hook.id
            """, logger: database.logger)
        var hooks: [Hook] = []
        for try await (id, server, user, createdAt, receivedAt, outcome, detail) in rows.decode((Int, String, String?, Date, Date?, String?, String?).self) {
            guard let server = MediaServer(rawValue: server) else { continue }
            var last: HookEvent?
            if let receivedAt, let outcome = outcome.flatMap(HookOutcome.init(rawValue:)), let detail {
                last = HookEvent(receivedAt: receivedAt, outcome: outcome, detail: detail)
            }
            hooks.append(Hook(id: id, server: server, mediaUser: user, createdAt: createdAt, lastEvent: last))
        }
        return hooks
    }

    public func revoke(_ id: Int, for profile: Profile.ID) async throws -> Bool {
        let rows = try await database.client.query(
            "DELETE FROM hook WHERE id = \(id) AND profile_id = \(profile) RETURNING 1", logger: database.logger
        )
        return try await rows.decode(Int.self).reduce(0, +) == 1
    }

    /// One statement (``LogEventStatement``): the insert, and, once every ``logLength``
    /// events, the trimming of the hook's log. Trimming at every event made each delivery of a
    /// busy hook wait on the others' deletes.
    public func log(_ event: HookEvent, hook id: Int) async throws {
        for try await _ in try await database.client.execute(LogEventStatement(hookID: id, event: event), logger: database.logger) {}
    }

    public func events(of id: Int, for profile: Profile.ID) async throws -> [HookEvent]? {
        let owned = try await database.client.query("SELECT 1 FROM hook WHERE id = \(id) AND profile_id = \(profile)", logger: database.logger)
        guard try await owned.decode(Int.self).reduce(0, +) == 1 else { return nil }
        let rows = try await database.client.query(
            "SELECT received_at, outcome, detail FROM hook_event WHERE hook_id = \(id) ORDER BY id DESC LIMIT \(Self.logLength)", logger: database.logger
        )
        var events: [HookEvent] = []
        for try await (receivedAt, outcome, detail) in rows.decode((Date, String, String).self) {
            if let outcome = HookOutcome(rawValue: outcome) { events.append(HookEvent(receivedAt: receivedAt, outcome: outcome, detail: detail)) }
        }
        return events
    }

    public func addToInbox(_ item: NewInboxItem, for profile: Profile.ID) async throws -> Int {
        let fields = InboxSubjectFields(item.subject)
        let rows = try await database.client.query("""
            INSERT INTO hook_inbox (
                profile_id, hook_id, player, kind, title, year, imdb_id, tmdb_id, tvdb_id, series_id, season, episode, last_episode, played_at, rating,
                event_id, problem)
            VALUES (\(profile), \(item.hookID), \(item.player), \(fields.kind), \(fields.title), \(fields.year), \(fields.imdbID), \(fields.tmdbID), \(fields.tvdbID),
                    \(fields.seriesID), \(fields.season), \(fields.episode), \(fields.lastEpisode), \(item.playedAt), \(item.rating), \(item.eventID), \(fields.problem))
            RETURNING id
            """, logger: database.logger)
        for try await id in rows.decode(Int.self) { return id }
        throw PostgresHookRepositoryError.noRow
    }

    public func inbox(for profile: Profile.ID) async throws -> [InboxItem] {
        let rows = try await database.client.query("""
            SELECT id, hook_id, played_at, rating, event_id, kind, title, year, imdb_id, tmdb_id, tvdb_id, series_id, season, episode, last_episode, problem,
                player
            FROM hook_inbox WHERE profile_id = \(profile) ORDER BY id
            """, logger: database.logger)
        var items: [InboxItem] = []
        for try await row in rows {
            let column = row.makeRandomAccess()
            let (id, hookID, playedAt) = (try column[0].decode(Int.self), try column[1].decode(Int?.self), try column[2].decode(Date.self))
            let (rating, eventID) = (try column[3].decode(Int?.self), try column[4].decode(String?.self))
            let fields = InboxSubjectFields(
                kind: try column[5].decode(String.self), title: try column[6].decode(String.self), year: try column[7].decode(Int?.self),
                imdbID: try column[8].decode(String?.self), tmdbID: try column[9].decode(String?.self), tvdbID: try column[10].decode(String?.self),
                seriesID: try column[11].decode(String?.self), season: try column[12].decode(Int?.self), episode: try column[13].decode(Int?.self),
                lastEpisode: try column[14].decode(Int?.self), problem: try column[15].decode(String.self)
            )
            guard let subject = fields.subject else { continue }
            let player = try column[16].decode(String?.self)
            items.append(InboxItem(number: id, hookID: hookID, player: player, subject: subject, playedAt: playedAt, rating: rating, eventID: eventID))
        }
        return items
    }

    public func removeFromInbox(_ number: Int, for profile: Profile.ID) async throws -> Bool {
        let rows = try await database.client.query(
            "DELETE FROM hook_inbox WHERE id = \(number) AND profile_id = \(profile) RETURNING 1", logger: database.logger
        )
        return try await rows.decode(Int.self).reduce(0, +) == 1
    }
}

/// An insert that returns its id answered none: never expected.
enum PostgresHookRepositoryError: Error, CustomStringConvertible {
    case noRow

    var description: String { "PostgreSQL stored the row but gave back no id; see the server's log" }
}
