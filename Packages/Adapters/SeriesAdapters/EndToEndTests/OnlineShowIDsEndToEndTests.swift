#if canImport(CalendarInterface)
import Foundation
import TestSupport
import Testing
import TVmazeFixtureServer

/// `import --online` through the real `watchlist` against the TVmaze look-alike: a TV Time
/// export naming a show in a way no catalog does is matched by the IMDb id TVmaze gives for
/// its TheTVDB id, and only when asked; nothing leaves the machine otherwise.
@Suite struct OnlineShowIDsEndToEndTests {
    @Test func aShowKnownByTheTVDBsIDIsMatchedOnlineOnlyWhenAsked() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "online-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let show = TVmazeFixtureShow.Show(id: "169", name: "Breaking Bad", network: "AMC", updated: Date())
        let tvmaze = try await TVmazeFixtureServer.start([TVmazeFixtureShow(imdbID: "tt0903747", tvdbID: "81189", show: show, episodes: [])])
        let watchlist = RunningServer.executable.deletingLastPathComponent().appending(path: "watchlist")
        let run = { (arguments: [String], input: String) in
            try await ChildProcess.run(watchlist, arguments, environment: [
                "HOME": directory.path, "WATCHLIST_DB": directory.appending(path: "watchlist.sqlite").path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
                "TVMAZE_BASE_URL": tvmaze.baseURL.absoluteString,
            ], input: Data(input.utf8))
        }
        #expect(try await run(["signup", "ada", "--password-stdin"], "analytical engine\n").status == 0)
        let export = directory.appending(path: "tracking-prod-records-v2.csv")
        try """
            s_id,ep_id,series_name,season_number,episode_number,gsi,key,created_at
            81189,349232,Breaking Bad: The Series,1,1,watch-episode-1,watch-episode-81189-1,2024-01-05 20:00:00
            81189,349233,Breaking Bad: The Series,1,2,watch-episode-2,watch-episode-81189-2,2024-01-06 20:00:00

            """.write(to: export, atomically: true, encoding: .utf8)

        let offline = try await run(["import", export.path, "--dry-run"], "")
        #expect(offline.status == 0 && offline.output.contains("no series"), "by its name alone it matches nothing: \(offline.output)")
        #expect(tvmaze.receivedRequests.isEmpty, "nothing leaves the machine without --online")

        let online = try await run(["import", export.path, "--online"], "")
        #expect(online.status == 0, "\(online.error)")
        #expect(online.output.contains("TVmaze knew 1 of 1 series by TheTVDB's id."), "\(online.output)")
        #expect(online.output.contains("series 1 followed, 0 rated; 2 viewings recorded"), "\(online.output)")
        #expect(tvmaze.receivedRequests.filter { $0.hasPrefix("/lookup/shows") } == ["/lookup/shows?thetvdb=81189"], "the show asked about once")
        let next = try await run(["next"], "")
        #expect(next.output.contains("Breaking Bad") && next.output.contains("S1E3"), "\(next.output)")
        await tvmaze.stop()
    }
}
#endif
