import CalendarInterface
import WatchlistInterface

/// One line of the printed calendar: a film coming out or an episode airing.
enum CalendarEntry {
    case film(MovieRelease)
    case episode(AiringEpisode)

    /// The schedule's films and episodes by day, each day's films first (they last the day),
    /// then its episodes in the schedule's order.
    static func all(of schedule: CalendarSchedule) -> [CalendarEntry] {
        var entries: [CalendarEntry] = []
        var films = schedule.releases[...]
        for episode in schedule.episodes {
            while let film = films.first, film.day <= episode.airDate {
                entries.append(.film(film))
                films = films.dropFirst()
            }
            entries.append(.episode(episode))
        }
        return entries + films.map(CalendarEntry.film)
    }

    /// Its day.
    var day: CalendarDay {
        switch self {
        case .film(let release): release.day
        case .episode(let episode): episode.airDate
        }
    }

    /// `film` or `episode`, as the JSON says.
    var kind: String {
        switch self {
        case .film: "film"
        case .episode: "episode"
        }
    }

    /// The episode, when it is one.
    var episode: AiringEpisode? {
        if case .episode(let episode) = self { episode } else { nil }
    }

    /// The film, when it is one.
    var film: MovieRelease? {
        if case .film(let release) = self { release } else { nil }
    }
}
