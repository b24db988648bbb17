import ArgumentParser
import CalendarInterface
import Foundation
import Injection
import TerminalUI
import TerminalUIInterface

/// `notifications list [--json]`.
public struct NotificationsListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your targets, their secrets masked, and whether their sends work."
    )

    @Flag(help: "Print a JSON array of {id, kind, address, token, digest, createdAt, lastSent, failingSince, lastError, waiting, nextAttempt}.")
    var json = false

    @Injected var service: any NotificationService
    @Injected var terminal: any Terminal
    @Injected var invocation: CalendarInvocation

    public init() {}

    public func run() async throws {
        let targets = try await service.targets()
        if json {
            terminal.write(NotificationsOutput.json(targets))
        } else if targets.isEmpty {
            terminal.write("No targets: `\(invocation.notifications) add ntfy https://ntfy.sh/TOPIC` adds one.\n")
        } else {
            for target in targets {
                terminal.write("\(target.id)  \(NotificationsOutput.line(target))\n")
                if let status = NotificationsOutput.health(target.health) { terminal.write("   \(status)\n") }
            }
        }
    }
}

/// `notifications test ID`.
public struct NotificationsTestCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "test", abstract: "Send a target a test message now.")

    @Argument(help: ArgumentHelp("The target's number, as `list` shows it.", valueName: "id"))
    var id: Int

    @Injected var service: any NotificationService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await service.test(id)
        terminal.write("Sent target \(id) a test message.\n")
    }
}

/// `notifications remove ID`.
public struct NotificationsRemoveCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a target, and what waits to be sent to it.")

    @Argument(help: ArgumentHelp("The target's number, as `list` shows it.", valueName: "id"))
    var id: Int

    @Injected var service: any NotificationService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await service.remove(id)
        terminal.write("Removed target \(id).\n")
    }
}

/// `notifications send [--quiet]`.
public struct NotificationsSendCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send what is due: each episode that aired since the last send, once a target.",
        discussion: """
        For a cron job or a systemd timer when no server sends. Episodes come from the air \
        dates last fetched: run `calendar refresh` before it. Exits with status 1 when a \
        target failed; what failed is tried again by a later `send`, after its wait.
        """
    )

    @Flag(help: "Print nothing when everything went through.")
    var quiet = false

    @Injected var service: any NotificationService
    @Injected var terminal: any Terminal
    @Injected var invocation: CalendarInvocation

    public init() {}

    public func run() async throws {
        let summary = try await service.send()
        if !quiet || summary.failed > 0 {
            terminal.write("Sent \(summary.sent) message\(summary.sent == 1 ? "" : "s")" + (summary.failed > 0 ? "; \(summary.failed) failed, to try again later (see `\(invocation.notifications) list`).\n" : ".\n"))
        }
        if summary.failed > 0 { throw ExitCode(1) }
    }
}
