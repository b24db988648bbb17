import Foundation
import SeriesInterface

/// Where each profile's followed series and episode viewings are kept: SQLite and PostgreSQL
/// in SeriesAdapters, memory in SeriesTesting. SeriesTesting's ``SeriesRepositoryContract``
/// says what each must do. Profiles never see each other's.
public protocol SeriesRepository: Sendable {
    /// Follows `series` for `profile`; false when it was followed already (nothing changes).
    func follow(_ series: Series, at date: Date, for profile: UUID) async throws -> Bool
    /// Stops following; false when it was not followed. With `forgettingViewings`, removes
    /// its viewings too and answers how many.
    func unfollow(_ seriesID: TitleID, forgettingViewings: Bool, for profile: UUID) async throws -> (unfollowed: Bool, removedViewings: Int)
    /// The followed series, in the order they were followed.
    func followed(for profile: UUID) async throws -> [FollowedSeries]
    /// Keeps `viewings`, all at once or none.
    func record(_ viewings: [EpisodeViewing], for profile: UUID) async throws
    /// The viewings, of one series or of all, in the order they were recorded.
    func viewings(of seriesID: TitleID?, for profile: UUID) async throws -> [EpisodeViewing]
    /// The places of the regular episodes watched (season 1 on, numbered), by series: all
    /// that progress and Up Next read of the viewings, without their titles and days.
    func watchedPlaces(for profile: UUID) async throws -> [TitleID: Set<EpisodeNumber>]
}
