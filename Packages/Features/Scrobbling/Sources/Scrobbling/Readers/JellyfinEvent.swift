import Foundation
import ScrobblingInterface
import WatchlistInterface

/// Jellyfin's webhook plugin, generic destination, with the template `hooks add jellyfin`
/// prints (``JellyfinTemplate``), or with "Send All Properties", whose keys are the same: a
/// `PlaybackStop` of a `Movie` or an `Episode` with `PlayedToCompletion` is a viewing, and so is a
/// `UserDataSaved` whose `SaveReason` is `TogglePlayed` (a person marked it played). Jellyfin
/// also saves user data when any play ends (`PlaybackFinished`, even one stopped early, and
/// just before its `PlaybackStop`): that save is ignored, for the stop says whether the film
/// was finished. An unplayed mark is ignored too: nothing a hook receives removes a viewing.
/// `Provider_imdb`, `Provider_tmdb` and `Provider_tvdb` carry the film's or the episode's
/// own ids, `NotificationUsername` the Jellyfin user, `UtcTimestamp` the time. An episode
/// names its show in `SeriesName` (with the year of `SeriesPremiereDate`), its season in
/// `SeasonNumber`, its number in `EpisodeNumber`, and the last of a file's several episodes
/// in `EpisodeNumberEnd`. A template from before episodes lacks these: its episodes name no
/// show and wait in the inbox, and its films are read as ever. `PlaybackStart`,
/// `PlaybackProgress` (with `IsPaused`) and a `PlaybackStop` before the end say where a
/// playback is, from `PlaybackPositionTicks` and `RunTimeTicks` (ten million a second).
enum JellyfinEvent {
    static func read(_ event: JSONFields, receivedAt: Date) throws(HookError) -> EventReading {
        guard let type = event.string("NotificationType") else { throw .unreadable("the document has no NotificationType; paste the template `hooks add jellyfin` prints") }
        let user = event.string("NotificationUsername")
        let itemType = event.string("ItemType")
        switch type {
        case "PlaybackStart", "PlaybackProgress", "PlaybackStop":
            guard itemType == "Movie" || itemType == "Episode" else { return .ignored(EventReader.notPlayable(itemType), user: user) }
            let state: MediaServerPosition.State = switch type {
            case "PlaybackStart": .started
            case "PlaybackProgress": event.bool("IsPaused") == true ? .paused : .playing
            default: event.bool("PlayedToCompletion") == true ? .finished : .stopped
            }
            let subject = try played(event, itemType: itemType)
            guard state == .finished else { return .position(position(subject, state, event), user: user) }
            return .finished(subject, playedAt: event.date("UtcTimestamp") ?? receivedAt, user: user)
        case "UserDataSaved":
            guard itemType == "Movie" || itemType == "Episode" else { return .ignored(EventReader.notPlayable(itemType), user: user) }
            guard event.string("SaveReason") == "TogglePlayed" else {
                return .ignored("user data saved (\(event.string("SaveReason") ?? "no reason")), not a played mark; the PlaybackStop records a finished play", user: user)
            }
            guard event.bool("Played") == true else { return .ignored("marked unplayed, which never removes a viewing", user: user) }
            return .finished(try played(event, itemType: itemType), playedAt: event.date("UtcTimestamp") ?? receivedAt, user: user)
        default:
            return .ignored("\(type) is neither a playback nor a played mark (PlaybackStart, PlaybackProgress, PlaybackStop and UserDataSaved are)", user: user)
        }
    }

    /// The film or the episode the event is about.
    private static func played(_ event: JSONFields, itemType: String?) throws(HookError) -> MediaServerPosition.Item {
        if itemType == "Episode" {
            return .episode(EpisodeReference(
                seriesTitle: event.string("SeriesName").map(unescaped) ?? "",
                seriesYear: event.string("SeriesPremiereDate").flatMap { Int($0.prefix(4)) },
                season: EventReader.number(event.int("SeasonNumber")), episode: EventReader.number(event.int("EpisodeNumber")),
                lastEpisode: EventReader.number(event.int("EpisodeNumberEnd")),
                episodeIMDbID: EventReader.imdbID(event.string("Provider_imdb")), tmdbID: EventReader.tmdbID(event.string("Provider_tmdb")),
                tvdbID: EventReader.tmdbID(event.string("Provider_tvdb"))
            ))
        }
        guard let title = event.string("Name").map(unescaped) else { throw .unreadable("a film with no Name") }
        return .film(MovieReference(
            title: title, year: event.int("Year"),
            imdbID: EventReader.imdbID(event.string("Provider_imdb")), tmdbID: EventReader.tmdbID(event.string("Provider_tmdb"))
        ))
    }

    /// Where the playback of `item` is.
    private static func position(_ item: MediaServerPosition.Item, _ state: MediaServerPosition.State, _ event: JSONFields) -> MediaServerPosition {
        MediaServerPosition(
            item: item, server: .jellyfin, state: state,
            seconds: event.double("PlaybackPositionTicks").map { $0 / EventReader.ticksPerSecond },
            duration: event.double("RunTimeTicks").map { $0 / EventReader.ticksPerSecond }
        )
    }

    /// A title that a template with two braces (`{{Name}}`) escaped for HTML, as it was.
    private static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        // `&amp;` last, so that `&amp;lt;` stays the text `&lt;`.
        let entities = [("&quot;", "\""), ("&#x27;", "'"), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&#x60;", "`"), ("&#x3D;", "="), ("&amp;", "&")]
        return entities.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}
