import Foundation
import ScrobblingInterface
import WatchlistInterface

/// Emby Server's webhooks: `playback.stop` of a `Movie` or an `Episode` with
/// `PlaybackInfo.PlayedToCompletion` is a viewing, and so is `item.markplayed`;
/// `item.markunplayed` and every other event are not. `Item.ProviderIds` carries the film's or
/// the episode's own ids, `User.Name` the Emby user, `Date` the time. An episode names its
/// show in `Item.SeriesName`, its season in `Item.ParentIndexNumber`, its number in
/// `Item.IndexNumber` and the last of a file's several in `Item.IndexNumberEnd`; its
/// `ProductionYear` is its own, not the show's, so it is not used.
enum EmbyEvent {
    static func read(_ event: JSONFields, receivedAt: Date) throws(HookError) -> EventReading {
        guard let name = event.string("Event") else { throw .unreadable("the document has no Event") }
        let user = event.object("User")?.string("Name")
        let item = event.object("Item")
        let itemType = item?.string("Type")
        switch name {
        case "playback.stop":
            guard itemType == "Movie" || itemType == "Episode" else { return .ignored(EventReader.notPlayable(itemType), user: user) }
            guard event.object("PlaybackInfo")?.bool("PlayedToCompletion") == true else {
                return .ignored("stopped before the end\(progress(event, item))", user: user)
            }
        case "item.markplayed":
            guard itemType == "Movie" || itemType == "Episode" else { return .ignored(EventReader.notPlayable(itemType), user: user) }
        case "item.markunplayed":
            return .ignored("an unplayed mark never removes a viewing", user: user)
        default:
            return .ignored("\(name) is not a finished play (playback.stop and item.markplayed are)", user: user)
        }
        let ids = item?.object("ProviderIds")
        let playedAt = event.date("Date") ?? receivedAt
        if itemType == "Episode", let item {
            let episode = EpisodeReference(
                seriesTitle: item.string("SeriesName") ?? "",
                season: EventReader.number(item.int("ParentIndexNumber")), episode: EventReader.number(item.int("IndexNumber")),
                lastEpisode: EventReader.number(item.int("IndexNumberEnd")),
                episodeIMDbID: EventReader.imdbID(ids?.string(anyCase: "Imdb")), tmdbID: EventReader.tmdbID(ids?.string(anyCase: "Tmdb")),
                tvdbID: EventReader.tmdbID(ids?.string(anyCase: "Tvdb"))
            )
            return .episode(EpisodePlayback(episode: episode, playedAt: playedAt), user: user)
        }
        guard let item, let title = item.string("Name") else { throw .unreadable("a movie with no Item.Name") }
        let film = MovieReference(
            title: title, year: item.int("ProductionYear"),
            imdbID: EventReader.imdbID(ids?.string(anyCase: "Imdb")), tmdbID: EventReader.tmdbID(ids?.string(anyCase: "Tmdb"))
        )
        return .playback(Playback(film: film, playedAt: playedAt), user: user)
    }

    private static func progress(_ event: JSONFields, _ item: JSONFields?) -> String {
        guard let position = event.object("PlaybackInfo")?.double("PositionTicks"), let length = item?.double("RunTimeTicks"), length > 0 else { return "" }
        return ", at \(Int((100 * position / length).rounded()))%"
    }
}
