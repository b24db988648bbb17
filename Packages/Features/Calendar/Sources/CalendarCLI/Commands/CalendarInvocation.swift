/// How the executable running the calendar's commands names them, for the hints they print:
/// `watchlist calendar refresh` in `watchlist`, `calendar-dev refresh` in the dev app.
public struct CalendarInvocation: Sendable {
    /// The command that fetches the air dates.
    public let refresh: String

    /// The names, with `refresh` as the executable runs it.
    public init(refresh: String) {
        self.refresh = refresh
    }
}
