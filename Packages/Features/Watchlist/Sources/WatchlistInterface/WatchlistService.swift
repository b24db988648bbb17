import AuthInterface
import MoviesInterface

/// The signed-in profile's watchlist and its viewings, kept on this machine or on a server: a
/// command never knows which. Every call throws `AuthError.notLoggedIn` when no one is
/// signed in. Exports and imports are ``WatchlistArchiving``'s; statistics and picks, which
/// need the films' stored details, ``WatchlistInsights``'.
public protocol WatchlistService: Sendable {
    /// Who is signed in, or `nil`.
    func currentProfile() async throws -> Profile?
    /// Loads the movie (storing it locally) and adds it; adding twice changes nothing.
    /// Returns the entry and whether it was new.
    func add(_ movieID: MovieID, note: String?) async throws -> (entry: WatchlistEntry, added: Bool)
    /// Removes the movie and its viewings.
    /// - Throws: ``WatchlistError/notOnList(_:)`` if it is not on the list.
    func remove(_ movieID: MovieID) async throws
    /// Records a viewing of a movie: on `day` (today when `nil`), with an optional rating from
    /// 1 to 10 and review. Watching again records another viewing. A movie not on the list is
    /// put on it first, watched, as people log what they just saw without listing it first.
    /// Returns the entry as it is now, and whether this viewing put the movie on the list.
    /// - Throws: ``WatchlistError`` when the rating is out of range or the day is after today;
    ///   the catalog's error for a movie it does not have.
    func markWatched(_ movieID: MovieID, on day: CalendarDay?, rating: Int?, review: String?) async throws -> (entry: WatchlistEntry, listed: Bool)
    /// The list, filtered and sorted.
    func entries(filter: WatchlistFilter, sort: WatchlistSort) async throws -> [WatchlistEntry]
    /// Every viewing, newest first.
    func history() async throws -> [Viewing]
    /// The list of the profile `name`, shared with the signed-in profile. Reading it needs a
    /// share; changing it, a read-write one. Calls on it throw
    /// ``WatchlistError/notSharedWithYou(_:)`` without one (also when there is no such
    /// profile, so that names are not revealed), and ``WatchlistError/readOnlyShare(_:)`` for
    /// a change through a read-only share. Imports and exports act on your own list only.
    func sharedList(of name: String) -> any WatchlistService
    /// Parses a movie id typed by a person.
    func movieID(parsing text: String) throws -> MovieID
}

/// Exports and imports of the signed-in profile's own list, on this machine or on a server.
public protocol WatchlistArchiving: Sendable {
    /// Everything on the list, for an export: films in the order added, each with its
    /// viewings in the order recorded.
    func archive() async throws -> [ArchivedMovie]
    /// Imports `films`, read from `source`, into the list in one transaction (see
    /// ``ImportSummary`` for what is counted); importing the same films again changes nothing.
    /// An import that changes something is remembered (``imports()``), so that it can be taken
    /// back, with `others`: what the same import brought of other kinds, already imported by
    /// their features. With `dryRun`, only says what it would do.
    func importArchive(_ films: [ArchivedMovie], from source: ImportSource, others: [OtherImportSummary], dryRun: Bool) async throws -> ImportSummary
    /// Imports another service's history: each row is matched to a film of the catalog (by
    /// id first, then by exact title and year; never guessed), the films' details are stored,
    /// and the films merge as ``importArchive(_:from:others:dryRun:)`` merges them, in one transaction,
    /// remembered as an import of the service and the files its rows came from, with `others`.
    /// Rows not matched come back in the summary, unimported. `progress` hears how many rows
    /// of how many have been matched.
    /// - Throws: ``ArchiveFileError/invalidRow(_:reason:)`` for a viewing after today, before
    ///   anything is imported.
    func importHistory(
        _ history: ServiceHistory, others: [OtherImportSummary], dryRun: Bool, progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
    ) async throws -> ImportSummary
    /// The profile's imports that changed something, newest first, taken back or not.
    func imports() async throws -> [ImportRecord]
    /// Takes back the import `number`: removes what it added and restores what it changed,
    /// where each is still as the import left it; what came later from elsewhere stays. In one
    /// transaction, which marks it taken back, so that two undos at once take it back once.
    /// Then what it brought of other kinds is taken back through `others`, the features that
    /// track them; a server's list takes those back with the server's own, and ignores
    /// `others`. With `dryRun`, only says what it would do.
    /// - Throws: ``WatchlistError/noSuchImport(_:)``, ``WatchlistError/importAlreadyUndone(_:)``.
    func undoImport(_ number: Int, others: [any OtherTitleArchiving], dryRun: Bool) async throws -> UndoSummary
}

extension WatchlistArchiving {
    /// Imports `films`, read from `source`, with nothing of other kinds beside them.
    public func importArchive(_ films: [ArchivedMovie], from source: ImportSource, dryRun: Bool) async throws -> ImportSummary {
        try await importArchive(films, from: source, others: [], dryRun: dryRun)
    }

    /// Imports another service's history of films, with nothing of other kinds beside them.
    public func importHistory(
        _ history: ServiceHistory, dryRun: Bool, progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
    ) async throws -> ImportSummary {
        try await importHistory(history, others: [], dryRun: dryRun, progress: progress)
    }

    /// Takes back import `number` of a list with no titles of other kinds beside its films.
    public func undoImport(_ number: Int, dryRun: Bool) async throws -> UndoSummary {
        try await undoImport(number, others: [], dryRun: dryRun)
    }
}

/// Figures computed from the stored details of the films on the list (directors, genres,
/// runtimes). The details stay where the films were stored, so only this machine's list
/// answers; a server's list has no such service.
public protocol WatchlistInsights: Sendable {
    /// What the history adds up to, in `year` or for all time; directors and genres come
    /// from the details stored of each film.
    func statistics(year: Int?) async throws -> WatchlistStatistics
    /// The films not watched yet that `filter` admits, in the order added.
    func pickCandidates(_ filter: PickFilter) async throws -> [PickCandidate]
}
