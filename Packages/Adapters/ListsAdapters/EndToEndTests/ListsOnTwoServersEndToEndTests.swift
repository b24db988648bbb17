import Foundation
import Hummingbird
import ServerTestSupport
import StorageTesting
import Testing

/// Two `watchlist-server`s on one database, as a household runs them behind one address:
/// clients of both reorder, add to and take from one list at once, and the list keeps every
/// title once, at places 1 to its count. On PostgreSQL each change holds the profile's
/// advisory lock; on SQLite both servers write one file.
@Suite(.temporaryPostgres) struct ListsOnTwoServersEndToEndTests {
    @Test(arguments: SharedStorage.allCases)
    func concurrentEditsThroughTwoServersNeverLoseOrRepeatATitle(storage: SharedStorage) async throws {
        let (first, second) = try storage.twoServers()
        try await first.withServer { one in
            try await second.withServer { other in
                let ada = try await one.signUp("ada")
                #expect(try await one.send(.post, "/v1/lists", token: ada, json: ["name": "Queue"]).status == .created)
                let kept = (1...20).map { "offline:\($0)" }
                for id in kept + ["offline:21", "offline:22"] {
                    #expect(try await one.send(.post, "/v1/lists/Queue/items", token: ada, json: ["titleID": id]).status == .created, "\(id)")
                }
                let added = (23...30).map { "offline:\($0)" }
                // Each server gets moves of every title to a spread of places, and one of them
                // the additions and removals too, all at once.
                let failures = try await withThrowingTaskGroup(of: [String].self) { group in
                    for (index, id) in kept.enumerated() {
                        let server = index.isMultiple(of: 2) ? one : other
                        group.addTask {
                            let answer = try await server.send(.put, "/v1/lists/Queue/items/\(id)/position", token: ada, json: ["position": index % 7 + 1])
                            return answer.status == .ok ? [] : ["moving \(id) answered \(answer.status)"]
                        }
                    }
                    for id in added {
                        group.addTask {
                            let answer = try await other.send(.post, "/v1/lists/Queue/items", token: ada, json: ["titleID": id, "position": 2])
                            return answer.status == .created ? [] : ["adding \(id) answered \(answer.status)"]
                        }
                    }
                    for id in ["offline:21", "offline:22"] {
                        group.addTask {
                            let answer = try await one.send(.delete, "/v1/lists/Queue/items/\(id)", token: ada)
                            return answer.status == .noContent ? [] : ["removing \(id) answered \(answer.status)"]
                        }
                    }
                    return try await group.reduce(into: []) { $0 += $1 }
                }
                #expect(failures.isEmpty, "\(failures)")
                for server in [one, other] {
                    let items = try await server.send(.get, "/v1/lists/Queue/items", token: ada).array
                    #expect(items.compactMap { $0["position"] as? Int } == Array(1...items.count), "places with a gap or a repeat")
                    #expect(Set(items.compactMap { $0["titleID"] as? String }) == Set(kept + added) && items.count == kept.count + added.count, "\(items)")
                }
            }
        }
    }

    /// A public list's answer is kept by each server until its list changes: a change through
    /// one server reaches the other's public page and feed through the cache's channel.
    @Test(arguments: SharedStorage.allCases)
    func aChangeThroughOneServerReachesTheOthersPublicAnswers(storage: SharedStorage) async throws {
        let (first, second) = try storage.twoServers()
        try await first.withServer { one in
            try await second.withServer { other in
                let ada = try await one.signUp("ada")
                #expect(try await one.send(.post, "/v1/lists", token: ada, json: ["name": "Club"]).status == .created)
                #expect(try await one.send(.post, "/v1/lists/Club/items", token: ada, json: ["titleID": "offline:1"]).status == .created)
                #expect(try await one.send(.put, "/v1/lists-page", token: ada, json: ["path": "film-club"]).status == .ok)
                #expect(try await one.send(.put, "/v1/lists/Club/public", token: ada).status == .noContent)
                let feed = "/people/film-club/Club/feed.rss"
                let before = String(buffer: try await other.client.execute(uri: feed, method: .get).body)
                #expect(before.contains("The Godfather") && !before.contains("The Matrix"), "\(before)")
                #expect(try await one.send(.post, "/v1/lists/Club/items", token: ada, json: ["titleID": "offline:6"]).status == .created)
                // The other server hears of the change within its channel's delivery time.
                var after = ""
                for _ in 0..<50 where !after.contains("The Matrix") {
                    after = String(buffer: try await other.client.execute(uri: feed, method: .get).body)
                    if !after.contains("The Matrix") { try await Task.sleep(for: .milliseconds(100)) }
                }
                #expect(after.contains("The Godfather") && after.contains("The Matrix"), "\(after)")
                #expect(try await one.send(.delete, "/v1/lists-page", token: ada).status == .noContent)
                var closed = HTTPResponse.Status.ok
                for _ in 0..<50 where closed != .notFound {
                    closed = try await other.client.execute(uri: feed, method: .get).status
                    if closed != .notFound { try await Task.sleep(for: .milliseconds(100)) }
                }
                #expect(closed == .notFound, "a closed page still answers on the other server")
            }
        }
    }
}
