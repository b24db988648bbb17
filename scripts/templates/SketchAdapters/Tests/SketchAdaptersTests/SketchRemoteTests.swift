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
import SketchApp
import SketchInterface
import SketchSQLite
import SketchServer
import Storage
import Testing

/// The feature's two halves meet over HTTP: after `watchlist remote login`, `watchlist`'s
/// service calls the routes that `watchlist-server` serves for the feature, here on a real
/// server on 127.0.0.1 with a database of its own; and the served document describes them.
@Suite struct SketchRemoteTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    /// One profile, `ada`, whose token is `adas-token`.
    private struct Accounts: TokenAuthenticating {
        func signUp(name: String, password: String) throws -> IssuedToken { throw AuthError.signUpsClosed }
        func logIn(name: String, password: String) throws -> IssuedToken { throw AuthError.invalidCredentials }
        func issuedToken(_ token: String) throws -> IssuedToken? {
            token == "adas-token" ? IssuedToken(profile: SketchRemoteTests.ada, token: token, expiresAt: .distantFuture) : nil
        }
        func logOut(token: String) throws {}
    }

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { SketchRemoteTests.ada }
    }

    /// `watchlist`'s container on `database`, with `session` as the kept session.
    private func app(database: DatabaseProvider, session: RemoteSession?) -> Container {
        let container = Container()
        let host = AppHost(
            database: database, profiles: SignedIn(), serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(10), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
        SketchAppFeature.register(in: container, host: host)
        return container
    }

    @Test func afterRemoteLoginTheServiceActsOnTheServer() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "sketch-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let serverDatabase = DatabaseProvider(location: .file(directory.appending(path: "server.sqlite")), migrations: SketchSQLiteStorage.migrations)
        let host = ServerHost(cache: cache, now: { Date() }, catalog: .embedded)
        let container = Container()
        SketchSQLiteStorage.register(in: container, database: serverDatabase)
        SketchServerFeature.register(in: container, host: host)
        let parts = try SketchServerFeature.parts(from: container, host: host)
        let document = try ServedDocument(parts: [try #require(SketchServerFeature.openAPI)])
        let router = ServerRouter.router(accounts: Accounts(), routes: parts.routes, errors: SketchServerFeature.errors, cache: cache, document: document)
        let appDatabase = DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: SketchAppFeature.sqliteMigrations)

        try await Application(router: router, services: [cache]).test(.live) { client in
            let port = try #require(client.port)
            let server = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let session = RemoteSession(server: server, profile: Self.ada, token: "adas-token", expiresAt: .distantFuture, catalog: "offline")
            let remote = try app(database: appDatabase, session: session).resolve((any SketchService).self)
            #expect(try await remote.add("  from the terminal ") == SketchItem(number: 1, text: "from the terminal"))
            #expect(try await remote.items() == [SketchItem(number: 1, text: "from the terminal")])
            // The server's refusal, with its message, is what the terminal shows.
            await #expect(throws: RemoteError.refused(status: 400, message: SketchError.blankText.description)) { try await remote.add(" ") }
            // The item is on the server's database, not this machine's.
            #expect(try await app(database: appDatabase, session: nil).resolve((any SketchService).self).items().isEmpty)
            // The served document describes the routes.
            let served = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(String(buffer: served.body).contains("\n  /v1/sketch:\n    get:\n"))
        }
    }
}
