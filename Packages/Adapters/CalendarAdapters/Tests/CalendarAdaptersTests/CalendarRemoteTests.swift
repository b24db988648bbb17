import APIContract
import APIRouting
import AppComposition
import AuthInterface
import CalendarApp
import CalendarInterface
import CalendarPorts
import CalendarServer
import CalendarTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Injection
import Networking
import ReadCache
import RemoteClient
import ServerComposition
import Storage
import Testing
import TVmazeFixtureServer

/// The feature's two halves meet over HTTP: after `watchlist remote login`, `watchlist`'s
/// service calls the routes that `watchlist-server` serves for the feature, here on a real
/// server on 127.0.0.1 with a database of its own and the TVmaze look-alike; and the served
/// document describes them.
@Suite struct CalendarRemoteTests {
    private static let ada = Profile(id: UUID(), name: "ada")

    /// One profile, `ada`, whose token is `adas-token`.
    private struct Accounts: TokenAuthenticating {
        func signUp(name: String, password: String) throws -> IssuedToken { throw AuthError.signUpsClosed }
        func logIn(name: String, password: String) throws -> IssuedToken { throw AuthError.invalidCredentials }
        func issuedToken(_ token: String) throws -> IssuedToken? {
            token == "adas-token" ? IssuedToken(profile: CalendarRemoteTests.ada, token: token, expiresAt: .distantFuture) : nil
        }
        func logOut(token: String) throws {}
    }

    private struct SignedIn: CurrentProfileProviding {
        func currentProfile() throws -> Profile? { CalendarRemoteTests.ada }
    }

    /// `watchlist`'s container with `session` as the kept session.
    private func app(session: RemoteSession) -> Container {
        let container = Container()
        let host = AppHost(
            database: DatabaseProvider(location: .inMemory, migrations: CalendarAppFeature.sqliteMigrations), profiles: SignedIn(),
            serverSession: { session }, http: CurlHTTPClient(), requestTimeout: .seconds(10), catalog: .offline,
            builtCatalogPath: "/nonexistent/catalog.sqlite", sessionPath: "/nonexistent/session.json"
        )
        CalendarAppFeature.register(in: container, host: host)
        return container
    }

    @Test func afterRemoteLoginTheCalendarIsTheServers() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tvmaze = try await TVmazeFixtureServer.start(FixtureAirDates.standard(around: Date()).lookAlike)
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let serverDatabase = DatabaseProvider(location: .file(directory.appending(path: "server.sqlite")), migrations: CalendarServerFeature.sqliteMigrations)
        let host = ServerHost(
            storage: .sqlite(serverDatabase), cache: cache, now: { Date() }, catalog: .embedded,
            settings: ServerHost.Settings(tokenLifetime: .seconds(3600), signUpsOpen: true, hookEventsPerMinute: 120),
            environment: ["TVMAZE_BASE_URL": tvmaze.baseURL.absoluteString]
        )
        let container = Container()
        CalendarServerFeature.register(in: container, host: host)
        // What the Series feature gives the server, as fixtures: each profile follows True Detective.
        let followed = FixtureTrackedSeries.following(["tt2356777"])
        container.register((@Sendable (Profile) -> any TrackedSeries).self, instance: { _ in followed })
        let parts = try CalendarServerFeature.parts(from: container, host: host)
        let document = try ServedDocument(parts: [try #require(CalendarServerFeature.openAPI)])
        let router = ServerRouter.router(accounts: Accounts(), routes: parts.routes, errors: CalendarServerFeature.errors, cache: cache, document: document)

        try await Application(router: router, services: [cache]).test(.live) { client in
            let port = try #require(client.port)
            let server = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let session = RemoteSession(server: server, profile: Self.ada, token: "adas-token", expiresAt: .distantFuture, catalog: "offline")
            let remote = try app(session: session).resolve((any CalendarService).self)
            let summary = try await remote.refresh { _ in }
            #expect(summary == RefreshSummary(source: "TVmaze", shows: 1, fetched: 1, unchanged: 0, unknown: [], requests: 2))
            let schedule = try await remote.schedule(from: nil, days: 60)
            #expect(schedule.episodes.count == 7 && schedule.timeZone == .current && schedule.refreshedAt != nil)
            // The server's refusal, with its message, is what the terminal shows.
            let unknownZone = try await client.execute(uri: "/v1/calendar?tz=Mars/Olympus", method: .get, headers: [.authorization: "Bearer adas-token"])
            #expect(unknownZone.status == .ok && String(buffer: unknownZone.body).contains("\"timeZone\":\"GMT\""))
            let badWindow = try await client.execute(uri: "/v1/calendar?days=400", method: .get, headers: [.authorization: "Bearer adas-token"])
            #expect(badWindow.status == .badRequest)
            // The served document describes the routes.
            let served = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(String(buffer: served.body).contains("\n  /v1/calendar:\n    get:\n"))
            #expect(String(buffer: served.body).contains("\n  /v1/calendar/refresh:\n    post:\n"))
        }
        await tvmaze.stop()
    }

    @Test func aSourceThatFailsIsABadGatewayAndAWindowOutOfRangeABadRequest() async throws {
        #expect(CalendarServerFeature.errors.compactMap { $0.answer(to: CalendarError.sourceUnavailable("down", remedy: .tryLater(seconds: nil))) }.map(\.status) == [.badGateway])
        #expect(CalendarServerFeature.errors.compactMap { $0.answer(to: CalendarError.daysOutOfRange(0)) }.map(\.status) == [.badRequest])
    }
}
