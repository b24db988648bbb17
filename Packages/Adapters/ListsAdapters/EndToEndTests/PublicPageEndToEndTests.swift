import Foundation
import Hummingbird
import ServerTestSupport
import TestSupport
import Testing

/// What anyone reads without an account: a profile's public page and the lists it chose,
/// crawled from the page's own links on `watchlist-server`'s root served on 127.0.0.1, and
/// every answer read for what its owner did not make public.
@Suite struct PublicPageEndToEndTests {
    /// Text that no public answer may hold: profiles' names, a list not shown, notes, another
    /// profile's list.
    private static let secrets = ["adalovelace9", "samsonite7", "Private stash", "secret note", "Sams hoard"]

    @Test func aPublicPageShowsOnlyTheListsItsOwnerChoseAndNothingElse() async throws {
        try await ServerFixture().withServer { api in
            let ada = try await api.signUp("adalovelace9")
            for (name, description) in [("Club picks", "Our Friday films"), ("Private stash", "mine")] {
                #expect(try await api.send(.post, "/v1/lists", token: ada, json: ["name": name, "description": description]).status == .created)
            }
            for (list, id, note) in [("Club picks", "offline:1", "secret note one"), ("Club picks", "tt0903747", ""), ("Private stash", "offline:2", "secret note two")] {
                #expect(try await api.send(.post, "/v1/lists/\(list.replacingOccurrences(of: " ", with: "%20"))/items", token: ada, json: ["titleID": id, "note": note]).status == .created)
            }
            let sam = try await api.signUp("samsonite7")
            #expect(try await api.send(.post, "/v1/lists", token: sam, json: ["name": "Sams hoard"]).status == .created)
            #expect(try await api.send(.put, "/v1/lists/Sams%20hoard/public", token: sam).status == .noContent, "marked, but sam opened no page")

            let taken = try await api.send(.put, "/v1/lists-page", token: sam, json: ["path": "film-club"])
            #expect(taken.status == .ok, "sam takes the path first: \(taken.object)")
            #expect(try await api.send(.delete, "/v1/lists-page", token: sam).status == .noContent)
            let opened = try await api.send(.put, "/v1/lists-page", token: ada, json: ["path": "Film-Club"])
            #expect(opened.status == .ok && opened.object["path"] as? String == "film-club", "\(opened.object)")
            let again = try await api.send(.put, "/v1/lists-page", token: sam, json: ["path": "film-club"])
            #expect(again.status == .conflict && again.error?.contains("choose another path") == true, "\(again.object)")
            #expect(try await api.send(.put, "/v1/lists-page", token: ada, json: ["path": "x y"]).status == .badRequest)
            #expect(try await api.send(.put, "/v1/lists/Club%20picks/public", token: ada).status == .noContent)
            let mine = try await api.send(.get, "/v1/lists-page", token: ada)
            #expect((mine.object["lists"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Club picks"], "\(mine.object)")

            // Every page and feed reachable from the public page, read without an account.
            var queue = ["/people/film-club"]
            var read: [String: String] = [:]
            while let path = queue.popLast() {
                guard read[path] == nil else { continue }
                let answer = try await api.client.execute(uri: path, method: .get)
                let body = String(buffer: answer.body)
                #expect(answer.status == .ok, "\(path) answered \(answer.status)")
                read[path] = body
                let links = body.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
                queue += links.filter { $0.hasPrefix("/people/") && read[$0] == nil }
            }
            #expect(Set(read.keys) == [
                "/people/film-club", "/people/film-club/Club%20picks", "/people/film-club/Club%20picks/feed.rss",
                "/people/film-club/Club%20picks/feed.json", "/people/film-club/Club%20picks/feed.radarr.json",
            ], "\(read.keys.sorted())")
            for (path, body) in read {
                for secret in Self.secrets { #expect(!body.contains(secret), "\(path) holds \"\(secret)\"") }
            }
            #expect(read["/people/film-club/Club%20picks"]?.contains("<span class=\"title\">The Godfather</span> (1972)") == true)
            #expect(read["/people/film-club/Club%20picks/feed.json"]?.contains("\"title\":\"Breaking Bad (2008)\"") == true, "\(read["/people/film-club/Club%20picks/feed.json"] ?? "")")

            // What is not public answers as what never existed.
            let missing = [
                "/people/film-club/Private%20stash", "/people/film-club/Private%20stash/feed.rss", "/people/film-club/Sams%20hoard",
                "/people/samsonite7", "/people/adalovelace9", "/people/film-club/Club%20picks/other.rss",
            ]
            for path in missing { #expect(try await api.client.execute(uri: path, method: .get).status == .notFound, "\(path)") }
            #expect(try await api.send(.delete, "/v1/lists-page", token: ada).status == .noContent)
            for path in read.keys { #expect(try await api.client.execute(uri: path, method: .get).status == .notFound, "\(path) after closing") }
            #expect(try await api.client.execute(uri: "/v1/lists-page", method: .get).status == .unauthorized)
        }
    }
}
