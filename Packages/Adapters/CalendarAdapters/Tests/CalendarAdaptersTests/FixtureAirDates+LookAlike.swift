import CalendarTesting
import CalendarTVmazeFixtures
import TVmazeFixtureServer

extension FixtureAirDates {
    /// The shows, as the TVmaze look-alike serves them.
    var lookAlike: [TVmazeFixtureShow] {
        shows.map { TVmazeFixtureShow(imdbID: $0.imdbID, show: $0.show, episodes: $0.episodes) }
    }
}
