import ScrobblingInterface
import SeriesInterface

/// A media server's or an export's episode, in the catalog's terms.
extension EpisodeReference {
    /// The places it names, in order: one, or each of a file's episodes; none without numbers.
    var places: [EpisodeNumber] {
        season.map { season in numbers.map { EpisodeNumber(season: season, number: $0) } } ?? []
    }

    /// The show's id, when the reference names one.
    var seriesID: TitleID? { seriesIMDbID.flatMap { TitleID(parsing: $0) } }

    /// The episode's own id, when the reference names one.
    var episodeID: TitleID? { episodeIMDbID.flatMap { TitleID(parsing: $0) } }
}

/// A choice for an inbox item that names no series, several, or no such episode is the
/// person's to correct: the hooks' page shows the message.
extension SeriesError: InboxChoiceError {}
