import ArgumentParser

/// The Calendar feature's commands, for an executable's root command to list.
public enum CalendarCommands {
    /// `calendar`, with `show`, its default, `refresh` and `feed` under it, and `notifications`:
    /// for an app with other features' commands.
    public static let all: [any ParsableCommand.Type] = [CalendarCommand.self, NotificationsCommand.self]
    /// `show`, `refresh` and `feed`, under `calendar`.
    static let schedule: [any ParsableCommand.Type] = [CalendarShowCommand.self, CalendarRefreshCommand.self, CalendarFeedCommand.self]
}

/// `calendar`: what airs for the shows you follow, and fetching it.
public struct CalendarCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "What airs next for the series you follow, by day, from air dates fetched with `refresh`.",
        discussion: """
        Air dates come from TVmaze, which needs no key, and are kept, so the calendar works \
        offline with what was last fetched. `calendar` alone is `calendar show`.

        Examples:
          calendar refresh
          calendar
          calendar --days 30 --json
          calendar --ics > calendar.ics
          calendar feed
        """,
        subcommands: CalendarCommands.schedule,
        defaultSubcommand: CalendarShowCommand.self
    )

    public init() {}
}
