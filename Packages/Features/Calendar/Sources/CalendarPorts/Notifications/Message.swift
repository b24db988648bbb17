import CalendarInterface
import Foundation
import WatchlistInterface

/// A message to a target: an episode that aired, a day's digest, or a test. It is kept in the
/// queue as it was made, so a retry sends the same words.
public struct Message: Hashable, Sendable, Codable {
    /// What it is about.
    public enum Kind: String, Sendable, Codable {
        case episode, digest, test
    }

    /// What makes it once a target: `episode:SOURCEID-IMDB`, `digest:YYYY-MM-DD`.
    public let key: String
    /// What it is about.
    public let kind: Kind
    /// Its title, one line.
    public let title: String
    /// Its text.
    public let body: String
    /// The episodes it is about, for targets that take structured data (webhooks).
    public let episodes: [Episode]

    /// Creates one.
    public init(key: String, kind: Kind, title: String, body: String, episodes: [Episode]) {
        self.key = key
        self.kind = kind
        self.title = title
        self.body = body
        self.episodes = episodes
    }

    /// An episode as a message carries it.
    public struct Episode: Hashable, Sendable, Codable {
        public let showID: String
        public let show: String
        public let season: Int
        public let number: Int?
        public let title: String
        public let airDate: String
        public let airTime: Date?
        public let network: String?

        /// The episode's fields.
        public init(_ episode: AiringEpisode) {
            showID = episode.showID.description
            show = episode.showTitle
            season = episode.season
            number = episode.number
            title = episode.title
            airDate = episode.airDate.description
            airTime = episode.airTime
            network = episode.network
        }
    }
}

/// Where a message goes: a target's kind, address and token.
public struct TargetAddress: Hashable, Sendable {
    public let kind: TargetKind
    public let address: URL
    public let token: String?

    /// Creates one.
    public init(kind: TargetKind, address: URL, token: String?) {
        self.kind = kind
        self.address = address
        self.token = token
    }
}

/// Sends messages over HTTP in each service's shape: CalendarAdapters' HTTPMessageDelivery,
/// under the operator's address policy; a recording one in CalendarTesting.
public protocol MessageDelivery: Sendable {
    /// Checks that `target` could take messages: its address's scheme and shape, its token,
    /// and a literal IP address against the operator's policy.
    /// - Throws: ``NotificationError/invalidTarget(_:)``, or ``NotificationError/notAllowed(_:)``
    ///   for a numeric address the policy refuses.
    func check(_ target: NewTarget) throws
    /// Sends `message` to `target`.
    /// - Throws: ``NotificationError/deliveryFailed(_:)`` with what went wrong.
    func deliver(_ message: Message, to target: TargetAddress) async throws
}
