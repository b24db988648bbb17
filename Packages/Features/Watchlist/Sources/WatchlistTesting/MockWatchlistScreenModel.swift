import MoviesInterface
import Observation
import WatchlistInterface

/// A ``WatchlistScreenModel`` whose state tests and dev apps set directly, and which records the
/// actions a screen asks for.
@MainActor
@Observable
public final class MockWatchlistScreenModel: WatchlistScreenModel {
    public var entries: [WatchlistEntry]
    public var profileName: String?
    public var status: ScreenStatus?
    /// The actions asked for, in order, such as `watched fixture:1 8` or `remove fixture:2`.
    public private(set) var actions: [String] = []
    /// How many times ``reload()`` ran.
    public private(set) var reloadCount = 0

    /// Creates a screen model showing `entries` for `profileName`.
    public init(entries: [WatchlistEntry] = [], profileName: String? = "dev") {
        self.entries = entries
        self.profileName = profileName
    }

    public func reload() async {
        reloadCount += 1
    }

    /// Returns at once: only a test or dev app changes this model, by setting its state.
    public func followExternalChanges() async {}

    public func markWatched(_ movieID: MovieID, rating: Int?) async {
        actions.append("watched \(movieID) \(rating.map(String.init) ?? "-")")
    }

    public func remove(_ movieID: MovieID) async {
        actions.append("remove \(movieID)")
    }
}
