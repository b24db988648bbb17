/// What taking back an import did to titles of another kind (series and their episodes), or,
/// for a dry run, would do.
public struct OtherUndoSummary: Hashable, Sendable, Codable {
    /// The kind (`series`).
    public let kind: String
    /// Titles the import followed that are followed no more.
    public let unfollowed: Int
    /// Titles the import followed that stay followed, for something came to them later (a
    /// viewing, a rating): only what the import gave them is removed.
    public let kept: Int
    /// Ratings of whole titles it added that were removed.
    public let ratingsRemoved: Int
    /// Viewings it added that were removed.
    public let viewingsRemoved: Int
    /// What it added that is no longer as it left it (removed or changed since): left as it is.
    public let changedSince: Int

    /// Creates one.
    public init(kind: String, unfollowed: Int, kept: Int, ratingsRemoved: Int, viewingsRemoved: Int, changedSince: Int) {
        self.kind = kind
        self.unfollowed = unfollowed
        self.kept = kept
        self.ratingsRemoved = ratingsRemoved
        self.viewingsRemoved = viewingsRemoved
        self.changedSince = changedSince
    }
}
