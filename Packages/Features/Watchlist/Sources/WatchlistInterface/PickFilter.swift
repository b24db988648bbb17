import MoviesInterface

/// What a film picked from the unwatched part of the list must be. A film whose detail a
/// filter needs and is not known is left out.
public struct PickFilter: Hashable, Sendable {
    /// A genre it must have, compared without regard to case.
    public var genre: String?
    /// The longest running time, in minutes.
    public var maximumRuntime: Int?
    /// The years it may come from.
    public var years: ClosedRange<Int>?

    /// Creates a filter; with no arguments, every unwatched film passes.
    public init(genre: String? = nil, maximumRuntime: Int? = nil, years: ClosedRange<Int>? = nil) {
        self.genre = genre
        self.maximumRuntime = maximumRuntime
        self.years = years
    }
}

/// A film that ``PickFilter`` admitted, with the details known of it.
public struct PickCandidate: Hashable, Sendable {
    /// The film on the list.
    public let entry: WatchlistEntry
    /// Its details, when stored.
    public let movie: Movie?

    /// Creates a candidate.
    public init(entry: WatchlistEntry, movie: Movie?) {
        self.entry = entry
        self.movie = movie
    }
}
