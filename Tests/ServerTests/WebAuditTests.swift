#if canImport(SeriesInterface)
import Foundation
import TestSupport
import TMDBFixtureServer
import Testing
import TVmazeFixtureServer
import ServerTestSupport

/// The pages as people on a phone and a desktop get them, in a real headless Chromium against
/// the real `watchlist-server` with posters from the TMDB and TVmaze look-alikes:
/// scripts/browser/web_audit.py crawls the signed-in site for every kind of page its links
/// lead to, and runs axe-core on each at both sizes, light and dark,
/// checks the width at 360 px, the navigation's one line and the touch targets, and reports the
/// paint and layout-shift timings, which this test prints. With `WATCHLIST_SCREENSHOTS=DIR`
/// (scripts/web-screenshots) it also saves each page there.
@Suite struct WebAuditTests {
    /// Selenium and the browser as the browser tests need them, and axe-selenium-python.
    static func requireAxe() async throws -> String {
        let python = try await BrowserTests.requireTools()
        let axe = try? await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", "import axe_selenium_python"])
        if axe?.status == 0 { return python }
        let reason = "axe-selenium-python is not installed (pip install axe-selenium-python==2.1.6)"
        if ProcessInfo.processInfo.environment[BrowserTests.requiredVariable] == "1" {
            Issue.record("the browser tests are required (\(BrowserTests.requiredVariable)=1) but cannot run: \(reason)")
            throw FixtureError(description: reason)
        }
        try Test.cancel("the web page's audit cannot run here: \(reason)")
    }

    @Test(.timeLimit(.minutes(10)))
    func everyPageIsAccessibleFitsAPhoneAndDoesNotShiftAsPostersLoad() async throws {
        let python = try await Self.requireAxe()
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tmdb = try await TMDBFixtureServer.start()
        let show = TVmazeFixtureShow.Show(id: "169", name: "Breaking Bad", network: "AMC", updated: Date())
        // Stills for the first two seasons' episodes, as TVmaze has them.
        let episodes = (1...2).flatMap { season in
            (1...13).map { TVmazeFixtureShow.Episode(id: "\(season * 100 + $0)", season: season, number: $0, title: "Episode \($0)", airDate: nil, airTime: nil, runtimeMinutes: 47) }
        }
        let tvmaze = try await TVmazeFixtureServer.start([TVmazeFixtureShow(imdbID: "tt0903747", show: show, episodes: episodes)])
        let sources = [
            "TMDB_API_TOKEN": TMDBFixtureServer.token, "TMDB_BASE_URL": tmdb.baseURL.absoluteString, "TMDB_IMAGE_BASE_URL": tmdb.imageBaseURL.absoluteString,
            "TVMAZE_BASE_URL": tvmaze.baseURL.absoluteString,
        ]
        let started = try await RunningServer.start(
            directory: directory, environment: sources, arguments: ["--image-cache", directory.appending(path: "images").path]
        )
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }

        var arguments = [
            python, BrowserTests.scripts.appending(path: "web_audit.py").path, "--server", "http://127.0.0.1:\(server.port)",
            "--cli", RunningServer.executable.deletingLastPathComponent().appending(path: "watchlist").path,
            "--database", directory.appending(path: "server.sqlite").path,
        ]
        if let screenshots = ProcessInfo.processInfo.environment["WATCHLIST_SCREENSHOTS"] { arguments += ["--screenshots", screenshots] }
        let audit = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments,
            environment: ProcessInfo.processInfo.environment.merging(sources.merging(["HOME": directory.path]) { own, _ in own }) { _, test in test },
            limit: .seconds(540)
        )
        print(audit.output)
        #expect(audit.status == 0, "the audit failed:\n\(audit.output)\(audit.error)\nthe server's log:\n\(server.standardError)")
        #expect(audit.output.contains("axe_violations=0"))
        // The crawl reaches what the navigation and the pages link to, those of every feature.
        let crawled = audit.output.firstMatch(of: /crawl kinds=(\d+): (.*)/)
        let audited = try #require(crawled, "the audit printed no crawl").output
        #expect(Int(audited.1) ?? 0 >= 15, "the crawl found \(audited.1) kinds of page: \(audited.2)")
        for page in ["/list", "/history", "/import", "/hooks", "/notifications", "/calendar", "/series/tt0903747", "/films/", "/security", "/household"] {
            #expect(audited.2.split(separator: " ").contains { $0.hasPrefix(page) }, "the crawl did not reach \(page): \(audited.2)")
        }
        await tvmaze.stop()
        await tmdb.stop()
    }
}
#endif
