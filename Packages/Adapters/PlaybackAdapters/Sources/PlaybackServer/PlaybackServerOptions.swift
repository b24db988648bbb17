import ArgumentParser
import ServerComposition

/// The Playback feature's options of `watchlist-server`: how many playback events each app's
/// token may send, and how far a playback must be to count as watched. Each is read from its
/// flag, else from its variable.
public struct PlaybackServerOptions: ServerFeatureOptions {
    @Option(help: ArgumentHelp(
        "How many playback events a minute each app's token may send before it is answered 429 (half of them may come at once).",
        discussion: "Default: $WATCHLIST_PLAYBACK_EVENTS_PER_MINUTE, else 120.",
        valueName: "count"
    ))
    var playbackEventsPerMinute: Int?

    @Option(help: ArgumentHelp(
        "How far a playback must be when it stops, in percent, to be recorded watched.",
        discussion: "Default: $WATCHLIST_WATCHED_AT, else 80, as Trakt counts.",
        valueName: "percent"
    ))
    var watchedAt: Int?

    public init() {}

    static let eventsVariable = "WATCHLIST_PLAYBACK_EVENTS_PER_MINUTE"
    static let watchedVariable = "WATCHLIST_WATCHED_AT"

    /// The percentage at which a stopped playback is watched.
    func threshold(environment: [String: String]) throws(ServerSettingError) -> Double {
        Double(try ServerSetting.value(
            watchedAt, flag: "watched-at", variable: Self.watchedVariable, environment: environment, fallback: 80,
            read: { Int($0) }, valid: { (1...100).contains($0) ? nil : "it must be a whole number from 1 to 100" }
        ))
    }

    /// How many events a token may send a minute.
    func eventsPerMinute(environment: [String: String]) throws(ServerSettingError) -> Int {
        try ServerSetting.value(
            playbackEventsPerMinute, flag: "playback-events-per-minute", variable: Self.eventsVariable, environment: environment, fallback: 120,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number above 0" }
        )
    }
}
