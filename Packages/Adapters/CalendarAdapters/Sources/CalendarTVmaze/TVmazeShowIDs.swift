import Foundation
import TVmaze
import WatchlistInterface

/// Shows' IMDb ids by TheTVDB's, from TVmaze (`/lookup/shows?thetvdb=`, whose show's
/// `externals.imdb` is its IMDb id), with the air dates' retries and errors: the online source
/// `import --online` asks about the shows an export names only by TheTVDB's id.
public struct TVmazeShowIDs: TitleIDLookup {
    private let source: TVmazeAirDateSource

    /// Asks through `source`'s client.
    public init(source: TVmazeAirDateSource) {
        self.source = source
    }

    public var name: String { source.name }

    public func imdbID(ofTVDBID tvdbID: String) async throws -> String? {
        let show = try await source.asking { () throws(TVmazeError) in try await source.client.show(tvdbID: tvdbID) }
        guard let id = show?.externals?.imdb, id.hasPrefix("tt"), id.count > 2, id.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return id
    }
}
