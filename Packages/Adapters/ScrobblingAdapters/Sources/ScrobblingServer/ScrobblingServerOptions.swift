import ArgumentParser
import ServerComposition

/// The Scrobbling feature's options of `watchlist-server`: how many events a hook may take,
/// and whether users' backfills may reach a media server on a private network. Each is read
/// from its flag, else from its variable.
public struct ScrobblingServerOptions: ServerFeatureOptions {
    @Option(help: ArgumentHelp(
        "How many events a minute each webhook may receive before it is answered 429 (60 may come at once).",
        discussion: "Default: $WATCHLIST_HOOK_EVENTS_PER_MINUTE, else 120.",
        valueName: "count"
    ))
    var hookEventsPerMinute: Int?

    @Flag(help: ArgumentHelp(
        "Let users' backfills read a media server on this machine or a private network (a Jellyfin on the LAN); link-local addresses never.",
        discussion: "Also $WATCHLIST_BACKFILL_PRIVATE_NETWORKS=1."
    ))
    var backfillPrivateNetworks = false

    public init() {}

    static let eventsVariable = "WATCHLIST_HOOK_EVENTS_PER_MINUTE"

    /// How many events a hook may receive a minute.
    func eventsPerMinute(environment: [String: String]) throws(ServerSettingError) -> Int {
        try ServerSetting.value(
            hookEventsPerMinute, flag: "hook-events-per-minute", variable: Self.eventsVariable, environment: environment, fallback: 120,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number above 0" }
        )
    }

    /// Whether backfills may reach loopback and private networks.
    func allowsPrivateNetworks(environment: [String: String]) -> Bool {
        backfillPrivateNetworks || environment[ServerBackfill.privateNetworksVariable] == "1"
    }
}
