import FlyingFox
import Foundation

/// A Jellyfin (or Emby) server on 127.0.0.1, for tests and benchmarks, answering in its API's documented shapes, from a
/// generated library: `/Users`, and `/Users/{id}/Items` paged (`StartIndex`, `Limit`) by kind
/// (`IncludeItemTypes`) or by `Ids`. It checks the token as the server does, and can be told
/// to answer a page twice (as a library that changes while it is read) or garbage.
public final class JellyfinStandIn: Sendable {
    /// An item of the library: its id, its JSON as the API gives it, and its kind (`Movie`, `Episode`).
    public struct Item: Sendable {
        let id: String
        let json: [String: Any & Sendable]
        let kind: String
        /// An episode's show, as `Ids=` answers it: its name, year and IMDb id.
        var show: Show?
    }

    /// A show as the server describes it.
    struct Show: Sendable {
        let id: String
        let name: String
        let year: Int?
        let imdb: String?
    }

    /// How it misbehaves: not at all, each page beginning with the last item of the one before,
    /// HTML for every list, or always one more full page of films.
    public enum Quirk: Sendable { case none, repeatPages, garbage, endless }

    private let server: LoopbackServer

    /// Its address, such as `http://127.0.0.1:49152`.
    public var baseURL: URL { server.baseURL }

    /// The requests received, as `path?query`.
    public var received: [String] { server.received }

    private init(server: LoopbackServer) {
        self.server = server
    }

    /// A film played on `lastPlayed` (`2024-01-05T20:00:00.0000000Z`).
    public static func film(_ id: String, title: String, year: Int, imdb: String? = nil, lastPlayed: String) -> Item {
        Item(id: id, json: [
            "Id": id, "Name": title, "Type": "Movie", "ProductionYear": year, "ProviderIds": imdb.map { ["Imdb": $0] } ?? [String: String](),
            "UserData": ["Played": true, "PlayCount": 1, "LastPlayedDate": lastPlayed] as [String: Any & Sendable],
        ], kind: "Movie")
    }

    /// An episode of the show `show` (whose id on the server is `showID`), played on `lastPlayed`.
    public static func episode(
        _ id: String, show: String, showID: String, showYear: Int? = nil, showIMDb: String? = nil, season: Int, number: Int, title: String, lastPlayed: String
    ) -> Item {
        Item(id: id, json: [
            "Id": id, "Name": title, "Type": "Episode", "SeriesId": showID, "SeriesName": show, "ParentIndexNumber": season, "IndexNumber": number,
            "ProviderIds": [String: String](), "UserData": ["Played": true, "PlayCount": 1, "LastPlayedDate": lastPlayed] as [String: Any & Sendable],
        ], kind: "Episode", show: Show(id: showID, name: show, year: showYear, imdb: showIMDb))
    }

    /// `films` films and `episodes` episodes of `episodes / 20` shows played, every tenth film
    /// played with no date.
    public static func library(films: Int, episodes: Int) -> [Item] {
        var items: [Item] = []
        for index in 0..<films {
            var data: [String: Any & Sendable] = ["Played": true, "PlayCount": 1]
            if index % 10 != 9 { data["LastPlayedDate"] = String(format: "2024-%02d-%02dT20:15:30.1234567Z", index % 12 + 1, index % 28 + 1) }
            items.append(Item(id: "m\(index)", json: [
                "Id": "m\(index)", "Name": "Film \(index)", "Type": "Movie", "ProductionYear": 1950 + index % 70,
                "ProviderIds": ["Imdb": String(format: "tt%07d", index + 1), "Tmdb": String(index + 1)], "UserData": data,
            ], kind: "Movie"))
        }
        for index in 0..<episodes {
            let show = index / 20
            items.append(Item(id: "e\(index)", json: [
                "Id": "e\(index)", "Name": "Episode \(index % 20 + 1)", "Type": "Episode", "SeriesId": "s\(show)", "SeriesName": "Show \(show)",
                "ParentIndexNumber": index % 20 / 10 + 1, "IndexNumber": index % 10 + 1, "ProviderIds": ["Tvdb": String(900_000 + index)],
                "UserData": ["Played": true, "PlayCount": 2, "LastPlayedDate": "2025-01-11T19:00:00.0000000Z"] as [String: Any & Sendable],
            ], kind: "Episode", show: Show(id: "s\(show)", name: "Show \(show)", year: 2000 + show % 20, imdb: String(format: "tt%07d", 5_000_000 + show))))
        }
        return items
    }

    /// Starts one serving `items` to `Ada` and `sam`, with the token `token` in Jellyfin's header, or Emby's with `emby`.
    public static func start(items: [Item], token: String = "secret", emby: Bool = false, quirk: Quirk = .none) async throws -> JellyfinStandIn {
        let shows = Dictionary(items.compactMap { item in item.show.map { ($0.id, $0) } }) { first, _ in first }
        let server = try await LoopbackServer.start { request in
            let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let authorized = emby
                ? request.headers[HTTPHeader("X-Emby-Token")] == token
                : request.headers[.authorization]?.contains(#"Token="\#(token)""#) == true && request.headers[HTTPHeader("X-Emby-Token")] == nil
            guard authorized else { return HTTPResponse(statusCode: .unauthorized) }
            let path = request.path.split(separator: "/").map(String.init)
            if path == ["Users"] {
                return LoopbackServer.json([["Name": "Ada", "Id": "u1"], ["Name": "sam", "Id": "u2"]])
            }
            guard path.count == 3, path[0] == "Users", path[2] == "Items" else { return HTTPResponse(statusCode: .notFound) }
            if quirk == .garbage { return HTTPResponse(statusCode: .ok, body: Data("<html>login</html>".utf8)) }
            if let ids = query["Ids"] {
                let wanted = Set(ids.split(separator: ",").map(String.init))
                let found = shows.values.filter { wanted.contains($0.id) }.sorted { $0.id < $1.id }.map { show -> [String: Any] in
                    var json: [String: Any] = ["Id": show.id, "Name": show.name, "Type": "Series", "ProviderIds": show.imdb.map { ["Imdb": $0] } ?? [:]]
                    if let year = show.year { json["ProductionYear"] = year }
                    return json
                }
                return LoopbackServer.json(["Items": found, "TotalRecordCount": found.count, "StartIndex": 0])
            }
            let kind = query["IncludeItemTypes"] ?? ""
            let played = items.filter { $0.kind == kind }
            var start = Int(query["StartIndex"] ?? "0") ?? 0
            let limit = Int(query["Limit"] ?? "100") ?? 100
            // A library that changed while it was read: each page begins with the last of the one before.
            if quirk == .repeatPages, start > 0 { start -= 1 }
            if quirk == .endless {
                // A server that always says there is more: every page full, of new films.
                let page = library(films: start + limit, episodes: 0).dropFirst(start).map(\.json)
                return LoopbackServer.json(["Items": page, "TotalRecordCount": Int(Int32.max), "StartIndex": start])
            }
            let page = Array(played.dropFirst(start).prefix(limit)).map(\.json)
            return LoopbackServer.json(["Items": page, "TotalRecordCount": played.count, "StartIndex": start])
        }
        return JellyfinStandIn(server: server)
    }

    /// Stops listening.
    public func stop() async {
        await server.stop()
    }
}
