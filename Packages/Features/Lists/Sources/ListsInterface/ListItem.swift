/// A title on a list, at its place.
public struct ListItem: Hashable, Sendable, Codable {
    /// Its place on the list, from 1.
    public let position: Int
    /// The title's IMDb id (`tt0068646`): a film's or a series'.
    public let titleID: String
    /// The person's note on it; empty when none.
    public let note: String

    /// Creates one.
    public init(position: Int, titleID: String, note: String) {
        self.position = position
        self.titleID = titleID
        self.note = note
    }
}
