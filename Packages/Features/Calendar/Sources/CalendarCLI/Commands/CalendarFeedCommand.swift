import ArgumentParser
import CalendarInterface
import Injection
import JSONWriting
import TerminalUI
import TerminalUIInterface

/// `feed [--rotate] [--json]`: the address of the profile's iCal feed on its server.
public struct CalendarFeedCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Print the address of your calendar's iCal feed, to subscribe to in a calendar app.",
        discussion: """
        The feed is served by the server you are signed in to, at /calendar/TOKEN.ics, without \
        a log-in: the token is its only key, so anyone with the address can read your \
        calendar. The server keeps only a hash of the token, so the address is printed when it \
        is made, and not after: --rotate makes a new token, and the old address stops working \
        at once. It covers 30 days back to 90 ahead, from the air dates last fetched.
        """
    )

    @Flag(help: "Make a new address; the old one stops working.")
    var rotate = false

    @Flag(help: "Print a JSON object of {address, path, createdAt}.")
    var json = false

    @Injected var service: any CalendarService
    @Injected var terminal: any Terminal
    @Injected var invocation: CalendarInvocation

    public init() {}

    public func run() async throws {
        let feed = try await service.feed(rotate: rotate)
        if json {
            terminal.write(CalendarOutput.json(feed))
            return
        }
        guard let shown = feed.address?.absoluteString ?? feed.path else {
            terminal.writeError(
                "Your feed was made \(UTCTimestamp.dateTime(feed.createdAt)); its address is shown only when it is made, as the server keeps only a hash of it. "
                    + "`\(invocation.feed) --rotate` makes a new one, and calendar apps must then be given it.\n"
            )
            return
        }
        terminal.write(shown + "\n")
        terminal.writeError(
            rotate
                ? "The old address no longer works: give calendar apps this one.\n"
                : "Anyone with this address can read your calendar; `\(invocation.feed) --rotate` makes a new one.\n"
        )
    }
}
