import ArgumentParser
import CalendarNotify
import ServerComposition

/// The Calendar feature's options of `watchlist-server`: how often it sends what is due and
/// fetches air dates, and how often a profile may ask it to fetch them. Each is read from its
/// flag, else from its variable. Where targets may
/// lead is the server's `--allow-outbound`. TVmaze's and TMDB's addresses and TMDB's token
/// and region stay variables, as the services' kits read them (TVMAZE_BASE_URL, TMDB_API_TOKEN,
/// TMDB_BASE_URL, TMDB_REGION).
public struct CalendarServerOptions: ServerFeatureOptions {
    @Option(help: ArgumentHelp(
        "How often the server sends the notifications that are due, in seconds.",
        discussion: "Default: $WATCHLIST_NOTIFY_INTERVAL, else 60.",
        valueName: "seconds"
    ))
    var notifyInterval: Int?

    @Option(help: ArgumentHelp(
        "How often the server fetches the air dates of the profiles with notification targets or a feed, in hours; 0 for never.",
        discussion: "Default: $WATCHLIST_CALENDAR_REFRESH_HOURS, else 6.",
        valueName: "hours"
    ))
    var calendarRefreshHours: Double?

    @Option(help: ArgumentHelp(
        "How many times an hour a profile may ask the server to fetch its air dates (calendar refresh), besides the server's own fetches.",
        discussion: "Default: $WATCHLIST_CALENDAR_REFRESHES_PER_HOUR, else 6.",
        valueName: "count"
    ))
    var calendarRefreshesPerHour: Int?

    public init() {}

    static let refreshesVariable = "WATCHLIST_CALENDAR_REFRESHES_PER_HOUR"

    /// How many refreshes a profile may ask for an hour.
    func refreshesPerHour(environment: [String: String]) throws(ServerSettingError) -> Int {
        try ServerSetting.value(
            calendarRefreshesPerHour, flag: "calendar-refreshes-per-hour", variable: Self.refreshesVariable, environment: environment, fallback: 6,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number above 0" }
        )
    }

    static let intervalVariable = "WATCHLIST_NOTIFY_INTERVAL"
    static let refreshVariable = "WATCHLIST_CALENDAR_REFRESH_HOURS"

    /// How often the rounds run.
    func interval(environment: [String: String]) throws(ServerSettingError) -> Duration {
        .seconds(try ServerSetting.value(
            notifyInterval, flag: "notify-interval", variable: Self.intervalVariable, environment: environment, fallback: 60,
            read: { Int($0) }, valid: { $0 > 0 ? nil : "it must be a number of seconds above 0" }
        ))
    }

    /// How often a round fetches air dates, in seconds; nil for never.
    func refreshEvery(environment: [String: String]) throws(ServerSettingError) -> Double? {
        let hours = try ServerSetting.value(
            calendarRefreshHours, flag: "calendar-refresh-hours", variable: Self.refreshVariable, environment: environment, fallback: 6,
            read: { Double($0) }, valid: { $0 >= 0 && $0.isFinite ? nil : "it must be a number of hours, 0 or more" }
        )
        return hours > 0 ? hours * 3600 : nil
    }
}
