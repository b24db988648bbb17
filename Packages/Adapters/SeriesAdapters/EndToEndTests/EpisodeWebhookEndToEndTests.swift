import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MoviesTesting
import Mustache
import ScrobblingInterface
import TestSupport
import Testing

/// Episodes through the real server on a catalog built from IMDb's datasets
/// (`--catalog FILE`): Jellyfin's bodies rendered from the template `hooks add jellyfin`
/// prints, by a Mustache engine, with the plugin's variable names, as the plugin renders its
/// Handlebars; and an old template's, which keeps working.
@Suite struct EpisodeWebhookEndToEndTests {

    /// The template as `hooks add jellyfin` printed it before episodes.
    static let templateBeforeEpisodes = """
        {
          "NotificationType": "{{NotificationType}}",
          "ServerId": "{{ServerId}}",
          "ItemId": "{{ItemId}}",
          "ItemType": "{{ItemType}}",
          "Name": "{{{Name}}}",
          "Year": "{{Year}}",
          "Provider_imdb": "{{Provider_imdb}}",
          "Provider_tmdb": "{{Provider_tmdb}}",
          "RunTimeTicks": "{{RunTimeTicks}}",
          "PlaybackPositionTicks": "{{PlaybackPositionTicks}}",
          "IsPaused": "{{IsPaused}}",
          "PlayedToCompletion": "{{PlayedToCompletion}}",
          "Played": "{{Played}}",
          "SaveReason": "{{SaveReason}}",
          "NotificationUsername": "{{{NotificationUsername}}}",
          "UserId": "{{UserId}}",
          "Id": "{{Id}}",
          "UtcTimestamp": "{{UtcTimestamp}}"
        }
        """

    /// What the plugin's `DataObjectHelpers` sets for a `PlaybackStop` of an episode played to
    /// the end: .NET's `True`, numbers as text, and only the variables the item has.
    static func episodeStop(
        series: String, premiere: String, season: Int, episode: Int, last: Int? = nil, name: String, imdb: String?, tvdb: String, at time: String
    ) -> [String: Any] {
        var variables: [String: Any] = [
            "NotificationType": "PlaybackStop", "ServerId": "b7c2e4f19a3d4c8e9f0a1b2c3d4e5f60", "ItemId": "7d2a9e41-3b6c-4f8d-a1e5-0c9b8d7f6e21",
            "ItemType": "Episode", "Name": name, "Year": premiere.prefix(4), "SeriesName": series, "SeriesPremiereDate": premiere,
            "SeasonNumber": season, "SeasonNumber00": String(format: "%02d", season), "EpisodeNumber": episode, "EpisodeNumber00": String(format: "%02d", episode),
            "Provider_tvdb": tvdb, "RunTimeTicks": 34_740_000_000, "PlaybackPositionTicks": 34_500_000_000, "PlayedToCompletion": "True",
            "NotificationUsername": "ada", "UserId": "9e2d4b6a-1c3f-4a5e-8b7d-0f1e2d3c4b5a", "UtcTimestamp": time,
        ]
        if let imdb { variables["Provider_imdb"] = imdb }
        if let last { variables["EpisodeNumberEnd"] = last }
        return variables
    }

    private func render(_ template: String, _ variables: [String: Any]) throws -> String {
        try MustacheTemplate(string: template).render(variables)
    }

    private func post(_ body: String, to url: String, type: String = "text/plain") async throws -> String {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        request.setValue(type, forHTTPHeaderField: "Content-Type")
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }

    private func hook(_ person: CLIUser, _ server: String) async throws -> String {
        let added = try await person.run(["hooks", "add", server, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(added.output.utf8)) as? [String: Any], "\(added.error)")
        return try #require(object["url"] as? String)
    }

    @Test func episodesMatchByTheirOwnIdsOnAnIMDbCatalogAndNeverCrossWithFilms() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "episode-hooks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ada = try CLIUser("ada", in: directory)
        let files = try IMDbFixtureDataset.datasets.map { try IMDbFixtureDataset.gzipped($0, into: directory) }
        let built = try await ada.run(["catalog", "build"] + files)
        let catalog = try #require(built.output.firstMatch(of: /into (\S+\.sqlite)/).map { String($0.output.1) }, "\(built.output)\(built.error)")
        let started = try await RunningServer.start(directory: directory, arguments: ["--catalog", catalog])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        try await ada.signUp(on: "http://127.0.0.1:\(server.port)", as: "ada")
        let jellyfin = try await hook(ada, "jellyfin"), generic = try await hook(ada, "generic"), plex = try await hook(ada, "plex")

        let printed = try await ada.run(["hooks", "add", "jellyfin"])
        #expect(printed.output.contains(JellyfinTemplate.text), "the template the test renders is the one printed")
        let rooster = Self.episodeStop(series: "Fargo", premiere: "2014-04-15", season: 1, episode: 2, name: "The Rooster Prince", imdb: "tt9990012", tvdb: "4801412", at: "2026-11-21T20:00:00.0000000Z")
        #expect(try await post(render(JellyfinTemplate.text, rooster), to: jellyfin).contains("recorded Fargo S1E2"))
        var both = Self.episodeStop(series: "Fargo", premiere: "2014-04-15", season: 1, episode: 3, last: 4, name: "A Muddy Road", imdb: nil, tvdb: "4801413", at: "2026-11-21T21:00:00.0000000Z")
        #expect(try await post(render(JellyfinTemplate.text, both), to: jellyfin).contains("inbox"), "Fargo has no S1E4 in this catalog: none of the file is recorded")
        both["EpisodeNumberEnd"] = nil
        #expect(try await post(render(JellyfinTemplate.text, both), to: jellyfin).contains("recorded Fargo S1E3"))
        let chernobyl = Self.episodeStop(series: "Chernobyl", premiere: "2019-05-06", season: 1, episode: 1, name: "1:23:45", imdb: nil, tvdb: "7121409", at: "2026-11-22T20:00:00.0000000Z")
        #expect(try await post(render(JellyfinTemplate.text, chernobyl), to: jellyfin).contains("recorded Chernobyl S1E1"), "a TVDB id alone: the show and the numbers")

        // The template from before episodes: films as ever, and an episode by its IMDb id alone.
        let film: [String: Any] = [
            "NotificationType": "PlaybackStop", "ItemType": "Movie", "Name": "Fargo", "Year": 1996, "Provider_imdb": "tt0116282",
            "PlayedToCompletion": "True", "NotificationUsername": "ada", "UtcTimestamp": "2026-11-23T20:00:00.0000000Z",
        ]
        #expect(try await post(render(Self.templateBeforeEpisodes, film), to: jellyfin).contains("recorded Fargo (1996)"))
        let old = Self.episodeStop(series: "Chernobyl", premiere: "2019-05-06", season: 1, episode: 2, name: "Please Remain Calm", imdb: "tt9990016", tvdb: "7121410", at: "2026-11-23T21:00:00.0000000Z")
        #expect(try await post(render(Self.templateBeforeEpisodes, old), to: jellyfin).contains("recorded Chernobyl S1E2"))

        // A film's id never names an episode, nor an episode's id a film.
        let filmAsEpisode = try await post(#"{"kind": "episode", "imdb": "tt0116282", "watchedAt": "2026-11-24T20:00:00Z"}"#, to: generic, type: "application/json")
        #expect(filmAsEpisode.contains("inbox") && filmAsEpisode.contains("no series"), "\(filmAsEpisode)")
        let episodeAsFilm = try await post(#"{"imdb": "tt9990011", "watchedAt": "2026-11-24T21:00:00Z"}"#, to: generic, type: "application/json")
        #expect(episodeAsFilm.contains("inbox") && episodeAsFilm.contains("no film matches"), "\(episodeAsFilm)")
        let plexBody = try Data(contentsOf: Repository.root.appending(path: "Packages/Features/Scrobbling/Fixtures").appending(path: "plex-episode-scrobble.multipart"))
        let unknown = try await post(String(decoding: plexBody, as: UTF8.self), to: plex, type: "multipart/form-data; boundary=WatchlistPlexFixtureBoundary")
        #expect(unknown.contains("inbox") && unknown.contains("no series"), "Breaking Bad is not in this catalog: \(unknown)")

        let history = try await ada.run(["series", "history", "--json"])
        let viewings = try #require(try JSONSerialization.jsonObject(with: Data(history.output.utf8)) as? [[String: Any]], "\(history)")
        #expect(viewings.map { "\($0["title"] ?? "") S\($0["season"] ?? "")E\($0["episode"] ?? "") \($0["episodeID"] ?? "")" }.sorted() == [
            "Chernobyl S1E1 imdb:tt9990015", "Chernobyl S1E2 imdb:tt9990016", "Fargo S1E2 imdb:tt9990012", "Fargo S1E3 imdb:tt9990013",
        ])
        let next = try await ada.run(["next", "--json"])
        let upNext = try #require(try JSONSerialization.jsonObject(with: Data(next.output.utf8)) as? [[String: Any]], "\(next)")
        #expect(upNext.map { "\($0["title"] ?? "") S\($0["season"] ?? "")E\($0["episode"] ?? "")" } == ["Fargo S2E1"], "Chernobyl is finished; Fargo moves on")
        let inbox = try await ada.run(["hooks", "inbox", "--json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(inbox.output.utf8)) as? [[String: Any]], "\(inbox)")
        #expect(items.map { "\($0["kind"] ?? "") \($0["problem"] ?? "")" } == ["episode no episode", "episode no series", "film not found", "episode no series"])
        let settled = try await ada.run(["hooks", "resolve", String(try #require(items.first?["number"] as? Int)), "imdb:tt9990014"])
        #expect(settled.status == 0 && settled.output.contains("recorded Fargo S2E1"), "an episode's own id settles it: \(settled.output)\(settled.error)")
    }
}
