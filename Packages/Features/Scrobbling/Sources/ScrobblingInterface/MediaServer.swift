/// What sends a hook its events: one of three media servers, or anything that speaks the
/// generic format (a script, a Kodi add-on, Tautulli).
public enum MediaServer: String, Hashable, Sendable, CaseIterable, Codable {
    /// Jellyfin, through its webhook plugin's generic destination.
    case jellyfin
    /// Plex Media Server's webhooks (a Plex Pass feature).
    case plex
    /// Emby Server's webhooks.
    case emby
    /// The generic JSON document: `imdb`, `tmdb`, or `title` and `year`.
    case generic

    /// Its name as people write it.
    public var name: String {
        switch self {
        case .jellyfin: "Jellyfin"
        case .plex: "Plex"
        case .emby: "Emby"
        case .generic: "generic"
        }
    }
}
