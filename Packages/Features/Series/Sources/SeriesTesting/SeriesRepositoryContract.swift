import Foundation
import SeriesInterface
import SeriesPorts
import WatchlistInterface

/// What every ``SeriesRepository`` (and ``EpisodePlaybackStore``) must do, as checks that any test target runs on its own
/// repository: SeriesAdapters' contract suite runs them on memory, SQLite and PostgreSQL.
/// Each check takes an empty repository and returns what went wrong, nothing when it held.
public enum SeriesRepositoryContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any SeriesRepository & EpisodePlaybackStore) async throws -> [String])] = [
        ("an empty repository has nothing", emptyHasNothing),
        ("following is kept once, in order, with the series exactly", followingIsKeptOnce),
        ("viewings come back in order with every field", viewingsKeepEveryField),
        ("viewings of one series are those of that series", viewingsOfOneSeries),
        ("the watched places are the regular episodes of each series, once", watchedPlacesAreTheRegularEpisodes),
        ("unfollowing keeps viewings unless asked to forget them", unfollowingKeepsViewings),
        ("profiles never see each other's series or viewings", profilesStayApart),
        ("a series' rating is kept with the series, replaced, removed, forgotten with its viewings", ratingsAreKept),
        ("a playback is recorded once, with its episodes, and follows the series", playbackIsRecordedOnce),
        ("a playback near another of the same episode is the same playback", playbackNearbyIsTheSame),
        ("a playback's rating never replaces one typed by hand", playbackRatingYieldsToHand),
        ("forgetting a series' viewings forgets its playbacks", forgettingForgetsPlaybacks),
        ("forgetting viewings removes one equal viewing each, the profile's only, with its playback", forgettingViewingsRemovesOneEach),
    ]

    /// The profile the checks keep their series for.
    public static let profile = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1") ?? UUID()
    /// Another profile, which must see none of them.
    public static let other = UUID(uuidString: "00000000-0000-0000-0000-0000000000B2") ?? UUID()
    /// The day of every viewing the checks record.
    public static let day = CalendarDay(parsing: "2026-11-01") ?? CalendarDay(containing: Date(timeIntervalSince1970: 0))

    /// A series numbered `number`, with every field set.
    public static func series(_ number: Int, title: String = "Series", endYear: Int? = nil) -> Series {
        Series(id: TitleID(imdbNumber: 9_000_000 + number), title: title, startYear: 2000 + number, endYear: endYear, kind: number.isMultiple(of: 2) ? .miniSeries : .series)
    }

    /// A viewing of an episode of `series`, with every field set and text that needs escaping.
    public static func viewing(of series: Series, season: Int?, episode: Int?, id: String? = nil, rating: Int? = nil) -> EpisodeViewing {
        EpisodeViewing(
            seriesID: series.id, seriesTitle: series.title, season: season, episode: episode, episodeID: id.flatMap { TitleID(parsing: $0) },
            episodeTitle: "Épisode \(episode ?? 0) — 'quoted' \"twice\"", runtimeMinutes: episode.map { 40 + $0 }, watchedOn: day, rating: rating
        )
    }

    static func emptyHasNothing(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        if try await !repository.followed(for: profile).isEmpty { problems.append("followed() was not empty") }
        if try await !repository.viewings(of: nil, for: profile).isEmpty { problems.append("viewings() was not empty") }
        return problems
    }

    static func followingIsKeptOnce(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let first = series(1, title: "Ünïcode 'quotes'; DROP TABLE x; --", endYear: 2010)
        let second = series(2)
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        if try await !repository.follow(first, at: date, for: profile) { problems.append("the first follow answered false") }
        if try await !repository.follow(second, at: date.addingTimeInterval(60), for: profile) { problems.append("the second follow answered false") }
        if try await repository.follow(first, at: date.addingTimeInterval(120), for: profile) { problems.append("following again answered true") }
        let followed = try await repository.followed(for: profile)
        if followed.map(\.series) != [first, second] { problems.append("followed() answered \(followed.map(\.series))") }
        if followed.first.map({ abs($0.followedAt.timeIntervalSince(date)) < 1 }) != true { problems.append("the follow's date came back as \(String(describing: followed.first?.followedAt))") }
        return problems
    }

    static func viewingsKeepEveryField(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        let show = series(3)
        let viewings = [
            viewing(of: show, season: 1, episode: 1, id: "tt0959621", rating: 9),
            viewing(of: show, season: 0, episode: 1),
            viewing(of: show, season: nil, episode: nil),
            viewing(of: show, season: 1, episode: 1),
        ]
        try await repository.record(Array(viewings.prefix(2)), for: profile)
        try await repository.record(Array(viewings.dropFirst(2)), for: profile)
        let kept = try await repository.viewings(of: nil, for: profile)
        return kept == viewings ? [] : ["expected \(viewings), found \(kept)"]
    }

    static func viewingsOfOneSeries(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        let one = series(4), two = series(5)
        try await repository.record([viewing(of: one, season: 1, episode: 1), viewing(of: two, season: 1, episode: 1), viewing(of: one, season: 1, episode: 2)], for: profile)
        let kept = try await repository.viewings(of: one.id, for: profile)
        return kept.map(\.episode) == [1, 2] && kept.allSatisfy({ $0.seriesID == one.id }) ? [] : ["viewings(of:) answered \(kept)"]
    }

    static func watchedPlacesAreTheRegularEpisodes(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        let one = series(9), two = series(10)
        try await repository.record([
            viewing(of: one, season: 1, episode: 2), viewing(of: one, season: 1, episode: 2), viewing(of: one, season: 2, episode: 1),
            viewing(of: one, season: 0, episode: 1), viewing(of: one, season: nil, episode: nil, id: "tt0000999"), viewing(of: two, season: 3, episode: 4),
        ], for: profile)
        try await repository.record([viewing(of: one, season: 5, episode: 5)], for: other)
        let places = try await repository.watchedPlaces(for: profile)
        let expected: [TitleID: Set<EpisodeNumber>] = [
            one.id: [EpisodeNumber(season: 1, number: 2), EpisodeNumber(season: 2, number: 1)], two.id: [EpisodeNumber(season: 3, number: 4)],
        ]
        return places == expected ? [] : ["watchedPlaces answered \(places)"]
    }

    static func unfollowingKeepsViewings(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let one = series(6), two = series(7)
        _ = try await repository.follow(one, at: Date(), for: profile)
        _ = try await repository.follow(two, at: Date(), for: profile)
        try await repository.record([viewing(of: one, season: 1, episode: 1), viewing(of: two, season: 1, episode: 1), viewing(of: one, season: 1, episode: 2)], for: profile)
        let kept = try await repository.unfollow(one.id, forgettingViewings: false, for: profile)
        if kept != (true, 0) { problems.append("unfollowing answered \(kept)") }
        if try await repository.viewings(of: nil, for: profile).count != 3 { problems.append("unfollowing removed viewings") }
        if try await repository.unfollow(one.id, forgettingViewings: true, for: profile) != (false, 0) { problems.append("unfollowing a series not followed answered true") }
        let forgotten = try await repository.unfollow(two.id, forgettingViewings: true, for: profile)
        if forgotten != (true, 1) { problems.append("forgetting answered \(forgotten)") }
        let left = try await repository.viewings(of: nil, for: profile)
        if left.map(\.seriesID) != [one.id, one.id] { problems.append("after forgetting, viewings were \(left)") }
        if try await repository.followed(for: profile).isEmpty == false { problems.append("followed() still lists a series") }
        return problems
    }

    static func profilesStayApart(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let show = series(8)
        _ = try await repository.follow(show, at: Date(), for: profile)
        try await repository.record([viewing(of: show, season: 1, episode: 1)], for: profile)
        if try await !repository.followed(for: other).isEmpty { problems.append("another profile sees the followed series") }
        if try await !repository.viewings(of: nil, for: other).isEmpty { problems.append("another profile sees the viewings") }
        if try await !repository.follow(show, at: Date(), for: other) { problems.append("another profile could not follow the same series") }
        if try await repository.unfollow(show.id, forgettingViewings: true, for: other) != (true, 0) { problems.append("another profile's unfollow touched this profile's viewings") }
        if try await repository.viewings(of: nil, for: profile).count != 1 { problems.append("the profile lost its viewing") }
        return problems
    }

    static func ratingsAreKept(_ repository: any SeriesRepository & EpisodePlaybackStore) async throws -> [String] {
        var problems: [String] = []
        let first = series(11, title: "Ünïcode 'quotes'; DROP TABLE x; --", endYear: 2012), second = series(12)
        let later = CalendarDay(parsing: "2026-11-02") ?? day
        if try await !repository.ratings(for: profile).isEmpty { problems.append("ratings() was not empty at first") }
        try await repository.rate(first, SeriesRating(value: 7, ratedOn: day), for: profile)
        try await repository.rate(second, SeriesRating(value: 3, ratedOn: day), for: profile)
        try await repository.rate(first, SeriesRating(value: 9, ratedOn: later), for: profile)
        let rated = try await repository.ratings(for: profile)
        let expected = [RatedSeries(series: first, rating: SeriesRating(value: 9, ratedOn: later)), RatedSeries(series: second, rating: SeriesRating(value: 3, ratedOn: day))]
        if rated != expected { problems.append("ratings() answered \(rated), not the first rated first, replaced, with the series exactly") }
        if try await repository.rating(of: second.id, for: profile) != SeriesRating(value: 3, ratedOn: day) { problems.append("rating(of:) did not answer the second's rating") }
        if try await repository.rating(of: series(13).id, for: profile) != nil { problems.append("a series never rated has a rating") }
        if try await !repository.ratings(for: other).isEmpty { problems.append("another profile sees the ratings") }
        if try await repository.removeRating(of: second.id, for: other) { problems.append("another profile removed a rating it does not have") }
        if try await !repository.removeRating(of: second.id, for: profile) { problems.append("removing a rating answered false") }
        if try await repository.removeRating(of: second.id, for: profile) { problems.append("removing a rating twice answered true") }
        if try await repository.ratings(for: profile).map(\.series) != [first] { problems.append("after removing, ratings() answered \(try await repository.ratings(for: profile))") }
        try await repository.rate(second, SeriesRating(value: 3, ratedOn: day), for: profile)
        _ = try await repository.follow(first, at: Date(), for: profile)
        _ = try await repository.follow(second, at: Date(), for: profile)
        _ = try await repository.unfollow(first.id, forgettingViewings: false, for: profile)
        if try await repository.rating(of: first.id, for: profile) == nil { problems.append("unfollowing without forgetting removed the rating") }
        _ = try await repository.unfollow(second.id, forgettingViewings: true, for: profile)
        if try await repository.rating(of: second.id, for: profile) != nil { problems.append("forgetting a series' viewings kept its rating") }
        return problems
    }
}
