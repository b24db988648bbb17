import ArgumentParser
import CalendarInterface
import Foundation
import Injection
import TerminalUI
import TerminalUIInterface

/// `notifications add KIND ADDRESS [--token-stdin] [--digest]`.
public struct NotificationsAddCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a target: ntfy, discord, gotify, apprise or webhook, and its address.",
        discussion: """
        ADDRESS is an http or https URL: an ntfy topic's (https://ntfy.sh/TOPIC), a Discord \
        channel's webhook, a Gotify server's, an Apprise API server's notify URL \
        (http://apprise:8000/notify/KEY), or any URL that takes a JSON POST. A webhook's URL is \
        a secret: give `-` to read it from standard input, so it stays out of your shell's \
        history. Gotify needs its application token, and a protected ntfy topic an access \
        token: pipe it in with --token-stdin.
        """
    )

    @Argument(help: ArgumentHelp("The service: \(TargetKind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "kind"))
    var kind: TargetKind

    @Argument(help: ArgumentHelp("The target's URL, or - to read it from standard input.", valueName: "address"))
    var address: String

    @Flag(help: "Read the target's token from standard input (after the address, when that is read too).")
    var tokenStdin = false

    @Flag(help: "Also send what airs each day, at 08:00.")
    var digest = false

    @Injected var service: any NotificationService
    @Injected var terminal: any Terminal
    @Injected var invocation: CalendarInvocation

    public init() {}

    public func validate() throws {
        if kind.needsToken && !tokenStdin { throw ValidationError("\(kind.rawValue) needs its application token: pipe it in with --token-stdin.") }
        if tokenStdin && !kind.takesToken { throw ValidationError("\(kind.rawValue) takes no token; leave out --token-stdin.") }
    }

    public func run() async throws {
        let text = address == "-" ? (terminal.readLine() ?? "") : address
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)), url.scheme != nil else {
            throw ValidationError(address == "-" ? "Standard input held no URL." : "\"\(address)\" is not a URL, such as https://ntfy.sh/my-shows.")
        }
        var token: String?
        if tokenStdin {
            token = terminal.readLine()?.trimmingCharacters(in: .whitespaces)
            guard let token, !token.isEmpty else { throw ValidationError("Standard input held no token.") }
        }
        let target = try await service.add(NewTarget(kind: kind, address: url, token: token, digest: digest))
        terminal.write("Added \(target.id): \(NotificationsOutput.line(target))\n")
        terminal.writeError("Send it a test with `\(invocation.notifications) test \(target.id)`.\n")
    }
}
