/// An actor in a movie and the part they play.
public struct CastMember: Hashable, Sendable, Codable {
    /// The actor's name.
    public let name: String
    /// The character they play; empty when unknown.
    public let character: String

    /// Creates a cast member.
    public init(name: String, character: String) {
        self.name = name
        self.character = character
    }
}
