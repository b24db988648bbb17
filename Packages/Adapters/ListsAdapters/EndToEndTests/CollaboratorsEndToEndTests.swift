import Foundation
import Hummingbird
import ServerTestSupport
import TestSupport
import Testing

/// Collaborators end to end: on the real `watchlist`, two profiles of one machine; on the
/// server's root, two profiles of one server, where a collaborator's change reaches the owner's
/// public feed at once and a rule-based list shared reads its owner's films.
@Suite struct CollaboratorsEndToEndTests {
    @Test func onTheCommandLineAProfileLetsAnotherEditAListThatItReadsWithOf() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "sam", "--password-stdin"], input: "longpassword\n").status == 0)
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "longpassword\n").status == 0)
        #expect(try await app.run(["lists", "new", "Date night"]).status == 0)
        #expect(try await app.run(["lists", "add", "Date night", "offline:1"]).status == 0)
        let granted = try await app.run(["lists", "collaborators", "Date night", "sam", "--edit"])
        #expect(granted.status == 0 && granted.standardOutput.contains("read and edit"), "\(granted.standardOutput)\(granted.standardError)")
        #expect(try await app.run(["login", "sam", "--password-stdin"], input: "longpassword\n").status == 0)
        let shared = try await app.run(["lists", "shared"])
        #expect(shared.standardOutput.contains("ada") && shared.standardOutput.contains("Date night"), "\(shared.standardOutput)")
        #expect(try await app.run(["lists", "add", "Date night", "offline:6", "--of", "ada"]).status == 0)
        let shown = try await app.run(["lists", "show", "Date night", "--of", "ada"])
        #expect(shown.standardOutput.contains("The Godfather") && shown.standardOutput.contains("The Matrix"), "\(shown.standardOutput)")
        let notMine = try await app.run(["lists", "delete", "Date night", "--of", "ada"])
        #expect(notMine.status != 0, "delete takes no --of: \(notMine.standardError)")
        let probed = try await app.run(["lists", "show", "Other", "--of", "ada"])
        #expect(probed.status == 1 && probed.standardError.contains("ada shares no list named \"Other\" with you"), "\(probed.standardError)")
        #expect(probed.standardError.contains("`watchlist lists shared`"), "the advice names the executable's own command")
    }

    @Test func onTheServerACollaboratorsChangeReachesTheOwnersFeedAndAReaderIsRefusedChanges() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("ada")
            let sam = try await api.signUp("sam")
            #expect(try await api.send(.post, "/v1/lists", token: ada, json: ["name": "Together"]).status == .created)
            #expect(try await api.send(.post, "/v1/lists/Together/items", token: ada, json: ["titleID": "offline:1"]).status == .created)
            let share = try await api.send(.put, "/v1/lists/Together/share", token: ada)
            let rss = try #require(share.object["rss"] as? String)
            #expect(String(buffer: try await api.client.execute(uri: rss, method: .get).body).contains("The Godfather"))
            let granted = try await api.send(.put, "/v1/lists/Together/collaborators/sam", token: ada, json: ["access": "edit"])
            #expect(granted.status == .ok && granted.array.first?["access"] as? String == "edit", "\(granted.array)")
            #expect(try await api.send(.get, "/v1/lists-shared", token: sam).array.map { $0["owner"] as? String } == ["ada"])
            #expect(try await api.send(.post, "/v1/lists/Together/items?of=ada", token: sam, json: ["titleID": "offline:6"]).status == .created)
            let feed = String(buffer: try await api.client.execute(uri: rss, method: .get).body)
            #expect(feed.contains("The Matrix (1999)"), "a collaborator's change forgets the owner's kept feed: \(feed)")

            #expect(try await api.send(.put, "/v1/lists/Together/collaborators/sam", token: ada, json: ["access": "read"]).status == .ok)
            let refused = try await api.send(.put, "/v1/lists/Together/items/offline:6/position?of=ada", token: sam, json: ["position": 1])
            #expect(refused.status == .forbidden && refused.error == "ada lets you read \"Together\", not change it", "\(refused.object)")
            #expect(try await api.send(.get, "/v1/lists/Together/items?of=ada", token: sam).array.count == 2)
            #expect(try await api.send(.delete, "/v1/lists/Together?of=ada", token: sam).status == .notFound, "sam has no list of that name")
            #expect(try await api.send(.get, "/v1/lists/Together/collaborators", token: sam).status == .notFound)
            // A rule-based list shared reads its owner's films, not the collaborator's.
            #expect(try await api.send(.post, "/v1/list", token: ada, json: ["id": "offline:1"]).status == .created)
            #expect(try await api.send(.post, "/v1/list", token: sam, json: ["id": "offline:6"]).status == .created)
            #expect(try await api.send(.post, "/v1/lists", token: ada, json: ["name": "Kept", "rules": ["watched=no"]]).status == .created)
            #expect(try await api.send(.put, "/v1/lists/Kept/collaborators/sam", token: ada, json: ["access": "read"]).status == .ok)
            let kept = try await api.send(.get, "/v1/lists/Kept/items?of=ada", token: sam).array.map { $0["titleID"] as? String }
            #expect(kept == ["offline:1"], "ada's films")
            let unknown = try await api.send(.get, "/v1/lists/Kept/items?of=nobody", token: sam)
            #expect(unknown.status == .notFound && unknown.error == "nobody shares no list named \"Kept\" with you")
        }
    }
}
