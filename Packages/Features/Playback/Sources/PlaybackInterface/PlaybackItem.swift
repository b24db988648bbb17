/// One item of the Playback feature.
public struct PlaybackItem: Hashable, Sendable, Codable {
    /// Its number, from 1, in the order the items were added.
    public let number: Int
    /// What the item says.
    public let text: String

    /// Creates an item.
    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}
