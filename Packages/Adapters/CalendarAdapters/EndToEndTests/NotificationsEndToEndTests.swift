import CalendarPorts
import CalendarTVmazeFixtures
import Foundation
import TestSupport
import Testing
import TVmazeFixtureServer
import WatchlistInterface

/// Notifications through the real binaries: `watchlist-server` sends on its own, from its
/// background task, what aired after a target was added, once; a target that fails is shown
/// failing and waits for its next try. The TVmaze look-alike serves an episode that airs a few
/// seconds into the test, and is the target too, at a path it does not have (a 404, which it
/// records all the same).
@Suite(.serialized) struct NotificationsEndToEndTests {
    @Test func theServerAnnouncesAnEpisodeOnItsOwnOnceAndShowsAFailingTarget() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "notify-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The episode airs tomorrow until the target exists; then the look-alike moves it to a
        // second after that and says the show changed, so the test holds however slowly it runs.
        let show = SourceSeries(id: "5", name: "True Detective", network: "HBO", updated: Date().addingTimeInterval(-86_400))
        let episode = { (airs: Date) in
            SourceEpisode(id: "551", season: 5, number: 1, title: "Part 1", airDate: CalendarDay(containing: airs, in: .gmt), airTime: airs, runtimeMinutes: 60)
        }
        let tvmaze = try await TVmazeFixtureServer.start([TVmazeFixtureShow(imdbID: "tt2356777", show: show, episodes: [episode(Date().addingTimeInterval(86_400))])])
        let started = try await RunningServer.start(
            directory: directory,
            environment: [
                "TVMAZE_BASE_URL": tvmaze.baseURL.absoluteString, "WATCHLIST_NOTIFY_INTERVAL": "1", "TZ": "UTC",
                // The target is on this machine, which the operator lists; proxies in the
                // environment (here one that is not there) are not used for users' addresses,
                // where the address check would see the proxy. TVmaze, the operator's own
                // service, is reached directly too.
                "WATCHLIST_ALLOW_OUTBOUND": "localhost", "http_proxy": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9",
                "ALL_PROXY": "http://127.0.0.1:9", "no_proxy": "127.0.0.1",
                // Each round's end is in the log at this level: the test counts the rounds it waits for.
                "LOG_LEVEL": "debug",
            ]
        )
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let kim = try await server.signedUp("kim", in: directory)
        #expect(try await kim.run(["add", "tt2356777"]).status == 0)
        // The server asks the look-alike, which answers from this test process: among the other
        // root tests it has answered after the default 10 s, so the refreshes allow a minute.
        let refreshed = try await kim.run(["calendar", "refresh", "--timeout", "60"])
        #expect(refreshed.status == 0, "\(refreshed)")
        let hook = "http://localhost:\(tvmaze.baseURL.port ?? 0)/hook"
        let added = try await kim.run(["notifications", "add", "webhook", "-"], input: hook + "\n")
        #expect(added.status == 0 && added.output.hasPrefix("Added 1: webhook  http://localhost:"), "\(added)")
        let moved = SourceSeries(id: "5", name: "True Detective", network: "HBO", updated: Date())
        tvmaze.update([TVmazeFixtureShow(imdbID: "tt2356777", show: moved, episodes: [episode(Date().addingTimeInterval(1))])])
        let again = try await kim.run(["calendar", "refresh", "--timeout", "60"])
        #expect(again.status == 0 && tvmaze.receivedRequests.filter { $0.hasPrefix("/shows/5/episodes") }.count == 2, "\(again) \(tvmaze.receivedRequests)")

        try await Self.wait(seconds: 30) { tvmaze.receivedRequests.contains("/hook") }
        #expect(tvmaze.receivedRequests.filter { $0 == "/hook" }.count == 1, "\(tvmaze.receivedRequests)")
        // Three more rounds, counted in the log however slowly they come: the failed message
        // waits a minute, so they send nothing more.
        let sending = try #require(Self.lastRound(in: server.standardError), "no round ended in the log: \(server.standardError)")
        try await Self.wait(seconds: 30) { (Self.lastRound(in: server.standardError) ?? 0) >= sending + 3 }
        let after = Self.lastRound(in: server.standardError) ?? 0
        #expect(after >= sending + 3, "\(after - sending) rounds ended after the send in 30 s, not 3")
        #expect(tvmaze.receivedRequests.filter { $0 == "/hook" }.count == 1, "a round sent the waiting message again: \(tvmaze.receivedRequests)")
        let listed = try await kim.run(["notifications", "list"])
        #expect(listed.output.contains("failing since") && listed.output.contains("localhost answered 404; 1 waiting, next try"), "\(listed)")
        #expect(!server.standardError.contains("/hook"), "the target's path stays out of the log: \(server.standardError)")
        // The catalog (the embedded one) has four seasons; the episode is marked watched on the
        // server by its numbers all the same, and the calendar shows it.
        let watched = try await kim.run(["series", "watched", "tt2356777", "--season", "5", "--episode", "1"])
        #expect(watched.status == 0 && watched.output.contains("Part 1"), "\(watched)")
        let calendar = try await kim.run(["calendar", "--json"])
        #expect(calendar.output.contains(#""watched" : true"#), "\(calendar)")
        await tvmaze.stop()
    }

    /// The number of the last round the server's log says ended.
    static func lastRound(in log: String) -> Int? {
        log.matches(of: /notifications: round (\d+) ended/).last.flatMap { Int($0.output.1) }
    }

    /// Returns when `condition` holds, or after `seconds`.
    static func wait(seconds: Int, until condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(seconds))
        while clock.now < deadline, !condition() {
            try await Task.sleep(for: .milliseconds(200))
        }
    }
}
