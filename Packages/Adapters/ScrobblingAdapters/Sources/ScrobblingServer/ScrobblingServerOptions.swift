import ArgumentParser
import ServerComposition

/// The Scrobbling feature's options of `watchlist-server`: how many events a hook may take,
/// read from its flag, else from its variable. Where backfills may lead is the server's
/// `--allow-outbound`.
public struct ScrobblingServerOptions: ServerFeatureOptions {
    @Option(help: ArgumentHelp(
        "How many events a minute each webhook may receive before it is answered 429 (60 may come at once).",
        discussion: "Default: $WATCHLIST_HOOK_EVENTS_PER_MINUTE, else 120.",
        valueName: "count"
    ))
    var hookEventsPerMinute: Int?

    public init() {}

    static let eventsVariable = "WATCHLIST_HOOK_EVENTS_PER_MINUTE"

    /// How many events a hook may receive a minute.
    func eventsPerMinute(environment: [String: String]) throws(ServerSettingError) -> Int {
        try ServerSetting.value(
            hookEventsPerMinute, flag: "hook-events-per-minute", variable: Self.eventsVariable, environment: environment, fallback: 120,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number above 0" }
        )
    }
}
