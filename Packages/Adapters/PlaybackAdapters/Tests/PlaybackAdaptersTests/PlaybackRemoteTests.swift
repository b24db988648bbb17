import APIContract
import APIRouting
import AppComposition
import AuthInterface
import AuthTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Injection
import Networking
import PlaybackAPI
import PlaybackApp
import PlaybackInterface
import PlaybackSQLite
import PlaybackServer
import ReadCache
import RemoteClient
import ServerComposition
import Storage
import Testing
import WatchlistInterface
import WatchlistTesting

/// The feature's two halves meet over HTTP: after `watchlist remote login`, `watchlist`'s
/// service calls the routes that `watchlist-server` serves for the feature, here on a real
/// server on 127.0.0.1 with a database of its own; the tokens it makes sign in through the
/// feature's contribution to the token check, with their scopes; and the served document
/// describes the routes.
@Suite struct PlaybackRemoteTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    /// One profile, `ada`, whose log-in token is `adas-token`; the apps' tokens, as the server's
    /// composition joins them.
    private struct Accounts: TokenAuthenticating {
        let apps: [any ScopedTokenVerifying]

        func signUp(name: String, password: String) throws -> IssuedToken { throw AuthError.signUpsClosed }
        func logIn(name: String, password: String) throws -> IssuedToken { throw AuthError.invalidCredentials }
        func issuedToken(_ token: String) async throws -> IssuedToken? {
            if token == "adas-token" { return IssuedToken(profile: PlaybackRemoteTests.ada, token: token, expiresAt: .distantFuture) }
            return try await apps.first?.issuedToken(token)
        }
        func logOut(token: String) throws {}
    }

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { PlaybackRemoteTests.ada }
    }

    /// `watchlist`'s container on `database`, with `session` as the kept session.
    private func app(database: DatabaseProvider, session: RemoteSession?) -> Container {
        let container = Container()
        let host = AppHost(
            database: database, profiles: SignedIn(), serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(10), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
        container.register((any SecretMinting).self, instance: TestSecrets())
        container.register((any PlaybackRecording).self, instance: UnmatchedMovies())
        PlaybackAppFeature.register(in: container, host: host)
        return container
    }

    @Test func afterRemoteLoginTheServiceActsOnTheServerWhoseTokenCheckKnowsTheApps() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "playback-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let serverDatabase = DatabaseProvider(location: .file(directory.appending(path: "server.sqlite")), migrations: PlaybackSQLiteStorage.migrations)
        let host = ServerHost(
            cache: cache, now: { Date() }, catalog: .embedded, environment: ["WATCHLIST_PLAYBACK_EVENTS_PER_MINUTE": "6", "WATCHLIST_WATCHED_AT": "25"]
        )
        let container = Container()
        PlaybackSQLiteStorage.register(in: container, database: serverDatabase)
        container.register((any SecretMinting).self, instance: TestSecrets())
        container.register((any ProfileDirectory).self, instance: FixedProfileDirectory([Self.ada]))
        container.register((any PlaybackRecording).self, instance: UnmatchedMovies())
        PlaybackServerFeature.register(in: container, host: host)
        let parts = try PlaybackServerFeature.parts(from: container, host: host)
        let document = try ServedDocument(parts: [try #require(PlaybackServerFeature.openAPI)])
        let accounts = Accounts(apps: try container.resolve(Contributions<any ScopedTokenVerifying>.self).all)
        let router = ServerRouter.router(accounts: accounts, routes: parts.routes, errors: PlaybackServerFeature.errors, cache: cache, document: document)
        let appDatabase = DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: PlaybackAppFeature.sqliteMigrations)

        try await Application(router: router, services: [cache]).test(.live) { client in
            let port = try #require(client.port)
            let server = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let session = RemoteSession(server: server, profile: Self.ada, token: "adas-token", expiresAt: .distantFuture, catalog: "offline")
            let remote = try app(database: appDatabase, session: session).resolve((any AppsService).self)
            let made = try await remote.add(name: "  Kodi / living room ", scopes: [.scrobble])
            #expect(made.app.name == "Kodi / living room" && made.app.scopes == [.scrobble])
            #expect(try await remote.apps() == [made.app])
            // The server's refusal, with its message, is what the terminal shows.
            await #expect(throws: RemoteError.refused(status: 409, message: PlaybackError.nameTaken("Kodi / living room").description)) {
                try await remote.add(name: "Kodi / living room", scopes: [.read])
            }
            await #expect(throws: RemoteError.refused(status: 400, message: PlaybackError.unknownScope("account").description)) {
                try await remote.add(name: "Root", scopes: [.account])
            }
            // The app's token signs in, but manages no app: that needs a log-in token.
            let asApp = try await client.execute(uri: "/v1/apps", method: .get, headers: [.authorization: "Bearer \(made.token)"])
            #expect(asApp.status == .forbidden && String(buffer: asApp.body).contains("log-in token"))
            #expect(try await remote.apps().first?.lastUsedAt != nil, "using the token notes when")
            // The apps are on the server's database, not this machine's.
            #expect(try await app(database: appDatabase, session: nil).resolve((any AppsService).self).apps().isEmpty)
            try await remote.revoke(name: "Kodi / living room")
            let revoked = try await client.execute(uri: "/v1/apps", method: .get, headers: [.authorization: "Bearer \(made.token)"])
            #expect(revoked.status == .unauthorized, "a revoked token stops at once")
            await #expect(throws: RemoteError.refused(status: 404, message: PlaybackError.unknownApp("gone").description)) { try await remote.revoke(name: "gone") }
            // A player reports with the app's token; the playback is in progress on the server.
            let player = try await remote.add(name: "mpv", scopes: [.scrobble])
            let heat = PlayedItemDocument(PlayedItem(kind: .film, title: "Heat", year: 1995, ids: .init(imdb: "tt0113277")))
            let event = { (kind: String) in
                #"{"event": "\#(kind)", "player": "mpv", "position": 1800, "duration": 6000, "item": "# + String(decoding: try JSONEncoder().encode(heat), as: UTF8.self) + "}"
            }
            let reported = try await client.execute(
                uri: "/v1/playback", method: .post, headers: [.authorization: "Bearer \(player.token)", .contentType: "application/json"],
                body: ByteBuffer(string: try event("pause"))
            )
            #expect(reported.status == .ok, "\(String(buffer: reported.body))")
            let progress = try await app(database: appDatabase, session: session).resolve((any PlaybackService).self).inProgress()
            #expect(progress.map(\.item.title) == ["Heat"] && progress.first?.percent == 30)
            let reading = try await client.execute(uri: "/v1/progress", method: .get, headers: [.authorization: "Bearer \(player.token)"])
            #expect(reading.status == .forbidden, "scrobble does not read")
            // Past its token's limit (3 at once here, the first of them above), a player waits.
            var statuses: [HTTPResponse.Status] = []
            for _ in 0..<3 {
                statuses.append(try await client.execute(
                    uri: "/v1/playback", method: .post, headers: [.authorization: "Bearer \(player.token)", .contentType: "application/json"],
                    body: ByteBuffer(string: try event("stop"))
                ).status)
            }
            #expect(statuses == [.ok, .ok, .tooManyRequests])
            // At 30 %, past this server's --watched-at of 25, the stop ended the playback watched.
            let afterward = try await app(database: appDatabase, session: session).resolve((any PlaybackService).self).inProgress()
            #expect(afterward.isEmpty, "\(afterward)")
            // The served document describes the routes, with their scope.
            let served = String(buffer: try await client.execute(uri: "/openapi.yaml", method: .get).body)
            #expect(served.contains("\n  /v1/apps:\n    get:\n"))
            #expect(served.contains("security: [{ bearer: [account] }]"))
        }
    }
}
