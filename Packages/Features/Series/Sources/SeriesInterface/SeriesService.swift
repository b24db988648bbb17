import WatchlistInterface

/// What the commands, the screen, the web page and other features use: the signed-in
/// profile's series. What needs a profile throws `AuthError.notLoggedIn` when no one is
/// signed in.
public protocol SeriesService: Sendable {
    /// Series whose title matches `text`, best first.
    func search(_ text: String, limit: Int) async throws -> [Series]
    /// The series `reference` names (an id, or a title that names one series) with its
    /// episodes and, when someone is signed in, their viewings of it and their rating of it.
    /// - Throws: ``SeriesError`` when it names none or several.
    func show(_ reference: String) async throws -> (details: SeriesDetails, viewings: [EpisodeViewing], rating: SeriesRating?)
    /// Follows the series; answers whether it was not followed before.
    func follow(_ reference: String) async throws -> (series: Series, followed: Bool)
    /// Stops following the series; its viewings and its rating are kept unless
    /// `forgettingViewings`. Answers how many viewings were removed.
    func unfollow(_ reference: String, forgettingViewings: Bool) async throws -> (series: Series, removedViewings: Int)
    /// Records one viewing of each episode `selection` picks from the series `reference`
    /// names, or of the episode it names when `selection` is nil, on `day` (today when nil),
    /// and follows the series. Nothing is recorded when any episode is missing.
    /// - Throws: ``SeriesError`` for a season or episode the series does not have, or a
    ///   series with no selection.
    func markWatched(_ reference: String, _ selection: EpisodeSelection?, on day: CalendarDay?, rating: Int?) async throws -> [EpisodeViewing]
    /// Rates the whole series `reference` names `rating` (1 to 10) on `day` (today when nil),
    /// replacing the profile's rating of it. The series is not followed for it.
    /// - Throws: ``SeriesError`` for a rating outside 1–10 or a day after today.
    func rate(_ reference: String, rating: Int, on day: CalendarDay?) async throws -> (series: Series, rating: SeriesRating)
    /// Removes the profile's rating of the whole series; answers whether it had one.
    func removeRating(_ reference: String) async throws -> (series: Series, removed: Bool)
    /// For each followed series not finished, the episode to watch next.
    func upNext() async throws -> [UpNextItem]
    /// Every followed series with its progress, in the order they were followed.
    func followed() async throws -> [SeriesProgress]
    /// Every followed series in the order they were followed, with the numbered episodes the
    /// profile watched of it: no catalog is read, for a reader that needs no progress (the
    /// calendar, which marks what was watched).
    func followedWithWatched() async throws -> [(series: Series, watched: Set<EpisodeNumber>)]
    /// Every episode viewing, newest first: by the day watched, then the latest recorded.
    func history() async throws -> [EpisodeViewing]
    /// Every series followed, in order, then every other series watched, then every other
    /// series rated, each with its rating and all its viewings: what the lossless export keeps.
    func archive() async throws -> [ArchivedSeries]
    /// Follows the series `archived` follows, rates those the profile has not rated, and
    /// records the viewings the profile lacks (a viewing already kept, as often as it is kept,
    /// is not added again); with `dryRun`, only counts.
    func restore(_ archived: [ArchivedSeries], dryRun: Bool) async throws -> SeriesRestore
    /// Takes back what a restore added (its ``SeriesRestore/added``), where it is still as the
    /// restore left it: its viewings, its ratings while they are unchanged, and the series it
    /// followed when nothing else is left of them (no viewing, no rating); with `dryRun`, only
    /// counts.
    func takeBack(_ added: [ArchivedSeries], dryRun: Bool) async throws -> SeriesTakeBack
}
