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
    /// Viewings that were on the list already, on the same day, as another source recorded
    /// them: the fields they add merged into the stored ones, not a second row.
    public var viewingsMerged = 0
    /// Films whose note differed from the stored one; the one added later was kept.
    public var conflicts = 0
    /// Rows of another service's export left out: about what this program does not track, or
    /// with nothing it keeps (a dropped title, a play with no day and no rating).
    public var skipped = 0
    /// What the export holds that this program does not keep (``ServiceHistory/leftOut``).
    public var leftOut: [String] = []
    /// The service whose export the file was read as (`Simkl`), when it was another service's.
    public var readAs: String?
    /// The other formats, by the names `import` takes, that could have read the file
    /// (``ServiceHistory/otherFormats``).
    public var otherFormats: [String] = []
    /// The import's number among the profile's, which `imports undo` takes; nil for a dry run
    /// and for an import that changed nothing, which is not remembered.
    public var number: Int?
    /// Rows that no film in the catalog matched, and ones that several matched: not imported,
    /// never guessed.
    public var unmatched: [UnmatchedRow] = []

    /// Rows that no film matched.
    public var notFound: Int { unmatched.count { $0.problem == .notFound } }
    /// Rows that several films matched.
    public var ambiguous: Int { unmatched.count { $0.problem == .ambiguous } }

    /// Nothing done yet.
    public init() {}
}
