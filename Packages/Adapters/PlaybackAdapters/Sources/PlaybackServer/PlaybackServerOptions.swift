import ArgumentParser
import ServerComposition

/// The Playback feature's options of `watchlist-server`: how many playback events each app's
/// token may send. Read from its flag, else from its variable.
public struct PlaybackServerOptions: ServerFeatureOptions {
    @Option(help: ArgumentHelp(
        "How many playback events a minute each app's token may send before it is answered 429 (half of them may come at once).",
        discussion: "Default: $WATCHLIST_PLAYBACK_EVENTS_PER_MINUTE, else 120.",
        valueName: "count"
    ))
    var playbackEventsPerMinute: Int?

    public init() {}

    static let eventsVariable = "WATCHLIST_PLAYBACK_EVENTS_PER_MINUTE"

    /// How many events a token may send a minute.
    func eventsPerMinute(environment: [String: String]) throws(ServerSettingError) -> Int {
        try ServerSetting.value(
            playbackEventsPerMinute, flag: "playback-events-per-minute", variable: Self.eventsVariable, environment: environment, fallback: 120,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number above 0" }
        )
    }
}
