/// Ratings run from 1 to 10.
public enum Rating {
    /// The allowed ratings.
    public static let range = 1...10

    /// `rating` if it is allowed.
    /// - Throws: ``WatchlistError/ratingOutOfRange(_:)`` otherwise.
    public static func validated(_ rating: Int) throws(WatchlistError) -> Int {
        guard range.contains(rating) else { throw .ratingOutOfRange(rating) }
        return rating
    }
}
