import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StorageTesting
import TestSupport
import Testing

/// Scrobbling through the real `watchlist-server` and the real `watchlist`: hooks made with
/// the CLI, each media server's fixture posted twice (as a media server retries), and the
/// history gaining exactly one viewing per playback; the inbox, another profile, a revoked
/// hook, and a log that never shows a secret. On SQLite and on a real PostgreSQL.
@Suite(.serialized, .temporaryPostgres) struct WebhookEndToEndTests {

    static let fixtures = Repository.root.appending(path: "Packages/Features/Scrobbling/Fixtures")

    /// Posts a fixture to `url` as its media server sends it; the status and the outcome.
    private func post(_ fixture: String, to url: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = "POST"
        request.httpBody = try Data(contentsOf: Self.fixtures.appending(path: fixture))
        request.setValue(
            fixture.hasSuffix(".multipart") ? "multipart/form-data; boundary=WatchlistPlexFixtureBoundary" : fixture.hasPrefix("jellyfin") ? "text/plain" : "application/json",
            forHTTPHeaderField: "Content-Type"
        )
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// `hooks add` with `--json`: the hook's id and URL.
    private func addHook(_ person: CLIUser, _ arguments: [String]) async throws -> (id: Int, url: String) {
        let added = try await person.run(["hooks", "add"] + arguments + ["--json"])
        #expect(added.status == 0, "\(added.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(added.output.utf8)) as? [String: Any], "\(added.output)")
        return (try #require(object["id"] as? Int), try #require(object["url"] as? String))
    }

    private func history(_ person: CLIUser) async throws -> [[String: Any]] {
        let listed = try await person.run(["history", "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]], "\(listed.output)\(listed.error)")
    }

    /// The episodes' viewings, as `Show SxEy`, in order.
    private func episodeHistory(_ person: CLIUser) async throws -> [String] {
        let listed = try await person.run(["series", "history", "--json"])
        let viewings = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]], "\(listed.output)\(listed.error)")
        return viewings.map { "\($0["title"] as? String ?? "") S\($0["season"] as? Int ?? -1)E\($0["episode"] as? Int ?? -1)" }.sorted()
    }

    @Test(arguments: ["SQLite", "PostgreSQL"])
    func everyPlaybackIsOneViewingAndNothingElseTouchesTheList(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let ada = try CLIUser("ada", in: directory), sam = try CLIUser("sam", in: directory)
        try await ada.signUp(on: "http://127.0.0.1:\(server.port)", as: "ada")
        try await sam.signUp(on: "http://127.0.0.1:\(server.port)", as: "sam")

        let plex = try await addHook(ada, ["plex", "--user", "ada"])
        let jellyfin = try await addHook(ada, ["jellyfin"]), emby = try await addHook(ada, ["emby"]), generic = try await addHook(ada, ["generic"])
        #expect(plex.url.hasPrefix("http://127.0.0.1:\(server.port)/webhooks/"), "the URL is on the session's server")
        let printed = try await ada.run(["hooks", "add", "jellyfin"])
        #expect(printed.output.contains("Add Generic Destination") && printed.output.contains("{{NotificationType}}"))

        let deliveries: [(fixture: String, url: String, outcome: String)] = [
            ("plex-scrobble.multipart", plex.url, "recorded"), ("plex-stop-after-scrobble.multipart", plex.url, "progress"),
            ("plex-scrobble-legacy-agent.multipart", plex.url, "recorded"), ("plex-episode-scrobble.multipart", plex.url, "recorded"),
            ("plex-scrobble-other-user.multipart", plex.url, "ignored"),
            ("jellyfin-user-data-saved.json", jellyfin.url, "ignored"), ("jellyfin-playback-stop.json", jellyfin.url, "recorded"),
            ("jellyfin-playback-stop-partial.json", jellyfin.url, "progress"), ("jellyfin-trailer.json", jellyfin.url, "ignored"),
            ("jellyfin-unplayed.json", jellyfin.url, "ignored"), ("jellyfin-unknown-film.json", jellyfin.url, "inbox"),
            ("emby-playback-stop.json", emby.url, "recorded"), ("emby-markplayed.json", emby.url, "duplicate"), ("emby-episode.json", emby.url, "recorded"),
            ("generic.json", generic.url, "recorded"), ("generic-title-year.json", generic.url, "duplicate"),
            ("jellyfin-episode-stop.json", jellyfin.url, "recorded"), ("jellyfin-episode-double.json", jellyfin.url, "recorded"),
            ("jellyfin-episode-partial.json", jellyfin.url, "progress"), ("emby-episode-special.json", emby.url, "recorded"),
            ("emby-episode-ambiguous.json", emby.url, "inbox"), ("generic-episode.json", generic.url, "recorded"),
        ]
        for delivery in deliveries {
            let first = try await post(delivery.fixture, to: delivery.url)
            // A position is kept where a feature keeps playbacks in progress (Playback), and
            // only logged in a server without one.
            let outcomes = delivery.outcome == "progress" ? ["progress", "ignored"] : [delivery.outcome]
            #expect(
                first.status == 200 && outcomes.contains { first.body.contains(#""outcome":"\#($0)""#) }, "\(delivery.fixture): \(first.status) \(first.body)"
            )
        }
        for delivery in deliveries where delivery.outcome == "recorded" {
            let retried = try await post(delivery.fixture, to: delivery.url)
            #expect(retried.status == 200 && retried.body.contains(#""outcome":"duplicate""#), "\(delivery.fixture) again: \(retried.body)")
        }

        let films = try await history(ada).filter { $0["kind"] as? String == "film" }.compactMap { $0["title"] as? String }.sorted()
        #expect(films == ["Alien", "Parasite", "Spirited Away", "The Godfather", "The Matrix"], "one viewing a playback: \(films)")
        let episodes = try await episodeHistory(ada)
        #expect(episodes == [
            "Breaking Bad S1E1", "Breaking Bad S1E3", "Breaking Bad S5E14", "Breaking Bad S5E14", "Seinfeld S3E17", "Seinfeld S3E18", "Sherlock S0E1",
        ], "one viewing an episode's playback, two for a two-episode file: \(episodes)")
        let next = try await ada.run(["next", "--json"])
        #expect(next.output.contains("Breaking Bad") && next.output.contains("Seinfeld"), "the shows first seen are followed: \(next.output)")
        let inbox = try await ada.run(["hooks", "inbox", "--json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(inbox.output.utf8)) as? [[String: Any]], "\(inbox.output)\(inbox.error)")
        #expect(items.map { $0["kind"] as? String } == ["film", "episode"] && items.first?["title"] as? String == "A Home Movie of the Summer")
        #expect(items.last?["title"] as? String == "The Office" && items.last?["problem"] as? String == "several series" && items.last?["season"] as? Int == 2)
        let number = try #require(items.first?["number"] as? Int), episode = try #require(items.last?["number"] as? Int)
        let refused = try await ada.run(["hooks", "resolve", String(episode), "offline:5"])
        #expect(refused.status == 1 && refused.error.contains("--season S --episode E"), "\(refused.error)")
        let resolved = try await ada.run(["hooks", "resolve", String(number), "offline:5"])
        #expect(resolved.status == 0 && resolved.output.contains("recorded Amélie"), "\(resolved.output)\(resolved.error)")
        let settled = try await ada.run(["hooks", "resolve", String(episode), "The Office (2005)"])
        #expect(settled.status == 0 && settled.output.contains("recorded The Office S2E1"), "the item's own numbers: \(settled.output)\(settled.error)")
        #expect(try await history(ada).filter { $0["kind"] as? String == "film" }.count == 6)
        #expect(try await episodeHistory(ada).count == 8)
        #expect(try await ada.run(["hooks", "inbox"]).output.contains("The inbox is empty"))

        // Another profile's hook records in that profile's history only.
        let sams = try await addHook(sam, ["generic"])
        #expect(try await post("generic-title-year.json", to: sams.url).body.contains("recorded"))
        #expect(try await history(sam).compactMap { $0["title"] as? String } == ["Alien"])
        #expect(try await history(ada).filter { $0["kind"] as? String == "film" }.count == 6)

        let listed = try await ada.run(["hooks", "list"])
        #expect(listed.output.contains("Plex, ada's plays") && listed.output.contains("recorded"), "\(listed.output)")
        #expect(try await ada.run(["hooks", "revoke", String(generic.id)]).status == 0)
        #expect(try await post("generic.json", to: generic.url).status == 404)
        let someoneElses = try await sam.run(["hooks", "revoke", String(emby.id)])
        #expect(someoneElses.status == 1 && someoneElses.error.contains("no hook \(emby.id)"), "\(someoneElses.error)")

        let log = server.standardError
        for url in [plex.url, jellyfin.url, emby.url, generic.url, sams.url] {
            let secret = String(try #require(url.split(separator: "/").last))
            #expect(!log.contains(secret), "the log shows a hook's secret")
        }
        #expect(log.contains("path=/webhooks/…") && log.contains("hook=\(plex.id)"))
    }
}
