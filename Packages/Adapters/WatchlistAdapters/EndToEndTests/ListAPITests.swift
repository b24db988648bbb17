import Foundation
import Hummingbird
import ServerTestSupport
import Testing

/// The list through the API over real HTTP with the server's root, on a real SQLite file: kept,
/// filtered and sorted, bad bodies refused with the reason, and one profile never seeing
/// another's.
@Suite struct ListAPITests {
    @Test func aListIsKeptThroughTheAPI() async throws {
        try await ServerFixture().withServer { api in
            let token = try await api.signUp("ada")
            let added = try await api.send(.post, "/v1/list", token: token, json: ["id": "offline:1", "note": "the classic"])
            #expect(added.status == .created && added.object["title"] as? String == "The Godfather")
            #expect(try await api.send(.post, "/v1/list", token: token, json: ["id": "offline:1"]).status == .ok)
            let watched = try await api.send(.post, "/v1/list/offline:1/viewings", token: token, json: ["on": "2024-03-01", "rating": 9, "review": "Leave the gun."])
            #expect(watched.status == .created && watched.object["viewings"] as? Int == 1 && watched.object["rating"] as? Int == 9)
            #expect(watched.object["listed"] as? Bool == false)
            // A film not on the list is put on it, watched, and the answer says so.
            let unlisted = try await api.send(.post, "/v1/list/offline:3/viewings", token: token, json: ["on": "2024-03-02"])
            #expect(unlisted.status == .created && unlisted.object["listed"] as? Bool == true && unlisted.object["title"] as? String == "Alien")
            #expect(try await api.send(.post, "/v1/list/offline:99999/viewings", token: token, json: [String: String]()).status == .notFound)
            #expect(try await api.send(.delete, "/v1/list/offline:3", token: token).status == .noContent)
            let list = try await api.send(.get, "/v1/list", token: token)
            #expect(list.array.map { $0["id"] as? String } == ["offline:1"] && list.array.first?["lastWatched"] as? String == "2024-03-01")
            let history = try await api.send(.get, "/v1/history", token: token)
            #expect(history.array.first?["review"] as? String == "Leave the gun.")
            let future = try await api.send(.post, "/v1/list/offline:1/viewings", token: token, json: ["on": "2999-01-01"])
            #expect(future.status == .badRequest)
            #expect(try await api.send(.delete, "/v1/list/offline:1", token: token).status == .noContent)
            let again = try await api.send(.delete, "/v1/list/offline:1", token: token)
            #expect(again.status == .notFound && again.error == "offline:1 is not on your watchlist")
        }
    }

    /// `filter` and `sort` do on the server what `watchlist list` does; the cached answer
    /// (the whole list, by addition) is not served for them, nor after a change.
    @Test func aListIsFilteredAndSortedAsAsked() async throws {
        try await ServerFixture().withServer { api in
            let token = try await api.signUp("ada")
            for id in ["offline:2", "offline:1", "offline:3"] {
                #expect(try await api.send(.post, "/v1/list", token: token, json: ["id": id]).status == .created)
            }
            _ = try await api.send(.post, "/v1/list/offline:1/viewings", token: token, json: ["rating": 6])
            _ = try await api.send(.post, "/v1/list/offline:3/viewings", token: token, json: ["rating": 9])
            func ids(_ query: String) async throws -> [String?] {
                try await api.send(.get, "/v1/list\(query)", token: token).array.map { $0["id"] as? String }
            }
            #expect(try await ids("") == ["offline:2", "offline:1", "offline:3"])
            #expect(try await ids("?sort=rating") == ["offline:3", "offline:1", "offline:2"])
            #expect(try await ids("?filter=unwatched") == ["offline:2"])
            #expect(try await ids("?filter=watched&sort=rating") == ["offline:3", "offline:1"])
            #expect(try await ids("?filter=all&sort=added") == ["offline:2", "offline:1", "offline:3"])
            let titles = try await api.send(.get, "/v1/list?sort=title", token: token).array.compactMap { $0["title"] as? String }
            #expect(titles == titles.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending } && titles.count == 3)
            let wrong = try await api.send(.get, "/v1/list?sort=newest", token: token)
            #expect(wrong.status == .badRequest && wrong.error == "sort must be one of added, title, year, rating, not newest")
            #expect(try await api.send(.get, "/v1/list?filter=seen", token: token).status == .badRequest)
        }
    }

    @Test func anotherProfilesTokenSeesAndChangesNothing() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("ada")
            let grace = try await api.signUp("grace")
            _ = try await api.send(.post, "/v1/list", token: ada, json: ["id": "offline:1"])
            _ = try await api.send(.post, "/v1/list/offline:1/viewings", token: ada, json: ["on": "2024-03-01"])
            #expect(try await api.send(.get, "/v1/list", token: grace).array.isEmpty)
            #expect(try await api.send(.get, "/v1/history", token: grace).array.isEmpty)
            #expect(try await api.send(.delete, "/v1/list/offline:1", token: grace).status == .notFound)
            // grace's viewing of the same film goes on grace's own list, never on ada's.
            let graces = try await api.send(.post, "/v1/list/offline:1/viewings", token: grace, json: [String: String]())
            #expect(graces.status == .created && graces.object["listed"] as? Bool == true && graces.object["viewings"] as? Int == 1)
            #expect(try await api.send(.get, "/v1/me", token: grace).object["name"] as? String == "grace")
            let adas = try await api.send(.get, "/v1/list", token: ada)
            #expect(adas.array.count == 1 && adas.array.first?["viewings"] as? Int == 1)
            #expect(try await api.send(.get, "/v1/history", token: ada).array.count == 1)
        }
    }

    @Test func badBodiesAreRefusedWithTheReason() async throws {
        try await ServerFixture().withServer { api in
            let malformed = try await api.send(.post, "/v1/signup", raw: Data("{\"name\": ".utf8))
            #expect(malformed.status == .badRequest)
            let huge = try await api.send(.post, "/v1/signup", raw: Data(repeating: UInt8(ascii: " "), count: 100_000))
            #expect(huge.status == .contentTooLarge)
            let token = try await api.signUp("ada")
            let noID = try await api.send(.post, "/v1/list", token: token, json: ["note": "x"])
            #expect(noID.status == .badRequest)
            let badDay = try await api.send(.post, "/v1/list/offline:1/viewings", token: token, json: ["on": "yesterday"])
            #expect(badDay.status == .badRequest && badDay.error == "on must be a date, YYYY-MM-DD, not yesterday")
        }
    }
}
