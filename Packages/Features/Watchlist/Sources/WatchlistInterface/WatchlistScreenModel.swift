import Observation
import MoviesInterface

/// The watchlist screen's state and actions (an observed dependency known only by its protocol). The screen
/// knows only this protocol and re-renders when the observable state changes.
@MainActor
public protocol WatchlistScreenModel: AnyObject, Observable {
    /// The entries on show.
    var entries: [WatchlistEntry] { get }
    /// Who is signed in, if anyone.
    var profileName: String? { get }
    /// The outcome of the last action, for the status line.
    var status: ScreenStatus? { get }
    /// Loads the list again.
    func reload() async
    /// Keeps the state current with changes made elsewhere (another process) until the
    /// calling task is cancelled; a screen runs it for as long as it is on show. Returns at
    /// once for a model that nothing outside can change.
    func followExternalChanges() async
    /// Records a viewing of an entry today, with an optional rating.
    func markWatched(_ movieID: MovieID, rating: Int?) async
    /// Removes an entry.
    func remove(_ movieID: MovieID) async
}

/// A message for the status line.
public struct ScreenStatus: Equatable, Sendable {
    /// The text.
    public let message: String
    /// Whether it reports a problem.
    public let isProblem: Bool

    /// Creates a status.
    public init(_ message: String, isProblem: Bool = false) {
        self.message = message
        self.isProblem = isProblem
    }
}
