/// What an import did, or, for a dry run, would do.
public struct ImportSummary: Hashable, Sendable {
    /// Films that were not on the list.
    public var added = 0
    /// Films on the list that changed: a newer note, or viewings the list did not have.
    public var updated = 0
    /// Films already on the list as imported.
    public var unchanged = 0
    /// Viewings recorded, for new and existing films.
    public var viewingsAdded = 0
    /// Films whose note differed from the stored one; the one added later was kept.
    public var conflicts = 0

    /// Nothing done yet.
    public init() {}
}
