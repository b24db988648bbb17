import CalendarPorts
import TVmazeFixtureServer

extension TVmazeFixtureShow {
    /// A show as the calendar records it, served by the TVmaze kit's look-alike: what
    /// CalendarTesting's `FixtureAirDates` holds, given by the feature's tests and dev app.
    public init(imdbID: String, tvdbID: String? = nil, show: SourceSeries, episodes: [SourceEpisode]) {
        self.init(
            imdbID: imdbID, tvdbID: tvdbID, show: Show(id: show.id, name: show.name, network: show.network, updated: show.updated),
            episodes: episodes.map { episode in
                Episode(
                    id: episode.id, season: episode.season, number: episode.number, title: episode.title, airDate: episode.airDate?.description,
                    airTime: episode.airTime, runtimeMinutes: episode.runtimeMinutes
                )
            }
        )
    }
}
