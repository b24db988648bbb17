/// Ratings run from 1 to 10.
public enum Rating {
    /// The allowed ratings; outside them, ``WatchlistError/ratingOutOfRange(_:)``.
    public static let range = 1...10
}
