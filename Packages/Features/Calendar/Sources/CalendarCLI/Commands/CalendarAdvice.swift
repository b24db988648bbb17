import CalendarInterface

/// What to type next after an error of the Calendar commands, in those commands. Every
/// executable that offers them names the command they sit under (`watchlist calendar`,
/// `calendar-dev`), and adds advice of its own before this; Auth advises on signing in.
public enum CalendarAdvice {
    /// The advice for `error`, naming the commands as `command` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs command: String) -> String? {
        switch error {
        case CalendarError.blankText: "Give the text in quotes: `\(command) add \"first item\"`."
        case CalendarError.textTooLong: "Say it in \(CalendarError.longestText) characters or fewer."
        default: nil
        }
    }
}
