import AuthInterface
import ScrobblingInterface

/// What the hooks page's backfill did, or with a dry run would do: a media server's plays
/// read and imported for a profile, as the server's composition does it (``HookBackfill``).
public struct BackfillOutcome: Sendable, Equatable {
    /// What was imported of one kind of title other than films (series).
    public struct Other: Sendable, Equatable {
        /// The kind, `series`.
        public let kind: String
        /// Titles followed, and viewings recorded.
        public let followed: Int, viewingsAdded: Int

        /// Creates one.
        public init(kind: String, followed: Int, viewingsAdded: Int) {
            self.kind = kind
            self.followed = followed
            self.viewingsAdded = viewingsAdded
        }
    }

    /// How many plays were read.
    public let read: Int
    /// Films added to the list, and their viewings recorded.
    public let filmsAdded: Int, filmViewingsAdded: Int
    /// The other kinds' part.
    public let others: [Other]
    /// The plays nothing matched, as a person reads them: `"A Film Nobody Made" (2011): not found`.
    public let unmatched: [String]

    /// Creates one.
    public init(read: Int, filmsAdded: Int, filmViewingsAdded: Int, others: [Other], unmatched: [String]) {
        self.read = read
        self.filmsAdded = filmsAdded
        self.filmViewingsAdded = filmViewingsAdded
        self.others = others
        self.unmatched = unmatched
    }
}

/// Reads `account`'s plays and imports them for the profile (with `dryRun`, says what it
/// would do): the server's composition makes it from the lists and the series it has.
/// - Throws: ``PlayHistoryError`` when the server cannot be read; nothing is imported then.
public typealias HookBackfill = @Sendable (_ profile: Profile, _ account: MediaServerAccount, _ dryRun: Bool) async throws -> BackfillOutcome
