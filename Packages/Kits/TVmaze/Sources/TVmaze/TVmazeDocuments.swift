/// A show as TVmaze's API documents it (`/shows/{id}`, `/lookup/shows`): the fields read, the
/// others ignored.
public struct TVmazeShow: Decodable, Sendable, Equatable {
    /// A broadcast network or a streaming service.
    public struct Channel: Decodable, Sendable, Equatable {
        public let name: String
    }

    /// The ids other sites give the show.
    public struct Externals: Decodable, Sendable, Equatable {
        public let imdb: String?
    }

    public let id: Int
    public let name: String
    /// The broadcast network, for a show on television.
    public let network: Channel?
    /// The streaming service, for a show on the web.
    public let webChannel: Channel?
    /// When TVmaze last changed the show, in seconds since 1970.
    public let updated: Int?
    /// Its poster's sizes.
    public let image: TVmazeImage?
    public let externals: Externals?
}

/// An episode as `/shows/{id}/episodes?specials=1` documents it.
public struct TVmazeEpisode: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String?
    public let season: Int
    /// Nil for a special.
    public let number: Int?
    /// `YYYY-MM-DD` where it airs; empty or missing while unannounced.
    public let airdate: String?
    /// `HH:MM` where it airs; empty when only the day is known.
    public let airtime: String?
    /// The moment, ISO 8601 with an offset; TVmaze gives one even when only the day is known.
    public let airstamp: String?
    public let runtime: Int?
    /// Its still's sizes.
    public let image: TVmazeImage?
}

/// An image as TVmaze names its sizes: absolute addresses on its image server.
public struct TVmazeImage: Decodable, Sendable, Equatable {
    public let medium: String?
    public let original: String?
}
