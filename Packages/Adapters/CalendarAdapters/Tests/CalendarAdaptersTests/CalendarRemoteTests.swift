import APIContract
import APIRouting
import AppComposition
import AuthInterface
import CalendarAPI
import CalendarApp
import CalendarInterface
import CalendarPorts
import CalendarSQLite
import CalendarServer
import CalendarTesting
import CompressNIO
import Foundation
import Hummingbird
import HummingbirdTesting
import Injection
import Networking
import ReadCache
import RemoteClient
import ServerComposition
import Storage
import SeriesInterface
import TestRequirements
import Testing
import CalendarTVmazeFixtures
import TVmazeFixtureServer
import WatchlistInterface

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

    /// Where Ada's profile and the tokens of its feed come from, as the Auth feature gives them.
    private struct Directory: ProfileDirectory {
        func profile(named name: String) -> Profile? { name == "ada" ? CalendarRemoteTests.ada : nil }
        func profile(id: Profile.ID) -> Profile? { id == CalendarRemoteTests.ada.id ? CalendarRemoteTests.ada : nil }
    }

    private struct Minting: SecretMinting {
        func newToken() -> String { (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "") }
        func hash(_ token: String) -> Data { Data(token.utf8) }
    }

    /// Runs `body` against the server's routes on a real server on 127.0.0.1, on a database of
    /// its own, Ada following `followed`, with the look-alike serving `shows`; `body` gets the
    /// client of the server and `watchlist`'s service after `remote login`.
    private func withServer(
        following followed: FixtureTrackedSeries, shows: [TVmazeFixtureShow],
        _ body: @escaping @Sendable (any TestClientProtocol, any CalendarService, any NotificationService) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "calendar-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tvmaze = try await TVmazeFixtureServer.start(shows)
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        let serverDatabase = DatabaseProvider(location: .file(directory.appending(path: "server.sqlite")), migrations: CalendarSQLiteStorage.migrations)
        let host = ServerHost(
            cache: cache, now: { Date() }, catalog: .embedded,
            environment: ["TVMAZE_BASE_URL": tvmaze.baseURL.absoluteString]
        )
        let container = Container()
        CalendarSQLiteStorage.register(in: container, database: serverDatabase)
        CalendarServerFeature.register(in: container, host: host)
        // What the Series and Auth features give the server, as fixtures.
        container.register((@Sendable (Profile) -> any TrackedSeries).self, instance: { _ in followed })
        container.register((any SecretMinting).self, instance: Minting())
        container.register((any ProfileDirectory).self, instance: Directory())
        let parts = try CalendarServerFeature.parts(from: container, host: host)
        let document = try ServedDocument(parts: [try #require(CalendarServerFeature.openAPI)])
        let router = ServerRouter.router(accounts: Accounts(), routes: parts.routes, errors: CalendarServerFeature.errors, cache: cache, document: document)
        do {
            try await Application(router: router, services: [cache]).test(.live) { client in
                let port = try #require(client.port)
                let server = try #require(URL(string: "http://127.0.0.1:\(port)"))
                let session = RemoteSession(server: server, profile: Self.ada, token: "adas-token", expiresAt: .distantFuture, catalog: "offline")
                let app = app(session: session)
                try await body(client, try app.resolve((any CalendarService).self), try app.resolve((any NotificationService).self))
            }
        } catch {
            await tvmaze.stop()
            throw error
        }
        await tvmaze.stop()
    }

    /// A profile asking for air dates in a loop is stopped after a few (three at once, six an
    /// hour): each refresh asks TVmaze for every series followed.
    @Test func refreshesArePerProfileAndLimited() async throws {
        try await withServer(following: .following(["tt2356777"]), shows: FixtureAirDates.standard(around: Date()).lookAlike) { client, remote, _ in
            for _ in 1...3 { _ = try await remote.refresh { _ in } }
            await #expect { _ = try await remote.refresh { _ in } } throws: { error in
                "\(error)".contains("this server fetches a profile's air dates at most 6 times an hour when asked") && "\(error)".contains("try again in 10 minutes")
            }
            let refused = try await client.execute(uri: "/v1/calendar/refresh", method: .post, headers: [.authorization: "Bearer adas-token"])
            #expect(refused.status == .tooManyRequests)
        }
    }

    @Test func afterRemoteLoginTheCalendarIsTheServers() async throws {
        try await withServer(following: .following(["tt2356777"]), shows: FixtureAirDates.standard(around: Date()).lookAlike) { client, remote, _ in
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
            let served = String(buffer: try await client.execute(uri: "/openapi.yaml", method: .get).body)
            for route in ["\n  /v1/calendar:\n    get:\n", "\n  /v1/calendar/refresh:\n    post:\n", "\n  /v1/calendar/feed:\n    post:\n"] {
                #expect(served.contains(route))
            }
        }
    }

    @Test func theScheduleDocumentCarriesFilmsBothWaysAndAnOlderServersWithout() throws {
        let day = try #require(CalendarDay(parsing: "2026-12-18"))
        let release = MovieRelease(filmID: "imdb:tt21357150", title: "Avengers: Doomsday", day: day, kind: .cinema, sourceID: "1003596")
        let schedule = CalendarSchedule(from: day, through: day.adding(days: 6), timeZone: .gmt, episodes: [], releases: [release], refreshedAt: nil)
        let data = try JSONEncoder().encode(CalendarScheduleDocument(schedule))
        #expect(try JSONDecoder().decode(CalendarScheduleDocument.self, from: data).schedule == schedule)
        let older = #"{"from":"2026-12-18","through":"2026-12-24","timeZone":"GMT","notFetched":[],"unknownToSource":[],"episodes":[]}"#
        #expect(try JSONDecoder().decode(CalendarScheduleDocument.self, from: Data(older.utf8)).schedule?.releases == [])
        let unknownKind = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"cinema\"", with: "\"drive-in\"")
        #expect(try JSONDecoder().decode(CalendarScheduleDocument.self, from: Data(unknownKind.utf8)).schedule == nil)
    }

    /// A show whose title and episode titles hold what iCalendar must escape or encode.
    private static let awkward = "Crème brûlée, Part; the \"Sequel\" — 東京"

    /// True Detective under ``awkward``'s title, its episodes' titles ending in what iCalendar
    /// escapes, served by the look-alike to a server whose profile follows it.
    private func withAwkwardSeries(
        _ body: @escaping @Sendable (any TestClientProtocol, any CalendarService, any NotificationService) async throws -> Void
    ) async throws {
        let id = try #require(TitleID(parsing: "tt2356777"))
        let followed = FixtureTrackedSeries([Series(id: id, title: Self.awkward, startYear: 2014, endYear: nil)])
        let shows = FixtureAirDates.standard(around: Date()).shows.map { show in
            TVmazeFixtureShow(imdbID: show.imdbID, show: show.show, episodes: show.episodes.map { episode in
                SourceEpisode(
                    id: episode.id, season: episode.season, number: episode.number, title: episode.title + ", naïve; \\ end",
                    airDate: episode.airDate, airTime: episode.airTime, runtimeMinutes: episode.runtimeMinutes
                )
            })
        }
        try await withServer(following: followed, shows: shows, body)
    }

    @Test func theFeedIsServedAtItsAddressAndRotates() async throws {
        try await withAwkwardSeries { client, remote, _ in
            _ = try await remote.refresh { _ in }
            let feed = try await remote.feed(rotate: false)
            let address = try #require(feed.address)
            let token = try #require(feed.token)
            let path = try #require(feed.path)
            #expect(address.absoluteString.hasPrefix("http://127.0.0.1:") && address.path == "/calendar/\(token).ics")
            let again = try await remote.feed(rotate: false)
            #expect(again.token == nil && again.address == nil && again.createdAt == feed.createdAt, "the server keeps only a hash: the address is shown once")

            let served = try await client.execute(uri: path, method: .get)
            #expect(served.status == .ok)
            #expect(served.headers[.contentType] == "text/calendar; charset=utf-8")
            let bytes = Data(buffer: served.body)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends with CRLF")
            #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 }, "every line is folded at 75 octets")


            // Compressed for a client that accepts gzip, the same document; a client holding
            // either form is answered 304 without it.
            let tag = try #require(served.headers[.eTag])
            #expect(served.headers[.vary] == "Accept-Encoding" && served.headers[.contentEncoding] == nil)
            let zipped = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "br;q=1.0, gzip;q=0.8"])
            #expect(zipped.status == .ok && zipped.headers[.contentEncoding] == "gzip" && zipped.body.readableBytes < served.body.readableBytes / 2)
            var compressed = zipped.body
            #expect(try Data(buffer: compressed.decompress(with: .gzip(), allocator: ByteBufferAllocator())) == bytes)
            let zippedTag = try #require(zipped.headers[.eTag])
            #expect(zippedTag != tag, "the two forms are different representations")
            for (accept, held) in [(nil, tag), ("gzip", zippedTag), ("gzip", "W/\(zippedTag), \"other\"")] {
                var headers: HTTPFields = [.ifNoneMatch: held]
                if let accept { headers[.acceptEncoding] = accept }
                let again = try await client.execute(uri: path, method: .get, headers: headers)
                #expect(again.status == .notModified && again.body.readableBytes == 0 && again.headers[.eTag] != nil, "\(held)")
            }
            let refused = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip;q=0, *", .ifNoneMatch: zippedTag])
            #expect(refused.status == .ok && refused.headers[.contentEncoding] == nil, "gzip at weight 0 is refused, so the gzip tag is not this form's")

            // A token no one holds, or not a token at all, is a path the server does not have.
            for path in ["/calendar/\(String(repeating: "A", count: 43)).ics", "/calendar/\(token).txt", "/calendar/x.ics", "/calendar/..%2F.ics"] {
                #expect(try await client.execute(uri: path, method: .get).status == .notFound, "\(path)")
            }
            let rotated = try await remote.feed(rotate: true)
            #expect(rotated.token != nil && rotated.token != token)
            #expect(try await client.execute(uri: path, method: .get).status == .notFound, "the old address stops working")
            #expect(try await client.execute(uri: try #require(rotated.path), method: .get).status == .ok)
            let unsigned = try await client.execute(uri: "/v1/calendar/feed", method: .post)
            #expect(unsigned.status == .unauthorized)
        }
    }

    /// The served feed as Python's `icalendar`, which knows nothing of this code, reads it.
    @Test(.requires(.icalendar)) func theServedFeedReadsInAnIndependentParser() async throws {
        try await withAwkwardSeries { client, remote, _ in
            _ = try await remote.refresh { _ in }
            let feed = try await remote.feed(rotate: false)
            let served = try await client.execute(uri: try #require(feed.path), method: .get)
            #expect(served.status == .ok)
            let calendar = try IndependentICalendarParser.parse(Data(buffer: served.body))
            #expect(calendar.name == "Watchlist: ada")
            #expect(calendar.events.count == 7, "True Detective's six episodes and its special: \(calendar.events)")
            let first = try #require(calendar.events.first { $0.summary.contains("S5E1 ") })
            #expect(first.summary == "\(Self.awkward) S5E1 Part 1, naïve; \\ end")
            #expect(first.uid == "551-tt2356777@watchlist.calendar")
            #expect(first.start.hasSuffix("+00:00") && first.end.hasSuffix("+00:00"), "timed events are in UTC: \(first)")
            let special = try #require(calendar.events.first { $0.summary.contains("special") })
            #expect(special.start.count == 10 && special.end.count == 10, "a day alone is an all-day event: \(special)")
        }
    }

    @Test func notificationTargetsAreTheServersAndItsAddressPolicyHolds() async throws {
        try await withServer(following: .following(["tt2356777"]), shows: FixtureAirDates.standard(around: Date()).lookAlike) { client, _, remote in
            let hook = try #require(URL(string: "https://hooks.example.org/watchlist/SECRET-PATH"))
            let added = try await remote.add(NewTarget(kind: .webhook, address: hook, digest: true))
            #expect(added.maskedAddress == "https://hooks.example.org/watc…" && added.digest && added.health == .new)
            await #expect { _ = try await remote.add(NewTarget(kind: .ntfy, address: try #require(URL(string: "http://127.0.0.1:9/shows")))) } throws: { error in
                "\(error)".contains("127.0.0.1 leads to this machine (loopback), which the server's outbound rules do not allow")
            }
            // A name is checked where it leads, on the connection.
            let local = try await remote.add(NewTarget(kind: .ntfy, address: try #require(URL(string: "http://localhost:9/shows"))))
            #expect(try await remote.targets().map(\.id) == [added.id, local.id])
            // The server's operator allowed no loopback address: localhost is refused at the connection.
            await #expect { try await remote.test(local.id) } throws: { error in "\(error)".contains("localhost leads to this machine (loopback), which the server's outbound rules do not allow") }
            await #expect { try await remote.test(999) } throws: { error in "\(error)".contains("there is no notification target 999") }
            let listed = try await client.execute(uri: "/v1/notifications", method: .get, headers: [.authorization: "Bearer adas-token"])
            #expect(listed.status == .ok && !String(buffer: listed.body).contains("SECRET"))
            let badKind = try await client.execute(
                uri: "/v1/notifications", method: .post, headers: [.authorization: "Bearer adas-token", .contentType: "application/json"],
                body: ByteBuffer(string: #"{"kind": "pager", "address": "https://example.org"}"#)
            )
            #expect(badKind.status == .badRequest)
            let metadata = try await client.execute(
                uri: "/v1/notifications", method: .post, headers: [.authorization: "Bearer adas-token", .contentType: "application/json"],
                body: ByteBuffer(string: #"{"kind": "webhook", "address": "http://169.254.169.254/latest/meta-data"}"#)
            )
            #expect(metadata.status == .forbidden && String(buffer: metadata.body).contains("never reach"))
            #expect(try await remote.send() == SendSummary(sent: 0, failed: 0))
            try await remote.remove(local.id)
            #expect(try await remote.targets().map(\.id) == [added.id])
            let gone = try await client.execute(uri: "/v1/notifications/\(local.id)", method: .delete, headers: [.authorization: "Bearer adas-token"])
            #expect(gone.status == .notFound)
            for number in 2...NotificationError.mostTargets {
                _ = try await remote.add(NewTarget(kind: .webhook, address: try #require(URL(string: "https://hooks.example.org/\(number)"))))
            }
            let eleventh = try await client.execute(
                uri: "/v1/notifications", method: .post, headers: [.authorization: "Bearer adas-token", .contentType: "application/json"],
                body: ByteBuffer(string: #"{"kind": "webhook", "address": "https://hooks.example.org/eleven"}"#)
            )
            #expect(eleventh.status == .conflict && String(buffer: eleventh.body).contains("at most 10 notification targets"), "\(eleventh)")
        }
    }

    @Test func aSourceThatFailsIsABadGatewayAndAWindowOutOfRangeABadRequest() async throws {
        #expect(CalendarServerFeature.errors.compactMap { $0.answer(to: CalendarError.sourceUnavailable("down", remedy: .tryLater(seconds: nil))) }.map(\.status) == [.badGateway])
        #expect(CalendarServerFeature.errors.compactMap { $0.answer(to: CalendarError.daysOutOfRange(0)) }.map(\.status) == [.badRequest])
    }
}
