import PlaybackInterface

/// An item, as `GET /v1/playback` lists them and `POST /v1/playback` answers the one it added.
public struct PlaybackItemDocument: Codable, Sendable, Equatable {
    /// Its number, from 1, in the order the items were added.
    public let number: Int
    /// What it says.
    public let text: String

    /// The document of `item`.
    public init(_ item: PlaybackItem) {
        number = item.number
        text = item.text
    }

    /// The item it describes.
    public var item: PlaybackItem { PlaybackItem(number: number, text: text) }
}

/// The body of `POST /v1/playback`: the new item's text.
public struct NewPlaybackItemDocument: Codable, Sendable, Equatable {
    /// The text, trimmed by the server.
    public let text: String

    /// A request to add an item saying `text`.
    public init(text: String) {
        self.text = text
    }
}
