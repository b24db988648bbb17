/// How the executable running the Playback commands names them, for the hints they print:
/// `watchlist apps` in `watchlist`, `playback-dev apps` in the dev app.
public struct PlaybackInvocation: Sendable {
    /// The command group of the apps.
    public let apps: String

    /// The names, with `apps` as the executable runs it.
    public init(apps: String) {
        self.apps = apps
    }
}
