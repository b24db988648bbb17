import Foundation
import ScrobblingInterface
import WatchlistInterface

/// Emby Server's webhooks: `playback.stop` of a `Movie` or an `Episode` with
/// `PlaybackInfo.PlayedToCompletion` is a viewing, and so is `item.markplayed`;
/// `item.markunplayed` and every other event are not. `playback.start`, `playback.pause`,
/// `playback.unpause` and a `playback.stop` before the end say where a playback is
/// (`PlaybackInfo.PositionTicks` of `Item.RunTimeTicks`, ten million a second).
/// `Item.ProviderIds` carries the film's or the episode's own ids, `User.Name` the Emby user, `Date` the time. An episode names its
/// show in `Item.SeriesName`, its season in `Item.ParentIndexNumber`, its number in
/// `Item.IndexNumber` and the last of a file's several in `Item.IndexNumberEnd`; its
/// `ProductionYear` is its own, not the show's, so it is not used.
enum EmbyEvent {
    static func read(_ event: JSONFields, receivedAt: Date) throws(HookError) -> EventReading {
        guard let name = event.string("Event") else { throw .unreadable("the document has no Event") }
        let user = event.object("User")?.string("Name")
        let item = event.object("Item")
        let itemType = item?.string("Type")
        let states: [String: MediaServerPosition.State] = ["playback.start": .started, "playback.unpause": .playing, "playback.pause": .paused]
        switch name {
        case "playback.start", "playback.pause", "playback.unpause", "playback.stop":
            guard itemType == "Movie" || itemType == "Episode" else { return .ignored(EventReader.notPlayable(itemType), user: user) }
            let finished = name == "playback.stop" && event.object("PlaybackInfo")?.bool("PlayedToCompletion") == true
            let subject = try played(item, itemType: itemType)
            guard finished else {
                let position = MediaServerPosition(
                    item: subject, server: .emby, state: states[name] ?? .stopped,
                    seconds: event.object("PlaybackInfo")?.double("PositionTicks").map { $0 / EventReader.ticksPerSecond },
                    duration: event.object("Item")?.double("RunTimeTicks").map { $0 / EventReader.ticksPerSecond }
                )
                return .position(position, user: user)
            }
            return .finished(subject, playedAt: event.date("Date") ?? receivedAt, user: user)
        case "item.markplayed":
            guard itemType == "Movie" || itemType == "Episode" else { return .ignored(EventReader.notPlayable(itemType), user: user) }
            return .finished(try played(item, itemType: itemType), playedAt: event.date("Date") ?? receivedAt, user: user)
        case "item.markunplayed":
            return .ignored("an unplayed mark never removes a viewing", user: user)
        default:
            return .ignored("\(name) is neither a playback nor a played mark (playback.start, playback.pause, playback.unpause, playback.stop and item.markplayed are)", user: user)
        }
    }

    /// The film or the episode `item` is.
    private static func played(_ item: JSONFields?, itemType: String?) throws(HookError) -> MediaServerPosition.Item {
        let ids = item?.object("ProviderIds")
        if itemType == "Episode", let item {
            return .episode(EpisodeReference(
                seriesTitle: item.string("SeriesName") ?? "",
                season: EventReader.number(item.int("ParentIndexNumber")), episode: EventReader.number(item.int("IndexNumber")),
                lastEpisode: EventReader.number(item.int("IndexNumberEnd")),
                episodeIMDbID: EventReader.imdbID(ids?.string(anyCase: "Imdb")), tmdbID: EventReader.tmdbID(ids?.string(anyCase: "Tmdb")),
                tvdbID: EventReader.tmdbID(ids?.string(anyCase: "Tvdb"))
            ))
        }
        guard let item, let title = item.string("Name") else { throw .unreadable("a film with no Item.Name") }
        return .film(MovieReference(
            title: title, year: item.int("ProductionYear"),
            imdbID: EventReader.imdbID(ids?.string(anyCase: "Imdb")), tmdbID: EventReader.tmdbID(ids?.string(anyCase: "Tmdb"))
        ))
    }
}
