import APIContract
import APIRouting
import AppComposition
import AuthInterface
import Foundation
import Hummingbird
import HummingbirdTesting
import Injection
import Networking
import ReadCache
import RemoteClient
import ServerComposition
import PlaybackApp
import PlaybackInterface
import PlaybackServer
import Storage
import Testing

/// The feature's two halves meet over HTTP: after `watchlist remote login`, `watchlist`'s
/// service calls the routes that `watchlist-server` serves for the feature, here on a real
/// server on 127.0.0.1 with a database of its own; and the served document describes them.
@Suite struct PlaybackRemoteTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    /// One profile, `ada`, whose token is `adas-token`.
    private struct Accounts: TokenAuthenticating {
        func signUp(name: String, password: String) throws -> IssuedToken { throw AuthError.signUpsClosed }
        func logIn(name: String, password: String) throws -> IssuedToken { throw AuthError.invalidCredentials }
        func issuedToken(_ token: String) throws -> IssuedToken? {
            token == "adas-token" ? IssuedToken(profile: PlaybackRemoteTests.ada, token: token, expiresAt: .distantFuture) : nil
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
        PlaybackAppFeature.register(in: container, host: host)
        return container
    }

    @Test func afterRemoteLoginTheServiceActsOnTheServer() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "playback-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let serverDatabase = DatabaseProvider(location: .file(directory.appending(path: "server.sqlite")), migrations: PlaybackServerFeature.sqliteMigrations)
        let host = ServerHost(storage: .sqlite(serverDatabase), cache: cache, now: { Date() }, catalog: .embedded)
        let container = Container()
        PlaybackServerFeature.register(in: container, host: host)
        let parts = try PlaybackServerFeature.parts(from: container, host: host)
        let document = try ServedDocument(parts: [try #require(PlaybackServerFeature.openAPI)])
        let router = ServerRouter.router(accounts: Accounts(), routes: parts.routes, errors: PlaybackServerFeature.errors, cache: cache, document: document)
        let appDatabase = DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: PlaybackAppFeature.sqliteMigrations)

        try await Application(router: router, services: [cache]).test(.live) { client in
            let port = try #require(client.port)
            let server = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let session = RemoteSession(server: server, profile: Self.ada, token: "adas-token", expiresAt: .distantFuture, catalog: "offline")
            let remote = try app(database: appDatabase, session: session).resolve((any PlaybackService).self)
            #expect(try await remote.add("  from the terminal ") == PlaybackItem(number: 1, text: "from the terminal"))
            #expect(try await remote.items() == [PlaybackItem(number: 1, text: "from the terminal")])
            // The server's refusal, with its message, is what the terminal shows.
            await #expect(throws: RemoteError.refused(status: 400, message: PlaybackError.blankText.description)) { try await remote.add(" ") }
            // The item is on the server's database, not this machine's.
            #expect(try await app(database: appDatabase, session: nil).resolve((any PlaybackService).self).items().isEmpty)
            // The served document describes the routes.
            let served = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(String(buffer: served.body).contains("\n  /v1/playback:\n    get:\n"))
        }
    }
}
