import Foundation
import StorageTesting
import TestSupport
import Testing

/// The playback API through the real `watchlist-server`, on SQLite and PostgreSQL: two players
/// of one film, the second resuming where the first stopped, a viewing recorded once at 80 %,
/// and what cannot be true refused.
@Suite(.temporaryPostgres) struct PlayersEndToEndTests {
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aPlaybackResumesOnAnotherPlayerAndIsRecordedOnceWatched(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory, storage: try RunningServer.storageOptions(storage))
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let signedUp = try await server.request("/v1/signup", method: "POST", json: #"{"name": "kim", "password": "correct horse battery"}"#)
        let logIn = try #require(AppTokensEndToEndTests.field("token", in: signedUp.body), "\(signedUp)")
        let made = try await server.request("/v1/apps", method: "POST", json: #"{"name": "players", "scopes": ["scrobble"]}"#, token: logIn)
        let player = try #require(AppTokensEndToEndTests.field("token", in: made.body), "\(made)")
        let heat = #""item": {"kind": "film", "title": "Heat", "year": 1995, "ids": {"imdb": "tt0113277"}}"#
        let report = { (event: String, name: String, position: String) in
            try await server.request("/v1/playback", method: "POST", json: #"{"event": "\#(event)", "player": "\#(name)", \#(heat), \#(position)}"#, token: player)
        }

        #expect(try await report("start", "Kodi", #""position": 0, "duration": 10200"#).status == 200)
        let left = try await report("stop", "Kodi", #""position": 3060"#)
        #expect(left.status == 200 && left.body.contains("\"percent\":30") && !left.body.contains("recorded"), "\(left)")
        let progress = try await server.request("/v1/progress", token: logIn)
        #expect(progress.body.contains("\"player\":\"Kodi\"") && progress.body.contains("\"position\":3060"), "\(progress)")
        #expect(try await server.request("/v1/progress", token: player).status == 403, "scrobble reads nothing")

        let resumed = try await report("start", "mpv", #""position": 0, "duration": 10200"#)
        #expect(resumed.body.contains("\"resumeAt\":3060"), "\(resumed)")
        let watched = try await report("stop", "mpv", #""percent": 92"#)
        #expect(watched.body.contains("recorded Heat (1995)"), "\(watched)")
        let again = try await report("stop", "mpv", #""percent": 95"#)
        #expect(again.status == 200 && !again.body.contains("recorded"), "a repeated stop records nothing: \(again)")
        let history = try await server.request("/v1/history", token: logIn)
        #expect(history.body.components(separatedBy: "\"Heat\"").count == 2, "one viewing: \(history)")

        for position in [#""position": -1"#, #""percent": 101"#, #""position": 20000, "duration": 10200"#, #""position": "half""#] {
            let refused = try await report("progress", "Kodi", position)
            #expect(refused.status == 400, "\(position): \(refused)")
        }
        #expect(try await server.request("/v1/playback", method: "POST", json: "{}", token: logIn).status == 400)
        #expect(try await server.request("/v1/list", token: player).status == 403)
        #expect(await server.stop() == 0)
    }
}
