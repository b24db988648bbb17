import CalendarInterface

/// What to type next after an error of the notification commands. Every executable that
/// offers them names the command they sit under (`watchlist notifications`,
/// `calendar-dev notifications`).
public enum NotificationsAdvice {
    /// The advice for `error`, naming the commands as `command` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs command: String) -> String? {
        switch error {
        case NotificationError.noSuchTarget:
            "`\(command) list` shows your targets and their numbers."
        case NotificationError.invalidTarget:
            "See `\(command) add --help` for each service's address."
        case NotificationError.notAllowed:
            "Give a target on the public internet, or a name the operator's policy lets the server reach."
        case NotificationError.tooManyTargets:
            "`\(command) list` shows your targets; `\(command) remove ID` makes room for another."
        case NotificationError.deliveryFailed:
            "Check the target's address and token; `\(command) remove` it and add it again to change them."
        default: nil
        }
    }
}
