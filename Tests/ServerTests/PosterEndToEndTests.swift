import Artwork
import ArtworkDrawing
import Foundation
import Hummingbird
import TestSupport
import TMDBFixtureServer
import Testing
import TVmazeFixtureServer
import ServerTestSupport

/// Posters kept by the server, over real HTTP: a page shows the placeholder and never waits;
/// the server fetches each poster once in the background from the TMDB and TVmaze look-alikes
/// on 127.0.0.1, then serves it itself under its content's name, cacheable for good, so the
/// page names no other site.
@Suite struct PosterEndToEndTests {
    @Test(.timeLimit(.minutes(2)))
    func postersAreFetchedOnceKeptAndServedByTheServerItself() async throws {
        let tmdb = try await TMDBFixtureServer.start()
        var environment = [
            "TMDB_API_TOKEN": TMDBFixtureServer.token, "TMDB_BASE_URL": tmdb.baseURL.absoluteString, "TMDB_IMAGE_BASE_URL": tmdb.imageBaseURL.absoluteString,
        ]
        #if canImport(SeriesInterface)
        let show = TVmazeFixtureShow.Show(id: "169", name: "Breaking Bad", network: "AMC", updated: Date())
        let pilot = TVmazeFixtureShow.Episode(id: "4001", season: 1, number: 1, title: "Pilot", airDate: nil, airTime: nil, runtimeMinutes: 58)
        let tvmaze = try await TVmazeFixtureServer.start([TVmazeFixtureShow(imdbID: "tt0903747", show: show, episodes: [pilot])])
        environment["TVMAZE_BASE_URL"] = tvmaze.baseURL.absoluteString
        #endif
        let fixture = try ServerFixture(environment: environment, posters: true)
        let cliEnvironment = environment.merging([
            "HOME": fixture.directory.path, "WATCHLIST_DB": fixture.directory.appending(path: "server.sqlite").path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
        ]) { _, own in own }
        let watchlist = RunningServer.executable.deletingLastPathComponent().appending(path: "watchlist")
        try await fixture.withServer { api in
            // The CLI puts a film TMDB knows on the list, in the server's file.
            #expect(try await ChildProcess.run(watchlist, ["signup", "kim", "--password-stdin"], environment: cliEnvironment, input: Data("correct horse\n".utf8)).status == 0)
            let added = try await ChildProcess.run(watchlist, ["add", "tmdb:603"], environment: cliEnvironment)
            #expect(added.status == 0, "\(added)")
            let browser = Browser(api.client)
            try await browser.open("/login")
            let asked = tmdb.receivedRequests.count
            // The first page that shows the film asks for its poster, and shows the placeholder meanwhile.
            let first = try await browser.submit("/login", ["name": "kim", "password": "correct horse"])
            #expect(first.path == "/list" && first.main.contains(#"aria-label="Poster of The Matrix">TM</span>The Matrix</a>"#), "\(first.main)")
            await api.artwork?.settled()
            let list = try await browser.open("/list")
            let (path, large) = try #require(Self.image(in: list.main), "no poster on the list: \(list.main)")
            // The look-alike's two widths are the same bytes: kept once, so the page offers one.
            #expect(path.hasPrefix("/images/") && path.hasSuffix(".png") && large == nil, "\(list.main)")
            #expect(list.headers[.contentSecurityPolicy]?.contains("img-src 'self' data:") == true)
            #expect(!list.body.contains("127.0.0.1:"), "the page names another site")

            let image = try await api.client.execute(uri: path, method: .get, headers: [:], body: nil)
            #expect(image.status == .ok && image.headers[.contentType] == "image/png" && image.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(Array(image.body.readableBytesView).starts(with: [0x89, 0x50, 0x4E, 0x47]) && image.body.readableBytes == 73)
            let tag = try #require(image.headers[.eTag])
            let again = try await api.client.execute(uri: path, method: .get, headers: [.ifNoneMatch: tag], body: nil)
            #expect(again.status == .notModified)
            // Fetched once: another visit of the page asks TMDB nothing more.
            _ = try await browser.open("/list")
            await api.artwork?.settled()
            let requests = tmdb.receivedRequests.dropFirst(asked)
            #expect(requests.filter { $0.hasPrefix("/3/movie/603") }.count == 1, "\(requests)")
            #expect(requests.filter { $0.hasPrefix("/t/p/") }.sorted() == ["/t/p/w154/movie-603.png", "/t/p/w342/movie-603.png"], "\(requests)")

            #if canImport(SeriesInterface)
            _ = try await browser.submit("/series/follow", ["series": "imdb:tt0903747"])
            await api.artwork?.settled()
            let series = try await browser.open("/series/tt0903747")
            let (poster, twice) = try #require(Self.image(in: series.main), "no poster on the series page: \(series.main)")
            #expect(twice != nil && twice != poster, "TVmaze's original size is not offered for dense screens: \(series.main)")
            let served = try await api.client.execute(uri: poster, method: .get, headers: [:], body: nil)
            #expect(Array(served.body.readableBytesView) == FixturePNG.poster(for: "tvmaze:0:169", width: 210, height: 295))
            // The open season's episodes show their stills, from the show's episode list, read once.
            let (still, stillTwice) = try #require(Self.image(in: series.main, class: "still"), "no still on the series page: \(series.main)")
            #expect(stillTwice != nil && stillTwice != still)
            let stillServed = try await api.client.execute(uri: still, method: .get, headers: [:], body: nil)
            #expect(Array(stillServed.body.readableBytesView) == FixturePNG.poster(for: "tvmaze:1:4001", width: 250, height: 140))
            #expect(tvmaze.receivedRequests.filter { $0 == "/shows/169/episodes?specials=1" }.count == 1, "\(tvmaze.receivedRequests)")
            // The search page lists the series beside films with the poster its kind has.
            let search = try await browser.open("/search?q=breaking")
            let others = try #require(search.main.range(of: #"id="other-titles""#).map { String(search.main[$0.upperBound...]) }, "no series on the search page: \(search.main)")
            #expect(Self.image(in: others)?.0 == poster, "\(others)")
            await tvmaze.stop()
            #endif
        }
        await tmdb.stop()
    }

    /// The first poster's (or still's) `src` and its `2x` source in `html`.
    static func image(in html: String, class name: String = "poster") -> (String, String?)? {
        guard let start = html.range(of: #"<img class=""# + name + #"" src=""#) else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let path = String(rest[..<end])
        let large = rest.range(of: #", "#).flatMap { comma in rest[comma.upperBound...].split(separator: " ").first.map(String.init) }
        return (path, large)
    }
}
