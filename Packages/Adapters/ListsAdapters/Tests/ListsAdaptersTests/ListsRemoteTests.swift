import APIContract
import APIRouting
import AppComposition
import AuthInterface
import AuthCrypto
import AuthTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Injection
import Networking
import ReadCache
import RemoteClient
import ServerComposition
import ListsApp
import ListsInterface
import ListsPorts
import ListsTesting
import MoviesInterface
import MoviesTesting
import ListsSQLite
import ListsServer
import Storage
import Testing

/// The feature's two halves meet over HTTP: after `watchlist remote login`, `watchlist`'s
/// service calls the routes that `watchlist-server` serves for the feature, here on a real
/// server on 127.0.0.1 with a database of its own; and the served document describes them.
@Suite struct ListsRemoteTests {
    private static let ada = Profile(id: UUID(), name: "ada")
    private static let sam = Profile(id: UUID(), name: "sam")

    /// Two profiles: `ada`, whose token is `adas-token`, and `sam`, whose token is `sams-token`.
    private struct Accounts: TokenAuthenticating {
        func signUp(name: String, password: String) throws -> IssuedToken { throw AuthError.signUpsClosed }
        func logIn(name: String, password: String) throws -> IssuedToken { throw AuthError.invalidCredentials }
        func issuedToken(_ token: String) throws -> IssuedToken? {
            switch token {
            case "adas-token": IssuedToken(profile: ListsRemoteTests.ada, token: token, expiresAt: .distantFuture)
            case "sams-token": IssuedToken(profile: ListsRemoteTests.sam, token: token, expiresAt: .distantFuture)
            default: nil
            }
        }
        func logOut(token: String) throws {}
    }

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { ListsRemoteTests.ada }
    }

    /// `watchlist`'s container on `database`, with `session` as the kept session.
    private func app(database: DatabaseProvider, session: RemoteSession?) -> Container {
        let container = Container()
        container.register((any MovieService).self, instance: FixtureMovieService())
        let host = AppHost(
            database: database, profiles: SignedIn(), serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(10), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
        ListsAppFeature.register(in: container, host: host)
        container.register((any TitleLibrary).self, instance: FixtureLibrary.standard)
        container.register((any ProfileDirectory).self, instance: FixedProfileDirectory([Self.ada, Self.sam]))
        return container
    }

    @Test func afterRemoteLoginTheServiceActsOnTheServer() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lists-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let serverDatabase = DatabaseProvider(location: .file(directory.appending(path: "server.sqlite")), migrations: ListsSQLiteStorage.migrations)
        let host = ServerHost(cache: cache, now: { Date() }, catalog: .embedded)
        let container = Container()
        container.register((any MovieService).self, instance: FixtureMovieService())
        container.register((any SecretMinting).self, instance: SHA256TokenMinting())
        ListsSQLiteStorage.register(in: container, database: serverDatabase)
        ListsServerFeature.register(in: container, host: host)
        container.register((any TitleLibrary).self, instance: FixtureLibrary.standard)
        container.register((any ProfileDirectory).self, instance: FixedProfileDirectory([Self.ada, Self.sam]))
        let parts = try ListsServerFeature.parts(from: container, host: host)
        let document = try ServedDocument(parts: [try #require(ListsServerFeature.openAPI)])
        let router = ServerRouter.router(accounts: Accounts(), routes: parts.routes, errors: ListsServerFeature.errors, cache: cache, document: document)
        let appDatabase = DatabaseProvider(location: .file(directory.appending(path: "app.sqlite")), migrations: ListsAppFeature.sqliteMigrations)

        try await Application(router: router, services: [cache]).test(.live) { client in
            let port = try #require(client.port)
            let server = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let session = RemoteSession(server: server, profile: Self.ada, token: "adas-token", expiresAt: .distantFuture, catalog: "offline")
            let remote = try app(database: appDatabase, session: session).resolve((any ListsService).self)
            #expect(try await remote.create(" Date/night ", description: "") == TitleList(name: "Date/night", description: "", count: 0))
            _ = try await remote.add("fixture:1", to: "date/night", note: "", at: nil)
            let matrix = ListedTitle(titleID: "fixture:3", kind: "film", title: "The Matrix", year: 1999)
            #expect(try await remote.add(" fixture:3 ", to: "Date/night", note: "first", at: 1) == ListItem(position: 1, matrix, note: "first"))
            #expect(try await remote.move("fixture:3", in: "Date/night", to: 2) == ListItem(position: 2, matrix, note: "first"))
            await #expect(throws: RemoteError.refused(status: 404, message: ListsError.unknownTitle("tt9999999").description)) {
                try await remote.add("tt9999999", to: "Date/night", note: "", at: nil)
            }
            #expect(try await remote.items(in: "Date/night").map(\.titleID) == ["fixture:1", "fixture:3"])
            try await remote.remove("fixture:1", from: "Date/night")
            #expect(try await remote.lists() == [TitleList(name: "Date/night", description: "", count: 1)])
            // The server's refusals, with their messages and statuses, are what the terminal shows.
            await #expect(throws: RemoteError.refused(status: 400, message: ListsError.blankName.description)) { try await remote.create(" ", description: "") }
            await #expect(throws: RemoteError.refused(status: 404, message: ListsError.noSuchList("Nope").description)) { try await remote.items(in: "Nope") }
            await #expect(throws: RemoteError.refused(status: 409, message: ListsError.nameTaken("date/NIGHT").description)) {
                try await remote.create("date/NIGHT", description: "")
            }
            await #expect(throws: RemoteError.refused(status: 409, message: ListsError.noSuchPosition(3, count: 1).description)) {
                try await remote.move("fixture:3", in: "Date/night", to: 3)
            }
            // The list is on the server's database, not this machine's.
            #expect(try await app(database: appDatabase, session: nil).resolve((any ListsService).self).lists().isEmpty)
            // A share reads the list, without its notes, to anyone with the address, until it is undone.
            let share = try await remote.share("date/night")
            #expect(share.address(.radarr).hasPrefix("http://127.0.0.1:\(port)/lists/feeds/"))
            let radarr = try await client.execute(uri: share.path(.radarr), method: .get)
            // Radarr adds films by IMDb id: a film the fixture catalog names by its own id is left out.
            #expect(radarr.status == .ok && String(buffer: radarr.body) == "[]", "\(String(buffer: radarr.body))")
            let rss = try await client.execute(uri: share.path(.rss), method: .get)
            #expect(rss.status == .ok && String(buffer: rss.body).contains("<item><title>The Matrix (1999)</title>"), "\(String(buffer: rss.body))")
            #expect(!String(buffer: rss.body).contains("first"), "the note stays private")
            let feed = try await client.execute(uri: share.path(.jsonFeed), method: .get)
            let object = try JSONSerialization.jsonObject(with: Data(String(buffer: feed.body).utf8)) as? [String: Any]
            #expect(object?["version"] as? String == "https://jsonfeed.org/version/1.1" && (object?["items"] as? [Any])?.count == 1)
            let again = try await remote.share("Date/night")
            #expect(try await client.execute(uri: share.path(.rss), method: .get).status == .notFound, "sharing again ends the old address")
            try await remote.unshare("Date/night")
            #expect(try await client.execute(uri: again.path(.rss), method: .get).status == .notFound, "unsharing ends the address")
            #expect(try await client.execute(uri: "/lists/feeds/\(String(repeating: "a", count: 43)).rss", method: .get).status == .notFound)
            // The public page, over the API: opened, a list shown on it, read by anyone, closed.
            #expect(try await remote.publicPage() == nil)
            #expect(try await remote.openPage(at: " Club-2 ") == PublicPage(path: "club-2", lists: []))
            try await remote.show("date/NIGHT", onPage: true)
            #expect(try await remote.publicPage() == PublicPage(path: "club-2", lists: [TitleList(name: "Date/night", description: "", count: 1)]))
            let onPage = try await client.execute(uri: "/people/club-2/Date%2Fnight/feed.rss", method: .get)
            #expect(onPage.status == .ok && !String(buffer: onPage.body).contains("first"), "\(String(buffer: onPage.body))")
            await #expect(throws: RemoteError.refused(status: 400, message: ListsError.notAPagePath("a").description)) { try await remote.openPage(at: "a") }
            try await remote.show("Date/night", onPage: false)
            #expect(try await client.execute(uri: "/people/club-2/Date%2Fnight/feed.rss", method: .get).status == .notFound)
            try await remote.closePage()
            #expect(try await remote.publicPage() == nil)
            // Without a server, sharing says where it works.
            await #expect(throws: ListsError.sharingNeedsServer) { try await app(database: appDatabase, session: nil).resolve((any ListsService).self).share("x") }
            try await remote.delete("Date/night")
            #expect(try await remote.lists().isEmpty)
            // Collaborators over the API: ada lets sam edit a list, then only read it.
            _ = try await remote.create("Together", description: "")
            _ = try await remote.add("fixture:1", to: "Together", note: "ada's", at: nil)
            #expect(try await remote.setCollaborator("Sam", access: .edit, on: "together") == [ListCollaborator(name: "sam", access: .edit)])
            let samsSession = RemoteSession(server: server, profile: Self.sam, token: "sams-token", expiresAt: .distantFuture, catalog: "offline")
            let sams = try app(database: appDatabase, session: samsSession).resolve((any ListsService).self)
            #expect(try await sams.listsSharedWithYou() == [
                CollaboratedList(owner: "ada", list: TitleList(name: "Together", description: "", count: 1), access: .edit),
            ])
            #expect(try await sams.lists().isEmpty, "sam's own lists are still none")
            #expect(try await sams.of("ada").lists().map(\.name) == ["Together"])
            _ = try await sams.of("ada").add("fixture:3", to: "Together", note: "sam's", at: 1)
            #expect(try await remote.items(in: "Together").map(\.note) == ["sam's", "ada's"], "ada reads sam's change, notes and all")
            _ = try await remote.setCollaborator("sam", access: .read, on: "Together")
            await #expect(throws: RemoteError.refused(status: 403, message: ListsError.readOnly(list: "Together", owner: "ada").description)) {
                try await sams.of("ada").move("fixture:3", in: "Together", to: 2)
            }
            await #expect(throws: RemoteError.refused(status: 404, message: ListsError.notSharedWithYou(list: "Nope", owner: "ada").description)) {
                try await sams.of("ada").items(in: "Nope")
            }
            await #expect(throws: RemoteError.refused(status: 404, message: ListsError.noSuchProfile("nobody").description)) {
                try await remote.setCollaborator("nobody", access: .read, on: "Together")
            }
            #expect(try await remote.setCollaborator("sam", access: nil, on: "Together").isEmpty)
            #expect(try await sams.listsSharedWithYou().isEmpty)
            try await remote.delete("Together")
            // A rule-based list over the API: made, read, refused hand work, new rules, cleared.
            let dramas = TitleList(name: "Dramas", description: "", count: 2, rules: ["genre=Drama"])
            #expect(try await remote.create("Dramas", description: "", rules: [" genre=Drama "]) == dramas)
            #expect(try await remote.lists() == [dramas])
            #expect(try await remote.items(in: "dramas").map(\.titleID) == ["tt0068646", "tt0111161"])
            await #expect(throws: RemoteError.refused(status: 409, message: ListsError.listHasRules("Dramas").description)) {
                try await remote.add("fixture:3", to: "Dramas", note: "", at: nil)
            }
            await #expect(throws: RemoteError.refused(status: 400, message: ListsError.unknownRuleField("network").description)) {
                try await remote.setRules(["network=HBO"], of: "Dramas")
            }
            #expect(try await remote.setRules(["genre=Drama", "rating>=10"], of: "Dramas").count == 1)
            #expect(try await remote.setRules([], of: "Dramas") == TitleList(name: "Dramas", description: "", count: 0))
            // The served document describes the routes.
            let served = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(String(buffer: served.body).contains("\n  /v1/lists:\n    get:\n"))
        }
    }
}
