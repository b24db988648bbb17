import FlyingFox
import Foundation

/// A Plex Media Server on 127.0.0.1, for tests and benchmarks, answering in its API's JSON shapes: `/accounts`, the
/// watch history of an account a page at a time, and `/library/metadata/{keys}` with each
/// item's `Guid`s. It checks `X-Plex-Token`. Its plays: films, episodes of shows of twenty
/// episodes, every fifth film watched again, the first film matched by an older agent (its
/// id only in `guid`), and the last play of an item gone from the library.
public final class PlexStandIn: Sendable {
    private let server: LoopbackServer

    /// Its address, such as `http://127.0.0.1:49152`.
    public var baseURL: URL { server.baseURL }

    /// The paths asked, with their queries.
    public var received: [String] { server.received }

    private init(server: LoopbackServer) {
        self.server = server
    }

    /// Starts one whose account `Ada` played `films` films and `episodes` episodes, with the token `token`.
    public static func start(films: Int, episodes: Int, token: String = "plex-token") async throws -> PlexStandIn {
        var plays: [[String: Any & Sendable]] = []
        var second = 1_700_000_000
        for index in 0..<films {
            for time in 0..<(index % 5 == 0 ? 2 : 1) {
                second += 3_600
                plays.append([
                    "historyKey": "/status/sessions/history/\(plays.count + 1)", "ratingKey": "m\(index)", "key": "/library/metadata/m\(index)", "type": "movie",
                    "title": "Film \(index)", "originallyAvailableAt": "\(1950 + index % 70)-05-01", "viewedAt": second + time, "accountID": 1,
                ])
            }
        }
        for index in 0..<episodes {
            second += 3_600
            plays.append([
                "historyKey": "/status/sessions/history/\(plays.count + 1)", "ratingKey": "e\(index)", "grandparentRatingKey": "s\(index / 20)", "type": "episode",
                "title": "Episode \(index % 20 + 1)", "grandparentTitle": "Show \(index / 20)", "parentIndex": index % 20 / 10 + 1, "index": index % 10 + 1,
                "viewedAt": second, "accountID": 1,
            ])
        }
        second += 3_600
        plays.append(["historyKey": "/status/sessions/history/\(plays.count + 1)", "ratingKey": "gone", "type": "movie", "title": "Casablanca", "year": 1942, "viewedAt": second, "accountID": 1])
        plays.append(["historyKey": "/status/sessions/history/\(plays.count + 1)", "ratingKey": "m0", "type": "movie", "title": "Film 0", "viewedAt": second, "accountID": 4242424])
        let history = plays
        let server = try await LoopbackServer.start { request in
            let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            guard request.headers[HTTPHeader("X-Plex-Token")] == token else { return HTTPResponse(statusCode: .unauthorized) }
            let path = request.path.split(separator: "/").map(String.init)
            switch path.first {
            case "accounts":
                return LoopbackServer.json(["MediaContainer": ["size": 3, "Account": [["id": 0, "name": ""], ["id": 1, "name": "Ada"], ["id": 4242424, "name": "sam"]]]])
            case "status":
                let mine = history.filter { ($0["accountID"] as? Int).map(String.init) == query["accountID"] }
                let start = Int(query["X-Plex-Container-Start"] ?? "0") ?? 0
                let size = Int(query["X-Plex-Container-Size"] ?? "50") ?? 50
                let page = Array(mine.dropFirst(start).prefix(size))
                return LoopbackServer.json(["MediaContainer": ["size": page.count, "totalSize": mine.count, "offset": start, "Metadata": page]])
            case "library" where path.count == 3:
                let items = path[2].split(separator: ",").map(String.init).filter { $0 != "gone" }.map { key -> [String: Any] in
                    let number = Int(key.dropFirst()) ?? 0
                    switch key.first {
                    case "m" where number == 0: return ["ratingKey": key, "guid": "com.plexapp.agents.imdb://tt0111161?lang=en"]
                    case "m": return ["ratingKey": key, "guid": "plex://movie/\(key)", "Guid": [["id": String(format: "imdb://tt%07d", number + 1)], ["id": "tmdb://\(number + 1)"]]]
                    case "e": return ["ratingKey": key, "Guid": [["id": "tvdb://\(900_000 + number)"]]]
                    default: return ["ratingKey": key, "Guid": [["id": String(format: "imdb://tt%07d", 5_000_000 + number)]]]
                    }
                }
                return LoopbackServer.json(["MediaContainer": ["size": items.count, "Metadata": items]])
            default:
                return HTTPResponse(statusCode: .notFound)
            }
        }
        return PlexStandIn(server: server)
    }

    /// Stops listening.
    public func stop() async {
        await server.stop()
    }
}
