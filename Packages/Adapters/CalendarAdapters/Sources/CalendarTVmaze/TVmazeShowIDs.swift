import Foundation
import WatchlistInterface

/// Shows' IMDb ids by TheTVDB's, from TVmaze (`/lookup/shows?thetvdb=`, which redirects to the
/// show, whose `externals.imdb` is its IMDb id), with the air dates' retries and errors: the
/// online source `import --online` asks about the shows an export names only by TheTVDB's id.
public struct TVmazeShowIDs: ShowIDLookup {
    private let source: TVmazeAirDateSource

    /// Asks through `source`'s address and HTTP client.
    public init(source: TVmazeAirDateSource) {
        self.source = source
    }

    public var name: String { source.name }

    public func imdbID(ofShowWithTVDBID tvdbID: String) async throws -> String? {
        guard let data = try await source.get("lookup/shows", query: [URLQueryItem(name: "thetvdb", value: tvdbID)]) else { return nil }
        let show = try source.decode(Found.self, from: data, path: "/lookup/shows")
        guard let id = show.externals?.imdb, id.hasPrefix("tt"), id.count > 2, id.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return id
    }

    /// The part of TVmaze's show that holds the ids of other sites.
    private struct Found: Decodable {
        struct Externals: Decodable {
            let imdb: String?
        }

        let externals: Externals?
    }
}
