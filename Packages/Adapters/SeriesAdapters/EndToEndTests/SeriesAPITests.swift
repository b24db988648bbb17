import Foundation
import Hummingbird
import ServerTestSupport
import Testing

/// The Series feature's routes on the real server root (the embedded series, SQLite in a
/// temporary directory): search, a show with its seasons, follows, episodes marked by season,
/// range and an episode's own id, Up Next, the history, the export and import, and each
/// refusal with what to do.
@Suite struct SeriesAPITests {
    static let breakingBad = "/v1/series/imdb:tt0903747"

    @Test func aShowIsFollowedWatchedByRangeAndSeasonAndUpNextMovesOn() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("ada")
            let found = try await api.send(.get, "/v1/series?query=breaking", token: ada)
            #expect(found.status == .ok && found.array.first?["id"] as? String == "imdb:tt0903747" && found.array.first?["kind"] as? String == "series")

            let followed = try await api.send(.put, "/v1/following/Breaking%20Bad", token: ada)
            #expect(followed.status == .created && followed.object["title"] as? String == "Breaking Bad")
            #expect(try await api.send(.put, "/v1/following/tt0903747", token: ada).status == .ok, "following again changes nothing")

            let first = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 1, "on": "2025-01-02", "rating": 9])
            #expect(first.status == .created && first.array.count == 7, "season 1 has 7 episodes: \(first.array.count)")
            #expect(first.array.first?["watched"] as? String == "2025-01-02" && first.array.first?["rating"] as? Int == 9)
            let range = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 2, "episode": 1, "lastEpisode": 3])
            #expect(range.status == .created && range.array.compactMap { $0["episode"] as? Int } == [1, 2, 3])

            let next = try await api.send(.get, "/v1/next", token: ada)
            let item = try #require(next.array.first)
            let episode = try #require(item["next"] as? [String: Any])
            #expect(episode["season"] as? Int == 2 && episode["episode"] as? Int == 4 && item["episodesLeft"] as? Int == 62 - 10, "\(item)")

            let progress = try #require(try await api.send(.get, "/v1/following", token: ada).array.first)
            #expect(progress["watchedEpisodes"] as? Int == 10 && progress["episodes"] as? Int == 62)

            let season = try await api.send(.get, "\(Self.breakingBad)?season=2", token: ada)
            let seasons = try #require(season.object["seasons"] as? [[String: Any]])
            let episodes = try #require(seasons.first?["episodes"] as? [[String: Any]])
            #expect(seasons.count == 1 && episodes.count == 13 && episodes.map { $0["timesWatched"] as? Int } == [1, 1, 1] + Array(repeating: 0, count: 10))
            #expect((season.object["viewings"] as? [Any])?.count == 10)

            let history = try await api.send(.get, "/v1/history/episodes", token: ada)
            #expect(history.array.count == 10 && history.array.first?["seriesTitle"] as? String == "Breaking Bad")

            let sam = try await api.signUp("sam")
            #expect(try await api.send(.get, "/v1/history/episodes", token: sam).array.isEmpty, "profiles stay apart")
        }
    }

    @Test func whatAShowLacksOrATitleThatNamesSeveralIsRefusedWithWhatItHas() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("ada")
            let noSeason = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 9])
            #expect(noSeason.status == .notFound && noSeason.error?.contains("seasons 1–5") == true, "\(noSeason.error ?? "")")
            let noEpisode = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 1, "episode": 5, "lastEpisode": 9])
            #expect(noEpisode.status == .notFound && noEpisode.error?.contains("episodes 1–7") == true, "\(noEpisode.error ?? "")")
            let reversed = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 1, "episode": 5, "lastEpisode": 3])
            #expect(reversed.status == .notFound)
            let wide = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 1, "episode": 0, "lastEpisode": Int.max])
            #expect(wide.status == .notFound, "a range as wide as Int's is answered, not a crash")
            let none = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: [:])
            #expect(none.status == .conflict && none.error?.contains("give the season") == true && none.error?.contains("--") == false)
            let orphan = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["episode": 1])
            #expect(orphan.status == .badRequest && orphan.error?.contains("episode needs season") == true)
            let office = try await api.send(.get, "/v1/series/The%20Office", token: ada)
            #expect(office.status == .conflict && office.error?.contains("imdb:tt0386676") == true && office.error?.contains("imdb:tt0290978") == true)
            #expect(try await api.send(.get, "/v1/series/The%20Office%20(2005)", token: ada).status == .ok, "a year tells them apart")
            #expect(try await api.send(.get, "\(Self.breakingBad)?season=9", token: ada).status == .notFound)
            #expect(try await api.send(.get, "/v1/series/No%20Such%20Show", token: ada).status == .notFound)
            #expect(try await api.send(.delete, "/v1/following/imdb:tt0903747", token: ada).status == .notFound, "not followed")
            let future = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 1, "on": "2999-01-01"])
            #expect(future.status == .badRequest)
            #expect(try await api.send(.get, "/v1/history/episodes", token: ada).array.isEmpty, "nothing refused was recorded")
        }
    }

    @Test func anExportImportsIntoAnotherProfileOnceAndUnfollowKeepsViewingsUnlessAsked() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("ada")
            _ = try await api.send(.post, "\(Self.breakingBad)/viewings", token: ada, json: ["season": 1, "episode": 1, "lastEpisode": 2, "on": "2025-01-02"])
            let exported = try await api.send(.get, "/v1/export/series", token: ada)
            #expect(exported.status == .ok && exported.array.count == 1)

            let sam = try await api.signUp("sam")
            let dry = try await api.send(.post, "/v1/import/series?dryRun=true", token: sam, raw: exported.body)
            #expect(dry.object["followed"] as? Int == 1 && dry.object["viewingsAdded"] as? Int == 2)
            #expect(try await api.send(.get, "/v1/history/episodes", token: sam).array.isEmpty, "a dry run changes nothing")
            #expect(try await api.send(.post, "/v1/import/series", token: sam, raw: exported.body).object["viewingsAdded"] as? Int == 2)
            #expect(try await api.send(.post, "/v1/import/series", token: sam, raw: exported.body).object["viewingsAdded"] as? Int == 0, "the same file twice adds nothing")
            #expect(try await api.send(.get, "/v1/export/series", token: sam).body == exported.body, "exported again, the same bytes")

            let bad = Data(#"[{"series": {"id": "tt1", "title": "A", "kind": "series"}, "viewings": [{"series": "tt1", "seriesTitle": "A", "title": "B", "watched": "2025-01-02", "rating": 11}]}]"#.utf8)
            let refused = try await api.send(.post, "/v1/import/series", token: sam, raw: bad)
            #expect(refused.status == .badRequest && refused.error?.contains("[0].viewings[0].rating") == true, "\(refused.error ?? "")")

            // A series' own rating: kept, shown, exported; never replaced; given with its day.
            let rated = Data(#"[{"series": {"id": "imdb:tt0903747", "title": "Breaking Bad", "kind": "series"}, "rating": 9, "ratedOn": "2025-02-03", "viewings": []}]"#.utf8)
            #expect(try await api.send(.post, "/v1/import/series", token: sam, raw: rated).object["ratingsAdded"] as? Int == 1)
            let shown = try await api.send(.get, Self.breakingBad, token: sam)
            #expect(shown.object["rating"] as? Int == 9 && shown.object["ratedOn"] as? String == "2025-02-03", "\(shown.object)")
            #expect(try await api.send(.get, "/v1/export/series", token: sam).array.first?["ratedOn"] as? String == "2025-02-03")
            let other = Data(#"[{"series": {"id": "imdb:tt0903747", "title": "Breaking Bad", "kind": "series"}, "rating": 2, "ratedOn": "2025-03-03", "viewings": []}]"#.utf8)
            #expect(try await api.send(.post, "/v1/import/series", token: sam, raw: other).object["ratingsAdded"] as? Int == 0)
            #expect(try await api.send(.get, Self.breakingBad, token: sam).object["rating"] as? Int == 9, "a rating kept is never replaced")
            let rerated = try await api.send(.put, "\(Self.breakingBad)/rating", token: sam, json: ["rating": 4, "on": "2025-04-05"])
            #expect(rerated.status == .ok && rerated.object["rating"] as? Int == 4 && rerated.object["ratedOn"] as? String == "2025-04-05", "\(rerated.object)")
            #expect(try await api.send(.get, Self.breakingBad, token: sam).object["rating"] as? Int == 4, "a rating given by hand replaces the kept one")
            let outOfRange = try await api.send(.put, "\(Self.breakingBad)/rating", token: sam, json: ["rating": 11])
            #expect(outOfRange.status == .badRequest, "\(outOfRange.error ?? "")")
            #expect(try await api.send(.delete, "\(Self.breakingBad)/rating", token: sam).object["removed"] as? Bool == true)
            #expect(try await api.send(.delete, "\(Self.breakingBad)/rating", token: sam).object["removed"] as? Bool == false)
            #expect(try await api.send(.get, Self.breakingBad, token: sam).object["rating"] == nil)
            let alone = Data(#"[{"series": {"id": "imdb:tt0903747", "title": "Breaking Bad", "kind": "series"}, "rating": 9, "viewings": []}]"#.utf8)
            let noDay = try await api.send(.post, "/v1/import/series", token: sam, raw: alone)
            #expect(noDay.status == .badRequest && noDay.error?.contains("ratedOn") == true, "\(noDay.error ?? "")")

            let kept = try await api.send(.delete, "/v1/following/imdb:tt0903747", token: sam)
            #expect(kept.status == .ok && kept.object["removedViewings"] as? Int == 0)
            #expect(try await api.send(.get, "/v1/history/episodes", token: sam).array.count == 2)
            _ = try await api.send(.put, "/v1/following/imdb:tt0903747", token: sam)
            let forgotten = try await api.send(.delete, "/v1/following/imdb:tt0903747?forgetViewings=true", token: sam)
            #expect(forgotten.object["removedViewings"] as? Int == 2)
        }
    }
}
