/// Why a Calendar operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands or options to use next.
public enum CalendarError: Error, Equatable, CustomStringConvertible {
    /// A window of days outside 1 to ``CalendarError/longestWindow``.
    case daysOutOfRange(Int)
    /// The source of air dates could not be asked, or answered what it does not document.
    case sourceUnavailable(String, remedy: Remedy)
    /// A feed was asked of a calendar kept on this machine, where no server answers it.
    case feedNeedsServer
    /// The profile asked for air dates more often than the server allows an hour;
    /// `waitSeconds` until the next may be asked.
    case tooManyRefreshes(perHour: Int, waitSeconds: Int)

    /// What to do about an unavailable source.
    public enum Remedy: Equatable, Sendable {
        /// Try again later, after `seconds` when the source said.
        case tryLater(seconds: Int?)
        /// Check the network, or the base address in the environment variable `variable`.
        case checkAddress(variable: String)
        /// Allow each request longer.
        case allowLonger
        /// Check the token in the environment variable `variable`, which the source refused.
        case checkToken(variable: String)
    }

    /// The most days a calendar covers at once.
    public static let longestWindow = 366

    public var description: String {
        switch self {
        case .daysOutOfRange(let days):
            "\(days) days is not a window the calendar covers; 1 to \(Self.longestWindow)"
        case .sourceUnavailable(let reason, _):
            reason
        case .feedNeedsServer:
            "the iCal feed is an address that watchlist-server answers, and this calendar is kept on this machine alone"
        case .tooManyRefreshes(let perHour, let wait):
            "this server fetches a profile's air dates at most \(perHour) times an hour when asked, and fetches them on its own as well; try again in \(max(1, (wait + 59) / 60)) minutes"
        }
    }
}
