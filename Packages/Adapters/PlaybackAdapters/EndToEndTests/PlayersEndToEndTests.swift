import Foundation
import StorageTesting
import TestRequirements
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
        let signedUp = try await SignedUpServer.start(in: directory, storage: try RunningServer.storageOptions(storage))
        let (server, logIn) = (signedUp.server, signedUp.logIn)
        defer { server.terminate() }
        let player = try await signedUp.app("players", scopes: ["scrobble"])
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
        let home = try await AppTokensEndToEndTests.page("/", port: server.port, session: logIn)
        #expect(home.contains("Continue watching") && home.contains("<strong>Heat (1995)</strong> · at 51:00 (30 %) on Kodi"), "\(home)")

        let resumed = try await report("start", "mpv", #""position": 0, "duration": 10200"#)
        #expect(resumed.body.contains("\"resumeAt\":3060"), "\(resumed)")
        let watched = try await report("stop", "mpv", #""percent": 92"#)
        #expect(watched.body.contains("recorded Heat (1995)"), "\(watched)")
        let again = try await report("stop", "mpv", #""percent": 95"#)
        #expect(again.status == 200 && !again.body.contains("recorded"), "a repeated stop records nothing: \(again)")
        let history = try await server.request("/v1/history", token: logIn)
        #expect(history.body.components(separatedBy: "\"Heat\"").count == 2, "one viewing: \(history)")

        let unknown = #""item": {"kind": "film", "title": "A Home Movie of the Summer", "year": 2023}"#
        let homeMovie = { (event: String) in
            try await server.request("/v1/playback", method: "POST", json: #"{"event": "\#(event)", "player": "Kodi", \#(unknown), "percent": 90}"#, token: player)
        }
        _ = try await homeMovie("start")
        let filed = try await homeMovie("stop")
        #expect(filed.body.contains("no film in the catalog matches; it waits in the inbox as item 1"), "\(filed)")
        let inbox = try await server.request("/v1/inbox", token: logIn)
        #expect(inbox.body.contains("\"player\":\"Kodi\"") && inbox.body.contains("A Home Movie of the Summer") && !inbox.body.contains("\"hook\""), "\(inbox)")
        let page = try await AppTokensEndToEndTests.page("/hooks", port: server.port, session: logIn)
        #expect(page.contains("(Kodi): no film matches"), "the hooks page names the player: \(page)")
        #expect(try await server.request("/v1/inbox/1", method: "DELETE", token: logIn).status == 204)
        #expect(try await server.request("/v1/inbox", token: logIn).body == "[]")

        for position in [#""position": -1"#, #""percent": 101"#, #""position": 604801"#, #""position": 10, "percent": 101"#, #""position": "half""#] {
            let refused = try await report("progress", "Kodi", position)
            #expect(refused.status == 400, "\(position): \(refused)")
        }
        #expect(try await server.request("/v1/playback", method: "POST", json: "{}", token: logIn).status == 400)
        #expect(try await server.request("/v1/list", token: player).status == 403)
        #expect(await server.stop() == 0)
    }

    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aMediaServersPauseIsInContinueWatchingAndItsFinishedPlayLeavesIt(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let signedUp = try await SignedUpServer.start(in: directory, storage: try RunningServer.storageOptions(storage))
        let (server, logIn) = (signedUp.server, signedUp.logIn)
        defer { server.terminate() }
        let made = try await server.request("/v1/hooks", method: "POST", json: #"{"server": "jellyfin"}"#, token: logIn)
        let path = try #require(SignedUpServer.field("path", in: made.body), "\(made)")
        let jellyfin = { (type: String, ticks: String, paused: String, completed: String) in
            try await server.request(path, method: "POST", json: #"""
                {"NotificationType": "\#(type)", "ItemType": "Movie", "Name": "Heat", "Year": "1995", "Provider_imdb": "tt0113277",
                 "RunTimeTicks": "102000000000", "PlaybackPositionTicks": "\#(ticks)", "IsPaused": "\#(paused)",
                 "PlayedToCompletion": "\#(completed)", "NotificationUsername": "kim"}
                """#)
        }

        #expect(try await jellyfin("PlaybackProgress", "30600000000", "True", "").status == 200)
        let progress = try await server.request("/v1/progress", token: logIn)
        #expect(progress.body.contains("\"player\":\"Jellyfin\"") && progress.body.contains("\"position\":3060"), "\(progress)")
        let events = try await server.request("/v1/hooks/1/events", token: logIn)
        #expect(events.body.contains("\"outcome\":\"progress\"") && events.body.contains("paused, at 30%"), "\(events)")
        let player = try await signedUp.app("Kodi", scopes: ["scrobble"])
        let started = try await server.request("/v1/playback", method: "POST", json: #"""
            {"event": "start", "player": "Kodi", "item": {"kind": "film", "title": "Heat", "year": 1995, "ids": {"imdb": "tt0113277"}}, "position": 0}
            """#, token: player)
        #expect(started.body.contains("\"resumeAt\":3060"), "Kodi resumes where Jellyfin paused: \(started)")

        #expect(try await jellyfin("PlaybackStop", "101000000000", "False", "True").status == 200)
        let after = try await server.request("/v1/progress", token: logIn)
        #expect(after.status == 200 && !after.body.contains("Jellyfin"), "a finished play leaves Continue watching: \(after)")
        let history = try await server.request("/v1/history", token: logIn)
        #expect(history.body.components(separatedBy: "\"Heat\"").count == 2, "the hook recorded one viewing: \(history)")
        #expect(await server.stop() == 0)
    }
}

/// The players' own code against the real `watchlist-server`: the Kodi add-on under Python with
/// stand-ins for Kodi's modules, and the mpv script in the real mpv playing files ffmpeg made.
@Suite struct PlayerClientsEndToEndTests {
    static let players = Repository.root.appending(path: "Packages/Adapters/PlaybackAdapters/Players")
    static let mpv = MachineRequirement.program("mpv", install: "apt-get install mpv", variable: "WATCHLIST_REQUIRE_MPV")
    static let ffmpeg = MachineRequirement.program("ffmpeg", install: "apt-get install ffmpeg", variable: "WATCHLIST_REQUIRE_MPV")

    /// A server with a profile; its log-in token and an app's token with the scrobble scope.
    private func serve(in directory: URL) async throws -> (server: RunningServer, logIn: String, player: String) {
        let signedUp = try await SignedUpServer.start(in: directory)
        return (signedUp.server, signedUp.logIn, try await signedUp.app("player", scopes: ["scrobble"]))
    }

    @Test func theKodiAddOnReportsWhatKodiPlays() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (server, logIn, player) = try await serve(in: directory)
        defer { server.terminate() }
        let kodi = Self.players.appending(path: "kodi")
        let run = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-B", "-m", "unittest", "discover", "-s", "tests", "-v"], directory: kodi,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": directory.path,
                "WATCHLIST_URL": "http://127.0.0.1:\(server.port)", "WATCHLIST_TOKEN": player, "WATCHLIST_LOGIN": logIn,
            ],
            mergingError: true, limit: .seconds(120)
        )
        #expect(run.status == 0 && run.output.contains("\nOK") && !run.output.contains("skipped"), "\(run.output)")
        #expect(!server.standardError.contains(player), "no token reaches the log")
    }

    @Test(.requires(mpv), .requires(ffmpeg))
    func theMpvScriptReportsFilmsAndEpisodesByTheirNamesAndNfo() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (server, logIn, player) = try await serve(in: directory)
        defer { server.terminate() }
        let clip = directory.appending(path: "clip.mkv")
        let made = try await ChildProcess.run([
            "ffmpeg", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=duration=4:size=64x48:rate=10", "-f", "lavfi", "-i", "sine=duration=4",
            "-shortest", clip.path,
        ])
        #expect(made.status == 0, "\(made.output)")
        for name in ["Heat (1995).mkv", "Fargo.S06E02.mkv", "Part 2.mkv"] {
            try FileManager.default.copyItem(at: clip, to: directory.appending(path: name))
        }
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <episodedetails><title>Part 2</title><showtitle>True Detective</showtitle><season>1</season><episode>2</episode>
            <uniqueid type="tvdb" default="true">4730232</uniqueid></episodedetails>
            """.utf8).write(to: directory.appending(path: "Part 2.nfo"))
        let tokenFile = directory.appending(path: "mpv-token")
        try Data((player + "\n").utf8).write(to: tokenFile)
        let mpv = { (arguments: [String]) in
            try await ChildProcess.run([
                "mpv", "--no-config", "--vo=null", "--ao=null", "--msg-level=all=warn,watchlist=info",
                "--script=\(Self.players.appending(path: "mpv/watchlist.lua").path)",
                "--script-opts=watchlist-url=http://127.0.0.1:\(server.port),watchlist-token_file=\(tokenFile.path),watchlist-player=mpv test",
            ] + arguments, directory: directory, limit: .seconds(60))
        }
        let whole = try await mpv(["Heat (1995).mkv"])
        #expect(whole.status == 0 && whole.output.contains("recorded Heat (1995)"), "\(whole.output)")
        let early = try await mpv(["--end=1", "Fargo.S06E02.mkv", "Part 2.mkv"])
        #expect(early.status == 0 && !early.output.contains("not taken"), "\(early.output)")

        let history = try await server.request("/v1/history", token: logIn)
        #expect(history.body.components(separatedBy: "\"Heat\"").count == 2, "\(history)")
        let progress = try await server.request("/v1/progress", token: logIn).body
        let items = try #require(try JSONSerialization.jsonObject(with: Data(progress.utf8)) as? [[String: Any]], "\(progress)")
        let named = items.compactMap { $0["item"] as? [String: Any] }.map { "\($0["title"] ?? "") \($0["season"] ?? "")x\($0["episode"] ?? "")" }
        #expect(named == ["True Detective 1x2", "Fargo 6x2"], "\(progress)")
        #expect(!server.standardError.contains(player), "no token reaches the log")
    }
}
