/// How the executable running the calendar's commands names them, for the hints they print:
/// `watchlist calendar refresh` in `watchlist`, `calendar-dev calendar refresh` in the dev app.
public struct CalendarInvocation: Sendable {
    /// The command that fetches the air dates.
    public let refresh: String
    /// The command that prints the feed's address.
    public let feed: String
    /// The command group of the notification targets.
    public let notifications: String

    /// The names, with `refresh`, `feed` and `notifications` as the executable runs them.
    public init(refresh: String, feed: String, notifications: String) {
        self.refresh = refresh
        self.feed = feed
        self.notifications = notifications
    }
}
