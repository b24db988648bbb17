/// What a catalog's part of another kind than films says of a built catalog, in its own
/// words (Series': `Series` `1,234, with 5,678 episodes` in `catalog status`, `1,234 series
/// with 5,678 episodes` after a build).
public struct IMDbCatalogPartSummary: Sendable, Equatable {
    /// The heading of its line of `catalog status` (`Series`).
    public let heading: String
    /// The line's value (`1,234, with 5,678 episodes`).
    public let value: String
    /// What the end of a build says (`1,234 series with 5,678 episodes`).
    public let phrase: String

    /// Creates one.
    public init(heading: String, value: String, phrase: String) {
        self.heading = heading
        self.value = value
        self.phrase = phrase
    }
}
