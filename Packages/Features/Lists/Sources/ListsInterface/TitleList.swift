/// One of a profile's named lists of films and series, kept in the order the person gives.
public struct TitleList: Hashable, Sendable, Codable {
    /// Its name, unique among the profile's lists (letter case aside).
    public let name: String
    /// What the list is for, in the person's words; empty when none was given.
    public let description: String
    /// How many titles are on it.
    public let count: Int

    /// Creates one.
    public init(name: String, description: String, count: Int) {
        self.name = name
        self.description = description
        self.count = count
    }
}
