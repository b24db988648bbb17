import Foundation
import Hummingbird
import ServerTestSupport
import TestSupport
import Testing

/// Rule-based lists end to end: the real `watchlist` and `watchlist-server`'s root, each with
/// the library it really reads (the Watchlist feature's films and the Movies feature's stored
/// details), so a list made by rules follows what the profile watches and rates.
@Suite struct RuleBasedListsEndToEndTests {
    @Test func onTheCommandLineAListOfRulesFollowsWhatIsWatched() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "longpassword\n").status == 0)
        #expect(try await app.run(["add", "offline:1"]).status == 0)
        #expect(try await app.run(["add", "offline:6"]).status == 0)
        let made = try await app.run(["lists", "new", "Short and unseen", "--rule", "runtime<=140", "--rule", "watched=no"])
        #expect(made.standardOutput == "Made the list \"Short and unseen\" by 2 rules: 1 title meets them now.\n", "\(made.standardOutput)\(made.standardError)")
        #expect(try await titles(app, "Short and unseen") == ["offline:6"])
        #expect(try await app.run(["watched", "offline:6", "--rating", "8"]).status == 0)
        #expect(try await titles(app, "Short and unseen") == [], "a film watched leaves the list")
        #expect(try await app.run(["lists", "rules", "Short and unseen", "rating>=8"]).status == 0)
        #expect(try await titles(app, "Short and unseen") == ["offline:6"])
        let godfather = try await app.run(["lists", "rules", "Short and unseen", "year<=1972", "genre=Crime"])
        #expect(godfather.standardOutput.contains("1 title meets them now"), "\(godfather.standardOutput)")
        #expect(try await titles(app, "Short and unseen") == ["offline:1"], "the stored film's genres are read")
        let handWork = try await app.run(["lists", "add", "Short and unseen", "offline:6"])
        #expect(handWork.status == 1 && handWork.standardError.contains("watchlist lists rules \"Short and unseen\""), "\(handWork.standardError)")
        let unknown = try await app.run(["lists", "rules", "Short and unseen", "network=HBO"])
        #expect(unknown.status == 1 && unknown.standardError.contains("rules read kind, genre, year, runtime, watched, rating"), "\(unknown.standardError)")
    }

    @Test func onTheServerAListOfRulesFollowsTheOwnerAndItsShareReadsItsOwnersFilms() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("ada")
            let bob = try await api.signUp("bob")
            #expect(try await api.send(.post, "/v1/list", token: ada, json: ["id": "offline:1"]).status == .created)
            #expect(try await api.send(.post, "/v1/list", token: bob, json: ["id": "offline:6"]).status == .created)
            let made = try await api.send(.post, "/v1/lists", token: ada, json: ["name": "Seen", "rules": ["watched=yes"]])
            #expect(made.status == .created && made.object["count"] as? Int == 0 && made.object["rules"] as? [String] == ["watched=yes"], "\(made.object)")
            #expect(try await api.send(.post, "/v1/list/offline:1/viewings", token: ada, json: ["on": "2024-03-01", "rating": 9]).status == .created)
            #expect(try await api.send(.post, "/v1/list/offline:6/viewings", token: bob, json: ["on": "2024-03-01"]).status == .created)
            let items = try await api.send(.get, "/v1/lists/Seen/items", token: ada).array.map { $0["titleID"] as? String }
            #expect(items == ["offline:1"], "ada's films only")
            let share = try await api.send(.put, "/v1/lists/Seen/share", token: ada)
            let rss = try await api.client.execute(uri: try #require(share.object["rss"] as? String), method: .get)
            let body = String(buffer: rss.body)
            #expect(rss.status == .ok && body.contains("The Godfather (1972)") && !body.contains("The Matrix"), "\(body)")
            // The feed is kept until the owner's films change: a viewing puts The Matrix on it at once.
            #expect(try await api.send(.post, "/v1/list/offline:6/viewings", token: ada, json: ["on": "2024-03-02"]).status == .created)
            let again = String(buffer: try await api.client.execute(uri: try #require(share.object["rss"] as? String), method: .get).body)
            #expect(again.contains("The Godfather (1972)") && again.contains("The Matrix (1999)"), "\(again)")
            let refused = try await api.send(.post, "/v1/lists/Seen/items", token: ada, json: ["titleID": "offline:1"])
            #expect(refused.status == .conflict && refused.error?.contains("made by its rules") == true, "\(refused.object)")
            let changed = try await api.send(.put, "/v1/lists/Seen/rules", token: ada, json: ["rules": ["rating>=10"]])
            #expect(changed.status == .ok && changed.object["count"] as? Int == 0, "\(changed.object)")
        }
    }

    private func titles(_ app: WatchlistBinary, _ list: String) async throws -> [String] {
        let shown = try await app.run(["lists", "show", list, "--json"])
        let items = try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [[String: Any]]
        return (items ?? []).compactMap { $0["titleID"] as? String }
    }
}
