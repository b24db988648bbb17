/// Which catalog a movie comes from. It prefixes movie ids, so ids from two catalogs
/// never collide in the database: `offline:12` and `tmdb:12` are different movies.
public struct CatalogSource: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    /// Creates a source from its id prefix: lower-case letters only.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, rawValue.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return nil }
        self.rawValue = rawValue
    }

    private init(known: String) { rawValue = known }

    /// The catalog embedded in the app, which works offline.
    public static let offline = CatalogSource(known: "offline")
    /// The Movie Database (TMDB), online.
    public static let tmdb = CatalogSource(known: "tmdb")
    /// The catalog built from IMDb's datasets; its ids are IMDb's own: `imdb:tt0068646`.
    public static let imdb = CatalogSource(known: "imdb")

    public var description: String { rawValue }
}
