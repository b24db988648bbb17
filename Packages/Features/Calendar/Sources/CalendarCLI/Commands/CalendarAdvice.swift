import CalendarInterface

/// What to type next after an error of the Calendar commands, in those commands. Every
/// executable that offers them names the command they sit under (`watchlist calendar`,
/// `calendar-dev`), and adds advice of its own before this; Auth advises on signing in.
public enum CalendarAdvice {
    /// The advice for `error`, naming the commands as `command` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs command: String) -> String? {
        switch error {
        case CalendarError.daysOutOfRange:
            "Give --days from 1 to \(CalendarError.longestWindow): `\(command) show --days 30`."
        case CalendarError.sourceUnavailable(_, .tryLater(let seconds?)):
            "Try `\(command) refresh` again in \(seconds) seconds; what was fetched is kept."
        case CalendarError.sourceUnavailable(_, .tryLater(nil)):
            "Try `\(command) refresh` again later; what was fetched is kept, and `\(command)` shows it."
        case CalendarError.sourceUnavailable(_, .checkAddress(let variable)):
            "Check the network, or the address in \(variable); `\(command)` shows what was fetched before."
        case CalendarError.sourceUnavailable(_, .checkToken(let variable)):
            "Check the token in \(variable), or unset it to ask TVmaze alone; `\(command)` shows what was fetched before."
        case CalendarError.sourceUnavailable(_, .allowLonger):
            "Try `\(command) refresh` again later; what was fetched is kept."
        case CalendarError.tooManyRefreshes:
            "`\(command)` shows the air dates the server has; the server fetches them again on its own."
        case CalendarError.feedNeedsServer:
            "Write the calendar to a file for a calendar app instead: `\(command) show --ics > calendar.ics`."
        default: nil
        }
    }
}
