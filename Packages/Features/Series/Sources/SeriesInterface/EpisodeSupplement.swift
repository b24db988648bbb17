import WatchlistInterface

/// Episodes another feature knows of that the catalog may lack: IMDb's datasets list a show's
/// new episodes days or weeks after they air, while the calendar's source has them at once.
/// An extension point: the Series feature adds the episodes that have aired to what its
/// catalog says of a series, so that they are shown, counted and marked watched; a viewing
/// is kept by season and number, so it is the same episode once the catalog has it.
public protocol EpisodeSupplement: Sendable {
    /// The numbered episodes of each series of `ids` that aired on or before `day`, by series
    /// and then season and number; those without a season or number are left out, and a
    /// series it knows nothing of is missing.
    func episodes(of ids: [TitleID], airedBy day: CalendarDay) async throws -> [TitleID: [Episode]]
}
