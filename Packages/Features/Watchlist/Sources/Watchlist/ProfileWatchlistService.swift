import AuthInterface
import Foundation
import MoviesInterface
import WatchlistInterface
import WatchlistPorts

/// ``WatchlistService`` for the signed-in profile's list, or for a list shared with it. Movies
/// are loaded through `MovieService`, which stores them locally (catalog in, repository out); entries
/// keep the title and year so the list shows without the catalog. The movie service is made
/// only when a call needs a movie or an id, so listing never loads a catalog.
public struct ProfileWatchlistService: WatchlistService, WatchlistArchiving, WatchlistInsights {
    private let profiles: any CurrentProfileProviding
    // The stores and the clock are internal, not private: the archive's and the insights' calls
    // are extensions in files of their own.
    let makeMovies: @Sendable () throws -> any MovieService
    let repository: any WatchlistRepository
    let makeStoredMovies: @Sendable () throws -> any StoredMovies
    private let sharing: SharedListAccess
    /// The owner's name of the shared list this service acts on; `nil` for one's own list.
    private var sharedOwner: String?
    let now: @Sendable () -> Date

    /// Creates the service; `movies` makes the movie service when first needed in a call,
    /// `storedMovies` the store of the movies' details (read by `statistics` and
    /// `pickCandidates`, which never go to a catalog), `directory` and `shares` find the
    /// lists shared with the profile, and `now` is the clock for added dates and for today's day.
    public init(
        profiles: any CurrentProfileProviding,
        movies: @escaping @Sendable () throws -> any MovieService,
        storedMovies: @escaping @Sendable () throws -> any StoredMovies,
        directory: any ProfileDirectory,
        shares: any ListShareRepository,
        repository: any WatchlistRepository,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.profiles = profiles
        makeMovies = movies
        makeStoredMovies = storedMovies
        self.repository = repository
        sharing = SharedListAccess(directory: directory, shares: shares)
        sharedOwner = nil
        self.now = now
    }

    private init(sharing owner: String, of service: ProfileWatchlistService) {
        self = service
        sharedOwner = owner
    }

    public func sharedList(of name: String) -> any WatchlistService {
        ProfileWatchlistService(sharing: name, of: self)
    }

    public func currentProfile() async throws -> Profile? {
        try await profiles.currentProfile()
    }

    public func add(_ movieID: MovieID, note: String?) async throws -> (entry: WatchlistEntry, added: Bool) {
        let owner = try await listOwner(toChange: true)
        if let existing = try await repository.entry(movieID, for: owner) {
            return (existing, false)
        }
        let movie = try await makeMovies().movie(movieID)
        let trimmedNote = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        let entry = WatchlistEntry(
            movieID: movie.id, title: movie.title, year: movie.year,
            note: trimmedNote?.isEmpty == false ? trimmedNote : nil, addedAt: now()
        )
        let added = try await repository.add(entry, for: owner)
        return (entry, added)
    }

    public func remove(_ movieID: MovieID) async throws {
        guard try await repository.remove(movieID, for: try await listOwner(toChange: true)) else { throw WatchlistError.notOnList(movieID) }
    }

    public func markWatched(_ movieID: MovieID, on day: CalendarDay?, rating: Int?, review: String?) async throws -> (entry: WatchlistEntry, listed: Bool) {
        if let rating, !Rating.range.contains(rating) { throw WatchlistError.ratingOutOfRange(rating) }
        let today = CalendarDay(containing: now())
        let day = day ?? today
        guard day <= today else { throw WatchlistError.watchedInTheFuture(day, today: today) }
        let trimmedReview = review?.trimmingCharacters(in: .whitespacesAndNewlines)
        let kept = trimmedReview?.isEmpty == false ? trimmedReview : nil
        let owner = try await listOwner(toChange: true)
        if let entry = try await repository.addViewing(of: movieID, on: day, rating: rating, review: kept, for: owner) {
            return (entry, false)
        }
        // Not on the list: put it on, as `add` does (the catalog's details stored), then record.
        let movie = try await makeMovies().movie(movieID)
        let listed = try await repository.add(
            WatchlistEntry(movieID: movie.id, title: movie.title, year: movie.year, note: nil, addedAt: now()), for: owner
        )
        guard let entry = try await repository.addViewing(of: movieID, on: day, rating: rating, review: kept, for: owner) else {
            throw WatchlistError.notOnList(movieID)
        }
        return (entry, listed)
    }

    public func entries(filter: WatchlistFilter, sort: WatchlistSort) async throws -> [WatchlistEntry] {
        sort.sorted(try await repository.entries(for: try await listOwner(toChange: false)).filter(filter.includes))
    }

    public func history() async throws -> [Viewing] {
        try await repository.viewings(for: try await listOwner(toChange: false))
    }

    public func movieID(parsing text: String) throws -> MovieID {
        try makeMovies().movieID(parsing: text)
    }

    /// The signed-in profile, or ``AuthError/notLoggedIn``.
    func signedIn() async throws -> Profile {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile
    }

    /// The signed-in profile, for what acts only on one's own list.
    func ownList() async throws -> Profile {
        guard sharedOwner == nil else { throw WatchlistError.ownListOnly }
        return try await signedIn()
    }

    /// The id of the list this service acts on, once the share allows what is asked.
    func listOwner(toChange: Bool) async throws -> Profile.ID {
        let profile = try await signedIn()
        guard let sharedOwner else { return profile.id }
        return try await sharing.owner(named: sharedOwner, reader: profile, toChange: toChange)
    }
}
