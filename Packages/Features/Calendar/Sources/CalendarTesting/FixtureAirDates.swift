import CalendarInterface
import CalendarPorts
import Foundation
import WatchlistInterface

/// Air dates for tests, the dev app and the TVmaze look-alike, around a given day so that a
/// calendar made from them always has something coming: shows of the embedded series
/// catalog, as a source would tell them.
public struct FixtureAirDates: Sendable {
    /// A show the source knows, with its episodes.
    public struct SeriesAirDates: Sendable {
        /// The IMDb id it is looked up by.
        public let imdbID: String
        /// The show.
        public let show: SourceSeries
        /// Its episodes, specials included.
        public let episodes: [SourceEpisode]

        /// Creates a show.
        public init(imdbID: String, show: SourceSeries, episodes: [SourceEpisode]) {
            self.imdbID = imdbID
            self.show = show
            self.episodes = episodes
        }
    }

    /// The shows, in the order given.
    public let shows: [SeriesAirDates]

    /// Air dates of `shows`.
    public init(shows: [SeriesAirDates]) {
        self.shows = shows
    }

    /// The show the source calls `id`.
    public func show(id: String) -> SeriesAirDates? {
        shows.first { $0.show.id == id }
    }

    /// The show whose IMDb id is `imdbID`.
    public func show(imdbID: String) -> SeriesAirDates? {
        shows.first { $0.imdbID == imdbID }
    }

    /// Around `date`, every show changed at the source half a day before it:
    ///
    /// - Fargo (tt2802850, FX): season 5, ten episodes weekly at 22:00 in New York, the first
    ///   two weeks before `date` (a season the embedded catalog has);
    /// - True Detective (tt2356777, HBO): season 5, six episodes weekly at 21:00 in New York
    ///   from three days after `date` (a season the embedded catalog does not have yet), and a
    ///   special on a day alone a month after it;
    /// - Stranger Things (tt4574334, Netflix): season 6, eight episodes on one day, ten days
    ///   after `date`, with no time;
    /// - Breaking Bad (tt0903747, AMC): its last episodes, long aired.
    ///
    /// The Office of 2001 (tt0290978), also in the embedded catalog, is unknown to it.
    public static func standard(around date: Date) -> FixtureAirDates {
        let today = CalendarDay(containing: date, in: .gmt)
        let updated = date.addingTimeInterval(-12 * 3600)
        let newYork = TimeZone(identifier: "America/New_York") ?? .gmt
        return FixtureAirDates(shows: [
            SeriesAirDates(
                imdbID: "tt2802850", show: SourceSeries(id: "1800", name: "Fargo", network: "FX", updated: updated),
                episodes: (1...10).map { (number: Int) -> SourceEpisode in
                    weekly(show: 1800, season: 5, number: number, title: "Episode \(number)", from: today.adding(days: -14), hour: 22, in: newYork)
                }
            ),
            SeriesAirDates(
                imdbID: "tt2356777", show: SourceSeries(id: "5", name: "True Detective", network: "HBO", updated: updated),
                episodes: (1...6).map { (number: Int) -> SourceEpisode in
                    weekly(show: 5, season: 5, number: number, title: "Part \(number)", from: today.adding(days: 3), hour: 21, in: newYork)
                } + [
                    SourceEpisode(
                        id: "5599", season: 5, number: nil, title: "Inside the Episode", airDate: today.adding(days: 30), airTime: nil, runtimeMinutes: 20
                    ),
                ]
            ),
            SeriesAirDates(
                imdbID: "tt4574334", show: SourceSeries(id: "2993", name: "Stranger Things", network: "Netflix", updated: updated),
                episodes: (1...8).map { (number: Int) -> SourceEpisode in
                    SourceEpisode(
                        id: "29936\(number)", season: 6, number: number, title: "Chapter \(number)", airDate: today.adding(days: 10), airTime: nil,
                        runtimeMinutes: 75
                    )
                }
            ),
            SeriesAirDates(
                imdbID: "tt0903747", show: SourceSeries(id: "169", name: "Breaking Bad", network: "AMC", updated: updated),
                episodes: [
                    episode(show: 169, season: 5, number: 15, title: "Granite State", on: "2013-09-22", at: "2013-09-23T01:00:00Z", runtime: 75),
                    episode(show: 169, season: 5, number: 16, title: "Felina", on: "2013-09-29", at: "2013-09-30T01:00:00Z", runtime: 75),
                ]
            ),
        ])
    }

    /// Episode `number` of a weekly season whose first episode airs on `from` at `hour` in `zone`.
    private static func weekly(show: Int, season: Int, number: Int, title: String, from: CalendarDay, hour: Int, in zone: TimeZone) -> SourceEpisode {
        let day = from.adding(days: 7 * (number - 1))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let time = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour))
        return SourceEpisode(
            id: "\(show)\(season)\(number)", season: season, number: number, title: title, airDate: day, airTime: time, runtimeMinutes: 60
        )
    }

    private static func episode(show: Int, season: Int, number: Int, title: String, on day: String, at time: String, runtime: Int) -> SourceEpisode {
        SourceEpisode(
            id: "\(show)\(season)\(number)", season: season, number: number, title: title, airDate: CalendarDay(parsing: day),
            airTime: ISO8601DateFormatter().date(from: time), runtimeMinutes: runtime
        )
    }
}
