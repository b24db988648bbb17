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
        let playback = item.playback, film = item.playback.film
        let rows = try await database.client.query("""
            INSERT INTO hook_inbox (profile_id, hook_id, title, year, imdb_id, tmdb_id, played_at, rating, event_id, problem)
            VALUES (\(profile), \(item.hookID), \(film.title), \(film.year), \(film.imdbID), \(film.tmdbID), \(playback.playedAt),
                    \(playback.rating), \(playback.eventID), \(item.problem.rawValue))
            RETURNING id
            """, logger: database.logger)
        for try await id in rows.decode(Int.self) { return id }
        throw PostgresHookRepositoryError.noRow
    }

    public func inbox(for profile: Profile.ID) async throws -> [InboxItem] {
        let rows = try await database.client.query("""
            SELECT id, hook_id, title, year, imdb_id, tmdb_id, played_at, rating, event_id, problem FROM hook_inbox
            WHERE profile_id = \(profile) ORDER BY id
            """, logger: database.logger)
        var items: [InboxItem] = []
        for try await (id, hookID, title, year, imdb, tmdb, playedAt, rating, eventID, problem)
            in rows.decode((Int, Int, String, Int?, String?, String?, Date, Int?, String?, String).self) {
            guard let problem = UnmatchedRow.Problem(rawValue: problem) else { continue }
            items.append(InboxItem(
                number: id, hookID: hookID, film: MovieReference(title: title, year: year, imdbID: imdb, tmdbID: tmdb),
                playedAt: playedAt, rating: rating, eventID: eventID, problem: problem
            ))
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
