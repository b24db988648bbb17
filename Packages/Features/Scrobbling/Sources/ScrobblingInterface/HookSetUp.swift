/// What to do in each media server with a hook's URL, as `hooks add` and the hooks page show
/// it: the same steps docs/scrobbling.md gives.
public enum HookSetUp {
    /// The steps for `server`, with the hook's `url` in place.
    public static func steps(for server: MediaServer, url: String) -> String {
        switch server {
        case .plex:
            """
            In Plex Web (a Plex Pass feature): Account settings → Webhooks → Add Webhook, paste this URL, Save Changes.

              \(url)

            Plex sends a play once it passes 90%; each person's plays are told apart by their Plex account name.
            """
        case .jellyfin:
            """
            In Jellyfin: install the Webhook plugin (Dashboard → Plugins → Catalog → Webhook), restart, then
            Dashboard → Plugins → Webhook → Add Generic Destination:
              Webhook Url:         \(url)
              Notification Type:   tick Playback Stop, and User Data Saved for films you mark played
              User Filter:         your Jellyfin user
              Item Type:           tick Movies
              Send All Properties: leave unticked, and paste the template below into Template
              Request Headers:     add Content-Type: application/json

            \(JellyfinTemplate.text)
            """
        case .emby:
            """
            In Emby (an Emby Premiere feature): Settings → Notifications → Add Notification → Webhooks,
            paste this URL, set Request content type to application/json, tick Playback (Stop) and
            Mark Played, and limit the events to your user.

              \(url)
            """
        case .generic:
            """
            POST one JSON document a viewing to this URL, with Content-Type: application/json:

              \(url)

              {"imdb": "tt0068646", "title": "The Godfather", "year": 1972, "watchedAt": "2026-11-20T21:30:00Z", "rating": 9}

            imdb, tmdb, or title and year name the film; watchedAt, rating, user and id are optional.
            """
        }
    }
}
