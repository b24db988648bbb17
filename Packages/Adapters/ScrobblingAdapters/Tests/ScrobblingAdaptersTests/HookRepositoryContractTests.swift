import Foundation
import GRDB
import PostgresStorage
import ScrobblingInterface
import ScrobblingPorts
import ScrobblingPostgres
import ScrobblingSQLite
import ScrobblingTesting
import Storage
import StorageTesting
import Testing
import WatchlistInterface

/// Where the hooks under a contract test are kept: each test gets new, empty storage.
enum HookBackend: String, CaseIterable, CustomTestStringConvertible {
    case inMemory = "in-memory", sqlite = "SQLite", postgres = "PostgreSQL"

    var testDescription: String { rawValue }

    func withRepository(_ body: (any HookRepository) async throws -> Void) async throws {
        switch self {
        case .inMemory:
            try await body(InMemoryHookRepository())
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(path: "hooks-contract-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = DatabaseProvider(location: .file(directory.appending(path: "h.sqlite")), migrations: SQLiteHookRepository.migrations)
            try await body(SQLiteHookRepository(database: database))
        case .postgres:
            let server = try TemporaryPostgres.forThisTest()
            let location = try PostgresLocation(url: server.url(database: server.createDatabase()))
            try await PostgresPool.withOpen(location, migrations: PostgresHookRepository.migrations, maximumConnections: 4) { pool in
                try await body(PostgresHookRepository(database: pool))
            }
        }
    }
}

/// What every ``HookRepository`` must do, on each backend.
@Suite(.temporaryPostgres) struct HookRepositoryContractTests {
    private let ada = UUID(), sam = UUID()
    private let made = Date(timeIntervalSince1970: 1_763_000_000)

    private func event(_ number: Int, _ outcome: HookOutcome = .recorded) -> HookEvent {
        HookEvent(receivedAt: made.addingTimeInterval(Double(number)), outcome: outcome, detail: "event \(number)")
    }

    @Test(arguments: HookBackend.allCases)
    func aHookIsFoundByItsSecretsHashOnlyUntilRevoked(backend: HookBackend) async throws {
        try await backend.withRepository { repository in
            let stored = try await repository.create(.plex, mediaUser: "ada", secretHash: Data([1, 2, 3]), createdAt: made, for: ada)
            let found = try #require(try await repository.hook(secretHash: Data([1, 2, 3])))
            #expect(found.profile == ada && found.hook.id == stored.hook.id && found.hook.server == .plex && found.hook.mediaUser == "ada")
            #expect(abs(found.hook.createdAt.timeIntervalSince(made)) < 0.001)
            #expect(try await repository.hook(secretHash: Data([1, 2])) == nil)
            #expect(try await !repository.revoke(stored.hook.id, for: sam), "another profile cannot revoke it")
            #expect(try await repository.hook(secretHash: Data([1, 2, 3])) != nil)
            #expect(try await repository.revoke(stored.hook.id, for: ada))
            #expect(try await repository.hook(secretHash: Data([1, 2, 3])) == nil)
            #expect(try await repository.hooks(for: ada).isEmpty)
        }
    }

    @Test(arguments: HookBackend.allCases)
    func aHooksLogKeepsItsNewestEventsAndShowsTheLast(backend: HookBackend) async throws {
        try await backend.withRepository { repository in
            let plex = try await repository.create(.plex, mediaUser: nil, secretHash: Data([1]), createdAt: made, for: ada).hook
            let emby = try await repository.create(.emby, mediaUser: nil, secretHash: Data([2]), createdAt: made, for: ada).hook
            for number in 1...105 { try await repository.log(event(number), hook: plex.id) }
            try await repository.log(event(1, .ignored), hook: emby.id)
            let events = try #require(try await repository.events(of: plex.id, for: ada))
            #expect(events.count == 100 && events.first?.detail == "event 105" && events.last?.detail == "event 6")
            let hooks = try await repository.hooks(for: ada)
            #expect(hooks.map(\.id) == [plex.id, emby.id])
            #expect(hooks.first?.lastEvent?.detail == "event 105" && hooks.last?.lastEvent?.outcome == .ignored)
            #expect(try await repository.events(of: plex.id, for: sam) == nil, "another profile's hook's log is not shown")
            #expect(try await repository.hooks(for: sam).isEmpty)
        }
    }

    @Test(arguments: HookBackend.allCases)
    func theInboxKeepsEachProfilesPlaybacksUntilRemoved(backend: HookBackend) async throws {
        try await backend.withRepository { repository in
            let film = InboxSubject.film(MovieReference(title: "A Home Movie", year: 2023, imdbID: "tt9999999", tmdbID: "1"), .notFound)
            let number = try await repository.addToInbox(NewInboxItem(hookID: 4, subject: film, playedAt: made, rating: 7, eventID: "generic:9"), for: ada)
            _ = try await repository.addToInbox(NewInboxItem(hookID: 5, subject: film, playedAt: made, rating: nil, eventID: nil), for: sam)
            let reference = EpisodeReference(
                seriesTitle: "Seinfeld 'quoted'", seriesYear: 1989, seriesIMDbID: "tt0098904", season: 3, episode: 17, lastEpisode: 18,
                episodeIMDbID: "tt0697695", tmdbID: "1234", tvdbID: "24716"
            )
            let episode = try await repository.addToInbox(
                NewInboxItem(hookID: 4, subject: .episode(reference, .severalSeries), playedAt: made, rating: nil, eventID: nil), for: ada
            )
            let unnumbered = EpisodeReference(seriesTitle: "", season: nil, episode: nil)
            _ = try await repository.addToInbox(NewInboxItem(hookID: 4, subject: .episode(unnumbered, .noNumbers), playedAt: made, rating: 2, eventID: nil), for: ada)
            let items = try await repository.inbox(for: ada)
            #expect(items.map(\.subject) == [film, .episode(reference, .severalSeries), .episode(unnumbered, .noNumbers)], "every field of a film and an episode comes back")
            let item = try #require(items.first)
            #expect(item.number == number && item.hookID == 4 && item.rating == 7 && item.eventID == "generic:9" && items[1].number == episode)
            #expect(abs(item.playedAt.timeIntervalSince(made)) < 0.001)
            let played = try await repository.addToInbox(NewInboxItem(hookID: nil, player: "Kodi", subject: film, playedAt: made, rating: nil, eventID: "Kodi|1"), for: ada)
            let fromPlayer = try #require(try await repository.inbox(for: ada).last)
            #expect(fromPlayer.number == played && fromPlayer.hookID == nil && fromPlayer.player == "Kodi" && fromPlayer.source == "Kodi")
            #expect(try await repository.removeFromInbox(played, for: ada))
            #expect(try await !repository.removeFromInbox(number, for: sam))
            #expect(try await repository.removeFromInbox(number, for: ada))
            #expect(try await repository.inbox(for: ada).count == 2)
            #expect(try await repository.inbox(for: sam).count == 1)
        }
    }

    @Test func anInboxFromBeforePlayersKeepsItsItemsAndItsNumbersOnSQLite() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "hooks-upgrade-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "h.sqlite")
        let film = InboxSubject.film(MovieReference(title: "A Home Movie", year: 2023), .notFound)
        do {
            // The inbox as the migrations before players left it, written as they wrote it.
            let before = DatabaseProvider(location: .file(file), migrations: Array(SQLiteHookRepository.migrations.prefix(2)))
            try before.write { db in
                for hook in 1...3 {
                    try db.execute(
                        sql: "INSERT INTO hookInbox (profileID, hookID, title, year, playedAt, rating, problem) VALUES (?, ?, 'A Home Movie', 2023, ?, ?, 'not found')",
                        arguments: [ada.uuidString, hook, made, hook]
                    )
                }
                try db.execute(sql: "DELETE FROM hookInbox WHERE id = 3")
            }
        }
        let after = SQLiteHookRepository(database: DatabaseProvider(location: .file(file), migrations: SQLiteHookRepository.migrations))
        #expect(try await after.inbox(for: ada).map { [$0.number, $0.hookID, $0.rating] } == [[1, 1, 1], [2, 2, 2]])
        let next = try await after.addToInbox(NewInboxItem(hookID: nil, player: "mpv", subject: film, playedAt: made, rating: nil, eventID: nil), for: ada)
        #expect(next == 4, "a dismissed item's number is never given again")
    }
}
