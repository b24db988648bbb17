import ArgumentParser
import CalendarInterface

/// `notifications`: where the episodes of the series you follow are announced as they air.
public struct NotificationsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: "Announce episodes as they air: to ntfy, Discord, Gotify, an Apprise API server or a webhook.",
        discussion: """
        Each episode of a series you follow is announced once to each target, after it airs; \
        with --digest a target also gets what airs each day, at 08:00. watchlist-server sends \
        on its own, every minute; without a server, run `send` from cron or a systemd timer. A \
        target that fails is tried again after 1, 2, 4… minutes, and `list` shows it failing.

        Examples:
          notifications add ntfy https://ntfy.sh/my-shows
          notifications add gotify https://gotify.example.org --token-stdin < token
          echo "$DISCORD_WEBHOOK" | notifications add discord -
          notifications test 1
          notifications list
        """,
        subcommands: [
            NotificationsAddCommand.self, NotificationsListCommand.self, NotificationsTestCommand.self, NotificationsRemoveCommand.self,
            NotificationsSendCommand.self,
        ],
        defaultSubcommand: NotificationsListCommand.self
    )

    public init() {}
}

extension TargetKind: ExpressibleByArgument {}
